import {
  FAMILY_MEMBERS_MAX,
  mayRemove,
  type GrantableRole,
  type InvitationPreview,
  type JOIN_BRING,
} from '@shared/contracts/family';
import type { HouseholdEventType } from '@shared/contracts/events';
import { uuidv7 } from '@shared/ids';
import { type Executor, nowIso } from '../../db/database';
import { notFound } from '../../platform/errors';
import { forgetUserSessions } from '../../platform/sessions';
import { createStorage } from '../../platform/storage';
import { copyRecipeImage } from '../recipes/recipe-images';
import { createRecipe, draftOf, type RecipeContext } from '../recipes/recipes.service';
import { recordActivity } from './activity.service';
import { familyError, familyMessage } from './family-messages';
import {
  countMembers,
  findHousehold,
  findMembership,
  findOpenInvitationByCode,
  userName,
  type MembershipRow,
} from './family.repository';
import {
  type FamilyContext,
  activityDeps,
  membershipOf,
  publishFamilyChanged,
  requirePermission,
} from './family.service';
import { createKitchen, kitchenCounts, mergeKitchen } from './kitchen-move';

/** Every kind of screen a moved kitchen touches: all of them are fetched again. */
const KITCHEN_EVENTS: HouseholdEventType[] = [
  'family.changed',
  'pantry.changed',
  'recipes.changed',
  'shopping.changed',
  'mealplan.changed',
];

function publishKitchenChanged(ctx: FamilyContext, householdId: string): void {
  for (const type of KITCHEN_EVENTS) {
    ctx.events
      .publish(householdId, type, {}, ctx.userId)
      .catch((err: unknown) => ctx.log.warn({ err }, 'could not publish a family event'));
  }
}

async function openInvitationOr404(ctx: FamilyContext, db: Executor, code: string) {
  const invitation = await findOpenInvitationByCode(db, code, nowIso());
  if (!invitation) throw familyError('NOT_FOUND', 'invitationGone', ctx.language);
  return invitation;
}

/** Why the caller cannot join the invitation's family now, if they cannot. */
async function joinBlocker(
  db: Executor,
  membership: MembershipRow,
  targetHouseholdId: string,
): Promise<InvitationPreview['blocker']> {
  if (membership.household_id === targetHouseholdId) return 'alreadyMember';
  if (membership.role === 'owner' && (await countMembers(db, membership.household_id)) > 1)
    return 'ownerOfShared';
  if ((await countMembers(db, targetHouseholdId)) >= FAMILY_MEMBERS_MAX) return 'full';
  return null;
}

const BLOCKER_MESSAGE = {
  alreadyMember: 'alreadyMember',
  ownerOfShared: 'ownerOfShared',
  full: 'familyFull',
} as const;

// ---------------------------------------------------------------------------------------------
// Joining

export async function previewInvitation(ctx: FamilyContext, code: string): Promise<InvitationPreview> {
  const invitation = await openInvitationOr404(ctx, ctx.db, code);
  const membership = await membershipOf(ctx);
  const household = await findHousehold(ctx.db, invitation.household_id);
  if (!household) throw familyError('NOT_FOUND', 'invitationGone', ctx.language);
  return {
    familyName: household.name,
    invitedBy: await userName(ctx.db, invitation.created_by),
    role: invitation.role,
    expiresAt: invitation.expires_at,
    memberCount: await countMembers(ctx.db, invitation.household_id),
    blocker: await joinBlocker(ctx.db, membership, invitation.household_id),
    currentKitchenShared: (await countMembers(ctx.db, membership.household_id)) > 1,
    currentKitchen: await kitchenCounts(ctx.db, membership.household_id),
  };
}

/**
 * Moves the caller into the invitation's family. A kitchen they had to themselves is merged into
 * the family's ('merge') or kept as it was to come back to ('keep'); a kitchen they shared stays
 * with the others (an owner hands it over first). One transaction: all of it happens or none.
 */
