/**
 * Forms the server describes field by field (payment channels, receipt methods, pay-outs): one
 * normalised description, the mappers from the server's three shapes, each value's check, the
 * values a form sends, and where a refusal that names a field belongs.
 */
import { compileServerPattern } from './server-pattern.ts';

export type ServerFieldType = 'text' | 'number' | 'phone' | 'email' | 'select';

export interface ServerFieldOption {
  value: string;
  label: string;
}

export interface ServerField {
  /** The key the value is sent under. */
  name: string;
  label: string;
  type: ServerFieldType;
  required: boolean;
  /** The server's regular expression, untrusted (see compileServerPattern). */
  pattern: string | null;
  maxLength?: number;
  /** The choices of a select field; empty for the others. */
  options: ServerFieldOption[];
}

/** PaymentMethodField (payment.yaml) and ReceiptFormField (otc.yaml) have this shape. */
interface LabelledField {
  Name: string;
  Label: string;
  Type: ServerFieldType;
  Required: boolean;
  Pattern: string | null;
  MaxLength: number;
  Options: { Value: string; Label: string }[];
}

/** PayOutField (digital-fiat.yaml): no length limit, options named. */
interface PayOutField {
  Name: string;
  Label: string;
  Type: 'text' | 'select' | 'number';
  Required: boolean;
  Pattern: string | null;
  Options: { Value: string; Name: string }[];
}

function fromLabelledField(field: LabelledField): ServerField {
  return {
    name: field.Name,
    label: field.Label,
    type: field.Type,
    required: field.Required,
    pattern: field.Pattern,
    maxLength: field.MaxLength,
    options: field.Options.map((o) => ({ value: o.Value, label: o.Label })),
  };
}

export const fromPaymentMethodField = fromLabelledField;
export const fromReceiptFormField = fromLabelledField;

export function fromPayOutField(field: PayOutField): ServerField {
  return {
    name: field.Name,
    label: field.Label,
    type: field.Type,
    required: field.Required,
    pattern: field.Pattern,
    options: field.Options.map((o) => ({ value: o.Value, label: o.Name })),
  };
}

/** The length limit of a field the server gives none: patterns never run on longer input. */
export const defaultMaxLength = 256;
export const lengthLimitOf = (field: ServerField) => field.maxLength ?? defaultMaxLength;

export type ServerFieldProblem = 'required' | 'tooLong' | 'option' | 'number' | 'email' | 'phone' | 'pattern';

const shapes: Partial<Record<ServerFieldType, RegExp>> = {
  number: /^\d+(?:\.\d+)?$/,
  email: /^[^@\s]+@[^@\s]+\.[^@\s]+$/,
  phone: /^\+?[\d\s().-]{5,20}$/,
};

/** The check of one field's value (trimmed first); null when it passes. */
export function serverFieldCheck(field: ServerField): (value: string) => ServerFieldProblem | null {
  const pattern = compileServerPattern(field.pattern);
  const limit = lengthLimitOf(field);
  return (raw) => {
    const value = raw.trim();
    if (value === '') return field.required ? 'required' : null;
    if (value.length > limit) return 'tooLong';
    if (field.type === 'select') return field.options.some((o) => o.value === value) ? null : 'option';
    const shape = shapes[field.type];
    if (shape && !shape.test(value)) return field.type as 'number' | 'email' | 'phone';
    return pattern && !pattern.test(value) ? 'pattern' : null;
  };
}

/**
 * The values the form sends: each field's trimmed value by its name, empty optional ones left out.
 * Names come from the server, so they are read and written as own keys only (`__proto__` too).
 */
export function serverFormValues(
  fields: readonly ServerField[],
  typed: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const entries = fields
    .map(
      (field) =>
        [
          field.name,
          ((Object.hasOwn(typed, field.name) ? typed[field.name] : undefined) ?? '').trim(),
          field.required,
        ] as const,
    )
    .filter(([, value, required]) => value !== '' || required)
    .map(([name, value]) => [name, value]);
  return Object.fromEntries(entries);
}

export interface FieldRefusal {
  field: string;
  message: string;
}

const namedField = /\bFields\.([A-Za-z0-9_-]+)\s*:\s*([\s\S]*)$/;

/**
 * The field a refusal is about, from a server message such as `Fields.AccountNumber: is not
 * valid`; null when it names none, or one that is not among `fieldNames` (when given).
 */
export function fieldRefusal(message: string, fieldNames?: readonly string[]): FieldRefusal | null {
  const found = namedField.exec(message);
  if (!found) return null;
  const [, field, reason] = found;
  if (fieldNames && !fieldNames.includes(field)) return null;
  return { field, message: reason.trim() || message.trim() };
}
