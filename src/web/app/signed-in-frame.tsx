import { Bell, Menu, Search } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { cn } from '../components/ui/utils';
import { useAuth } from '../lib/auth';
import { isNativePlatform } from '../lib/device';
import { useHouseholdEvents } from '../lib/household-events';
import { useUnreadNotificationCount } from '../lib/notification-queries';
import { isActive, visibleNavItems, type NavItem } from './navigation';
import { ScanButton } from './scan-dialog';
import { UserMenu } from './user-menu';

function useNavItems(): NavItem[] {
  const auth = useAuth();
  const canSeeRestricted = (auth.status === 'authenticated' && auth.user.isAdmin) || import.meta.env.DEV;
  return visibleNavItems(canSeeRestricted);
}

function NavLink({
  item,
  onNavigate,
  compact,
}: {
  item: NavItem;
  onNavigate?: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation('nav');
  const [path] = useLocation();
  const active = isActive(item, path);
  const Icon = item.icon;
  // The navigation's Notifications item carries the bell's count too.
  const isNotifications = item.path === '/notifications';
  const unread = useUnreadNotificationCount({ enabled: isNotifications }).data ?? 0;
  const counted = isNotifications && unread > 0;
  return (
    <Link
      href={item.path}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      aria-label={counted ? t('unreadNotifications', { count: unread }) : undefined}
      className={cn(
        'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
        compact && 'flex-1 flex-col gap-1 px-1 py-1.5 text-[0.7rem]',
        active
          ? 'bg-primary text-primary-foreground'
          : 'text-muted-foreground hover:bg-muted hover:text-foreground',
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <span className={cn(compact && 'max-w-full truncate')}>{t(item.label)}</span>
      {counted && !compact && (
        <span
          aria-hidden="true"
          className="ms-auto rounded-full bg-destructive px-1.5 text-xs font-semibold text-destructive-foreground"
        >
          {unread > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : unread}
        </span>
      )}
    </Link>
  );
}

function Brand() {
  const { t } = useTranslation('nav');
  return (
    <Link
      href="/dashboard"
      className="flex items-center gap-2 font-semibold text-foreground"
      aria-label={t('brandHome')}
    >
      <img src="/icons/icon.svg" alt="" className="size-7" width="28" height="28" />
      <span>Larder</span>
    </Link>
  );
}

function Sidebar() {
  const { t } = useTranslation('nav');
  const items = useNavItems();
  return (
    <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col gap-4 border-r border-border bg-card p-4 md:flex">
      <Brand />
      <nav aria-label={t('mainLabel')} className="flex-1 overflow-y-auto">
        <ul className="grid gap-1">
          {items.map((item) => (
            <li key={item.path}>
              <NavLink item={item} />
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}

function BottomBar() {
  const { t } = useTranslation('nav');
  const items = useNavItems();
  const [moreOpen, setMoreOpen] = useState(false);
  const [path] = useLocation();
  const primary = items.filter((item) => item.primary);
  const more = items.filter((item) => !item.primary);
  const moreActive = more.some((item) => isActive(item, path));
  return (
    <nav
      aria-label={t('mainLabel')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="flex items-stretch gap-1 px-1 py-1">
        {primary.map((item) => (
          <li key={item.path} className="flex flex-1">
            <NavLink item={item} compact />
          </li>
        ))}
        <li className="flex flex-1">
          <Dialog open={moreOpen} onOpenChange={setMoreOpen}>
            <button
              type="button"
              onClick={() => setMoreOpen(true)}
              aria-haspopup="dialog"
              className={cn(
                'flex flex-1 flex-col items-center gap-1 rounded-md px-1 py-1.5 text-[0.7rem] font-medium focus-visible:outline-2 focus-visible:outline-ring',
                moreActive ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted',
              )}
            >
              <Menu className="size-5" aria-hidden="true" />
              {t('more')}
            </button>
            <DialogContent className="max-h-[85dvh] overflow-y-auto">
              <DialogHeader>
                <DialogTitle>{t('moreTitle')}</DialogTitle>
              </DialogHeader>
              <ul className="grid grid-cols-2 gap-1">
                {more.map((item) => (
                  <li key={item.path}>
                    <NavLink item={item} onNavigate={() => setMoreOpen(false)} />
                  </li>
                ))}
              </ul>
            </DialogContent>
          </Dialog>
        </li>
      </ul>
    </nav>
  );
}

/** The badge shows up to 99; the link's name says the exact number. */
const UNREAD_BADGE_MAX = 99;

/** The bell in the top bar, with the number of unread notifications on it. */
function NotificationsBell() {
  const { t } = useTranslation('nav');
  const unread = useUnreadNotificationCount().data ?? 0;
  return (
    <Link
      href="/notifications"
      aria-label={unread > 0 ? t('unreadNotifications', { count: unread }) : t('items.notifications')}
      className="relative inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-destructive-foreground ring-2 ring-background"
        >
          {unread > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : unread}
        </span>
      )}
    </Link>
  );
}

function TopBar() {
  const { t } = useTranslation('nav');
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center gap-1 border-b border-border bg-background/95 px-3 backdrop-blur md:px-6">
      <div className="md:hidden">
        <Brand />
      </div>
      <div className="flex-1" />
      <Link
        href="/search"
        aria-label={t('items.search')}
        className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Search className="size-5" aria-hidden="true" />
      </Link>
      <ScanButton />
      <NotificationsBell />
      <div className="ml-1">
        <UserMenu />
      </div>
    </header>
  );
}

/** The signed-in frame: sidebar on tablets and desktops, top bar, and the phone's bottom bar. */
export function SignedInFrame({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const userId = auth.status === 'authenticated' ? auth.user.id : null;
  useHouseholdEvents(auth.status === 'authenticated' ? auth.user.householdId : null);
  // In the native app, the device's push token belongs to whoever signed in on it.
  useEffect(() => {
    if (userId && isNativePlatform()) void import('./native-push').then((m) => m.syncNativePushToken());
  }, [userId]);
  return (
    <div className="flex min-h-dvh">
      <Sidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar />
        {children}
      </div>
      <BottomBar />
    </div>
  );
}
