import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../core/clock.ts';
import { Sandbox } from '../core/sandbox.ts';
import { balanceOf } from '../state/balances.ts';
import { demoCustomer } from '../state/customers.ts';
import { customerOf, data, signedInSandbox, tokenOf } from '../testing.ts';
import { creditCampaign } from './missions-progress.ts';
import { missionCodes } from './missions.ts';

/** The demo's seeded bonuses, newest first: 7005 position bonus 30 and 7004 fee voucher 5 (unused),
 * 7003 fee voucher 20 (unused), 7002 position bonus 50 (used), 7001 position bonus 10 (expired). */
const FEE_VOUCHER_20 = 7003;
const POSITION_BONUS_30 = 7005;
const USED_BONUS = 7002;
const EXPIRED_BONUS = 7001;
const DAY = 86_400_000;

// Reading and indexing the contract takes a moment on a busy machine; pay it once, outside the tests' time limit.
beforeAll(async () => {
  await new Sandbox().call('maintainCheckMaintain');
}, 60_000);
afterEach(() => resetClock());

describe('mission beginner tasks', () => {
  it('shows a visitor every task to do, in the LanguageCode language', async () => {
    const sandbox = new Sandbox();
    const tasks = data(await sandbox.call('missionGetNoviceTasks', { language: 'fr' })) as {
      Status: string;
      Title: string;
      Progress: { Current: string };
    }[];
    expect(tasks).toHaveLength(6);
    expect(tasks.every((t) => t.Status === 'todo' && t.Progress.Current === '0')).toBe(true);
    expect(tasks[0].Title).toBe('Vérifiez votre identité');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it("reads each task's status from the customer's account", async () => {
    const { sandbox, token } = signedInSandbox();
    const tasks = data(await sandbox.call('missionGetNoviceTasks', { token })) as {
      TaskId: number;
      Status: string;
      Progress: object;
    }[];
    expect(tasks.map((t) => [t.TaskId, t.Status])).toEqual([
      [101, 'claimed'],
      [102, 'done'],
      [103, 'todo'],
      [104, 'done'],
      [105, 'done'],
      [106, 'done'],
    ]);
    expect(tasks[4].Progress).toEqual({ Current: '100', Target: '100' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('pays a done task into the spot account once, then lists it as claimed', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    const before = balance('USDT').available;
    const record = data(await sandbox.call('missionReceiveAward', { body: { TaskId: 102 }, token }));
    expect(record).toMatchObject({
      TaskId: 102,
      TaskKind: 'novice',
      Title: 'Set a security PIN',
      Coin: 'USDT',
      Amount: '2',
    });
    expect(balance('USDT').available.minus(before).toFixed()).toBe('2');

    const again = await sandbox.call('missionReceiveAward', { body: { TaskId: 102 }, token });
    expect(again.body).toMatchObject({ StatusCode: missionCodes.alreadyClaimed });
    const tasks = data(await sandbox.call('missionGetNoviceTasks', { token })) as { TaskId: number; Status: string }[];
    expect(tasks.find((t) => t.TaskId === 102)?.Status).toBe('claimed');
    const records = data(await sandbox.call('missionGetTaskRecords', { body: { TaskKind: 'novice' }, token }));
    expect(records).toMatchObject({ TotalCount: 2, Items: [{ RecordId: record['RecordId'] }, { TaskId: 101 }] });
    const ofTask = data(await sandbox.call('missionGetTaskRecords', { body: { TaskId: 102 }, token }));
    expect(ofTask).toMatchObject({ TotalCount: 1, Items: [{ RecordId: record['RecordId'] }] });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a task still to do (62001) until the account meets it', async () => {
    const { sandbox, token, customer } = signedInSandbox();
    expect((await sandbox.call('missionReceiveAward', { body: { TaskId: 103 }, token })).body).toMatchObject({
      StatusCode: missionCodes.taskNotDone,
    });
    customer.google.enabled = true;
    expect(data(await sandbox.call('missionReceiveAward', { body: { TaskId: 103 }, token }))).toMatchObject({
      Amount: '5',
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers 10004 for an unknown task and 400 for a TaskId that is not a number', async () => {
    const { sandbox, token } = signedInSandbox();
    expect((await sandbox.call('missionReceiveAward', { body: { TaskId: 999 }, token })).body).toMatchObject({
      StatusCode: 10004,
    });
    const bad = await sandbox.call('missionReceiveAward', { body: { TaskId: '102' }, token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ Msg: expect.stringContaining('body.TaskId') });
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('mission campaigns', () => {
  it('lists campaigns newest first; a visitor has joined none', async () => {
    const sandbox = new Sandbox();
    const page = data(await sandbox.call('missionGetAdvancedTasks', { body: {} }));
    const items = page['Items'] as { TaskId: number; Phase: string; Registered: boolean; Status: string }[];
    expect(items.map((c) => [c.TaskId, c.Phase])).toEqual([
      [201, 'upcoming'],
      [202, 'ongoing'],
      [203, 'ongoing'],
      [204, 'ongoing'],
      [205, 'ended'],
      [206, 'ended'],
    ]);
    expect(items.every((c) => !c.Registered && c.Status === 'unregistered')).toBe(true);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it("shows the customer's standing and filters by phase", async () => {
    const { sandbox, token } = signedInSandbox();
    const page = data(
      await sandbox.call('missionGetAdvancedTasks', { body: { Phase: 'ended' }, token, language: 'zh-CN' }),
    );
    expect(page).toMatchObject({
      TotalCount: 2,
      Items: [
        {
          TaskId: 205,
          Status: 'claimed',
          Registered: true,
          Title: '春季现货冲刺赛',
          Description: '活动期间现货交易额达到 10,000 USDT。',
        },
        { TaskId: 206, Status: 'expired', Progress: { Current: '2000', Target: '2000' } },
      ],
    });
    const one = data(await sandbox.call('missionGetAdvancedTasks', { body: { TaskId: 204 }, token }));
    expect(one).toMatchObject({
      TotalCount: 1,
      Items: [{ TaskId: 204, Status: 'todo', Progress: { Current: '3200', Target: '5000' } }],
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('lets a done campaign be claimed until its deadline, a week after its end, then refuses it with 62008', async () => {
    const { sandbox, token } = signedInSandbox();
    const campaign = sandbox.state.missions.campaigns.find((c) => c.TaskId === 204)!;
    expect(Date.parse(campaign.ClaimDeadline) - Date.parse(campaign.EndTime)).toBe(7 * DAY);
    expect((await sandbox.call('missionReceiveAward', { body: { TaskId: 206 }, token })).body).toMatchObject({
      StatusCode: missionCodes.rewardExpired,
    });
    expect(creditCampaign(sandbox.state, customerOf(sandbox, demoCustomer.email).UserId, 204, '1800')).toEqual({
      progress: { Current: '5000', Target: '5000' },
    });
    advanceClock(9 * DAY + 6 * DAY);
    const late = tokenOf(sandbox);
    expect(data(await sandbox.call('missionGetAdvancedTasks', { body: { TaskId: 204 }, token: late }))).toMatchObject({
      Items: [{ Phase: 'ended', Status: 'done' }],
    });
    advanceClock(2 * DAY);
    const later = tokenOf(sandbox);
    expect((await sandbox.call('missionReceiveAward', { body: { TaskId: 204 }, token: later })).body).toMatchObject({
      StatusCode: missionCodes.rewardExpired,
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('counts what the mission-progress knob credits, only on a joined campaign under way', async () => {
    const { sandbox, customer } = signedInSandbox();
    expect(creditCampaign(sandbox.state, customer.UserId, 202, '400')).toEqual({
      refused: expect.stringContaining('not joined'),
    });
    expect(creditCampaign(sandbox.state, customer.UserId, 206, '400')).toEqual({
      refused: expect.stringContaining('ended'),
    });
    expect(creditCampaign(sandbox.state, customer.UserId, 999, '400')).toEqual({ refused: 'No campaign 999' });
    expect(creditCampaign(sandbox.state, customer.UserId, 204, '1000.5')).toEqual({
      progress: { Current: '4200.5', Target: '5000' },
    });
  });

  it('counts token sale subscriptions made after joining, then pays the campaign reward', async () => {
    const { sandbox, token, balance } = signedInSandbox();
    expect((await sandbox.call('missionReceiveAward', { body: { TaskId: 203 }, token })).body).toMatchObject({
      StatusCode: missionCodes.notRegistered,
    });
    const joined = data(await sandbox.call('missionAdvancedTaskRegistration', { body: { TaskId: 203 }, token }));
    expect(joined).toMatchObject({
      Registered: true,
      Status: 'todo',
      Progress: { Current: '0', Target: '500' },
      ParticipantCount: 959,
    });

    await sandbox.call('iEOOrderCreateOrder', { body: { ProjectId: 4, Quantity: '6250' }, token });
    const page = data(await sandbox.call('missionGetAdvancedTasks', { body: {}, token }));
    expect(page['Items']).toContainEqual(
      expect.objectContaining({ TaskId: 203, Status: 'done', Progress: { Current: '500', Target: '500' } }),
    );
    const before = balance('USDT').available;
    expect(data(await sandbox.call('missionReceiveAward', { body: { TaskId: 203 }, token }))).toMatchObject({
      TaskKind: 'advanced',
      Amount: '6',
    });
    expect(balance('USDT').available.minus(before).toFixed()).toBe('6');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('counts earn deposits made after joining', async () => {
    const { sandbox, token } = signedInSandbox();
    await sandbox.call('missionAdvancedTaskRegistration', { body: { TaskId: 202 }, token });
    await sandbox.call('financingCreateDeposit', { body: { ProductId: 2, Amount: '1200' }, token });
    const page = data(await sandbox.call('missionGetAdvancedTasks', { body: { Phase: 'ongoing' }, token }));
    expect(page['Items']).toContainEqual(
      expect.objectContaining({ TaskId: 202, Status: 'done', Progress: { Current: '1000', Target: '1000' } }),
    );
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses to join an ended campaign (62003), one joined already (62004) or an unknown one (10004)', async () => {
    const { sandbox, token } = signedInSandbox();
    const join = (TaskId: number) => sandbox.call('missionAdvancedTaskRegistration', { body: { TaskId }, token });
    expect((await join(206)).body).toMatchObject({ StatusCode: missionCodes.campaignEnded });
    expect((await join(204)).body).toMatchObject({ StatusCode: missionCodes.alreadyRegistered });
    expect((await join(101)).body).toMatchObject({ StatusCode: 10004 });
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('mission bonuses and assets', () => {
  it('lists the bonuses newest first with their status, filtered by type or status', async () => {
    const { sandbox, token } = signedInSandbox();
    const all = data(await sandbox.call('missionGetUserGiveUsed', { body: {}, token }));
    expect((all['Items'] as { GiveId: number; Status: string }[]).map((g) => [g.GiveId, g.Status])).toEqual([
      [7005, 'unused'],
      [7004, 'unused'],
      [7003, 'unused'],
      [7002, 'used'],
      [7001, 'expired'],
    ]);
    const positions = data(
      await sandbox.call('missionGetUserGiveUsed', {
        body: { GiveType: 'positionBonus', Status: 'unused' },
        token,
        language: 'zh-Hant',
      }),
    );
    expect(positions).toMatchObject({
      TotalCount: 1,
      Items: [{ GiveId: 7005, GiveTypeName: '合約體驗金', Source: '合約挑戰賽', UseTime: '0001-01-01T00:00:00' }],
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('pays a fee voucher into spot and a position bonus into futures, each once', async () => {
    const { sandbox, token, customer, balance } = signedInSandbox();
    const spotBefore = balance('USDT').available;
    const futuresBefore = balanceOf(sandbox.state.core.contractBalances, customer.UserId, 'USDT').available;
    expect(data(await sandbox.call('missionBonusUse', { body: { GiveId: FEE_VOUCHER_20 }, token }))).toMatchObject({
      Status: 'used',
      GiveType: 'feeVoucher',
    });
    expect(data(await sandbox.call('missionBonusUse', { body: { GiveId: POSITION_BONUS_30 }, token }))).toMatchObject({
      Status: 'used',
    });
    expect(balance('USDT').available.minus(spotBefore).toFixed()).toBe('20');
    expect(
      balanceOf(sandbox.state.core.contractBalances, customer.UserId, 'USDT').available.minus(futuresBefore).toFixed(),
    ).toBe('30');
    expect((await sandbox.call('missionBonusUse', { body: { GiveId: FEE_VOUCHER_20 }, token })).body).toMatchObject({
      StatusCode: missionCodes.bonusUsed,
    });
    const unused = data(await sandbox.call('missionGetUserGiveUsed', { body: { Status: 'unused' }, token }));
    expect(unused).toMatchObject({ TotalCount: 1, Items: [{ GiveId: 7004 }] });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a used (62006), expired (62007) or unknown (10004) bonus', async () => {
    const { sandbox, token } = signedInSandbox();
    const use = (GiveId: number) => sandbox.call('missionBonusUse', { body: { GiveId }, token });
    expect((await use(USED_BONUS)).body).toMatchObject({ StatusCode: missionCodes.bonusUsed });
    expect((await use(EXPIRED_BONUS)).body).toMatchObject({ StatusCode: missionCodes.bonusExpired });
    expect((await use(4242)).body).toMatchObject({ StatusCode: 10004 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('totals the claimed rewards per coin and groups the unused bonuses', async () => {
    const { sandbox, token } = signedInSandbox();
    const assets = data(await sandbox.call('missionGetTaskAssets', { token }));
    expect(assets).toEqual({
      TotalUsdt: '30',
      Rewards: [{ Coin: 'USDT', Amount: '30' }],
      UnusedBonusCount: 3,
      UnusedBonuses: [
        { GiveType: 'feeVoucher', GiveTypeName: 'Trading-fee voucher', Coin: 'USDT', Amount: '25', Count: 2 },
        { GiveType: 'positionBonus', GiveTypeName: 'Position bonus', Coin: 'USDT', Amount: '30', Count: 1 },
      ],
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses an unknown bonus type in the filter with a 400 naming it', async () => {
    const { sandbox, token } = signedInSandbox();
    const bad = await sandbox.call('missionGetUserGiveUsed', { body: { GiveType: 'cash' }, token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ Msg: expect.stringContaining('body.GiveType') });
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('mission notices and dropdowns', () => {
  it('tells the customer of the rewards waiting, then the unused bonuses, each under an id that stays', async () => {
    const { sandbox, token } = signedInSandbox();
    const notices = data(await sandbox.call('missionRewardNotice', { token })) as unknown as {
      NoticeId: string;
      Kind: string;
      ExpireTime: string | null;
    }[];
    expect(notices.map((n) => n.NoticeId)).toEqual([
      'reward-102',
      'reward-104',
      'reward-105',
      'reward-106',
      'bonus-7005',
      'bonus-7004',
      'bonus-7003',
    ]);
    expect(notices[0]).toMatchObject({
      Kind: 'rewardReady',
      Title: 'Set a security PIN',
      Coin: 'USDT',
      Amount: '2',
      GiveType: null,
      ExpireTime: null,
    });
    expect(notices[4]).toMatchObject({
      Kind: 'bonusGiven',
      TaskId: 204,
      Title: 'Futures challenge',
      GiveType: 'positionBonus',
      Amount: '30',
    });

    await sandbox.call('missionReceiveAward', { body: { TaskId: 102 }, token });
    await sandbox.call('missionBonusUse', { body: { GiveId: POSITION_BONUS_30 }, token });
    await sandbox.call('missionAdvancedTaskRegistration', { body: { TaskId: 202 }, token });
    creditCampaign(sandbox.state, sandbox.state.missions.registrations.at(-1)!.customerId, 202, '1000');
    const after = data(await sandbox.call('missionRewardNotice', { token })) as unknown as {
      NoticeId: string;
      ExpireTime: string | null;
    }[];
    expect(after.map((n) => n.NoticeId)).toEqual([
      'reward-104',
      'reward-105',
      'reward-106',
      'reward-202',
      'bonus-7004',
      'bonus-7003',
    ]);
    expect(after[3].ExpireTime).toBe(sandbox.state.missions.campaigns.find((c) => c.TaskId === 202)!.ClaimDeadline);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('names the bonus types and statuses in the LanguageCode language', async () => {
    const sandbox = new Sandbox();
    expect(data(await sandbox.call('missionGetGiveTypeDropdown', { language: 'fr' }))).toEqual([
      { Value: 'feeVoucher', Name: 'Bon de frais de trading' },
      { Value: 'positionBonus', Name: 'Bonus de position' },
    ]);
    expect(data(await sandbox.call('missionGetGiveUsedStatusDropdown', { language: 'zh-CN' }))).toEqual([
      { Value: 'unused', Name: '未使用' },
      { Value: 'used', Name: '已使用' },
      { Value: 'expired', Name: '已过期' },
    ]);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('asks a visitor to sign in (51001) before any customer call', async () => {
    const sandbox = new Sandbox();
    const secured: [string, object][] = [
      ['missionReceiveAward', { body: { TaskId: 102 } }],
      ['missionAdvancedTaskRegistration', { body: { TaskId: 202 } }],
      ['missionGetTaskRecords', { body: {} }],
      ['missionGetTaskAssets', {}],
      ['missionGetUserGiveUsed', { body: {} }],
      ['missionBonusUse', { body: { GiveId: FEE_VOUCHER_20 } }],
      ['missionRewardNotice', {}],
    ];
    for (const [id, options] of secured)
      expect((await sandbox.call(id, options)).body).toMatchObject({ StatusCode: 51001 });
    expect(sandbox.contractViolations).toEqual([]);
  });
});
