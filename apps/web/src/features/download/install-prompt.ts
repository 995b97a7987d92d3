import { useEffect, useState } from 'react';

/** The browser's offer to install the site (Chromium's beforeinstallprompt event). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** Kept by the page's first script: the event fires before any screen is shown. */
    khelaInstallPrompt?: InstallPromptEvent | null;
  }
}

/** Fired by the page's first script when the browser offers to install the site. */
export const installableEvent = 'khela:installable';

/**
 * How the lite app can be installed here: already running as one, through the browser's own
 * offer (a button), by the steps of Safari on iPhone and iPad (Apple offers no event), or by
 * the steps of the browser's menu elsewhere.
 */
export type InstallWay = 'installed' | 'prompt' | 'ios' | 'menu';

/** Decides the way from what the browser tells (pure, so it is tested without a browser). */
export function installWayOf(facts: {
  isStandalone: boolean;
  hasPrompt: boolean;
  userAgent: string;
  maxTouchPoints: number;
}): InstallWay {
  if (facts.isStandalone) return 'installed';
  if (facts.hasPrompt) return 'prompt';
  // iPadOS presents itself as a Mac; it is the one Mac with a touch screen.
  const isApple =
    /iPhone|iPad|iPod/.test(facts.userAgent) ||
    (/Macintosh/.test(facts.userAgent) && facts.maxTouchPoints > 1);
  return isApple ? 'ios' : 'menu';
}

function currentWay(): InstallWay {
  return installWayOf({
    isStandalone:
      window.matchMedia?.('(display-mode: standalone)').matches === true ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true,
    hasPrompt: Boolean(window.khelaInstallPrompt),
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  });
}

/** The install way, kept current as the browser's offer comes and goes; `install` shows it. */
export function useInstallPrompt() {
  const [way, setWay] = useState<InstallWay>(currentWay);
  useEffect(() => {
    const update = () => setWay(currentWay());
    window.addEventListener(installableEvent, update);
    window.addEventListener('appinstalled', update);
    return () => {
      window.removeEventListener(installableEvent, update);
      window.removeEventListener('appinstalled', update);
    };
  }, []);

  async function install(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
    const event = window.khelaInstallPrompt;
    if (!event) return 'unavailable';
    // An offer can be shown once: the browser makes a new one if the reader says no.
    window.khelaInstallPrompt = null;
    await event.prompt();
    const { outcome } = await event.userChoice;
    setWay(currentWay());
    return outcome;
  }

  return { way, install };
}
