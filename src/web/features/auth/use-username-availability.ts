import { useEffect, useState } from 'react';
import { USERNAME_MIN } from '@shared/contracts/auth';
import { checkUsername } from './auth-api';

/** Spec §9: the check waits for 500 ms without typing and starts at 8 characters. */
export const USERNAME_CHECK_DEBOUNCE_MS = 500;

/** 'hidden' before the check (too short, or still typing); 'unknown' after a failed check shows nothing too. */
export type UsernameAvailability = 'hidden' | 'checking' | 'available' | 'taken' | 'unknown';

type Result = { username: string; state: Exclude<UsernameAvailability, 'hidden'> };

export function useUsernameAvailability(username: string): UsernameAvailability {
  const [result, setResult] = useState<Result | null>(null);
  const eligible = username.length >= USERNAME_MIN;

  useEffect(() => {
    if (!eligible) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setResult({ username, state: 'checking' });
      checkUsername(username, controller.signal).then(
        (available) => setResult({ username, state: available ? 'available' : 'taken' }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // Spec §8: a failed check is only logged; the indicator shows nothing.
          console.error('Username availability check failed', error);
          setResult({ username, state: 'unknown' });
        },
      );
    }, USERNAME_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [username, eligible]);

  // A result for an earlier spelling is stale the moment the user types again.
  if (!eligible || result?.username !== username) return 'hidden';
  return result.state;
}
