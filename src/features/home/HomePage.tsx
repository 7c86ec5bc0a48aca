/**
 * The home page: the sections the site-config switches on, in its order. The opening section
 * shows at once; each of the others is loaded and made as the visitor comes near it (or moves
 * through the page with the keyboard), so the page's start spends nothing below the first screen.
 */
import type { HomeSectionId } from '../../config/site-config.schema.ts';
import { homeSections } from '../../config/site-config.ts';
import { Deferred } from '../../ui/Deferred.tsx';
import { Loading } from '../../ui/LoadState.tsx';
import { useNearView } from '../../ui/use-near-view.ts';
import { useMessageAreas } from '../../i18n/language-store.ts';
import { shellMessageAreas } from '../../shell/message-areas.ts';
import { homeSectionComponents } from './sections.ts';
import './home.css';

/** How far below the screen a section starts loading: about a screen ahead of the visitor. */
const loadAhead = '400px';

/** A section not made yet keeps a screen of room (home.css). */
const placeholder = <Loading className="home__placeholder" />;

/** A section below the opening one: loaded and made as the visitor comes near its place. */
function LaterSlot({ id }: { id: HomeSectionId }) {
  const [place, near] = useNearView<HTMLDivElement>(loadAhead);
  return (
    <div ref={place} className="home__slot" data-section={id}>
      {near ? <Section id={id} /> : placeholder}
    </div>
  );
}

/**
 * The banner's texts are shared; the other sections' load with them, in parallel with their chunks.
 * A section that cannot load or render is left out, the rest of the page untouched.
 */
function Section({ id }: { id: HomeSectionId }) {
  const Component = homeSectionComponents[id];
  return (
    <Deferred loading={placeholder}>
      <SectionTexts id={id} />
      <Component />
    </Deferred>
  );
}

function SectionTexts({ id }: { id: HomeSectionId }) {
  useMessageAreas(id === 'banner' ? [] : shellMessageAreas.homeSections);
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
