import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithDraft } from '../test-harness.tsx';
import { FeaturesPanel } from './FeaturesPanel.tsx';

const shipped = () => JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../site-config/site.json'), 'utf8'));

describe('the feature switches', () => {
  it('each say what they turn on, home sections included', () => {
    renderWithDraft(<FeaturesPanel />, shipped());
    const contract = screen.getByRole('checkbox', { name: 'Contract' }).closest('.feature')!;
    expect(contract).toHaveTextContent('Routes/futuresOrder');
    expect(contract).toHaveTextContent('Home sectionsAdvanced trading (futures)');
    for (const feature of document.querySelectorAll('.feature'))
      expect(feature.querySelector('.effects'), feature.textContent ?? '').not.toBeNull();
  });
});
