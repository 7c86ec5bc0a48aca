/** A fake chunk of a Rolldown bundle, for the build plugins' tests: module ids under /repo. */
import type { Rollup } from 'vite';

export const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  options: { isEntry?: boolean; css?: string[] } = {},
) =>
  ({
    type: 'chunk',
    fileName,
    facadeModuleId: moduleIds[0] ? `/repo/${moduleIds[0]}` : null,
    moduleIds: moduleIds.map((id) => `/repo/${id}`),
    imports,
    isEntry: options.isEntry ?? false,
    viteMetadata: { importedCss: new Set(options.css ?? []) },
  }) as unknown as Rollup.OutputChunk;
