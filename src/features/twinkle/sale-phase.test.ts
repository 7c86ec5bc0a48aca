// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { currentPhase, isSoldOut, nextPhaseAt, phaseSpans, soldPercent } from './sale-phase.ts';

const times = {
  StartTime: '2026-11-24T09:30:00.000Z',
  EndTime: '2026-12-01T09:30:00.000Z',
  DistributeTime: '2026-12-03T09:30:00.000Z',
};

describe('sale phases', () => {
  it('counts down to the opening, the close, then the distribution', () => {
    expect(nextPhaseAt({ ...times, Status: 'upcoming' })).toBe(Date.parse(times.StartTime));
    expect(nextPhaseAt({ ...times, Status: 'open' })).toBe(Date.parse(times.EndTime));
    expect(nextPhaseAt({ ...times, Status: 'calculating' })).toBe(Date.parse(times.DistributeTime));
    expect(nextPhaseAt({ ...times, Status: 'distributed' })).toBeNull();
  });

  it('lays the three phases end to end and marks the one under way', () => {
    expect(phaseSpans(times).map((s) => [s.phase, s.startsAt, s.endsAt])).toEqual([
      ['subscription', Date.parse(times.StartTime), Date.parse(times.EndTime)],
      ['calculation', Date.parse(times.EndTime), Date.parse(times.DistributeTime)],
      ['distribution', Date.parse(times.DistributeTime), null],
    ]);
    expect(currentPhase('upcoming')).toBeNull();
    expect(currentPhase('calculating')).toBe('calculation');
  });

  it('measures the sold share in decimal, never above 100, and says when nothing is left', () => {
    expect(soldPercent({ Sold: '3120450', TotalSupply: '5000000' }).toFixed()).toBe('62.4');
    expect(soldPercent({ Sold: '1', TotalSupply: '3' }).toFixed()).toBe('33.33');
    expect(soldPercent({ Sold: '6', TotalSupply: '5' }).toFixed()).toBe('100');
    expect(isSoldOut({ Sold: '2000000', TotalSupply: '2000000' })).toBe(true);
    expect(isSoldOut({ Sold: '1985000', TotalSupply: '2000000' })).toBe(false);
  });
});
