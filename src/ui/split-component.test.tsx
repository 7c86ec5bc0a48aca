import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FailureBoundary } from './FailureBoundary.tsx';
import { splitComponent } from './split-component.ts';

const Page = () => <p>the page</p>;

describe('splitComponent', () => {
  it('loads its chunk on first render, showing the fallback meanwhile', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const Split = splitComponent(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Split />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders without a fallback once load() has finished, and loads the chunk only once', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const Split = splitComponent(load);
    await act(() => Split.load());
    await Split.load();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Split />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again for a chunk that could not load once told to retry, and not before', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('connection lost'))
      .mockResolvedValue({ default: Page });
    const Split = splitComponent(load);
    const shown = (
      <FailureBoundary fallback={<p>failed</p>}>
        <Suspense fallback={<p>loading</p>}>
          <Split />
        </Suspense>
      </FailureBoundary>
    );
    const first = render(shown);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    first.unmount();
    Split.retry();
    render(shown);
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes a failed chunk to the nearest error boundary, like React.lazy', async () => {
    const Split = splitComponent(() => Promise.reject<{ default: () => null }>(new Error('chunk failed')));
    await expect(Split.load()).rejects.toThrow('chunk failed');
  });
});
