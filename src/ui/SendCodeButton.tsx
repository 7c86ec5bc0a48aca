/**
 * "Send code" for a verification-code field: sends, then counts down the seconds before it may
 * send again. `onSend` resolves with the resend wait, or null when sending failed. While it sends
 * and counts down it is marked unavailable (`aria-disabled`) rather than disabled, so it keeps the
 * focus of a customer who pressed it with the keyboard.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './Button.tsx';

interface SendCodeButtonProps {
  onSend: () => Promise<{ resendSeconds: number } | null>;
  disabled?: boolean;
}

export function SendCodeButton({ onSend, disabled }: SendCodeButtonProps) {
  const intl = useIntl();
  const [waiting, setWaiting] = useState(0);
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  useEffect(() => {
    if (waiting <= 0) return;
    const timer = setTimeout(() => setWaiting((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [waiting]);

  const resting = sending || waiting > 0;
  const send = async () => {
    if (resting) return;
    setSending(true);
    const sent = await onSend();
    setSending(false);
    if (sent) {
      setSentOnce(true);
      setWaiting(sent.resendSeconds);
    }
  };

  const label =
    waiting > 0
      ? intl.formatMessage({ id: 'form.code.resendIn' }, { seconds: waiting })
      : intl.formatMessage({ id: sentOnce ? 'form.code.resend' : 'form.code.send' });
  return (
    <Button
      variant="secondary"
      onClick={send}
      disabled={disabled}
      aria-disabled={resting || undefined}
      aria-busy={sending || undefined}
      aria-live="polite"
    >
      {label}
    </Button>
  );
}
