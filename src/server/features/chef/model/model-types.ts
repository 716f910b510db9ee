import type { ChefIntent } from '@shared/domain/chef/intents';
import type { Language } from '@shared/settings-options';

/**
 * What the Chef's reply service gives a language model, and what it takes back. The model only
 * proposes: a tool call comes back as the same ChefIntent the built-in engine reads, and the same
 * confirmation card and action endpoint carry it out.
 */

/** The household as the model sees it: a summary, never the whole pantry. */
export type KitchenSummary = {
  /** The household's local date, YYYY-MM-DD. */
  today: string;
  productCount: number;
  /** "milk (2 l, expires 2026-11-27)", the soonest first, at most 10. */
  expiringSoon: string[];
  /** "eggs (2 left, minimum 6)", at most 10. */
  lowStock: string[];
  /** The storage locations' names ("Fridge", "Freezer"). */
  locations: string[];
  dietaryPreferences: string[];
  appliances: string[];
};

export type ModelTurn = { role: 'user' | 'chef'; text: string };

export type ModelInput = {
  householdId: string;
  language: Language;
  /** The latest turns before this message, oldest first (at most 10). */
  history: ModelTurn[];
  text: string;
  kitchen: KitchenSummary;
  signal?: AbortSignal;
};

export type ModelEvent =
  /** Reply text, as the model writes it. */
  | { type: 'delta'; text: string }
  /** An action or question the model chose a tool for. */
  | { type: 'intent'; intent: ChefIntent };

/** A model that cannot answer (not configured, over budget, timed out, failed, malformed). */
export class ModelUnavailableError extends Error {
  constructor(
    readonly reason: 'budget' | 'timeout' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'ModelUnavailableError';
  }
}

export type ChefModel = {
  /**
   * Streams the model's reply. Throws ModelUnavailableError when the model cannot answer; the
   * reply service then answers with the built-in engine (also after part of a reply was streamed).
   */
  reply(input: ModelInput): AsyncIterable<ModelEvent>;
};
