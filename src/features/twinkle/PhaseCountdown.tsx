/** The time to a sale's next phase by the server's clock; once distributed, the day it was. */
import { formatDate } from '../../lib/dates.ts';
import { useServerNow } from '../../session/server-clock.ts';
import { Countdown } from '../../ui/Countdown.tsx';
import { nextPhaseAt, type IeoProject } from './sale-phase.ts';
import { useT } from '../../i18n/use-t.ts';

interface PhaseCountdownProps {
  project: Pick<IeoProject, 'Status' | 'StartTime' | 'EndTime' | 'DistributeTime'>;
  /** The phase has moved on: the caller asks for the project again. */
  onNextPhase: () => void;
}

const labels = {
  upcoming: 'twinkle.countdown.opensIn',
  open: 'twinkle.countdown.closesIn',
  calculating: 'twinkle.countdown.distributedIn',
} as const;

export function PhaseCountdown({ project, onNextPhase }: PhaseCountdownProps) {
  const t = useT();
  const now = useServerNow();
  const at = nextPhaseAt(project);
  if (project.Status === 'distributed' || at === null) {
    return (
      <p className="sale-countdown">
        {t('twinkle.countdown.distributedOn', { date: formatDate(project.DistributeTime, 'YYYY-MM-DD HH:mm') })}
      </p>
    );
  }
  const label = labels[project.Status];
  const timer = (
    <Countdown
      key="timer"
      endsAt={at}
      now={now}
      onEnd={onNextPhase}
      className="sale-countdown__time"
      label={(time) => t(label, { time })}
      endedLabel={t('twinkle.countdown.moving')}
    />
  );
  // The sentence in the language's own word order, with the ticking time in its place.
  return <p className="sale-countdown">{t(label, { time: timer })}</p>;
}
