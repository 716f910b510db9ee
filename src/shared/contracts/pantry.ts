import { z } from 'zod';
import { FOOD_CATEGORIES } from '../domain/food-categories';
import {
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PANTRY_GROUPS,
  PANTRY_LABEL_FILTERS,
  PANTRY_SORTS,
} from '../pantry-options';
import { EXPIRY_KINDS, EXPIRY_LABELS, STOCK_LABELS, STORAGE_KINDS, isIsoDate } from '../domain/stock';
import { MAX_AMOUNT, UNITS } from '../domain/units';
import { PANTRY_MESSAGES } from '../pantry-messages';
import { IdParamsSchema, IdSchema, multilineText, singleLineText } from './text';

/**
 * The pantry's API: locations, products (with barcodes and shelf lives), stock entries and the
 * transactions that change them, and the pantry views (list, dashboard summary, waste). Quantities
 * travel as decimal numbers with at most three decimals, in the unit named beside them; the server
 * stores thousandths so that no amount is lost to float noise.
 */

// ---------------------------------------------------------------------------------------------
// Limits
export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_BRAND_MAX = 120;
export const PRODUCT_NOTES_MAX = 2000;
export const ENTRY_NOTE_MAX = 500;
export const LOCATION_NAME_MAX = 60;
export const MAX_LOCATIONS = 50;
export const MAX_BARCODES_PER_PRODUCT = 20;
export const MAX_CONVERSIONS_PER_PRODUCT = 10;
export const MAX_SHELF_LIFE_DAYS = 3650;
/** Largest price of one entry, in minor units (cents). */
export const MAX_PRICE_CENTS = 100_000_000;
export { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PANTRY_GROUPS, PANTRY_SORTS } from '../pantry-options';
export const QUICK_ADD_TEXT_MAX = 200;
export const BULK_ADD_LINES_MAX = 100;
export const BULK_ACTION_MAX = 200;

// ---------------------------------------------------------------------------------------------
// Building blocks
export const UnitSchema = z.enum(UNITS);
export const FoodCategorySchema = z.enum(FOOD_CATEGORIES);
export const StorageKindSchema = z.enum(STORAGE_KINDS);
export const ExpiryKindSchema = z.enum(EXPIRY_KINDS);
export const StockLabelSchema = z.enum(STOCK_LABELS);
export const ExpiryLabelSchema = z.enum(EXPIRY_LABELS);

export { PANTRY_MESSAGES };

/** A positive amount, at most three decimals. */
export const QuantitySchema = z
  .number({ error: PANTRY_MESSAGES.quantity })
  .positive(PANTRY_MESSAGES.quantity)
  .max(MAX_AMOUNT)
  .refine((n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, PANTRY_MESSAGES.decimals);
/** Zero allowed (minimum stock, adjusting an entry to nothing). */
export const NonNegativeQuantitySchema = z
  .number({ error: PANTRY_MESSAGES.quantity })
  .min(0, PANTRY_MESSAGES.quantity)
  .max(MAX_AMOUNT)
  .refine((n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, PANTRY_MESSAGES.decimals);
export const IsoDateSchema = z.string().max(10).refine(isIsoDate, PANTRY_MESSAGES.date);
export { IdParamsSchema, IdSchema };
export const PriceCentsSchema = z.number().int().min(0).max(MAX_PRICE_CENTS);
const ShelfLifeDaysSchema = z.number().int().min(0).max(MAX_SHELF_LIFE_DAYS).nullable();

export const ShelfLifeSchema = z.object({
  pantry: ShelfLifeDaysSchema,
  fridge: ShelfLifeDaysSchema,
  freezer: ShelfLifeDaysSchema,
  /** Days a product keeps once opened (opening never extends the expiry). */
  opened: ShelfLifeDaysSchema,
});

export const BarcodeSchema = z.object({
  code: z.string().regex(/^\d{8,14}$/, PANTRY_MESSAGES.barcode),
  /** What one scan of this barcode adds: e.g. 6 piece, or 1 l. */
  packQuantity: QuantitySchema,
  packUnit: UnitSchema,
});
export type Barcode = z.infer<typeof BarcodeSchema>;

/** 1 can = 400 g: `amount` `unit` per one `from`. */
export const UnitConversionSchema = z.object({ from: UnitSchema, amount: QuantitySchema, unit: UnitSchema });

// ---------------------------------------------------------------------------------------------
// Locations
export const LocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Which shelf-life rules apply: a cellar is a pantry, a chest freezer a freezer. */
  kind: StorageKindSchema,
  sortOrder: z.number().int(),
  /** How many stock entries are kept here. */
  entryCount: z.number().int(),
});
export type Location = z.infer<typeof LocationSchema>;
export const LocationsResponseSchema = z.object({ locations: z.array(LocationSchema) });
export const LocationResponseSchema = z.object({ location: LocationSchema });
export const CreateLocationInputSchema = z
  .object({ name: singleLineText().min(1).max(LOCATION_NAME_MAX), kind: StorageKindSchema })
  .strict();
