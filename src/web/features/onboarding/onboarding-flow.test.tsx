import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { OnboardingRecord } from '@shared/contracts/onboarding';
import { renderApp, setUpI18n } from '../../../../tests/web';
import { clearCsrfToken } from '../../lib/csrf';
import { csrfRoute, installFakeNetwork, type FakeRequest, type FakeResponse } from '../../lib/test-network';
import { OnboardingFlow } from './onboarding-flow';

const catalogue = [
  { slug: 'oven', name: 'Oven', category: 'cooking', isCommon: true },
  { slug: 'microwave', name: 'Microwave', category: 'cooking', isCommon: true },
  { slug: 'air-fryer', name: 'Air fryer', category: 'cooking', isCommon: false },
  { slug: 'refrigerator', name: 'Refrigerator', category: 'storage', isCommon: true },
];

const record = (overrides: Partial<OnboardingRecord> = {}): OnboardingRecord => ({
  onboarding_completed: false,
  onboarding_step: 0,
  dietary_preferences: [],
  cooking_frequency: null,
  household_size: null,
  ...overrides,
});

/** A small stand-in for the server's onboarding record: saves change what the next read returns. */
function network(start: OnboardingRecord, onPost?: (req: FakeRequest) => FakeResponse) {
  let current = start;
  const save = (req: FakeRequest): FakeResponse => {
    const body = req.body as Record<string, unknown>;
    if (body.action === 'restart_onboarding') {
      current = {
        ...current,
        onboarding_step: 0,
        onboarding_completed: false,
        dietary_preferences: [],
        cooking_frequency: null,
        household_size: null,
      };
    } else if (body.action === 'setup_appliances') {
      current = { ...current, onboarding_completed: true, onboarding_step: 6 };
    } else if (body.action === 'setup_pantry') {
      current = { ...current, onboarding_step: Math.min(6, current.onboarding_step + 1) };
    } else {
      current = { ...current, ...body };
    }
    return { body: { success: true, onboarding: current } };
  };
  const net = installFakeNetwork({
    ...csrfRoute,
    'GET /api/user/onboarding': () => ({ body: current }),
    'POST /api/user/onboarding': onPost ?? save,
    'GET /api/appliances/catalogue': () => ({ body: { catalogue } }),
  });
  const posts = () =>
    net.requests.filter((r) => r.method === 'POST' && r.url === '/api/user/onboarding').map((r) => r.body);
  return { ...net, posts };
}

const serverError: FakeResponse = {
  status: 500,
  body: { error: 'Something went wrong. Please try again.', code: 'INTERNAL' },
};

async function heading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 2, name });
}

