import { Bell, CheckCheck, Mail, MailOpen, Settings, Trash2 } from 'lucide-react';
import { useCallback, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import type { Notification } from '@shared/contracts/notifications';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../components/ui/utils';
import { ApiRequestError } from '../../lib/api';
import {
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useUnreadNotificationCount,
  type NotificationFilter,
} from '../../lib/notification-queries';
import { toast } from '../../lib/toast-store';
import { formatDateTime, formatRelativeTime, useNow } from '../../lib/relative-time';
import { isAppPath } from './notification-format';

/** `?show=unread` keeps the filter in the address, so Back and a shared link keep it too. */
const FILTER_PARAM = 'show';

const rowId = (baseId: string, notificationId: string) => `${baseId}-${notificationId}`;

/** Says that a change was refused; the cache has already gone back. */
function useFailureToast() {
  const { t } = useTranslation('notifications');
  return useCallback(
    (error: unknown) => {
      const reason = error instanceof ApiRequestError ? error.serverMessage : null;
      toast({
        variant: 'destructive',
        title: t('failed.title'),
        description: reason ?? t('failed.description'),
      });
    },
    [t],
  );
}

/** /notifications: the user's in-app notifications, newest first, with read state and a filter. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { t: tc } = useTranslation('common');
  const baseId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter: NotificationFilter = searchParams.get(FILTER_PARAM) === 'unread' ? 'unread' : 'all';
  const list = useNotifications(filter);
  const count = useUnreadNotificationCount();
  const showFailure = useFailureToast();
  const markRead = useMarkNotificationRead({ onError: showFailure });
  const markAllRead = useMarkAllNotificationsRead({ onError: showFailure });
  const remove = useDeleteNotification({ onError: showFailure });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const now = useNow();

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unreadCount = count.data ?? list.data?.pages[0]?.unreadCount ?? 0;

  const handleFilter = (next: NotificationFilter) => {
    setSearchParams(next === 'unread' ? { [FILTER_PARAM]: 'unread' } : {}, { replace: true });
  };

  /** The keyboard moves on to the next row (or the heading) before this one leaves the list. */
  const moveFocusPast = (notification: Notification) => {
    const index = items.findIndex((item) => item.id === notification.id);
    const next = items[index + 1] ?? items[index - 1];
    const target = next ? document.getElementById(rowId(baseId, next.id)) : null;
    (target ?? headingRef.current)?.focus();
  };

  const handleDelete = (notification: Notification) => {
    moveFocusPast(notification);
    remove.mutate(notification.id);
  };

  const handleToggleRead = (notification: Notification) => {
    const read = notification.readAt === null;
    // Read, it no longer belongs in the unread list, which drops it once fetched again.
    if (read && filter === 'unread') moveFocusPast(notification);
    markRead.mutate({ id: notification.id, read });
  };

  const handleOpen = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate({ id: notification.id, read: true });
  };

  return (
    <div className="grid min-w-0 gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
            {t('title')}
          </h1>
          <p className="text-sm text-muted-foreground">{t('description')}</p>
        </div>
        <Button
          variant="outline"
          className="self-start"
          disabled={unreadCount === 0 || markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          <CheckCheck aria-hidden="true" />
          {t('markAllRead')}
        </Button>
      </header>

      <FilterButtons filter={filter} unreadCount={unreadCount} onChange={handleFilter} />

      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-border p-4">
          <p className="font-medium">{t('loadFailed')}</p>
          <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
            {tc('actions.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        filter === 'unread' ? (
          <EmptyState
            icon={CheckCheck}
            title={t('caughtUp.title')}
            description={t('caughtUp.description')}
            action={
              <Button variant="outline" onClick={() => handleFilter('all')}>
                {t('caughtUp.showAll')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Bell}
            title={t('empty.title')}
            description={t('empty.description')}
            action={
              <Button variant="outline" asChild>
                <Link href="/settings?tab=notifications">
                  <Settings aria-hidden="true" />
                  {t('empty.settings')}
                </Link>
              </Button>
            }
          />
        )
      ) : (
        <>
          <ul className="grid gap-3" aria-label={t(`filter.${filter}List`)}>
            {items.map((notification) => (
              <NotificationRow
                key={notification.id}
                id={rowId(baseId, notification.id)}
                notification={notification}
                onOpen={() => handleOpen(notification)}
                now={now}
                onToggleRead={() => handleToggleRead(notification)}
                onDelete={() => handleDelete(notification)}
              />
            ))}
          </ul>
          {list.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

function FilterButtons({
  filter,
  unreadCount,
  onChange,
}: {
  filter: NotificationFilter;
  unreadCount: number;
  onChange: (filter: NotificationFilter) => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const options: NotificationFilter[] = ['all', 'unread'];
  return (
    <div
      role="group"
      aria-label={t('filter.label')}
      className="inline-flex w-fit max-w-full items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground"
    >
      {options.map((option) => {
        const pressed = filter === option;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option)}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
              'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              pressed && 'bg-background text-foreground shadow-sm',
            )}
          >
            {t(`filter.${option}`)}
            {option === 'unread' && unreadCount > 0 && ' '}
            {option === 'unread' && unreadCount > 0 && (
              <span className="rounded-full bg-primary px-1.5 text-xs leading-5 text-primary-foreground">
                {new Intl.NumberFormat(i18n.resolvedLanguage).format(unreadCount)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

function ListSkeleton() {
  const { t } = useTranslation('notifications');
  return (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only" role="status">
        {t('loading')}
      </span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex gap-3 rounded-lg border border-border p-4">
          <Skeleton className="mt-1 size-2.5 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-3 w-20" />
          </div>
        </div>
      ))}
    </div>
  );
}

function NotificationRow({
  id,
  notification,
  now,
  onOpen,
  onToggleRead,
  onDelete,
}: {
  id: string;
  notification: Notification;
  /** The time the relative times count from (moves on every minute). */
  now: number;
  onOpen: () => void;
  onToggleRead: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const unread = notification.readAt === null;
  const link = isAppPath(notification.link) ? notification.link : null;
  const titleId = `${id}-title`;
  const language = i18n.resolvedLanguage;
  const { title } = notification;

  return (
    <li>
      <article
        id={id}
        tabIndex={-1}
        aria-labelledby={titleId}
        className={cn(
          'relative flex gap-3 rounded-lg border border-border bg-card p-4 outline-none transition-colors',
          'focus-visible:outline-2 focus-visible:outline-ring',
          unread && 'border-primary/40',
          link && 'hover:bg-muted/50',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <h2
            id={titleId}
            className={cn('text-sm break-words', unread ? 'font-semibold text-foreground' : 'font-normal')}
          >
            {unread && <span className="sr-only">{t('unreadPrefix')}</span>}
            {unread && ' '}
            {link ? (
              <Link
                href={link}
                onClick={onOpen}
                className={cn(
                  // The link covers the whole card, so a tap anywhere outside the buttons opens it.
                  "outline-none after:absolute after:inset-0 after:rounded-lg after:content-['']",
                  'focus-visible:after:outline-2 focus-visible:after:outline-ring',
                )}
              >
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
          <p className="text-sm break-words text-muted-foreground">{notification.body}</p>
          <time
            dateTime={notification.createdAt}
            title={formatDateTime(notification.createdAt, language)}
            className="text-xs text-muted-foreground"
          >
            {formatRelativeTime(notification.createdAt, now, language)}
          </time>
        </div>
        <div className="relative z-10 flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-start">
          <Button
            variant="ghost"
            size="sm"
            className="h-9 min-w-9 px-2 sm:px-3"
            aria-label={unread ? t('markReadLabel', { title }) : t('markUnreadLabel', { title })}
            onClick={onToggleRead}
          >
            {unread ? <MailOpen aria-hidden="true" /> : <Mail aria-hidden="true" />}
            <span className="hidden sm:inline">{unread ? t('markRead') : t('markUnread')}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="h-9 min-w-9 px-2 text-destructive-ink hover:text-destructive-ink sm:px-3"
            aria-label={t('deleteLabel', { title })}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
            <span className="hidden sm:inline">{t('delete')}</span>
          </Button>
        </div>
      </article>
    </li>
  );
}
