import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShoppingListDetail } from '@shared/contracts/shopping';
import { DEFAULT_AISLE_ORDER } from '@shared/domain/aisle-order';
import type { FoodCategory } from '@shared/domain/food-categories';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { toast } from '../../lib/toast-store';
import { showFailure } from './list-switcher';
import { SHOPPING_PATH, useSetAisleOrder } from './shopping-api';
import { aisleLabel } from './shopping-format';
import { useShoppingSync } from './use-shopping-sync';

/** Moves one aisle a step up (-1) or down (+1). */
export function moveAisle(order: readonly FoodCategory[], aisle: FoodCategory, step: -1 | 1): FoodCategory[] {
  const from = order.indexOf(aisle);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  next[from] = next[to]!;
  next[to] = aisle;
  return next;
}

/**
 * The order of the aisles in the list's store, with up and down buttons (the keyboard's way too;
 * the focus stays on the aisle that moved). Ticking items in the shop keeps teaching the order.
 */
export function AisleOrderDialog({ detail, onClose }: { detail: ShoppingListDetail; onClose: () => void }) {
  const { t } = useTranslation('shopping-lists');
  const sync = useShoppingSync();
  const client = useQueryClient();
  const save = useSetAisleOrder();
  const [order, setOrder] = useState<FoodCategory[]>(() => [...detail.aisleOrder]);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const key = focusNext.current;
    focusNext.current = null;
    if (key) buttons.current.get(key)?.focus();
  }, [order]);

  const move = (aisle: FoodCategory, step: -1 | 1) => {
    const next = moveAisle(order, aisle, step);
    const index = next.indexOf(aisle);
    // At either end the pressed button turns off: the focus goes to the aisle's other one.
    const atEnd = (step === -1 && index === 0) || (step === 1 && index === next.length - 1);
    const direction = step === -1 ? 'up' : 'down';
    focusNext.current = `${aisle}-${atEnd ? (direction === 'up' ? 'down' : 'up') : direction}`;
    setOrder(next);
  };

  const submit = async () => {
    try {
      const aisleOrder = await save.mutateAsync({ listId: detail.list.id, aisles: order });
      sync.updateBase(detail.list.id, (base) => ({ ...base, aisleOrder }));
      toast({ title: t('aisleOrder.saved') });
      // Other lists of the same store walk the same way.
      void client.invalidateQueries({
        predicate: (query) =>
          typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(SHOPPING_PATH),
      });
      onClose();
    } catch (error) {
      showFailure(t('aisleOrder.failed'), error, t('errors.offline'));
    }
  };

  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('aisleOrder.title')}</DialogTitle>
          <DialogDescription>
            {detail.list.store
              ? t('aisleOrder.description', { store: detail.list.store })
              : t('aisleOrder.descriptionNoStore')}
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">{t('aisleOrder.learning')}</p>
        <ol aria-label={t('aisleOrder.listLabel')} className="grid gap-2">
          {order.map((aisle, index) => {
            const name = aisleLabel(t, aisle);
            return (
              <li key={aisle} className="flex items-center gap-2 rounded-md border bg-card p-2">
                <span
                  className="w-6 text-center text-sm text-muted-foreground tabular-nums"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1 font-medium">{name}</span>
                <Button
                  ref={ref(`${aisle}-up`)}
                  variant="outline"
                  size="icon"
                  disabled={index === 0}
                  aria-label={t('aisleOrder.up', { aisle: name })}
                  onClick={() => move(aisle, -1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  ref={ref(`${aisle}-down`)}
                  variant="outline"
                  size="icon"
                  disabled={index === order.length - 1}
                  aria-label={t('aisleOrder.down', { aisle: name })}
                  onClick={() => move(aisle, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
        <DialogFooter className="sm:justify-between">
          <Button variant="ghost" onClick={() => setOrder([...DEFAULT_AISLE_ORDER])}>
            {t('aisleOrder.reset')}
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={onClose}>
              {t('aisleOrder.cancel')}
            </Button>
            <Button disabled={save.isPending} onClick={() => void submit()}>
              {t('aisleOrder.save')}
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
