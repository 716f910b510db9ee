import { Snowflake } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrepMeal } from '@shared/contracts/meal-plans';
import { cn } from '../../components/ui/utils';
import { formatDay, listFormat, PREP_NAMESPACES, REHEAT_ICONS, STORAGE_ICONS } from './prep-format';

/**
 * "Storage and reheating": for each dish of the session, how many servings it makes, the days it
 * is eaten, where it keeps and for how long, whether it freezes, and how to warm it up.
 */
export function PrepStorage({ meals }: { meals: readonly PrepMeal[] }) {
  const { t } = useTranslation(PREP_NAMESPACES);
  return (
    <section aria-labelledby="prep-storage" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="prep-storage" className="text-xl font-semibold">
          {t('storage.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('storage.description')}</p>
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {meals.map((meal) => (
          <StorageCard key={meal.recipeId} meal={meal} />
        ))}
      </ul>
    </section>
  );
}

function StorageCard({ meal }: { meal: PrepMeal }) {
  const { t, i18n } = useTranslation(PREP_NAMESPACES);
  const language = i18n.language;
  const StorageIcon = STORAGE_ICONS[meal.storage];
  const ReheatIcon = REHEAT_ICONS[meal.reheat];
  const headingId = `prep-meal-${meal.recipeId}`;
  return (
    <li
      data-testid="prep-meal"
      className="grid content-start gap-2 rounded-lg border bg-card p-4 text-card-foreground"
    >
      <div className="grid gap-0.5">
        <h3 id={headingId} className="font-semibold break-words">
          {meal.title}
        </h3>
        <p className="text-sm text-muted-foreground">{t('storage.servings', { count: meal.servings })}</p>
      </div>
      <dl className="grid gap-1.5 text-sm">
        {meal.dates.length > 0 && (
          <Row label={t('storage.eatenLabel')}>
            {listFormat(
              language,
              meal.dates.map((date) => formatDay(language, date)),
            )}
          </Row>
        )}
        <Row label={t('storage.keepLabel')}>
          <span className="inline-flex items-center gap-1.5">
            <StorageIcon className="size-4 shrink-0 text-primary-ink" aria-hidden="true" />
            {t(`storage.keep.${meal.storage}`)}
            {' · '}
            {t('storage.keeps', { count: meal.useByDays })}
          </span>
        </Row>
        <Row label={t('storage.freezeLabel')}>
          <span
            className={cn(
              'inline-flex items-center gap-1.5',
              meal.freezable ? 'text-foreground' : 'text-muted-foreground',
            )}
          >
            <Snowflake
              className={cn('size-4 shrink-0', meal.freezable ? 'text-primary-ink' : 'opacity-40')}
              aria-hidden="true"
            />
            {meal.freezable ? t('storage.freezable') : t('storage.notFreezable')}
          </span>
        </Row>
        <Row label={t('storage.reheatLabel')}>
          <span className="inline-flex items-center gap-1.5">
            <ReheatIcon className="size-4 shrink-0 text-primary-ink" aria-hidden="true" />
            {t(`storage.reheat.${meal.reheat}`)}
          </span>
        </Row>
      </dl>
    </li>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
