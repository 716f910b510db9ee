import { Share, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { getPlatform, isNativePlatform } from '../lib/device';

export const INSTALL_PROMPT_DISMISSED_KEY = 'larder.installPromptDismissed';

function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return (
    nav.standalone === true ||
    (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches)
  );
}

export function shouldOfferIosInstall(): boolean {
  try {
    if (localStorage.getItem(INSTALL_PROMPT_DISMISSED_KEY)) return false;
  } catch {
    return false;
  }
  return getPlatform() === 'ios' && !isNativePlatform() && !isStandalone();
}

/** Spec §1: on iOS the install prompt tells the user to tap the share icon and choose 'Add to Home Screen'. */
export function IosInstallPrompt() {
  const { t } = useTranslation('nav');
  const [visible, setVisible] = useState(shouldOfferIosInstall);
  if (!visible) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(INSTALL_PROMPT_DISMISSED_KEY, '1');
    } catch {
      // Dismissed for this page only.
    }
    setVisible(false);
  };
  return (
    <aside
      aria-label={t('install.label')}
      className="fixed inset-x-3 bottom-20 z-40 flex items-start gap-3 rounded-lg border border-border bg-card p-3 text-sm shadow-lg md:hidden"
    >
      <Share className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <p className="flex-1">{t('install.ios')}</p>
      <Button variant="ghost" size="icon" aria-label={t('install.dismiss')} onClick={dismiss}>
        <X className="size-4" aria-hidden="true" />
      </Button>
    </aside>
  );
}
