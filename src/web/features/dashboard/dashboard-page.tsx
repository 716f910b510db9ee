import { useMutation, useQuery } from '@tanstack/react-query';
import { ChevronRight, Clock, CookingPot, MailWarning, ShoppingCart, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { User } from '@shared/contracts/auth';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { toast } from '../../lib/toast-store';
import { PantryToday } from './pantry-today';
import { TodaysMealsCard } from './todays-meals';
import { WhatCanICookCard } from './what-can-i-cook';

const DAY_MS = 24 * 60 * 60 * 1000;

export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/** Morning from 5:00, afternoon from 12:00, evening from 18:00 until 4:59, in the device's time. */
export function partOfDay(date: Date): PartOfDay {
  const hour = date.getHours();
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

/** Whole days left in the trial, counting a part day as a day; 0 once it has ended; null without a trial. */
export function trialDaysLeft(trialEndsAt: string | null, now: Date): number | null {
  if (!trialEndsAt) return null;
  const end = Date.parse(trialEndsAt);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

/** /dashboard: a greeting, the trial, what matters in the pantry today, and one card per part of the kitchen. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const now = new Date();

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">
          {user
            ? t(`greeting.${partOfDay(now)}`, { name: user.firstName })
            : t(`greetingNoName.${partOfDay(now)}`)}
        </h1>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </header>

      {user && !user.emailVerified && <VerifyEmailBanner email={user.email} />}
      {user && <TrialStatus user={user} now={now} />}

      <PantryToday />

      <section aria-labelledby="dashboard-kitchen" className="grid gap-3">
        <h2 id="dashboard-kitchen" className="sr-only">
          {t('kitchenHeading')}
        </h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <TodaysMealsCard />
          <WhatCanICookCard />
          <DashboardCard
            icon={ShoppingCart}
            title={t('cards.shopping.title')}
            emptyTitle={t('cards.shopping.emptyTitle')}
            emptyDescription={t('cards.shopping.emptyDescription')}
            href="/shopping-lists"
            linkLabel={t('cards.shopping.link')}
          />
          <AppliancesCard />
        </div>
      </section>
    </div>
  );
}

function VerifyEmailBanner({ email }: { email: string }) {
  const { t } = useTranslation('dashboard');
  const resend = useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/resend-verification'),
    onSuccess: () =>
      toast({ title: t('verify.sentTitle'), description: t('verify.sentDescription', { email }) }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('verify.failedTitle'),
        description:
          error instanceof ApiRequestError && error.serverMessage
            ? error.serverMessage
            : t('verify.failedDescription'),
      }),
  });
  return (
    <section
      aria-labelledby="verify-email-title"
      className="flex flex-col gap-3 rounded-lg border border-warning-ink/40 bg-warning/15 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <MailWarning className="mt-0.5 size-5 shrink-0 text-warning-ink" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="verify-email-title" className="font-semibold">
            {t('verify.title')}
          </h2>
          <p className="text-sm break-words text-muted-foreground">{t('verify.description', { email })}</p>
        </div>
      </div>
      <Button
        variant="outline"
        className="shrink-0"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? t('verify.sending') : t('verify.resend')}
      </Button>
    </section>
  );
}

function TrialStatus({ user, now }: { user: User; now: Date }) {
  const { t, i18n } = useTranslation('dashboard');
  const days = trialDaysLeft(user.trialEndsAt, now);
  if (days === null || !user.trialEndsAt) return null;
  const endDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(user.trialEndsAt),
  );
  return (
    <section
      aria-labelledby="trial-status-title"
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <Clock className="mt-0.5 size-5 shrink-0 text-primary-ink" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="trial-status-title" className="flex flex-wrap items-center gap-2 font-semibold">
            {t('trial.title')}
            <Badge variant={days > 0 ? 'success' : 'secondary'}>
              {days > 0 ? t('trial.daysLeft', { count: days }) : t('trial.endedBadge')}
            </Badge>
          </h2>
          <p className="text-sm text-muted-foreground">
            {days > 0
              ? t('trial.activeDescription', { date: endDate })
              : t('trial.endedDescription', { date: endDate })}
          </p>
        </div>
      </div>
      <Button variant="outline" asChild className="shrink-0">
        <Link href="/subscription">{t('trial.link')}</Link>
      </Button>
    </section>
  );
}

type DashboardCardProps = {
  icon: LucideIcon;
  title: string;
  emptyTitle: string;
  emptyDescription: string;
  href: string;
  linkLabel: string;
  /** Replaces the empty state once there is something to show. */
  children?: ReactNode;
};

function DashboardCard({
  icon: Icon,
  title,
  emptyTitle,
  emptyDescription,
  href,
  linkLabel,
  children,
}: DashboardCardProps) {
  return (
    <Card className="gap-3">
      <CardHeader className="flex-row items-center gap-2">
        <Icon className="size-5 text-primary-ink" aria-hidden="true" />
        <CardTitle as="h3" className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid flex-1 gap-1">
        {children ?? (
          <>
            <p className="font-medium">{emptyTitle}</p>
            <p className="text-sm text-muted-foreground">{emptyDescription}</p>
          </>
        )}
      </CardContent>
      <CardFooter>
        <Button variant="link" asChild className="h-auto px-0">
          <Link href={href}>
            {linkLabel}
            <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function AppliancesCard() {
  const { t } = useTranslation('dashboard');
  // The raw answer, under the key the appliances page shares.
  const appliances = useQuery<{ appliances: unknown[] }>({ queryKey: ['/api/appliances'] });
  const count = appliances.data?.appliances.length ?? 0;
  let content: ReactNode = undefined;
  if (appliances.isPending) {
    content = (
      <div aria-busy="true" className="grid gap-2">
        <span className="sr-only">{t('cards.appliances.loading')}</span>
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-56" />
      </div>
    );
  } else if (appliances.isError) {
    content = <p className="text-sm text-muted-foreground">{t('cards.appliances.loadFailed')}</p>;
  } else if (count > 0) {
    content = (
      <>
        <p className="font-medium">{t('cards.appliances.count', { count })}</p>
        <p className="text-sm text-muted-foreground">{t('cards.appliances.countDescription')}</p>
      </>
    );
  }
  return (
    <DashboardCard
      icon={CookingPot}
      title={t('cards.appliances.title')}
      emptyTitle={t('cards.appliances.emptyTitle')}
      emptyDescription={t('cards.appliances.emptyDescription')}
      href="/kitchen-appliance"
      linkLabel={count > 0 ? t('cards.appliances.link') : t('cards.appliances.addLink')}
    >
      {content}
    </DashboardCard>
  );
}
