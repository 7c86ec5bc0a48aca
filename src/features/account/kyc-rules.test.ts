// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applicationLevelName,
  documentKindsFor,
  documentProblem,
  documentTypesOf,
  needsBackSide,
} from './kyc-rules.ts';

describe('applicationLevelName', () => {
  it('lets an individual (UserType 1) apply for its own level', () => {
    expect(applicationLevelName(1, 'Level 1')).toBe('Level 1');
    expect(applicationLevelName(1, 'Level 0')).toBe('Level 0');
  });

  it('makes any other type of customer apply for level 2', () => {
    expect(applicationLevelName(2, 'Level 1')).toBe('Level 2');
    expect(applicationLevelName(0, 'Level 3')).toBe('Level 2');
  });
});

describe('documents', () => {
  it("offers the country's documents under their submission names, without a residence permit", () => {
    expect(documentTypesOf({ IdTypes: ['passport', 'id_card', 'driving_licence', 'residence_permit'] })).toEqual([
      'passport',
      'idCard',
      'driverLicense',
    ]);
    expect(documentTypesOf({ IdTypes: [] })).toEqual([]);
    expect(documentTypesOf(undefined)).toEqual([]);
  });

  it('asks for a back side except for a passport', () => {
    expect(needsBackSide('passport')).toBe(false);
    expect(needsBackSide('idCard')).toBe(true);
    expect(documentKindsFor('passport')).toEqual(['front', 'selfie']);
    expect(documentKindsFor('driverLicense')).toEqual(['front', 'back', 'selfie']);
  });

  it('accepts JPEG, PNG and PDF files of at most 5 MB', () => {
    expect(documentProblem({ name: 'front.JPG', size: 1000 })).toBeNull();
    expect(documentProblem({ name: 'scan.pdf', size: 5 * 1024 * 1024 })).toBeNull();
    expect(documentProblem({ name: 'tool.exe', size: 10 })).toBe('account.kyc.file.type');
    expect(documentProblem({ name: 'big.png', size: 5 * 1024 * 1024 + 1 })).toBe('account.kyc.file.size');
  });
});
