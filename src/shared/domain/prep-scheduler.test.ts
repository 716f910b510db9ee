import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { PrepTaskSchema } from '../contracts/meal-plans';
import type { Language } from '../settings-options';
import {
  DEFAULT_CAPACITY,
  schedulePrepSession,
  type ApplianceCapacity,
  type PrepRecipe,
  type PrepSchedule,
  type ScheduledTask,
} from './prep-scheduler';

type Ingredient = PrepRecipe['ingredients'][number];

function recipe(id: string, steps: string[], extra: Partial<PrepRecipe> = {}): PrepRecipe {
  return {
    id,
    title: id,
    language: 'en',
    steps,
    ingredients: [],
    appliances: [],
    totalMinutes: null,
    ...extra,
  };
}

function line(
  text: string,
  foodKey: string | null,
  preparation: string | null,
  quantityText: string | null = null,
  foodName: string | null = foodKey,
): Ingredient {
  return { text, foodKey, foodName, preparation, quantityText };
}

/** The one step task of a one-step recipe read in `language`. */
function readStep(text: string, language: Language = 'en', appliances: string[] = []): ScheduledTask {
  const [task] = schedulePrepSession([recipe('r', [text], { language, appliances })]).tasks;
  return task!;
}

const byId = (schedule: PrepSchedule) => new Map(schedule.tasks.map((task) => [task.id, task]));
const end = (task: ScheduledTask) => task.startMinute + task.minutes;
const overlaps = (a: ScheduledTask, b: ScheduledTask) => a.startMinute < end(b) && b.startMinute < end(a);

// ---------------------------------------------------------------------------------------------
// The checks every schedule must pass, used by the examples and the property tests.

function expectValid(
  recipes: PrepRecipe[],
  schedule: PrepSchedule,
  capacity: ApplianceCapacity = DEFAULT_CAPACITY,
) {
  const tasks = byId(schedule);
  // Ids are unique, every task fits the contract exactly.
  expect(tasks.size).toBe(schedule.tasks.length);
  for (const task of schedule.tasks) {
    expect(PrepTaskSchema.strict().parse(task)).toEqual(task);
    expect(Number.isInteger(task.startMinute) && task.startMinute >= 0).toBe(true);
    expect(Number.isInteger(task.minutes) && task.minutes >= 1).toBe(true);
    expect(task.id.length).toBeLessThanOrEqual(80);
  }
  // Every dependency ends before its dependent starts.
  for (const task of schedule.tasks) {
    for (const dep of task.dependsOn) {
      const before = tasks.get(dep);
      expect(before, `${task.id} depends on ${dep}`).toBeDefined();
      expect(end(before!)).toBeLessThanOrEqual(task.startMinute);
    }
  }
  // No appliance above its capacity, and the cook does one active task at a time.
  for (const task of schedule.tasks) {
    const at = task.startMinute;
    const running = schedule.tasks.filter((other) => other.startMinute <= at && at < end(other));
    if (task.appliance !== null) {
      const sharing = running.filter((other) => other.appliance === task.appliance).length;
      expect(sharing).toBeLessThanOrEqual(Math.max(1, Math.floor(capacity[task.appliance] ?? 1)));
    }
    if (!task.passive) expect(running.filter((other) => !other.passive)).toHaveLength(1);
  }
  // Sorted by start minute.
  const starts = schedule.tasks.map((task) => task.startMinute);
  expect(starts).toEqual([...starts].sort((a, b) => a - b));
  // Every step of every recipe once, with its text, in a chain.
  const steps = schedule.tasks.filter((task) => task.kind === 'step');
  expect(steps).toHaveLength(recipes.reduce((sum, r) => sum + r.steps.length, 0));
  const seen = new Map<string, number>();
  for (const r of recipes) {
    const copy = (seen.get(r.id) ?? 0) + 1;
    seen.set(r.id, copy);
    const prefix = copy === 1 ? r.id : `${r.id}~${copy}`;
    r.steps.forEach((text, i) => {
      const task = tasks.get(`${prefix}:s${i}`);
      expect(task?.text).toBe(text);
      expect(task?.recipeIds).toEqual([r.id]);
      if (i > 0) expect(task?.dependsOn).toEqual([`${prefix}:s${i - 1}`]);
    });
  }
  // The session ends with its last task and is never longer than cooking one recipe after another.
  expect(schedule.totalMinutes).toBe(Math.max(0, ...schedule.tasks.map(end)));
  expect(schedule.totalMinutes).toBeLessThanOrEqual(schedule.sequentialMinutes);
  // …nor shorter than any recipe's own chain of steps.
  for (const r of recipes) {
    const own = steps.filter((task) => task.recipeIds[0] === r.id && task.id.startsWith(`${r.id}:`));
    expect(schedule.totalMinutes).toBeGreaterThanOrEqual(own.reduce((sum, task) => sum + task.minutes, 0));
  }
}

