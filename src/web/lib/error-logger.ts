import {
  isBoundedJson,
  MAX_CLIENT_ERRORS_PER_BATCH,
  type LogCategory,
  type LogSeverity,
} from '@shared/log-options';
import { apiRequest } from './api';

/** Spec §4/§9: a batch goes out once this many entries wait (while online). */
export const ERROR_BATCH_THRESHOLD = 10;
/** Spec §4/§9: and at least this often (while online). */
export const ERROR_FLUSH_INTERVAL_MS = 60_000;
/** Spec §7/§9: the single-entry log call gives up after this long. */
export const CLIENT_ERROR_LOG_TIMEOUT_MS = 3000;
export const ERROR_BATCH_URL = '/api/errors/client';
export const CLIENT_ERROR_URL = '/api/logs/client-error';
/** Oldest entries are dropped past this, so a long time offline cannot grow memory without end. */
export const ERROR_QUEUE_MAX = 500;

/** Spec §3: what the server receives for each entry. */
export type ClientLogEntry = {
  message: string;
  severity: LogSeverity;
  category: LogCategory;
  stackTrace?: string;
  metadata?: Record<string, unknown>;
  url: string;
  timestamp: string;
  userAgent: string;
  userId?: string;
};

export type LogInput = {
  message: string;
  severity?: LogSeverity;
  category?: LogCategory;
  stackTrace?: string;
  metadata?: Record<string, unknown>;
};

export type LogOptions = Omit<LogInput, 'message' | 'severity'> & {
  /** An Error (or anything thrown) whose stack becomes the stack trace. */
  error?: unknown;
};

/** The network edge: POST `body` to `url`. Tests pass a fake; the app uses apiRequest. */
export type SendFn = (url: string, body: unknown, options: { signal?: AbortSignal }) => Promise<unknown>;

export type ErrorLoggerOptions = {
  send?: SendFn;
};

