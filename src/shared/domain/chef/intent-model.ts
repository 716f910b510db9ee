/**
 * A statistical second reader for the Chef's intents: multinomial naive Bayes over the character
 * n-grams of a folded request, trained on the labelled requests the rules were tuned on. The rules
 * (understand.ts) read first; where this model names another intent with confidence, the request
 * is read again for that intent's entities (understand.ts, secondOpinion). Deterministic, offline,
 * pure.
 */
import type { Language } from '../../settings-options';

export type LabelledRequest = { lang: Language; text: string; intent: string };

export type IntentModel = {
  intents: readonly string[];
  logPrior: ReadonlyMap<string, number>;
  /** Per intent: log P(feature | intent), with the log probability of an unseen feature. */
  logLikelihood: ReadonlyMap<string, { seen: ReadonlyMap<string, number>; unseen: number }>;
};

/**
 * The features of a folded request: its words, and the character 2- to 4-grams of each word with
 * its edges marked (so "nearly" and "nearly-empty" share "nea", "ear"…); Chinese, which has no
 * spaces, as character 1- and 2-grams. Typos and new word forms still share most features.
 */
export function features(folded: string, language: Language): string[] {
  const found: string[] = [];
  for (const word of folded.split(' ')) {
    if (word.length === 0 || word === ',') continue;
    if (/\p{Script=Han}/u.test(word)) {
      const chars = [...word];
      chars.forEach((char, i) => {
        found.push(`h:${char}`);
        if (i + 1 < chars.length) found.push(`h:${char}${chars[i + 1]}`);
      });
      continue;
    }
    found.push(`w:${language}:${word}`);
    const marked = `<${word}>`;
    for (let n = 2; n <= 4; n++)
      for (let at = 0; at + n <= marked.length; at++) found.push(`c:${marked.slice(at, at + n)}`);
  }
  return found;
}

/**
 * The count added to every feature of every intent (Lidstone smoothing). Add-one smoothing let the
 * tens of thousands of n-grams an intent never showed outweigh the few it did: with the sets each
 * left out in turn, 0.1 read 97.5 % of the intents against 95.3 % for 1 (docs/chef.md).
 */
export const SMOOTHING = 0.1;

/** Trains the model; `fold` turns a raw request into the text the features are taken from. */
export function trainIntentModel(
  examples: readonly LabelledRequest[],
  fold: (text: string) => string,
): IntentModel {
  const counts = new Map<string, Map<string, number>>();
  const totals = new Map<string, number>();
  const documents = new Map<string, number>();
  const vocabulary = new Set<string>();
  for (const { lang, text, intent } of examples) {
    documents.set(intent, (documents.get(intent) ?? 0) + 1);
    const perIntent = counts.get(intent) ?? new Map<string, number>();
    counts.set(intent, perIntent);
    // Each feature once per request: a long request does not outweigh a short one.
    for (const feature of new Set(features(fold(text), lang))) {
      perIntent.set(feature, (perIntent.get(feature) ?? 0) + 1);
      totals.set(intent, (totals.get(intent) ?? 0) + 1);
      vocabulary.add(feature);
    }
  }
  const intents = [...documents.keys()].sort();
  const logPrior = new Map(
    intents.map((intent) => [intent, Math.log(documents.get(intent)! / examples.length)]),
  );
  const logLikelihood = new Map(
    intents.map((intent) => {
      const denominator = totals.get(intent)! + SMOOTHING * vocabulary.size;
      const seen = new Map(
        [...counts.get(intent)!].map(([feature, count]) => [
          feature,
          Math.log((count + SMOOTHING) / denominator),
        ]),
      );
      return [intent, { seen, unseen: Math.log(SMOOTHING / denominator) }];
    }),
  );
  return { intents, logPrior, logLikelihood };
}

/** The likeliest intent of a folded request, with its posterior probability among the intents. */
export function classifyIntent(
  model: IntentModel,
  folded: string,
  language: Language,
): { intent: string; probability: number } {
  // Features the model never saw in any intent say nothing; those seen elsewhere count against.
  const present = [...new Set(features(folded, language))].filter((feature) =>
    model.intents.some((intent) => model.logLikelihood.get(intent)!.seen.has(feature)),
  );
  // Naive Bayes counts the n-grams of one word as independent evidence and grows sure of anything
  // with enough of them; the evidence is tempered by the square root of its count so that a long
  // request of words it hardly knows is not read with certainty.
  const temper = 1 / Math.sqrt(Math.max(1, present.length));
  const scores = model.intents.map((intent) => {
    const { seen, unseen } = model.logLikelihood.get(intent)!;
    let evidence = 0;
    for (const feature of present) evidence += seen.get(feature) ?? unseen;
    return { intent, score: model.logPrior.get(intent)! + evidence * temper };
  });
  const best = scores.reduce((a, b) => (b.score > a.score ? b : a));
  const total = scores.reduce((sum, { score }) => sum + Math.exp(score - best.score), 0);
  return { intent: best.intent, probability: 1 / total };
}
