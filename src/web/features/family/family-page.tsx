import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';

/** /family: the family group that shares the kitchen. */
export function FamilyPage() {
  const { t } = useTranslation('family');
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('group.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('group.description')}</p>
      </header>
      <EmptyState icon={Users} title={t('group.empty.title')} description={t('group.empty.description')} />
    </div>
  );
}
