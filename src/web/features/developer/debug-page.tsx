import { Copy } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { getPlatform, isNativePlatform, useDeviceClass } from '../../lib/device';
import { toast } from '../../lib/toast-store';
import { DeveloperPage } from './developer-access';

export type ServiceWorkerState =
  'unsupported' | 'checking' | 'none' | 'installing' | 'waiting' | 'active' | 'controlling';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

function useServiceWorkerState(): ServiceWorkerState {
  const supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  const [state, setState] = useState<ServiceWorkerState>(supported ? 'checking' : 'unsupported');
  useEffect(() => {
    if (!supported) return;
    let cancelled = false;
    navigator.serviceWorker.getRegistration().then(
      (registration) => {
        if (cancelled) return;
        if (!registration) setState('none');
        else if (registration.active && navigator.serviceWorker.controller) setState('controlling');
        else if (registration.active) setState('active');
        else if (registration.waiting) setState('waiting');
        else setState('installing');
      },
      () => !cancelled && setState('none'),
    );
    return () => {
      cancelled = true;
    };
  }, [supported]);
  return state;
}

/** /debug: what this copy of the app is and where it runs, for bug reports. */
export function DebugPage() {
  const { t } = useTranslation('developer');
  return (
    <DeveloperPage title={t('debug.title')} description={t('debug.description')}>
      <DebugInfo />
    </DeveloperPage>
  );
}

function DebugInfo() {
  const { t, i18n } = useTranslation('developer');
  const deviceClass = useDeviceClass();
  const online = useOnline();
  const serviceWorker = useServiceWorkerState();
  const native = isNativePlatform();

  const rows: Array<{ label: string; value: string }> = [
    { label: t('debug.mode'), value: import.meta.env.MODE },
    { label: t('debug.build'), value: import.meta.env.DEV ? t('debug.development') : t('debug.production') },
    { label: t('debug.userAgent'), value: navigator.userAgent },
    {
      label: t('debug.deviceClass'),
      value: t('debug.deviceClassValue', {
        deviceClass: t(`debug.deviceClasses.${deviceClass}`),
        width: window.innerWidth,
      }),
    },
    { label: t('debug.native'), value: native ? t('debug.yes') : t('debug.no') },
    { label: t('debug.platform'), value: t(`debug.platforms.${getPlatform()}`) },
    { label: t('debug.language'), value: i18n.language },
    { label: t('debug.browserLanguages'), value: (navigator.languages ?? [navigator.language]).join(', ') },
    { label: t('debug.online'), value: online ? t('debug.onlineYes') : t('debug.onlineNo') },
    { label: t('debug.serviceWorker'), value: t(`debug.serviceWorkerStates.${serviceWorker}`) },
  ];

  const handleCopy = async () => {
    const text = rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t('debug.copied') });
    } catch {
      toast({ variant: 'destructive', title: t('debug.copyFailed') });
    }
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle as="h2">{t('debug.infoTitle')}</CardTitle>
        <Button variant="outline" size="sm" onClick={() => void handleCopy()}>
          <Copy aria-hidden="true" />
          {t('debug.copy')}
        </Button>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-[minmax(10rem,auto)_1fr] sm:gap-x-4">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-0.5 sm:contents">
              <dt className="font-medium">{row.label}</dt>
              <dd className="break-words text-muted-foreground">{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
