import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClientErrorAcceptedSchema,
  ClientErrorBatchSchema,
  ClientErrorEntrySchema,
  ClientErrorListQuerySchema,
  ClientErrorListSchema,
} from '@shared/contracts/logs';
import type { AppDeps } from '../../app-deps';
import { requireAdmin } from '../../platform/sessions';
import { listClientErrors, recordClientErrors } from './logs.service';

/** Per IP: a browser flushes at most every 60 s or per 10 entries (spec §4), so this is generous. */
export const CLIENT_ERROR_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** Spec §7: the browser's error logger. Signed-out visitors may report too. */
export const logsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/api/errors/client',
    {
      config: { rateLimit: CLIENT_ERROR_RATE_LIMIT },
      schema: {
        tags: ['logs'],
        summary: 'Report a batch of client errors (1 to 100 entries)',
        body: ClientErrorBatchSchema,
        response: { 201: ClientErrorAcceptedSchema },
      },
    },
    async (request, reply) => {
      const received = await recordClientErrors(db, {
        entries: request.body.errors,
        userId: request.user?.id ?? null,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(201).send({ success: true as const, received });
    },
  );

  app.post(
    '/api/logs/client-error',
    {
      config: { rateLimit: CLIENT_ERROR_RATE_LIMIT },
      schema: {
        tags: ['logs'],
        summary: 'Report one client error',
        body: ClientErrorEntrySchema,
        response: { 201: ClientErrorAcceptedSchema },
      },
    },
    async (request, reply) => {
      const received = await recordClientErrors(db, {
        entries: [request.body],
        userId: request.user?.id ?? null,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(201).send({ success: true as const, received });
    },
  );

  app.get(
    '/api/admin/client-errors',
    {
      schema: {
        tags: ['admin'],
        summary: 'Stored client errors, newest first (admins only)',
        querystring: ClientErrorListQuerySchema,
        response: { 200: ClientErrorListSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listClientErrors(db, request.query);
    },
  );
};
