import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useAuth } from '../../lib/auth';

const DAY_MS = 24 * 60 * 60 * 1000;

export type TrialStatus =
  { kind: 'none' } | { kind: 'active'; endsAt: Date; daysLeft: number } | { kind: 'ended'; endsAt: Date };

/** The 7-day trial (spec §1) as of `now`; a part of a day left counts as a day. */
export function trialStatus(trialEndsAt: string | null | undefined, now: Date = new Date()): TrialStatus {
  if (!trialEndsAt) return { kind: 'none' };
  const endsAt = new Date(trialEndsAt);
  if (Number.isNaN(endsAt.getTime())) return { kind: 'none' };
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0) return { kind: 'ended', endsAt };
  return { kind: 'active', endsAt, daysLeft: Math.ceil(left / DAY_MS) };
}

export function RewardsTab() {
  const { t, i18n } = useTranslation('settings');
  const { user } = useAuth();
  const status = trialStatus(user?.trialEndsAt);
  const format = (date: Date) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(date);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('tabs.rewards')}</CardTitle>
        <CardDescription>{t('rewards.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section className="grid gap-2 rounded-lg border border-border p-4" aria-labelledby="trial-heading">
          <div className="flex flex-wrap items-center gap-2">
            <Gift className="size-5 text-primary-ink" aria-hidden="true" />
            <h3 id="trial-heading" className="text-base font-semibold">
              {t('rewards.trial.title')}
            </h3>
            {status.kind === 'active' && <Badge variant="success">{t('rewards.trial.active')}</Badge>}
            {status.kind === 'ended' && <Badge variant="secondary">{t('rewards.trial.endedBadge')}</Badge>}
          </div>
          <p className="text-sm">
            {status.kind === 'active' &&
              t('rewards.trial.activeText', { count: status.daysLeft, date: format(status.endsAt) })}
            {status.kind === 'ended' && t('rewards.trial.endedText', { date: format(status.endsAt) })}
            {status.kind === 'none' && t('rewards.trial.noneText')}
          </p>
          <p className="text-sm text-muted-foreground">{t('rewards.trial.noCard')}</p>
          <p className="text-sm">
            <Link href="/subscription" className="text-primary-ink underline underline-offset-4">
              {t('rewards.trial.plans')}
            </Link>
          </p>
        </section>
        <section className="grid gap-2" aria-labelledby="referrals-heading">
          <h3 id="referrals-heading" className="text-base font-semibold">
            {t('rewards.referrals.title')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('rewards.referrals.description')}</p>
          <p className="text-sm">
            <Link href="/referrals" className="text-primary-ink underline underline-offset-4">
              {t('rewards.referrals.open')}
            </Link>
          </p>
        </section>
      </CardContent>
    </Card>
  );
}
