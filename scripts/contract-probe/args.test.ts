import { describe, expect, it } from 'vitest';
import { readArgs } from './args.ts';

describe('the contract probe command line', () => {
  it('reads the hosts, the token and the limits', () => {
    expect(
      readArgs([
        '--base',
        'https://api.example.com',
        '--maintenance',
        'https://m.example.com',
        '--json',
        '--rate',
        '2',
      ]),
    ).toEqual({
      hosts: { base: 'https://api.example.com', maintenance: 'https://m.example.com' },
      token: undefined,
      json: true,
      markdown: false,
      rate: 2,
      timeLimitMs: 300_000,
      callTimeoutMs: 15_000,
    });
  });

  it('takes the token from the environment when the command line has none', () => {
    expect(readArgs(['--base', 'http://h.test'], { CONTRACT_PROBE_TOKEN: 'abc' }).token).toBe('abc');
    expect(readArgs(['--base', 'http://h.test', '--token', 'x'], { CONTRACT_PROBE_TOKEN: 'abc' }).token).toBe('x');
  });

  it('reads a token that starts with a dash when it is written --token=<token>', () => {
    expect(readArgs(['--base', 'http://h.test', '--token=-hAKC94JI']).token).toBe('-hAKC94JI');
  });

  it('says what is wrong', () => {
    expect(() => readArgs([])).toThrow('Give at least one host');
    expect(() => readArgs(['--base', 'api.example.com'])).toThrow('--base must be an http or https address');
    expect(() => readArgs(['--base', 'http://h.test', '--rate', '0'])).toThrow('--rate must be a positive number');
    expect(() => readArgs(['--base', 'http://h.test', '--bogus'])).toThrow();
    expect(() => readArgs(['--base', 'http://h.test', '--json', '--markdown'])).toThrow('--json or --markdown');
  });
});
