// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorReport, vitalReport } from './reports.ts';

describe('errorReport', () => {
  it('gives the name, the scrubbed message, the page id and the frames without queries', () => {
    const error = new TypeError('No wallet for anna@mail.example');
    error.stack = [
      'TypeError: No wallet for anna@mail.example',
      '    at load (https://app.example/assets/Wallet-Cx1.js?v=2:14:305)',
      '    at https://app.example/assets/index-Ab9.js:1:2040',
    ].join('\n');
    expect(errorReport('error', error, 'fundingCenter')).toEqual({
      type: 'error',
      page: 'fundingCenter',
      name: 'TypeError',
      message: 'No wallet for [email]',
      frames: ['https://app.example/assets/Wallet-Cx1.js:14:305', 'https://app.example/assets/index-Ab9.js:1:2040'],
    });
  });

  it('names what was thrown by its type when it is not an Error, keeping a string scrubbed', () => {
    expect(errorReport('rejection', 'refused for +1 415 555 0100', 'home')).toEqual({
      type: 'rejection',
      page: 'home',
      name: 'string',
      message: 'refused for [number]',
      frames: [],
    });
    expect(errorReport('rejection', { amount: '12.5', email: 'a@b.example' }, 'home')).toEqual({
      type: 'rejection',
      page: 'home',
      name: 'object',
      message: '',
      frames: [],
    });
    expect(errorReport('rejection', null, 'home').name).toBe('null');
  });
});

describe('vitalReport', () => {
  it('carries the metric, its rating and the page id, rounded', () => {
    expect(vitalReport({ name: 'LCP', value: 1234.56, rating: 'good' }, 'home')).toEqual({
      type: 'vital',
      page: 'home',
      name: 'LCP',
      value: 1235,
      rating: 'good',
    });
    expect(vitalReport({ name: 'CLS', value: 0.123456, rating: 'needs-improvement' }, 'markets').value).toBe(0.123);
  });
});
