import { CalendarPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  MEAL_SERVINGS_MAX,
  MEAL_SLOTS,
  MealPlanEntryInputSchema,
  type MealPlanEntryInput,
  type MealSlot,
} from '@shared/contracts/meal-plans';
import { ApiRequestError } from '../../lib/api';
import { deviceToday, useAddMealPlanEntry, useMealPlan } from '../../lib/meal-plan-queries';
import { toast } from '../../lib/toast-store';
import { translateServerMessage } from '../../lib/validation-messages';
import { Button, type ButtonProps } from '../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { NativeSelect } from '../ui/native-select';
import { Skeleton } from '../ui/skeleton';

/*
 * "Add to meal plan" from a recipe page or a "What can I cook" suggestion: a day (today first), a
 * meal (dinner first) and servings (the recipe's, else the household's), posted as one entry of
 * the plan; a toast opens the plan. The words are in the meal-prep-session namespace (addToPlan.*).
 */

const NS = 'meal-prep-session';
const DEFAULT_SLOT: MealSlot = 'dinner';
/** Servings when neither the recipe nor the plan says (the server's own default). */
const FALLBACK_SERVINGS = 2;

export type PlannableRecipe = { id: string; title: string; servings: number | null };

export type AddToPlanButtonProps = {
  recipe: PlannableRecipe;
  /** Servings to start with (the recipe page's scaled servings); else the recipe's. */
  servings?: number | undefined;
  /** Icon only (a list item), or icon and words (a recipe page). */
  compact?: boolean;
  className?: string;
  size?: ButtonProps['size'];
};

export function AddToPlanButton({
  recipe,
  servings,
  compact = false,
  className,
  size,
}: AddToPlanButtonProps) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size={size ?? (compact ? 'icon' : 'default')}
        className={className}
        aria-label={compact ? t('addToPlan.buttonNamed', { title: recipe.title }) : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <CalendarPlus aria-hidden="true" />
        {compact ? null : t('addToPlan.button')}
      </Button>
      {open && <AddToPlanDialog recipe={recipe} servings={servings} onClose={() => setOpen(false)} />}
    </>
  );
}

export type AddToPlanDialogProps = {
  recipe: PlannableRecipe;
  servings?: number | undefined;
  onClose: () => void;
};

/**
 * The dialog itself. It reads today's plan first (GET /api/meal-plans?from=<today>&days=1, the
 * dashboard's query): the server knows the household's today and its usual servings.
 */
export function AddToPlanDialog({ recipe, servings, onClose }: AddToPlanDialogProps) {
  const { t } = useTranslation(NS);
  const [guess] = useState(() => deviceToday());
  const plan = useMealPlan(guess, 1);
  // Offline the read waits for the network ('paused'): the form does not wait with it.
  const waiting = plan.isPending && plan.fetchStatus === 'fetching';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('addToPlan.title')}</DialogTitle>
          <DialogDescription>{t('addToPlan.description', { title: recipe.title })}</DialogDescription>
        </DialogHeader>
        {waiting ? (
          <div className="grid gap-3" aria-busy="true">
            <span className="sr-only">{t('addToPlan.loading')}</span>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : (
          // Without the plan (offline, an error) the device's date and the recipe's servings do.
          <AddToPlanForm
            recipe={recipe}
            defaults={{
              date: plan.data?.today ?? guess,
              servings: servings ?? recipe.servings ?? plan.data?.defaultServings ?? FALLBACK_SERVINGS,
            }}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

type FieldErrors = Partial<Record<'date' | 'servings', string>>;

function AddToPlanForm({
  recipe,
  defaults,
  onClose,
}: {
  recipe: PlannableRecipe;
  defaults: { date: string; servings: number };
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const [, navigate] = useLocation();
  const add = useAddMealPlanEntry();
  const [date, setDate] = useState(defaults.date);
  const [slot, setSlot] = useState<MealSlot>(DEFAULT_SLOT);
  const [servings, setServings] = useState(
    String(Math.min(MEAL_SERVINGS_MAX, Math.max(1, defaults.servings))),
  );
  const [errors, setErrors] = useState<FieldErrors>({});

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input: MealPlanEntryInput = {
      date,
      slot,
      recipeId: recipe.id,
      servings: servings.trim() === '' ? Number.NaN : Number(servings),
    };
    const parsed = MealPlanEntryInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'date') next.date = t('addToPlan.dateInvalid');
        else if (field === 'servings')
          next.servings = t('addToPlan.servingsInvalid', { max: MEAL_SERVINGS_MAX });
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync(parsed.data);
      onClose();
      toast({
        title: t('addToPlan.added'),
        description: t('addToPlan.addedWhen', {
          title: recipe.title,
          slot: t(`slots.${slot}`),
          date: formatDate(i18n.language, date),
        }),
        action: {
          label: t('addToPlan.open'),
          altText: t('addToPlan.openAlt'),
          onClick: () => navigate('/meal-prep-plan'),
        },
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('addToPlan.failed'),
        description:
          error instanceof ApiRequestError
            ? translateServerMessage(error.serverMessage ?? undefined)
            : undefined,
      });
    }
  };

  return (
    <form className="grid gap-4" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <FormField label={t('addToPlan.date')} error={errors.date} required>
        <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
      </FormField>
      <FormField label={t('addToPlan.slot')}>
        <NativeSelect value={slot} onChange={(event) => setSlot(event.target.value as MealSlot)}>
          {MEAL_SLOTS.map((value) => (
            <option key={value} value={value}>
              {t(`slots.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('addToPlan.servings')} error={errors.servings} required>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={MEAL_SERVINGS_MAX}
          step={1}
          value={servings}
          onChange={(event) => setServings(event.target.value)}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('addToPlan.cancel')}
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t('addToPlan.adding') : t('addToPlan.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** "Thursday, 5 November" for a calendar date, in the reader's language. */
function formatDate(language: string, date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(parsed);
}
