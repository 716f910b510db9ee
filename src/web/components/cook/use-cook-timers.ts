import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * The kitchen timers of cook mode: several at once, each running, paused or ringing. A timer keeps
 * the moment it ends rather than counting ticks, so a throttled background tab (browsers slow
 * intervals to once a minute there) still rings on time when it next wakes, and shows the right
 * time left. Ringing plays a beep made with Web Audio (no sound file to download or cache) and
 * shows a system notification when the user allowed them; both are optional extras: the tray says
 * "Time's up" in any case.
 */

export type CookTimerStatus = 'running' | 'paused' | 'ringing';

export type CookTimer = {
  id: string;
  label: string;
  durationSeconds: number;
  status: CookTimerStatus;
  /** When a running timer ends (epoch ms); null while paused or ringing. */
  endsAt: number | null;
  /** What was left when it was paused, in ms. */
  remainingMs: number;
  /** When it started ringing (epoch ms), for the beep's repeat and its limit. */
  ringingSince: number | null;
};

export type TimerNotificationText = { title: string; body: string };

export type UseCookTimersOptions = {
  /** The words of the system notification for a timer that ended. */
  notificationText: (timer: CookTimer) => TimerNotificationText;
};

/** How often the display refreshes while a timer runs. */
export const TIMER_TICK_MS = 250;
/** A ringing timer beeps again this often… */
export const RING_REPEAT_MS = 4000;
/** …for at most this long, then stays silent (but still says "Time's up") until dismissed. */
export const RING_LIMIT_MS = 60_000;

/** Whole seconds left, rounded up: a timer shows 0:01 until its very last moment. */
export function secondsLeft(timer: CookTimer, now: number): number {
  if (timer.status === 'ringing') return 0;
  const remaining = timer.endsAt === null ? timer.remainingMs : timer.endsAt - now;
  return Math.max(0, Math.ceil(remaining / 1000));
}

type AudioContextConstructor = new () => AudioContext;

function audioContextClass(): AudioContextConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as Window & {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

/** Three short beeps at 880 Hz, gently faded so they do not click. */
function beep(context: AudioContext): void {
  const start = context.currentTime + 0.02;
  for (let i = 0; i < 3; i += 1) {
    const at = start + i * 0.3;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2);
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.22);
  }
}

function notificationsAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.Notification === 'function';
}

