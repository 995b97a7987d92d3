import { vendorPopupHeight, vendorPopupWidth, type GameLaunch } from '@khela/contracts';
import type { GameLaunchState, LaunchDialog } from './launch-store';

/** One game window, reused: a second popup launch replaces the first game. */
export const gameWindowName = 'khela-game';
export const gameWindowFeatures = `popup=yes,width=${vendorPopupWidth},height=${vendorPopupHeight}`;

/** window.open's shape: a window, or null when the browser blocked it. */
export type OpenWindow = (url: string, target: string, features: string) => unknown;

/** Opens a game in the popup window; whether the browser let it open. */
export function openGameWindow(url: string, openWindow: OpenWindow): boolean {
  return Boolean(openWindow(url, gameWindowName, gameWindowFeatures));
}

/**
 * Opens a launched game the way its vendor is set up (spec §8): in a popup window — a blocked
 * popup asks the player to allow popups and try again — or in the /game frame.
 */
export function openLaunch(
  launch: GameLaunch,
  deps: {
    openWindow: OpenWindow;
    navigate: (path: string, state: GameLaunchState) => void;
    showDialog: (dialog: LaunchDialog) => void;
  },
): 'popup' | 'blocked' | 'frame' {
  if (launch.mode === 'popup') {
    if (openGameWindow(launch.url, deps.openWindow)) return 'popup';
    deps.showDialog({ kind: 'popupBlocked', title: launch.title, url: launch.url });
    return 'blocked';
  }
  deps.navigate('/game', {
    launchUrl: launch.url,
    title: launch.title,
    isPlayMoney: launch.isPlayMoney,
  });
  return 'frame';
}
