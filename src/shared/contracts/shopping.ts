import { z } from 'zod';
import { FOOD_CATEGORIES } from '../domain/food-categories';
import { MAX_AMOUNT, UNITS } from '../domain/units';
import { PANTRY_MESSAGES } from '../pantry-messages';
import { SHOPPING_MESSAGES } from '../shopping-messages';
import {
  ExpiryKindSchema,
  IsoDateSchema,
  PriceCentsSchema,
  QuantitySchema,
  StockChangeResponseSchema,
} from './pantry';
import { IdSchema, multilineText, singleLineText } from './text';

/**
 * Shopping lists (docs/shopping-lists.md): several lists per household, items with an amount, an
 * aisle (the food category), a note, a tick, who added them and why; the smart list from recipes
 * and low stock; ticked items into the pantry as one undoable stock operation; the aisle order of
 * each store, set by hand and learned from the order items are ticked.
 *
 * Offline edits (the web app's queue) are replayed through the same routes: an item's id may be
 * chosen by the device, so that replaying a create is harmless, and an edit carries the time it was
 * made, so that each field keeps the latest edit (per-field last-writer-wins).
 */

// ---------------------------------------------------------------------------------------------
// Limits
export const SHOPPING_LIST_NAME_MAX = 60;
export const SHOPPING_STORE_NAME_MAX = 60;
export const SHOPPING_ITEM_NAME_MAX = 120;
export const SHOPPING_ITEM_NOTE_MAX = 300;
export const MAX_SHOPPING_LISTS = 50;
export const MAX_SHOPPING_ITEMS_PER_LIST = 1000;
/** Lines of one quick add ("2 kg potatoes" per line). */
export const SHOPPING_QUICK_ADD_LINES_MAX = 100;
export const SHOPPING_QUICK_ADD_TEXT_MAX = 200;
/** Recipes one smart list may plan for (three meals a day for a week). */
export const SMART_LIST_RECIPES_MAX = 50;
export const SHOPPING_SUGGESTIONS_MAX = 20;
/** Items moved into the pantry in one step. */
export const TO_PANTRY_ITEMS_MAX = 200;
/** An edit made longer ago than this on a device that was offline is still applied, but no older. */
export const OFFLINE_EDIT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Building blocks

export { SHOPPING_MESSAGES };

/** Why an item is on the list. */
export const SHOPPING_SOURCES = ['typed', 'recipe', 'mealplan', 'low-stock', 'chef'] as const;
export const ShoppingSourceKindSchema = z.enum(SHOPPING_SOURCES);
export type ShoppingSourceKind = z.infer<typeof ShoppingSourceKindSchema>;

/** The aisles: the food catalogue's display categories. */
export const AisleSchema = z.enum(FOOD_CATEGORIES);
export const UnitOrNullSchema = z.enum(UNITS).nullable();

/** One reason in detail: which recipe asked for how much, or which product ran low. */
export const ShoppingItemSourceSchema = z.object({
  kind: ShoppingSourceKindSchema,
  recipeId: z.string().nullable(),
  /** The recipe's title, or the product's name. */
  title: z.string().nullable(),
  /** The amount as the recipe asked for it, scaled ("2 cups"). */
  quantityText: z.string().nullable(),
  productId: z.string().nullable(),
});
export type ShoppingItemSource = z.infer<typeof ShoppingItemSourceSchema>;

