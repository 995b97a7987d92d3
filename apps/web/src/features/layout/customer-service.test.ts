import type { CustomerService } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { entriesForRank } from './customer-service';

const entry = (id: string, isVip: boolean): CustomerService => ({
  id,
  channel: 'livechat',
  csPosition: 'right',
  csType: 2,
  path: 'https://chat.example',
  isVip,
});

describe('entriesForRank', () => {
  const entries = [entry('regular', false), entry('vip', true)];
  it('gives VIP service above rank 4 and regular service otherwise', () => {
    expect(entriesForRank(entries, 5).map((item) => item.id)).toEqual(['vip']);
    expect(entriesForRank(entries, 4).map((item) => item.id)).toEqual(['regular']);
    expect(entriesForRank(entries, null).map((item) => item.id)).toEqual(['regular']);
  });
  it('falls back to regular service when no VIP entry exists', () => {
    expect(entriesForRank([entry('regular', false)], 9).map((item) => item.id)).toEqual([
      'regular',
    ]);
  });
});
