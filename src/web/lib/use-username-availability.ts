import { useEffect, useState } from 'react';
import { USERNAME_MIN, UsernameCheckResponseSchema } from '@shared/contracts/auth';
import { apiRequest } from './api';

/** Spec §9: the check waits for 500 ms without typing and starts at 8 characters. */
export const USERNAME_CHECK_DEBOUNCE_MS = 500;

/**
 * 'hidden' before a check (too short, still typing, not enabled); 'unknown' after a failed check
 * shows nothing too.
 */
export type UsernameAvailability = 'hidden' | 'checking' | 'available' | 'taken' | 'unknown';

type Result = { username: string; state: Exclude<UsernameAvailability, 'hidden'> };

export type UsernameAvailabilityOptions = {
  /**
   * The signed-in user's current username: it counts as available (the server would call it
   * taken), in any case, since it is theirs.
   */
  own?: string;
  /** False keeps the indicator hidden and the server unasked (a profile's untouched field). */
  enabled?: boolean;
};

async function checkUsername(username: string, signal: AbortSignal): Promise<boolean> {
  const body = await apiRequest<unknown>(
    'GET',
    `/api/username/check?${new URLSearchParams({ username })}`,
    undefined,
    { signal },
  );
  return UsernameCheckResponseSchema.parse(body).available;
}

/** The username indicator's state (spec §4/§9) for the register form and the profile. */
export function useUsernameAvailability(
  username: string,
  { own, enabled = true }: UsernameAvailabilityOptions = {},
): UsernameAvailability {
  const [result, setResult] = useState<Result | null>(null);
  const eligible = enabled && username.length >= USERNAME_MIN;
  const isOwn = own !== undefined && username.toLowerCase() === own.toLowerCase();

  useEffect(() => {
    if (!eligible) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      if (isOwn) {
        setResult({ username, state: 'available' });
        return;
      }
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
  }, [username, eligible, isOwn]);

  // A result for an earlier spelling is stale the moment the user types again.
  if (!eligible || result?.username !== username) return 'hidden';
  return result.state;
}
