/**
 * The display-currency choice: the fiat codes of the exchange-rate call; a pick switches prices at
 * once (and, signed in, saves it as the account's default) and says so in the header's live region.
 */
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { useDisplayCurrency } from '../../session/display-currency.ts';
import { Popover } from './Popover.tsx';

const CurrencyList = lazy(() => import('./CurrencyList.tsx'));

export function CurrencySelect() {
  const intl = useIntl();
  const current = useDisplayCurrency();
  return (
    <Popover
      className="header-popover--currency"
      label={intl.formatMessage({ id: 'header.currency.button' }, { code: current })}
      button={<span className="header__code">{current}</span>}
      title={intl.formatMessage({ id: 'header.currency.title' })}
    >
      <CurrencyList />
    </Popover>
  );
}
