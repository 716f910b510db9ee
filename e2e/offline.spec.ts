import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './utils';

/**
 * The installed app offline (docs/decisions/0013-service-worker.md): once the service worker has
 * precached the app shell, a reload with no network still opens the app; the shopping list shows
 * from its IndexedDB copy, a tick made offline waits, and reaches the server once back online.
 */

type ListDetail = { items: Array<{ name: string; checked: boolean }> };

async function quickAdd(page: Page, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Add to the list' });
  await field.fill(text);
  await field.press('Enter');
}

const item = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

/** The server's copy of the household's (only) shopping list. */
async function serverList(page: Page): Promise<ListDetail> {
  const { lists } = (await (await page.request.get('/api/shopping-lists')).json()) as {
    lists: Array<{ id: string }>;
  };
  expect(lists).toHaveLength(1);
  const res = await page.request.get(`/api/shopping-lists/${lists[0]!.id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as ListDetail;
}

test('the shopping list opens offline from the service worker, and an offline tick syncs', async ({
  context,
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/shopping-lists');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping lists' })).toBeVisible();
  await quickAdd(page, 'potatoes');
  await expect(item(page, 'potatoes')).toBeVisible();
  await expect.poll(async () => (await serverList(page)).items.map((i) => i.name)).toEqual(['potatoes']);

  // The worker installs (precaching the shell) and, after a reload, controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(item(page, 'potatoes')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toContain(
    '/sw.js',
  );

  // No network: the shell comes from the worker's precache and the list from IndexedDB.
  await context.setOffline(true);
  const offlineLoad = await page.reload();
  expect(offlineLoad?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping lists' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await expect(item(page, 'potatoes')).toBeVisible();
  await expect(item(page, 'potatoes')).not.toBeChecked();

  await item(page, 'potatoes').click();
  await expect(item(page, 'potatoes')).toBeChecked();
  expect((await serverList(page)).items[0]?.checked).toBe(false);

  // Back online: the tick reaches the server.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Synced' })).toBeVisible({ timeout: 10_000 });
  await expect.poll(async () => (await serverList(page)).items[0]?.checked).toBe(true);
});
