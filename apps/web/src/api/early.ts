/**
 * Answers the page asked for before the app's scripts arrived: the inline script of index.html
 * sends the first screen's GETs (system status, site configuration, the home page's banners)
 * while the scripts download, so the app's first render does not wait a round trip after them.
 */

/** One early request, with the language and session it was asked with. */
export interface EarlyRequest {
  url: string;
  language: string;
  token: string | null;
  response: Promise<Response>;
}

declare global {
  interface Window {
    khelaEarly?: EarlyRequest[];
  }
}

/**
 * The early answer to a GET of `url`, once: only when it was asked with the same language and
 * session the app would send now, so a stale or foreign answer is never used.
 */
export function takeEarlyResponse(
  url: string,
  language: string,
  token: string | null,
): Promise<Response> | undefined {
  const early = window.khelaEarly;
  if (!early) return undefined;
  const index = early.findIndex(
    (request) => request.url === url && request.language === language && request.token === token,
  );
  if (index < 0) return undefined;
  return early.splice(index, 1)[0]?.response;
}
