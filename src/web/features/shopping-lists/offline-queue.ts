import { ApiRequestError } from '../../lib/api';

/*
 * The offline queue: changes made on this device are written to storage before they are sent, and
 * sent one at a time in the order they were made. While the device is offline (or the server cannot
 * be reached) they wait; on the `online` event, on page load and after a pause they are replayed.
 * A change the server refuses (4xx, 500) is dropped and reported, never retried forever; a server
 * that is down or busy (502, 503, 504, 408, 429) keeps the change for a later try.
 *
 * Storage is an interface: IndexedDB in the browser (raw API: one database per user, a `queue`
 * store with an auto-increment key that keeps the order across reloads, and a `snapshots` store
 * for the last answers the screen can show offline), and memory for the unit tests and for
 * browsers without IndexedDB.
 */

/** One change waiting to be sent; `seq` is its place in the queue (storage assigns it). */
export type QueueEntry<T> = { seq: number; mutation: T };

export interface OfflineStorage<T> {
  /** Every queued change, oldest first. */
  readQueue(): Promise<Array<QueueEntry<T>>>;
  /** Appends a change; resolves to its place in the queue. */
  append(mutation: T): Promise<number>;
  remove(seq: number): Promise<void>;
  readSnapshot(key: string): Promise<unknown>;
  writeSnapshot(key: string, value: unknown): Promise<void>;
}

/** Storage in memory: the unit tests' and the fallback where IndexedDB is missing or refused. */
export function createMemoryStorage<T>(initial: readonly T[] = []): OfflineStorage<T> & {
  queue: Array<QueueEntry<T>>;
  snapshots: Map<string, unknown>;
} {
  let next = 1;
  const queue: Array<QueueEntry<T>> = initial.map((mutation) => ({ seq: next++, mutation }));
  const snapshots = new Map<string, unknown>();
  // Copies in and out, as IndexedDB's structured clone does, so no caller shares an object with it.
  const clone = <V>(value: V): V => (value === undefined ? value : structuredClone(value));
  return {
    queue,
    snapshots,
    readQueue: async () => queue.map((entry) => clone(entry)),
    append: async (mutation) => {
      const seq = next++;
      queue.push({ seq, mutation: clone(mutation) });
      return seq;
    },
    remove: async (seq) => {
      const index = queue.findIndex((entry) => entry.seq === seq);
      if (index >= 0) queue.splice(index, 1);
    },
    readSnapshot: async (key) => clone(snapshots.get(key)),
    writeSnapshot: async (key, value) => {
      snapshots.set(key, clone(value));
    },
  };
}

const QUEUE_STORE = 'queue';
const SNAPSHOT_STORE = 'snapshots';

/** Storage in IndexedDB (the raw API), database `name`. */
export function createIndexedDbStorage<T>(name: string): OfflineStorage<T> {
  let opening: Promise<IDBDatabase> | null = null;
  const open = () =>
    (opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains(QUEUE_STORE)) {
          db.createObjectStore(QUEUE_STORE, { keyPath: 'seq', autoIncrement: true });
        }
        if (!db.objectStoreNames.contains(SNAPSHOT_STORE)) db.createObjectStore(SNAPSHOT_STORE);
      };
      request.onsuccess = () => {
        const db = request.result;
        // Another tab upgrading the database asks this one to let go.
        db.onversionchange = () => db.close();
        resolve(db);
      };
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
      request.onblocked = () => reject(new Error('IndexedDB open blocked'));
    }));

  const run = async <R>(
    store: string,
    mode: IDBTransactionMode,
    act: (objects: IDBObjectStore) => IDBRequest,
  ): Promise<R> => {
    const db = await open();
    return new Promise<R>((resolve, reject) => {
      const tx = db.transaction(store, mode);
      const request = act(tx.objectStore(store));
      // Resolved once the transaction committed, so a write is on disk before the change is sent.
      tx.oncomplete = () => resolve(request.result as R);
      tx.onerror = () => reject(tx.error ?? request.error ?? new Error('IndexedDB request failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  };

  return {
    readQueue: () => run<Array<QueueEntry<T>>>(QUEUE_STORE, 'readonly', (s) => s.getAll()),
    append: async (mutation) =>
      Number(await run<IDBValidKey>(QUEUE_STORE, 'readwrite', (s) => s.add({ mutation }))),
    remove: async (seq) => {
      await run(QUEUE_STORE, 'readwrite', (s) => s.delete(seq));
    },
    readSnapshot: (key) => run<unknown>(SNAPSHOT_STORE, 'readonly', (s) => s.get(key)),
    writeSnapshot: async (key, value) => {
      await run(SNAPSHOT_STORE, 'readwrite', (s) => s.put(value, key));
    },
  };
}

/**
 * IndexedDB when the browser has it, memory otherwise; a database the browser refuses to open
 * (private windows of some browsers) means memory for the rest of the page's life.
 */
export function createBrowserStorage<T>(name: string): OfflineStorage<T> {
  const memory = createMemoryStorage<T>();
  if (typeof indexedDB === 'undefined') return memory;
  const idb = createIndexedDbStorage<T>(name);
  const chosen = idb.readQueue().then(
    () => idb,
    () => memory,
  );
  return {
    readQueue: async () => (await chosen).readQueue(),
    append: async (mutation) => (await chosen).append(mutation),
    remove: async (seq) => (await chosen).remove(seq),
    readSnapshot: async (key) => (await chosen).readSnapshot(key),
    writeSnapshot: async (key, value) => (await chosen).writeSnapshot(key, value),
  };
}

/** True when a request never got an answer (no network, server unreachable), not an HTTP error. */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof ApiRequestError) return false;
  if (error instanceof TypeError) return true;
  return (
    typeof DOMException !== 'undefined' && error instanceof DOMException && error.name === 'NetworkError'
  );
}

/**
 * HTTP answers worth trying again later: the server (or the proxy before it) is down, restarting or
 * busy. A 500 is a fault in the server that the same request would meet again: refused, like a 4xx.
 */
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429, 502, 503, 504]);
const isRetryable = (error: unknown) =>
  error instanceof ApiRequestError && RETRYABLE_STATUSES.has(error.status);

