import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Laptop, Smartphone } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ChangePasswordInputSchema, PASSWORD_MAX, SessionListSchema } from '@shared/contracts/auth';
import { ConnectedAccountsResponseSchema } from '@shared/contracts/oauth';
import { PasswordInput } from '../../components/password-input';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { toast } from '../../lib/toast-store';
import { FORM_MESSAGES, useValidationMessage } from '../../lib/validation-messages';
import { failureReason } from './settings-api';

export const SESSIONS_PATH = '/api/auth/sessions';
export const CONNECTED_ACCOUNTS_PATH = '/api/auth/connected-accounts';

/** Messages this feature adds to the shared schemas' ones. */
const SETTINGS_MESSAGES = { currentPasswordRequired: FORM_MESSAGES.currentPasswordRequired } as const;

export async function fetchConnectedAccounts() {
  return ConnectedAccountsResponseSchema.parse(await apiRequest('GET', CONNECTED_ACCOUNTS_PATH));
}

function passwordFormSchema(hasPassword: boolean) {
  return z.object({
    currentPassword: hasPassword
      ? z.string().min(1, SETTINGS_MESSAGES.currentPasswordRequired).max(PASSWORD_MAX)
      : z.string().max(PASSWORD_MAX),
    newPassword: ChangePasswordInputSchema.shape.newPassword,
  });
}
type PasswordForm = z.infer<ReturnType<typeof passwordFormSchema>>;

function ChangePassword({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('settings');
  const translate = useValidationMessage();
  const queryClient = useQueryClient();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema(hasPassword)),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: PasswordForm) => {
    try {
      await apiRequest('POST', '/api/auth/change-password', {
        ...(hasPassword ? { currentPassword: values.currentPassword } : {}),
        newPassword: values.newPassword,
      });
      form.reset();
      toast({
        title: t('security.password.changed.title'),
        description: t('security.password.changed.description'),
      });
      await queryClient.invalidateQueries({ queryKey: [SESSIONS_PATH] });
      await queryClient.invalidateQueries({ queryKey: [CONNECTED_ACCOUNTS_PATH] });
    } catch (error) {
      const details = error instanceof ApiRequestError ? (error.apiError?.details ?? []) : [];
      let shown = false;
      for (const detail of details) {
        if (detail.path === 'currentPassword' || detail.path === 'newPassword') {
          form.setError(detail.path, { message: detail.message });
          shown = true;
        }
      }
      if (!shown)
        toast({
          variant: 'destructive',
          title: t('security.password.failed'),
          description: failureReason(error),
        });
    }
  };

  return (
    <section className="grid gap-3" aria-labelledby="password-heading">
      <h3 id="password-heading" className="text-base font-semibold">
        {hasPassword ? t('security.password.title') : t('security.password.setTitle')}
      </h3>
      {!hasPassword && (
        <p className="text-sm text-muted-foreground">{t('security.password.setDescription')}</p>
      )}
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid max-w-md gap-4" noValidate>
        {hasPassword && (
          <FormField
            label={t('security.password.current')}
            error={translate(errors.currentPassword?.message)}
            required
          >
            <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
        )}
        <FormField
          label={t('security.password.new')}
          hint={t('security.password.hint')}
          error={translate(errors.newPassword?.message)}
          required
        >
          <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting
              ? t('saving')
              : hasPassword
                ? t('security.password.submit')
                : t('security.password.setSubmit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** "Firefox on Android" from a user-agent string, or null when it says nothing we recognise. */
export function describeUserAgent(userAgent: string | null): {
  browser: string | null;
  os: string | null;
  mobile: boolean;
} {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|CriOS\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Android/.test(ua)
        ? 'Android'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  return { browser, os, mobile: /Mobile|Android|iPhone|iPad/.test(ua) };
}

function Sessions() {
  const { t, i18n } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: [SESSIONS_PATH],
    queryFn: async () => SessionListSchema.parse(await apiRequest('GET', SESSIONS_PATH)).sessions,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [SESSIONS_PATH] });
  const onError = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('security.sessions.failed'),
      description: failureReason(error),
    });
  const revoke = useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${SESSIONS_PATH}/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast({ title: t('security.sessions.signedOut') });
      return refresh();
    },
    onError,
  });
  const revokeOthers = useMutation({
    mutationFn: () => apiRequest('POST', `${SESSIONS_PATH}/revoke-others`),
    onSuccess: () => {
      toast({ title: t('security.sessions.othersSignedOut') });
      return refresh();
    },
    onError,
  });

  const format = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  return (
    <section className="grid gap-3" aria-labelledby="sessions-heading">
      <h3 id="sessions-heading" className="text-base font-semibold">
        {t('security.sessions.title')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('security.sessions.description')}</p>
      {sessions.isPending && (
        <div className="grid gap-2" aria-busy="true">
          <span className="sr-only">{tc('status.loading')}</span>
          <Skeleton className="h-16" />
        </div>
      )}
      {sessions.isError && (
        <div role="alert" className="grid gap-2 text-sm">
          <p>{t('loadFailed')}</p>
          <Button variant="outline" className="w-fit" onClick={() => void sessions.refetch()}>
            {tc('actions.retry')}
          </Button>
        </div>
      )}
      {sessions.data && (
        <ul className="grid gap-2">
          {sessions.data.map((session) => {
            const { browser, os, mobile } = describeUserAgent(session.userAgent);
            const Icon = mobile ? Smartphone : Laptop;
            const name =
              browser && os
                ? t('security.sessions.browserOn', { browser, os })
                : (browser ?? os ?? t('security.sessions.unknownDevice'));
            return (
              <li
                key={session.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <div className="grid min-w-0 gap-0.5 text-sm">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {name}
                      {session.current && <Badge variant="secondary">{t('security.sessions.current')}</Badge>}
                    </p>
                    <p className="text-muted-foreground">
                      {t('security.sessions.lastActive', { date: format(session.lastSeenAt) })}
                      {session.ip ? ` · ${session.ip}` : ''}
                    </p>
                    <p className="text-muted-foreground">
                      {t('security.sessions.signedIn', { date: format(session.createdAt) })}
                    </p>
                  </div>
                </div>
                {!session.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => revoke.mutate(session.id)}
                    disabled={revoke.isPending}
                    aria-label={t('security.sessions.signOutNamed', { name })}
                  >
                    {tc('actions.signOut')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {others.length > 0 && (
        <ConfirmDialog
          trigger={
            <Button variant="outline" className="w-fit" disabled={revokeOthers.isPending}>
              {t('security.sessions.signOutOthers')}
            </Button>
          }
          title={t('security.sessions.confirmTitle')}
          description={t('security.sessions.confirmDescription', { count: others.length })}
          confirmLabel={t('security.sessions.signOutOthers')}
          destructive
          onConfirm={() => revokeOthers.mutate()}
        />
      )}
    </section>
  );
}

export function SecurityTab() {
  const { t } = useTranslation('settings');
  const accounts = useQuery({ queryKey: [CONNECTED_ACCOUNTS_PATH], queryFn: fetchConnectedAccounts });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('tabs.security')}</CardTitle>
        <CardDescription>{t('security.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        {/* Until we know, assume a password: asking for it is the safe side. */}
        <ChangePassword
          key={String(accounts.data?.hasPassword ?? true)}
          hasPassword={accounts.data?.hasPassword ?? true}
        />
        <Sessions />
      </CardContent>
    </Card>
  );
}
