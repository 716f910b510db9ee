import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OnboardingPostResponseSchema,
  OnboardingPostSchema,
  OnboardingRecordSchema,
} from '@shared/contracts/onboarding';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../platform/sessions';
import {
  getOnboarding,
  restartOnboarding,
  setupAppliances,
  setupPantry,
  updateOnboarding,
} from './onboarding.service';

const tags = ['onboarding'];

export const onboardingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // Before body validation, so a signed-out caller learns that first.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/api/user/onboarding',
    {
      schema: { tags, summary: "The user's onboarding record", response: { 200: OnboardingRecordSchema } },
    },
    async (request) => getOnboarding({ db, userId: requireUser(request).id }),
  );

  app.post(
    '/api/user/onboarding',
    {
      schema: {
        tags,
        summary: 'Save onboarding answers, or run setup_pantry, setup_appliances or restart_onboarding',
        body: OnboardingPostSchema,
        response: { 200: OnboardingPostResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      switch (body.action) {
        case 'setup_pantry': {
          const result = await setupPantry({
            db,
            userId: user.id,
            householdId: user.householdId,
            pantrySize: body.pantrySize,
          });
          return { success: true as const, ...result };
        }
        case 'setup_appliances': {
          const result = await setupAppliances({
            db,
            userId: user.id,
            householdId: user.householdId,
            selectedAppliances: body.selectedAppliances,
            useCommonDefaults: body.useCommonDefaults,
          });
          return { success: true as const, ...result };
        }
        case 'restart_onboarding':
          return { success: true as const, onboarding: await restartOnboarding({ db, userId: user.id }) };
        default: {
          const { action: _action, ...update } = body;
          return {
            success: true as const,
            onboarding: await updateOnboarding({ db, userId: user.id, update }),
          };
        }
      }
    },
  );
};
