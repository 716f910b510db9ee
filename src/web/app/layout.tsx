import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { CookpotScreen } from '../components/ui/cookpot-screen';
import { useAuth } from '../lib/auth';
import { lazyComponent } from './lazy-component';
import { isNavigationHidden, isPublicPath } from './paths';
import { signedInFrameModule } from './shell-modules';

// Signed-in chrome lives in its own chunks: the landing and sign-in pages never download it.
const SignedInFrame = lazyComponent(signedInFrameModule);
const ChefLauncher = lazy(() => import('./chef-panel').then((m) => ({ default: m.ChefLauncher })));
const IosInstallPrompt = lazy(() =>
  import('./install-prompt').then((m) => ({ default: m.IosInstallPrompt })),
);

function SkipLink() {
  const { t } = useTranslation('nav');
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
    >
      {t('skipToContent')}
    </a>
  );
}

function FrameLoader() {
  const { t } = useTranslation('common');
  return <CookpotScreen message={t('status.preppingKitchen')} />;
}

/**
 * The layout rules of spec §2: navigation for signed-in users except on public pages, /admin and
 * /recipes/ subpaths; the Chef for signed-in users on non-public pages. Public pages bring their
 * own <main>; every other page is placed in one here.
 */
export function AppLayout({ children, overlays }: { children: ReactNode; overlays?: ReactNode }) {
  const auth = useAuth();
  const [path] = useLocation();
  const signedIn = auth.status === 'authenticated';
  const showNavigation = signedIn && !isNavigationHidden(path);
  const showChef = signedIn && !isPublicPath(path);
  const content = isPublicPath(path) ? (
    children
  ) : (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto w-full max-w-5xl px-4 pb-28 pt-4 outline-none md:px-6 md:pb-10"
    >
      {children}
    </main>
  );
  return (
    <>
      <SkipLink />
      {showNavigation ? (
        <Suspense fallback={<FrameLoader />}>
          <SignedInFrame>{content}</SignedInFrame>
        </Suspense>
      ) : (
        content
      )}
      <Suspense fallback={null}>
        {showChef && <ChefLauncher />}
        {showNavigation && <IosInstallPrompt />}
      </Suspense>
      {overlays}
    </>
  );
}
