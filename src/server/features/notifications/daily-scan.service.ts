import { createHash } from 'node:crypto';
import { FALLBACK_TIMEZONE, isValidTimeZone } from '@shared/contracts/settings';
import type { Language } from '@shared/contracts/settings';
import { localMinutes } from '@shared/domain/quiet-hours';
import { addDays, todayIn } from '@shared/domain/stock';
import { type DB, nowIso } from '../../db/database';
import type { EventBus } from '../../platform/events/event-bus';
import type { Mailer } from '../../platform/mail';
import type { Config } from '../../config';
import { KIND_TITLES, namesList, scanMessage } from './notification-texts';
import { type Recipient, findRecipients } from './notifications.repository';
import { notify } from './notifications.service';

/**
 * The daily scan (docs/family-and-notifications.md): once a day per household, at SCAN_HOUR in
 * the household's time zone (its owner's), what is about to expire, what has, what runs low,
 * tomorrow's planned meals and a trial about to end become notifications, and whoever chose
 * e-mail gets one digest of what waits for it.
 *
 * Once: the scheduler holds a lease so one process scans at a time, a household's
 * `last_scan_on` says which local day it was scanned for, and every notification has a dedupe
 * key, so a scan that runs twice anyway (a lease that ran out mid-scan, a crash before the day
 * was written) finds its notifications made and sends nothing again. After downtime a household
 * whose day has not been scanned is scanned at the next round: late, once.
 *
 * The same set of expiring or low products is told once, not every morning: the key is the set.
 */

export const SCAN_HOUR = 8;
/** Households scanned side by side. */
const SCAN_CONCURRENCY = 4;
/** Households read per query while looking for the due ones. */
const PAGE = 1_000;

export type ScanDeps = {
  db: DB;
  events: EventBus;
  mailer: Mailer;
  config: Config;
  log: { warn: (obj: object, msg: string) => void; info?: (obj: object, msg: string) => void };
};

type DueHousehold = { id: string; timezone: string; today: string };

const keyOf = (parts: readonly string[]) =>
  createHash('sha256')
    .update([...parts].sort().join('|'))
    .digest('base64url')
    .slice(0, 22);

function timezoneOf(settings: string | null): string {
  try {
    const zone = (JSON.parse(settings ?? '{}') as { timezone?: unknown }).timezone;
    return typeof zone === 'string' && isValidTimeZone(zone) ? zone : FALLBACK_TIMEZONE;
  } catch {
    return FALLBACK_TIMEZONE;
  }
}

/** Households whose local day has reached SCAN_HOUR and has not been scanned. */
export async function dueHouseholds(db: DB, now: Date): Promise<DueHousehold[]> {
  const due: DueHousehold[] = [];
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('households')
      .innerJoin('household_members', (join) =>
        join
          .onRef('household_members.household_id', '=', 'households.id')
          .on('household_members.role', '=', 'owner'),
      )
      .leftJoin('user_settings', 'user_settings.user_id', 'household_members.user_id')
      .select(['households.id', 'households.last_scan_on', 'user_settings.settings'])
      .where('households.id', '>', after)
      .orderBy('households.id')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const timezone = timezoneOf(row.settings);
      const today = todayIn(timezone, now);
      if (row.last_scan_on !== null && row.last_scan_on >= today) continue;
      if (localMinutes(now, timezone) < SCAN_HOUR * 60) continue;
      due.push({ id: row.id, timezone, today });
    }
    if (rows.length < PAGE) return due;
    after = rows.at(-1)!.id;
  }
}

