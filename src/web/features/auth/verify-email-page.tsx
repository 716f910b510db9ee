import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'wouter';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { useAuth } from '../../lib/auth';
import { confirmEmailToken, resendVerification } from './auth-api';
import { AuthLayout } from './auth-layout';

type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const [, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const kind = searchParams.get('kind') === 'change' ? 'change' : 'verify';
  const [failed, setFailed] = useState(!token);
  const [resend, setResend] = useState<ResendState>('idle');
  // A token works once; React's development double effects must not spend it twice.
  const attempted = useRef(false);
  const { refresh } = auth;

  useEffect(() => {
    document.title = `${t('verify.title')} · ${t('brand')}`;
  }, [t]);

  useEffect(() => {
    if (!token || attempted.current) return;
    attempted.current = true;
    confirmEmailToken(token, kind).then(
      async () => {
        // The signed-in user's email or its verified flag just changed.
        await refresh().catch(() => undefined);
        navigate('/verify-success', { replace: true });
      },
      (error: unknown) => {
        console.error('Email verification failed', error);
        setFailed(true);
      },
    );
  }, [token, kind, navigate, refresh]);

  const handleResend = async () => {
    setResend('sending');
    try {
      await resendVerification();
      setResend('sent');
    } catch (error) {
      console.error('Resending the verification email failed', error);
      setResend('failed');
    }
  };

  if (!failed) {
    return (
      <AuthLayout title={t('verify.title')}>
        <Card>
          <CardContent className="flex justify-center py-6">
            <LoadingIndicator
              size="lg"
              message={kind === 'change' ? t('verify.changeVerifying') : t('verify.verifying')}
            />
          </CardContent>
        </Card>
      </AuthLayout>
    );
  }

  const signedIn = auth.status === 'authenticated';
  return (
    <AuthLayout title={t('verify.failedTitle')}>
      <Card>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <CircleAlert className="size-10 text-destructive-ink" aria-hidden="true" />
          <p role="alert">{token ? t('verify.failedBody') : t('verify.missingToken')}</p>
          {signedIn && kind === 'verify' && (
            <>
              {resend === 'sent' ? (
                <p role="status" className="text-sm text-success-ink">
                  {t('verify.resent')}
                </p>
              ) : (
                <Button onClick={() => void handleResend()} disabled={resend === 'sending'}>
                  {resend === 'sending' ? t('verify.resending') : t('verify.resend')}
                </Button>
              )}
              {resend === 'failed' && (
                <p role="alert" className="text-sm text-destructive-ink">
                  {t('verify.resendFailed')}
                </p>
              )}
            </>
          )}
          {signedIn && kind === 'change' && (
            <>
              <p className="text-sm text-muted-foreground">{t('verify.changeAgain')}</p>
              <Link href="/profile" className={buttonVariants({ variant: 'default' })}>
                {t('verify.goToProfile')}
              </Link>
            </>
          )}
          {!signedIn && auth.status !== 'unknown' && (
            <>
              <p className="text-sm text-muted-foreground">{t('verify.signInToResend')}</p>
              <Link href="/login?tab=login" className={buttonVariants({ variant: 'default' })}>
                {t('verify.login')}
              </Link>
            </>
          )}
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
