/**
 * A form's amount: `AmountInput` bound to a react-hook-form field, whose error (a problem or a
 * refusal put on it) goes as soon as the customer types again.
 */
import { useController, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { AmountInput, type AmountInputProps } from './AmountInput.tsx';

type AmountFieldProps<T extends FieldValues> = Omit<
  AmountInputProps,
  'value' | 'onChange' | 'onBlur' | 'ref' | 'approx'
> & {
  /** The approximate value, or how to write it from the amount typed (only this field draws again as it changes). */
  approx?: AmountInputProps['approx'] | ((amount: string) => AmountInputProps['approx']);
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  /** Called too on each change: a page's own problem with the amount to clear. */
  onChange?: (amount: string) => void;
};

export function AmountField<T extends FieldValues>({ form, name, onChange, approx, ...input }: AmountFieldProps<T>) {
  const {
    field: { ref, value, onBlur, onChange: change },
  } = useController({ control: form.control, name });
  return (
    <AmountInput
      {...input}
      name={name}
      value={value as string}
      approx={typeof approx === 'function' ? approx(value as string) : approx}
      onBlur={onBlur}
      ref={ref}
      onChange={(next) => {
        change(next);
        form.clearErrors(name);
        onChange?.(next);
      }}
    />
  );
}
