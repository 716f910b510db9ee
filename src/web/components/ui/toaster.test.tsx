import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  CHEF_TOAST_DURATION,
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  clearToasts,
  toast,
  useToast,
} from '../../lib/toast-store';
import { initTestI18n } from './test-i18n';
import { TOAST_SWIPE_DIRECTION, TOAST_SWIPE_THRESHOLD, TOAST_VIEWPORT_HOTKEY, Toaster } from './toaster';

beforeAll(() => {
  initTestI18n();
  // jsdom has no pointer capture; Radix calls it while a toast is swiped.
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

function renderToaster() {
  const result = render(<Toaster />);
  act(() => vi.advanceTimersByTime(0));
  return result;
}

function show(options: Parameters<typeof toast>[0]) {
  let handle!: ReturnType<typeof toast>;
  act(() => {
    handle = toast(options);
  });
  return handle;
}

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

/** The <li> Radix renders for a toast, found by a text inside it. */
function toastElement(text: string): HTMLElement {
  const element = screen.getByText(text).closest('li');
  if (!element) throw new Error(`no toast holds "${text}"`);
  return element;
}

describe('toast store', () => {
  test('spec constants: limit 1, 5000 ms default, 1000000 ms removal delay, 8000 ms for the Chef', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(CHEF_TOAST_DURATION).toBe(8000);
  });

  test('a new toast replaces the older one, so the store holds one', () => {
    const { result } = renderHook(() => useToast());
    show({ title: 'First' });
    show({ title: 'Second' });
    expect(result.current.toasts.map((t) => t.title)).toEqual(['Second']);
  });

  test('toast() returns its id, dismiss and update', () => {
    const { result } = renderHook(() => useToast());
    const handle = show({ title: 'Saving…' });
    expect(result.current.toasts[0]!.id).toBe(handle.id);
    act(() => handle.update({ title: 'Saved', variant: 'warning' }));
    expect(result.current.toasts[0]).toMatchObject({ title: 'Saved', variant: 'warning', open: true });
    act(() => handle.dismiss());
    expect(result.current.toasts[0]!.open).toBe(false);
  });

  test('a dismissed toast leaves the store after the removal delay', () => {
    const { result } = renderHook(() => useToast());
    const handle = show({ title: 'Bye' });
    act(() => handle.dismiss());
    advance(TOAST_REMOVE_DELAY - 1);
    expect(result.current.toasts).toHaveLength(1);
    advance(1);
    expect(result.current.toasts).toHaveLength(0);
  });

  test('durations default to 5000 ms, 8000 ms for ai-chef, or what the caller asks', () => {
    const { result } = renderHook(() => useToast());
    show({ title: 'a' });
    expect(result.current.toasts[0]!.duration).toBe(5000);
    show({ variant: 'ai-chef', description: 'b' });
    expect(result.current.toasts[0]!.duration).toBe(8000);
    show({ title: 'c', duration: 1234 });
    expect(result.current.toasts[0]!.duration).toBe(1234);
  });
});

describe('Toaster', () => {
  test('only one toast is visible: a new one replaces the one on screen', () => {
    renderToaster();
    show({ title: 'Login successful!', description: 'Redirecting to dashboard...' });
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
    show({ title: 'Settings updated' });
    expect(screen.queryByText('Login successful!')).not.toBeInTheDocument();
    expect(screen.getByText('Settings updated')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  test('a toast closes itself after 5000 ms by default', () => {
    renderToaster();
    show({ title: 'Settings updated', description: 'Your settings have been saved successfully.' });
    advance(4999);
    expect(screen.getByText('Settings updated')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Settings updated')).not.toBeInTheDocument();
  });

  test('a caller-given duration is honoured', () => {
    renderToaster();
    show({ title: 'Quick', duration: 1000 });
    advance(999);
    expect(screen.getByText('Quick')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
  });

  test("the ai-chef toast is titled 'Chef Says', offers 'Show Me', and stays 8000 ms with a 300 ms fade-out", () => {
    const onShow = vi.fn();
    renderToaster();
    show({
      variant: 'ai-chef',
      description: 'Your spinach expires tomorrow.',
      action: { onClick: onShow },
    });
    const card = toastElement('Chef Says');
    expect(card).toHaveAttribute('data-variant', 'ai-chef');
    expect(card).toHaveTextContent('Your spinach expires tomorrow.');
    expect(card.style.getPropertyValue('--toast-fade-out-duration')).toBe('300ms');
    expect(screen.getByRole('button', { name: 'Show Me' })).toBeInTheDocument();

    advance(5000);
    expect(screen.getByText('Chef Says')).toBeInTheDocument();
    advance(2999);
    expect(screen.getByText('Chef Says')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Chef Says')).not.toBeInTheDocument();
    expect(onShow).not.toHaveBeenCalled();
  });

  test("the Chef's action runs the caller's handler and closes the card", () => {
    const onShow = vi.fn();
    renderToaster();
    show({ variant: 'ai-chef', description: 'Three recipes fit your pantry.', action: { onClick: onShow } });
    fireEvent.click(screen.getByRole('button', { name: 'Show Me' }));
    expect(onShow).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Three recipes fit your pantry.')).not.toBeInTheDocument();
  });

  test('the ai-chef title and action label can be set by the caller', () => {
    renderToaster();
    show({
      variant: 'ai-chef',
      title: 'Tip',
      description: 'd',
      action: { label: 'Open recipe', onClick: () => {} },
    });
    expect(screen.getByText('Tip')).toBeInTheDocument();
    expect(screen.queryByText('Chef Says')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open recipe' })).toBeInTheDocument();
  });

  test('destructive and warning toasts render in their own styles', () => {
    renderToaster();
    show({
      variant: 'destructive',
      title: 'Login failed',
      description: 'Invalid email or password. Please try again.',
    });
    const destructive = toastElement('Login failed');
    expect(destructive).toHaveAttribute('data-variant', 'destructive');
    expect(destructive.className).toContain('bg-destructive');
    expect(destructive).toHaveTextContent('Invalid email or password. Please try again.');

    show({ variant: 'warning', title: 'Running low' });
    const warning = toastElement('Running low');
    expect(warning).toHaveAttribute('data-variant', 'warning');
    expect(warning.className).toContain('bg-warning');
  });

  test("a default toast's action button has the caller's label", () => {
    const onUndo = vi.fn();
    renderToaster();
    show({ title: 'Item removed', action: { label: 'Undo', onClick: onUndo } });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  test("the close button is named 'Close' and dismisses the toast", () => {
    renderToaster();
    show({ title: 'Closable' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  test('F8 moves focus to the notifications region', () => {
    expect(TOAST_VIEWPORT_HOTKEY).toEqual(['F8']);
    renderToaster();
    show({ title: 'Focus me' });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).not.toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement?.tagName).toBe('OL');
  });

  describe('swipe to dismiss', () => {
    function swipe(element: HTMLElement, distance: number) {
      fireEvent.pointerDown(element, { button: 0, pointerId: 1, clientX: 100, clientY: 10 });
      fireEvent.pointerMove(element, { pointerId: 1, clientX: 105, clientY: 10 });
      fireEvent.pointerMove(element, { pointerId: 1, clientX: 100 + distance, clientY: 10 });
      fireEvent.pointerUp(element, { pointerId: 1, clientX: 100 + distance, clientY: 10 });
    }

    test('is wired to the right with a 50 px threshold', () => {
      expect(TOAST_SWIPE_DIRECTION).toBe('right');
      expect(TOAST_SWIPE_THRESHOLD).toBe(50);
    });

    test('a swipe right past 50 px dismisses the toast', () => {
      renderToaster();
      show({ title: 'Swipe me' });
      swipe(toastElement('Swipe me'), 60);
      expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
    });

    test('a swipe of 50 px or less snaps back', () => {
      renderToaster();
      show({ title: 'Stay' });
      const element = toastElement('Stay');
      swipe(element, 40);
      expect(screen.getByText('Stay')).toBeInTheDocument();
      expect(element).toHaveAttribute('data-swipe', 'cancel');
      swipe(element, 50);
      expect(screen.getByText('Stay')).toBeInTheDocument();
    });

    test('a swipe to the left does not dismiss', () => {
      renderToaster();
      show({ title: 'Leftward' });
      swipe(toastElement('Leftward'), -120);
      expect(screen.getByText('Leftward')).toBeInTheDocument();
    });
  });
});
