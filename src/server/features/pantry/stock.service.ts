import type { Transaction } from 'kysely';
import type {
  AddStockInput,
  AdjustEntryInput,
  BulkActionInput,
  ConsumeInput,
  StockChangeResponse,
  StockOperation,
} from '@shared/contracts/pantry';
import { findFood } from '@shared/domain/food-catalogue';
import {
  addDays,
  defaultExpiry,
  expiryAfterMove,
  expiryAfterOpening,
  planConsumption,
  type ExpiryKind,
} from '@shared/domain/stock';
import { MAX_AMOUNT, convertMilli, fromMilli, toMilli, type Unit } from '@shared/domain/units';
import { uuidv7 } from '@shared/ids';
import { nowIso } from '../../db/database';
import type { Database, StockByLocationTable } from '../../db/types';
import { notFound } from '../../platform/errors';
import {
  effectiveShelfLife,
  numericEntry,
  parseConversions,
  productUnit,
  storageKind,
  barcodesByProduct,
  toEntryDto,
  toProductDto,
  type PantryContext,
} from './pantry.mappers';
import { pantryError } from './pantry-messages';
import {
  claimProducts,
  deleteEntryRowIfVersion,
  entryHasHistory,
  findBarcodeRow,
  findEntryRow,
  findEntryRows,
  findLocationRow,
  findOperationRow,
  findProductRow,
  findProductRows,
  findUserNames,
  insertEntryRow,
  insertOperation,
  listBarcodeRows,
  listEntryRowsOfProducts,
  listLocationRows,
  listOperationRows,
  listTransactionRows,
  markOperationUndone,
  updateEntryRowIfVersion,
  writeTotals,
  type EntryRow,
  type Executor,
  type LocationRow,
  type OperationRow,
  type BarcodeRow,
  type ProductRow,
  type TransactionRow,
} from './pantry.repository';

type Kind = OperationRow['kind'];
type Trx = Transaction<Database>;

/** How often a stock change is tried again when another request changed the same entries first. */
export const MAX_OPERATION_ATTEMPTS = 5;
const MAX_PRODUCT_MILLI = MAX_AMOUNT * 1000;