export type QueueState = {
  /** Changes not yet accepted by the server. */
  pending: number;
  /** False while the browser says so, or since a request could not reach the server. */
  online: boolean;
  /** Sending now. */
  syncing: boolean;
  /** The server is down or busy (502, 503, 504, 408, 429): the oldest change is kept for a later try. */
  stalled: boolean;
  /**
   * The queue holds changes made offline (or left by an earlier visit) that are being replayed;
   * changes made online just go, without a word.
   */
  replaying: boolean;
  /** Changes made offline all reached the server since the connection came back. */
  synced: boolean;
};

export type OfflineQueueOptions<T> = {
  storage: OfflineStorage<T>;
  /** Sends one change; rejects with ApiRequestError for an HTTP error. */
  send: (mutation: T) => Promise<unknown>;
  /** The server accepted the change. */
  onSent?: (mutation: T, answer: unknown) => void;
  /**
   * The server refused the change (4xx, 500, or an answer this app cannot read): it has left the queue.
   * `replayed`: it was made offline, or before the page was loaded, rather than just now.
   */
  onRejected?: (mutation: T, error: unknown, replayed: boolean) => void;
  /** The queue became empty after sending; `replayed`: it held changes made offline. */
  onDrained?: (replayed: boolean) => void;
  /** A retry came with nothing to send: the owner may check the connection its own way. */
  onRetry?: () => void;
  /** navigator.onLine by default. */
  isOnline?: () => boolean;
  /** Name of the Web Lock that keeps two tabs from replaying the same queue at once. */
  lockName?: string;
};

const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;

/** The queue in memory, mirrored to storage; one per screen (see use-shopping-sync.ts). */
export class OfflineQueue<T extends { id: string }> {
  private readonly options: OfflineQueueOptions<T>;
  /** The changes not yet accepted, in order: what the screen shows on top of the server's data. */
  private entries: T[] = [];
  /** Changes pushed whose write to storage has not finished yet. */
  private readonly unsaved = new Set<string>();
  private loaded = false;
  private state: QueueState;
  private readonly listeners = new Set<() => void>();
  private draining: Promise<void> | null = null;
  private again = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryWait = FIRST_RETRY_MS;
  private started = false;
  readonly ready: Promise<void>;
  private markReady!: () => void;

  constructor(options: OfflineQueueOptions<T>) {
    this.options = options;
    this.state = {
      pending: 0,
      online: this.browserOnline(),
      syncing: false,
      stalled: false,
      replaying: false,
      synced: false,
    };
    this.ready = new Promise((resolve) => (this.markReady = resolve));
  }

  private browserOnline(): boolean {
    return this.options.isOnline
      ? this.options.isOnline()
      : typeof navigator === 'undefined' || navigator.onLine !== false;
  }

