import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../../tests/setup/render-ui.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** A page that asks before cancelling an order: closes on success, shows the refusal otherwise. */
function CancelOrder({
  cancel,
  check,
  tone,
}: {
  cancel: () => Promise<boolean>;
  check?: string;
  tone?: 'danger' | 'primary';
}) {
  const [open, setOpen] = useState(true);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <p>{open ? 'asking' : 'closed'}</p>
      <ConfirmDialog
        open={open}
        title="Cancel this order?"
        text="The order stops and its frozen funds come back to your balance."
        confirmLabel="Cancel order"
        tone={tone}
        check={check}
        error={error}
        onCancel={() => setOpen(false)}
        onConfirm={async () => ((await cancel()) ? setOpen(false) : setError('The order is already filled.'))}
      />
    </>
  );
}

const deferred = () => {
  let resolve!: (ok: boolean) => void;
  const promise = new Promise<boolean>((yes) => (resolve = yes));
  return { promise, resolve };
};

describe('ConfirmDialog', () => {
  it('asks first and runs the action once, however often Confirm is pressed', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const cancel = vi.fn(() => answer.promise);
    renderInEnglish(<CancelOrder cancel={cancel} />);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('frozen funds come back');
    const confirm = within(dialog).getByRole('button', { name: 'Cancel order' });
    await user.dblClick(confirm);
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer.resolve(true));
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('stays open with the refusal inside when the action fails, and may be tried again', async () => {
    const user = userEvent.setup();
    const cancel = vi.fn(async () => false);
    renderInEnglish(<CancelOrder cancel={cancel} />);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The order is already filled.');
    expect(screen.getByText('asking')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(cancel).toHaveBeenCalledTimes(2);
  });

  it('starts on the safe button for a danger action', () => {
    renderInEnglish(<CancelOrder cancel={async () => true} check="I understand" />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('starts on the box to tick for a primary action', () => {
    renderInEnglish(<CancelOrder cancel={async () => true} tone="primary" check="I have checked my account" />);
    expect(screen.getByRole('checkbox', { name: 'I have checked my account' })).toHaveFocus();
  });

  it('needs the box ticked before it runs the action', async () => {
    const user = userEvent.setup();
    const cancel = vi.fn(async () => true);
    renderInEnglish(<CancelOrder cancel={cancel} tone="primary" check="I have checked my account" />);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(cancel).not.toHaveBeenCalled();
    const box = screen.getByRole('checkbox', { name: 'I have checked my account' });
    expect(box).toHaveAccessibleDescription('Tick the box above to go on.');
    expect(box).toHaveFocus();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape, but not while the action is running', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    renderInEnglish(<CancelOrder cancel={() => answer.promise} />);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.getByText('asking')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => answer.resolve(false));
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.getByText('closed')).toBeInTheDocument();
  });
});
