import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sandbox } from '../../../tests/setup/dom.ts';
import { renderWithApp, shippedSiteConfig } from '../../../tests/setup/render-app.tsx';
import { installSiteConfig } from '../../config/site-config.ts';
import { setLanguage } from '../../i18n/language-store.ts';
import HelpSearchPage from './HelpSearchPage.tsx';

beforeEach(async () => {
  installSiteConfig(shippedSiteConfig());
  await setLanguage('en');
});

describe('HelpSearchPage', () => {
  it('marks the words looked for in each result and counts them', async () => {
    renderWithApp(<HelpSearchPage />, { route: '/help/search?keyword=PIN' });
    expect(await screen.findByText(/articles? match(es)? “PIN”/)).toBeInTheDocument();
    const marks = document.querySelectorAll('mark');
    expect(marks.length).toBeGreaterThan(0);
    marks.forEach((mark) => expect(mark.textContent?.toLowerCase()).toBe('pin'));
    expect(document.title).toBe('“PIN” in the help centre · Lumen Exchange');
  });

  it('says nothing matched and suggests the categories', async () => {
    renderWithApp(<HelpSearchPage />, { route: '/help/search?keyword=zebra' });
    expect(await screen.findByText('No article matches “zebra”.')).toBeInTheDocument();
    const suggestions = screen.getByRole('region', { name: 'Try other words, or browse a category' });
    expect(await within(suggestions).findByRole('link', { name: /Deposits and withdrawals/ })).toHaveAttribute(
      'href',
      '/help/list?category=12',
    );
  });

  it('asks for words, without a search, when the address has none', async () => {
    renderWithApp(<HelpSearchPage />, { route: '/help/search' });
    expect(screen.getByRole('heading', { name: 'Type a word to search, or browse a category' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Security/ })).toBeInTheDocument();
    expect(sandbox.calls.get('helpsSearchList')).toBeUndefined();
  });
});
