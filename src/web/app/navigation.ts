import {
  Bell,
  BookOpen,
  ChefHat,
  CircleHelp,
  CookingPot,
  CreditCard,
  Gift,
  Heart,
  Home,
  LayoutDashboard,
  Bug,
  Search,
  Settings,
  ShoppingCart,
  Smartphone,
  User,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = {
  path: string;
  /** Key in the nav namespace. */
  label: string;
  icon: LucideIcon;
  /** Primary items sit in the phone's bottom bar; the rest are under "More". */
  primary?: boolean;
  /** Developer pages: admins, or any user in development. */
  restricted?: boolean;
};

/** Every protected screen, reachable from the navigation on every device. */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/dashboard', label: 'items.dashboard', icon: LayoutDashboard, primary: true },
  { path: '/pantry', label: 'items.pantry', icon: Home, primary: true },
  { path: '/recipes', label: 'items.recipes', icon: BookOpen, primary: true },
  { path: '/shopping-lists', label: 'items.shoppingLists', icon: ShoppingCart, primary: true },
  { path: '/meal-prep-plan', label: 'items.mealPrepPlan', icon: CookingPot },
  { path: '/favorites', label: 'items.favorites', icon: Heart },
  { path: '/kitchen-appliance', label: 'items.kitchenAppliance', icon: ChefHat },
  { path: '/family', label: 'items.family', icon: Users },
  { path: '/notifications', label: 'items.notifications', icon: Bell },
  { path: '/search', label: 'items.search', icon: Search },
  { path: '/referrals', label: 'items.referrals', icon: Gift },
  { path: '/subscription', label: 'items.subscription', icon: CreditCard },
  { path: '/mobile-features', label: 'items.mobileFeatures', icon: Smartphone },
  { path: '/help', label: 'items.help', icon: CircleHelp },
  { path: '/profile', label: 'items.profile', icon: User },
  { path: '/settings', label: 'items.settings', icon: Settings },
  { path: '/admin', label: 'items.admin', icon: Wrench, restricted: true },
  { path: '/debug', label: 'items.debug', icon: Bug, restricted: true },
  { path: '/dev-tools', label: 'items.devTools', icon: Wrench, restricted: true },
];

export function visibleNavItems(canSeeRestricted: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.restricted || canSeeRestricted);
}

/** The item a path belongs to (a recipe page belongs to Recipes). */
export function isActive(item: NavItem, path: string): boolean {
  return path === item.path || path.startsWith(`${item.path}/`);
}
