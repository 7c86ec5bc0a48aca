import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDraft } from '../test-harness.tsx';
import { RoutesPanel } from './RoutesPanel.tsx';

/** The shipped file with a short route table: the pages the app needs, the markets and the flash exchange. */
function withFewRoutes() {
  const config = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../site-config/site.json'), 'utf8'));
  const kept = ['home', 'update', 'notFound', 'serverError', 'markets', 'flashExchange'];
  config.routes = config.routes.filter((route: { page: string }) => kept.includes(route.page));
  return config;
}

describe('the route table', () => {
  it('warns on a route whose feature is off, and shows a route in the preview', async () => {
    const preview = vi.fn();
    renderWithDraft(<RoutesPanel />, withFewRoutes(), preview);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a route by path or page' }), 'flash');
    const route = screen.getByRole('group', { name: /: \/flashPair$/ });
    expect(route).toHaveTextContent('features.flashPair is off, so this route does not exist');
    expect(within(route).getByRole('combobox', { name: 'Page' })).toHaveDisplayValue('flashExchange');
    await userEvent.click(within(route).getByRole('button', { name: /in the preview$/ }));
    expect(preview).toHaveBeenCalledWith('/flashPair');
  });

  it('refuses a path routed twice on its field, as the check does', async () => {
    const view = renderWithDraft(<RoutesPanel />, withFewRoutes());
    await userEvent.click(screen.getByRole('button', { name: 'Add a route' }));
    const routes = (view.draft() as { routes: unknown[] }).routes;
    expect(routes.at(-1)).toEqual({ path: '/', page: 'home', signIn: false });
    const added = screen.getByRole('group', { name: `Route ${routes.length}: /` });
    expect(within(added).getByRole('textbox', { name: 'Path' })).toHaveAccessibleDescription(
      /"\/" is already routed by routes\[\d+\]/,
    );
    expect(added).toHaveTextContent('/ is already taken by route');
    await userEvent.click(within(added).getByRole('button', { name: `Remove route ${routes.length}` }));
    expect((view.draft() as { routes: unknown[] }).routes).toHaveLength(routes.length - 1);
  });

  it('keeps the route being edited, and its focus, while its path no longer matches the filter', async () => {
    const view = renderWithDraft(<RoutesPanel />, withFewRoutes());
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a route by path or page' }), '/markets');
    const route = screen.getByRole('group', { name: /: \/markets$/ });
    const path = within(route).getByRole('textbox', { name: 'Path' });
    await userEvent.clear(path);
    await userEvent.type(path, '/prices');
    expect(path).toHaveFocus();
    expect(path).toHaveValue('/prices');
    expect((view.draft() as { routes: { path: string }[] }).routes.map((r) => r.path)).toContain('/prices');
  });
});
