import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import type { DB, Dialect } from './db/database';
import { registerCsrf } from './platform/csrf';
import { frameworkErrors, installErrorHandling } from './platform/errors';
import { createEventBus, type EventBus } from './platform/events/event-bus';
import { createMailer, type Mailer } from './platform/mail';
import { databaseRateLimitStore } from './platform/rate-limit-store';
import { registerSecurityHeaders } from './platform/security-headers';
import { serializerCompiler } from './platform/serializer';
import { registerSessions } from './platform/sessions';
import { systemRoutes } from './features/system/system.routes';
// Feature routes: one import and one register line each (keep both lists in the same order).
// @feature-imports
import { authRoutes } from './features/auth/auth.routes';
import { onboardingRoutes } from './features/onboarding/onboarding.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { appliancesRoutes } from './features/appliances/appliances.routes';
import { logsRoutes } from './features/logs/logs.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { oauthRoutes } from './features/oauth/oauth.routes';
import { pantryRoutes } from './features/pantry/pantry.routes';
import { recipesRoutes } from './features/recipes/recipes.routes';
import { eventsRoutes } from './features/events/events.routes';
import { CALENDAR_FEED_PREFIX } from './features/meal-plans/calendar-feed.service';
import { calendarFeedRoutes, mealPlanRoutes } from './features/meal-plans/meal-plans.routes';
import { familyRoutes } from './features/family/family.routes';
import { chefRoutes } from './features/chef/chef.routes';
import { registerNotificationJobs } from './features/notifications/jobs';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { shoppingRoutes } from './features/shopping/shopping.routes';

export type BuildAppOptions = {
  config: Config;
  db: DB;
  dialect: Dialect;
  mailer?: Mailer;
  /**
   * The event bus; by default one made from db, dialect and config.databaseUrl, which the app
   * closes with itself. A bus passed in belongs to the caller, who closes it after the app.
   */
  events?: EventBus;
  /** Folder of the built web app; served with an SPA fallback when it exists. */
  webRoot?: string;
  logger?: boolean;
};

/** Bodies are JSON and small; uploads have their own limits on their routes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** What a request's log line shows (Fastify's fields), with secrets in paths masked. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.startsWith(CALENDAR_FEED_PREFIX) ? `${CALENDAR_FEED_PREFIX}[secret]` : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db, dialect } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["csrf-token"]'],
            serializers: { req: requestForLog },
          },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  registerSecurityHeaders(app, config);
  await app.register(cookie);
  // Counted in the database, so that N processes allow what one would; if the database cannot
  // count, the request goes through rather than failing.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db), skipOnError: true });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Larder API',
        version: '0.1.0',
        description: 'The API behind the Larder web and mobile apps.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'larder_session' },
          csrf: { type: 'apiKey', in: 'header', name: 'CSRF-Token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The document is always built (tests read it with app.swagger()); API_DOCS=off stops serving it.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerSessions(app, db, config);
  registerCsrf(app, config);

  const mailer = options.mailer ?? createMailer(db, config);
  const events =
    options.events ??
    createEventBus({
      db,
      dialect,
      databaseUrl: config.databaseUrl,
      log: app.log.child({ module: 'events' }),
    });
  if (!options.events) app.addHook('onClose', () => events.close());
  const deps: AppDeps = { config, db, dialect, mailer, events };
  await app.register(systemRoutes, deps);
  // @feature-registrations
  await app.register(authRoutes, deps);
  await app.register(onboardingRoutes, deps);
  await app.register(settingsRoutes, deps);
  await app.register(appliancesRoutes, deps);
  await app.register(logsRoutes, deps);
  await app.register(profileRoutes, deps);
  await app.register(oauthRoutes, deps);
  await app.register(pantryRoutes, deps);
  await app.register(recipesRoutes, deps);
  await app.register(eventsRoutes, deps);
  await app.register(shoppingRoutes, deps);
  await app.register(mealPlanRoutes, deps);
  await app.register(calendarFeedRoutes, deps);
  await app.register(familyRoutes, deps);
  await app.register(notificationRoutes, deps);
  registerNotificationJobs(app, deps);
  await app.register(chefRoutes, deps);

  registerWebApp(app, options.webRoot);
  return app;
}

/** Serves the built web app, /sw.js without long caching, and index.html for client routes. */
function registerWebApp(app: FastifyInstance, webRoot: string | undefined): void {
  const root = webRoot && existsSync(path.join(webRoot, 'index.html')) ? path.resolve(webRoot) : null;
  // The built service worker (src/web/sw.ts) is one of the static files below; without a build a
  // stub that only takes control stands in for it.
  const builtServiceWorker = root ? path.join(root, 'sw.js') : null;
  const serviceWorkerHeaders = {
    'Content-Type': 'application/javascript; charset=utf-8',
    'Cache-Control': 'no-cache',
    'Service-Worker-Allowed': '/',
  };

  if (!builtServiceWorker || !existsSync(builtServiceWorker)) {
    app.get('/sw.js', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .headers(serviceWorkerHeaders)
        .send(
          "self.addEventListener('install',()=>self.skipWaiting());self.addEventListener('activate',(e)=>e.waitUntil(self.clients.claim()));",
        ),
    );
  }

  if (!root) return;
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
  app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // scripts/compress-web.mjs writes .br/.gz beside each asset at build time.
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else if (filePath.replace(/\.(br|gz)$/, '') === builtServiceWorker) {
        for (const [name, value] of Object.entries(serviceWorkerHeaders)) res.header(name, value);
      }
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) throw Object.assign(new Error('Not found'), { statusCode: 404 });
    const file = staticFileFor(root, request.url);
    if (file) return reply.sendFile(file);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
  });
}

/** The file under root that a URL names, or null (client routes, traversal, malformed escapes). */
function staticFileFor(root: string, url: string): string | null {
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  if (urlPath === '/' || urlPath.includes('\0')) return null;
  const candidate = path.join(root, path.normalize(urlPath));
  if (!candidate.startsWith(root + path.sep)) return null;
  try {
    return statSync(candidate).isFile() ? path.relative(root, candidate) : null;
  } catch {
    return null;
  }
}