export async function joinFamily(
  ctx: FamilyContext,
  code: string,
  bring: (typeof JOIN_BRING)[number],
): Promise<string> {
  const joined = await ctx.db.transaction().execute(async (trx) => {
    const invitation = await openInvitationOr404(ctx, trx, code);
    const membership = await findMembership(trx, ctx.userId);
    if (!membership) throw notFound();
    const blocker = await joinBlocker(trx, membership, invitation.household_id);
    if (blocker) {
      throw familyError('CONFLICT', BLOCKER_MESSAGE[blocker], ctx.language, { max: FAMILY_MEMBERS_MAX });
    }
    const from = membership.household_id;
    const alone = (await countMembers(trx, from)) === 1;
    let previous: string | null = null;
    if (alone && bring === 'merge') {
      await mergeKitchen(trx, from, invitation.household_id);
    } else if (alone) {
      // Kept as it is for its owner to come back to; nobody else may join it meanwhile.
      previous = from;
      await trx
        .updateTable('household_invitations')
        .set({ revoked_at: nowIso() })
        .where('household_id', '=', from)
        .where('revoked_at', 'is', null)
        .execute();
    }
    // A kitchen kept on an earlier join (leaving a family for this one) stays the one to go back to.
    previous ??= membership.previous_household_id;
    const at = nowIso();
    await trx
      .updateTable('household_members')
      .set({
        household_id: invitation.household_id,
        role: invitation.role,
        joined_at: at,
        previous_household_id: previous,
      })
      .where('user_id', '=', ctx.userId)
      .execute();
    if (alone && bring === 'merge') await trx.deleteFrom('households').where('id', '=', from).execute();
    // A mailed invitation is for one person; a code or link serves until it expires.
    await trx
      .updateTable('household_invitations')
      .set((eb) => ({
        uses: eb('uses', '+', 1),
        ...(invitation.email ? { revoked_at: at } : {}),
      }))
      .where('id', '=', invitation.id)
      .execute();
    await trx
      .updateTable('households')
      .set({ family_since: at })
      .where('id', '=', invitation.household_id)
      .where('family_since', 'is', null)
      .execute();
    return { householdId: invitation.household_id, from, stayed: !alone };
  });
  forgetUserSessions(ctx.db, ctx.userId);
  publishKitchenChanged(ctx, joined.householdId);
  if (joined.stayed) publishFamilyChanged(ctx, joined.from);
  await recordActivity(activityDeps(ctx), {
    householdId: joined.householdId,
    actorId: ctx.userId,
    kind: 'family.joined',
    data: {},
  });
  return joined.householdId;
}

// ---------------------------------------------------------------------------------------------
// Leaving and removing

/**
 * Takes `userId` out of the family into a kitchen of their own: the one they kept on joining if
 * it is still there and empty, else a new one; either way with a copy of the recipes they wrote
 * in the family (the family keeps its own). Answers the kitchen they are in now.
 */
async function moveOut(ctx: FamilyContext, member: MembershipRow): Promise<string> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['first_name'])
    .where('id', '=', member.user_id)
    .executeTakeFirstOrThrow();
  const kitchen = await ctx.db.transaction().execute(async (trx) => {
    let target: string | null = null;
    if (member.previous_household_id) {
      const previous = await findHousehold(trx, member.previous_household_id);
      if (previous && (await countMembers(trx, previous.id)) === 0) target = previous.id;
    }
    target ??= await createKitchen(trx, {
      name: familyMessage('kitchenName', ctx.language, { name: user.first_name }),
      language: ctx.language,
    });
    await trx
      .updateTable('household_members')
      .set({ household_id: target, role: 'owner', joined_at: nowIso(), previous_household_id: null })
      .where('user_id', '=', member.user_id)
      .where('household_id', '=', member.household_id)
      .execute();
    return target;
  });
  forgetUserSessions(ctx.db, member.user_id);
  await copyOwnRecipes(ctx, member, kitchen);
  return kitchen;
}

/** Copies (with their pictures) the recipes `member` wrote in the family into `kitchen`. */
async function copyOwnRecipes(ctx: FamilyContext, member: MembershipRow, kitchen: string): Promise<void> {
  const rows = await ctx.db
    .selectFrom('recipes')
    .selectAll()
    .where('household_id', '=', member.household_id)
    .where('created_by', '=', member.user_id)
    .execute();
  if (rows.length === 0) return;
  const storage = createStorage(ctx.config);
  const from: RecipeContext = {
    db: ctx.db,
    householdId: member.household_id,
    userId: member.user_id,
    language: ctx.language,
  };
  const to: RecipeContext = { ...from, householdId: kitchen };
  for (const row of rows) {
    try {
      const draft = await draftOf(from, row as Parameters<typeof draftOf>[1]);
      const id = uuidv7();
      const imageKey = row.image_key ? await copyRecipeImage(storage, row.image_key, id) : null;
      await createRecipe(to, draft, { id, imageKey });
    } catch (err) {
      // The recipe is still in the family's kitchen; the member can copy it by hand.
      ctx.log.warn({ err, recipeId: row.id }, 'could not copy a recipe for a member who left');
    }
  }
}

