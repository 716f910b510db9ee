import {
  ArrowRight,
  CalendarClock,
  ChefHat,
  ExternalLink,
  LayoutDashboard,
  Mic,
  ReceiptText,
  ScanBarcode,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonVariants } from '../../components/ui/button-variants';
import { useAuth } from '../../lib/auth';
import { POWERED_BY } from './powered-by';

/** Spec §1: the promoted features, in the spec's order. */
const FEATURES: { id: string; icon: LucideIcon }[] = [
  { id: 'aiRecipes', icon: Sparkles },
  { id: 'barcode', icon: ScanBarcode },
  { id: 'receipt', icon: ReceiptText },
  { id: 'voice', icon: Mic },
  { id: 'expiry', icon: CalendarClock },
  { id: 'shopping', icon: ShoppingCart },
];

const REGISTER_HREF = '/login?tab=register';
// Class strings are joined by hand here: none of them overrides another, and the landing page's
// download stays free of the class-merging library.
const focusRing =
  'rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function Header() {
  const { t } = useTranslation('landing');
  const { status } = useAuth();
  return (
    <header className="border-b border-border bg-background/95">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link
          href="/"
          className={`inline-flex items-center gap-2 text-lg font-bold text-primary-ink ${focusRing}`}
        >
          <ChefHat className="size-6" aria-hidden="true" />
          {t('brand')}
        </Link>
        <nav aria-label={t('nav.label')}>
          {status === 'authenticated' ? (
            <Link href="/dashboard" className={buttonVariants({ size: 'sm' })}>
              <LayoutDashboard aria-hidden="true" />
              {t('nav.goToDashboard')}
            </Link>
          ) : (
            <ul className="flex flex-wrap items-center gap-1">
              <li>
                <Link href="/about" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                  {t('nav.about')}
                </Link>
              </li>
              <li>
                <Link href="/login?tab=login" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                  {t('nav.login')}
                </Link>
              </li>
              <li>
                <Link href={REGISTER_HREF} className={buttonVariants({ size: 'sm' })}>
                  {t('nav.signUp')}
                </Link>
              </li>
            </ul>
          )}
        </nav>
      </div>
    </header>
  );
}

function Hero() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="hero-title" className="px-4 pt-12 pb-16 sm:pt-20 sm:pb-24">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground">
          <ChefHat className="size-4 text-primary-ink" aria-hidden="true" />
          {t('hero.tagline')}
        </p>
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-muted-foreground">{t('hero.description')}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link href={REGISTER_HREF} className={buttonVariants({ size: 'lg' })}>
            {t('hero.startTrial')}
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link href="/about" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {t('hero.learnMore')}
          </Link>
        </div>
        <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
          <ShieldCheck className="size-4 text-primary-ink" aria-hidden="true" />
          {t('hero.trialNote')}
        </p>
      </div>
    </section>
  );
}

function Features() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="features-title" className="bg-muted/60 px-4 py-16">
      <div className="mx-auto flex max-w-6xl flex-col gap-10">
        <div className="mx-auto flex max-w-2xl flex-col gap-3 text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-balance">
            {t('features.heading')}
          </h2>
          <p className="text-muted-foreground">{t('features.intro')}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ id, icon: Icon }) => (
            <li
              key={id}
              className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm"
            >
              <span className="grid size-11 place-content-center rounded-lg bg-accent text-primary-ink">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="text-lg font-semibold">{t(`features.${id}.title`)}</h3>
              <p className="text-sm text-muted-foreground">{t(`features.${id}.description`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ClosingCall() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="closing-title" className="px-4 py-16">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 text-center">
        <h2 id="closing-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {t('closing.heading')}
        </h2>
        <p className="text-muted-foreground">{t('closing.body')}</p>
        <Link href={REGISTER_HREF} className={buttonVariants({ size: 'lg' })}>
          {t('hero.startTrial')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}

function FooterLink({ href, children }: { href: string; children: string }) {
  return (
    <li>
      <Link
        href={href}
        className={`text-sm text-muted-foreground hover:text-foreground hover:underline ${focusRing}`}
      >
        {children}
      </Link>
    </li>
  );
}

function Footer() {
  const { t } = useTranslation('landing');
  const headingClass = 'text-sm font-semibold';
  return (
    <footer className="border-t border-border bg-card px-4 py-12 text-card-foreground">
      <div className="mx-auto grid max-w-6xl gap-10 sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_2fr_1fr]">
        <div className="flex flex-col gap-2">
          <p className="inline-flex items-center gap-2 text-lg font-bold text-primary-ink">
            <ChefHat className="size-5" aria-hidden="true" />
            {t('brand')}
          </p>
          <p className="text-sm text-muted-foreground">{t('footer.description')}</p>
        </div>
        <nav aria-labelledby="footer-quick-links" className="flex flex-col gap-3">
          <h2 id="footer-quick-links" className={headingClass}>
            {t('footer.quickLinks')}
          </h2>
          <ul className="flex flex-col gap-2">
            <FooterLink href="/">{t('footer.home')}</FooterLink>
            <FooterLink href="/about">{t('nav.about')}</FooterLink>
            <FooterLink href="/login">{t('nav.login')}</FooterLink>
            <FooterLink href={REGISTER_HREF}>{t('nav.signUp')}</FooterLink>
          </ul>
        </nav>
        <section aria-labelledby="footer-powered-by" className="flex flex-col gap-3">
          <h2 id="footer-powered-by" className={headingClass}>
            {t('footer.poweredBy')}
          </h2>
          <ul className="grid grid-cols-2 gap-2">
            {POWERED_BY.map(({ name, url }) => (
              <li key={name}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground hover:underline ${focusRing}`}
                >
                  {name} <ExternalLink className="size-3" aria-hidden="true" />
                  <span className="sr-only">{t('footer.opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-legal" className="flex flex-col gap-3">
          <h2 id="footer-legal" className={headingClass}>
            {t('footer.legal')}
          </h2>
          <ul className="flex flex-col gap-2">
            <FooterLink href="/privacy">{t('footer.privacy')}</FooterLink>
            <FooterLink href="/terms">{t('footer.terms')}</FooterLink>
            <FooterLink href="/about">{t('footer.attributions')}</FooterLink>
          </ul>
        </nav>
      </div>
      <p className="mx-auto mt-10 max-w-6xl text-xs text-muted-foreground">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}

export function LandingPage() {
  const { t } = useTranslation('landing');
  useEffect(() => {
    document.title = `${t('brand')} · ${t('hero.tagline')}`;
  }, [t]);
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <Header />
      <main className="flex-1">
        <Hero />
        <Features />
        <ClosingCall />
      </main>
      <Footer />
    </div>
  );
}
