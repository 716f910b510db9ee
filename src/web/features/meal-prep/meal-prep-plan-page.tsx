import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';

/** /meal-prep-plan: the household's week of meals and prep sessions. */
export function MealPrepPlanPage() {
  const { t } = useTranslation('meal-prep');
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('plan.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('plan.description')}</p>
      </header>
      <EmptyState
        icon={CalendarDays}
        title={t('plan.empty.title')}
        description={t('plan.empty.description')}
      />
    </div>
  );
}
