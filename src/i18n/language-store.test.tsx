// @vitest-environment jsdom
/** A page's own messages loading after the app has started. */
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from './I18nProvider.tsx';
import { installLanguage, useLanguageState, useMessageAreas } from './language-store.ts';

installLanguage('en', { 'common.loading': 'Loading' }, []);
afterEach(cleanup);

function Reader({ drawn }: { drawn: () => void }) {
  useLanguageState();
  drawn();
  return null;
}

function AboutTitle() {
  useMessageAreas(['site']);
  return <h1>{useIntl().formatMessage({ id: 'about.title' }, { brand: 'Lumen' })}</h1>;
}

describe("a page's message areas", () => {
  it('draw the page that waits on them, and nothing else again', async () => {
    const drawn = vi.fn();
    const waiting = vi.fn(() => <p>Waiting</p>);
    const Waiting = waiting;
    await act(async () => {
      render(
        <I18nProvider>
          <Reader drawn={drawn} />
          <Suspense fallback={<Waiting />}>
            <AboutTitle />
          </Suspense>
        </I18nProvider>,
      );
    });
    expect(waiting).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'About Lumen' })).toBeTruthy();
    // Every reader of the language drawn again at once was one long task on a slow phone.
    expect(drawn).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Waiting')).toBeNull();
  });

  it('stay loaded: a page asking for them again does not wait', async () => {
    render(
      <I18nProvider>
        <Suspense fallback={<p>Waiting</p>}>
          <AboutTitle />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'About Lumen' })).toBeTruthy();
  });
});
