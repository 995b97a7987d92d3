import { generateKeyPairSync } from 'node:crypto';
import { isDeskImageUrl, launchTemplateProblem } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { checkImportRows, readVendorKey } from './game-desk.rules';

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });

describe('vendor keys', () => {
  it('keeps an RSA public key as SPKI PEM, however it was pasted', () => {
    const spki = rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const pkcs1 = rsa.publicKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    expect(readVendorKey(spki)).toEqual({ pem: spki });
    expect(readVendorKey(pkcs1)).toEqual({ pem: spki });
  });

  it('refuses private, short, non-RSA and broken keys', () => {
    const privatePem = rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const short = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey;
    const edwards = generateKeyPairSync('ed25519').publicKey;
    expect(readVendorKey(privatePem)).toEqual({ problem: 'vendor_key_private' });
    for (const key of [short, edwards]) {
      const pem = key.export({ type: 'spki', format: 'pem' }).toString();
      expect(readVendorKey(pem)).toEqual({ problem: 'vendor_key_weak' });
    }
    expect(readVendorKey('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----')).toEqual({
      problem: 'vendor_key_invalid',
    });
    expect(readVendorKey('ssh-rsa AAAAB3NzaC1yc2E')).toEqual({ problem: 'vendor_key_invalid' });
  });
});

describe('launch templates and pictures', () => {
  it('accepts https and relative templates that carry the token', () => {
    expect(launchTemplateProblem('https://g.test/play?t={token}&g={game}&u={user}')).toBeNull();
    expect(launchTemplateProblem('/house/play/{game}?token={token}&lang={lang}')).toBeNull();
  });

  it('names what is wrong with a template', () => {
    expect(launchTemplateProblem('https://g.test/play')).toBe('token');
    expect(launchTemplateProblem('https://g.test/{token}/{id}')).toBe('placeholder');
    expect(launchTemplateProblem('https://g.test/{token}}')).toBe('placeholder');
    expect(launchTemplateProblem('//g.test/{token}')).toBe('start');
    expect(launchTemplateProblem('https:///{token}')).toBe('start');
    expect(launchTemplateProblem('javascript:alert(1)//{token}')).toBe('start');
    expect(launchTemplateProblem(`/${'x'.repeat(500)}{token}`)).toBe('length');
  });

  it('takes pictures from https or /art only', () => {
    expect(isDeskImageUrl('https://cdn.test/a.png')).toBe(true);
    expect(isDeskImageUrl('/art/games/a.svg')).toBe(true);
    expect(isDeskImageUrl('/art/../secret')).toBe(false);
    expect(isDeskImageUrl('http://cdn.test/a.png')).toBe(false);
    expect(isDeskImageUrl('/uploads/a.png')).toBe(false);
  });
});

describe('import rows', () => {
  const row = (values: Record<string, unknown> = {}) => ({
    code: 'g-1',
    names: { en: 'Game' },
    gameType: 'RNG',
    gameClassify: 'SLOTS',
    minBet: '0.5',
    imageUrl: '/art/games/g.svg',
    ...values,
  });
  const context = { language: 'en', currency: 'BDT', gameTypes: new Set(['RNG']) };

  it('answers rows in minor units, placed in list order', () => {
    const games = checkImportRows([row(), row({ code: 'g-2', minBet: 2, lines: 9 })], context);
    expect(
      games.map((game) => [game.code, game.minBetMinor, game.lineCount, game.sortOrder]),
    ).toEqual([
      ['g-1', 50n, 0, 0],
      ['g-2', 200n, 9, 1],
    ]);
  });

  it('refuses the whole list with every problem named by row', () => {
    expect(() =>
      checkImportRows([row(), row(), row({ code: 'x', gameType: 'LIVE' })], context),
    ).toThrowError(
      expect.objectContaining({
        code: 'validation_failed',
        fields: [
          expect.objectContaining({ path: 'games.1.code', code: 'game_code_repeated' }),
          expect.objectContaining({ path: 'games.2.gameType', code: 'game_type_not_offered' }),
        ],
      }),
    );
  });
});
