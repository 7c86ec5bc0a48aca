/** The draft checked exactly as `npm run config:check` checks a file, with problems grouped by key path. */
import { checkSiteConfigText } from '../../../src/config/check-site-config.ts';
import type { ConfigProblem } from '../../../src/config/check-site-config.ts';
import type { SiteConfig } from '../../../src/config/site-config.schema.ts';

export interface DraftCheck {
  problems: ConfigProblem[];
  /** Messages per key path (`environments.hosts.prod.api`), for the fields. */
  byPath: Map<string, string[]>;
  /** The draft as a valid site-config, or null while it has problems. */
  config: SiteConfig | null;
}

export function checkDraft(draft: unknown): DraftCheck {
  const result = checkSiteConfigText(JSON.stringify(draft));
  const problems = result.ok ? [] : result.problems;
  const byPath = new Map<string, string[]>();
  for (const problem of problems) byPath.set(problem.path, [...(byPath.get(problem.path) ?? []), problem.message]);
  return { problems, byPath, config: result.ok ? result.config : null };
}
