import '@fontsource/hind-siliguri/400.css';
import '@fontsource/hind-siliguri/600.css';
import './ops.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initI18n } from './i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
await initI18n();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
