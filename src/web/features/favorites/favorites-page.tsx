import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';

/** /favorites: the recipes the user marked as favorites. */
export function FavoritesPage() {
  const { t } = useTranslation('favorites');
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </header>
      <EmptyState icon={Heart} title={t('empty.title')} description={t('empty.description')} />
    </div>
  );
}
