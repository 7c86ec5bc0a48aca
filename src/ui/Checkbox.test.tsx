import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

function Agreement({ onSubmit }: { onSubmit: (values: { agree: boolean }) => void }) {
  const { register, handleSubmit } = useForm<{ agree: boolean }>({ defaultValues: { agree: false } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Checkbox
        label={
          <>
            I agree to the <a href="/service?type=terms">Terms of Use</a>
          </>
        }
        hint="You can read them in a new tab."
        field={register('agree')}
      />
      <button type="submit">Register</button>
    </form>
  );
}

describe('Checkbox', () => {
  it('is named by its label, links included, and described by its hint', () => {
    render(<Agreement onSubmit={() => {}} />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the Terms of Use' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('You can read them in a new tab.');
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/service?type=terms');
  });

  it('is ticked with the Space key and hands the form its value', async () => {
    const user = userEvent.setup();
    const submit = vi.fn();
    render(<Agreement onSubmit={submit} />);
    await user.tab();
    const box = screen.getByRole('checkbox');
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(submit).toHaveBeenCalledWith({ agree: true }, expect.anything());
  });

  it('says its error and marks itself invalid', () => {
    render(<Checkbox label="I have checked the address" error="Tick the box to go on." />);
    const box = screen.getByRole('checkbox', { name: 'I have checked the address' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Tick the box to go on.');
    expect(screen.getByRole('alert')).toHaveTextContent('Tick the box to go on.');
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    const change = vi.fn();
    render(<Checkbox label="Hide small balances" checked={false} onChange={(e) => change(e.target.checked)} />);
    await user.click(screen.getByText('Hide small balances'));
    expect(change).toHaveBeenCalledWith(true);
  });
});
