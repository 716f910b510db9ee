import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { CookpotLoader } from './cookpot-loader';
import { LOADING_INDICATOR_SIZES, LoadingIndicator } from './loading-indicator';
import { initTestI18n } from './test-i18n';

beforeAll(() => {
  initTestI18n();
});

describe('LoadingIndicator', () => {
  test("says 'Loading...' by default in a polite status region", () => {
    render(<LoadingIndicator />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading...');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('data-size', 'md');
  });

  test('comes in sizes xs to xl, each with its own spinner size', () => {
    expect(LOADING_INDICATOR_SIZES).toEqual(['xs', 'sm', 'md', 'lg', 'xl']);
    const spinnerClasses = LOADING_INDICATOR_SIZES.map((size) => {
      const { container, unmount } = render(<LoadingIndicator size={size} />);
      const status = screen.getByRole('status');
      expect(status).toHaveAttribute('data-size', size);
      expect(status).toHaveTextContent('Loading...');
      const spinner = container.querySelector('svg')!;
      expect(spinner).toHaveAttribute('aria-hidden', 'true');
      const sizeClass = [...spinner.classList].find((c) => c.startsWith('size-'));
      unmount();
      return sizeClass;
    });
    expect(new Set(spinnerClasses).size).toBe(5);
  });

  test('takes a custom message, and can keep it for screen readers only', () => {
    render(<LoadingIndicator message="Fetching recipes" hideMessage />);
    const status = screen.getByRole('status', { name: '' });
    expect(status).toHaveTextContent('Fetching recipes');
    expect(screen.getByText('Fetching recipes')).toHaveClass('sr-only');
  });
});

describe('CookpotLoader', () => {
  test("covers the screen with 'Prepping the Kitchen' as a status", () => {
    const { container } = render(<CookpotLoader />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Prepping the Kitchen');
    expect(status).toHaveClass('fixed', 'inset-0');
    // The pot is decoration: hidden from assistive tech.
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  test('animates steam and lid, and stands still for reduced motion', () => {
    const { container } = render(<CookpotLoader />);
    const steam = container.querySelectorAll('[data-part="steam"]');
    expect(steam.length).toBeGreaterThan(1);
    for (const wisp of steam) expect(wisp).toHaveClass('animate-steam', 'motion-reduce:animate-none');
    expect(container.querySelector('[data-part="lid"]')).toHaveClass(
      'animate-lid-wobble',
      'motion-reduce:animate-none',
    );
  });
});
