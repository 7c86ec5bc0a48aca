/**
 * Spot and futures trading, each on its own site: a card per market type whose feature switch is
 * on, linking out to the active environment's trade or futures site.
 */
import { ExternalButtonLink } from '../../../ui/ExternalButtonLink.tsx';
import { activeHosts } from '../../../config/site-config.ts';
import { SectionHead } from '../SectionHead.tsx';
import { shownTradingKinds } from './trading-kinds.ts';
import { useT } from '../../../i18n/use-t.ts';

export default function AdvancedTrading() {
  const t = useT();
  const hosts = activeHosts();
  const kinds = shownTradingKinds().map((kind) => ({ id: kind.id, href: hosts[kind.site] }));
  // With neither switch on there is nothing to present, so the section stays out of the page.
  if (kinds.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="advanced-trading-title">
      <SectionHead
        id="advanced-trading-title"
        title={t('home-sections.advancedTrading.title')}
        lead={t('home-sections.advancedTrading.lead')}
      />
      <ul className="home-cards advanced-trading__cards">
        {kinds.map((k) => (
          <li key={k.id} className="home-card advanced-trading__card">
            <h3>{t(`home-sections.advancedTrading.${k.id}.title`)}</h3>
            <p>{t(`home-sections.advancedTrading.${k.id}.text`)}</p>
            <ExternalButtonLink className="advanced-trading__link" href={k.href} newTab>
              {t(`home-sections.advancedTrading.${k.id}.action`)}
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path
                  d="M14 5h5v5M19 5l-8 8M17 14v5H5V7h5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>{' '}
              <span className="visually-hidden">{t('home-sections.newTab')}</span>
            </ExternalButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
