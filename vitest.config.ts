import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The app's tests that name their environment in their first line (`// @vitest-environment node`,
 * or `jsdom`) need neither the sandbox nor msw: they run in the `logic` project, without the
 * `dom` project's set-up, which costs about a second per file on a busy 2-core machine.
 */
const namesItsEnvironment = (file: string) => readFileSync(file, 'utf8').startsWith('// @vitest-environment ');
const appTests = (readdirSync('src', { recursive: true }) as string[])
  .map((file) => `src/${file.replaceAll('\\', '/')}`)
  .filter((file) => /\.test\.tsx?$/.test(file));
const logicTests = appTests.filter(namesItsEnvironment);
/**
 * The component tests share their worker (not isolated): each file still gets a fresh jsdom, and after each
 * file the set-up evaluates the app's and the sandbox's modules afresh, but the libraries (React, msw, jsdom,
 * Testing Library) stay loaded; loading them again for every file took more time than the tests did. A file
 * that replaces a module (`vi.mock`) runs isolated, in the `dom-isolated` project.
 */
const replacesModules = (file: string) => readFileSync(file, 'utf8').includes('vi.mock(');
const isolatedTests = appTests.filter((file) => !namesItsEnvironment(file) && replacesModules(file));

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default: on CI's 2 cores that is one worker for 210 files.
    maxWorkers: 2,
    // The JSON report is what `npm test` reads for the ten slowest files (scripts/suite-report.ts).
    reporters: ['default', ['json', { outputFile: 'test-reports/vitest.json' }]],
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          // A file's first sandbox compiles the contract's validators: seconds on a busy 2-core machine.
          testTimeout: 20_000,
          include: [
            'sandbox/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'scripts/**/*.test.ts',
            'eslint/**/*.test.ts',
            'build/**/*.test.ts',
            'bench/**/*.test.ts',
            'deploy/**/*.test.ts',
            'studio/server/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'logic',
          environment: 'node',
          include: logicTests,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
          exclude: [...logicTests, ...isolatedTests],
          setupFiles: ['tests/setup/dom.ts'],
          isolate: false,
          // The setup's sandbox and msw start once per worker; on a busy 2-core machine that takes seconds.
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: isolatedTests,
          setupFiles: ['tests/setup/dom.ts'],
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          // The operators' studio's page: its draft model and panels, without the app's sandbox.
          name: 'studio',
          environment: 'jsdom',
          include: ['studio/src/**/*.test.{ts,tsx}'],
          setupFiles: ['studio/src/test-setup.ts'],
          // Typing into a whole panel re-renders it per key: seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
