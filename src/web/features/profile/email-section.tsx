import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MailCheck, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmailSchema, PASSWORD_MAX, type User } from '@shared/contracts/auth';
import { ConnectedAccountsResponseSchema } from '@shared/contracts/oauth';
import { PasswordInput } from '../../components/password-input';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { toast } from '../../lib/toast-store';
import { FORM_MESSAGES, useValidationMessage } from '../../lib/validation-messages';
import { serverMessage } from './details-form';

export const CONNECTED_ACCOUNTS_PATH = '/api/auth/connected-accounts';

/** Messages this feature adds to the shared schemas' ones. */
const PROFILE_MESSAGES = { passwordRequired: FORM_MESSAGES.passwordToConfirm } as const;

function emailFormSchema(hasPassword: boolean) {
  return z.object({
    newEmail: EmailSchema,
    password: hasPassword
      ? z.string().min(1, PROFILE_MESSAGES.passwordRequired).max(PASSWORD_MAX)
      : z.string().max(PASSWORD_MAX),
  });
}
type EmailForm = z.infer<ReturnType<typeof emailFormSchema>>;

function ChangeEmail({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('profile');
  const translate = useValidationMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailForm>({
    resolver: zodResolver(emailFormSchema(hasPassword)),
    defaultValues: { newEmail: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: EmailForm) => {
    setSentTo(null);
    try {
      await apiRequest('POST', '/api/user/email', {
        newEmail: values.newEmail,
        ...(hasPassword ? { password: values.password } : {}),
      });
      setSentTo(values.newEmail);
      form.reset();
    } catch (error) {
      const apiError = error instanceof ApiRequestError ? error.apiError : null;
      let shown = false;
      if (apiError?.code === 'EMAIL_TAKEN') {
        form.setError('newEmail', { message: serverMessage(error) });
        shown = true;
      }
      for (const detail of apiError?.details ?? []) {
        if (detail.path === 'newEmail' || detail.path === 'password') {
          form.setError(detail.path, { message: detail.message });
          shown = true;
        }
      }
      if (!shown)
        toast({ variant: 'destructive', title: t('email.change.failed'), description: serverMessage(error) });
    }
  };

  return (
    <section className="grid gap-3" aria-labelledby="change-email-heading">
      <h3 id="change-email-heading" className="text-base font-semibold">
        {t('email.change.title')}
      </h3>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid max-w-md gap-4" noValidate>
        <FormField label={t('email.change.newEmail')} error={translate(errors.newEmail?.message)} required>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('newEmail')} />
        </FormField>
        {hasPassword && (
          <FormField
            label={t('email.change.password')}
            hint={t('email.change.passwordHint')}
            error={translate(errors.password?.message)}
            required
          >
            <PasswordInput autoComplete="current-password" {...form.register('password')} />
          </FormField>
        )}
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('email.change.sending') : t('email.change.submit')}
          </Button>
        </div>
      </form>
      <p role="status" className="text-sm">
        {sentTo && t('email.change.sent', { email: sentTo })}
      </p>
    </section>
  );
}

function Verification({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const [sent, setSent] = useState(false);
  const resend = useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/resend-verification'),
    onSuccess: () => setSent(true),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('email.verification.failed'),
        description: serverMessage(error),
      }),
  });
  if (user.emailVerified) {
    return (
      <p className="flex items-center gap-2 text-sm">
        <MailCheck className="size-4 text-success-ink" aria-hidden="true" />
        {t('email.verification.verified')}
      </p>
    );
  }
  return (
    <div className="grid gap-2 rounded-lg border border-border p-3">
      <p className="flex items-center gap-2 text-sm">
        <MailWarning className="size-4 text-warning-ink" aria-hidden="true" />
        {t('email.verification.unverified')}
      </p>
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
      >
        {resend.isPending ? t('email.verification.sending') : t('email.verification.resend')}
      </Button>
      <p role="status" className="text-sm text-muted-foreground">
        {sent && t('email.verification.sent', { email: user.email })}
      </p>
    </div>
  );
}

export function EmailSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const accounts = useQuery({
    queryKey: [CONNECTED_ACCOUNTS_PATH],
    queryFn: async () =>
      ConnectedAccountsResponseSchema.parse(await apiRequest('GET', CONNECTED_ACCOUNTS_PATH)),
  });
  // Until we know, assume a password: asking for it is the safe side.
  const hasPassword = accounts.data?.hasPassword ?? true;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('email.title')}</CardTitle>
        <CardDescription>{t('email.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-2">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium break-all">{user.email}</span>
            {user.emailVerified ? (
              <Badge variant="success">{t('email.verification.verifiedBadge')}</Badge>
            ) : (
              <Badge variant="warning">{t('email.verification.unverifiedBadge')}</Badge>
            )}
          </p>
          <Verification user={user} />
        </div>
        <ChangeEmail key={String(hasPassword)} hasPassword={hasPassword} />
      </CardContent>
    </Card>
  );
}
