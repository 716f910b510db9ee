/**
 * A row of the Chef's kitchen substitutions and the helpers the tables are written with: a food,
 * and one to three ways round it in the five app languages, each with a note where the swap
 * changes the result. A row names its food by the food catalogue's key when the catalogue holds
 * the food; otherwise by a key and names of its own.
 */
import type { Language } from '../../settings-options';

export type Texts = Record<Language, string>;

export type SubstitutionOption = {
  /** What to use instead, with amounts ("1 cup milk + 1 tbsp lemon juice, left 5 minutes"). */
  text: Texts;
  /** When the swap does not work or what it changes; null for a plain swap. */
  note: Texts | null;
};

export type Substitution = {
  /** The food catalogue's key, or this table's own kebab-case key for a food the catalogue lacks. */
  key: string;
  /** Names of a food the catalogue lacks, display name first; null for a catalogue food. */
  names: Record<Language, string[]> | null;
  /** One to three ways round it, the most usual first. */
  options: SubstitutionOption[];
};

export function option(text: Texts, note: Texts | null = null): SubstitutionOption {
  return { text, note };
}

/** A row for a catalogue food: the catalogue names it. */
export function catalogued(key: string, options: SubstitutionOption[]): Substitution {
  return { key, names: null, options };
}

/** A row for a food the catalogue lacks: its names in each language, "|" between synonyms. */
export function named(key: string, names: Texts, options: SubstitutionOption[]): Substitution {
  const split = (list: string) => list.split('|');
  return {
    key,
    names: {
      en: split(names.en),
      es: split(names.es),
      fr: split(names.fr),
      de: split(names.de),
      zh: split(names.zh),
    },
    options,
  };
}
