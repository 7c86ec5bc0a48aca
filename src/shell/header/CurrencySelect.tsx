/**
 * The display-currency choice: the fiat codes of the exchange-rate call; a pick switches prices at
 * once (and, signed in, saves it as the account's default) and says so in the header's live region.
 */
import { lazy } from 'react';
import { useDisplayCurrency } from '../../session/display-currency.ts';
import { Popover } from './Popover.tsx';
import { useT } from '../../i18n/use-t.ts';

const CurrencyList = lazy(() => import('./CurrencyList.tsx'));

export function CurrencySelect() {
  const t = useT();
  const current = useDisplayCurrency();
  return (
    <Popover
      className="header-popover--currency"
      label={t('header.currency.button', { code: current })}
      button={<span className="header__code">{current}</span>}
      title={t('header.currency.title')}
    >
      <CurrencyList />
    </Popover>
  );
}
