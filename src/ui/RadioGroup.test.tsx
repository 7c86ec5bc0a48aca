import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup, type RadioOption } from './RadioGroup';

type Channel = 'email' | 'sms' | 'google';
const channels: RadioOption<Channel>[] = [
  { value: 'email', label: 'Email to de***@example.com' },
  { value: 'sms', label: 'Text message to +234 803****567' },
  { value: 'google', label: 'Google Authenticator', disabled: true },
];

function ChannelChoice({ onChange = () => {} }: { onChange?: (value: Channel) => void }) {
  const [value, setValue] = useState<Channel>('email');
  return (
    <>
      <button type="button">Before</button>
      <RadioGroup
        label="Send the code to"
        options={channels}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">After</button>
    </>
  );
}

describe('RadioGroup', () => {
  it("keeps its legend and one option's space while its options load, and says it is busy", () => {
    const { container, rerender } = render(
      <RadioGroup label="Pay with" options={[]} layout="row" look="boxed" loading />,
    );
    const group = screen.getByRole('group', { name: 'Pay with' });
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.ui-radio-group__placeholder')).toHaveAttribute('aria-hidden', 'true');
    rerender(<RadioGroup label="Pay with" options={[{ value: 'card', label: 'Card' }]} layout="row" look="boxed" />);
    expect(group).not.toHaveAttribute('aria-busy');
    expect(container.querySelector('.ui-radio-group__placeholder')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Card' })).toBeInTheDocument();
  });

  it('is a group named by its question, one option checked', () => {
    render(<ChannelChoice />);
    const group = screen.getByRole('group', { name: 'Send the code to' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Email to de***@example.com' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Text message to +234 803****567' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Google Authenticator' })).toBeDisabled();
  });

  it('takes one Tab stop, and the arrow keys move between the options and choose', async () => {
    const user = userEvent.setup();
    const change = vi.fn();
    render(<ChannelChoice onChange={change} />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    const email = screen.getByRole('radio', { name: 'Email to de***@example.com' });
    const sms = screen.getByRole('radio', { name: 'Text message to +234 803****567' });
    expect(email).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(sms).toHaveFocus();
    expect(sms).toBeChecked();
    expect(change).toHaveBeenLastCalledWith('sms');
    await user.keyboard('{ArrowUp}');
    expect(email).toBeChecked();
    expect(change).toHaveBeenLastCalledWith('email');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it("hands react-hook-form the chosen option's value", async () => {
    const user = userEvent.setup();
    const submit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ channel: Channel }>({ defaultValues: { channel: 'email' } });
      return (
        <form onSubmit={handleSubmit(submit)}>
          <RadioGroup label="Send the code to" options={channels} field={register('channel')} layout="row" />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    expect(screen.getByRole('radio', { name: 'Email to de***@example.com' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Text message to +234 803****567' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submit).toHaveBeenCalledWith({ channel: 'sms' }, expect.anything());
  });

  it('says its hint and error for the whole group', () => {
    render(
      <RadioGroup
        label="Network"
        options={channels}
        hint="Choose the one your wallet uses."
        error="Choose a network."
      />,
    );
    const group = screen.getByRole('group', { name: 'Network' });
    expect(group).toHaveAccessibleDescription('Choose the one your wallet uses. Choose a network.');
    expect(screen.getAllByRole('radio')[0]).toBeInvalid();
  });

  it('puts the controls of an option beside it, named on their own, and the arrow keys still move between the options', async () => {
    const user = userEvent.setup();
    const remove = vi.fn();
    function Accounts() {
      const [value, setValue] = useState('1');
      return (
        <RadioGroup
          label="Pay to"
          look="boxed"
          value={value}
          onChange={setValue}
          options={['1', '2'].map((id) => ({
            value: id,
            label: `Account ${id}`,
            after: (
              <button type="button" onClick={() => remove(id)}>
                Delete account {id}
              </button>
            ),
          }))}
        />
      );
    }
    render(<Accounts />);
    const first = screen.getByRole('radio', { name: 'Account 1' });
    const second = screen.getByRole('radio', { name: 'Account 2' });
    expect(first).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Delete account 2' }));
    expect(remove).toHaveBeenCalledWith('2');
    expect(second).not.toBeChecked();
    await user.click(first);
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    expect(second).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete account 2' })).toHaveFocus();
  });
});
