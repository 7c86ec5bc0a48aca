/** The order second-confirmation switch: saved as soon as it is flipped. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../api/clients.ts';
import { call } from '../../api/call.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';

export function OrderConfirmSwitch({ on, onDone }: { on: boolean; onDone: (messageId: string) => void }) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const flip = async () => {
    setBusy(true);
    setFailure(null);
    const saved = await call(
      api().base.GET('/api/idcm/customer/PersonalCenter/SetOrderSecondConfirm', { params: { query: { Enable: !on } } }),
    );
    setBusy(false);
    if (saved.ok) onDone(on ? 'account.orderConfirm.turnedOff' : 'account.orderConfirm.turnedOn');
    else setFailure(errorText(saved.error));
  };

  return (
    <div className="switch-row">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className="switch"
        onClick={flip}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        <span>{intl.formatMessage({ id: 'account.orderConfirm.switch' })}</span>
      </button>
      <FormAlert>{failure}</FormAlert>
    </div>
  );
}
