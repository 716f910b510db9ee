import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PrivacyPreferencesPatchSchema,
  PrivacyPreferencesSchema,
  RegionalSettingsPatchSchema,
  RegionalSettingsSchema,
  SettingsPatchSchema,
  SettingsResponseSchema,
  SettingsSchema,
} from '@shared/contracts/settings';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../platform/errors';
import { requireUser } from '../../platform/sessions';
import {
  getPrivacyPreferences,
  getRegionalSettings,
  getSettings,
  updatePrivacyPreferences,
  updateRegionalSettings,
  updateSettings,
} from './settings.service';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, dialect }) => {
  // Before body validation, so a signed-out caller learns that first.
  app.addHook('onRequest', (request, _reply, done) => {
    done(request.user ? undefined : new AppError('UNAUTHENTICATED'));
  });

  app.get(
    '/api/user/settings',
    {
      schema: { tags, summary: "The user's settings record", response: { 200: SettingsSchema } },
    },
    async (request) => getSettings({ db, userId: requireUser(request).id }),
  );

  app.patch(
    '/api/user/settings',
    {
      schema: {
        tags,
        summary: 'Change some settings; answers the whole record',
        body: SettingsPatchSchema,
        response: { 200: SettingsResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { settings: await updateSettings({ db, dialect, userId: user.id, patch: request.body }) };
    },
  );

  app.get(
    '/api/user/privacy',
    {
      schema: {
        tags,
        summary: "The user's privacy preferences",
        response: { 200: PrivacyPreferencesSchema },
      },
    },
    async (request) => getPrivacyPreferences({ db, userId: requireUser(request).id }),
  );

  const savePrivacy = {
    schema: {
      tags,
      summary: 'Save privacy preferences and record the policy version accepted',
      body: PrivacyPreferencesPatchSchema,
      response: { 200: PrivacyPreferencesSchema },
    },
  };
  app.put('/api/user/privacy', savePrivacy, async (request) =>
    updatePrivacyPreferences({ db, userId: requireUser(request).id, patch: request.body }),
  );
  app.patch('/api/user/privacy', savePrivacy, async (request) =>
    updatePrivacyPreferences({ db, userId: requireUser(request).id, patch: request.body }),
  );

  app.get(
    '/api/user/regional',
    {
      schema: { tags, summary: 'Language and region settings', response: { 200: RegionalSettingsSchema } },
    },
    async (request) => getRegionalSettings({ db, userId: requireUser(request).id }),
  );

  app.patch(
    '/api/user/regional',
    {
      schema: {
        tags,
        summary: 'Change language and region settings (shared fields update the settings record too)',
        body: RegionalSettingsPatchSchema,
        response: { 200: RegionalSettingsSchema },
      },
    },
    async (request) =>
      updateRegionalSettings({ db, dialect, userId: requireUser(request).id, patch: request.body }),
  );
};
