import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@shared/contracts/system';
import { pingDatabase } from '../../db/database';
import type { AppDeps } from '../../app-deps';

export const APP_VERSION = '0.1.0';

export const systemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      const ok = await pingDatabase(db);
      return reply
        .status(ok ? 200 : 503)
        .send({ status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'unreachable', version: APP_VERSION });
    },
  );
};
