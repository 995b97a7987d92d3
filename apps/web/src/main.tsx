import '@fontsource/hind-siliguri/400.css';
import '@fontsource/hind-siliguri/600.css';
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/600.css';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './i18n/i18n';
import { bootShellId } from './ui/BootSkeleton';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

/**
 * The frame the server painted before the scripts ran gives way in the same frame as the app
 * draws its own first element (the app's skeleton stays empty until then).
 */
function replaceBootShellOnFirstRender(container: HTMLElement) {
  const boot = document.getElementById(bootShellId);
  if (!boot) return;
  const observer = new MutationObserver(() => {
    if (container.childElementCount === 0) return;
    observer.disconnect();
    boot.remove();
  });
  observer.observe(container, { childList: true });
}

replaceBootShellOnFirstRender(root);
await initI18n();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
