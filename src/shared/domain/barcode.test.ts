import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkBarcode, expandUpcE, gtinCheckDigit, hasValidCheckDigit, normalizeBarcode } from './barcode';

describe('barcode check digits', () => {
  test.each([
    ['4006381333931', 'EAN-13'],
    ['5901234123457', 'EAN-13'],
    ['036000291452', 'UPC-A'],
    ['96385074', 'EAN-8'],
    ['00012345600012', 'GTIN-14'],
  ])('accepts the real code %s as %s', (code, format) => {
    expect(checkBarcode(code)).toEqual({ ok: true, code, format });
  });

  test('accepts a UPC-E code whose check digit belongs to its UPC-A expansion', () => {
    expect(expandUpcE('04252614')).toBe('042100005264');
    expect(checkBarcode('04252614')).toEqual({ ok: true, code: '04252614', format: 'UPC-E' });
  });

  test('expands every UPC-E suppression pattern', () => {
    expect(expandUpcE('01234505')).toBe('012000003455');
    expect(expandUpcE('01234531')).toBe('012300000451');
    expect(expandUpcE('01234542')).toBe('012340000052');
    expect(expandUpcE('01234567')).toBe('012345000067');
    expect(expandUpcE('21234567')).toBeNull();
  });

  test('rejects a code with a wrong check digit', () => {
    expect(checkBarcode('4006381333932')).toEqual({ ok: false, reason: 'check-digit' });
    expect(checkBarcode('036000291453')).toEqual({ ok: false, reason: 'check-digit' });
    expect(checkBarcode('96385075')).toEqual({ ok: false, reason: 'check-digit' });
  });

  test('ignores spaces and hyphens people type between digit groups', () => {
    expect(normalizeBarcode(' 4 006381-333931 ')).toBe('4006381333931');
    expect(checkBarcode('4 006381 333931')).toMatchObject({ ok: true, code: '4006381333931' });
  });

  test('says why a typed code is not a barcode', () => {
    expect(checkBarcode('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(checkBarcode('40063813339a1')).toEqual({ ok: false, reason: 'not-digits' });
    expect(checkBarcode('12345')).toEqual({ ok: false, reason: 'length' });
    expect(checkBarcode('1'.repeat(15))).toEqual({ ok: false, reason: 'length' });
  });

  test('a body with its computed check digit is always valid, and any single changed digit is caught', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(7, 11, 12, 13),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 13, maxLength: 13 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (length, digits, position, delta) => {
          const body = digits.slice(0, length).join('');
          const code = `${body}${gtinCheckDigit(body)}`;
          expect(hasValidCheckDigit(code)).toBe(true);
          const i = position % code.length;
          const changed = `${code.slice(0, i)}${(Number(code[i]) + delta) % 10}${code.slice(i + 1)}`;
          expect(hasValidCheckDigit(changed)).toBe(false);
        },
      ),
    );
  });
});
