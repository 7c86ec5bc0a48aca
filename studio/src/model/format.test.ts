import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { orderKeys, siteConfigText } from './format.ts';
import { siteConfigJsonSchema } from './schema.ts';

const shipped = readFileSync(resolve(import.meta.dirname, '../../../site-config/site.json'), 'utf8');

describe('the saved text', () => {
  it('writes the shipped file back byte for byte when nothing changed', () => {
    expect(siteConfigText(JSON.parse(shipped), JSON.parse(shipped))).toBe(shipped);
  });

  it('is two-space JSON with a trailing newline and $schema first', () => {
    const onDisk = JSON.parse(shipped);
    const { $schema, ...rest } = onDisk;
    const text = siteConfigText({ ...rest, $schema }, onDisk);
    expect(text.startsWith('{\n  "$schema": "../schema/site-config.schema.json",\n  "brand": {\n    "name"')).toBe(
      true,
    );
    expect(text.endsWith('}\n')).toBe(true);
  });

  it("keeps the file's own key order and puts new keys in the schema's order", () => {
    const onDisk = { currency: { default: 'NGN' }, brand: { name: 'A', logo: '/a.svg' } };
    const draft = {
      brand: { logo: '/b.svg', cookiePrefix: 'x', name: 'A' },
      monitoring: { endpoint: '/r' },
      currency: { default: 'EUR' },
    };
    const ordered = orderKeys(draft, onDisk, siteConfigJsonSchema) as Record<string, Record<string, unknown>>;
    expect(Object.keys(ordered)).toEqual(['currency', 'brand', 'monitoring']);
    expect(Object.keys(ordered.brand)).toEqual(['name', 'logo', 'cookiePrefix']);
  });

  it('orders the keys of list items too', () => {
    const onDisk = { routes: [{ path: '/', page: 'home', signIn: false }] };
    const draft = {
      routes: [
        { signIn: true, page: 'home', path: '/' },
        { feature: 'news', signIn: false, page: 'news', path: '/news' },
      ],
    };
    const ordered = orderKeys(draft, onDisk, siteConfigJsonSchema) as { routes: object[] };
    expect(ordered.routes.map((route) => Object.keys(route))).toEqual([
      ['path', 'page', 'signIn'],
      ['path', 'page', 'signIn', 'feature'],
    ]);
  });
});
