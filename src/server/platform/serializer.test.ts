import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { AuthStatusSchema } from '@shared/contracts/auth';
import { DEFAULT_SETTINGS, SettingsSchema } from '@shared/contracts/settings';
import { installErrorHandling } from './errors';
import { responseJsonSchema, serializerCompiler } from './serializer';

const user = {
  id: 'u1',
  email: 'cook@example.com',
  username: 'cook',
  firstName: 'Ada',
  lastName: 'Lovelace',
  name: 'Ada Lovelace',
  emailVerified: true,
  avatarUrl: null,
  isAdmin: false,
  householdId: 'h1',
  trialEndsAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const Shape = z.object({
  id: z.string(),
  count: z.number().int().positive(),
  note: z.string().nullable(),
  tags: z.array(z.object({ name: z.string() })),
  nested: z.object({ ok: z.boolean() }).nullable(),
  optional: z.string().optional(),
});
const Union = z.union([
  z.object({ kind: z.literal('a'), a: z.string() }),
  z.object({ kind: z.literal('b') }),
]);

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
installErrorHandling(app);

let reply: unknown;
const routes = { status: AuthStatusSchema, settings: SettingsSchema, shape: Shape, union: Union };
for (const [name, schema] of Object.entries(routes)) {
  app.get(`/${name}`, { schema: { response: { 200: schema } } }, async () => reply as never);
}

beforeAll(async () => app.ready());
afterAll(async () => app.close());

async function get(name: keyof typeof routes, data: unknown) {
  reply = data;
  return app.inject({ url: `/${name}` });
}

describe('responses written from the zod schema', () => {
  test('write what zod would write for the signed-in and the signed-out status', async () => {
    // The hot routes take the compiled path, not the zod fallback.
    expect(responseJsonSchema(AuthStatusSchema)).not.toBeNull();
    expect(responseJsonSchema(SettingsSchema)).not.toBeNull();
    for (const data of [
      { isAuthenticated: true, user },
      { isAuthenticated: false, user: null },
    ]) {
      const res = await get('status', data);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(JSON.stringify(AuthStatusSchema.parse(data)));
    }
    const settings = await get('settings', DEFAULT_SETTINGS);
    expect(settings.json()).toEqual(SettingsSchema.parse(DEFAULT_SETTINGS));
  });

  test('never write properties the schema does not name, at any depth', async () => {
    const res = await get('status', {
      isAuthenticated: true,
      user: { ...user, password_hash: 'argon2-secret', email_normalized: 'x' },
      session: 'token',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('argon2-secret');
    expect(res.json()).toEqual({ isAuthenticated: true, user });

    const shape = await get('shape', {
      id: 'x',
      count: 3,
      note: null,
      tags: [{ name: 'a', secret: 1 }],
      nested: { ok: true, secret: 2 },
      secret: 3,
    });
    expect(shape.json()).toEqual({
      id: 'x',
      count: 3,
      note: null,
      tags: [{ name: 'a' }],
      nested: { ok: true },
    });
  });

  test('a response missing a required property is a 500 in the error shape, not a partial body', async () => {
    const { name: _dropped, ...incomplete } = user;
    const res = await get('status', { isAuthenticated: true, user: incomplete });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'INTERNAL' });
    expect(res.body).not.toContain('cook@example.com');
  });

  test('unions are left to zod, which still strips unknown properties', async () => {
    expect(responseJsonSchema(Union)).toBeNull();
    const res = await get('union', { kind: 'a', a: 'x', secret: 1 });
    expect(res.json()).toEqual({ kind: 'a', a: 'x' });
    const bad = await get('union', { kind: 'c' });
    expect(bad.statusCode).toBe(500);
  });

  test('schemas JSON Schema cannot state exactly fall back to zod', () => {
    expect(responseJsonSchema(z.object({ at: z.date() }))).toBeNull();
    expect(responseJsonSchema(z.object({ n: z.string().transform((s) => s.length) }))).toBeNull();
    expect(responseJsonSchema(z.object({ n: z.number().default(1) }))).toBeNull();
    expect(responseJsonSchema(z.object({ pair: z.tuple([z.string(), z.number()]) }))).toBeNull();
  });

  test('keeps only the keywords that shape the output', () => {
    const json = responseJsonSchema(z.object({ n: z.number().positive().max(3), s: z.string().regex(/a/) }));
    expect(json).toEqual({
      type: 'object',
      properties: { n: { type: 'number' }, s: { type: 'string' } },
      required: ['n', 's'],
      additionalProperties: false,
    });
  });
});
