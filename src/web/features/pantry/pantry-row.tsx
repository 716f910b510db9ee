import { BookOpen, ChevronDown, Package, Pencil, Trash2, Utensils } from 'lucide-react';
import { memo, useId, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PantryRow as Row } from '@shared/contracts/pantry';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { cn } from '../../components/ui/utils';
import { useConsume } from './pantry-api';
import { formatAmount, formatDay, unitLabel } from './pantry-format';
import { ProductEntries } from './product-entries';
import { useRunStockChange } from './undo-toast';

const STOCK_BADGE = { out_of_stock: 'destructive', low_stock: 'warning', in_stock: 'success' } as const;
/** A horizontal touch move this long (px), and mostly sideways, counts as a swipe. */
const SWIPE_DISTANCE = 72;

export type PantryRowProps = {
  row: Row;
  selecting: boolean;
  selected: boolean;
  onSelectedChange: (id: string, selected: boolean) => void;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
};

/**
 * One product of the list: what there is, its labels and nearest expiry. Opening it fetches its
 * entries. On a touch screen, swiping left uses one unit and swiping right opens it; the buttons
 * inside do the same for everyone else.
 */
export const PantryRow = memo(function PantryRow({
  row,
  selecting,
  selected,
  onSelectedChange,
  onEdit,
  onDelete,
}: PantryRowProps) {
  const { t, i18n } = useTranslation('pantry');
  const language = i18n.language;
  const [expanded, setExpanded] = useState(false);
  const consume = useConsume();
  const run = useRunStockChange();
  const panelId = useId();
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const hasStock = row.totalQuantity > 0;
  const total = formatAmount(t, language, row.totalQuantity, row.defaultUnit);

  const consumeOne = () =>
    void run(
      () =>
        consume.mutateAsync(
          row.totalQuantity > 1
            ? { productId: row.id, quantity: 1, unit: row.defaultUnit, allowPartial: true }
            : { productId: row.id },
        ),
      { productName: row.name },
    );

  const onPointerDown = (event: PointerEvent) => {
    swipe.current = event.pointerType === 'touch' ? { x: event.clientX, y: event.clientY } : null;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || selecting) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dy) > Math.abs(dx) / 2) return;
    if (dx < 0 && hasStock && !consume.isPending) consumeOne();
    if (dx > 0) setExpanded(true);
  };

  return (
    <li
      className="overflow-hidden rounded-lg border bg-card [contain-intrinsic-size:auto_76px] [content-visibility:auto]"
      data-testid="pantry-row"
    >
      <div
        className="flex touch-pan-y items-center gap-3 p-3"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        {selecting && (
          <Checkbox
            checked={selected}
            onCheckedChange={(checked) => onSelectedChange(row.id, checked === true)}
            aria-label={t('bulk.selectRow', { name: row.name })}
          />
        )}
        <div className="flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted">
          {row.imageUrl ? (
            <img
              src={row.imageUrl}
              alt=""
              width={44}
              height={44}
              loading="lazy"
              className="size-full object-cover"
            />
          ) : (
            <Package className="size-5 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <button
          type="button"
          className="grid min-w-0 flex-1 gap-1 rounded-sm text-start focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          aria-expanded={expanded}
          aria-controls={expanded ? panelId : undefined}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className="flex min-w-0 items-baseline gap-2">
            <span className="truncate font-medium">{row.name}</span>
            {row.brand && <span className="truncate text-sm text-muted-foreground">{row.brand}</span>}
          </span>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className="font-medium tabular-nums">{total}</span>
            <Badge variant={STOCK_BADGE[row.stockLabel]}>{t(`labels.${row.stockLabel}`)}</Badge>
            {row.expiryLabel && (
              <Badge variant={row.expiryLabel === 'expired' ? 'destructive' : 'warning'}>
                {t(`labels.${row.expiryLabel}`)}
              </Badge>
            )}
            {row.nextExpiry && (
              <span className="text-muted-foreground">
                {t('list.nextExpiry', { date: formatDay(row.nextExpiry, language) })}
              </span>
            )}
          </span>
        </button>
        <ChevronDown
          className={cn(
            'size-5 shrink-0 text-muted-foreground transition-transform',
            expanded && 'rotate-180',
          )}
          aria-hidden="true"
        />
      </div>
      {expanded && (
        <div>
          <div className="flex flex-wrap gap-2 border-t px-3 py-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={!hasStock || consume.isPending}
              onClick={consumeOne}
            >
              <Utensils aria-hidden="true" />
              {row.totalQuantity > 1
                ? t('row.useOne', { unit: unitLabel(t, row.defaultUnit, 1) })
                : t('row.useAll')}
            </Button>
            {hasStock && (
              // What to cook with it (/recipes?with=): only stock can be cooked with.
              <Button size="sm" variant="outline" asChild>
                <Link
                  href={`/recipes?with=${encodeURIComponent(row.id)}`}
                  aria-label={t('row.recipesLabel', { name: row.name })}
                >
                  <BookOpen aria-hidden="true" />
                  {t('row.recipes')}
                </Link>
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => onEdit(row)}>
              <Pencil aria-hidden="true" />
              {t('row.edit')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => onDelete(row)}>
              <Trash2 aria-hidden="true" />
              {t('row.delete')}
            </Button>
          </div>
          <ProductEntries product={row} id={panelId} />
        </div>
      )}
    </li>
  );
});
