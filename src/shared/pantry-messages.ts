/**
 * The pantry schemas' own messages, as plain data without zod: contracts/pantry.ts builds its
 * schemas with them and re-exports them, and the web app maps each to its translation (the
 * `validation` namespace) without loading the pantry's contract.
 */
export const PANTRY_MESSAGES = {
  quantity: 'Enter an amount greater than zero',
  decimals: 'Use at most three decimals',
  date: 'Enter a real date (YYYY-MM-DD)',
  quickAdd: 'Type what you bought, for example "2 l milk"',
  barcode: 'A barcode has 8 to 14 digits',
  productOrBarcode: 'Choose a product or scan a barcode',
  productOrEntry: 'Give a product or an entry',
  selectItems: 'Select at least one item',
  moveWhere: 'Choose where to move them',
} as const;
