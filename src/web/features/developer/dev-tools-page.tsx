import { useQuery } from '@tanstack/react-query';
import { BellRing, ExternalLink, FileCode2, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { HealthResponseSchema } from '@shared/contracts/system';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { DeveloperPage } from './developer-access';

export const HEALTH_PATH = '/api/health';

/**
 * A degraded server answers 503 with the same body, so the answer is read whatever its status
 * (the app's client would turn it into an error and lose the body).
 */
async function fetchHealth(signal: AbortSignal) {
  const response = await fetch(HEALTH_PATH, {
    credentials: 'include',
    signal,
    headers: { Accept: 'application/json' },
  });
  return HealthResponseSchema.parse(await response.json());
}

/** /dev-tools: the API documentation, the toast examples and the server's health. */
export function DevToolsPage() {
  const { t } = useTranslation('developer');
  return (
    <DeveloperPage title={t('tools.title')} description={t('tools.description')}>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <FileCode2 className="size-5 text-primary-ink" aria-hidden="true" />
              {t('tools.apiDocs.title')}
            </CardTitle>
            <CardDescription>{t('tools.apiDocs.description')}</CardDescription>
          </CardHeader>
          <CardFooter className="mt-auto">
            <Button variant="outline" asChild>
              <a href="/api/docs" target="_blank" rel="noopener">
                {t('tools.apiDocs.link')}
                <ExternalLink aria-hidden="true" />
                <span className="sr-only">{t('tools.newTab')}</span>
              </a>
            </Button>
          </CardFooter>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <BellRing className="size-5 text-primary-ink" aria-hidden="true" />
              {t('tools.toasts.title')}
            </CardTitle>
            <CardDescription>{t('tools.toasts.description')}</CardDescription>
          </CardHeader>
          <CardFooter className="mt-auto">
            <Button variant="outline" asChild>
              <Link href="/examples/toast">{t('tools.toasts.link')}</Link>
            </Button>
          </CardFooter>
        </Card>
      </div>
      <HealthCard />
    </DeveloperPage>
  );
}

function HealthCard() {
  const { t, i18n } = useTranslation('developer');
  const health = useQuery({
    queryKey: [HEALTH_PATH, 'raw'],
    queryFn: ({ signal }) => fetchHealth(signal),
  });
  const checkedAt = health.dataUpdatedAt
    ? new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(new Date(health.dataUpdatedAt))
    : null;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle as="h2">{t('tools.health.title')}</CardTitle>
          <CardDescription>{t('tools.health.description')}</CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={health.isFetching}
          onClick={() => void health.refetch()}
        >
          <RefreshCw aria-hidden="true" />
          {t('tools.health.check')}
        </Button>
      </CardHeader>
      <CardContent aria-live="polite">
        {health.isPending && <LoadingIndicator size="sm" message={t('tools.health.checking')} />}
        {health.isError && <p className="text-sm text-destructive-ink">{t('tools.health.unreachable')}</p>}
        {health.data && (
          <dl className="grid gap-3 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr] sm:gap-x-4">
            <dt className="font-medium">{t('tools.health.status')}</dt>
            <dd>
              <Badge variant={health.data.status === 'ok' ? 'success' : 'destructive'}>
                {t(`tools.health.statuses.${health.data.status}`)}
              </Badge>
            </dd>
            <dt className="font-medium">{t('tools.health.database')}</dt>
            <dd>{t(`tools.health.databases.${health.data.database}`)}</dd>
            <dt className="font-medium">{t('tools.health.version')}</dt>
            <dd>{health.data.version}</dd>
            {checkedAt && (
              <>
                <dt className="font-medium">{t('tools.health.checkedAt')}</dt>
                <dd>{checkedAt}</dd>
              </>
            )}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
