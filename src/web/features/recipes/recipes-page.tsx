import { BookOpen, FileUp, Library, PenLine, Plus, SearchX } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RecipeGrid } from '../../components/recipes/recipe-grid';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { usePreloadValidationMessages } from '../../lib/validation-messages';
import { RecipeFilters } from './recipe-filters';
import { Suggestions } from './suggestions';
import { useRecipeFilters, type RecipeFilters as Filters } from './use-recipe-filters';

/** What an empty list says, and what the reader can do about it, for the filters in force. */
function EmptyRecipes({
  filters,
  isFiltered,
  onClearFilters,
  onBrowseLibrary,
}: {
  filters: Filters;
  isFiltered: boolean;
  onClearFilters: () => void;
  onBrowseLibrary: () => void;
}) {
  const { t } = useTranslation('recipes');
  if (isFiltered) {
    return (
      <EmptyState
        icon={SearchX}
        title={t('list.noMatch.title')}
        description={t('list.noMatch.description')}
        action={
          <Button variant="outline" onClick={onClearFilters}>
            {t('filters.clear')}
          </Button>
        }
      />
    );
  }
  const own = filters.source === 'household';
  return (
    <EmptyState
      icon={BookOpen}
      title={own ? t('list.emptyOwn.title') : t('list.empty.title')}
      description={own ? t('list.emptyOwn.description') : t('list.empty.description')}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link href="/recipes/create">
              <FileUp aria-hidden="true" />
              {t('list.empty.import')}
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link href="/recipes/create?write=1">
              <PenLine aria-hidden="true" />
              {t('list.empty.write')}
            </Link>
          </Button>
          {filters.source !== 'library' && (
            <Button variant="outline" onClick={onBrowseLibrary}>
              <Library aria-hidden="true" />
              {t('list.empty.library')}
            </Button>
          )}
        </div>
      }
    />
  );
}

/**
 * /recipes: the household's recipe book and Larder's library. "What can I cook" on top, then
 * search, filters and the recipes as cards, a page at a time.
 */
export function RecipesPage() {
  const { t } = useTranslation('recipes');
  usePreloadValidationMessages();
  const filterState = useRecipeFilters();
  const { filters, isFiltered, clearFilters, setFilters } = filterState;
  const [cuisines, setCuisines] = useState<string[]>([]);
  const browseLibrary = useCallback(() => setFilters({ source: 'library' }), [setFilters]);

  return (
    <div className="grid min-w-0 gap-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{t('list.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('list.description')}</p>
        </div>
        <Button asChild>
          <Link href="/recipes/create">
            <Plus aria-hidden="true" />
            {t('list.new')}
          </Link>
        </Button>
      </header>
      <Suggestions />
      <section aria-labelledby="recipe-book" className="grid min-w-0 gap-4">
        <h2 id="recipe-book" className="text-lg font-semibold">
          {t('list.heading')}
        </h2>
        <RecipeFilters {...filterState} cuisines={cuisines} />
        <RecipeGrid
          filters={filters}
          label={t('list.label')}
          onCuisines={setCuisines}
          empty={
            <EmptyRecipes
              filters={filters}
              isFiltered={isFiltered}
              onClearFilters={clearFilters}
              onBrowseLibrary={browseLibrary}
            />
          }
        />
      </section>
    </div>
  );
}
