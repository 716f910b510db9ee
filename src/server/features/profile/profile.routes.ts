import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserResponseSchema } from '@shared/contracts/auth';
import {
  AVATAR_MAX_BYTES,
  AvatarParamsSchema,
  DataExportSchema,
  UpdateProfileInputSchema,
} from '@shared/contracts/profile';
import type { AppDeps } from '../../app-deps';
import { requestLanguage } from '../../platform/language';
import { requireUser } from '../../platform/sessions';
import { createStorage } from '../../platform/storage';
import { readUploadedFile } from '../../platform/uploads';
import { toUserDto } from '../users/users.service';
import { profileMessage } from './profile-messages';
import { exportUserData, readAvatar, removeAvatar, setAvatar, updateProfile } from './profile.service';

/**
 * Decoding pictures costs CPU; a person changes their avatar a few times at most. Counted per
 * account (the session is read before this hook), so a household behind one address is not shared.
 */
const AVATAR_UPLOAD_RATE_LIMIT = {
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
};

/** The signed-in user's own profile: names, username, avatar, and the export of their data. */
export const profileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const storage = createStorage(config);
  // Registered here, not app-wide, so that no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 50 },
  });

  app.patch(
    '/api/user/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change first name, last name or username',
        body: UpdateProfileInputSchema,
        response: { 200: UserResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await updateProfile(db, { userId: user.id, input: request.body });
      return { user: toUserDto(row, config) };
    },
  );

  app.post(
    '/api/user/avatar',
    {
      config: { rateLimit: AVATAR_UPLOAD_RATE_LIMIT },
      schema: {
        tags: ['profile'],
        summary: 'Upload a new avatar (multipart, one image of at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: UserResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const language = requestLanguage(request);
      const image = await readUploadedFile(request, {
        notMultipart: profileMessage('notMultipart', language),
        tooLarge: profileMessage('tooLarge', language),
        missing: profileMessage('noFile', language),
      });
      const row = await setAvatar(db, storage, { userId: user.id, image, language });
      return { user: toUserDto(row, config) };
    },
  );

  app.delete(
    '/api/user/avatar',
    {
      schema: {
        tags: ['profile'],
        summary: 'Remove the avatar',
        response: { 200: UserResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await removeAvatar(db, storage, { userId: user.id });
      return { user: toUserDto(row, config) };
    },
  );

  app.get(
    '/api/user/avatar/:userId',
    {
      schema: {
        tags: ['profile'],
        summary: "A user's avatar as WebP (oneself and members of the same household only)",
        params: AvatarParamsSchema,
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const image = await readAvatar(db, storage, { viewer, userId: request.params.userId });
      return reply.type('image/webp').header('Cache-Control', 'private, max-age=86400').send(image);
    },
  );

  app.get(
    '/api/user/export',
    {
      schema: {
        tags: ['profile'],
        summary: 'Download everything the account holds about the signed-in user (JSON)',
        response: { 200: DataExportSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await exportUserData(db, { userId: user.id, currentSessionId: user.sessionId });
      return reply
        .type('application/json; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="larder-export-${data.exportedAt.slice(0, 10)}.json"`,
        )
        .header('Cache-Control', 'no-store')
        .send(data);
    },
  );
};
