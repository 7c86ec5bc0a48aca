// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inOwnTask } from './next-task.ts';

describe('inOwnTask', () => {
  it('runs each piece of work started together in a task of its own, in order', async () => {
    const ran: string[] = [];
    const done = ['a', 'b', 'c'].map((name) =>
      inOwnTask(() => {
        ran.push(name);
        // Work queued by one piece runs after the next piece, not inside the same task.
        queueMicrotask(() => ran.push(`${name} microtask`));
        setTimeout(() => ran.push(`${name} timer`), 0);
        return name;
      }),
    );
    expect(ran).toEqual([]);
    expect(await Promise.all(done)).toEqual(['a', 'b', 'c']);
    expect(ran.slice(0, 4)).toEqual(['a', 'a microtask', 'b', 'b microtask']);
  });

  it('passes on what the work answers or throws', async () => {
    await expect(inOwnTask(async () => 42)).resolves.toBe(42);
    await expect(
      inOwnTask(() => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
  });
});
