import { describe, expect, it } from 'vitest';
import { plainTextOf, searchHelp } from './help-search';

const article = (slug: string, title: string, content: string) => ({
  id: slug,
  category: 'c',
  slug,
  title,
  content,
});

const categories = [
  {
    category: 'Payments',
    articles: [
      article('how-to-deposit', 'How to deposit', '<p>Use <strong>bKash</strong> or Nagad.</p>'),
      article('how-to-withdraw', 'How to withdraw', '<p>Withdrawals&nbsp;take minutes.</p>'),
    ],
  },
  { category: 'About', articles: [article('about', 'About Khela', '<p>Adults only.</p>')] },
];

describe('plainTextOf', () => {
  it('drops tags and spacing entities', () => {
    expect(plainTextOf('<p>Use <strong>bKash</strong>&nbsp;now</p>')).toBe('Use bKash now');
  });
});

describe('searchHelp', () => {
  it('keeps everything for an empty query', () => {
    expect(searchHelp(categories, '   ')).toBe(categories);
  });

  it('finds words in titles and in the text, ignoring case and markup', () => {
    const found = searchHelp(categories, 'BKASH');
    expect(found).toHaveLength(1);
    expect(found[0]?.articles.map((entry) => entry.slug)).toEqual(['how-to-deposit']);
  });

  it('needs every word and drops categories left empty', () => {
    expect(searchHelp(categories, 'withdrawals minutes')[0]?.articles).toHaveLength(1);
    expect(searchHelp(categories, 'withdrawals bkash')).toEqual([]);
  });

  it('matches Bengali and Thai text as written', () => {
    const local = [
      { category: 'x', articles: [article('a', 'ডিপোজিট কীভাবে করবেন', '<p>ฝากเงิน</p>')] },
    ];
    expect(searchHelp(local, 'ডিপোজিট')).toHaveLength(1);
    expect(searchHelp(local, 'ฝากเงิน')).toHaveLength(1);
  });
});
