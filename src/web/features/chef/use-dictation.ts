import { useCallback, useEffect, useRef, useState } from 'react';
import type { Language } from '@shared/settings-options';
import {
  speechRecognitionClass,
  speechTagOf,
  type SpeechRecognitionLike,
} from '../../lib/speech-recognition';

/*
 * The Chef's microphone: one spoken message, heard in the reader's language with the browser's
 * speech recognition (the same as cook mode's voice commands, lib/speech-recognition.ts). The
 * words show in the message box as they are heard; the final words are handed over to be sent.
 */

export type DictationStatus =
  | 'idle'
  | 'listening'
  /** No speech recognition in this browser. */
  | 'unsupported'
  /** Recognition exists, but not for this language. */
  | 'unsupportedLanguage'
  /** The microphone was refused (by the user or the site's settings). */
  | 'denied'
  /** No microphone, or the recognition service failed. */
  | 'failed';

export type UseDictationOptions = {
  language: Language;
  /** What is heard so far, while listening. */
  onInterim: (text: string) => void;
  /** The whole message once the speaker stops. */
  onFinal: (text: string) => void;
};

const ERROR_STATUS: Record<string, DictationStatus> = {
  'not-allowed': 'denied',
  'service-not-allowed': 'denied',
  'language-not-supported': 'unsupportedLanguage',
  'audio-capture': 'failed',
  network: 'failed',
};

export function useDictation({ language, onInterim, onFinal }: UseDictationOptions) {
  const [supported] = useState(() => speechRecognitionClass() !== null);
  const [status, setStatus] = useState<DictationStatus>(supported ? 'idle' : 'unsupported');
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const handlers = useRef({ onInterim, onFinal });
  useEffect(() => {
    handlers.current = { onInterim, onFinal };
  }, [onInterim, onFinal]);

  // A language the browser could not hear before may work in another one.
  const [unsupportedIn, setUnsupportedIn] = useState<Language | null>(null);
  const shown: DictationStatus =
    status === 'unsupportedLanguage' && unsupportedIn !== language ? 'idle' : status;

  const stop = useCallback(() => {
    recognitionRef.current?.stop();
  }, []);

  const start = useCallback(() => {
    const Recognition = speechRecognitionClass();
    if (!Recognition || recognitionRef.current) return;
    const recognition = new Recognition();
    recognitionRef.current = recognition;
    recognition.lang = speechTagOf(language);
    recognition.continuous = false;
    recognition.interimResults = true;
    recognition.maxAlternatives = 1;
    let heard = '';
    let failure: DictationStatus | null = null;
    recognition.onstart = () => setStatus('listening');
    recognition.onresult = (event) => {
      let text = '';
      for (let i = 0; i < event.results.length; i += 1) text += event.results[i]?.[0]?.transcript ?? '';
      heard = text.trim();
      handlers.current.onInterim(heard);
    };
    recognition.onerror = (event) => {
      failure = ERROR_STATUS[event.error] ?? null;
      if (failure === 'unsupportedLanguage') setUnsupportedIn(language);
    };
    recognition.onend = () => {
      recognitionRef.current = null;
      setStatus(failure ?? 'idle');
      if (!failure && heard) handlers.current.onFinal(heard);
    };
    setStatus('listening');
    try {
      recognition.start();
    } catch {
      recognitionRef.current = null;
      setStatus('failed');
    }
  }, [language]);

  // Closing the window stops the microphone without sending what was half heard.
  useEffect(
    () => () => {
      const recognition = recognitionRef.current;
      if (!recognition) return;
      recognition.onend = null;
      recognition.onresult = null;
      recognition.abort();
    },
    [],
  );

  return { supported, status: shown, listening: shown === 'listening', start, stop };
}
