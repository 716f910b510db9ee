import { useQueryClient } from '@tanstack/react-query';
import {
  AlertTriangle,
  ArrowLeft,
  ChefHat,
  Clock,
  Copy,
  CookingPot,
  Heart,
  Minus,
  Pencil,
  Plus,
  Trash2,
  Users,
} from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRoute, useSearchParams } from 'wouter';
import { RECIPE_SERVINGS_MAX, type Recipe } from '@shared/contracts/recipes';
import { IdSchema } from '@shared/contracts/text';
import { LANGUAGES, type Language } from '@shared/settings-options';
import { CookTimerTray } from '../../components/cook/cook-timers';
import { useCookTimers, type CookTimer } from '../../components/cook/use-cook-timers';
import { AddToPlanButton } from '../../components/meal-plan/add-to-plan-dialog';
import { applianceLabel, dietaryFlagLabel } from '../../components/recipes/recipe-format';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../components/ui/utils';
import { AddRecipeToList } from '../../components/shopping/add-recipe-to-list';
import { toast } from '../../lib/toast-store';
import { CookMode } from './cook-mode';
import { CookedDialog } from './cooked-dialog';
import {
  forgetRecipe,
  isNotFound,
  recipeFailureReason,
  useCopyRecipe,
  useDeleteRecipe,
  useRecipe,
  useSetFavorite,
} from './recipe-detail-api';
import { IngredientList, groupIngredients, presentIngredients, type UnitChoice } from './recipe-ingredients';
import { RecipeNotFound } from './recipe-not-found';
import { RecipeSteps } from './recipe-steps';

const UNIT_CHOICES: readonly UnitChoice[] = ['original', 'metric', 'us'];

