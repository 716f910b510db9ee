import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, warmUpRoute } from './app/app';
import { registerServiceWorker } from './app/service-worker';
import { isNativePlatform } from './lib/device';
import { initI18n } from './lib/i18n';
import { applyAppearance, storedAppearance } from './lib/theme';
import { configureZodForCsp } from './lib/zod-csp';
import './styles.css';

/** Spec §4: the app renders after a 50 ms delay. */
export const RENDER_DELAY_MS = 50;
const APP_VERSION = import.meta.env.VITE_APP_VERSION ?? '0.1.0';

configureZodForCsp();
applyAppearance(storedAppearance());
initI18n();
const firstScreen = warmUpRoute(window.location.pathname, window.location.search);

// The error logger loads once the first screen is up and the browser is idle (at most 3 s
// after the first render), off the critical path; errors raised before it arrives are kept and
// handed to it.
const early: Array<ErrorEvent | PromiseRejectionEvent> = [];
const keep = (event: ErrorEvent | PromiseRejectionEvent) => early.push(event);
window.addEventListener('error', keep);
window.addEventListener('unhandledrejection', keep);
function loadErrorLogger() {
  void import('./lib/error-logger').then(({ installErrorLogger }) => {
    const logger = installErrorLogger();
    window.removeEventListener('error', keep);
    window.removeEventListener('unhandledrejection', keep);
    for (const event of early.splice(0)) {
      if (event instanceof ErrorEvent) logger.handleWindowError(event);
      else logger.handleRejection(event);
    }
  });
}

// No sooner than the delay, and once the first screen's code has arrived (app.tsx warmUpRoute).
setTimeout(() => {
  void firstScreen.then(() => {
    const root = createRoot(document.getElementById('root')!);
    // As a transition, the first render yields to the browser every few milliseconds instead of
    // holding the main thread (and the visitor's first tap) for the whole screen.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
    if (typeof requestIdleCallback === 'function') requestIdleCallback(loadErrorLogger, { timeout: 3000 });
    else setTimeout(loadErrorLogger, 0);
  });
}, RENDER_DELAY_MS);

if (isNativePlatform()) {
  // Spec §4: native builds set up push notifications instead of a service worker.
  void import('./app/native-push').then((m) => m.setUpNativePush());
} else {
  // After the page has loaded: the worker's precache (the whole app, ~1 MB) must not compete with
  // the first screen for the network.
  const register = () =>
    void registerServiceWorker({
      version: APP_VERSION,
      container: typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
      isNative: false,
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
