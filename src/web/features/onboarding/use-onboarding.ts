import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OnboardingRecord } from '@shared/contracts/onboarding';
import { apiRequest } from '../../lib/api';
import { isInvalidatedAfterMutation } from '../../lib/query-client';
import {
  initialOnboardingState,
  transition,
  type OnboardingEvent,
  type OnboardingSave,
  type OnboardingState,
} from './onboarding-machine';

export const ONBOARDING_PATH = '/api/user/onboarding';

/**
 * The machine plus its saves. Each save runs in the background: the step has already changed, a
 * failure is logged (spec §8) and reported to `onSaveFailed`, and the step stays where it is.
 *
 * The shared onboarding query is deliberately not refreshed after each save: the shell shows this
 * flow while that query says "not completed", and appliance setup completes onboarding on the
 * server one step before the pantry step. `close` updates it when the user leaves.
 */
export function useOnboarding(
  options: { onSaveFailed?: (save: OnboardingSave, error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<OnboardingState>(initialOnboardingState);
  /** Whether the flow is on screen; `session` counts the openings, so per-opening UI state resets. */
  const [visibility, setVisibility] = useState({ active: false, session: 0 });
  const stateRef = useRef(state);
  const onSaveFailed = useRef(options.onSaveFailed);
  useEffect(() => {
    onSaveFailed.current = options.onSaveFailed;
  }, [options.onSaveFailed]);

  const runSave = useCallback(
    async (save: OnboardingSave) => {
      try {
        await apiRequest('POST', ONBOARDING_PATH, save.body);
        // What the save touched elsewhere (appliances, pantry) is read again; onboarding itself is not.
        await queryClient.invalidateQueries({
          predicate: (query) =>
            query.queryKey[0] !== ONBOARDING_PATH && isInvalidatedAfterMutation(query.queryKey[0]),
        });
      } catch (error) {
        console.error(save.failureLog, error);
        onSaveFailed.current?.(save, error);
      }
    },
    [queryClient],
  );

  const dispatch = useCallback(
    (event: OnboardingEvent): Promise<void> => {
      const result = transition(stateRef.current, event);
      stateRef.current = result.state;
      setState(result.state);
      return result.save ? runSave(result.save) : Promise.resolve();
    },
    [runSave],
  );

  /** Opens the flow where the record left off. */
  const open = useCallback(
    (record: OnboardingRecord) => {
      void dispatch({ type: 'loaded', record });
      setVisibility((v) => ({ active: true, session: v.session + 1 }));
    },
    [dispatch],
  );

  /**
   * Tells the rest of the app at once that onboarding is over, so the shell stops showing the
   * flow; the record is read again only after `saved` settled, so a stale read cannot reopen it.
   */
  const close = useCallback(
    (saved: Promise<void>) => {
      setVisibility((v) => ({ ...v, active: false }));
      queryClient.setQueryData<OnboardingRecord>([ONBOARDING_PATH], (old) => ({
        dietary_preferences: stateRef.current.dietaryPreferences,
        cooking_frequency: stateRef.current.cookingFrequency,
        household_size: stateRef.current.householdSize,
        ...old,
        onboarding_completed: true,
        onboarding_step: 6,
      }));
      void saved.finally(() => queryClient.invalidateQueries({ queryKey: [ONBOARDING_PATH] }));
    },
    [queryClient],
  );

  return { state, stateRef, dispatch, open, close, ...visibility };
}
