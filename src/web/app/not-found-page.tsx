import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonVariants } from '../components/ui/button-variants';

/** Spec §2: the page for any unknown path. */
export function NotFoundPage() {
  const { t } = useTranslation('nav');
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <p aria-hidden="true" className="text-7xl font-bold text-primary">
        404
      </p>
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.description')}</p>
      <Link href="/" className={buttonVariants()}>
        {t('notFound.home')}
      </Link>
    </main>
  );
}
