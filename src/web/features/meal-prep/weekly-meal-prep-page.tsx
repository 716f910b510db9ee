import { CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';

/** /weeklymealprep/{id}: one week's prep plan; no plan exists yet, so every id is unknown. */
export function WeeklyMealPrepPage() {
  const { t } = useTranslation('meal-prep');
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('weekly.title')}</h1>
      </header>
      <EmptyState
        icon={CalendarX}
        title={t('weekly.notFound.title')}
        description={t('weekly.notFound.description')}
        action={
          <Button variant="outline" asChild>
            <Link href="/meal-prep-plan">{t('weekly.notFound.back')}</Link>
          </Button>
        }
      />
    </div>
  );
}
