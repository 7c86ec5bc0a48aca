/** Why trade here: four feature cards (security, fees, fiat, support). */
import type { ReactElement } from 'react';
import { brand } from '../../../config/site-config.ts';
import { SectionHead } from '../SectionHead.tsx';
import { useT } from '../../../i18n/use-t.ts';

const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const features: { id: string; icon: ReactElement }[] = [
  {
    id: 'security',
    icon: <path {...line} d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6l8-3zM8.5 12l2.5 2.5 4.5-5" />,
  },
  {
    id: 'fees',
    icon: <path {...line} d="M19 5L5 19M7.5 9.5a2 2 0 100-4 2 2 0 000 4zM16.5 18.5a2 2 0 100-4 2 2 0 000 4z" />,
  },
  { id: 'fiat', icon: <path {...line} d="M3 7h18v10H3zM12 14.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5zM6 10v4M18 10v4" /> },
  {
    id: 'support',
    icon: (
      <path
        {...line}
        d="M4 14v-2a8 8 0 0116 0v2M4 14h3v5H5a1 1 0 01-1-1v-4zM20 14h-3v5h2a1 1 0 001-1v-4zM17 19c0 1.1-1.8 2-4 2"
      />
    ),
  },
];

export default function Features() {
  const t = useT();
  return (
    <section className="home-section" aria-labelledby="home-features-title">
      <SectionHead
        id="home-features-title"
        title={t('home-sections.features.title', { brand: brand().name })}
        lead={t('home-sections.features.lead')}
      />
      <ul className="home-cards">
        {features.map((f) => (
          <li key={f.id} className="home-card">
            <span className="home-icon">
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                {f.icon}
              </svg>
            </span>
            <h3>{t(`home-sections.features.${f.id}.title`)}</h3>
            <p>{t(`home-sections.features.${f.id}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
