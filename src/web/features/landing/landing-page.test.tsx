import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, test } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '@shared/contracts/auth';
import { AuthProvider, type AuthState } from '../../lib/auth';
import { createQueryClient } from '../../lib/query-client';
import enLanding from '../../locales/en/landing.json';
import esLanding from '../../locales/es/landing.json';
import { LandingPage } from './landing-page';
import { POWERED_BY } from './powered-by';

const user: User = {
  id: 'u1',
  email: 'ana@example.com',
  username: 'ana_cooks',
  firstName: 'Ana',
  lastName: 'Diaz',
  name: 'Ana Diaz',
  emailVerified: true,
  avatarUrl: null,
  isAdmin: false,
  householdId: 'h1',
  trialEndsAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

function renderLanding(auth: AuthState = { status: 'unauthenticated', user: null }, language = 'en') {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { landing: enLanding }, es: { landing: esLanding } },
    defaultNS: 'landing',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const location = memoryLocation({ path: '/' });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider initial={auth}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <LandingPage />
          </Router>
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
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
    renderLanding({ status: 'authenticated', user });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  test('the hero shows the spec texts, both calls to action and the trial terms', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Smart Kitchen Assistant' })).toBeInTheDocument();
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
    expect(within(quick).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/about',
      '/login',
      '/login?tab=register',
    ]);
    const powered = screen.getByRole('region', { name: 'Powered By' });
    const links = within(powered).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(POWERED_BY.map((p) => p.url));
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(within(powered).getByRole('link', { name: 'Open Food Facts (opens in a new tab)' })).toBeInTheDocument();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(legal).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(legal).getByRole('link', { name: 'Attributions' })).toHaveAttribute('href', '/about');
  });

  test('is translated', () => {
    renderLanding(undefined, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Tu asistente de cocina inteligente' })).toBeInTheDocument();
  });
});
