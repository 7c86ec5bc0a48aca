/** The derived files of the project: where each is written and how it is built. */
import openapiTS, { astToString } from 'openapi-typescript';

export interface DerivedFile {
  path: string;
  build: () => Promise<string>;
}

export const hosts = ['base', 'futures', 'maintenance'] as const;

const banner = (source: string) =>
  `// Generated from ${source} by \`npm run generate\`. Do not edit by hand.\n\n`;

const openapiClientTypes = (host: string): DerivedFile => ({
  path: `generated/${host}.ts`,
  build: async () => {
    const source = `schema/openapi/${host}.yaml`;
    const ast = await openapiTS(new URL(`../${source}`, import.meta.url), {
      alphabetize: false,
      exportType: false,
    });
    return banner(source) + astToString(ast);
  },
});

export const derivedFiles: DerivedFile[] = [...hosts.map(openapiClientTypes)];
