import { ChefHat } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export type AuthLayoutProps = {
  /** The page's one h1. */
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/** The frame of the sign-in and account-recovery screens: brand link home, heading, one column. */
export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex min-h-dvh flex-col items-center bg-background px-4 py-8 text-foreground sm:py-12">
      <header className="mb-6 flex flex-col items-center gap-1 text-center">
        <Link
          href="/"
          aria-label={t('page.home')}
          className="inline-flex items-center gap-2 rounded-md text-xl font-bold text-primary-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <ChefHat className="size-6" aria-hidden="true" />
          <span>{t('brand')}</span>
        </Link>
        <p className="text-sm text-muted-foreground">{t('page.tagline')}</p>
      </header>
      <main className="flex w-full max-w-md flex-col gap-6">
        <div className="flex flex-col gap-2 text-center">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {children}
      </main>
    </div>
  );
}
