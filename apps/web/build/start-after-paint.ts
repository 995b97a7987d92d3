import type { Plugin } from 'vite';

/** Pages that open on the home screen (the route table's '/', '/home' and '/index.html'). */
const homePathPattern = '^/(home|index\\.html)?$';

const entryScriptPattern = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreloadPattern = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/** The longest the app's code waits for the first paint (and on home, the first banner picture). */
const firstPaintWaitMaxMs = 3000;

/** The browser-side loader: plain ES5, written into the page as it is. */
function loaderScript(files: {
  entry: string;
  modules: string[];
  homeModules: string[];
  homeStyles: string[];
}): string {
  return `(function () {
  var files = ${JSON.stringify(files)};
  var isHome = new RegExp(${JSON.stringify(homePathPattern)}).test(location.pathname);
  var isStarted = false;
  var add = function (attributes) {
    var element = document.createElement(attributes.src ? 'script' : 'link');
    element.crossOrigin = '';
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  };
  var start = function () {
    if (isStarted) return;
    isStarted = true;
    var modules = files.modules.concat(isHome ? files.homeModules : []);
    // The app's first render waits for these a little (src/main.tsx).
    var fonts = (document.fonts && ${JSON.stringify(firstScreenFonts)}[document.documentElement.lang]) || [];
    window.khelaFonts = Promise.all(fonts.map(function (font) {
      return Promise.all(['400', '600'].map(function (weight) {
        return document.fonts.load(weight + ' 1em "' + font.family + '"', font.text);
      }));
    }));
    modules.forEach(function (href) { add({ rel: 'modulepreload', href: href }); });
    if (isHome) files.homeStyles.forEach(function (href) { add({ rel: 'preload', as: 'style', href: href }); });
    add({ type: 'module', src: files.entry });
  };
  // Runs next once the first contentful paint is on screen: the browser makes its paint timing
  // entry when the frame is presented. (A frame's callbacks run before the frame is drawn, and a
  // browser slow to present it would see the app start before anything shows; that is all that
  // is left where paint timing is missing.)
  var whenPainted = function (next) {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) {
      return requestAnimationFrame(function () { setTimeout(next, 0); });
    }
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(next, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  // On the home page the first banner's picture (its largest paint) goes first. Either way the
  // app starts after ${firstPaintWaitMaxMs / 1000} s at the latest, painted or not.
  var afterFirstPaint = function () {
    setTimeout(start, ${firstPaintWaitMaxMs});
    var banner = window.khelaFirstBanner;
    if (!banner) return whenPainted(start);
    banner.then(function () { whenPainted(start); });
  };
  // A page opened in the background paints nothing until it is shown: it starts at once.
  if (document.visibilityState === 'hidden') start();
  document.addEventListener('visibilitychange', start);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
})();`;
}

/**
 * The faces the first screen's text uses in each language (regular and semibold, each script's
 * subset): fetched with the app's code, they are there when the app lays out its text, so the
 * text is laid out once, in its own face, rather than first in fallback faces (a costly font
 * search on a slow phone) and again when each font arrives (moving text as it swaps in).
 */
const firstScreenFonts: Record<string, { family: string; text: string }[]> = {
  bn: [{ family: 'Hind Siliguri', text: 'অA' }],
  en: [{ family: 'Hind Siliguri', text: 'A' }],
  th: [
    { family: 'Noto Sans Thai', text: 'ก' },
    { family: 'Hind Siliguri', text: 'A' },
  ],
};

/**
 * The app's code is fetched once the frame the server painted into the page is on screen, not
 * while the page's styles, logo and first banner are on their way: on a slow phone network the
 * first paint then waits for none of the app's 160 KiB. Home visits fetch the home route's code
 * with the app's, instead of after the router has asked for it; the visitor's language's fonts
 * come along. On the home page the code also lets the first banner's picture (fetched by
 * index.html as soon as its address is known) load and show first. The wait ends after 3 s.
 */
export function startAfterPaintPlugin(homePageModule: string): Plugin {
  return {
    name: 'khela-start-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (start: string[], found = new Set<string>()) => {
          for (const file of start) {
            if (found.has(file)) continue;
            found.add(file);
            closure(byFile.get(file)?.imports ?? [], found);
          }
          return found;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        const home = chunks.find((chunk) => chunk.facadeModuleId === homePageModule);
        const entryTag = entryScriptPattern.exec(html);
        if (!entry || !home || entryTag?.[1] !== `/${entry.fileName}`) {
          throw new Error('start-after-paint: the entry script or the home chunk was not found');
        }
        const started = closure([entry.fileName]);
        const homeFiles = [...closure([home.fileName])].filter((file) => !started.has(file));
        const files = {
          entry: `/${entry.fileName}`,
          modules: [...started].filter((file) => file !== entry.fileName).map((file) => `/${file}`),
          homeModules: homeFiles.map((file) => `/${file}`),
          homeStyles: homeFiles.flatMap((file) =>
            [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`),
          ),
        };
        const loader = `<script>${loaderScript(files)}</script>\n`;
        return html
          .replace(modulePreloadPattern, '')
          .replace(entryScriptPattern, '')
          .replace('</head>', `${loader}  </head>`);
      },
    },
  };
}
