import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipeSummary } from '@shared/contracts/recipes';
import { ApiRequestError } from '../../lib/api';
import { useRecipePage, useSetFavorite, type RecipeListFilters } from '../../lib/recipe-queries';
import { toast } from '../../lib/toast-store';
import { translateServerMessage } from '../../lib/validation-messages';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import { RecipeCard } from './recipe-card';
import { RECIPE_CARD_NAMESPACES } from './recipe-format';

export type RecipeGridProps = {
  filters: RecipeListFilters;
  /** What shows when the list is empty: the empty state for these filters. */
  empty: ReactNode;
  /** Names the list for screen readers. */
  label: string;
  /** Told the cuisines of the recipes the user can see, for a filter menu. */
  onCuisines?: (cuisines: string[]) => void;
};

/** The server's reason for a failed request, in the reader's language where it is a schema message. */
function reasonOf(error: unknown): string | undefined {
  return error instanceof ApiRequestError
    ? translateServerMessage(error.serverMessage ?? undefined)
    : undefined;
}

/** Ticks a favorite (at once, on screen) and says so when the server refuses. */
export function useFavoriteToggle() {
  const { t } = useTranslation(RECIPE_CARD_NAMESPACES);
  const { mutate } = useSetFavorite();
  return useCallback(
    (recipe: RecipeSummary, favorite: boolean) =>
      mutate(
        { id: recipe.id, favorite },
        {
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: t('favorite.failed', { title: recipe.title }),
              description: reasonOf(error),
            }),
        },
      ),
    [mutate, t],
  );
}

/**
 * Recipe cards in a responsive grid, a page at a time with "Load more", with loading, failure
 * and empty states.
 */
export function RecipeGrid({ filters, empty, label, onCuisines }: RecipeGridProps) {
  const { t } = useTranslation(RECIPE_CARD_NAMESPACES);
  const query = useRecipePage(filters);
  const onFavoriteChange = useFavoriteToggle();
  const recipes = useMemo(() => query.data?.pages.flatMap((page) => page.recipes) ?? [], [query.data]);
  const firstPage = query.data?.pages[0];
  const total = firstPage?.total ?? 0;

  const cuisines = firstPage?.cuisines;
  useEffect(() => {
    if (cuisines) onCuisines?.(cuisines);
  }, [cuisines, onCuisines]);

  if (query.isPending) {
    return (
      <div
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        aria-busy="true"
        aria-label={t('list.loading')}
      >
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="aspect-[4/3] w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="grid justify-items-start gap-3 rounded-lg border p-4">
        <p role="alert" className="text-sm text-destructive-ink">
          {t('list.loadFailed')}
          {reasonOf(query.error) ? ` ${reasonOf(query.error)}` : ''}
        </p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (recipes.length === 0) return <>{empty}</>;

  return (
    <div className="grid gap-4" aria-busy={query.isFetching && !query.isFetchingNextPage}>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('list.count', { count: total })}
      </p>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
        {recipes.map((recipe) => (
          <li key={recipe.id} className="grid">
            <RecipeCard recipe={recipe} onFavoriteChange={onFavoriteChange} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
        </Button>
      )}
    </div>
  );
}
