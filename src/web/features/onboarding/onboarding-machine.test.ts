import { describe, expect, test } from 'vitest';
import type { OnboardingRecord } from '@shared/contracts/onboarding';
import {
  ONBOARDING_LOG,
  STEP,
  initialOnboardingState,
  transition,
  type OnboardingEvent,
  type OnboardingState,
} from './onboarding-machine';

const at = (step: number, extra: Partial<OnboardingState> = {}): OnboardingState => ({
  ...initialOnboardingState,
  step,
  ...extra,
});

const run = (state: OnboardingState, ...events: OnboardingEvent[]) =>
  events.reduce((s, e) => transition(s, e).state, state);

const record = (overrides: Partial<OnboardingRecord> = {}): OnboardingRecord => ({
  onboarding_completed: false,
  onboarding_step: 0,
  dietary_preferences: [],
  cooking_frequency: null,
  household_size: null,
  ...overrides,
});

describe('moving between steps', () => {
  test('next adds one step and saves the new step', () => {
    const { state, save } = transition(at(STEP.welcome), { type: 'next' });
    expect(state.step).toBe(1);
    expect(save).toEqual({ body: { onboarding_step: 1 }, failureLog: ONBOARDING_LOG.updateFailed });
  });

  test('next stops at step 6 and then has nothing to save', () => {
    const { state, save } = transition(at(STEP.complete), { type: 'next' });
    expect(state.step).toBe(6);
    expect(save).toBeNull();
    expect(run(at(0), ...Array<OnboardingEvent>(10).fill({ type: 'next' })).step).toBe(6);
  });

  test('previous subtracts one step and saves it', () => {
    const { state, save } = transition(at(STEP.cookingHabits), { type: 'previous' });
    expect(state.step).toBe(2);
    expect(save?.body).toMatchObject({ onboarding_step: 2 });
  });

  test('previous stops at step 0', () => {
    const { state, save } = transition(at(STEP.welcome), { type: 'previous' });
    expect(state.step).toBe(0);
    expect(save).toBeNull();
  });

  test('each move saves the field of the step being left', () => {
    const prefs = run(
      at(STEP.dietaryPreferences),
      { type: 'togglePreference', preference: 'Vegan' },
      { type: 'togglePreference', preference: 'Keto' },
    );
    expect(transition(prefs, { type: 'next' }).save?.body).toEqual({
      onboarding_step: 2,
      dietary_preferences: ['Vegan', 'Keto'],
    });

    const household = run(at(STEP.householdInfo), { type: 'setHouseholdSize', householdSize: 4 });
    expect(transition(household, { type: 'next' }).save?.body).toEqual({
      onboarding_step: 3,
      household_size: 4,
    });
    expect(transition(household, { type: 'previous' }).save?.body).toEqual({
      onboarding_step: 1,
      household_size: 4,
    });

    const habits = run(at(STEP.cookingHabits), {
      type: 'setCookingFrequency',
      cookingFrequency: 'Once a week',
    });
    expect(transition(habits, { type: 'next' }).save?.body).toEqual({
      onboarding_step: 4,
      cooking_frequency: 'Once a week',
    });
  });

  test('toggling a preference twice removes it again', () => {
    const state = run(
      at(1),
      { type: 'togglePreference', preference: 'Halal' },
      { type: 'togglePreference', preference: 'Halal' },
    );
    expect(state.dietaryPreferences).toEqual([]);
  });
});

describe('completing and skipping', () => {
  test.each(['complete', 'skip'] as const)('%s sets onboarding_completed and step 6', (type) => {
    const { state, save } = transition(at(STEP.householdInfo), { type });
    expect(state).toMatchObject({ step: 6, completed: true });
    expect(save).toEqual({
      body: { onboarding_completed: true, onboarding_step: 6 },
      failureLog: ONBOARDING_LOG.updateFailed,
    });
  });
});

