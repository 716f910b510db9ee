import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { horizontalOverflow, joinFamilyViaApi, signUpViaApi } from './utils';

/**
 * The shopping list of one family on two phones: Ana at home and Ben in the shop. What one adds or
 * ticks shows on the other's open list within a second (the household event stream); Ben loses the
 * connection in the shop, ticks three items and adds one, and when he is back both lists agree.
 * Ben joins Ana's family with an invitation code first.
 */

const LIVE_MS = 1_000;

async function status(page: Page): Promise<{ user: { id: string; householdId: string } }> {
  return (await (await page.request.get('/api/auth/status')).json()) as {
    user: { id: string; householdId: string };
  };
}

/** Opens the list and waits until its event stream is connected. */
async function openList(page: Page): Promise<void> {
  const streaming = page.waitForResponse((res) => res.url().includes('/api/events'));
  await page.goto('/shopping-lists');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping lists' })).toBeVisible();
  expect((await streaming).status()).toBe(200);
}

async function quickAdd(page: Page, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Add to the list' });
  await field.fill(text);
  await field.press('Enter');
}

const item = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function phone(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
}

test.describe('a family shopping list on two phones', () => {
  test('live within a second, and offline ticks in the shop sync when the connection is back', async ({
    browser,
  }) => {
    const home = await phone(browser);
    const shop = await phone(browser);
    try {
      const ana = await home.newPage();
      await signUpViaApi(ana, { firstName: 'Ana' });
      const ben = await shop.newPage();
      await signUpViaApi(ben, { firstName: 'Ben' });
      await joinFamilyViaApi(ana, ben);
      expect((await status(ben)).user.householdId).toBe((await status(ana)).user.householdId);

      await openList(ana);
      await openList(ben);

      // Ana adds four things at home: Ben's open list shows them within a second.
      for (const line of ['2 kg potatoes', '1 l milk', '6 eggs', 'bread']) await quickAdd(ana, line);
      for (const name of ['potatoes', 'milk', 'eggs', 'bread']) {
        await expect(item(ana, name)).toBeVisible();
        await expect(item(ben, name)).toBeVisible({ timeout: LIVE_MS });
      }
      await expect(ben.getByText('Added by Ana').first()).toBeVisible();

      // Ana ticks the bread: Ben sees it ticked within a second.
      await item(ana, 'bread').click();
      await expect(item(ben, 'bread')).toBeChecked({ timeout: LIVE_MS });

      // In the shop, no signal: Ben ticks three items and adds one.
      await shop.setOffline(true);
      await expect(ben.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
      for (const name of ['potatoes', 'milk', 'eggs']) {
        await item(ben, name).click();
        await expect(item(ben, name)).toBeChecked();
      }
      await quickAdd(ben, 'coffee');
      await expect(item(ben, 'coffee')).toBeVisible();
      await expect(ben.getByRole('status').filter({ hasText: '4 changes waiting' })).toBeVisible();
      // Nothing reached Ana yet.
      await expect(item(ana, 'potatoes')).not.toBeChecked();
      await expect(item(ana, 'coffee')).toHaveCount(0);

      // Back online: the queue is sent in order and both lists agree.
      await shop.setOffline(false);
      await expect(ben.getByRole('status').filter({ hasText: 'Synced' })).toBeVisible({ timeout: 10_000 });
      for (const name of ['potatoes', 'milk', 'eggs', 'bread']) {
        await expect(item(ana, name)).toBeChecked({ timeout: 5_000 });
        await expect(item(ben, name)).toBeChecked();
      }
      await expect(item(ana, 'coffee')).toBeVisible({ timeout: 5_000 });
      await expect(item(ana, 'coffee')).not.toBeChecked();

      // After a reload both show the same list, from the server; it fits the phone and reads well.
      await ana.reload();
      await ben.reload();
      for (const page of [ana, ben]) {
        for (const name of ['potatoes', 'milk', 'eggs', 'bread'])
          await expect(item(page, name)).toBeChecked();
        await expect(item(page, 'coffee')).not.toBeChecked();
      }
      expect(await horizontalOverflow(ben)).toBe(0);
      expect(await seriousViolations(ben, '/shopping-lists')).toEqual([]);
    } finally {
      await home.close();
      await shop.close();
    }
  });
});

test.describe('from a recipe to the pantry', () => {
  test('a recipe goes on the list with where each line came from; ticked items go into the pantry, and Undo brings them back', async ({
    page,
  }) => {
    await signUpViaApi(page);
    const csrf = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
    const created = await page.request.post('/api/recipes', {
      headers: { 'CSRF-Token': csrf.csrfToken },
      data: {
        title: 'Weeknight dal',
        servings: 2,
        ingredients: [{ text: '200 g red lentils' }, { text: '1 onion' }, { text: '400 ml coconut milk' }],
        steps: [{ text: 'Simmer everything for 20 minutes.' }],
      },
    });
    expect(created.status()).toBe(201);
    const recipe = ((await created.json()) as { recipe: { id: string } }).recipe;

    await page.goto(`/recipes/${recipe.id}`);
    await page.getByRole('button', { name: 'More servings' }).click();
    await page.getByRole('button', { name: 'Add to shopping list' }).click();
    await expect(page.getByText('3 items on the shopping list', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Open list' }).click();
    await expect(page).toHaveURL(/\/shopping-lists/);

    // Scaled to 3 servings, each line says which recipe asked for it.
    await expect(item(page, 'lentils')).toBeVisible();
    await expect(page.getByText('300 g').first()).toBeVisible();
    await expect(page.getByText('Weeknight dal').first()).toBeVisible();

    await item(page, 'lentils').click();
    await item(page, 'coconut milk').click();
    await page.getByRole('button', { name: 'Put in pantry' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Put in the pantry' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Put in pantry' })).toBeEnabled();
    expect(await seriousViolations(page, 'put in pantry')).toEqual([]);
    await dialog.getByRole('button', { name: 'Put in pantry' }).click();
    await expect(page.getByText('Put 2 items in the pantry', { exact: true })).toBeVisible();
    await expect(item(page, 'lentils')).toHaveCount(0);

    const pantry = (await (await page.request.get('/api/pantry')).json()) as {
      items: Array<{ name: string }>;
    };
    expect(pantry.items.map((p) => p.name.toLowerCase())).toEqual(expect.arrayContaining(['lentils']));

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(item(page, 'lentils')).toBeChecked();
    const after = (await (await page.request.get('/api/pantry')).json()) as {
      items: Array<{ name: string }>;
    };
    expect(after.items.map((p) => p.name.toLowerCase())).not.toContain('lentils');
  });
});
