import type { BulkAddResponse, StockChangeResponse } from '@shared/contracts/pantry';
import { LANGUAGES, type Language } from '@shared/contracts/settings';
import { findFood, foodByKey, type CatalogueFood } from '@shared/domain/food-catalogue';
import { findUnusableAmount, parseQuickAdd, type QuickAddLine } from '@shared/domain/quantity-parser';
import { starterPantry, type PantrySize } from '@shared/domain/starter-pantry';
import { MAX_AMOUNT, canConvert, convertMilli, toMilli, type Unit } from '@shared/domain/units';
import type { Transaction } from 'kysely';
import type { Executor } from '../../db/database';
import type { Database } from '../../db/types';
import { AppError } from '../../platform/errors';
import {
  displayName,
  normalizeName,
  parseConversions,
  productUnit,
  type PantryContext,
} from './pantry.mappers';
import { pantryError } from './pantry-messages';
import type { ProductRow } from './pantry.rows';
import { findProductByNames, listBarcodeRows, lockHouseholdProducts } from './products.repository';
import { pantryContext } from './pantry.service';
import { catalogueDefaults, insertProduct } from './products.service';
import { addEntries, type NewEntry } from './stock-add.service';
import { locationOr404 } from './stock-inputs.service';
import {
  operationResponse,
  recordOperation,
  runOperation,
  withRetries,
  type OperationRecorder,
} from './stock-recorder.service';

/** Every name a catalogue food goes by, normalised, in all five languages. */
function foodNames(food: CatalogueFood): string[] {
  return LANGUAGES.flatMap((lang) => food.names[lang] ?? []).map(normalizeName);
}

/**
 * The household's product for a typed name: the same name, else the product of the same catalogue
 * food under any of its names; else a new product, named as typed (or, when the text is exactly a
 * catalogue name, by the food's name in the user's language), with the food's category, unit and
 * shelf lives. `unit` is the unit typed, used for a new product that the catalogue does not know.
 * `counted`: the line was a number without a unit ("2 chicken breasts"); a new product of a food
 * the catalogue weighs in grams or measures in millilitres is then kept in pieces.
 */
export async function productForName(
  db: Executor,
  ctx: PantryContext,
  name: string,
  unit: Unit | null,
  options: { counted?: boolean } = {},
): Promise<{ product: ProductRow; created: boolean }> {
  const typed = normalizeName(name);
  const food = findFood(name);
  const aliases = food ? foodNames(food) : [];
  const known = await findExisting(db, ctx.householdId, typed, aliases);
  if (known) return { product: known, created: false };
  // Not there: look again behind the household's lock, so that two requests adding the same new
  // food at once make one product between them.
  await lockHouseholdProducts(db, ctx.householdId);
  const raced = await findExisting(db, ctx.householdId, typed, aliases);
  if (raced) return { product: raced, created: false };
  if (food) {
    const display = aliases.includes(typed) ? (food.names[ctx.language]?.[0] ?? name) : name;
    // Kept in the catalogue's unit, unless the amount typed does not convert to it ("2 pieces" of
    // a food the catalogue keeps in grams): then in the unit typed; a bare count, in pieces.
    const typedUnit = unit ?? (options.counted && COUNTED_NOT_IN.has(food.unit) ? 'piece' : null);
    const keepTyped = typedUnit !== null && !canConvert(typedUnit, food.unit);
    const product = await insertProduct(db, ctx, {
      name: displayName(display),
      ...(keepTyped ? { defaultUnit: typedUnit } : {}),
    });
    return { product, created: true };
  }
  const defaults = catalogueDefaults(name);
  const product = await insertProduct(db, ctx, {
    name: displayName(name),
    defaultUnit: unit ?? defaults.unit,
  });
  return { product, created: true };
}

/**
 * The household's product for a typed name, without making one: the product of exactly this name,
 * else the oldest under any of its catalogue food's names in the five languages.
 */
export async function findProductForName(
  db: Executor,
  householdId: string,
  name: string,
): Promise<ProductRow | undefined> {
  const food = findFood(name);
  return findExisting(db, householdId, normalizeName(name), food ? foodNames(food) : []);
}

