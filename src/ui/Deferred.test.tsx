import { lazy, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../../tests/setup/render-ui.tsx';
import { Deferred } from './Deferred.tsx';
import { FailureBoundary } from './FailureBoundary.tsx';
import { PartFailed } from './LoadState.tsx';

const Broken = () => {
  throw new TypeError("Cannot read properties of undefined (reading 'length')");
};

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('Deferred', () => {
  it('shows its loading state, then the part once its chunk is in', async () => {
    let handOver: (module: { default: ComponentType }) => void = () => {};
    const Part = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (handOver = resolve)));
    render(
      <Deferred loading={<p>Loading the list</p>}>
        <Part />
      </Deferred>,
    );
    expect(screen.getByText('Loading the list')).toBeTruthy();
    await act(async () => handOver({ default: () => <p>The list</p> }));
    expect(await screen.findByText('The list')).toBeTruthy();
  });

  it('leaves out a part whose chunk cannot load, and what is around it stays', async () => {
    const Part = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await act(async () => {
      render(
        <main>
          <h1>Markets</h1>
          <Deferred loading={<p>Loading the footer</p>}>
            <Part />
          </Deferred>
        </main>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Markets' })).toBeTruthy();
    expect(screen.queryByText('Loading the footer')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('Markets');
  });

  it('shows what it is told for a part that cannot render, with Try again loading the document afresh', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, reload });
    renderInEnglish(
      <Deferred failed={<PartFailed />}>
        <Broken />
      </Deferred>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This could not be loaded. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

describe('FailureBoundary', () => {
  it('tries the part again under a new reset key', () => {
    const Page = ({ broken }: { broken: boolean }) => (broken ? <Broken /> : <h1>Customer service</h1>);
    const view = render(
      <FailureBoundary resetKey="/about" fallback={<p>This page could not be shown</p>}>
        <Page broken />
      </FailureBoundary>,
    );
    expect(screen.getByText('This page could not be shown')).toBeTruthy();
    // The same key keeps the failure, even with a part that would now render.
    view.rerender(
      <FailureBoundary resetKey="/about" fallback={<p>This page could not be shown</p>}>
        <Page broken={false} />
      </FailureBoundary>,
    );
    expect(screen.getByText('This page could not be shown')).toBeTruthy();
    view.rerender(
      <FailureBoundary resetKey="/service" fallback={<p>This page could not be shown</p>}>
        <Page broken={false} />
      </FailureBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Customer service' })).toBeTruthy();
    expect(screen.queryByText('This page could not be shown')).toBeNull();
  });
});
