/// <reference lib="dom" />
// The landing page's only script tag (decision 026). The page arrives prerendered and its
// JavaScript only hydrates it, so nothing of it is needed for the first paint: requested with the
// HTML, 150 KB of scripts compete with the stylesheet for a slow connection and the phone paints
// later. This script waits for the first paint, then adds the modulepreload links and imports the
// entry, in the order Vite wrote them. prerender-web.ts writes it into dist/assets under a content
// hash and lists the modules in its `data-modules` attribute (entry first), where measure:landing
// and bench:web read them too. The other routes (app.html) load as Vite wrote them: they have
// nothing to show before their scripts run.
import { createHash } from 'node:crypto';

/** The attribute of the script tag that lists the modules, entry first, separated by spaces. */
export const landingModulesAttribute = 'data-modules';

/** Runs in the browser, serialised by `landingBootScript` (so it imports nothing). */
function hydrateAfterFirstPaint(): void {
  const tag = document.querySelector('script[data-modules]');
  const [entry, ...preloads] = (tag?.getAttribute('data-modules') ?? '').split(' ');
  let started = false;
  const start = () => {
    if (started || !entry) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    void import(entry);
  };
  // Once the browser reports the first contentful paint (the frame is on screen, not only drawn),
  // or after a frame where it cannot tell; a tab opened in the background, which paints nothing,
  // starts after a second instead.
  if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  setTimeout(start, 1000);
}

export function landingBootScript(): { source: string; fileName: string } {
  const source = `(${hydrateAfterFirstPaint.toString()})();\n`;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return { source, fileName: `landing-boot-${hash}.js` };
}
