/**
 * The pantry's table rows as its repositories hand them out, and how they read numbers. The queries
 * sit beside it by concern: locations, products, stock, the pantry's views and its export.
 */
import { toNumber } from '../../db/database';
import type {
  BarcodeLookupsTable,
  LocationsTable,
  ProductBarcodesTable,
  ProductsTable,
  StockEntriesTable,
  StockOperationsTable,
  StockTransactionsTable,
} from '../../db/types';

export type LocationRow = LocationsTable;
export type ProductRow = ProductsTable;
export type BarcodeRow = ProductBarcodesTable;
export type EntryRow = StockEntriesTable;
export type OperationRow = StockOperationsTable;
export type TransactionRow = StockTransactionsTable;
export type LookupRow = BarcodeLookupsTable;

/** pg answers integer columns as numbers, but aggregates as strings: callers get numbers. */
export const num = (v: unknown): number => toNumber(v as number | string | null | undefined);