/** Thrown inside an operation when a conditional write found the row changed: the whole operation reruns. */
class StaleRowError extends Error {
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

// ---------------------------------------------------------------------------------------------
// Responses

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

async function changeResponse(
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

function parseSnapshot(json: string | null): EntryRow | null {
  if (json === null) return null;
  return numericEntry(JSON.parse(json) as EntryRow);
}

/**
 * Whether each operation can still be undone: not undone yet, and every entry it touched is still
 * exactly as the operation left it (same version; gone if it removed it), and any location it would
 * put an entry back into still exists.
 */
function undoable(
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

async function buildOperationDtos(
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

// ---------------------------------------------------------------------------------------------
// Helpers shared by the operations

/** An amount typed in `unit` in the product's unit, or a 400 naming both units. */
export function toProductMilli(
  ctx: PantryContext,
  product: ProductRow,
  quantity: number,
  unit: Unit | undefined,
  path = 'unit',
): number {
  const target = productUnit(product);
  const from = unit ?? target;
  const milli = convertMilli(toMilli(quantity), from, target, parseConversions(product.conversions));
  if (milli === null) {
    throw pantryError(
      'VALIDATION_FAILED',
      'unitMismatch',
      ctx.language,
      { product: product.name, from, to: target },
      path,
    );
  }
  return milli;
}

function amountText(milli: number): string {
  return String(fromMilli(milli));
}

/** An entry by id for a change: 404 when it never existed here, 409 when it is gone since. */
async function entryForChange(
  op: OperationRecorder,
  entryId: string,
): Promise<{ entry: EntryRow; product: ProductRow }> {
  const { trx, ctx } = op;
  const first = await findEntryRow(trx, ctx.householdId, entryId);
  if (!first) {
    if (await entryHasHistory(trx, ctx.householdId, entryId))
      throw pantryError('CONFLICT', 'entryGone', ctx.language);
    throw notFound();
  }
  const products = await op.claim([first.product_id]);
  // Read again after the claim: another request may have changed it while we waited.
  const entry = await findEntryRow(trx, ctx.householdId, entryId);
  const product = products.get(first.product_id);
  if (!entry || !product) throw pantryError('CONFLICT', 'entryGone', ctx.language);
  return { entry: numericEntry(entry), product };
}

function valueOf(entry: EntryRow, takenMilli: number): number | null {
  if (entry.price_cents === null || entry.initial_milli <= 0) return null;
  return Math.round((entry.price_cents * takenMilli) / entry.initial_milli);
}

/** Food used up within its warning window (not yet expired) counts as rescued. */
function isRescued(ctx: PantryContext, kind: Kind, entry: EntryRow): boolean {
  if (kind !== 'consume' || entry.expires_on === null) return false;
  return entry.expires_on >= ctx.today && entry.expires_on <= addDays(ctx.today, ctx.warningDays);
}

/** Takes `milli` out of an entry: removes it when nothing is left. */
async function take(op: OperationRecorder, entry: EntryRow, milli: number): Promise<void> {
  const extra = { valueCents: valueOf(entry, milli), rescued: isRescued(op.ctx, op.kind, entry) };
  if (milli >= entry.quantity_milli) await op.remove(entry, extra);
  else await op.update(entry, { quantity_milli: entry.quantity_milli - milli }, extra);
}

// ---------------------------------------------------------------------------------------------
// Adding

export type NewEntry = {
  product: ProductRow;
  milli: number;
  location?: LocationRow | undefined;
  purchasedOn?: string | undefined;
  /** undefined: the default from the shelf life; null: no expiry. */
  expiresOn?: string | null | undefined;
  expiryKind?: ExpiryKind | undefined;
  priceCents?: number | null | undefined;
  note?: string | null | undefined;
};

/**
 * Where new stock of a product goes when no location is given: the product's default location,
 * else the first location of the storage its food keeps best in, else the first pantry, else the first.
 */
export function defaultLocationFor(product: ProductRow, locations: readonly LocationRow[]): LocationRow {
  const own = product.default_location_id && locations.find((l) => l.id === product.default_location_id);
  if (own) return own;
  const food = findFood(product.name);
  const byKind = food && locations.find((l) => l.kind === food.storage);
  if (byKind) return byKind;
  return locations.find((l) => l.kind === 'pantry') ?? locations[0]!;
}

export async function addEntries(op: OperationRecorder, items: NewEntry[]): Promise<EntryRow[]> {
  const { ctx, trx } = op;
  await op.claim(items.map((i) => i.product.id));
  const locations = await listLocationRows(trx, ctx.householdId);
  const added: EntryRow[] = [];
  for (const item of items) {
    const location = item.location ?? defaultLocationFor(item.product, locations);
    const purchasedOn = item.purchasedOn ?? ctx.today;
    const expiresOn =
      item.expiresOn !== undefined
        ? item.expiresOn
        : defaultExpiry(purchasedOn, storageKind(location.kind), effectiveShelfLife(item.product));
    const entry: EntryRow = {
      id: uuidv7(),
      household_id: ctx.householdId,
      product_id: item.product.id,
      location_id: location.id,
      quantity_milli: item.milli,
      initial_milli: item.milli,
      unit: productUnit(item.product),
      purchased_on: purchasedOn,
      expires_on: expiresOn,
      expiry_kind: item.expiryKind ?? 'best_before',
      opened_on: null,
      frozen_on: location.kind === 'freezer' ? purchasedOn : null,
      price_cents: item.priceCents ?? null,
      note: item.note ?? null,
      version: 1,
      created_by: ctx.userId,
      created_at: op.at,
      updated_at: op.at,
    };
    added.push(await op.insert(entry, { valueCents: entry.price_cents }));
  }
  return added;
}

export async function locationOr404(db: Executor, ctx: PantryContext, id: string): Promise<LocationRow> {
  const row = await findLocationRow(db, ctx.householdId, id);
  if (!row) throw notFound();
  return row;
}

/** POST /api/stock: an amount of a product (or packs of a barcode) into a location. */
export async function addStock(ctx: PantryContext, input: AddStockInput): Promise<StockChangeResponse> {
  return runOperation(ctx, 'add', async (op) => {
    let product: ProductRow | undefined;
    let milli: number;
    const packs = input.packs ?? 1;
    if (input.productId !== undefined) {
      product = await findProductRow(op.trx, ctx.householdId, input.productId);
      if (!product) throw notFound();
    }
    const barcode =
      input.barcode === undefined ? undefined : await findBarcodeRow(op.trx, ctx.householdId, input.barcode);
    if (input.barcode !== undefined && !barcode) {
      throw pantryError('NOT_FOUND', 'barcodeUnknown', ctx.language, { code: input.barcode }, 'barcode');
    }
    if (!product) {
      product = await findProductRow(op.trx, ctx.householdId, barcode!.product_id);
      if (!product) throw notFound();
    }
    if (input.quantity !== undefined) {
      milli = toProductMilli(ctx, product, input.quantity * packs, input.unit);
    } else if (barcode && barcode.product_id === product.id) {
      milli = toProductMilli(
        ctx,
        product,
        fromMilli(Number(barcode.pack_milli)) * packs,
        barcode.pack_unit as Unit,
      );
    } else {
      milli = toProductMilli(ctx, product, packs, input.unit);
    }
    const location =
      input.locationId === undefined ? undefined : await locationOr404(op.trx, ctx, input.locationId);
    await addEntries(op, [
      {
        product,
        milli,
        location,
        purchasedOn: input.purchasedOn,
        expiresOn: input.expiresOn,
        expiryKind: input.expiryKind,
        priceCents: input.priceCents,
        note: input.note,
      },
    ]);
  });
}

// ---------------------------------------------------------------------------------------------
// Consuming and spoiling

/** Consume or spoil: an amount of a product, first-expiring first, or (part of) one entry. */
export async function takeStock(
  ctx: PantryContext,
  kind: 'consume' | 'spoil',
  input: ConsumeInput,
): Promise<StockChangeResponse> {
  return runOperation(ctx, kind, async (op) => {
    if (input.entryId !== undefined) {
      const { entry, product } = await entryForChange(op, input.entryId);
      const wanted =
        input.quantity === undefined
          ? entry.quantity_milli
          : toProductMilli(ctx, product, input.quantity, input.unit);
      let milli = wanted;
      if (wanted > entry.quantity_milli) {
        if (!input.allowPartial) {
          throw pantryError('CONFLICT', 'notThatMuch', ctx.language, {
            available: amountText(entry.quantity_milli),
            unit: entry.unit,
          });
        }
        milli = entry.quantity_milli;
        op.shortMilli = wanted - milli;
      }
      await take(op, entry, milli);
      return;
    }
    const taken = await takeFromProduct(
      op,
      input.productId!,
      input.quantity,
      input.unit,
      input.allowPartial ?? false,
    );
    op.quantity = { milli: taken.milli, unit: taken.unit };
    if (taken.shortMilli > 0) op.shortMilli = taken.shortMilli;
  });
}

/**
 * Takes an amount of a product (all of it when `quantity` is undefined) from its entries, first
 * expiring first, inside an operation. Short stock is a 409 unless `allowPartial`, when what there
 * is gets taken and the shortfall returned.
 */
async function takeFromProduct(
  op: OperationRecorder,
  productId: string,
  quantity: number | undefined,
  unit: Unit | undefined,
  allowPartial: boolean,
): Promise<{ milli: number; unit: Unit; shortMilli: number }> {
  const { ctx } = op;
  const found = await findProductRow(op.trx, ctx.householdId, productId);
  if (!found) throw notFound();
  const product = (await op.claim([found.id])).get(found.id)!;
  const entries = (await listEntryRowsOfProducts(op.trx, ctx.householdId, [product.id])).map(numericEntry);
  const total = entries.reduce((sum, e) => sum + e.quantity_milli, 0);
  if (total === 0) {
    if (allowPartial) return { milli: 0, unit: productUnit(product), shortMilli: 0 };
    throw pantryError('CONFLICT', 'outOfStock', ctx.language, { product: product.name });
  }
  const wanted = quantity === undefined ? total : toProductMilli(ctx, product, quantity, unit);
  const plan = planConsumption(
    entries.map((e) => ({
      id: e.id,
      quantityMilli: e.quantity_milli,
      expiresOn: e.expires_on,
      openedOn: e.opened_on,
      purchasedOn: e.purchased_on,
      createdAt: e.created_at,
    })),
    wanted,
  );
  if (plan.shortMilli > 0 && !allowPartial) {
    throw pantryError('CONFLICT', 'notEnoughStock', ctx.language, {
      available: amountText(total),
      unit: productUnit(product),
      product: product.name,
    });
  }
  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const t of plan.takes) await take(op, byId.get(t.id)!, t.milli);
  return { milli: wanted - plan.shortMilli, unit: productUnit(product), shortMilli: plan.shortMilli };
}

/**
 * Several products consumed as one operation (a cooked recipe): each amount is in the product's
 * own unit, taken first expiring first; what is short is taken as far as there is. Undone as one.
 * Answers null when nothing could be taken (every product was already out of stock).
 */
export async function consumeProducts(
  ctx: PantryContext,
  takes: ReadonlyArray<{ productId: string; quantity: number }>,
): Promise<StockChangeResponse | null> {
  const op = await withRetries(ctx, () =>
    ctx.db.transaction().execute((trx) =>
      recordOperation(trx, { ...ctx, db: trx }, 'consume', async (recorder) => {
        for (const item of takes)
          await takeFromProduct(recorder, item.productId, item.quantity, undefined, true);
      }),
    ),
  );
  return op ? operationResponse(ctx, op) : null;
}

// ---------------------------------------------------------------------------------------------
// Opening, moving, adjusting, deleting

/** Splits `milli` off an entry into a new entry with `changes`; the rest stays as it was. */
async function splitOff(
  op: OperationRecorder,
  entry: EntryRow,
  milli: number,
  changes: Partial<EntryRow>,
): Promise<void> {
  await op.update(entry, { quantity_milli: entry.quantity_milli - milli });
  const price =
    entry.price_cents === null ? null : Math.round((entry.price_cents * milli) / entry.initial_milli);
  await op.insert({
    ...entry,
    id: uuidv7(),
    quantity_milli: milli,
    initial_milli: milli,
    price_cents: price,
    version: 1,
    created_by: op.ctx.userId,
    created_at: entry.created_at,
    updated_at: op.at,
    ...changes,
  });
}

/** How much of the entry a request acts on: all of it, or part (`quantity` in the product's unit). */
function partOf(
  ctx: PantryContext,
  entry: EntryRow,
  product: ProductRow,
  quantity: number | undefined,
): number {
  if (quantity === undefined) return entry.quantity_milli;
  const milli = toProductMilli(ctx, product, quantity, undefined, 'quantity');
  if (milli > entry.quantity_milli) {
    throw pantryError('CONFLICT', 'notThatMuch', ctx.language, {
      available: amountText(entry.quantity_milli),
      unit: entry.unit,
    });
  }
  return milli;
}

async function openEntry(
  op: OperationRecorder,
  entry: EntryRow,
  product: ProductRow,
  milli: number,
): Promise<void> {
  const { ctx } = op;
  const changes = {
    opened_on: ctx.today,
    expires_on: expiryAfterOpening(entry.expires_on, ctx.today, effectiveShelfLife(product).opened),
  };
  if (milli < entry.quantity_milli) await splitOff(op, entry, milli, changes);
  else await op.update(entry, changes);
}

export async function openStock(
  ctx: PantryContext,
  entryId: string,
  input: { quantity?: number | undefined },
): Promise<StockChangeResponse> {
  return runOperation(ctx, 'open', async (op) => {
    const { entry, product } = await entryForChange(op, entryId);
    if (entry.opened_on !== null) throw pantryError('CONFLICT', 'alreadyOpened', ctx.language);
    await openEntry(op, entry, product, partOf(ctx, entry, product, input.quantity));
  });
}

async function moveEntry(
  op: OperationRecorder,
  entry: EntryRow,
  product: ProductRow,
  from: LocationRow,
  to: LocationRow,
  milli: number,
): Promise<void> {
  const { ctx } = op;
  const fromKind = storageKind(from.kind);
  const toKind = storageKind(to.kind);
  const changes = {
    location_id: to.id,
    expires_on: expiryAfterMove(entry.expires_on, fromKind, toKind, ctx.today, effectiveShelfLife(product)),
    frozen_on: toKind === 'freezer' ? (fromKind === 'freezer' ? entry.frozen_on : ctx.today) : null,
  };
  if (milli < entry.quantity_milli) await splitOff(op, entry, milli, changes);
  else await op.update(entry, changes);
}

export async function moveStock(
  ctx: PantryContext,
  entryId: string,
  input: { locationId: string; quantity?: number | undefined },
): Promise<StockChangeResponse> {
  return runOperation(ctx, 'move', async (op) => {
    const to = await locationOr404(op.trx, ctx, input.locationId);
    const { entry, product } = await entryForChange(op, entryId);
    if (entry.location_id === to.id) {
      throw pantryError('VALIDATION_FAILED', 'alreadyThere', ctx.language, {}, 'locationId');
    }
    const from = await locationOr404(op.trx, ctx, entry.location_id);
    await moveEntry(op, entry, product, from, to, partOf(ctx, entry, product, input.quantity));
  });
}

/** PATCH /api/stock/entries/:id: corrects an entry; a quantity of 0 removes it. */
export async function adjustStock(
  ctx: PantryContext,
  entryId: string,
  input: AdjustEntryInput,
): Promise<StockChangeResponse> {
  return runOperation(ctx, 'adjust', async (op) => {
    const { entry, product } = await entryForChange(op, entryId);
    const changes: Partial<EntryRow> = {};
    if (input.purchasedOn !== undefined) changes.purchased_on = input.purchasedOn;
    if (input.expiresOn !== undefined) changes.expires_on = input.expiresOn;
    if (input.expiryKind !== undefined) changes.expiry_kind = input.expiryKind;
    if (input.openedOn !== undefined) changes.opened_on = input.openedOn;
    if (input.priceCents !== undefined) changes.price_cents = input.priceCents;
    if (input.note !== undefined) changes.note = input.note === '' ? null : input.note;
    if (input.quantity !== undefined) {
      const milli = toProductMilli(ctx, product, input.quantity, undefined, 'quantity');
      if (milli === 0) {
        await op.remove(entry);
        return;
      }
      changes.quantity_milli = milli;
      if (milli > entry.initial_milli) changes.initial_milli = milli;
    }
    await op.update(entry, changes);
  });
}

export async function deleteStock(ctx: PantryContext, entryId: string): Promise<StockChangeResponse> {
  return runOperation(ctx, 'delete', async (op) => {
    const { entry } = await entryForChange(op, entryId);
    await op.remove(entry);
  });
}

/** POST /api/stock/bulk: one action over all the stock of some products and some entries, one operation. */
export async function bulkStock(ctx: PantryContext, input: BulkActionInput): Promise<StockChangeResponse> {
  return runOperation(ctx, input.action, async (op) => {
    const { trx } = op;
    const productIds = [...new Set(input.productIds ?? [])];
    const entryIds = [...new Set(input.entryIds ?? [])];
    const target =
      input.locationId === undefined ? undefined : await locationOr404(trx, ctx, input.locationId);
    const named = await findEntryRows(trx, ctx.householdId, entryIds);
    if (named.length !== entryIds.length) {
      for (const id of entryIds) {
        if (named.some((e) => e.id === id)) continue;
        if (await entryHasHistory(trx, ctx.householdId, id))
          throw pantryError('CONFLICT', 'entryGone', ctx.language);
        throw notFound();
      }
    }
    const products = await op.claim([...productIds, ...named.map((e) => e.product_id)]);
    if (productIds.some((id) => !products.has(id))) throw notFound();
    // Fresh rows after the claim.
    const entries = new Map<string, EntryRow>();
    for (const e of await listEntryRowsOfProducts(trx, ctx.householdId, productIds))
      entries.set(e.id, numericEntry(e));
    for (const e of await findEntryRows(trx, ctx.householdId, entryIds)) entries.set(e.id, numericEntry(e));
    if (entries.size < new Set([...entries.keys(), ...entryIds]).size) {
      throw pantryError('CONFLICT', 'entryGone', ctx.language);
    }
    const locations = new Map((await listLocationRows(trx, ctx.householdId)).map((l) => [l.id, l]));
    for (const entry of entries.values()) {
      const product = products.get(entry.product_id)!;
      switch (input.action) {
        case 'consume':
        case 'spoil':
          await take(op, entry, entry.quantity_milli);
          break;
        case 'open':
          if (entry.opened_on === null) await openEntry(op, entry, product, entry.quantity_milli);
          break;
        case 'move':
          if (target && entry.location_id !== target.id) {
            await moveEntry(
              op,
              entry,
              product,
              locations.get(entry.location_id)!,
              target,
              entry.quantity_milli,
            );
          }
          break;
        case 'delete':
          await op.remove(entry);
          break;
      }
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Undo

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
