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
      },
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
