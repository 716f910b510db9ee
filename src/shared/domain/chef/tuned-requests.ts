/**
 * The labelled requests the Chef's engine was tuned on, every set but the blind one
 * (tests/fixtures): what its statistical parts learn from (intent-guess.ts, talk-words.ts).
 */
import type { Language } from '../../settings-options';
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

/** A labelled request as the sets hold it: its intent, and the foods labelled. */
export type TunedRequest = {
  lang: Language;
  text: string;
  expect: {
    intent: string;
    items?: ReadonlyArray<{ food: string }>;
    with?: readonly string[];
    food?: string | null;
  };
};

export const TUNED_REQUESTS: readonly TunedRequest[] = [
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
  thirtySecondSet,
  thirtyThirdSet,
  thirtyFourthSet,
  thirtyFifthSet,
  thirtySixthSet,
  thirtySeventhSet,
  thirtyEighthSet,
  thirtyNinthSet,
  fortiethSet,
  fortyFirstSet,
  fortySecondSet,
  fortyThirdSet,
  fortyFourthSet,
  fortyFifthSet,
  fortySixthSet,
  fortySeventhSet,
  fortyEighthSet,
  fortyNinthSet,
  fiftiethSet,
  fiftyFirstSet,
  fiftySecondSet,
].flatMap((set) => set as TunedRequest[]);
