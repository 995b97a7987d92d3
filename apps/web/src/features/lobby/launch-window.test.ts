import type { GameLaunch } from '@khela/contracts';
import { describe, expect, it, vi } from 'vitest';
import { gameWindowFeatures, gameWindowName, openLaunch } from './launch-window';

const launch: GameLaunch = {
  url: 'https://games.example/play?token=abc',
  title: 'Big Bass',
  gameId: '7',
  isPlayMoney: false,
  mode: 'popup',
};

function deps(opened: unknown) {
  return {
    openWindow: vi.fn(() => opened),
    navigate: vi.fn(),
    showDialog: vi.fn(),
  };
}

describe('openLaunch', () => {
  it('opens a popup game in the game window, not in the frame', () => {
    const calls = deps({ closed: false });
    expect(openLaunch(launch, calls)).toBe('popup');
    expect(calls.openWindow).toHaveBeenCalledWith(launch.url, gameWindowName, gameWindowFeatures);
    expect(gameWindowFeatures).toBe('popup=yes,width=1300,height=900');
    expect(calls.navigate).not.toHaveBeenCalled();
    expect(calls.showDialog).not.toHaveBeenCalled();
  });

  it('asks to allow popups when the browser blocks the window', () => {
    const calls = deps(null);
    expect(openLaunch(launch, calls)).toBe('blocked');
    expect(calls.showDialog).toHaveBeenCalledWith({
      kind: 'popupBlocked',
      title: 'Big Bass',
      url: launch.url,
    });
    expect(calls.navigate).not.toHaveBeenCalled();
  });

  it('opens a frame game in /game with its address, title and money kind', () => {
    const calls = deps({});
    expect(openLaunch({ ...launch, mode: 'frame', isPlayMoney: true }, calls)).toBe('frame');
    expect(calls.navigate).toHaveBeenCalledWith('/game', {
      launchUrl: launch.url,
      title: 'Big Bass',
      isPlayMoney: true,
    });
    expect(calls.openWindow).not.toHaveBeenCalled();
  });
});
