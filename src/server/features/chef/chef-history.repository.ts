import { CHAT_HISTORY_KEPT, type ChefCard, type ChefLink, type ChefMessage } from '@shared/contracts/chef';
import { uuidv7 } from '@shared/ids';
import type { Executor } from '../../db/database';
import type { ChefMessagesTable } from '../../db/types';

/**
 * Each user's conversation with the Chef, theirs alone. Ids are UUIDv7, so their order is the
 * order the messages were written in: pages and trimming go by id.
 */

export function toMessage(row: ChefMessagesTable): ChefMessage {
  return {
    id: row.id,
    role: row.role,
    text: row.text,
    card: row.card === null ? null : (JSON.parse(row.card) as ChefCard),
    links: JSON.parse(row.links) as ChefLink[],
    chips: JSON.parse(row.chips) as string[],
    createdAt: row.created_at,
  };
}

export type NewMessage = Pick<ChefMessage, 'role' | 'text' | 'card' | 'links' | 'chips'>;

export async function insertMessage(
  db: Executor,
  userId: string,
  message: NewMessage,
  at: string,
): Promise<ChefMessage> {
  const row: ChefMessagesTable = {
    id: uuidv7(),
    user_id: userId,
    role: message.role,
    text: message.text,
    card: message.card === null ? null : JSON.stringify(message.card),
    links: JSON.stringify(message.links),
    chips: JSON.stringify(message.chips),
    created_at: at,
  };
  await db.insertInto('chef_messages').values(row).execute();
  return toMessage(row);
}

/** The newest `limit` messages (before `before`, when given), oldest first, and whether more are older. */
export async function listMessages(
  db: Executor,
  userId: string,
  options: { before?: string; limit: number },
): Promise<{ messages: ChefMessage[]; hasMore: boolean }> {
  let query = db.selectFrom('chef_messages').selectAll().where('user_id', '=', userId);
  if (options.before) query = query.where('id', '<', options.before);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(options.limit + 1)
    .execute();
  return {
    messages: rows.slice(0, options.limit).reverse().map(toMessage),
    hasMore: rows.length > options.limit,
  };
}

export async function findMessage(
  db: Executor,
  userId: string,
  id: string,
): Promise<ChefMessagesTable | undefined> {
  return db
    .selectFrom('chef_messages')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateCard(db: Executor, id: string, card: ChefCard): Promise<void> {
  await db
    .updateTable('chef_messages')
    .set({ card: JSON.stringify(card) })
    .where('id', '=', id)
    .execute();
}

/** Keeps the newest CHAT_HISTORY_KEPT messages of a user. */
export async function trimHistory(db: Executor, userId: string): Promise<void> {
  const oldestKept = await db
    .selectFrom('chef_messages')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .offset(CHAT_HISTORY_KEPT - 1)
    .limit(1)
    .executeTakeFirst();
  if (!oldestKept) return;
  await db
    .deleteFrom('chef_messages')
    .where('user_id', '=', userId)
    .where('id', '<', oldestKept.id)
    .execute();
}

export async function clearHistory(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('chef_messages').where('user_id', '=', userId).execute();
}
