/** The derived files of the project: where each is written and how it is built. */
import openapiTS, { astToString } from 'openapi-typescript';
import * as z from 'zod/mini';
import { siteConfigSchema } from '../src/config/site-config.schema.ts';
import { readOperations } from '../sandbox/contract/operations.ts';
import { featureSwitchTable } from './feature-switches.ts';

export interface DerivedFile {
  path: string;
  build: () => Promise<string>;
}

export const hosts = ['base', 'futures', 'maintenance'] as const;

const banner = (source: string) => `// Generated from ${source} by \`npm run generate\`. Do not edit by hand.\n\n`;

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

const siteConfigJsonSchema: DerivedFile = {
  path: 'schema/site-config.schema.json',
  build: async () => {
    const schema = {
      $comment: 'Generated from src/config/site-config.schema.ts by `npm run generate`. Do not edit by hand.',
      title: 'exchange-web site configuration',
      ...z.toJSONSchema(siteConfigSchema, { io: 'input' }),
    };
    return `${JSON.stringify(schema, null, 2)}\n`;
  },
};

/** Per host, the operations whose body is form-encoded, for the api middleware. */
const operationMeta: DerivedFile = {
  path: 'generated/operation-meta.ts',
  build: async () => {
    const lines = hosts.map((host) => {
      const form = readOperations(host)
        .filter((op) => op.body.kind === 'form')
        .map((op) => `'${op.method} ${op.path}'`);
      return `  ${host}: [${form.join(', ')}],`;
    });
    return `${banner('schema/openapi/*.yaml')}/** Operations whose request body is form-encoded, as "METHOD /path", by host. */\nexport const formEncodedOperations: Record<'base' | 'futures' | 'maintenance', readonly string[]> = {\n${lines.join('\n')}\n};\n`;
  },
};

/**
 * One file per operation (its id, host, method and path), for the query layer: a module imports
 * the operations it uses, and each lands in the chunk of the code that uses it, never all of them
 * in the start-up chunk. Query keys start with the id.
 */
export const operationsFolder = 'generated/operations';

const operationFiles = (): DerivedFile[] =>
  hosts
    .flatMap((host) => readOperations(host))
    .map((op) => ({
      path: `${operationsFolder}/${op.operationId}.ts`,
      build: async () =>
        `${banner(`schema/openapi/${op.host}.yaml`)}export const ${op.operationId} = { id: '${op.operationId}', host: '${op.host}', method: '${op.method.toLowerCase()}', path: '${op.path}' } as const;\n`,
    }));

/** The spec's switch names beside the code's page ids and folders (scripts/feature-switches.ts). */
const featureSwitches: DerivedFile = { path: 'docs/feature-switches.md', build: async () => featureSwitchTable() };

export const derivedFiles: DerivedFile[] = [
  ...hosts.map(openapiClientTypes),
  siteConfigJsonSchema,
  featureSwitches,
  operationMeta,
  ...operationFiles(),
];
