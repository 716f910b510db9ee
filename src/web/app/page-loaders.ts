import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '../lib/preloadable';

/**
 * Every page module, loaded on first use. The same loader feeds React.lazy (pages.ts) and the
 * preloader, and a module is fetched once however many times it is asked for. Nothing here needs
 * React at run time, so the early warm-up script (warm-up-entry.ts) can use it before React loads.
 */
const loaders = {
  landing: () => import('../features/landing/landing-page').then((m) => m.LandingPage),
  about: () => import('../features/public/about-page').then((m) => m.AboutPage),
  privacy: () => import('../features/public/privacy-page').then((m) => m.PrivacyPage),
  terms: () => import('../features/public/terms-page').then((m) => m.TermsPage),
  subscriptionSuccess: () =>
    import('../features/public/subscription-success-page').then((m) => m.SubscriptionSuccessPage),
  login: () => import('../features/auth/login-page').then((m) => m.LoginPage),
  forgotPassword: () => import('../features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
  resetPassword: () => import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage),
  verifyEmail: () => import('../features/auth/verify-email-page').then((m) => m.VerifyEmailPage),
  verifySuccess: () => import('../features/auth/verify-success-page').then((m) => m.VerifySuccessPage),

  dashboard: () => import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage),
  search: () => import('../features/search/search-page').then((m) => m.SearchPage),
  profile: () => import('../features/profile/profile-page').then((m) => m.ProfilePage),
  settings: () => import('../features/settings/settings-page').then((m) => m.SettingsPage),
  help: () => import('../features/help/help-page').then((m) => m.HelpPage),
  subscription: () => import('../features/subscription/subscription-page').then((m) => m.SubscriptionPage),
  subscriptionExamples: () =>
    import('../features/subscription/subscription-examples-page').then((m) => m.SubscriptionExamplesPage),
  shoppingLists: () =>
    import('../features/shopping-lists/shopping-lists-page').then((m) => m.ShoppingListsPage),
  favorites: () => import('../features/favorites/favorites-page').then((m) => m.FavoritesPage),
  referrals: () => import('../features/referrals/referrals-page').then((m) => m.ReferralsPage),
  weeklyMealPrep: () =>
    import('../features/meal-prep/weekly-meal-prep-page').then((m) => m.WeeklyMealPrepPage),
  notifications: () =>
    import('../features/notifications/notifications-page').then((m) => m.NotificationsPage),
  kitchenAppliance: () =>
    import('../features/appliances/kitchen-appliance-page').then((m) => m.KitchenAppliancePage),
  applianceOnboarding: () =>
    import('../features/appliances/appliance-onboarding-page').then((m) => m.ApplianceOnboardingPage),
  pantry: () => import('../features/pantry/pantry-page').then((m) => m.PantryPage),
  mealPrepPlan: () => import('../features/meal-prep/meal-prep-plan-page').then((m) => m.MealPrepPlanPage),
  recipes: () => import('../features/recipes/recipes-page').then((m) => m.RecipesPage),
  recipeCreate: () => import('../features/recipes/recipe-create-page').then((m) => m.RecipeCreatePage),
  recipeDetail: () => import('../features/recipes/recipe-detail-page').then((m) => m.RecipeDetailPage),
  recipeEdit: () => import('../features/recipes/recipe-edit-page').then((m) => m.RecipeEditPage),
  admin: () => import('../features/admin/admin-page').then((m) => m.AdminPage),
  mobileFeatures: () =>
    import('../features/mobile-features/mobile-features-page').then((m) => m.MobileFeaturesPage),
  family: () => import('../features/family/family-page').then((m) => m.FamilyPage),
  joinFamily: () => import('../features/family/join-family-page').then((m) => m.JoinFamilyPage),
  debug: () => import('../features/developer/debug-page').then((m) => m.DebugPage),
  toastExamples: () => import('../features/examples/toast-examples-page').then((m) => m.ToastExamplesPage),
  devTools: () => import('../features/developer/dev-tools-page').then((m) => m.DevToolsPage),

  onboardingFlow: () => import('../features/onboarding/onboarding-flow').then((m) => m.OnboardingFlow),
} satisfies Record<string, () => Promise<ComponentType>>;

export type PageKey = keyof typeof loaders;
export type PageComponents = Record<PageKey, ComponentType>;

export const pageModules = Object.fromEntries(
  Object.entries(loaders).map(([key, loader]) => [key, preloadable(loader)]),
) as Record<PageKey, Preloadable<ComponentType>>;

/** Loads a page module once; a failed load is forgotten so that the next visit tries again. */
export function loadPage(key: PageKey): Promise<ComponentType> {
  return pageModules[key].load();
}

/** Starts fetching a page module in the background; a failure here is retried on the real visit. */
export function preloadPage(key: PageKey): void {
  loadPage(key).catch(() => undefined);
}

export const PAGE_KEYS = Object.keys(loaders) as PageKey[];
