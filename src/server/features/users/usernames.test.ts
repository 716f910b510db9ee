import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UsernameSchema, USERNAME_MAX } from '@shared/contracts/auth';
import { createTestDatabase } from '../../../../tests/db';
import type { DatabaseHandle } from '../../db/database';
import { suggestUsernames, usernameBase } from './usernames';
import { createUser } from './users.service';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle.close());

const isValid = (u: string) => UsernameSchema.safeParse(u).success;

async function takeUsername(username: string) {
  await createUser(handle.db, {
    email: `${username.toLowerCase()}@taken.example.com`,
    username,
    firstName: 'Taken',
    lastName: 'Already',
    passwordHash: null,
    emailVerified: false,
  });
}

describe('usernameBase', () => {
  test('folds accents, lowercases and joins words with underscores', () => {
    expect(usernameBase('José Núñez')).toBe('jose_nunez');
    expect(usernameBase('mary.o+kitchen')).toBe('mary_o_kitchen');
    expect(usernameBase('__Chef!!__')).toBe('chef');
  });

  test('leaves room for a numeric suffix', () => {
    expect(usernameBase('a'.repeat(60)).length).toBe(USERNAME_MAX - 5);
  });
});

describe('suggestUsernames', () => {
  test("builds suggestions from the email's local part", async () => {
    const [first] = await suggestUsernames(handle.db, { count: 1, email: 'maria.garcia@example.com' });
    expect(first).toBe('maria_garcia');
  });

  test('never suggests a username that is taken, whatever its case', async () => {
    await takeUsername('Chef_Antoine');
    const suggestions = await suggestUsernames(handle.db, { count: 5, email: 'chef.antoine@example.com' });
    expect(suggestions).toHaveLength(5);
    expect(suggestions.map((s) => s.toLowerCase())).not.toContain('chef_antoine');
    for (const s of suggestions) {
      expect(s.startsWith('chef_antoine')).toBe(true);
      const taken = await handle.db
        .selectFrom('users')
        .select('id')
        .where('username_normalized', '=', s.toLowerCase())
        .executeTakeFirst();
      expect(taken).toBeUndefined();
    }
  });

  test('pads a short local part with digits up to the minimum length', async () => {
    const [s] = await suggestUsernames(handle.db, { count: 1, email: 'bob@example.com' });
    expect(s).toMatch(/^bob\d{5}$/);
  });

  test('falls back to the name, then to a kitchen word', async () => {
    const [fromName] = await suggestUsernames(handle.db, { count: 1, name: 'Ottolenghi Yotam' });
    expect(fromName).toBe('ottolenghi_yotam');
    const [plain] = await suggestUsernames(handle.db, { count: 1 });
    expect(plain).toMatch(/^home_cook/);
    expect(isValid(plain!)).toBe(true);
  });

  test('gives distinct suggestions, as many as asked', async () => {
    const suggestions = await suggestUsernames(handle.db, { count: 10, email: 'pat@example.com' });
    expect(suggestions).toHaveLength(10);
    expect(new Set(suggestions).size).toBe(10);
  });

  test('every suggestion is valid and free, for any email', async () => {
    await fc.assert(
      fc.asyncProperty(fc.emailAddress(), fc.integer({ min: 1, max: 4 }), async (email, count) => {
        const suggestions = await suggestUsernames(handle.db, { count, email });
        expect(suggestions).toHaveLength(count);
        for (const s of suggestions) expect(isValid(s)).toBe(true);
        const taken = await handle.db
          .selectFrom('users')
          .select('username_normalized')
          .where(
            'username_normalized',
            'in',
            suggestions.map((s) => s.toLowerCase()),
          )
          .execute();
        expect(taken).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  test('when the obvious name is taken it still finds free ones from the same local part', async () => {
    await takeUsername('sam_cooks');
    const suggestions = await suggestUsernames(handle.db, { count: 3, email: 'sam.cooks@example.com' });
    expect(suggestions).toHaveLength(3);
    for (const s of suggestions) {
      expect(s).toMatch(/^sam_cooks\d+$/);
      expect(isValid(s)).toBe(true);
    }
  });
});
