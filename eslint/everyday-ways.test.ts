import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '..') });
const problems = async (path: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: resolve(import.meta.dirname, '..', path) });
  return result.messages.filter((m) => m.ruleId?.startsWith('ways/')).map((m) => m.ruleId);
};

describe('ways/words-through-use-t', () => {
  it('refuses react-intl and formatMessage in a feature or the shell', async () => {
    const code = `import { useIntl } from 'react-intl';\nexport function Title() {\n  const intl = useIntl();\n  return intl.formatMessage({ id: 'markets.title' });\n}\n`;
    expect(await problems('src/features/markets/Title.tsx', code)).toEqual([
      'ways/words-through-use-t',
      'ways/words-through-use-t',
    ]);
    expect(await problems('src/shell/Title.tsx', code)).toHaveLength(2);
  });

  it('lets a feature use useT, and src/ui and src/i18n use react-intl', async () => {
    const feature = `import { useHasText, useT } from '../../i18n/use-t.ts';\nexport function Title() {\n  const t = useT();\n  const hasText = useHasText();\n  return hasText('markets.title') ? t('markets.title', { link: <a href="/">x</a> }) : t('markets.none');\n}\n`;
    expect(await problems('src/features/markets/Title.tsx', feature)).toEqual([]);
    const ui = `import { useIntl } from 'react-intl';\nexport function Title() {\n  return useIntl().formatMessage({ id: 'common.loading' });\n}\n`;
    expect(await problems('src/ui/Title.tsx', ui)).toEqual([]);
    expect(await problems('src/i18n/title.ts', ui)).toEqual([]);
  });
});

describe('ways/numbers-through-figure', () => {
  it("refuses a feature's own number formatting", async () => {
    const code = `import { formatAmount } from '../../lib/number-format/format.ts';\ndeclare const intl: { formatNumber(n: number): string };\nexport const a = formatAmount('1', 'en', { precision: 2 });\nexport const b = intl.formatNumber(3);\nexport const c = (5).toLocaleString();\nexport const d = new Intl.NumberFormat('en').format(1);\n`;
    expect(await problems('src/features/earn/Figures.tsx', code)).toEqual([
      'ways/numbers-through-figure',
      'ways/numbers-through-figure',
      'ways/numbers-through-figure',
      'ways/numbers-through-figure',
    ]);
  });

  it('lets a feature use Figure and useFigureText', async () => {
    const code = `import { Figure } from '../../ui/Figure.tsx';\nimport { useFigureText } from '../../ui/figure-text.ts';\nexport function Held() {\n  const figures = useFigureText();\n  return <Figure kind="amount" value="1" precision={2} unit={figures.amount('1', { precision: 2, unit: 'BTC' })} />;\n}\n`;
    expect(await problems('src/features/earn/Held.tsx', code)).toEqual([]);
  });
});

describe('ways/data-through-cache', () => {
  it("refuses calling a query's fetch() outside src/api", async () => {
    const code = `import { apiQuery } from '../../api/query.ts';\ndeclare const op: never;\nexport const load = () => apiQuery(op).fetch();\n`;
    expect(await problems('src/features/orders/load.ts', code)).toEqual(['ways/data-through-cache']);
    expect(await problems('src/shell/load.ts', code.replaceAll('../../', '../'))).toEqual(['ways/data-through-cache']);
  });

  it('lets a feature load through the cache, and src/api call a query', async () => {
    const feature = `import { apiQuery, fetchAnswer } from '../../api/query.ts';\ndeclare const op: never;\nexport const load = () => fetchAnswer(apiQuery(op));\nexport const send = (body: string) => fetch('/x', { method: 'POST', body });\n`;
    expect(await problems('src/features/orders/load.ts', feature)).toEqual([]);
    const api = `declare const query: { fetch(): Promise<unknown> };\nexport const load = () => query.fetch();\n`;
    expect(await problems('src/api/load.ts', api)).toEqual([]);
  });
});

describe('ways/lists-through-loaded', () => {
  it('refuses a feature drawing LoadError or a bare DataTable', async () => {
    const code = `import { LoadError } from '../../ui/LoadState.tsx';\nimport { DataTable } from '../../ui/DataTable.tsx';\nexport const failed = <LoadError message="x" onRetry={() => undefined} />;\nexport const table = <DataTable caption="x" columns={[]} rows={[]} rowKey={String} empty={null} />;\n`;
    expect(await problems('src/features/earn/List.tsx', code)).toEqual([
      'ways/lists-through-loaded',
      'ways/lists-through-loaded',
      'ways/lists-through-loaded',
      'ways/lists-through-loaded',
    ]);
  });

  it("lets a feature use Loaded and LoadedTable, and name a table's column type", async () => {
    const code = `import type { Column } from '../../ui/DataTable.tsx';\nimport { LoadedTable } from '../../shell/LoadedTable.tsx';\nexport const columns: Column<string>[] = [];\nexport const Table = LoadedTable;\n`;
    expect(await problems('src/features/earn/List.tsx', code)).toEqual([]);
  });
});
