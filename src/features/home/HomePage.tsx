/** The home page. */
import { useIntl } from 'react-intl';
import { brand } from '../../config/site-config.ts';
import { MarketTrend } from './MarketTrend.tsx';

export default function HomePage() {
  const intl = useIntl();
  return (
    <div className="page">
      <h1>{intl.formatMessage({ id: 'home.title' }, { brand: brand().name })}</h1>
      <MarketTrend />
    </div>
  );
}
