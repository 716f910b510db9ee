import { CalendarOff, CalendarPlus, ClipboardCopy, RefreshCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import {
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/toast-store';
import { failureReason, useCalendarFeed, useSetCalendarFeed } from './meal-plan-api';

/**
 * "Subscribe in your calendar": the plan's secret iCal address, turned on, copied, replaced (the
 * old one stops working) or turned off. Anyone with the address can read the plan, so it says so.
 */
export function PlanCalendarFeedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('meal-prep');
  const feed = useCalendarFeed();
  const setFeed = useSetCalendarFeed();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const url = feed.data?.url ?? null;

  const change = async (on: boolean, done: string) => {
    try {
      await setFeed.mutateAsync(on);
      toast({ title: done });
    } catch (error) {
      toast({ variant: 'destructive', title: t('plan.feed.failed'), description: failureReason(error) });
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('plan.feed.copied') });
    } catch {
      // No clipboard (an old browser, or refused): the address is selected for a manual copy.
      input.current?.select();
      toast({ variant: 'warning', title: t('plan.feed.copyFailed') });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('plan.feed.title')}</DialogTitle>
          <DialogDescription>{t('plan.feed.description')}</DialogDescription>
        </DialogHeader>
        {feed.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p>{t('plan.feed.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void feed.refetch()}>
              <RefreshCw aria-hidden="true" />
              {t('plan.retry')}
            </Button>
          </div>
        ) : !feed.data ? (
          <div role="status" aria-busy="true" aria-label={t('plan.loading')}>
            <Skeleton className="h-20 w-full" />
          </div>
        ) : url ? (
          <div className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor={inputId}>{t('plan.feed.address')}</Label>
              <div className="flex min-w-0 gap-2">
                <Input
                  ref={input}
                  id={inputId}
                  readOnly
                  value={url}
                  className="min-w-0 flex-1 font-mono text-xs md:text-xs"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Button variant="outline" onClick={() => void copy()}>
                  <ClipboardCopy aria-hidden="true" />
                  {t('plan.feed.copy')}
                </Button>
              </div>
              <p className="text-xs text-muted-foreground">{t('plan.feed.howTo')}</p>
            </div>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" disabled={setFeed.isPending} onClick={() => setConfirming(true)}>
                <RefreshCw aria-hidden="true" />
                {t('plan.feed.rotate')}
              </Button>
              <Button
                variant="destructive"
                disabled={setFeed.isPending}
                onClick={() => void change(false, t('plan.feed.turnedOff'))}
              >
                <CalendarOff aria-hidden="true" />
                {t('plan.feed.turnOff')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid justify-items-start gap-3">
            <p className="text-sm">{t('plan.feed.off')}</p>
            <Button disabled={setFeed.isPending} onClick={() => void change(true, t('plan.feed.turnedOn'))}>
              <CalendarPlus aria-hidden="true" />
              {t('plan.feed.turnOn')}
            </Button>
          </div>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('plan.feed.rotateTitle')}
          description={t('plan.feed.rotateDescription')}
          confirmLabel={t('plan.feed.rotateConfirm')}
          onConfirm={() => void change(true, t('plan.feed.rotated'))}
        />
      </DialogContent>
    </Dialog>
  );
}
