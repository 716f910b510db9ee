import { z } from 'zod';
import { FAMILY_MESSAGES } from '../family-messages';
import { singleLineText } from './text';

/**
 * The family group (docs/family-and-notifications.md): the household that people share. Every
 * account starts in a kitchen of its own; inviting someone and their joining makes it a family.
 * Roles decide who may do what, and the server enforces them (FAMILY_PERMISSIONS).
 */

export { FAMILY_MESSAGES };

// ---------------------------------------------------------------------------------------------
// Roles and what each may do

export const FAMILY_ROLES = ['owner', 'admin', 'member'] as const;
export const FamilyRoleSchema = z.enum(FAMILY_ROLES);
export type FamilyRole = z.infer<typeof FamilyRoleSchema>;

/** Roles an invitation or a role change may give: there is one owner, made by a transfer. */
export const GrantableRoleSchema = z.enum(['admin', 'member']);
export type GrantableRole = z.infer<typeof GrantableRoleSchema>;

export const FAMILY_ACTIONS = [
  'rename',
  'invite',
  'revokeInvitation',
  'removeMember',
  'changeRole',
  'transferOwnership',
] as const;
export type FamilyAction = (typeof FAMILY_ACTIONS)[number];

/**
 * What each role may do beyond using the kitchen (which everyone in it may). The owner is the
 * only one who hands ownership on or makes admins; admins run the invitations and may remove
 * members (never the owner or another admin); members cook, shop and plan, and may leave.
 */
export const FAMILY_PERMISSIONS: Record<FamilyRole, readonly FamilyAction[]> = {
  owner: ['rename', 'invite', 'revokeInvitation', 'removeMember', 'changeRole', 'transferOwnership'],
  admin: ['rename', 'invite', 'revokeInvitation', 'removeMember'],
  member: [],
};

export function familyCan(role: FamilyRole, action: FamilyAction): boolean {
  return FAMILY_PERMISSIONS[role].includes(action);
}

/** Whether `actor` may remove `target` from the family: never the owner, admins only members. */
export function mayRemove(actor: FamilyRole, target: FamilyRole): boolean {
  if (!familyCan(actor, 'removeMember') || target === 'owner') return false;
  return actor === 'owner' || target === 'member';
}

// ---------------------------------------------------------------------------------------------
// Limits

export const FAMILY_NAME_MAX = 60;
/** People one kitchen holds (PRODUCT.md: one to eight people). */
export const FAMILY_MEMBERS_MAX = 8;
/** Invitations that may be open at once, so a leaked admin session cannot mint thousands. */
export const FAMILY_OPEN_INVITATIONS_MAX = 20;
export const INVITATION_DAYS_DEFAULT = 7;
export const INVITATION_DAYS_MAX = 30;
/** An invitation code: 10 characters of an alphabet without look-alikes (0/O, 1/I/L). */
export const INVITATION_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const INVITATION_CODE_LENGTH = 10;
export const ACTIVITY_PAGE_MAX = 50;

/** A code as typed: spaces and dashes are ignored, letters in either case. */
export function normalizeInvitationCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

export const InvitationCodeSchema = z
  .string()
  .max(40)
  .transform(normalizeInvitationCode)
  .pipe(
    z
      .string()
      .length(INVITATION_CODE_LENGTH, FAMILY_MESSAGES.code)
      .regex(new RegExp(`^[${INVITATION_CODE_ALPHABET}]+$`), FAMILY_MESSAGES.code),
  );

export const InvitationCodeParamsSchema = z.object({ code: InvitationCodeSchema });
export const MemberParamsSchema = z.object({ userId: z.string().min(1).max(64) });

// ---------------------------------------------------------------------------------------------
// The family

export const FamilyMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  role: FamilyRoleSchema,
  joinedAt: z.string(),
  isMe: z.boolean(),
});
export type FamilyMember = z.infer<typeof FamilyMemberSchema>;

export const FamilyInvitationSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** The address the invitation was mailed to; null for a code or link to share. */
  email: z.string().nullable(),
  role: GrantableRoleSchema,
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** People who have joined with it (a link may be used by several until it expires). */
  uses: z.number().int(),
});
export type FamilyInvitation = z.infer<typeof FamilyInvitationSchema>;

export const FamilySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** Whether anyone else shares this kitchen, or has been invited to. */
  shared: z.boolean(),
  myRole: FamilyRoleSchema,
  /** What the reader may do (FAMILY_PERMISSIONS of their role). */
  can: z.array(z.enum(FAMILY_ACTIONS)),
  members: z.array(FamilyMemberSchema),
  /** Open invitations; empty for a member, who may not see or revoke them. */
  invitations: z.array(FamilyInvitationSchema),
  membersMax: z.number().int(),
});
export type Family = z.infer<typeof FamilySchema>;
export const FamilyResponseSchema = z.object({ family: FamilySchema });

