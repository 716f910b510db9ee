import { CalendarDays, Check, ChevronRight, CookingPot, StickyNote } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { MEAL_SLOTS, type MealPlanEntry } from '@shared/contracts/meal-plans';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { deviceToday, useMealPlan } from '../../lib/meal-plan-queries';

/** Where the plan is made. */
const PLAN_PATH = '/meal-prep-plan';

/** The recipe page opening in cook mode for a planned meal ("I cooked this" then marks it cooked). */
function cookFromPlanHref(entry: Pick<MealPlanEntry, 'id'> & { recipeId: string }): string {
  return `/recipes/${encodeURIComponent(entry.recipeId)}?cook=1&entry=${encodeURIComponent(entry.id)}`;
}

/**
 * Today's planned meals (GET /api/meal-plans?from=<today>&days=1): the device's date is the first
 * guess of today; when the household's time zone (which the server knows) says otherwise, that
 * day is read instead. Recipes link to cook mode for that meal; notes read as written.
 */
function useTodaysPlan() {
  const [guess] = useState(() => deviceToday());
  const first = useMealPlan(guess, 1);
  const today = first.data?.today;
  const corrected = today !== undefined && today !== guess;
  const second = useMealPlan(today ?? guess, 1, { enabled: corrected });
  return corrected ? second : first;
}

export function TodaysMealsCard() {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const plan = useTodaysPlan();
  const entries = plan.data?.entries ?? [];

  let content: ReactNode;
  if (plan.isPending) {
    content = (
      <div aria-busy="true" className="grid gap-2">
        <span className="sr-only">{t('cards.todaysMeals.loading')}</span>
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  } else if (plan.isError) {
    content = <p className="text-sm text-muted-foreground">{t('cards.todaysMeals.loadFailed')}</p>;
  } else if (entries.length === 0) {
    content = (
      <>
        <p className="font-medium">{t('cards.todaysMeals.emptyTitle')}</p>
        <p className="text-sm text-muted-foreground">
          {t('cards.todaysMeals.emptyDescription')}{' '}
          <Link href={PLAN_PATH} className="font-medium text-primary-ink underline-offset-4 hover:underline">
            {t('cards.todaysMeals.planLink')}
          </Link>
        </p>
      </>
    );
  } else {
    content = <SlotList entries={entries} />;
  }

  return (
    <Card className="gap-3" role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-center gap-2">
        <CalendarDays className="size-5 text-primary-ink" aria-hidden="true" />
        <CardTitle as="h3" id={titleId} className="text-base">
          {t('cards.todaysMeals.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-1">{content}</CardContent>
      <CardFooter>
        <Button variant="link" asChild className="h-auto px-0">
          <Link href={PLAN_PATH}>
            {t('cards.todaysMeals.link')}
            <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function SlotList({ entries }: { entries: readonly MealPlanEntry[] }) {
  const { t } = useTranslation('dashboard');
  const slots = MEAL_SLOTS.map((slot) => ({
    slot,
    entries: entries.filter((entry) => entry.slot === slot).sort((a, b) => a.position - b.position),
  })).filter((group) => group.entries.length > 0);
  return (
    <div className="grid gap-3">
      {slots.map(({ slot, entries: items }) => (
        <section key={slot} aria-labelledby={`todays-meals-${slot}`} className="grid gap-1.5">
          <h4
            id={`todays-meals-${slot}`}
            className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {t(`cards.todaysMeals.slots.${slot}`)}
          </h4>
          <ul className="grid gap-1.5">
            {items.map((entry) => (
              <MealItem key={entry.id} entry={entry} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function MealItem({ entry }: { entry: MealPlanEntry }) {
  const { t } = useTranslation('dashboard');
  const { recipe } = entry;
  if (!recipe) {
    return (
      <li data-testid="todays-meal" className="flex items-start gap-2 text-sm">
        <StickyNote className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0 break-words">{entry.note}</span>
      </li>
    );
  }
  return (
    <li data-testid="todays-meal" className="flex min-w-0 items-center gap-2">
      <div className="grid min-w-0 flex-1">
        <Link
          href={`/recipes/${encodeURIComponent(recipe.id)}`}
          className="truncate font-medium underline-offset-4 hover:underline"
        >
          {recipe.title}
        </Link>
        <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {t('cards.todaysMeals.servings', { count: entry.servings })}
          {entry.cookedAt && (
            <Badge variant="success">
              <Check aria-hidden="true" />
              {t('cards.todaysMeals.cooked')}
            </Badge>
          )}
        </span>
      </div>
      <Button variant={entry.cookedAt ? 'outline' : 'secondary'} size="sm" asChild className="shrink-0">
        <Link
          href={cookFromPlanHref({ id: entry.id, recipeId: recipe.id })}
          aria-label={t('cards.todaysMeals.cookNamed', { title: recipe.title })}
        >
          <CookingPot aria-hidden="true" />
          {t('cards.todaysMeals.cook')}
        </Link>
      </Button>
    </li>
  );
}
