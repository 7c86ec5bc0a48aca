// The shape of every `ways/*` rule (eslint/everyday-ways.js, eslint/money-ways.js): it reports what
// its visitors find, except in the files it names, each with its reason.
import { relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const pathOf = (context) => relative(root, context.filename).split(sep).join('/');

/** A rule that reports what its visitors find, except in the files it names with a reason. */
export function rule(description, exceptions, visitors) {
  return {
    meta: { type: 'problem', docs: { description }, schema: [] },
    exceptions,
    create(context) {
      if (pathOf(context) in exceptions) return {};
      const report = (node, message) => context.report({ node, message });
      return visitors(report, context);
    },
  };
}
