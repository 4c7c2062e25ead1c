/// <reference lib="dom" />
// `npm run measure:first-paint [-- URL]`: how soon a first-time visitor on a slow phone
// connection sees the landing page. Opens URL (default http://127.0.0.1:3000/, start the portal
// with `npm start` first) in Debian's Chromium with an empty cache, the network throttled like
// Lighthouse's "Slow 4G" (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowed
// 4x, five times, and prints the median first contentful paint, largest contentful paint and the
// moment the app is running (its first API call, GET /api/auth/me).
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://127.0.0.1:3000/';
const runs = 5;

interface Timings {
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  appRunning: number;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});

async function measureOnce(): Promise<Timings> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let appRunning = Number.NaN;
  const started = Date.now();
  page.on('request', (request) => {
    if (Number.isNaN(appRunning) && request.url().endsWith('/api/auth/me')) {
      appRunning = Date.now() - started;
    }
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page
    .waitForRequest((request) => request.url().endsWith('/api/auth/me'), {
      timeout: 120_000,
    })
    .catch(() => undefined);
  const paints = await page.evaluate(async () => {
    // Paint entries arrive after the frame that painted: wait for the first one, then take the
    // last largest-contentful-paint candidate recorded by then.
    const entryOf = (type: string) => performance.getEntriesByType(type).at(-1)?.startTime;
    for (let waited = 0; entryOf('paint') === undefined && waited < 60_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const largest = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) =>
        resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN),
      ).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
    });
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    return { fcp, lcp: largest };
  });
  await context.close();
  return {
    firstContentfulPaint: paints.fcp,
    largestContentfulPaint: paints.lcp,
    appRunning,
  };
}

const results: Timings[] = [];
for (let run = 0; run < runs; run += 1) results.push(await measureOnce());
await browser.close();

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number | undefined) => `${((ms ?? Number.NaN) / 1000).toFixed(2)} s`;
console.log(`${url}: median of ${runs} visits, Slow 4G and 4x CPU slowdown, 360x740`);
console.log(
  `  first contentful paint    ${seconds(median(results.map((r) => r.firstContentfulPaint)))}`,
);
console.log(
  `  largest contentful paint  ${seconds(median(results.map((r) => r.largestContentfulPaint)))}`,
);
console.log(
  `  app running (first API call, approx.) ${seconds(median(results.map((r) => r.appRunning)))}`,
);
