/**
 * A form drawn from the server's description of its fields (a payment channel's, a receipt
 * method's, a pay-out's): one form for every provider. Values are checked by the description
 * (lib/server-form), sent trimmed by field name, and a refusal that names a field lands on it.
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import {
  fieldRefusal,
  lengthLimitOf,
  serverFieldCheck,
  serverFormValues,
  type ServerField,
} from '../lib/server-form.ts';
import { Button } from './Button.tsx';
import { FormAlert } from './FormAlert.tsx';
import { SelectField } from './SelectField.tsx';
import { TextField } from './TextField.tsx';
import { useSingleFlight } from './use-single-flight.ts';
import { landOnField } from './land-on-field.ts';

/** What the server said when it refused the values; a message naming a field lands on that field. */
export interface ServerFormRefusal {
  message: string;
}

interface ServerFormProps {
  fields: readonly ServerField[];
  /** Values to start from, by field name (an account being edited). */
  initialValues?: Readonly<Record<string, string>>;
  submitLabel: string;
  /** Sends the values; resolves with the refusal when the server refused them. */
  onSubmit: (values: Record<string, string>) => Promise<ServerFormRefusal | void> | ServerFormRefusal | void;
  /**
   * A refusal that names a field, given after the values were sent elsewhere (a review of the
   * money-action kit): put on that field, focused, what was typed kept. Placed once for each
   * refusal object given.
   */
  refusal?: ServerFormRefusal | null;
  /** Shown between the fields and the button. Give the form a new `key` when its fields change (another channel). */
  children?: ReactNode;
}

// Fields are registered by position: a server's field name such as `Bank.Code` would be a path to react-hook-form.
const keyOf = (index: number) => `f${index}`;

const inputOf = {
  text: { type: 'text' },
  number: { type: 'text', inputMode: 'numeric' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
} as const;

export function ServerForm({
  fields,
  initialValues = {},
  submitLabel,
  onSubmit,
  refusal = null,
  children,
}: ServerFormProps) {
  const intl = useIntl();
  const formId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () => z.object(Object.fromEntries(fields.map((field, i) => [keyOf(i), ruleOf(field)]))),
    [fields],
  );
  const { register, handleSubmit, setError, setFocus, formState } = useForm<Record<string, string>>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(
      fields.map((field, i) => [keyOf(i), Object.hasOwn(initialValues, field.name) ? initialValues[field.name] : '']),
    ),
  });

  const place = (refused: ServerFormRefusal) => {
    const named = fieldRefusal(
      refused.message,
      fields.map((f) => f.name),
    );
    if (!named) return setFormError(refused.message);
    const index = fields.findIndex((f) => f.name === named.field);
    landOnField({ setError, setFocus }, keyOf(index), named.message, 'server');
  };
  const send = handleSubmit(async (typed) => {
    setFormError(null);
    const values = serverFormValues(
      fields,
      Object.fromEntries(fields.map((field, i) => [field.name, typed[keyOf(i)]])),
    );
    const refused = await onSubmit(values);
    if (refused) place(refused);
  });
  const latestPlace = useRef(place);
  useLayoutEffect(() => {
    latestPlace.current = place;
  });
  useEffect(() => {
    if (refusal) latestPlace.current(refusal);
  }, [refusal]);
  const flight = useSingleFlight(send);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flight.run();
  };

  const errorOf = (field: ServerField, error: FieldError | undefined) => {
    if (!error?.message) return undefined;
    if (error.type === 'server') return intl.formatMessage({ id: 'ui.serverForm.refused' }, { reason: error.message });
    return intl.formatMessage(
      { id: `ui.serverForm.${error.message}` },
      { label: field.label, max: lengthLimitOf(field) },
    );
  };

  return (
    <form id={formId} className="ui-server-form" onSubmit={submit} noValidate>
      <FormAlert>{formError}</FormAlert>
      {fields.map((field, i) => {
        const label = field.required
          ? field.label
          : intl.formatMessage({ id: 'ui.serverForm.optional' }, { label: field.label });
        const common = {
          label,
          error: errorOf(field, formState.errors[keyOf(i)]),
          'aria-required': field.required || undefined,
        };
        if (field.type === 'select') {
          return (
            <SelectField
              key={i}
              {...common}
              options={field.options}
              placeholder={intl.formatMessage({ id: 'ui.serverForm.choose' })}
              field={register(keyOf(i))}
            />
          );
        }
        return (
          <TextField
            key={i}
            {...common}
            {...inputOf[field.type]}
            maxLength={lengthLimitOf(field)}
            field={register(keyOf(i))}
          />
        );
      })}
      {children}
      <Button type="submit" busy={flight.pending}>
        {submitLabel}
      </Button>
    </form>
  );
}

function ruleOf(field: ServerField) {
  const check = serverFieldCheck(field);
  return z.string().check(
    z.superRefine((value, ctx) => {
      const problem = check(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    }),
  );
}
