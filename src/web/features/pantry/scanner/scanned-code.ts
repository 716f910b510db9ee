import { checkBarcode, compressUpcA } from '@shared/domain/barcode';
import type { DecodedBarcode } from './decoder';

/**
 * What a scan read, turned into the barcode the pantry looks up. Linear codes (EAN/UPC) carry the
 * digits themselves; a QR code may hold a bare GTIN, a GS1 element string "(01)…" or a GS1 Digital
 * Link URL ".../01/<gtin>/..."; any other QR text (a web page, a Wi-Fi login) is not a product.
 */
export type ScannedCode = { ok: true; code: string } | { ok: false; reason: 'not-product' | 'invalid' };

/** GS1 Digital Link: the GTIN follows the primary key "01" (or its long name "gtin") in the path. */
const DIGITAL_LINK_GTIN = /\/(?:01|gtin)\/(\d{8,14})(?:[/?#]|$)/i;
/** GS1 element string as printed under a code or encoded in a QR: "(01)04006381333931(17)…". */
const ELEMENT_STRING_GTIN = /^\(01\)(\d{14})/;

/**
 * The shortest usual form of a GTIN, as printed under the bars: GTIN-14 with indicator 0 is the
 * EAN-13 it wraps, an EAN-13 padded from an EAN-8 ("00000" + 8 digits) is that EAN-8, and an
 * EAN-13 that begins with 0 is a UPC-A (the bars are the same; packs print the 12 digits). So a
 * Digital Link and a scan of the printed code find the same product.
 */
export function shortestGtin(digits: string): string {
  let code = digits;
  if (code.length === 14 && code.startsWith('0')) code = code.slice(1);
  if (code.length === 13 && code.startsWith('00000')) return code.slice(5);
  if (code.length === 13 && code.startsWith('0')) code = code.slice(1);
  return code;
}

function checked(digits: string): ScannedCode {
  const result = checkBarcode(shortestGtin(digits));
  return result.ok ? { ok: true, code: result.code } : { ok: false, reason: 'invalid' };
}

/** Reads the product barcode out of a decoded text; `isQr` says whether it came from a QR code. */
export function parseScannedText(text: string, isQr: boolean): ScannedCode {
  const trimmed = text.trim();
  if (/^\d{8,14}$/.test(trimmed)) return checked(trimmed);
  if (!isQr) return { ok: false, reason: 'invalid' };
  const element = ELEMENT_STRING_GTIN.exec(trimmed);
  if (element?.[1]) return checked(element[1]);
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, reason: 'not-product' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'not-product' };
  const link = DIGITAL_LINK_GTIN.exec(url.pathname);
  if (!link?.[1]) return { ok: false, reason: 'not-product' };
  const result = checked(link[1]);
  // A URL that looks like a Digital Link but fails the check digit is still no product code.
  return result.ok ? result : { ok: false, reason: 'not-product' };
}

/**
 * A decoded barcode as the pantry looks it up, in its printed form: a UPC-E as its 8 digits even
 * when the reader reports the UPC-A (12) or EAN-13 (13) it stands for, as some platforms do.
 */
export function scannedCodeOf(barcode: DecodedBarcode): ScannedCode {
  const result = parseScannedText(barcode.text, barcode.format === 'qr_code');
  if (!result.ok || barcode.format !== 'upc_e' || result.code.length !== 12) return result;
  return { ok: true, code: compressUpcA(result.code) ?? result.code };
}
