import { useEffect, useRef } from 'react';

/** Cloudflare's script; loaded only when the server runs in Turnstile mode. */
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
/** Spec §9: the widget's library defaults. */
export const TURNSTILE_RETRY_INTERVAL_MS = 8000;
export const TURNSTILE_RESPONSE_WAIT_MS = 30_000;
const RESPONSE_POLL_MS = 100;

type TurnstileRenderOptions = {
  sitekey: string;
  action: string;
  theme: 'auto' | 'light' | 'dark';
  size: 'normal' | 'compact' | 'flexible';
  'retry-interval': number;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
  'timeout-callback': () => void;
};

export type TurnstileApi = {
  render(container: HTMLElement, options: TurnstileRenderOptions): string | undefined;
  remove(widgetId: string): void;
  reset(widgetId: string): void;
  getResponse(widgetId: string): string | undefined;
};

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let scriptPromise: Promise<TurnstileApi> | null = null;

export function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  scriptPromise ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not start'));
    script.onerror = () => {
      scriptPromise = null;
      script.remove();
      reject(new Error('Turnstile script failed to load'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

/**
 * Waits up to 30 s for a token the widget is still working on (the library default), so a submit
 * pressed a moment before the check finishes still goes through.
 */
export function waitForTurnstileResponse(
  api: TurnstileApi,
  widgetId: string,
  timeoutMs: number = TURNSTILE_RESPONSE_WAIT_MS,
): Promise<string | null> {
  return new Promise((resolve) => {
    const started = Date.now();
    const poll = () => {
      const token = api.getResponse(widgetId);
      if (token) resolve(token);
      else if (Date.now() - started >= timeoutMs) resolve(null);
      else setTimeout(poll, RESPONSE_POLL_MS);
    };
    poll();
  });
}

export type TurnstileWidgetProps = {
  siteKey: string;
  onToken: (token: string | null) => void;
  /** Lets the form wait for a token that is still being worked out when the user submits. */
  onReady?: (waitForToken: () => Promise<string | null>) => void;
  /** The form the token is for; the server refuses a token solved for another one. */
  action?: 'register' | 'login';
};

export function TurnstileWidget({ siteKey, onToken, onReady, action = 'register' }: TurnstileWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onToken, onReady });
  useEffect(() => {
    callbacks.current = { onToken, onReady };
  });

  useEffect(() => {
    let widgetId: string | undefined;
    let api: TurnstileApi | undefined;
    let cancelled = false;
    loadTurnstile().then(
      (loaded) => {
        if (cancelled || !container.current) return;
        api = loaded;
        widgetId = loaded.render(container.current, {
          sitekey: siteKey,
          action,
          theme: 'auto',
          size: 'normal',
          'retry-interval': TURNSTILE_RETRY_INTERVAL_MS,
          callback: (token) => callbacks.current.onToken(token),
          'expired-callback': () => callbacks.current.onToken(null),
          'error-callback': () => callbacks.current.onToken(null),
          'timeout-callback': () => callbacks.current.onToken(null),
        });
        const id = widgetId;
        if (id) callbacks.current.onReady?.(() => waitForTurnstileResponse(loaded, id));
      },
      (error: unknown) => console.error('Failed to load the human-verification widget', error),
    );
    return () => {
      cancelled = true;
      if (api && widgetId) api.remove(widgetId);
    };
  }, [siteKey, action]);

  return <div ref={container} className="min-h-[65px]" data-testid="turnstile-widget" />;
}
