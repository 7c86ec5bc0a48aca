/**
 * The home page: the sections the site-config switches on, in its order. The opening section
 * shows at once; each of the others is loaded and made as the visitor comes near it (or moves
 * through the page with the keyboard), so the page's start spends nothing below the first screen.
 * A home the server rendered has them all in its HTML: the takeover keeps each where it stands and
 * hydrates it once its chunk and texts are in.
 */
import { memo } from 'react';
import type { HomeSectionId } from '../../config/site-config.schema.ts';
import { homeSections } from '../../config/site-config.ts';
import { asRendered } from '../../lib/as-rendered.ts';
import { Deferred } from '../../ui/Deferred.tsx';
import { Loading } from '../../ui/LoadState.tsx';
import { useNearView } from '../../ui/use-near-view.ts';
import { useMessageAreas } from '../../i18n/language-store.ts';
import { homeSectionAreas } from '../../shell/message-areas.ts';
import { tellPagePart } from '../../lib/page-parts.ts';
import { homeSectionComponents } from './sections.ts';
import './home.css';
// The later sections' styles come with the page's, not with each section's chunk: a home the server
// rendered draws every section styled from the first paint.
import './sections/market-trend.css';
import './sections/recommended-markets.css';
import './sections/advanced-trading.css';
import './sections/app-download.css';
import './sections/start-use.css';
import './sections/trading-volume.css';

/** How far below the screen a section starts loading: about a screen ahead of the visitor. */
const loadAhead = '400px';

/** A section not made yet keeps a screen of room (home.css). */
const placeholder = <Loading className="home__placeholder" />;

/** A section below the opening one: loaded and made as the visitor comes near its place. */
function LaterSlot({ id }: { id: HomeSectionId }) {
  const [place, near] = useNearView<HTMLDivElement>(loadAhead);
  return (
    <div ref={place} className="home__slot" data-section={id}>
      {near || asRendered().wholePage ? <Section id={id} /> : placeholder}
    </div>
  );
}

/**
 * The banner's texts are shared; the other sections' load with them, in parallel with their chunks.
 * A section that cannot load or render is left out, the rest of the page untouched. Its slot's own
 * updates (the visitor coming near) pass it by: new props on a section still as the server drew it
 * would make React draw it again in its place.
 */
const Section = memo(function Section({ id }: { id: HomeSectionId }) {
  const Component = homeSectionComponents[id];
  tellPagePart(`home-section:${id}`);
  return (
    <Deferred loading={placeholder}>
      <SectionTexts id={id} />
      <Component />
    </Deferred>
  );
});

function SectionTexts({ id }: { id: HomeSectionId }) {
  useMessageAreas(homeSectionAreas(id));
  return null;
}

export default function HomePage() {
  return (
    <div className="home">
      {homeSections().map((id, index) =>
        index === 0 ? (
          <div key={id} className="home__slot" data-section={id}>
            <Section id={id} />
          </div>
        ) : (
          <LaterSlot key={id} id={id} />
        ),
      )}
    </div>
  );
}
