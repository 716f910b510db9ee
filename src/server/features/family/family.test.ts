import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Activity, Family, InvitationPreview } from '@shared/contracts/family';
import type { NotificationsPage } from '@shared/contracts/notifications';
import type { PantryPage } from '@shared/contracts/pantry';
import type { RecipeSummary } from '@shared/contracts/recipes';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/app';
import { createSignedInUser, latestMailTo, type SignedIn } from '../../../../tests/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function family(client: TestClient): Promise<Family> {
  const res = await client.get('/api/family');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().family as Family;
}

async function invite(client: TestClient, body: Record<string, unknown> = {}) {
  const res = await client.post('/api/family/invitations', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { invitation: { id: string; code: string }; link: string; mailed: boolean };
}

async function join(who: SignedIn, code: string, bring: 'merge' | 'keep' = 'keep'): Promise<Family> {
  const res = await who.client.post(`/api/family/join/${code}`, { bring });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().family as Family;
}

async function person(firstName: string): Promise<SignedIn> {
  return createSignedInUser(t, { firstName, lastName: 'Tester' });
}

async function quickAdd(client: TestClient, text: string) {
  const res = await client.post('/api/stock/quick-add', { text });
  expect(res.statusCode, res.body).toBe(201);
}

async function pantryNames(client: TestClient): Promise<Array<[string, number]>> {
  const page = (await client.get('/api/pantry')).json() as PantryPage;
  return page.items.map((item) => [item.name, item.totalQuantity] as [string, number]);
}

async function ownRecipes(client: TestClient): Promise<string[]> {
  const res = await client.get('/api/recipes?source=household');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().recipes as RecipeSummary[]).map((r) => r.title).sort();
}

async function notifications(client: TestClient): Promise<NotificationsPage> {
  const res = await client.get('/api/notifications');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NotificationsPage;
}

