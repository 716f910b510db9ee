import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { StockChangeResponse } from '@shared/contracts/pantry';
import { renderApp, setUpI18n } from '../../../../tests/web';
import { clearCsrfToken } from '../../lib/csrf';
import { i18next } from '../../lib/i18n';
import { clearToasts } from '../../lib/toast-store';
import { csrfRoute, installFakeNetwork } from '../../lib/test-network';
import { change, entry, product } from './pantry-fixtures';
import { describeChange, useUndoToast } from './undo-toast';

const say = (response: StockChangeResponse, productName?: string) =>
  describeChange(response, { t: i18next.t, language: i18next.language, productName });

beforeAll(async () => {
  await setUpI18n();
  Element.prototype.hasPointerCapture ??= () => false;
});
beforeEach(async () => {
  clearCsrfToken();
  clearToasts();
  await i18next.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('what a change did', () => {
  test('names the amount and the product for adds, consumes and spoils', () => {
    expect(say(change({ kind: 'consume', quantity: 2, unit: 'l' })).title).toBe('Consumed 2 l Milk');
    expect(say(change({ kind: 'add', quantity: 3, unit: 'can' })).title).toBe('Added 3 cans Milk');
    expect(say(change({ kind: 'spoil', quantity: 0.25, unit: 'kg' })).title).toBe(
      'Marked 0.25 kg Milk as spoiled',
    );
    expect(say(change({ kind: 'open', quantity: null, unit: null })).title).toBe('Opened Milk');
    expect(say(change({ kind: 'adjust', quantity: null, unit: null })).title).toBe('Updated Milk');
  });

  test('counts several products, and falls back to the name the caller knows', () => {
    expect(say(change({ kind: 'consume', productIds: ['p1', 'p2', 'p3'] })).title).toBe(
      'Consumed 3 products',
    );
    expect(say(change({ kind: 'delete', quantity: null, unit: null }, []), 'Butter').title).toBe(
      'Deleted Butter',
    );
  });

  test('says what could not be taken when the stock was short', () => {
    const result = say(change({ kind: 'consume', quantity: 1, unit: 'l', shortQuantity: 0.5 }));
    expect(result.description).toBe('0.5 l could not be taken: there was not that much in stock.');
  });

  test('speaks the reader language', async () => {
    await i18next.changeLanguage('fr');
    expect(say(change({ kind: 'consume', quantity: 1.5, unit: 'l' })).title).toBe('Consommé : 1,5 l de Milk');
    await i18next.changeLanguage('zh');
    expect(say(change({ kind: 'add', quantity: 2, unit: 'l' })).title).toBe('已添加 2 升 Milk');
  });
});

function Harness({ response }: { response: StockChangeResponse }) {
  const show = useUndoToast();
  return (
    <button type="button" onClick={() => show(response)}>
      show
    </button>
  );
}

describe('the undo toast', () => {
  test('offers Undo only while the server allows it, and says when undoing failed', async () => {
    const net = installFakeNetwork({
      ...csrfRoute,
      'POST /api/stock/operations/op1/undo': () => ({
        status: 409,
        body: {
          error: 'This change can no longer be undone because the stock changed since',
          code: 'CONFLICT',
        },
      }),
    });
    const user = userEvent.setup();
    const { unmount } = renderApp(
      <Harness
        response={change(
          { kind: 'move', quantity: null, unit: null, canUndo: false },
          [product()],
          [entry()],
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'show' }));
    expect(await screen.findByText('Moved Milk')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    unmount();

    renderApp(<Harness response={change({ kind: 'consume', quantity: 1, unit: 'l' })} />);
    await user.click(screen.getByRole('button', { name: 'show' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Could not undo the change')).toBeInTheDocument();
    expect(
      screen.getByText('This change can no longer be undone because the stock changed since'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(net.requests.filter((r) => r.url === '/api/stock/operations/op1/undo')).toHaveLength(1),
    );
  });
});
