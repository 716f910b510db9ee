import { Bell, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';

/** /notifications: the user's in-app notifications. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </header>
      <EmptyState
        icon={Bell}
        title={t('empty.title')}
        description={t('empty.description')}
        action={
          <Button variant="outline" asChild>
            <Link href="/settings?tab=notifications">
              <Settings aria-hidden="true" />
              {t('empty.settings')}
            </Link>
          </Button>
        }
      />
    </div>
  );
}
