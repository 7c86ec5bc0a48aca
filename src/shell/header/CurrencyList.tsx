/** The display-currency list inside its popover: its own chunk, loaded on the popover's first open. */
import { useApiQuery } from '../../api/query.ts';
import { useState } from 'react';
import { fiatCurrenciesQuery } from '../../data/fiat-currencies.ts';
import { setDisplayCurrency, useDisplayCurrency } from '../../session/display-currency.ts';
import { Loaded } from '../Loaded.tsx';
import { notify } from './header-notice.ts';
import { usePopoverClose } from './popover-close.ts';
import { useT } from '../../i18n/use-t.ts';

export default function CurrencyList() {
  const t = useT();
  const close = usePopoverClose();
  const current = useDisplayCurrency();
  const fiats = useApiQuery(fiatCurrenciesQuery());
  const [saving, setSaving] = useState(false);

  const pick = async (fiat: { Id: number; Code: string }) => {
    setSaving(true);
    const outcome = await setDisplayCurrency({ Id: fiat.Id, Code: fiat.Code });
    setSaving(false);
    close();
    notify(
      t(outcome === 'saved' ? 'header.currency.saved' : 'header.currency.notSaved', { code: fiat.Code }),
      outcome === 'saved' ? 'status' : 'alert',
    );
  };

  return (
    <Loaded query={fiats} empty="header.currency.empty">
      {(list) => (
        <ul className="header-currencies">
          {list.map((fiat) => (
            <li key={fiat.Id}>
              <button
                type="button"
                className="header-currencies__choice"
                aria-pressed={fiat.Code === current}
                disabled={saving}
                onClick={() => pick(fiat)}
              >
                <span>{fiat.Code}</span>
                {fiat.Symbol && (
                  <span className="header-currencies__symbol" aria-hidden="true">
                    {fiat.Symbol}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Loaded>
  );
}
