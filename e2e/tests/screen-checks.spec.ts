// The screen checks every journey relies on (support/screen-checks.ts) find what they are there to
// find: if axe stopped running, or ran on the wrong document, every journey would pass in silence.
// The pages are set as content of about:blank, which the automatic scans leave alone.
import { checkScreen } from '../support/screen-checks.ts';
import { expect, test } from '../support/test.ts';

const inaccessible = `<!doctype html><html lang="en"><head><title>Broken</title></head><body>
  <main>
    <h1>A broken screen</h1>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
    <p style="color:#bbb;background:#fff">Grey on white, too faint to read</p>
    <button></button>
  </main>
</body></html>`;

const accessible = `<!doctype html><html lang="en"><head><title>Fine</title></head><body>
  <main>
    <h1>A readable screen</h1>
    <p>Black on white.</p>
    <button type="button">Save</button>
  </main>
</body></html>`;

const rulesOf = (problems: readonly { rule: string }[]) =>
  [...new Set(problems.map((problem) => problem.rule))].sort();

test('axe finds an unnamed image, faint text and an empty button, and nothing on a sound screen', async ({
  page,
}) => {
  await page.setContent(inaccessible);
  const found = await checkScreen(page, { checkLayout: false, checkKeyboard: false });
  expect(rulesOf(found)).toEqual(['button-name', 'color-contrast', 'image-alt']);
  expect(found.every((problem) => ['serious', 'critical'].includes(problem.impact))).toBe(true);

  await page.setContent(accessible);
  expect(await checkScreen(page, { checkLayout: false, checkKeyboard: false })).toEqual([]);
});

test('a second scan of the same document judges it as it is now, not as it was', async ({
  page,
}) => {
  await page.setContent(accessible);
  expect(await checkScreen(page, { checkLayout: false, checkKeyboard: false })).toEqual([]);
  // Axe is already loaded in this document: the next scan reuses it and still sees the change.
  await page.evaluate(() => {
    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<button></button>');
  });
  const found = await checkScreen(page, { checkLayout: false, checkKeyboard: false });
  expect(rulesOf(found)).toEqual(['button-name']);
});