// ---------------------------------------------------------------------------------------------

describe('an empty session', () => {
  test('has no tasks and takes no time', () => {
    expect(schedulePrepSession([])).toEqual({ tasks: [], totalMinutes: 0, sequentialMinutes: 0 });
  });

  test('a recipe without steps adds nothing', () => {
    expect(schedulePrepSession([recipe('a', [])])).toEqual({
      tasks: [],
      totalMinutes: 0,
      sequentialMinutes: 0,
    });
  });
});

describe('default capacity', () => {
  test('two oven racks, four burners, one of anything else', () => {
    expect(DEFAULT_CAPACITY).toEqual({ oven: 2, stovetop: 4 });
  });
});

describe('reading a step', () => {
  test.each<[Language, string]>([
    ['en', 'Bake for 25 minutes until golden.'],
    ['es', 'Hornea durante 25 minutos, hasta que esté dorado.'],
    ['fr', 'Enfournez pour 25 minutes, jusqu’à ce que ce soit doré.'],
    ['de', 'Im Ofen 25 Minuten backen, bis alles goldbraun ist.'],
    ['zh', '放入烤箱，烤25分钟至表面金黄。'],
  ])('a bake step in %s is the oven, passive, timed', (language, text) => {
    expect(readStep(text, language)).toMatchObject({
      kind: 'step',
      text,
      appliance: 'oven',
      passive: true,
      minutes: 25,
      timerSeconds: 1500,
      action: null,
      food: null,
      amounts: [],
    });
  });

  test.each<[Language, string]>([
    ['en', 'Cover and simmer for 20 minutes.'],
    ['es', 'Cuece a fuego lento durante 20 minutos.'],
    ['fr', 'Laissez mijoter 20 minutes.'],
    ['de', '20 Minuten köcheln lassen.'],
    ['zh', '转小火炖20分钟。'],
  ])('a simmer in %s is the hob, passive', (language, text) => {
    expect(readStep(text, language)).toMatchObject({ appliance: 'stovetop', passive: true, minutes: 20 });
  });

  test.each<[Language, string]>([
    ['en', 'Fry the onion in a pan for 5 minutes.'],
    ['es', 'Sofríe la cebolla en una sartén 5 minutos.'],
    ['fr', "Faites revenir l'oignon dans une poêle 5 minutes."],
    ['de', 'Die Zwiebel in der Pfanne 5 Minuten braten.'],
    ['zh', '洋葱下锅炒5分钟。'],
  ])('frying in %s is the hob, active', (language, text) => {
    expect(readStep(text, language)).toMatchObject({
      appliance: 'stovetop',
      passive: false,
      minutes: 5,
      timerSeconds: 300,
    });
  });

  test.each<[Language, string]>([
    ['en', 'Let the dough rest for 30 minutes.'],
    ['es', 'Deja reposar la masa 30 minutos.'],
    ['fr', 'Laissez reposer la pâte 30 minutes.'],
    ['de', 'Den Teig 30 Minuten ruhen lassen.'],
    ['zh', '面团静置30分钟。'],
  ])('resting in %s is passive and needs no appliance', (language, text) => {
    expect(readStep(text, language)).toMatchObject({ appliance: null, passive: true, minutes: 30 });
  });

  test.each<[Language, string]>([
    ['en', 'Marinate the chicken in the fridge for 2 hours.'],
    ['es', 'Marinar el pollo en la nevera 2 horas.'],
    ['fr', 'Faites mariner le poulet 2 heures au frigo.'],
    ['de', 'Das Hähnchen 2 Stunden im Kühlschrank marinieren.'],
    ['zh', '鸡肉腌2小时。'],
  ])('marinating in %s is passive', (language, text) => {
    expect(readStep(text, language)).toMatchObject({ passive: true, minutes: 120, timerSeconds: 7200 });
  });

  test('a range counts from its lower end, seconds round up to whole minutes', () => {
    expect(readStep('Bake for 25–30 minutes.')).toMatchObject({ minutes: 25, timerSeconds: 1500 });
    expect(readStep('Microwave for 90 seconds.')).toMatchObject({
      appliance: 'microwave',
      minutes: 2,
      timerSeconds: 90,
      passive: false,
    });
  });

  test('of several timers the longest counts', () => {
    expect(readStep('Cook on low for 8 hours, or on high for 4 hours.', 'en', ['slow-cooker'])).toMatchObject(
      { appliance: 'slow-cooker', passive: true, minutes: 480, timerSeconds: 28800 },
    );
  });

  test('work without a timer is estimated: 5 minutes, 10 for a long step', () => {
    expect(readStep('Chop the herbs and mix them with the oil.')).toMatchObject({
      appliance: null,
      passive: false,
      minutes: 5,
      timerSeconds: null,
    });
    const long = `Chop the herbs finely. ${'Then mix everything together carefully. '.repeat(8)}`;
    expect(readStep(long)).toMatchObject({ minutes: 10, timerSeconds: null });
    // A Han character counts as three.
    expect(readStep('把香草切碎。'.repeat(20), 'zh')).toMatchObject({ minutes: 10 });
  });

  test.each<[Language, string]>([
    ['en', 'Preheat the oven to 200 °C.'],
    ['es', 'Precalienta el horno a 200 °C.'],
    ['fr', 'Préchauffez le four à 200 °C.'],
    ['de', 'Den Backofen auf 200 °C vorheizen.'],
    ['zh', '烤箱预热至200°C。'],
  ])('preheating in %s takes the oven 10 minutes, passively', (language, text) => {
    expect(readStep(text, language)).toMatchObject({
      appliance: 'oven',
      passive: true,
      minutes: 10,
      timerSeconds: null,
    });
  });

  test('a generic word becomes an appliance the recipe lists', () => {
    expect(readStep('Roast for 20 minutes, shaking halfway.', 'en', ['air-fryer'])).toMatchObject({
      appliance: 'air-fryer',
      passive: true,
    });
    expect(readStep('Cook for 40 minutes.', 'en', ['rice-cooker'])).toMatchObject({
      appliance: 'rice-cooker',
      passive: true,
    });
    expect(readStep('Simmer for 20 minutes.', 'en', ['stovetop', 'oven'])).toMatchObject({
      appliance: 'stovetop',
    });
    // Lists nothing: the generic appliance.
    expect(readStep('Cook the pasta for 10 minutes.')).toMatchObject({
      appliance: 'stovetop',
      passive: false,
    });
  });

  test('a pan is its own appliance only when the recipe lists it', () => {
    expect(readStep('Stir-fry in the wok for 2 minutes.', 'en', ['stovetop', 'wok'])).toMatchObject({
      appliance: 'wok',
    });
    expect(readStep('Stir-fry in the wok for 2 minutes.', 'en', ['stovetop'])).toMatchObject({
      appliance: 'stovetop',
    });
  });

  test('appliances named by name', () => {
    expect(readStep('Transfer to the slow cooker and cook on low for 6 hours.')).toMatchObject({
      appliance: 'slow-cooker',
      passive: true,
    });
    expect(readStep('Cook at high pressure for 12 minutes.', 'en', ['pressure-cooker'])).toMatchObject({
      appliance: 'pressure-cooker',
      passive: true,
    });
    expect(readStep('Reis im Reiskocher 40 Minuten garen.', 'de')).toMatchObject({
      appliance: 'rice-cooker',
    });
    expect(readStep('放入空气炸锅，200°C炸15分钟。', 'zh', ['air-fryer'])).toMatchObject({
      appliance: 'air-fryer',
      passive: true,
    });
    expect(readStep('Blend until smooth.', 'en', ['food-processor'])).toMatchObject({
      appliance: 'food-processor',
    });
    expect(readStep('Mixez la soupe au mixeur plongeant.', 'fr')).toMatchObject({
      appliance: 'immersion-blender',
    });
  });

  test('the clause with the timer decides over the rest of the step', () => {
    expect(
      readStep('Microwave the butter until melted, then pour over and bake for 30 minutes.'),
    ).toMatchObject({ appliance: 'oven', passive: true, minutes: 30 });
    expect(readStep('Preheat the oven. Fry the onions in a pan for 5 minutes.')).toMatchObject({
      appliance: 'stovetop',
      passive: false,
      minutes: 5,
    });
  });

  test('work that needs constant attention stays active', () => {
    expect(readStep('Simmer for 10 minutes, stirring constantly.')).toMatchObject({ passive: false });
    expect(readStep('Add the rest of the oil and fry for 2 minutes.')).toMatchObject({ passive: false });
    expect(readStep('Stir in the chilli flakes and cook for 1 minute.')).toMatchObject({ passive: false });
  });

  test('a baking sheet is not the oven', () => {
    expect(readStep('Line a baking sheet with baking paper.')).toMatchObject({ appliance: null });
    expect(readStep('Ein Backblech mit Backpapier auslegen.', 'de')).toMatchObject({ appliance: null });
  });
});

