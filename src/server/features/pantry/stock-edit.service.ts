/**
 * Changing entries: opening and moving (all of one or a part split off), correcting and deleting,
 * and one bulk action over several products and entries.
 */
import type { AdjustEntryInput, BulkActionInput, StockChangeResponse } from '@shared/contracts/pantry';
import { expiryAfterMove, expiryAfterOpening } from '@shared/domain/stock';
import { uuidv7 } from '@shared/ids';
import { notFound } from '../../platform/errors';
import { listLocationRows } from './locations.repository';
import { effectiveShelfLife, numericEntry, storageKind, type PantryContext } from './pantry.mappers';
import { pantryError } from './pantry-messages';
import type { EntryRow, LocationRow, ProductRow } from './pantry.rows';
import { amountText, entryForChange, locationOr404, toProductMilli } from './stock-inputs.service';
import { runOperation, type OperationRecorder } from './stock-recorder.service';
import { take } from './stock-take.service';
import { entryHasHistory, findEntryRows, listEntryRowsOfProducts } from './stock.repository';

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
