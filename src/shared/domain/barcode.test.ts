import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  checkBarcode,
  compressUpcA,
  expandUpcE,
  gtinCheckDigit,
  gtinForms,
  hasValidCheckDigit,
  isSameGtin,
  normalizeBarcode,
} from './barcode';

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

describe('the forms of one trade item number', () => {
  test('a UPC-A shortens to the UPC-E printed on small packs, by the first zero-suppression rule that fits', () => {
    expect(compressUpcA('042100005264')).toBe('04252614');
    expect(compressUpcA('012000003455')).toBe('01234505');
    expect(compressUpcA('012300000451')).toBe('01234531');
    expect(compressUpcA('012340000052')).toBe('01234542');
    expect(compressUpcA('012345000067')).toBe('01234567');
    expect(compressUpcA('036000291452')).toBeNull();
    expect(compressUpcA('212345000067')).toBeNull();
  });

  test('the UPC-E of a UPC-A always expands back to it; a UPC-E of the first pattern comes back unchanged', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('0', '1'),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }),
        (ns, digits) => {
          const body = `${ns}${digits.join('')}`;
          const upcE = `${body}${gtinCheckDigit(expandUpcE(`${body}0`)!.slice(0, 11))}`;
          const upcA = expandUpcE(upcE)!;
          const back = compressUpcA(upcA);
          expect(back && expandUpcE(back)).toBe(upcA);
          // Other patterns may have a twin (0120450… and 0120453… both stand for 01200000045…);
          // the standard prints the one compressUpcA gives, checked pattern by pattern above.
          if (digits[5]! <= 2) expect(back).toBe(upcE);
        },
      ),
    );
  });

  test('a UPC-E is also looked for as its UPC-A, the EAN-13 Open Food Facts and ZXing use, and GTIN-14', () => {
    expect(gtinForms('04252614')).toEqual(['04252614', '042100005264', '0042100005264', '00042100005264']);
  });

  test('a UPC-A, and the same code written as EAN-13, find each other and the UPC-E they abbreviate', () => {
    expect(gtinForms('036000291452')).toEqual(['036000291452', '0036000291452', '00036000291452']);
    expect(gtinForms('0042100005264')).toEqual([
      '0042100005264',
      '04252614',
      '042100005264',
      '00042100005264',
    ]);
  });

  test('an EAN-13 and an EAN-8 have their padded forms; a GTIN-14 with another indicator only itself', () => {
    expect(gtinForms('4006381333931')).toEqual(['4006381333931', '04006381333931']);
    expect(gtinForms('96385074')).toEqual(['96385074', '000096385074', '0000096385074', '00000096385074']);
    expect(gtinForms('14006381333938')).toEqual(['14006381333938']);
  });

  test('an 8-digit code that reads both as EAN-8 and as UPC-E keeps both meanings, the EAN-8 first', () => {
    const both = '01234565';
    expect(hasValidCheckDigit(both)).toBe(true);
    expect(hasValidCheckDigit(expandUpcE(both)!)).toBe(true);
    expect(gtinForms(both)).toEqual([
      both,
      '000001234565',
      expandUpcE(both),
      '0000001234565',
      `0${expandUpcE(both)}`,
      '00000001234565',
      `00${expandUpcE(both)}`,
    ]);
  });

  test('anything that is not a valid barcode has no forms', () => {
    expect(gtinForms('4006381333932')).toEqual([]);
    expect(gtinForms('12ab')).toEqual([]);
  });

  test('two codes are the same item when one is a form of the other', () => {
    expect(isSameGtin('036000291452', '0036000291452')).toBe(true);
    expect(isSameGtin('04252614', '0042100005264')).toBe(true);
    expect(isSameGtin('4006381333931', '4006381333931')).toBe(true);
    expect(isSameGtin('4006381333931', '5901234123457')).toBe(false);
    expect(isSameGtin('4006381333932', '4006381333932')).toBe(false);
  });
});
