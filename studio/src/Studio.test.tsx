import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Studio } from './Studio.tsx';

const shipped = readFileSync(resolve(import.meta.dirname, '../../site-config/site.json'), 'utf8');

/** The studio's server: the file endpoint over `disk`, and the sandbox's site-config knob. */
function fakeServer(disk: { text: string }) {
  const served: unknown[] = [];
  const fetchFake = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/__studio/api/site-config' && init?.method === 'PUT') {
      disk.text = String(init.body);
      return Response.json({ saved: true });
    }
    if (url === '/__studio/api/site-config') return Response.json({ file: 'site-config/site.json', text: disk.text });
    if (url === '/__sandbox/site-config') {
      served.push(JSON.parse(String(init?.body)).config);
      return Response.json({ overridden: true });
    }
    return new Response('not found', { status: 404 });
  });
  return { fetchFake, served };
}

afterEach(() => vi.unstubAllGlobals());

describe('the studio page', () => {
  it('refuses to save or download a draft with problems, undoes edits, and saves what the diff showed', async () => {
    const disk = { text: shipped };
    const { fetchFake, served } = fakeServer(disk);
    vi.stubGlobal('fetch', fetchFake);
    render(<Studio />);
    const [primary] = await screen.findAllByRole('textbox', { name: 'Primary' });
    const save = screen.getByRole('button', { name: 'Save…' });
    const download = screen.getByRole('button', { name: 'Download' });
    expect(save).toBeDisabled();

    await userEvent.clear(primary);
    await userEvent.paste('blue');
    expect(save).toBeDisabled();
    expect(download).toBeDisabled();
    expect(save).toHaveAccessibleDescription('The draft has problems: fix them to save or download.');
    expect(
      within(screen.getByRole('region', { name: 'Problems' })).getByRole('button', { name: 'brand.colors.primary' }),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'brand.colors.primary' }));
    await vi.waitFor(() => expect(primary).toHaveFocus());
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(primary).toHaveValue('#1d4ed8');
    await userEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(primary).toHaveValue('blue');
    await userEvent.clear(primary);
    await userEvent.paste('#7c3aed');
    expect(save).toBeEnabled();
    await vi.waitFor(() => expect(served.at(-1)).toMatchObject({ brand: { colors: { primary: '#7c3aed' } } }));

    await userEvent.click(save);
    const review = await screen.findByRole('dialog', { name: 'Save site-config/site.json' });
    expect(
      within(review)
        .getAllByRole('rowheader')
        .map((row) => row.textContent),
    ).toEqual(['brand.colors.primary']);
    await userEvent.click(within(review).getByRole('button', { name: 'Write the file' }));
    expect(await screen.findByText('Saved site-config/site.json')).toBeInTheDocument();
    expect(disk.text).toBe(shipped.replace('"primary": "#1d4ed8"', '"primary": "#7c3aed"'));
    expect(save).toBeDisabled();
  }, 60_000);
});
