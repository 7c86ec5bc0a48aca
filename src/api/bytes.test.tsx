import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { newsGetNewsResource } from '../../generated/operations/newsGetNewsResource.ts';
import { logged } from '../../tests/setup/dom.ts';
import { renderWithApp, startApp } from '../../tests/setup/render-app.tsx';
import { bytesQuery, callForBytes } from './bytes.ts';
import { contentData, useApiQuery } from './query.ts';
import { apiEffects } from './effects.ts';

describe('operations that answer bytes', () => {
  it('gives the picture as a Blob of its own type', async () => {
    startApp();
    const result = await callForBytes(newsGetNewsResource, { body: { ResourceId: 'news-509-cover' } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.type).toBe('image/svg+xml');
    expect(await result.data.text()).toMatch(/^<svg /);
  });

  it('reads a refusal sent instead of bytes as the envelope it is, with its code', async () => {
    startApp();
    const shown: unknown[] = [];
    const stop = apiEffects.subscribe((effect) => shown.push(effect));
    const result = await callForBytes(
      newsGetNewsResource,
      { body: { ResourceId: 'news-1-cover' } },
      { ignore: ['10004'] },
    );
    stop();
    expect(result).toEqual({ ok: false, error: { kind: 'code', code: 10004, message: expect.any(String) } });
    expect(shown).toEqual([]);
    expect(logged.some((entry) => entry.message.includes('failed'))).toBe(true);
  });

  it('loads bytes through the cache, as a query', async () => {
    function Picture() {
      const picture = useApiQuery({
        ...bytesQuery(newsGetNewsResource, { body: { ResourceId: 'news-512-candle' } }),
        ...contentData,
      });
      return <p>{picture.data ? `${picture.data.type}, ${picture.data.size} bytes` : 'loading'}</p>;
    }
    renderWithApp(<Picture />);
    expect(await screen.findByText(/^image\/svg\+xml, \d+ bytes$/)).toBeInTheDocument();
  });
});
