import { ArrowLeft, CalendarX, Clock, ListChecks, PartyPopper } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRoute } from 'wouter';
import type { PrepSession, PrepTask } from '@shared/contracts/meal-plans';
import { formatTimer } from '@shared/domain/step-timers';
import { IdSchema } from '@shared/contracts/text';
import { CookTimerTray } from '../../components/cook/cook-timers';
import { useCookTimers, type CookTimer } from '../../components/cook/use-cook-timers';
import { useWakeLock } from '../../components/cook/use-wake-lock';
import { formatDuration } from '../../components/recipes/recipe-format';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/toast-store';
import { formatDayRange, PREP_NAMESPACES, recipeTitles, taskTitle } from './prep-format';
import { failureReason } from './meal-plan-api';
import { isNotFound, usePrepSession, useTickPrepTask } from './prep-session-api';
import { PrepStorage } from './prep-storage';
import { PrepTimeline } from './prep-timeline';

/**
 * /weeklymealprep/{id}: a prep session, the planned recipes of some days cooked in one go. The
 * tasks as a timeline to tick off (the ticks are kept on the server, for the whole household), the
 * timers of cook mode, and how each dish keeps and reheats.
 */
export function WeeklyMealPrepPage() {
  const [, params] = useRoute('/weeklymealprep/:id');
  const id = params?.id ?? '';
  const { t } = useTranslation(PREP_NAMESPACES);
  // An id the API would refuse cannot name a session: not found, without asking.
  const validId = IdSchema.safeParse(id).success;
  const session = usePrepSession(id, { enabled: validId });

  if (session.data) return <PrepSessionView key={session.data.id} session={session.data} />;
  if (!validId || (session.isError && isNotFound(session.error))) return <SessionNotFound />;
  if (session.isError) {
    return (
      <div className="grid gap-6">
        <Header />
        <div role="alert" className="grid gap-3 rounded-lg border border-dashed p-6 text-center">
          <p className="font-medium">{t('session.loadFailed')}</p>
          {failureReason(session.error) && (
            <p className="text-sm text-muted-foreground">{failureReason(session.error)}</p>
          )}
          <div>
            <Button variant="outline" onClick={() => void session.refetch()}>
              {t('session.retry')}
            </Button>
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-6" aria-busy="true">
      <Header />
      <p className="sr-only" role="status">
        {t('session.loading')}
      </p>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

function Header({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(PREP_NAMESPACES);
  return (
    <header className="grid gap-2">
      <Link
        href="/meal-prep-plan"
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary-ink underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('weekly.notFound.back', { ns: 'meal-prep' })}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">{t('weekly.title', { ns: 'meal-prep' })}</h1>
      {children}
    </header>
  );
}

/** The page's not-found state: an unknown id, or a session of another household. */
function SessionNotFound() {
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

function PrepSessionView({ session }: { session: PrepSession }) {
  const { t, i18n } = useTranslation(PREP_NAMESPACES);
  const language = i18n.language;
  const tick = useTickPrepTask(session.id);
  const range = formatDayRange(language, session.from, session.to);

  const notificationText = useCallback(
    (timer: CookTimer) => ({
      title: t('timers.notificationTitle', { ns: 'cook', label: timer.label }),
      body: t('session.notificationBody', { range }),
    }),
    [t, range],
  );
  const timers = useCookTimers({ notificationText });
  // The screen stays on while a timer counts down or rings, as in cook mode.
  const timing = timers.timers.some((timer) => timer.status !== 'paused');
  const wakeLock = useWakeLock(timing);

  const handleTick = (task: PrepTask, done: boolean) => {
    tick.mutateAsync({ taskId: task.id, done }).catch((error: unknown) =>
      toast({
        variant: 'destructive',
        title: t('session.tickFailed', { task: taskTitle(t, task, language) }),
        description: failureReason(error),
      }),
    );
  };

  const handleStartTimer = (task: PrepTask) => {
    if (!task.timerSeconds) return;
    const recipes = recipeTitles(session, task, language);
    const time = formatTimer(task.timerSeconds);
    timers.start(recipes ? t('session.timerLabel', { recipes, time }) : time, task.timerSeconds);
  };

  const total = session.tasks.length;
  const doneCount = session.tasks.filter((task) => session.done.includes(task.id)).length;
  const saved = Math.max(0, session.sequentialMinutes - session.totalMinutes);
  const percent = total === 0 ? 0 : Math.round((doneCount / total) * 100);

  return (
    <div className="grid min-w-0 gap-8">
      <Header>
        <p className="text-muted-foreground">{t('session.range', { range })}</p>
      </Header>

      <section
        aria-labelledby="prep-summary"
        className="grid gap-4 rounded-lg border bg-card p-4 text-card-foreground"
      >
        <h2 id="prep-summary" className="sr-only">
          {t('summary.title')}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="flex items-start gap-2">
            <Clock className="mt-0.5 size-5 shrink-0 text-primary-ink" aria-hidden="true" />
            <div>
              <dt className="text-sm text-muted-foreground">{t('summary.total')}</dt>
              <dd className="text-lg font-semibold">{formatDuration(language, session.totalMinutes)}</dd>
            </div>
          </div>
          <div className="flex items-start gap-2">
            <ListChecks className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div>
              <dt className="text-sm text-muted-foreground">{t('summary.sequential')}</dt>
              <dd className="text-lg font-semibold">{formatDuration(language, session.sequentialMinutes)}</dd>
            </div>
          </div>
        </dl>
        <p className="text-sm font-medium text-success-ink">
          {saved > 0 ? t('summary.saves', { time: formatDuration(language, saved) }) : t('summary.noSaving')}
        </p>
        <div className="grid gap-1.5">
          <div className="flex items-center justify-between gap-2 text-sm">
            <span id="prep-progress-label" className="font-medium">
              {t('summary.progressLabel')}
            </span>
            <span aria-live="polite" data-testid="prep-progress">
              {t('summary.progress', { done: doneCount, total })}
            </span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="prep-progress-label"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={doneCount}
            aria-valuetext={t('summary.progress', { done: doneCount, total })}
            className="h-2.5 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none"
              style={{ width: `${percent}%` }}
            />
          </div>
          {total > 0 && doneCount === total && (
            <p className="inline-flex items-center gap-1.5 text-sm font-medium text-success-ink">
              <PartyPopper className="size-4" aria-hidden="true" />
              {t('summary.allDone')}
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby="prep-tasks" className="grid gap-3">
        <div className="grid gap-1">
          <h2 id="prep-tasks" className="text-xl font-semibold">
            {t('timeline.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('timeline.description')}</p>
        </div>
        {total === 0 ? (
          <p className="text-sm text-muted-foreground">{t('timeline.empty')}</p>
        ) : (
          <PrepTimeline session={session} onTick={handleTick} onStartTimer={handleStartTimer} />
        )}
      </section>

      {session.meals.length > 0 && <PrepStorage meals={session.meals} />}

      {timers.timers.length > 0 && (
        <div className="sticky bottom-4 z-10 grid gap-1 rounded-lg bg-background/95 p-2 shadow-lg backdrop-blur">
          <CookTimerTray
            timers={timers.timers}
            now={timers.now}
            onPause={timers.pause}
            onResume={timers.resume}
            onRemove={timers.remove}
          />
          {timing && wakeLock !== 'off' && (
            <p className="text-xs text-muted-foreground">{t(`wakeLock.${wakeLock}`, { ns: 'cook' })}</p>
          )}
        </div>
      )}
    </div>
  );
}
