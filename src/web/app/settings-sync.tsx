import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Settings } from '@shared/contracts/settings';
import { setLanguage } from '../lib/i18n';
import { SETTINGS_STALE_TIME_MS } from '../lib/query-client';
import { storedAppearance, useAppearance, type Appearance } from '../lib/theme';

/**
 * Applies the signed-in user's settings (appearance and language) and keeps them applied as they
 * change; signed out, the last appearance stays and 'system' still follows the device.
 */
export function SettingsSync({ signedIn }: { signedIn: boolean }) {
  // GET answers the record itself (only PATCH wraps it as { settings }).
  const { data } = useQuery<Settings>({
    queryKey: ['/api/user/settings'],
    enabled: signedIn,
    staleTime: SETTINGS_STALE_TIME_MS,
  });
  const settings = signedIn ? data : undefined;
  const appearance = useMemo<Appearance>(
    () =>
      settings
        ? {
            theme: settings.theme,
            primaryColor: settings.primaryColor,
            customPrimaryColor: settings.customPrimaryColor,
            borderRadius: settings.borderRadius,
            fontSize: settings.fontSize,
            variant: settings.variant,
          }
        : storedAppearance(),
    [settings],
  );
  useAppearance(appearance);
  const language = settings?.language;
  useEffect(() => {
    if (language) void setLanguage(language);
  }, [language]);
  return null;
}
