import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInEnglish } from '../../tests/setup/render-ui.tsx';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';

/** A form whose review closes (open false) or goes (unmounted, as the money kit's review does). */
function Form({ goes, focusElsewhere = false }: { goes: boolean; focusElsewhere?: boolean }) {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState(false);
  const close = () => {
    setOpen(false);
    if (focusElsewhere) setOutcome(true);
  };
  const dialog = (
    <Dialog open={open} title="Review" onClose={close} actions={<Button onClick={close}>Back</Button>}>
      <p>What will be sent</p>
    </Dialog>
  );
  return (
    <>
      <Button onClick={() => setOpen(true)}>Review</Button>
      {outcome && (
        <p role="status" tabIndex={-1} ref={(element) => element?.focus()}>
          Done
        </p>
      )}
      {goes ? open && dialog : dialog}
    </>
  );
}

describe('Dialog', () => {
  it.each([
    ['closes', false],
    ['goes', true],
  ])('gives the focus back to what opened it when it %s', async (_, goes) => {
    renderInEnglish(<Form goes={goes} />);
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Review' })).toHaveFocus();
  });

  it('leaves the focus where the page put it meanwhile (an outcome)', async () => {
    renderInEnglish(<Form goes focusElsewhere />);
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status')).toHaveFocus();
  });
});
