import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { horizontalOverflow, signUpViaApi } from './utils';

/**
 * One-click meal prep for a vegetarian household of two: plan a week of dinners from the built-in
 * library, swap one meal, open the prep session and tick its first tasks (still ticked after a
 * reload), put the week on the shopping list, and subscribe to the iCal feed, which lists the
 * planned meals.
 */

async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const csrf = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
  return { 'CSRF-Token': csrf.csrfToken };
}

test('generate a week → swap a meal → prep session with ticks → shopping list → iCal feed', async ({
  page,
}) => {
  await signUpViaApi(page);
  const onboarding = await page.request.post('/api/user/onboarding', {
    headers: await csrfHeaders(page),
    data: { dietary_preferences: ['Vegetarian'], household_size: 2, cooking_frequency: 'Daily' },
  });
  expect(onboarding.ok(), await onboarding.text()).toBe(true);

  await page.goto('/meal-plans');
  await expect(page).toHaveURL(/\/meal-prep-plan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meal plan' })).toBeVisible();

  // Generate a week of dinners.
  await page.getByRole('button', { name: 'One-click meal prep' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Plan the week for me' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Plan the week' }).click();
  await expect(page.getByText(/\d+ meals planned/).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const week = (await (await page.request.get('/api/meal-plans')).json()) as {
    entries: Array<{ id: string; recipe: { id: string; title: string; dietaryFlags: string[] } | null }>;
  };
  expect(week.entries.length).toBeGreaterThanOrEqual(1);
  for (const entry of week.entries) expect(entry.recipe?.dietaryFlags).toContain('Vegetarian');

  // Swap the first planned meal for another recipe.
  const first = week.entries[0]!;
  await page
    .getByRole('button', { name: `Options for ${first.recipe!.title}` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Swap for another recipe' }).click();
  await expect(page.getByText(`${first.recipe!.title} swapped for`, { exact: false }).first()).toBeVisible();
  const swapped = (await (await page.request.get('/api/meal-plans')).json()) as typeof week;
  expect(swapped.entries.find((e) => e.id === first.id)!.recipe!.id).not.toBe(first.recipe!.id);

  // The prep session: tick the first two tasks; they stay ticked after a reload.
  await page.getByRole('button', { name: 'Plan the prep session' }).click();
  await expect(page).toHaveURL(/\/weeklymealprep\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Tasks' })).toBeVisible();
  const boxes = page.getByRole('checkbox');
  const total = await boxes.count();
  expect(total).toBeGreaterThan(2);
  // Ticked one after the other, quickly: each box turns at once, the second while the first is saved.
  await boxes.nth(0).click();
  await boxes.nth(1).click();
  await expect(boxes.nth(0)).toBeChecked();
  await expect(boxes.nth(1)).toBeChecked();
  await expect(page.getByText(`2 of ${total} done`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.getByText(`2 of ${total} done`)).toBeVisible();
  await expect(page.getByRole('checkbox').nth(0)).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Storage and reheating' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);

  // The week onto the shopping list.
  await page.goto('/meal-prep-plan');
  await page.getByRole('button', { name: 'Shopping list for the week' }).click();
  await expect(page.getByText(/items? added to your shopping list/).first()).toBeVisible();
  const lists = (await (await page.request.get('/api/shopping-lists')).json()) as {
    lists: Array<{ id: string }>;
  };
  const list = (await (await page.request.get(`/api/shopping-lists/${lists.lists[0]!.id}`)).json()) as {
    items: Array<{ source: string }>;
  };
  expect(list.items.length).toBeGreaterThan(0);
  expect(list.items.some((item) => item.source === 'mealplan')).toBe(true);

  // The iCal feed lists the meals.
  await page.getByRole('button', { name: 'Subscribe in your calendar' }).click();
  await page.getByRole('button', { name: 'Turn on' }).click();
  const address = page.getByRole('textbox', { name: 'Calendar address (iCal)' });
  await expect(address).toHaveValue(/\/api\/meal-plans\/calendar\/[\w-]+\.ics$/);
  const feedPath = new URL(await address.inputValue()).pathname;
  const feed = await page.request.get(feedPath);
  expect(feed.status()).toBe(200);
  const text = (await feed.text()).replace(/\r\n /g, '');
  const titles = swapped.entries.map((e) => e.recipe!.title.replace(/[,;\\]/g, (c) => `\\${c}`));
  for (const title of titles) expect(text).toContain(`SUMMARY:Dinner: ${title}`);
});

test('the meal plan at 375 px: a day view, no overflow, no accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page);
  await page.goto('/meal-prep-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Meal plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Add to .* dinner/ }).first()).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
});
