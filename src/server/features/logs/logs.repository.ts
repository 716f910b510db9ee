import type { Insertable, Selectable } from 'kysely';
import type { ClientErrorsTable } from '../../db/types';
import type { Executor } from '../../db/database';

export type ClientErrorRow = Selectable<ClientErrorsTable>;

export async function insertClientErrors(db: Executor, rows: Insertable<ClientErrorsTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('client_errors').values(rows).execute();
}

export type ClientErrorFilter = {
  limit: number;
  before?: string | undefined;
  severity?: string | undefined;
  category?: string | undefined;
};

/** Newest first by id (UUIDv7, so by time); `before` continues after the last id of a page. */
export function listClientErrors(db: Executor, filter: ClientErrorFilter): Promise<ClientErrorRow[]> {
  let query = db.selectFrom('client_errors').selectAll().orderBy('id', 'desc').limit(filter.limit);
  if (filter.before) query = query.where('id', '<', filter.before);
  if (filter.severity) query = query.where('severity', '=', filter.severity);
  if (filter.category) query = query.where('category', '=', filter.category);
  return query.execute();
}
