/**
 * One-click meal prep: one batch-cooking session for several recipes, planned as a timeline for
 * one cook and the household's appliances. Each step of each recipe becomes a task; knife work that
 * several recipes ask of the same food (two recipes that both chop onions) becomes one task at the
 * start; then the tasks are placed in time so that the oven bakes while the cook works at the hob.
 *
 * How a step is read (time, appliance, passive or not) and which ingredient lines are knife work:
 * prep-step-reading.ts.
 *
 * Knife work shared by recipes: a cut ingredient line for a food (catalogue key, else normalised
 * name) that two or more recipes prepare becomes one 'prep' task: its action ('prepare' when the
 * cuts differ), the food, each line's amount, 2 minutes and 1 more per further recipe. The first
 * step of each of those recipes waits for it.
 *
 * Scheduling is non-delay list scheduling over simulated minutes: whenever a task's dependencies
 * have finished and what it needs is free (the cook for active work, a slot of its appliance), it
 * starts; among ready tasks the longest remaining path goes first, ties by recipe then step order.
 * Appliance slots come from `capacity` (`capacity[appliance] ?? 1`, at least 1 so that no task
 * waits forever). `sequentialMinutes` is every recipe's steps back to back, each recipe doing its
 * own share of the merged prep (2 minutes a food). Pure: no I/O, no clock, the same input gives
 * the same plan.
 */
import type { PrepTask } from '../contracts/meal-plans';
import type { Language } from '../settings-options';
import { normalizeFoodName } from './food-catalogue';
import { lineAction, readStep, type PrepAction } from './prep-step-reading';

export type PrepRecipe = {
  /** The recipe's public id. */
  id: string;
  title: string;
  language: Language;
  /** The recipe's step texts, in order. */
  steps: string[];
  ingredients: Array<{
    text: string;
    foodKey: string | null;
    foodName: string | null;
    preparation: string | null;
    quantityText: string | null;
  }>;
  /** Appliance catalogue slugs the recipe requires ("oven", "stovetop", "air-fryer"…). */
  appliances: string[];
  /** The recipe's stated total time, if any (not used to time steps: their text does). */
  totalMinutes: number | null;
};

/** How many dishes each appliance holds at once; an appliance not named holds one. */
export type ApplianceCapacity = Record<string, number>;

/** Two oven racks and four burners; every other appliance holds one dish. */
export const DEFAULT_CAPACITY: ApplianceCapacity = Object.freeze({ oven: 2, stovetop: 4 });

export type ScheduledTask = PrepTask;

export type PrepSchedule = {
  /** By start minute, then merged prep first, then recipe order and step order. */
  tasks: ScheduledTask[];
  /** When the last task ends. */
  totalMinutes: number;
  /** The same recipes cooked one after the other, each doing its own prep. */
  sequentialMinutes: number;
};

// ---------------------------------------------------------------------------------------------
// Durations

/** A merged prep task: 2 minutes, and 1 more for each further recipe it serves. */
const PREP_MINUTES = 2;
const PREP_MINUTES_PER_EXTRA_RECIPE = 1;
/** Task ids must fit the progress input (80 characters). */
const PREP_ID_FOOD_MAX = 60;

// ---------------------------------------------------------------------------------------------
// Knife work shared across recipes

type PrepGroup = {
  id: string;
  food: string;
  actions: Set<PrepAction>;
  amounts: string[];
  /** Indexes of the recipes it serves, in recipe order. */
  recipes: number[];
};

function mergedPrep(recipes: readonly PrepRecipe[]): PrepGroup[] {
  const groups = new Map<string, PrepGroup>();
  recipes.forEach((recipe, index) => {
    for (const line of recipe.ingredients) {
      const action = lineAction(line, recipe.language);
      if (action === null) continue;
      const name = line.foodName ? normalizeFoodName(line.foodName) : '';
      const food = line.foodKey ?? (name.length > 0 ? name : null);
      if (food === null) continue;
      const groupKey = `${line.foodKey !== null ? 'key' : 'name'}\u0000${food}`;
      let group = groups.get(groupKey);
      if (!group) {
        group = { id: '', food, actions: new Set(), amounts: [], recipes: [] };
        groups.set(groupKey, group);
      }
      group.actions.add(action);
      const amount = line.quantityText?.trim() ? line.quantityText : line.text;
      group.amounts.push(amount);
      if (!group.recipes.includes(index)) group.recipes.push(index);
    }
  });
  const merged = [...groups.values()].filter((group) => group.recipes.length >= 2);
  const ids = new Set<string>();
  for (const group of merged) {
    const base = `prep:${group.food.slice(0, PREP_ID_FOOD_MAX)}`;
    let id = base;
    for (let n = 2; ids.has(id); n++) id = `${base}~${n}`;
    ids.add(id);
    group.id = id;
  }
  return merged;
}

// ---------------------------------------------------------------------------------------------
// Scheduling

type Node = {
  task: Omit<ScheduledTask, 'startMinute'>;
  /** Merged prep first, then recipe order and step order. */
  order: number;
  deps: number[];
  successors: number[];
  /** This task's minutes and the longest chain of tasks after it. */
  tail: number;
};

function slots(capacity: ApplianceCapacity, appliance: string): number {
  const value = Object.hasOwn(capacity, appliance) ? capacity[appliance] : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : 1;
}