export async function leaveFamily(ctx: FamilyContext): Promise<void> {
  const membership = await membershipOf(ctx);
  const members = await countMembers(ctx.db, membership.household_id);
  if (members <= 1) throw familyError('CONFLICT', 'alone', ctx.language);
  if (membership.role === 'owner') throw familyError('CONFLICT', 'ownerCannotLeave', ctx.language);
  const kitchen = await moveOut(ctx, membership);
  publishKitchenChanged(ctx, kitchen);
  publishFamilyChanged(ctx, membership.household_id);
  await recordActivity(activityDeps(ctx), {
    householdId: membership.household_id,
    actorId: ctx.userId,
    kind: 'family.left',
    data: {},
  });
}

async function otherMemberOr404(ctx: FamilyContext, householdId: string, userId: string) {
  const member = await findMembership(ctx.db, userId);
  if (!member || member.household_id !== householdId) throw notFound();
  return member;
}

export async function removeMember(ctx: FamilyContext, userId: string): Promise<void> {
  const me = await requirePermission(ctx, 'removeMember');
  const member = await otherMemberOr404(ctx, me.household_id, userId);
  if (userId === ctx.userId) throw familyError('CONFLICT', 'notYourself', ctx.language);
  if (!mayRemove(me.role, member.role)) throw familyError('FORBIDDEN', 'forbiddenRemove', ctx.language);
  const subject = await userName(ctx.db, userId);
  const kitchen = await moveOut(ctx, member);
  publishKitchenChanged(ctx, kitchen);
  publishFamilyChanged(ctx, me.household_id);
  await recordActivity(activityDeps(ctx), {
    householdId: me.household_id,
    actorId: ctx.userId,
    kind: 'family.removed',
    data: { subject: subject ?? '' },
  });
}

export async function changeRole(ctx: FamilyContext, userId: string, role: GrantableRole): Promise<void> {
  const me = await requirePermission(ctx, 'changeRole');
  const member = await otherMemberOr404(ctx, me.household_id, userId);
  if (member.role === 'owner') throw familyError('CONFLICT', 'alreadyOwner', ctx.language);
  if (member.role === role) return;
  await ctx.db
    .updateTable('household_members')
    .set({ role })
    .where('user_id', '=', userId)
    .where('household_id', '=', me.household_id)
    .execute();
  forgetUserSessions(ctx.db, userId);
  await recordActivity(activityDeps(ctx), {
    householdId: me.household_id,
    actorId: ctx.userId,
    kind: 'family.roleChanged',
    data: { subject: (await userName(ctx.db, userId)) ?? '', role },
  });
}

/** Makes another member the owner; the former owner becomes an admin. */
export async function transferOwnership(ctx: FamilyContext, userId: string): Promise<void> {
  const me = await requirePermission(ctx, 'transferOwnership');
  if (userId === ctx.userId) throw familyError('CONFLICT', 'alreadyOwner', ctx.language);
  await otherMemberOr404(ctx, me.household_id, userId);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('household_members')
      .set({ role: 'admin' })
      .where('user_id', '=', ctx.userId)
      .where('household_id', '=', me.household_id)
      .execute();
    await trx
      .updateTable('household_members')
      .set({ role: 'owner' })
      .where('user_id', '=', userId)
      .where('household_id', '=', me.household_id)
      .execute();
  });
  forgetUserSessions(ctx.db, userId);
  forgetUserSessions(ctx.db, ctx.userId);
  await recordActivity(activityDeps(ctx), {
    householdId: me.household_id,
    actorId: ctx.userId,
    kind: 'family.ownerChanged',
    data: { subject: (await userName(ctx.db, userId)) ?? '' },
  });
}
