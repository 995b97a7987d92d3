import { describe, expect, it } from 'vitest';
import { installWayOf } from './install-prompt';

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131 Mobile';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15';
const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605';

describe('installWayOf', () => {
  const base = { isStandalone: false, hasPrompt: false, userAgent: android, maxTouchPoints: 5 };

  it('says so when the site already runs as the installed app', () => {
    expect(installWayOf({ ...base, isStandalone: true, hasPrompt: true })).toBe('installed');
  });

  it("offers the browser's own install when it has made an offer", () => {
    expect(installWayOf({ ...base, hasPrompt: true })).toBe('prompt');
  });

  it("shows Safari's steps on iPhone and on an iPad that calls itself a Mac", () => {
    expect(installWayOf({ ...base, userAgent: iphone })).toBe('ios');
    expect(installWayOf({ ...base, userAgent: ipad, maxTouchPoints: 5 })).toBe('ios');
    expect(installWayOf({ ...base, userAgent: ipad, maxTouchPoints: 0 })).toBe('menu');
  });

  it("falls back to the browser menu's steps", () => {
    expect(installWayOf(base)).toBe('menu');
  });
});
