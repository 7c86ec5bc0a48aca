/** The differences the contract's validator finds, on small schemas shaped as the documents' are. */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../sandbox/contract/load-document.ts';
import { schemaErrors } from '../../sandbox/contract/validate.ts';
import { closedSchema } from './closed-schema.ts';
import { differencesOf } from './differences.ts';
import { hideToken } from './report.ts';

const envelope = (data: Json): Json => ({
  allOf: [
    { type: 'object', required: ['Msg'], properties: { StatusCode: { type: 'integer' }, Msg: { type: 'string' } } },
    { type: 'object', required: ['Data'], properties: { Data: data } },
  ],
});

const coin: Json = {
  type: 'object',
  required: ['CoinId', 'Code'],
  properties: { CoinId: { type: 'integer' }, Code: { type: 'string', 'x-inferred': true } },
};

/** The arguments of differencesOf for an answer whose Data is `data`. */
function found(schema: Json, data: unknown): Parameters<typeof differencesOf> {
  const closed = closedSchema(schema);
  const answer = { StatusCode: 200, Msg: 'ok', Data: data };
  return [schemaErrors(closed, answer), closed, answer, false];
}

function differences(schema: Json, answer: unknown) {
  const closed = closedSchema(schema);
  return differencesOf(schemaErrors(closed, answer), closed, answer, false).map(({ kind, path, example, count }) => ({
    kind,
    path,
    example,
    count,
  }));
}

describe('the differences of an answer', () => {
  it('are none when the answer keeps its document, envelope fields included', () => {
    expect(differences(envelope({ type: 'array', items: coin }), { StatusCode: 200, Msg: 'ok', Data: [] })).toEqual([]);
  });

  it('fold list positions into one path, counted, with the first example', () => {
    const answer = {
      StatusCode: 200,
      Msg: 'ok',
      Data: [
        { CoinId: '1', Code: 'BTC', Extra: 1 },
        { CoinId: '2', Code: 'ETH', Extra: 2 },
      ],
    };
    expect(differences(envelope({ type: 'array', items: coin }), answer)).toEqual([
      { kind: 'wrong type', path: '$.Data[*].CoinId', example: '"1"', count: 2 },
      { kind: 'extra field', path: '$.Data[*].Extra', example: '1', count: 2 },
    ]);
  });

  it('mark a missing field inferred when its property is', () => {
    const closed = closedSchema(envelope(coin));
    const answer = { StatusCode: 200, Msg: 'ok', Data: { CoinId: 1 } };
    expect(differencesOf(schemaErrors(closed, answer), closed, answer, false)).toEqual([
      {
        kind: 'missing field',
        path: '$.Data.Code',
        expected: 'present',
        example: '(absent)',
        count: 1,
        inferred: true,
        type: 'string',
      },
    ]);
  });

  it('list the values an enum allows', () => {
    const schema = envelope({ type: 'object', properties: { Side: { type: 'string', enum: ['buy', 'sell'] } } });
    expect(differencesOf(...found(schema, { Side: 'BUY' }))).toEqual([
      expect.objectContaining({ kind: 'other value', expected: 'one of buy or sell', allowed: ['buy', 'sell'] }),
    ]);
  });

  it('describe a pattern by an example of what it accepts, and by its description when it gives none', () => {
    const date = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T', example: '2026-11-19T06:30:00.000Z' };
    const code = { type: 'string', pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2 code.' };
    const schema = envelope({ type: 'object', properties: { At: date, Country: code } });
    expect(differencesOf(...found(schema, { At: '19/11/2026 06:30:00', Country: 'nga' }))).toEqual([
      expect.objectContaining({ path: '$.Data.At', expected: 'a date like 2026-11-19T06:30:00.000Z' }),
      expect.objectContaining({ path: '$.Data.Country', expected: 'text as described: ISO 3166-1 alpha-2 code.' }),
    ]);
  });

  it('name a probable rename when a missing and an extra field share a type at the same place', () => {
    const stats = {
      type: 'object',
      required: ['Volume24h', 'Count'],
      properties: {
        Volume24h: { type: 'string' },
        Count: { type: 'integer' },
        Inner: { type: 'object', properties: {} },
      },
    };
    const answer = { Volume24H: '12.5', Total: 'not a number', Inner: { Count: 3 } };
    expect(
      differencesOf(...found(envelope(stats), answer)).map(({ kind, path, renamedTo }) => [kind, path, renamedTo]),
    ).toEqual([
      ['probable rename', '$.Data.Volume24h', '$.Data.Volume24H'],
      ['missing field', '$.Data.Count', undefined],
      ['extra field', '$.Data.Inner.Count', undefined],
      ['extra field', '$.Data.Total', undefined],
    ]);
  });

  it('leave maps open and report inside the choice the answer came closest to', () => {
    const schema = envelope({
      oneOf: [{ type: 'null' }, { type: 'object', additionalProperties: { type: 'string' } }, coin],
    });
    expect(differences(schema, { StatusCode: 200, Msg: 'ok', Data: { anything: 'goes' } })).toEqual([]);
    expect(differences(schema, { StatusCode: 200, Msg: 'ok', Data: 5 })).toEqual([
      { kind: 'wrong type', path: '$.Data', example: '5', count: 1 },
    ]);
  });

  it('hide secrets among the examples, and the token anywhere in a report', () => {
    const schema = envelope({ type: 'object', properties: { Label: { type: 'string' } } });
    expect(differences(schema, { StatusCode: 200, Msg: 'ok', Data: { ApiSecret: 'abc', Label: 'x' } })).toEqual([
      { kind: 'extra field', path: '$.Data.ApiSecret', example: '(hidden)', count: 1 },
    ]);
    expect(hideToken('a tok-123 and tok-123', 'tok-123')).toBe('a (token) and (token)');
  });
});