export type CreateLocationInput = z.infer<typeof CreateLocationInputSchema>;
export const UpdateLocationInputSchema = CreateLocationInputSchema.partial()
  .extend({ sortOrder: z.number().int().min(0).max(1000).optional() })
  .strict();
export type UpdateLocationInput = z.infer<typeof UpdateLocationInputSchema>;

// ---------------------------------------------------------------------------------------------
// Products
export const ProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  category: FoodCategorySchema,
  /** Stock of this product is kept in this unit. */
  defaultUnit: UnitSchema,
  /** Below this total the product is 'low_stock' (0: no minimum). */
  minStock: z.number(),
  shelfLife: ShelfLifeSchema,
  // Answers carry plain numbers: the input rules (positive, three decimals) are the server's to enforce.
  barcodes: z.array(z.object({ code: z.string(), packQuantity: z.number(), packUnit: UnitSchema })),
  conversions: z.array(z.object({ from: UnitSchema, amount: z.number(), unit: UnitSchema })),
  notes: z.string().nullable(),
  /** Served from our origin, or null. */
  imageUrl: z.string().nullable(),
  /** The default location for new stock of this product, or null. */
  defaultLocationId: z.string().nullable(),
  /** Total stock in defaultUnit, and what that means. */
  totalQuantity: z.number(),
  stockLabel: StockLabelSchema,
  /** The earliest expiry among the entries, and its label in the user's time zone today. */
  nextExpiry: z.string().nullable(),
  expiryLabel: ExpiryLabelSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

