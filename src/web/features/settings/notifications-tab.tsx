import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';

/** The in-app notification kinds (PRODUCT.md, notifications). */
export const NOTIFICATION_KINDS = [
  'expiringSoon',
  'expired',
  'lowStock',
  'familyActivity',
  'mealPrepReminder',
  'trialEnding',
  'referralReward',
] as const;

/**
 * What exists today, said plainly: no delivery channel (e-mail, push) can be chosen yet, and these
 * are the kinds of notice the app knows about.
 */
export function NotificationsTab() {
  const { t } = useTranslation('settings');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('tabs.notifications')}</CardTitle>
        <CardDescription>{t('notifications.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <EmptyState
          headingLevel={3}
          icon={BellOff}
          title={t('notifications.empty.title')}
          description={t('notifications.empty.description')}
        />
        <section className="grid gap-3" aria-labelledby="notification-kinds-heading">
          <h3 id="notification-kinds-heading" className="text-base font-semibold">
            {t('notifications.kinds.title')}
          </h3>
          <ul className="grid gap-2">
            {NOTIFICATION_KINDS.map((kind) => (
              <li key={kind} className="grid gap-0.5 rounded-lg border border-border p-3 text-sm">
                <span className="font-medium">{t(`notifications.kinds.${kind}.label`)}</span>
                <span className="text-muted-foreground">{t(`notifications.kinds.${kind}.description`)}</span>
              </li>
            ))}
          </ul>
          <p className="text-sm">
            <Link href="/notifications" className="text-primary-ink underline underline-offset-4">
              {t('notifications.open')}
            </Link>
          </p>
        </section>
      </CardContent>
    </Card>
  );
}
