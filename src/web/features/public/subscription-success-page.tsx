import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonVariants } from '../../components/ui/button';
import { PublicLayout } from './public-layout';

export function SubscriptionSuccessPage() {
  const { t } = useTranslation('public');
  return (
    <PublicLayout title={t('subscriptionSuccess.title')}>
      <div className="flex flex-col items-center gap-5 rounded-xl border border-border bg-card p-8 text-center text-card-foreground shadow-sm">
        <PartyPopper className="size-12 text-primary-ink" aria-hidden="true" />
        <p className="text-lg">{t('subscriptionSuccess.body')}</p>
        <p className="text-sm text-muted-foreground">{t('subscriptionSuccess.hint')}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link href="/dashboard" className={buttonVariants({ size: 'lg' })}>
            {t('subscriptionSuccess.goToDashboard')}
          </Link>
          <Link href="/subscription" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {t('subscriptionSuccess.viewSubscription')}
          </Link>
        </div>
      </div>
    </PublicLayout>
  );
}
