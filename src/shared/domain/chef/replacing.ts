/**
 * A substitution asked of the Chef ("what can I use instead of buttermilk?", "家里的醋用完了，用什么顶替"):
 * the food to replace, from the substitution table or the catalogue, and when the words that
 * replace say something else (a diet changed, a machine acquired, how to use the app).
 */
import type { Language } from '../../settings-options';
import { findFood } from '../food-catalogue';
import { readDiet } from './diet';
import { FEATURE_TOPICS, HOW, helpTopic, namesAppliance } from './help';
import { foodsIn, isWholeName } from './foods';
import type { ChefIntent } from './intents';
import { readItems } from './items';
import { findSubstitution } from './substitutions';
import { namesSomething } from './talk';
import { cueEnd, edgeStripper, findCue, hasCue, type Span } from './text';
import * as V from './vocabulary';

const stripSubstitution = edgeStripper([V.SUBSTITUTE, V.FILLER, V.ASKING]);

/** "… in the paella", "… dans la sauce", "… im Kuchen", "… fürs Tiramisu": the dish a food goes in. */
const DISH_CONTEXT =
  / (?:in the|in my|in a|in an|for the|for my|for our|for a|en la|en el|en mi|en una|en un|para el|para la|para mi|para mis|para una|para un|dans la|dans le|dans mon|dans ma|dans une|dans un|pour le|pour la|pour mon|pour ma|pour mes|pour une|pour un|im|in der|in den|in einem|in einer|fur den|fur die|fur das|furs|fuers|fur meine|fuer meine|fur einen|fur eine|fuer einen|fuer eine) \p{L}+.*$/u;

/** The words between a food replaced and the one replacing it. */
const REPLACED_BY = / (?:with|for|by|por|par|durch|gegen) /u;

export function readSubstitution(text: string, language: Language): ChefIntent | null {
  const cue = findCue(V.SUBSTITUTE, text, language)[0];
  if (!cue) return null;
  // "fehlt uns Milch, Brot und Butter – ab auf die Einkaufsliste": the list named is where they go.
  if (hasCue(V.LIST_NAMES, text, language) && readItems(text, language).length > 0) return null;
  // "replaced the old toaster with a new Dualit, add it to my appliances": a machine acquired.
  if (namesAppliance(text, language) && hasCue(V.APPLIANCE_LIST, text, language)) return null;
  // "je suis plus vegan, mets pescétarien à la place", "从奶蛋素换成纯素": a diet changed.
  // (Not "instead of eggs in a vegan cake", which names the food replaced.)
  const rest = text.slice(cueEnd(V.SUBSTITUTE, text, cue, language));
  if (
    V.DIETS.some(([, names]) => hasCue(names, text, language)) &&
    foodsIn(rest, language, { slips: false }).length === 0 &&
    readDiet(text, language) !== null
  )
    return null;
  // "¿cómo hago para escanear el código en vez de escribir…?": how to use a part of the app.
  const topic = helpTopic(text, language)?.topic;
  if (topic && FEATURE_TOPICS.has(topic) && HOW.test(text)) return null;
  // The food replaced: after "instead of", or the food the question names.
  // ("par quoi remplacer le lait dans une pâte à crêpes": the dish it goes in is not the food;
  // "in place of butermilk for pancakes? I've got regular milk": nor what the next clause has.)
  const following = rest.replace(DISH_CONTEXT, '');
  const clause = following.split(' , ')[0]!;
  const said = foodsIn(clause, language).length > 0 ? clause : following;
  // ("replace cream with yoghurt", "swap the cream for yoghurt", "la nata por yogur", "Sahne durch
  // Joghurt": the food before the one it is replaced by.)
  const replaced = said.split(REPLACED_BY)[0]!;
  const after = foodsIn(replaced, language).length > 0 ? replaced : said;
  // The substitution table knows foods the catalogue lacks ("fish sauce", "tahini"), and the
  // longest name wins ("fish sauce", not "fish").
  // "Mir fehlt Kreuzkümel fürs Chili": the dish it goes in is looked at last.
  // (Nor what a clause after the question has: "… for pancakes? I've got regular milk".)
  const clauseEnd = text.indexOf(' , ', text.length - rest.length);
  const undished = (clauseEnd < 0 ? text : text.slice(0, clauseEnd)).replace(DISH_CONTEXT, '');
  // "receta de pasta con nata pero no me queda nata": the food missing is the one replaced.
  const lacking = findCue(V.LACKING, text, language).pop();
  // ("家里的醋用完了，凉拌菜用什么顶替": in Chinese the food runs out before the words that say so.)
  const missing = lacking
    ? language === 'zh'
      ? hanFoodBefore(text.slice(0, lacking.at))
      : text.slice(lacking.at + lacking.length).replace(DISH_CONTEXT, '')
    : '';
  // "做可乐鸡翅没有生抽，能用什么代替", "no tengo maisena, ¿con qué espeso la salsa?": a food said in
  // the clause of the words that say it is lacking is the one replaced, rather than one further on
  // after the asking words (the dish).
  const lacked = lacking ? foodLacked(text, lacking, language) : null;
  const afterFood = foodsIn(after, language)[0];
  const leads = afterFood !== undefined && foodsIn(firstWords(after), language)[0] === afterFood;
  if (lacked && !leads) return { intent: 'substitute', food: lacked };
  const near =
    findSubstitution(after, language) ??
    (afterFood ? null : findSubstitution(missing, language)) ??
    findSubstitution(undished, language);
  const nearFood = near
    ? null
    : (afterFood ?? foodsIn(missing, language)[0] ?? foodsIn(undished, language)[0] ?? null);
  const row = near ?? (nearFood ? null : findSubstitution(text, language));
  const named = row?.key ?? nearFood ?? foodsIn(text, language)[0] ?? null;
  // "怎么把货币换成人民币": changing a setting, not an ingredient.
  if (!named && topic && FEATURE_TOPICS.has(topic)) return null;
  if (named)
    return {
      intent: 'substitute',
      food: findSubstitution(named, language) ? named : (madeOf(text, named, language) ?? named),
    };
  // "dropped keto, doing low carb instead" changes a diet, not an ingredient; "没有烤箱可以用什么"
  // asks about a machine.
  if (V.DIETS.some(([, names]) => hasCue(names, text, language))) return null;
  if (namesAppliance(text, language)) return null;
  // "ich hab keinen Plan, kannst du das Abendessen planen?": no food named, and another question.
  if ([V.PLAN_DINNER, V.EXPIRING, V.LOW_STOCK].some((table) => hasCue(table, text, language))) return null;
  // "star anise, I don't have any – alternatives?": the food may come before the asking words.
  // "je trouve pas de cerfeuil, tu me proposes quoi ?": the food said to be missing; "recipe calls
  // for sumac and I've never seen it, alternatives?": the clause that names it.
  const before = text.slice(0, cue.at);
  const food = [after, before, missing.split(',')[0]!, ...before.split(AND_OR_BUT)]
    // "el azafrán en la paella": the dish it goes in is not the food.
    .map((part) => stripSubstitution(part.replace(/,/g, ' ').replace(DISH_CONTEXT, ''), language))
    .find((part) => part.length > 0 && namesSomething(part));
  return food ? { intent: 'substitute', food } : null;
}

