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

/**
 * The UPC-E that abbreviates a 12-digit UPC-A (number system 0 or 1), or null when the UPC-A has
 * none: the inverse of expandUpcE, taking the first zero-suppression rule that fits, as the
 * standard does when a UPC-E is printed.
 */
export function compressUpcA(upcA: string): string | null {
  if (!/^[01]\d{11}$/.test(upcA)) return null;
  const ns = upcA[0]!;
  const maker = upcA.slice(1, 6);
  const item = upcA.slice(6, 11);
  const check = upcA[11]!;
  let body: string | null = null;
  if (/^\d\d[012]00$/.test(maker) && item.startsWith('00'))
    body = `${maker.slice(0, 2)}${item.slice(2)}${maker[2]}`;
  else if (maker.endsWith('00') && item.startsWith('000')) body = `${maker.slice(0, 3)}${item.slice(3)}3`;
  else if (maker.endsWith('0') && item.startsWith('0000')) body = `${maker.slice(0, 4)}${item[4]}4`;
  else if (item.startsWith('0000') && Number(item[4]) >= 5) body = `${maker}${item[4]}`;
  return body === null ? null : `${ns}${body}${check}`;
}

/** The GTIN-14 (zero-padded) forms a valid code stands for: two for an 8-digit code that reads as both EAN-8 and UPC-E. */
function gtin14Of(code: string): string[] {
  if (code.length !== 8) return [code.padStart(14, '0')];
  const forms: string[] = [];
  if (hasValidCheckDigit(code)) forms.push(code.padStart(14, '0'));
  const upcA = expandUpcE(code);
  if (upcA && hasValidCheckDigit(upcA)) forms.push(upcA.padStart(14, '0'));
  return forms;
}

/**
 * Every way the same trade item number is written, the given form first, then the others from
 * short to long: UPC-E (8) or EAN-8, UPC-A (12), EAN-13 (13, a UPC-A with a leading 0, as Open
 * Food Facts and ZXing write it) and GTIN-14. A product saved under one form is found by a scan
 * that reads another. Empty for anything that is not a valid barcode.
 */
export function gtinForms(input: string): string[] {
  const check = checkBarcode(input);
  if (!check.ok) return [];
  const forms = new Set<string>([check.code]);
  const others: string[] = [];
  for (const gtin14 of gtin14Of(check.code)) {
    others.push(gtin14);
    if (gtin14.startsWith('0')) others.push(gtin14.slice(1));
    if (gtin14.startsWith('00')) {
      const upcA = gtin14.slice(2);
      others.push(upcA);
      const upcE = compressUpcA(upcA);
      if (upcE) others.push(upcE);
    }
    if (gtin14.startsWith('000000')) others.push(gtin14.slice(6));
  }
  // Shortest first; within a length, the order found.
  for (const form of others.sort((a, b) => a.length - b.length)) forms.add(form);
  return [...forms];
}

/** True when two codes are the same trade item number written in two forms (or the same form). */
export function isSameGtin(a: string, b: string): boolean {
  const forms = gtinForms(a);
  return forms.length > 0 && forms.includes(normalizeBarcode(b));
}
