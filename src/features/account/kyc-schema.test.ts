// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyIdentity, identitySchema, startingValues } from './kyc-schema.ts';

const filled = {
  ...emptyIdentity,
  country: 'NG',
  firstName: ' Tunde ',
  lastName: 'Bakare',
  idType: 'idCard' as const,
  idNumber: 'B12345678',
  frontFileId: 'F1',
  backFileId: 'F2',
  selfieFileId: 'F3',
};
const issues = (values: unknown) =>
  Object.fromEntries((identitySchema.safeParse(values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('identity form rules', () => {
  it('accepts a complete form and trims the names', () => {
    expect(identitySchema.parse(filled).firstName).toBe('Tunde');
  });

  it('names every missing part', () => {
    expect(issues(emptyIdentity)).toEqual({
      country: 'account.kyc.form.country',
      firstName: 'account.form.required',
      lastName: 'account.form.required',
      idType: 'account.kyc.form.idType',
      idNumber: 'account.kyc.form.idNumberFormat',
      frontFileId: 'account.kyc.form.file',
      selfieFileId: 'account.kyc.form.file',
      backFileId: 'account.kyc.form.file',
    });
  });

  it('needs the back side except for a passport', () => {
    expect(issues({ ...filled, backFileId: '' })).toEqual({ backFileId: 'account.kyc.form.file' });
    expect(issues({ ...filled, idType: 'passport', backFileId: '' })).toEqual({});
  });
});

describe('startingValues', () => {
  const countries = [
    {
      Code: 'NG',
      Name: 'Nigeria',
      AreaCode: '234',
      KycSupported: true,
      IdTypes: ['passport' as const, 'id_card' as const],
    },
    { Code: 'US', Name: 'United States', AreaCode: '1', KycSupported: false, IdTypes: [] },
  ];
  const rejected = {
    Status: 'rejected' as const,
    RejectReason: 'No match',
    Country: 'NG',
    FirstName: 'Tunde',
    LastName: 'Reject',
    IdType: 'idCard' as const,
    SubmitTime: null,
    ReviewTime: null,
    LevelName: 'Level 0',
  };

  it('starts empty without a previous submission', () => {
    expect(startingValues(countries, null)).toEqual(emptyIdentity);
  });

  it('starts a new try from the rejected details, never from its pictures', () => {
    expect(startingValues(countries, rejected)).toEqual({
      ...emptyIdentity,
      country: 'NG',
      firstName: 'Tunde',
      lastName: 'Reject',
      idType: 'idCard',
    });
  });

  it('keeps only what the country still accepts', () => {
    expect(startingValues(countries, { ...rejected, IdType: 'driverLicense' }).idType).toBe('passport');
    expect(startingValues(countries, { ...rejected, Country: 'US' })).toEqual(emptyIdentity);
  });
});
