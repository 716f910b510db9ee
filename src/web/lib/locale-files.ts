import { LANGUAGES, type Language } from '@shared/settings-options';

/*
 * The locale files and the choice of language, without i18next: the early warm-up script
 * (warm-up-entry.ts) uses them to fetch a page's words while the main script still downloads.
 * i18n.ts builds the i18next set-up on top.
 */

/** Spec §4: default and fallback en; detection: the stored setting, then the browser; cached. */
export const LANGUAGE_STORAGE_KEY = 'larder.language';
export const DEFAULT_LANGUAGE: Language = 'en';

// One chunk per language and namespace, loaded on first use, so a page downloads only its words.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

// The names of dietary preferences and catalogue appliances, which the server also writes (the
// Chef's cards): kept once, in src/shared, and read into the namespaces that show them.
export type SharedLabels = { dietary: Record<string, string>; appliances: Record<string, string> };
const labelFiles = import.meta.glob<{ default: SharedLabels }>('../../shared/locales/*/labels.json');

/** What the shared labels add to a namespace (onboarding and appliances show them). */
export function labelsFor(namespace: string, labels: SharedLabels): Record<string, unknown> {
  if (namespace === 'onboarding') return { dietary: labels.dietary, applianceNames: labels.appliances };
  if (namespace === 'appliances') return { names: labels.appliances };
  return {};
}

async function sharedLabels(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = labelFiles[`../../shared/locales/${language}/labels.json`];
  if (!load || (namespace !== 'onboarding' && namespace !== 'appliances')) return {};
  return labelsFor(namespace, (await load()).default);
}

/** A namespace's words in a language; an unknown pair has none. The same file is fetched once. */
export async function loadLocaleFile(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = files[`../locales/${language}/${namespace}.json`];
  const [words, labels] = await Promise.all([
    load ? load().then((file) => file.default) : {},
    sharedLabels(language, namespace),
  ]);
  return { ...words, ...labels };
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function detectLanguage(
  stored: string | null = safeStorageGet(),
  browserLanguages: readonly string[] = typeof navigator === 'undefined'
    ? []
    : (navigator.languages ?? [navigator.language]),
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

function safeStorageGet(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}
