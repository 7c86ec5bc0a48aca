import { BrowserRouter } from 'react-router';
import { QueryProvider } from '../api/query-cache.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { RouterBridge } from './navigation.ts';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <I18nProvider>
      <QueryProvider>
        <BrowserRouter>
          <RouterBridge />
          <AppRoutes />
        </BrowserRouter>
      </QueryProvider>
    </I18nProvider>
  );
}
