import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { CookpotScreen } from '../components/ui/cookpot-screen';
import { useAuth } from '../lib/auth';
import { NotFoundPage } from './not-found-page';
import { lazyPages, type PageKey } from './pages';
import { REDIRECTS, loginRedirectFor } from './paths';
import { PUBLIC_ROUTES } from './public-routes';

function PageLoader() {
  const { t } = useTranslation('common');
  return <CookpotScreen message={t('status.preppingKitchen')} />;
}

function Page({ page }: { page: PageKey }) {
  const Component: ComponentType = lazyPages[page];
  return (
    <Suspense fallback={<PageLoader />}>
      <Component />
    </Suspense>
  );
}

/** Signed-out visitors go to the login with the original path; while the status is unknown, the loader shows. */
function Protected({ page }: { page: PageKey }) {
  const auth = useAuth();
  const [path] = useLocation();
  const search = useSearch();
  if (auth.status === 'unknown') return <PageLoader />;
  if (auth.status === 'unauthenticated') return <Redirect to={loginRedirectFor(path, search)} replace />;
  return <Page page={page} />;
}

/** The landing page, except for signed-in users, who go to their dashboard. */
function Home() {
  const auth = useAuth();
  if (auth.status === 'authenticated') return <Redirect to="/dashboard" replace />;
  return <Page page="landing" />;
}

/** Spec §2: the protected routes, in the order that lets fixed paths win over parameters. */
const PROTECTED_ROUTES: Array<[path: string, page: PageKey]> = [
  ['/dashboard', 'dashboard'],
  ['/search', 'search'],
  ['/profile', 'profile'],
  ['/settings', 'settings'],
  ['/help', 'help'],
  ['/subscription', 'subscription'],
  ['/subscription-examples', 'subscriptionExamples'],
  ['/shopping-lists', 'shoppingLists'],
  ['/favorites', 'favorites'],
  ['/referrals', 'referrals'],
  ['/weeklymealprep/:id', 'weeklyMealPrep'],
  ['/notifications', 'notifications'],
  ['/kitchen-appliance', 'kitchenAppliance'],
  ['/appliance-onboarding', 'applianceOnboarding'],
  ['/pantry', 'pantry'],
  ['/meal-prep-plan', 'mealPrepPlan'],
  ['/recipes', 'recipes'],
  ['/recipes/create', 'recipeCreate'],
  ['/recipes/edit/:id', 'recipeEdit'],
  ['/recipes/:id', 'recipeDetail'],
  ['/admin', 'admin'],
  ['/mobile-features', 'mobileFeatures'],
  ['/family', 'family'],
  ['/join-family/:invitationCode', 'joinFamily'],
  ['/debug', 'debug'],
  ['/examples/toast', 'toastExamples'],
  ['/dev-tools', 'devTools'],
];

export const PROTECTED_PATHS = PROTECTED_ROUTES.map(([path]) => path);

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Home />
      </Route>
      {PUBLIC_ROUTES.map(([path, page]) => (
        <Route key={path} path={path}>
          <Page page={page} />
        </Route>
      ))}
      {Object.entries(REDIRECTS).map(([from, to]) => (
        <Route key={from} path={from}>
          <Redirect to={to} replace />
        </Route>
      ))}
      {PROTECTED_ROUTES.map(([path, page]) => (
        <Route key={path} path={path}>
          <Protected page={page} />
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
