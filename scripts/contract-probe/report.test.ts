/** The report's three forms on a small report made by hand: text to read, Markdown for a ticket, JSON for tools. */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';
import { renderJson, renderText } from './report.ts';
import { curlLine, sentRequest } from './request.ts';
import type { Outcome, ProbeReport } from './run.ts';

const base = 'https://api.example.com';

const request = sentRequest(
  'POST',
  `${base}/api/idcm/assets/Currency/GetList?apiToken=abc&coin=BTC`,
  { LanguageCode: 'en', 'Content-Type': 'application/json' },
  'json',
  { PageIndex: 1, Note: "it's", Secret: 'x' },
  true,
);

const outcome = (more: Partial<Outcome>): Outcome => ({
  step: 'currencyGetList',
  operationId: 'currencyGetList',
  host: 'base',
  method: 'POST',
  path: '/api/idcm/assets/Currency/GetList',
  inferred: false,
  status: 'documented',
  differences: [],
  request,
  ...more,
});

const report: ProbeReport = {
  hosts: { base },
  signedIn: true,
  seconds: 1.5,
  outcomes: [
    outcome({
      status: 'differs',
      differences: [
        {
          kind: 'wrong type',
          path: '$.Data[*].Precision',
          expected: 'integer',
          example: '"8"',
          count: 3,
          inferred: true,
          type: 'string',
        },
        {
          kind: 'other value',
          path: '$.Data[*].Status',
          expected: 'one of on or off',
          allowed: ['on', 'off'],
          example: '"ON"',
          count: 1,
          inferred: false,
        },
      ],
    }),
    outcome({
      step: 'maintainCheckMaintain',
      operationId: 'maintainCheckMaintain',
      host: 'maintenance',
      method: 'GET',
      path: '/api/maintain/CheckMaintain',
      status: 'differs',
      differences: [
        {
          kind: 'redirect',
          path: '$',
          expected: 'an answer from this host',
          example: 'HTTP 307 to https://elsewhere.test/x',
          count: 1,
          inferred: false,
        },
      ],
    }),
    outcome({ step: 'newsGetNewsById', status: 'no answer', note: 'HTTP 200, the answer had no body' }),
    outcome({ step: 'a', status: 'not asked', note: 'a signed-in read: give --token', request: undefined }),
    outcome({ step: 'b', status: 'not asked', note: 'a signed-in read: give --token', request: undefined }),
    outcome({ step: 'c', status: 'documented' }),
  ],
};

describe('the probe report', () => {
  it('replays a request with curl, secrets and the token masked', () => {
    expect(curlLine(request)).toBe(
      `curl -sS -X POST '${base}/api/idcm/assets/Currency/GetList?apiToken=%28hidden%29&coin=BTC' -H 'LanguageCode: en' ` +
        `-H 'Content-Type: application/json' -H "Token: $CONTRACT_PROBE_TOKEN" --data '{"PageIndex":1,"Note":"it'\\''s","Secret":"(hidden)"}'`,
    );
  });

  it('reads, as text, one group per call with its differences in words', () => {
    const text = renderText(report);
    expect(text).toContain(
      [
        'POST /api/idcm/assets/Currency/GetList  (currencyGetList, base): differs',
        '  designed here, not yet confirmed: $.Data[*].Precision',
        '  - $.Data[*].Precision: documented as an integer, came a string: "8" (in 3 places)',
        '  - $.Data[*].Status: documented one of on or off; came "ON"',
        `  replay: ${curlLine(request)}`,
      ].join('\n'),
    );
    expect(text).toContain(
      '  - the host answered with a redirect, HTTP 307 to https://elsewhere.test/x; the probe follows none',
    );
    expect(text).toContain('(newsGetNewsById, base): no answer\n  HTTP 200, the answer had no body\n');
    expect(text).toContain('Not asked:\n  - a signed-in read: give --token (2): a, b');
    expect(text.split('\n')[1]).toBe('1 documented, 2 differs, 1 no answer, 2 not asked');
  });

  it('reads, in Markdown, as a ticket: a heading per call, values as code, the curl line in a block', () => {
    const markdown = renderMarkdown(report);
    expect(markdown).toMatch(/^## Contract probe: 3 of the 4 operations asked did not answer as documented\n/);
    expect(markdown).toContain(
      [
        '### `POST /api/idcm/assets/Currency/GetList`',
        '',
        '`currencyGetList` on the base host: **differs**. Designed here, not yet confirmed: `$.Data[*].Precision`.',
        '',
        '- `$.Data[*].Precision`: documented as an integer, came a string: `"8"` (in 3 places)',
        '- `$.Data[*].Status`: documented one of `on` or `off`; came `"ON"`',
        '',
        'To replay it:',
        '',
        '```sh',
        curlLine(request),
        '```',
      ].join('\n'),
    );
    expect(markdown).toContain('### Not asked\n\n- a signed-in read: give --token (2): `a`, `b`\n');
  });

  it('gives tools every outcome as JSON, each difference with its sentence and each request with its curl line', () => {
    const json = JSON.parse(renderJson(report)) as { counts: object; outcomes: (Outcome & { curl?: string })[] };
    expect(json.counts).toEqual({ documented: 1, differs: 2, refused: 0, 'no answer': 1, 'not asked': 2 });
    expect(json.outcomes[0].differences[1]).toEqual(
      expect.objectContaining({
        allowed: ['on', 'off'],
        says: '$.Data[*].Status: documented one of on or off; came "ON"',
      }),
    );
    expect(json.outcomes[0].curl).toBe(curlLine(request));
    expect(json.outcomes[3].curl).toBeUndefined();
  });
});
