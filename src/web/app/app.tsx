import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { CookpotLoader } from '../components/ui/cookpot-loader';
import { AuthProvider, useAuth } from '../lib/auth';
import { useToast } from '../lib/toast-store';
import { AppLayout } from './layout';
import { findCapacitorApp, installNativeBackButton } from './native-back-button';
import { lazyPages, preloadPage } from './pages';
import { QUERY_FREE_PATHS, isPublicPath } from './paths';
import { useAppLoadPreloads, useRoutePreloads } from './preload';
import { AppRoutes } from './routes';

const noPreload = () => undefined;
const QueryLayer = lazy(() => import('./query-layer').then((m) => ({ default: m.QueryLayer })));
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

  const Onboarding = lazyPages.onboardingFlow;
  const body = (
    <AppLayout
      overlays={
        signedIn && !isPublicPath(path) ? (
          <Suspense fallback={null}>
            <Onboarding />
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
  return <CookpotLoader message={t('status.preppingKitchen')} />;
}

export function App() {
  return (
    <AuthProvider>
      <Suspense fallback={<FirstLoad />}>
        <Shell />
        <ToasterWhenNeeded />
      </Suspense>
    </AuthProvider>
  );
}
