import type { FormEventHandler } from 'react';
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
};

export function LoginForm({ form, onSubmit }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const message = useAuthValidationMessage();
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

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
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
