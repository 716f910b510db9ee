import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { ProvidersResponseSchema, type AuthProvider } from '@shared/contracts/auth';
import { OAUTH_LINKED_REDIRECT, OAuthErrorCodeSchema } from '@shared/contracts/oauth';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { apiRequest } from '../../lib/api';
import { toast } from '../../lib/toast-store';
import { failureReason } from './settings-api';
import { CONNECTED_ACCOUNTS_PATH, fetchConnectedAccounts } from './security-tab';

export const PROVIDERS_PATH = '/api/auth/providers';

/** Spec §7: social sign-in (and linking) is a full-page navigation to the provider's start URL. */
export function linkUrl(provider: AuthProvider): string {
  return `/api/auth/${provider}?redirect=${encodeURIComponent(OAUTH_LINKED_REDIRECT)}`;
}

/** Indirection so tests can watch the navigation (jsdom cannot navigate). */
export const navigation = {
  assign: (url: string) => window.location.assign(url),
};

export function ConnectedAccountsTab() {
  const { t, i18n } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const providers = useQuery({
    queryKey: [PROVIDERS_PATH],
    queryFn: async () => ProvidersResponseSchema.parse(await apiRequest('GET', PROVIDERS_PATH)),
    retry: false,
  });
  const accounts = useQuery({ queryKey: [CONNECTED_ACCOUNTS_PATH], queryFn: fetchConnectedAccounts });

  const unlink = useMutation({
    mutationFn: (provider: AuthProvider) =>
      apiRequest('DELETE', `${CONNECTED_ACCOUNTS_PATH}/${encodeURIComponent(provider)}`),
    onSuccess: (_data, provider) => {
      toast({ title: t('connected.disconnected', { provider: t(`providers.${provider}`) }) });
      return queryClient.invalidateQueries({ queryKey: [CONNECTED_ACCOUNTS_PATH] });
    },
    // The server says why it refused (the last way to sign in cannot go); show its words.
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('connected.disconnectFailed'),
        description: failureReason(error),
      }),
  });

  const oauthError = OAuthErrorCodeSchema.safeParse(searchParams.get('error'));
  const pending = providers.isPending || accounts.isPending;
  const failed = providers.isError || accounts.isError;
  const list = providers.data?.providers ?? [];
  const format = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(new Date(iso));

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('tabs.connected')}</CardTitle>
        <CardDescription>{t('connected.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {oauthError.success && (
          <p
            role="alert"
            className="rounded-lg border border-destructive/50 p-3 text-sm text-destructive-ink"
          >
            {t(`connected.errors.${oauthError.data}`)}
          </p>
        )}
        {pending && (
          <div className="grid gap-2" aria-busy="true">
            <span className="sr-only">{tc('status.loading')}</span>
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        )}
        {failed && (
          <div role="alert" className="grid gap-2 text-sm">
            <p>{t('loadFailed')}</p>
            <Button
              variant="outline"
              className="w-fit"
              onClick={() => {
                void providers.refetch();
                void accounts.refetch();
              }}
            >
              {tc('actions.retry')}
            </Button>
          </div>
        )}
        {!pending && !failed && list.length === 0 && (
          <EmptyState
            headingLevel={3}
            icon={Link2}
            title={t('connected.none.title')}
            description={t('connected.none.description')}
          />
        )}
        {!pending && !failed && list.length > 0 && (
          <ul className="grid gap-2">
            {list.map((provider) => {
              const account = accounts.data?.accounts.find((a) => a.provider === provider);
              const name = t(`providers.${provider}`);
              return (
                <li
                  key={provider}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3"
                >
                  <div className="grid min-w-0 gap-0.5 text-sm">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {name}
                      {account && <Badge variant="success">{t('connected.connected')}</Badge>}
                    </p>
                    {account ? (
                      <p className="break-all text-muted-foreground">
                        {account.email
                          ? t('connected.connectedAs', {
                              email: account.email,
                              date: format(account.createdAt),
                            })
                          : t('connected.connectedOn', { date: format(account.createdAt) })}
                      </p>
                    ) : (
                      <p className="text-muted-foreground">{t('connected.notConnected')}</p>
                    )}
                  </div>
                  {account ? (
                    <ConfirmDialog
                      trigger={
                        <Button variant="outline" size="sm" disabled={unlink.isPending}>
                          {t('connected.disconnect', { provider: name })}
                        </Button>
                      }
                      title={t('connected.confirmTitle', { provider: name })}
                      description={t('connected.confirmDescription', { provider: name })}
                      confirmLabel={t('connected.disconnect', { provider: name })}
                      destructive
                      onConfirm={() => unlink.mutate(provider)}
                    />
                  ) : (
                    <Button variant="outline" size="sm" onClick={() => navigation.assign(linkUrl(provider))}>
                      {t('connected.connect', { provider: name })}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
