import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { waitForHydration, watchConsole, watchInspectorIssues } from './support/page-checks.ts';
import { PROJECT, signInAsAdmin } from './support/admin-api.ts';
import { type ProductDoc, listProducts } from './support/catalogue.ts';

// Decision 012: the storefront's public pages arrive rendered by the server, so they read without
// JavaScript; with it, the browser takes the markup over (hydration) without a mismatch and the
// page works as if the browser had rendered it.

/** The seeded catalogue; the journeys below need at least two products in two categories. */
async function seededCatalogue(request: APIRequestContext): Promise<ProductDoc[]> {
  const documents = await listProducts(request);
  if (documents.length < 2) throw new Error('the e2e server has fewer than two products (is SEED_CATALOGUE off?)');
  return documents;
}

const euros = (price: number) => `€${price.toFixed(2)}`;

/** A category with fewer products than the whole catalogue, so filtering shows. */
function smallCategory(catalogue: ProductDoc[]): { category: string; products: ProductDoc[] } {
  const categories = [...new Set(catalogue.map((p) => p.category))];
  const [category] =
    categories.map((c) => [c, catalogue.filter((p) => p.category === c).length] as const).sort((a, b) => a[1] - b[1])[0] ?? [];
  if (!category || categories.length < 2) throw new Error('the catalogue needs two categories');
  return { category, products: catalogue.filter((p) => p.category === category) };
}

/** In stock, so Add to Cart is enabled. */
const buyable = (catalogue: ProductDoc[]) => catalogue.find((p) => p.stock === null || p.stock > 0) ?? (catalogue[0] as ProductDoc);

/** Two products in stock, for a cart of two lines. */
function twoBuyable(catalogue: ProductDoc[]): [ProductDoc, ProductDoc] {
  const [first, second] = catalogue.filter((p) => p.stock === null || p.stock >= 5);
  if (!first || !second) throw new Error('the catalogue needs two products in stock');
  return [first, second];
}

