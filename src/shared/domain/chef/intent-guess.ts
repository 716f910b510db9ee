/**
 * The Chef's second reading of a request: the statistical model (intent-model.ts), trained on the
 * labelled requests the rules were tuned on, names the intent when its posterior is at least
 * GUESS_CONFIDENCE (chosen on sets neither the rules nor the model had seen: docs/chef.md).
 * understand.ts reads the request again for that intent's entities.
 */
import type { Language } from '../../settings-options';
import { classifyIntent, trainIntentModel, type IntentModel, type LabelledRequest } from './intent-model';
import { foldRequest } from './text';
import { TUNED_REQUESTS } from './tuned-requests';

export const GUESS_CONFIDENCE = 0.6;

let model: IntentModel | undefined;

function trained(): IntentModel {
  model ??= trainIntentModel(
    TUNED_REQUESTS.map(({ lang, text, expect }): LabelledRequest => ({ lang, text, intent: expect.intent })),
    foldRequest,
  );
  return model;
}

/** The intent the model reads in folded text when it is sure of it, else null. */
export function guessIntent(text: string, language: Language): string | null {
  const { intent, probability } = classifyIntent(trained(), text, language);
  return probability >= GUESS_CONFIDENCE ? intent : null;
}
