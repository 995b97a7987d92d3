/**
 * Operators' rich text (notices, promotions' terms, help articles): the elements and
 * attributes it may keep. The server cleans it to this when it is saved, and the site again
 * when it shows it, so a script or an event handler never survives either.
 */
export const richTextTags = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'a',
  'span',
] as const;
export const richTextAttributes = ['href', 'target', 'rel'] as const;
/** Link addresses rich text may use. */
export const richTextSchemes = ['https', 'http', 'mailto', 'tel'] as const;
/** Rich text is at most this long once cleaned. */
export const richTextLengthMax = 50_000;
