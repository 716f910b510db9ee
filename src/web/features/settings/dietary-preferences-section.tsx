import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DIETARY_PREFERENCES,
  OnboardingPostResponseSchema,
  type OnboardingRecord,
} from '@shared/contracts/onboarding';
import { DIETARY_FLAG_KEYS, dietaryFlagLabel } from '../../components/recipes/recipe-format';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Skeleton } from '../../components/ui/skeleton';
import { apiRequest } from '../../lib/api';
import { useSettingsToasts } from './settings-api';

/** The onboarding record; the shell's onboarding gate and the onboarding flow read the same query. */
const ONBOARDING_PATH = '/api/user/onboarding';
const SAVE_KEY = ['settings', 'dietary-preferences'] as const;

type DietaryPreference = (typeof DIETARY_PREFERENCES)[number];

const optionCard =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-card px-3 py-2 text-sm transition-colors ' +
  'hover:bg-accent has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/10 ' +
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring';

/**
 * The onboarding record's dietary preferences (which the Chef can also change), one checkbox each.
 * Each change is saved at once with the same call the onboarding flow uses, shown before the
 * server answers and put back when it refuses, with the settings toasts.
 */
export function DietaryPreferencesSection() {
  const { t } = useTranslation(['settings', 'onboarding']);
  const { t: tc } = useTranslation('common');
  const headingId = useId();
  const descriptionId = useId();
  const queryClient = useQueryClient();
  const toasts = useSettingsToasts();
  const record = useQuery<OnboardingRecord>({ queryKey: [ONBOARDING_PATH] });

  const save = useMutation({
    mutationKey: SAVE_KEY,
    mutationFn: async (dietaryPreferences: DietaryPreference[]) =>
      OnboardingPostResponseSchema.parse(
        await apiRequest('POST', ONBOARDING_PATH, { dietary_preferences: dietaryPreferences }),
      ).onboarding,
    onMutate: async (dietaryPreferences) => {
      await queryClient.cancelQueries({ queryKey: [ONBOARDING_PATH] });
      const previous = queryClient.getQueryData<OnboardingRecord>([ONBOARDING_PATH]);
      if (previous) {
        queryClient.setQueryData<OnboardingRecord>([ONBOARDING_PATH], {
          ...previous,
          dietary_preferences: dietaryPreferences,
        });
      }
      return { previous };
    },
    onSuccess: (onboarding) => {
      // A later change still on its way keeps its optimistic value; the refresh after it settles.
      if (queryClient.isMutating({ mutationKey: SAVE_KEY }) <= 1) {
        queryClient.setQueryData<OnboardingRecord>([ONBOARDING_PATH], onboarding);
      }
      toasts.success();
    },
    onError: (error, _dietaryPreferences, context) => {
      if (context?.previous) queryClient.setQueryData<OnboardingRecord>([ONBOARDING_PATH], context.previous);
      toasts.failure(error);
    },
  });

  const { mutate } = save;
  const toggle = useCallback(
    (preference: DietaryPreference, checked: boolean) => {
      const current =
        queryClient.getQueryData<OnboardingRecord>([ONBOARDING_PATH])?.dietary_preferences ?? [];
      if (current.includes(preference) === checked) return;
      // In the contract's order, so the same choice is always sent the same way.
      mutate(DIETARY_PREFERENCES.filter((p) => (p === preference ? checked : current.includes(p))));
    },
    [queryClient, mutate],
  );

  const selected = record.data?.dietary_preferences ?? [];

  return (
    <section className="grid gap-3" aria-labelledby={headingId}>
      <div className="grid gap-1">
        <h3 id={headingId} className="text-sm font-semibold">
          {t('preferences.dietary.title')}
        </h3>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {t('preferences.dietary.description')}
        </p>
      </div>
      {record.data ? (
        <div
          role="group"
          aria-labelledby={headingId}
          aria-describedby={descriptionId}
          className="flex flex-wrap gap-2"
        >
          {DIETARY_PREFERENCES.map((preference) => {
            const id = `${headingId}-${DIETARY_FLAG_KEYS[preference]}`;
            return (
              <label key={preference} htmlFor={id} className={optionCard}>
                <Checkbox
                  id={id}
                  checked={selected.includes(preference)}
                  onCheckedChange={(checked) => toggle(preference, checked === true)}
                />
                <span className="min-w-0">{dietaryFlagLabel(t, preference)}</span>
              </label>
            );
          })}
        </div>
      ) : record.isError ? (
        <div role="alert" className="grid gap-2 rounded-lg border border-border p-4 text-sm">
          <p>{t('loadFailed')}</p>
          <Button variant="outline" className="w-fit" onClick={() => void record.refetch()}>
            {tc('actions.retry')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2" aria-busy="true">
          <span className="sr-only">{tc('status.loading')}</span>
          {DIETARY_PREFERENCES.slice(0, 6).map((preference) => (
            <Skeleton key={preference} className="h-11 w-28" />
          ))}
        </div>
      )}
    </section>
  );
}
