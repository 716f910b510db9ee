import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { renderApp, setUpI18n } from '../../../../tests/web';
import { i18next } from '../../lib/i18n';
import { HelpPage } from './help-page';

const questions = () =>
  within(screen.getByRole('list', { name: 'Frequently asked questions' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('summary')?.textContent);

beforeAll(async () => {
  await setUpI18n();
});
beforeEach(async () => {
  await i18next.changeLanguage('en');
});

describe('help page', () => {
  test('lists every question until the reader types', () => {
    renderApp(<HelpPage />, { path: '/help' });
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(questions()).toHaveLength(15);
    expect(screen.getByText('15 questions')).toBeInTheDocument();
  });

  test('filters the questions live as the reader types, and keeps the query in the address', async () => {
    const user = userEvent.setup();
    const { currentUrl } = renderApp(<HelpPage />, { path: '/help' });
    const box = screen.getByRole('searchbox', { name: 'Search the questions' });

    await user.type(box, 'install');
    expect(questions()).toEqual([
      'How do I install Larder on an iPhone or iPad?',
      'How do I install Larder on an Android phone?',
    ]);
    expect(screen.getByText('2 matching questions')).toBeInTheDocument();
    expect(currentUrl()).toBe('/help?q=install');

    // Words can come from the answer, in any order, without accents.
    await user.clear(box);
    await user.type(box, 'francais language');
    expect(questions()).toEqual(['Which languages can I use Larder in?']);
  });

  test('says when nothing matches and shows everything again on request', async () => {
    const user = userEvent.setup();
    renderApp(<HelpPage />, { path: '/help' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'zzzz');
    expect(screen.getByRole('heading', { name: 'No questions match "zzzz"' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all questions' }));
    expect(questions()).toHaveLength(15);
  });

  test('opens filtered to the question a search result links to', () => {
    renderApp(<HelpPage />, { path: `/help?q=${encodeURIComponent('How do I delete my account?')}` });
    expect(questions()).toEqual(['How do I delete my account?']);
    expect(screen.getByText(/This cannot be undone/)).toBeVisible();
  });

  test('tells the reader to contact whoever runs the server, by email', () => {
    renderApp(<HelpPage />, { path: '/help' });
    expect(screen.getByText(/Contact the person who runs this Larder server/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write an email' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=/,
    );
  });
});
