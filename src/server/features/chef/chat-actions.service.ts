import type {
  ChatApplianceAction,
  ChatDietaryAction,
  ChatPantryAction,
  ChatPantryItem,
} from '@shared/contracts/chef';
import type { DIETARY_PREFERENCES } from '@shared/contracts/onboarding';

type DietaryPreference = (typeof DIETARY_PREFERENCES)[number];
import type { HouseholdAppliance } from '@shared/contracts/appliances';
import type { StockChangeResponse } from '@shared/contracts/pantry';
import { addAppliance } from '../appliances/appliances.service';
import { getOnboarding, updateOnboarding } from '../onboarding/onboarding.service';
import type { PantryContext } from '../pantry/pantry.mappers';
import { bulkAdd } from '../pantry/quick-add.service';

/**
 * What the Chef does once the user confirms (spec: ADD_TO_PANTRY, UPDATE_DIETARY_PREFERENCES,
 * ADD_KITCHEN_APPLIANCE), each through the feature that owns it, so that the Chef can do nothing a
 * screen could not, and each whole or not at all.
 */

/** An item as a line the quick-add parser reads ("2 l milk"). */
export function itemLine(item: ChatPantryItem): string {
  if ('text' in item) return item.text;
  return [item.quantity, item.unit, item.name].filter((part) => part !== undefined && part !== '').join(' ');
}

/** Stocks every item in one operation (one undo); one item not understood and nothing is added. */
export async function addToPantry(
  ctx: PantryContext,
  action: ChatPantryAction,
): Promise<StockChangeResponse> {
  const added = await bulkAdd(
    ctx,
    { lines: action.items.map(itemLine), locationId: action.locationId },
    { allOrNothing: true },
  );
  if (!added.operation) throw new Error('an all-or-nothing add answered no operation');
  return { operation: added.operation, products: added.products, entries: added.entries };
}

/** The user's dietary preferences (onboarding's record), replaced or changed. */
export async function updateDietaryPreferences(
  ctx: { db: PantryContext['db']; userId: string },
  action: ChatDietaryAction,
): Promise<DietaryPreference[]> {
  const current = (await getOnboarding({ db: ctx.db, userId: ctx.userId })).dietary_preferences;
  const next = new Set<DietaryPreference>(action.set ?? current);
  for (const preference of action.add ?? []) next.add(preference);
  for (const preference of action.remove ?? []) next.delete(preference);
  const record = await updateOnboarding({
    db: ctx.db,
    userId: ctx.userId,
    update: { dietary_preferences: [...next] },
  });
  return record.dietary_preferences;
}

export function addKitchenAppliance(
  ctx: Pick<PantryContext, 'db' | 'householdId'>,
  action: ChatApplianceAction,
): Promise<HouseholdAppliance> {
  return addAppliance({ db: ctx.db, householdId: ctx.householdId, input: action.appliance });
}
