import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../../tests/setup/render-ui.tsx';
import { SendCodeButton } from './SendCodeButton.tsx';

describe('SendCodeButton', () => {
  it('keeps the focus of a customer who pressed it with the keyboard while it counts down, and sends once', async () => {
    const onSend = vi.fn(async () => ({ resendSeconds: 60 }));
    renderInEnglish(<SendCodeButton onSend={onSend} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const counting = await screen.findByRole('button', { name: 'Send again in 60s' });
    expect(counting).toHaveFocus();
    expect(counting).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('sends again once the wait is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSend = vi.fn(async () => ({ resendSeconds: 2 }));
    renderInEnglish(<SendCodeButton onSend={onSend} />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await vi.advanceTimersByTimeAsync(2_000);
    const again = await screen.findByRole('button', { name: 'Send again' });
    expect(again).not.toHaveAttribute('aria-disabled');
    await user.click(again);
    expect(onSend).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
