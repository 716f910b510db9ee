/**
 * Quiet hours: a span of the day, in the reader's own time zone, in which nothing is pushed to
 * their devices. A span may run over midnight (22:00–07:00); equal ends mean no quiet time.
 */
export type QuietHours = { enabled: boolean; start: string; end: string };

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The time of day at `now` in `timeZone`, as minutes after midnight. */
export function localMinutes(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

export function isQuietTime(quiet: QuietHours, timeZone: string, now: Date): boolean {
  if (!quiet.enabled) return false;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  const at = localMinutes(now, timeZone);
  return start < end ? at >= start && at < end : at >= start || at < end;
}
