import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createTestI18n } from '../../../../tests/web';
import { Toaster } from '../../components/ui/toaster';
import { clearToasts } from '../../lib/toast-store';
import { ToastExamplesPage } from './toast-examples-page';

beforeAll(() => {
  createTestI18n({ namespaces: ['common', 'examples'] });
});

afterEach(() => {
  act(() => clearToasts());
});

function renderPage() {
  render(
    <>
      <ToastExamplesPage />
      <Toaster />
    </>,
  );
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

describe('toast examples page', () => {
  test('has a page heading', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Toast examples' })).toBeInTheDocument();
  });

  test.each([
    ['Show a default toast', 'Saved', 'default'],
    ['Show an error toast', 'Something went wrong', 'destructive'],
    ['Show a warning toast', 'Running low', 'warning'],
    ['Show a Chef tip', 'Chef Says', 'ai-chef'],
  ])('"%s" shows a toast titled "%s" (%s)', (button, title, variant) => {
    const region = renderPage();
    fireEvent.click(screen.getByRole('button', { name: button }));
    const item = within(region).getByText(title).closest('li')!;
    expect(item).toHaveAttribute('data-variant', variant);
  });

  test("the Chef tip with an action answers 'Show Me' with another toast", () => {
    const region = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Show a Chef tip with an action' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Show Me' }));
    expect(within(region).getByText('Here are the recipes the Chef suggested.')).toBeInTheDocument();
  });

  test('Undo runs and the dismiss button clears the toast', () => {
    const region = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Show a toast with Undo' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Undo' }));
    expect(within(region).getByText('Milk is back on your shopping list.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the toast' }));
    expect(within(region).queryByText('Milk is back on your shopping list.')).not.toBeInTheDocument();
  });
});
