import { describe, expect, it } from 'vitest';
import { handledCodes, placeRefusal, type FieldRefusals } from './refusals.ts';

const places: FieldRefusals<'code' | 'pin'> = {
  '20001': { field: 'code', id: 'code.20001' },
  '20005': { field: 'pin', id: 'account.error.pinWrong' },
  '20010': { id: 'account.error.noFactor' },
};

describe('placeRefusal', () => {
  it('puts a code the form names on its field', () => {
    expect(placeRefusal({ kind: 'code', code: 20005, message: 'The security PIN is wrong' }, places)).toEqual({
      field: 'pin',
      id: 'account.error.pinWrong',
    });
    expect(placeRefusal({ kind: 'code', code: '20001', message: '' }, places)).toEqual({
      field: 'code',
      id: 'code.20001',
    });
  });

  it('puts a named code without a field over the form', () => {
    expect(placeRefusal({ kind: 'code', code: 20010, message: '' }, places)).toEqual({
      field: null,
      id: 'account.error.noFactor',
    });
  });

  it('says any other failure over the form with the general message', () => {
    expect(placeRefusal({ kind: 'code', code: 30001, message: 'No' }, places)).toEqual({
      field: null,
      id: 'error.code',
      values: { code: '30001', message: 'No' },
    });
    expect(placeRefusal({ kind: 'http', status: 400, message: 'body.Pin' }, places)).toEqual({
      field: null,
      id: 'error.request',
      values: undefined,
    });
    expect(placeRefusal({ kind: 'timeout' }, places).id).toBe('error.timeout');
  });

  it('lists the codes the form handles, for the call to ignore', () => {
    expect(handledCodes(places)).toEqual(['20001', '20005', '20010']);
  });
});
