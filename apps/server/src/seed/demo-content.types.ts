/** Shape of the demo merchant's content; every text is given in bn, en and th. */
export type Translated = { bn: string; en: string; th: string };

export interface DemoContent {
  banners: {
    groupName: string;
    title: Translated;
    imageUrl: string;
    linkageType: 'route' | 'game' | 'promotion' | 'url' | null;
    linkageValue: string | null;
  }[];
  announcements: {
    type: 'B' | 'PL' | 'PU' | 'PR' | 'H' | 'AG';
    /** Joins the announcement's three languages (a popup seen in one is not shown in another). */
    topic: string;
    title: Translated;
    /** Rich text: a small, safe subset of HTML (p, strong, em, ul, ol, li, br, a href). */
    content: Translated;
  }[];
  helpArticles: {
    category: Translated;
    slug: string;
    title: Translated;
    /** Rich text: p, h3, strong, em, ul, ol, li, br. */
    content: Translated;
  }[];
  licences: { jurisdiction: Translated; body: Translated }[];
}
