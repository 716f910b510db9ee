import { BookOpen, Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RecipeGrid } from '../../components/recipes/recipe-grid';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import type { RecipeListFilters } from '../../lib/recipe-queries';

/** Every favorite, whichever book it is in, by title. */
const FAVORITES: RecipeListFilters = { favorites: true, source: 'all', sort: 'title' };

/** /favorites: the recipes the user marked as favorites, as the recipe book shows them. */
export function FavoritesPage() {
  const { t } = useTranslation('favorites');
  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </header>
      <RecipeGrid
        filters={FAVORITES}
        label={t('listLabel')}
        empty={
          <EmptyState
            icon={Heart}
            title={t('empty.title')}
            description={t('empty.description')}
            action={
              <Button asChild>
                <Link href="/recipes">
                  <BookOpen aria-hidden="true" />
                  {t('empty.browse')}
                </Link>
              </Button>
            }
          />
        }
      />
    </div>
  );
}
