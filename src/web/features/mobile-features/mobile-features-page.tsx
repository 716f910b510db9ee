import { Bell, Camera, CircleCheck, Smartphone, WifiOff, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { getPlatform, isNativePlatform } from '../../lib/device';

/** True in the native wrapper or when the web app was opened from the home screen. */
export function isInstalledApp(): boolean {
  if (isNativePlatform()) return true;
  if (typeof window === 'undefined') return false;
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches === true;
  // Safari on iOS says so on navigator instead of through the media query.
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

const FEATURES: Array<{ key: 'camera' | 'notifications' | 'offline'; icon: LucideIcon }> = [
  { key: 'camera', icon: Camera },
  { key: 'notifications', icon: Bell },
  { key: 'offline', icon: WifiOff },
];

/** /mobile-features: what the installed app adds, and how to install it on iOS and Android. */
export function MobileFeaturesPage() {
  const { t } = useTranslation('mobile-features');
  const platform = getPlatform();
  const installed = isInstalledApp();
  // The reader's own platform first.
  const guides = platform === 'android' ? (['android', 'ios'] as const) : (['ios', 'android'] as const);

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </header>

      {installed && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg border border-success-ink/40 bg-success/15 p-4 text-sm font-medium"
        >
          <CircleCheck className="size-5 shrink-0 text-success-ink" aria-hidden="true" />
          {t('installed')}
        </p>
      )}

      <section aria-labelledby="mobile-features-offers" className="grid gap-3">
        <h2 id="mobile-features-offers" className="text-lg font-semibold">
          {t('features.heading')}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle className="flex items-center gap-2 text-base">
                    <Icon className="size-5 text-primary-ink" aria-hidden="true" />
                    {t(`features.${key}.title`)}
                  </CardTitle>
                  <CardDescription>{t(`features.${key}.description`)}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="mobile-features-install" className="grid gap-3">
        <h2 id="mobile-features-install" className="text-lg font-semibold">
          {t('install.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('install.description')}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {guides.map((guide) => (
            <Card key={guide}>
              <CardHeader>
                <CardTitle className="flex flex-wrap items-center gap-2 text-base">
                  <Smartphone className="size-5 text-primary-ink" aria-hidden="true" />
                  {t(`install.${guide}.title`)}
                  {guide === platform && <Badge variant="secondary">{t('install.yourDevice')}</Badge>}
                </CardTitle>
              </CardHeader>
              <CardContent>
                <ol className="grid list-decimal gap-2 ps-5 text-sm">
                  <li>{t(`install.${guide}.step1`)}</li>
                  <li>{t(`install.${guide}.step2`)}</li>
                  <li>{t(`install.${guide}.step3`)}</li>
                </ol>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}
