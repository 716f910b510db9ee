import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createTestI18n, renderPage, signedIn, signedOut } from '../../../../tests/web';
import type { AuthState } from '../../lib/auth';
import { LandingPage } from './landing-page';
import { POWERED_BY } from './powered-by';

function renderLanding(auth: AuthState = signedOut, language = 'en') {
  return renderPage(<LandingPage />, { auth, i18n: createTestI18n({ language }) });
}

describe('landing page', () => {
  test('the header offers About, Login and Sign Up to visitors', () => {
    renderLanding();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?tab=login');
    expect(within(nav).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/login?tab=register');
    expect(within(nav).queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
  });

  test('signed-in users see Go to Dashboard instead', () => {
    renderLanding(signedIn);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  test('the hero shows the spec texts, both calls to action and the trial terms', () => {
    renderLanding();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your Smart Kitchen Assistant' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Smart Pantry Management').length).toBeGreaterThan(0);
    const hero = screen.getByRole('region', { name: 'Your Smart Kitchen Assistant' });
    expect(within(hero).getByRole('link', { name: 'Start Your Free Trial' })).toHaveAttribute(
      'href',
      '/login?tab=register',
    );
    expect(within(hero).getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
    expect(within(hero).getByText('7-day free trial. No credit card required.')).toBeInTheDocument();
  });

  test('six feature cards for the promoted features', () => {
    renderLanding();
    const features = screen.getByRole('region', { name: 'Everything your kitchen needs' });
    const titles = within(features)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'AI recipe suggestions',
      'Barcode scanning',
      'Receipt scanning',
      'Voice-activated cooking',
      'Expiration tracking',
      'Smart shopping list',
    ]);
    expect(within(features).getByText(/Generated from your recipes and low inventory/)).toBeInTheDocument();
  });

  test('the footer has the quick links, the Powered By list and the legal links', () => {
    renderLanding();
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/about', '/login', '/login?tab=register']);
    const powered = screen.getByRole('region', { name: 'Powered By' });
    const links = within(powered).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(POWERED_BY.map((p) => p.url));
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(
      within(powered).getByRole('link', { name: 'Open Food Facts (opens in a new tab)' }),
    ).toBeInTheDocument();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(legal).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(legal).getByRole('link', { name: 'Attributions' })).toHaveAttribute('href', '/about');
  });

  test('is translated', () => {
    renderLanding(undefined, 'es');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tu asistente de cocina inteligente' }),
    ).toBeInTheDocument();
  });
});
