import { RefreshCw } from 'lucide-react';
import type { FormEventHandler } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { RegisterForm as RegisterFormValues } from '@shared/contracts/auth';
import { PasswordInput } from '../../components/password-input';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { cn } from '../../components/ui/utils';
import { useUsernameAvailability, type UsernameAvailability } from '../../lib/use-username-availability';
import { useValidationMessage } from '../../lib/validation-messages';
import { HumanVerification } from './human-verification';

export type RegisterFormProps = {
  form: UseFormReturn<RegisterFormValues>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** True from the click until the page moves on, including a wait for the widget's token. */
  isSubmitting: boolean;
  onSuggestUsername: () => void;
  onCaptchaToken: (token: string | null) => void;
  onWaitForCaptchaToken: (wait: (() => Promise<string | null>) | null) => void;
  /** Changes after a failed attempt, so the widget starts over with a fresh challenge. */
  captchaKey: number;
};

const INDICATOR_CLASSES: Record<UsernameAvailability, string> = {
  hidden: '',
  unknown: '',
  checking: 'text-muted-foreground',
  available: 'text-success-ink',
  taken: 'text-destructive-ink',
};

function UsernameIndicator({ username }: { username: string }) {
  const { t } = useTranslation('auth');
  const state = useUsernameAvailability(username);
  const text =
    state === 'checking'
      ? t('username.checking')
      : state === 'available'
        ? t('username.available')
        : state === 'taken'
          ? t('username.taken')
          : '';
  return (
    <p
      id="register-username-status"
      aria-live="polite"
      data-state={state}
      className={cn('min-h-5 text-sm', INDICATOR_CLASSES[state])}
    >
      {text}
    </p>
  );
}

export function RegisterForm({
  form,
  onSubmit,
  isSubmitting,
  onSuggestUsername,
  onCaptchaToken,
  onWaitForCaptchaToken,
  captchaKey,
}: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const username = useWatch({ control, name: 'username' }) ?? '';
  const usernameError = message(errors.username?.message);
  const termsError = message(errors.agreeToTerms?.message);
  const captchaError = message(errors.turnstileToken?.message);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('fields.firstName')}
          error={message(errors.firstName?.message)}
          required
          id="register-first-name"
        >
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField
          label={t('fields.lastName')}
          error={message(errors.lastName?.message)}
          required
          id="register-last-name"
        >
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <FormField
        label={t('fields.email')}
        error={message(errors.email?.message)}
        required
        id="register-email"
      >
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>

      <div className="flex flex-col gap-2">
        <Label htmlFor="register-username">
          {t('fields.username')}
          <span aria-hidden="true" className="text-destructive-ink">
            *
          </span>
        </Label>
        <div className="flex gap-2">
          <Input
            id="register-username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            aria-required
            aria-invalid={usernameError ? true : undefined}
            aria-describedby={cn(
              'register-username-hint',
              'register-username-status',
              usernameError && 'register-username-error',
            )}
            {...register('username')}
          />
          <Button
            variant="outline"
            size="icon"
            onClick={onSuggestUsername}
            aria-label={t('register.suggestAnother')}
            title={t('register.suggestAnother')}
          >
            <RefreshCw aria-hidden="true" />
          </Button>
        </div>
        <p id="register-username-hint" className="text-sm text-muted-foreground">
          {t('register.usernameHint')}
        </p>
        <UsernameIndicator username={username} />
        {usernameError && (
          <p id="register-username-error" className="text-sm font-medium text-destructive-ink">
            {usernameError}
          </p>
        )}
      </div>

      <FormField
        label={t('fields.password')}
        error={message(errors.password?.message)}
        required
        id="register-password"
      >
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>

      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <Controller
            control={control}
            name="agreeToTerms"
            render={({ field }) => (
              <Checkbox
                id="register-agree"
                ref={field.ref}
                name={field.name}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-required
                aria-invalid={termsError ? true : undefined}
                aria-describedby={termsError ? 'register-agree-error' : undefined}
                className="mt-0.5"
              />
            )}
          />
          <Label htmlFor="register-agree" className="block leading-snug font-normal">
            <Trans
              t={t}
              i18nKey="register.agreeToTerms"
              components={{
                terms: (
                  <a
                    href="/terms"
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-primary-ink underline underline-offset-4"
                  />
                ),
                privacy: (
                  <a
                    href="/privacy"
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-primary-ink underline underline-offset-4"
                  />
                ),
              }}
            />
          </Label>
        </div>
        {termsError && (
          <p id="register-agree-error" className="text-sm font-medium text-destructive-ink">
            {termsError}
          </p>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <HumanVerification
          key={captchaKey}
          onToken={onCaptchaToken}
          onWaitForToken={onWaitForCaptchaToken}
          errorId={captchaError ? 'register-captcha-error' : undefined}
        />
        {captchaError && (
          <p id="register-captcha-error" className="text-sm font-medium text-destructive-ink">
            {captchaError}
          </p>
        )}
      </div>

      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
