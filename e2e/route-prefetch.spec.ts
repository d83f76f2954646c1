import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test.ts';
import { watchConsole } from './support/page-checks.ts';

// Decision 012, route prefetch: on a phone (no hover) the code of a page a link on screen opens is
// fetched while the browser is idle — as a prefetch, not run until the page opens — so the tap
// opens it at once; links further down wait until they are scrolled to.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const manifest = JSON.parse(
  readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist/.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string }>;
/** The address of a route's own chunk, e.g. /assets/shop-3f2a1b9c.js. */
function routeChunk(route: string): string {
  const chunk = manifest[`src/app/routes/${route}.tsx`];
  if (!chunk) throw new Error(`the build has no route module ${route}`);
  return `/${chunk.file}`;
}

test('links on screen have their page fetched in idle time and run only when opened, links below the fold once scrolled to', async ({
  page,
}) => {
  const problems = watchConsole(page);
  // Each address the page asked for, and how: 'other' for a prefetch, 'script' for code it runs.
  const requested = new Map<string, Set<string>>();
  page.on('request', (request) => {
    const pathname = new URL(request.url()).pathname;
    requested.set(pathname, (requested.get(pathname) ?? new Set()).add(request.resourceType()));
  });
  const fetchedAs = (pathname: string) => [...(requested.get(pathname) ?? [])];
  await page.goto('/');

  const heroShopLink = page.getByRole('main').getByRole('link', { name: 'Shop Collection' });
  await expect(heroShopLink).toBeInViewport();
  await expect.poll(() => fetchedAs(routeChunk('shop')), { message: 'the shop page the hero links to' }).toEqual(['other']);
  const privacyLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true });
  await expect(privacyLink).not.toBeInViewport();
  expect(fetchedAs(routeChunk('privacy'))).toEqual([]);

  // Sections far down are laid out only as they near the screen (render-when-near), so the page
  // grows as it is scrolled: scroll again until the link is in view.
  await expect(async () => {
    await privacyLink.scrollIntoViewIfNeeded();
    await expect(privacyLink).toBeInViewport({ timeout: 500 });
  }).toPass();
  await expect.poll(() => fetchedAs(routeChunk('privacy')), { message: 'the privacy page, once its link is on screen' }).toEqual(['other']);

  // Run only when the page opens.
  await privacyLink.click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(fetchedAs(routeChunk('privacy'))).toEqual(['other', 'script']);
  expect(problems).toEqual([]);
});
