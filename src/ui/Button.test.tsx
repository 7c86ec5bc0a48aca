import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a plain button, primary unless told, that does not submit a form by itself', () => {
    render(<Button>Deposit</Button>);
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('ui-button', 'ui-button--primary');
  });

  it('when busy, refuses clicks and says it is busy', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Withdraw
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Withdraw' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('draws an act that deletes or cancels in the danger colour, in any variant', () => {
    render(
      <>
        <Button danger>Delete</Button>
        <Button variant="secondary" danger>
          Cancel all
        </Button>
        <Button variant="ghost">Edit</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('ui-button--primary', 'ui-button--danger');
    expect(screen.getByRole('button', { name: 'Cancel all' })).toHaveClass('ui-button--secondary', 'ui-button--danger');
    expect(screen.getByRole('button', { name: 'Edit' })).not.toHaveClass('ui-button--danger');
  });
});
