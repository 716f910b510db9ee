import { CalendarClock, CircleCheck, ShoppingBasket, Sparkles } from 'lucide-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RecipeSuggestion } from '@shared/contracts/recipes';
import { AddRecipeToList } from '../shopping/add-recipe-to-list';
import { cn } from '../ui/utils';
import { RecipePlaceholder } from './recipe-card';

/*
 * How a "What can I cook" suggestion reads, shared by the recipe book (/recipes) and the
 * dashboard's card: why the recipe is suggested, in words, and the suggestion as a list item. The
 * words are in the recipes namespace (suggestions.*).
 */

/** A reason names this many foods; the rest are counted. */
const NAMES_SHOWN = 4;

/** "flour and eggs", "flour, eggs, milk, salt and 2 more" in the reader's language. */
export function listNames(language: string, names: readonly string[], t: TFunction): string {
  const items = names.slice(0, NAMES_SHOWN);
  const rest = names.length - items.length;
  if (rest > 0) items.push(t('suggestions.more', { ns: 'recipes', count: rest }));
  try {
    return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

export type SuggestionReason = { kind: 'expiring' | 'missing' | 'complete' | 'cooked'; text: string };

/**
 * Why a recipe is suggested, in words: the foods about to expire it uses, what is missing (or that
 * nothing is), and when it was last cooked. `t` may be of any namespace.
 */
export function suggestionReasons(
  suggestion: RecipeSuggestion,
  t: TFunction,
  language: string,
): SuggestionReason[] {
  const ns = 'recipes';
  const reasons: SuggestionReason[] = [];
  const expiring = suggestion.expiringSoon;
  if (expiring.length > 0) {
    reasons.push({
      kind: 'expiring',
      text: t('suggestions.expiring', {
        ns,
        count: expiring.length,
        names: listNames(
          language,
          expiring.map((item) => item.name),
          t,
        ),
      }),
    });
  }
  if (suggestion.missing.length > 0) {
    reasons.push({
      kind: 'missing',
      text: t('suggestions.missing', {
        ns,
        count: suggestion.missing.length,
        names: listNames(language, suggestion.missing, t),
      }),
    });
  } else {
    reasons.push({ kind: 'complete', text: t('suggestions.complete', { ns }) });
  }
  if (suggestion.lastCookedAt) {
    const date = new Date(suggestion.lastCookedAt);
    if (!Number.isNaN(date.getTime())) {
      const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
      reasons.push({ kind: 'cooked', text: t('suggestions.lastCooked', { ns, date: when }) });
    }
  }
  return reasons;
}

const REASON_ICONS = {
  expiring: CalendarClock,
  missing: ShoppingBasket,
  complete: CircleCheck,
  cooked: Sparkles,
} as const;

const REASON_COLOURS = {
  expiring: 'text-warning-ink',
  missing: 'text-muted-foreground',
  complete: 'text-success-ink',
  cooked: 'text-muted-foreground',
} as const;

/** A suggestion's reasons as a list, each with its icon. */
export function SuggestionReasons({ suggestion }: { suggestion: RecipeSuggestion }) {
  const { t, i18n } = useTranslation('recipes');
  const reasons = suggestionReasons(suggestion, t, i18n.language);
  return (
    <ul className="grid gap-0.5 text-sm">
      {reasons.map((reason) => {
        const Icon = REASON_ICONS[reason.kind];
        return (
          <li key={reason.kind} className="flex items-start gap-1.5">
            <Icon className={`mt-0.5 size-4 shrink-0 ${REASON_COLOURS[reason.kind]}`} aria-hidden="true" />
            <span className="min-w-0 break-words">{reason.text}</span>
          </li>
        );
      })}
    </ul>
  );
}

export type SuggestionItemProps = {
  suggestion: RecipeSuggestion;
  /** The title's heading level: h3 under a page section's h2, h4 inside a dashboard card. */
  headingLevel?: 'h3' | 'h4';
  /** Smaller, without a border of its own: for a list inside a card. */
  compact?: boolean;
  /** More buttons beside "add to the shopping list" (the screen's own, e.g. "Add to meal plan"). */
  actions?: ReactNode;
};

/**
 * One suggestion as a list item: picture, title (a link to the recipe over the whole item) and
 * the reasons. Put it in a <ul>.
 */
export function SuggestionItem({
  suggestion,
  headingLevel = 'h3',
  compact = false,
  actions,
}: SuggestionItemProps) {
  const { recipe } = suggestion;
  const Heading = headingLevel;
  return (
    <li
      data-testid="suggestion"
      className={cn(
        'relative flex min-w-0 gap-3 rounded-lg has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring',
        compact ? 'p-1 hover:bg-muted/60' : 'border bg-card p-3 text-card-foreground',
      )}
    >
      <div className={cn('shrink-0 overflow-hidden rounded-md bg-muted', compact ? 'size-12' : 'size-16')}>
        {recipe.image ? (
          <img src={recipe.image.thumb} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <RecipePlaceholder title={recipe.title} iconClassName={compact ? 'size-6' : 'size-7'} />
        )}
      </div>
      <div className="grid min-w-0 flex-1 content-start gap-1">
        <Heading className="font-semibold leading-snug break-words">
          <Link
            href={`/recipes/${encodeURIComponent(recipe.id)}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {recipe.title}
          </Link>
        </Heading>
        <SuggestionReasons suggestion={suggestion} />
      </div>
      {(suggestion.missing.length > 0 || actions) && (
        // Above the link that covers the item, so that they take their own clicks.
        <div
          className={cn(
            'relative z-10 flex shrink-0 gap-1.5 self-center [&_button]:size-9',
            compact && 'flex-col',
          )}
        >
          {suggestion.missing.length > 0 && (
            <AddRecipeToList recipeId={recipe.id} title={recipe.title} compact size="icon" />
          )}
          {actions}
        </div>
      )}
    </li>
  );
}
