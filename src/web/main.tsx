import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, warmUpRoute } from './app/app';
import { registerServiceWorker } from './app/service-worker';
import { isNativePlatform } from './lib/device';
import { initI18n } from './lib/i18n';
import { applyAppearance, storedAppearance } from './lib/theme';
import './styles.css';

/** Spec §4: the app renders after a 50 ms delay. */
export const RENDER_DELAY_MS = 50;
const APP_VERSION = import.meta.env.VITE_APP_VERSION ?? '0.1.0';

applyAppearance(storedAppearance());
initI18n();
warmUpRoute(window.location.pathname);

// The error logger loads right after the first render, off the critical path; errors raised
// before it arrives are kept and handed to it.
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

setTimeout(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  setTimeout(loadErrorLogger, 0);
}, RENDER_DELAY_MS);

if (isNativePlatform()) {
  // Spec §4: native builds set up push notifications instead of a service worker.
  void import('./app/native-push').then((m) => m.setUpNativePush());
} else {
  void registerServiceWorker({
    version: APP_VERSION,
    container: typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
    isNative: false,
  });
}
