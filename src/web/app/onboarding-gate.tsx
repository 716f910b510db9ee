import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { lazyPages } from './pages';

/** The onboarding record; the flow reads the same query (features/onboarding/use-onboarding.ts). */
const ONBOARDING_PATH = '/api/user/onboarding';

/**
 * Spec §2: the onboarding flow for signed-in users who have not completed it. Its code is fetched
 * only once the record says "not completed" (at sign-up, or later after a restart from Settings),
 * so the screens of everyone else do not wait behind it. Once shown, the flow stays mounted and
 * decides itself when to close.
 */
export function OnboardingGate() {
  const record = useQuery<{ onboarding_completed?: unknown }>({ queryKey: [ONBOARDING_PATH] });
  const [needed, setNeeded] = useState(false);
  if (!needed && record.data?.onboarding_completed === false) setNeeded(true);
  if (!needed) return null;
  const Flow = lazyPages.onboardingFlow;
  return (
    <Suspense fallback={null}>
      <Flow />
    </Suspense>
  );
}
