// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fromCampaign, fromNovice, nextStep, progressPercent, progressPlaces, statusWord } from './task-view.ts';

const novice = fromNovice({
  TaskId: 102,
  Title: 'Set a security PIN',
  Description: '',
  Reward: { Coin: 'USDT', Amount: '2' },
  Status: 'todo',
  Progress: { Current: '0', Target: '1' },
  ActionUrl: '/account/setting',
});
const campaign = fromCampaign({
  TaskId: 204,
  Title: 'Futures challenge',
  Description: '',
  Reward: { Coin: 'USDT', Amount: '15' },
  StartTime: '2026-11-15T09:30:00.000Z',
  EndTime: '2026-11-29T09:30:00.000Z',
  ClaimDeadline: '2026-12-06T09:30:00.000Z',
  Phase: 'ongoing',
  Registered: true,
  Status: 'todo',
  Progress: { Current: '3200', Target: '5000' },
  ParticipantCount: 1534,
});

describe('task view', () => {
  it('asks a visitor to log in, and a customer to join a campaign before anything counts', () => {
    expect(nextStep(novice, false)).toBe('signIn');
    expect(nextStep({ ...campaign, status: 'unregistered' }, true)).toBe('join');
    expect(
      nextStep({ ...campaign, status: 'unregistered', window: { ...campaign.window!, phase: 'upcoming' } }, true),
    ).toBe('join');
  });

  it('offers the claim of a done task, even after its campaign ended, and nothing once claimed or expired', () => {
    expect(nextStep({ ...novice, status: 'done' }, true)).toBe('claim');
    expect(nextStep({ ...campaign, status: 'done', window: { ...campaign.window!, phase: 'ended' } }, true)).toBe(
      'claim',
    );
    expect(nextStep({ ...novice, status: 'claimed' }, true)).toBe('none');
    expect(nextStep({ ...campaign, status: 'expired' }, true)).toBe('none');
  });

  it('sends a beginner task to the page where it is done, and leaves an ended campaign alone', () => {
    expect(nextStep(novice, true)).toBe('go');
    expect(nextStep(campaign, true)).toBe('none');
    expect(
      nextStep({ ...campaign, status: 'unregistered', window: { ...campaign.window!, phase: 'ended' } }, true),
    ).toBe('none');
  });

  it('says a campaign was missed when it ended before it was done', () => {
    expect(statusWord({ ...campaign, window: { ...campaign.window!, phase: 'ended' } })).toBe('missed');
    expect(
      statusWord({ ...campaign, status: 'unregistered', window: { ...campaign.window!, phase: 'upcoming' } }),
    ).toBe('upcoming');
    expect(statusWord(campaign)).toBe('todo');
  });

  it('measures progress in decimal and writes it with the places the server used', () => {
    expect(progressPercent(campaign).toFixed()).toBe('64');
    expect(progressPercent({ progress: { Current: '57.35', Target: '100' } }).toFixed()).toBe('57.35');
    expect(progressPercent({ progress: { Current: '9', Target: '0' } }).toFixed()).toBe('0');
    expect(progressPlaces({ progress: { Current: '57.35', Target: '100' } })).toBe(2);
    expect(progressPlaces(campaign)).toBe(0);
  });
});
