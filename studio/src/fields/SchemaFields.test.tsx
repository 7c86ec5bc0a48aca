import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDraft } from '../test-harness.tsx';
import { schemaAt } from '../model/schema.ts';
import { SchemaField, SchemaFields } from './SchemaFields.tsx';

const shipped = () => JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../site-config/site.json'), 'utf8'));

describe('fields drawn from the schema', () => {
  it('gives each key a field of its type, labelled by its name and helped by its description', () => {
    renderWithDraft(<SchemaFields path={['constants']} />, shipped());
    const timeout = screen.getByRole('textbox', { name: 'Request timeout (ms)' });
    expect(timeout).toHaveValue('60000');
    expect(timeout).toHaveAccessibleDescription('Timeout of every call.');
    const qr = screen.getByRole('group', { name: 'QR code' });
    expect(within(qr).getByRole('combobox', { name: 'Level' })).toHaveDisplayValue('H');
  });

  it('shows the check of a value on its own field as it is typed', async () => {
    const view = renderWithDraft(<SchemaFields path={['constants']} />, shipped());
    const field = screen.getByRole('textbox', { name: 'Latest announcements' });
    await userEvent.clear(field);
    await userEvent.type(field, '50');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/must be at most 20, found 50/);
    expect(view.draft()).toMatchObject({ constants: { latestAnnouncements: 50 } });
    await userEvent.clear(field);
    await userEvent.type(field, 'ten');
    expect(field).toHaveAccessibleDescription(/expected a number, found "ten"/);
  });

  it('switches on and off with boxes, and picks fixed choices from a list', async () => {
    const view = renderWithDraft(<SchemaFields path={['footer', 'items']} />, shipped());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Disclaimer' }));
    expect(view.draft()).toMatchObject({ footer: { items: { disclaimer: false } } });
  });

  it('adds and removes an optional block, starting it with what its schema requires', async () => {
    const config = shipped();
    delete config.monitoring;
    const view = renderWithDraft(
      <SchemaField path={['monitoring']} node={schemaAt(['monitoring'])!} required={false} />,
      config,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add monitoring' }));
    expect(view.draft()).toMatchObject({ monitoring: { endpoint: '' } });
    expect(screen.getByRole('textbox', { name: 'Endpoint' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Remove monitoring' }));
    expect(view.draft()).not.toHaveProperty('monitoring');
  });

  it('ticks the choices of a list of choices and grows and shrinks a list of values', async () => {
    const view = renderWithDraft(
      <>
        <SchemaFields path={['languages']} />
        <SchemaFields path={['environments', 'hosts', 'prod']} />
      </>,
      shipped(),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'zh-CN' }));
    expect(view.draft()).toMatchObject({ languages: { selectable: ['en', 'fr', 'zh-CN'] } });
    const images = screen.getByRole('group', { name: 'Images' });
    const before = within(images).getAllByRole('textbox').length;
    await userEvent.click(within(images).getByRole('button', { name: 'Add an item' }));
    expect(within(images).getAllByRole('textbox')).toHaveLength(before + 1);
    await userEvent.click(within(images).getByRole('button', { name: `Remove item ${before + 1}` }));
    expect(within(images).getAllByRole('textbox')).toHaveLength(before);
  });

  it('removes an optional key when its field is emptied, instead of saving empty text', async () => {
    const view = renderWithDraft(<SchemaFields path={['brand', 'theme']} />, shipped());
    const radius = screen.getByRole('textbox', { name: 'Radius' });
    await userEvent.type(radius, '12');
    expect(view.draft()).toMatchObject({ brand: { theme: { radius: 12 } } });
    await userEvent.clear(radius);
    expect((view.draft() as { brand: { theme: object } }).brand.theme).not.toHaveProperty('radius');
  });
});
