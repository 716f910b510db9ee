import { Shuffle, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEAL_PLAN_DAYS_MAX, type GeneratePlanInput, type MealSlot } from '@shared/contracts/meal-plans';
import { formatDuration } from '../../components/recipes/recipe-format';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { toast } from '../../lib/toast-store';
import { failureReason, useGeneratePlan } from './meal-plan-api';
import { MEAL_SLOTS, longDate } from './meal-plan-format';

/** The time budgets offered per recipe, in minutes; none means any time. */
export const TIME_BUDGETS = [30, 45, 60, 90] as const;

/** What the generator was asked last, so the dialog opens as it was left. */
export type GenerateChoices = { slots: MealSlot[]; days: number; maxMinutes: number | null };

export const DEFAULT_GENERATE_CHOICES: GenerateChoices = { slots: ['dinner'], days: 7, maxMinutes: null };

const randomSeed = () => Math.floor(Math.random() * 2 ** 31);

/**
 * One-click meal prep: which meals to plan, for how many days from the shown week's first, and how
 * long a recipe may take. "Plan the week" asks again with the last plan's seed (so a changed time
 * budget keeps the same ideas where they still fit); "New ideas" sends a new one. Locked meals and
 * those added by hand are kept (the server's rule).
 */
export function PlanGenerateDialog({
  from,
  choices,
  seed,
  onDone,
  onClose,
}: {
  from: string;
  choices: GenerateChoices;
  /** The last plan's seed, or null before the first. */
  seed: number | null;
  onDone: (choices: GenerateChoices, seed: number) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('meal-prep');
  const language = i18n.language ?? 'en';
  const generate = useGeneratePlan();
  const id = useId();
  const [slots, setSlots] = useState<MealSlot[]>(choices.slots);
  const [days, setDays] = useState(choices.days);
  const [maxMinutes, setMaxMinutes] = useState<number | null>(choices.maxMinutes);
  const [error, setError] = useState<string | null>(null);

  const toggle = (slot: MealSlot, on: boolean) =>
    setSlots((current) =>
      on ? MEAL_SLOTS.filter((s) => s === slot || current.includes(s)) : current.filter((s) => s !== slot),
    );

  const run = async (reshuffle: boolean) => {
    if (slots.length === 0) {
      setError(t('plan.generate.noSlots'));
      return;
    }
    setError(null);
    const nextSeed = reshuffle ? randomSeed() : seed;
    const input: GeneratePlanInput = {
      from,
      days,
      slots,
      maxMinutes,
      ...(nextSeed === null ? {} : { seed: nextSeed }),
    };
    try {
      const result = await generate.mutateAsync(input);
      onDone({ slots, days, maxMinutes }, result.seed);
      const planned = result.entries.length;
      if (result.unfilled > 0) {
        toast({
          variant: 'warning',
          title: t('plan.generate.done', { count: planned }),
          description: t('plan.generate.unfilled', { count: result.unfilled }),
        });
      } else {
        toast({ title: t('plan.generate.done', { count: planned }) });
      }
      onClose();
    } catch (failure) {
      setError(failureReason(failure) ?? t('plan.generate.failed'));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('plan.generate.title')}</DialogTitle>
          <DialogDescription>{t('plan.generate.description')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void run(false);
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('plan.generate.meals')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {MEAL_SLOTS.map((slot) => (
                <div key={slot} className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-${slot}`}
                    checked={slots.includes(slot)}
                    onCheckedChange={(value) => toggle(slot, value === true)}
                  />
                  <Label htmlFor={`${id}-${slot}`}>{t(`plan.slots.${slot}`)}</Label>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField
              label={t('plan.generate.days')}
              hint={t('plan.generate.from', { date: longDate(language, from) })}
            >
              <NativeSelect value={String(days)} onChange={(event) => setDays(Number(event.target.value))}>
                {Array.from({ length: MEAL_PLAN_DAYS_MAX }, (_, index) => index + 1).map((count) => (
                  <option key={count} value={count}>
                    {t('plan.generate.dayCount', { count })}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t('plan.generate.time')}>
              <NativeSelect
                value={maxMinutes === null ? '' : String(maxMinutes)}
                onChange={(event) => setMaxMinutes(event.target.value ? Number(event.target.value) : null)}
              >
                <option value="">{t('plan.generate.anyTime')}</option>
                {TIME_BUDGETS.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {t('plan.generate.upTo', { time: formatDuration(language, minutes) })}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <p className="text-sm text-muted-foreground">{t('plan.generate.kept')}</p>
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive-ink">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('plan.cancel')}
            </Button>
            <Button variant="outline" disabled={generate.isPending} onClick={() => void run(true)}>
              <Shuffle aria-hidden="true" />
              {t('plan.generate.newIdeas')}
            </Button>
            <Button type="submit" disabled={generate.isPending}>
              <Sparkles aria-hidden="true" />
              {t('plan.generate.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
