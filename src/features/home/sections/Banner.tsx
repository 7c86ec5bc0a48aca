/** The home page's opening: the brand's headline with its call to action, and the banner carousel. */
import { useApiQuery } from '../../../api/query.ts';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';
import { brand } from '../../../config/site-config.ts';
import { useSignedIn } from '../../../session/hooks.ts';
import { Loaded } from '../../../shell/Loaded.tsx';
import { Loading } from '../../../ui/LoadState.tsx';
import { callToAction } from '../call-to-action.ts';
import { bannersQuery } from '../home-queries.ts';
import { BannerCarousel } from './BannerCarousel.tsx';
import './banner.css';
import { usePageLanguage } from '../../../i18n/use-page-language.ts';
import { useT } from '../../../i18n/use-t.ts';

export default function Banner() {
  const t = useT();
  // The provider's locale is the current language (start-up picks it from the supported list).
  const language = usePageLanguage();
  // Start-up asks for the banners early (preload.ts): the first render shows them when they have come.
  const banners = useApiQuery(bannersQuery(language));
  const action = callToAction(useSignedIn());
  const name = brand().name;
  return (
    <section className="home-banner" aria-labelledby="home-banner-title">
      <div className="home-banner__inner">
        <div className="home-banner__text">
          <h1 id="home-banner-title">{t('home.title', { brand: name })}</h1>
          <p className="home-banner__lead">{t('home.banner.lead', { brand: name })}</p>
          {action && (
            <ButtonLink className="home-banner__action" to={action.to}>
              {t(action.label)}
            </ButtonLink>
          )}
        </div>
        <div className="home-banner__carousel">
          <Loaded query={banners} empty="home.banner.empty" loading={<Loading className="home-banner__placeholder" />}>
            {(list) => <BannerCarousel banners={list} />}
          </Loaded>
        </div>
      </div>
    </section>
  );
}
