import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localMinutes } from '@shared/domain/quiet-hours';
import { addDays, todayIn } from '@shared/domain/stock';
import { createTestApp, type TestApp } from '../../../../tests/app';
import { type ChildServer, startServer, stopServer } from '../../../../tests/child-server';
import { createSignedInUser } from '../../../../tests/factories';
import { SCAN_HOUR } from './daily-scan.service';

/**
 * Two server processes on one PostgreSQL database, both with their scheduler on: the daily scan
 * of every due household runs once, in one of them (the lease), and nobody is told twice.
 */

const PG = Boolean(process.env.TEST_DATABASE_URL);
const HOUSEHOLDS = 12;

let t: TestApp;
beforeAll(async () => {
  if (PG) t = await createTestApp();
});
afterAll(async () => t?.close());

/** A time zone where it is between 09:00 and 23:00 now, so its households are due and stay so. */
function dueZone(now = new Date()): string {
  const zones = [
    'Europe/Berlin',
    'America/New_York',
    'Asia/Tokyo',
    'Pacific/Honolulu',
    'Asia/Kolkata',
    'UTC',
  ];
  const zone = zones.find((z) => {
    const minutes = localMinutes(now, z);
    return minutes >= (SCAN_HOUR + 1) * 60 && minutes < 23 * 60;
  });
  if (!zone) throw new Error('no test time zone is in its day now');
  return zone;
}

describe.runIf(PG)('the daily scan with two server processes', () => {
  test('every due household is scanned once, by one process, and notified once', async () => {
    const timezone = dueZone();
    const today = todayIn(timezone);
    const households: string[] = [];
    for (let i = 0; i < HOUSEHOLDS; i += 1) {
      const who = await createSignedInUser(t);
      expect((await who.client.patch('/api/user/settings', { timezone })).statusCode).toBe(200);
      const added = await who.client.post('/api/stock/quick-add', { text: '1 l milk' });
      const entryId = added.json().entries[0].id as string;
      await who.client.patch(`/api/stock/entries/${entryId}`, { expiresOn: addDays(today, -1) });
      households.push(who.user.household_id);
    }
    const databaseUrl = await currentDatabaseUrl(process.env.TEST_DATABASE_URL!);

    const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-scan-'));
    const children: ChildServer[] = [];
    try {
      const env = { LOG_LEVEL: 'info', SCHEDULER: 'on' };
      // Both up before either's first round (1–2 s after start): they race for the lease.
      children.push(
        ...(await Promise.all([
          startServer(dataDir, databaseUrl, env),
          startServer(dataDir, databaseUrl, env),
        ])),
      );
      const deadline = Date.now() + 30_000;
      for (;;) {
        const rows = await t.db
          .selectFrom('households')
          .select('last_scan_on')
          .where('id', 'in', households)
          .execute();
        if (rows.every((r) => r.last_scan_on === today)) break;
        if (Date.now() > deadline)
          throw new Error(`not scanned in 30 s:\n${children.map((c) => c.output.join('')).join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const expired = await t.db
        .selectFrom('notifications')
        .innerJoin('household_members', 'household_members.user_id', 'notifications.user_id')
        .select(['household_members.household_id'])
        .where('notifications.kind', '=', 'expired')
        .where('household_members.household_id', 'in', households)
        .execute();
      expect(expired.map((r) => r.household_id).sort()).toEqual([...households].sort());

      // What each process says it scanned adds up to each household once. (A process writes its
      // line after the rows it scanned: on a busy machine it may come a little after them.)
      const said = () =>
        children.map((child) =>
          child.output
            .join('')
            .split('\n')
            .filter((line) => line.includes('"msg":"daily scan"'))
            .map((line) => (JSON.parse(line) as { households: number }).households)
            .reduce((sum, n) => sum + n, 0),
        );
      while (said().reduce((sum, n) => sum + n, 0) < HOUSEHOLDS && Date.now() <= deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
      const scannedBy = said();
      expect(scannedBy.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(HOUSEHOLDS);
      const ours = await t.db
        .selectFrom('households')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('last_scan_on', '=', today)
        .executeTakeFirstOrThrow();
      expect(scannedBy.reduce((sum, n) => sum + n, 0)).toBe(Number(ours.n));
    } finally {
      for (const child of children) await stopServer(child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

/** The URL of the database the test app uses (a fresh one per test file, named by tests/db). */
async function currentDatabaseUrl(base: string): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
  const url = new URL(base);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}
