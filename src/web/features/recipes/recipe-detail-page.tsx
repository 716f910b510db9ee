import { useTranslation } from 'react-i18next';
import { RecipeNotFound } from './recipe-not-found';

/** /recipes/{id}: one recipe. No recipe exists on this server yet, so every id is unknown. */
export function RecipeDetailPage() {
  const { t } = useTranslation('recipes');
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('detail.title')}</h1>
      </header>
      <RecipeNotFound />
    </div>
  );
}
