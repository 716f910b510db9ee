import { describe, expect, test } from 'vitest';
import { parseScannedText, scannedCodeOf, shortestGtin } from './scanned-code';

describe('reading a product barcode out of a scan', () => {
  test('an EAN-13, EAN-8 or UPC-A read from a linear barcode is the code itself', () => {
    expect(parseScannedText('4006381333931', false)).toEqual({ ok: true, code: '4006381333931' });
    expect(parseScannedText('96385074', false)).toEqual({ ok: true, code: '96385074' });
    expect(parseScannedText('036000291452', false)).toEqual({ ok: true, code: '036000291452' });
  });

  test('a misread with a wrong check digit is refused', () => {
    expect(parseScannedText('4006381333932', false)).toEqual({ ok: false, reason: 'invalid' });
  });

  test('a QR code holding just the digits of a GTIN yields it', () => {
    expect(parseScannedText(' 4006381333931 ', true)).toEqual({ ok: true, code: '4006381333931' });
  });

  test('a GS1 Digital Link yields the GTIN after /01/, wherever the link is hosted', () => {
    expect(parseScannedText('https://id.gs1.org/01/04006381333931', true)).toEqual({
      ok: true,
      code: '4006381333931',
    });
    expect(
      parseScannedText('https://brand.example.com/products/01/04006381333931/10/LOT42?17=271231', true),
    ).toEqual({
      ok: true,
      code: '4006381333931',
    });
    expect(parseScannedText('https://example.com/gtin/96385074', true)).toEqual({
      ok: true,
      code: '96385074',
    });
  });

  test('a GS1 element string "(01)…" yields its GTIN', () => {
    expect(parseScannedText('(01)04006381333931(17)271231', true)).toEqual({
      ok: true,
      code: '4006381333931',
    });
  });

  test('other QR texts are not product codes', () => {
    expect(parseScannedText('https://larder.example/recipes/42', true)).toEqual({
      ok: false,
      reason: 'not-product',
    });
    expect(parseScannedText('WIFI:S:home;T:WPA;P:secret;;', true)).toEqual({
      ok: false,
      reason: 'not-product',
    });
    expect(parseScannedText('hello', true)).toEqual({ ok: false, reason: 'not-product' });
    expect(parseScannedText('ftp://example.com/01/04006381333931', true)).toEqual({
      ok: false,
      reason: 'not-product',
    });
    // The right shape with a wrong check digit.
    expect(parseScannedText('https://id.gs1.org/01/04006381333932', true)).toEqual({
      ok: false,
      reason: 'not-product',
    });
  });

  test('a GTIN-14 with indicator 0 is the EAN-13 it wraps; a padded EAN-8 is the EAN-8', () => {
    expect(shortestGtin('04006381333931')).toBe('4006381333931');
    expect(shortestGtin('00000096385074')).toBe('96385074');
    expect(shortestGtin('14006381333938')).toBe('14006381333938');
  });

  test('a UPC-A is shown as its 12 printed digits, however the reader wrote it', () => {
    expect(parseScannedText('0036000291452', false)).toEqual({ ok: true, code: '036000291452' });
    expect(parseScannedText('https://id.gs1.org/01/00036000291452', true)).toEqual({
      ok: true,
      code: '036000291452',
    });
    expect(scannedCodeOf({ text: '036000291452', format: 'upc_a' })).toEqual({
      ok: true,
      code: '036000291452',
    });
  });

  test('a UPC-E is shown as its 8 printed digits, even when the reader reports the UPC-A or EAN-13 it stands for', () => {
    expect(scannedCodeOf({ text: '04252614', format: 'upc_e' })).toEqual({ ok: true, code: '04252614' });
    expect(scannedCodeOf({ text: '042100005264', format: 'upc_e' })).toEqual({ ok: true, code: '04252614' });
    expect(scannedCodeOf({ text: '0042100005264', format: 'upc_e' })).toEqual({ ok: true, code: '04252614' });
    // The same digits read as a UPC-A symbol stay a UPC-A.
    expect(scannedCodeOf({ text: '042100005264', format: 'upc_a' })).toEqual({
      ok: true,
      code: '042100005264',
    });
  });
});
