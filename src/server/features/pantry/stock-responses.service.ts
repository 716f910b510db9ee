/**
 * What stock changes and the history answer: products and entries as the API shows them, and each
 * operation with whether it can still be undone.
 */
import type { StockChangeResponse, StockOperation } from '@shared/contracts/pantry';
import { fromMilli, type Unit } from '@shared/domain/units';
import type { Executor } from '../../db/database';
import { listLocationRows } from './locations.repository';
import {
  barcodesByProduct,
  numericEntry,
  toEntryDto,
  toProductDto,
  type PantryContext,
} from './pantry.mappers';
import type { BarcodeRow, EntryRow, OperationRow, ProductRow, TransactionRow } from './pantry.rows';
import { findProductRows, listBarcodeRows } from './products.repository';
import { findEntryRows, findOperationRow, findUserNames, listTransactionRows } from './stock.repository';

/**
 * Products as the API shows them. `barcodes` may be given when the caller already read them (the
 * export reads the household's at once rather than naming every product in one query).
 */
export async function productDtos(
  ctx: PantryContext,
  db: Executor,
  rows: ProductRow[],
  barcodes?: readonly BarcodeRow[],
) {
  const byProduct = barcodesByProduct(
    barcodes ??
      (await listBarcodeRows(
        db,
        ctx.householdId,
        rows.map((r) => r.id),
      )),
  );
  return rows.map((r) => toProductDto(r, byProduct.get(r.id) ?? [], ctx));
}

/** A stock change's answer: its operation, and the products and entries it touched, in the order given. */
export async function changeResponse(
  ctx: PantryContext,
  operationId: string,
  productIds: string[],
  entryIds: string[],
): Promise<StockChangeResponse> {
  const { db, householdId } = ctx;
  const operation = await operationDto(ctx, db, operationId);
  const products = await findProductRows(db, householdId, productIds);
  const order = new Map(productIds.map((id, i) => [id, i]));
  products.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const entries = (await findEntryRows(db, householdId, entryIds)).map(numericEntry);
  const entryOrder = new Map(entryIds.map((id, i) => [id, i]));
  entries.sort((a, b) => entryOrder.get(a.id)! - entryOrder.get(b.id)!);
  return {
    operation,
    products: await productDtos(ctx, db, products),
    entries: entries.map((e) => toEntryDto(e, ctx)),
  };
}

/** An entry as a transaction's before or after snapshot holds it; null where it did not exist. */
export function parseSnapshot(json: string | null): EntryRow | null {
  if (json === null) return null;
  return numericEntry(JSON.parse(json) as EntryRow);
}

/**
 * Whether each operation can still be undone: not undone yet, and every entry it touched is still
 * exactly as the operation left it (same version; gone if it removed it), and any location it would
 * put an entry back into still exists.
 */
export function undoable(
  op: OperationRow,
  transactions: TransactionRow[],
  current: Map<string, EntryRow>,
  locationIds: Set<string>,
): boolean {
  if (op.undone_at !== null) return false;
  const last = new Map<string, TransactionRow>();
  for (const t of transactions) last.set(t.entry_id, t);
  for (const t of last.values()) {
    const after = parseSnapshot(t.after);
    const now = current.get(t.entry_id);
    if (after === null ? now !== undefined : now === undefined || Number(now.version) !== after.version)
      return false;
  }
  for (const t of transactions) {
    const before = parseSnapshot(t.before);
    if (before && !locationIds.has(before.location_id)) return false;
  }
  return true;
}

/** The operation a change just logged, as the API shows it. */
async function operationDto(ctx: PantryContext, db: Executor, id: string): Promise<StockOperation> {
  const op = await findOperationRow(db, ctx.householdId, id);
  if (!op) throw new Error(`stock operation ${id} vanished within its own request`);
  const names = op.user_id ? await findUserNames(db, [op.user_id]) : new Map<string, string>();
  const [dto] = await buildOperationDtos(ctx, db, [
    { ...op, userName: op.user_id ? (names.get(op.user_id) ?? null) : null },
  ]);
  return dto!;
}

/** Operations as the API shows them, each with whether it can still be undone. */
export async function buildOperationDtos(
  ctx: PantryContext,
  db: Executor,
  ops: Array<OperationRow & { userName: string | null }>,
): Promise<StockOperation[]> {
  const transactions = await listTransactionRows(
    db,
    ctx.householdId,
    ops.map((o) => o.id),
  );
  const entryIds = [...new Set(transactions.map((t) => t.entry_id))];
  const current = new Map((await findEntryRows(db, ctx.householdId, entryIds)).map((e) => [e.id, e]));
  const locationIds = new Set((await listLocationRows(db, ctx.householdId)).map((l) => l.id));
  return ops.map((op) => {
    const own = transactions.filter((t) => t.operation_id === op.id);
    return {
      id: op.id,
      kind: op.kind,
      productIds: [...new Set(own.map((t) => t.product_id))],
      quantity: op.quantity_milli === null ? null : fromMilli(Number(op.quantity_milli)),
      unit: (op.unit as Unit | null) ?? null,
      shortQuantity:
        op.short_milli === null || Number(op.short_milli) === 0 ? null : fromMilli(Number(op.short_milli)),
      userId: op.user_id,
      userName: op.userName,
      createdAt: op.created_at,
      undoneAt: op.undone_at,
      canUndo: undoable(op, own, current, locationIds),
    };
  });
}
