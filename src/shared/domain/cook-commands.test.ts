import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LANGUAGES, type Language } from '../settings-options';
import {
  COOK_COMMAND_EXAMPLES,
  COOK_COMMAND_KINDS,
  MAX_TRANSCRIPT_LENGTH,
  parseCookCommand,
  type CookCommand,
} from './cook-commands';

const next: CookCommand = { kind: 'next' };
const back: CookCommand = { kind: 'back' };
const repeat: CookCommand = { kind: 'repeat' };
const ingredients: CookCommand = { kind: 'ingredients' };
const startTimer: CookCommand = { kind: 'startTimer' };
const stopTimer: CookCommand = { kind: 'stopTimer' };
const stop: CookCommand = { kind: 'stop' };
const readStep: CookCommand = { kind: 'readStep' };
const setTimer = (seconds: number): CookCommand => ({ kind: 'setTimer', seconds });
const goToStep = (step: number): CookCommand => ({ kind: 'goToStep', step });

describe('English commands', () => {
  test.each<[string, CookCommand | null]>([
    ['set a timer for ten minutes', setTimer(600)],
    ['Set a timer for 1 minute 30 seconds.', setTimer(90)],
    ['timer 5 minutes', setTimer(300)],
    ['set a timer for half an hour', setTimer(1800)],
    ['start a 10 minute timer', setTimer(600)],
    ['remind me in 20 minutes', setTimer(1200)],
    ['next step', next],
    ['Next.', next],
    ['Okay, hey Larder: next step, please!', next],
    ["what's next", next],
    ['go on', next],
    ['go back', back],
    ['previous', back],
    ['back one step', back],
    ['say that again', repeat],
    ['read it again', repeat],
    ['repeat', repeat],
    ['what do I need', ingredients],
    ['show the ingredients', ingredients],
    ['start the timer', startTimer],
    ['set the timer', startTimer],
    ['stop the timer', stopTimer],
    ['cancel timer', stopTimer],
    ['turn off the alarm', stopTimer],
    ['stop', stop],
    ['STOP LISTENING', stop],
    ['exit cook mode', stop],
    ['go to step 3', goToStep(3)],
    ['step three', goToStep(3)],
    ['go to step to', goToStep(2)],
    ['the third step', goToStep(3)],
    ['read the step', readStep],
    ['what do I do now', readStep],
  ])('%s', (transcript, command) => {
    expect(parseCookCommand(transcript, 'en')).toEqual(command);
  });
});

describe('Spanish commands', () => {
  test.each<[string, CookCommand | null]>([
    ['siguiente', next],
    ['siguiente paso por favor', next],
    ['anterior', back],
    ['atrás', back],
    ['repite', repeat],
    ['otra vez', repeat],
    ['ingredientes', ingredients],
    ['¿qué necesito?', ingredients],
    ['pon un temporizador de 10 minutos', setTimer(600)],
    ['pon un temporizador de media hora', setTimer(1800)],
    ['inicia el temporizador', startTimer],
    ['para el temporizador', stopTimer],
    ['apaga la alarma', stopTimer],
    ['detente', stop],
    ['para', stop],
    ['paso 3', goToStep(3)],
    ['ve al paso tres', goToStep(3)],
    ['tercer paso', goToStep(3)],
    ['lee el paso', readStep],
  ])('%s', (transcript, command) => {
    expect(parseCookCommand(transcript, 'es')).toEqual(command);
  });
});

describe('French commands', () => {
  test.each<[string, CookCommand | null]>([
    ['suivant', next],
    ['étape suivante', next],
    ['précédent', back],
    ['retour', back],
    ['répète', repeat],
    ['tu peux répéter ?', repeat],
    ['ingrédients', ingredients],
    ["de quoi j'ai besoin", ingredients],
    ['mets un minuteur de 10 minutes', setTimer(600)],
    ['minuteur une heure et demie', setTimer(5400)],
    ['lance le minuteur', startTimer],
    ['arrête le minuteur', stopTimer],
    ['stop', stop],
    ['arrête', stop],
    ['étape 3', goToStep(3)],
    ["va à l'étape trois", goToStep(3)],
    ['troisième étape', goToStep(3)],
    ["lis l'étape", readStep],
  ])('%s', (transcript, command) => {
    expect(parseCookCommand(transcript, 'fr')).toEqual(command);
  });
});

describe('German commands', () => {
  test.each<[string, CookCommand | null]>([
    ['weiter', next],
    ['nächster Schritt', next],
    ['zurück', back],
    ['wiederholen', repeat],
    ['noch mal', repeat],
    ['nochmal bitte', repeat],
    ['Zutaten', ingredients],
    ['was brauche ich', ingredients],
    ['stell einen Timer auf 10 Minuten', setTimer(600)],
    ['Timer 10 Minuten', setTimer(600)],
    ['Timer auf eine halbe Stunde', setTimer(1800)],
    ['Timer starten', startTimer],
    ['Timer stoppen', stopTimer],
    ['Wecker aus', stopTimer],
    ['stopp', stop],
    ['Schritt 3', goToStep(3)],
    ['Schritt drei', goToStep(3)],
    ['3. Schritt', goToStep(3)],
    ['Lies den Schritt vor', readStep],
  ])('%s', (transcript, command) => {
    expect(parseCookCommand(transcript, 'de')).toEqual(command);
  });
});

