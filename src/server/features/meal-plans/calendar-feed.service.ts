import { randomBytes } from 'node:crypto';
import { MEAL_SLOTS, type MealSlot } from '@shared/contracts/meal-plans';
import { LanguageSchema, type Language } from '@shared/contracts/settings';
import { addDays } from '@shared/domain/stock';
import { type Executor, nowIso } from '../../db/database';
import type { MealPlanContext } from './entries.service';
import { mealPlanMessage } from './meal-plans-messages';
import { deleteFeedRow, findFeedByToken, findFeedRow, listEntryRows, replaceFeedRow } from './meal-plans.repository';

/**
 * The meal plan as an iCalendar feed (RFC 5545) at a secret address per household, for Google
 * Calendar, Apple Calendar or Outlook to subscribe to. Whoever holds the address can read the plan
 * and nothing else; rotating it makes the old one answer 404. Meals are timed events at the usual
 * hour of their slot, in floating local time (no time zone: 19:00 is 19:00 wherever one is).
 */

export const CALENDAR_FEED_PREFIX = '/api/meal-plans/calendar/';
/** 32 random bytes, base64url: the token's alphabet, for the route's parameter check. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The days the feed covers around today. */
const FEED_DAYS_BEFORE = 14;
const FEED_DAYS_AFTER = 60;

const SLOT_TIMES: Record<MealSlot, { start: string; minutes: number }> = {
  breakfast: { start: '080000', minutes: 30 },
  lunch: { start: '123000', minutes: 45 },
  snack: { start: '160000', minutes: 15 },
  dinner: { start: '190000', minutes: 60 },
};

function feedUrl(appUrl: string, token: string): string {
  return `${appUrl}${CALENDAR_FEED_PREFIX}${token}.ics`;
}

export async function getFeedUrl(ctx: MealPlanContext, appUrl: string): Promise<string | null> {
  const row = await findFeedRow(ctx.db, ctx.householdId);
  return row ? feedUrl(appUrl, row.token) : null;
}

/** A new secret address (the old one stops working at once). */
export async function rotateFeed(ctx: MealPlanContext, appUrl: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await replaceFeedRow(ctx.db, {
    household_id: ctx.householdId,
    token,
    language: ctx.language,
    created_at: nowIso(),
  });
  return feedUrl(appUrl, token);
}

export async function deleteFeed(ctx: MealPlanContext): Promise<void> {
  await deleteFeedRow(ctx.db, ctx.householdId);
}

/** Text as a TEXT value: backslash, semicolon, comma and line breaks escaped. */
function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets folded (CRLF and a space), never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const compactDate = (date: string) => date.replaceAll('-', '');
const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d+/, '').replace(/Z?$/, 'Z');

function addMinutes(time: string, minutes: number): string {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(2, 4)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}${String(total % 60).padStart(2, '0')}00`;
}

/** The feed for a token, or null when no household has it. */
export async function calendarFeed(
  db: Executor,
  token: string,
  today: string,
  appUrl: string,
): Promise<string | null> {
  const feed = await findFeedByToken(db, token);
  if (!feed) return null;
  const parsed = LanguageSchema.safeParse(feed.language);
  const language: Language = parsed.success ? parsed.data : 'en';
  const rows = await listEntryRows(
    db,
    feed.household_id,
    addDays(today, -FEED_DAYS_BEFORE),
    addDays(today, FEED_DAYS_AFTER),
  );
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Larder//Meal plan//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(mealPlanMessage('feedName', language))}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const row of rows) {
    const slot = (MEAL_SLOTS as readonly string[]).includes(row.slot) ? (row.slot as MealSlot) : 'dinner';
    const time = SLOT_TIMES[slot];
    const title = row.title ?? row.note ?? '';
    const description = [
      mealPlanMessage('servings', language, { count: Number(row.servings) }),
      ...(row.recipe_public_id && row.note ? [row.note] : []),
      ...(row.recipe_public_id ? [`${appUrl}/recipes/${row.recipe_public_id}`] : []),
    ].join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${row.id}@larder`,
      `DTSTAMP:${stamp(row.updated_at)}`,
      `LAST-MODIFIED:${stamp(row.updated_at)}`,
      `DTSTART:${compactDate(row.date)}T${time.start}`,
      `DTEND:${compactDate(row.date)}T${addMinutes(time.start, time.minutes)}`,
      `SUMMARY:${escapeText(`${mealPlanMessage(slot, language)}: ${title}`)}`,
      `DESCRIPTION:${escapeText(description)}`,
      ...(row.recipe_public_id ? [`URL:${appUrl}/recipes/${encodeURIComponent(row.recipe_public_id)}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
