import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApplianceCatalogueResponseSchema,
  ApplianceResponseSchema,
  DeleteApplianceResponseSchema,
  HouseholdAppliancesResponseSchema,
  type ApplianceCatalogueItem,
  type CreateApplianceInput,
  type HouseholdAppliance,
  type UpdateApplianceInput,
} from '@shared/contracts/appliances';
import { OnboardingPostResponseSchema } from '@shared/contracts/onboarding';
import { ApiRequestError, apiRequest } from '../../lib/api';

export const APPLIANCES_PATH = '/api/appliances';
export const CATALOGUE_PATH = '/api/appliances/catalogue';
export const ONBOARDING_PATH = '/api/user/onboarding';

/*
 * The cache holds the server's answers as they came ({ appliances }, { catalogue }): other screens
 * (the dashboard, the onboarding flow) read the same keys with the default fetcher, so the parsed
 * shape is derived with `select` rather than stored.
 */

export function useHouseholdAppliances() {
  return useQuery({
    queryKey: [APPLIANCES_PATH],
    select: (data: unknown) => HouseholdAppliancesResponseSchema.parse(data).appliances,
  });
}

export function useApplianceCatalogue() {
  return useQuery({
    queryKey: [CATALOGUE_PATH],
    select: (data: unknown) => ApplianceCatalogueResponseSchema.parse(data).catalogue,
  });
}

export function useAddAppliance() {
  return useMutation({
    mutationFn: async (input: CreateApplianceInput) =>
      ApplianceResponseSchema.parse(await apiRequest('POST', APPLIANCES_PATH, input)).appliance,
  });
}

export function useUpdateAppliance() {
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: UpdateApplianceInput }) =>
      ApplianceResponseSchema.parse(
        await apiRequest('PATCH', `${APPLIANCES_PATH}/${encodeURIComponent(id)}`, input),
      ).appliance,
  });
}

export function useRemoveAppliance() {
  return useMutation({
    mutationFn: async (id: string) =>
      DeleteApplianceResponseSchema.parse(
        await apiRequest('DELETE', `${APPLIANCES_PATH}/${encodeURIComponent(id)}`),
      ),
  });
}

export function useSetUpAppliances() {
  return useMutation({
    mutationFn: async (input: { selectedAppliances: string[]; useCommonDefaults: boolean }) =>
      OnboardingPostResponseSchema.parse(
        await apiRequest('POST', ONBOARDING_PATH, { action: 'setup_appliances', ...input }),
      ),
  });
}

/** The server's reason for a failed request, shown under a translated title. */
export function failureReason(error: unknown): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Display names: a catalogue appliance in the reader's language unless the household renamed it;
 * a custom one as the household wrote it.
 */
export function useApplianceNames(catalogue: readonly ApplianceCatalogueItem[] | undefined) {
  const { t } = useTranslation('appliances');
  const catalogueName = useCallback(
    (item: Pick<ApplianceCatalogueItem, 'slug' | 'name'>) =>
      t(`names.${item.slug}`, { defaultValue: item.name }),
    [t],
  );
  const applianceName = useCallback(
    (appliance: Pick<HouseholdAppliance, 'applianceSlug' | 'name'>) => {
      const slug = appliance.applianceSlug;
      if (!slug) return appliance.name;
      const entry = catalogue?.find((item) => item.slug === slug);
      if (entry && entry.name !== appliance.name) return appliance.name;
      return t(`names.${slug}`, { defaultValue: appliance.name });
    },
    [catalogue, t],
  );
  const categoryName = useCallback(
    (category: string | null) =>
      category === null ? t('categories.custom') : t(`categories.${category}`, { defaultValue: category }),
    [t],
  );
  return { catalogueName, applianceName, categoryName };
}
