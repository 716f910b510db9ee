/**
 * Words of talk, learnt from the labelled requests: a word said in many requests of a language
 * ("dejé", "stehen", "festhalten", "avance") that is no catalogue food and never part of a food
 * labelled by name is how people talk, not something they buy. An item the catalogue does not know,
 * named only by such words and counted by nothing, is no item ("En la despensa dejé…").
 */
import type { Language } from '../../settings-options';
import { findFood, foodByKey, normalizeFoodName } from '../food-catalogue';
import { foldRequest } from './text';
import { TUNED_REQUESTS } from './tuned-requests';

/** In how many requests of a language a word must be said to count as talk. */
export const TALK_WORD_REQUESTS = 3;

let talk: ReadonlyMap<Language, ReadonlySet<string>> | undefined;

function talkWords(): ReadonlyMap<Language, ReadonlySet<string>> {
  if (talk) return talk;
  const counts = new Map<Language, Map<string, number>>();
  const named = new Set<string>();
  for (const { lang, text, expect } of TUNED_REQUESTS) {
    const perLanguage = counts.get(lang) ?? new Map<string, number>();
    counts.set(lang, perLanguage);
    for (const word of new Set(foldRequest(text).split(' ')))
      if (/^\p{Script=Latin}{2,}$/u.test(word)) perLanguage.set(word, (perLanguage.get(word) ?? 0) + 1);
    // Foods the catalogue lacks are labelled by their words ("spargel", "dulce de batata"), to
    // add, to cook with or to replace.
    const foods = [...(expect.items ?? []).map((item) => item.food), ...(expect.with ?? []), expect.food];
    for (const food of foods)
      if (typeof food === 'string' && !foodByKey(food))
        for (const word of normalizeFoodName(food).split(' ')) named.add(word);
  }
  talk = new Map(
    [...counts].map(([language, perLanguage]) => [
      language,
      new Set(
        [...perLanguage]
          .filter(
            ([word, count]) =>
              count >= TALK_WORD_REQUESTS && !named.has(word) && findFood(word, language) === null,
          )
          .map(([word]) => word),
      ),
    ]),
  );
  return talk;
}

/** Whether every word of a name is a word of talk in the language (never in Chinese, which has no spaces). */
export function isTalk(name: string, language: Language): boolean {
  const words = talkWords().get(language);
  const said = name.split(' ').filter((word) => word.length > 0);
  return words !== undefined && said.length > 0 && said.every((word) => words.has(word));
}