export const ShoppingItemSchema = z.object({
  id: z.string(),
  listId: z.string(),
  name: z.string(),
  /** null: no amount ("salt"). */
  quantity: z.number().nullable(),
  /** null with a quantity: a count ("3 lemons"). */
  unit: z.enum(UNITS).nullable(),
  category: AisleSchema,
  note: z.string().nullable(),
  checked: z.boolean(),
  checkedAt: z.string().nullable(),
  /** The pantry product this item restocks, when one matches. */
  productId: z.string().nullable(),
  /** The first reason; `sources` has them all. */
  source: ShoppingSourceKindSchema,
  sources: z.array(ShoppingItemSourceSchema),
  addedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShoppingItem = z.infer<typeof ShoppingItemSchema>;

export const ShoppingListSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The shop this list is for; the aisle order is kept per store. */
  store: z.string().nullable(),
  itemCount: z.number().int(),
  checkedCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShoppingListSummary = z.infer<typeof ShoppingListSummarySchema>;

export const ShoppingListsResponseSchema = z.object({ lists: z.array(ShoppingListSummarySchema) });
export const ShoppingListResponseSchema = z.object({ list: ShoppingListSummarySchema });

/** GET /api/shopping-lists/:id: the list, its items, and the aisles in the order of its store. */
export const ShoppingListDetailSchema = z.object({
  list: ShoppingListSummarySchema,
  items: z.array(ShoppingItemSchema),
  aisleOrder: z.array(AisleSchema),
});
export type ShoppingListDetail = z.infer<typeof ShoppingListDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Lists

export const CreateShoppingListInputSchema = z
  .object({
    name: singleLineText().min(1).max(SHOPPING_LIST_NAME_MAX),
    store: singleLineText().max(SHOPPING_STORE_NAME_MAX).nullable().optional(),
  })
  .strict();
export type CreateShoppingListInput = z.infer<typeof CreateShoppingListInputSchema>;
export const UpdateShoppingListInputSchema = CreateShoppingListInputSchema.partial().strict();
export type UpdateShoppingListInput = z.infer<typeof UpdateShoppingListInputSchema>;

export const ListItemParamsSchema = z.object({ id: IdSchema, itemId: IdSchema });

// ---------------------------------------------------------------------------------------------
// Items

/** An edit's time on the device that made it (ISO 8601); absent: now. */
const EditedAtSchema = z.iso.datetime({ offset: true });

/**
 * POST /api/shopping-lists/:id/items: one item. `id` may be chosen by the device (an offline add):
 * a second create with the same id answers the item as it is and changes nothing.
 */
export const AddShoppingItemInputSchema = z
  .object({
    id: IdSchema.optional(),
    name: singleLineText().min(1).max(SHOPPING_ITEM_NAME_MAX),
    quantity: QuantitySchema.nullable().optional(),
    unit: UnitOrNullSchema.optional(),
    /** Absent: the food catalogue's category for the name, else the product's, else other. */
    category: AisleSchema.optional(),
    note: multilineText().max(SHOPPING_ITEM_NOTE_MAX).nullable().optional(),
    /** A product of the household this item restocks. */
    productId: IdSchema.optional(),
    /** A scanned barcode: the household's product that carries it. */
    barcode: z
      .string()
      .regex(/^\d{8,14}$/, PANTRY_MESSAGES.barcode)
      .optional(),
    source: ShoppingSourceKindSchema.optional(),
    checked: z.boolean().optional(),
    at: EditedAtSchema.optional(),
  })
  .strict();
export type AddShoppingItemInput = z.infer<typeof AddShoppingItemInputSchema>;

/** POST /api/shopping-lists/:id/items/quick-add: typed lines ("2 kg potatoes"), one item each. */
export const ShoppingQuickAddInputSchema = z
  .object({
    text: multilineText()
      .min(1, PANTRY_MESSAGES.quickAdd)
      .max(SHOPPING_QUICK_ADD_TEXT_MAX * SHOPPING_QUICK_ADD_LINES_MAX),
  })
  .strict();
export const ShoppingQuickAddResponseSchema = z.object({
  items: z.array(ShoppingItemSchema),
  failed: z.array(z.object({ line: z.string(), error: z.string() })),
});
export type ShoppingQuickAddResponse = z.infer<typeof ShoppingQuickAddResponseSchema>;

/** The fields an edit can change; `quantity` and `unit` travel and win together (the amount). */
export const SHOPPING_ITEM_FIELDS = ['name', 'amount', 'category', 'note', 'checked'] as const;
export type ShoppingItemField = (typeof SHOPPING_ITEM_FIELDS)[number];

/**
 * PATCH /api/shopping-lists/:id/items/:itemId. Each field is applied unless someone changed that
 * field after `at`; the answer names the fields where the other change won.
 */
export const UpdateShoppingItemInputSchema = z
  .object({
    name: singleLineText().min(1).max(SHOPPING_ITEM_NAME_MAX).optional(),
    quantity: QuantitySchema.nullable().optional(),
    unit: UnitOrNullSchema.optional(),
    category: AisleSchema.optional(),
    note: multilineText().max(SHOPPING_ITEM_NOTE_MAX).nullable().optional(),
    checked: z.boolean().optional(),
    /** Move the item to another list of the household. */
    listId: IdSchema.optional(),
    at: EditedAtSchema.optional(),
  })
  .strict();
export type UpdateShoppingItemInput = z.infer<typeof UpdateShoppingItemInputSchema>;
export const ShoppingItemResponseSchema = z.object({
  item: ShoppingItemSchema,
  /** Fields this edit did not change because a later edit of someone else's already had. */
  overridden: z.array(z.enum(SHOPPING_ITEM_FIELDS)),
});
export type ShoppingItemResponse = z.infer<typeof ShoppingItemResponseSchema>;

export const ClearCheckedResponseSchema = z.object({ removed: z.number().int() });

/** GET /api/shopping-lists/suggestions: what the household buys often, not on the list yet. */
export const ShoppingSuggestionsQuerySchema = z.object({
  listId: IdSchema.optional(),
  q: singleLineText().max(SHOPPING_ITEM_NAME_MAX).optional(),
});
export const ShoppingSuggestionSchema = z.object({
  name: z.string(),
  productId: z.string().nullable(),
  unit: z.enum(UNITS).nullable(),
  category: AisleSchema,
  /** How often it was bought in the last months. */
  timesBought: z.number().int(),
  /** Below its minimum stock now. */
  low: z.boolean(),
});
export type ShoppingSuggestion = z.infer<typeof ShoppingSuggestionSchema>;
export const ShoppingSuggestionsResponseSchema = z.object({ suggestions: z.array(ShoppingSuggestionSchema) });

/** PUT /api/shopping-lists/:id/aisle-order: the aisles of the list's store, in walking order. */
export const AisleOrderInputSchema = z
  .object({
    aisles: z
      .array(AisleSchema)
      .min(1)
      .max(FOOD_CATEGORIES.length)
      .refine((aisles) => new Set(aisles).size === aisles.length, SHOPPING_MESSAGES.aisleOnce),
  })
  .strict();
export const AisleOrderResponseSchema = z.object({ aisleOrder: z.array(AisleSchema) });

// ---------------------------------------------------------------------------------------------
// The smart list

/**
 * POST /api/shopping-lists/:id/smart: what the chosen recipes need at the wanted servings and what
 * is below its minimum stock, less the pantry and the list; running it again adds nothing.
 */
export const SmartListInputSchema = z
  .object({
    recipes: z
      .array(z.object({ recipeId: IdSchema, servings: z.number().int().min(1).max(100).optional() }).strict())
      .max(SMART_LIST_RECIPES_MAX)
      .default([]),
    lowStock: z.boolean().default(false),
    /** Why these items are added; a meal plan passes 'mealplan'. */
    source: z.enum(['recipe', 'mealplan', 'chef']).optional(),
  })
  .strict()
  .refine((v) => v.recipes.length > 0 || v.lowStock, {
    message: SHOPPING_MESSAGES.recipeOrLowStock,
    path: ['recipes'],
  });
export type SmartListInput = z.input<typeof SmartListInputSchema>;
export const SmartListResponseSchema = z.object({
  /** Items new on the list. */
  added: z.array(ShoppingItemSchema),
  /** Items already there whose amount grew. */
  updated: z.array(ShoppingItemSchema),
});
export type SmartListResponse = z.infer<typeof SmartListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Bought → pantry

/** GET /api/shopping-lists/:id/to-pantry: the ticked items as pantry entries, ready to edit. */
export const PantryDraftSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  /** The matched product, or null: a new product of this name is made. */
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  /** How it was matched: the item's product, a barcode, the name (catalogue synonyms), or none. */
  matchedBy: z.enum(['item', 'barcode', 'name', 'none']),
  quantity: z.number(),
  unit: z.enum(UNITS),
  locationId: z.string(),
  expiresOn: z.string().nullable(),
  /** What the household paid last time for this amount, when it knows. */
  priceCents: z.number().int().nullable(),
});
export type PantryDraft = z.infer<typeof PantryDraftSchema>;
export const PantryDraftsResponseSchema = z.object({ items: z.array(PantryDraftSchema) });

