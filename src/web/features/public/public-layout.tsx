import { ChefHat } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../components/ui/utils';
import { useAuth } from '../../lib/auth';

const focusRing =
  'rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export type PublicLayoutProps = {
  /** The page's one h1, also used for the document title. */
  title: string;
  /** A line under the heading, such as the date a policy took effect. */
  subtitle?: string;
  children: ReactNode;
};

/** The frame of the public information pages: a slim header, one readable column, legal links. */
export function PublicLayout({ title, subtitle, children }: PublicLayoutProps) {
  const { t } = useTranslation('public');
  const { status } = useAuth();

  useEffect(() => {
    document.title = `${title} · ${t('brand')}`;
  }, [title, t]);

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <Link
            href="/"
            aria-label={t('layout.home')}
            className={cn('inline-flex items-center gap-2 text-lg font-bold text-primary-ink', focusRing)}
          >
            <ChefHat className="size-6" aria-hidden="true" />
            <span>{t('brand')}</span>
          </Link>
          {status === 'authenticated' ? (
            <Link href="/dashboard" className={buttonVariants({ size: 'sm' })}>
              {t('layout.goToDashboard')}
            </Link>
          ) : (
            <div className="flex flex-wrap gap-1">
              <Link href="/login?tab=login" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                {t('layout.login')}
              </Link>
              <Link href="/login?tab=register" className={buttonVariants({ size: 'sm' })}>
                {t('layout.signUp')}
              </Link>
            </div>
          )}
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-8 px-4 py-10">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-balance">{title}</h1>
          {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
        </div>
        {children}
      </main>
      <footer className="border-t border-border px-4 py-6">
        <nav aria-label={t('layout.footerNav')} className="mx-auto max-w-3xl">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {[
              ['/', t('layout.homeLink')],
              ['/about', t('layout.about')],
              ['/privacy', t('layout.privacy')],
              ['/terms', t('layout.terms')],
            ].map(([href, label]) => (
              <li key={href}>
                <Link
                  href={href!}
                  className={cn('text-muted-foreground hover:text-foreground hover:underline', focusRing)}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </div>
  );
}

export type PolicySectionProps = { id: string; title: string; paragraphs: string[] };

/** One titled section of a policy; paragraphs come from the locale as a list. */
export function PolicySection({ id, title, paragraphs }: PolicySectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="leading-relaxed text-pretty">
          {paragraph}
        </p>
      ))}
    </section>
  );
}

/** Reads a list of paragraphs from the locale; a missing list renders nothing rather than a key. */
export function paragraphsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
