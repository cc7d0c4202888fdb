import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Every page starts offline from the rest of the world (these machines have no internet and a
 * test must not depend on it): requests to other hosts are aborted, as a visitor's blocked
 * third party would be. Tests that need a third party (Stripe.js) route it to a local fake.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    await use(waitsForHydration(page));
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
  },
});

export { expect };

/**
 * Opens a page as a visitor who clicks to it from another page of the site (a link named
 * `linkName` to `path`, in the header or the footer): the browser then asks the API itself, so a
 * story can stub or fail that request. Opened by address, the page would come finished from the
 * server, with nothing left to ask.
 */
export async function arriveByLink(page: Page, linkName: string, path: string) {
  await page.goto('/contact');
  await page.getByRole('link', { name: linkName, exact: true }).and(page.locator(`[href="${path}"]`)).first().click();
  await expect(page).toHaveURL(path);
}

/**
 * The server sends each public page finished, and its buttons answer once React has hydrated it
 * (the root layout then marks <html data-app-ready>). A person waits the blink that takes; a test
 * would click first and the click would be lost, so every goto and reload of a site page waits too.
 */
export function waitsForHydration(page: Page) {
  const ready = async () => {
    const { pathname } = new URL(page.url());
    if (pathname.startsWith('/admin') || pathname.startsWith('/api/') || pathname.startsWith('/uploads/')) return;
    await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'), null, { timeout: 20_000 });
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  return page;
}

/** Runs axe-core in the page (evaluate is not subject to the page's CSP) and returns violations. */
export async function axeViolations(page: Page, exclude: string[] = []) {
  // Judge the page the visitor sees, not the shell before the lazy page has arrived: wait (briefly)
  // for its main heading. A page that never shows one is left to axe to report.
  await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  // Judge the page laid out whole: until paint-first.js has laid out the later sections, axe's
  // contrast check cannot see their backgrounds (content-visibility) and reports nonsense.
  await page
    .locator('html:not([data-pacing])')
    .waitFor({ state: 'attached', timeout: 10_000 })
    .catch(() => undefined);
  // Judge the page as it rests: a fade-in caught halfway (the hero's one-second reveal) has text at
  // partial opacity, which axe would report as low contrast. Endless animations (spinners) are left.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]),
  );
  await page.evaluate(axeSource);
  return page.evaluate(async (excluded) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run({ exclude: excluded.map((s) => [s]) }, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  }, exclude);
}
