import { describe, expect, test } from 'vitest';
import { guessIntent } from './intent-guess';
import { classifyIntent, features, trainIntentModel, type LabelledRequest } from './intent-model';
import { foldRequest } from './text';
import { understand } from './understand';

const examples: LabelledRequest[] = [
  { lang: 'en', text: 'what is running low', intent: 'lowStock' },
  { lang: 'en', text: 'which items are nearly gone', intent: 'lowStock' },
  { lang: 'en', text: 'what will expire this week', intent: 'expiring' },
  { lang: 'en', text: 'what goes off soon', intent: 'expiring' },
  { lang: 'en', text: 'hello there', intent: 'greeting' },
  { lang: 'en', text: 'hi chef', intent: 'greeting' },
];

describe('the statistical intent reader', () => {
  test('features are words and the character n-grams of each, and Chinese characters and pairs', () => {
    expect(features('low', 'en')).toEqual(
      expect.arrayContaining(['w:en:low', 'c:<l', 'c:lo', 'c:ow>', 'c:<low', 'c:low>']),
    );
    expect(features('快用完', 'zh')).toEqual(['h:快', 'h:快用', 'h:用', 'h:用完', 'h:完']);
  });

  test('reads a new wording, misspelt, by the parts of words it shares with the examples', () => {
    const model = trainIntentModel(examples, foldRequest);
    expect(classifyIntent(model, foldRequest('whats runing lowish?'), 'en').intent).toBe('lowStock');
    expect(classifyIntent(model, foldRequest('anything expirng?'), 'en').intent).toBe('expiring');
    const { probability } = classifyIntent(model, foldRequest('hello'), 'en');
    expect(probability).toBeGreaterThan(0.5);
    expect(probability).toBeLessThanOrEqual(1);
  });

  test('is deterministic and says nothing it is unsure of', () => {
    const text = foldRequest('which things are nearly used up?');
    expect(guessIntent(text, 'en')).toBe(guessIntent(text, 'en'));
    expect(guessIntent(foldRequest('purple elephants dancing quietly'), 'en')).toBeNull();
  });
});

describe('the Chef with its second reader', () => {
  test('a wording the rules do not know still asks what is low', () => {
    expect(understand('tell me which stuff is dwindling away', 'en')).toEqual({ intent: 'lowStock' });
    expect(understand('que se me esta acabando', 'es')).toEqual({ intent: 'lowStock' });
  });

  test('where the model is sure of another intent, the request is read for that intent', () => {
    // The rules read a food to buy ("die Eier sind alle"); the whole asks for a stand-in.
    expect(understand("Chef die Eier sind alle äh gibt's fürn Rührkuchen einen Eiersatz", 'de')).toEqual({
      intent: 'substitute',
      food: 'eggs',
    });
    // The rules read an oven to add; forty minutes on the clock is a timer.
    expect(understand('ponme cuarenta minutos en el reloj para el pollo al horno', 'es')).toEqual({
      intent: 'timer',
      seconds: 2400,
    });
    // The rules read foods had; the question at the end asks what to cook with them.
    expect(understand("j'ai des pâtes du thon et des tomates qu'est-ce que je cuisine", 'fr')).toEqual({
      intent: 'whatCanICook',
      with: ['pasta', 'canned-tuna', 'tomatoes'],
    });
  });

  test('what the words settle stands: a conversion, a machine to add, a question, a refusal', () => {
    expect(understand('12 oz Hackfleisch vom Rind, in Gramm bitte', 'de')).toMatchObject({
      intent: 'convert',
      amount: 12,
      from: 'oz',
      to: 'g',
    });
    expect(understand('picked up a rice cooker off fb marketplace for a tenner, pls add', 'en')).toEqual({
      intent: 'addAppliance',
      appliance: 'rice-cooker',
      custom: false,
    });
    expect(understand("don't add the bread, we have it", 'en')).toEqual({ intent: 'unsupported' });
  });

  test('a request the rules refuse is never guessed at', () => {
    expect(understand('order me a pizza for tonight', 'en')).toEqual({ intent: 'unsupported' });
    expect(understand("what's the weather tomorrow", 'en')).toEqual({ intent: 'unsupported' });
  });
});
