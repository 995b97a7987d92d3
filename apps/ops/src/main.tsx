import '@fontsource/hind-siliguri/400.css';
import '@fontsource/hind-siliguri/600.css';
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/600.css';
import './ops.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { App } from './App';
import { OpsApiError } from './api';
import { initI18n } from './i18n/i18n';

const retriesMax = 2;

// Balances and queues are always fetched afresh when a desk opens (no stale time). A refusal
// (forbidden, not found, validation) will not change on a retry; a dropped connection might.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) =>
        failures < retriesMax &&
        (!(error instanceof OpsApiError) || error.code === 'network_error'),
    },
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
await initI18n();
// The server words names, statuses and messages in the operator's language: a switch asks again.
i18next.on('languageChanged', () => void queryClient.invalidateQueries());
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