describe('merged prep', () => {
  const soup = recipe('soup', ['Fry the onion for 5 minutes.', 'Simmer for 20 minutes.'], {
    ingredients: [line('1 onion, chopped', 'onions', 'chopped', '1'), line('1 l stock', 'stock', null)],
  });
  const curry = recipe('curry', ['Fry the onions for 8 minutes.', 'Simmer for 30 minutes.'], {
    ingredients: [line('2 onions, finely chopped', 'onions', 'finely chopped', '2')],
  });

  test('two recipes that chop onions share one prep task at the start', () => {
    const schedule = schedulePrepSession([soup, curry]);
    const prep = schedule.tasks.filter((task) => task.kind === 'prep');
    expect(prep).toEqual([
      {
        id: 'prep:onions',
        kind: 'prep',
        text: null,
        action: 'chop',
        food: 'onions',
        amounts: ['1', '2'],
        recipeIds: ['soup', 'curry'],
        appliance: null,
        passive: false,
        startMinute: 0,
        minutes: 3,
        timerSeconds: null,
        dependsOn: [],
      },
    ]);
    const tasks = byId(schedule);
    expect(tasks.get('soup:s0')!.dependsOn).toEqual(['prep:onions']);
    expect(tasks.get('curry:s0')!.dependsOn).toEqual(['prep:onions']);
    expect(tasks.get('curry:s1')!.dependsOn).toEqual(['curry:s0']);
    expect(schedule.tasks[0]!.id).toBe('prep:onions');
    expectValid([soup, curry], schedule);
  });

  test('sequential time counts the prep once per recipe, not merged', () => {
    const schedule = schedulePrepSession([soup, curry]);
    // 2 minutes of prep each, then 5 + 20 and 8 + 30.
    expect(schedule.sequentialMinutes).toBe(2 + 25 + 2 + 38);
    expect(schedule.totalMinutes).toBeLessThan(schedule.sequentialMinutes);
  });

  test('a food only one recipe prepares stays in its steps', () => {
    const schedule = schedulePrepSession([soup, recipe('salad', ['Toss.'])]);
    expect(schedule.tasks.filter((task) => task.kind === 'prep')).toEqual([]);
    expect(byId(schedule).get('soup:s0')!.dependsOn).toEqual([]);
  });

  test('different cuts make a "prepare" task; amounts fall back to the line text', () => {
    const a = recipe('a', ['Cook.'], { ingredients: [line('1 carrot, diced', 'carrots', 'diced')] });
    const b = recipe('b', ['Cook.'], {
      ingredients: [line('2 carrots, grated', 'carrots', 'peeled and grated')],
    });
    const c = recipe('c', ['Cook.'], { ingredients: [line('1 carrot, sliced', 'carrots', 'sliced', '')] });
    const [prep] = schedulePrepSession([a, b, c]).tasks;
    expect(prep).toMatchObject({
      id: 'prep:carrots',
      action: 'prepare',
      amounts: ['1 carrot, diced', '2 carrots, grated', '1 carrot, sliced'],
      recipeIds: ['a', 'b', 'c'],
      minutes: 4,
    });
  });

  test('foods without a catalogue key meet by their normalised name', () => {
    const a = recipe('a', ['Cook.'], {
      ingredients: [line('2 Shallots, minced', null, 'minced', '2', 'Shallots')],
    });
    const b = recipe('b', ['Cook.'], {
      ingredients: [line('1 shallot, minced', null, 'minced', '1', 'shallots')],
    });
    const [prep] = schedulePrepSession([a, b]).tasks;
    expect(prep).toMatchObject({
      id: 'prep:shallots',
      action: 'mince',
      food: 'shallots',
      amounts: ['2', '1'],
    });
  });

  test('the five languages’ knife words, and the parser’s unread Chinese cuts', () => {
    const lines: Array<[Language, Ingredient]> = [
      ['es', line('1 cebolla picada', 'onions', 'picada')],
      ['fr', line('1 oignon haché', 'onions', 'haché')],
      ['de', line('1 Zwiebel, gehackt', 'onions', 'gehackt')],
      ['zh', line('洋葱 1个，切碎', 'onions', '切碎')],
      ['zh', line('洋葱 2个，剁碎', 'onions', null)],
    ];
    const recipes = lines.map(([language, ingredient], i) =>
      recipe(`r${i}`, ['Cook.'], { language, ingredients: [ingredient] }),
    );
    const [prep] = schedulePrepSession(recipes.slice(0, 4)).tasks;
    expect(prep).toMatchObject({ action: 'chop', recipeIds: ['r0', 'r1', 'r2', 'r3'] });
    const [mixed] = schedulePrepSession(recipes).tasks;
    expect(mixed).toMatchObject({ action: 'prepare', recipeIds: ['r0', 'r1', 'r2', 'r3', 'r4'] });
  });

  test('what is not knife work, or comes in a tin, is not merged', () => {
    const a = recipe('a', ['Cook.'], {
      ingredients: [
        line('50 g butter, melted', 'butter', 'melted'),
        line('2 latas de tomate troceado', 'tomatoes', 'troceado'),
      ],
      language: 'es',
    });
    const b = recipe('b', ['Cook.'], {
      ingredients: [
        line('20 g butter, melted', 'butter', 'melted'),
        line('1 lata de tomate troceado', 'tomatoes', 'troceado'),
      ],
      language: 'es',
    });
    expect(schedulePrepSession([a, b]).tasks.filter((task) => task.kind === 'prep')).toEqual([]);
  });
});

