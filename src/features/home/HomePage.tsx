/**
 * The home page: the sections the site-config switches on, in its order. The opening section
 * shows at once; the others, below the first screen, load once the browser is idle.
 */
import { Suspense } from 'react';
import { homeSections } from '../../config/site-config.ts';
import { Loading } from '../../ui/LoadState.tsx';
import { useIdle } from '../../ui/use-idle.ts';
import { homeSectionComponents } from './sections.ts';
import './home.css';

export default function HomePage() {
  const idle = useIdle();
  return (
    <div className="home">
      {homeSections().map((id, index) => {
        const Section = homeSectionComponents[id];
        return (
          <div key={id} className="home__slot" data-section={id}>
            {index === 0 || idle ? (
              <Suspense fallback={<Loading />}>
                <Section />
              </Suspense>
            ) : (
              <Loading />
            )}
          </div>
        );
      })}
    </div>
  );
}
