import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import {
  ShoppingItemResponseSchema,
  ShoppingListDetailSchema,
  ShoppingListsResponseSchema,
  type ShoppingItemField,
  type ShoppingListDetail,
  type ShoppingListSummary,
} from '@shared/contracts/shopping';
import { uuidv7 } from '@shared/ids';
import { ApiRequestError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { i18next } from '../../lib/i18n';
import { toast } from '../../lib/toast-store';
import { applyPending, removeItems, upsertItems, type ShoppingMutation } from './list-state';
import { OfflineQueue, createBrowserStorage, type OfflineStorage, type QueueState } from './offline-queue';
import { SHOPPING_PATH, failureReason, sendMutation, shoppingKeys } from './shopping-api';

/*
 * The shopping screen's sync engine. It keeps, per list, the server's last answer (the "base"),
 * and shows the base with this device's pending changes applied on top (list-state.ts). A change
 * is shown at once, queued in storage, then sent; the server's answer updates the base; a refused
 * change leaves the queue, and the screen, by itself. The bases are saved in storage too, so the
 * list stays readable when the network is gone.
 */

export type SyncNote =
  | { id: string; kind: 'overridden'; name: string; fields: ShoppingItemField[] }
  | {
      id: string;
      kind: 'rejected';
      name: string;
      action: ShoppingMutation['kind'];
      status: number | null;
      reason?: string;
    };

/** A change as the screen makes it; the queue gives it its id. */
type WithoutId<M> = M extends unknown ? Omit<M, 'id'> : never;
export type NewMutation = WithoutId<ShoppingMutation>;

const LISTS_SNAPSHOT = 'lists';
const listSnapshot = (id: string) => `list:${id}`;
type ListsResponse = { lists: ShoppingListSummary[] };

export class ShoppingSync {
  readonly queue: OfflineQueue<ShoppingMutation>;
  private readonly client: QueryClient;
  private readonly storage: OfflineStorage<ShoppingMutation>;
  private readonly bases = new Map<string, ShoppingListDetail>();
  private notes: SyncNote[] = [];
  private readonly noteListeners = new Set<() => void>();

  constructor(client: QueryClient, storage: OfflineStorage<ShoppingMutation>) {
    this.client = client;
    this.storage = storage;
    this.queue = new OfflineQueue<ShoppingMutation>({
      storage,
      send: sendMutation,
      onSent: (mutation, answer) => this.handleSent(mutation, answer),
      onRejected: (mutation, error, replayed) => this.handleRejected(mutation, error, replayed),
      onDrained: (replayed) => {
        // Back from offline: what others changed meanwhile is fetched once everything went out.
        if (replayed) void this.refreshAll();
      },
      // Nothing to send, but the server was out of reach: asking for the lists again tells.
      onRetry: () => void this.refreshAll(),
      lockName: 'larder-shopping-sync',
    });
  }

  start(): void {
    window.addEventListener('online', this.handleOnline);
    this.queue.start();
  }

  stop(): void {
    window.removeEventListener('online', this.handleOnline);
    this.queue.stop();
  }

  private readonly handleOnline = () => {
    void this.queue.whenIdle().then((idle) => {
      if (idle) void this.refreshAll();
    });
  };

  private refreshAll(): Promise<void> {
    return this.client.invalidateQueries({
      predicate: (query) =>
        typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(SHOPPING_PATH),
    });
  }

  // -- what the screen reads --------------------------------------------------------------------

  /** The list as the server last sent it, with the pending changes on top. */
  view(listId: string): ShoppingListDetail | undefined {
    const base = this.bases.get(listId);
    return base && applyPending(base, this.queue.pending());
  }

  /** A fresh answer from the server: kept (and saved for offline use), shown with the pending changes. */
  async receiveDetail(detail: ShoppingListDetail): Promise<ShoppingListDetail> {
    await this.queue.ready;
    this.queue.reachable(true);
    this.setBase(detail);
    return this.view(detail.list.id)!;
  }

  /** The list saved by an earlier visit, when the server cannot be reached. */
  async savedDetail(listId: string): Promise<ShoppingListDetail | undefined> {
    this.queue.reachable(false);
    await this.queue.ready;
    const known = this.bases.get(listId);
    if (!known) {
      const saved = ShoppingListDetailSchema.safeParse(await this.storage.readSnapshot(listSnapshot(listId)));
      if (!saved.success) return undefined;
      this.bases.set(listId, saved.data);
    }
    return this.view(listId);
  }

  async receiveLists(response: ListsResponse): Promise<ListsResponse> {
    this.queue.reachable(true);
    void this.storage.writeSnapshot(LISTS_SNAPSHOT, response).catch(() => undefined);
    await this.queue.ready;
    return this.withPendingCounts(response);
  }

  async savedLists(): Promise<ListsResponse | undefined> {
    this.queue.reachable(false);
    const saved = ShoppingListsResponseSchema.safeParse(await this.storage.readSnapshot(LISTS_SNAPSHOT));
    return saved.success ? this.withPendingCounts(saved.data) : undefined;
  }

  private withPendingCounts(response: ListsResponse): ListsResponse {
    return {
      lists: response.lists.map((list) => {
        const view = this.view(list.id);
        return view
          ? { ...list, itemCount: view.list.itemCount, checkedCount: view.list.checkedCount }
          : list;
      }),
    };
  }

  // -- changes ----------------------------------------------------------------------------------

  /** Shows a change at once and queues it. */
  commit(mutation: NewMutation): void {
    const queued = { ...mutation, id: uuidv7() } as ShoppingMutation;
    const pushed = this.queue.push(queued);
    this.publish(queued.listId);
    void pushed.catch(() => undefined);
  }

  /** Changes the server's list after a request of the screen's own (quick add, smart list, undo…). */
  updateBase(listId: string, change: (base: ShoppingListDetail) => ShoppingListDetail): void {
    const base = this.bases.get(listId);
    if (!base) return;
    this.setBase(change(base));
  }

  private setBase(detail: ShoppingListDetail): void {
    this.bases.set(detail.list.id, detail);
    void this.storage.writeSnapshot(listSnapshot(detail.list.id), detail).catch(() => undefined);
    this.publish(detail.list.id);
  }

  /** Puts the list as it should look now into the query cache (the list and its counts). */
  private publish(listId: string): void {
    const view = this.view(listId);
    if (!view) return;
    this.client.setQueryData(shoppingKeys.detail(listId), view);
    this.client.setQueryData<ListsResponse>(shoppingKeys.lists(), (data) =>
      data
        ? {
            lists: data.lists.map((list) =>
              list.id === listId
                ? { ...list, itemCount: view.list.itemCount, checkedCount: view.list.checkedCount }
                : list,
            ),
          }
        : data,
    );
  }

  private handleSent(mutation: ShoppingMutation, answer: unknown): void {
    const listId = mutation.listId;
    if (mutation.kind === 'add' || mutation.kind === 'update') {
      const parsed = ShoppingItemResponseSchema.safeParse(answer);
      if (!parsed.success) return this.publish(listId);
      const { item, overridden } = parsed.data;
      this.updateBase(listId, (base) => upsertItems(base, [item]));
      // Moved to another list: that list has it now.
      if (item.listId !== listId) this.updateBase(item.listId, (base) => upsertItems(base, [item]));
      if (overridden.length > 0) this.addNote({ kind: 'overridden', name: item.name, fields: overridden });
    } else if (mutation.kind === 'delete') {
      this.updateBase(listId, (base) => removeItems(base, [mutation.itemId]));
    } else {
      this.updateBase(listId, (base) =>
        removeItems(
          base,
          base.items.filter((i) => i.checked).map((i) => i.id),
        ),
      );
    }
    this.publish(listId);
  }

  private handleRejected(mutation: ShoppingMutation, error: unknown, replayed: boolean): void {
    // The change has left the queue: the list shows the server's state again without it.
    this.publish(mutation.listId);
    void this.client.invalidateQueries({ queryKey: shoppingKeys.detail(mutation.listId) });
    const status = error instanceof ApiRequestError ? error.status : null;
    const reason = failureReason(error);
    // Deleting what someone else already deleted is no failure: the item is gone either way.
    if (replayed || (mutation.kind === 'delete' && status === 404)) {
      this.addNote({ kind: 'rejected', name: mutation.name, action: mutation.kind, status, reason });
      return;
    }
    toast({
      variant: 'destructive',
      title: i18next.t('shopping-lists:sync.saveFailed', { name: mutation.name }),
      description: reason,
    });
  }

  // -- notes ------------------------------------------------------------------------------------

  subscribeNotes = (listener: () => void): (() => void) => {
    this.noteListeners.add(listener);
    return () => this.noteListeners.delete(listener);
  };

  getNotes = (): readonly SyncNote[] => this.notes;

  private addNote(note: WithoutId<SyncNote>): void {
    this.notes = [...this.notes, { ...note, id: uuidv7() } as SyncNote];
    for (const listener of this.noteListeners) listener();
  }

  dismissNote(id: string): void {
    this.notes = this.notes.filter((note) => note.id !== id);
    for (const listener of this.noteListeners) listener();
  }
}

// ---------------------------------------------------------------------------------------------
// React

const SyncContext = createContext<ShoppingSync | null>(null);
export const ShoppingSyncProvider = SyncContext.Provider;

/** The screen's engine: one per visit, its queue in this user's storage (IndexedDB in the browser). */
export function useShoppingSyncEngine(storage?: OfflineStorage<ShoppingMutation>): ShoppingSync {
  const client = useQueryClient();
  const { user } = useAuth();
  const [sync] = useState(
    () =>
      new ShoppingSync(client, storage ?? createBrowserStorage(`larder-shopping-${user?.id ?? 'anonymous'}`)),
  );
  useEffect(() => {
    sync.start();
    return () => sync.stop();
  }, [sync]);
  return sync;
}

export function useShoppingSync(): ShoppingSync {
  const sync = useContext(SyncContext);
  if (!sync) throw new Error('useShoppingSync must be used inside <ShoppingSyncProvider>');
  return sync;
}

export function useSyncState(): QueueState {
  const sync = useShoppingSync();
  return useSyncExternalStore(sync.queue.subscribe, sync.queue.getState, sync.queue.getState);
}

export function useSyncNotes(): readonly SyncNote[] {
  const sync = useShoppingSync();
  return useSyncExternalStore(sync.subscribeNotes, sync.getNotes, sync.getNotes);
}