export const RenameFamilyInputSchema = z
  .object({ name: singleLineText().min(1, FAMILY_MESSAGES.name).max(FAMILY_NAME_MAX, FAMILY_MESSAGES.name) })
  .strict();

export const CreateInvitationInputSchema = z
  .object({
    /** Mail the invitation to this address (in the inviter's language); omit for a code to share. */
    email: z.email(FAMILY_MESSAGES.email).max(254).optional(),
    role: GrantableRoleSchema.default('member'),
    expiresInDays: z
      .number()
      .int(FAMILY_MESSAGES.days)
      .min(1, FAMILY_MESSAGES.days)
      .max(INVITATION_DAYS_MAX, FAMILY_MESSAGES.days)
      .default(INVITATION_DAYS_DEFAULT),
  })
  .strict();
export type CreateInvitationInput = z.input<typeof CreateInvitationInputSchema>;

export const InvitationResponseSchema = z.object({
  invitation: FamilyInvitationSchema,
  /** The join address to share: /join-family/{code} on this server. */
  link: z.string(),
  /** Whether an e-mail was sent (or queued in the outbox when no SMTP server is configured). */
  mailed: z.boolean(),
});

export const ChangeRoleInputSchema = z.object({ role: GrantableRoleSchema }).strict();
export const TransferOwnershipInputSchema = z.object({ userId: z.string().min(1).max(64) }).strict();

// ---------------------------------------------------------------------------------------------
// Joining

/** What the joiner's present kitchen holds, so the choice of bringing it is an informed one. */
export const KitchenCountsSchema = z.object({
  products: z.number().int(),
  recipes: z.number().int(),
  shoppingLists: z.number().int(),
  mealPlanEntries: z.number().int(),
});
export type KitchenCounts = z.infer<typeof KitchenCountsSchema>;

export const JOIN_BLOCKERS = ['alreadyMember', 'ownerOfShared', 'full'] as const;

export const InvitationPreviewSchema = z.object({
  familyName: z.string(),
  invitedBy: z.string().nullable(),
  role: GrantableRoleSchema,
  expiresAt: z.string(),
  memberCount: z.number().int(),
  /** Why joining is not possible now, if it is not. */
  blocker: z.enum(JOIN_BLOCKERS).nullable(),
  /** The reader's present kitchen: whether they share it (then it stays with the others)… */
  currentKitchenShared: z.boolean(),
  /** …and what it holds. */
  currentKitchen: KitchenCountsSchema,
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;
export const InvitationPreviewResponseSchema = z.object({ invitation: InvitationPreviewSchema });

/**
 * What joining does with the joiner's present kitchen: 'merge' brings its pantry, recipes, lists
 * and plans into the family's; 'keep' leaves it as it is, to come back to on leaving the family.
 */
export const JOIN_BRING = ['merge', 'keep'] as const;
export const JoinFamilyInputSchema = z.object({ bring: z.enum(JOIN_BRING) }).strict();

// ---------------------------------------------------------------------------------------------
// Activity

export const ACTIVITY_KINDS = [
  'stock.added',
  'stock.used',
  'stock.removed',
  'shopping.added',
  'shopping.ticked',
  'shopping.toPantry',
  'recipe.added',
  'mealplan.generated',
  'family.joined',
  'family.left',
  'family.removed',
  'family.renamed',
  'family.roleChanged',
  'family.ownerChanged',
] as const;
export const ActivityKindSchema = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof ActivityKindSchema>;

/** What an activity is about: names as they were at the time, and how many. */
export const ActivityDataSchema = z.object({
  names: z.array(z.string()).optional(),
  count: z.number().int().optional(),
  /** Someone the activity is about (a member who joined or was removed), by name. */
  subject: z.string().optional(),
  role: FamilyRoleSchema.optional(),
});
export type ActivityData = z.infer<typeof ActivityDataSchema>;

export const ActivitySchema = z.object({
  id: z.string(),
  kind: ActivityKindSchema,
  actorId: z.string().nullable(),
  /** The actor's name now; null when the account is gone. */
  actorName: z.string().nullable(),
  data: ActivityDataSchema,
  /** The sentence, in the reader's language ("Ana added milk"). */
  text: z.string(),
  at: z.string(),
});
export type Activity = z.infer<typeof ActivitySchema>;

export const ActivityQuerySchema = z.object({
  before: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_MAX).default(30),
});
export const ActivityPageSchema = z.object({
  items: z.array(ActivitySchema),
  nextCursor: z.string().nullable(),
});