describe('scheduling', () => {
  const bake = recipe('bake', ['Preheat the oven to 180 °C.', 'Mix the batter.', 'Bake for 40 minutes.']);
  const stew = recipe('stew', [
    'Brown the beef in a pot for 10 minutes.',
    'Cover and simmer for 60 minutes.',
  ]);

  test('the oven bakes while the cook works at the hob', () => {
    const schedule = schedulePrepSession([bake, stew]);
    const tasks = byId(schedule);
    expect(overlaps(tasks.get('bake:s2')!, tasks.get('stew:s1')!)).toBe(true);
    // The stew's long chain goes first: its browning starts at 0, beside the preheat.
    expect(tasks.get('stew:s0')!.startMinute).toBe(0);
    expect(tasks.get('bake:s0')!.startMinute).toBe(0);
    expect(schedule.totalMinutes).toBe(70);
    expect(schedule.sequentialMinutes).toBe(10 + 5 + 40 + 10 + 60);
    expectValid([bake, stew], schedule);
  });

  test('ids are stable: recipe id and step index, copies of a recipe numbered', () => {
    const schedule = schedulePrepSession([bake, bake]);
    expect(schedule.tasks.map((task) => task.id).sort()).toEqual(
      ['bake:s0', 'bake:s1', 'bake:s2', 'bake~2:s0', 'bake~2:s1', 'bake~2:s2'].sort(),
    );
    expectValid([bake, bake], schedule);
  });

  test('the oven holds two dishes by default, one when told so', () => {
    const three = ['a', 'b', 'c'].map((id) => recipe(id, ['Bake for 30 minutes.']));
    const twoRacks = schedulePrepSession(three);
    expect(twoRacks.tasks.map((task) => task.startMinute)).toEqual([0, 0, 30]);
    expect(twoRacks.totalMinutes).toBe(60);
    const oneRack = schedulePrepSession(three, { oven: 1 });
    expect(oneRack.tasks.map((task) => task.startMinute)).toEqual([0, 30, 60]);
    expectValid(three, oneRack, { oven: 1 });
  });

  test('a capacity below one still lets every task run', () => {
    const two = ['a', 'b'].map((id) => recipe(id, ['Bake for 30 minutes.']));
    expect(schedulePrepSession(two, { oven: 0 }).totalMinutes).toBe(60);
    expect(schedulePrepSession(two, { oven: Number.NaN }).totalMinutes).toBe(60);
  });

  test('ties go by recipe order, then step order', () => {
    const a = recipe('a', ['Chop the herbs.']);
    const b = recipe('b', ['Chop the parsley.']);
    expect(schedulePrepSession([a, b]).tasks.map((task) => task.id)).toEqual(['a:s0', 'b:s0']);
    expect(schedulePrepSession([b, a]).tasks.map((task) => task.id)).toEqual(['b:s0', 'a:s0']);
  });

  test('does not change its input', () => {
    const input = [bake, stew];
    const copy = structuredClone(input);
    schedulePrepSession(input, { oven: 1 });
    expect(input).toEqual(copy);
  });
});

