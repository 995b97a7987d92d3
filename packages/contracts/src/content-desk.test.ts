import { describe, expect, it } from 'vitest';
import {
  bannerFits,
  isCustomerServicePath,
  isExternalHttpsUrl,
  isLinkageValue,
  parseGameLinkage,
} from './content-desk';

describe('bannerFits', () => {
  it('takes 3:1 pictures of at least the slot size, within a small tolerance', () => {
    expect(bannerFits('home', 1200, 400)).toBe(true);
    expect(bannerFits('home', 2400, 800)).toBe(true);
    expect(bannerFits('home', 1200, 410)).toBe(true);
    expect(bannerFits('home', 1200, 440)).toBe(false);
    expect(bannerFits('home', 900, 300)).toBe(false);
    expect(bannerFits('w_login', 900, 300)).toBe(true);
    expect(bannerFits('w_login', 1200, 1200)).toBe(false);
  });
});

describe('isLinkageValue', () => {
  it('checks each action by its type', () => {
    expect(isLinkageValue('route', '/rng')).toBe(true);
    expect(isLinkageValue('route', '/lottery?gameCode=K3&vendor=KHELA')).toBe(true);
    expect(isLinkageValue('route', '/help#term')).toBe(true);
    expect(isLinkageValue('route', '/nowhere')).toBe(false);
    expect(isLinkageValue('route', '//evil.example/rng')).toBe(false);
    expect(isLinkageValue('route', 'javascript:alert(1)')).toBe(false);
    expect(isLinkageValue('url', 'https://example.com/a?b=1')).toBe(true);
    expect(isLinkageValue('url', 'http://example.com')).toBe(false);
    expect(isLinkageValue('url', 'https://user:pass@example.com')).toBe(false);
    expect(isLinkageValue('url', 'javascript:alert(1)')).toBe(false);
    expect(isLinkageValue('promotion', '12')).toBe(true);
    expect(isLinkageValue('promotion', '1e3')).toBe(false);
    expect(isLinkageValue('game', 'RNG/KHELA/lucky-sevens')).toBe(true);
    expect(isLinkageValue('game', 'TOYS/KHELA')).toBe(false);
  });

  it('reads a game launch into the spec launch object fields', () => {
    expect(parseGameLinkage('LIVE/EVO')).toEqual({ gameType: 'LIVE', vassalage: 'EVO' });
    expect(parseGameLinkage('RNG/KHELA/x1')).toEqual({
      gameType: 'RNG',
      vassalage: 'KHELA',
      gameCode: 'x1',
    });
    expect(parseGameLinkage('rng/khela')).toBeNull();
  });
});

describe('isExternalHttpsUrl', () => {
  it('takes https addresses of public hosts players can reach', () => {
    for (const value of [
      'https://example.com/a?b=1',
      'https://t.me/khela_support',
      'https://www.facebook.com/khela.support',
      'https://xn--54b7fta0cc.xn--45brj9c/offer',
    ]) {
      expect(isExternalHttpsUrl(value), value).toBe(true);
    }
  });

  it('refuses local hosts, bare addresses and characters an address carries only encoded', () => {
    for (const value of [
      'https://localhost/x',
      'https://admin.localhost/x',
      'https://printer.local/',
      'https://intranet/',
      'https://10.0.0.1/',
      'https://[::1]/',
      'https://example.com/"onmouseover="x',
      'https://example.com/<b>',
    ]) {
      expect(isExternalHttpsUrl(value), value).toBe(false);
    }
  });
});

describe('isCustomerServicePath', () => {
  it('takes https, mailto, tel and site paths only', () => {
    expect(isCustomerServicePath('https://t.me/khela')).toBe(true);
    expect(isCustomerServicePath('mailto:help@khela.example')).toBe(true);
    expect(isCustomerServicePath('tel:+8801700000000')).toBe(true);
    expect(isCustomerServicePath('/help#live-chat')).toBe(true);
    expect(isCustomerServicePath('//evil.example')).toBe(false);
    expect(isCustomerServicePath('javascript:alert(1)')).toBe(false);
    expect(isCustomerServicePath('data:text/html,x')).toBe(false);
  });
});