/** Recipe ids may repeat (a dish cooked twice): later copies get "~2", "~3" in their task ids. */
function taskPrefixes(recipes: readonly PrepRecipe[]): string[] {
  const seen = new Map<string, number>();
  return recipes.map((recipe) => {
    const count = (seen.get(recipe.id) ?? 0) + 1;
    seen.set(recipe.id, count);
    return count === 1 ? recipe.id : `${recipe.id}~${count}`;
  });
}

/**
 * Plans one batch-cooking session for the recipes: tasks (merged knife work, then every step of
 * every recipe), each with its start minute, and how long the session takes against cooking the
 * recipes one after the other. See the top of this file for how tasks are merged and placed, and
 * prep-step-reading.ts for how steps are read.
 */
export function schedulePrepSession(
  recipes: PrepRecipe[],
  capacity: ApplianceCapacity = DEFAULT_CAPACITY,
): PrepSchedule {
  const nodes: Node[] = [];
  const add = (task: Node['task'], deps: number[]): number => {
    const index = nodes.length;
    nodes.push({ task, order: index, deps, successors: [], tail: 0 });
    for (const dep of deps) nodes[dep]!.successors.push(index);
    return index;
  };

  const groups = mergedPrep(recipes);
  const prepOf = recipes.map(() => [] as number[]);
  for (const group of groups) {
    const index = add(
      {
        id: group.id,
        kind: 'prep',
        text: null,
        action: group.actions.size === 1 ? [...group.actions][0]! : 'prepare',
        food: group.food,
        amounts: group.amounts,
        recipeIds: [...new Set(group.recipes.map((r) => recipes[r]!.id))],
        appliance: null,
        passive: false,
        minutes: PREP_MINUTES + PREP_MINUTES_PER_EXTRA_RECIPE * (group.recipes.length - 1),
        timerSeconds: null,
        dependsOn: [],
      },
      [],
    );
    for (const r of group.recipes) prepOf[r]!.push(index);
  }

  const prefixes = taskPrefixes(recipes);
  let sequentialMinutes = 0;
  recipes.forEach((recipe, r) => {
    sequentialMinutes += PREP_MINUTES * prepOf[r]!.length;
    let previous: number | null = null;
    recipe.steps.forEach((text, s) => {
      const reading = readStep(text, recipe);
      const deps: number[] = previous === null ? [...prepOf[r]!] : [previous];
      previous = add(
        {
          id: `${prefixes[r]}:s${s}`,
          kind: 'step',
          text,
          action: null,
          food: null,
          amounts: [],
          recipeIds: [recipe.id],
          appliance: reading.appliance,
          passive: reading.passive,
          minutes: reading.minutes,
          timerSeconds: reading.timerSeconds,
          dependsOn: deps.map((dep) => nodes[dep]!.task.id),
        },
        deps,
      );
      sequentialMinutes += reading.minutes;
    });
  });

  // Successors always come later in `nodes`, so one backward pass gives each remaining path.
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i]!;
    node.tail = node.task.minutes + Math.max(0, ...node.successors.map((next) => nodes[next]!.tail));
  }

  const start: Array<number | null> = nodes.map(() => null);
  const end: Array<number | null> = nodes.map(() => null);
  const inUse = new Map<string, number>();
  let cookBusy = false;
  let running: number[] = [];
  let finished = 0;
  let time = 0;
  const byPriority = [...nodes.keys()].sort(
    (a, b) => nodes[b]!.tail - nodes[a]!.tail || nodes[a]!.order - nodes[b]!.order,
  );

  while (finished < nodes.length) {
    for (const i of byPriority) {
      const { task, deps } = nodes[i]!;
      if (start[i] !== null || !deps.every((dep) => end[dep] !== null && end[dep]! <= time)) continue;
      if (!task.passive && cookBusy) continue;
      if (task.appliance !== null && (inUse.get(task.appliance) ?? 0) >= slots(capacity, task.appliance))
        continue;
      start[i] = time;
      running.push(i);
      if (!task.passive) cookBusy = true;
      if (task.appliance !== null) inUse.set(task.appliance, (inUse.get(task.appliance) ?? 0) + 1);
    }
    if (running.length === 0) throw new Error('prep scheduling made no progress');
    time = Math.min(...running.map((i) => start[i]! + nodes[i]!.task.minutes));
    running = running.filter((i) => {
      if (start[i]! + nodes[i]!.task.minutes > time) return true;
      const { task } = nodes[i]!;
      end[i] = time;
      finished++;
      if (!task.passive) cookBusy = false;
      if (task.appliance !== null) inUse.set(task.appliance, inUse.get(task.appliance)! - 1);
      return false;
    });
  }

  const tasks = [...nodes.keys()]
    .sort((a, b) => start[a]! - start[b]! || nodes[a]!.order - nodes[b]!.order)
    .map((i): ScheduledTask => {
      const { task } = nodes[i]!;
      return {
        id: task.id,
        kind: task.kind,
        text: task.text,
        action: task.action,
        food: task.food,
        amounts: task.amounts,
        recipeIds: task.recipeIds,
        appliance: task.appliance,
        passive: task.passive,
        startMinute: start[i]!,
        minutes: task.minutes,
        timerSeconds: task.timerSeconds,
        dependsOn: task.dependsOn,
      };
    });
  return { tasks, totalMinutes: Math.max(0, ...end.map((e) => e ?? 0)), sequentialMinutes };
}