// ---------------------------------------------------------------------------------------------
// Property tests

const LANGUAGES: readonly Language[] = ['en', 'es', 'fr', 'de', 'zh'];

/** Steps in each language; `n` is a number of minutes. */
const STEP_TEMPLATES: Record<Language, Array<(n: number) => string>> = {
  en: [
    (n) => `Bake for ${n} minutes.`,
    (n) => `Simmer for ${n} minutes.`,
    (n) => `Fry the onions in a pan for ${n} minutes.`,
    () => 'Preheat the oven to 200 °C.',
    (n) => `Let it rest for ${n} minutes.`,
    () => 'Blend until smooth.',
    (n) => `Transfer to the slow cooker and cook on low for ${n} minutes.`,
    (n) => `Microwave for ${n} minutes.`,
    () => 'Chop the herbs and stir everything together.',
    (n) => `Grill for ${n} minutes, turning once.`,
  ],
  es: [
    (n) => `Hornea durante ${n} minutos.`,
    (n) => `Cuece a fuego lento ${n} minutos.`,
    (n) => `Sofríe la cebolla en una sartén ${n} minutos.`,
    () => 'Precalienta el horno a 200 °C.',
    (n) => `Deja reposar ${n} minutos.`,
    () => 'Tritura hasta obtener un puré.',
    () => 'Pica las hierbas y mézclalo todo.',
  ],
  fr: [
    (n) => `Enfournez pour ${n} minutes.`,
    (n) => `Laissez mijoter ${n} minutes.`,
    (n) => `Faites revenir l'oignon dans une poêle ${n} minutes.`,
    () => 'Préchauffez le four à 200 °C.',
    (n) => `Laissez reposer ${n} minutes.`,
    () => 'Hachez les herbes et mélangez le tout.',
  ],
  de: [
    (n) => `Im Ofen ${n} Minuten backen.`,
    (n) => `${n} Minuten köcheln lassen.`,
    (n) => `Die Zwiebel in der Pfanne ${n} Minuten braten.`,
    () => 'Den Backofen auf 200 °C vorheizen.',
    (n) => `${n} Minuten ruhen lassen.`,
    () => 'Die Kräuter hacken und alles vermischen.',
  ],
  zh: [
    (n) => `放入烤箱烤${n}分钟。`,
    (n) => `小火炖${n}分钟。`,
    (n) => `洋葱下锅炒${n}分钟。`,
    () => '烤箱预热至200°C。',
    (n) => `静置${n}分钟。`,
    () => '把香草切碎，全部拌匀。',
  ],
};

