/**
 * The machinery every stock change runs on: the recorder that writes entries and logs a transaction
 * for each, the retries when another request changed the same entries first, the products' totals
 * recomputed before commit, and the logged operation.
 */
import type { Transaction } from 'kysely';
import type { StockChangeResponse } from '@shared/contracts/pantry';
import { MAX_AMOUNT, type Unit } from '@shared/domain/units';
import { uuidv7 } from '@shared/ids';
import { nowIso, type Executor } from '../../db/database';
import type { Database, StockByLocationTable } from '../../db/types';
import { numericEntry, type PantryContext } from './pantry.mappers';
import { pantryError } from './pantry-messages';
import type { EntryRow, OperationRow, ProductRow, TransactionRow } from './pantry.rows';
import { findProductRows } from './products.repository';
import { changeResponse } from './stock-responses.service';
import {
  claimProducts,
  deleteEntryRowIfVersion,
  insertEntryRow,
  insertOperation,
  listEntryRowsOfProducts,
  updateEntryRowIfVersion,
  writeTotals,
} from './stock.repository';

/** What a stock operation did: add, consume, spoil, open, move, adjust or delete. */
export type Kind = OperationRow['kind'];
/** The open database transaction a stock change runs in. */
export type Trx = Transaction<Database>;

/** How often a stock change is tried again when another request changed the same entries first. */
export const MAX_OPERATION_ATTEMPTS = 5;
const MAX_PRODUCT_MILLI = MAX_AMOUNT * 1000;

/** Thrown inside an operation when a conditional write found the row changed: the whole operation reruns. */
export class StaleRowError extends Error {
  constructor() {
    super('stale row');
    this.name = 'StaleRowError';
  }
}

