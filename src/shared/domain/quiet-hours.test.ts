import { describe, expect, test } from 'vitest';
import { isQuietTime, localMinutes } from './quiet-hours';

const at = (iso: string) => new Date(iso);

describe('quiet hours', () => {
  test('a span over midnight is quiet late and early, in the reader’s time zone', () => {
    const night = { enabled: true, start: '22:00', end: '07:00' };
    expect(isQuietTime(night, 'UTC', at('2026-11-26T23:30:00Z'))).toBe(true);
    expect(isQuietTime(night, 'UTC', at('2026-11-26T06:59:00Z'))).toBe(true);
    expect(isQuietTime(night, 'UTC', at('2026-11-26T07:00:00Z'))).toBe(false);
    expect(isQuietTime(night, 'UTC', at('2026-11-26T12:00:00Z'))).toBe(false);
    // 23:30 UTC is 10:30 the next morning in Sydney (UTC+11 in November).
    expect(isQuietTime(night, 'Australia/Sydney', at('2026-11-26T23:30:00Z'))).toBe(false);
    expect(isQuietTime(night, 'America/New_York', at('2026-11-27T04:00:00Z'))).toBe(true);
  });

  test('a span within a day, a turned-off one and equal ends', () => {
    const lunch = { enabled: true, start: '12:00', end: '13:30' };
    expect(isQuietTime(lunch, 'Europe/Berlin', at('2026-11-26T11:15:00Z'))).toBe(true);
    expect(isQuietTime(lunch, 'Europe/Berlin', at('2026-11-26T12:30:00Z'))).toBe(false);
    expect(isQuietTime({ ...lunch, enabled: false }, 'Europe/Berlin', at('2026-11-26T11:15:00Z'))).toBe(
      false,
    );
    expect(
      isQuietTime({ enabled: true, start: '08:00', end: '08:00' }, 'UTC', at('2026-11-26T08:00:00Z')),
    ).toBe(false);
  });

  test('local minutes follow the zone, daylight saving included', () => {
    expect(localMinutes(at('2026-07-01T12:00:00Z'), 'Europe/London')).toBe(13 * 60);
    expect(localMinutes(at('2026-12-01T12:00:00Z'), 'Europe/London')).toBe(12 * 60);
    expect(localMinutes(at('2026-11-26T00:15:00Z'), 'Asia/Shanghai')).toBe(8 * 60 + 15);
  });
});
