import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActivityPageSchema,
  ActivityQuerySchema,
  ChangeRoleInputSchema,
  CreateInvitationInputSchema,
  FamilyResponseSchema,
  InvitationCodeParamsSchema,
  InvitationPreviewResponseSchema,
  InvitationResponseSchema,
  JoinFamilyInputSchema,
  MemberParamsSchema,
  RenameFamilyInputSchema,
  TransferOwnershipInputSchema,
} from '@shared/contracts/family';
import { IdParamsSchema } from '@shared/contracts/text';
import type { AppDeps } from '../../app-deps';
import { requestLanguage } from '../../platform/language';
import { requireUser } from '../../platform/sessions';
import { listActivity } from './activity.service';
import {
  type FamilyContext,
  createInvitation,
  getFamily,
  membershipOf,
  renameFamily,
  revokeInvitation,
} from './family.service';
import {
  changeRole,
  joinFamily,
  leaveFamily,
  previewInvitation,
  removeMember,
  transferOwnership,
} from './membership.service';

/** Joining tries codes: a few a minute per user is plenty for a person typing one. */
const JOIN_RATE_LIMIT = {
  max: 10,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
};

/**
 * The family group: the household the signed-in user belongs to, its members, roles,
 * invitations and activity feed, and joining another family by an invitation's code. What a role
 * may do is checked here on the server (FAMILY_PERMISSIONS); another family's ids answer 404.
 */
export const familyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, events, mailer, config }) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  const ctxOf = (request: FastifyRequest): FamilyContext => {
    const user = requireUser(request);
    return {
      db,
      events,
      mailer,
      config,
      log: request.log,
      userId: user.id,
      language: requestLanguage(request),
    };
  };
  const familyOf = async (request: FastifyRequest) => ({ family: await getFamily(ctxOf(request)) });

  app.get(
    '/api/family',
    {
      schema: {
        tags: ['family'],
        summary: 'The family the signed-in user belongs to: members, roles, open invitations',
        response: { 200: FamilyResponseSchema },
      },
    },
    familyOf,
  );

  app.patch(
    '/api/family',
    {
      schema: {
        tags: ['family'],
        summary: 'Name (or rename) the family (owner, admins)',
        body: RenameFamilyInputSchema,
        response: { 200: FamilyResponseSchema },
      },
    },
    async (request) => ({ family: await renameFamily(ctxOf(request), request.body.name) }),
  );

  app.get(
    '/api/family/activity',
    {
      schema: {
        tags: ['family'],
        summary: 'Who did what in the kitchen, newest first',
        querystring: ActivityQuerySchema,
        response: { 200: ActivityPageSchema },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      const membership = await membershipOf(ctx);
      return listActivity(db, membership.household_id, ctx.language, request.query);
    },
  );

  // -------------------------------------------------------------------------------------------
  // Invitations

  app.post(
    '/api/family/invitations',
    {
      schema: {
        tags: ['family'],
        summary: 'Invite by code and link, or by e-mail (owner, admins)',
        body: CreateInvitationInputSchema,
        response: { 201: InvitationResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createInvitation(ctxOf(request), request.body)),
  );

  app.delete(
    '/api/family/invitations/:id',
    {
      schema: {
        tags: ['family'],
        summary: 'Withdraw an invitation (owner, admins)',
        params: IdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await revokeInvitation(ctxOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/family/join/:code',
    {
      config: { rateLimit: JOIN_RATE_LIMIT },
      schema: {
        tags: ['family'],
        summary: 'What an invitation is for, and what joining would do with the reader’s kitchen',
        params: InvitationCodeParamsSchema,
        response: { 200: InvitationPreviewResponseSchema },
      },
    },
    async (request) => ({ invitation: await previewInvitation(ctxOf(request), request.params.code) }),
  );

  app.post(
    '/api/family/join/:code',
    {
      config: { rateLimit: JOIN_RATE_LIMIT },
      schema: {
        tags: ['family'],
        summary: 'Join the family: bring your kitchen along (merge) or keep it to come back to',
        params: InvitationCodeParamsSchema,
        body: JoinFamilyInputSchema,
        response: { 200: FamilyResponseSchema },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      await joinFamily(ctx, request.params.code, request.body.bring);
      return { family: await getFamily(ctx) };
    },
  );

  // -------------------------------------------------------------------------------------------
  // Members

  app.post(
    '/api/family/leave',
    {
      schema: {
        tags: ['family'],
        summary: 'Leave the family for a kitchen of your own, with a copy of your recipes',
        response: { 200: FamilyResponseSchema },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      await leaveFamily(ctx);
      return { family: await getFamily(ctx) };
    },
  );

  app.delete(
    '/api/family/members/:userId',
    {
      schema: {
        tags: ['family'],
        summary: 'Remove a member (the owner anyone, admins members); they keep a copy of their recipes',
        params: MemberParamsSchema,
        response: { 200: FamilyResponseSchema },
      },
    },
    async (request) => {
      await removeMember(ctxOf(request), request.params.userId);
      return familyOf(request);
    },
  );

  app.patch(
    '/api/family/members/:userId',
    {
      schema: {
        tags: ['family'],
        summary: 'Make a member an admin or a member (owner)',
        params: MemberParamsSchema,
        body: ChangeRoleInputSchema,
        response: { 200: FamilyResponseSchema },
      },
    },
    async (request) => {
      await changeRole(ctxOf(request), request.params.userId, request.body.role);
      return familyOf(request);
    },
  );

  app.post(
    '/api/family/transfer',
    {
      schema: {
        tags: ['family'],
        summary: 'Hand the family over to another member (owner); you become an admin',
        body: TransferOwnershipInputSchema,
        response: { 200: FamilyResponseSchema },
      },
    },
    async (request) => {
      await transferOwnership(ctxOf(request), request.body.userId);
      return familyOf(request);
    },
  );
};
