/**
 * The account forms of OTC receipt methods and of payment channels: each channel asks for some
 * named fields, shown and checked the same way in both modules. Only the catalogues differ
 * (seed/otc-catalog.ts and seed/payment-catalog.ts).
 */
import type { components } from '../../generated/base.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import type { HandlerContext } from '../core/handler.ts';

type Schemas = components['schemas'];
type Language = HandlerContext<unknown>['language'];

/** How a field is labelled and what it accepts, as a catalogue describes it. */
export interface FieldSpec {
  label: Record<Language, string>;
  type: Schemas['ReceiptFormField']['Type'];
  pattern: string | null;
  maxLength: number;
}

/** A field as one channel asks for it. */
export interface ChannelField {
  name: string;
  spec: FieldSpec;
  required: boolean;
  /** The choices of a select field. */
  options: string[] | undefined;
}

/** ReceiptFormField and PaymentMethodField describe a field alike. */
type FormFieldView = Schemas['ReceiptFormField'] & Schemas['PaymentMethodField'];

export function formFieldView(field: ChannelField, language: Language): FormFieldView {
  const { name, spec, required, options } = field;
  return {
    Name: name,
    Label: spec.label[language],
    Type: spec.type,
    Required: required,
    Pattern: spec.pattern,
    MaxLength: spec.maxLength,
    Options: (options ?? []).map((o) => ({ Value: o, Label: o })),
  };
}

/**
 * The form's values, trimmed and checked against the channel's fields; Msg names the first bad
 * one, and names the channel (`channel`) when a field is not one it asks for.
 */
export function checkedValues(
  fields: ChannelField[],
  given: Record<string, string>,
  channel: string,
): Record<string, string> {
  const known = new Set(fields.map((f) => f.name));
  const unknown = Object.keys(given).find((name) => !known.has(name));
  if (unknown) throw new SandboxFault(codes.invalidArgument, `Fields.${unknown}: is not a field of ${channel}`);
  const values: Record<string, string> = {};
  for (const { name, spec, required, options } of fields) {
    const value = (given[name] ?? '').trim();
    if (value === '') {
      if (required) throw new SandboxFault(codes.invalidArgument, `Fields.${name}: is required`);
      continue;
    }
    if (value.length > spec.maxLength)
      throw new SandboxFault(codes.invalidArgument, `Fields.${name}: is longer than ${spec.maxLength} characters`);
    if (spec.pattern && !new RegExp(spec.pattern).test(value))
      throw new SandboxFault(codes.invalidArgument, `Fields.${name}: is not valid`);
    if (options && !options.includes(value))
      throw new SandboxFault(codes.invalidArgument, `Fields.${name}: must be one of the options`);
    values[name] = value;
  }
  return values;
}
