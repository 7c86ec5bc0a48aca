/** The four security items, each with whether it is set and a link to where it is fixed. */
import type { UserInfo } from './account-api.ts';
import { useT } from '../../i18n/use-t.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { pagePath } from '../../config/page-paths.ts';

interface Item {
  id: 'pin' | 'google' | 'phone' | 'email';
  done: boolean;
  detail?: string;
  to: string;
}

function itemsOf(user: UserInfo): Item[] {
  return [
    { id: 'pin', done: user.HasPin, to: pagePath('accountSettings', { hash: 'pin' }) },
    { id: 'google', done: user.GoogleEnabled, to: pagePath('accountGoogle') },
    {
      id: 'phone',
      done: !!user.Phone,
      detail: user.Phone ? `+${user.AreaCode ?? ''} ${user.Phone}` : undefined,
      to: pagePath('accountSettings', { hash: 'phone' }),
    },
    {
      id: 'email',
      done: !!user.Email,
      detail: user.Email ?? undefined,
      to: pagePath('accountSettings', { hash: 'email' }),
    },
  ];
}

export function SecurityStatus({ user }: { user: UserInfo }) {
  const t = useT();
  return (
    <section className="account-card" aria-labelledby="security-title">
      <h2 id="security-title">{t('account.security.title')}</h2>
      <ul className="security-status-items">
        {itemsOf(user).map((item) => (
          <li key={item.id} className="security-status-item">
            <span
              className={`security-status-item__mark security-status-item__mark--${item.done ? 'on' : 'off'}`}
              aria-hidden="true"
            >
              {item.done ? '✓' : '!'}
            </span>
            <span className="security-status-item__text">
              <strong>{t(`account.security.${item.id}`)}</strong>
              <span className="security-status-item__state">
                {item.detail ?? t(`account.security.${item.id}.${item.done ? 'on' : 'off'}`)}
              </span>
            </span>
            <ButtonLink
              to={item.to}
              variant="secondary"
              className="security-status-item__action"
              aria-label={`${t(`account.security.${item.id}.${item.done ? 'change' : 'fix'}`)} – ${t(`account.security.${item.id}`)}`}
            >
              {t(`account.security.${item.id}.${item.done ? 'change' : 'fix'}`)}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
