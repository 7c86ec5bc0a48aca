import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand } from '../config/site-config.ts';
import { cookieNames } from '../lib/cookie-names.ts';
import { startApp } from '../../tests/setup/render-app.tsx';
import { displayCurrency } from './display-currency.ts';

const nextTask = () => new Promise((done) => setTimeout(done));

afterEach(() => vi.restoreAllMocks());

describe('the display currency', () => {
  it('reads the currency cookie once for all the figures of one render, and follows it when it changes afterwards', async () => {
    startApp();
    const name = cookieNames(brand().cookiePrefix).currency;
    document.cookie = `${name}=EUR; path=/`;
    await nextTask();
    const reads = vi.spyOn(document, 'cookie', 'get');
    expect(displayCurrency()).toBe('EUR');
    const oneRead = reads.mock.calls.length;
    const shown = Array.from({ length: 50 }, () => displayCurrency());
    expect(new Set(shown)).toEqual(new Set(['EUR']));
    expect(reads).toHaveBeenCalledTimes(oneRead);
    document.cookie = `${name}=GBP; path=/`;
    await nextTask();
    expect(displayCurrency()).toBe('GBP');
  });
});
