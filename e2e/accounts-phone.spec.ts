import { expect, test as base } from './support/test.ts';
import { createServer } from 'node:http';
import { seriousAxeProblems } from './support/axe.ts';
import { listen, startShopServer } from './support/shop-server.ts';

// Decision 011 journey (web): sign in with a texted code from 'Text me a code', then find 'Signed in'
// under 'Recent security activity' on /profile; axe-core on both new parts. The admin outbox never
// lists message bodies (they carry codes), so this journey runs its own server whose SMS gateway
// is a capture in this process (SMS_GATEWAY_URL, as production would deliver texts).

interface PhoneServer {
  url: string;
  /** Waits for the next text to `to` and returns its body. */
  nextSmsTo: (to: string) => Promise<string>;
}

const test = base.extend<object, { phoneServer: PhoneServer }>({
  phoneServer: [
    // Playwright reads which fixtures a fixture needs from this pattern; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const texts: Array<{ to: string; body: string }> = [];
      const gateway = createServer((request, response) => {
        let raw = '';
        request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        request.on('end', () => {
          texts.push(JSON.parse(raw) as { to: string; body: string });
          response.writeHead(202).end();
        });
      });
      const gatewayPort = await listen(gateway);
      const shop = await startShopServer('phone', { SEED_CATALOGUE: 'off', SMS_GATEWAY_URL: `http://127.0.0.1:${gatewayPort}/send` });
      const nextSmsTo = async (to: string) => {
        let body = '';
        await expect.poll(() => (body = texts.findLast((text) => text.to === to)?.body ?? ''), { timeout: 15_000 }).not.toBe('');
        return body;
      };
      await use({ url: shop.url, nextSmsTo });
      await shop.stop();
      await new Promise((resolve) => gateway.close(resolve));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ phoneServer }, use) => use(phoneServer.url),
});

test('signs in with a texted code and sees it in the security activity', async ({ page, phoneServer }) => {
  const phone = `+4917${String(Date.now() % 1e7).padStart(7, '0')}`;
  const a11y: string[] = [];

  await page.goto('/login');
  await page.getByRole('button', { name: 'Text me a code' }).click();
  const form = page.getByRole('form', { name: 'Sign in by text message' });
  await form.getByLabel('Phone number').fill('0170 1234567');
  await form.getByRole('button', { name: 'Text me a code' }).click();
  await expect(form.getByRole('alert')).toContainText('international format');
  a11y.push(...(await seriousAxeProblems(page, 'phone form', 'form[aria-label="Sign in by text message"]')));
  await form.getByLabel('Phone number').fill(phone);
  await form.getByRole('button', { name: 'Text me a code' }).click();

  const codeForm = page.getByRole('form', { name: 'Sign in with a texted code' });
  await expect(codeForm.getByRole('status')).toContainText(phone);
  const code = /\b(\d{6})\b/.exec(await phoneServer.nextSmsTo(phone))?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await codeForm.getByLabel('Code').fill(code);
  await codeForm.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL(`${phoneServer.url}/`);

  await page.goto('/profile');
  const activity = page.getByRole('list', { name: 'Security activity' });
  await expect(activity.getByRole('listitem').first()).toContainText('Signed in');
  await expect(activity.getByRole('listitem').first()).toContainText('Chrome');
  a11y.push(...(await seriousAxeProblems(page, 'security activity', 'section[aria-labelledby="security-log"]')));
  expect(a11y).toEqual([]);
});
