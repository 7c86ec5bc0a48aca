/**
 * docs/feature-switches.md, made by `npm run generate`: for each switch of site.json's `features`
 * (the product spec's names), the pages it turns on and the folders that hold them, as the areas
 * declare them (src/features/<area>/pages.ts, `feature`).
 */
import { dirname, resolve } from 'node:path';
import { declaredPages } from '../build/page-declarations.ts';
import { pageDeclarations } from '../src/app/page-declarations.ts';
import type { PageDeclaration } from '../src/config/page-declaration.ts';
import type { PageId } from '../src/config/page-ids.ts';
import { productOf } from '../src/config/products.ts';
import { featureIds, type FeatureId } from '../src/config/site-config.schema.ts';

const root = resolve(import.meta.dirname, '..');

/** Switch -> the pages whose routes carry it, in the order of the page ids. */
export function pagesBySwitch(): Record<FeatureId, PageId[]> {
  const declared: Record<string, PageDeclaration> = pageDeclarations;
  const table = Object.fromEntries(featureIds.map((id) => [id, [] as PageId[]])) as Record<FeatureId, PageId[]>;
  for (const [page, { feature }] of Object.entries(declared)) if (feature) table[feature].push(page as PageId);
  return table;
}

export function featureSwitchTable(): string {
  const modules = declaredPages(root);
  const code = (text: string) => `\`${text}\``;
  const rows = Object.entries(pagesBySwitch()).map(([feature, pages]) => {
    const folders = [...new Set(pages.map((page) => `${dirname(modules[page]!.module)}/`))];
    const product = code(productOf(feature as FeatureId));
    return `| ${code(feature)} | ${product} | ${pages.map(code).join(', ') || '(none)'} | ${folders.map(code).join(', ')} |`;
  });
  return `<!-- Generated from the areas' src/features/<area>/pages.ts by \`npm run generate\`. Do not edit by hand. -->

# Feature switches, pages and folders

The product spec and \`site.json\`'s \`features\` name a product by its switch; the code names it once
(\`src/config/products.ts\`: \`isOn('futures')\` asks whether \`contract\` is on), with its page ids and its
folder. Each page says its switch in its area's \`pages.ts\` (\`feature\`), the shipped \`site.json\`
gives its routes the same \`feature\` (\`scripts/feature-switches.test.ts\`), and this table is made
from the declarations.

| switch (\`features\`) | product (\`isOn\`) | pages (\`routes[].page\`) | folder |
|---|---|---|---|
${rows.join('\n')}
`;
}
