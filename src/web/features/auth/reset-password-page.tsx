import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'wouter';
import { z } from 'zod';
import { PASSWORD_MAX, ResetPasswordInputSchema } from '@shared/contracts/auth';
import { PasswordInput } from '../../components/password-input';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { toast } from '../../lib/toast-store';
import { FORM_MESSAGES, useValidationMessage } from '../../lib/validation-messages';
import { resetPassword, serverText } from './auth-api';
import { AuthLayout } from './auth-layout';

const PASSWORDS_MISMATCH = FORM_MESSAGES.passwordsMismatch;

const ResetPasswordFormSchema = z
  .object({
    password: ResetPasswordInputSchema.shape.password,
    confirmPassword: z.string().max(PASSWORD_MAX),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_MISMATCH,
    path: ['confirmPassword'],
  });
type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const [, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    document.title = `${t('reset.title')} · ${t('brand')}`;
  }, [t]);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword(token, password);
    } catch (error) {
      setFailure(serverText(error) ?? t('reset.invalidLink'));
      return;
    }
    toast({ title: t('reset.successTitle'), description: t('reset.successDescription') });
    navigate('/login?tab=login');
  });

  if (!token) {
    return (
      <AuthLayout title={t('reset.title')}>
        <Card>
          <CardContent className="flex flex-col items-center gap-4 text-center">
            <p role="alert">{t('reset.missingToken')}</p>
            <Link href="/forgot-password" className={buttonVariants({ variant: 'default' })}>
              {t('reset.requestNew')}
            </Link>
          </CardContent>
        </Card>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('reset.title')} description={t('reset.description')}>
      <Card>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <FormField
              label={t('reset.newPassword')}
              hint={t('reset.hint')}
              error={message(errors.password?.message)}
              required
              id="reset-password"
            >
              <PasswordInput autoComplete="new-password" {...register('password')} />
            </FormField>
            <FormField
              label={t('reset.confirmPassword')}
              error={message(errors.confirmPassword?.message)}
              required
              id="reset-confirm-password"
            >
              <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
            </FormField>
            {failure && (
              <div role="alert" className="flex flex-col gap-2 text-sm">
                <p className="font-medium text-destructive-ink">{failure}</p>
                <Link href="/forgot-password" className="text-primary-ink underline underline-offset-4">
                  {t('reset.requestNew')}
                </Link>
              </div>
            )}
            <Button type="submit" disabled={isSubmitting} className="w-full">
              {isSubmitting ? t('reset.submitting') : t('reset.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
