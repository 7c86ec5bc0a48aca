import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { markNoticesSeen, seenNotices, useFreshNotices } from './seen-notices.ts';

const notice = (NoticeId: string) => ({ NoticeId });

afterEach(() => localStorage.clear());

describe('seen reward notices', () => {
  it('shows the notices not seen before, and keeps them on screen after marking them seen', () => {
    markNoticesSeen(7, ['reward-101']);
    const { result } = renderHook(() =>
      useFreshNotices(7, [notice('reward-101'), notice('reward-102'), notice('bonus-7004')]),
    );
    expect(result.current.visible.map((n) => n.NoticeId)).toEqual(['reward-102', 'bonus-7004']);
    expect([...seenNotices(7)].sort()).toEqual(['bonus-7004', 'reward-101', 'reward-102']);
  });

  it('shows nothing again once seen, as after a reload', () => {
    const first = renderHook(() => useFreshNotices(7, [notice('reward-102')]));
    expect(first.result.current.visible).toHaveLength(1);
    first.unmount();
    const again = renderHook(() => useFreshNotices(7, [notice('reward-102')]));
    expect(again.result.current.visible).toEqual([]);
  });

  it('keeps each customer apart', () => {
    markNoticesSeen(7, ['reward-102']);
    const other = renderHook(() => useFreshNotices(8, [notice('reward-102')]));
    expect(other.result.current.visible).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('exchange-web:mission-notices-seen:8')!)).toEqual(['reward-102']);
  });

  it('adds a notice that comes during the visit, drops one the server stops sending, and hides all on dismiss', () => {
    let notices = [notice('reward-102')];
    const view = renderHook(() => useFreshNotices(7, notices));
    notices = [notice('reward-202')];
    view.rerender();
    expect(view.result.current.visible.map((n) => n.NoticeId)).toEqual(['reward-202']);
    act(() => view.result.current.dismiss());
    expect(view.result.current.visible).toEqual([]);
  });

  it('shows nothing to a visitor and survives a broken stored value', () => {
    expect(renderHook(() => useFreshNotices(undefined, [notice('reward-102')])).result.current.visible).toEqual([]);
    localStorage.setItem('exchange-web:mission-notices-seen:9', '{not json');
    expect(seenNotices(9).size).toBe(0);
  });
});