function isRetryable(err: unknown): boolean {
  if (err instanceof StaleRowError) return true;
  const code = (err as { code?: string } | null)?.code;
  // PostgreSQL serialization failure and deadlock; SQLite busy (another process writing).
  return code === '40001' || code === '40P01' || code === 'SQLITE_BUSY';
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One request's stock change being built inside its database transaction: the entries it wrote,
 * one transaction row each, and the products whose totals must be recomputed before commit.
 */
export class OperationRecorder {
  readonly id = uuidv7();
  readonly at = nowIso();
  readonly transactions: TransactionRow[] = [];
  readonly touchedProducts = new Set<string>();
  readonly touchedEntries = new Set<string>();
  /** Amount the operation moved (adds, consumes, spoils) in `unit`; shown in the toast. */
  quantity: { milli: number; unit: Unit } | null = null;
  shortMilli: number | null = null;
  private readonly claimed = new Set<string>();

  constructor(
    readonly trx: Trx,
    readonly ctx: PantryContext,
    readonly kind: Kind,
  ) {}

  get householdId(): string {
    return this.ctx.householdId;
  }

  /** Takes the products' stock for this operation (see claimProducts) and returns them fresh. */
  async claim(productIds: readonly string[]): Promise<Map<string, ProductRow>> {
    const fresh = [...new Set(productIds)].filter((id) => !this.claimed.has(id));
    await claimProducts(this.trx, this.householdId, fresh);
    for (const id of fresh) this.claimed.add(id);
    const rows = await findProductRows(this.trx, this.householdId, productIds);
    return new Map(rows.map((r) => [r.id, r]));
  }

  private record(
    entryId: string,
    productId: string,
    unit: string,
    delta: number,
    before: EntryRow | null,
    after: EntryRow | null,
    extra: { valueCents?: number | null; rescued?: boolean } = {},
  ): void {
    this.touchedProducts.add(productId);
    this.touchedEntries.add(entryId);
    this.transactions.push({
      id: uuidv7(),
      operation_id: this.id,
      household_id: this.householdId,
      product_id: productId,
      entry_id: entryId,
      kind: this.kind,
      delta_milli: delta,
      unit,
      value_cents: extra.valueCents ?? null,
      rescued: extra.rescued ? 1 : 0,
      on_date: this.ctx.today,
      before: before ? JSON.stringify(before) : null,
      after: after ? JSON.stringify(after) : null,
      created_at: this.at,
    });
  }

  async insert(entry: EntryRow, extra: { valueCents?: number | null } = {}): Promise<EntryRow> {
    await insertEntryRow(this.trx, entry);
    this.record(entry.id, entry.product_id, entry.unit, entry.quantity_milli, null, entry, extra);
    return entry;
  }

  async update(
    current: EntryRow,
    changes: Partial<Omit<EntryRow, 'id' | 'household_id' | 'version' | 'updated_at'>>,
    extra: { valueCents?: number | null; rescued?: boolean } = {},
  ): Promise<EntryRow> {
    const next: EntryRow = { ...current, ...changes, version: current.version + 1, updated_at: this.at };
    const { id: _id, household_id: _household, ...columns } = next;
    const written = await updateEntryRowIfVersion(
      this.trx,
      this.householdId,
      current.id,
      current.version,
      columns,
    );
    if (!written) throw new StaleRowError();
    this.record(
      current.id,
      current.product_id,
      current.unit,
      next.quantity_milli - current.quantity_milli,
      current,
      next,
      extra,
    );
    return next;
  }

  async remove(
    current: EntryRow,
    extra: { valueCents?: number | null; rescued?: boolean } = {},
  ): Promise<void> {
    const deleted = await deleteEntryRowIfVersion(this.trx, this.householdId, current.id, current.version);
    if (!deleted) throw new StaleRowError();
    this.record(current.id, current.product_id, current.unit, -current.quantity_milli, current, null, extra);
  }
}

/**
 * Recomputes a product's totals (and per-location totals) from its entries, and whether the default
 * list shows it. Called in the transaction of every stock change, and after a product's name or
 * minimum changes.
 */
export async function refreshTotals(
  db: Executor,
  householdId: string,
  productIds: readonly string[],
): Promise<void> {
  if (productIds.length === 0) return;
  const products = new Map((await findProductRows(db, householdId, productIds)).map((p) => [p.id, p]));
  // Grouped once: a bulk action refreshes up to BULK_ACTION_MAX products in one go.
  const entriesByProduct = new Map<string, EntryRow[]>();
  for (const row of await listEntryRowsOfProducts(db, householdId, productIds)) {
    const entry = numericEntry(row);
    const list = entriesByProduct.get(entry.product_id);
    if (list) list.push(entry);
    else entriesByProduct.set(entry.product_id, [entry]);
  }
  for (const productId of new Set(productIds)) {
    const product = products.get(productId);
    if (!product) continue;
    const own = entriesByProduct.get(productId) ?? [];
    const summarise = (list: EntryRow[]) => {
      let stock = 0;
      let next: string | null = null;
      let opened = 0;
      let last = '';
      for (const e of list) {
        stock += e.quantity_milli;
        if (e.expires_on !== null && (next === null || e.expires_on < next)) next = e.expires_on;
        if (e.opened_on !== null) opened += 1;
        if (e.created_at > last) last = e.created_at;
      }
      return {
        stock_milli: stock,
        next_expiry: next,
        expiry_sort: next ?? '9999-12-31',
        entry_count: list.length,
        opened_count: opened,
        last_added_at: last || product.created_at,
      };
    };
    const byLocation = new Map<string, EntryRow[]>();
    for (const e of own) {
      const list = byLocation.get(e.location_id);
      if (list) list.push(e);
      else byLocation.set(e.location_id, [e]);
    }
    const locationRows: StockByLocationTable[] = [...byLocation].map(([locationId, list]) => ({
      household_id: householdId,
      product_id: productId,
      location_id: locationId,
      name_normalized: product.name_normalized,
      ...summarise(list),
    }));
    const totals = summarise(own);
    const listed = totals.stock_milli > 0 || totals.stock_milli < Number(product.min_stock_milli) ? 1 : 0;
    await writeTotals(db, householdId, productId, { ...totals, listed }, locationRows);
  }
}

/**
 * Runs one stock change as a database transaction: `work` reads and writes entries through the
 * recorder; then the products' totals are recomputed and the operation with its transactions is
 * logged, all before commit. A write that finds its row changed reruns everything (up to
 * MAX_OPERATION_ATTEMPTS times), then answers 409.
 */
export async function runOperation(
  ctx: PantryContext,
  kind: Kind,
  work: (op: OperationRecorder) => Promise<void>,
): Promise<StockChangeResponse> {
  const op = await withRetries(ctx, () =>
    ctx.db.transaction().execute(async (trx) => {
      const recorder = await recordOperation(trx, { ...ctx, db: trx }, kind, work);
      if (!recorder) throw pantryError('CONFLICT', 'nothingSelected', ctx.language);
      return recorder;
    }),
  );
  return operationResponse(ctx, op);
}

/**
 * Runs `work` inside the caller's open transaction and logs the operation, or returns null when it
 * changed nothing (no operation is logged then).
 */
export async function recordOperation(
  trx: Trx,
  ctx: PantryContext,
  kind: Kind,
  work: (op: OperationRecorder) => Promise<void>,
): Promise<OperationRecorder | null> {
  const recorder = new OperationRecorder(trx, ctx, kind);
  await work(recorder);
  if (recorder.transactions.length === 0) return null;
  await finishOperation(recorder);
  return recorder;
}

/** The response of a finished operation, read after commit. */
export function operationResponse(ctx: PantryContext, op: OperationRecorder): Promise<StockChangeResponse> {
  return changeResponse(ctx, op.id, [...op.touchedProducts], [...op.touchedEntries]);
}

/** Retries `fn` (a whole transaction) when a conditional write found its row changed; then 409. */
export async function withRetries<T>(ctx: PantryContext, fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (!isRetryable(err)) throw err;
      if (attempt >= MAX_OPERATION_ATTEMPTS) throw pantryError('CONFLICT', 'busy', ctx.language);
      await pause(5 + Math.random() * 20 * attempt);
    }
  }
}

async function finishOperation(op: OperationRecorder): Promise<void> {
  const productIds = [...op.touchedProducts];
  await refreshTotals(op.trx, op.householdId, productIds);
  const products = await findProductRows(op.trx, op.householdId, productIds);
  for (const p of products) {
    if (Number(p.stock_milli) > MAX_PRODUCT_MILLI) {
      throw pantryError(
        'VALIDATION_FAILED',
        'tooMuchStock',
        op.ctx.language,
        {
          max: MAX_AMOUNT,
          unit: p.default_unit,
        },
        'quantity',
      );
    }
  }
  if (op.quantity === null && (op.kind === 'add' || op.kind === 'consume' || op.kind === 'spoil')) {
    const first = op.transactions[0]!;
    const sameProduct = op.transactions.filter((t) => t.product_id === first.product_id);
    op.quantity = {
      milli: Math.abs(sameProduct.reduce((sum, t) => sum + t.delta_milli, 0)),
      unit: first.unit as Unit,
    };
  }
  await insertOperation(
    op.trx,
    {
      id: op.id,
      household_id: op.householdId,
      kind: op.kind,
      user_id: op.ctx.userId,
      quantity_milli: op.quantity?.milli ?? null,
      unit: op.quantity?.unit ?? null,
      short_milli: op.shortMilli,
      created_at: op.at,
      undone_at: null,
    },
    op.transactions,
  );
}
