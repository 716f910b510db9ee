import { Check, Clock, Minus, Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MEAL_NOTE_MAX,
  MEAL_SERVINGS_MAX,
  MealPlanEntryInputSchema,
  type MealPlanEntryInput,
  type MealSlot,
} from '@shared/contracts/meal-plans';
import { formatDuration, recipeMinutes } from '../../components/recipes/recipe-format';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAddMealPlanEntry } from '../../lib/meal-plan-queries';
import { toast } from '../../lib/toast-store';
import { useDebounced } from '../../lib/use-debounced';
import { useValidationMessage } from '../../lib/validation-messages';
import { failureReason, useRecipeSearch, useRecipeTitle } from './meal-plan-api';
import { weekdayName } from './meal-plan-format';
import { DayAndSlotFields } from './plan-target-dialog';

export type AddTarget = { date: string; slot: MealSlot; recipeId?: string };

type Chosen = { id: string; title: string };

/**
 * Adds a meal: a recipe found by its title (the search asks the server when the typing pauses) or
 * a free note ("Eat out"), on a day of the shown week and a meal, for some servings (the
 * household's size to start with).
 */
export function PlanAddDialog({
  days,
  target,
  defaultServings,
  onClose,
}: {
  days: readonly string[];
  target: AddTarget;
  defaultServings: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('meal-prep');
  const language = i18n.language ?? 'en';
  const translate = useValidationMessage();
  // The new meal shows in the week at once; the dialog does not wait for the week to be read again.
  const add = useAddMealPlanEntry({ placeAtOnce: true });
  const searchId = useId();
  const [date, setDate] = useState(target.date);
  const [slot, setSlot] = useState<MealSlot>(target.slot);
  const [mode, setMode] = useState<'recipe' | 'note'>('recipe');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 250);
  const results = useRecipeSearch(q);
  const preset = useRecipeTitle(target.recipeId ?? null);
  const [picked, setPicked] = useState<Chosen | null>(null);
  const [note, setNote] = useState('');
  const [servings, setServings] = useState(String(defaultServings));
  const [error, setError] = useState<string | null>(null);

  const chosen: Chosen | null =
    picked ??
    (target.recipeId
      ? { id: target.recipeId, title: preset.data?.title ?? t('plan.add.loadingRecipe') }
      : null);
  const servingsNumber = /^\d+$/.test(servings.trim()) ? Number(servings.trim()) : Number.NaN;
  const step = (delta: number) =>
    setServings((current) => {
      const value = /^\d+$/.test(current.trim()) ? Number(current.trim()) : defaultServings;
      return String(Math.min(MEAL_SERVINGS_MAX, Math.max(1, value + delta)));
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input: MealPlanEntryInput = {
      date,
      slot,
      servings: servingsNumber,
      ...(mode === 'recipe'
        ? chosen
          ? { recipeId: chosen.id }
          : {}
        : note.trim()
          ? { note: note.trim() }
          : {}),
    };
    const parsed = MealPlanEntryInputSchema.safeParse(input);
    if (!parsed.success) {
      setError(translate(parsed.error.issues[0]?.message) ?? null);
      return;
    }
    setError(null);
    try {
      const entry = await add.mutateAsync(parsed.data);
      toast({
        title: t('plan.add.done', {
          title: entry.recipe?.title ?? entry.note ?? '',
          meal: t(`plan.cell.meal.${slot}`, { day: weekdayName(language, date) }),
        }),
      });
      onClose();
    } catch (failure) {
      setError(failureReason(failure) ?? t('plan.add.failed'));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('plan.add.title')}</DialogTitle>
          <DialogDescription>{t('plan.add.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid min-w-0 gap-4" onSubmit={(event) => void submit(event)}>
          <DayAndSlotFields days={days} date={date} slot={slot} onDate={setDate} onSlot={setSlot} />
          <Tabs value={mode} onValueChange={(value) => setMode(value === 'note' ? 'note' : 'recipe')}>
            <TabsList aria-label={t('plan.add.kind')}>
              <TabsTrigger value="recipe">{t('plan.add.recipeTab')}</TabsTrigger>
              <TabsTrigger value="note">{t('plan.add.noteTab')}</TabsTrigger>
            </TabsList>
            <TabsContent value="recipe" className="grid min-w-0 gap-2">
              <Label htmlFor={searchId}>{t('plan.add.search')}</Label>
              <Input
                id={searchId}
                type="search"
                autoComplete="off"
                placeholder={t('plan.add.searchPlaceholder')}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              {chosen && (
                <p className="text-sm" aria-live="polite">
                  {t('plan.add.chosen', { title: chosen.title })}
                </p>
              )}
              <ul aria-label={t('plan.add.results')} className="grid max-h-56 gap-1 overflow-y-auto">
                {(results.data ?? []).map((recipe) => {
                  const isChosen = chosen?.id === recipe.id;
                  const minutes = recipeMinutes(recipe);
                  return (
                    <li key={recipe.id}>
                      <Button
                        variant={isChosen ? 'secondary' : 'ghost'}
                        aria-pressed={isChosen}
                        className="h-auto w-full justify-start py-2 text-start whitespace-normal"
                        onClick={() => setPicked({ id: recipe.id, title: recipe.title })}
                      >
                        {isChosen ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
                        <span className="min-w-0 flex-1 break-words">{recipe.title}</span>
                        {minutes !== null && (
                          <span className="inline-flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
                            <Clock className="size-3" aria-hidden="true" />
                            {formatDuration(language, minutes)}
                          </span>
                        )}
                      </Button>
                    </li>
                  );
                })}
                {results.isSuccess && results.data.length === 0 && (
                  <li className="px-2 text-sm text-muted-foreground">{t('plan.add.noResults')}</li>
                )}
              </ul>
            </TabsContent>
            <TabsContent value="note" className="grid gap-2">
              <FormField label={t('plan.add.note')} hint={t('plan.add.noteHint')}>
                <Input
                  maxLength={MEAL_NOTE_MAX}
                  placeholder={t('plan.add.notePlaceholder')}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
              </FormField>
            </TabsContent>
          </Tabs>
          <div className="flex items-end gap-2">
            <FormField label={t('plan.add.servings')} className="w-28">
              <Input
                inputMode="numeric"
                value={servings}
                onChange={(event) => setServings(event.target.value)}
              />
            </FormField>
            <Button variant="outline" size="icon" aria-label={t('plan.entry.fewer')} onClick={() => step(-1)}>
              <Minus aria-hidden="true" />
            </Button>
            <Button variant="outline" size="icon" aria-label={t('plan.entry.more')} onClick={() => step(1)}>
              <Plus aria-hidden="true" />
            </Button>
          </div>
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive-ink">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('plan.cancel')}
            </Button>
            <Button type="submit" disabled={add.isPending}>
              <Plus aria-hidden="true" />
              {t('plan.add.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
