import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { AltchaWidget } from './altcha-widget';
import { humanVerificationQueryOptions } from './auth-api';
import { TurnstileWidget } from './turnstile-widget';

export const DEFAULT_ALTCHA_CHALLENGE_URL = '/api/auth/altcha-challenge';
/**
 * With HUMAN_VERIFICATION=off (tests, local installs) there is no widget, yet the register form's
 * shared schema still requires a token. This placeholder satisfies that rule; the server, being
 * in 'off' mode itself, ignores it.
 */
export const HUMAN_VERIFICATION_OFF_TOKEN = 'off';

export type HumanVerificationProps = {
  /** Spec §4: set on success, cleared (null) on expiry or error. */
  onToken: (token: string | null) => void;
  /** Turnstile only: a way to wait for a token still being worked out when the form is sent. */
  onWaitForToken?: (wait: (() => Promise<string | null>) | null) => void;
  errorId?: string;
  /** Spec §2: 'register' on the register form; 'login' when sign-in asks for the check. */
  action?: 'register' | 'login';
};

export function HumanVerification({
  onToken,
  onWaitForToken,
  errorId,
  action = 'register',
}: HumanVerificationProps) {
  const { t } = useTranslation('auth');
  const config = useQuery(humanVerificationQueryOptions());
  const mode = config.data?.mode;

  useEffect(() => {
    if (mode === 'off') onToken(HUMAN_VERIFICATION_OFF_TOKEN);
  }, [mode, onToken]);

  useEffect(() => {
    if (mode !== 'turnstile') return;
    return () => onWaitForToken?.(null);
  }, [mode, onWaitForToken]);

  if (mode === 'off') return null;

  let body;
  if (config.isPending) {
    body = <p className="text-sm text-muted-foreground">{t('captcha.loading')}</p>;
  } else if (config.isError || (mode === 'turnstile' && !config.data?.siteKey)) {
    body = (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <p className="text-destructive-ink">{t('captcha.unavailable')}</p>
        <Button variant="outline" size="sm" onClick={() => void config.refetch()}>
          {t('captcha.retry')}
        </Button>
      </div>
    );
  } else if (mode === 'turnstile') {
    body = (
      <TurnstileWidget
        siteKey={config.data.siteKey ?? ''}
        action={action}
        onToken={onToken}
        onReady={(wait) => onWaitForToken?.(wait)}
      />
    );
  } else {
    body = (
      <AltchaWidget
        challengeUrl={config.data.challengeUrl ?? DEFAULT_ALTCHA_CHALLENGE_URL}
        onToken={onToken}
      />
    );
  }

  return (
    <div
      role="group"
      aria-label={t('captcha.label')}
      aria-describedby={errorId}
      className="flex flex-col gap-2"
    >
      {body}
    </div>
  );
}
