import { CircleCheck, Clock, Lock, StickyNote, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { MealPlanEntry } from '@shared/contracts/meal-plans';
import { formatDuration } from '../../components/recipes/recipe-format';
import { cn } from '../../components/ui/utils';
import { entryMinutes, entryTitle, reasonText } from './meal-plan-format';
import { PlanEntryMenu, type EntryActions } from './plan-entry-menu';

/** The drag payload's type: only our own cards can be dropped on a meal. */
export const ENTRY_DRAG_TYPE = 'application/x-larder-meal-entry';

/**
 * One planned meal: the recipe (a link to it) or the note, servings, time, the lock and "cooked"
 * marks, why the planner chose it, and its menu. `draggable` on desktop, where a card can be
 * dragged to another meal; the menu does the same by keyboard and on phones.
 */
export function PlanEntryCard({
  entry,
  actions,
  draggable = false,
  compact = false,
  isDragging = false,
  onDragState,
}: {
  entry: MealPlanEntry;
  actions: EntryActions;
  draggable?: boolean;
  /** In a narrow calendar cell: the picture above the title, not beside it. */
  compact?: boolean;
  /** Dimmed while it is being dragged. */
  isDragging?: boolean;
  onDragState?: (entryId: string | null) => void;
}) {
  const { t, i18n } = useTranslation('meal-prep');
  const language = i18n.language ?? 'en';
  const title = entryTitle(entry);
  const minutes = entryMinutes(entry);
  const recipe = entry.recipe;
  return (
    <li
      data-testid="plan-entry"
      data-entry-id={entry.id}
      draggable={draggable || undefined}
      onDragStart={
        draggable
          ? (event) => {
              event.dataTransfer.setData(ENTRY_DRAG_TYPE, entry.id);
              event.dataTransfer.setData('text/plain', title);
              event.dataTransfer.effectAllowed = 'copyMove';
              onDragState?.(entry.id);
            }
          : undefined
      }
      onDragEnd={draggable ? () => onDragState?.(null) : undefined}
      className={cn(
        'grid min-w-0 gap-1.5 rounded-md border bg-card p-2 text-card-foreground shadow-xs',
        draggable && 'cursor-grab active:cursor-grabbing',
        entry.cookedAt && 'bg-muted/60',
        isDragging && 'opacity-50',
      )}
    >
      {compact && recipe?.image && (
        <img
          src={recipe.image.thumb}
          alt=""
          loading="lazy"
          className="aspect-[2/1] w-full rounded object-cover"
          draggable={false}
        />
      )}
      <div className="flex min-w-0 items-start gap-2">
        {!compact && recipe?.image && (
          <img
            src={recipe.image.thumb}
            alt=""
            loading="lazy"
            className="size-10 shrink-0 rounded object-cover"
            draggable={false}
          />
        )}
        {!recipe && (
          <StickyNote className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        )}
        <div className="grid min-w-0 flex-1 gap-0.5">
          {recipe ? (
            <Link
              href={`/recipes/${encodeURIComponent(recipe.id)}`}
              className="line-clamp-3 text-sm leading-snug font-medium break-words hyphens-auto hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              draggable={false}
            >
              {title}
            </Link>
          ) : (
            <p className="line-clamp-3 text-sm leading-snug font-medium break-words hyphens-auto">{title}</p>
          )}
          {recipe && entry.note && (
            <p className="line-clamp-2 text-xs break-words text-muted-foreground">{entry.note}</p>
          )}
        </div>
      </div>
      <div className="flex min-w-0 items-end justify-between gap-1">
        <div className="grid min-w-0 gap-0.5">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1 whitespace-nowrap">
              <Users className="size-3" aria-hidden="true" />
              {t('plan.entry.servings', { count: entry.servings })}
            </span>
            {minutes !== null && (
              <span className="inline-flex items-center gap-1 whitespace-nowrap">
                <Clock className="size-3" aria-hidden="true" />
                {formatDuration(language, minutes)}
              </span>
            )}
            {entry.locked && (
              <Lock className="size-3" role="img" aria-label={t('plan.entry.locked')}>
                <title>{t('plan.entry.locked')}</title>
              </Lock>
            )}
          </p>
          {entry.cookedAt && (
            <p className="inline-flex items-center gap-1 text-xs font-medium text-success-ink">
              <CircleCheck className="size-3" aria-hidden="true" />
              {t('plan.entry.cooked')}
            </p>
          )}
        </div>
        <PlanEntryMenu entry={entry} actions={actions} />
      </div>
      {entry.reasons.length > 0 && (
        <ul aria-label={t('plan.entry.reasons')} className="flex flex-wrap gap-1">
          {entry.reasons.map((reason, index) => (
            <li
              key={`${reason.kind}-${index}`}
              className="rounded-sm bg-secondary px-1.5 py-0.5 text-[0.6875rem] leading-tight break-words text-secondary-foreground"
            >
              {reasonText(reason, t, language)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
