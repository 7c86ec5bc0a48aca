import { useIntl } from 'react-intl';
import { pagePath } from '../../config/page-paths.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';

export function HomeLink() {
  const intl = useIntl();
  return <ButtonLink to={pagePath('home')}>{intl.formatMessage({ id: 'common.backHome' })}</ButtonLink>;
}
