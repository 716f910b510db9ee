/**
 * The Chef's figure (issue 14): the built-in engine over a labelled set of requests in the five
 * languages (requests.dataset.json, written for the tests with varied phrasing, misspellings and
 * requests it must refuse), then the sets written later (SETS). A request counts as right when its
 * intent and every entity are right. Prints the figure per set and language; each tuned set has a
 * floor (95 %; 90 % for the twelfth, tuned on lightly, and the twenty-first and twenty-third to
 * forty-third, written harder or in other styles and tuned on for one round; 85 % and 80 % for the
 * forty-first and forty-second, in a formal register and full of exceptions, where one round left
 * them), the blind sets none.
 */
import { describe, expect, test } from 'vitest';
import type { Language } from '../../settings-options';
import { normalizeFoodName } from '../food-catalogue';
import type { ChefIntent, ChefItem } from './intents';
import { findSubstitution } from './substitutions';
import devSet from './requests.dataset.json';
import thirdSet from './requests.final.json';
import fourthSet from './requests.4.json';
import fifthSet from './requests.5.json';
import sixthSet from './requests.6.json';
import seventhSet from './requests.7.json';
import eighthSet from './requests.8.json';
import ninthSet from './requests.9.json';
import tenthSet from './requests.10.json';
import eleventhSet from './requests.11.json';
import twelfthSet from './requests.12.json';
import thirteenthSet from './requests.13.json';
import fourteenthSet from './requests.14.json';
import fifteenthSet from './requests.15.json';
import sixteenthSet from './requests.16.json';
import seventeenthSet from './requests.17.json';
import eighteenthSet from './requests.18.json';
import nineteenthSet from './requests.19.json';
import twentiethSet from './requests.20.json';
import twentyFirstSet from './requests.21.json';
import twentySecondSet from './requests.22.json';
import twentyThirdSet from './requests.23.json';
import twentyFourthSet from './requests.24.json';
import twentyFifthSet from './requests.25.json';
import twentySixthSet from './requests.26.json';
import twentySeventhSet from './requests.27.json';
import twentyEighthSet from './requests.28.json';
import twentyNinthSet from './requests.29.json';
import thirtiethSet from './requests.30.json';
import thirtyFirstSet from './requests.31.json';
import thirtySecondSet from './requests.32.json';
import thirtyThirdSet from './requests.33.json';
import thirtyFourthSet from './requests.34.json';
import thirtyFifthSet from './requests.35.json';
import thirtySixthSet from './requests.36.json';
import thirtySeventhSet from './requests.37.json';
import thirtyEighthSet from './requests.38.json';
import thirtyNinthSet from './requests.39.json';
import fortiethSet from './requests.40.json';
import fortyFirstSet from './requests.41.json';
import fortySecondSet from './requests.42.json';
import fortyThirdSet from './requests.43.json';
import fortyFourthSet from './requests.44.json';
import fortyFifthSet from './requests.45.json';
import fortySixthSet from './requests.46.json';
import fortySeventhSet from './requests.47.json';
import fortyEighthSet from './requests.48.json';
import fortyNinthSet from './requests.49.json';
import fiftiethSet from './requests.50.json';
import fiftyFirstSet from './requests.51.json';
import fiftySecondSet from './requests.52.json';
import blindSet from '../../../../tests/fixtures/chef-requests-blind-27.json';
import nextBlindSet from '../../../../tests/fixtures/chef-requests-blind-28.json';
import secondSet from './requests.holdout.json';
import { understand } from './understand';

type ExpectedItem = { food: string; quantity: number | null; unit: string | null };
type Expected = { intent: string } & Record<string, unknown>;
type Labelled = { lang: Language; text: string; expect: Expected };

/**
 * The sets, each written by someone who had not seen the engine: the first (the dev set), then
 * sets written later with other phrasing, to see how well the engine does on words it was not
 * tuned on.
 */
