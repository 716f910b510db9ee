/**
 * Retail barcodes (GTIN family): EAN-13, EAN-8, UPC-A, UPC-E and GTIN-14. All but UPC-E end in a
 * mod-10 check digit over the other digits, weighted 3,1,3,… from the right; UPC-E carries the
 * check digit of the UPC-A code it abbreviates.
 */
export type BarcodeFormat = 'EAN-13' | 'EAN-8' | 'UPC-A' | 'UPC-E' | 'GTIN-14';

export type BarcodeCheck =
  | { ok: true; code: string; format: BarcodeFormat }
  | { ok: false; reason: 'empty' | 'not-digits' | 'length' | 'check-digit' };

/** The lengths a typed barcode may have. */
export const BARCODE_LENGTHS = [8, 12, 13, 14] as const;

/** Removes the spaces and hyphens people type between digit groups. */
export function normalizeBarcode(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The check digit for a code given without its last digit (any length). */
export function gtinCheckDigit(body: string): number {
  if (!/^\d+$/.test(body)) throw new Error('A barcode body has digits only');
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the last digit is the mod-10 check digit of the others. */
export function hasValidCheckDigit(code: string): boolean {
  if (!/^\d{2,}$/.test(code)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/**
 * The UPC-A code that an 8-digit UPC-E code stands for (number system 0 or 1), or null.
 * Zero suppression rules of the UPC-E standard, keyed on the sixth data digit.
 */
export function expandUpcE(code: string): string | null {
  if (!/^[01]\d{7}$/.test(code)) return null;
  const ns = code[0]!;
  const d = code.slice(1, 7);
  const check = code[7]!;
  const last = d[5]!;
  let body: string;
  if (last === '0' || last === '1' || last === '2') body = `${d.slice(0, 2)}${last}0000${d.slice(2, 5)}`;
  else if (last === '3') body = `${d.slice(0, 3)}00000${d.slice(3, 5)}`;
  else if (last === '4') body = `${d.slice(0, 4)}00000${d[4]}`;
  else body = `${d.slice(0, 5)}0000${last}`;
  return `${ns}${body}${check}`;
}

/** Checks a typed barcode: digits only (after removing spaces and hyphens), a known length, a matching check digit. */
export function checkBarcode(input: string): BarcodeCheck {
  const code = normalizeBarcode(input);
  if (code.length === 0) return { ok: false, reason: 'empty' };
  if (!/^\d+$/.test(code)) return { ok: false, reason: 'not-digits' };
  if (!(BARCODE_LENGTHS as readonly number[]).includes(code.length)) return { ok: false, reason: 'length' };
  if (code.length === 8) {
    // EAN-8 and UPC-E share a length; either reading with a matching check digit is a real code.
    if (hasValidCheckDigit(code)) return { ok: true, code, format: 'EAN-8' };
    const upcA = expandUpcE(code);
    if (upcA && hasValidCheckDigit(upcA)) return { ok: true, code, format: 'UPC-E' };
    return { ok: false, reason: 'check-digit' };
  }
  if (!hasValidCheckDigit(code)) return { ok: false, reason: 'check-digit' };
  const format: BarcodeFormat = code.length === 12 ? 'UPC-A' : code.length === 13 ? 'EAN-13' : 'GTIN-14';
  return { ok: true, code, format };
}
