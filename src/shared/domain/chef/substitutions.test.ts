import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LANGUAGES, type Language } from '../../settings-options';
import { foodByKey } from '../food-catalogue';
import {
  SUBSTITUTIONS,
  findSubstitution,
  substitutionName,
  substitutionOptions,
  type Substitution,
} from './substitutions';

const keyFor = (text: string, language: Language) => findSubstitution(text, language)?.key ?? null;
const row = (key: string): Substitution => SUBSTITUTIONS.find((sub) => sub.key === key)!;

describe('the substitutions table', () => {
  test('holds about ninety foods, each once', () => {
    expect(SUBSTITUTIONS.length).toBeGreaterThanOrEqual(80);
    expect(SUBSTITUTIONS.length).toBeLessThanOrEqual(110);
    const keys = SUBSTITUTIONS.map((sub) => sub.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('a catalogue food is named by a key the catalogue holds; any other by a new kebab-case key', () => {
    for (const sub of SUBSTITUTIONS) {
      expect(sub.key, sub.key).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      if (sub.names === null) expect(foodByKey(sub.key), sub.key).not.toBeNull();
      else expect(foodByKey(sub.key), `${sub.key} is a catalogue food`).toBeNull();
    }
  });

  test('every row is written in every language: its names, its options and their notes', () => {
    for (const sub of SUBSTITUTIONS) {
      expect(sub.options.length, sub.key).toBeGreaterThanOrEqual(1);
      expect(sub.options.length, sub.key).toBeLessThanOrEqual(3);
      for (const language of LANGUAGES) {
        const where = `${sub.key} ${language}`;
        if (sub.names) {
          expect(sub.names[language].length, where).toBeGreaterThan(0);
          for (const name of sub.names[language]) expect(name.trim().length, where).toBeGreaterThan(0);
        }
        expect(substitutionName(sub, language).trim().length, where).toBeGreaterThan(0);
        for (const { text, note } of sub.options) {
          expect(text[language].trim(), where).toBe(text[language]);
          expect(text[language].length, where).toBeGreaterThan(0);
          if (note) expect(note[language].trim().length, where).toBeGreaterThan(0);
        }
      }
    }
  });

  test('each row is found by its display name in every language', () => {
    for (const sub of SUBSTITUTIONS) {
      for (const language of LANGUAGES) {
        const name = substitutionName(sub, language);
        expect(keyFor(name, language), `${sub.key} ${language} "${name}"`).toBe(sub.key);
      }
    }
  });

  test('each row of its own is found by every one of its names', () => {
    for (const sub of SUBSTITUTIONS) {
      if (!sub.names) continue;
      for (const language of LANGUAGES) {
        for (const name of sub.names[language]) {
          expect(keyFor(name, language), `${sub.key} ${language} "${name}"`).toBe(sub.key);
        }
      }
    }
  });

  test('a catalogue food shows the catalogue’s display name; another its own first name', () => {
    expect(substitutionName(row('eggs'), 'en')).toBe('eggs');
    expect(substitutionName(row('eggs'), 'de')).toBe('Eier');
    expect(substitutionName(row('cornstarch'), 'zh')).toBe('玉米淀粉');
    expect(substitutionName(row('self-raising-flour'), 'en')).toBe('self-raising flour');
    expect(substitutionName(row('self-raising-flour'), 'de')).toBe('selbsttreibendes Mehl');
    expect(substitutionName(row('fish-sauce'), 'zh')).toBe('鱼露');
  });

  test('options read in the asked language, with their notes', () => {
    const buttermilk = substitutionOptions(row('buttermilk'), 'en');
    expect(buttermilk[0]).toBe(
      '1 cup (240 ml) milk + 1 tbsp lemon juice or white vinegar, left 5–10 minutes until it thickens',
    );
    expect(substitutionOptions(row('buttermilk'), 'es')[0]).toMatch(/^250 ml de leche/);
    expect(substitutionOptions(row('cream'), 'en')[0]).toMatch(/ \(it will not whip\)$/);
    expect(substitutionOptions(row('cream'), 'de')[0]).toMatch(/ \(lässt sich nicht aufschlagen\)$/);
    expect(substitutionOptions(row('cream'), 'zh')[0]).toMatch(/（不能打发）$/);
    for (const sub of SUBSTITUTIONS) {
      for (const language of LANGUAGES) {
        expect(substitutionOptions(sub, language)).toHaveLength(sub.options.length);
      }
    }
  });
});

describe('finding the food a message names', () => {
  test('English names and whole questions', () => {
    expect(keyFor('buttermilk', 'en')).toBe('buttermilk');
    expect(keyFor('What can I use instead of buttermilk?', 'en')).toBe('buttermilk');
    expect(keyFor('I ran out of eggs, what can I bake with instead', 'en')).toBe('eggs');
    expect(keyFor('substitute for fish sauce in pad thai', 'en')).toBe('fish-sauce');
    expect(keyFor('no tahini for the hummus', 'en')).toBe('tahini');
    expect(keyFor('what replaces heavy cream', 'en')).toBe('cream');
    expect(keyFor('vegetarian swap for ground beef', 'en')).toBe('ground-beef');
  });

  test('Spanish', () => {
    expect(keyFor('¿Qué puedo usar en vez de suero de leche?', 'es')).toBe('buttermilk');
    expect(keyFor('no tengo harina leudante', 'es')).toBe('self-raising-flour');
    expect(keyFor('¿con qué sustituyo la salsa de pescado?', 'es')).toBe('fish-sauce');
    expect(keyFor('me faltan piñones para el pesto', 'es')).toBe('pine-nuts');
  });

  test('French', () => {
    expect(keyFor('Par quoi remplacer le babeurre ?', 'fr')).toBe('buttermilk');
    expect(keyFor('je n’ai plus de levure chimique', 'fr')).toBe('baking-powder');
    expect(keyFor('remplacer la crème de tartre', 'fr')).toBe('cream-of-tartar');
    expect(keyFor('pas de pignons de pin', 'fr')).toBe('pine-nuts');
  });

  test('German', () => {
    expect(keyFor('Was kann ich statt Buttermilch nehmen?', 'de')).toBe('buttermilk');
    expect(keyFor('Ersatz für Speisestärke', 'de')).toBe('cornstarch');
    expect(keyFor('keine Pinienkerne im Haus', 'de')).toBe('pine-nuts');
    expect(keyFor('womit ersetze ich Mehl mit Backpulver', 'de')).toBe('self-raising-flour');
  });

  test('Chinese, found inside the sentence', () => {
    expect(keyFor('我没有玉米淀粉用什么代替', 'zh')).toBe('cornstarch');
    expect(keyFor('没有酪乳怎么办', 'zh')).toBe('buttermilk');
    expect(keyFor('自发粉可以用什么替代', 'zh')).toBe('self-raising-flour');
    expect(keyFor('鱼露用什么代替', 'zh')).toBe('fish-sauce');
    expect(keyFor('没有mascarpone怎么办', 'zh')).toBe('mascarpone');
  });

  test('the sauces, spices and staples of the five cuisines, inside real questions', () => {
    expect(keyFor('What can I use instead of Worcestershire sauce in a Caesar dressing?', 'en')).toBe(
      'worcestershire-sauce',
    );
    expect(keyFor('out of garam masala for the chicken curry', 'en')).toBe('garam-masala');
    expect(keyFor('my Anzac biscuits need golden syrup, what else works', 'en')).toBe('golden-syrup');
    expect(keyFor('the recipe says rice wine vinegar, can I swap it', 'en')).toBe('rice-vinegar');
    expect(keyFor('没有蚝油，炒菜用什么代替？', 'zh')).toBe('oyster-sauce');
    expect(keyFor('红烧肉里的料酒可以换成什么', 'zh')).toBe('shaoxing-wine');
    expect(keyFor('家里没有八角怎么办', 'zh')).toBe('star-anise');
    expect(keyFor('Par quoi remplacer l’estragon dans une sauce béarnaise ?', 'fr')).toBe('tarragon');
    expect(keyFor('je n’ai plus de lait concentré sucré pour le flan', 'fr')).toBe('condensed-milk');
    expect(keyFor('¿Qué le pongo en vez de comino al chili?', 'es')).toBe('cumin');
    expect(keyFor('no encuentro achiote para la cochinita pibil', 'es')).toBe('achiote');
    expect(keyFor('¿con qué sustituyo la salsa inglesa?', 'es')).toBe('worcestershire-sauce');
    expect(keyFor('Was kann ich statt Kreuzkümmel nehmen?', 'de')).toBe('cumin');
    expect(keyFor('Ersatz für Sambal Oelek in der Erdnusssoße', 'de')).toBe('sambal-oelek');
    expect(keyFor('kein Topfen für die Palatschinken im Haus', 'de')).toBe('quark');
    // the shorter names still find their own rows
    expect(keyFor('vinegar', 'en')).toBe('vinegar');
    expect(keyFor('what can I use instead of milk in pancakes', 'en')).toBe('milk');
    expect(keyFor('evaporated milk', 'en')).toBe('evaporated-milk');
    expect(keyFor('tamari', 'en')).toBe('soy-sauce');
  });

  test('plural or singular', () => {
    expect(keyFor('egg', 'en')).toBe('eggs');
    expect(keyFor('instead of a shallot', 'en')).toBe('shallots');
    expect(keyFor('pine nut', 'en')).toBe('pine-nuts');
    expect(keyFor('una chalota', 'es')).toBe('shallots');
    expect(keyFor('un piñón', 'es')).toBe('pine-nuts');
    expect(keyFor('eine Schalotte', 'de')).toBe('shallots');
    expect(keyFor('une échalote', 'fr')).toBe('shallots');
  });

  test('accents and case do not matter', () => {
    expect(keyFor('AZUCAR MORENO', 'es')).toBe('brown-sugar');
    expect(keyFor('creme fraiche', 'fr')).toBe('sour-cream');
    expect(keyFor('fecule de mais', 'fr')).toBe('cornstarch');
    expect(keyFor('Speisestarke', 'de')).toBe('cornstarch');
    expect(keyFor('echalotes', 'fr')).toBe('shallots');
    expect(keyFor('pinones', 'es')).toBe('pine-nuts');
  });

  test('the longest name wins', () => {
    expect(keyFor('self-raising flour', 'en')).toBe('self-raising-flour');
    expect(keyFor('what can I use instead of self rising flour', 'en')).toBe('self-raising-flour');
    expect(keyFor('brown sugar', 'en')).toBe('brown-sugar');
    expect(keyFor('sugar', 'en')).toBe('sugar');
    expect(keyFor('sour cream', 'en')).toBe('sour-cream');
    expect(keyFor('cream', 'en')).toBe('cream');
    expect(keyFor('cream of tartar', 'en')).toBe('cream-of-tartar');
    expect(keyFor('icing sugar', 'en')).toBe('icing-sugar');
    expect(keyFor('white wine vinegar', 'en')).toBe('vinegar');
    expect(keyFor('white wine', 'en')).toBe('wine');
    expect(keyFor('lemon juice', 'en')).toBe('lemon-juice');
    expect(keyFor('fresh basil', 'en')).toBe('fresh-herbs');
    expect(keyFor('parmesan', 'en')).toBe('parmesan');
    expect(keyFor('ricotta', 'en')).toBe('ricotta');
    expect(keyFor('saure Sahne', 'de')).toBe('sour-cream');
    expect(keyFor('Sahne', 'de')).toBe('cream');
    expect(keyFor('酸奶油用什么代替', 'zh')).toBe('sour-cream');
    expect(keyFor('红糖', 'zh')).toBe('brown-sugar');
  });

  test('words naming another food are not read as a shorter food inside them', () => {
    expect(keyFor('peanut butter', 'en')).toBeNull();
    expect(keyFor('rice milk', 'en')).toBeNull();
    expect(keyFor('ice cream', 'en')).toBeNull();
    expect(keyFor('instead of milk in mashed potatoes', 'en')).toBe('milk');
  });

  test('a food without a row, or no food at all, finds nothing', () => {
    expect(keyFor('bananas', 'en')).toBeNull();
    expect(keyFor('what can I use instead of cheese', 'en')).toBeNull();
    expect(keyFor('香蕉', 'zh')).toBeNull();
    expect(keyFor('hello there', 'en')).toBeNull();
  });

  test('empty or non-text input finds nothing', () => {
    expect(keyFor('', 'en')).toBeNull();
    expect(keyFor('   ', 'en')).toBeNull();
    expect(keyFor('?!', 'en')).toBeNull();
    for (const input of [null, undefined, 42, {}, ['milk']]) {
      expect(findSubstitution(input as unknown as string, 'en')).toBeNull();
    }
  });

  test('any text gives a row of the table or nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.constantFrom(...LANGUAGES), (text, language) => {
        const found = findSubstitution(text, language);
        expect(found === null || SUBSTITUTIONS.includes(found)).toBe(true);
      }),
    );
  });
});
