import { Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FoodCategorySchema,
  PANTRY_GROUPS,
  PANTRY_SORTS,
  PantryLabelFilterSchema,
} from '@shared/contracts/pantry';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { cn } from '../../components/ui/utils';
import { NativeSelect } from '../../components/ui/native-select';
import { useLocations } from './pantry-api';
import { useDebounced } from '../../lib/use-debounced';
import type { usePantryFilters } from './use-pantry-filters';

/** Waits this long after the last keystroke before searching (ms). */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

type FiltersState = ReturnType<typeof usePantryFilters>;

/** Search, filters, sort and grouping; every choice goes into the address. */
export function PantryToolbar({ filters, setFilters, clearFilters, isFiltered }: FiltersState) {
  const { t } = useTranslation('pantry');
  const locations = useLocations();
  const [text, setText] = useState(filters.q ?? '');
  const debounced = useDebounced(text, LIST_SEARCH_DEBOUNCE_MS);
  const id = useId();
  const lastSent = useRef(filters.q ?? '');
  // On a phone the selects wait behind "Filters", so that the list starts above the fold.
  const [showFilters, setShowFilters] = useState(false);
  const activeFilters = [filters.label, filters.locationId, filters.category, filters.includeEmpty].filter(
    Boolean,
  ).length;

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

  return (
    <div className="grid gap-3" role="search" aria-label={t('toolbar.label')}>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <label htmlFor={`${id}-q`} className="sr-only">
            {t('toolbar.search')}
          </label>
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            className="ps-9"
            placeholder={t('toolbar.searchPlaceholder')}
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
          {t('toolbar.filters')}
          {activeFilters > 0 && (
            <>
              <span
                aria-hidden="true"
                className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
              >
                {activeFilters}
              </span>
              {/* A text space keeps "Filters (2 active)" two words for screen readers; flex drops it visually. */}{' '}
              <span className="sr-only">{t('toolbar.filtersActive', { count: activeFilters })}</span>
            </>
          )}
        </Button>
      </div>
      <div id={`${id}-filters`} className={cn('gap-3', showFilters ? 'grid' : 'hidden md:grid')}>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-label`} className="text-xs">
              {t('toolbar.status')}
            </Label>
            <NativeSelect
              id={`${id}-label`}
              value={filters.label ?? ''}
              onChange={(event) => setFilters({ label: event.target.value })}
            >
              <option value="">{t('toolbar.anyStatus')}</option>
              {PantryLabelFilterSchema.options.map((label) => (
                <option key={label} value={label}>
                  {t(`labels.${label}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-location`} className="text-xs">
              {t('toolbar.location')}
            </Label>
            <NativeSelect
              id={`${id}-location`}
              value={filters.locationId ?? ''}
              onChange={(event) => setFilters({ locationId: event.target.value })}
            >
              <option value="">{t('toolbar.anyLocation')}</option>
              {(locations.data ?? []).map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-category`} className="text-xs">
              {t('toolbar.category')}
            </Label>
            <NativeSelect
              id={`${id}-category`}
              value={filters.category ?? ''}
              onChange={(event) => setFilters({ category: event.target.value })}
            >
              <option value="">{t('toolbar.anyCategory')}</option>
              {FoodCategorySchema.options.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-sort`} className="text-xs">
              {t('toolbar.sort')}
            </Label>
            <NativeSelect
              id={`${id}-sort`}
              value={filters.sort}
              onChange={(event) => setFilters({ sort: event.target.value })}
            >
              {PANTRY_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`toolbar.sorts.${sort}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-group`} className="text-xs">
              {t('toolbar.groupBy')}
            </Label>
            <NativeSelect
              id={`${id}-group`}
              value={filters.groupBy}
              onChange={(event) =>
                setFilters({ groupBy: event.target.value === 'none' ? undefined : event.target.value })
              }
            >
              {PANTRY_GROUPS.map((group) => (
                <option key={group} value={group}>
                  {t(`toolbar.groups.${group}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-empty`}
              checked={filters.includeEmpty === true}
              onCheckedChange={(checked) => setFilters({ includeEmpty: checked === true })}
            />
            <Label htmlFor={`${id}-empty`}>{t('toolbar.includeEmpty')}</Label>
          </div>
          {isFiltered && (
            <Button variant="link" size="sm" onClick={clearFilters}>
              {t('toolbar.clear')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
