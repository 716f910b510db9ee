/**
 * Word lists in the five app languages, compiled to regular expressions on first use. Every list
 * is written as the text reads once folded by normalizeFoodName (lower case, accents and
 * punctuation gone: "sofreír" → "sofreir", "pre-heat" → "pre heat"). In en, es and fr a word
 * matches whole, a trailing * allowing any ending; de matches inside compounds ("Backofen",
 * "anbraten") and zh inside the text, since neither spaces its words.
 */
import type { Language } from '../settings-options';
import { normalizeFoodName } from './food-catalogue';

export type Words = Readonly<Record<Language, string>>;

export function words(en: string, es: string, fr: string, de: string, zh: string): Words {
  return { en, es, fr, de, zh };
}

const WHOLE_WORD_LANGUAGES: ReadonlySet<Language> = new Set(['en', 'es', 'fr']);

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(language: Language, list: string): RegExp | null {
  const entries = list
    .split('|')
    .map((entry) => {
      const stem = entry.trim().endsWith('*');
      const body = normalizeFoodName(stem ? entry.trim().slice(0, -1) : entry);
      return { body, stem };
    })
    .filter((entry) => entry.body.length > 0)
    // The longest first, so that "toaster oven" wins over "toaster" where both start.
    .sort((a, b) => b.body.length - a.body.length);
  if (entries.length === 0) return null;
  const source = entries.map(({ body, stem }) => escapeRegExp(body) + (stem ? '\\p{L}*' : '')).join('|');
  return WHOLE_WORD_LANGUAGES.has(language)
    ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'gu')
    : new RegExp(`(?:${source})`, 'gu');
}

export type Found = { at: number; length: number };

export function findAll(pattern: RegExp | null, text: string): Found[] {
  if (!pattern) return [];
  return Array.from(text.matchAll(pattern), (match) => ({ at: match.index, length: match[0].length }));
}

/** Compiled on first use, per language. */
export function lazyMatchers(table: Words): (language: Language) => RegExp | null {
  const compiled = new Map<Language, RegExp | null>();
  return (language) => {
    if (!compiled.has(language)) compiled.set(language, compile(language, table[language]));
    return compiled.get(language)!;
  };
}