/**
 * The food a request asks to replace when the statistical reader names the intent and the rules
 * found no words that replace: the one said to be lacking, else the one the substitution table
 * knows, else the first food named.
 */
export function foodToReplace(text: string, language: Language): string | null {
  const lacking = findCue(V.LACKING, text, language).pop();
  return (
    (lacking ? foodLacked(text, lacking, language) : null) ??
    findSubstitution(text, language)?.key ??
    foodsIn(text, language, { slips: false })[0] ??
    // ("ma vinaigrette attend sa moutade": a food misspelt, where none is spelt right.)
    foodsIn(text, language)[0] ??
    null
  );
}

/** The first three words of text, where a food replaced follows "instead of", "en vez de". */
function firstWords(text: string): string {
  return text.trim().split(' ').slice(0, 3).join(' ');
}

/**
 * The food said to be lacking: in the clause after the words that say so ("no tengo maisena",
 * "没有生抽"), else in the one before them ("家里的醋用完了", "recipe wants cream cheese but I don't
 * have any"), as the substitution table or the catalogue knows it; null when neither names one.
 */
function foodLacked(text: string, lacking: Span, language: Language): string | null {
  const end = lacking.at + lacking.length;
  const known = (said: string) =>
    said.length === 0 ? null : (findSubstitution(said, language)?.key ?? foodsIn(said, language)[0] ?? null);
  if (language === 'zh') {
    const next =
      text
        .slice(end)
        .split(/[,，\s]/u)
        .find((part) => part.length > 0) ?? '';
    const starts = [...next].map((_, i) => next.slice(0, i + 1)).reverse();
    const first = starts.find((start) => {
      const food = findFood(start, 'zh');
      return (
        findSubstitution(start, 'zh')?.key !== undefined || (food !== null && isWholeName(start, food.key))
      );
    });
    return known(first ?? '') ?? known(hanFoodBefore(text.slice(0, lacking.at)));
  }
  // (The clause, less the dish it goes in: "se me acabó la leche de coco para el curry".)
  const after = text.slice(end).split(' , ')[0]!.replace(DISH_CONTEXT, '');
  const clause = text.slice(0, lacking.at).split(' , ').pop()!;
  const before = clause.replace(DISH_CONTEXT, '');
  // ("making hummus for the week and realised the tahini jar is empty": the part of it nearest the
  // words.)
  const nearest = clause.split(AND_OR_BUT).pop()!.replace(DISH_CONTEXT, '');
  return known(after.trim()) ?? known(nearest.trim()) ?? known(before.trim());
}

/** The Chinese food name that ends text ("家里的醋" → "醋"), or ''. */
function hanFoodBefore(text: string): string {
  const said = text.split(/[,，\s]/u).pop() ?? '';
  for (let length = Math.min(6, said.length); length >= 1; length--) {
    const end = said.slice(-length);
    const food = findFood(end, 'zh');
    if (food && isWholeName(end, food.key)) return end;
  }
  return '';
}

const AND_OR_BUT = / , | (?:and|but|y|pero|et|mais|und|aber) /u;

/**
 * "salsa de ostras", "pâte de tamarin": a catalogue food named with what it is made of is another
 * food, which the words name.
 */
function madeOf(text: string, key: string, language: Language): string | null {
  if (language !== 'es' && language !== 'fr') return null;
  for (const match of text.matchAll(/(?<!\p{L})(\p{L}+) (?:de|del|du|des|d) (\p{L}+)(?!\p{L})/gu)) {
    const [phrase, head] = match;
    // The whole phrase, were it a catalogue name, would be found as that food instead.
    if (findFood(head!, language)?.key === key && foodsIn(phrase, language)[0] === key) return phrase;
  }
  return null;
}
