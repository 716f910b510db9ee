import {
  ChefHat,
  Clock,
  CookingPot,
  Croissant,
  Gauge,
  Heart,
  Salad,
  Soup,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RecipeSummary } from '@shared/contracts/recipes';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { cn } from '../ui/utils';
import { RECIPE_CARD_NAMESPACES, dietaryFlagLabel, formatDuration, recipeMinutes } from './recipe-format';

/** A card shows this many dietary badges; the rest are counted ("+2"). */
const VISIBLE_DIET_BADGES = 3;

const PLACEHOLDER_ICONS: readonly LucideIcon[] = [
  CookingPot,
  Soup,
  Salad,
  Croissant,
  UtensilsCrossed,
  ChefHat,
];

/** A stable small number from a text, so one recipe keeps its placeholder picture. */
function textHash(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return hash;
}

/**
 * What a recipe without a picture shows: a kitchen drawing on a soft ground in the theme's
 * colours, picked from the title so cards side by side do not all look alike.
 */
export function RecipePlaceholder({
  title,
  className,
  iconClassName,
}: {
  title: string;
  className?: string;
  iconClassName?: string;
}) {
  const hash = textHash(title);
  const Icon = PLACEHOLDER_ICONS[hash % PLACEHOLDER_ICONS.length]!;
  return (
    <div
      data-testid="recipe-placeholder"
      aria-hidden="true"
      className={cn(
        'relative flex size-full items-center justify-center overflow-hidden bg-gradient-to-br from-muted to-accent',
        className,
      )}
    >
      <svg className="absolute inset-0 size-full text-primary-ink opacity-10" aria-hidden="true">
        <defs>
          <pattern id={`dots-${hash}`} width="16" height="16" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.5" fill="currentColor" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill={`url(#dots-${hash})`} />
      </svg>
      <Icon className={cn('relative size-12 text-primary-ink opacity-60', iconClassName)} strokeWidth={1.5} />
    </div>
  );
}

export type RecipeCardProps = {
  recipe: RecipeSummary;
  /** Ticks or unticks the favorite mark; the card shows the mark as the recipe has it. */
  onFavoriteChange: (recipe: RecipeSummary, favorite: boolean) => void;
  /** Heading level of the title within the page outline. */
  headingLevel?: 2 | 3;
};

/**
 * One recipe in a grid: picture (or a placeholder), title linking to the recipe, time,
 * difficulty, dietary badges and a favorite toggle.
 */
export const RecipeCard = memo(function RecipeCard({
  recipe,
  onFavoriteChange,
  headingLevel = 3,
}: RecipeCardProps) {
  const { t, i18n } = useTranslation(RECIPE_CARD_NAMESPACES);
  const minutes = recipeMinutes(recipe);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hiddenDiets = recipe.dietaryFlags.length - VISIBLE_DIET_BADGES;
  return (
    <article
      data-testid="recipe-card"
      className={cn(
        'relative flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md',
        'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring',
      )}
    >
      <div className="aspect-[16/9] w-full bg-muted sm:aspect-[4/3]">
        {recipe.image ? (
          <img
            src={recipe.image.medium}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <RecipePlaceholder title={recipe.title} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="line-clamp-2 pe-1 font-semibold leading-snug break-words">
          <Link
            href={`/recipes/${encodeURIComponent(recipe.id)}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {recipe.title}
          </Link>
        </Heading>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {minutes !== null && minutes > 0 && (
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden="true" />
              {/* A text space keeps "Time: 45 min" words apart for screen readers. */}
              <span className="sr-only">{t('card.time')} </span>
              {formatDuration(i18n.language, minutes)}
            </span>
          )}
          {recipe.difficulty && (
            <span className="inline-flex items-center gap-1">
              <Gauge className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('card.difficulty')} </span>
              {t(`difficulty.${recipe.difficulty}`)}
            </span>
          )}
          {recipe.source === 'library' && <Badge variant="outline">{t('card.library')}</Badge>}
        </div>
        {recipe.dietaryFlags.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label={t('card.diets')}>
            {recipe.dietaryFlags.slice(0, VISIBLE_DIET_BADGES).map((flag) => (
              <li key={flag}>
                <Badge variant="secondary">{dietaryFlagLabel(t, flag)}</Badge>
              </li>
            ))}
            {hiddenDiets > 0 && (
              <li>
                <Badge
                  variant="outline"
                  title={recipe.dietaryFlags
                    .slice(VISIBLE_DIET_BADGES)
                    .map((flag) => dietaryFlagLabel(t, flag))
                    .join(', ')}
                >
                  {t('card.moreDiets', { count: hiddenDiets })}
                </Badge>
              </li>
            )}
          </ul>
        )}
      </div>
      <Button
        variant="outline"
        size="icon"
        className="absolute end-2 top-2 z-10 size-9 rounded-full bg-background/90 backdrop-blur-sm"
        // A toggle keeps one name; aria-pressed says whether it is on.
        aria-pressed={recipe.favorite}
        aria-label={t('card.favorite', { title: recipe.title })}
        title={recipe.favorite ? t('card.removeFavorite') : t('card.addFavorite')}
        onClick={() => onFavoriteChange(recipe, !recipe.favorite)}
      >
        <Heart
          aria-hidden="true"
          className={cn(
            recipe.favorite ? 'fill-destructive-ink text-destructive-ink' : 'text-muted-foreground',
          )}
        />
      </Button>
    </article>
  );
});
