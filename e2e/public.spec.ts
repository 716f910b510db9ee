import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('public pages', () => {
  test('the landing page shows the hero, tagline and calls to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Your Smart Kitchen Assistant' })).toBeVisible();
    await expect(page.getByText('Smart Pantry Management').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Your Free Trial' }).first()).toHaveAttribute(
      'href',
      /\/login\?tab=register/,
    );
    await page.getByRole('link', { name: 'Learn More' }).first().click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('an unknown path shows the 404 page and Return to Home goes to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(
      page.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await page
      .getByRole('link', { name: 'Return to Home' })
      .or(page.getByRole('button', { name: 'Return to Home' }))
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a protected route sends a visitor to login with the original path', async ({ page }) => {
    await page.goto('/settings?tab=security');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings%3Ftab%3Dsecurity/);
  });

  test('the redirects of the spec land on their targets (after sign-in checks)', async ({ page }) => {
    await page.goto('/shopping');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fshopping-lists/);
    await page.goto('/one-click-meal-prep');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmeal-prep-plan/);
  });

  for (const path of ['/', '/login', '/login?tab=register', '/about', '/privacy', '/terms']) {
    test(`axe finds no serious violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('public pages fit a 375 px phone without horizontal scrolling', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    for (const path of [
      '/',
      '/login',
      '/login?tab=register',
      '/about',
      '/privacy',
      '/terms',
      '/forgot-password',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await context.close();
  });
});
