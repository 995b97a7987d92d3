import { richTextAttributes, richTextTags } from '@khela/contracts';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const allowedTags = [...richTextTags];
const allowedAttributes = [...richTextAttributes];

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