describe('Chinese commands', () => {
  test.each<[string, CookCommand | null]>([
    ['下一步', next],
    ['下一步吧', next],
    ['上一步', back],
    ['返回', back],
    ['重复', repeat],
    ['再说一遍', repeat],
    ['配料', ingredients],
    ['食材', ingredients],
    ['设置十分钟的计时器', setTimer(600)],
    ['定时10分钟', setTimer(600)],
    ['帮我定个半小时的闹钟', setTimer(1800)],
    ['定一个半小时的闹钟', setTimer(5400)],
    ['十分钟后提醒我', setTimer(600)],
    ['开始计时', startTimer],
    ['停止计时', stopTimer],
    ['停止', stop],
    ['第三步', goToStep(3)],
    ['跳到第12步', goToStep(12)],
    ['读一下', readStep],
  ])('%s', (transcript, command) => {
    expect(parseCookCommand(transcript, 'zh')).toEqual(command);
  });
});

describe('what is not a command', () => {
  test.each<[string, Language]>([
    ['nextdoor', 'en'],
    ['stopwatch', 'en'],
    ["don't stop", 'en'],
    ['do not stop now', 'en'],
    ['I need to stop by the store on the way home', 'en'],
    ['the next thing we should buy is a new oven', 'en'],
    ['set timer for ten', 'en'],
    ['', 'en'],
    ['   ', 'en'],
    ['no pares', 'es'],
    ["n'arrête pas", 'fr'],
    ['hör nicht auf', 'de'],
    ['stopp nicht', 'de'],
    ['别停', 'zh'],
    ['不要停止', 'zh'],
    // Everyday words that are commands only on their own.
    ['we should stop soon', 'en'],
    ['put it back', 'en'],
    ['what is that', 'en'],
    ['es para la cena', 'es'],
    ['sal y pimienta', 'es'],
    ['encore du sel', 'fr'],
    ['ensuite on mange', 'fr'],
    ['weiter rühren', 'de'],
    ['vor dem Servieren', 'de'],
    ['停电了', 'zh'],
    ['继续搅拌', 'zh'],
  ])('%s (%s)', (transcript, language) => {
    expect(parseCookCommand(transcript, language)).toBeNull();
  });

  test('a long transcript is conversation', () => {
    expect(parseCookCommand(`next ${'very '.repeat(MAX_TRANSCRIPT_LENGTH)}`, 'en')).toBeNull();
  });

  test('bad input is not a command', () => {
    expect(parseCookCommand(42 as unknown as string, 'en')).toBeNull();
    expect(parseCookCommand('next', 'xx' as Language)).toBeNull();
  });
});

describe('when an utterance reads as two commands', () => {
  test.each<[string, Language, CookCommand]>([
    // A duration wins over everything else.
    ['stop the timer and set a timer for 5 minutes', 'en', setTimer(300)],
    ['next step and set a timer for 5 minutes', 'en', setTimer(300)],
    // Stopping the timer wins over leaving cook mode.
    ['stop the timer', 'en', stopTimer],
    ['para el temporizador', 'es', stopTimer],
    ['停止计时', 'zh', stopTimer],
    // Moving around the recipe wins over leaving it.
    ['stop, go back', 'en', back],
  ])('%s', (transcript, language, command) => {
    expect(parseCookCommand(transcript, language)).toEqual(command);
  });
});

describe('help panel examples', () => {
  test('every example parses to its own command, in every language', () => {
    for (const language of LANGUAGES) {
      for (const kind of COOK_COMMAND_KINDS) {
        const example = COOK_COMMAND_EXAMPLES[language][kind];
        expect(example.trim().length, `${language} ${kind}`).toBeGreaterThan(0);
        expect(parseCookCommand(example, language)?.kind, `${language} ${kind}: ${example}`).toBe(kind);
      }
    }
  });

  test('examples are translated, not copied from English', () => {
    for (const language of LANGUAGES.filter((each) => each !== 'en')) {
      const same = COOK_COMMAND_KINDS.filter(
        (kind) => COOK_COMMAND_EXAMPLES[language][kind] === COOK_COMMAND_EXAMPLES.en[kind],
      );
      expect(same, language).toEqual([]);
    }
  });
});

const SET_TIMER: Record<Language, (minutes: number) => string> = {
  en: (n) => `set a timer for ${n} minutes`,
  es: (n) => `pon un temporizador de ${n} minutos`,
  fr: (n) => `mets un minuteur de ${n} minutes`,
  de: (n) => `stell einen Timer auf ${n} Minuten`,
  zh: (n) => `设置${n}分钟的计时器`,
};