const FOODS: ReadonlyArray<[string | null, string]> = [
  ['onions', 'onion'],
  ['garlic', 'garlic'],
  ['carrots', 'carrot'],
  [null, 'Shallots'],
  [null, 'lemongrass'],
];
const PREPARATIONS = [
  'chopped',
  'diced',
  'sliced',
  'finely chopped',
  'peeled and grated',
  'melted',
  'picado',
  'gehackt',
  '切丁',
  null,
];
const APPLIANCES = [
  'oven',
  'stovetop',
  'slow-cooker',
  'microwave',
  'blender',
  'food-processor',
  'air-fryer',
  'wok',
  'grill',
];

const stepArb = (language: Language) =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .tuple(fc.constantFrom(...STEP_TEMPLATES[language]), fc.integer({ min: 1, max: 90 }))
        .map(([t, n]) => t(n)),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  );

const ingredientArb: fc.Arbitrary<Ingredient> = fc
  .tuple(
    fc.constantFrom(...FOODS),
    fc.constantFrom(...PREPARATIONS),
    fc.option(fc.integer({ min: 1, max: 5 })),
  )
  .map(([[foodKey, foodName], preparation, count]) =>
    line(
      `${count ?? 1} ${foodName}${preparation ? `, ${preparation}` : ''}`,
      foodKey,
      preparation,
      count === null ? null : String(count),
      foodName,
    ),
  );

