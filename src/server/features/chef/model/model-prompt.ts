import type { Language } from '@shared/settings-options';
import type { KitchenSummary } from './model-types';

/** The system prompt: who the Chef is and what it may do, then the kitchen as a short summary. */

const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  zh: 'Simplified Chinese',
};

/** One entry of the household's data, on one line and not too long. */
function clip(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function list(values: string[]): string {
  return values.length > 0
    ? values
        .slice(0, 30)
        .map((v) => clip(v))
        .join('; ')
    : 'none';
}

/** Holds nothing secret: the household's own summary and the rules the Chef keeps. */
export function chefSystemPrompt(language: Language, kitchen: KitchenSummary): string {
  return [
    'You are the Chef, the kitchen assistant inside Larder, the app where this household keeps its pantry, shopping list, recipes and meal plans.',
    `Always answer in ${LANGUAGE_NAMES[language]}, the user's language.`,
    'Be brief: at most 120 words, plain text.',
    'You change nothing yourself. To add to the pantry or the shopping list, change dietary preferences, add an appliance, start a timer, find recipes, plan dinner, suggest a substitute or convert units, call the matching tool: the user sees a card and confirms it before anything happens, so say what you propose, never that it is done.',
    'The kitchen below is a summary, not the whole pantry: never invent stock, and never say the household has or lacks something the summary does not show (find_recipes and plan_dinner look at the whole pantry).',
    '',
    `Kitchen (today is ${kitchen.today}):`,
    `- products in stock: ${kitchen.productCount}`,
    `- expiring soon: ${list(kitchen.expiringSoon)}`,
    `- running low: ${list(kitchen.lowStock)}`,
    `- storage locations: ${list(kitchen.locations)}`,
    `- dietary preferences: ${list(kitchen.dietaryPreferences)}`,
    `- appliances: ${list(kitchen.appliances)}`,
  ].join('\n');
}
