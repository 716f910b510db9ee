import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { useAuth } from '../../lib/auth';
import { AuthLayout } from './auth-layout';

export function VerifySuccessPage() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';

  useEffect(() => {
    document.title = `${t('verifySuccess.title')} · ${t('brand')}`;
  }, [t]);

  return (
    <AuthLayout title={t('verifySuccess.title')}>
      <Card>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <CircleCheck className="size-10 text-success-ink" aria-hidden="true" />
          <p>{t('verifySuccess.body')}</p>
          <Link
            href={signedIn ? '/dashboard' : '/login?tab=login'}
            className={buttonVariants({ variant: 'default' })}
          >
            {signedIn ? t('verifySuccess.continueDashboard') : t('verifySuccess.continueLogin')}
          </Link>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