/** The app's language as the shared domain code names it (i18next may hold a region: "de-AT"). */
export function languageOf(code: string | undefined): Language {
  const base = (code ?? 'en').toLowerCase().split('-')[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : 'en';
}

/** /recipes/{id}: one recipe, scaled and converted as asked, with cook mode and "I cooked this". */
export function RecipeDetailPage() {
  const [, params] = useRoute('/recipes/:id');
  const id = params?.id ?? '';
  const { t } = useTranslation('cook');
  const recipe = useRecipe(id);

  if (recipe.data) return <RecipeView key={recipe.data.id} recipe={recipe.data} />;
  if (recipe.isError && isNotFound(recipe.error)) {
    return (
      <div className="grid gap-6">
        <BackLink />
        <RecipeNotFound />
      </div>
    );
  }
  if (recipe.isError) {
    return (
      <div className="grid gap-4">
        <BackLink />
        <div role="alert" className="grid gap-3 rounded-lg border border-dashed p-6 text-center">
          <p className="font-medium">{t('detail.loadFailed')}</p>
          {recipeFailureReason(recipe.error) && (
            <p className="text-sm text-muted-foreground">{recipeFailureReason(recipe.error)}</p>
          )}
          <div>
            <Button variant="outline" onClick={() => void recipe.refetch()}>
              {t('detail.retry')}
            </Button>
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-4" aria-busy="true">
      <BackLink />
      <p className="sr-only" role="status">
        {t('detail.loading')}
      </p>
      <Skeleton className="aspect-[16/9] w-full rounded-xl" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation('cook');
  return (
    <Link
      href="/recipes"
      className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary-ink underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );
}

/** ?cook=1 opens cook mode at once (the dashboard's "Cook" for a planned meal). */
const COOK_PARAM = 'cook';
/** ?entry=<meal plan entry id>: the planned meal being cooked, marked cooked after "I cooked this". */
const PLAN_ENTRY_PARAM = 'entry';

function RecipeView({ recipe }: { recipe: Recipe }) {
  // meal-prep-session: "Add to meal plan" and the plan's words in "I cooked this", loaded with the page.
  const { t, i18n } = useTranslation(['cook', 'onboarding', 'appliances', 'meal-prep-session']);
  const language = languageOf(i18n.language);
  const [, navigate] = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const baseServings = recipe.servings;
  // Without a serving count the stepper makes batches: 2 × the recipe as written.
  const [servings, setServings] = useState(baseServings ?? 1);
  const [units, setUnits] = useState<UnitChoice>('original');
  const [cooking, setCooking] = useState(() => searchParams.get(COOK_PARAM) === '1');
  const entryParam = searchParams.get(PLAN_ENTRY_PARAM);
  const planEntryId = entryParam !== null && IdSchema.safeParse(entryParam).success ? entryParam : null;
  const [reviewing, setReviewing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const setFavorite = useSetFavorite();
  const copy = useCopyRecipe();
  const remove = useDeleteRecipe();

  const notificationText = useCallback(
    (timer: CookTimer) => ({
      title: t('timers.notificationTitle', { label: timer.label }),
      body: recipe.title,
    }),
    [t, recipe.title],
  );
  const timers = useCookTimers({ notificationText });

  const factor = servings / (baseServings ?? 1);
  const ingredients = useMemo(
    () => presentIngredients(recipe.ingredients, { factor, units, language }),
    [recipe.ingredients, factor, units, language],
  );

  const handleFavorite = () => {
    const favorite = !recipe.favorite;
    setFavorite.mutate(
      { id: recipe.id, favorite },
      {
        onSuccess: () => toast({ title: favorite ? t('detail.favorited') : t('detail.unfavorited') }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('detail.favoriteFailed'),
            description: recipeFailureReason(error),
          }),
      },
    );
  };

  const handleCopy = async () => {
    try {
      const { recipe: copied } = await copy.mutateAsync(recipe.id);
      toast({ title: t('detail.copied', { title: copied.title }) });
      navigate(`/recipes/${encodeURIComponent(copied.id)}`);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('detail.copyFailed'),
        description: recipeFailureReason(error),
      });
    }
  };

  const handleDelete = async () => {
    try {
      await remove.mutateAsync(recipe.id);
      toast({ title: t('detail.deleted', { title: recipe.title }) });
      navigate('/recipes');
      forgetRecipe(queryClient, recipe.id);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('detail.deleteFailed'),
        description: recipeFailureReason(error),
      });
    }
  };

  const handleCloseCookMode = () => {
    setCooking(false);
    // Leaving cook mode drops ?cook=1, so that a reload shows the recipe again; ?entry stays.
    if (searchParams.has(COOK_PARAM)) {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(COOK_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  };

  const times = (
    [
      ['prep', recipe.prepMinutes],
      ['cook', recipe.cookMinutes],
      ['total', recipe.totalMinutes],
    ] as const
  ).filter(([, minutes]) => minutes !== null && minutes > 0);

  return (
    <div className="grid min-w-0 gap-6">
      <BackLink />

      <header className="grid gap-4">
        {recipe.image && (
          <img
            src={recipe.image.large}
            srcSet={`${recipe.image.medium} 640w, ${recipe.image.large} 1280w`}
            sizes="(min-width: 768px) 48rem, 100vw"
            alt=""
            className="aspect-[16/9] w-full rounded-xl bg-muted object-cover"
          />
        )}
        <div className="grid gap-2">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {recipe.source === 'library' ? t('detail.source.library') : t('detail.source.household')}
          </p>
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{recipe.title}</h1>
          {recipe.description && (
            <p className="text-muted-foreground break-words whitespace-pre-line">{recipe.description}</p>
          )}
        </div>

        <dl className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {times.map(([kind, minutes]) => (
            <div key={kind} className="flex items-center gap-1.5">
              <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
              <dt className="text-muted-foreground">{t(`detail.times.${kind}`)}</dt>
              <dd className="font-medium">{formatMinutes(t, minutes ?? 0)}</dd>
            </div>
          ))}
          {recipe.difficulty && (
            <div className="flex items-center gap-1.5">
              <ChefHat className="size-4 text-muted-foreground" aria-hidden="true" />
              <dt className="text-muted-foreground">{t('detail.difficulty.label')}</dt>
              <dd className="font-medium">{t(`detail.difficulty.${recipe.difficulty}`)}</dd>
            </div>
          )}
          {recipe.cuisine && (
            <div className="flex items-center gap-1.5">
              <dt className="text-muted-foreground">{t('detail.cuisine')}</dt>
              <dd className="font-medium">{cuisineLabel(t, i18n.exists.bind(i18n), recipe.cuisine)}</dd>
            </div>
          )}
          {(recipe.servings !== null || recipe.yieldText) && (
            <div className="flex items-center gap-1.5">
              <Users className="size-4 text-muted-foreground" aria-hidden="true" />
              <dt className="text-muted-foreground">{t('detail.yield')}</dt>
              <dd className="font-medium">
                {recipe.yieldText ?? t('detail.servingsCount', { count: recipe.servings ?? 0 })}
              </dd>
            </div>
          )}
        </dl>

        {(recipe.dietaryFlags.length > 0 || recipe.tags.length > 0) && (
          <ul className="flex flex-wrap gap-2" aria-label={t('detail.labels')}>
            {recipe.dietaryFlags.map((flag) => (
              <li key={flag}>
                <Badge variant="success">{dietaryFlagLabel(t, flag)}</Badge>
              </li>
            ))}
            {recipe.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary">{tagLabel(t, i18n.exists.bind(i18n), tag)}</Badge>
              </li>
            ))}
          </ul>
        )}

        <div className="flex flex-wrap gap-2">
          <Button size="lg" onClick={() => setCooking(true)}>
            <CookingPot aria-hidden="true" />
            {t('detail.actions.cook')}
          </Button>
          <Button size="lg" variant="outline" onClick={() => setReviewing(true)}>
            {t('detail.actions.cooked')}
          </Button>
          <AddToPlanButton
            recipe={recipe}
            servings={baseServings === null ? undefined : servings}
            size="lg"
          />
          <Button size="lg" variant="outline" aria-pressed={recipe.favorite} onClick={handleFavorite}>
            <Heart
              aria-hidden="true"
              className={cn(recipe.favorite && 'fill-current text-destructive-ink')}
            />
            {t('detail.actions.favorite')}
          </Button>
          {recipe.editable ? (
            <>
              <Button size="lg" variant="outline" asChild>
                <Link href={`/recipes/edit/${encodeURIComponent(recipe.id)}`}>
                  <Pencil aria-hidden="true" />
                  {t('detail.actions.edit')}
                </Link>
              </Button>
              <Button
                size="lg"
                variant="outline"
                onClick={() => setConfirmingDelete(true)}
                disabled={remove.isPending}
              >
                <Trash2 aria-hidden="true" />
                {t('detail.actions.delete')}
              </Button>
            </>
          ) : (
            <Button size="lg" variant="outline" onClick={() => void handleCopy()} disabled={copy.isPending}>
              <Copy aria-hidden="true" />
              {t('detail.actions.copy')}
            </Button>
          )}
        </div>
      </header>

      {recipe.dietaryWarnings.length > 0 && (
        <section
          aria-labelledby="recipe-warnings"
          className="grid gap-2 rounded-lg border border-warning bg-warning/15 p-4"
        >
          <h2 id="recipe-warnings" className="flex items-center gap-2 font-semibold text-warning-ink">
            <AlertTriangle className="size-5" aria-hidden="true" />
            {t('detail.warnings.title')}
          </h2>
          <ul className="grid gap-1 text-sm">
            {recipe.dietaryWarnings.map((warning) => (
              <li key={warning.preference}>
                {t('detail.warnings.breaks', {
                  preference: dietaryFlagLabel(t, warning.preference),
                  ingredients: warning.ingredients.join(', '),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}

      {recipe.appliances.length > 0 && (
        <section aria-labelledby="recipe-appliances" className="grid gap-2">
          <h2 id="recipe-appliances" className="text-sm font-semibold">
            {t('detail.appliances')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {recipe.appliances.map((slug) => (
              <li key={slug}>
                <Badge variant="outline">{applianceLabel(t, slug)}</Badge>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="grid min-w-0 gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="recipe-ingredients" className="grid content-start gap-4">
          <h2 id="recipe-ingredients" className="text-xl font-semibold">
            {t('detail.ingredients')}
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            <ServingsStepper servings={servings} base={baseServings} onChange={setServings} />
            <UnitToggle value={units} onChange={setUnits} />
            <AddRecipeToList
              recipeId={recipe.id}
              servings={baseServings === null ? undefined : servings}
              title={recipe.title}
            />
          </div>
          {ingredients.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('detail.noIngredients')}</p>
          ) : (
            <div className="grid gap-4">
              {groupIngredients(ingredients).map((group, index) => (
                <div key={`${index}-${group.name ?? ''}`} className="grid gap-2">
                  {group.name && <h3 className="font-semibold text-primary-ink">{group.name}</h3>}
                  <IngredientList ingredients={group.lines} />
                </div>
              ))}
            </div>
          )}
        </section>

        <section aria-labelledby="recipe-steps" className="grid content-start gap-4">
          <h2 id="recipe-steps" className="text-xl font-semibold">
            {t('detail.steps')}
          </h2>
          <RecipeSteps steps={recipe.steps} />
        </section>
      </div>

      {recipe.notes && (
        <section
          aria-labelledby="recipe-notes"
          className="grid gap-2 rounded-lg border bg-card p-4 text-card-foreground"
        >
          <h2 id="recipe-notes" className="font-semibold">
            {t('detail.notes')}
          </h2>
          <p className="text-sm break-words whitespace-pre-line">{recipe.notes}</p>
        </section>
      )}

      {(recipe.sourceUrl || recipe.author) && (
        <footer className="grid gap-1 text-sm text-muted-foreground">
          {recipe.author && <p>{t('detail.author', { author: recipe.author })}</p>}
          {recipe.sourceUrl && <SourceLink url={recipe.sourceUrl} />}
        </footer>
      )}

      {!cooking && (
        <CookTimerTray
          className="sticky bottom-4 z-10 rounded-lg bg-background/95 p-2 shadow-lg backdrop-blur"
          timers={timers.timers}
          now={timers.now}
          onPause={timers.pause}
          onResume={timers.resume}
          onRemove={timers.remove}
        />
      )}

      {cooking && (
        <CookMode
          title={recipe.title}
          steps={recipe.steps}
          ingredients={ingredients}
          language={language}
          timers={timers}
          onClose={handleCloseCookMode}
        />
      )}
      {reviewing && (
        <CookedDialog
          recipe={recipe}
          servings={baseServings === null ? null : servings}
          planEntryId={planEntryId}
          onClose={() => setReviewing(false)}
        />
      )}
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={t('detail.deleteConfirm.title')}
        description={t('detail.deleteConfirm.description', { title: recipe.title })}
        confirmLabel={t('detail.deleteConfirm.confirm')}
        destructive
        onConfirm={() => void handleDelete()}
      />
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];
type Exists = (key: string, options?: { ns?: string }) => boolean;

/** "45 min", "2 h", "1 h 30 min". */
function formatMinutes(t: Translate, minutes: number): string {
  if (minutes < 60) return t('detail.duration.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return t('detail.duration.hours', { count: hours });
  return t('detail.duration.hoursMinutes', { hours, minutes: rest });
}

/** A built-in recipe's tag key ("one-pot") in the reader's words; a household's own tag as written. */
function tagLabel(t: Translate, exists: Exists, tag: string): string {
  const key = `detail.tags.${tag}`;
  return exists(key, { ns: 'cook' }) ? t(key) : tag;
}

/** A built-in recipe's cuisine key ("italian") in the reader's words; a household's own as written. */
function cuisineLabel(t: Translate, exists: Exists, cuisine: string): string {
  const key = `detail.cuisines.${cuisine.toLowerCase()}`;
  return exists(key, { ns: 'cook' }) ? t(key) : cuisine;
}

/** "Source: example.com", linking to the page the recipe came from (only web addresses link). */
function SourceLink({ url }: { url: string }) {
  const { t } = useTranslation('cook');
  let host: string | null = null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:')
      host = parsed.hostname.replace(/^www\./, '');
  } catch {
    host = null;
  }
  if (!host) return <p className="break-words">{t('detail.sourceText', { source: url })}</p>;
  return (
    <p>
      {t('detail.sourceLabel')}{' '}
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="font-medium text-primary-ink underline underline-offset-4"
      >
        {host}
      </a>
    </p>
  );
}

function ServingsStepper({
  servings,
  base,
  onChange,
}: {
  servings: number;
  /** The recipe's own serving count, or null: then the stepper counts batches. */
  base: number | null;
  onChange: (servings: number) => void;
}) {
  const { t } = useTranslation('cook');
  const label = base === null ? t('scale.batchesLabel') : t('scale.servingsLabel');
  const value =
    base === null ? t('scale.batches', { count: servings }) : t('scale.servings', { count: servings });
  const original = base ?? 1;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label={label} className="flex items-center rounded-md border">
        <Button
          variant="ghost"
          size="icon"
          aria-label={base === null ? t('scale.fewerBatches') : t('scale.fewer')}
          disabled={servings <= 1}
          onClick={() => onChange(servings - 1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output aria-live="polite" className="min-w-24 px-2 text-center text-sm font-medium">
          {value}
        </output>
        <Button
          variant="ghost"
          size="icon"
          aria-label={base === null ? t('scale.moreBatches') : t('scale.more')}
          disabled={servings >= RECIPE_SERVINGS_MAX}
          onClick={() => onChange(servings + 1)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {servings !== original && (
        <Button variant="link" size="sm" onClick={() => onChange(original)}>
          {base === null ? t('scale.resetBatches') : t('scale.reset', { count: original })}
        </Button>
      )}
    </div>
  );
}

function UnitToggle({ value, onChange }: { value: UnitChoice; onChange: (value: UnitChoice) => void }) {
  const { t } = useTranslation('cook');
  return (
    <div role="group" aria-label={t('units.label')} className="inline-flex rounded-lg bg-muted p-1">
      {UNIT_CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={value === choice}
          onClick={() => onChange(choice)}
          className={cn(
            'h-8 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            'aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm',
          )}
        >
          {t(`units.${choice}`)}
        </button>
      ))}
    </div>
  );
}
