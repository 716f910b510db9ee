import {
  CalendarDays,
  CalendarPlus,
  ChefHat,
  ChevronLeft,
  ChevronRight,
  RefreshCw,
  ShoppingCart,
  Sparkles,
} from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'wouter';
import type { MealPlanEntry, MealPlanResponse, MealSlot } from '@shared/contracts/meal-plans';
import { startOfWeek } from '@shared/domain/week-start';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../components/ui/utils';
import { deviceToday, useMealPlan } from '../../lib/meal-plan-queries';
import { toast } from '../../lib/toast-store';
import { usePreloadValidationMessages } from '../../lib/validation-messages';
import {
  PLAN_DAYS,
  failureReason,
  useCopyEntry,
  useCreatePrepSession,
  useDeleteEntry,
  usePlanShoppingList,
  useRestoreEntry,
  useSwapEntry,
  useUpdateEntry,
} from './meal-plan-api';
import {
  entryTitle,
  guessWeekStartsOn,
  rememberWeekStartsOn,
  weekDays,
  weekFrom,
  weekRange,
  weekdayName,
} from './meal-plan-format';
import { PlanAddDialog, type AddTarget } from './plan-add-dialog';
import { PlanCalendarFeedDialog } from './plan-calendar-feed';
import type { EntryActions } from './plan-entry-menu';
import { DEFAULT_GENERATE_CHOICES, PlanGenerateDialog, type GenerateChoices } from './plan-generate-dialog';
import { PlanTargetDialog } from './plan-target-dialog';
import { PlanDayView, PlanWeekGrid, useIsPhone } from './plan-week';

type OpenDialog =
  | ({ kind: 'add' } & AddTarget)
  | { kind: 'move' | 'copy'; entry: MealPlanEntry }
  | { kind: 'generate' }
  | { kind: 'feed' }
  | null;

/** A change that failed: what it was, and the server's reason in the reader's language. */
function showFailure(title: string, error: unknown): void {
  toast({ variant: 'destructive', title, description: failureReason(error) });
}

/** A week answered for the reader's own first day (not the guess the first request was made with). */
const isWholeWeek = (plan: MealPlanResponse) => startOfWeek(plan.from, plan.weekStartsOn) === plan.from;

/**
 * /meal-prep-plan: the household's week of meals. A calendar (one day at a time on phones) of
 * breakfast, lunch, dinner and snack, recipes or notes in each; one-click meal prep fills the
 * week; the week's shopping list and prep session are a button away; and the plan can be
 * subscribed to from a calendar app.
 */