export function useCookTimers({ notificationText }: UseCookTimersOptions) {
  const [timers, setTimers] = useState<CookTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  // The interval and the voice commands read the latest list without re-subscribing on each tick.
  const timersRef = useRef<CookTimer[]>([]);
  const audioRef = useRef<AudioContext | null>(null);
  const lastBeepRef = useRef(new Map<string, number>());
  const nextIdRef = useRef(1);
  const textRef = useRef(notificationText);
  useEffect(() => {
    textRef.current = notificationText;
  }, [notificationText]);

  const commit = useCallback((next: CookTimer[]) => {
    timersRef.current = next;
    setTimers(next);
  }, []);

  const ring = useCallback((timer: CookTimer, at: number) => {
    lastBeepRef.current.set(timer.id, at);
    const context = audioRef.current;
    if (context) {
      try {
        beep(context);
      } catch {
        // A closed or blocked audio context: the tray still shows the timer ringing.
      }
    }
    if (notificationsAvailable() && Notification.permission === 'granted') {
      try {
        const { title, body } = textRef.current(timer);
        new Notification(title, { body, tag: `larder-timer-${timer.id}` });
      } catch {
        // Some mobile browsers only show notifications from a service worker; the tray suffices.
      }
    }
  }, []);

  const hasActive = timers.some((timer) => timer.status !== 'paused');
  useEffect(() => {
    if (!hasActive) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const current = timersRef.current;
      const ended = current.filter(
        (timer) => timer.status === 'running' && timer.endsAt !== null && timer.endsAt <= at,
      );
      if (ended.length > 0) {
        commit(
          current.map((timer) =>
            ended.includes(timer)
              ? { ...timer, status: 'ringing', endsAt: null, remainingMs: 0, ringingSince: at }
              : timer,
          ),
        );
        for (const timer of ended) ring(timer, at);
      }
      for (const timer of current) {
        if (timer.status !== 'ringing' || timer.ringingSince === null) continue;
        const last = lastBeepRef.current.get(timer.id) ?? 0;
        if (at - timer.ringingSince < RING_LIMIT_MS && at - last >= RING_REPEAT_MS && audioRef.current) {
          lastBeepRef.current.set(timer.id, at);
          try {
            beep(audioRef.current);
          } catch {
            // See ring().
          }
        }
      }
    };
    const interval = setInterval(tick, TIMER_TICK_MS);
    return () => clearInterval(interval);
  }, [hasActive, commit, ring]);

  useEffect(
    () => () => {
      void audioRef.current?.close().catch(() => undefined);
      audioRef.current = null;
    },
    [],
  );

  /** Starts a timer; called from a click or a voice command, which lets the audio start too. */
  const start = useCallback(
    (label: string, seconds: number): string => {
      const id = `timer-${nextIdRef.current++}`;
      const at = Date.now();
      const AudioContextClass = audioContextClass();
      if (!audioRef.current && AudioContextClass) {
        try {
          audioRef.current = new AudioContextClass();
        } catch {
          audioRef.current = null;
        }
      }
      // Browsers start audio suspended until a user gesture; this is one (or right after one).
      void audioRef.current?.resume?.().catch(() => undefined);
      if (notificationsAvailable() && Notification.permission === 'default') {
        // Asked once, on the first timer; the answer is remembered by the browser.
        void Promise.resolve(Notification.requestPermission()).catch(() => undefined);
      }
      setNow(at);
      commit([
        ...timersRef.current,
        {
          id,
          label,
          durationSeconds: seconds,
          status: 'running',
          endsAt: at + seconds * 1000,
          remainingMs: seconds * 1000,
          ringingSince: null,
        },
      ]);
      return id;
    },
    [commit],
  );

  const pause = useCallback(
    (id: string) => {
      const at = Date.now();
      commit(
        timersRef.current.map((timer) =>
          timer.id === id && timer.status === 'running' && timer.endsAt !== null
            ? { ...timer, status: 'paused', remainingMs: Math.max(0, timer.endsAt - at), endsAt: null }
            : timer,
        ),
      );
    },
    [commit],
  );

  const resume = useCallback(
    (id: string) => {
      const at = Date.now();
      setNow(at);
      commit(
        timersRef.current.map((timer) =>
          timer.id === id && timer.status === 'paused'
            ? { ...timer, status: 'running', endsAt: at + timer.remainingMs }
            : timer,
        ),
      );
    },
    [commit],
  );

  /** Cancels a running or paused timer, or silences a ringing one: either way it leaves the tray. */
  const remove = useCallback(
    (id: string) => {
      lastBeepRef.current.delete(id);
      commit(timersRef.current.filter((timer) => timer.id !== id));
    },
    [commit],
  );

  /**
   * "Stop the timer": silences the ringing timers if any ring, else cancels the last one started.
   * Returns whether there was one.
   */
  const stopRingingOrLast = useCallback((): boolean => {
    const current = timersRef.current;
    const ringing = current.filter((timer) => timer.status === 'ringing');
    if (ringing.length > 0) {
      for (const timer of ringing) lastBeepRef.current.delete(timer.id);
      commit(current.filter((timer) => timer.status !== 'ringing'));
      return true;
    }
    const last = current.at(-1);
    if (!last) return false;
    remove(last.id);
    return true;
  }, [commit, remove]);

  return { timers, now, start, pause, resume, remove, stopRingingOrLast };
}

export type CookTimers = ReturnType<typeof useCookTimers>;
