import { describe, expect, it, vi } from 'vitest';
import { sandbox } from '../../tests/setup/dom.ts';
import { startEarlyGet, takeEarlyGet } from './early-calls.ts';

const path = '/api/idcm/foundation/app/SubBanner/GetBannerList';
const headers = { LanguageCode: 'en', ClientType: '0', DeviceId: '00000000-0000-4000-8000-000000000001' };

describe('early calls', () => {
  it('gives the answer to the first call of the same path and query, whatever the order of the query, once', async () => {
    startEarlyGet('http://localhost/sandbox/base', path, { type: 'home', languageCode: 'en' }, headers, 60_000);
    expect(takeEarlyGet(path, { languageCode: 'en', type: 'home' })).not.toBeNull();
    expect(takeEarlyGet(path, { languageCode: 'en', type: 'home' })).toBeNull();
    await vi.waitFor(() => expect(sandbox.calls.get('subBannerGetBannerList')).toBe(1));
  });

  it('keeps the answer for another query out of reach', () => {
    startEarlyGet('http://localhost/sandbox/base', path, { type: 'home', languageCode: 'fr' }, headers, 60_000);
    expect(takeEarlyGet(path, { type: 'home', languageCode: 'en' })).toBeNull();
    expect(takeEarlyGet(path, { type: 'home', languageCode: 'fr' })).not.toBeNull();
  });

  it('hands over the envelope of a refused call as the error, with its response', async () => {
    sandbox.knobs.forcedCodes.set('subBannerGetBannerList', { code: 77001, msg: 'Sandbox answer', remaining: 1 });
    startEarlyGet('http://localhost/sandbox/base', path, { type: 'home', languageCode: 'en' }, headers, 60_000);
    const outcome = await takeEarlyGet(path, { type: 'home', languageCode: 'en' })!;
    expect(outcome.response.status).toBe(200);
    expect(outcome.data).toMatchObject({ StatusCode: 77001 });
  });
});
