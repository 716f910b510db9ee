import { z } from 'zod';
import { FAMILY_MESSAGES } from '../family-messages';

/**
 * Notifications (docs/family-and-notifications.md): per user, written in the reader's language
 * when they are made, listed in-app with an unread count, and sent by e-mail or push as each
 * user chose per kind.
 */

export const NOTIFICATION_KINDS = [
  'expiringSoon',
  'expired',
  'lowStock',
  'familyActivity',
  'mealPrepReminder',
  'trialEnding',
  'referralReward',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATIONS_PAGE_MAX = 50;

export const NotificationSchema = z.object({
  id: z.string(),
  kind: NotificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** The screen it opens (an app path), or null. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsQuerySchema = z.object({
  /** The id of the last notification of the previous page. */
  before: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(20),
  unread: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export const NotificationsPageSchema = z.object({
  items: z.array(NotificationSchema),
  unreadCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationsPage = z.infer<typeof NotificationsPageSchema>;
export const UnreadCountSchema = z.object({ unreadCount: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Preferences

const ChannelChoiceSchema = z.object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() }).strict();
export type ChannelChoice = z.infer<typeof ChannelChoiceSchema>;
const ChannelChoicePatchSchema = ChannelChoiceSchema.partial().strict();

const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, FAMILY_MESSAGES.quietHours);
const QuietHoursSchema = z
  .object({ enabled: z.boolean(), start: TimeOfDaySchema, end: TimeOfDaySchema })
  .strict();

export const NotificationPreferencesSchema = z
  .object({
    kinds: z.object(
      Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, ChannelChoiceSchema])) as Record<
        NotificationKind,
        typeof ChannelChoiceSchema
      >,
    ),
    /** No push in these hours (local time); what came meanwhile waits in the app. */
    quietHours: QuietHoursSchema,
  })
  .strict();
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const NotificationPreferencesPatchSchema = z
  .object({
    kinds: z
      .object(
        Object.fromEntries(
          NOTIFICATION_KINDS.map((kind) => [kind, ChannelChoicePatchSchema.optional()]),
        ) as Record<NotificationKind, z.ZodOptional<typeof ChannelChoicePatchSchema>>,
      )
      .strict()
      .optional(),
    quietHours: QuietHoursSchema.partial().strict().optional(),
  })
  .strict();
export type NotificationPreferencesPatch = z.input<typeof NotificationPreferencesPatchSchema>;
export const NotificationPreferencesResponseSchema = z.object({ preferences: NotificationPreferencesSchema });

/** What a new account starts with: everything in the app; e-mail and push for what matters. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  kinds: {
    expiringSoon: { inApp: true, email: false, push: true },
    expired: { inApp: true, email: false, push: false },
    lowStock: { inApp: true, email: false, push: false },
    familyActivity: { inApp: true, email: false, push: false },
    mealPrepReminder: { inApp: true, email: false, push: true },
    trialEnding: { inApp: true, email: true, push: false },
    referralReward: { inApp: true, email: true, push: false },
  },
  quietHours: { enabled: true, start: '22:00', end: '07:00' },
};

// ---------------------------------------------------------------------------------------------
// Web Push

/** A browser's PushSubscription as its toJSON() gives it. */
export const PushSubscriptionInputSchema = z
  .object({
    endpoint: z.url().max(2048),
    keys: z
      .object({
        /** The browser's P-256 public key, base64url (65 bytes). */
        p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/),
        /** Its 16-byte authentication secret, base64url. */
        auth: z.string().regex(/^[A-Za-z0-9_-]{21,24}={0,2}$/),
      })
      .strict(),
    expirationTime: z.number().nullable().optional(),
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;
export const PushUnsubscribeInputSchema = z.object({ endpoint: z.url().max(2048) }).strict();
/** The server's VAPID public key, which the browser subscribes with. */
export const PushKeyResponseSchema = z.object({ publicKey: z.string() });

/** The native app's device token from Capacitor's push plugin (FCM on Android, APNs on iOS). */
export const NativePushTokenInputSchema = z
  .object({
    platform: z.enum(['android', 'ios']),
    token: z
      .string()
      .min(16)
      .max(4096)
      .regex(/^[A-Za-z0-9:_\-.]+$/),
  })
  .strict();
export type NativePushTokenInput = z.infer<typeof NativePushTokenInputSchema>;
export const NativePushTokenDeleteSchema = NativePushTokenInputSchema.pick({ token: true }).strict();
