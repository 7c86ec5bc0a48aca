/** Shown instead of the app when site.json is broken: for the operator, in plain words. */
import type { ConfigProblem } from '../config/check-site-config.ts';
import { useEffect } from 'react';
import type { Root } from 'react-dom/client';
import { pageTakenOver } from '../lib/page-taken-over.ts';
import './config-error.css';

/** Replaces the app with the list of the site-config's problems. */
export function showProblems(root: Root, failed: { problems: ConfigProblem[]; warnings?: ConfigProblem[] }): void {
  document.title = 'Configuration problem';
  root.render(<ConfigErrorPage problems={failed.problems} warnings={failed.warnings} />);
}

function ProblemTable({ list }: { list: ConfigProblem[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Where</th>
          <th scope="col">What is wrong</th>
        </tr>
      </thead>
      <tbody>
        {list.map((p) => (
          <tr key={`${p.path}:${p.message}`}>
            <td>
              <code>{p.path}</code>
            </td>
            <td>{p.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function ConfigErrorPage({
  problems,
  warnings = [],
}: {
  problems: ConfigProblem[];
  warnings?: ConfigProblem[];
}) {
  useEffect(pageTakenOver, []);
  return (
    <main className="config-error">
      <h1>This site's configuration needs fixing</h1>
      <p>
        The file <code>site.json</code> has {problems.length} problem{problems.length === 1 ? '' : 's'}. Correct each
        one below, then reload the page. The same list is printed by{' '}
        <code>npm run config:check site-config/site.json</code>.
      </p>
      <ProblemTable list={problems} />
      {warnings.length > 0 && (
        <>
          <h2>
            {warnings.length} warning{warnings.length === 1 ? '' : 's'}: the page would work, but look wrong
          </h2>
          <ProblemTable list={warnings} />
        </>
      )}
    </main>
  );
}
