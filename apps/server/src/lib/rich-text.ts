import { richTextAttributes, richTextSchemes, richTextTags } from '@khela/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * Operator rich text as it may be stored: only the allowlisted elements and attributes of
 * packages/contracts (no script, no style, no event handler, no javascript: address); links
 * that open a new tab get rel="noopener noreferrer". The site cleans it again when shown.
 */
export function cleanRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...richTextTags],
    allowedAttributes: { a: [...richTextAttributes], '*': [] },
    allowedSchemes: [...richTextSchemes],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attributes) => ({
        tagName,
        attribs:
          attributes.target === '_blank'
            ? { ...attributes, rel: 'noopener noreferrer' }
            : { ...attributes },
      }),
    },
  }).trim();
}
