import {
  LogCategorySchema,
  LogSeveritySchema,
  type ClientErrorEntry,
  type ClientErrorList,
  type ClientErrorListQuery,
  type ClientErrorRecord,
} from '@shared/contracts/logs';
import { uuidv7 } from '@shared/ids';
import type { DB } from '../../db/database';
import { nowIso } from '../../db/database';
import { insertClientErrors, listClientErrors as listRows, type ClientErrorRow } from './logs.repository';

/** Header values are not bounded by the body schema; the column keeps what a person can read. */
const USER_AGENT_MAX = 512;

const clip = (value: string | undefined | null, max: number): string | null =>
  value == null || value === '' ? null : value.slice(0, max);

/** What the client sent besides the columns, kept together as one JSON text. */
type StoredDetails = {
  metadata?: unknown;
  context?: unknown;
  error?: unknown;
  clientTimestamp?: string;
  clientUserId?: string | null;
};

function detailsOf(entry: ClientErrorEntry): string | null {
  const details: StoredDetails = {};
  if (entry.metadata !== undefined) details.metadata = entry.metadata;
  if (entry.context !== undefined) details.context = entry.context;
  if (entry.error !== undefined) details.error = entry.error;
  if (entry.timestamp !== undefined) details.clientTimestamp = entry.timestamp;
  if (entry.userId !== undefined) details.clientUserId = entry.userId;
  // Each part is bounded by the contract (8,000 characters, 10 levels), so the whole stays small.
  return Object.keys(details).length > 0 ? JSON.stringify(details) : null;
}

/**
 * Stores client error entries. The user is the one of the session, never the userId an entry
 * claims (that one is kept in the details, as the client's word).
 */
export async function recordClientErrors(
  db: DB,
  options: { entries: ClientErrorEntry[]; userId: string | null; userAgent: string | undefined },
): Promise<number> {
  const now = Date.now();
  const rows = options.entries.map((entry) => ({
    id: uuidv7(now),
    created_at: nowIso(new Date(now)),
    user_id: options.userId,
    severity: entry.severity,
    category: entry.category,
    message: entry.message,
    stack_trace: entry.stackTrace || null,
    url: entry.url || null,
    user_agent: clip(entry.userAgent ?? options.userAgent, USER_AGENT_MAX),
    metadata: detailsOf(entry),
  }));
  await insertClientErrors(db, rows);
  return rows.length;
}

function parseDetails(text: string | null): StoredDetails {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as StoredDetails) : { metadata: parsed };
  } catch {
    return { metadata: text };
  }
}

function toRecord(row: ClientErrorRow): ClientErrorRecord {
  const details = parseDetails(row.metadata);
  return {
    id: row.id,
    createdAt: row.created_at,
    userId: row.user_id,
    severity: LogSeveritySchema.catch('ERROR').parse(row.severity),
    category: LogCategorySchema.catch('GENERAL').parse(row.category),
    message: row.message,
    stackTrace: row.stack_trace,
    url: row.url,
    userAgent: row.user_agent,
    clientTimestamp: typeof details.clientTimestamp === 'string' ? details.clientTimestamp : null,
    clientUserId: typeof details.clientUserId === 'string' ? details.clientUserId : null,
    metadata: details.metadata ?? null,
    context: details.context ?? null,
    error: details.error ?? null,
  };
}

/** A page of stored client errors for the admin area, newest first. */
export async function listClientErrors(db: DB, query: ClientErrorListQuery): Promise<ClientErrorList> {
  // One row more than asked tells whether another page exists without a count query.
  const rows = await listRows(db, { ...query, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    errors: page.map(toRecord),
    nextCursor: rows.length > query.limit && last ? last.id : null,
  };
}
