import { randomInt } from 'node:crypto';
import { USERNAME_MAX, USERNAME_MIN, UsernameSchema } from '@shared/contracts/auth';
import type { DB } from '../../db/database';
import { normalizeUsername } from './users.repository';

/** Folds accents and drops what the username rules do not allow ("José Núñez" → "jose_nunez"). */
export function usernameBase(source: string): string {
  return source
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s.+]+/g, '_')
    .replace(/[^a-z0-9_-]/g, '')
    .replace(/_+/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '')
    .slice(0, USERNAME_MAX - 5);
}

function candidatesFrom(base: string, attempt: number): string {
  const root = base.length > 0 ? base : 'cook';
  // Short roots are padded with digits up to the minimum length; later attempts add more randomness.
  const digits = Math.max(USERNAME_MIN - root.length, attempt === 0 ? 0 : 2 + Math.min(attempt, 4));
  const suffix = digits > 0 ? String(randomInt(10 ** (digits - 1), 10 ** digits)) : '';
  return (root + suffix).slice(0, USERNAME_MAX);
}

/**
 * Usernames that are valid under the spec's rules and free right now, built from the email's local
 * part, else the name, else a kitchen word. Availability is checked in one query per round.
 */
export async function suggestUsernames(
  db: DB,
  options: { count: number; email?: string | undefined; name?: string | undefined },
): Promise<string[]> {
  const local = options.email && options.email.includes('@') ? options.email.split('@')[0]! : '';
  const bases = [usernameBase(local), usernameBase(options.name ?? ''), 'home_cook'].filter(
    (b) => b.length >= 3,
  );
  const base = bases[0] ?? 'home_cook';
  const found: string[] = [];
  for (let round = 0; round < 6 && found.length < options.count; round++) {
    const pool = new Set<string>();
    // Every candidate comes from the best source; the fallbacks are used only if it runs dry.
    const source = bases[Math.min(Math.max(0, round - 3), bases.length - 1)] ?? base;
    for (let i = 0; pool.size < options.count * 3 && i < options.count * 10; i++) {
      const candidate = candidatesFrom(source, round + (i > 0 ? 1 : 0));
      if (UsernameSchema.safeParse(candidate).success && !found.includes(candidate)) pool.add(candidate);
    }
    if (pool.size === 0) continue;
    const taken = await db
      .selectFrom('users')
      .select('username_normalized')
      .where('username_normalized', 'in', [...pool].map(normalizeUsername))
      .execute();
    const takenSet = new Set(taken.map((r) => r.username_normalized));
    for (const c of pool) {
      if (found.length >= options.count) break;
      if (!takenSet.has(normalizeUsername(c))) found.push(c);
    }
  }
  return found;
}
