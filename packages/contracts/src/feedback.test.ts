import { describe, expect, it } from 'vitest';
import { countWords, feedbackWordsMax, feedbackWordsMin, isFeedbackLengthValid } from './feedback';

describe('countWords', () => {
  it('counts words of spaced languages and ignores punctuation', () => {
    expect(countWords('Hello there, great site!', 'en')).toBe(4);
    expect(countWords('আমি বাংলায় লিখছি, খুব ভালো সাইট!', 'bn')).toBe(6);
    expect(countWords('  … !!! ', 'en')).toBe(0);
  });

  it('counts Thai words although Thai writes no spaces between them', () => {
    expect(countWords('เว็บไซต์นี้ดีมากครับ', 'th')).toBeGreaterThan(1);
  });
});

describe('isFeedbackLengthValid', () => {
  const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

  it('accepts the bounds themselves and refuses one word outside them', () => {
    expect(isFeedbackLengthValid(words(feedbackWordsMin), 'en')).toBe(true);
    expect(isFeedbackLengthValid(words(feedbackWordsMax), 'en')).toBe(true);
    expect(isFeedbackLengthValid(words(feedbackWordsMin - 1), 'en')).toBe(false);
    expect(isFeedbackLengthValid(words(feedbackWordsMax + 1), 'en')).toBe(false);
  });
});
