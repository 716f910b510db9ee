import { useCallback, useEffect, useRef, useState } from 'react';
import { parseCookCommand, type CookCommand } from '@shared/domain/cook-commands';
import type { Language } from '@shared/settings-options';
import { speechRecognitionClass, speechTagOf } from '../../lib/speech-recognition';

/*
 * Hands-free cook mode: the browser's speech recognition turns what the cook says into a command
 * (src/shared/domain/cook-commands.ts reads it), and speech synthesis reads a step aloud. Both are
 * browser features that may be missing (Firefox has no recognition; some systems have no voices),
 * so each hook says whether it is supported and the screen works the same by touch and keyboard.
 */

/** Errors after which listening again would fail the same way: no permission, no microphone. */
const FATAL_ERRORS = new Set([
  'not-allowed',
  'service-not-allowed',
  'audio-capture',
  'language-not-supported',
]);

/** Recognition stops by itself after silence; it is started again after this pause. */
export const RESTART_DELAY_MS = 300;

export type VoiceStatus = 'off' | 'starting' | 'listening' | 'denied' | 'unavailable' | 'unsupported';

export type UseVoiceCommandsOptions = {
  language: Language;
  /** Listening only while true; turning it off stops the microphone. */
  enabled: boolean;
  onCommand: (command: CookCommand, transcript: string) => void;
  /**
   * True while the app itself speaks: the microphone hears the step being read, and a step that
   * says "then go back to the pan" must not send the cook back a step.
   */
  isSpeaking?: boolean;
};

export type VoiceCommandsState = {
  supported: boolean;
  status: VoiceStatus;
  /** The last thing heard, and whether it was a command. */
  heard: { transcript: string; understood: boolean } | null;
};

/**
 * Listens continuously while enabled and hands each recognised command to `onCommand`. Chrome ends
 * a continuous session after a while or after silence; it is restarted while still enabled.
 */
export function useVoiceCommands({
  language,
  enabled,
  onCommand,
  isSpeaking = false,
}: UseVoiceCommandsOptions): VoiceCommandsState {
  const [supported] = useState(() => speechRecognitionClass() !== null);
  const [status, setStatus] = useState<VoiceStatus>('off');
  const [heard, setHeard] = useState<VoiceCommandsState['heard']>(null);
  const onCommandRef = useRef(onCommand);
  const speakingRef = useRef(isSpeaking);
  useEffect(() => {
    onCommandRef.current = onCommand;
    speakingRef.current = isSpeaking;
  }, [onCommand, isSpeaking]);

  useEffect(() => {
    const Recognition = speechRecognitionClass();
    if (!enabled || !Recognition) return;
    let active = true;
    let restartTimer: ReturnType<typeof setTimeout> | undefined;
    const recognition = new Recognition();
    recognition.lang = speechTagOf(language);
    recognition.continuous = true;
    recognition.interimResults = false;
    recognition.maxAlternatives = 3;

    const begin = () => {
      if (!active) return;
      try {
        recognition.start();
      } catch {
        // Already started (a restart raced a late "end"): the running session carries on.
      }
    };

    recognition.onstart = () => {
      if (active) setStatus('listening');
    };
    recognition.onresult = (event) => {
      if (!active) return;
      for (let i = event.resultIndex; i < event.results.length; i += 1) {
        const result = event.results[i];
        if (!result?.isFinal || speakingRef.current) continue;
        const alternatives: string[] = [];
        for (let j = 0; j < result.length; j += 1) {
          const transcript = result[j]?.transcript.trim();
          if (transcript) alternatives.push(transcript);
        }
        if (alternatives.length === 0) continue;
        // The recogniser's best guess first; a later alternative may be the one that is a command.
        let command: CookCommand | null = null;
        let understood = alternatives[0]!;
        for (const transcript of alternatives) {
          command = parseCookCommand(transcript, language);
          if (command) {
            understood = transcript;
            break;
          }
        }
        setHeard({ transcript: understood, understood: command !== null });
        if (command) onCommandRef.current(command, understood);
      }
    };
    recognition.onerror = (event) => {
      if (!active || !FATAL_ERRORS.has(event.error)) return;
      active = false;
      setStatus(
        event.error === 'not-allowed' || event.error === 'service-not-allowed' ? 'denied' : 'unavailable',
      );
    };
    recognition.onend = () => {
      if (!active) return;
      setStatus('starting');
      restartTimer = setTimeout(begin, RESTART_DELAY_MS);
    };

    begin();
    return () => {
      active = false;
      clearTimeout(restartTimer);
      recognition.onend = null;
      recognition.onresult = null;
      recognition.onerror = null;
      recognition.onstart = null;
      try {
        recognition.abort();
      } catch {
        // Never started.
      }
      setStatus('off');
    };
  }, [enabled, language]);

  // Between switching on and the browser's "start" the microphone is still starting.
  const shown: VoiceStatus = !supported
    ? 'unsupported'
    : !enabled
      ? 'off'
      : status === 'off'
        ? 'starting'
        : status;
  return { supported, status: shown, heard };
}

/** A voice for the language: one made for exactly its tag, else any of the same language. */
function pickVoice(voices: readonly SpeechSynthesisVoice[], tag: string): SpeechSynthesisVoice | null {
  const base = tag.split('-')[0]!.toLowerCase();
  const normalise = (lang: string) => lang.replace('_', '-').toLowerCase();
  return (
    voices.find((voice) => normalise(voice.lang) === tag.toLowerCase()) ??
    voices.find((voice) => normalise(voice.lang).split('-')[0] === base) ??
    null
  );
}

function speechSynthesisApi(): SpeechSynthesis | null {
  if (typeof window === 'undefined' || typeof window.SpeechSynthesisUtterance !== 'function') return null;
  return window.speechSynthesis ?? null;
}

/** Reads text aloud in the language; `speaking` is true from the first word to the last. */
export function useSpeech(language: Language) {
  const [supported] = useState(() => speechSynthesisApi() !== null);
  const [speaking, setSpeaking] = useState(false);

  const cancel = useCallback(() => {
    speechSynthesisApi()?.cancel();
    setSpeaking(false);
  }, []);

  const speak = useCallback(
    (text: string) => {
      const synthesis = speechSynthesisApi();
      if (!synthesis || !text.trim()) return;
      synthesis.cancel();
      const tag = speechTagOf(language);
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = tag;
      const voice = pickVoice(synthesis.getVoices(), tag);
      if (voice) utterance.voice = voice;
      utterance.onstart = () => setSpeaking(true);
      utterance.onend = () => setSpeaking(false);
      utterance.onerror = () => setSpeaking(false);
      setSpeaking(true);
      synthesis.speak(utterance);
    },
    [language],
  );

  // Leaving cook mode stops the reading mid-sentence.
  useEffect(() => () => speechSynthesisApi()?.cancel(), []);

  return { supported, speaking, speak, cancel };
}
