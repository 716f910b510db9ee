import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';

/** /shopping-lists: the household's shopping lists. */
export function ShoppingListsPage() {
  const { t } = useTranslation('shopping-lists');
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </header>
      <EmptyState icon={ShoppingCart} title={t('empty.title')} description={t('empty.description')} />
    </div>
  );
}
