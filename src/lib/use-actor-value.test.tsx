import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { useActorValue } from './use-actor-value';

const door = setup({
  types: {
    context: {} as { opened: number; owner: { name: string } },
    events: {} as { type: 'open' } | { type: 'close' } | { type: 'rename' },
  },
}).createMachine({
  initial: 'closed',
  context: { opened: 0, owner: { name: 'Ada' } },
  states: {
    closed: { on: { open: { target: 'open', actions: assign({ opened: ({ context }) => context.opened + 1 }) } } },
    open: { on: { close: 'closed', rename: { actions: assign({ owner: () => ({ name: 'Grace' }) }) } } },
  },
});

describe('useActorValue', () => {
  it('follows one value of the actor, rendering again only when it changes', async () => {
    const actor = createActor(door).start();
    let renders = 0;
    function Door() {
      renders += 1;
      const open = useActorValue(actor, (s) => s.matches('open'));
      const owner = useActorValue(actor, (s) => s.context.owner);
      return <p>{`${open ? 'open' : 'closed'} · ${owner.name}`}</p>;
    }
    render(<Door />);
    expect(screen.getByText('closed · Ada')).toBeInTheDocument();
    await act(async () => actor.send({ type: 'open' }));
    expect(screen.getByText('open · Ada')).toBeInTheDocument();
    const before = renders;
    // A change elsewhere in the state (the counter) renders nothing.
    await act(async () => actor.send({ type: 'close' }));
    await act(async () => actor.send({ type: 'open' }));
    expect(screen.getByText('open · Ada')).toBeInTheDocument();
    expect(renders).toBe(before + 2);
    await act(async () => actor.send({ type: 'rename' }));
    expect(screen.getByText('open · Grace')).toBeInTheDocument();
  });

  it('stops following when the component leaves', () => {
    const actor = createActor(door).start();
    const follow = actor.subscribe.bind(actor);
    let following = 0;
    actor.subscribe = ((observer: () => void) => {
      following += 1;
      const subscription = follow(observer);
      return { unsubscribe: () => ((following -= 1), subscription.unsubscribe()) };
    }) as typeof actor.subscribe;
    function Door() {
      return <p>{useActorValue(actor, (s) => (s.matches('open') ? 'open' : 'closed'))}</p>;
    }
    const { unmount } = render(<Door />);
    expect(following).toBe(1);
    unmount();
    expect(following).toBe(0);
  });
});
