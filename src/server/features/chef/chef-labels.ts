import type { DietaryPreference } from '@shared/domain/chef/intents';
import type { Language } from '@shared/settings-options';
import de from '../../../web/locales/de/onboarding.json';
import en from '../../../web/locales/en/onboarding.json';
import es from '../../../web/locales/es/onboarding.json';
import fr from '../../../web/locales/fr/onboarding.json';
import zh from '../../../web/locales/zh/onboarding.json';

/**
 * The names the app shows for dietary preferences and catalogue appliances, read from the web
 * app's translations (onboarding's), so that a Chef card names them as every screen does.
 */
type Labels = { dietary: Record<string, string>; applianceNames: Record<string, string> };
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
  return (slug && LABELS[language].applianceNames[slug]) || fallback;
}