/** Everyday kitchen talk without command words, per language. */
const CHATTER: Record<Language, string[]> = {
  en: 'the onions are soft now and I think we need more salt in this sauce maybe pepper too where is the big pan'.split(
    ' ',
  ),
  es: 'las cebollas están blandas y creo que falta sal en la salsa quizás pimienta dónde está la sartén grande'.split(
    ' ',
  ),
  fr: 'les oignons sont tendres et je pense qu il manque du sel dans la sauce peut être du poivre où est la grande poêle'.split(
    ' ',
  ),
  de: 'die Zwiebeln sind weich und ich glaube es fehlt Salz in der Soße vielleicht Pfeffer wo ist die große Pfanne'.split(
    ' ',
  ),
  zh: '洋葱 已经 软 了 我 觉得 酱汁 里 还 差 点 盐 也许 胡椒 大 锅 在 哪里'.split(' '),
};

describe('properties', () => {
  test('"set a timer for N minutes" sets N × 60 seconds in every language', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), fc.constantFrom(...LANGUAGES), (minutes, language) => {
        expect(parseCookCommand(SET_TIMER[language](minutes), language)).toEqual(setTimer(minutes * 60));
      }),
    );
  });

  test('"go to step N" goes to step N in every language', () => {
    const goTo: Record<Language, (n: number) => string> = {
      en: (n) => `go to step ${n}`,
      es: (n) => `ve al paso ${n}`,
      fr: (n) => `va à l'étape ${n}`,
      de: (n) => `geh zu Schritt ${n}`,
      zh: (n) => `跳到第${n}步`,
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.constantFrom(...LANGUAGES), (step, language) => {
        expect(parseCookCommand(goTo[language](step), language)).toEqual(goToStep(step));
      }),
    );
  });

  test('kitchen talk never stops cook mode', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...LANGUAGES)
          .chain((language) =>
            fc.tuple(
              fc.constant(language),
              fc.array(fc.constantFrom(...CHATTER[language]), { minLength: 1, maxLength: 12 }),
            ),
          ),
        ([language, words]) => {
          const transcript = words.join(language === 'zh' ? '' : ' ');
          expect(parseCookCommand(transcript, language)?.kind).not.toBe('stop');
        },
      ),
    );
  });

  test('a stop word inside kitchen talk does not stop cook mode', () => {
    const stopWords: Record<Language, string[]> = {
      en: ['stop', 'end', 'close'],
      es: ['para', 'salir', 'fin'],
      fr: ['arrête', 'fini', 'stop'],
      de: ['halt', 'ende', 'stopp'],
      zh: ['停', '结束', '关闭'],
    };
    const nouns: Record<Language, string[]> = {
      en: ['onions', 'salt', 'oven'],
      es: ['cebollas', 'pimienta', 'horno'],
      fr: ['oignons', 'poivre', 'four'],
      de: ['Zwiebeln', 'Pfeffer', 'Ofen'],
      zh: ['洋葱', '胡椒', '烤箱'],
    };
    fc.assert(
      fc.property(
        fc
          .constantFrom(...LANGUAGES)
          .chain((language) =>
            fc.tuple(
              fc.constant(language),
              fc.constantFrom(...nouns[language]),
              fc.array(fc.constantFrom(...CHATTER[language]), { maxLength: 8 }),
              fc.constantFrom(...stopWords[language]),
              fc.nat(),
            ),
          ),
        ([language, noun, talk, stopWord, place]) => {
          const words = [noun, ...talk];
          words.splice(place % (words.length + 1), 0, stopWord);
          const transcript = words.join(language === 'zh' ? '' : ' ');
          expect(parseCookCommand(transcript, language)?.kind).not.toBe('stop');
        },
      ),
    );
  });

  test('politeness and case do not change a command', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom(...COOK_COMMAND_KINDS),
        fc.boolean(),
        fc.constantFrom('', '!', '.', '?'),
        (language, kind, upper, mark) => {
          const polite: Record<Language, (text: string) => string> = {
            en: (text) => `okay larder, ${text} please`,
            es: (text) => `oye larder, ${text} por favor`,
            fr: (text) => `ok larder, ${text} s'il te plaît`,
            de: (text) => `hey larder, ${text} bitte`,
            zh: (text) => `请${text}`,
          };
          const example = COOK_COMMAND_EXAMPLES[language][kind];
          const said = polite[language](upper ? example.toUpperCase() : example) + mark;
          expect(parseCookCommand(said, language)).toEqual(parseCookCommand(example, language));
        },
      ),
    );
  });

  test('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 250 }), fc.constantFrom(...LANGUAGES), (text, language) => {
        const command = parseCookCommand(text, language);
        if (command !== null) expect(COOK_COMMAND_KINDS).toContain(command.kind);
      }),
    );
  });
});
