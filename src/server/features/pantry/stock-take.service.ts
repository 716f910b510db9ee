/**
 * Consuming and spoiling: an amount of a product taken first expiring first, or (part of) one entry;
 * several products as one operation for a cooked recipe. What is taken carries its value, and
 * whether it was rescued.
 */
import type { ConsumeInput, StockChangeResponse } from '@shared/contracts/pantry';
import { addDays, planConsumption } from '@shared/domain/stock';
import type { Unit } from '@shared/domain/units';
import { notFound } from '../../platform/errors';
import { numericEntry, productUnit, type PantryContext } from './pantry.mappers';
import { pantryError } from './pantry-messages';
import type { EntryRow } from './pantry.rows';
import { findProductRow } from './products.repository';
import { amountText, entryForChange, toProductMilli } from './stock-inputs.service';
import {
  operationResponse,
  recordOperation,
  runOperation,
  withRetries,
  type Kind,
  type OperationRecorder,
} from './stock-recorder.service';
import { listEntryRowsOfProducts } from './stock.repository';

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
export async function take(op: OperationRecorder, entry: EntryRow, milli: number): Promise<void> {
  const extra = { valueCents: valueOf(entry, milli), rescued: isRescued(op.ctx, op.kind, entry) };
  if (milli >= entry.quantity_milli) await op.remove(entry, extra);
  else await op.update(entry, { quantity_milli: entry.quantity_milli - milli }, extra);
}

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
