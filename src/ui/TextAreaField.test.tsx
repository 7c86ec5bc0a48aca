import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextAreaField } from './TextAreaField';

describe('TextAreaField', () => {
  it('is a multi-line text box named by its label and described by its hint', () => {
    render(<TextAreaField label="What happened" hint="Up to 500 characters." maxLength={500} />);
    const box = screen.getByRole('textbox', { name: 'What happened' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('maxlength', '500');
    expect(box).toHaveAccessibleDescription('Up to 500 characters.');
  });

  it('keeps the lines typed and hands them to the form', async () => {
    const user = userEvent.setup();
    const submit = vi.fn();
    function Appeal() {
      const { register, handleSubmit } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
      return (
        <form onSubmit={handleSubmit(submit)}>
          <TextAreaField label="What happened" field={register('reason')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Appeal />);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'What happened' })).toHaveFocus();
    await user.keyboard('I paid at 10:02.{Enter}The merchant has not released.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submit).toHaveBeenCalledWith(
      { reason: 'I paid at 10:02.\nThe merchant has not released.' },
      expect.anything(),
    );
  });

  it('says its error and marks itself invalid', () => {
    render(<TextAreaField label="What happened" hint="Up to 500 characters." error="Say what happened." />);
    const box = screen.getByRole('textbox', { name: 'What happened' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Up to 500 characters. Say what happened.');
    expect(screen.getByRole('alert')).toHaveTextContent('Say what happened.');
  });
});
