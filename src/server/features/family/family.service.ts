import { randomInt } from 'node:crypto';
import {
  FAMILY_MEMBERS_MAX,
  FAMILY_OPEN_INVITATIONS_MAX,
  FAMILY_PERMISSIONS,
  INVITATION_CODE_ALPHABET,
  INVITATION_CODE_LENGTH,
  familyCan,
  type CreateInvitationInput,
  type Family,
  type FamilyAction,
  type FamilyInvitation,
} from '@shared/contracts/family';
import type { Language } from '@shared/contracts/settings';
import { uuidv7 } from '@shared/ids';
import type { Config } from '../../config';
import { type DB, nowIso } from '../../db/database';
import type { HouseholdInvitationsTable } from '../../db/types';
import { notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import type { Mailer } from '../../platform/mail';
import { type ActivityDeps, recordActivity } from './activity.service';
import { familyError, familyMessage } from './family-messages';
import {
  findHousehold,
  findMembership,
  fullName,
  listMemberRows,
  listOpenInvitations,
  userName,
  type MembershipRow,
} from './family.repository';

/** Who asks, and what the family's services need to act for them. */
export type FamilyContext = {
  db: DB;
  events: EventBus;
  mailer: Mailer;
  config: Config;
  log: ActivityDeps['log'];
  userId: string;
  language: Language;
};

/** The caller's membership, read fresh (a role cached in the session may be seconds old). */
export async function membershipOf(ctx: Pick<FamilyContext, 'db' | 'userId'>): Promise<MembershipRow> {
  const membership = await findMembership(ctx.db, ctx.userId);
  // Every account has a household; a missing one means the account is being deleted.
  if (!membership) throw notFound();
  return membership;
}

const FORBIDDEN_KEY: Record<FamilyAction, Parameters<typeof familyError>[1]> = {
  rename: 'forbiddenRename',
  invite: 'forbiddenInvite',
  revokeInvitation: 'forbiddenInvite',
  removeMember: 'forbiddenRemove',
  changeRole: 'forbiddenRole',
  transferOwnership: 'forbiddenTransfer',
};

/** The caller's membership if their role may do `action`; 403 with the reason otherwise. */
export async function requirePermission(ctx: FamilyContext, action: FamilyAction): Promise<MembershipRow> {
  const membership = await membershipOf(ctx);
  if (!familyCan(membership.role, action))
    throw familyError('FORBIDDEN', FORBIDDEN_KEY[action], ctx.language);
  return membership;
}

export function activityDeps(ctx: FamilyContext): ActivityDeps {
  return { db: ctx.db, events: ctx.events, log: ctx.log };
}

/** Tells the household's open screens that the family changed (members, roles, name). */
export function publishFamilyChanged(ctx: FamilyContext, householdId: string): void {
  ctx.events
    .publish(householdId, 'family.changed', {}, ctx.userId)
    .catch((err: unknown) => ctx.log.warn({ err }, 'could not publish a family event'));
}

function toInvitation(row: HouseholdInvitationsTable): FamilyInvitation {
  return {
    id: row.id,
    code: row.code,
    email: row.email,
    role: row.role,
    createdBy: row.created_by,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    uses: Number(row.uses),
  };
}

// ---------------------------------------------------------------------------------------------
// Reading and renaming

export async function getFamily(ctx: FamilyContext): Promise<Family> {
  const membership = await membershipOf(ctx);
  const household = await findHousehold(ctx.db, membership.household_id);
  if (!household) throw notFound();
  const members = await listMemberRows(ctx.db, membership.household_id);
  const invitations = familyCan(membership.role, 'invite')
    ? await listOpenInvitations(ctx.db, membership.household_id, nowIso())
    : [];
  return {
    id: household.id,
    name: household.name,
    createdAt: household.created_at,
    shared: members.length > 1 || invitations.length > 0 || household.family_since !== null,
    myRole: membership.role,
    can: [...FAMILY_PERMISSIONS[membership.role]],
    members: members.map((row) => ({
      userId: row.user_id,
      name: fullName(row),
      username: row.username,
      avatarUrl: row.avatar_path
        ? `/api/user/avatar/${row.user_id}?v=${encodeURIComponent(row.updated_at)}`
        : null,
      role: row.role,
      joinedAt: row.joined_at,
      isMe: row.user_id === ctx.userId,
    })),
    invitations: invitations.map(toInvitation),
    membersMax: FAMILY_MEMBERS_MAX,
  };
}

export async function renameFamily(ctx: FamilyContext, name: string): Promise<Family> {
  const membership = await requirePermission(ctx, 'rename');
  await ctx.db.updateTable('households').set({ name }).where('id', '=', membership.household_id).execute();
  await recordActivity(activityDeps(ctx), {
    householdId: membership.household_id,
    actorId: ctx.userId,
    kind: 'family.renamed',
    data: { names: [name] },
  });
  return getFamily(ctx);
}

// ---------------------------------------------------------------------------------------------
// Invitations

function newCode(): string {
  let code = '';
  for (let i = 0; i < INVITATION_CODE_LENGTH; i += 1)
    code += INVITATION_CODE_ALPHABET[randomInt(INVITATION_CODE_ALPHABET.length)];
  return code;
}

export const joinLink = (config: Config, code: string) => `${config.appUrl}/join-family/${code}`;

export async function createInvitation(
  ctx: FamilyContext,
  input: CreateInvitationInput,
): Promise<{ invitation: FamilyInvitation; link: string; mailed: boolean }> {
  const membership = await requirePermission(ctx, 'invite');
  const now = new Date();
  const open = await listOpenInvitations(ctx.db, membership.household_id, nowIso(now));
  if (open.length >= FAMILY_OPEN_INVITATIONS_MAX)
    throw familyError('CONFLICT', 'tooManyInvitations', ctx.language, { max: FAMILY_OPEN_INVITATIONS_MAX });
  const days = input.expiresInDays ?? 7;
  const row: HouseholdInvitationsTable = {
    id: uuidv7(),
    household_id: membership.household_id,
    code: newCode(),
    email: input.email?.trim() ?? null,
    role: input.role ?? 'member',
    created_by: ctx.userId,
    created_at: nowIso(now),
    expires_at: nowIso(new Date(now.getTime() + days * 24 * 60 * 60 * 1000)),
    revoked_at: null,
    uses: 0,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('household_invitations').values(row).execute();
    await trx
      .updateTable('households')
      .set({ family_since: row.created_at })
      .where('id', '=', membership.household_id)
      .where('family_since', 'is', null)
      .execute();
  });
  const link = joinLink(ctx.config, row.code);
  let mailed = false;
  if (row.email) {
    const household = await findHousehold(ctx.db, membership.household_id);
    const params = {
      inviter: (await userName(ctx.db, ctx.userId)) ?? '',
      family: household?.name ?? '',
      link,
      code: row.code,
      expires: new Intl.DateTimeFormat(ctx.language, { dateStyle: 'long' }).format(new Date(row.expires_at)),
    };
    await ctx.mailer.send({
      to: row.email,
      subject: familyMessage('mailSubject', ctx.language, params),
      text: familyMessage('mailBody', ctx.language, params),
    });
    mailed = true;
  }
  publishFamilyChanged(ctx, membership.household_id);
  return { invitation: toInvitation(row), link, mailed };
}

export async function revokeInvitation(ctx: FamilyContext, id: string): Promise<void> {
  const membership = await requirePermission(ctx, 'revokeInvitation');
  const result = await ctx.db
    .updateTable('household_invitations')
    .set({ revoked_at: nowIso() })
    .where('id', '=', id)
    .where('household_id', '=', membership.household_id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw familyError('NOT_FOUND', 'invitationGone', ctx.language);
  publishFamilyChanged(ctx, membership.household_id);
}
