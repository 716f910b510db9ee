import type { Language } from '@shared/settings-options';

/*
 * The browser's speech recognition, as the app uses it: cook mode's voice commands
 * (features/recipes/use-voice-commands.ts) and the Chef's microphone (features/chef). A browser
 * feature that may be missing (Firefox has none), so callers ask speechRecognitionClass() first.
 */

/** The speech services' language tags for the app's languages. */
const SPEECH_TAGS: Record<Language, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  zh: 'zh-CN',
};

export function speechTagOf(language: Language): string {
  return SPEECH_TAGS[language];
}

// The parts of the Web Speech API used here (TypeScript's DOM library does not declare them).
type RecognitionAlternative = { transcript: string };
type RecognitionResult = { isFinal: boolean; length: number; [index: number]: RecognitionAlternative };
export type RecognitionResultEvent = {
  resultIndex: number;
  results: { length: number; [index: number]: RecognitionResult };
};
export type RecognitionErrorEvent = { error: string };
export type SpeechRecognitionLike = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  onstart: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};
export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's speech recognition class (prefixed in Chrome and Safari), or null. */
export function speechRecognitionClass(): SpeechRecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as Window & {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}
