import { useEffect, useState } from 'react';

/* Times as people say them: "5 minutes ago", "yesterday", for lists of what happened. */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30.44 * DAY;
const YEAR = 365.25 * DAY;

/**
 * "now", "5 minutes ago", "yesterday", "last week", "3 months ago" in the reader's language: the
 * largest unit that reads naturally (Intl.RelativeTimeFormat with numeric 'auto').
 */
export function formatRelativeTime(iso: string, now: number, language: string | undefined): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const diff = new Date(iso).getTime() - now;
  const size = Math.abs(diff);
  if (size < 45 * SECOND) return format.format(0, 'second');
  if (size < 45 * MINUTE) return format.format(Math.round(diff / MINUTE), 'minute');
  if (size < 22 * HOUR) return format.format(Math.round(diff / HOUR), 'hour');
  if (size < 6.5 * DAY) return format.format(Math.round(diff / DAY), 'day');
  if (size < 4 * WEEK) return format.format(Math.round(diff / WEEK), 'week');
  if (size < 11 * MONTH) return format.format(Math.round(diff / MONTH), 'month');
  return format.format(Math.round(diff / YEAR), 'year');
}

/** The full date and time, for a tooltip beside the relative one. */
export function formatDateTime(iso: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The current time, moved on every `intervalMs`, so "2 minutes ago" does not stay put on an open page. */
export function useNow(intervalMs = MINUTE): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
