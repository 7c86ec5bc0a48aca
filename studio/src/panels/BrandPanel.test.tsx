import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDraft } from '../test-harness.tsx';
import { BrandPanel } from './BrandPanel.tsx';
import { panelOf } from './panels.ts';

const shipped = () => JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../site-config/site.json'), 'utf8'));

describe('the Brand panel', () => {
  it('offers the theme mode and the up colour a visitor starts with, and their problems open it', async () => {
    const view = renderWithDraft(<BrandPanel />, shipped());
    const theme = screen.getByRole('group', { name: 'Theme mode and up colour' });
    await userEvent.selectOptions(within(theme).getByRole('combobox', { name: 'Default mode' }), 'dark');
    await userEvent.click(within(theme).getByRole('button', { name: 'Add up color' }));
    await userEvent.selectOptions(within(theme).getByRole('combobox', { name: 'Default' }), 'red-up');
    expect((view.draft() as { theme: unknown }).theme).toEqual({ defaultMode: 'dark', upColor: { default: 'red-up' } });
    expect(panelOf('theme.upColor.default').title).toBe('Brand');
    expect(panelOf('theme.defaultMode').title).toBe('Brand');
  });
});
