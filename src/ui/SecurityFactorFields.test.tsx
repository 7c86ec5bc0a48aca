import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../../tests/setup/render-ui.tsx';
import { useT } from '../i18n/use-t.ts';
import {
  emptyFactorValues,
  factorProof,
  type FactorNeed,
  type FactorValues,
  type SecurityFactor,
} from '../lib/security-factors.ts';
import { factorChecks, factorShape } from '../lib/security-factor-checks.ts';
import { SecurityFactorFields } from './SecurityFactorFields.tsx';

interface ConfirmProps {
  factors: SecurityFactor[];
  need?: FactorNeed;
  onProof?: (proof: object) => void;
  onSendCode?: { email?: () => Promise<{ resendSeconds: number } | null> };
}

/** A withdrawal's confirmation step as an area would write it. */
function Confirm({ factors, need = 'one', onProof = () => {}, onSendCode }: ConfirmProps) {
  const { register, handleSubmit, control, formState } = useForm<FactorValues>({
    resolver: zodResolver(z.object(factorShape).check(...factorChecks(factors, need))),
    defaultValues: emptyFactorValues(factors, need),
  });
  const chosen = useWatch({ control, name: 'factor' });
  const t = useT();
  const fieldError = (name: keyof FactorValues) => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };
  return (
    <form onSubmit={handleSubmit((v) => onProof(factorProof(v, factors, need)))} noValidate>
      <SecurityFactorFields
        factors={factors}
        need={need}
        chosen={chosen}
        fields={{
          factor: register('factor'),
          pin: register('pin'),
          googleCode: register('googleCode'),
          emailCode: register('emailCode'),
        }}
        errors={{
          factor: fieldError('factor'),
          pin: fieldError('pin'),
          googleCode: fieldError('googleCode'),
          emailCode: fieldError('emailCode'),
        }}
        onSendCode={onSendCode}
        sentTo={{ email: 'd***@example.com' }}
        setPinHref="/account/setting?return=%2Fassets%2Fwithdraw#pin"
      />
      <button type="submit">Confirm</button>
    </form>
  );
}

describe('SecurityFactorFields', () => {
  it('asks for the PIN as six hidden digits on a number pad', async () => {
    const user = userEvent.setup();
    const onProof = vi.fn();
    renderInEnglish(<Confirm factors={['pin']} onProof={onProof} />);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    const pin = screen.getByLabelText('Security PIN');
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('maxlength', '6');
    await user.type(pin, '12');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter your 6-digit security PIN.')).toBeInTheDocument();
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    await user.type(pin, '3456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onProof).toHaveBeenCalledWith({ Pin: '123456' });
  });

  it('lets the customer choose one factor when the account has several', async () => {
    const user = userEvent.setup();
    const onProof = vi.fn();
    renderInEnglish(<Confirm factors={['pin', 'google']} onProof={onProof} />);
    const choice = screen.getByRole('group', { name: 'Confirm with' });
    expect(within(choice).getByRole('radio', { name: 'Security PIN' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'Google Authenticator' }));
    expect(screen.queryByLabelText('Security PIN', { selector: 'input[type=password]' })).toBeNull();
    const code = screen.getByLabelText('Google Authenticator code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onProof).toHaveBeenCalledWith({ GoogleCode: '654321' });
  });

  it('asks every factor a withdrawal needs, and sends the mailed code, saying where it went', async () => {
    const user = userEvent.setup();
    const onProof = vi.fn();
    const send = vi.fn(async () => ({ resendSeconds: 60 }));
    renderInEnglish(<Confirm factors={['email', 'pin']} need="all" onProof={onProof} onSendCode={{ email: send }} />);
    const code = screen.getByLabelText('Email verification code');
    expect(code).toHaveAccessibleDescription('The code is sent to d***@example.com.');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Send again in 60s' })).toHaveAttribute('aria-disabled', 'true');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter your 6-digit security PIN.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Security PIN'), '222222');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onProof).toHaveBeenCalledWith({ EmailCode: '111111', Pin: '222222' });
  });

  it('says so, and links to where a PIN is set, when the account has nothing to confirm with', () => {
    renderInEnglish(<Confirm factors={[]} />);
    expect(screen.getByRole('alert')).toHaveTextContent('your account needs a security PIN');
    expect(screen.getByRole('link', { name: 'Set a security PIN' })).toHaveAttribute(
      'href',
      '/account/setting?return=%2Fassets%2Fwithdraw#pin',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
