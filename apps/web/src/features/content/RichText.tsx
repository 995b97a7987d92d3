import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const allowedTags = [
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
];
const allowedAttributes = ['href', 'target', 'rel'];

/** Renders operator rich text after sanitising it in the browser too (defence in depth). */
export default function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { ALLOWED_TAGS: allowedTags, ALLOWED_ATTR: allowedAttributes }),
    [html],
  );
  return (
    <div className={`rich-text ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
