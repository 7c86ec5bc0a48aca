/** Every problem of the draft, each a button that opens its panel and focuses its field. */
import type { ConfigProblem } from '../../src/config/check-site-config.ts';

export function ProblemList({ problems, onShow }: { problems: ConfigProblem[]; onShow: (path: string) => void }) {
  return (
    <section className="problems" aria-label="Problems">
      <h2 className="problems__title" role="status">
        {problems.length === 0
          ? 'No problems: the draft passes config:check'
          : `${problems.length} problem${problems.length === 1 ? '' : 's'}: fix ${problems.length === 1 ? 'it' : 'them'} to save`}
      </h2>
      {problems.length > 0 && (
        <ul>
          {problems.map((problem, i) => (
            <li key={`${problem.path}-${i}`}>
              <button type="button" className="link-button" onClick={() => onShow(problem.path)}>
                {problem.path}
              </button>
              : {problem.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
