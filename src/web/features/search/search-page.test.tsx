import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { renderApp, setUpI18n, testUser } from '../../../../tests/web';
import { i18next } from '../../lib/i18n';
import { SearchPage } from './search-page';

const group = (name: string) => screen.getByRole('region', { name });

beforeAll(async () => {
  await setUpI18n();
});
beforeEach(async () => {
  await i18next.changeLanguage('en');
});

describe('search page', () => {
  test('invites the reader to type before there is a query', () => {
    renderApp(<SearchPage />, { path: '/search' });
    expect(screen.getByRole('heading', { name: 'What are you looking for?' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  test('searches what the address holds in ?q=', () => {
    renderApp(<SearchPage />, { path: '/search?q=appliance' });
    expect(screen.getByRole('searchbox', { name: 'Search Larder' })).toHaveValue('appliance');
    const screens = group('Screens');
    expect(within(screens).getByRole('link', { name: 'Kitchen appliances' })).toHaveAttribute(
      'href',
      '/kitchen-appliance',
    );
    const answer = within(group('Help answers')).getByRole('link', {
      name: 'Why should I add my kitchen appliances?',
    });
    expect(answer.getAttribute('href')).toBe(
      `/help?q=${encodeURIComponent('Why should I add my kitchen appliances?')}`,
    );
  });

  test('writes what the reader types into ?q= and finds translated screen titles', async () => {
    await i18next.changeLanguage('de');
    const user = userEvent.setup();
    const { currentUrl } = renderApp(<SearchPage />, { path: '/search' });
    await user.type(screen.getByRole('searchbox'), 'einkauf');
    expect(currentUrl()).toBe('/search?q=einkauf');
    expect(screen.getByRole('link', { name: 'Einkaufslisten' })).toHaveAttribute('href', '/shopping-lists');
  });

  test('says when nothing matches', () => {
    renderApp(<SearchPage />, { path: '/search?q=zzzz' });
    expect(screen.getByRole('heading', { name: 'No results for "zzzz"' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open help' })).toHaveAttribute('href', '/help');
  });

  test('offers the admin screen to admins only', () => {
    const { unmount } = renderApp(<SearchPage />, { path: '/search?q=error log' });
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    unmount();
    renderApp(<SearchPage />, { path: '/search?q=error log', user: { ...testUser, isAdmin: true } });
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });
});
