/** The sale's three phases in order, with when each starts and ends, and the one under way marked and counted down. */
import { formatDate } from '../../lib/dates.ts';
import { currentPhase, phaseSpans, type IeoProject } from './sale-phase.ts';
import { PhaseCountdown } from './PhaseCountdown.tsx';
import { useT } from '../../i18n/use-t.ts';

const when = (at: number) => formatDate(at, 'YYYY-MM-DD HH:mm');

export function PhaseTimeline({ project, onNextPhase }: { project: IeoProject; onNextPhase: () => void }) {
  const t = useT();
  const current = currentPhase(project.Status);
  const spans = phaseSpans(project);
  const doneUpTo = current ? spans.findIndex((s) => s.phase === current) : -1;
  return (
    <section className="sale-panel" aria-labelledby="sale-timeline-title">
      <h2 id="sale-timeline-title">{t('twinkle.timeline.title')}</h2>
      <ol className="sale-timeline">
        {spans.map((span, index) => {
          const state = span.phase === current ? 'current' : index < doneUpTo ? 'done' : 'next';
          return (
            <li
              key={span.phase}
              className={`sale-timeline__step sale-timeline__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="sale-timeline__mark" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <div className="sale-timeline__text">
                <span className="sale-timeline__name">
                  {t(`twinkle.timeline.${span.phase}`)}
                  {state !== 'next' && (
                    <span className="sale-timeline__state">{t(`twinkle.timeline.state.${state}`)}</span>
                  )}
                </span>
                <span className="sale-timeline__when">
                  {span.endsAt === null
                    ? t('twinkle.timeline.from', { start: when(span.startsAt) })
                    : t('twinkle.timeline.span', { start: when(span.startsAt), end: when(span.endsAt) })}
                </span>
              </div>
            </li>
          );
        })}
      </ol>
      <PhaseCountdown project={project} onNextPhase={onNextPhase} />
    </section>
  );
}
