/**
 * The home page: the sections the site-config switches on, in its order. The opening section
 * shows at once; each of the others is loaded and made as the visitor comes near it (or moves
 * through the page with the keyboard), so the page's start spends nothing below the first screen.
 */
import { Suspense } from 'react';
import type { HomeSectionId } from '../../config/site-config.schema.ts';
import { homeSections } from '../../config/site-config.ts';
import { Loading } from '../../ui/LoadState.tsx';
import { useNearView } from '../../ui/use-near-view.ts';
import { homeSectionComponents } from './sections.ts';
import './home.css';

/** How far below the screen a section starts loading: about a screen ahead of the visitor. */
const loadAhead = '400px';

function HomeSlot({ id, opening }: { id: HomeSectionId; opening: boolean }) {
  const [place, near] = useNearView<HTMLDivElement>(loadAhead);
  const Section = homeSectionComponents[id];
  return (
    <div ref={opening ? undefined : place} className="home__slot" data-section={id}>
      {opening || near ? (
        <Suspense fallback={<Loading />}>
          <Section />
        </Suspense>
      ) : (
        <Loading />
      )}
    </div>
  );
}

export default function HomePage() {
  return (
    <div className="home">
      {homeSections().map((id, index) => (
        <HomeSlot key={id} id={id} opening={index === 0} />
      ))}
    </div>
  );
}
