/** Validates a site-config and says what is wrong in plain words, one problem per key path. */
import * as z from 'zod/mini';
import { siteConfigSchema, type SiteConfig } from './site-config.schema.ts';
import { brandFindings } from './brand-checks.ts';
import { contrastProblems, contrastWarnings } from './theme-contrast.ts';
import type { ConfigProblem } from './config-problem.ts';

export type { ConfigProblem };

/**
 * Problems are errors: the page would break, and the file is refused. Warnings are kept apart: the
 * page works but would look wrong (a rebrand's leftovers, a logo that looks like a web page).
 */
export type ConfigCheck =
  | { ok: true; config: SiteConfig; warnings?: ConfigProblem[] }
  | { ok: false; problems: ConfigProblem[]; warnings?: ConfigProblem[] };

/** Pages the app cannot run without; the route table must name each. */
export const requiredPages = ['home', 'update', 'notFound', 'serverError'] as const;

/** Plain words for each pattern of the schema, found by what the pattern contains. */
const formats: [string, string][] = [
  ['#[0-9a-fA-F]{6}', 'a colour as #rrggbb'],
  ['[^\\s@]', 'an email address'],
  ['data:image', 'a path on this site, an https URL, or a data:image URI'],
  ['|\\/[^\\s]*', 'an absolute http(s) URL or a path starting with /'],
  ['^https?', 'an absolute http(s) URL'],
  ['[A-Z]{3}', 'a three-letter currency code such as NGN'],
  ['A-Za-z0-9/_:-', 'a path starting with / (letters, digits, / _ : -)'],
  ['[a-zA-Z][a-zA-Z0-9]{0,15}', 'letters and digits, starting with a letter, up to 16'],
  ['A-Za-z0-9._-', 'an id of up to 100 letters, digits, dots, dashes or underscores'],
  ['[\\w.~-]', 'a path on this site such as /brand/font.woff2'],
  ['[\\w \'",-]', 'a font list such as "Inter", system-ui, sans-serif'],
  ['\\d{2,4}x', 'a size such as 192x192'],
  ['[1-9]00', 'a weight such as 400, or a range such as 100 900'],
  ['A-Za-z0-9 _-', 'a family name (letters, digits, spaces, - or _)'],
];

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object { ... }',
  array: 'a list [ ... ]',
};

/** A key as written in a path: plain names after a dot, any other key (`"a b"`, `""`) quoted in brackets. */
function pathStep(acc: string, key: PropertyKey): string {
  if (typeof key === 'number') return `${acc}[${key}]`;
  const name = String(key);
  if (!/^[A-Za-z_$][\w$-]*$/.test(name)) return `${acc}[${JSON.stringify(name)}]`;
  return acc ? `${acc}.${name}` : name;
}

function keyPath(path: PropertyKey[]): string {
  return path.reduce<string>(pathStep, '') || '(top level)';
}

function received(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'string' ? `"${value}"` : typeof value === 'object' ? 'an object' : String(value);
}

function at(input: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined),
    input,
  );
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown): ConfigProblem[] {
  const path = keyPath(issue.path);
  const value = at(input, issue.path);
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        path: keyPath([...issue.path, key]),
        message: `unknown key "${key}" (check its spelling; unknown keys are not allowed)`,
      }));
    case 'invalid_type':
      return [
        {
          path,
          message:
            value === undefined
              ? `is missing: expected ${typeWords[issue.expected] ?? issue.expected}`
              : `expected ${typeWords[issue.expected] ?? issue.expected}, found ${received(value)}`,
        },
      ];
    case 'invalid_value':
      return [
        {
          path,
          message: `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, found ${received(value)}`,
        },
      ];
    case 'invalid_union':
      return [{ path, message: `found ${received(value)}, which is not one of the accepted values` }];
    case 'too_small':
      return [
        {
          path,
          message:
            issue.origin === 'string'
              ? `must have at least ${issue.minimum} character(s)`
              : issue.origin === 'array'
                ? `must list at least ${issue.minimum} item(s)`
                : `must be at least ${issue.minimum}, found ${received(value)}`,
        },
      ];
    case 'too_big':
      return [
        {
          path,
          message:
            issue.origin === 'string'
              ? `must have at most ${issue.maximum} characters`
              : `must be at most ${issue.maximum}, found ${received(value)}`,
        },
      ];
    case 'invalid_format': {
      const pattern = 'pattern' in issue && issue.pattern ? String(issue.pattern) : '';
      const hint = formats.find(([part]) => pattern.includes(part))?.[1] ?? 'the expected form';
      return [{ path, message: `must be ${hint}, found ${received(value)}` }];
    }
    case 'not_multiple_of':
      return [{ path, message: `must be a whole number, found ${received(value)}` }];
    default:
      return [{ path, message: `is not valid (found ${received(value)})` }];
  }
}

function crossChecks(config: SiteConfig): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const seen = new Map<string, number>();
  config.routes.forEach((route, i) => {
    const first = seen.get(route.path);
    if (first !== undefined)
      problems.push({ path: `routes[${i}].path`, message: `"${route.path}" is already routed by routes[${first}]` });
    else seen.set(route.path, i);
  });
  for (const page of requiredPages) {
    if (!config.routes.some((r) => r.page === page && !r.feature && !r.switch))
      problems.push({ path: 'routes', message: `must route the "${page}" page (without a feature switch)` });
  }
  const sectionIds = config.home.sections.map((s) => s.id);
  sectionIds.forEach((id, i) => {
    if (sectionIds.indexOf(id) !== i)
      problems.push({ path: `home.sections[${i}].id`, message: `"${id}" is listed twice` });
  });
  if (!config.languages.selectable.includes(config.languages.default)) {
    problems.push({
      path: 'languages.default',
      message: `"${config.languages.default}" must also be in languages.selectable`,
    });
  }
  return [...problems, ...providerChecks(config), ...contrastProblems(config.brand)];
}

/** A chat or analytics switch that is on needs its provider block and, in the active environment, its host. */
function providerChecks(config: SiteConfig): ConfigProblem[] {
  const active = config.environments.active;
  return (['chat', 'analytics'] as const).flatMap((kind) => {
    if (!config.switches[kind]) return [];
    const problems: ConfigProblem[] = [];
    if (!config[kind])
      problems.push({
        path: kind,
        message: `is missing: switches.${kind} is on, so name the provider and your id here`,
      });
    if (!config.environments.hosts[active][kind]) {
      problems.push({
        path: `environments.hosts.${active}.${kind}`,
        message: `is missing: switches.${kind} is on, so the active environment must say where the ${kind} provider is`,
      });
    }
    return problems;
  });
}

/** Checks parsed JSON against the schema, then the rules across keys. */
export function checkSiteConfig(input: unknown): ConfigCheck {
  const parsed = z.safeParse(siteConfigSchema, input);
  if (!parsed.success)
    return { ok: false, problems: parsed.error.issues.flatMap((issue) => describeIssue(issue, input)) };
  const brand = brandFindings(parsed.data);
  const problems = [...crossChecks(parsed.data), ...brand.errors];
  const warnings = [...brand.warnings, ...contrastWarnings(parsed.data.brand)];
  return problems.length > 0 ? { ok: false, problems, warnings } : { ok: true, config: parsed.data, warnings };
}

/** Checks the text of a site.json file, including whether it is JSON at all. */
export function checkSiteConfigText(text: string): ConfigCheck {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ path: '(file)', message: `is not valid JSON: ${(error as Error).message}` }] };
  }
  return checkSiteConfig(json);
}
