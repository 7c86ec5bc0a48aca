/**
 * The display-currency list: the fiat codes of the exchange-rate call; a pick switches prices at
 * once (and, signed in, saves it as the account's default) and says so in the header's live region.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fiatCurrenciesQuery } from '../../data/fiat-currencies.ts';
import { setDisplayCurrency, useDisplayCurrency } from '../../session/display-currency.ts';
import { Loaded } from '../Loaded.tsx';
import { notify } from './header-notice.ts';
import { Popover } from './Popover.tsx';
import { usePopoverClose } from './popover-close.ts';

function CurrencyList() {
  const intl = useIntl();
  const close = usePopoverClose();
  const current = useDisplayCurrency();
  const fiats = useQuery(fiatCurrenciesQuery());
  const [saving, setSaving] = useState(false);

  const pick = async (fiat: { Id: number; Code: string }) => {
    setSaving(true);
    const outcome = await setDisplayCurrency({ Id: fiat.Id, Code: fiat.Code });
    setSaving(false);
    close();
    notify(intl.formatMessage({ id: outcome === 'saved' ? 'header.currency.saved' : 'header.currency.notSaved' }, { code: fiat.Code }), outcome === 'saved' ? 'status' : 'alert');
  };

  return (
    <Loaded query={fiats} empty="header.currency.empty">
      {(list) => (
    <ul className="header-currencies">
      {list.map((fiat) => (
        <li key={fiat.Id}>
          <button type="button" className="header-currencies__choice" aria-pressed={fiat.Code === current} disabled={saving} onClick={() => pick(fiat)}>
            <span>{fiat.Code}</span>
            {fiat.Symbol && <span className="header-currencies__symbol" aria-hidden="true">{fiat.Symbol}</span>}
          </button>
        </li>
      ))}
    </ul>
      )}
    </Loaded>
  );
}

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
