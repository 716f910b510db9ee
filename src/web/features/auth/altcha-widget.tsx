import type {} from 'altcha/types/react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The self-hosted ALTCHA proof of work. The package is imported on demand (only when the server
 * says mode 'altcha'), so neither the landing page nor a Turnstile install downloads it.
 */
const ALTCHA_LANGUAGES: Record<string, { tag: string; load?: () => Promise<unknown> }> = {
  en: { tag: 'en' },
  de: { tag: 'de', load: () => import('altcha/i18n/de') },
  es: { tag: 'es-es', load: () => import('altcha/i18n/es-es') },
  fr: { tag: 'fr-fr', load: () => import('altcha/i18n/fr-fr') },
  zh: { tag: 'zh-cn', load: () => import('altcha/i18n/zh-cn') },
};

async function loadAltcha(language: string): Promise<string> {
  const entry = ALTCHA_LANGUAGES[language.split('-')[0] ?? 'en'] ?? ALTCHA_LANGUAGES.en!;
  await import('altcha');
  // The widget reads its words when it starts, so the language file goes in first.
  if (entry.load) await entry.load();
  return entry.tag;
}

type AltchaStateDetail = { state?: string; payload?: string };

// The widget's colours follow the app's tokens, so it sits right in light and dark themes.
const widgetStyle = {
  '--altcha-color-base': 'var(--card)',
  '--altcha-color-base-content': 'var(--card-foreground)',
  '--altcha-border-color': 'var(--input)',
  '--altcha-border-radius': 'var(--radius)',
  '--altcha-color-primary': 'var(--primary)',
  '--altcha-color-primary-content': 'var(--primary-foreground)',
  '--altcha-color-error': 'var(--destructive-ink)',
  '--altcha-max-width': '100%',
} as CSSProperties;

export type AltchaWidgetProps = {
  challengeUrl: string;
  /** The payload once verified; null when it expires or fails. */
  onToken: (token: string | null) => void;
};

export function AltchaWidget({ challengeUrl, onToken }: AltchaWidgetProps) {
  const { i18n } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const [languageTag, setLanguageTag] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadAltcha(i18n.language).then(
      (tag) => {
        if (!cancelled) setLanguageTag(tag);
      },
      (error: unknown) => console.error('Failed to load the human-verification widget', error),
    );
    return () => {
      cancelled = true;
    };
  }, [i18n.language]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const handleStateChange = (event: Event) => {
      const detail = (event as CustomEvent<AltchaStateDetail>).detail;
      if (detail?.state === 'verified' && detail.payload) onToken(detail.payload);
      else if (detail?.state === 'expired' || detail?.state === 'error') onToken(null);
    };
    element.addEventListener('statechange', handleStateChange);
    return () => element.removeEventListener('statechange', handleStateChange);
  }, [onToken, languageTag]);

  if (!languageTag) return null;
  return (
    <altcha-widget
      ref={ref}
      challenge={challengeUrl}
      language={languageTag}
      name="altcha"
      style={widgetStyle}
      data-testid="altcha-widget"
    />
  );
}
