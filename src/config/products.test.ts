// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { featureIds } from './site-config.schema.ts';
import { productOf, productSwitch } from './products.ts';

describe('productSwitch', () => {
  it('names each switch of site.json once, as one product', () => {
    expect(Object.values(productSwitch).toSorted()).toEqual([...featureIds].toSorted());
  });

  it('gives each switch its product back', () => {
    for (const feature of featureIds) expect(productSwitch[productOf(feature)]).toBe(feature);
    expect(productOf('contract')).toBe('futures');
    expect(productOf('flashPair')).toBe('flashExchange');
  });
});
