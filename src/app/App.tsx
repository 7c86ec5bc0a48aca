import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { RouterBridge } from './navigation.ts';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <RouterBridge />
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </I18nProvider>
  );
}