/** A new account, signed in in this page's browser (page.request shares its cookies). */
async function signUpShopper(page: Page, name: string) {
  const email = `ssr-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'journey-pass-1234';
  const created = await page.request.post('/v1/account', { headers: PROJECT, data: { userId: 'unique()', email, password, name } });
  expect(created.status(), await created.text()).toBe(201);
  const session = await page.request.post('/v1/account/sessions/email', { headers: PROJECT, data: { email, password } });
  expect(session.status(), await session.text()).toBe(201);
}

/** The cart page's Order Summary value for `label` (Subtotal, Tax, Total…). */
const summaryValue = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);

/** A product card, found by the product's name link. */
const cardOf = (page: Page, product: ProductDoc) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name: product.name, exact: true }) });

/** Counts full page loads, so a test can tell a client-side navigation from a reload. */
function countDocumentRequests(page: Page) {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads.count += 1;
  });
  return loads;
}

let catalogue: ProductDoc[] = [];

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  catalogue = await seededCatalogue(request);
  await request.dispose();
});

test.describe('server-rendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its heading and featured products', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const featured = page.getByRole('region', { name: 'Featured Products' });
    const names = await featured.getByRole('article').getByRole('heading').allTextContents();
    const expected = catalogue.filter((p) => p.isNew || p.isBestseller).map((p) => p.name);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(expected).toContain(name);
  });

  test('a shop category shows only its products, with their prices and the count', async ({ page }) => {
    const { category, products } = smallCategory(catalogue);
    await page.goto(`/shop?category=${encodeURIComponent(category)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(page.getByText(`Showing ${products.length} of ${catalogue.length} products`)).toBeVisible();
    for (const product of products) {
      const card = cardOf(page, product);
      await expect(card).toBeVisible();
      await expect(card.getByText(euros(product.price)).first()).toBeVisible();
    }
    const other = catalogue.find((p) => p.category !== category) as ProductDoc;
    await expect(cardOf(page, other)).toHaveCount(0);
  });

  test('a product page shows its name and price', async ({ page }) => {
    const product = buyable(catalogue);
    await page.goto(`/product/${product.$id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('main').getByText(euros(product.price)).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible();
  });

  test('the about page shows its story', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/— Pura$/);
  });

  test('a shared quiz result shows its routine with the catalogue’s products', async ({ page }) => {
    await page.goto('/quiz/skincare?r=s1e00_10');
    await expect(page.getByRole('heading', { level: 1, name: 'Hi there, your routine is ready!' })).toBeVisible();
    const morning = page.getByRole('region', { name: 'Morning' });
    await expect(morning.getByRole('article').first()).toBeVisible();
    await expect(morning.getByText(/€\d+\.\d\d/).first()).toBeVisible();
  });

  test('a signed-in shopper’s cart shows both lines, one flagged from a routine, and the Order Summary', async ({ page, baseURL }) => {
    const [serum, balm] = twoBuyable(catalogue);
    await signUpShopper(page, 'Cart Shopper');
    // The cookie as the app mirrors the cart (packages/core/src/cart/cart-cookie.ts): two of the
    // first product, one of the second from a routine.
    await page
      .context()
      .addCookies([
        { name: 'pura_cart', value: `1|For%20Mia|${serum.$id}:2|${balm.$id}:1:b`, domain: new URL(baseURL ?? '').hostname, path: '/cart' },
      ]);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await expect(page).toHaveTitle('Your Cart — Pura');
    const serumLine = page.getByRole('listitem', { name: serum.name });
    const balmLine = page.getByRole('listitem', { name: balm.name });
    await expect(serumLine.getByText(`${euros(serum.price)} each`)).toBeVisible();
    await expect(serumLine.getByRole('group', { name: `Quantity of ${serum.name}` })).toContainText('2');
    await expect(serumLine.getByText(/15% off/)).toHaveCount(0);
    // One product of a routine is not the whole routine: no discount, and the line says why.
    await expect(balmLine.getByText('Routine item · 15% off with the whole routine')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(summaryValue(page, 'Subtotal')).toHaveText(euros(2 * serum.price + balm.price));
    await expect(summaryValue(page, 'Bundle discount (15%)')).toHaveCount(0);
    await expect(summaryValue(page, 'Total')).toHaveText(/^€\d+\.\d\d$/);
    await expect(page.getByLabel('Personalise your package (optional)')).toHaveValue('For Mia');
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  });

  test('a signed-out visitor’s cart is left to the browser', async ({ page }) => {
    const response = await page.goto('/cart');
    expect(await response?.text()).toContain('<div id="root"></div>');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });

  test('the sign-in page shows its form', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Pura' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page).toHaveTitle('Sign In — Pura');
  });
});

test.describe('server-rendered pages with JavaScript', () => {
  test('hydrate without a console error, warning or page error', async ({ page }) => {
    const problems = watchConsole(page);
    const product = buyable(catalogue);
    const category = encodeURIComponent(smallCategory(catalogue).category);
    const pages = [
      '/',
      `/shop?category=${category}`,
      `/product/${product.$id}`,
      '/about',
      '/ingredients',
      '/contact',
      '/privacy',
      '/terms',
      '/quiz/skincare',
      '/quiz/haircare?lang=de',
      '/quiz/skincare?r=s1e00_10',
      '/login',
    ];
    for (const path of pages) {
      await page.goto(path);
      await waitForHydration(page.getByRole('link', { name: 'Cart', exact: true }));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });

  test('raise none of the browser issues Lighthouse’s best practices count against a page (inspector-issues), on shop and admin pages', async ({
    page,
  }) => {
    const issues = await watchInspectorIssues(page);
    const pages = ['/', `/product/${buyable(catalogue).$id}`, '/quiz/skincare?r=s1e00_10', '/login'];
    for (const path of pages) {
      await page.goto(path);
      await waitForHydration(page.getByRole('link', { name: 'Cart', exact: true }));
      await page.waitForLoadState('networkidle');
    }
    // The owner's pages check their data with zod, which tests whether it may compile code.
    await signInAsAdmin(page.request);
    for (const [path, heading] of [
      ['/admin/settings', 'Shop settings'],
      ['/admin/orders', 'Orders'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(issues).toEqual([]);
  });

  test('a signed-in shopper’s Add to Cart works once the product page has hydrated, and the badge survives a reload', async ({ page }) => {
    const problems = watchConsole(page);
    const product = buyable(catalogue);
    // The cart needs an account; page.request shares the browser's cookies. The server renders
    // the signed-out header; the account menu replaces it after hydration.
    const email = `ssr-${Date.now()}@example.com`;
    const password = 'journey-pass-1234';
    const created = await page.request.post('/v1/account', {
      headers: PROJECT,
      data: { userId: 'unique()', email, password, name: 'SSR Shopper' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const session = await page.request.post('/v1/account/sessions/email', { headers: PROJECT, data: { email, password } });
    expect(session.status(), await session.text()).toBe(201);

    await page.goto(`/product/${product.$id}`);
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    const addToCart = page.getByRole('button', { name: 'Add to Cart', exact: true });
    await waitForHydration(addToCart);
    await addToCart.click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByText(`${product.name} added to cart!`)).toBeVisible();
    // The server renders an empty cart; the browser's own cart replaces it without a mismatch.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('a signed-in shopper’s cart arrives rendered, hydrates cleanly and its quantity buttons work', async ({ page }) => {
    const problems = watchConsole(page);
    const [serum] = twoBuyable(catalogue);
    await signUpShopper(page, 'Cart Hydration');
    await page.goto(`/product/${serum.$id}`);
    const addToCart = page.getByRole('button', { name: 'Add to Cart', exact: true });
    await waitForHydration(addToCart);
    await addToCart.click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    // The app mirrored the cart into its cookie: the server renders the line and the account.
    const response = await page.goto('/cart');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('id="pura-ssr"');
    expect(html).toContain('>Order Summary</h2>');
    const line = page.getByRole('listitem', { name: serum.name });
    const increase = line.getByRole('button', { name: `Increase quantity of ${serum.name}` });
    await waitForHydration(increase);
    await increase.click();
    await expect(line.getByRole('group', { name: `Quantity of ${serum.name}` }).getByRole('status')).toHaveText('2');
    await expect(summaryValue(page, 'Subtotal')).toHaveText(euros(2 * serum.price));
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await line.getByRole('button', { name: `Decrease quantity of ${serum.name}` }).click();
    await line.getByRole('button', { name: `Increase quantity of ${serum.name}` }).click();

    // The change reached the cookie: the next render shows it.
    const reloaded = await page.reload();
    expect(await reloaded?.text()).toMatch(/<output[^>]*>2<\/output>/);
    await expect(line.getByRole('group', { name: `Quantity of ${serum.name}` }).getByRole('status')).toHaveText('2');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('a header link navigates inside the app, without loading a new document', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    await waitForHydration(about);
    const loads = countDocumentRequests(page);
    await about.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    expect(loads.count).toBe(0);
    expect(problems).toEqual([]);
  });

  test('the wishlist heart toggles, and a saved heart survives a reload', async ({ page }) => {
    const problems = watchConsole(page);
    const { category, products } = smallCategory(catalogue);
    const product = products[0] as ProductDoc;
    await page.goto(`/shop?category=${encodeURIComponent(category)}`);
    const card = cardOf(page, product);
    const heart = card.getByRole('button', { name: `Add ${product.name} to wishlist` });
    await waitForHydration(heart);
    await heart.click();
    await expect(card.getByRole('button', { name: `Remove ${product.name} from wishlist` })).toBeVisible();
    // The server renders every heart empty; this browser's wishlist fills it after hydration.
    await page.reload();
    await expect(card.getByRole('button', { name: `Remove ${product.name} from wishlist` })).toBeVisible();
    await card.getByRole('button', { name: `Remove ${product.name} from wishlist` }).click();
    await expect(card.getByRole('button', { name: `Add ${product.name} to wishlist` })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('a visitor who scrolled before the app started stays where they are', async ({ page }) => {
    const problems = watchConsole(page);
    // Hold the app's code until the visitor has scrolled the server's page.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/shop', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(700);
    release();
    await waitForHydration(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(700);
    expect(problems).toEqual([]);
  });

  test('a sign-in typed and sent before the app started is kept and sent by the app, never in the address', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('nobody@example.com');
    await form.getByLabel('Password').fill('not-the-password-1');
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    // Without the app a plain form would have gone to /login?email=…&password=…
    await expect(page).toHaveURL(/\/login$/);
    release();
    // The app sent it: the server's answer shows, and the typed text is still there.
    await expect(form.getByRole('alert')).toContainText(/invalid/i);
    await expect(form.getByLabel('Email')).toHaveValue('nobody@example.com');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a button pressed before the app started is pressed again once it has', async ({ page }) => {
    const product = buyable(catalogue);
    const release = await holdAppCode(page);
    await page.goto(`/product/${product.$id}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    release();
    // A signed-out visitor is asked to sign in (docs/product.md §8), as if the press came after hydration.
    await expect(page.getByText('Please log in to add items to cart')).toBeVisible();
  });

  test('a form sent while its part of the page still waits for its code is kept and sent once it arrives', async ({ page }) => {
    // The footer's newsletter form is a lazy module: the page is ready before that part is.
    const release = await holdModule(page, /\/assets\/newsletter-form-[^/]+\.js$/);
    await page.goto('/shop');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    release();
    // Sent by the browser, it would have gone as a plain GET to /shop? and the message never shown.
    await expect(footer.getByRole('status')).toHaveText('Please enter your email address');
    await expect(page).toHaveURL(/\/shop$/);
  });
});

/** Holds the app's code until the returned function is called: the page stays as the server sent it. */
function holdAppCode(page: Page): Promise<() => void> {
  return holdModule(page, /\/assets\/start-[^/]+\.js$/);
}

/** Holds the modules whose address matches `url` until the returned function is called. */
async function holdModule(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
