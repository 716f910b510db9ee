import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PrivacyPreferencesSchema,
  RegionalSettingsSchema,
  SettingsResponseSchema,
  SettingsSchema,
  type PrivacyPreferences,
  type RegionalSettings,
  type Settings,
} from '@shared/contracts/settings';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { SETTINGS_STALE_TIME_MS } from '../../lib/query-client';
import { applyAppearance, type Appearance } from '../../lib/theme';
import { toast } from '../../lib/toast-store';

export const SETTINGS_PATH = '/api/user/settings';
export const REGIONAL_PATH = '/api/user/regional';
export const PRIVACY_PATH = '/api/user/privacy';

const APPEARANCE_KEYS = [
  'theme',
  'primaryColor',
  'customPrimaryColor',
  'borderRadius',
  'fontSize',
  'variant',
] as const;

/** Spec §4: only the fields whose value differs from the current one; null when nothing changed. */
export function changedFields<T extends object>(
  current: T | undefined,
  patch: Partial<T>,
): Partial<T> | null {
  const changed: Partial<T> = {};
  let any = false;
  for (const key of Object.keys(patch) as Array<keyof T>) {
    const value = patch[key];
    if (value === undefined) continue;
    if (current && Object.is(current[key], value)) continue;
    changed[key] = value;
    any = true;
  }
  return any ? changed : null;
}

export function appearanceOf(settings: Settings): Appearance {
  const { theme, primaryColor, customPrimaryColor, borderRadius, fontSize, variant } = settings;
  return { theme, primaryColor, customPrimaryColor, borderRadius, fontSize, variant };
}

const touchesAppearance = (patch: Partial<Settings>) => APPEARANCE_KEYS.some((key) => key in patch);

/** The server's reason for a failed request, for 'Failed to update settings: {reason}'. */
export function failureReason(error: unknown): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

async function fetchSettings(): Promise<Settings> {
  return SettingsSchema.parse(await apiRequest('GET', SETTINGS_PATH));
}

export function useSettings() {
  return useQuery({ queryKey: [SETTINGS_PATH], queryFn: fetchSettings, staleTime: SETTINGS_STALE_TIME_MS });
}

/** The spec §8 toasts for a settings change. */
export function useSettingsToasts() {
  const { t } = useTranslation('settings');
  return {
    success: useCallback(
      () => toast({ title: t('toast.updated.title'), description: t('toast.updated.description') }),
      [t],
    ),
    failure: useCallback(
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: t('toast.failed.title'),
          description: t('toast.failed.description', { reason: failureReason(error) }),
        }),
      [t],
    ),
  };
}

/**
 * Changes settings: sends only what differs (spec §4), shows the new appearance at once, and puts
 * the old one back when the server refuses. The shell re-applies the appearance from the refreshed
 * settings query after a success.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const toasts = useSettingsToasts();
  const mutation = useMutation({
    mutationFn: async (patch: Partial<Settings>) =>
      SettingsResponseSchema.parse(await apiRequest('PATCH', SETTINGS_PATH, patch)).settings,
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: [SETTINGS_PATH] });
      const previous = queryClient.getQueryData<Settings>([SETTINGS_PATH]);
      if (previous) queryClient.setQueryData<Settings>([SETTINGS_PATH], { ...previous, ...patch });
      return { previous };
    },
    onSuccess: (settings) => {
      queryClient.setQueryData<Settings>([SETTINGS_PATH], settings);
      toasts.success();
    },
    onError: (error, patch, context) => {
      if (context?.previous) {
        queryClient.setQueryData<Settings>([SETTINGS_PATH], context.previous);
        if (touchesAppearance(patch)) applyAppearance(appearanceOf(context.previous));
      }
      toasts.failure(error);
    },
  });

  const { mutate } = mutation;
  const update = useCallback(
    (patch: Partial<Settings>): boolean => {
      const current = queryClient.getQueryData<Settings>([SETTINGS_PATH]);
      const changes = changedFields(current, patch);
      if (!changes) return false;
      if (current && touchesAppearance(changes)) applyAppearance(appearanceOf({ ...current, ...changes }));
      mutate(changes);
      return true;
    },
    [queryClient, mutate],
  );

  return { update, isPending: mutation.isPending };
}

async function fetchRegional(): Promise<RegionalSettings> {
  return RegionalSettingsSchema.parse(await apiRequest('GET', REGIONAL_PATH));
}

export function useRegional() {
  return useQuery({ queryKey: [REGIONAL_PATH], queryFn: fetchRegional });
}

export function saveRegional(patch: Partial<RegionalSettings>): Promise<RegionalSettings> {
  return apiRequest('PATCH', REGIONAL_PATH, patch).then((body) => RegionalSettingsSchema.parse(body));
}

async function fetchPrivacy(): Promise<PrivacyPreferences> {
  return PrivacyPreferencesSchema.parse(await apiRequest('GET', PRIVACY_PATH));
}

export function usePrivacy() {
  return useQuery({ queryKey: [PRIVACY_PATH], queryFn: fetchPrivacy });
}
