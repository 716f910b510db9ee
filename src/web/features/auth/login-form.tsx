import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { LoginInput } from '@shared/contracts/auth';
import { PasswordInput } from '../../components/password-input';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useAuthValidationMessage } from './lazy-validation';

export type LoginFormProps = {
  form: UseFormReturn<LoginInput>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The human check, when sign-in asked for it after several failed attempts. */
  humanCheck?: ReactNode;
  /** While this address must wait after too many failures: seconds left, and the notice to show. */
  wait?: { secondsLeft: number; notice: string } | null;
};

/** m:ss, the way a countdown on a button reads in every language. */
function countdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function LoginForm({ form, onSubmit, humanCheck, wait }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const message = useAuthValidationMessage();
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const waiting = wait != null && wait.secondsLeft > 0;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-labelledby="login-form-title">
      <FormField label={t('fields.email')} error={message(errors.email?.message)} required id="login-email">
        <Input type="email" autoComplete="username" inputMode="email" {...register('email')} />
      </FormField>
      <FormField
        label={t('fields.password')}
        error={message(errors.password?.message)}
        required
        id="login-password"
      >
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </FormField>
      <div className="-mt-2 flex justify-end">
        <Link href="/forgot-password" className="text-sm text-primary-ink underline-offset-4 hover:underline">
          {t('login.forgotPassword')}
        </Link>
      </div>
      {humanCheck && (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">{t('login.humanCheck')}</p>
          {humanCheck}
        </div>
      )}
      {/* The notice is said once; the countdown on the button is for the eye only. */}
      <p role="status" className={waiting ? 'text-sm font-medium text-destructive-ink' : 'sr-only'}>
        {waiting ? wait.notice : ''}
      </p>
      <Button
        type="submit"
        disabled={isSubmitting || waiting}
        aria-label={waiting ? t('login.submit') : undefined}
        className="w-full"
      >
        {waiting ? (
          <span aria-hidden="true">{t('login.retryIn', { time: countdown(wait.secondsLeft) })}</span>
        ) : isSubmitting ? (
          t('login.submitting')
        ) : (
          t('login.submit')
        )}
      </Button>
    </form>
  );
}