/** The product of exactly this name first, else the oldest under any of the food's names. */
async function findExisting(
  db: Executor,
  householdId: string,
  typed: string,
  aliases: string[],
): Promise<ProductRow | undefined> {
  return (
    (await findProductByNames(db, householdId, [typed])) ??
    (await findProductByNames(db, householdId, aliases))
  );
}

/**
 * Units nobody counts in: "2 chicken breasts" is two pieces, not 2 g. A bare number for a product in
 * any other unit is read in that unit ("2 flour" is 2 kg, "2 milk" 2 l).
 */
const COUNTED_NOT_IN: ReadonlySet<Unit> = new Set(['g', 'mg', 'ml']);

/** One parsed line as an amount of the product (no quantity: one pack of its barcode, else 1). */
async function amountFor(
  db: Executor,
  ctx: PantryContext,
  product: ProductRow,
  line: QuickAddLine,
): Promise<number> {
  const target = productUnit(product);
  const conversions = parseConversions(product.conversions);
  if (line.quantity === null) {
    const [pack] = await listBarcodeRows(db, ctx.householdId, [product.id]);
    if (line.unit === null && pack) {
      const milli = convertMilli(Number(pack.pack_milli), pack.pack_unit as Unit, target, conversions);
      if (milli !== null) return milli;
    }
  }
  const from = line.unit ?? (line.quantity !== null && COUNTED_NOT_IN.has(target) ? 'piece' : target);
  const milli = convertMilli(toMilli(line.quantity ?? 1), from, target, conversions);
  if (milli === null || milli <= 0) {
    throw pantryError(
      'VALIDATION_FAILED',
      'unitMismatch',
      ctx.language,
      { product: product.name, from, to: target },
      'text',
    );
  }
  return milli;
}

/**
 * One typed line ("2 kg potatoes") as an amount and a name, or a 400 in the user's language that
 * says what is wrong with it (a negative or absurd amount, no name). Shopping lists read lines too.
 */
export function parseOrFail(ctx: Pick<PantryContext, 'language'>, text: string, path: string): QuickAddLine {
  const unusable = findUnusableAmount(text);
  if (unusable) {
    const key = unusable.kind === 'negative' ? 'negativeAmount' : 'notAnAmount';
    throw pantryError('VALIDATION_FAILED', key, ctx.language, { amount: unusable.amount }, path);
  }
  const line = parseQuickAdd(text);
  if (!line || line.name.trim() === '' || (line.quantity !== null && line.quantity <= 0)) {
    throw pantryError('VALIDATION_FAILED', 'quickAdd', ctx.language, {}, path);
  }
  // Typed digits can be any size; past the largest amount an entry holds they are no amount at all.
  if (line.quantity !== null && line.quantity > MAX_AMOUNT) {
    throw pantryError(
      'VALIDATION_FAILED',
      'tooMuchStock',
      ctx.language,
      { max: MAX_AMOUNT, unit: line.unit ?? '' },
      path,
    );
  }
  return line;
}

/** POST /api/stock/quick-add: "2 l milk" → 2 l of the household's milk (made if needed). */
export async function quickAdd(
  ctx: PantryContext,
  input: { text: string; locationId?: string | undefined },
): Promise<StockChangeResponse> {
  const line = parseOrFail(ctx, input.text, 'text');
  return runOperation(ctx, 'add', async (op) => {
    const location =
      input.locationId === undefined ? undefined : await locationOr404(op.trx, ctx, input.locationId);
    const { product } = await productForName(op.trx, ctx, line.name, line.unit, {
      counted: line.quantity !== null,
    });
    await addEntries(op, [{ product, milli: await amountFor(op.trx, ctx, product, line), location }]);
  });
}

/** Bulk add changed nothing: every line failed. Carries the failures out of the transaction. */
class NothingAdded extends Error {
  constructor(readonly failed: BulkAddResponse['failed']) {
    super('nothing added');
  }
}

/**
 * POST /api/stock/bulk-add: every line that can be understood is added, all in one operation (one
 * undo); the others are answered back with the reason, and the rest still goes in.
 */
