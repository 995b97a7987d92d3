import '@fontsource/hind-siliguri/400.css';
import '@fontsource/hind-siliguri/600.css';
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/600.css';
// Swiper's styles set custom properties on :root. Added when the first carousel loaded, they
// restyled every element of the page (each inherits them) in the middle of its start; they come
// in the head's first style sheet with the fonts instead, before the page's own rules.
import 'swiper/css';
import 'swiper/css/pagination';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import { bootShellId } from './ui/BootSkeleton';
import { nextTask } from './ui/next-task';
import { whenSettled } from './ui/motion';

declare global {
  interface Window {
    /** The first screen's fonts, asked for by the page's loader with the app's code. */
    khelaFonts?: Promise<unknown>;
  }
}

/** The longest the first render waits for the first screen's fonts. */
const fontWaitMaxMs = 1000;

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

/**
 * The fonts, when they are on their way and arrive soon enough: the text is then laid out once,
 * in its own face (the server's frame stays up meanwhile).
 */
function firstScreenFonts(): Promise<unknown> {
  const timeout = new Promise((resolve) => window.setTimeout(resolve, fontWaitMaxMs));
  return Promise.race([window.khelaFonts ?? Promise.resolve(), timeout]).catch(() => undefined);
}

replaceBootShellOnFirstRender(root);
void whenSettled();
// The start comes in tasks of its own, each short enough for a cheap phone to paint and answer
// input between them: evaluating the modules; the router matching the address (it asks for the
// page's code at once, while the fonts may still be on their way); i18next's start; then the
// first render.
await nextTask();
const router = createAppRouter();
await nextTask();
await Promise.all([initI18n(), firstScreenFonts()]);
await nextTask();
// In a transition, the first render (providers, router, the system gate) comes in slices the
// browser can paint and answer input between, not in one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
