/** Where a signed-in user goes when no safe destination was asked for. */
export const DEFAULT_REDIRECT = '/dashboard';

/**
 * The path to go to after signing in, from a `redirect` query value. Only a local path of this
 * origin is followed: it starts with exactly one '/', so '//evil.example' and '/\evil.example'
 * (both read by browsers as another host) and absolute URLs fall back to /dashboard.
 */
export function safeRedirect(path: string | null | undefined): string {
  if (typeof path !== 'string' || path.length === 0 || path.length > 2048) return DEFAULT_REDIRECT;
  if (!path.startsWith('/')) return DEFAULT_REDIRECT;
  if (path.startsWith('//') || path.startsWith('/\\')) return DEFAULT_REDIRECT;
  // Browsers drop tabs and newlines inside URLs, which would turn '/\t/evil.example' into '//evil.example'.
  if (hasControlCharacter(path)) return DEFAULT_REDIRECT;
  try {
    const base = 'http://larder.invalid';
    const url = new URL(path, base);
    if (url.origin !== base) return DEFAULT_REDIRECT;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_REDIRECT;
  }
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
