import type { TFunction } from 'i18next';
import { ArrowUpDown, RefreshCw, Share2, Sparkles } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import type { ShoppingItem, ShoppingListDetail, ShoppingListSummary } from '@shared/contracts/shopping';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/toast-store';
import { usePreloadValidationMessages } from '../../lib/validation-messages';
import type { ShoppingMutation } from './list-state';
import { ListSwitcher } from './list-switcher';
import type { OfflineStorage } from './offline-queue';
import { QuickAddBar } from './quick-add-bar';
import { shareText } from './shopping-format';
import { ShoppingItems } from './shopping-items';
import type { SmartListPreset } from './smart-list-dialog';
import { SyncStatus } from './sync-status';
import { useItemActions, useListDetail, useSelectedList, useShoppingLists } from './use-shopping-list';
import { ShoppingSyncProvider, useShoppingSyncEngine } from './use-shopping-sync';

// The dialogs load on first use, so the list is on screen (and usable in the shop) sooner.
const ItemDialog = lazy(() => import('./item-dialog').then((m) => ({ default: m.ItemDialog })));
const ToPantryDialog = lazy(() => import('./to-pantry-dialog').then((m) => ({ default: m.ToPantryDialog })));
const SmartListDialog = lazy(() =>
  import('./smart-list-dialog').then((m) => ({ default: m.SmartListDialog })),
);
const AisleOrderDialog = lazy(() =>
  import('./aisle-order-dialog').then((m) => ({ default: m.AisleOrderDialog })),
);

/**
 * /shopping-lists: the household's lists, grouped by aisle in the store's order, usable offline in
 * the shop (changes wait in a queue and sync when the connection is back). `storage` replaces the
 * browser's IndexedDB (tests).
 */
export function ShoppingListsPage({ storage }: { storage?: OfflineStorage<ShoppingMutation> } = {}) {
  const sync = useShoppingSyncEngine(storage);
  return (
    <ShoppingSyncProvider value={sync}>
      <ShoppingScreen />
    </ShoppingSyncProvider>
  );
}

function ShoppingScreen() {
  const { t } = useTranslation(['shopping-lists', 'pantry']);
  usePreloadValidationMessages();
  const lists = useShoppingLists();
  const { selected, select } = useSelectedList(lists.data?.lists);
  const detail = useListDetail(selected?.id ?? null);

  return (
    <div className="grid min-w-0 gap-5">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </header>
      <SyncStatus />
      {lists.isError ? (
        <LoadError onRetry={() => void lists.refetch()} />
      ) : !lists.data || !selected ? (
        <Loading />
      ) : (
        <>
          <ListSwitcher lists={lists.data.lists} selected={selected} onSelect={select} />
          {detail.data && detail.data.list.id === selected.id ? (
            <ListView detail={detail.data} lists={lists.data.lists} />
          ) : detail.isError ? (
            <LoadError onRetry={() => void detail.refetch()} />
          ) : (
            <Loading />
          )}
        </>
      )}
    </div>
  );
}

function Loading() {
  const { t } = useTranslation('shopping-lists');
  return (
    <div className="grid gap-2" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-16 w-full" />
      ))}
    </div>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shopping-lists');
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-2 rounded-md border border-destructive p-4 text-sm"
    >
      <p>{t('loadFailed')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        {t('retry')}
      </Button>
    </div>
  );
}

type OpenDialog =
  { kind: 'edit'; item: ShoppingItem } | { kind: 'pantry' } | { kind: 'smart' } | { kind: 'aisles' } | null;

/** Share the list as text: the system's share sheet where there is one, else the clipboard. */
async function share(t: TFunction, language: string, detail: ShoppingListDetail) {
  const text = shareText(t, language, detail);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: detail.list.name, text });
      return;
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: t('share.copied') });
  } catch {
    toast({ variant: 'destructive', title: t('share.failed') });
  }
}

function ListView({ detail, lists }: { detail: ShoppingListDetail; lists: readonly ShoppingListSummary[] }) {
  const { t, i18n } = useTranslation('shopping-lists');
  const listId = detail.list.id;
  const actions = useItemActions(listId);
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const recipe = params.get('recipe');
  const servings = Number(params.get('servings'));
  const preset: SmartListPreset | null = recipe
    ? { recipeId: recipe, servings: Number.isInteger(servings) && servings > 0 ? servings : null }
    : null;

  const closeDialog = useCallback(() => {
    setDialog(null);
    // A link's recipe opens the dialog once; closing it takes the recipe out of the address.
    setParams(
      (previous) => {
        if (!previous.has('recipe') && !previous.has('servings')) return previous;
        const next = new URLSearchParams(previous);
        next.delete('recipe');
        next.delete('servings');
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  const remove = useCallback(
    (item: ShoppingItem) => {
      actions.remove(item);
      toast({
        title: t('item.deleted', { name: item.name }),
        action: {
          label: t('undo.action'),
          altText: t('undo.altText'),
          onClick: () =>
            actions.add({
              name: item.name,
              quantity: item.quantity,
              unit: item.unit,
              category: item.category,
              note: item.note,
              ...(item.productId ? { productId: item.productId } : {}),
              source: item.source,
              checked: item.checked,
            }),
        },
      });
    },
    [actions, t],
  );
  const edit = useCallback((item: ShoppingItem) => setDialog({ kind: 'edit', item }), []);
  const smartButton = (
    <Button variant="outline" size="sm" onClick={() => setDialog({ kind: 'smart' })}>
      <Sparkles aria-hidden="true" />
      {t('actions.smart')}
    </Button>
  );

  return (
    <>
      <QuickAddBar listId={listId} items={detail.items} />
      <div className="flex flex-wrap gap-2">
        {smartButton}
        <Button variant="outline" size="sm" onClick={() => setDialog({ kind: 'aisles' })}>
          <ArrowUpDown aria-hidden="true" />
          {t('actions.aisleOrder')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void share(t, i18n.language, detail)}>
          <Share2 aria-hidden="true" />
          {t('actions.share')}
        </Button>
      </div>
      <ShoppingItems
        detail={detail}
        emptyAction={smartButton}
        onTick={actions.tick}
        onEdit={edit}
        onDelete={remove}
        onPutInPantry={() => setDialog({ kind: 'pantry' })}
        onClearChecked={() => actions.clearChecked(detail.list.name)}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'edit' && (
          <ItemDialog
            item={dialog.item}
            lists={lists}
            onSave={actions.update}
            onDelete={remove}
            onClose={closeDialog}
          />
        )}
        {dialog?.kind === 'pantry' && <ToPantryDialog listId={listId} onClose={closeDialog} />}
        {(dialog?.kind === 'smart' || (preset && dialog === null)) && (
          <SmartListDialog
            key={preset?.recipeId ?? 'none'}
            listId={listId}
            preset={preset}
            onClose={closeDialog}
          />
        )}
        {dialog?.kind === 'aisles' && <AisleOrderDialog detail={detail} onClose={closeDialog} />}
      </Suspense>
    </>
  );
}