/** Activity is recorded after the answer: waits until `check` passes (or 3 s). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 3_000;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const RECIPE = (title: string) => ({
  title,
  servings: 2,
  ingredients: [{ text: '2 eggs' }],
  steps: [{ text: 'Boil the eggs for 8 minutes.' }],
});

describe('a kitchen of one', () => {
  test('is a family of one whose owner may do everything, with nothing to leave', async () => {
    const ana = await person('Ana');
    const mine = await family(ana.client);
    expect(mine).toMatchObject({ shared: false, myRole: 'owner', membersMax: 8, invitations: [] });
    expect(mine.members).toHaveLength(1);
    expect(mine.members[0]).toMatchObject({ isMe: true, role: 'owner', name: 'Ana Tester' });
    expect(mine.can).toContain('transferOwnership');
    const leave = await ana.client.post('/api/family/leave');
    expect(leave.statusCode).toBe(409);
    expect(leave.json().error).toMatch(/Nobody else shares this kitchen/);
  });

  test('renaming validates the name and says so in the reader’s language', async () => {
    const ana = await person('Ana');
    const empty = await ana.client.patch('/api/family', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    const renamed = await ana.client.patch('/api/family', { name: 'The Tester family' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().family.name).toBe('The Tester family');
  });
});

describe('invitations and joining', () => {
  test('a code joins with the kitchen merged: same products become one, recipes come along', async () => {
    const ana = await person('Ana');
    const ben = await person('Ben');
    await quickAdd(ana.client, '1 l milk');
    await quickAdd(ben.client, '2 l milk');
    await quickAdd(ben.client, '6 eggs');
    expect((await ben.client.post('/api/recipes', RECIPE('Ben’s boiled eggs'))).statusCode).toBe(201);

    const { invitation, link } = await invite(ana.client);
    expect(link).toMatch(new RegExp(`/join-family/${invitation.code}$`));
    expect(invitation.code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);

    // Typed with a dash and in lower case, the code still reads.
    const typed = `${invitation.code.slice(0, 5)}-${invitation.code.slice(5)}`.toLowerCase();
    const preview = await ben.client.get(`/api/family/join/${typed}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().invitation).toMatchObject<Partial<InvitationPreview>>({
      familyName: "Ana's kitchen",
      invitedBy: 'Ana Tester',
      role: 'member',
      memberCount: 1,
      blocker: null,
      currentKitchenShared: false,
      currentKitchen: { products: 2, recipes: 1, shoppingLists: expect.any(Number), mealPlanEntries: 0 },
    });

    const joined = await join(ben, invitation.code, 'merge');
    expect(joined.id).toBe((await family(ana.client)).id);
    expect(joined.myRole).toBe('member');
    expect(joined.members.map((m) => m.name)).toEqual(['Ana Tester', 'Ben Tester']);

    // One milk with both stocks, Ben's eggs, and Ben's recipe, seen by both.
    for (const client of [ana.client, ben.client]) {
      expect((await pantryNames(client)).sort()).toEqual([
        ['Eggs', 6],
        ['Milk', 3],
      ]);
      expect(await ownRecipes(client)).toEqual(['Ben’s boiled eggs']);
    }
    // Ben's old kitchen is gone: nothing is left behind to be found.
    const old = await t.db
      .selectFrom('households')
      .select('id')
      .where('id', '=', ben.user.household_id)
      .execute();
    expect(old).toEqual([]);

    // Both hear it in the feed.
    const feed = await eventually(
      async () => (await ana.client.get('/api/family/activity')).json().items as Activity[],
      (items) => items.some((a) => a.kind === 'family.joined'),
    );
    expect(feed[0]).toMatchObject({ kind: 'family.joined', text: 'Ben Tester joined the family' });
  });

  test('keeping the kitchen leaves it as it was, and leaving goes back to it with copies of recipes', async () => {
    const ana = await person('Ana');
    const cleo = await person('Cleo');
    await quickAdd(cleo.client, '3 lemons');
    const { invitation } = await invite(ana.client);
    await join(cleo, invitation.code, 'keep');
    expect(await pantryNames(cleo.client)).toEqual([]);

    // In the family, Cleo writes a recipe; then she leaves.
    expect((await cleo.client.post('/api/recipes', RECIPE('Cleo’s lemon eggs'))).statusCode).toBe(201);
    const left = await cleo.client.post('/api/family/leave');
    expect(left.statusCode, left.body).toBe(200);
    const hers = left.json().family as Family;
    expect(hers).toMatchObject({ id: cleo.user.household_id, myRole: 'owner' });
    expect(await pantryNames(cleo.client)).toEqual([['Lemons', 3]]);
    expect(await ownRecipes(cleo.client)).toEqual(['Cleo’s lemon eggs']);
    // The family keeps its copy.
    expect(await ownRecipes(ana.client)).toEqual(['Cleo’s lemon eggs']);
    expect((await family(ana.client)).members).toHaveLength(1);
  });

  test('expired, withdrawn and unknown codes are refused alike; a malformed one is a 400', async () => {
    const ana = await person('Ana');
    const ben = await person('Ben');
    const { invitation } = await invite(ana.client);
    const withdrawn = await ana.client.delete(`/api/family/invitations/${invitation.id}`);
    expect(withdrawn.statusCode).toBe(204);
    for (const code of [invitation.code, 'ABCDEFGHJK']) {
      const res = await ben.client.get(`/api/family/join/${code}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('This invitation has expired or was withdrawn. Ask for a new one.');
    }
    const expired = await invite(ana.client, { expiresInDays: 1 });
    await t.db
      .updateTable('household_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.invitation.id)
      .execute();
    const late = await ben.client.post(`/api/family/join/${expired.invitation.code}`, { bring: 'merge' });
    expect(late.statusCode).toBe(404);
    expect((await family(ben.client)).id).toBe(ben.user.household_id);

    const malformed = await ben.client.get('/api/family/join/short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBeTruthy();
    const badBring = await ben.client.post(`/api/family/join/${expired.invitation.code}`, { bring: 'all' });
    expect(badBring.statusCode).toBe(400);
    const tooLong = await ana.client.post('/api/family/invitations', { expiresInDays: 31 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBeTruthy();
  });

  test('an invitation by e-mail is mailed with its link and code, and serves one person', async () => {
    const ana = await person('Ana');
    const address = `invitee_${Date.now()}@example.com`;
    const sent = await invite(ana.client, { email: address, role: 'admin' });
    expect(sent.mailed).toBe(true);
    const mail = await latestMailTo(t.db, address);
    expect(mail?.subject).toBe(`Ana Tester invites you to the family “Ana's kitchen” on Larder`);
    expect(mail?.text_body).toContain(sent.link);
    expect(mail?.text_body).toContain(sent.invitation.code);

    const dan = await person('Dan');
    expect((await join(dan, sent.invitation.code)).myRole).toBe('admin');
    const eve = await person('Eve');
    expect((await eve.client.get(`/api/family/join/${sent.invitation.code}`)).statusCode).toBe(404);
  });

  test('a family holds eight; an owner of a shared kitchen hands it over before joining another', async () => {
    const ana = await person('Ana');
    const { invitation } = await invite(ana.client);
    for (let i = 0; i < 7; i += 1) await join(await person(`Guest${i}`), invitation.code);
    const ninth = await person('Nina');
    const preview = (await ninth.client.get(`/api/family/join/${invitation.code}`)).json().invitation;
    expect(preview.blocker).toBe('full');
    const full = await ninth.client.post(`/api/family/join/${invitation.code}`, { bring: 'keep' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatch(/already has 8 members/);

    const other = await person('Otto');
    const otherInvite = await invite(other.client);
    const blocked = await ana.client.post(`/api/family/join/${otherInvite.invitation.code}`, {
      bring: 'keep',
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error).toMatch(/Hand it over/);
    const again = await ana.client.get(`/api/family/join/${invitation.code}`);
    expect(again.json().invitation.blocker).toBe('alreadyMember');
  });
});

describe('roles', () => {
  async function threeMembers() {
    const owner = await person('Olga');
    const admin = await person('Adam');
    const member = await person('Mia');
    const outsider = await person('Oscar');
    const { invitation } = await invite(owner.client);
    await join(admin, invitation.code);
    await join(member, invitation.code);
    const promoted = await owner.client.patch(`/api/family/members/${admin.user.id}`, { role: 'admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    return { owner, admin, member, outsider };
  }

  test('members cook but do not run the family; what each role may do is enforced', async () => {
    const { owner, admin, member } = await threeMembers();
    const mine = await family(member.client);
    expect(mine).toMatchObject({ myRole: 'member', can: [], invitations: [] });
    for (const [method, url, body] of [
      ['post', '/api/family/invitations', {}],
      ['patch', '/api/family', { name: 'Mine now' }],
      ['delete', `/api/family/members/${admin.user.id}`, undefined],
      ['patch', `/api/family/members/${admin.user.id}`, { role: 'member' }],
      ['post', '/api/family/transfer', { userId: member.user.id }],
    ] as const) {
      const res = await member.client.request(method.toUpperCase() as 'POST', url, { body, withCsrf: true });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error).toMatch(/Only the owner|cannot remove/);
    }
    // An admin invites and renames, but neither removes the owner nor changes roles.
    expect((await admin.client.post('/api/family/invitations', {})).statusCode).toBe(201);
    expect((await admin.client.patch('/api/family', { name: 'Our kitchen' })).statusCode).toBe(200);
    expect((await admin.client.delete(`/api/family/members/${owner.user.id}`)).statusCode).toBe(403);
    expect(
      (await admin.client.patch(`/api/family/members/${member.user.id}`, { role: 'admin' })).statusCode,
    ).toBe(403);
    // The owner may not leave while others share the kitchen.
    const leave = await owner.client.post('/api/family/leave');
    expect(leave.statusCode).toBe(409);
    expect(leave.json().error).toMatch(/Hand the family over/);
  });

  test('an admin removes a member, who keeps a kitchen of their own; the owner hands over', async () => {
    const { owner, admin, member } = await threeMembers();
    const removed = await admin.client.delete(`/api/family/members/${member.user.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().family.members.map((m: { name: string }) => m.name)).toEqual([
      'Olga Tester',
      'Adam Tester',
    ]);
    const hers = await family(member.client);
    expect(hers).toMatchObject({ myRole: 'owner', shared: false });
    expect(hers.members).toHaveLength(1);

    const handed = await owner.client.post('/api/family/transfer', { userId: admin.user.id });
    expect(handed.statusCode, handed.body).toBe(200);
    const roles = Object.fromEntries((handed.json().family as Family).members.map((m) => [m.name, m.role]));
    expect(roles).toEqual({ 'Olga Tester': 'admin', 'Adam Tester': 'owner' });
    expect((await family(admin.client)).can).toContain('transferOwnership');
    const feed = (await admin.client.get('/api/family/activity')).json().items as Activity[];
    expect(feed.map((a) => a.text)).toEqual(
      expect.arrayContaining([
        'Olga Tester handed the family over to Adam Tester',
        'Adam Tester removed Mia Tester from the family',
        'Olga Tester made Adam Tester an admin',
      ]),
    );
  });

  test('another family’s members and invitations are 404, and so is an unknown one', async () => {
    const { owner, outsider } = await threeMembers();
    const theirs = await invite(outsider.client);
    expect((await owner.client.delete(`/api/family/invitations/${theirs.invitation.id}`)).statusCode).toBe(
      404,
    );
    expect((await owner.client.delete(`/api/family/members/${outsider.user.id}`)).statusCode).toBe(404);
    expect(
      (await owner.client.patch(`/api/family/members/${outsider.user.id}`, { role: 'admin' })).statusCode,
    ).toBe(404);
    expect((await owner.client.post('/api/family/transfer', { userId: outsider.user.id })).statusCode).toBe(
      404,
    );
    // Theirs still works for them.
    expect((await family(outsider.client)).invitations.map((i) => i.id)).toEqual([theirs.invitation.id]);
  });

  test('the kitchen is shared: what one member adds, the others see and can use', async () => {
    const { owner, admin, member, outsider } = await threeMembers();
    await quickAdd(member.client, '2 kg potatoes');
    for (const client of [owner.client, admin.client, member.client]) {
      expect(await pantryNames(client)).toEqual([['Potatoes', 2]]);
    }
    expect(await pantryNames(outsider.client)).toEqual([]);
  });
});

describe('activity and notifications', () => {
  test('what one member does reaches the others as a notification; ticks add up', async () => {
    const ana = await person('Ana');
    const ben = await person('Ben');
    const { invitation } = await invite(ana.client);
    await join(ben, invitation.code);
    await quickAdd(ben.client, '1 l milk');

    const page = await eventually(
      () => notifications(ana.client),
      (p) => p.items.some((n) => n.body === 'Ben Tester added Milk'),
    );
    expect(page.items.find((n) => n.body === 'Ben Tester added Milk')).toMatchObject({
      kind: 'familyActivity',
      title: 'In your kitchen',
      link: '/family',
      readAt: null,
    });
    // Ben is told nothing about what he did himself.
    expect((await notifications(ben.client)).items.filter((n) => n.body.includes('added Milk'))).toEqual([]);

    const list = (await ben.client.get('/api/shopping-lists/default')).json().listId as string;
    const added = await ben.client.post(`/api/shopping-lists/${list}/items/quick-add`, {
      text: 'bread\napples',
    });
    expect(added.statusCode, added.body).toBe(200);
    for (const item of added.json().items as Array<{ id: string }>) {
      const res = await ben.client.patch(`/api/shopping-lists/${list}/items/${item.id}`, { checked: true });
      expect(res.statusCode, res.body).toBe(200);
      await eventually(
        async () => (await ana.client.get('/api/family/activity')).json().items as Activity[],
        (items) => items[0]?.kind === 'shopping.ticked',
      );
    }
    const ticked = await eventually(
      () => notifications(ana.client),
      (p) => p.items.some((n) => n.body === 'Ben Tester ticked 2 items'),
    );
    expect(ticked.items.filter((n) => n.body.startsWith('Ben Tester ticked'))).toHaveLength(1);
  });

  test('mark read, mark all read, delete; another user’s notification is 404', async () => {
    const ana = await person('Ana');
    const ben = await person('Ben');
    const { invitation } = await invite(ana.client);
    await join(ben, invitation.code);
    await quickAdd(ben.client, '1 l milk');
    await quickAdd(ben.client, '4 apples');
    await quickAdd(ben.client, '1 loaf bread');
    // The three add up to one entry ("Ben added milk, apples and bread"), made again each time.
    await eventually(
      async () => (await ana.client.get('/api/family/activity')).json().items as Activity[],
      (items) => items[0]?.data.count === 3,
    );
    const page = await eventually(
      () => notifications(ana.client),
      (p) => p.items.some((n) => n.body.includes('Apples')),
    );
    expect(page.unreadCount).toBe(2);
    const [first] = page.items;
    const read = await ana.client.post(`/api/notifications/${first!.id}/read`, { read: true });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().unreadCount).toBe(page.unreadCount - 1);
    expect((await ben.client.post(`/api/notifications/${first!.id}/read`, {})).statusCode).toBe(404);
    expect((await ben.client.delete(`/api/notifications/${first!.id}`)).statusCode).toBe(404);
    expect((await ana.client.delete(`/api/notifications/${first!.id}`)).statusCode).toBe(204);
    expect((await notifications(ana.client)).items.map((n) => n.id)).not.toContain(first!.id);
    expect((await ana.client.post('/api/notifications/read-all')).json()).toEqual({ unreadCount: 0 });
    expect((await ana.client.get('/api/notifications/unread-count')).json()).toEqual({ unreadCount: 0 });
    expect((await ana.client.get('/api/notifications?limit=0')).statusCode).toBe(400);
  });

  test('preferences: a kind turned off in the app is not listed; quiet hours are validated', async () => {
    const ana = await person('Ana');
    const ben = await person('Ben');
    const { invitation } = await invite(ana.client);
    await join(ben, invitation.code);
    const defaults = (await ana.client.get('/api/notifications/preferences')).json().preferences;
    expect(defaults.kinds.familyActivity).toEqual({ inApp: true, email: false, push: false });
    const off = await ana.client.patch('/api/notifications/preferences', {
      kinds: { familyActivity: { inApp: false } },
      quietHours: { start: '21:30' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().preferences.kinds.familyActivity).toEqual({ inApp: false, email: false, push: false });
    expect(off.json().preferences.quietHours).toEqual({ enabled: true, start: '21:30', end: '07:00' });
    const bad = await ana.client.patch('/api/notifications/preferences', { quietHours: { start: '25:00' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBeTruthy();
    const unknown = await ana.client.patch('/api/notifications/preferences', {
      kinds: { spam: { inApp: true } },
    });
    expect(unknown.statusCode).toBe(400);

    await quickAdd(ben.client, '1 l milk');
    await eventually(
      async () => (await ana.client.get('/api/family/activity')).json().items as Activity[],
      (items) => items.some((a) => a.kind === 'stock.added'),
    );
    expect((await notifications(ana.client)).items.map((n) => n.body)).toEqual([
      'Ben Tester joined the family',
    ]);
  });
});
