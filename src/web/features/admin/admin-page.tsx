import { useInfiniteQuery } from '@tanstack/react-query';
import { Inbox, RefreshCw, ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { User } from '@shared/contracts/auth';
import {
  ClientErrorListSchema,
  LOG_CATEGORIES,
  LOG_SEVERITIES,
  type ClientErrorRecord,
  type LogCategory,
  type LogSeverity,
} from '@shared/contracts/logs';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Label } from '../../components/ui/label';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { useAuth } from '../../lib/auth';

export const CLIENT_ERRORS_PATH = '/api/admin/client-errors';
export const CLIENT_ERRORS_PAGE_SIZE = 50;
const ALL = 'all';

/** Admins, and everyone on a development build (the server still checks the log itself). */
export function canSeeAdminPages(user: User | null, isDevelopment: boolean = import.meta.env.DEV): boolean {
  return user?.isAdmin === true || isDevelopment;
}

type Filters = { severity: LogSeverity | null; category: LogCategory | null };

/** The log's address for one page; a filter left at "all" is left out (the server takes no empty value). */
export function clientErrorsUrl(filters: Filters, before: string | null): string {
  const params = new URLSearchParams({ limit: String(CLIENT_ERRORS_PAGE_SIZE) });
  if (filters.severity) params.set('severity', filters.severity);
  if (filters.category) params.set('category', filters.category);
  if (before) params.set('before', before);
  return `${CLIENT_ERRORS_PATH}?${params.toString()}`;
}

/** /admin: the client error log, for admins. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </header>
      {canSeeAdminPages(user) ? <ClientErrorLog /> : <AccessDenied />}
    </div>
  );
}

function AccessDenied() {
  const { t } = useTranslation('admin');
  return (
    <EmptyState
      icon={ShieldAlert}
      title={t('denied.title')}
      description={t('denied.description')}
      action={
        <Button variant="outline" asChild>
          <Link href="/dashboard">{t('denied.back')}</Link>
        </Button>
      }
    />
  );
}

function ClientErrorLog() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const [filters, setFilters] = useState<Filters>({ severity: null, category: null });
  const log = useInfiniteQuery({
    queryKey: [CLIENT_ERRORS_PATH, filters],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      ClientErrorListSchema.parse(
        await apiRequest('GET', clientErrorsUrl(filters, pageParam), undefined, { signal }),
      ),
    getNextPageParam: (last) => last.nextCursor,
  });
  const entries = log.data?.pages.flatMap((page) => page.errors) ?? [];
  const filtered = filters.severity !== null || filters.category !== null;

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id={`${id}-heading`} className="text-lg font-semibold">
            {t('log.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('log.description')}</p>
        </div>
        <Button
          variant="outline"
          onClick={() => void log.refetch()}
          disabled={log.isFetching}
          className="self-start sm:self-auto"
        >
          <RefreshCw aria-hidden="true" />
          {t('log.refresh')}
        </Button>
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-severity`}>{t('log.severity')}</Label>
          <Select
            value={filters.severity ?? ALL}
            onValueChange={(value) =>
              setFilters((current) => ({
                ...current,
                severity: value === ALL ? null : (value as LogSeverity),
              }))
            }
          >
            <SelectTrigger id={`${id}-severity`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('log.allSeverities')}</SelectItem>
              {LOG_SEVERITIES.map((severity) => (
                <SelectItem key={severity} value={severity}>
                  {t(`severities.${severity}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-category`}>{t('log.category')}</Label>
          <Select
            value={filters.category ?? ALL}
            onValueChange={(value) =>
              setFilters((current) => ({
                ...current,
                category: value === ALL ? null : (value as LogCategory),
              }))
            }
          >
            <SelectTrigger id={`${id}-category`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('log.allCategories')}</SelectItem>
              {LOG_CATEGORIES.map((category) => (
                <SelectItem key={category} value={category}>
                  {t(`categories.${category}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      {log.isPending && <LoadingIndicator message={t('log.loading')} className="justify-start" />}
      {log.isError && (
        <div role="alert" className="grid justify-items-start gap-2">
          <p className="font-medium">{t('log.loadFailed')}</p>
          {log.error instanceof ApiRequestError && log.error.serverMessage && (
            <p className="text-sm text-muted-foreground">{log.error.serverMessage}</p>
          )}
          <Button variant="outline" onClick={() => void log.refetch()}>
            {tc('actions.retry')}
          </Button>
        </div>
      )}
      {log.isSuccess && entries.length === 0 && (
        <EmptyState
          icon={Inbox}
          headingLevel={3}
          title={filtered ? t('log.noMatchTitle') : t('log.emptyTitle')}
          description={filtered ? t('log.noMatchDescription') : t('log.emptyDescription')}
        />
      )}
      {entries.length > 0 && (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('log.shown', { count: entries.length })}
          </p>
          <ul className="grid gap-3">
            {entries.map((entry) => (
              <ClientErrorItem key={entry.id} entry={entry} />
            ))}
          </ul>
          {log.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              {log.isFetchingNextPage ? t('log.loadingMore') : t('log.loadMore')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

const SEVERITY_BADGE: Record<LogSeverity, BadgeProps['variant']> = {
  INFO: 'secondary',
  WARNING: 'warning',
  ERROR: 'destructive',
  CRITICAL: 'destructive',
};

function json(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

function ClientErrorItem({ entry }: { entry: ClientErrorRecord }) {
  const { t, i18n } = useTranslation('admin');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(entry.createdAt),
  );
  const extra = [
    { label: t('entry.stackTrace'), value: entry.stackTrace },
    { label: t('entry.userAgent'), value: entry.userAgent },
    { label: t('entry.clientTimestamp'), value: entry.clientTimestamp },
    { label: t('entry.clientUserId'), value: entry.clientUserId },
    { label: t('entry.metadata'), value: json(entry.metadata) },
    { label: t('entry.context'), value: json(entry.context) },
    { label: t('entry.error'), value: json(entry.error) },
  ].filter((item): item is { label: string; value: string } => Boolean(item.value));

  return (
    <li className="grid gap-2 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={SEVERITY_BADGE[entry.severity]}>{t(`severities.${entry.severity}`)}</Badge>
        <Badge variant="outline">{t(`categories.${entry.category}`)}</Badge>
        <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
          {when}
        </time>
      </div>
      <p className="font-medium break-words">{entry.message}</p>
      <dl className="grid gap-1 text-sm text-muted-foreground sm:grid-cols-[auto_1fr] sm:gap-x-3">
        {entry.url && (
          <>
            <dt className="font-medium">{t('entry.url')}</dt>
            <dd className="break-all">{entry.url}</dd>
          </>
        )}
        <dt className="font-medium">{t('entry.user')}</dt>
        <dd className="break-all">{entry.userId ?? t('entry.signedOut')}</dd>
      </dl>
      {extra.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer rounded-sm font-medium text-primary-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            {t('entry.details')}
          </summary>
          <dl className="mt-2 grid gap-2">
            {extra.map((item) => (
              <div key={item.label} className="grid gap-1">
                <dt className="font-medium">{item.label}</dt>
                <dd>
                  <pre className="max-h-64 overflow-auto rounded-md bg-muted p-2 text-xs whitespace-pre-wrap break-all">
                    {item.value}
                  </pre>
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </li>
  );
}
