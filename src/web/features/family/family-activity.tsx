import { History, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDateTime, formatRelativeTime, useNow } from '../../lib/relative-time';
import { useFamilyActivity } from './family-api';

/** Who did what in the kitchen ("Ana added milk", "Ben ticked 4 items"), newest first. */
export function FamilyActivity() {
  const { t, i18n } = useTranslation('family');
  const activity = useFamilyActivity();
  const now = useNow();
  const items = activity.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="family-activity-heading" className="grid gap-3">
      <h2 id="family-activity-heading" className="flex items-center gap-2 text-lg font-semibold">
        <History className="size-5" aria-hidden="true" />
        {t('activity.title')}
      </h2>
      {activity.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p>{t('activity.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void activity.refetch()}>
            <RefreshCw aria-hidden="true" />
            {t('retry')}
          </Button>
        </div>
      ) : activity.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} className="grid gap-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('activity.empty')}</p>
      ) : (
        <>
          <ol className="grid gap-2">
            {items.map((item) => (
              <li key={item.id} className="grid gap-0.5 border-s-2 border-border ps-3 text-sm">
                <span>{item.text}</span>
                <time
                  dateTime={item.at}
                  title={formatDateTime(item.at, i18n.language)}
                  className="text-xs text-muted-foreground"
                >
                  {formatRelativeTime(item.at, now, i18n.language)}
                </time>
              </li>
            ))}
          </ol>
          {activity.hasNextPage && (
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              disabled={activity.isFetchingNextPage}
              onClick={() => void activity.fetchNextPage()}
            >
              {t('activity.more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
