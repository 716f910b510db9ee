import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { horizontalOverflow, signUpViaApi } from './utils';

/**
 * The Chef's journey: open the chat, ask it to stock milk and confirm its card, see the milk on
 * /pantry; tell it you are vegetarian now, confirm, and see it checked in Settings → Preferences;
 * ask for something it cannot do and hear it say so. Then the chat at 375 px, light and dark: no overflow, no accessibility violations.
 */

/** The server's honest answer to a request it has no action for (src/server/features/chef). */
const CANNOT_DO = /Sorry, I can't do that yet\. Here is what I can do:/;

async function openChef(page: Page) {
  await page.getByRole('button', { name: 'Ask the Chef' }).click();
  const chef = page.getByRole('dialog', { name: 'Chef' });
  await expect(chef).toBeVisible();
  return chef;
}

/** The user's message in the conversation (each says who spoke for screen readers: "You: …"). */
function said(page: Page, text: string) {
  return page
    .getByRole('dialog', { name: 'Chef' })
    .getByRole('log')
    .getByRole('listitem')
    .filter({ hasText: `You: ${text}` });
}

async function ask(page: Page, text: string) {
  const chef = page.getByRole('dialog', { name: 'Chef' });
  const input = chef.getByRole('textbox', { name: 'Message to the Chef' });
  await input.fill(text);
  // Send is enabled once the window has taken the text in; Enter before that would send nothing.
  await expect(chef.getByRole('button', { name: 'Send' })).toBeEnabled();
  await input.press('Enter');
  // The message is in the log once the server stored it; the reply once the typing stopped.
  await expect(said(page, text)).toBeVisible();
  await expect(chef.getByTestId('chef-typing')).toHaveCount(0, { timeout: 20_000 });
}

test('ask the Chef: stock milk, become vegetarian, and hear what it cannot do', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page);
  await page.goto('/dashboard');
  let chef = await openChef(page);
  await expect(chef.getByRole('textbox', { name: 'Message to the Chef' })).toBeFocused();

  // "add 2 litres of milk" → a card → Confirm → the spec's toast, the card done.
  await ask(page, 'add 2 litres of milk');
  let card = chef.getByTestId('chef-card').last();
  await expect(card).toContainText(/milk/i);
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Item added to your pantry', { exact: true })).toBeVisible();
  await expect(card).toContainText('Done');

  // Escape closes the window and gives the focus back to the launcher.
  await page.keyboard.press('Escape');
  await expect(chef).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ask the Chef' })).toBeFocused();

  await page.goto('/pantry');
  await expect(page.getByText('Milk', { exact: true }).first()).toBeVisible();

  // "I'm vegetarian now" → Confirm → 'Dietary preferences updated', and the record says so.
  chef = await openChef(page);
  // The conversation so far is still there.
  await expect(said(page, 'add 2 litres of milk')).toBeVisible();
  await ask(page, "I'm vegetarian now");
  card = chef.getByTestId('chef-card').last();
  await expect(card).toContainText(/vegetarian/i);
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Dietary preferences updated', { exact: true })).toBeVisible();
  await expect(card).toContainText('Done');
  const onboarding = (await (await page.request.get('/api/user/onboarding')).json()) as {
    dietary_preferences: string[];
  };
  expect(onboarding.dietary_preferences).toContain('Vegetarian');

  // Settings → Preferences shows the change.
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Preferences' }).click();
  const diet = page.getByRole('group', { name: 'Dietary preferences' });
  await expect(diet.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
  await expect(diet.getByRole('checkbox', { name: 'Vegan' })).not.toBeChecked();
  chef = await openChef(page);
  // The conversation so far has loaded before its cards are counted.
  await expect(said(page, "I'm vegetarian now")).toBeVisible();

  // Something it has no action for: an honest answer, and no card.
  const cardsBefore = await chef.getByTestId('chef-card').count();
  await ask(page, 'book me a table at a restaurant');
  await expect(chef.getByRole('log').getByRole('listitem').filter({ hasText: CANNOT_DO })).toBeVisible();
  await expect(chef.getByTestId('chef-card')).toHaveCount(cardsBefore);
});

test('the chat at 375 px, light and dark: full screen, no overflow, no accessibility violations', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true });
  try {
    const page = await context.newPage();
    await signUpViaApi(page);
    await page.goto('/dashboard');
    const chef = await openChef(page);
    await ask(page, 'what expires this week?');
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      const box = await chef.boundingBox();
      expect(box?.width, `window width (${theme})`).toBeLessThanOrEqual(375);
      expect(await horizontalOverflow(page), `page (${theme})`).toBe(0);
      const overflow = await chef.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, `window (${theme})`).toBe(0);
      const results = await new AxeBuilder({ page })
        .include('[data-testid="chef-window"]')
        .withTags(['wcag2a', 'wcag2aa'])
        .analyze();
      expect(
        results.violations.map(
          (v) => `chef (${theme}) ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    }
  } finally {
    await context.close();
  }
});
