/**
 * Every error of the draft, then every warning, each a button that opens its panel and focuses its
 * field. The panel's words are used where they differ from the key path (`routes[61]` is the
 * panel's "Route 62").
 */
import type { ConfigProblem } from '../../src/config/check-site-config.ts';
import { shownPath } from './model/shown-path.ts';

interface Props {
  problems: ConfigProblem[];
  warnings: ConfigProblem[];
  onShow: (path: string) => void;
}

function Entries({ list, onShow }: { list: ConfigProblem[]; onShow: (path: string) => void }) {
  return (
    <ul>
      {list.map((problem, i) => (
        <li key={`${problem.path}-${i}`}>
          <button type="button" className="link-button" onClick={() => onShow(problem.path)}>
            {shownPath(problem.path)}
          </button>
          : {problem.message}
        </li>
      ))}
    </ul>
  );
}

export function ProblemList({ problems, warnings, onShow }: Props) {
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  const title =
    problems.length === 0
      ? 'No problems: the draft passes config:check'
      : `${count(problems.length, 'problem')}: fix ${problems.length === 1 ? 'it' : 'them'} to save`;
  return (
    <section className="problems" aria-label="Problems">
      <h2 className="problems__title" role="status">
        {warnings.length > 0 ? `${title}; ${count(warnings.length, 'warning')}` : title}
      </h2>
      {problems.length > 0 && <Entries list={problems} onShow={onShow} />}
      {warnings.length > 0 && (
        <details className="problems__warnings" open={problems.length === 0}>
          <summary>{count(warnings.length, 'warning')}: the page works, but would look wrong</summary>
          <Entries list={warnings} onShow={onShow} />
        </details>
      )}
    </section>
  );
}
