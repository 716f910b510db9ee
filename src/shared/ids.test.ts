import { describe, expect, it } from 'vitest';
import { uuidv7 } from './ids';

describe('uuidv7', () => {
  it('is a version 7, RFC variant UUID with the time in front', () => {
    const id = uuidv7(Date.UTC(2026, 0, 1));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBeGreaterThanOrEqual(Date.UTC(2026, 0, 1));
  });

  it('sorts in the order the ids were made, also within one millisecond and past 4096 of them', () => {
    const now = Date.now() + 60_000;
    const ids = Array.from({ length: 5000 }, () => uuidv7(now));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    // A clock that steps back does not make an id that sorts first.
    const after = uuidv7(now - 10_000);
    expect(after > ids.at(-1)!).toBe(true);
  });
});
