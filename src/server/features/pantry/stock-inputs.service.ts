/**
 * What stock operations read of a request, checked: an amount in the product's unit, an entry to
 * change, a location.
 */
import { convertMilli, fromMilli, toMilli, type Unit } from '@shared/domain/units';
import type { Executor } from '../../db/database';
import { notFound } from '../../platform/errors';
import { findLocationRow } from './locations.repository';
import { numericEntry, parseConversions, productUnit, type PantryContext } from './pantry.mappers';
import { pantryError } from './pantry-messages';
import type { EntryRow, LocationRow, ProductRow } from './pantry.rows';
import type { OperationRecorder } from './stock-recorder.service';
import { entryHasHistory, findEntryRow } from './stock.repository';

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

/** An amount in thousandths as the error messages show it. */
export function amountText(milli: number): string {
  return String(fromMilli(milli));
}

/** An entry by id for a change: 404 when it never existed here, 409 when it is gone since. */
export async function entryForChange(
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

export async function locationOr404(db: Executor, ctx: PantryContext, id: string): Promise<LocationRow> {
  const row = await findLocationRow(db, ctx.householdId, id);
  if (!row) throw notFound();
  return row;
}
