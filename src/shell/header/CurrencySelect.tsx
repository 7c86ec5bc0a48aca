/**
 * The display-currency list: the fiat codes of the exchange-rate call; a pick switches prices at
 * once (and, signed in, saves it as the account's default) and says so in the header's live region.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../api/clients.ts';
import { call } from '../../api/call.ts';
import { errorMessage } from '../../api/error-message.ts';
import { useCall } from '../../api/use-call.ts';
import { setDisplayCurrency, useDisplayCurrency } from '../../session/display-currency.ts';
import { Empty, LoadError, Loading } from '../../ui/LoadState.tsx';
import { notify } from './header-notice.ts';
import { Popover } from './Popover.tsx';
import { usePopoverClose } from './popover-close.ts';

const loadFiats = () => call(api().base.GET('/api/idcm/foundation/app/CurrencyExchangeRate/GetExchangeRateList'));

function CurrencyList() {
  const intl = useIntl();
  const close = usePopoverClose();
  const current = useDisplayCurrency();
  const fiats = useCall(loadFiats, []);
  const [saving, setSaving] = useState(false);

  if (fiats.status === 'loading') return <Loading />;
  if (fiats.status === 'error') {
    const message = errorMessage(fiats.error);
    return <LoadError message={intl.formatMessage({ id: message.id }, message.values)} onRetry={fiats.reload} />;
  }
  if (fiats.data.length === 0) return <Empty message={intl.formatMessage({ id: 'header.currency.empty' })} />;

  const pick = async (fiat: { Id: number; Code: string }) => {
    setSaving(true);
    const outcome = await setDisplayCurrency({ Id: fiat.Id, Code: fiat.Code });
    setSaving(false);
    close();
    notify(intl.formatMessage({ id: outcome === 'saved' ? 'header.currency.saved' : 'header.currency.notSaved' }, { code: fiat.Code }), outcome === 'saved' ? 'status' : 'alert');
  };

  return (
    <ul className="header-currencies">
      {fiats.data.map((fiat) => (
        <li key={fiat.Id}>
          <button type="button" className="header-currencies__choice" aria-pressed={fiat.Code === current} disabled={saving} onClick={() => pick(fiat)}>
            <span>{fiat.Code}</span>
            {fiat.Symbol && <span className="header-currencies__symbol" aria-hidden="true">{fiat.Symbol}</span>}
          </button>
        </li>
      ))}
    </ul>
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