describe('what the server says', () => {
  test('a completed record jumps the flow to step 6', () => {
    const { state, save } = transition(at(STEP.dietaryPreferences), {
      type: 'loaded',
      record: record({ onboarding_completed: true, onboarding_step: 2 }),
    });
    expect(state).toMatchObject({ step: 6, completed: true });
    expect(save).toBeNull();
  });

  test('an incomplete record resumes at its step with its answers', () => {
    const state = run(at(0), {
      type: 'loaded',
      record: record({
        onboarding_step: 3,
        dietary_preferences: ['Vegan'],
        household_size: 2,
        cooking_frequency: 'Daily',
      }),
    });
    expect(state).toMatchObject({
      step: 3,
      completed: false,
      dietaryPreferences: ['Vegan'],
      householdSize: 2,
      cookingFrequency: 'Daily',
    });
  });
});

describe('restarting', () => {
  test('goes back to step 0, clears the answers and marks onboarding incomplete', () => {
    const done = at(STEP.complete, {
      completed: true,
      dietaryPreferences: ['Vegan', 'Kosher'],
      cookingFrequency: 'Rarely',
      householdSize: 5,
    });
    const { state, save } = transition(done, { type: 'restart' });
    expect(state).toMatchObject({
      step: 0,
      completed: false,
      dietaryPreferences: [],
      cookingFrequency: null,
      householdSize: null,
    });
    expect(save).toEqual({
      body: { action: 'restart_onboarding' },
      failureLog: ONBOARDING_LOG.restartFailed,
    });
  });
});

describe('setting up the pantry and the appliances', () => {
  test('pantry setup advances the step and sends the chosen size (medium by default)', () => {
    const start = at(STEP.pantry);
    expect(start.pantrySize).toBe('medium');
    const { state, save } = transition(start, { type: 'setupPantry' });
    expect(state.step).toBe(6);
    expect(save).toEqual({
      body: { action: 'setup_pantry', pantrySize: 'medium' },
      failureLog: ONBOARDING_LOG.updateFailed,
    });
    const large = run(start, { type: 'setPantrySize', pantrySize: 'large' });
    expect(transition(large, { type: 'setupPantry' }).save?.body).toEqual({
      action: 'setup_pantry',
      pantrySize: 'large',
    });
  });

  test('appliance setup advances the step, completes onboarding and sends the selection', () => {
    const start = run(
      at(STEP.appliances),
      { type: 'catalogueLoaded', commonAppliances: ['oven', 'stovetop'] },
      { type: 'toggleAppliance', slug: 'air-fryer' },
    );
    const { state, save } = transition(start, { type: 'setupAppliances' });
    expect(state).toMatchObject({ step: 5, completed: true });
    expect(save).toEqual({
      body: {
        action: 'setup_appliances',
        selectedAppliances: ['oven', 'stovetop', 'air-fryer'],
        useCommonDefaults: true,
      },
      failureLog: ONBOARDING_LOG.updateFailed,
    });
  });

  test('common appliances are pre-selected while the defaults are kept', () => {
    const state = run(at(STEP.appliances), {
      type: 'catalogueLoaded',
      commonAppliances: ['oven', 'microwave'],
    });
    expect(state.selectedAppliances).toEqual(['oven', 'microwave']);
    expect(state.useCommonDefaults).toBe(true);
  });

  test('turning the defaults off drops the common ones; turning them on brings them back', () => {
    const loaded = run(
      at(STEP.appliances),
      { type: 'catalogueLoaded', commonAppliances: ['oven', 'microwave'] },
      { type: 'toggleAppliance', slug: 'grill' },
    );
    const off = run(loaded, { type: 'setUseCommonDefaults', useCommonDefaults: false });
    expect(off.selectedAppliances).toEqual(['grill']);
    expect(transition(off, { type: 'setupAppliances' }).save?.body).toMatchObject({
      useCommonDefaults: false,
      selectedAppliances: ['grill'],
    });
    const on = run(off, { type: 'setUseCommonDefaults', useCommonDefaults: true });
    expect(on.selectedAppliances).toEqual(['grill', 'oven', 'microwave']);
  });

  test('unticking a common appliance stops using the defaults, so the server does not add it back', () => {
    const state = run(
      at(STEP.appliances),
      { type: 'catalogueLoaded', commonAppliances: ['oven', 'microwave'] },
      { type: 'toggleAppliance', slug: 'oven' },
    );
    expect(state.selectedAppliances).toEqual(['microwave']);
    expect(state.useCommonDefaults).toBe(false);
  });
});
