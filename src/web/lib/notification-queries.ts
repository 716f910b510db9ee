import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NotificationPreferencesResponseSchema,
  NotificationsPageSchema,
  UnreadCountSchema,
  type ChannelChoice,
  type Notification,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
  type NotificationsPage,
} from '@shared/contracts/notifications';
import { queryString } from '@shared/pantry-options';
import { apiRequest } from './api';

/*
 * The notifications API (src/shared/contracts/notifications.ts) for the /notifications page, the
 * unread badge in the top bar and the settings' notifications tab. Query keys are the URLs they
 * GET, all under /api/notifications, so 'notifications.changed' (lib/household-events.ts: a new
 * notice, or this user reading one on another device) refreshes every one of them. Reading,
 * unreading and deleting show at once in the cached lists and the badge, and go back if the
 * server refuses.
 */

export const NOTIFICATIONS_PATH = '/api/notifications';
export const UNREAD_COUNT_PATH = `${NOTIFICATIONS_PATH}/unread-count`;
export const READ_ALL_PATH = `${NOTIFICATIONS_PATH}/read-all`;
export const NOTIFICATION_PREFERENCES_PATH = `${NOTIFICATIONS_PATH}/preferences`;

/** Notifications per page of the list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The badge may be half a minute old when a screen mounts; live events refresh it sooner. */
export const UNREAD_COUNT_STALE_TIME_MS = 30_000;

/** Which notifications the list shows. */
export type NotificationFilter = 'all' | 'unread';

const enc = encodeURIComponent;

/** GET /api/notifications for one page: the filter, and the last id of the page before. */
export function notificationsUrl(
  filter: NotificationFilter,
  before: string | null = null,
  limit = NOTIFICATIONS_PAGE_SIZE,
): string {
  return `${NOTIFICATIONS_PATH}${queryString({
    before,
    limit,
    unread: filter === 'unread' ? 'true' : undefined,
  })}`;
}

export const notificationKeys = {
  root: NOTIFICATIONS_PATH,
  /** The list's first page's URL stands for the whole (infinite) list. */
  list: (filter: NotificationFilter, limit = NOTIFICATIONS_PAGE_SIZE) => [
    notificationsUrl(filter, null, limit),
  ],
  unreadCount: () => [UNREAD_COUNT_PATH],
  preferences: () => [NOTIFICATION_PREFERENCES_PATH],
} as const;

/** True for the key of a notification list (any filter): /api/notifications or /api/notifications?…. */
export function isNotificationListKey(key: unknown): boolean {
  return typeof key === 'string' && (key === NOTIFICATIONS_PATH || key.startsWith(`${NOTIFICATIONS_PATH}?`));
}

/** The lists and the unread count: what reading or deleting a notification changes (not the preferences). */
const readStateFilter = {
  predicate: (query: { queryKey: readonly unknown[] }) =>
    isNotificationListKey(query.queryKey[0]) || query.queryKey[0] === UNREAD_COUNT_PATH,
};
const listFilter = {
  predicate: (query: { queryKey: readonly unknown[] }) => isNotificationListKey(query.queryKey[0]),
};

/** Refreshes the lists and the unread count after a change. */
export function invalidateNotificationQueries(client: QueryClient): Promise<void> {
  return client.invalidateQueries(readStateFilter);
}

// ---------------------------------------------------------------------------------------------
// Reading

export function notificationsQueryOptions(filter: NotificationFilter, limit = NOTIFICATIONS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(filter, limit),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      NotificationsPageSchema.parse(
        await apiRequest('GET', notificationsUrl(filter, pageParam, limit), undefined, { signal }),
      ),
    getNextPageParam: (last: NotificationsPage) => last.nextCursor,
    // Opening the page again after a while asks once more, even where no live event arrived.
    staleTime: UNREAD_COUNT_STALE_TIME_MS,
  });
}

/** The reader's notifications, newest first, a page at a time (fetchNextPage loads older ones). */
export function useNotifications(filter: NotificationFilter) {
  return useInfiniteQuery(notificationsQueryOptions(filter));
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: async ({ signal }) =>
      UnreadCountSchema.parse(await apiRequest('GET', UNREAD_COUNT_PATH, undefined, { signal })).unreadCount,
    staleTime: UNREAD_COUNT_STALE_TIME_MS,
  });
}