const SETS: ReadonlyArray<{ name: string; requests: Labelled[]; floor: number | null }> = [
  { name: 'dev set', requests: devSet as Labelled[], floor: 0.95 },
  { name: 'second set', requests: secondSet as Labelled[], floor: 0.95 },
  { name: 'third set', requests: thirdSet as Labelled[], floor: 0.95 },
  // Written blind, then used for tuning in a later round.
  { name: 'fourth set', requests: fourthSet as Labelled[], floor: 0.95 },
  { name: 'fifth set', requests: fifthSet as Labelled[], floor: 0.95 },
  { name: 'sixth set', requests: sixthSet as Labelled[], floor: 0.95 },
  // Tuned on in one or two rounds each: held at 95 %, the twelfth (tuned on lightly) at 90 %.
  { name: 'seventh set', requests: seventhSet as Labelled[], floor: 0.95 },
  { name: 'eighth set', requests: eighthSet as Labelled[], floor: 0.95 },
  { name: 'ninth set', requests: ninthSet as Labelled[], floor: 0.95 },
  { name: 'tenth set', requests: tenthSet as Labelled[], floor: 0.95 },
  { name: 'eleventh set', requests: eleventhSet as Labelled[], floor: 0.95 },
  { name: 'twelfth set', requests: twelfthSet as Labelled[], floor: 0.9 },
  { name: 'thirteenth set', requests: thirteenthSet as Labelled[], floor: 0.95 },
  { name: 'fourteenth set', requests: fourteenthSet as Labelled[], floor: 0.95 },
  { name: 'fifteenth set', requests: fifteenthSet as Labelled[], floor: 0.95 },
  { name: 'sixteenth set', requests: sixteenthSet as Labelled[], floor: 0.95 },
  { name: 'seventeenth set', requests: seventeenthSet as Labelled[], floor: 0.95 },
  { name: 'eighteenth set', requests: eighteenthSet as Labelled[], floor: 0.95 },
  { name: 'nineteenth set', requests: nineteenthSet as Labelled[], floor: 0.95 },
  { name: 'twentieth set', requests: twentiethSet as Labelled[], floor: 0.95 },
  // Written harder (long chatty messages, corrections, indirect questions), tuned on for one round.
  { name: 'twenty-first set', requests: twentyFirstSet as Labelled[], floor: 0.9 },
  { name: 'twenty-second set', requests: twentySecondSet as Labelled[], floor: 0.95 },
  // The twentieth round: a blind set, then sets written apart from every earlier sentence (hard
  // phrasings, everyday messages, less common constructions, regional varieties), then a blind set.
  { name: 'twenty-third set', requests: twentyThirdSet as Labelled[], floor: 0.9 },
  { name: 'twenty-fourth set', requests: twentyFourthSet as Labelled[], floor: 0.9 },
  { name: 'twenty-fifth set', requests: twentyFifthSet as Labelled[], floor: 0.9 },
  { name: 'twenty-sixth set', requests: twentySixthSet as Labelled[], floor: 0.9 },
  { name: 'twenty-seventh set', requests: twentySeventhSet as Labelled[], floor: 0.9 },
  { name: 'twenty-eighth set', requests: twentyEighthSet as Labelled[], floor: 0.9 },
  // The twenty-first round: the last blind set, then a chatty set (context around the request,
  // foods only mentioned) and a terse one (phone typing and dictation).
  { name: 'twenty-ninth set', requests: twentyNinthSet as Labelled[], floor: 0.9 },
  { name: 'thirtieth set', requests: thirtiethSet as Labelled[], floor: 0.9 },
  { name: 'thirty-first set', requests: thirtyFirstSet as Labelled[], floor: 0.9 },
  // Then one that mixes languages and registers, and one written as older users write.
  { name: 'thirty-second set', requests: thirtySecondSet as Labelled[], floor: 0.9 },
  { name: 'thirty-third set', requests: thirtyThirdSet as Labelled[], floor: 0.9 },
  // The twenty-second round: the last blind set, then sets as voice dictation, from busy families,
  // from students, and from home cooks who are precise about amounts.
  { name: 'thirty-fourth set', requests: thirtyFourthSet as Labelled[], floor: 0.9 },
  { name: 'thirty-fifth set', requests: thirtyFifthSet as Labelled[], floor: 0.9 },
  { name: 'thirty-sixth set', requests: thirtySixthSet as Labelled[], floor: 0.9 },
  { name: 'thirty-seventh set', requests: thirtySeventhSet as Labelled[], floor: 0.9 },
  { name: 'thirty-eighth set', requests: thirtyEighthSet as Labelled[], floor: 0.9 },
  // The twenty-third round: the last blind set, then sets pasted as lists and notes, in a formal
  // register, with exceptions and conditions, and from people writing in a language not their first.
  { name: 'thirty-ninth set', requests: thirtyNinthSet as Labelled[], floor: 0.9 },
  { name: 'fortieth set', requests: fortiethSet as Labelled[], floor: 0.9 },
  { name: 'forty-first set', requests: fortyFirstSet as Labelled[], floor: 0.85 },
  { name: 'forty-second set', requests: fortySecondSet as Labelled[], floor: 0.8 },
  { name: 'forty-third set', requests: fortyThirdSet as Labelled[], floor: 0.9 },
  // The twenty-fourth round: the last blind set, then sets typed as phone shorthand, asked
  // indirectly, and naming products as they are packaged.
  { name: 'forty-fourth set', requests: fortyFourthSet as Labelled[], floor: 0.9 },
  { name: 'forty-fifth set', requests: fortyFifthSet as Labelled[], floor: 0.9 },
  { name: 'forty-sixth set', requests: fortySixthSet as Labelled[], floor: 0.9 },
  { name: 'forty-seventh set', requests: fortySeventhSet as Labelled[], floor: 0.85 },
  // The twenty-fifth round: the last blind set, then sets with amounts said in words and
  // fractions around the dish they are for, and typed noisily (emoji, caps, missing accents).
  { name: 'forty-eighth set', requests: fortyEighthSet as Labelled[], floor: 0.85 },
  { name: 'forty-ninth set', requests: fortyNinthSet as Labelled[], floor: 0.85 },
  { name: 'fiftieth set', requests: fiftiethSet as Labelled[], floor: 0.9 },
  // The twenty-sixth round: the last blind set, written with more corrections and long messages.
  { name: 'fifty-first set', requests: fiftyFirstSet as Labelled[], floor: 0.9 },
  // Then a set written apart from every earlier sentence, from other households and sentence shapes.
  { name: 'fifty-second set', requests: fiftySecondSet as Labelled[], floor: 0.9 },
  // Never used for tuning: their figures are printed, never their misses. The second was written in
  // the fifteenth session, for the round after the next rotation.
  { name: 'blind set', requests: blindSet as Labelled[], floor: null },
  { name: 'next blind set', requests: nextBlindSet as Labelled[], floor: null },
];

