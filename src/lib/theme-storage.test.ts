// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { followDefaultMode, themeStorage } from './theme-storage.ts';

describe("the operator's default mode before the app runs", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.dataset.theme = 'dark';
  });

  it("is shown to a first-time visitor, whatever the device's", () => {
    followDefaultMode('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it("leaves the customer's own choice, and the defaults of an earlier visit, to the script that painted them", () => {
    localStorage.setItem(themeStorage.mode, 'dark');
    followDefaultMode('light');
    expect(document.documentElement.dataset.theme).toBe('dark');
    localStorage.clear();
    localStorage.setItem(themeStorage.defaults, '{"mode":"dark"}');
    followDefaultMode('light');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it("keeps the device's for a default of system, and anything that is not a mode", () => {
    for (const mode of ['system', 'blue', undefined, 1, '<b>']) followDefaultMode(mode);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
