import { describe, expect, test } from 'vitest';
import { KeyboardWedgeDetector, WEDGE_MAX_GAP_MS } from './keyboard-wedge';

/** Types `text` (digits, then 'Enter' when `enter`) with `gap` ms between keys, from time `start`. */
function type(detector: KeyboardWedgeDetector, text: string, gap: number, start = 1000, enter = true) {
  const keys = [...text, ...(enter ? ['Enter'] : [])];
  return keys.map((key, i) => detector.push({ key, timeStamp: start + i * gap }));
}

describe('keyboard-wedge scanners', () => {
  test('digits arriving faster than 50 ms apart and ending with Enter are a scan', () => {
    const results = type(new KeyboardWedgeDetector(), '4006381333931', 8);
    expect(results.at(-1)).toBe('4006381333931');
    expect(results.slice(0, -1).every((r) => r === null)).toBe(true);
  });

  test('a person typing the same digits is not a scan', () => {
    expect(type(new KeyboardWedgeDetector(), '4006381333931', 120).at(-1)).toBeNull();
    expect(type(new KeyboardWedgeDetector(), '4006381333931', WEDGE_MAX_GAP_MS).at(-1)).toBeNull();
  });

  test('too few digits are not a barcode', () => {
    expect(type(new KeyboardWedgeDetector(), '1234567', 5).at(-1)).toBeNull();
  });

  test('a slow Enter after a fast burst is a person pressing Enter, not the scanner', () => {
    const detector = new KeyboardWedgeDetector();
    type(detector, '4006381333931', 5, 1000, false);
    expect(detector.push({ key: 'Enter', timeStamp: 1000 + 13 * 5 + 400 })).toBeNull();
  });

  test('a pause starts a new burst, so digits typed earlier do not leak into the scan', () => {
    const detector = new KeyboardWedgeDetector();
    type(detector, '99', 200, 0, false);
    expect(type(detector, '96385074', 10, 5000).at(-1)).toBe('96385074');
  });

  test('any other key in between breaks the burst', () => {
    const detector = new KeyboardWedgeDetector();
    type(detector, '400638', 5, 1000, false);
    detector.push({ key: 'a', timeStamp: 1031 });
    expect(type(detector, '1333931', 5, 1036).at(-1)).toBeNull();
  });
});
