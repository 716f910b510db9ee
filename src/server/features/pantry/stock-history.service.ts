/** The household's stock operations, newest first, and undoing one. */
import type { StockChangeResponse, StockOperation } from '@shared/contracts/pantry';
import { nowIso } from '../../db/database';
import { notFound } from '../../platform/errors';
import { listLocationRows } from './locations.repository';
import { numericEntry, type PantryContext } from './pantry.mappers';
import { pantryError } from './pantry-messages';
import { refreshTotals, StaleRowError, withRetries, type Trx } from './stock-recorder.service';
import { buildOperationDtos, changeResponse, parseSnapshot, undoable } from './stock-responses.service';
import {
  claimProducts,
  deleteEntryRowIfVersion,
  findEntryRows,
  findOperationRow,
  insertEntryRow,
  listOperationRows,
  listTransactionRows,
  markOperationUndone,
  updateEntryRowIfVersion,
} from './stock.repository';

export async function listOperations(
  ctx: PantryContext,
  options: { productId?: string | undefined; limit: number },
): Promise<StockOperation[]> {
  const rows = await listOperationRows(ctx.db, ctx.householdId, options);
  return buildOperationDtos(
    ctx,
    ctx.db,
    rows.map(({ first_name, last_name, ...op }) => ({
      ...op,
      userName: first_name === null ? null : `${first_name} ${last_name ?? ''}`.trim(),
    })),
  );
}

/**
 * Puts every entry an operation touched back as it was before it, when each is still exactly as
 * the operation left it; otherwise 409 and nothing changes. Marks the operation undone. `alongside`
 * runs in the same transaction (the shopping list puts the items it moved back on the list).
 */
export async function undoOperation(
  ctx: PantryContext,
  operationId: string,
  alongside?: (trx: Trx) => Promise<void>,
): Promise<StockChangeResponse> {
  let productIds: string[] = [];
  let entryIds: string[] = [];
  await withRetries(ctx, () =>
    ctx.db.transaction().execute(async (trx) => {
      const op = await findOperationRow(trx, ctx.householdId, operationId);
      if (!op) throw notFound();
      if (op.undone_at !== null) throw pantryError('CONFLICT', 'alreadyUndone', ctx.language);
      const transactions = await listTransactionRows(trx, ctx.householdId, [op.id]);
      productIds = [...new Set(transactions.map((t) => t.product_id))];
      entryIds = [...new Set(transactions.map((t) => t.entry_id))];
      await claimProducts(trx, ctx.householdId, productIds);
      const current = new Map(
        (await findEntryRows(trx, ctx.householdId, entryIds)).map((e) => [e.id, numericEntry(e)]),
      );
      const locationIds = new Set((await listLocationRows(trx, ctx.householdId)).map((l) => l.id));
      if (!undoable(op, transactions, current, locationIds)) {
        throw pantryError('CONFLICT', 'cannotUndo', ctx.language);
      }
      for (const t of [...transactions].reverse()) {
        const before = parseSnapshot(t.before);
        const after = parseSnapshot(t.after);
        if (after === null) {
          await insertEntryRow(trx, before!);
        } else if (before === null) {
          if (!(await deleteEntryRowIfVersion(trx, ctx.householdId, t.entry_id, after.version))) {
            throw new StaleRowError();
          }
        } else {
          const { id: _id, household_id: _household, ...columns } = before;
          if (!(await updateEntryRowIfVersion(trx, ctx.householdId, t.entry_id, after.version, columns))) {
            throw new StaleRowError();
          }
        }
      }
      await refreshTotals(trx, ctx.householdId, productIds);
      if (!(await markOperationUndone(trx, ctx.householdId, op.id, nowIso()))) {
        throw pantryError('CONFLICT', 'alreadyUndone', ctx.language);
      }
      if (alongside) await alongside(trx);
    }),
  );
  return changeResponse(ctx, operationId, productIds, entryIds);
}
