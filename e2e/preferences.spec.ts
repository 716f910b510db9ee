import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { horizontalOverflow, signUpViaApi } from './utils';

test.describe('preferences and the signed-in shell', () => {
  test('a dark theme survives a reload', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/settings?tab=appearance');
    await page
      .getByRole('radio', { name: 'Dark' })
      .or(page.getByRole('button', { name: 'Dark' }))
      .first()
      .click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByText('Settings updated').first()).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('switching to Deutsch translates the app and survives a reload', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/settings?tab=language');
    await page.getByRole('radio', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const settings = await (await page.request.get('/api/user/settings')).json();
    expect(settings.language).toBe('de');
  });

  test('axe finds no serious violations in the signed-in shell', async ({ page }) => {
    await signUpViaApi(page);
    for (const path of ['/dashboard', '/settings', '/profile']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
  });

  test('the main screens fit a 375 px phone and every screen is reachable from the navigation', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signUpViaApi(page);
    for (const path of [
      '/dashboard',
      '/pantry',
      '/recipes',
      '/shopping-lists',
      '/meal-prep-plan',
      '/settings',
      '/profile',
      '/kitchen-appliance',
      '/family',
      '/notifications',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation').first();
    await expect(nav).toBeVisible();
    await context.close();
  });
});
