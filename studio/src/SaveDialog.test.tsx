import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { diffConfigs } from './model/diff.ts';
import { SaveDialog } from './SaveDialog.tsx';

describe('the review before a save', () => {
  it('shows a moved home section as one row in places, named as the panel names it', () => {
    const sections = ['banner', 'features', 'marketTrend'].map((id) => ({ id, on: true }));
    const changes = diffConfigs(
      { home: { sections } },
      { home: { sections: [sections[2], sections[0], sections[1]] } },
    );
    render(<SaveDialog file="site.json" changes={changes} saving={false} onSave={() => {}} onClose={() => {}} />);
    const review = screen.getByRole('dialog', { name: 'Save site.json' });
    const rows = within(review).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Market trend (home.sections[0])', '3rd', '1st'],
    ]);
  });
});
