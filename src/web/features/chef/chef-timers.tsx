import { BellRing, Timer, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTimer } from '@shared/domain/step-timers';
import { secondsLeft, type CookTimers } from '../../components/cook/use-cook-timers';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/utils';

/** The running and ringing timers as chips, each with its time left and a way to stop it. */
export function ChefTimerChips({ timers }: { timers: CookTimers }) {
  const { t } = useTranslation('chef');
  if (timers.timers.length === 0) return null;
  return (
    <ul aria-label={t('timer.list')} className="flex flex-wrap gap-2 border-b px-4 py-2">
      {timers.timers.map((timer) => {
        const ringing = timer.status === 'ringing';
        const time = formatTimer(secondsLeft(timer, timers.now));
        return (
          <li
            key={timer.id}
            data-testid="chef-timer"
            className={cn(
              'flex min-w-0 items-center gap-1.5 rounded-full border py-0.5 ps-3 pe-0.5 text-sm',
              ringing
                ? 'border-destructive bg-destructive text-destructive-foreground motion-safe:animate-pulse'
                : 'bg-card text-card-foreground',
            )}
          >
            {ringing ? (
              <BellRing className="size-4 shrink-0" aria-hidden="true" />
            ) : (
              <Timer className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
            <span className="truncate">{timer.label}</span>
            {ringing ? (
              <span role="alert" className="font-semibold">
                {t('timer.timeUp', { label: timer.label })}
              </span>
            ) : (
              // Not a live region: a screen reader is not told the time every second.
              <span className="font-mono tabular-nums">
                <span className="sr-only">{t('timer.left')} </span>
                {time}
              </span>
            )}
            <Button
              variant="ghost"
              size="icon"
              className="size-8 rounded-full hover:bg-foreground/10"
              aria-label={t(ringing ? 'timer.stopNamed' : 'timer.cancel', { label: timer.label })}
              onClick={() => timers.remove(timer.id)}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
