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
export const TALK_WORD_REQUESTS = 2;

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

let chinese: { texts: string[]; foods: string[] } | undefined;

/**
 * Chinese has no spaces: a name is talk when the requests say it, whole, in as many requests as a
 * word of talk, and no food labelled by name holds it ("打扰", "有空的话", "说一声").
 */
function isChineseTalk(name: string): boolean {
  if (!chinese) {
    const zh = TUNED_REQUESTS.filter((request) => request.lang === 'zh');
    chinese = {
      texts: zh.map((request) => foldRequest(request.text)),
      foods: zh.flatMap(({ expect }) =>
        [...(expect.items ?? []).map((item) => item.food), ...(expect.with ?? []), expect.food].filter(
          (food): food is string => typeof food === 'string' && !foodByKey(food),
        ),
      ),
    };
  }
  const said = name.replace(/\s/gu, '');
  if (!/^\p{Script=Han}{2,}$/u.test(said) || findFood(said, 'zh') !== null) return false;
  if (chinese.foods.some((food) => food.includes(said) || said.includes(food))) return false;
  let count = 0;
  for (const text of chinese.texts) if (text.includes(said) && ++count >= TALK_WORD_REQUESTS) return true;
  return false;
}

/** Whether every word of a name is a word of talk in the language (in Chinese, the whole name). */
export function isTalk(name: string, language: Language): boolean {
  if (language === 'zh') return isChineseTalk(name);
  const words = talkWords().get(language);
  const said = name.split(' ').filter((word) => word.length > 0);
  return words !== undefined && said.length > 0 && said.every((word) => words.has(word));
}
