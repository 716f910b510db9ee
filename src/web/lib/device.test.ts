import { describe, expect, test } from 'vitest';
import { deviceClassFor, getPlatform } from './device';

describe('device', () => {
  test.each([
    [375, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
  ])('%i px is %s', (width, cls) => expect(deviceClassFor(width)).toBe(cls));

  test('recognises iOS and Android browsers', () => {
    expect(getPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(getPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(getPlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe('web');
  });
});
