/** The translated error of a react-hook-form field whose message is a message id. */
import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import { useIntl } from 'react-intl';

export function useFieldError<V extends FieldValues>(errors: FieldErrors<V>): (name: Path<V>) => string | undefined {
  const intl = useIntl();
  return (name) => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' && message ? intl.formatMessage({ id: message }) : undefined;
  };
}
