import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { CookpotScreen } from '../components/ui/cookpot-screen';
import { AuthProvider, useAuth } from '../lib/auth';
import { i18next } from '../lib/i18n';
import { useToast } from '../lib/toast-store';
import { AppLayout } from './layout';
import { findCapacitorApp, installNativeBackButton } from './native-back-button';
import { preloadPage } from './pages';
import { QUERY_FREE_PATHS, isPublicPath } from './paths';
import { useAppLoadPreloads, useRoutePreloads } from './preload';
import { PUBLIC_PAGE_NAMESPACES, publicPageAt } from './public-routes';
import { AppRoutes } from './routes';
import { warmUp } from './warm-up';

const noPreload = () => undefined;
const QueryLayer = lazy(() => import('./query-layer').then((m) => ({ default: m.QueryLayer })));
const OnboardingGate = lazy(() => import('./onboarding-gate').then((m) => ({ default: m.OnboardingGate })));

/**
 * Before the first render: the public page at `path` gets its code and words fetched (mostly
 * asked for already by the build's early warm-up script; in development this does it), and
 * i18next is told of the page's namespaces so that it takes them in as they arrive.
 */
export function warmUpRoute(path: string): void {
  const page = publicPageAt(path);
  if (!page) return;
  warmUp(path);
  preloadPage(page);
  void i18next.loadNamespaces([...(PUBLIC_PAGE_NAMESPACES[page] ?? [])]);
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
