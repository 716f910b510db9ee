import type { DietaryPreference } from '@shared/domain/chef/intents';
import type { Language } from '@shared/settings-options';
import de from '@shared/locales/de/labels.json';
import en from '@shared/locales/en/labels.json';
import es from '@shared/locales/es/labels.json';
import fr from '@shared/locales/fr/labels.json';
import zh from '@shared/locales/zh/labels.json';

/**
 * The names the app shows for dietary preferences and catalogue appliances (src/shared/locales,
 * which the web app reads too), so that a Chef card names them as every screen does.
 */
type Labels = { dietary: Record<string, string>; appliances: Record<string, string> };
const LABELS: Record<Language, Labels> = { en, es, fr, de, zh };

/** "Gluten-Free" → "glutenFree", "Low FODMAP" → "lowFodmap": the translation key of a preference. */
function dietKey(preference: DietaryPreference): string {
  const words = preference.toLowerCase().split(/[\s-]+/);
  return words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
}

export function dietLabel(preference: DietaryPreference, language: Language): string {
  return LABELS[language].dietary[dietKey(preference)] ?? preference;
}

/** A catalogue appliance's name in the reader's language, or `fallback` (a custom one's own name). */
export function applianceLabel(slug: string | null, fallback: string, language: Language): string {
  return (slug && LABELS[language].appliances[slug]) || fallback;
}