/** A food as the set names it: a catalogue key, or the words of a food the catalogue lacks. */
function sameFood(expected: string, actual: { foodKey: string | null; name: string }): boolean {
  if (actual.foodKey !== null) return actual.foodKey === expected;
  return normalizeFoodName(actual.name) === normalizeFoodName(expected);
}

/**
 * The same items in any order: adding milk and eggs is adding eggs and milk (the labels list them
 * as their writers thought of them, not always as said).
 */
function sameItems(expected: ExpectedItem[], actual: ChefItem[]): boolean {
  if (expected.length !== actual.length) return false;
  const left = [...actual];
  return expected.every((item) => {
    const at = left.findIndex(
      (candidate) =>
        sameFood(item.food, candidate) &&
        item.quantity === candidate.quantity &&
        item.unit === candidate.unit,
    );
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

const sameList = (a: unknown, b: readonly string[]) =>
  Array.isArray(a) && a.length === b.length && a.every((value, i) => value === b[i]);

/** The same foods or diets, in any order: a set has none. */
const sameSet = (a: unknown, b: readonly string[]) =>
  Array.isArray(a) && sameList([...(a as string[])].sort(), [...b].sort());

/** Whether the engine's reading is the labelled one, intent and entities. */
function matches(expected: Expected, actual: ChefIntent, language: Language): boolean {
  if (expected.intent !== actual.intent) return false;
  switch (actual.intent) {
    case 'addToPantry':
      return (
        sameItems(expected.items as ExpectedItem[], actual.items) && expected.location === actual.location
      );
    case 'addToShoppingList':
      return sameItems(expected.items as ExpectedItem[], actual.items);
    case 'updateDiet':
      return sameSet(expected.add, actual.add) && sameSet(expected.remove, actual.remove);
    case 'addAppliance':
      return (
        expected.custom === actual.custom &&
        normalizeFoodName(String(expected.appliance)) === normalizeFoodName(actual.appliance)
      );
    case 'expiring':
      return expected.days === actual.days;
    case 'convert':
      return (
        expected.amount === actual.amount &&
        expected.from === actual.from &&
        expected.to === actual.to &&
        (expected.food ?? null) === actual.foodKey
      );
    case 'substitute': {
      // The same food, by its key or by the substitution table's row for it ("鱼露" is fish sauce).
      const food = String(expected.food);
      if (normalizeFoodName(food) === normalizeFoodName(actual.food)) return true;
      const row = findSubstitution(food, language);
      return row !== null && row === findSubstitution(actual.food, language);
    }
    case 'timer':
      return expected.seconds === actual.seconds;
    case 'whatCanICook':
      return sameSet(expected.with, actual.with);
    case 'planDinner':
      return expected.day === actual.day;
    case 'help':
      return (expected.topic ?? null) === actual.topic;
    default:
      return true;
  }
}

/** Runs the engine over a set and prints its figures; returns the share right. */
function score(name: string, dataset: Labelled[]): number {
  const byLanguage = new Map<Language, { right: number; total: number }>();
  let intentsRight = 0;
  const misses: string[] = [];
  for (const { lang, text, expect: expected } of dataset) {
    const actual = understand(text, lang);
    const tally = byLanguage.get(lang) ?? { right: 0, total: 0 };
    tally.total++;
    if (actual.intent === expected.intent) intentsRight++;
    if (matches(expected, actual, lang)) tally.right++;
    else
      misses.push(
        `[${lang}] ${text}\n    expected ${JSON.stringify(expected)}\n    got      ${JSON.stringify(actual)}`,
      );
    byLanguage.set(lang, tally);
  }
  const right = [...byLanguage.values()].reduce((sum, t) => sum + t.right, 0);
  const percent = (n: number, d: number) => ((100 * n) / d).toFixed(1);
  console.log(
    `Chef engine, ${name}, ${dataset.length} labelled requests: intent ${percent(intentsRight, dataset.length)} %, ` +
      `intent and entities ${right}/${dataset.length} (${percent(right, dataset.length)} %); ` +
      [...byLanguage].map(([lang, t]) => `${lang} ${percent(t.right, t.total)} %`).join(', '),
  );
  if (misses.length > 0 && process.env.CHEF_MISSES && !name.includes('blind'))
    console.log(`Misses (${name}):\n${misses.join('\n')}`);
  return right / dataset.length;
}

describe('the Chef understands the labelled requests', () => {
  test('the dev set has at least 300 requests across the five languages', () => {
    expect(SETS[0]!.requests.length).toBeGreaterThanOrEqual(300);
    expect(new Set(SETS[0]!.requests.map((request) => request.lang)).size).toBe(5);
  });

  // One test per set, each a few seconds on a quiet machine (the first also trains the statistical
  // reader); CI runs two suites side by side on two cores, so each may take several times that.
  for (const set of SETS) {
    const floor = set.floor === null ? 'printed only' : `at least ${Math.round(set.floor * 100)} %`;
    test(`${set.name}: intent and entity accuracy ${floor}`, () => {
      const share = score(set.name, set.requests);
      if (set.floor !== null) expect(share).toBeGreaterThanOrEqual(set.floor);
    }, 60_000);
  }
});
