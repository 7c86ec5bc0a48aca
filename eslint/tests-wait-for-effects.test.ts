import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '..') });
const problems = async (code: string, file = 'src/features/help/NewPart.test.tsx') => {
  const [result] = await eslint.lintText(code, { filePath: resolve(import.meta.dirname, '..', file) });
  return result.messages.map((m) => m.message);
};

describe('tests wait for effects, never for the clock', () => {
  it('refuses a fixed wait in a browser test', async () => {
    const code = `export async function look(page: { waitForTimeout(ms: number): Promise<void> }) {\n  await page.waitForTimeout(1500);\n}\n`;
    expect(await problems(code, 'tests/e2e/new.spec.ts')).toEqual([
      'A test waits for an effect (a state on screen, a sandbox call count), never a fixed time.',
    ]);
  });

  it('refuses a sleep, with a delay written or named', async () => {
    const code = `const delayMs = 20;\nexport async function t() {\n  await new Promise((done) => setTimeout(done, 300));\n  await new Promise((done) => setTimeout(done, delayMs));\n}\n`;
    expect(await problems(code)).toHaveLength(2);
    expect((await problems(code))[0]).toMatch(/^No sleeps in tests/);
  });

  it("refuses waiting out a real request timeout, in a component test or in a browser test's site.json", async () => {
    const component = `declare function renderWithApp(ui: unknown, options: object): void;\nrenderWithApp(null, { signedIn: true, timeoutMs: 1500 });\n`;
    const browser = `export const config = { constants: { requestTimeoutMs: 2000 } };\n`;
    const refusal =
      "A test reaches 'no answer' through the sandbox's lose-answer knob, not by waiting out a real timeout.";
    expect(await problems(component)).toEqual([refusal]);
    expect(await problems(browser, 'tests/e2e/new.spec.ts')).toEqual([refusal]);
  });

  it('lets a test yield a task, move a fake clock on and poll for an effect', async () => {
    const code = `import { vi } from 'vitest';\nexport async function t(poll: (f: () => number) => Promise<void>) {\n  await new Promise((done) => setTimeout(done));\n  await vi.advanceTimersByTimeAsync(500);\n  await poll(() => 1);\n}\n`;
    expect(await problems(code)).toEqual([]);
  });
});
