import { Minus, Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplianceCatalogueItem } from '@shared/contracts/appliances';
import { COOKING_FREQUENCIES, DIETARY_PREFERENCES, PANTRY_SIZES } from '@shared/contracts/onboarding';
import { DIETARY_FLAG_KEYS } from '../../components/recipes/recipe-format';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { cn } from '../../components/ui/utils';
import {
  HOUSEHOLD_SIZE_MAX,
  HOUSEHOLD_SIZE_MIN,
  type CookingFrequency,
  type OnboardingEvent,
  type OnboardingState,
  type PantrySize,
} from './onboarding-machine';

type StepProps = { state: OnboardingState; dispatch: (event: OnboardingEvent) => void };

export const FREQUENCY_KEYS: Record<CookingFrequency, string> = {
  Daily: 'daily',
  '4-6 times a week': 'fourToSix',
  '2-3 times a week': 'twoToThree',
  'Once a week': 'onceAWeek',
  Rarely: 'rarely',
};

const optionCard =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-card px-3 py-2 text-sm transition-colors ' +
  'hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary/10 ' +
  'has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/10 ' +
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring';

function Fieldset({
  legend,
  children,
  className,
}: {
  legend: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn('grid gap-2', className)}>
      <legend className="sr-only">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function WelcomeStep() {
  const { t } = useTranslation('onboarding');
  return (
    <ul className="grid gap-2 text-sm">
      {(['preferences', 'household', 'appliances', 'pantry'] as const).map((key) => (
        <li key={key} className="flex gap-2">
          <span aria-hidden="true" className="text-primary-ink">
            •
          </span>
          {t(`steps.welcome.points.${key}`)}
        </li>
      ))}
    </ul>
  );
}

export function DietaryPreferencesStep({ state, dispatch }: StepProps) {
  const { t } = useTranslation('onboarding');
  const baseId = useId();
  return (
    <Fieldset legend={t('steps.dietaryPreferences.title')} className="grid-cols-1 min-[360px]:grid-cols-2">
      {DIETARY_PREFERENCES.map((preference) => {
        const id = `${baseId}-${DIETARY_FLAG_KEYS[preference]}`;
        return (
          <label key={preference} htmlFor={id} className={optionCard}>
            <Checkbox
              id={id}
              checked={state.dietaryPreferences.includes(preference)}
              onCheckedChange={() => dispatch({ type: 'togglePreference', preference })}
            />
            <span>{t(`dietary.${DIETARY_FLAG_KEYS[preference]}`)}</span>
          </label>
        );
      })}
    </Fieldset>
  );
}

export function parseHouseholdSize(raw: string): number | null | 'invalid' {
  const text = raw.trim();
  if (text === '') return null;
  if (!/^\d{1,2}$/.test(text)) return 'invalid';
  const n = Number(text);
  return n >= HOUSEHOLD_SIZE_MIN && n <= HOUSEHOLD_SIZE_MAX ? n : 'invalid';
}

export function HouseholdInfoStep({
  state,
  dispatch,
  draft,
  onDraftChange,
  error,
}: StepProps & { draft: string; onDraftChange: (value: string) => void; error: string | null }) {
  const { t } = useTranslation('onboarding');
  const id = useId();
  const size = state.householdSize;
  const setSize = (value: number) => {
    onDraftChange(String(value));
    dispatch({ type: 'setHouseholdSize', householdSize: value });
  };
  return (
    <div className="grid gap-3">
      <Label htmlFor={id}>{t('steps.householdInfo.label')}</Label>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={t('steps.householdInfo.decrease')}
          disabled={size === null || size <= HOUSEHOLD_SIZE_MIN}
          onClick={() => size !== null && setSize(size - 1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          className="w-20 text-center"
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            onDraftChange(event.target.value);
            const parsed = parseHouseholdSize(event.target.value);
            if (parsed !== 'invalid') dispatch({ type: 'setHouseholdSize', householdSize: parsed });
          }}
        />
        <Button
          variant="outline"
          size="icon"
          aria-label={t('steps.householdInfo.increase')}
          disabled={size !== null && size >= HOUSEHOLD_SIZE_MAX}
          onClick={() => setSize(size === null ? HOUSEHOLD_SIZE_MIN : size + 1)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('steps.householdInfo.hint', { min: HOUSEHOLD_SIZE_MIN, max: HOUSEHOLD_SIZE_MAX })}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive-ink">
          {error}
        </p>
      )}
    </div>
  );
}

export function CookingHabitsStep({ state, dispatch }: StepProps) {
  const { t } = useTranslation('onboarding');
  const name = useId();
  return (
    <Fieldset legend={t('steps.cookingHabits.title')}>
      {COOKING_FREQUENCIES.map((frequency) => (
        <label key={frequency} className={optionCard}>
          <input
            type="radio"
            name={name}
            value={frequency}
            className="size-4 accent-(--primary)"
            checked={state.cookingFrequency === frequency}
            onChange={() => dispatch({ type: 'setCookingFrequency', cookingFrequency: frequency })}
          />
          <span>{t(`frequency.${FREQUENCY_KEYS[frequency]}`)}</span>
        </label>
      ))}
    </Fieldset>
  );
}