/** GET /api/notifications/unread-count: the number on the bell. */
export function useUnreadNotificationCount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...unreadCountQueryOptions(), enabled: options.enabled ?? true });
}

// ---------------------------------------------------------------------------------------------
// The cached lists

type NotificationList = InfiniteData<NotificationsPage, string | null>;
type Snapshot = Array<[readonly unknown[], unknown]>;

/** Changes every cached list's items (null drops one) and its unread counts, and the badge's. */
function updateCachedNotifications(
  client: QueryClient,
  change: (item: Notification) => Notification | null,
  unreadCount: (count: number) => number,
): void {
  client.setQueriesData<NotificationList>(listFilter, (list) =>
    list
      ? {
          ...list,
          pages: list.pages.map((page) => ({
            ...page,
            items: page.items.flatMap((item) => change(item) ?? []),
            unreadCount: unreadCount(page.unreadCount),
          })),
        }
      : list,
  );
  client.setQueryData<number>(notificationKeys.unreadCount(), (count) =>
    count === undefined ? count : unreadCount(count),
  );
}

/** The notification as some cached list holds it. */
function findCached(client: QueryClient, id: string): Notification | undefined {
  for (const [, list] of client.getQueriesData<NotificationList>(listFilter)) {
    const found = list?.pages.flatMap((page) => page.items).find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

async function snapshotReadState(client: QueryClient): Promise<Snapshot> {
  await client.cancelQueries(readStateFilter);
  return client.getQueriesData(readStateFilter);
}

function restore(client: QueryClient, snapshot: Snapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
}

/** Mutations of the read state share a key, so only the last one to settle fetches the truth. */
const READ_STATE_MUTATION_KEY = [NOTIFICATIONS_PATH];

function settleReadState(client: QueryClient): Promise<void> | undefined {
  // Another change still in flight would be overwritten by a fetch made now.
  if (client.isMutating({ mutationKey: READ_STATE_MUTATION_KEY }) > 1) return undefined;
  return invalidateNotificationQueries(client);
}

const clamp = (count: number) => Math.max(0, count);

export type NotificationMutationOptions = {
  /** After the cache went back: tell the user (a toast). Runs even when the screen has gone. */
  onError?: (error: unknown) => void;
};

// ---------------------------------------------------------------------------------------------
// Changing

/**
 * What every read-state change does once answered: a refused one puts the cache back and tells
 * the user; either way the lists are fetched again when the last change in flight has settled.
 */
function afterReadStateChange(client: QueryClient, onError: ((error: unknown) => void) | undefined) {
  return {
    onError: (error: unknown, _input: unknown, context: { snapshot: Snapshot } | undefined) => {
      restore(client, context?.snapshot);
      onError?.(error);
    },
    onSettled: () => settleReadState(client),
  };
}

/** POST /api/notifications/:id/read: read (or unread again). */
export function useMarkNotificationRead({ onError }: NotificationMutationOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: READ_STATE_MUTATION_KEY,
    mutationFn: async ({ id, read }: { id: string; read: boolean }) =>
      UnreadCountSchema.parse(await apiRequest('POST', `${NOTIFICATIONS_PATH}/${enc(id)}/read`, { read }))
        .unreadCount,
    onMutate: async ({ id, read }) => {
      const snapshot = await snapshotReadState(client);
      const before = findCached(client, id);
      const wasRead = before ? before.readAt !== null : read;
      const delta = wasRead === read ? 0 : read ? -1 : 1;
      const readAt = read ? new Date().toISOString() : null;
      updateCachedNotifications(
        client,
        (item) => (item.id === id && (item.readAt !== null) !== read ? { ...item, readAt } : item),
        (count) => clamp(count + delta),
      );
      return { snapshot };
    },
    onSuccess: (unreadCount) => {
      client.setQueryData(notificationKeys.unreadCount(), unreadCount);
    },
    ...afterReadStateChange(client, onError),
  });
}

/** POST /api/notifications/read-all. */
export function useMarkAllNotificationsRead({ onError }: NotificationMutationOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: READ_STATE_MUTATION_KEY,
    mutationFn: async () => UnreadCountSchema.parse(await apiRequest('POST', READ_ALL_PATH)).unreadCount,
    onMutate: async () => {
      const snapshot = await snapshotReadState(client);
      const readAt = new Date().toISOString();
      updateCachedNotifications(
        client,
        (item) => (item.readAt === null ? { ...item, readAt } : item),
        () => 0,
      );
      return { snapshot };
    },
    onSuccess: (unreadCount) => {
      client.setQueryData(notificationKeys.unreadCount(), unreadCount);
    },
    ...afterReadStateChange(client, onError),
  });
}

