/** A sale's phase as a word with its own mark; an open sale with nothing left says it sold out. */
import { StatusBadge, type StatusTone } from '../../ui/StatusBadge.tsx';
import { isSoldOut, type IeoProject } from './sale-phase.ts';
import { useT } from '../../i18n/use-t.ts';

const tones: Record<IeoProject['Status'], StatusTone> = {
  upcoming: 'neutral',
  open: 'success',
  calculating: 'pending',
  distributed: 'neutral',
};

export function PhaseBadge({ project }: { project: Pick<IeoProject, 'Status' | 'Sold' | 'TotalSupply'> }) {
  const t = useT();
  if (project.Status === 'open' && isSoldOut(project))
    return <StatusBadge tone="danger">{t('twinkle.status.soldOut')}</StatusBadge>;
  return <StatusBadge tone={tones[project.Status]}>{t(`twinkle.status.${project.Status}`)}</StatusBadge>;
}
