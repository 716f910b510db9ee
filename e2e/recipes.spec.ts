import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './utils';

/**
 * A recipe site of our own on 127.0.0.1: one saved page with a schema.org Recipe in JSON-LD
 * (e2e/fixtures). The e2e server runs with RECIPE_IMPORT_PRIVATE_NETWORKS=on, so its import may
 * fetch from this machine; anything else here is a 404, as on a real site.
 */
async function startRecipeSite(): Promise<{ server: Server; pageUrl: string }> {
  const html = await readFile(new URL('./fixtures/lemon-garlic-chickpeas.html', import.meta.url));
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/recipes/lemon-garlic-chickpeas') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(html);
      return;
    }
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, pageUrl: `http://127.0.0.1:${port}/recipes/lemon-garlic-chickpeas` };
}

/** Stocks the pantry as a "2 l milk" quick-add line does (pantry.spec does the same). */
async function stockPantry(page: Page, lines: readonly string[]): Promise<void> {
  const csrf = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
  for (const text of lines) {
    const res = await page.request.post('/api/stock/quick-add', {
      headers: { 'CSRF-Token': csrf.csrfToken },
      data: { text },
    });
    expect(res.ok(), `${text}: ${res.status()} ${await res.text()}`).toBe(true);
  }
}

const TITLE = 'Lemon garlic chickpeas';

