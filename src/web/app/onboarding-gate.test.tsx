import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { renderApp, setUpI18n } from '../../../tests/web';
import { installFakeNetwork } from '../lib/test-network';
import { OnboardingGate } from './onboarding-gate';

const record = (completed: boolean) => ({
  onboarding_completed: completed,
  onboarding_step: completed ? 6 : 0,
  dietary_preferences: [],
  cooking_frequency: null,
  household_size: null,
});

beforeAll(async () => {
  await setUpI18n();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the onboarding gate', () => {
  test('shows the flow to a user who has not completed onboarding', async () => {
    installFakeNetwork({
      'GET /api/user/onboarding': () => ({ body: record(false) }),
      'GET /api/appliances/catalogue': () => ({ body: { catalogue: [] } }),
    });
    renderApp(<OnboardingGate />);
    expect(await screen.findByRole('dialog', { name: 'Welcome to Larder' })).toBeInTheDocument();
  });

  test('shows nothing once onboarding is completed, and the flow after a restart', async () => {
    let completed = true;
    const net = installFakeNetwork({
      'GET /api/user/onboarding': () => ({ body: record(completed) }),
      'GET /api/appliances/catalogue': () => ({ body: { catalogue: [] } }),
    });
    const { queryClient } = renderApp(<OnboardingGate />);
    await waitFor(() => expect(net.requests.some((r) => r.url === '/api/user/onboarding')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // What Settings' "Restart setup guide" leads to: the record is read again and says not completed.
    completed = false;
    await queryClient.invalidateQueries({ queryKey: ['/api/user/onboarding'] });
    expect(await screen.findByRole('dialog', { name: 'Welcome to Larder' })).toBeInTheDocument();
  });
});
