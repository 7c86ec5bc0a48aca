/**
 * The draft checked exactly as `npm run config:check` checks a file, with its files in the brand
 * folder as the studio's server describes them; errors and warnings grouped by key path.
 */
import { brandFileFindings, type BrandFolder } from '../../../src/config/brand-files.ts';
import { checkSiteConfigText } from '../../../src/config/check-site-config.ts';
import type { ConfigProblem } from '../../../src/config/check-site-config.ts';
import type { SiteConfig } from '../../../src/config/site-config.schema.ts';

export interface DraftCheck {
  /** Errors: the draft cannot be saved while there is any. */
  problems: ConfigProblem[];
  /** What would only look wrong: shown, never blocking. */
  warnings: ConfigProblem[];
  /** Error messages per key path (`environments.hosts.prod.api`), for the fields. */
  byPath: Map<string, string[]>;
  /** Warning messages per key path. */
  warningsByPath: Map<string, string[]>;
  /** The draft as a valid site-config, or null while it has problems. */
  config: SiteConfig | null;
}

function byPath(problems: ConfigProblem[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const problem of problems) map.set(problem.path, [...(map.get(problem.path) ?? []), problem.message]);
  return map;
}

/** `folder` null: the brand folder is not known yet, so its files are not judged. */
export function checkDraft(draft: unknown, folder: BrandFolder | null = null): DraftCheck {
  const result = checkSiteConfigText(JSON.stringify(draft));
  const files = result.ok && folder ? brandFileFindings(result.config, folder) : { errors: [], warnings: [] };
  const problems = result.ok ? files.errors : result.problems;
  const warnings = [...(result.warnings ?? []), ...files.warnings];
  return {
    problems,
    warnings,
    byPath: byPath(problems),
    warningsByPath: byPath(warnings),
    config: result.ok && problems.length === 0 ? result.config : null,
  };
}
