/** The router, built from the site-config's route table (routes whose switch is off do not exist). */
import { createBrowserRouter } from 'react-router';
import { activeRoutes } from '../config/site-config.ts';
import { Layout } from '../shell/Layout.tsx';
import { RouteGate } from './RouteGate.tsx';

export function createAppRouter() {
  const notFound = activeRoutes().find((r) => r.page === 'notFound')!;
  return createBrowserRouter([
    {
      element: <Layout />,
      children: [
        ...activeRoutes().map((entry) => ({ path: entry.path, element: <RouteGate entry={entry} /> })),
        { path: '*', element: <RouteGate entry={notFound} /> },
      ],
    },
  ]);
}
