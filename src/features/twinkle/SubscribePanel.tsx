/**
 * The subscription part of a sale's page, by its phase: when it opens, the form while it is open,
 * sold out, or closed; a visitor is asked to log in first.
 */
import { useLocation } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { useSignedIn } from '../../session/hooks.ts';
import { isSoldOut } from './sale-phase.ts';
import { SubscribeForm } from './SubscribeForm.tsx';
import type { IeoProjectDetails } from './twinkle-api.ts';
import { useT } from '../../i18n/use-t.ts';
import { loginHref } from '../../config/page-paths.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';

const when = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');

export function SubscribePanel({ project, onChanged }: { project: IeoProjectDetails; onChanged: () => void }) {
  const t = useT();
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  const note = (text: string) => (
    <section className="sale-panel subscribe-note" aria-labelledby="subscribe-title">
      <h2 id="subscribe-title">{t('twinkle.subscribe.title')}</h2>
      <p>{text}</p>
    </section>
  );
  if (project.Status === 'upcoming') return note(t('twinkle.subscribe.opensOn', { date: when(project.StartTime) }));
  if (project.Status === 'calculating')
    return note(t('twinkle.subscribe.closedCalculating', { date: when(project.EndTime) }));
  if (project.Status === 'distributed') return note(t('twinkle.subscribe.closed', { date: when(project.EndTime) }));
  if (isSoldOut(project)) return note(t('twinkle.subscribe.soldOut'));
  if (!signedIn) {
    return (
      <section className="sale-panel subscribe-note" aria-labelledby="subscribe-title">
        <h2 id="subscribe-title">{t('twinkle.subscribe.title')}</h2>
        <p>{t('twinkle.subscribe.signIn')}</p>
        <ButtonLink to={loginHref(pathname + search)}>{t('twinkle.subscribe.signInLink')}</ButtonLink>
      </section>
    );
  }
  return (
    <section className="sale-panel">
      <SubscribeForm project={project} onClosed={onChanged} />
    </section>
  );
}
