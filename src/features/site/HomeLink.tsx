import { pagePath } from '../../config/page-paths.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { useT } from '../../i18n/use-t.ts';

export function HomeLink() {
  const t = useT();
  return <ButtonLink to={pagePath('home')}>{t('common.backHome')}</ButtonLink>;
}
