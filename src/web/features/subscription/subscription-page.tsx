import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { useAuth } from '../../lib/auth';
import { TrialCard } from './trial-card';

/** /subscription: the free trial as it stands, and the plans (none offered so far). */
export function SubscriptionPage() {
  const { t } = useTranslation('subscription');
  const { user } = useAuth();
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </header>
      <TrialCard trialEndsAt={user?.trialEndsAt ?? null} now={new Date()} />
      <EmptyState icon={CreditCard} title={t('plans.emptyTitle')} description={t('plans.emptyDescription')} />
    </div>
  );
}