/** DELETE /api/notifications/:id. */
export function useDeleteNotification({ onError }: NotificationMutationOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: READ_STATE_MUTATION_KEY,
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `${NOTIFICATIONS_PATH}/${enc(id)}`);
    },
    onMutate: async (id) => {
      const snapshot = await snapshotReadState(client);
      const wasUnread = findCached(client, id)?.readAt === null;
      updateCachedNotifications(
        client,
        (item) => (item.id === id ? null : item),
        (count) => clamp(count - (wasUnread ? 1 : 0)),
      );
      return { snapshot };
    },
    ...afterReadStateChange(client, onError),
  });
}

// ---------------------------------------------------------------------------------------------
// Preferences

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: async ({ signal }) =>
      NotificationPreferencesResponseSchema.parse(
        await apiRequest('GET', NOTIFICATION_PREFERENCES_PATH, undefined, { signal }),
      ).preferences,
  });
}

/** GET /api/notifications/preferences: the channels of each kind, and the quiet hours. */
export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

/** The preferences with a patch's fields in place (what the server does with a PATCH). */
export function applyPreferencesPatch(
  preferences: NotificationPreferences,
  patch: NotificationPreferencesPatch,
): NotificationPreferences {
  const kinds = { ...preferences.kinds };
  for (const kind of NOTIFICATION_KINDS) {
    const change = patch.kinds?.[kind];
    if (change) kinds[kind] = { ...kinds[kind], ...change };
  }
  return { kinds, quietHours: { ...preferences.quietHours, ...patch.quietHours } };
}

/** A patch that puts back, from `previous`, exactly the fields `patch` changes. */
function revertingPatch(
  previous: NotificationPreferences,
  patch: NotificationPreferencesPatch,
): NotificationPreferencesPatch {
  const kinds: NonNullable<NotificationPreferencesPatch['kinds']> = {};
  for (const kind of NOTIFICATION_KINDS) {
    const change = patch.kinds?.[kind];
    if (!change) continue;
    const back: Partial<ChannelChoice> = {};
    for (const channel of NOTIFICATION_CHANNELS) {
      if (change[channel] !== undefined) back[channel] = previous.kinds[kind][channel];
    }
    kinds[kind] = back;
  }
  const quietHours: NonNullable<NotificationPreferencesPatch['quietHours']> = {};
  if (patch.quietHours?.enabled !== undefined) quietHours.enabled = previous.quietHours.enabled;
  if (patch.quietHours?.start !== undefined) quietHours.start = previous.quietHours.start;
  if (patch.quietHours?.end !== undefined) quietHours.end = previous.quietHours.end;
  return { kinds, quietHours };
}

const PREFERENCES_MUTATION_KEY = [NOTIFICATION_PREFERENCES_PATH];

/**
 * PATCH /api/notifications/preferences with only what changed: shown at once; on failure just
 * those fields go back (other changes in flight stay) and `onError` tells the user.
 */
export function useUpdateNotificationPreferences({ onError }: NotificationMutationOptions = {}) {
  const client = useQueryClient();
  const key = notificationKeys.preferences();
  return useMutation({
    mutationKey: PREFERENCES_MUTATION_KEY,
    mutationFn: async (patch: NotificationPreferencesPatch) =>
      NotificationPreferencesResponseSchema.parse(
        await apiRequest('PATCH', NOTIFICATION_PREFERENCES_PATH, patch),
      ).preferences,
    onMutate: async (patch) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<NotificationPreferences>(key);
      if (previous) client.setQueryData(key, applyPreferencesPatch(previous, patch));
      return { previous };
    },
    onSuccess: (preferences) => {
      // An answer to an earlier change does not yet hold a later one still in flight.
      if (client.isMutating({ mutationKey: PREFERENCES_MUTATION_KEY }) > 1) return;
      client.setQueryData(key, preferences);
    },
    onError: (error, patch, context) => {
      const current = client.getQueryData<NotificationPreferences>(key);
      if (current && context?.previous) {
        client.setQueryData(key, applyPreferencesPatch(current, revertingPatch(context.previous, patch)));
      }
      onError?.(error);
    },
  });
}
