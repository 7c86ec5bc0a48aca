import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileField } from './FileField';

const passport = () => new File(['%PDF-1.7'], 'passport.pdf', { type: 'application/pdf' });

describe('FileField', () => {
  it('is named by its label and described by its hint', () => {
    render(<FileField label="Front of your document" hint="JPG, PNG or PDF, up to 5 MB." accept=".jpg,.png,.pdf" />);
    const input = screen.getByLabelText('Front of your document');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.jpg,.png,.pdf');
    expect(input).toHaveAccessibleDescription('JPG, PNG or PDF, up to 5 MB.');
  });

  it('hands over the file the customer chose', async () => {
    const user = userEvent.setup();
    const onFile = vi.fn();
    render(<FileField label="Front of your document" onFile={onFile} />);
    const file = passport();
    await user.upload(screen.getByLabelText('Front of your document'), file);
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('hands over every file chosen at once, then is empty for the next choice, the same file again too', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    render(<FileField label="Evidence pictures" accept="image/png" multiple onFiles={onFiles} />);
    const input = screen.getByLabelText<HTMLInputElement>('Evidence pictures');
    const [front, back] = [
      new File(['front'], 'front.png', { type: 'image/png' }),
      new File(['back'], 'back.png', { type: 'image/png' }),
    ];
    await user.upload(input, [front, back]);
    expect(onFiles).toHaveBeenLastCalledWith([front, back]);
    expect(input).toHaveValue('');
    await user.upload(input, front);
    expect(onFiles).toHaveBeenLastCalledWith([front]);
    expect(onFiles).toHaveBeenCalledTimes(2);
  });

  it('is reached with the Tab key', async () => {
    const user = userEvent.setup();
    render(<FileField label="Receipt" />);
    await user.tab();
    expect(screen.getByLabelText('Receipt')).toHaveFocus();
  });

  it('says its error and marks itself invalid', () => {
    render(<FileField label="Receipt" hint="A photo of the receipt." error="The file is larger than 5 MB." />);
    const input = screen.getByLabelText('Receipt');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('A photo of the receipt. The file is larger than 5 MB.');
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 5 MB.');
  });

  it('gives nothing to take while disabled', async () => {
    const user = userEvent.setup();
    const onFile = vi.fn();
    render(<FileField label="Receipt" onFile={onFile} disabled />);
    await user.upload(screen.getByLabelText('Receipt'), passport());
    expect(onFile).not.toHaveBeenCalled();
  });
});
