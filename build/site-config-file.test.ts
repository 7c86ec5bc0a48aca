import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteConfigText } from './site-config-file.ts';

const shippedText = readFileSync(new URL('../site-config/site.json', import.meta.url), 'utf8');

describe("the build's site.json", () => {
  it('is the shipped site-config without the $schema path, which points into the repository', () => {
    const { $schema, ...rest } = JSON.parse(shippedText);
    expect($schema).toBeDefined();
    expect(JSON.parse(siteConfigText(shippedText))).toEqual(rest);
  });

  it('stays a file an operator can read and edit: indented, one key per line', () => {
    expect(siteConfigText(shippedText)).toMatch(/^\{\n {2}"brand": \{\n {4}"name": /);
  });
});
