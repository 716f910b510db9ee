import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left, a part day counting as one; 0 once ended; null without a trial. */
export function trialDaysLeft(trialEndsAt: string | null, now: Date): number | null {
  if (!trialEndsAt) return null;
  const end = Date.parse(trialEndsAt);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

/** The free trial as it stands: days left and end date, ended, or no trial at all. */
export function TrialCard({
  trialEndsAt,
  now,
  headingLevel = 'h2',
}: {
  trialEndsAt: string | null;
  now: Date;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t, i18n } = useTranslation('subscription');
  const days = trialDaysLeft(trialEndsAt, now);
  const date =
    trialEndsAt && days !== null
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(trialEndsAt))
      : null;

  let title = t('trial.noneTitle');
  let description = t('trial.noneDescription');
  let badge: { text: string; variant: 'success' | 'warning' | 'secondary' } | null = null;
  if (days !== null && date !== null && days > 0) {
    title = t('trial.activeTitle');
    description = t('trial.activeDescription', { date });
    badge = { text: t('trial.daysLeft', { count: days }), variant: days <= 2 ? 'warning' : 'success' };
  } else if (days === 0 && date !== null) {
    title = t('trial.endedTitle');
    description = t('trial.endedDescription', { date });
    badge = { text: t('trial.endedBadge'), variant: 'secondary' };
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel} className="flex flex-wrap items-center gap-2">
          <CalendarClock className="size-5 text-primary-ink" aria-hidden="true" />
          {title}
          {badge && <Badge variant={badge.variant}>{badge.text}</Badge>}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-1 text-sm">
          <li>{t('trial.pointLength')}</li>
          <li>{t('trial.pointCard')}</li>
          <li>{t('trial.pointFeatures')}</li>
        </ul>
      </CardContent>
    </Card>
  );
}