test.describe('recipes: import a page, find it, scale it, cook it, take it from the pantry', () => {
  let site: { server: Server; pageUrl: string };
  test.beforeAll(async () => {
    site = await startRecipeSite();
  });
  test.afterAll(async () => {
    await new Promise((resolve) => site.server.close(resolve));
  });

  test('import from a URL → review → save → search → scale and convert → cook mode timer → I cooked this', async ({
    page,
  }) => {
    // Eight screens in one journey: more than the 60 s a single screen's journey gets.
    test.setTimeout(120_000);
    await signUpViaApi(page);
    await stockPantry(page, ['2 cans chickpeas', '6 eggs', '500 g spinach', '1 l olive oil']);

    // 1. Import the page: the draft fills the editor for review.
    await page.goto('/recipes/create');
    await page.getByRole('textbox', { name: "Address of the recipe's page" }).fill(site.pageUrl);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Check the imported recipe' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(TITLE);
    await expect(page.getByRole('textbox', { name: 'Servings' })).toHaveValue('4');
    await expect(page.getByRole('textbox', { name: 'Total (min)' })).toHaveValue('25');
    const ingredients = page.getByRole('textbox', { name: 'Ingredients' });
    await expect(ingredients).toHaveValue(/^400 g chickpeas, drained\n2 tbsp olive oil\n/);
    await expect(ingredients).toHaveValue(/\n4 eggs$/);
    await expect(page.getByRole('textbox', { name: 'Steps' })).toHaveValue(/simmer for 10 minutes/);
    // At desktop size the "was read" toast sits over the Save button at the foot of the form;
    // the reader closes it (a click there would otherwise wait for it to go by itself).
    const readToast = page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: `"${TITLE}" was read` });
    await expect(readToast).toContainText('Check it in the editor below, then save it.');
    await readToast.getByRole('button', { name: 'Close' }).click();
    await expect(readToast).toBeHidden();

    // 2. Save: the recipe opens on its own page.
    await page.getByRole('button', { name: 'Save recipe' }).click();
    await expect(page).toHaveURL(/\/recipes\/(?!create$)[\w-]+$/);
    const recipeUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('By Mara Quill')).toBeVisible();
    await expect(page.getByRole('link', { name: '127.0.0.1' })).toHaveAttribute('href', site.pageUrl);

    // 3. The recipe book finds it by a word of its title and by an ingredient.
    await page.goto('/recipes');
    const search = page.getByRole('searchbox', { name: 'Search recipes' });
    // (The "What can I cook?" list above may suggest it too: the pantry holds some of it.)
    const card = page.getByRole('list', { name: 'Recipes' }).getByRole('link', { name: TITLE });
    await search.fill('chickpeas');
    await expect(page).toHaveURL(/q=chickpeas/);
    await expect(card).toBeVisible();
    await search.fill('spinach');
    await expect(page).toHaveURL(/q=spinach/);
    await expect(card).toBeVisible();
    await search.fill('zzzz-nothing');
    await expect(page.getByText('No recipes match')).toBeVisible();
    await search.fill('spinach');
    await card.click();
    await expect(page).toHaveURL(recipeUrl);

    // 4. Scale: 6 servings instead of 4 is 1.5 × every amount. Convert: US and metric units.
    const lines = page.getByTestId('ingredient-line');
    const chickpeas = lines.filter({ hasText: 'chickpeas' });
    const oil = lines.filter({ hasText: 'olive oil' });
    await expect(chickpeas).toHaveText('400 g chickpeas, drained');
    await expect(oil).toHaveText('2 tbsp olive oil');
    const servings = page.getByRole('group', { name: 'Servings' });
    await expect(servings.getByRole('status')).toHaveText('4 servings');
    await servings.getByRole('button', { name: 'More servings' }).click();
    await servings.getByRole('button', { name: 'More servings' }).click();
    await expect(servings.getByRole('status')).toHaveText('6 servings');
    await expect(chickpeas).toHaveText('600 g chickpeas, drained');
    await expect(oil).toHaveText('3 tbsp olive oil');
    await expect(lines.filter({ hasText: 'eggs' })).toHaveText('6 eggs');

    const units = page.getByRole('group', { name: 'Units' });
    await units.getByRole('button', { name: 'US' }).click();
    await expect(units.getByRole('button', { name: 'US' })).toHaveAttribute('aria-pressed', 'true');
    await expect(chickpeas).toHaveText('1 1/4 lb chickpeas, drained');
    await expect(lines.filter({ hasText: 'spinach' })).toHaveText('10 1/2 oz spinach');
    await units.getByRole('button', { name: 'Metric' }).click();
    await expect(chickpeas).toHaveText('600 g chickpeas, drained');
    await expect(oil).toHaveText('45 ml olive oil');
    // Back to the recipe as written, for the cook below.
    await units.getByRole('button', { name: 'As written' }).click();
    await page.getByRole('button', { name: 'Back to 4 servings' }).click();
    await expect(servings.getByRole('status')).toHaveText('4 servings');
    await expect(chickpeas).toHaveText('400 g chickpeas, drained');
    await expect(oil).toHaveText('2 tbsp olive oil');

    // 5. Cook mode: step 2 simmers for 10 minutes; its timer runs in the tray, and keeps running
    // on the recipe page after cook mode is left.
    await page.getByRole('button', { name: 'Cook', exact: true }).click();
    const cook = page.getByRole('dialog', { name: `Cooking: ${TITLE}` });
    await expect(cook).toBeVisible();
    await expect(cook.getByRole('article', { name: 'Step 1 of 4' })).toBeVisible();
    await cook.getByRole('button', { name: 'Next' }).click();
    const step = cook.getByRole('article', { name: 'Step 2 of 4' });
    await expect(step).toContainText('simmer for 10 minutes');
    await step.getByRole('button', { name: /^Start 10:00/ }).click();
    const cookTimer = cook.getByRole('region', { name: 'Timers' }).getByTestId('cook-timer');
    await expect(cookTimer).toHaveCount(1);
    await expect(cookTimer).toContainText('Step 2: 10 minutes');
    await expect(cookTimer.getByRole('button', { name: 'Pause Step 2: 10 minutes' })).toBeVisible();
    // Counting down.
    await expect(cookTimer).toContainText(/9:5\d/);
    await cook.getByRole('button', { name: 'Leave cook mode' }).click();
    await expect(cook).toBeHidden();
    const pageTimer = page.getByRole('region', { name: 'Timers' }).getByTestId('cook-timer');
    await expect(pageTimer).toContainText('Step 2: 10 minutes');
    await expect(pageTimer.getByRole('button', { name: 'Pause Step 2: 10 minutes' })).toBeVisible();

    // 6. I cooked this: the review shows what the pantry holds of each line, and takes it.
    await page.getByRole('button', { name: 'I cooked this' }).click();
    const review = page.getByRole('dialog', { name: `I cooked ${TITLE}` });
    await expect(review.getByText('For 4 servings')).toBeVisible();
    const reviewLine = (text: string) => review.getByTestId('cooked-line').filter({ hasText: text });
    await expect(reviewLine('4 eggs')).toContainText('From your pantry: Eggs · 6 pieces in stock');
    await expect(review.getByRole('textbox', { name: 'Amount of Eggs to take' })).toHaveValue('4');
    await expect(reviewLine('200 g spinach')).toContainText('From your pantry: Spinach · 500 g in stock');
    await expect(review.getByRole('textbox', { name: 'Amount of Spinach to take' })).toHaveValue('200');
    await expect(reviewLine('2 tbsp olive oil')).toContainText('From your pantry: Olive oil · 1 l in stock');
    await expect(review.getByRole('textbox', { name: 'Amount of Olive oil to take' })).toHaveValue('0.03');
    await expect(reviewLine('3 cloves garlic')).toContainText('Not in your pantry');
    await expect(reviewLine('1 lemon')).toContainText('Not in your pantry');
    // The chickpeas are kept in cans, and grams do not convert to cans: nothing is proposed and
    // the line starts skipped; the cook says one can went in.
    await expect(reviewLine('400 g chickpeas')).toContainText(
      'From your pantry: Canned beans · 2 cans in stock',
    );
    const beans = review.getByRole('textbox', { name: 'Amount of Canned beans to take' });
    await expect(beans).toBeDisabled();
    await expect(review.getByText('3 products will be taken from the pantry.')).toBeVisible();
    await review.getByRole('checkbox', { name: 'Skip Canned beans' }).uncheck();
    await beans.fill('1');
    await expect(review.getByText('4 products will be taken from the pantry.')).toBeVisible();
    await review.getByRole('button', { name: 'Take from pantry' }).click();
    await expect(review).toBeHidden();
    const cookedToast = page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: `Cooked ${TITLE}` });
    await expect(cookedToast).toContainText('Took 4 products from the pantry.');
    await expect(cookedToast.getByRole('button', { name: 'Undo' })).toBeVisible();

    // On /pantry, the stock went down by what was taken.
    await page.goto('/pantry');
    const row = (name: string) => page.getByTestId('pantry-row').filter({ hasText: name });
    await expect(row('Canned beans')).toContainText('1 can');
    await expect(row('Eggs')).toContainText('2 pieces');
    await expect(row('Spinach')).toContainText('300 g');
    await expect(row('Olive oil')).toContainText('0.97 l');
  });
});
