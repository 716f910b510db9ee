import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { SHELF_LIFE_SOURCES } from '@shared/domain/shelf-life-sources';
import { createTestI18n, renderPage, signedIn } from '../../../../tests/web';
import { AboutPage } from './about-page';
import { ATTRIBUTIONS } from './attributions';
import { PrivacyPage } from './privacy-page';
import { SubscriptionSuccessPage } from './subscription-success-page';
import { TermsPage } from './terms-page';

describe('about', () => {
  test('says what Larder is and credits every library and data source with its licence', () => {
    renderPage(<AboutPage />, { path: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Larder' })).toBeInTheDocument();
    const attributions = screen.getByRole('region', { name: 'Attributions' });
    for (const name of [
      'React',
      'Vite',
      'Fastify',
      'TanStack Query',
      'Tailwind CSS',
      'Radix UI',
      'Kysely',
      'SQLite',
      'PostgreSQL',
      'i18next',
      'Open Food Facts',
      'zxing-wasm',
      'Tesseract.js',
    ]) {
      const link = within(attributions).getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const entry = link.closest('li')!;
      const licence = ATTRIBUTIONS.find((a) => a.name === name)!.licence;
      expect(entry).toHaveTextContent(licence === 'publicDomain' ? 'Public domain' : licence);
    }
    expect(
      within(attributions).getByRole('link', {
        name: 'Open Database License (ODbL) 1.0 (opens in a new tab)',
      }),
    ).toHaveAttribute('href', 'https://opendatacommons.org/licenses/odbl/1-0/');
    expect(ATTRIBUTIONS.find((a) => a.name === 'Tesseract.js')?.licence).toBe('Apache-2.0');
  });

  test("cites every source of the shelf-life guidance under 'Food safety data'", () => {
    renderPage(<AboutPage />, { path: '/about' });
    const section = screen.getByRole('region', { name: 'Food safety data' });
    expect(section).toHaveTextContent(/is written from USDA FoodKeeper/);
    const sources = within(section).getByRole('list', { name: 'Sources of the shelf-life guidance' });
    for (const source of SHELF_LIFE_SOURCES) {
      expect(
        within(sources).getByRole('link', { name: new RegExp(source.name.replace(/[()&]/g, '.')) }),
      ).toHaveAttribute('href', source.url);
    }
  });
});

describe('privacy policy', () => {
  test('states the spec footnote and covers storage, cookies, retention, export and deletion', () => {
    renderPage(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(
      screen.getByText('Your personal data is never sold, and analytics are anonymized and aggregated.'),
    ).toBeInTheDocument();
    for (const heading of [
      'What we store',
      'Why we store it',
      'Cookies and local storage',
      'How long we keep it',
      'Export, deletion and your other rights',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Cookies and local storage' })).toHaveTextContent(
      /only two cookies.*session cookie.*CSRF cookie/,
    );
  });
});

describe('terms of service', () => {
  test('covers the 7-day trial without a card, acceptable use and liability', () => {
    renderPage(<TermsPage />, { path: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Free trial' })).toHaveTextContent(
      /7-day free trial.*No credit card is required/,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Acceptable use' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Liability' })).toBeInTheDocument();
  });

  test('is translated', () => {
    renderPage(<TermsPage />, { path: '/terms', i18n: createTestI18n({ language: 'de' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeInTheDocument();
  });
});

describe('subscription success', () => {
  test('confirms and links to the dashboard', () => {
    renderPage(<SubscriptionSuccessPage />, { path: '/subscription-success', auth: signedIn });
    expect(screen.getByRole('heading', { level: 1, name: "You're all set!" })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('layout', () => {
  test('each page links home and to the other legal pages', () => {
    renderPage(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByRole('link', { name: 'Larder home page' })).toHaveAttribute('href', '/');
    const footer = screen.getByRole('navigation', { name: 'Information and legal' });
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });
});
