import { Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DIETARY_FLAGS,
  RECIPE_DIFFICULTIES,
  RECIPE_LIST_SOURCES,
  RECIPE_SORTS,
} from '@shared/contracts/recipes';
import { dietaryFlagLabel, formatDuration } from '../../components/recipes/recipe-format';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { cn } from '../../components/ui/utils';
import { useDebounced } from '../../lib/use-debounced';
import { MAX_TIME_CHOICES, type useRecipeFilters } from './use-recipe-filters';

/** Waits this long after the last keystroke before searching (ms), as the pantry's search does. */
export const RECIPE_SEARCH_DEBOUNCE_MS = 300;

type FiltersState = ReturnType<typeof useRecipeFilters>;

export type RecipeFiltersProps = FiltersState & {
  /** The cuisines of the recipes the user can see (the list's answer says). */
  cuisines: readonly string[];
};

/** Search, which recipes (all, mine, the library), filters and sort; every choice goes into the address. */
export function RecipeFilters({
  filters,
  setFilters,
  clearFilters,
  isFiltered,
  cuisines,
}: RecipeFiltersProps) {
  const { t, i18n } = useTranslation(['recipes', 'onboarding']);
  const id = useId();
  const [text, setText] = useState(filters.q ?? '');
  const debounced = useDebounced(text, RECIPE_SEARCH_DEBOUNCE_MS);
  const lastSent = useRef(filters.q ?? '');
  // On a phone the menus wait behind "Filters", so that the recipes start above the fold.
  const [showFilters, setShowFilters] = useState(false);
  const activeFilters = [
    filters.difficulty,
    filters.cuisine,
    filters.diet,
    filters.maxMinutes,
    filters.ownedAppliances,
    filters.favorites,
  ].filter(Boolean).length;
  const cuisineChoices =
    filters.cuisine && !cuisines.includes(filters.cuisine) ? [filters.cuisine, ...cuisines] : cuisines;

  // Typing updates the address once the user pauses, without a history entry per keystroke.
  useEffect(() => {
    const q = debounced.trim();
    if (q === lastSent.current) return;
    lastSent.current = q;
    setFilters({ q }, { replace: true });
  }, [debounced, setFilters]);

  // Back/forward (or "Clear") changes the address: the box follows.
  useEffect(() => {
    const q = filters.q ?? '';
    if (q !== lastSent.current) {
      lastSent.current = q;
      setText(q);
    }
  }, [filters.q]);

  const select = (
    key: 'difficulty' | 'cuisine' | 'diet' | 'maxMinutes' | 'sort',
    label: string,
    value: string,
    options: Array<{ value: string; label: string }>,
    anyLabel?: string,
  ) => (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-${key}`} className="text-xs">
        {label}
      </Label>
      <NativeSelect
        id={`${id}-${key}`}
        value={value}
        onChange={(event) => setFilters({ [key]: event.target.value })}
      >
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );

  return (
    <div className="grid gap-3" role="search" aria-label={t('filters.label')}>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <label htmlFor={`${id}-q`} className="sr-only">
            {t('filters.search')}
          </label>
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            className="ps-9"
            placeholder={t('filters.searchPlaceholder')}
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button
          variant="outline"
          className="h-10 shrink-0 md:hidden"
          aria-expanded={showFilters}
          aria-controls={`${id}-filters`}
          onClick={() => setShowFilters((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {t('filters.toggle')}
          {activeFilters > 0 && (
            <>
              <span
                aria-hidden="true"
                className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
              >
                {activeFilters}
              </span>{' '}
              <span className="sr-only">{t('filters.active', { count: activeFilters })}</span>
            </>
          )}
        </Button>
      </div>
      <div
        role="group"
        aria-label={t('filters.source')}
        className="inline-flex w-full max-w-full gap-1 overflow-x-auto rounded-lg bg-muted p-1 sm:w-fit"
      >
        {RECIPE_LIST_SOURCES.map((source) => (
          <button
            key={source}
            type="button"
            aria-pressed={filters.source === source}
            onClick={() => setFilters({ source: source === 'all' ? undefined : source })}
            className={cn(
              'h-8 flex-1 rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors sm:flex-none',
              'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              'aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm',
            )}
          >
            {t(`filters.sources.${source}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-filters`} className={cn('gap-3', showFilters ? 'grid' : 'hidden md:grid')}>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {select(
            'difficulty',
            t('filters.difficulty'),
            filters.difficulty ?? '',
            RECIPE_DIFFICULTIES.map((value) => ({ value, label: t(`difficulty.${value}`) })),
            t('filters.any'),
          )}
          {select(
            'cuisine',
            t('filters.cuisine'),
            filters.cuisine ?? '',
            cuisineChoices.map((value) => ({ value, label: value })),
            t('filters.any'),
          )}
          {select(
            'diet',
            t('filters.diet'),
            filters.diet ?? '',
            DIETARY_FLAGS.map((value) => ({ value, label: dietaryFlagLabel(t, value) })),
            t('filters.any'),
          )}
          {select(
            'maxMinutes',
            t('filters.maxMinutes'),
            filters.maxMinutes ? String(filters.maxMinutes) : '',
            [
              ...MAX_TIME_CHOICES,
              // A time from a shared address that is not one of the choices still shows.
              ...(filters.maxMinutes && !(MAX_TIME_CHOICES as readonly number[]).includes(filters.maxMinutes)
                ? [filters.maxMinutes]
                : []),
            ].map((minutes) => ({
              value: String(minutes),
              label: t('filters.upTo', { time: formatDuration(i18n.language, minutes) }),
            })),
            t('filters.anyTime'),
          )}
          {select(
            'sort',
            t('filters.sort'),
            filters.sort,
            RECIPE_SORTS.map((value) => ({ value, label: t(`filters.sorts.${value}`) })),
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${id}-owned`}
                checked={filters.ownedAppliances === true}
                onCheckedChange={(checked) => setFilters({ ownedAppliances: checked === true })}
              />
              <Label htmlFor={`${id}-owned`}>{t('filters.ownedAppliances')}</Label>
            </div>
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${id}-favorites`}
                checked={filters.favorites === true}
                onCheckedChange={(checked) => setFilters({ favorites: checked === true })}
              />
              <Label htmlFor={`${id}-favorites`}>{t('filters.favorites')}</Label>
            </div>
          </div>
          {isFiltered && (
            <Button variant="link" size="sm" onClick={clearFilters}>
              {t('filters.clear')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
