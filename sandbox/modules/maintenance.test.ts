import { describe, expect, it } from 'vitest';
import { Sandbox } from '../core/sandbox.ts';

describe('maintenance module', () => {
  it('answers false until the maintenance knob is on', async () => {
    const sandbox = new Sandbox();
    expect((await sandbox.call('maintainCheckMaintain')).body).toMatchObject({ StatusCode: 200, Data: false });
    sandbox.state.maintenance.on = true;
    expect((await sandbox.call('maintainCheckMaintain')).body).toMatchObject({ StatusCode: 200, Data: true });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a ClientType header outside 0 and 1 with a 400 naming the header', async () => {
    const sandbox = new Sandbox();
    const answer = await sandbox.handle({
      host: 'maintenance',
      method: 'GET',
      path: '/api/maintain/CheckMaintain',
      headers: { clienttype: '7' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('header.ClientType') });
  });
});
