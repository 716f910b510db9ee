import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Language } from '../settings-options';
import fixture from '../../../tests/fixtures/recipe-step-timers.json';
import { findStepTimers, formatTimer, parseCount } from './step-timers';

/** [seconds, maxSeconds, label] for each timer found, in order. */
type Found = [number, number | null, string];

const found = (text: string, language?: Language): Found[] =>
  findStepTimers(text, language).map((timer) => [timer.seconds, timer.maxSeconds, timer.label]);

describe('timers in English steps', () => {
  test.each<[string, Found[]]>([
    ['Bake for 25 minutes.', [[1500, null, '25 minutes']]],
    ['Simmer 1 hour 15 minutes, stirring now and then.', [[4500, null, '1 hour 15 minutes']]],
    ['Roast 1 hr 15 min.', [[4500, null, '1 hr 15 min']]],
    ['Braise for 1½ hours', [[5400, null, '1½ hours']]],
    ['Braise for 1 1/2 hours', [[5400, null, '1 1/2 hours']]],
    ['Microwave 90 seconds', [[90, null, '90 seconds']]],
    ['Whiz for 30 secs', [[30, null, '30 secs']]],
    ['Whiz for 30sec until almost smooth', [[30, null, '30sec']]],
    ['Cook 2-3 minutes', [[120, 180, '2-3 minutes']]],
    ['Cook 2 to 3 minutes', [[120, 180, '2 to 3 minutes']]],
    ['Bake 25–30 minutes', [[1500, 1800, '25–30 minutes']]],
    ['Cook until soft, about 10 mins.', [[600, null, '10 mins']]],
    ['Cook for 5 more minutes', [[300, null, '5 more minutes']]],
    ['Cook over low heat for 3 additional minutes', [[180, null, '3 additional minutes']]],
    ['Beat on medium speed, about five minutes.', [[300, null, 'five minutes']]],
    ['Cook a minute more', [[60, null, 'a minute']]],
    ['Chill for an hour', [[3600, null, 'an hour']]],
    ['Rest for half an hour', [[1800, null, 'half an hour']]],
    ['Rest for a half-hour', [[1800, null, 'a half-hour']]],
    ['Leave for an hour and a half', [[5400, null, 'an hour and a half']]],
    ['Braise one and a half hours', [[5400, null, 'one and a half hours']]],
    ['Poach for twenty-five minutes', [[1500, null, 'twenty-five minutes']]],
    ['Rest for a quarter of an hour', [[900, null, 'a quarter of an hour']]],
    ['Toast a minute or two', [[60, 120, 'a minute or two']]],
    ['Soak for 30 minutes to 1 hour', [[1800, 3600, '30 minutes to 1 hour']]],
    ['Cook for about 1 ½ minutes to 2 minutes', [[90, 120, '1 ½ minutes to 2 minutes']]],
    ['Cook for 2 1/2 to 3 hours', [[9000, 10800, '2 1/2 to 3 hours']]],
    ['Steep between 3 and 5 minutes', [[180, 300, 'between 3 and 5 minutes']]],
    ['Cook for another minute', [[60, null, 'another minute']]],
    ['Flip, cook for 10 seconds, and remove.', [[10, null, '10 seconds']]],
    [
      'Bake 12 to 14 minutes or until golden; cool 20 minutes.',
      [
        [720, 840, '12 to 14 minutes'],
        [1200, null, '20 minutes'],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(found(text, 'en')).toEqual(expected);
  });
});

describe('timers in Spanish steps', () => {
  test.each<[string, Found[]]>([
    ['Hornear 25 minutos.', [[1500, null, '25 minutos']]],
    ['Cocer 1 hora y media a fuego lento', [[5400, null, '1 hora y media']]],
    ['Cocer una hora y media', [[5400, null, 'una hora y media']]],
    ['Saltear de 2 a 3 minutos', [[120, 180, 'de 2 a 3 minutos']]],
    ['Dejar reposar media hora', [[1800, null, 'media hora']]],
    ['Trocea durante 4 segundos a velocidad 4.', [[4, null, '4 segundos']]],
    ['Programa 10 minutos, 100ºC, velocidad 2.', [[600, null, '10 minutos']]],
    ['Cocinar entre 8 y 10 minutos', [[480, 600, 'entre 8 y 10 minutos']]],
    ['Hervir 1 hora y 30 minutos', [[5400, null, '1 hora y 30 minutos']]],
    ['Dejar un cuarto de hora', [[900, null, 'un cuarto de hora']]],
    ['Batir treinta y cinco segundos', [[35, null, 'treinta y cinco segundos']]],
    ['Cocer 2 o 3 minutos', [[120, 180, '2 o 3 minutos']]],
  ])('%s', (text, expected) => {
    expect(found(text, 'es')).toEqual(expected);
  });
});

describe('timers in French steps', () => {
  test.each<[string, Found[]]>([
    ['Cuire 25 minutes.', [[1500, null, '25 minutes']]],
    ['Laisser reposer 1 h 30 au frais.', [[5400, null, '1 h 30']]],
    ['Laisser reposer 1h30.', [[5400, null, '1h30']]],
    ['Cuire 1 heure 30', [[5400, null, '1 heure 30']]],
    ['Faire revenir pendant 2 à 3 minutes', [[120, 180, '2 à 3 minutes']]],
    ['Laisser lever une demi-heure', [[1800, null, 'une demi-heure']]],
    ['Cuire une heure et demie', [[5400, null, 'une heure et demie']]],
    ['Laissez cuire une dizaine de minutes puis laissez refroidir.', [[600, null, 'une dizaine de minutes']]],
    ["Laisser infuser un quart d'heure", [[900, null, "un quart d'heure"]]],
    ['Cuire vingt-cinq minutes', [[1500, null, 'vingt-cinq minutes']]],
    ['Comptez environ 10 min pour un filet de 2 à 2,5 cm.', [[600, null, '10 min']]],
    ['Cuire 5 bonnes minutes', [[300, null, '5 bonnes minutes']]],
    ['Cuire de 10 à 12 mn', [[600, 720, 'de 10 à 12 mn']]],
  ])('%s', (text, expected) => {
    expect(found(text, 'fr')).toEqual(expected);
  });
});

describe('timers in German steps', () => {
  test.each<[string, Found[]]>([
    ['25 Minuten backen.', [[1500, null, '25 Minuten']]],
    ['1 Std. 30 Min. schmoren', [[5400, null, '1 Std. 30 Min']]],
    ['eineinhalb Stunden garen', [[5400, null, 'eineinhalb Stunden']]],
    ['anderthalb Stunden garen', [[5400, null, 'anderthalb Stunden']]],
    ['2–3 Minuten garen', [[120, 180, '2–3 Minuten']]],
    ['ca. eine halbe Stunde ruhen lassen', [[1800, null, 'eine halbe Stunde']]],
    ['mit Deckel für ca. 1,5 Stunden garen', [[5400, null, '1,5 Stunden']]],
    ['Nach einer Stunde mal nachsehen.', [[3600, null, 'einer Stunde']]],
    ['weitere ca. 2 Minuten braten', [[120, null, '2 Minuten']]],
    ['fünfundzwanzig Minuten köcheln', [[1500, null, 'fünfundzwanzig Minuten']]],
    ['eine Viertelstunde ziehen lassen', [[900, null, 'eine Viertelstunde']]],
    ['zwischen 2 und 3 Minuten rösten', [[120, 180, 'zwischen 2 und 3 Minuten']]],
    ['ein bis zwei Minuten rühren', [[60, 120, 'ein bis zwei Minuten']]],
  ])('%s', (text, expected) => {
    expect(found(text, 'de')).toEqual(expected);
  });
});

describe('timers in Chinese steps', () => {
  test.each<[string, Found[]]>([
    ['放入烤箱烤25分钟。', [[1500, null, '25分钟']]],
    ['小火煮1小时30分钟', [[5400, null, '1小时30分钟']]],
    ['盖上锅盖焖半小时', [[1800, null, '半小时']]],
    ['大火炒2-3分钟', [[120, 180, '2-3分钟']]],
    ['上锅蒸十分钟', [[600, null, '十分钟']]],
    ['炖1个半小时', [[5400, null, '1个半小时']]],
    ['炖一个半小时', [[5400, null, '一个半小时']]],
    ['腌制两个小时', [[7200, null, '两个小时']]],
    ['再煮两三分钟', [[120, 180, '两三分钟']]],
    ['炖一两个小时', [[3600, 7200, '一两个小时']]],
    ['静置一刻钟', [[900, null, '一刻钟']]],
    ['煮十到十五分钟', [[600, 900, '十到十五分钟']]],
    ['焯水30秒', [[30, null, '30秒']]],
    ['炖1小时30分', [[5400, null, '1小时30分']]],
    ['约20分钟左右即可', [[1200, null, '20分钟']]],
  ])('%s', (text, expected) => {
    expect(found(text, 'zh')).toEqual(expected);
  });
});

describe('numbers that are not durations', () => {
  test.each<[string, Language]>([
    ['Heat the oven to 200 °C.', 'en'],
    ['Preheat to 350°F.', 'en'],
    ['Add 2 cups of flour.', 'en'],
    ['Serves 4.', 'en'],
    ['Cut into 1-inch pieces.', 'en'],
    ['Refrigerate overnight.', 'en'],
    ['Cook at low heat for a few minutes.', 'en'],
    ['Add the eggs, one at a time.', 'en'],
    ['Add a second egg.', 'en'],
    ['Spray a 9x13-inch pan.', 'en'],
    ['Keeps for up to 3 days.', 'en'],
    ['Cook the pasta 2 minutes less than the package states.', 'en'],
    ['Roast approx. 10-14 minutes per pound.', 'en'],
    ['Préchauffez le four th.7 (210°C). Étape 2 : la salade', 'fr'],
    ['Cuire les pâtes en comptant 2 minutes de moins que le temps du paquet.', 'fr'],
    ['Une seconde fois, mélangez.', 'fr'],
    ['Pela la patata y córtala en trozos de unos 4 cm.', 'es'],
    ['1-2 TL Zitronenabrieb und 1/2 TL Majoran', 'de'],
    ['十分好吃，加入三分之一的糖', 'zh'],
    ['牛排七分熟', 'zh'],
    ['第三步：切菜', 'zh'],
    ['每公斤烤20分钟', 'zh'],
  ])('%s', (text, language) => {
    expect(findStepTimers(text, language)).toEqual([]);
  });
});

describe('where a timer sits in the text', () => {
  test('start and end point at the label in the original text', () => {
    const text = 'Preheat to 200 °C. Bake for 25–30 minutes, then rest 5 min.';
    const timers = findStepTimers(text, 'en');
    expect(timers).toHaveLength(2);
    for (const timer of timers) expect(text.slice(timer.start, timer.end)).toBe(timer.label);
    expect(timers[0]).toMatchObject({ seconds: 1500, maxSeconds: 1800, start: 28, end: 41 });
  });

  test('indexes stay right after characters that fold to other forms', () => {
    const text = 'İyi: ＦＵＬＬ ２５ minutes — then 1½ hours';
    const timers = findStepTimers(text, 'en');
    expect(timers.map((timer) => text.slice(timer.start, timer.end))).toEqual(['２５ minutes', '1½ hours']);
    expect(timers.map((timer) => timer.seconds)).toEqual([1500, 5400]);
  });

  test('a step without a language is read in all of them', () => {
    expect(found('Cuire 5 minutes, dann 2 Stunden ruhen, luego media hora')).toEqual([
      [300, null, '5 minutes'],
      [7200, null, '2 Stunden'],
      [1800, null, 'media hora'],
    ]);
  });

  test('number words belong to their language', () => {
    // "once" is eleven in Spanish and a conjunction in English.
    expect(found('once minutos', 'es')).toEqual([[660, null, 'once minutos']]);
    expect(found('once minutes', 'en')).toEqual([]);
  });

  test('minutes before seconds in Chinese, and minutes spelt as said', () => {
    expect(found('两分十五秒', 'zh')).toEqual([[135, null, '两分十五秒']]);
    expect(found('十分好吃', 'zh')).toEqual([]);
    expect(found('7 minits', 'en')).toEqual([[420, null, '7 minits']]);
  });

  test('bad input gives no timers', () => {
    expect(findStepTimers('')).toEqual([]);
    expect(findStepTimers(null as unknown as string)).toEqual([]);
    expect(findStepTimers('0 minutes')).toEqual([]);
  });
});

describe('real recipe steps', () => {
  // Steps from 54 recipe pages in en, es, fr and de, with the timers a cook would start labelled
  // by hand (tests/fixtures/README.md).
  type Step = {
    source: string;
    language: Language;
    text: string;
    timers: { seconds: number; maxSeconds: number | null }[];
  };
  const steps = fixture.steps as Step[];

  test('finds the labelled timers and nothing else', () => {
    let labelled = 0;
    let correct = 0;
    let extra = 0;
    const wrong: string[] = [];
    for (const step of steps) {
      const key = (timer: { seconds: number; maxSeconds: number | null }) =>
        `${timer.seconds}/${timer.maxSeconds}`;
      const want = step.timers.map(key);
      const got = findStepTimers(step.text, step.language).map(key);
      const unmatched = [...want];
      for (const timer of got) {
        const index = unmatched.indexOf(timer);
        if (index >= 0) unmatched.splice(index, 1);
        else extra++;
      }
      labelled += want.length;
      correct += want.length - unmatched.length;
      if (got.join() !== want.join())
        wrong.push(`${step.source}: want ${want.join(' ')}, got ${got.join(' ')}`);
    }
    const precision = correct / (correct + extra);
    const recall = correct / labelled;
    console.info(
      `recipe steps: ${steps.length} steps, ${labelled} labelled timers, precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}, ${steps.length - wrong.length} steps exactly right`,
    );
    expect(labelled).toBeGreaterThan(100);
    expect(precision).toBeGreaterThanOrEqual(0.97);
    expect(recall).toBeGreaterThanOrEqual(0.95);
    expect(wrong.length).toBeLessThanOrEqual(Math.floor(steps.length * 0.03));
  });
});

const MINUTES_WORD: Record<Language, (n: number) => string> = {
  en: (n) => `Cook for ${n} minutes.`,
  es: (n) => `Cocinar ${n} minutos.`,
  fr: (n) => `Cuire ${n} minutes.`,
  de: (n) => `${n} Minuten garen.`,
  zh: (n) => `煮${n}分钟。`,
};

describe('properties', () => {
  test('"N minutes" is N × 60 seconds in every language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 600 }),
        fc.constantFrom<Language>('en', 'es', 'fr', 'de', 'zh'),
        (minutes, language) => {
          const timers = findStepTimers(MINUTES_WORD[language](minutes), language);
          expect(timers.map((timer) => [timer.seconds, timer.maxSeconds])).toEqual([[minutes * 60, null]]);
        },
      ),
    );
  });

  test('a range "A–B minutes" keeps both ends when B is larger', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 300 }), (low, extra) => {
        const [timer] = findStepTimers(`Simmer ${low}–${low + extra} minutes`, 'en');
        expect(timer).toMatchObject({ seconds: low * 60, maxSeconds: (low + extra) * 60 });
      }),
    );
  });

  test('hours and minutes add up, however they are written', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 10, max: 59 }),
        fc.constantFrom(
          (h: number, m: number) => `${h} hours ${m} minutes`,
          (h: number, m: number) => `${h} hr ${m} min`,
          (h: number, m: number) => `${h}h${m}`,
          (h: number, m: number) => `${h} Std. ${m} Min.`,
          (h: number, m: number) => `${h}小时${m}分钟`,
          (h: number, m: number) => `${h} horas y ${m} minutos`,
        ),
        (hours, minutes, write) => {
          const [timer] = findStepTimers(`Cook ${write(hours, minutes)}.`);
          expect(timer?.seconds).toBe(hours * 3600 + minutes * 60);
        },
      ),
    );
  });

  test('labels always point at their place in the text, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), (before, after) => {
        const text = `${before} 25 minutes ${after}`;
        for (const timer of findStepTimers(text)) {
          expect(text.slice(timer.start, timer.end)).toBe(timer.label);
          expect(timer.seconds).toBeGreaterThan(0);
          if (timer.maxSeconds !== null) expect(timer.maxSeconds).toBeGreaterThan(timer.seconds);
        }
      }),
    );
  });
});

describe('formatTimer', () => {
  test.each<[number, string]>([
    [1500, '25:00'],
    [4500, '1:15:00'],
    [90, '1:30'],
    [5, '0:05'],
    [0, '0:00'],
    [86400, '24:00:00'],
    [0.3, '0:01'],
    [59.5, '1:00'],
    [-4, '0:00'],
    [Number.NaN, '0:00'],
  ])('%s seconds shows %s', (seconds, shown) => {
    expect(formatTimer(seconds)).toBe(shown);
  });
});

describe('parseCount', () => {
  test.each<[string, Language, number | null]>([
    ['3', 'en', 3],
    ['three', 'en', 3],
    ['twenty five', 'en', 25],
    ['tres', 'es', 3],
    ['veintiuno', 'es', 21],
    ['trois', 'fr', 3],
    ['vingt et un', 'fr', 21],
    ['drei', 'de', 3],
    ['dreiundzwanzig', 'de', 23],
    ['三', 'zh', 3],
    ['十二', 'zh', 12],
    ['a', 'en', null],
    ['1.5', 'en', null],
    ['three cups', 'en', null],
    ['', 'en', null],
  ])('%s (%s) → %s', (text, language, count) => {
    expect(parseCount(text, language)).toBe(count);
  });
});
