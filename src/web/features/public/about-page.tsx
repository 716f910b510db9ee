import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { cn } from '../../components/ui/utils';
import { SHELF_LIFE_SOURCES } from '@shared/domain/shelf-life-sources';
import { ATTRIBUTIONS, OPEN_FOOD_FACTS_LICENCES } from './attributions';
import { PolicySection, PublicLayout, paragraphsOf } from './public-layout';

const linkClass =
  'inline-flex items-center gap-1 rounded-sm font-medium text-primary-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function ExternalAnchor({
  href,
  children,
  className,
}: {
  href: string;
  children: string;
  className?: string;
}) {
  const { t } = useTranslation('public');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(linkClass, className)}>
      {children} <ExternalLink className="size-3" aria-hidden="true" />
      <span className="sr-only">{t('layout.opensInNewTab')}</span>
    </a>
  );
}

export function AboutPage() {
  const { t } = useTranslation('public');
  const features = paragraphsOf(t('about.features.items', { returnObjects: true }));

  return (
    <PublicLayout title={t('about.title')}>
      <p className="text-lg leading-relaxed text-pretty">{t('about.intro')}</p>

      <section aria-labelledby="about-features-title" className="flex flex-col gap-3">
        <h2 id="about-features-title" className="text-xl font-semibold tracking-tight">
          {t('about.features.title')}
        </h2>
        <ul className="flex list-disc flex-col gap-2 ps-5">
          {features.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <PolicySection
        id="about-self-hosted"
        title={t('about.selfHosted.title')}
        paragraphs={paragraphsOf(t('about.selfHosted.paragraphs', { returnObjects: true }))}
      />

      <section aria-labelledby="about-attributions-title" className="flex flex-col gap-4">
        <h2 id="about-attributions-title" className="text-xl font-semibold tracking-tight">
          {t('about.attributions.title')}
        </h2>
        <p className="leading-relaxed">{t('about.attributions.intro')}</p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {ATTRIBUTIONS.map((item) => (
            <li
              key={item.name}
              className="flex flex-col gap-1 rounded-lg border border-border bg-card p-4 text-card-foreground"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <ExternalAnchor href={item.url}>{item.name}</ExternalAnchor>
                <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
                  {item.licence === 'publicDomain' ? t('about.attributions.publicDomain') : item.licence}
                </span>
              </div>
              <p className="text-sm text-muted-foreground">{t(`about.attributions.uses.${item.use}`)}</p>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2 rounded-lg border border-border p-4">
          <h3 className="font-semibold">{t('about.openFoodFacts.title')}</h3>
          <p className="text-sm leading-relaxed">{t('about.openFoodFacts.body')}</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <li>
              <ExternalAnchor href={OPEN_FOOD_FACTS_LICENCES.odbl}>
                {t('about.openFoodFacts.odbl')}
              </ExternalAnchor>
            </li>
            <li>
              <ExternalAnchor href={OPEN_FOOD_FACTS_LICENCES.dbcl}>
                {t('about.openFoodFacts.dbcl')}
              </ExternalAnchor>
            </li>
            <li>
              <ExternalAnchor href={OPEN_FOOD_FACTS_LICENCES.ccBySa}>
                {t('about.openFoodFacts.ccBySa')}
              </ExternalAnchor>
            </li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-food-safety-title" className="flex flex-col gap-3">
        <h2 id="about-food-safety-title" className="text-xl font-semibold tracking-tight">
          {t('about.foodSafety.title')}
        </h2>
        {paragraphsOf(t('about.foodSafety.paragraphs', { returnObjects: true })).map((paragraph) => (
          <p key={paragraph} className="leading-relaxed text-pretty">
            {paragraph}
          </p>
        ))}
        <ul className="flex flex-col gap-1" aria-label={t('about.foodSafety.sources')}>
          {SHELF_LIFE_SOURCES.map((source) => (
            <li key={source.url}>
              <ExternalAnchor href={source.url}>{source.name}</ExternalAnchor>
            </li>
          ))}
        </ul>
      </section>

      <p className="text-sm text-muted-foreground">
        {t('about.moreInfo')}{' '}
        <Link href="/privacy" className={linkClass}>
          {t('layout.privacy')}
        </Link>
        {' · '}
        <Link href="/terms" className={linkClass}>
          {t('layout.terms')}
        </Link>
      </p>
    </PublicLayout>
  );
}