const defaultSend: SendFn = (url, body, { signal }) => apiRequest('POST', url, body, { signal });

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function clip(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

function describeThrown(value: unknown): { message: string; stackTrace?: string } {
  if (value instanceof Error) return { message: value.message || value.name, stackTrace: value.stack };
  if (typeof value === 'string') return { message: value };
  try {
    return { message: JSON.stringify(value) ?? String(value) };
  } catch {
    return { message: String(value) };
  }
}

/**
 * Completes an entry with where and when it happened, clipped to the contract's limits so the
 * server never rejects a batch (a rejected batch would be restored and retried forever).
 */
function buildEntry(input: LogInput, userId: string | undefined): ClientLogEntry {
  const entry: ClientLogEntry = {
    message: clip(input.message || 'Unknown error', 2000),
    severity: input.severity ?? 'ERROR',
    category: input.category ?? 'GENERAL',
    url: clip(typeof window === 'undefined' ? '' : window.location.href, 2000),
    timestamp: new Date().toISOString(),
    userAgent: clip(typeof navigator === 'undefined' ? '' : navigator.userAgent, 512),
  };
  if (input.stackTrace) entry.stackTrace = clip(input.stackTrace, 16_000);
  if (input.metadata !== undefined) {
    entry.metadata = isBoundedJson(input.metadata)
      ? input.metadata
      : { dropped: 'metadata too large or not JSON' };
  }
  if (userId) entry.userId = clip(userId, 64);
  return entry;
}

function withTimeout(signal: AbortSignal, run: (signal: AbortSignal) => Promise<unknown>): Promise<unknown> {
  // Racing the abort keeps the bound even if the transport ignores the signal.
  return Promise.race([
    run(signal),
    new Promise((_, reject) => {
      signal.addEventListener('abort', () => reject(new Error('Timed out')), { once: true });
    }),
  ]);
}

/**
 * Client error log (spec §4): a queue sent in batches to POST /api/errors/client — at 10 entries
 * while online, every 60 s while online, and when the browser comes back online. One send at a
 * time; a failed send puts its entries back at the front. NETWORK entries wait while offline.
 */
export class ErrorLogger {
  private queue: ClientLogEntry[] = [];
  private sending: Promise<void> | null = null;
  private send: SendFn = defaultSend;
  private userId: string | undefined;
  private interval: ReturnType<typeof setInterval> | null = null;
  private installed = false;

  private readonly handleOnline = (): void => {
    void this.flush();
  };

  private readonly handleOffline = (): void => {
    this.log({ message: 'Browser went offline', severity: 'WARNING', category: 'OFFLINE' });
  };

  /** Logs an uncaught error (CRITICAL); public so events caught before install can be replayed. */
  readonly handleWindowError = (event: ErrorEvent): void => {
    const thrown = event.error !== undefined && event.error !== null ? describeThrown(event.error) : null;
    this.log({
      message: event.message || thrown?.message || 'Uncaught error',
      severity: 'CRITICAL',
      category: 'GENERAL',
      stackTrace: thrown?.stackTrace,
      metadata: {
        kind: 'error',
        source: event.filename || undefined,
        line: event.lineno,
        column: event.colno,
      },
    });
    void this.flush();
  };

  /** Logs an unhandled rejection (ERROR); public for the same reason. */
  readonly handleRejection = (event: PromiseRejectionEvent): void => {
    const { message, stackTrace } = describeThrown(event.reason);
    this.log({
      message: message || 'Unhandled promise rejection',
      severity: 'ERROR',
      category: 'GENERAL',
      stackTrace,
      metadata: { kind: 'unhandledrejection' },
    });
    void this.flush();
  };

  /** Starts the timer and the window listeners; calling it again only swaps the send function. */
  install(options: ErrorLoggerOptions = {}): void {
    if (options.send) this.send = options.send;
    if (this.installed || typeof window === 'undefined') return;
    this.installed = true;
    window.addEventListener('online', this.handleOnline);
    window.addEventListener('offline', this.handleOffline);
    window.addEventListener('error', this.handleWindowError);
    window.addEventListener('unhandledrejection', this.handleRejection);
    this.interval = setInterval(() => {
      if (isOnline() && this.queue.length > 0) void this.flush();
    }, ERROR_FLUSH_INTERVAL_MS);
  }

  /** Stops listening and forgets the queue (tests, hot reload). */
  uninstall(): void {
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.handleOnline);
      window.removeEventListener('offline', this.handleOffline);
      window.removeEventListener('error', this.handleWindowError);
      window.removeEventListener('unhandledrejection', this.handleRejection);
    }
    if (this.interval !== null) clearInterval(this.interval);
    this.interval = null;
    this.installed = false;
    this.queue = [];
    this.sending = null;
    this.send = defaultSend;
    this.userId = undefined;
  }

  /** Attached to every later entry; pass null on sign-out. */
  setUserId(userId: string | null): void {
    this.userId = userId ?? undefined;
  }

  /** The entries waiting to be sent, oldest first. */
  pending(): readonly ClientLogEntry[] {
    return [...this.queue];
  }

  log(input: LogInput): ClientLogEntry {
    const entry = buildEntry(input, this.userId);
    this.queue.push(entry);
    if (this.queue.length > ERROR_QUEUE_MAX) this.queue.splice(0, this.queue.length - ERROR_QUEUE_MAX);
    if (isOnline() && this.queue.length >= ERROR_BATCH_THRESHOLD) void this.flush();
    return entry;
  }

  info(message: string, options: LogOptions = {}): ClientLogEntry {
    return this.log(this.fromOptions(message, 'INFO', options));
  }

  warn(message: string, options: LogOptions = {}): ClientLogEntry {
    return this.log(this.fromOptions(message, 'WARNING', options));
  }

  error(message: string, options: LogOptions = {}): ClientLogEntry {
    return this.log(this.fromOptions(message, 'ERROR', options));
  }

  critical(message: string, options: LogOptions = {}): ClientLogEntry {
    return this.log(this.fromOptions(message, 'CRITICAL', options));
  }

  /**
   * Sends what may be sent now. Resolves when that send is over; never rejects. While a send is
   * running, a second call joins it instead of starting another.
   */
  flush(): Promise<void> {
    if (this.sending) return this.sending;
    if (this.queue.length === 0) return Promise.resolve();

    const online = isOnline();
    const batch: ClientLogEntry[] = [];
    const kept: ClientLogEntry[] = [];
    for (const entry of this.queue) {
      const heldForNetwork = !online && entry.category === 'NETWORK';
      if (heldForNetwork || batch.length >= MAX_CLIENT_ERRORS_PER_BATCH) kept.push(entry);
      else batch.push(entry);
    }
    if (batch.length === 0) return Promise.resolve();
    this.queue = kept;

    const run = async (): Promise<void> => {
      let succeeded = false;
      try {
        await this.send(ERROR_BATCH_URL, { errors: batch }, {});
        succeeded = true;
      } catch {
        // Failures are not logged: a log entry about failing to send logs would feed itself.
        this.queue = [...batch, ...this.queue];
        if (this.queue.length > ERROR_QUEUE_MAX) this.queue.splice(0, this.queue.length - ERROR_QUEUE_MAX);
      } finally {
        this.sending = null;
      }
      // Entries that arrived during the send may have reached the threshold meanwhile.
      if (succeeded && isOnline() && this.queue.length >= ERROR_BATCH_THRESHOLD) await this.flush();
    };
    this.sending = run();
    return this.sending;
  }

  /**
   * Sends one entry straight to POST /api/logs/client-error, bypassing the queue, and gives up
   * after 3 s. Resolves true when the server accepted it.
   */
  async logClientError(input: LogInput): Promise<boolean> {
    const entry = buildEntry(input, this.userId);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), CLIENT_ERROR_LOG_TIMEOUT_MS);
    try {
      await withTimeout(controller.signal, (signal) => this.send(CLIENT_ERROR_URL, entry, { signal }));
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  private fromOptions(message: string, severity: LogSeverity, options: LogOptions): LogInput {
    const { error, ...rest } = options;
    const stackTrace =
      rest.stackTrace ?? (error === undefined ? undefined : describeThrown(error).stackTrace);
    return { ...rest, message, severity, stackTrace };
  }
}

/** The app's one logger. */
export const errorLogger = new ErrorLogger();

/** Call once at start-up (main.tsx). Tests pass `send` to fake the network edge. */
export function installErrorLogger(options: ErrorLoggerOptions = {}): ErrorLogger {
  errorLogger.install(options);
  return errorLogger;
}

/** Spec §7: one entry to POST /api/logs/client-error with a 3000 ms timeout. */
export function logClientError(input: LogInput): Promise<boolean> {
  return errorLogger.logClientError(input);
}
