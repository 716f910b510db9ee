import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * PostgreSQL keeps each recipe's search vector in a stored generated column. The search matched
 * the expression index from 0006, but then re-computed `to_tsvector` for every hit to check it
 * (a GIN index is lossy for prefixes): 2,600 hits of "chicken" meant 2,600 parses. The column is
 * computed once per write. SQLite's FTS5 table is unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`ALTER TABLE recipes ADD COLUMN search_vector tsvector
    GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED`.execute(db);
  await sql`CREATE INDEX recipes_search_vector_idx ON recipes USING GIN (search_vector)`.execute(db);
  await sql`DROP INDEX recipes_search_idx`.execute(db);
}
