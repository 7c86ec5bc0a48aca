import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { transformWithOxc } from 'vite';
import { keepFirstArgument } from './schema-descriptions.ts';

describe('leaving the schema descriptions out of the bundle', () => {
  it('keeps the schema of each describe() call and drops its text, nested calls included', () => {
    const code =
      "const a = describe(z.object({ name: describe(z.string(), 'Name.') }), `Brand ${x}.`);\nother(z.number(), 'kept');";
    expect(keepFirstArgument(code, 'describe')).toBe(
      "const a = z.object({ name: z.string() });\nother(z.number(), 'kept');",
    );
  });

  it('takes every description out of the real schema file', async () => {
    const source = readFileSync(new URL('../src/config/site-config.schema.ts', import.meta.url), 'utf8');
    const { code } = await transformWithOxc(source, 'site-config.schema.ts', { lang: 'ts' });
    const stripped = keepFirstArgument(code, 'describe');
    expect(stripped).not.toContain('Brand name shown in the header');
    expect(stripped).not.toContain('describe(z.');
    expect(stripped).toContain('/^#[0-9a-fA-F]{6}$/');
  });
});