const ProductFieldsSchema = z.object({
  name: singleLineText().min(1).max(PRODUCT_NAME_MAX),
  brand: singleLineText().max(PRODUCT_BRAND_MAX).nullable(),
  category: FoodCategorySchema,
  defaultUnit: UnitSchema,
  minStock: NonNegativeQuantitySchema,
  shelfLife: ShelfLifeSchema,
  barcodes: z.array(BarcodeSchema).max(MAX_BARCODES_PER_PRODUCT),
  conversions: z.array(UnitConversionSchema).max(MAX_CONVERSIONS_PER_PRODUCT),
  notes: multilineText().max(PRODUCT_NOTES_MAX).nullable(),
  defaultLocationId: IdSchema.nullable(),
});
/** POST /api/products: only the name is required; the food catalogue fills category, unit and shelf lives. */
export const CreateProductInputSchema = ProductFieldsSchema.partial().required({ name: true }).strict();
export type CreateProductInput = z.infer<typeof CreateProductInputSchema>;
/** PATCH /api/products/:id. Changing defaultUnit converts the stock when it can, else 400. */
export const UpdateProductInputSchema = ProductFieldsSchema.partial().strict();
export type UpdateProductInput = z.infer<typeof UpdateProductInputSchema>;
export const ProductResponseSchema = z.object({ product: ProductSchema });
export const ListProductsQuerySchema = z.object({
  q: singleLineText().max(PRODUCT_NAME_MAX).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export const ProductsPageSchema = z.object({ items: z.array(ProductSchema), total: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Stock entries
export const StockEntrySchema = z.object({
  id: z.string(),
  productId: z.string(),
  locationId: z.string(),
  /** In the product's defaultUnit. */
  quantity: z.number(),
  unit: UnitSchema,
  purchasedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  expiryKind: ExpiryKindSchema,
  openedOn: z.string().nullable(),
  /** When it went into the freezer, while it is there. */
  frozenOn: z.string().nullable(),
  /** Price paid for this entry, in minor units (cents), or null. */
  priceCents: z.number().int().nullable(),
  note: z.string().nullable(),
  expiryLabel: ExpiryLabelSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StockEntry = z.infer<typeof StockEntrySchema>;
export const ProductDetailResponseSchema = z.object({
  product: ProductSchema,
  entries: z.array(StockEntrySchema),
});

/** What one request changed: undo it with POST /api/stock/operations/:id/undo. */
export const OPERATION_KINDS = ['add', 'consume', 'spoil', 'open', 'move', 'adjust', 'delete'] as const;
export const OperationKindSchema = z.enum(OPERATION_KINDS);
export const StockOperationSchema = z.object({
  id: z.string(),
  kind: OperationKindSchema,
  /** Products touched, for the toast: "Consumed 2 l Milk". */
  productIds: z.array(z.string()),
  /** Total amount moved by the operation in the first product's unit (adds, consumes, spoils). */
  quantity: z.number().nullable(),
  unit: UnitSchema.nullable(),
  /** Consumption asked for more than there was: what could not be taken. */
  shortQuantity: z.number().nullable(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
  undoneAt: z.string().nullable(),
  /** False once a later change touched the same entries, or after undo. */
  canUndo: z.boolean(),
});
export type StockOperation = z.infer<typeof StockOperationSchema>;
/** Every stock mutation answers the operation, and the entries and products as they are now. */
export const StockChangeResponseSchema = z.object({
  operation: StockOperationSchema,
  products: z.array(ProductSchema),
  entries: z.array(StockEntrySchema),
});
export type StockChangeResponse = z.infer<typeof StockChangeResponseSchema>;

const EntryDetailsSchema = z.object({
  locationId: IdSchema,
  purchasedOn: IsoDateSchema,
  /** None given: the product's shelf life for the location's storage, else the food catalogue's, else none. */
  expiresOn: IsoDateSchema.nullable(),
  expiryKind: ExpiryKindSchema,
  priceCents: PriceCentsSchema.nullable(),
  note: multilineText().max(ENTRY_NOTE_MAX).nullable(),
});

/** POST /api/stock: add to an existing product, or by barcode (the product that carries it). */
export const AddStockInputSchema = EntryDetailsSchema.partial()
  .extend({
    productId: IdSchema.optional(),
    barcode: z
      .string()
      .regex(/^\d{8,14}$/, PANTRY_MESSAGES.barcode)
      .optional(),
    /** Absent with a barcode: one pack of it. */
    quantity: QuantitySchema.optional(),
    unit: UnitSchema.optional(),
    /** Several packs at once ("3 × this barcode"). */
    packs: z.number().int().min(1).max(100).optional(),
  })
  .strict()
  .refine((v) => v.productId !== undefined || v.barcode !== undefined, {
    message: PANTRY_MESSAGES.productOrBarcode,
    path: ['productId'],
  });
export type AddStockInput = z.infer<typeof AddStockInputSchema>;

/** POST /api/stock/quick-add: one typed line ("2 l milk"); the product is found or created by name. */
export const QuickAddInputSchema = z
  .object({
    text: singleLineText().min(1, PANTRY_MESSAGES.quickAdd).max(QUICK_ADD_TEXT_MAX),
    locationId: IdSchema.optional(),
  })
  .strict();
/** POST /api/stock/bulk-add: several lines at once, one operation. */
export const BulkAddInputSchema = z
  .object({
    lines: z.array(singleLineText().min(1).max(QUICK_ADD_TEXT_MAX)).min(1).max(BULK_ADD_LINES_MAX),
    locationId: IdSchema.optional(),
  })
  .strict();
/**
 * Answer of bulk-add: the lines that went in (one operation, undone together) and those that could
 * not be understood, with the reason; `operation` is null when no line went in.
 */
export const BulkAddResponseSchema = StockChangeResponseSchema.extend({
  operation: StockOperationSchema.nullable(),
  added: z.array(
    z.object({ index: z.number().int(), line: z.string(), productId: z.string(), entryId: z.string() }),
  ),
  failed: z.array(z.object({ index: z.number().int(), line: z.string(), error: z.string() })),
});
export type BulkAddResponse = z.infer<typeof BulkAddResponseSchema>;

/**
 * POST /api/stock/consume and /api/stock/spoil: an amount of a product, taken first-expiring-first
 * (FEFO), spanning entries; or a given entry. Without a quantity: everything (of the entry, or of the
 * product). `allowPartial` takes what there is when the stock is short, else 409.
 */
export const ConsumeInputSchema = z
  .object({
    productId: IdSchema.optional(),
    entryId: IdSchema.optional(),
    quantity: QuantitySchema.optional(),
    unit: UnitSchema.optional(),
    allowPartial: z.boolean().optional(),
  })
  .strict()
  .refine((v) => (v.productId === undefined) !== (v.entryId === undefined), {
    message: PANTRY_MESSAGES.productOrEntry,
    path: ['productId'],
  });
export type ConsumeInput = z.infer<typeof ConsumeInputSchema>;

/** POST /api/stock/entries/:id/open: opens the entry, or splits off `quantity` of it and opens that. */
export const OpenEntryInputSchema = z.object({ quantity: QuantitySchema.optional() }).strict();
/** POST /api/stock/entries/:id/move: to another location (freezing extends, thawing shortens the expiry). */
export const MoveEntryInputSchema = z
  .object({ locationId: IdSchema, quantity: QuantitySchema.optional() })
  .strict();
/** PATCH /api/stock/entries/:id: correct an entry (an 'adjust' transaction). */
export const AdjustEntryInputSchema = z
  .object({
    quantity: NonNegativeQuantitySchema,
    purchasedOn: IsoDateSchema.nullable(),
    expiresOn: IsoDateSchema.nullable(),
    expiryKind: ExpiryKindSchema,
    openedOn: IsoDateSchema.nullable(),
    priceCents: PriceCentsSchema.nullable(),
    note: multilineText().max(ENTRY_NOTE_MAX).nullable(),
  })
  .partial()
  .strict();
export type AdjustEntryInput = z.infer<typeof AdjustEntryInputSchema>;

/** POST /api/stock/bulk: one action over several products (all their stock) or entries, one operation. */
export const BULK_ACTIONS = ['consume', 'spoil', 'open', 'move', 'delete'] as const;
export const BulkActionInputSchema = z
  .object({
    action: z.enum(BULK_ACTIONS),
    productIds: z.array(IdSchema).max(BULK_ACTION_MAX).optional(),
    entryIds: z.array(IdSchema).max(BULK_ACTION_MAX).optional(),
    locationId: IdSchema.optional(),
  })
  .strict()
  .refine((v) => (v.productIds?.length ?? 0) + (v.entryIds?.length ?? 0) > 0, {
    message: PANTRY_MESSAGES.selectItems,
    path: ['productIds'],
  })
  .refine((v) => v.action !== 'move' || v.locationId !== undefined, {
    message: PANTRY_MESSAGES.moveWhere,
    path: ['locationId'],
  });
export type BulkActionInput = z.infer<typeof BulkActionInputSchema>;

export const EntryIdParamsSchema = z.object({ id: IdSchema });
export const ListOperationsQuerySchema = z.object({
  productId: IdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});
export const OperationsResponseSchema = z.object({ items: z.array(StockOperationSchema) });

// ---------------------------------------------------------------------------------------------
// Barcode lookup
export const LOOKUP_SOURCES = ['household', 'catalogue', 'openfoodfacts', 'none'] as const;
/** What a lookup proposes for the "new product" form. */
export const ProductDraftSchema = z.object({
  name: z.string(),
  brand: z.string().nullable(),
  category: FoodCategorySchema,
  defaultUnit: UnitSchema,
  packQuantity: z.number().nullable(),
  packUnit: UnitSchema.nullable(),
  shelfLife: ShelfLifeSchema,
  /** An image the server fetched and stores, served from our origin; null when none. */
  imageUrl: z.string().nullable(),
});
export type ProductDraft = z.infer<typeof ProductDraftSchema>;
export const BarcodeLookupQuerySchema = z.object({
  barcode: z.string().regex(/^\d{8,14}$/, PANTRY_MESSAGES.barcode),
});
/** GET /api/products/lookup?barcode=: this household's product, else a draft, else source 'none'. */
export const BarcodeLookupResponseSchema = z.object({
  barcode: z.string(),
  source: z.enum(LOOKUP_SOURCES),
  product: ProductSchema.nullable(),
  draft: ProductDraftSchema.nullable(),
});
export type BarcodeLookupResponse = z.infer<typeof BarcodeLookupResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Pantry views
export const PantryLabelFilterSchema = z.enum(PANTRY_LABEL_FILTERS);
export const PantryListQuerySchema = z.object({
  q: singleLineText().max(PRODUCT_NAME_MAX).optional(),
  label: PantryLabelFilterSchema.optional(),
  locationId: IdSchema.optional(),
  category: FoodCategorySchema.optional(),
  sort: z.enum(PANTRY_SORTS).default('expiry'),
  groupBy: z.enum(PANTRY_GROUPS).default('none'),
  /** Show products with no stock too (default: only products in stock, or below their minimum). */
  includeEmpty: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PantryListQuery = z.infer<typeof PantryListQuerySchema>;
/**
 * One row of the pantry list: a product with its totals. Grouped by location, a product with stock
 * in two places is a row in each (totals within that location); the rows come ordered by group.
 */
export const PantryRowSchema = ProductSchema.extend({
  /** The group this row belongs to: a category, a location id, or null when not grouped. */
  group: z.string().nullable(),
  entryCount: z.number().int(),
  openedCount: z.number().int(),
});
export type PantryRow = z.infer<typeof PantryRowSchema>;
export const PantryPageSchema = z.object({
  items: z.array(PantryRowSchema),
  total: z.number().int(),
  /** The user's today and warning window, so labels and the screen agree. */
  today: z.string(),
  warningDays: z.number().int(),
});
export type PantryPage = z.infer<typeof PantryPageSchema>;

/** An entry with its product's name, for dashboard lists. */
export const ExpiringEntrySchema = StockEntrySchema.extend({
  productName: z.string(),
  category: FoodCategorySchema,
});
export type ExpiringEntry = z.infer<typeof ExpiringEntrySchema>;
export const MoneySummarySchema = z.object({ count: z.number().int(), valueCents: z.number().int() });
/** GET /api/pantry/summary: what matters today (dashboard). */
export const PantrySummarySchema = z.object({
  today: z.string(),
  warningDays: z.number().int(),
  counts: z.object({
    products: z.number().int(),
    expired: z.number().int(),
    expiresSoon: z.number().int(),
    lowStock: z.number().int(),
    outOfStock: z.number().int(),
  }),
  /** Expired and expiring-soon entries, earliest first (at most 20). */
  expiring: z.array(ExpiringEntrySchema),
  /** Products below their minimum stock (at most 20). */
  lowStock: z.array(ProductSchema),
  /** This calendar month in the user's time zone. */
  month: z.object({
    month: z.string(),
    wasted: MoneySummarySchema,
    consumed: MoneySummarySchema,
    /** Entries used up within their warning window or before a use-by: food that was rescued. */
    saved: MoneySummarySchema,
  }),
});
export type PantrySummary = z.infer<typeof PantrySummarySchema>;

export const WasteQuerySchema = z.object({ months: z.coerce.number().int().min(1).max(24).default(6) });
/** GET /api/pantry/waste: spoiled food over time, by category, with the money lost. */
export const WasteReportSchema = z.object({
  months: z.array(z.object({ month: z.string(), count: z.number().int(), valueCents: z.number().int() })),
  byCategory: z.array(
    z.object({ category: FoodCategorySchema, count: z.number().int(), valueCents: z.number().int() }),
  ),
  recent: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      category: FoodCategorySchema,
      quantity: z.number(),
      unit: UnitSchema,
      valueCents: z.number().int().nullable(),
      at: z.string(),
      userName: z.string().nullable(),
    }),
  ),
  totals: z.object({ wasted: MoneySummarySchema, consumed: MoneySummarySchema }),
});
export type WasteReport = z.infer<typeof WasteReportSchema>;

export const DeleteResponseSchema = z.object({ success: z.literal(true) });
