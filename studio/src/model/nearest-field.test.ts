import { describe, expect, it } from 'vitest';
import { nearestField } from './nearest-field.ts';

describe('the field of a problem', () => {
  const fields = new Set(['field:routes[3].path', 'field:brand.theme.light.text', 'field:home.sections']);
  const find = (id: string) => (fields.has(id) ? id : null);

  it('is its own field when there is one', () => {
    expect(nearestField('routes[3].path', find)).toBe('field:routes[3].path');
    expect(nearestField('brand.theme.light.text (derived)', find)).toBe('field:brand.theme.light.text');
  });

  it('is the nearest field above it otherwise, and none when nothing above has one', () => {
    expect(nearestField('home.sections[2].id', find)).toBe('field:home.sections');
    expect(nearestField('routes', find)).toBeNull();
  });
});
