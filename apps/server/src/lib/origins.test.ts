import { describe, expect, it } from 'vitest';
import { httpsOrigins } from './origins';

describe('httpsOrigins', () => {
  it('keeps the distinct https origins, placeholders and all, and drops the rest', () => {
    expect(
      httpsOrigins([
        'https://games.example.com/launch?token={token}&lang={lang}',
        'https://games.example.com/other',
        'https://cdn.example.net:8443/x',
        'http://plain.example.com/',
        '/house/launch',
        'not an address',
      ]),
    ).toEqual(['https://games.example.com', 'https://cdn.example.net:8443']);
  });
});
