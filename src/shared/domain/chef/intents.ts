/**
 * What the Chef's built-in engine understands a request to ask for (docs/chef.md). The engine
 * (`understand.ts`) reads a message in one of the five app languages into one of these; the
 * server answers it with the household's data, and proposes a card where it would change
 * something.
 */
import type { DIETARY_PREFERENCES } from '../../contracts/onboarding';
import type { Unit } from '../units';

/** The kinds of storage every household's locations have. */
export type StorageLocation = 'fridge' | 'freezer' | 'pantry';

export type DietaryPreference = (typeof DIETARY_PREFERENCES)[number];

/** One thing to add: its name as said, with the catalogue food it is when there is one. */
export type ChefItem = {
  /** The words naming it ("milk", "Vollmilch", "鸡蛋"). */
  name: string;
  /** The food catalogue's key, or null for a food the catalogue does not hold. */
  foodKey: string | null;
  quantity: number | null;
  unit: Unit | null;
};

export const HELP_TOPICS = [
  'pantry',
  'scanner',
  'recipes',
  'cookMode',
  'shoppingList',
  'mealPlan',
  'family',
  'notifications',
  'settings',
  'chef',
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

export type ChefIntent =
  /** "add 2 litres of milk and a dozen eggs (to the fridge)" */
  | { intent: 'addToPantry'; items: ChefItem[]; location: StorageLocation | null }
  /** "put butter on the shopping list" */
  | { intent: 'addToShoppingList'; items: ChefItem[] }
  /** "I'm vegetarian now", "no nuts", "I eat meat again" */
  | { intent: 'updateDiet'; add: DietaryPreference[]; remove: DietaryPreference[] }
  /** "we got an air fryer": a catalogue slug, or the name said for one the catalogue lacks. */
  | { intent: 'addAppliance'; appliance: string; custom: boolean }
  /** "what expires this week" */
  | { intent: 'expiring'; days: number }
  /** "what is running low" */
  | { intent: 'lowStock' }
  /** "how many grams is a cup of flour": `to` null when asked "how much is 2 cups". */
  | { intent: 'convert'; amount: number; from: Unit; to: Unit | null; foodKey: string | null }
  /** "what can I use instead of buttermilk": the food key, or the words when not catalogued. */
  | { intent: 'substitute'; food: string }
  /** "set a timer for 10 minutes" */
  | { intent: 'timer'; seconds: number }
  /** "what can I cook (with chicken)" */
  | { intent: 'whatCanICook'; with: string[] }
  /** "plan tonight's dinner", "what should we have tomorrow" */
  | { intent: 'planDinner'; day: 'today' | 'tomorrow' }
  /** "how do I invite my family", "help" */
  | { intent: 'help'; topic: HelpTopic | null }
  | { intent: 'greeting' }
  /** Anything else: answered with an honest "I can't do that yet" and what it can do. */
  | { intent: 'unsupported' };

export type ChefIntentName = ChefIntent['intent'];