export function MealPrepPlanPage() {
  const { t, i18n } = useTranslation('meal-prep');
  const language = i18n.language ?? 'en';
  usePreloadValidationMessages();
  const [, navigate] = useLocation();
  const [params, setParams] = useSearchParams();
  const isPhone = useIsPhone();

  // Today and the first day of the week are the server's (the household's zone, the reader's
  // region); until it answers, this device's and the last ones it said.
  const [meta, setMeta] = useState(() => ({ today: deviceToday(), weekStartsOn: guessWeekStartsOn() }));
  const [offset, setOffset] = useState(0);
  const from = weekFrom(meta.today, meta.weekStartsOn, offset);
  // The week before stays on screen while the next one loads.
  const plan = useMealPlan(from, PLAN_DAYS, { keepPrevious: true });
  const data = plan.data;
  if (data && (data.today !== meta.today || data.weekStartsOn !== meta.weekStartsOn)) {
    setMeta({ today: data.today, weekStartsOn: data.weekStartsOn });
  }
  const knownWeekStart = data?.weekStartsOn;
  useEffect(() => {
    if (knownWeekStart !== undefined) rememberWeekStartsOn(knownWeekStart);
  }, [knownWeekStart]);

  const shown = data && isWholeWeek(data) ? data : undefined;
  const isSwitching = shown !== undefined && shown.from !== from;
  const days = useMemo(() => weekDays(from, PLAN_DAYS), [from]);
  const shownDays = useMemo(() => (shown ? weekDays(shown.from, PLAN_DAYS) : days), [shown, days]);
  const today = meta.today;

  const [selectedDay, setSelectedDay] = useState<string | null>(null);
  const dayShown =
    selectedDay && shownDays.includes(selectedDay)
      ? selectedDay
      : shownDays.includes(today)
        ? today
        : shownDays[0]!;

  // Dialogs; a link from a recipe (?add=<id>) opens the add dialog on today's dinner once.
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const addParam = params.get('add');
  const open: OpenDialog =
    dialog ??
    (addParam && shown && !isSwitching
      ? { kind: 'add', date: days.includes(today) ? today : days[0]!, slot: 'dinner', recipeId: addParam }
      : null);
  const closeDialog = useCallback(() => {
    setDialog(null);
    setParams(
      (previous) => {
        if (!previous.has('add')) return previous;
        const next = new URLSearchParams(previous);
        next.delete('add');
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  const [choices, setChoices] = useState<GenerateChoices>(DEFAULT_GENERATE_CHOICES);
  const [seed, setSeed] = useState<number | null>(null);

  // -------------------------------------------------------------------------------------------
  // Entry changes

  // The mutate functions are stable, so the actions below are made once per language.
  const { mutate: updateEntry } = useUpdateEntry();
  const { mutate: copyEntry } = useCopyEntry();
  const { mutate: swapEntry } = useSwapEntry();
  const { mutate: deleteEntry } = useDeleteEntry();
  const { mutate: restoreEntry } = useRestoreEntry();

  const mealName = useCallback(
    (date: string, slot: MealSlot) => t(`plan.cell.meal.${slot}`, { day: weekdayName(language, date) }),
    [t, language],
  );

  const move = useCallback(
    (entry: MealPlanEntry, date: string, slot: MealSlot) =>
      updateEntry(
        { id: entry.id, patch: { date, slot } },
        {
          onSuccess: () =>
            toast({ title: t('plan.entry.moved', { title: entryTitle(entry), meal: mealName(date, slot) }) }),
          onError: (error) => showFailure(t('plan.errors.move'), error),
        },
      ),
    [updateEntry, t, mealName],
  );

  const actions: EntryActions = useMemo(
    () => ({
      onServings: (entry, servings) =>
        updateEntry(
          { id: entry.id, patch: { servings } },
          { onError: (error) => showFailure(t('plan.errors.servings'), error) },
        ),
      onToggleLock: (entry) =>
        updateEntry(
          { id: entry.id, patch: { locked: !entry.locked } },
          {
            onSuccess: (next) =>
              toast({
                title: next.locked
                  ? t('plan.entry.lockedDone', { title: entryTitle(next) })
                  : t('plan.entry.unlockedDone', { title: entryTitle(next) }),
              }),
            onError: (error) => showFailure(t('plan.errors.lock'), error),
          },
        ),
      onSwap: (entry) =>
        swapEntry(entry.id, {
          onSuccess: (next) =>
            toast({ title: t('plan.entry.swapped', { before: entryTitle(entry), after: entryTitle(next) }) }),
          onError: (error) => showFailure(t('plan.errors.swap'), error),
        }),
      onMove: (entry) => setDialog({ kind: 'move', entry }),
      onCopy: (entry) => setDialog({ kind: 'copy', entry }),
      onDelete: (entry) =>
        deleteEntry(entry, {
          onSuccess: () =>
            toast({
              title: t('plan.entry.deleted', {
                title: entryTitle(entry),
                meal: mealName(entry.date, entry.slot),
              }),
              action: {
                label: t('plan.undo'),
                altText: t('plan.undoAlt'),
                onClick: () =>
                  restoreEntry(entry, { onError: (error) => showFailure(t('plan.errors.undo'), error) }),
              },
            }),
          onError: (error) => showFailure(t('plan.errors.delete'), error),
        }),
    }),
    [updateEntry, swapEntry, deleteEntry, restoreEntry, t, mealName],
  );

  const copyTo = (entry: MealPlanEntry, date: string, slot: MealSlot) =>
    copyEntry(
      { id: entry.id, date, slot },
      {
        onSuccess: () =>
          toast({ title: t('plan.entry.copied', { title: entryTitle(entry), meal: mealName(date, slot) }) }),
        onError: (error) => showFailure(t('plan.errors.copy'), error),
      },
    );

  const drop = (entryId: string, date: string, slot: MealSlot) => {
    const entry = shown?.entries.find((e) => e.id === entryId);
    if (entry) move(entry, date, slot);
  };

  // -------------------------------------------------------------------------------------------
  // The week at once

  const shopping = usePlanShoppingList();
  const prep = useCreatePrepSession();

  const makeShoppingList = () =>
    shopping.mutate(
      { from },
      {
        onSuccess: (result) => {
          const count = result.added.length + result.updated.length;
          toast({
            title: count === 0 ? t('plan.shopping.nothing') : t('plan.shopping.done', { count }),
            action: {
              label: t('plan.shopping.open'),
              altText: t('plan.shopping.openAlt'),
              onClick: () => navigate('/shopping-lists'),
            },
          });
        },
        onError: (error) => showFailure(t('plan.shopping.failed'), error),
      },
    );

  const planPrep = () =>
    prep.mutate(
      { from },
      {
        onSuccess: (session) => navigate(`/weeklymealprep/${encodeURIComponent(session.id)}`),
        onError: (error) => showFailure(t('plan.prep.failed'), error),
      },
    );

  const openGenerate = () => setDialog({ kind: 'generate' });
  const add = useCallback((date: string, slot: MealSlot) => setDialog({ kind: 'add', date, slot }), []);

  // -------------------------------------------------------------------------------------------

  const range = weekRange(language, days[0]!, days[days.length - 1]!);

  return (
    <div className="grid min-w-0 gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{t('plan.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('plan.description')}</p>
        </div>
        <Button size="lg" onClick={openGenerate} className="max-sm:w-full">
          <Sparkles aria-hidden="true" />
          {t('plan.generate.open')}
        </Button>
      </header>

      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={shopping.isPending} onClick={makeShoppingList}>
          <ShoppingCart aria-hidden="true" />
          {t('plan.shopping.button')}
        </Button>
        <Button variant="outline" size="sm" disabled={prep.isPending} onClick={planPrep}>
          <ChefHat aria-hidden="true" />
          {t('plan.prep.button')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setDialog({ kind: 'feed' })}>
          <CalendarPlus aria-hidden="true" />
          {t('plan.feed.button')}
        </Button>
      </div>

      <section aria-labelledby="plan-week-heading" className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="plan-week-heading" className="text-lg font-semibold" aria-live="polite">
            {range}
          </h2>
          <div className="flex items-center gap-1">
            <Button
              variant="outline"
              size="icon"
              className="size-9"
              aria-label={t('plan.week.previous')}
              onClick={() => setOffset((o) => o - 1)}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="h-9"
              disabled={offset === 0}
              onClick={() => setOffset(0)}
            >
              {t('plan.week.current')}
            </Button>
            <Button
              variant="outline"
              size="icon"
              className="size-9"
              aria-label={t('plan.week.next')}
              onClick={() => setOffset((o) => o + 1)}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>

        {plan.isError && !plan.isFetching ? (
          <LoadError onRetry={() => void plan.refetch()} />
        ) : !shown ? (
          <Loading />
        ) : (
          <>
            {shown.entries.length === 0 && !isSwitching && <EmptyWeekHint onGenerate={openGenerate} />}
            <div
              aria-busy={isSwitching || undefined}
              className={cn('min-w-0 transition-opacity', isSwitching && 'opacity-60')}
            >
              {isPhone ? (
                <PlanDayView
                  days={shownDays}
                  today={today}
                  entries={shown.entries}
                  actions={actions}
                  onAdd={add}
                  selected={dayShown}
                  onSelect={setSelectedDay}
                />
              ) : (
                <PlanWeekGrid
                  days={shownDays}
                  today={today}
                  entries={shown.entries}
                  actions={actions}
                  onAdd={add}
                  onDrop={drop}
                  label={t('plan.calendarLabel', {
                    range: weekRange(language, shownDays[0]!, shownDays[6]!),
                  })}
                />
              )}
            </div>
          </>
        )}
      </section>

      {open?.kind === 'add' && (
        <PlanAddDialog
          key={`${open.date}-${open.slot}-${open.recipeId ?? ''}`}
          days={days}
          target={open}
          defaultServings={shown?.defaultServings ?? 2}
          onClose={closeDialog}
        />
      )}
      {(open?.kind === 'move' || open?.kind === 'copy') && (
        <PlanTargetDialog
          mode={open.kind}
          entry={open.entry}
          days={shownDays}
          onConfirm={(date, slot) =>
            open.kind === 'move' ? move(open.entry, date, slot) : copyTo(open.entry, date, slot)
          }
          onClose={closeDialog}
        />
      )}
      {open?.kind === 'generate' && (
        <PlanGenerateDialog
          from={from}
          choices={choices}
          seed={seed}
          onDone={(next, nextSeed) => {
            setChoices(next);
            setSeed(nextSeed);
          }}
          onClose={closeDialog}
        />
      )}
      {open?.kind === 'feed' && <PlanCalendarFeedDialog onClose={closeDialog} />}
    </div>
  );
}

function Loading() {
  const { t } = useTranslation('meal-prep');
  return (
    <div className="grid gap-2" aria-busy="true" aria-label={t('plan.loading')} role="status">
      <Skeleton className="h-10 w-full" />
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-24 w-full" />
      ))}
    </div>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('meal-prep');
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-2 rounded-md border border-destructive p-4 text-sm"
    >
      <p>{t('plan.loadFailed')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        {t('plan.retry')}
      </Button>
    </div>
  );
}

/** What an empty week says: the generator plans it, or each "+" adds a meal. */
function EmptyWeekHint({ onGenerate }: { onGenerate: () => void }) {
  const { t } = useTranslation('meal-prep');
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-4">
      <CalendarDays className="size-6 shrink-0 text-primary-ink" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 basis-56 gap-0.5">
        <p className="font-medium">{t('plan.empty.title')}</p>
        <p className="text-sm text-muted-foreground">{t('plan.empty.description')}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={onGenerate}>
        <Sparkles aria-hidden="true" />
        {t('plan.generate.open')}
      </Button>
    </div>
  );
}
