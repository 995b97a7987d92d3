import type { HelpCenterValue } from '@khela/contracts';

type Category = HelpCenterValue['categories'][number];

/** The readable text of an article's rich text (tags dropped, entities of spacing undone). */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The categories and articles that mention every word of a query, in title or text, ignoring
 * case; categories left empty are dropped. An empty query keeps everything.
 */
export function searchHelp(categories: Category[], query: string, locale?: string): Category[] {
  const words = query.toLocaleLowerCase(locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return categories;
  return categories.flatMap((category) => {
    const articles = category.articles.filter((article) => {
      const text = `${article.title} ${plainTextOf(article.content)}`.toLocaleLowerCase(locale);
      return words.every((word) => text.includes(word));
    });
    return articles.length > 0 ? [{ ...category, articles }] : [];
  });
}