const recipeArb = (id: string): fc.Arbitrary<PrepRecipe> =>
  fc.constantFrom(...LANGUAGES).chain((language) =>
    fc.record({
      id: fc.constant(id),
      title: fc.constant(id),
      language: fc.constant(language),
      steps: fc.array(stepArb(language), { maxLength: 7 }),
      ingredients: fc.array(ingredientArb, { maxLength: 4 }),
      appliances: fc.uniqueArray(fc.constantFrom(...APPLIANCES), { maxLength: 3 }),
      totalMinutes: fc.option(fc.integer({ min: 5, max: 300 })),
    }),
  );

/** Up to six recipes; ids sometimes repeat (a dish planned twice). */
const recipesArb = fc
  .array(fc.constantFrom('r1', 'r2', 'r3', 'r4', 'r5', 'lib-shakshuka'), { maxLength: 6 })
  .chain((ids): fc.Arbitrary<PrepRecipe[]> =>
    ids.length === 0 ? fc.constant([]) : fc.tuple(...ids.map(recipeArb)),
  );

const capacityArb: fc.Arbitrary<ApplianceCapacity | undefined> = fc.option(
  fc.record(
    {
      oven: fc.integer({ min: 1, max: 3 }),
      stovetop: fc.integer({ min: 1, max: 5 }),
      microwave: fc.integer({ min: 1, max: 2 }),
      'slow-cooker': fc.integer({ min: 1, max: 2 }),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined },
);

describe('properties', () => {
  test('every schedule keeps dependencies, capacities and the single cook; no task is lost', () => {
    fc.assert(
      fc.property(recipesArb, capacityArb, (recipes, capacity) => {
        const schedule = schedulePrepSession(recipes, capacity);
        expectValid(recipes, schedule, capacity ?? DEFAULT_CAPACITY);
        // Merged prep: one task per food, for two or more recipes, before their first steps.
        for (const prep of schedule.tasks.filter((task) => task.kind === 'prep')) {
          expect(prep.recipeIds.length).toBeGreaterThanOrEqual(1);
          expect(prep.amounts.length).toBeGreaterThanOrEqual(2);
          expect(prep.id).toBe(`prep:${prep.food}`);
          expect(['chop', 'dice', 'mince', 'slice', 'grate', 'peel', 'crush', 'prepare']).toContain(
            prep.action,
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  test('the same input gives the same schedule', () => {
    fc.assert(
      fc.property(recipesArb, capacityArb, (recipes, capacity) => {
        const first = schedulePrepSession(recipes, capacity);
        const again = schedulePrepSession(structuredClone(recipes), capacity && { ...capacity });
        expect(again).toEqual(first);
      }),
      { numRuns: 100 },
    );
  });

  test('a long bake and a long simmer in two recipes run at overlapping times', () => {
    const counterWork: Record<Language, string> = {
      en: 'Chop the herbs and mix them with the oil.',
      es: 'Pica las hierbas y mézclalas con el aceite.',
      fr: 'Hachez les herbes et mélangez-les avec l’huile.',
      de: 'Die Kräuter hacken und mit dem Öl mischen.',
      zh: '把香草切碎，和油拌匀。',
    };
    const bakeStep: Record<Language, (n: number) => string> = {
      en: (n) => `Bake for ${n} minutes.`,
      es: (n) => `Hornea durante ${n} minutos.`,
      fr: (n) => `Enfournez pour ${n} minutes.`,
      de: (n) => `Im Ofen ${n} Minuten backen.`,
      zh: (n) => `放入烤箱烤${n}分钟。`,
    };
    const simmerStep: Record<Language, (n: number) => string> = {
      en: (n) => `Cover and simmer for ${n} minutes.`,
      es: (n) => `Cuece a fuego lento ${n} minutos.`,
      fr: (n) => `Laissez mijoter ${n} minutes.`,
      de: (n) => `${n} Minuten köcheln lassen.`,
      zh: (n) => `小火炖${n}分钟。`,
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom(...LANGUAGES),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.boolean(),
        capacityArb,
        (bakeLanguage, simmerLanguage, bakeWork, simmerWork, bakeExtra, simmerExtra, swap, capacity) => {
          // Counter work is 5 minutes a step; each passive step outlasts all of it.
          const work = 5 * (bakeWork + simmerWork);
          const baking = recipe(
            'cake',
            [
              ...Array(bakeWork).fill(counterWork[bakeLanguage]),
              bakeStep[bakeLanguage](work + 1 + bakeExtra),
            ],
            {
              language: bakeLanguage,
            },
          );
          const simmering = recipe(
            'soup',
            [
              ...Array(simmerWork).fill(counterWork[simmerLanguage]),
              simmerStep[simmerLanguage](work + 1 + simmerExtra),
            ],
            {
              language: simmerLanguage,
            },
          );
          const recipes = swap ? [simmering, baking] : [baking, simmering];
          const schedule = schedulePrepSession(recipes, capacity);
          const tasks = byId(schedule);
          const bakeTask = tasks.get(`cake:s${bakeWork}`)!;
          const simmerTask = tasks.get(`soup:s${simmerWork}`)!;
          expect(bakeTask).toMatchObject({ appliance: 'oven', passive: true });
          expect(simmerTask).toMatchObject({ appliance: 'stovetop', passive: true });
          expect(overlaps(bakeTask, simmerTask)).toBe(true);
          expectValid(recipes, schedule, capacity ?? DEFAULT_CAPACITY);
        },
      ),
      { numRuns: 200 },
    );
  });
});
