import type { z } from 'zod';
import {
  DEFAULT_PANTRY_SIZE,
  ONBOARDING_MAX_STEP,
  ONBOARDING_MIN_STEP,
  type CookingFrequencySchema,
  type DietaryPreferenceSchema,
  type OnboardingPost,
  type OnboardingRecord,
  type OnboardingUpdateSchema,
  type PantrySizeSchema,
} from '@shared/contracts/onboarding';

export type DietaryPreference = z.infer<typeof DietaryPreferenceSchema>;
export type CookingFrequency = z.infer<typeof CookingFrequencySchema>;
export type PantrySize = z.infer<typeof PantrySizeSchema>;
type OnboardingUpdate = z.infer<typeof OnboardingUpdateSchema>;

/** Spec §2: the seven steps, in order. */
export const STEP = {
  welcome: 0,
  dietaryPreferences: 1,
  householdInfo: 2,
  cookingHabits: 3,
  appliances: 4,
  pantry: 5,
  complete: 6,
} as const;

export const HOUSEHOLD_SIZE_MIN = 1;
export const HOUSEHOLD_SIZE_MAX = 20;

/** Spec §8: the texts a failed save is logged with. */
export const ONBOARDING_LOG = {
  updateFailed: 'Failed to update onboarding data',
  restartFailed: 'Failed to restart onboarding',
} as const;

export type OnboardingState = {
  step: number;
  completed: boolean;
  dietaryPreferences: DietaryPreference[];
  cookingFrequency: CookingFrequency | null;
  householdSize: number | null;
  pantrySize: PantrySize;
  selectedAppliances: string[];
  useCommonDefaults: boolean;
  /** The catalogue's common appliances, pre-selected while the user keeps the defaults. */
  commonAppliances: string[];
};

export type OnboardingEvent =
  | { type: 'loaded'; record: OnboardingRecord }
  | { type: 'catalogueLoaded'; commonAppliances: string[] }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'complete' }
  | { type: 'skip' }
  | { type: 'restart' }
  | { type: 'togglePreference'; preference: DietaryPreference }
  | { type: 'setHouseholdSize'; householdSize: number | null }
  | { type: 'setCookingFrequency'; cookingFrequency: CookingFrequency }
  | { type: 'setPantrySize'; pantrySize: PantrySize }
  | { type: 'toggleAppliance'; slug: string }
  | { type: 'setUseCommonDefaults'; useCommonDefaults: boolean }
  | { type: 'setupPantry' }
  | { type: 'setupAppliances' };

/** The request a transition asks for, and the text to log when it fails. */
export type OnboardingSave = { body: OnboardingPost; failureLog: string };

export type Transition = { state: OnboardingState; save: OnboardingSave | null };

export const initialOnboardingState: OnboardingState = {
  step: STEP.welcome,
  completed: false,
  dietaryPreferences: [],
  cookingFrequency: null,
  householdSize: null,
  pantrySize: DEFAULT_PANTRY_SIZE,
  selectedAppliances: [],
  useCommonDefaults: true,
  commonAppliances: [],
};

const clampStep = (step: number) => Math.min(ONBOARDING_MAX_STEP, Math.max(ONBOARDING_MIN_STEP, step));

/** The field a step asks about, saved together with the move away from it. */
function fieldOfStep(state: OnboardingState): OnboardingUpdate {
  switch (state.step) {
    case STEP.dietaryPreferences:
      return { dietary_preferences: state.dietaryPreferences };
    case STEP.householdInfo:
      return { household_size: state.householdSize };
    case STEP.cookingHabits:
      return { cooking_frequency: state.cookingFrequency };
    default:
      return {};
  }
}

function update(body: OnboardingPost): OnboardingSave {
  return { body, failureLog: ONBOARDING_LOG.updateFailed };
}

function move(state: OnboardingState, delta: 1 | -1): Transition {
  const step = clampStep(state.step + delta);
  if (step === state.step) return { state, save: null };
  return {
    state: { ...state, step },
    save: update({ onboarding_step: step, ...fieldOfStep(state) }),
  };
}

function finish(state: OnboardingState): Transition {
  return {
    state: { ...state, step: STEP.complete, completed: true },
    save: update({ onboarding_completed: true, onboarding_step: STEP.complete }),
  };
}

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/**
 * The onboarding rules of spec §4 as a pure function: the next state and the save it needs. Moves
 * and setups are optimistic: the step changes at once and stays changed even if the save fails.
 */
export function transition(state: OnboardingState, event: OnboardingEvent): Transition {
  switch (event.type) {
    case 'loaded': {
      const { record } = event;
      const fields = {
        dietaryPreferences: [...record.dietary_preferences],
        cookingFrequency: record.cooking_frequency,
        householdSize: record.household_size,
      };
      if (record.onboarding_completed) {
        return { state: { ...state, ...fields, completed: true, step: STEP.complete }, save: null };
      }
      return {
        state: { ...state, ...fields, completed: false, step: clampStep(record.onboarding_step) },
        save: null,
      };
    }
    case 'catalogueLoaded': {
      const commonAppliances = [...event.commonAppliances];
      const selectedAppliances = state.useCommonDefaults
        ? [...new Set([...state.selectedAppliances, ...commonAppliances])]
        : state.selectedAppliances;
      return { state: { ...state, commonAppliances, selectedAppliances }, save: null };
    }
    case 'next':
      return move(state, 1);
    case 'previous':
      return move(state, -1);
    case 'complete':
    case 'skip':
      return finish(state);
    case 'restart':
      return {
        state: {
          ...state,
          step: STEP.welcome,
          completed: false,
          dietaryPreferences: [],
          cookingFrequency: null,
          householdSize: null,
        },
        save: { body: { action: 'restart_onboarding' }, failureLog: ONBOARDING_LOG.restartFailed },
      };
    case 'togglePreference':
      return {
        state: { ...state, dietaryPreferences: toggle(state.dietaryPreferences, event.preference) },
        save: null,
      };
    case 'setHouseholdSize':
      return { state: { ...state, householdSize: event.householdSize }, save: null };
    case 'setCookingFrequency':
      return { state: { ...state, cookingFrequency: event.cookingFrequency }, save: null };
    case 'setPantrySize':
      return { state: { ...state, pantrySize: event.pantrySize }, save: null };
    case 'toggleAppliance': {
      const selectedAppliances = toggle(state.selectedAppliances, event.slug);
      // Unticking a common appliance means the user no longer wants the defaults added for them.
      const droppedCommon =
        state.commonAppliances.includes(event.slug) && !selectedAppliances.includes(event.slug);
      return {
        state: {
          ...state,
          selectedAppliances,
          useCommonDefaults: droppedCommon ? false : state.useCommonDefaults,
        },
        save: null,
      };
    }
    case 'setUseCommonDefaults': {
      const common = state.commonAppliances;
      const selectedAppliances = event.useCommonDefaults
        ? [...new Set([...state.selectedAppliances, ...common])]
        : state.selectedAppliances.filter((slug) => !common.includes(slug));
      return {
        state: { ...state, useCommonDefaults: event.useCommonDefaults, selectedAppliances },
        save: null,
      };
    }
    case 'setupPantry':
      return {
        state: { ...state, step: clampStep(state.step + 1) },
        save: update({ action: 'setup_pantry', pantrySize: state.pantrySize }),
      };
    case 'setupAppliances':
      return {
        state: { ...state, step: clampStep(state.step + 1), completed: true },
        save: update({
          action: 'setup_appliances',
          selectedAppliances: state.selectedAppliances,
          useCommonDefaults: state.useCommonDefaults,
        }),
      };
  }
}
