import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { z } from 'zod';
import { EmailSchema, ForgotPasswordInputSchema } from '@shared/contracts/auth';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { ApiRequestError } from '../../lib/api';
import { useValidationMessage } from '../../lib/validation-messages';
import { requestPasswordReset } from './auth-api';
import { AuthLayout } from './auth-layout';

const ForgotPasswordFormSchema = z.object({
  email: ForgotPasswordInputSchema.shape.email.pipe(EmailSchema),
});
type ForgotPasswordForm = z.infer<typeof ForgotPasswordFormSchema>;

/**
 * The confirmation never says whether an account exists, so it is the same for every address the
 * server accepted. Only a request that did not get through (offline, rate limit, server down)
 * says so, because the user must try again.
 */
function didNotGetThrough(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.status === 429 || error.status >= 500;
}

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const translate = useValidationMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    document.title = `${t('forgot.title')} · ${t('brand')}`;
  }, [t]);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailed(false);
    try {
      await requestPasswordReset(email);
    } catch (error) {
      if (didNotGetThrough(error)) {
        setFailed(true);
        return;
      }
    }
    setSentTo(email);
  });

  if (sentTo) {
    return (
      <AuthLayout title={t('forgot.sentTitle')}>
        <Card>
          <CardContent className="flex flex-col items-center gap-4 text-center">
            <MailCheck className="size-10 text-primary-ink" aria-hidden="true" />
            <p role="status">{t('forgot.sentBody', { email: sentTo })}</p>
            <p className="text-sm text-muted-foreground">{t('forgot.sentHint')}</p>
            <Link href="/login?tab=login" className={buttonVariants({ variant: 'default' })}>
              {t('forgot.backToLogin')}
            </Link>
          </CardContent>
        </Card>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('forgot.title')} description={t('forgot.description')}>
      <Card>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <FormField
              label={t('fields.email')}
              error={translate(errors.email?.message)}
              required
              id="forgot-email"
            >
              <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
            </FormField>
            {failed && (
              <p role="alert" className="text-sm font-medium text-destructive-ink">
                {t('forgot.error')}
              </p>
            )}
            <Button type="submit" disabled={isSubmitting} className="w-full">
              {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
      <p className="text-center text-sm">
        <Link href="/login?tab=login" className="text-primary-ink underline-offset-4 hover:underline">
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </AuthLayout>
  );
}
