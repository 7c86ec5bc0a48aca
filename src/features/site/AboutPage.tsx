/** About the exchange (about module variant 2): who it is for and what it offers. */
import { useIntl } from 'react-intl';
import { brand } from '../../config/site-config.ts';
import './about.css';

const points = ['security', 'markets', 'fiat', 'support'] as const;

export default function AboutPage() {
  const intl = useIntl();
  const name = brand().name;
  return (
    <div className="page about">
      <h1>{intl.formatMessage({ id: 'about.title' }, { brand: name })}</h1>
      <p className="about__lead">{intl.formatMessage({ id: 'about.lead' }, { brand: name })}</p>
      <ul className="about__points">
        {points.map((p) => (
          <li key={p}>
            <h2>{intl.formatMessage({ id: `about.${p}.title` })}</h2>
            <p>{intl.formatMessage({ id: `about.${p}.text` })}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
