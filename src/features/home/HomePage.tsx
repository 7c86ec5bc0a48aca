/** The home page: the sections the site-config switches on, in its order. */
import { Suspense } from 'react';
import { homeSections } from '../../config/site-config.ts';
import { Loading } from '../../ui/LoadState.tsx';
import { homeSectionComponents } from './sections.ts';
import './home.css';

export default function HomePage() {
  return (
    <div className="home">
      {homeSections().map((id) => {
        const Section = homeSectionComponents[id];
        return (
          <div key={id} className="home__slot" data-section={id}>
            <Suspense fallback={<Loading />}>
              <Section />
            </Suspense>
          </div>
        );
      })}
    </div>
  );
}