export const ToPantryInputSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            itemId: IdSchema,
            productId: IdSchema.nullable().optional(),
            quantity: QuantitySchema.max(MAX_AMOUNT),
            unit: z.enum(UNITS),
            locationId: IdSchema.optional(),
            expiresOn: IsoDateSchema.nullable().optional(),
            expiryKind: ExpiryKindSchema.optional(),
            priceCents: PriceCentsSchema.nullable().optional(),
          })
          .strict(),
      )
      .min(1, PANTRY_MESSAGES.selectItems)
      .max(TO_PANTRY_ITEMS_MAX)
      .refine((items) => new Set(items.map((i) => i.itemId)).size === items.length, SHOPPING_MESSAGES.itemOnce),
  })
  .strict();
export type ToPantryInput = z.infer<typeof ToPantryInputSchema>;
/** The stock operation (undo it with …/to-pantry/:operationId/undo) and the items it took off the list. */
export const ToPantryResponseSchema = StockChangeResponseSchema.extend({ movedItemIds: z.array(z.string()) });
export type ToPantryResponse = z.infer<typeof ToPantryResponseSchema>;
export const ToPantryUndoParamsSchema = z.object({ id: IdSchema, operationId: IdSchema });
export const ToPantryUndoResponseSchema = z.object({ restored: z.array(ShoppingItemSchema) });
