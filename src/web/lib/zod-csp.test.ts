import { describe, expect, test } from 'vitest';
import { configureZodForCsp } from './zod-csp';

describe('zod under the app’s CSP', () => {
  test('zod reads the jitless setting made before it loads, and parses without eval', async () => {
    configureZodForCsp();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ name: z.string(), quantity: z.number() });
    expect(schema.parse({ name: 'milk', quantity: 2, extra: true })).toEqual({ name: 'milk', quantity: 2 });
  });
});
