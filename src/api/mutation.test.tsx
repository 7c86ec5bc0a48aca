import { describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { myIDCMApiDelApiKey } from '../../generated/operations/myIDCMApiDelApiKey.ts';
import { myIDCMApiGetList } from '../../generated/operations/myIDCMApiGetList.ts';
import { sandbox } from '../../tests/setup/dom.ts';
import { renderWithApp } from '../../tests/setup/render-app.tsx';
import { apiQuery, useApiMutation, useApiQuery } from './query.ts';

const calls = (operationId: string) => sandbox.calls.get(operationId) ?? 0;
const firstKey = () => sandbox.state.apiKeys.keys[0];

type Removal = ReturnType<typeof useApiMutation<typeof myIDCMApiDelApiKey>>;
let remove: Removal;
const hold = (mutation: Removal) => {
  remove = mutation;
};

function Keys({ once = false }: { once?: boolean }) {
  const keys = useApiQuery(apiQuery(myIDCMApiGetList, { body: { PageIndex: 1, PageRows: 10 } }));
  const mutation = useApiMutation(myIDCMApiDelApiKey, { changes: [myIDCMApiGetList], once });
  useEffect(() => hold(mutation), [mutation]);
  return <p>{keys.data ? `${keys.data.TotalCount} keys` : 'loading'}</p>;
}

describe('useApiMutation', () => {
  it('sends once however often it is asked while the first is under way, and reloads the data it changes', async () => {
    renderWithApp(<Keys />, { signedIn: true });
    const before = (await screen.findByText(/\d+ keys/)).textContent;
    const body = { body: { ApiKeyId: firstKey().ApiKeyId, Pin: '123456' } };
    const answers = await act(() => Promise.all([remove.send(body), remove.send(body), remove.send(body)]));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(calls('myIDCMApiDelApiKey')).toBe(1);
    await waitFor(() => expect(screen.getByText(/\d+ keys/).textContent).not.toBe(before));
    expect(calls('myIDCMApiGetList')).toBe(2);
  });

  it('sends a one-time action again only when it has not succeeded', async () => {
    renderWithApp(<Keys once />, { signedIn: true });
    await screen.findByText(/\d+ keys/);
    const id = firstKey().ApiKeyId;
    const wrongPin = await act(() => remove.send({ body: { ApiKeyId: id, Pin: '000000' } }));
    expect(wrongPin.ok).toBe(false);
    const done = await act(() => remove.send({ body: { ApiKeyId: id, Pin: '123456' } }));
    const late = await act(() => remove.send({ body: { ApiKeyId: id, Pin: '123456' } }));
    expect([done.ok, late.ok]).toEqual([true, true]);
    expect(calls('myIDCMApiDelApiKey')).toBe(2);
  });

  it('reloads what it may have changed when it times out, and is not sent again', async () => {
    renderWithApp(<Keys />, { signedIn: true });
    await screen.findByText(/\d+ keys/);
    const timedOut = { ok: false, error: { kind: 'timeout' } } as const;
    const original = globalThis.fetch;
    globalThis.fetch = (async (request: Request) =>
      new URL(request.url).pathname.endsWith('/DelApiKey')
        ? Promise.reject(Object.assign(new Error('timed out'), { name: 'TimeoutError' }))
        : original(request)) as typeof fetch;
    try {
      const answer = await act(() => remove.send({ body: { ApiKeyId: firstKey().ApiKeyId, Pin: '123456' } }));
      expect(answer).toEqual(timedOut);
    } finally {
      globalThis.fetch = original;
    }
    await waitFor(() => expect(calls('myIDCMApiGetList')).toBe(2));
    expect(calls('myIDCMApiDelApiKey')).toBe(0);
  });
});
