import {
  BookOpen,
  ChefHat,
  Copy,
  Lock,
  LockOpen,
  Minus,
  MoreVertical,
  MoveRight,
  Plus,
  Shuffle,
  Trash2,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { MEAL_SERVINGS_MAX, type MealPlanEntry } from '@shared/contracts/meal-plans';
import { buttonVariants } from '../../components/ui/button-variants';
import { cn } from '../../components/ui/utils';
import { entryTitle } from './meal-plan-format';

/** What can be done to a planned meal; the page owns the requests and their toasts. */
export type EntryActions = {
  onServings: (entry: MealPlanEntry, servings: number) => void;
  onToggleLock: (entry: MealPlanEntry) => void;
  onSwap: (entry: MealPlanEntry) => void;
  onMove: (entry: MealPlanEntry) => void;
  onCopy: (entry: MealPlanEntry) => void;
  onDelete: (entry: MealPlanEntry) => void;
};

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:shrink-0';

/** The link to a recipe's cook mode that says which planned meal it cooks. */
export function cookHref(entry: MealPlanEntry): string | null {
  return entry.recipe
    ? `/recipes/${encodeURIComponent(entry.recipe.id)}?cook=1&entry=${encodeURIComponent(entry.id)}`
    : null;
}

/**
 * A planned meal's menu: a real button (named after the meal) that opens a keyboard-operable list
 * of what can be done to it. On phones and for keyboard users it is also how meals move.
 */
export function PlanEntryMenu({ entry, actions }: { entry: MealPlanEntry; actions: EntryActions }) {
  const { t } = useTranslation('meal-prep');
  const title = entryTitle(entry);
  const recipe = entry.recipe;
  const cook = cookHref(entry);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('plan.entry.menu', { title })}
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), '-me-1 -mb-1 size-8 shrink-0')}
      >
        <MoreVertical aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 min-w-52 rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          <DropdownMenu.Label className="max-w-64 truncate px-2 py-1.5 text-xs text-muted-foreground">
            {title}
          </DropdownMenu.Label>
          {recipe && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href={`/recipes/${encodeURIComponent(recipe.id)}`}>
                <BookOpen aria-hidden="true" />
                {t('plan.entry.open')}
              </Link>
            </DropdownMenu.Item>
          )}
          {cook && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href={cook}>
                <ChefHat aria-hidden="true" />
                {t('plan.entry.cook')}
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Group className="flex items-center gap-1 ps-2">
            <span className="flex-1 text-sm">{t('plan.entry.servings', { count: entry.servings })}</span>
            <DropdownMenu.Item
              className={itemClass}
              aria-label={t('plan.entry.fewer')}
              disabled={entry.servings <= 1}
              // The menu stays open for another tap.
              onSelect={(event) => {
                event.preventDefault();
                actions.onServings(entry, entry.servings - 1);
              }}
            >
              <Minus aria-hidden="true" />
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={itemClass}
              aria-label={t('plan.entry.more')}
              disabled={entry.servings >= MEAL_SERVINGS_MAX}
              onSelect={(event) => {
                event.preventDefault();
                actions.onServings(entry, entry.servings + 1);
              }}
            >
              <Plus aria-hidden="true" />
            </DropdownMenu.Item>
          </DropdownMenu.Group>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => actions.onToggleLock(entry)}>
            {entry.locked ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
            {entry.locked ? t('plan.entry.unlock') : t('plan.entry.lock')}
          </DropdownMenu.Item>
          {recipe && (
            <DropdownMenu.Item className={itemClass} onSelect={() => actions.onSwap(entry)}>
              <Shuffle aria-hidden="true" />
              {t('plan.entry.swap')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={itemClass} onSelect={() => actions.onMove(entry)}>
            <MoveRight aria-hidden="true" />
            {t('plan.entry.moveTo')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => actions.onCopy(entry)}>
            <Copy aria-hidden="true" />
            {t('plan.entry.copyTo')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={cn(itemClass, 'text-destructive-ink')}
            onSelect={() => actions.onDelete(entry)}
          >
            <Trash2 aria-hidden="true" />
            {t('plan.entry.delete')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
