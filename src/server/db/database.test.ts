import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase } from '../../../tests/db';
import { precompiledRead, type DatabaseHandle } from './database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  const at = new Date().toISOString();
  for (const [id, name] of [
    ['h1', 'First kitchen'],
    ['h2', 'Second kitchen'],
    ['h3', 'Third kitchen'],
  ]) {
    await handle.db.insertInto('households').values({ id: id!, name: name!, created_at: at }).execute();
  }
});
afterAll(async () => handle.close());

const byId = precompiledRead((db, params: { id: string }) =>
  db.selectFrom('households').select(['id', 'name']).where('id', '=', params.id),
);
/** Values bound in the query itself (not placeholders) keep their value on every run. */
const byNameOrId = precompiledRead((db, params: { id: string; name: string }) =>
  db
    .selectFrom('households')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', params.id), eb('name', '=', params.name), eb('id', '=', 'h3')]))
    .orderBy('id'),
);

describe('precompiledRead', () => {
  test('runs with new values each call, compiled once', async () => {
    expect(await byId.first(handle.db, { id: 'h1' })).toEqual({ id: 'h1', name: 'First kitchen' });
    expect(await byId.first(handle.db, { id: 'h2' })).toEqual({ id: 'h2', name: 'Second kitchen' });
    expect(await byId.first(handle.db, { id: 'nope' })).toBeUndefined();
    expect(await byId.all(handle.db, { id: 'h2' })).toEqual([{ id: 'h2', name: 'Second kitchen' }]);
  });

  test('fills each placeholder by name and keeps constants', async () => {
    const rows = await byNameOrId.all(handle.db, { id: 'h1', name: 'Second kitchen' });
    expect(rows.map((r) => r.id)).toEqual(['h1', 'h2', 'h3']);
    const none = await byNameOrId.all(handle.db, { id: 'x', name: 'y' });
    expect(none.map((r) => r.id)).toEqual(['h3']);
  });

  test('inside a transaction it reads through the transaction (its own writes included)', async () => {
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('households').set({ name: 'Renamed' }).where('id', '=', 'h1').execute();
        expect(await byId.first(trx, { id: 'h1' })).toEqual({ id: 'h1', name: 'Renamed' });
        throw new Error('roll back');
      })
      .catch((err: Error) => expect(err.message).toBe('roll back'));
    expect(await byId.first(handle.db, { id: 'h1' })).toEqual({ id: 'h1', name: 'First kitchen' });
  });

  test('refuses a value that does not reach the SQL as a parameter, and writes', async () => {
    const unbound = precompiledRead((db, _params: { id: string }) =>
      db.selectFrom('households').select('id'),
    );
    await expect(unbound.first(handle.db, { id: 'h1' })).rejects.toThrow(/id not bound/);
    const write = precompiledRead((db, params: { id: string }) =>
      db.deleteFrom('households').where('id', '=', params.id),
    );
    await expect(write.all(handle.db, { id: 'h1' })).rejects.toThrow(/select queries only/);
    expect(await byId.first(handle.db, { id: 'h1' })).toBeDefined();
  });
});
