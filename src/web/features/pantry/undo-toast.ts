import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location, StockChangeResponse } from '@shared/contracts/pantry';
import { toast, type ToastHandle } from '../../lib/toast-store';
import { failureReason, pantryKeys, useUndoOperation } from './pantry-api';
import { formatAmount } from './pantry-format';

export type UndoToastOptions = {
  /** Any i18next t: the pantry namespace is named on each call. */
  t: TFunction;
  language: string;
  /** Calls POST /api/stock/operations/:id/undo (useUndoOperation().mutateAsync, say). */
  undo: (operationId: string) => Promise<unknown>;
  /** The product's name when the answer no longer holds it (a deleted product). */
  productName?: string;
  /** A location's name, for "Moved Milk to Freezer". */
  locationName?: (id: string) => string | undefined;
  /** Called after the undo went through. */
  onUndone?: () => void;
};

/** "Consumed 2 l Milk", "Added 5 items", "Moved Milk to Freezer": what one change did. */
export function describeChange(
  response: StockChangeResponse,
  options: Pick<UndoToastOptions, 't' | 'language' | 'productName' | 'locationName'>,
): { title: string; description?: string } {
  const { t, language } = options;
  const { operation } = response;
  const ns = 'pantry';
  const firstId = operation.productIds[0];
  const product = response.products.find((item) => item.id === firstId);
  const name = product?.name ?? options.productName ?? t('undo.anItem', { ns });
  const kind = operation.kind;
  const amount =
    operation.quantity !== null && operation.unit !== null
      ? formatAmount(t, language, operation.quantity, operation.unit)
      : null;

  let title: string;
  if (operation.productIds.length > 1) {
    title = t(`undo.many.${kind}`, { ns, count: operation.productIds.length });
  } else if (kind === 'move') {
    const locationId = response.entries.find((entry) => entry.productId === firstId)?.locationId;
    const where = locationId ? options.locationName?.(locationId) : undefined;
    title = where ? t('undo.one.moveTo', { ns, name, location: where }) : t('undo.one.move', { ns, name });
  } else if (amount && (kind === 'add' || kind === 'consume' || kind === 'spoil')) {
    title = t(`undo.amount.${kind}`, { ns, name, amount });
  } else {
    title = t(`undo.one.${kind}`, { ns, name });
  }

  const short =
    operation.shortQuantity !== null && operation.shortQuantity > 0 && operation.unit !== null
      ? t('undo.short', { ns, amount: formatAmount(t, language, operation.shortQuantity, operation.unit) })
      : undefined;
  return { title, description: short };
}

/**
 * Says what a stock change did, with an "Undo" button while the server still allows it; undoing
 * confirms with a second toast (or says why it could not).
 */
export function showUndoToast(response: StockChangeResponse, options: UndoToastOptions): ToastHandle {
  const { t } = options;
  const ns = 'pantry';
  const { title, description } = describeChange(response, options);
  const operationId = response.operation.id;
  return toast({
    title,
    description,
    action: response.operation.canUndo
      ? {
          label: t('undo.action', { ns }),
          altText: t('undo.altText', { ns }),
          onClick: () => {
            options.undo(operationId).then(
              () => {
                toast({ title: t('undo.done', { ns }), description: title });
                options.onUndone?.();
              },
              (error: unknown) =>
                toast({
                  variant: 'destructive',
                  title: t('undo.failed', { ns }),
                  description: failureReason(error),
                }),
            );
          },
        }
      : undefined,
  });
}

/**
 * showUndoToast bound to this screen: the pantry's words in the reader's language, the undo call
 * through the query client (so every pantry list refreshes), and location names from the cache.
 */
export function useUndoToast() {
  const { t, i18n } = useTranslation('pantry');
  const queryClient = useQueryClient();
  const { mutateAsync } = useUndoOperation();
  return useCallback(
    (response: StockChangeResponse, extra: Pick<UndoToastOptions, 'productName' | 'onUndone'> = {}) =>
      showUndoToast(response, {
        t,
        language: i18n.language,
        undo: mutateAsync,
        locationName: (id) =>
          queryClient
            .getQueryData<{ locations: Location[] }>(pantryKeys.locations())
            ?.locations.find((l) => l.id === id)?.name,
        ...extra,
      }),
    [t, i18n.language, mutateAsync, queryClient],
  );
}

/**
 * Runs a stock change and says how it went: the undo toast on success, the server's reason on
 * failure. Resolves to the change, or null when it failed.
 */
export function useRunStockChange() {
  const { t } = useTranslation('pantry');
  const showUndo = useUndoToast();
  return useCallback(
    async (
      run: () => Promise<StockChangeResponse>,
      extra: Pick<UndoToastOptions, 'productName' | 'onUndone'> = {},
    ): Promise<StockChangeResponse | null> => {
      try {
        const response = await run();
        showUndo(response, extra);
        return response;
      } catch (error) {
        toast({ variant: 'destructive', title: t('errors.actionFailed'), description: failureReason(error) });
        return null;
      }
    },
    [showUndo, t],
  );
}
