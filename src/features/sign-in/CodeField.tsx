/** A six-digit verification code, with a send button when the code comes by SMS or mail. */
import type { ComponentProps } from 'react';
import { SendCodeButton } from '../../ui/SendCodeButton.tsx';
import { TextField } from '../../ui/TextField.tsx';

interface CodeFieldProps extends Omit<ComponentProps<typeof TextField>, 'trailing'> {
  onSend?: ComponentProps<typeof SendCodeButton>['onSend'];
  sendDisabled?: boolean;
}

export function CodeField({ onSend, sendDisabled, ...props }: CodeFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      {...props}
      trailing={onSend ? <SendCodeButton onSend={onSend} disabled={sendDisabled} /> : undefined}
    />
  );
}
