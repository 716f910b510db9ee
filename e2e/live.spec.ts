import { expect, test } from '@playwright/test';
import { signUpViaApi } from './utils';

/**
 * Live screens: one account signed in in two browsers (a phone and a laptop). A change made in one
 * reaches the other's open /pantry through the household event stream, without a reload.
 */
test.describe('live household screens', () => {
  test('a product added in one browser appears on the pantry open in the other', async ({ browser }) => {
    const laptop = await browser.newContext();
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true });
    try {
      const writer = await laptop.newPage();
      const account = await signUpViaApi(writer);
      const reader = await phone.newPage();
      const csrf = (await (await reader.request.get('/api/csrf-token')).json()) as { csrfToken: string };
      const login = await reader.request.post('/api/auth/login', {
        headers: { 'CSRF-Token': csrf.csrfToken },
        data: { email: account.email, password: account.password },
      });
      expect(login.ok(), `login: ${login.status()}`).toBe(true);

      // The stream is open once its answer has started.
      const streaming = reader.waitForResponse((res) => res.url().includes('/api/events'));
      await reader.goto('/pantry');
      await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
      expect((await streaming).status()).toBe(200);

      const name = `Turnips ${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
      const writerCsrf = (await (await writer.request.get('/api/csrf-token')).json()) as {
        csrfToken: string;
      };
      const added = await writer.request.post('/api/stock/quick-add', {
        headers: { 'CSRF-Token': writerCsrf.csrfToken },
        data: { text: `2 kg ${name}` },
      });
      expect(added.ok(), `quick add: ${added.status()}`).toBe(true);

      // No reload: the reader's list is fetched again because the event said the pantry changed.
      await expect(reader.getByText(name, { exact: false }).first()).toBeVisible();
    } finally {
      await laptop.close();
      await phone.close();
    }
  });
});