export function AppliancesStep({
  state,
  dispatch,
  catalogue,
  status,
}: StepProps & { catalogue: ApplianceCatalogueItem[]; status: 'pending' | 'error' | 'success' }) {
  const { t } = useTranslation('onboarding');
  const baseId = useId();
  const categories = [...new Set(catalogue.map((item) => item.category))];
  return (
    <div className="grid gap-4">
      <div className="flex items-start justify-between gap-3 rounded-lg border border-border p-3">
        <div className="grid gap-1">
          <Label htmlFor={`${baseId}-defaults`}>{t('steps.appliances.useCommonDefaults')}</Label>
          <p id={`${baseId}-defaults-hint`} className="text-sm text-muted-foreground">
            {t('steps.appliances.useCommonDefaultsHint')}
          </p>
        </div>
        <Switch
          id={`${baseId}-defaults`}
          aria-describedby={`${baseId}-defaults-hint`}
          checked={state.useCommonDefaults}
          onCheckedChange={(checked) =>
            dispatch({ type: 'setUseCommonDefaults', useCommonDefaults: checked })
          }
        />
      </div>
      {status === 'pending' && (
        <div className="grid gap-2" aria-busy="true">
          <p className="text-sm text-muted-foreground">{t('steps.appliances.loading')}</p>
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
        </div>
      )}
      {status === 'error' && (
        <p role="alert" className="text-sm text-muted-foreground">
          {t('steps.appliances.loadFailed')}
        </p>
      )}
      {status === 'success' && (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('steps.appliances.selectedCount', { count: state.selectedAppliances.length })}
          </p>
          {categories.map((category) => (
            <fieldset key={category} className="grid gap-2">
              <legend className="mb-1 text-sm font-semibold">
                {t(`categories.${category}`, { defaultValue: category })}
              </legend>
              <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
                {catalogue
                  .filter((item) => item.category === category)
                  .map((item) => {
                    const id = `${baseId}-${item.slug}`;
                    return (
                      <label key={item.slug} htmlFor={id} className={optionCard}>
                        <Checkbox
                          id={id}
                          checked={state.selectedAppliances.includes(item.slug)}
                          onCheckedChange={() => dispatch({ type: 'toggleAppliance', slug: item.slug })}
                        />
                        <span>{t(`applianceNames.${item.slug}`, { defaultValue: item.name })}</span>
                      </label>
                    );
                  })}
              </div>
            </fieldset>
          ))}
        </>
      )}
    </div>
  );
}

export function PantryStep({ state, dispatch }: StepProps) {
  const { t } = useTranslation('onboarding');
  const name = useId();
  return (
    <Fieldset legend={t('steps.pantry.title')}>
      {PANTRY_SIZES.map((size: PantrySize) => (
        <label key={size} className={cn(optionCard, 'items-start py-3')}>
          <input
            type="radio"
            name={name}
            value={size}
            className="mt-0.5 size-4 accent-(--primary)"
            checked={state.pantrySize === size}
            onChange={() => dispatch({ type: 'setPantrySize', pantrySize: size })}
            aria-describedby={`${name}-${size}-hint`}
          />
          <span className="grid gap-0.5">
            <span className="font-medium">{t(`pantrySize.${size}.label`)}</span>
            <span id={`${name}-${size}-hint`} className="text-muted-foreground">
              {t(`pantrySize.${size}.description`)}
            </span>
          </span>
        </label>
      ))}
    </Fieldset>
  );
}

export function CompleteStep({ state }: { state: OnboardingState }) {
  const { t } = useTranslation('onboarding');
  const none = t('steps.complete.notAnswered');
  const rows: Array<[string, string]> = [
    [
      t('steps.complete.summary.dietaryPreferences'),
      state.dietaryPreferences.length
        ? state.dietaryPreferences.map((p) => t(`dietary.${DIETARY_FLAG_KEYS[p]}`)).join(', ')
        : none,
    ],
    [
      t('steps.complete.summary.householdSize'),
      state.householdSize === null ? none : t('steps.complete.people', { count: state.householdSize }),
    ],
    [
      t('steps.complete.summary.cookingFrequency'),
      state.cookingFrequency ? t(`frequency.${FREQUENCY_KEYS[state.cookingFrequency]}`) : none,
    ],
    [t('steps.complete.summary.pantrySize'), t(`pantrySize.${state.pantrySize}.label`)],
  ];
  return (
    <dl className="grid gap-3 rounded-lg border border-border p-3 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-0.5">
          <dt className="font-medium">{term}</dt>
          <dd className="text-muted-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
