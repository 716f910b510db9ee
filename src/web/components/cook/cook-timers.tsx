import { BellRing, Pause, Play, Timer, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { findStepTimers, formatTimer, type StepTimer } from '@shared/domain/step-timers';
import type { Language } from '@shared/settings-options';
import { Button } from '../ui/button';
import { cn } from '../ui/utils';
import { secondsLeft, type CookTimer } from './use-cook-timers';

/** The timers a step names, each as a button that starts it ("Start 25:00"). */
export function StepTimerButtons({
  text,
  language,
  onStart,
}: {
  text: string;
  language: Language;
  onStart: (timer: StepTimer) => void;
}) {
  const { t } = useTranslation('cook');
  const timers = findStepTimers(text, language);
  if (timers.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {timers.map((timer) => (
        <Button
          key={`${timer.start}-${timer.end}`}
          variant="secondary"
          size="lg"
          onClick={() => onStart(timer)}
          aria-label={t('timers.startNamed', { time: formatTimer(timer.seconds), label: timer.label })}
        >
          <Timer aria-hidden="true" />
          {t('timers.start', { time: formatTimer(timer.seconds) })}
        </Button>
      ))}
    </div>
  );
}

export type CookTimerTrayProps = {
  timers: readonly CookTimer[];
  now: number;
  onPause: (id: string) => void;
  onResume: (id: string) => void;
  onRemove: (id: string) => void;
  className?: string;
};

/**
 * The running, paused and ringing timers with their time left. The time itself is not announced
 * every second (a screen reader would talk over the cook); a timer that ends is, as an alert.
 */
export function CookTimerTray({ timers, now, onPause, onResume, onRemove, className }: CookTimerTrayProps) {
  const { t } = useTranslation('cook');
  if (timers.length === 0) return null;
  return (
    <section aria-label={t('timers.tray')} className={cn('grid gap-2', className)}>
      <h2 className="text-sm font-semibold text-muted-foreground">{t('timers.tray')}</h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {timers.map((timer) => {
          const ringing = timer.status === 'ringing';
          return (
            <li
              key={timer.id}
              data-testid="cook-timer"
              className={cn(
                'flex items-center gap-3 rounded-lg border bg-card px-3 py-2 text-card-foreground',
                ringing &&
                  'border-destructive bg-destructive text-destructive-foreground motion-safe:animate-pulse',
              )}
            >
              {ringing ? (
                <BellRing className="size-5 shrink-0" aria-hidden="true" />
              ) : (
                <Timer className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <div className="grid min-w-0 flex-1">
                <span className="truncate text-sm font-medium">{timer.label}</span>
                {ringing ? (
                  <span role="alert" className="font-semibold">
                    {t('timers.timeUp', { label: timer.label })}
                  </span>
                ) : (
                  <span className="font-mono text-xl tabular-nums">
                    {formatTimer(secondsLeft(timer, now))}
                    {timer.status === 'paused' && (
                      <span className="ms-2 font-sans text-sm text-muted-foreground">
                        {t('timers.paused')}
                      </span>
                    )}
                  </span>
                )}
              </div>
              {timer.status === 'running' && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('timers.pause', { label: timer.label })}
                  onClick={() => onPause(timer.id)}
                >
                  <Pause aria-hidden="true" />
                </Button>
              )}
              {timer.status === 'paused' && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('timers.resume', { label: timer.label })}
                  onClick={() => onResume(timer.id)}
                >
                  <Play aria-hidden="true" />
                </Button>
              )}
              {ringing ? (
                <Button
                  variant="secondary"
                  aria-label={t('timers.stopNamed', { label: timer.label })}
                  onClick={() => onRemove(timer.id)}
                >
                  {t('timers.stop')}
                </Button>
              ) : (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('timers.cancel', { label: timer.label })}
                  onClick={() => onRemove(timer.id)}
                >
                  <X aria-hidden="true" />
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
