import { describe, expect, test } from 'vitest';
import { DEFAULT_REDIRECT, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  test.each(['/pantry', '/recipes/42?tab=steps', '/shopping-lists#today', '/join-family/ABC123'])(
    'follows the local path %s',
    (path) => {
      expect(safeRedirect(path)).toBe(path);
    },
  );

  test.each([
    ['missing', null],
    ['empty', ''],
    ['relative', 'pantry'],
    ['protocol-relative', '//evil.example/pantry'],
    ['backslash host', '/\\evil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['javascript URL', 'javascript:alert(1)'],
    ['tab smuggled host', '/\t/evil.example'],
    ['newline smuggled host', '/\n/evil.example'],
  ])('falls back to /dashboard for a %s value', (_label, value) => {
    expect(safeRedirect(value)).toBe(DEFAULT_REDIRECT);
  });

  test('the fallback is the dashboard', () => {
    expect(DEFAULT_REDIRECT).toBe('/dashboard');
  });
});
