/** The studio's panels in the order the side list shows them, and which panel each top-level key is on. */
import type { ComponentType } from 'react';
import { BrandPanel } from './BrandPanel.tsx';
import { EnvironmentsPanel } from './EnvironmentsPanel.tsx';
import { FeaturesPanel } from './FeaturesPanel.tsx';
import { HeaderPanel } from './HeaderPanel.tsx';
import { HomePanel } from './HomePanel.tsx';
import { RoutesPanel } from './RoutesPanel.tsx';
import { ConstantsPanel, FooterPanel, LanguagesPanel, ServicesPanel } from './simple-panels.tsx';

export interface Panel {
  id: string;
  title: string;
  keys: string[];
  Component: ComponentType;
}

export const panels: Panel[] = [
  { id: 'brand', title: 'Brand', keys: ['brand', 'theme'], Component: BrandPanel },
  { id: 'features', title: 'Features', keys: ['features'], Component: FeaturesPanel },
  { id: 'home', title: 'Home sections', keys: ['home'], Component: HomePanel },
  { id: 'header', title: 'Header and nav', keys: ['header'], Component: HeaderPanel },
  { id: 'footer', title: 'Footer', keys: ['footer'], Component: FooterPanel },
  { id: 'routes', title: 'Routes', keys: ['routes'], Component: RoutesPanel },
  { id: 'languages', title: 'Languages and currency', keys: ['languages', 'currency'], Component: LanguagesPanel },
  { id: 'environments', title: 'Environments and hosts', keys: ['environments'], Component: EnvironmentsPanel },
  {
    id: 'services',
    title: 'Chat, analytics, switches',
    keys: ['switches', 'chat', 'analytics', 'monitoring'],
    Component: ServicesPanel,
  },
  { id: 'constants', title: 'Constants', keys: ['constants'], Component: ConstantsPanel },
];

/** The panel that shows a problem's key path (`routes[3].page` -> routes). */
export function panelOf(path: string): Panel {
  const top = path.split(/[.[ ]/)[0];
  return panels.find((panel) => panel.keys.includes(top)) ?? panels[0];
}
