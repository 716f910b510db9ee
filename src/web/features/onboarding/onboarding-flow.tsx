import { useQuery } from '@tanstack/react-query';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplianceCatalogueResponseSchema } from '@shared/contracts/appliances';
import {
  ONBOARDING_STEPS,
  OnboardingRecordSchema,
  type OnboardingRecord,
} from '@shared/contracts/onboarding';
import { Button } from '../../components/ui/button';
import { DialogDescription, DialogOverlay, DialogPortal, DialogTitle } from '../../components/ui/dialog';
import { apiRequest } from '../../lib/api';
import { toast } from '../../lib/toast-store';
import { HOUSEHOLD_SIZE_MAX, HOUSEHOLD_SIZE_MIN, STEP } from './onboarding-machine';
import {
  AppliancesStep,
  CompleteStep,
  CookingHabitsStep,
  DietaryPreferencesStep,
  HouseholdInfoStep,
  PantryStep,
  WelcomeStep,
  parseHouseholdSize,
} from './onboarding-steps';
import { ONBOARDING_PATH, useOnboarding } from './use-onboarding';

export const APPLIANCE_CATALOGUE_PATH = '/api/appliances/catalogue';

const STEP_KEYS = [
  'welcome',
  'dietaryPreferences',
  'householdInfo',
  'cookingHabits',
  'appliances',
  'pantry',
  'complete',
] as const;

async function fetchOnboarding(): Promise<OnboardingRecord> {
  return OnboardingRecordSchema.parse(await apiRequest('GET', ONBOARDING_PATH));
}

// The raw response shape, so that this cache entry is the same one other screens read.
async function fetchCatalogue() {
  return ApplianceCatalogueResponseSchema.parse(await apiRequest('GET', APPLIANCE_CATALOGUE_PATH));
}

/**
 * The first-run questions (spec §2, §4) as a modal over the app. It shows itself when the
 * onboarding record says "not completed" (also after a restart from Settings), and stays until
 * the user finishes or skips, even when the server marks onboarding completed along the way.
 */