const shortDate = (date: string, language: Language) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** Scans one household for its local day `today`; returns how many notifications it made. */
export async function scanHousehold(deps: ScanDeps, household: DueHousehold, now: Date): Promise<number> {
  const { db } = deps;
  const members = await db
    .selectFrom('household_members')
    .innerJoin('users', 'users.id', 'household_members.user_id')
    .select(['users.id', 'users.trial_ends_at'])
    .where('household_members.household_id', '=', household.id)
    .execute();
  if (members.length === 0) return 0;
  const recipients = await findRecipients(
    db,
    members.map((m) => m.id),
  );
  const widest = Math.max(0, ...recipients.map((r) => r.expiryWarningDays));
  const { today } = household;
  const entries = await db
    .selectFrom('stock_entries')
    .innerJoin('products', 'products.id', 'stock_entries.product_id')
    .select(['stock_entries.id', 'stock_entries.expires_on', 'products.name'])
    .where('stock_entries.household_id', '=', household.id)
    .where('stock_entries.quantity_milli', '>', 0)
    .where('stock_entries.expires_on', 'is not', null)
    .where('stock_entries.expires_on', '<=', addDays(today, widest))
    .orderBy('stock_entries.expires_on')
    .execute();
  const low = await db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('household_id', '=', household.id)
    .where('min_stock_milli', '>', 0)
    .whereRef('stock_milli', '<', 'min_stock_milli')
    .orderBy('name_normalized')
    .execute();
  const tomorrow = addDays(today, 1);
  const planned = await db
    .selectFrom('meal_plan_entries')
    .select(['title', 'slot'])
    .where('household_id', '=', household.id)
    .where('date', '=', tomorrow)
    .where('recipe_public_id', 'is not', null)
    .where('title', 'is not', null)
    .orderBy('slot')
    .orderBy('position')
    .execute();

  let made = 0;
  const send = async (
    kind: Parameters<typeof notify>[1]['kind'],
    users: readonly Recipient[],
    dedupeKey: string,
    body: (language: Language) => string,
    link: string,
  ) => {
    if (users.length === 0) return;
    made += await notify(
      deps,
      {
        kind,
        userIds: users.map((u) => u.userId),
        text: (language) => ({ title: KIND_TITLES[kind][language], body: body(language) }),
        link,
        dedupeKey,
      },
      { now, recipients: users, publish: false },
    );
  };

  // Expired, and expiring within each reader's own warning days.
  const expired = entries.filter((e) => e.expires_on! < today);
  if (expired.length > 0) {
    await send(
      'expired',
      recipients,
      `expired:${keyOf(expired.map((e) => e.id))}`,
      (language) =>
        scanMessage('expired', language, {
          items: namesList(
            expired.map((e) => e.name),
            language,
          ),
        }),
      '/pantry?label=expired',
    );
  }
  for (const recipient of recipients) {
    const soon = entries.filter(
      (e) => e.expires_on! >= today && e.expires_on! <= addDays(today, recipient.expiryWarningDays),
    );
    if (soon.length === 0) continue;
    await send(
      'expiringSoon',
      [recipient],
      `expiring:${keyOf(soon.map((e) => e.id))}`,
      (language) =>
        scanMessage('expiringSoon', language, {
          items: namesList(
            soon.map((e) => `${e.name} (${shortDate(e.expires_on!, language)})`),
            language,
          ),
        }),
      '/pantry?label=expires_soon',
    );
  }
  if (low.length > 0) {
    await send(
      'lowStock',
      recipients,
      `low:${keyOf(low.map((p) => p.id))}`,
      (language) =>
        scanMessage('lowStock', language, {
          items: namesList(
            low.map((p) => p.name),
            language,
          ),
        }),
      '/pantry?label=low_stock',
    );
  }
  if (planned.length > 0) {
    await send(
      'mealPrepReminder',
      recipients,
      `mealprep:${tomorrow}`,
      (language) =>
        scanMessage('mealPrepReminder', language, {
          items: namesList(
            planned.map((p) => p.title!),
            language,
          ),
        }),
      '/meal-prep-plan',
    );
  }
  // A trial that ends within two days: each member about their own.
  const soonEnough = new Date(now.getTime() + 2 * 24 * 60 * 60 * 1000).toISOString();
  for (const member of members) {
    if (!member.trial_ends_at || member.trial_ends_at <= nowIso(now) || member.trial_ends_at > soonEnough)
      continue;
    const recipient = recipients.find((r) => r.userId === member.id);
    if (!recipient) continue;
    const ends = member.trial_ends_at;
    await send(
      'trialEnding',
      [recipient],
      `trial:${ends}`,
      (language) =>
        scanMessage('trialEnding', language, {
          date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: recipient.timezone }).format(
            new Date(ends),
          ),
        }),
      '/subscription',
    );
  }

  await sendDigests(deps, recipients);
  await db.updateTable('households').set({ last_scan_on: today }).where('id', '=', household.id).execute();
  // The household's open screens hear it once, however many notifications the scan made.
  if (made > 0) {
    deps.events
      .publish(household.id, 'notifications.changed', {}, null)
      .catch((err: unknown) => deps.log.warn({ err }, 'could not publish a household event'));
  }
  return made;
}

/** One mail per reader with what waits for e-mail (their choice per kind), then marked sent. */
async function sendDigests(deps: ScanDeps, recipients: readonly Recipient[]): Promise<void> {
  for (const recipient of recipients) {
    const waiting = await deps.db
      .selectFrom('notifications')
      .select(['id', 'title', 'body'])
      .where('user_id', '=', recipient.userId)
      .where('email_pending', '=', 1)
      .orderBy('id')
      .limit(50)
      .execute();
    if (waiting.length === 0) continue;
    // Marked first: a mail is better missed once than sent twice.
    await deps.db
      .updateTable('notifications')
      .set({ email_pending: 0 })
      .where(
        'id',
        'in',
        waiting.map((n) => n.id),
      )
      .execute();
    const { language } = recipient;
    const lines = waiting.map((n) => `• ${n.title}: ${n.body}`);
    await deps.mailer.send({
      to: recipient.email,
      subject: scanMessage('digestSubject', language, { count: waiting.length }),
      text: [
        scanMessage('digestIntro', language),
        '',
        ...lines,
        '',
        scanMessage('digestOpen', language, { link: `${deps.config.appUrl}/notifications` }),
        scanMessage('digestSettings', language, { link: `${deps.config.appUrl}/settings?tab=notifications` }),
      ].join('\n'),
    });
  }
}

/** One round: every due household, one after the other. Returns households and notifications. */
export async function runDailyScan(
  deps: ScanDeps,
  now = new Date(),
  options: { stillHolding?: () => Promise<boolean> } = {},
): Promise<{ households: number; notifications: number }> {
  const due = await dueHouseholds(deps.db, now);
  let notifications = 0;
  let households = 0;
  // A few households at once: on PostgreSQL their queries overlap on the pool's connections.
  for (let i = 0; i < due.length; i += SCAN_CONCURRENCY) {
    // A round that outlives its lease stops: another process has taken over.
    if (i > 0 && i % 200 === 0 && options.stillHolding && !(await options.stillHolding())) break;
    await Promise.all(
      due.slice(i, i + SCAN_CONCURRENCY).map(async (household) => {
        try {
          const made = await scanHousehold(deps, household, now);
          notifications += made;
          households += 1;
        } catch (err) {
          deps.log.warn({ err, householdId: household.id }, 'the daily scan of a household failed');
        }
      }),
    );
  }
  return { households, notifications };
}
