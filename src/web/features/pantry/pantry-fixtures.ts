import type {
  Location,
  PantryRow,
  Product,
  StockChangeResponse,
  StockEntry,
  StockOperation,
} from '@shared/contracts/pantry';

/* Records shaped exactly as the pantry API answers them, for the web tests' fake network. */

export const TODAY = '2026-11-22';

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    name: 'Milk',
    brand: null,
    category: 'dairy',
    defaultUnit: 'l',
    minStock: 0,
    shelfLife: { pantry: null, fridge: 7, freezer: 90, opened: 7 },
    barcodes: [],
    conversions: [],
    notes: null,
    imageUrl: null,
    defaultLocationId: null,
    totalQuantity: 2,
    stockLabel: 'in_stock',
    nextExpiry: null,
    expiryLabel: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function row(overrides: Partial<PantryRow> = {}): PantryRow {
  return { ...product(overrides), group: null, entryCount: 1, openedCount: 0, ...overrides };
}

export function entry(overrides: Partial<StockEntry> = {}): StockEntry {
  return {
    id: 'e1',
    productId: 'p1',
    locationId: 'loc-fridge',
    quantity: 2,
    unit: 'l',
    purchasedOn: '2026-11-20',
    expiresOn: '2026-11-24',
    expiryKind: 'best_before',
    openedOn: null,
    frozenOn: null,
    priceCents: 189,
    note: null,
    expiryLabel: 'expires_soon',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const locations: Location[] = [
  { id: 'loc-pantry', name: 'Pantry', kind: 'pantry', sortOrder: 0, entryCount: 4 },
  { id: 'loc-fridge', name: 'Fridge', kind: 'fridge', sortOrder: 1, entryCount: 2 },
  { id: 'loc-freezer', name: 'Freezer', kind: 'freezer', sortOrder: 2, entryCount: 0 },
];

export function operation(overrides: Partial<StockOperation> = {}): StockOperation {
  return {
    id: 'op1',
    kind: 'consume',
    productIds: ['p1'],
    quantity: 1,
    unit: 'l',
    shortQuantity: null,
    userId: 'u1',
    userName: 'Ana Diaz',
    createdAt: '2026-11-22T10:00:00.000Z',
    undoneAt: null,
    canUndo: true,
    ...overrides,
  };
}

export function change(
  op: Partial<StockOperation> = {},
  products: Product[] = [product()],
  entries: StockEntry[] = [],
): StockChangeResponse {
  return { operation: operation(op), products, entries };
}
