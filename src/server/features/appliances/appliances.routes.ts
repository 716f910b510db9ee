import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplianceCatalogueResponseSchema,
  ApplianceIdParamsSchema,
  ApplianceResponseSchema,
  CreateApplianceInputSchema,
  DeleteApplianceResponseSchema,
  HouseholdAppliancesResponseSchema,
  UpdateApplianceInputSchema,
} from '@shared/contracts/appliances';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../platform/sessions';
import {
  addAppliance,
  deleteAppliance,
  listAppliances,
  listCatalogue,
  updateAppliance,
} from './appliances.service';

const tags = ['appliances'];

export const appliancesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // Before body validation, so a signed-out caller learns that first.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/api/appliances/catalogue',
    {
      schema: {
        tags,
        summary: 'The appliance catalogue, in display order',
        response: { 200: ApplianceCatalogueResponseSchema },
      },
    },
    async () => ({ catalogue: await listCatalogue({ db }) }),
  );

  app.get(
    '/api/appliances',
    {
      schema: {
        tags,
        summary: "The household's kitchen appliances",
        response: { 200: HouseholdAppliancesResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { appliances: await listAppliances({ db, householdId: user.householdId }) };
    },
  );

  app.post(
    '/api/appliances',
    {
      schema: {
        tags,
        summary: 'Add a catalogue appliance (once per household) or a custom one',
        body: CreateApplianceInputSchema,
        response: { 201: ApplianceResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const appliance = await addAppliance({ db, householdId: user.householdId, input: request.body });
      return reply.status(201).send({ appliance });
    },
  );

  app.patch(
    '/api/appliances/:id',
    {
      schema: {
        tags,
        summary: 'Rename an appliance or change its brand, model or notes',
        params: ApplianceIdParamsSchema,
        body: UpdateApplianceInputSchema,
        response: { 200: ApplianceResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const appliance = await updateAppliance({
        db,
        householdId: user.householdId,
        id: request.params.id,
        input: request.body,
      });
      return { appliance };
    },
  );

  app.delete(
    '/api/appliances/:id',
    {
      schema: {
        tags,
        summary: 'Remove an appliance from the household',
        params: ApplianceIdParamsSchema,
        response: { 200: DeleteApplianceResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await deleteAppliance({ db, householdId: user.householdId, id: request.params.id });
      return { success: true as const };
    },
  );
};
