import { Bell, Gift, Globe, Link2, Palette, Shield, SlidersHorizontal, UserLock } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useDeviceClass } from '../../lib/device';
import { AppearanceTab } from './appearance-tab';
import { ConnectedAccountsTab } from './connected-accounts-tab';
import { LanguageRegionTab } from './language-region-tab';
import { NotificationsTab } from './notifications-tab';
import { PreferencesTab } from './preferences-tab';
import { PrivacyTab } from './privacy-tab';
import { RewardsTab } from './rewards-tab';
import { SecurityTab } from './security-tab';
import { useSettings } from './settings-api';

/** Spec §2: the eight tabs, as they appear in `?tab=`. */
export const SETTINGS_TABS = [
  'appearance',
  'notifications',
  'preferences',
  'rewards',
  'security',
  'connected-accounts',
  'language',
  'privacy',
] as const;
export type SettingsTabId = (typeof SETTINGS_TABS)[number];

const TAB_LABEL_KEYS: Record<SettingsTabId, string> = {
  appearance: 'tabs.appearance',
  notifications: 'tabs.notifications',
  preferences: 'tabs.preferences',
  rewards: 'tabs.rewards',
  security: 'tabs.security',
  'connected-accounts': 'tabs.connected',
  language: 'tabs.language',
  privacy: 'tabs.privacy',
};

const TAB_ICONS = {
  appearance: Palette,
  notifications: Bell,
  preferences: SlidersHorizontal,
  rewards: Gift,
  security: Shield,
  'connected-accounts': Link2,
  language: Globe,
  privacy: UserLock,
} as const;

export function isSettingsTab(value: string | null): value is SettingsTabId {
  return value !== null && (SETTINGS_TABS as readonly string[]).includes(value);
}

/** The tabs that edit the settings record wait for it; the others load their own data. */
function WithSettings({
  children,
}: {
  children: (settings: NonNullable<ReturnType<typeof useSettings>['data']>) => ReactNode;
}) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const settings = useSettings();
  if (settings.data) return <>{children(settings.data)}</>;
  if (settings.isError) {
    return (
      <div role="alert" className="grid gap-2 rounded-lg border border-border p-4 text-sm">
        <p>{t('loadFailed')}</p>
        <Button variant="outline" className="w-fit" onClick={() => void settings.refetch()}>
          {tc('actions.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only">{tc('status.loading')}</span>
      <Skeleton className="h-10 w-1/2" />
      <Skeleton className="h-32" />
      <Skeleton className="h-32" />
    </div>
  );
}

export function SettingsPage() {
  const { t } = useTranslation('settings');
  const [searchParams, setSearchParams] = useSearchParams();
  const device = useDeviceClass();
  const requested = searchParams.get('tab');
  const tab: SettingsTabId = isSettingsTab(requested) ? requested : 'appearance';
  const vertical = device === 'desktop';
  const listRef = useRef<HTMLDivElement>(null);

  // On a phone the tab strip scrolls sideways; bring the open tab into view (also for ?tab= links).
  useEffect(() => {
    const active = listRef.current?.querySelector<HTMLElement>('[data-state="active"]');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab, vertical]);

  const handleTabChange = (value: string) => {
    if (!isSettingsTab(value)) return;
    // Only the tab goes into the address; a message meant for another tab (?error=) is dropped.
    setSearchParams({ tab: value }, { replace: true });
  };

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 px-4 py-6 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </header>
      <Tabs
        value={tab}
        onValueChange={handleTabChange}
        orientation={vertical ? 'vertical' : 'horizontal'}
        className={vertical ? 'grid grid-cols-[14rem_minmax(0,1fr)] items-start gap-6' : 'min-w-0 gap-4'}
      >
        <TabsList
          ref={listRef}
          aria-label={t('tabsLabel')}
          className={
            vertical
              ? 'sticky top-4 h-auto w-full flex-col items-stretch bg-transparent p-0'
              : 'h-auto w-full flex-nowrap justify-start'
          }
        >
          {SETTINGS_TABS.map((id) => {
            const Icon = TAB_ICONS[id];
            return (
              <TabsTrigger
                key={id}
                value={id}
                className={
                  vertical ? 'min-h-10 justify-start px-3 data-[state=active]:bg-muted' : 'min-h-9 shrink-0'
                }
              >
                <Icon aria-hidden="true" />
                {t(TAB_LABEL_KEYS[id])}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <div className="min-w-0">
          <TabsContent value="appearance">
            <WithSettings>{(settings) => <AppearanceTab settings={settings} />}</WithSettings>
          </TabsContent>
          <TabsContent value="notifications">
            <NotificationsTab />
          </TabsContent>
          <TabsContent value="preferences">
            <WithSettings>{(settings) => <PreferencesTab settings={settings} />}</WithSettings>
          </TabsContent>
          <TabsContent value="rewards">
            <RewardsTab />
          </TabsContent>
          <TabsContent value="security">
            <SecurityTab />
          </TabsContent>
          <TabsContent value="connected-accounts">
            <ConnectedAccountsTab />
          </TabsContent>
          <TabsContent value="language">
            <LanguageRegionTab />
          </TabsContent>
          <TabsContent value="privacy">
            <PrivacyTab />
          </TabsContent>
        </div>
      </Tabs>
    </div>
  );
}
