import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { CookpotScreen } from '../components/ui/cookpot-screen';
import { AuthProvider, useAuth } from '../lib/auth';
import { readEarlyJson } from '../lib/early-requests';
import { i18next } from '../lib/i18n';
import { useToast } from '../lib/toast-store';
import { AppLayout } from './layout';
import { findCapacitorApp, installNativeBackButton } from './native-back-button';
import { loadPage, preloadPage } from './pages';
import { QUERY_FREE_PATHS, isPublicPath } from './paths';
import { useAppLoadPreloads, useRoutePreloads } from './preload';
import { PUBLIC_PAGE_NAMESPACES, SIGNED_IN_WARM_UP, publicPageAt } from './public-routes';
import { lazyComponent } from './lazy-component';
import { AppRoutes } from './routes';
import { queryLayerModule, signedInFrameModule } from './shell-modules';
import { AUTH_STATUS_PATH, warmUp } from './warm-up';

const noPreload = () => undefined;
const QueryLayer = lazyComponent(queryLayerModule);
const OnboardingGate = lazy(() => import('./onboarding-gate').then((m) => ({ default: m.OnboardingGate })));

/** The longest the first render waits for the first screen's code and words (after RENDER_DELAY_MS). */
export const FIRST_SCREEN_WAIT_MS = 1000;

/**
 * Before the first render: the first screen's code and words are fetched (mostly asked for
 * already by the build's warm-up script; in development this does it), and i18next is told of
 * its namespaces so that it takes them in as they arrive. The promise settles once they, the data
 * layer and the sign-in status are here, or after FIRST_SCREEN_WAIT_MS: the first render then
 * shows the screen itself, not a loading screen for the moment it takes code already on its way.
 */
export function warmUpRoute(path: string, search = ''): Promise<void> {
  const signedIn = SIGNED_IN_WARM_UP[path];
  const page = signedIn?.page ?? publicPageAt(path);
  if (!page) return Promise.resolve();
  warmUp(path, search);
  const namespaces = signedIn?.namespaces ?? PUBLIC_PAGE_NAMESPACES[page] ?? [];
  const arrivals: Array<Promise<unknown>> = [loadPage(page), i18next.loadNamespaces([...namespaces])];
  if (!(QUERY_FREE_PATHS as readonly string[]).includes(path)) {
    arrivals.push(queryLayerModule.load(), readEarlyJson(AUTH_STATUS_PATH));
  }
  if (signedIn) arrivals.push(signedInFrameModule.load());
  const waited = new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
  return Promise.race([Promise.allSettled(arrivals).then(() => undefined), waited]);
}
// Toasts raised before this chunk arrives wait in the toast store and show once it mounts.
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** The toaster (Radix Toast) is fetched with the first toast: most visits to a public page raise none. */
function ToasterWhenNeeded() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

function Shell() {
  const auth = useAuth();
  const { t } = useTranslation('nav');
  const [path] = useLocation();
  const signedIn = auth.status === 'authenticated';
  // Preloading only helps someone who can open those screens.
  useAppLoadPreloads(signedIn ? preloadPage : noPreload);
  useRoutePreloads(path, signedIn ? preloadPage : noPreload);

  useEffect(() => {
    const app = findCapacitorApp();
    if (!app) return;
    return installNativeBackButton({
      app,
      getPath: () => window.location.pathname,
      confirmExit: () => window.confirm(t('confirmExit')),
      goBack: () => window.history.back(),
    });
  }, [t]);

  const body = (
    <AppLayout
      overlays={
        signedIn && !isPublicPath(path) ? (
          <Suspense fallback={null}>
            <OnboardingGate />
          </Suspense>
        ) : null
      }
    >
      <AppRoutes />
    </AppLayout>
  );
  // A visitor reading the landing or legal pages needs no data layer; everyone else gets it.
  if (!signedIn && (QUERY_FREE_PATHS as readonly string[]).includes(path)) return body;
  return (
    <Suspense fallback={<FirstLoad />}>
      <QueryLayer signedIn={signedIn}>{body}</QueryLayer>
    </Suspense>
  );
}

function FirstLoad() {
  const { t } = useTranslation('common');
  return <CookpotScreen message={t('status.preppingKitchen')} />;
}

export function App() {
  return (
    <AuthProvider>
      {/* Until the loading screen's own words arrive, nothing shows; this outer boundary lets
          that empty first render commit, so the status check starts at once instead of after
          the words. */}
      <Suspense fallback={null}>
        <Suspense fallback={<FirstLoad />}>
          <Shell />
          <ToasterWhenNeeded />
        </Suspense>
      </Suspense>
    </AuthProvider>
  );
}