export async function bulkAdd(
  ctx: PantryContext,
  input: { lines: string[]; locationId?: string | undefined },
  options: { allOrNothing?: boolean } = {},
): Promise<BulkAddResponse> {
  try {
    let added: BulkAddResponse['added'] = [];
    let failed: BulkAddResponse['failed'] = [];
    const op = await withRetries(ctx, () =>
      ctx.db.transaction().execute(async (trx) => {
        added = [];
        failed = [];
        const scoped = { ...ctx, db: trx };
        const location =
          input.locationId === undefined ? undefined : await locationOr404(trx, ctx, input.locationId);
        const recorder = await recordOperation(trx, scoped, 'add', async (rec) => {
          for (const [index, text] of input.lines.entries()) {
            const result = await addLine(rec, scoped, text, location);
            if (typeof result === 'string') failed.push({ index, line: text, error: result });
            else added.push({ index, line: text, productId: result.product_id, entryId: result.id });
          }
        });
        if (!recorder) throw new NothingAdded(failed);
        // The Chef's actions: one line not understood and nothing goes in (the transaction ends).
        if (options.allOrNothing && failed.length > 0) throw new LinesRefused(failed);
        return recorder;
      }),
    );
    const response = await operationResponse(ctx, op);
    return { ...response, added, failed };
  } catch (err) {
    if (err instanceof NothingAdded && !options.allOrNothing)
      return { operation: null, products: [], entries: [], added: [], failed: err.failed };
    if (err instanceof NothingAdded || err instanceof LinesRefused) {
      const details = err.failed.map((f) => ({ path: `lines.${f.index}`, message: `${f.line}: ${f.error}` }));
      throw new AppError('VALIDATION_FAILED', details[0]?.message, details);
    }
    throw err;
  }
}

/** Lines an all-or-nothing add could not understand: nothing was added. */
class LinesRefused extends Error {
  constructor(readonly failed: BulkAddResponse['failed']) {
    super('lines refused');
  }
}

/** Adds one line; answers the entry, or the reason it could not be added. */
async function addLine(
  op: OperationRecorder,
  ctx: PantryContext,
  text: string,
  location: NewEntry['location'],
): Promise<{ id: string; product_id: string } | string> {
  try {
    // The same checks as a single quick add (an absurd amount included); their message is the line's.
    const line = parseOrFail(ctx, text, 'text');
    const { product } = await productForName(op.trx, ctx, line.name, line.unit, {
      counted: line.quantity !== null,
    });
    const [entry] = await addEntries(op, [
      { product, milli: await amountFor(op.trx, ctx, product, line), location },
    ]);
    return entry!;
  } catch (err) {
    if (err instanceof AppError && err.hasCustomMessage && err.code === 'VALIDATION_FAILED')
      return err.message;
    throw err;
  }
}

/**
 * Onboarding's pantry step: stocks the staples of `size` inside the caller's transaction, without
 * expiry dates (a guess would mislead). Idempotent: a staple the household already has in stock is
 * left alone. Returns how many staples were stocked.
 */
export async function stockStarterPantry(
  trx: Transaction<Database>,
  options: { householdId: string; userId: string; size: PantrySize; language?: Language; now?: Date },
): Promise<number> {
  const ctx = await pantryContext({
    db: trx,
    householdId: options.householdId,
    userId: options.userId,
    language: options.language,
    now: options.now,
  });
  const { language } = ctx;
  const db = trx;
  let stocked = 0;
  await recordOperation(trx, ctx, 'add', async (op) => {
    const items: NewEntry[] = [];
    for (const item of starterPantry(options.size)) {
      const food = foodByKey(item.foodKey);
      if (!food) continue;
      const known = await findProductByNames(db, ctx.householdId, foodNames(food));
      if (known && Number(known.stock_milli) > 0) continue;
      // A new staple product is kept in the unit the staple comes in (cans of tomatoes, not grams).
      const product =
        known ??
        (await insertProduct(db, ctx, {
          name: displayName(food.names[language]?.[0] ?? food.names.en[0]!),
          defaultUnit: item.unit,
        }));
      const milli = convertMilli(
        toMilli(item.quantity),
        item.unit,
        productUnit(product),
        parseConversions(product.conversions),
      );
      if (milli === null || milli <= 0) continue;
      items.push({ product, milli, expiresOn: null });
    }
    stocked = items.length;
    if (items.length > 0) await addEntries(op, items);
  });
  return stocked;
}