export function OnboardingFlow() {
  const { t } = useTranslation('onboarding');
  const { t: tc } = useTranslation('common');
  const record = useQuery({ queryKey: [ONBOARDING_PATH], queryFn: fetchOnboarding });
  // Per opening of the flow: what is typed in the household field and the error shown for it.
  const [household, setHousehold] = useState<{ session: number; draft: string | null; error: string | null }>(
    {
      session: 0,
      draft: null,
      error: null,
    },
  );
  const headingRef = useRef<HTMLHeadingElement>(null);

  const reportSaveFailure = useCallback(() => {
    toast({ variant: 'destructive', title: t('saveFailed.title'), description: t('saveFailed.description') });
  }, [t]);
  const { state, stateRef, dispatch, open, close, active, session } = useOnboarding({
    onSaveFailed: reportSaveFailure,
  });
  const householdDraft = household.session === session ? household.draft : null;
  const householdError = household.session === session ? household.error : null;
  const setHouseholdDraft = (draft: string | null) => setHousehold({ session, draft, error: null });
  const setHouseholdError = (error: string | null) => setHousehold({ session, draft: householdDraft, error });

  const catalogue = useQuery({
    queryKey: [APPLIANCE_CATALOGUE_PATH],
    queryFn: fetchCatalogue,
    enabled: active,
    staleTime: Infinity,
  });

  // A record that says "not completed" opens the flow where the server left off; once open, a
  // record that says "completed" (finished on another device) jumps to the last step.
  useEffect(() => {
    const data = record.data;
    if (!data) return;
    if (!active) {
      if (!data.onboarding_completed) open(data);
      return;
    }
    if (data.onboarding_completed && !stateRef.current.completed)
      void dispatch({ type: 'loaded', record: data });
  }, [record.data, active, open, dispatch, stateRef]);

  useEffect(() => {
    if (catalogue.data) {
      void dispatch({
        type: 'catalogueLoaded',
        commonAppliances: catalogue.data.catalogue.filter((item) => item.isCommon).map((item) => item.slug),
      });
    }
  }, [catalogue.data, dispatch]);

  // Each new step is announced by moving the focus to its heading.
  const firstStep = useRef(true);
  useEffect(() => {
    if (!active) return;
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [state.step, active]);

  if (!active) return null;

  const step = state.step;
  const key = STEP_KEYS[step] ?? 'welcome';
  const total = ONBOARDING_STEPS.length;

  const handleSkip = () => close(dispatch({ type: 'skip' }));
  const handleFinish = () => close(dispatch({ type: 'complete' }));
  const handleRestart = () => {
    setHouseholdDraft(null);
    void dispatch({ type: 'restart' });
  };
  const handleBack = () => {
    setHouseholdError(null);
    void dispatch({ type: 'previous' });
  };
  const handleNext = () => {
    if (step === STEP.householdInfo && householdDraft !== null) {
      if (parseHouseholdSize(householdDraft) === 'invalid') {
        setHouseholdError(
          t('steps.householdInfo.error', { min: HOUSEHOLD_SIZE_MIN, max: HOUSEHOLD_SIZE_MAX }),
        );
        return;
      }
    }
    setHouseholdError(null);
    if (step === STEP.appliances) void dispatch({ type: 'setupAppliances' });
    else if (step === STEP.pantry) void dispatch({ type: 'setupPantry' });
    else void dispatch({ type: 'next' });
  };

  const nextLabel =
    step === STEP.welcome
      ? t('actions.getStarted')
      : step === STEP.appliances || step === STEP.pantry
        ? t('actions.continue')
        : tc('actions.next');

  return (
    <DialogPrimitive.Root open modal>
      <DialogPortal>
        <DialogOverlay />
        <DialogPrimitive.Content
          data-testid="onboarding-flow"
          // Leaving by accident would lose the answers in progress: Skip is the way out.
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            headingRef.current?.focus();
          }}
          className={
            'fixed inset-0 z-50 flex flex-col bg-background text-foreground outline-none ' +
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-xl ' +
            'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg sm:border sm:border-border sm:shadow-lg'
          }
        >
          <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-6">
            <p className="text-sm text-muted-foreground">{t('progress', { current: step + 1, total })}</p>
            <Button variant="ghost" onClick={handleSkip}>
              {tc('actions.skip')}
            </Button>
          </div>
          <div
            role="progressbar"
            aria-label={t('progressLabel')}
            aria-valuemin={1}
            aria-valuemax={total}
            aria-valuenow={step + 1}
            aria-valuetext={t('progress', { current: step + 1, total })}
            className="h-1 w-full bg-muted"
          >
            <div
              className="h-full bg-primary transition-all"
              style={{ width: `${((step + 1) / total) * 100}%` }}
            />
          </div>

          <div className="flex-1 overflow-y-auto px-4 py-5 sm:px-6">
            <div className="mb-4 grid gap-2">
              <DialogTitle asChild>
                <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
                  {t(`steps.${key}.title`)}
                </h2>
              </DialogTitle>
              <DialogDescription>{t(`steps.${key}.description`)}</DialogDescription>
            </div>
            {step === STEP.welcome && <WelcomeStep />}
            {step === STEP.dietaryPreferences && <DietaryPreferencesStep state={state} dispatch={dispatch} />}
            {step === STEP.householdInfo && (
              <HouseholdInfoStep
                state={state}
                dispatch={dispatch}
                draft={householdDraft ?? (state.householdSize === null ? '' : String(state.householdSize))}
                onDraftChange={setHouseholdDraft}
                error={householdError}
              />
            )}
            {step === STEP.cookingHabits && <CookingHabitsStep state={state} dispatch={dispatch} />}
            {step === STEP.appliances && (
              <AppliancesStep
                state={state}
                dispatch={dispatch}
                catalogue={catalogue.data?.catalogue ?? []}
                status={catalogue.status}
              />
            )}
            {step === STEP.pantry && <PantryStep state={state} dispatch={dispatch} />}
            {step === STEP.complete && <CompleteStep state={state} />}
          </div>

          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border px-4 py-3 sm:px-6">
            {step === STEP.complete ? (
              <>
                <Button variant="outline" onClick={handleRestart}>
                  {t('actions.startOver')}
                </Button>
                <Button onClick={handleFinish}>{t('actions.finish')}</Button>
              </>
            ) : (
              <>
                <Button variant="outline" onClick={handleBack} disabled={step === STEP.welcome}>
                  {tc('actions.back')}
                </Button>
                <Button onClick={handleNext}>{nextLabel}</Button>
              </>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPortal>
    </DialogPrimitive.Root>
  );
}
