// ESLint rule `layers/one-way`: an import may only reach the layers below its own
// (docs/architecture.md), and one product area (src/features/<area>) never imports another.
// An area's page-ids.ts (the ids of its pages, src/features/<area>/page-ids.ts) is a layer of its
// own under config: it imports nothing, and only config (which collects every area's ids for the
// site-config schema) and its own area read it.
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** Layer -> the layers it may import (besides itself). */
export const allowed = {
  'page-ids': [],
  lib: [],
  config: ['lib', 'page-ids'],
  i18n: ['lib', 'config'],
  api: ['generated', 'lib', 'config'],
  session: ['api', 'generated', 'lib', 'config'],
  maintenance: ['api', 'generated', 'lib', 'config'],
  data: ['api', 'generated', 'lib', 'config', 'session'],
  ui: ['lib', 'i18n'],
  shell: ['ui', 'data', 'config', 'session', 'maintenance', 'i18n', 'api', 'generated', 'lib'],
  'money-action': ['ui', 'shell', 'data', 'config', 'session', 'maintenance', 'i18n', 'api', 'generated', 'lib'],
  features: [
    'page-ids',
    'money-action',
    'ui',
    'shell',
    'data',
    'config',
    'session',
    'maintenance',
    'i18n',
    'api',
    'generated',
    'lib',
  ],
  app: [
    'features',
    'money-action',
    'ui',
    'shell',
    'data',
    'config',
    'session',
    'maintenance',
    'i18n',
    'api',
    'generated',
    'lib',
  ],
};

/** The layer of a file (and its product area for features), or null outside src/ and generated/. */
export function layerOf(file) {
  const parts = relative(root, file).split(sep);
  if (parts[0] === 'generated') return { layer: 'generated' };
  if (parts[0] === 'sandbox') return { layer: 'sandbox' };
  if (parts[0] !== 'src' || parts.length < 3) return null;
  if (parts[1] === 'features' && parts.length === 4 && parts[3] === 'page-ids.ts')
    return { layer: 'page-ids', area: parts[2] };
  return { layer: parts[1], area: parts[1] === 'features' ? parts[2] : undefined };
}

export function problemOf(fromFile, source) {
  if (!source.startsWith('.')) return null;
  const from = layerOf(fromFile);
  const to = layerOf(resolve(dirname(fromFile), source));
  if (!from || !to || !(from.layer in allowed)) return null;
  // A test may reach the sandbox (its fake backend) and the test helpers; never other layers upward.
  if (/\.test\.[jt]sx?$/.test(fromFile) && to.layer === 'sandbox') return null;
  if (from.layer === 'features' && to.layer === 'page-ids' && from.area !== to.area) {
    return `src/features/${from.area} may not import another product area (src/features/${to.area})`;
  }
  if (from.layer === to.layer) {
    return from.area && to.area && from.area !== to.area
      ? `src/features/${from.area} may not import another product area (src/features/${to.area})`
      : null;
  }
  if (!allowed[from.layer].includes(to.layer)) {
    return `src/${from.layer} may not import ${to.layer === 'generated' || to.layer === 'sandbox' ? to.layer : `src/${to.layer}`} (allowed: ${allowed[from.layer].join(', ') || 'nothing of the app'})`;
  }
  return null;
}

const oneWay = {
  meta: { type: 'problem', docs: { description: 'Imports flow one way down the layers' }, schema: [] },
  create(context) {
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const problem = problemOf(context.filename, node.source.value);
      if (problem) context.report({ node: node.source, message: problem });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'one-way': oneWay } };
