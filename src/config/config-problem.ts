/** One thing wrong with a site-config, at its key path. */
export interface ConfigProblem {
  /** Where, as a key path: `brand.colors.primary`, `routes[3].page`, or `(file)`. */
  path: string;
  message: string;
}
