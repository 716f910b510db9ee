import {
  Archive,
  BookOpen,
  CalendarDays,
  ChefHat,
  ListX,
  Pencil,
  ShoppingBasket,
  Trash2,
  TrendingDown,
} from 'lucide-react';
import { memo, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShoppingItem, ShoppingListDetail } from '@shared/contracts/shopping';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { EmptyState } from '../../components/ui/empty-state';
import { cn } from '../../components/ui/utils';
import { groupByAisle } from './list-state';
import { aisleLabel, formatAmount } from './shopping-format';

export type ItemHandlers = {
  onTick: (item: ShoppingItem, checked: boolean) => void;
  onEdit: (item: ShoppingItem) => void;
  onDelete: (item: ShoppingItem) => void;
};

/**
 * The list: what is still to buy under its aisle, aisles in the store's walking order, then what
 * is already "In the basket", with putting it in the pantry or clearing it.
 */
export function ShoppingItems({
  detail,
  emptyAction,
  onPutInPantry,
  onClearChecked,
  ...handlers
}: ItemHandlers & {
  detail: ShoppingListDetail;
  emptyAction: ReactNode;
  onPutInPantry: () => void;
  onClearChecked: () => void;
}) {
  const { t } = useTranslation('shopping-lists');
  const { aisles, basket } = useMemo(() => groupByAisle(detail), [detail]);

  if (detail.items.length === 0) {
    return (
      <EmptyState
        icon={ShoppingBasket}
        title={t('items.emptyTitle')}
        description={t('items.emptyDescription')}
        action={emptyAction}
      />
    );
  }
  return (
    <div className="grid min-w-0 gap-6">
      {aisles.length === 0 && <p className="text-sm text-muted-foreground">{t('items.allInBasket')}</p>}
      {aisles.map(({ aisle, items }) => (
        <ItemSection
          key={aisle}
          title={aisleLabel(t, aisle)}
          count={items.length}
          items={items}
          {...handlers}
        />
      ))}
      {basket.length > 0 && (
        <ItemSection
          title={t('basket.title')}
          count={basket.length}
          items={basket}
          actions={
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={onPutInPantry}>
                <Archive aria-hidden="true" />
                {t('basket.toPantry')}
              </Button>
              <Button size="sm" variant="outline" onClick={onClearChecked}>
                <ListX aria-hidden="true" />
                {t('basket.clear')}
              </Button>
            </div>
          }
          {...handlers}
        />
      )}
    </div>
  );
}

function ItemSection({
  title,
  count,
  items,
  actions,
  ...handlers
}: ItemHandlers & { title: string; count: number; items: ShoppingItem[]; actions?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {title} <span className="font-normal text-muted-foreground">({count})</span>
        </h2>
        {actions}
      </div>
      <ul aria-labelledby={headingId} className="grid gap-2">
        {items.map((item) => (
          <ItemRow key={item.id} item={item} {...handlers} />
        ))}
      </ul>
    </section>
  );
}

/** One item: a large tick box, what and how much, the note, who added it and why. */
const ItemRow = memo(function ItemRow({
  item,
  onTick,
  onEdit,
  onDelete,
}: ItemHandlers & { item: ShoppingItem }) {
  const { t, i18n } = useTranslation('shopping-lists');
  const id = useId();
  const amount = formatAmount(t, i18n.language, item.quantity, item.unit);
  return (
    <li data-testid="shopping-item" className="flex items-start gap-3 rounded-lg border bg-card p-3">
      <Checkbox
        id={`${id}-tick`}
        className="mt-0.5 size-7 rounded-md [&_svg]:size-5"
        checked={item.checked}
        aria-labelledby={`${id}-name`}
        aria-describedby={amount ? `${id}-amount` : undefined}
        onCheckedChange={(checked) => onTick(item, checked === true)}
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <label
          htmlFor={`${id}-tick`}
          className="flex min-w-0 cursor-pointer flex-wrap items-baseline gap-x-2"
        >
          <span
            id={`${id}-name`}
            className={cn('font-medium break-words', item.checked && 'text-muted-foreground line-through')}
          >
            {item.name}
          </span>
          {amount && (
            <span id={`${id}-amount`} className="text-sm tabular-nums">
              {amount}
            </span>
          )}
        </label>
        {item.note && <p className="text-sm break-words text-muted-foreground">{item.note}</p>}
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          {item.addedBy && <span>{t('item.addedBy', { name: item.addedBy.name })}</span>}
          <SourceBadges item={item} />
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('item.edit', { name: item.name })}
        onClick={() => onEdit(item)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('item.delete', { name: item.name })}
        onClick={() => onDelete(item)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
});

/** Why the item is on the list: the recipes that need it, low stock, the meal plan, the Chef. */
function SourceBadges({ item }: { item: ShoppingItem }) {
  const { t } = useTranslation('shopping-lists');
  const kinds = new Set([item.source, ...item.sources.map((source) => source.kind)]);
  const titles = [
    ...new Set(
      item.sources.flatMap((source) =>
        (source.kind === 'recipe' || source.kind === 'mealplan') && source.title ? [source.title] : [],
      ),
    ),
  ];
  const shown = titles.slice(0, 2).join(', ');
  const more = titles.length - 2;
  return (
    <>
      {titles.length > 0 && (
        <Badge variant="secondary" className="max-w-full">
          <BookOpen aria-hidden="true" />
          <span className="sr-only">{t('sources.recipes')}</span>
          <span className="truncate">
            {more > 0 ? t('sources.more', { titles: shown, count: more }) : shown}
          </span>
        </Badge>
      )}
      {kinds.has('mealplan') && (
        <Badge variant="secondary">
          <CalendarDays aria-hidden="true" />
          {t('sources.mealplan')}
        </Badge>
      )}
      {kinds.has('low-stock') && (
        <Badge variant="warning">
          <TrendingDown aria-hidden="true" />
          {t('sources.lowStock')}
        </Badge>
      )}
      {kinds.has('chef') && (
        <Badge variant="secondary">
          <ChefHat aria-hidden="true" />
          {t('sources.chef')}
        </Badge>
      )}
    </>
  );
}