beforeAll(async () => {
  await setUpI18n();
});
beforeEach(() => {
  clearCsrfToken();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('showing the flow', () => {
  test('opens as a named dialog at the step the server left off, with a Skip button', async () => {
    network(record({ onboarding_step: 3 }));
    renderApp(<OnboardingFlow />);
    const dialog = await screen.findByRole('dialog', { name: 'Cooking habits' });
    expect(within(dialog).getByText('Step 4 of 7')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
  });

  test('stays hidden when onboarding is already completed', async () => {
    const net = network(record({ onboarding_completed: true, onboarding_step: 6 }));
    renderApp(<OnboardingFlow />);
    await waitFor(() => expect(net.requests.some((r) => r.url === '/api/user/onboarding')).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('every step has a Skip button', async () => {
    network(record());
    const user = userEvent.setup();
    renderApp(<OnboardingFlow />);
    await heading('Welcome to Larder');
    for (let step = 1; step <= 7; step++) {
      expect(screen.getByText(`Step ${step} of 7`)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
      if (step < 7) await user.click(screen.getByRole('button', { name: /^(Get started|Next|Continue)$/ }));
    }
  });
});

describe('saving each move', () => {
  test('next saves the new step with the answer of the step left; back saves too', async () => {
    const net = network(record());
    const user = userEvent.setup();
    renderApp(<OnboardingFlow />);

    await user.click(await screen.findByRole('button', { name: 'Get started' }));
    await heading('Dietary preferences');
    expect(screen.getAllByRole('checkbox')).toHaveLength(13);
    await user.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    await user.click(screen.getByRole('checkbox', { name: 'Low FODMAP' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await heading('Your household');
    await user.click(screen.getByRole('button', { name: 'One person more' }));
    await user.click(screen.getByRole('button', { name: 'One person more' }));
    expect(screen.getByRole('textbox', { name: 'Household size' })).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await heading('Cooking habits');
    await user.click(screen.getByRole('radio', { name: '2-3 times a week' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Your household');

    await waitFor(() =>
      expect(net.posts()).toEqual([
        { onboarding_step: 1 },
        { onboarding_step: 2, dietary_preferences: ['Vegan', 'Low FODMAP'] },
        { onboarding_step: 3, household_size: 2 },
        { onboarding_step: 2, cooking_frequency: '2-3 times a week' },
      ]),
    );
    // Every save carries the CSRF header.
    expect(
      net.requests.filter((r) => r.method === 'POST').every((r) => r.headers['CSRF-Token'] === 'token-1'),
    ).toBe(true);
  });

  test('a household size outside 1 to 20 is refused before moving on', async () => {
    const net = network(record({ onboarding_step: 2 }));
    const user = userEvent.setup();
    renderApp(<OnboardingFlow />);
    const field = await screen.findByRole('textbox', { name: 'Household size' });
    await user.type(field, '25');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a whole number from 1 to 20.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(net.posts()).toEqual([]);
    await user.clear(field);
    await user.type(field, '6');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Cooking habits');
    await waitFor(() => expect(net.posts()).toEqual([{ onboarding_step: 3, household_size: 6 }]));
  });

  test('a failed save is logged and the flow carries on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    network(record(), () => serverError);
    const user = userEvent.setup();
    renderApp(<OnboardingFlow />);
    await user.click(await screen.findByRole('button', { name: 'Get started' }));
    await heading('Dietary preferences');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to update onboarding data', expect.anything()),
    );
    expect(await screen.findByText('Your answers were not saved')).toBeInTheDocument();
  });
});

describe('appliances and pantry', () => {
  test('common appliances are pre-selected and the setup sends the selection', async () => {
    const net = network(record({ onboarding_step: 4 }));
    const user = userEvent.setup();
    renderApp(<OnboardingFlow />);
    await heading('Kitchen appliances');
    const oven = await screen.findByRole('checkbox', { name: 'Oven' });
    expect(oven).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Air fryer' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Use common defaults' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Air fryer' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Your pantry');
    await waitFor(() =>
      expect(net.posts()).toEqual([
        {
          action: 'setup_appliances',
          selectedAppliances: ['oven', 'microwave', 'refrigerator', 'air-fryer'],
          useCommonDefaults: true,
        },
      ]),
    );
  });

  test('turning the common defaults off unticks them and says so in the request', async () => {
    const net = network(record({ onboarding_step: 4 }));
    const user = userEvent.setup();
    renderApp(<OnboardingFlow />);
    await screen.findByRole('checkbox', { name: 'Oven' });
    await user.click(screen.getByRole('switch', { name: 'Use common defaults' }));
    expect(screen.getByRole('checkbox', { name: 'Oven' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Air fryer' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(net.posts()).toEqual([
        { action: 'setup_appliances', selectedAppliances: ['air-fryer'], useCommonDefaults: false },
      ]),
    );
  });

  test('appliance setup advances even when the call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    network(record({ onboarding_step: 4 }), () => serverError);
    const user = userEvent.setup();
    renderApp(<OnboardingFlow />);
    await screen.findByRole('checkbox', { name: 'Oven' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('Your pantry')).toBeInTheDocument();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to update onboarding data', expect.anything()),
    );
  });

  test('pantry setup sends medium by default and advances even when the call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const net = network(record({ onboarding_step: 5 }), () => serverError);
    const user = userEvent.setup();
    renderApp(<OnboardingFlow />);
    await heading('Your pantry');
    expect(screen.getByRole('radio', { name: /Medium/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading("You're all set!")).toBeInTheDocument();
    await waitFor(() => expect(net.posts()).toEqual([{ action: 'setup_pantry', pantrySize: 'medium' }]));
    expect(error).toHaveBeenCalledWith('Failed to update onboarding data', expect.anything());
  });

  test('a chosen pantry size is sent', async () => {
    const net = network(record({ onboarding_step: 5 }));
    const user = userEvent.setup();
    renderApp(<OnboardingFlow />);
    await user.click(await screen.findByRole('radio', { name: /Large/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(net.posts()).toEqual([{ action: 'setup_pantry', pantrySize: 'large' }]));
  });
});

describe('finishing, skipping and starting over', () => {
  test('skip completes onboarding at step 6 and closes the flow', async () => {
    const net = network(record({ onboarding_step: 1 }));
    const user = userEvent.setup();
    const { queryClient } = renderApp(<OnboardingFlow />);
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(net.posts()).toEqual([{ onboarding_completed: true, onboarding_step: 6 }]));
    expect(queryClient.getQueryData<OnboardingRecord>(['/api/user/onboarding'])?.onboarding_completed).toBe(
      true,
    );
  });

  test('the last step summarises the answers and finishing completes onboarding', async () => {
    const net = network(
      record({
        onboarding_step: 6,
        dietary_preferences: ['Halal'],
        household_size: 3,
        cooking_frequency: 'Daily',
      }),
    );
    const user = userEvent.setup();
    renderApp(<OnboardingFlow />);
    await heading("You're all set!");
    expect(screen.getByText('Halal')).toBeInTheDocument();
    expect(screen.getByText('3 people')).toBeInTheDocument();
    expect(screen.getByText('Daily')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to my kitchen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.posts()).toEqual([{ onboarding_completed: true, onboarding_step: 6 }]);
  });

  test('starting over goes back to the welcome step with the answers cleared', async () => {
    const net = network(record({ onboarding_step: 6, dietary_preferences: ['Halal'] }));
    const user = userEvent.setup();
    renderApp(<OnboardingFlow />);
    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    await heading('Welcome to Larder');
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(screen.getByRole('checkbox', { name: 'Halal' })).not.toBeChecked();
    await waitFor(() => expect(net.posts()[0]).toEqual({ action: 'restart_onboarding' }));
  });

  test('a failed restart is logged as such', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    network(record({ onboarding_step: 6 }), () => serverError);
    const user = userEvent.setup();
    renderApp(<OnboardingFlow />);
    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    await heading('Welcome to Larder');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to restart onboarding', expect.anything()),
    );
  });

  test('the flow opens again when a restart elsewhere makes the record incomplete', async () => {
    let current = record({ onboarding_completed: true, onboarding_step: 6 });
    installFakeNetwork({
      ...csrfRoute,
      'GET /api/user/onboarding': () => ({ body: current }),
      'GET /api/appliances/catalogue': () => ({ body: { catalogue } }),
    });
    const { queryClient } = renderApp(<OnboardingFlow />);
    await waitFor(() => expect(queryClient.getQueryData(['/api/user/onboarding'])).toBeDefined());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    current = record();
    await queryClient.invalidateQueries({ queryKey: ['/api/user/onboarding'] });
    expect(await screen.findByRole('dialog', { name: 'Welcome to Larder' })).toBeInTheDocument();
  });

  test('a record completed elsewhere while the flow is open jumps to the last step', async () => {
    let current = record({ onboarding_step: 1 });
    installFakeNetwork({
      ...csrfRoute,
      'GET /api/user/onboarding': () => ({ body: current }),
    });
    const { queryClient } = renderApp(<OnboardingFlow />);
    await heading('Dietary preferences');
    current = record({ onboarding_completed: true, onboarding_step: 6 });
    await queryClient.invalidateQueries({ queryKey: ['/api/user/onboarding'] });
    expect(await heading("You're all set!")).toBeInTheDocument();
  });
});
