import type { DataExport, UpdateProfileInput } from '@shared/contracts/profile';
import type { Language } from '@shared/contracts/settings';
import type { DB } from '../../db/database';
import { fromBool, nowIso } from '../../db/database';
import { randomToken } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { UnreadableImageError } from '../../platform/images';
import type { AuthUser } from '../../platform/sessions';
import type { Storage } from '../../platform/storage';
import { normalizeUsername, type UserRow } from '../users/users.service';
import { exportPantry } from '../pantry/pantry.service';
import { getUser, isUniqueViolation } from '../users/users.service';
import { toAvatarWebp } from './avatar-image';
import { profileMessage } from './profile-messages';
import {
  findAvatarPath,
  findAvatarPathInHousehold,
  findMembership,
  findOnboarding,
  findPrivacy,
  findRegional,
  findSettings,
  findUserIdByNormalizedUsername,
  listHouseholdAppliances,
  listOAuthAccounts,
  listSessions,
  updateUser,
} from './profile.repository';

/**
 * Changes names and username. A username belongs to one account regardless of case; changing only
 * the case of one's own username is allowed.
 */
export async function updateProfile(
  db: DB,
  options: { userId: string; input: UpdateProfileInput },
): Promise<UserRow> {
  const { userId, input } = options;
  const current = await getUser(db, userId);
  const changes: Parameters<typeof updateUser>[2] = { updated_at: nowIso() };
  let changed = false;
  if (input.firstName !== undefined && input.firstName !== current.first_name) {
    changes.first_name = input.firstName;
    changed = true;
  }
  if (input.lastName !== undefined && input.lastName !== current.last_name) {
    changes.last_name = input.lastName;
    changed = true;
  }
  if (input.username !== undefined && input.username !== current.username) {
    const normalized = normalizeUsername(input.username);
    const holder = await findUserIdByNormalizedUsername(db, normalized);
    if (holder && holder !== userId) throw new AppError('USERNAME_TAKEN');
    changes.username = input.username;
    changes.username_normalized = normalized;
    changed = true;
  }
  if (!changed) return current;
  try {
    await updateUser(db, userId, changes);
  } catch (err) {
    // Two people racing for the same new username: the unique index decides.
    if (isUniqueViolation(err)) throw new AppError('USERNAME_TAKEN');
    throw err;
  }
  return getUser(db, userId);
}

const avatarKey = (userId: string): string => `avatars/${userId}-${randomToken(9)}.webp`;

/**
 * Replaces the user's avatar with the uploaded picture, re-encoded (see toAvatarWebp). Each upload
 * gets a new key, so a reader never sees half of a replacement and the old file can go afterwards.
 */
