import { Hourglass, Timer } from 'lucide-react';
import { createElement, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrepSession, PrepTask } from '@shared/contracts/meal-plans';
import { formatTimer } from '@shared/domain/step-timers';
import { formatDuration } from '../../components/recipes/recipe-format';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { cn } from '../../components/ui/utils';
import {
  applianceIcon,
  applianceText,
  formatClock,
  handsOffText,
  PREP_NAMESPACES,
  recipeTitles,
  taskTitle,
} from './prep-format';
import { groupByStart } from './prep-session-api';

export type PrepTimelineProps = {
  session: PrepSession;
  onTick: (task: PrepTask, done: boolean) => void;
  onStartTimer: (task: PrepTask) => void;
};

/**
 * The session's tasks in order, grouped by the minute they start on the session's clock: tasks of
 * one group run side by side (the oven bakes while the cook chops). Each task has its box to tick,
 * what it is for, where it happens, how long it takes and, when the step names one, its timer.
 */
export function PrepTimeline({ session, onTick, onStartTimer }: PrepTimelineProps) {
  const { t } = useTranslation(PREP_NAMESPACES);
  const done = new Set(session.done);
  return (
    <ol className="grid gap-5" aria-label={t('timeline.label')}>
      {groupByStart(session.tasks).map((group) => (
        <li key={group.startMinute} className="grid gap-2" data-testid="prep-group">
          <h3 className="flex items-baseline gap-2 text-sm font-semibold text-primary-ink">
            <span className="sr-only">{t('timeline.groupStart')}</span>
            <time className="font-mono text-base tabular-nums">{formatClock(group.startMinute)}</time>
          </h3>
          <ul className="grid gap-2 border-s-2 border-primary/40 ps-3">
            {group.tasks.map((task) => (
              <PrepTaskItem
                key={task.id}
                session={session}
                task={task}
                done={done.has(task.id)}
                onTick={onTick}
                onStartTimer={onStartTimer}
              />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function PrepTaskItem({
  session,
  task,
  done,
  onTick,
  onStartTimer,
}: {
  session: PrepSession;
  task: PrepTask;
  done: boolean;
  onTick: (task: PrepTask, done: boolean) => void;
  onStartTimer: (task: PrepTask) => void;
}) {
  const { t, i18n } = useTranslation(PREP_NAMESPACES);
  const language = i18n.language;
  const id = useId();
  const titleId = `${id}-title`;
  const detailsId = `${id}-details`;
  const recipes = recipeTitles(session, task, language);

  return (
    <li
      data-testid="prep-task"
      className={cn(
        'flex gap-3 rounded-lg border bg-card p-3 text-card-foreground',
        done && 'bg-muted/50 text-muted-foreground',
      )}
    >
      <Checkbox
        className="mt-0.5 size-6"
        checked={done}
        onCheckedChange={(checked) => onTick(task, checked === true)}
        aria-labelledby={titleId}
        aria-describedby={detailsId}
      />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <p
          id={titleId}
          className={cn(
            'font-medium break-words whitespace-pre-line',
            done && 'line-through decoration-muted-foreground',
          )}
        >
          {taskTitle(t, task, language)}
        </p>
        <div id={detailsId} className="grid gap-1 text-sm">
          {task.kind === 'prep' && task.amounts.length > 0 && (
            <p className="break-words">{task.amounts.join(' · ')}</p>
          )}
          {recipes && <p className="break-words text-muted-foreground">{t('task.for', { recipes })}</p>}
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
            <span className="inline-flex items-center gap-1.5" data-testid="prep-appliance">
              <ApplianceIcon appliance={task.appliance} />
              {applianceText(t, task.appliance)}
            </span>
            <span>{t('task.takes', { duration: formatDuration(language, task.minutes) })}</span>
            <span>{t('task.startsAt', { time: formatClock(task.startMinute) })}</span>
          </p>
          {task.passive && (
            <p className="inline-flex items-center gap-1.5 font-medium text-success-ink">
              <Hourglass className="size-4 shrink-0" aria-hidden="true" />
              {handsOffText(t, task.appliance)}
            </p>
          )}
        </div>
        {task.timerSeconds !== null && task.timerSeconds > 0 && !done && (
          <div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onStartTimer(task)}
              aria-describedby={titleId}
            >
              <Timer aria-hidden="true" />
              {t('task.startTimer', { time: formatTimer(task.timerSeconds) })}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}

/** The appliance's icon, looked up by its slug (createElement: a lookup, not a component made in render). */
function ApplianceIcon({ appliance }: { appliance: string | null }) {
  return createElement(applianceIcon(appliance), { className: 'size-4 shrink-0', 'aria-hidden': true });
}