  // -- state for useSyncExternalStore -----------------------------------------------------------

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): QueueState => this.state;

  private setState(changes: Partial<QueueState>): void {
    const next = { ...this.state, ...changes };
    if (Object.entries(changes).every(([key, value]) => this.state[key as keyof QueueState] === value))
      return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /** The changes waiting, oldest first. */
  pending(): readonly T[] {
    return this.entries;
  }

  // -- life cycle -------------------------------------------------------------------------------

  private readonly handleOnline = () => {
    this.retryWait = FIRST_RETRY_MS;
    this.setState({ online: true });
    void this.drain();
  };

  private readonly handleOffline = () => this.setState({ online: false, synced: false });

  /** Loads what an earlier visit left queued, listens to the connection, and replays. */
  start(): void {
    if (this.started) return;
    this.started = true;
    window.addEventListener('online', this.handleOnline);
    window.addEventListener('offline', this.handleOffline);
    if (this.loaded) {
      void this.drain();
      return;
    }
    this.loaded = true;
    void this.options.storage.readQueue().then(
      (stored) => {
        // Changes queued by an earlier visit go first, before any made since this page loaded.
        const known = new Set(this.entries.map((m) => m.id));
        const earlier = stored.map((e) => e.mutation).filter((m) => !known.has(m.id));
        this.entries = [...earlier, ...this.entries];
        this.setState({
          pending: this.entries.length,
          ...(earlier.length > 0 ? { replaying: true, synced: false } : {}),
        });
        this.markReady();
        void this.drain();
      },
      () => this.markReady(),
    );
  }

  stop(): void {
    this.started = false;
    window.removeEventListener('online', this.handleOnline);
    window.removeEventListener('offline', this.handleOffline);
    clearTimeout(this.retryTimer);
  }

  /** The screen could (or could not) reach the server with a request of its own. */
  reachable(online: boolean): void {
    if (online && !this.state.online) {
      this.handleOnline();
      return;
    }
    if (!online) {
      this.setState({ online: false, synced: false });
      this.scheduleRetry();
    }
  }

  // -- changes ----------------------------------------------------------------------------------

  /**
   * Queues a change: it counts as pending at once (the screen shows it), is written to storage,
   * and then sent (now, when online; else once back online).
   */
  async push(mutation: T): Promise<void> {
    this.entries = [...this.entries, mutation];
    this.unsaved.add(mutation.id);
    this.setState({ pending: this.entries.length, ...(this.state.online ? {} : { replaying: true }) });
    try {
      await this.options.storage.append(mutation);
    } catch (error) {
      // Not written (storage full): it would never be sent, so it goes now, said out loud.
      this.entries = this.entries.filter((m) => m.id !== mutation.id);
      this.setState({ pending: this.entries.length });
      this.options.onRejected?.(mutation, error, false);
      return;
    } finally {
      this.unsaved.delete(mutation.id);
    }
    await this.drain();
  }

  /** Sends what is queued, one change at a time, until the queue is empty or the network fails. */
  drain(): Promise<void> {
    this.again = true;
    if (this.draining) return this.draining;
    const run = async () => {
      let sent = false;
      while (this.again) {
        this.again = false;
        sent = (await this.sendAll()) || sent;
      }
      return sent;
    };
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const task = locks && this.options.lockName ? locks.request(this.options.lockName, run) : run();
    this.draining = task
      .then((sent) => {
        if (this.entries.length === 0) {
          const replayed = this.state.replaying;
          this.setState({ replaying: false, synced: this.state.synced || (sent && replayed) });
          if (sent) this.options.onDrained?.(replayed);
        }
      })
      // Storage that fails mid-way leaves the change queued for the next try.
      .catch(() => undefined)
      .finally(() => {
        this.draining = null;
        this.setState({ syncing: false, pending: this.entries.length });
      });
    return this.draining;
  }

  /** Resolves once nothing is pending (true), or false when the queue is stuck offline. */
  async whenIdle(): Promise<boolean> {
    await this.ready;
    if (this.entries.length > 0) await this.drain();
    return this.entries.length === 0;
  }

  private async sendAll(): Promise<boolean> {
    let sent = false;
    for (;;) {
      if (!this.browserOnline()) {
        this.setState({ online: false });
        return sent;
      }
      // Storage, not memory, says what is next: another tab may have sent some meanwhile.
      const [next] = await this.options.storage.readQueue();
      if (!next) {
        // What memory still holds and storage does not was sent by another tab (or is still
        // being written, and comes next).
        this.entries = this.entries.filter((m) => this.unsaved.has(m.id));
        this.setState({ pending: this.entries.length });
        return sent;
      }
      this.setState({ syncing: true });
      const replayed = this.state.replaying;
      try {
        const answer = await this.options.send(next.mutation);
        await this.forget(next);
        sent = true;
        this.retryWait = FIRST_RETRY_MS;
        this.setState({ online: true, stalled: false, pending: this.entries.length });
        this.options.onSent?.(next.mutation, answer);
      } catch (error) {
        if (isNetworkError(error)) {
          this.setState({ online: false, syncing: false, replaying: true, synced: false });
          this.scheduleRetry();
          return sent;
        }
        if (isRetryable(error)) {
          this.setState({ stalled: true, syncing: false, replaying: true });
          this.scheduleRetry();
          return sent;
        }
        await this.forget(next);
        this.setState({ pending: this.entries.length, online: true });
        this.options.onRejected?.(next.mutation, error, replayed);
      }
    }
  }

  private async forget(entry: QueueEntry<T>): Promise<void> {
    await this.options.storage.remove(entry.seq);
    this.entries = this.entries.filter((m) => m.id !== entry.mutation.id);
  }

  /** Tries again after a pause that doubles each time (the `online` event tries at once). */
  private scheduleRetry(): void {
    if (!this.started) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (!this.browserOnline()) return;
      if (this.entries.length > 0) void this.drain();
      else this.options.onRetry?.();
    }, this.retryWait);
    this.retryWait = Math.min(this.retryWait * 2, MAX_RETRY_MS);
  }
}
