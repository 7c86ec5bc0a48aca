// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keySchema } from './key-schema.ts';

const base = {
  label: ' Grid bot ',
  trade: true,
  withdraw: false,
  whitelist: '',
};
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('API key form rules', () => {
  it('accepts a label and permissions, and trims the label', () => {
    expect(keySchema.parse(base).label).toBe('Grid bot');
  });

  it('wants a label of 1 to 32 characters and a valid whitelist', () => {
    expect(issues(keySchema.safeParse({ ...base, label: '  ', whitelist: '10.0.0.1, 10.0.0.300' }))).toEqual({
      label: 'apiKeys.form.labelRequired',
      whitelist: 'apiKeys.form.whitelistInvalid',
    });
    expect(issues(keySchema.safeParse({ ...base, label: 'x'.repeat(33) }))).toEqual({
      label: 'apiKeys.form.labelLength',
    });
  });
});
