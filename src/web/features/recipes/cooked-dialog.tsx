import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CookedInput, CookPlan, CookPlanLine, Recipe } from '@shared/contracts/recipes';
import { isUnit } from '@shared/domain/units';
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
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { useMarkPlannedMealCooked } from '../../lib/meal-plan-queries';
import { toast } from '../../lib/toast-store';
import {
  recipeFailureReason,
  useCookedRecipe,
  useCookPlan,
  useUndoStockOperation,
} from './recipe-detail-api';

/*
 * "I cooked this": the server proposes what the recipe took from the pantry (matched products,
 * amounts scaled to the servings and converted to each product's unit); the cook corrects the
 * amounts or skips lines, and one confirmation takes them all as one stock operation that the
 * toast can undo.
 */

/** The largest amount the API takes for one product. */
const MAX_TAKE = 1_000_000;

const numberFormats = new Map<string, Intl.NumberFormat>();

/** 2, 0.5, 1,5 (de): at most three decimals, as the pantry keeps amounts. */
export function formatNumber(value: number, language: string): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 3, useGrouping: false });
    numberFormats.set(language, format);
  }
  return format.format(value);
}

/** "1,5" (a German keyboard) or "1.5" → 1.5; null when blank; NaN when it is not a number. */
export function parseAmountInput(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d+(?:[.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

/** "2 l", "3 cans": an amount in a product's unit, in the pantry's words for units. */
function formatStockAmount(t: TFunction, language: string, quantity: number, unit: string | null): string {
  const number = formatNumber(quantity, language);
  if (!unit) return number;
  const label = isUnit(unit) ? t(`units.${unit}`, { ns: 'pantry', count: quantity }) : unit;
  return t('amount', { ns: 'pantry', quantity: number, unit: label });
}

type LineState = { amount: string; skip: boolean };

/** Each line's starting state: the proposed amount, skipped when there is nothing to take. */
function initialLines(plan: CookPlan, language: string): LineState[] {
  return plan.lines.map((line) => ({
    amount: line.quantity !== null && line.quantity > 0 ? formatNumber(line.quantity, language) : '',
    skip: line.productId === null || line.quantity === null || line.quantity <= 0,
  }));
}

/** Why a line's amount cannot be taken, or null when it can. */
function amountProblem(state: LineState): 'required' | 'invalid' | null {
  if (state.skip) return null;
  const value = parseAmountInput(state.amount);
  if (value === null) return 'required';
  if (!Number.isFinite(value) || value <= 0 || value > MAX_TAKE) return 'invalid';
  return null;
}

/** The reviewed lines as the API wants them: one entry per product, amounts of the same product added. */
export function takeFromReview(
  lines: readonly CookPlanLine[],
  states: readonly LineState[],
): CookedInput['take'] {
  const totals = new Map<string, number>();
  lines.forEach((line, index) => {
    const state = states[index];
    if (!state || state.skip || line.productId === null) return;
    const value = parseAmountInput(state.amount);
    if (value === null || !Number.isFinite(value) || value <= 0) return;
    totals.set(line.productId, (totals.get(line.productId) ?? 0) + value);
  });
  // Thousandths, as the pantry stores amounts: 0.1 + 0.2 is sent as 0.3.
  return [...totals].map(([productId, quantity]) => ({
    productId,
    quantity: Math.round(quantity * 1000) / 1000,
  }));
}

export type CookedDialogProps = {
  recipe: Pick<Recipe, 'id' | 'title'>;
  /** The servings chosen on the recipe screen, or null when the recipe does not say. */
  servings: number | null;
  /** The planned meal being cooked (/recipes/{id}?entry=…): marked cooked in the plan too. */
  planEntryId?: string | null;
  onClose: () => void;
};

export function CookedDialog({ recipe, servings, planEntryId = null, onClose }: CookedDialogProps) {
  const { t } = useTranslation('cook');
  const plan = useCookPlan(recipe.id, servings);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('cooked.title', { title: recipe.title })}</DialogTitle>
          <DialogDescription>{t('cooked.description')}</DialogDescription>
        </DialogHeader>
        {plan.data ? (
          <CookedReview
            recipe={recipe}
            plan={plan.data}
            servings={servings}
            planEntryId={planEntryId}
            onClose={onClose}
          />
        ) : plan.isError ? (
          <div className="grid gap-3">
            <p role="alert" className="text-sm text-destructive-ink">
              {t('cooked.loadFailed')} {recipeFailureReason(plan.error)}
            </p>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                {t('cooked.cancel')}
              </Button>
              <Button onClick={() => void plan.refetch()}>{t('cooked.retry')}</Button>
            </DialogFooter>
          </div>
        ) : (
          <div className="grid gap-2" aria-busy="true">
            <p className="text-sm text-muted-foreground">{t('cooked.loading')}</p>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CookedReview({
  recipe,
  plan,
  servings,
  planEntryId,
  onClose,
}: {
  recipe: Pick<Recipe, 'id' | 'title'>;
  plan: CookPlan;
  servings: number | null;
  planEntryId: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['cook', 'pantry', 'meal-prep-session']);
  const language = i18n.language;
  const [states, setStates] = useState<LineState[]>(() => initialLines(plan, language));
  const [showErrors, setShowErrors] = useState(false);
  const cooked = useCookedRecipe();
  const undo = useUndoStockOperation();
  const markPlanned = useMarkPlannedMealCooked();

  const update = (index: number, change: Partial<LineState>) =>
    setStates((current) => current.map((state, i) => (i === index ? { ...state, ...change } : state)));

  const problems = states.map(amountProblem);
  const take = takeFromReview(plan.lines, states);

  const handleConfirm = async () => {
    if (problems.some((problem) => problem !== null)) {
      setShowErrors(true);
      return;
    }
    try {
      const cook = await cooked.mutateAsync({
        id: recipe.id,
        input: { servings: plan.servings ?? servings, take },
      });
      onClose();
      // Cooked from the meal plan: the plan shows that meal cooked. The stock is taken either way.
      const planned =
        planEntryId === null
          ? null
          : await markPlanned.mutateAsync(planEntryId).then(
              () => t('fromPlan.marked', { ns: 'meal-prep-session' }),
              () => t('fromPlan.markFailed', { ns: 'meal-prep-session' }),
            );
      const operationId = cook.operationId;
      const title = t('cooked.done', { title: recipe.title });
      const took = take.length > 0 ? t('cooked.took', { count: take.length }) : t('cooked.tookNothing');
      toast({
        title,
        description: planned === null ? took : `${took} ${planned}`,
        action: operationId
          ? {
              label: t('cooked.undo'),
              altText: t('cooked.undoAlt'),
              onClick: () => {
                undo.mutateAsync(operationId).then(
                  () => toast({ title: t('cooked.undone'), description: title }),
                  (error: unknown) =>
                    toast({
                      variant: 'destructive',
                      title: t('cooked.undoFailed'),
                      description: recipeFailureReason(error),
                    }),
                );
              },
            }
          : undefined,
      });
    } catch (error) {
      toast({ variant: 'destructive', title: t('cooked.failed'), description: recipeFailureReason(error) });
    }
  };

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void handleConfirm();
      }}
    >
      {plan.servings !== null && (
        <p className="text-sm font-medium">{t('cooked.servings', { count: plan.servings })}</p>
      )}
      {plan.lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('cooked.noLines')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('cooked.linesLabel')}>
          {plan.lines.map((line, index) => (
            <CookedLine
              key={`${line.position}-${index}`}
              line={line}
              state={states[index]!}
              problem={showErrors ? problems[index]! : null}
              onChange={(change) => update(index, change)}
            />
          ))}
        </ul>
      )}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {take.length > 0 ? t('cooked.summary', { count: take.length }) : t('cooked.nothingToTake')}
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('cooked.cancel')}
        </Button>
        <Button type="submit" disabled={cooked.isPending}>
          {take.length > 0 ? t('cooked.confirm') : t('cooked.confirmNothing')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function CookedLine({
  line,
  state,
  problem,
  onChange,
}: {
  line: CookPlanLine;
  state: LineState;
  problem: 'required' | 'invalid' | null;
  onChange: (change: Partial<LineState>) => void;
}) {
  const { t, i18n } = useTranslation(['cook', 'pantry']);
  const language = i18n.language;
  const id = `cooked-line-${line.position}`;
  const name = line.productName ?? line.text;
  const amount = parseAmountInput(state.amount);
  const short =
    !state.skip &&
    line.inStock !== null &&
    amount !== null &&
    Number.isFinite(amount) &&
    amount > line.inStock;

  return (
    <li
      data-testid="cooked-line"
      className="grid gap-2 rounded-lg border bg-card p-3 text-card-foreground sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <div className="grid min-w-0 gap-0.5">
        <span className="font-medium break-words">{line.text}</span>
        {line.productId === null ? (
          <span className="text-sm text-muted-foreground">{t('cooked.noMatch')}</span>
        ) : (
          <span className="text-sm text-muted-foreground">
            {t('cooked.matched', { name: line.productName ?? '' })}
            {line.inStock !== null && (
              <>
                {' · '}
                {t('cooked.inStock', { amount: formatStockAmount(t, language, line.inStock, line.unit) })}
              </>
            )}
          </span>
        )}
        {short && (
          <span className="text-sm text-warning-ink">
            {t('cooked.short', { amount: formatStockAmount(t, language, line.inStock ?? 0, line.unit) })}
          </span>
        )}
      </div>
      {line.productId !== null && (
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex items-center gap-2">
            <Input
              id={id}
              inputMode="decimal"
              autoComplete="off"
              className="w-24"
              value={state.amount}
              disabled={state.skip}
              aria-label={t('cooked.amountLabel', { name })}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-error` : undefined}
              onChange={(event) => onChange({ amount: event.target.value })}
            />
            {line.unit && (
              <span className="text-sm text-muted-foreground">
                {isUnit(line.unit)
                  ? t(`units.${line.unit}`, { ns: 'pantry', count: amount ?? 2 })
                  : line.unit}
              </span>
            )}
          </div>
          <label className="flex items-center gap-2 text-sm">
            <Checkbox
              checked={state.skip}
              onCheckedChange={(checked) => onChange({ skip: checked === true })}
              aria-label={t('cooked.skipLabel', { name })}
            />
            <span aria-hidden="true">{t('cooked.skip')}</span>
          </label>
          {problem && (
            <p id={`${id}-error`} className="w-full text-sm text-destructive-ink">
              {t(`cooked.problem.${problem}`)}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
