import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';

/** /recipes: the household's recipe book. */
export function RecipesPage() {
  const { t } = useTranslation('recipes');
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('list.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('list.description')}</p>
      </header>
      <EmptyState icon={BookOpen} title={t('list.empty.title')} description={t('list.empty.description')} />
    </div>
  );
}
