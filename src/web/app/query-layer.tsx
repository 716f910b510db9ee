import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { onSignedOut } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { SettingsSync } from './settings-sync';

// Cached data of one account must never show to the next one on this device.
onSignedOut(() => queryClient.clear());

/** The data layer: TanStack Query with the spec's defaults, and the user's settings applied. */
export function QueryLayer({ children, signedIn }: { children: ReactNode; signedIn: boolean }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsSync signedIn={signedIn} />
      {children}
    </QueryClientProvider>
  );
}