export async function setAvatar(
  db: DB,
  storage: Storage,
  options: { userId: string; image: Buffer; language: Language },
): Promise<UserRow> {
  let webp: Buffer;
  try {
    webp = await toAvatarWebp(options.image);
  } catch (err) {
    if (err instanceof UnreadableImageError) {
      throw new AppError('BAD_REQUEST', profileMessage('unreadableImage', options.language));
    }
    throw err;
  }
  const previous = await findAvatarPath(db, options.userId);
  if (previous === undefined) throw new AppError('NOT_FOUND');
  const key = avatarKey(options.userId);
  await storage.put(key, webp);
  try {
    await updateUser(db, options.userId, { avatar_path: key, updated_at: nowIso() });
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
  if (previous) await deleteQuietly(storage, previous);
  return getUser(db, options.userId);
}

/**
 * Removes a file the account no longer points to. An orphaned file is harmless; failing a request
 * whose change is already saved would not be, so a failure here is not passed on.
 */
async function deleteQuietly(storage: Storage, key: string): Promise<void> {
  try {
    await storage.delete(key);
  } catch {
    // Left for a later clean-up; the account no longer references it.
  }
}

export async function removeAvatar(db: DB, storage: Storage, options: { userId: string }): Promise<UserRow> {
  const previous = await findAvatarPath(db, options.userId);
  if (previous) {
    await updateUser(db, options.userId, { avatar_path: null, updated_at: nowIso() });
    await deleteQuietly(storage, previous);
  }
  return getUser(db, options.userId);
}

/** The avatar of the viewer or of someone in their household; anyone else's is NOT_FOUND. */
export async function readAvatar(
  db: DB,
  storage: Storage,
  options: { viewer: AuthUser; userId: string },
): Promise<Buffer> {
  const { viewer, userId } = options;
  const key =
    viewer.id === userId
      ? await findAvatarPath(db, userId)
      : await findAvatarPathInHousehold(db, { userId, householdId: viewer.householdId });
  if (!key) throw new AppError('NOT_FOUND');
  return storage.get(key);
}

function parseObject(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function parseStringList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Everything the account holds about one user, for "export my data". Secrets stay out: no password
 * hash, no session ids, no OAuth subject ids; other members of the household are not included.
 */
export async function exportUserData(
  db: DB,
  options: { userId: string; currentSessionId: string; now?: Date },
): Promise<DataExport> {
  const { userId } = options;
  const user = await getUser(db, userId);
  const [onboarding, settingsRow, privacy, regional, membership, oauth, sessions] = await Promise.all([
    findOnboarding(db, userId),
    findSettings(db, userId),
    findPrivacy(db, userId),
    findRegional(db, userId),
    findMembership(db, userId),
    listOAuthAccounts(db, userId),
    listSessions(db, userId),
  ]);
  if (!membership) throw new AppError('NOT_FOUND');
  const [appliances, pantry] = await Promise.all([
    listHouseholdAppliances(db, membership.household_id),
    exportPantry(db, { householdId: membership.household_id, userId }),
  ]);
  const settings = parseObject(settingsRow?.settings);

  return {
    format: 'larder-export',
    version: 1,
    exportedAt: nowIso(options.now),
    profile: {
      id: user.id,
      email: user.email,
      username: user.username,
      firstName: user.first_name,
      lastName: user.last_name,
      emailVerified: user.email_verified_at !== null,
      hasPassword: user.password_hash !== null,
      hasAvatar: user.avatar_path !== null,
      trialEndsAt: user.trial_ends_at,
      createdAt: user.created_at,
      updatedAt: user.updated_at,
    },
    settings,
    onboarding: onboarding
      ? {
          onboarding_completed: fromBool(onboarding.completed),
          onboarding_step: Number(onboarding.step),
          dietary_preferences: parseStringList(onboarding.dietary_preferences),
          cooking_frequency: onboarding.cooking_frequency,
          household_size: onboarding.household_size === null ? null : Number(onboarding.household_size),
          pantry_size: onboarding.pantry_size,
          updatedAt: onboarding.updated_at,
        }
      : null,
    privacy: privacy
      ? {
          usageAnalytics: fromBool(privacy.usage_analytics),
          regionAnalytics: fromBool(privacy.region_analytics),
          ipAddressProcessing: fromBool(privacy.ip_address_processing),
          marketingCommunications: fromBool(privacy.marketing_communications),
          privacyPolicyVersion: privacy.policy_version,
          updatedAt: privacy.updated_at,
        }
      : null,
    regional: regional
      ? {
          language: stringOrNull(settings?.language),
          region: regional.region,
          timezoneMode: regional.timezone_mode,
          timezone: stringOrNull(settings?.timezone),
          dateFormat: stringOrNull(settings?.dateFormat),
          timeFormat: stringOrNull(settings?.timeFormat),
          updatedAt: regional.updated_at,
        }
      : null,
    household: {
      name: membership.name,
      role: membership.role,
      joinedAt: membership.joined_at,
      appliances: appliances.map((a) => ({
        name: a.name,
        applianceSlug: a.appliance_slug,
        brand: a.brand,
        model: a.model,
        notes: a.notes,
        addedAt: a.created_at,
      })),
      pantry,
    },
    connectedAccounts: oauth.map((a) => ({ provider: a.provider, email: a.email })),
    sessions: sessions.map((s) => ({
      current: s.id === options.currentSessionId,
      createdAt: s.created_at,
      lastSeenAt: s.last_seen_at,
      expiresAt: s.expires_at,
      userAgent: s.user_agent,
      ip: s.ip,
    })),
  };
}
