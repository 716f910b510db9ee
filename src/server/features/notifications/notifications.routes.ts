import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NotificationPreferencesPatchSchema,
  NotificationPreferencesResponseSchema,
  NotificationsPageSchema,
  NativePushTokenDeleteSchema,
  NativePushTokenInputSchema,
  NotificationsQuerySchema,
  PushKeyResponseSchema,
  PushSubscriptionInputSchema,
  PushUnsubscribeInputSchema,
  UnreadCountSchema,
} from '@shared/contracts/notifications';
import { IdParamsSchema } from '@shared/contracts/text';
import type { AppDeps } from '../../app-deps';
import { publishChangesOnResponse } from '../../platform/events/route-events';
import { requestLanguage } from '../../platform/language';
import { requireUser } from '../../platform/sessions';
import {
  type ReaderContext,
  deleteNotification,
  getPreferences,
  listNotifications,
  markAllRead,
  markRead,
  unreadCount,
  updatePreferences,
} from './notifications.service';
import { deleteNativeToken, deleteSubscription, saveNativeToken, saveSubscription } from './push.service';

const ReadInputSchema = z.object({ read: z.boolean().default(true) }).strict();

/**
 * The signed-in user's notifications and their choices of channel per kind. Notifications are
 * the reader's own: another user's ids answer 404. A change tells the user's other open screens
 * (the badge on another device) through the household's event stream.
 */
export const notificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, events, config }) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  // A change to the reader's notifications reaches their other open screens (the badge on
  // another device); preferences and push subscriptions are not on any screen's list.
  publishChangesOnResponse(app, events, (request) =>
    request.url.startsWith('/api/notifications/preferences') ||
    request.url.startsWith('/api/notifications/push')
      ? null
      : { type: 'notifications.changed', data: {} },
  );

  const ctxOf = (request: FastifyRequest): ReaderContext => ({ db, userId: requireUser(request).id });

  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The reader’s notifications, newest first, with the unread count',
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationsPageSchema },
      },
    },
    async (request) => listNotifications(ctxOf(request), request.query),
  );

  app.get(
    '/api/notifications/unread-count',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many notifications the reader has not read (the navigation’s badge)',
        response: { 200: UnreadCountSchema },
      },
    },
    async (request) => ({ unreadCount: await unreadCount(ctxOf(request)) }),
  );

  app.post(
    '/api/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification read',
        response: { 200: UnreadCountSchema },
      },
    },
    async (request) => {
      await markAllRead(ctxOf(request));
      return { unreadCount: 0 };
    },
  );

  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read (or unread again)',
        params: IdParamsSchema,
        body: ReadInputSchema,
        response: { 200: UnreadCountSchema },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      await markRead(ctx, request.params.id, request.body.read);
      return { unreadCount: await unreadCount(ctx) };
    },
  );

  app.delete(
    '/api/notifications/:id',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Delete a notification',
        params: IdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteNotification(ctxOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/notifications/preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Which channels (in-app, e-mail digest, push) each kind goes to, and quiet hours',
        response: { 200: NotificationPreferencesResponseSchema },
      },
    },
    async (request) => ({ preferences: await getPreferences(ctxOf(request)) }),
  );

  app.patch(
    '/api/notifications/preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Change the channels of some kinds, or the quiet hours',
        body: NotificationPreferencesPatchSchema,
        response: { 200: NotificationPreferencesResponseSchema },
      },
    },
    async (request) => ({ preferences: await updatePreferences(ctxOf(request), request.body) }),
  );

  // -------------------------------------------------------------------------------------------
  // Web Push

  app.get(
    '/api/notifications/push/key',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The server’s VAPID public key, to subscribe a browser with',
        response: { 200: PushKeyResponseSchema },
      },
    },
    async () => ({ publicKey: config.vapid.publicKey }),
  );

  app.post(
    '/api/notifications/push/subscriptions',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Receive push notifications in this browser (its PushSubscription)',
        body: PushSubscriptionInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await saveSubscription(
        { db, config, log: request.log },
        requireUser(request).id,
        request.body,
        requestLanguage(request),
      );
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/notifications/push/subscriptions',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Stop push notifications in this browser',
        body: PushUnsubscribeInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteSubscription(
        { db, config, log: request.log },
        requireUser(request).id,
        request.body.endpoint,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/notifications/push/native',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The native app’s device token for push (Capacitor’s push plugin)',
        body: NativePushTokenInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await saveNativeToken({ db, config, log: request.log }, requireUser(request).id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/notifications/push/native',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Forget this device’s native push token',
        body: NativePushTokenDeleteSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteNativeToken({ db, config, log: request.log }, requireUser(request).id, request.body.token);
      return reply.status(204).send(null);
    },
  );
};
