import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LANGUAGES, type Language } from '../../settings-options';
import { withNumbersCorrected } from './corrections';
import type { ChefIntent } from './intents';
import { MAX_REQUEST_LENGTH, understand } from './understand';

const items = (reading: ChefIntent) =>
  reading.intent === 'addToPantry' || reading.intent === 'addToShoppingList'
    ? reading.items.map(({ foodKey, name, quantity, unit }) => ({ food: foodKey ?? name, quantity, unit }))
    : null;

describe('the Chef reads any input safely', () => {
  // (About five seconds on a quiet machine, the first to train the statistical reader; more where
  // CI runs two suites side by side.)
  test('never throws, whatever the text and language', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), fc.constantFrom(...LANGUAGES), (text, language) => {
        expect(() => understand(text, language)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  test('never throws on text made of its own kind of words and marks', () => {
    const pieces = [
      'add',
      '2',
      '1,5',
      '½',
      'kg',
      'milk',
      'and',
      ',',
      '?',
      '半',
      '杯',
      'ne',
      'et demi',
      '-',
      '+',
      '分之',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 30 }),
        fc.constantFrom(...LANGUAGES),
        (words, language) => {
          expect(() => understand(words.join(' '), language)).not.toThrow();
        },
      ),
    );
  });

  test('what is not a string, empty or too long is unsupported', () => {
    expect(understand(undefined as unknown as string, 'en')).toEqual({ intent: 'unsupported' });
    expect(understand(42 as unknown as string, 'en')).toEqual({ intent: 'unsupported' });
    expect(understand('', 'en')).toEqual({ intent: 'unsupported' });
    expect(understand('   ?! ', 'fr')).toEqual({ intent: 'unsupported' });
    expect(understand(`add milk ${'x'.repeat(MAX_REQUEST_LENGTH)}`, 'en')).toEqual({ intent: 'unsupported' });
  });
});

/** One request for each intent in each language, with the intent it asks for. */
const EACH_INTENT: ReadonlyArray<readonly [Language, string, ChefIntent['intent']]> = [
  ['en', 'add two onions', 'addToPantry'],
  ['es', 'añade dos cebollas', 'addToPantry'],
  ['fr', 'ajoute deux oignons', 'addToPantry'],
  ['de', 'füge zwei Zwiebeln hinzu', 'addToPantry'],
  ['zh', '加两个洋葱', 'addToPantry'],
  ['en', 'put butter on the shopping list', 'addToShoppingList'],
  ['es', 'apunta mantequilla en la lista de la compra', 'addToShoppingList'],
  ['fr', 'mets du beurre sur la liste de courses', 'addToShoppingList'],
  ['de', 'Butter auf die Einkaufsliste', 'addToShoppingList'],
  ['zh', '把黄油加到购物清单', 'addToShoppingList'],
  ['en', "I'm vegetarian now", 'updateDiet'],
  ['es', 'ahora soy vegetariano', 'updateDiet'],
  ['fr', 'je suis végétarien maintenant', 'updateDiet'],
  ['de', 'ich bin jetzt Vegetarier', 'updateDiet'],
  ['zh', '我现在吃素', 'updateDiet'],
  ['en', 'we got an air fryer', 'addAppliance'],
  ['es', 'compramos una freidora de aire', 'addAppliance'],
  ['fr', "j'ai acheté un airfryer", 'addAppliance'],
  ['de', 'wir haben eine Heißluftfritteuse gekauft', 'addAppliance'],
  ['zh', '买了空气炸锅', 'addAppliance'],
  ['en', 'what expires this week', 'expiring'],
  ['es', 'qué caduca esta semana', 'expiring'],
  ['fr', 'qu’est-ce qui périme cette semaine', 'expiring'],
  ['de', 'was läuft diese Woche ab', 'expiring'],
  ['zh', '这周什么快过期', 'expiring'],
  ['en', 'what is running low', 'lowStock'],
  ['es', 'qué se está acabando', 'lowStock'],
  ['fr', "qu'est-ce qui s'épuise", 'lowStock'],
  ['de', 'was geht zur Neige', 'lowStock'],
  ['zh', '什么快用完了', 'lowStock'],
  ['en', 'how many grams is a cup of flour', 'convert'],
  ['es', 'cuántos gramos son una taza de harina', 'convert'],
  ['fr', 'combien de grammes dans une tasse de farine', 'convert'],
  ['de', 'wie viel Gramm sind eine Tasse Mehl', 'convert'],
  ['zh', '一杯面粉是多少克', 'convert'],
  ['en', 'what can I use instead of buttermilk', 'substitute'],
  ['es', 'qué uso en vez de suero de leche', 'substitute'],
  ['fr', 'par quoi remplacer le babeurre', 'substitute'],
  ['de', 'Ersatz für Buttermilch', 'substitute'],
  ['zh', '酪乳用什么代替', 'substitute'],
  ['en', 'set a timer for 10 minutes', 'timer'],
  ['es', 'pon un temporizador de 10 minutos', 'timer'],
  ['fr', 'mets un minuteur de 10 minutes', 'timer'],
  ['de', 'stell einen Timer auf 10 Minuten', 'timer'],
  ['zh', '定时10分钟', 'timer'],
  ['en', 'what can I cook with chicken', 'whatCanICook'],
  ['es', 'qué puedo cocinar con pollo', 'whatCanICook'],
  ['fr', 'que puis-je cuisiner avec du poulet', 'whatCanICook'],
  ['de', 'was kann ich mit Hähnchen kochen', 'whatCanICook'],
  ['zh', '用鸡肉能做什么', 'whatCanICook'],
  ['en', "plan tonight's dinner", 'planDinner'],
  ['es', 'planea la cena de esta noche', 'planDinner'],
  ['fr', 'on mange quoi ce soir', 'planDinner'],
  ['de', 'was essen wir heute Abend', 'planDinner'],
  ['zh', '今晚吃什么', 'planDinner'],
  ['en', 'how do I invite my family', 'help'],
  ['es', '¿cómo invito a mi familia?', 'help'],
  ['fr', 'comment inviter ma famille', 'help'],
  ['de', 'wie lade ich meine Familie ein', 'help'],
  ['zh', '怎么邀请家人', 'help'],
  ['en', 'hi chef', 'greeting'],
  ['es', 'muy buenos días', 'greeting'],
  ['fr', 'bonjour', 'greeting'],
  ['de', 'guten Morgen', 'greeting'],
  ['zh', '你好', 'greeting'],
];

describe('the Chef knows each intent in each language', () => {
  test.each(EACH_INTENT)('[%s] "%s" asks for %s', (language, text, intent) => {
    expect(understand(text, language).intent).toBe(intent);
  });
});

describe('negation and diets', () => {
  test('"not vegan anymore" removes a diet, and "no nuts" adds Nut-Free', () => {
    expect(understand("I'm not vegan anymore", 'en')).toEqual({
      intent: 'updateDiet',
      add: [],
      remove: ['Vegan'],
    });
    expect(understand('no nuts please', 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Nut-Free'],
      remove: [],
    });
  });

  test('an allergy said after the food is still an allergy', () => {
    expect(understand('孩子对花生过敏', 'zh')).toEqual({
      intent: 'updateDiet',
      add: ['Nut-Free'],
      remove: [],
    });
    expect(understand('mon fils a une alergie aux noix', 'fr')).toMatchObject({ add: ['Nut-Free'] });
  });

  test('giving one diet up for another removes the first and adds the second', () => {
    expect(understand('dropped keto, doing low carb instead', 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Low Carb'],
      remove: ['Keto'],
    });
    expect(understand('Schluss mit Keto', 'de')).toEqual({ intent: 'updateDiet', add: [], remove: ['Keto'] });
  });
});

describe('questions and refusals', () => {
  test('a question that names foods never stocks them', () => {
    for (const [text, language] of [
      ['do we have milk and eggs?', 'en'],
      ['¿tenemos leche?', 'es'],
      ['est-ce qu’il reste du beurre ?', 'fr'],
    ] as const)
      expect(understand(text, language).intent).not.toBe('addToPantry');
  });

  test('a refused request stays refused though it names a food', () => {
    expect(understand('order 2 pizzas for delivery', 'en')).toEqual({ intent: 'unsupported' });
    expect(understand('¿cuánto cuesta el aceite de oliva?', 'es')).toEqual({ intent: 'unsupported' });
    expect(understand('bestell mir Milch', 'de')).toEqual({ intent: 'unsupported' });
  });

  test('"show me what expires" asks what expires, not how the app works', () => {
    expect(understand('enséñame lo que está por caducar', 'es')).toEqual({ intent: 'expiring', days: 7 });
    expect(understand('How do I turn off expiry notifications?', 'en')).toEqual({
      intent: 'help',
      topic: 'notifications',
    });
  });
});

describe('items', () => {
  test('amounts, halves, "and a half" and a dozen', () => {
    expect(items(understand('add half a litre of milk and a dozen eggs', 'en'))).toEqual([
      { food: 'milk', quantity: 0.5, unit: 'l' },
      { food: 'eggs', quantity: 12, unit: null },
    ]);
    expect(items(understand('我今天买了五百克猪肉馅', 'zh'))).toEqual([
      { food: 'ground-pork', quantity: 500, unit: 'g' },
    ]);
  });

  test('containers, locations and spoken German articles', () => {
    expect(understand('2 tins chickpeas + 1 bottle olive oil -> cupboard', 'en')).toEqual({
      intent: 'addToPantry',
      items: [
        { name: 'chickpeas', foodKey: 'canned-beans', quantity: 2, unit: 'can' },
        { name: 'olive oil', foodKey: 'olive-oil', quantity: 1, unit: 'bottle' },
      ],
      location: 'pantry',
    });
    expect(items(understand('ein Dutzend Eier und ne Schachtel Teebeutel hinzufügen', 'de'))).toEqual([
      { food: 'eggs', quantity: 12, unit: null },
      { food: 'tea', quantity: 1, unit: 'box' },
    ]);
  });

  test('items said one after another without "and", and words around them', () => {
    expect(
      items(understand('he traído del súper medio kilo de fresas un paquete de galletas', 'es')),
    ).toEqual([
      { food: 'strawberries', quantity: 0.5, unit: 'kg' },
      { food: 'biscuits', quantity: 1, unit: 'pack' },
    ]);
    expect(items(understand('schreib zehn Eier auf die Liste, wir haben keine mehr', 'de'))).toEqual([
      { food: 'eggs', quantity: 10, unit: null },
    ]);
  });

  test('misspelt foods and list names, in letters and in Chinese characters', () => {
    expect(understand('agrega a la lsita de compra un frasco de miel', 'es')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'honey', quantity: 1, unit: 'jar' }],
    });
    expect(items(understand('一盒蓝梅放进冰箱了', 'zh'))).toEqual([
      { food: 'blueberries', quantity: 1, unit: 'box' },
    ]);
    expect(understand('what could I make out of lentills', 'en')).toEqual({
      intent: 'whatCanICook',
      with: ['dried-lentils'],
    });
  });
});

describe('unit conversions', () => {
  test('with a unit to convert to', () => {
    expect(understand('2 and a half cups of rice = how many grams', 'en')).toEqual({
      intent: 'convert',
      amount: 2.5,
      from: 'cup',
      to: 'g',
      foodKey: 'rice',
    });
    expect(understand('Wie viel Gramm sind 2 EL Honig?', 'de')).toMatchObject({
      amount: 2,
      from: 'tbsp',
      to: 'g',
    });
    expect(understand('四分之一杯等于几汤匙', 'zh')).toMatchObject({ amount: 0.25, from: 'cup', to: 'tbsp' });
  });

  test('without one', () => {
    expect(understand('how much is 2 cups', 'en')).toMatchObject({
      intent: 'convert',
      amount: 2,
      from: 'cup',
      to: null,
    });
  });
});

describe('timers', () => {
  test('minutes and seconds said the ways people say them', () => {
    expect(understand('lance un compte à rebours de deux minutes trente', 'fr')).toEqual({
      intent: 'timer',
      seconds: 150,
    });
    expect(understand('zähl fünfundvierzig Sekunden runter', 'de')).toEqual({ intent: 'timer', seconds: 45 });
    expect(understand('一分半钟的定时器', 'zh')).toEqual({ intent: 'timer', seconds: 90 });
  });
});

describe('families added from the fourth set', () => {
  test('an hour and a half, "1h15" and Belgian and Swiss French tens', () => {
    expect(understand('set a timer for an hour and a half', 'en')).toEqual({
      intent: 'timer',
      seconds: 5400,
    });
    expect(understand('minuteur d’une heure et demie', 'fr')).toEqual({ intent: 'timer', seconds: 5400 });
    expect(understand('minuteur 2h30', 'fr')).toEqual({ intent: 'timer', seconds: 9000 });
    expect(understand('minuteur de nonante secondes', 'fr')).toEqual({ intent: 'timer', seconds: 90 });
    expect(understand('stell den Eierwecker auf zehn Minuten', 'de')).toEqual({
      intent: 'timer',
      seconds: 600,
    });
  });

  test('what is running low, said as scarce, rare or 告急', () => {
    for (const [text, language] of [
      ['what is getting scarce', 'en'],
      ['¿qué se nos está acabando?', 'es'],
      ['qu’est-ce qui se fait rare au frigo', 'fr'],
      ['welche Sachen sind fast aufgebraucht', 'de'],
      ['哪些东西库存告急', 'zh'],
    ] as const)
      expect(understand(text, language), text).toEqual({ intent: 'lowStock' });
  });

  test('health and repairs are refused even when they name food or a machine', () => {
    for (const [text, language] of [
      ['is raw flour poisonous', 'en'],
      ['¿el azúcar es malo para los dientes?', 'es'],
      ['mon grille-pain fait sauter les fusibles', 'fr'],
      ['sind grüne Kartoffeln giftig?', 'de'],
      ['发芽的土豆有毒吗', 'zh'],
    ] as const)
      expect(understand(text, language), text).toEqual({ intent: 'unsupported' });
  });

  test('greetings that ask how the Chef is', () => {
    for (const [text, language] of [
      ['hey chef, how are you', 'en'],
      ['hola chef, ¿qué tal?', 'es'],
      ['bonjour chef, comment ça va ?', 'fr'],
      ['servus, wie geht’s?', 'de'],
    ] as const)
      expect(understand(text, language), text).toEqual({ intent: 'greeting' });
  });

  test('a count after a Chinese food, an amount after a food, "+" between foods', () => {
    expect(items(understand('入库：苹果五个，牛奶两瓶', 'zh'))).toEqual([
      { food: 'apples', quantity: 5, unit: null },
      { food: 'milk', quantity: 2, unit: 'bottle' },
    ]);
    expect(items(understand('Milch, zwei Liter, ist jetzt im Kühlschrank', 'de'))).toEqual([
      { food: 'milk', quantity: 2, unit: 'l' },
    ]);
    expect(items(understand('add rice + 2 cans of tomatoes', 'en'))).toEqual([
      { food: 'rice', quantity: null, unit: null },
      { food: 'canned-tomatoes', quantity: 2, unit: 'can' },
    ]);
    expect(items(understand('ajoute des pommes deux poires', 'fr'))).toEqual([
      { food: 'apples', quantity: null, unit: null },
      { food: 'pears', quantity: 2, unit: null },
    ]);
    expect(items(understand('nimm bitte zwölf Eier in den Bestand auf', 'de'))).toEqual([
      { food: 'eggs', quantity: 12, unit: null },
    ]);
  });

  test('taking a diet off, switching from one to another, and what someone else cannot have', () => {
    expect(understand('take vegan off my profile', 'en')).toEqual({
      intent: 'updateDiet',
      add: [],
      remove: ['Vegan'],
    });
    expect(understand('move me from vegan to vegetarian', 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Vegetarian'],
      remove: ['Vegan'],
    });
    expect(understand('mi hija no puede comer gluten', 'es')).toEqual({
      intent: 'updateDiet',
      add: ['Gluten-Free'],
      remove: [],
    });
  });

  test('cooking with what is at hand names no food', () => {
    expect(understand('qué podría cocinar con lo que tengo', 'es')).toEqual({
      intent: 'whatCanICook',
      with: [],
    });
    expect(understand('用库存推荐道菜', 'zh')).toEqual({ intent: 'whatCanICook', with: [] });
  });
});

describe('families added from the fifth set', () => {
  test('a food whose last word also asks to add keeps it ("chicken stock")', () => {
    expect(items(understand('put chicken stock and a pack of tortillas on my grocery list', 'en'))).toEqual([
      { food: 'stock', quantity: null, unit: null },
      { food: 'tortillas', quantity: 1, unit: 'pack' },
    ]);
    expect(items(understand('add beef stock to the pantry', 'en'))).toEqual([
      { food: 'stock', quantity: null, unit: null },
    ]);
  });

  test('spoken German "n" is "ein", and a verb particle at the end is no food', () => {
    expect(items(understand('hab grad n Sack Kartoffeln und 5 Zwiebeln geholt', 'de'))).toEqual([
      { food: 'potatoes', quantity: 1, unit: 'bag' },
      { food: 'onions', quantity: 5, unit: null },
    ]);
    expect(items(understand('trag bitte 2 Bund Radieschen ein', 'de'))).toEqual([
      { food: 'radieschen', quantity: 2, unit: 'bunch' },
    ]);
    // English still lists with "n".
    expect(items(understand('add salt n pepper', 'en'))).toEqual([
      { food: 'salt', quantity: null, unit: null },
      { food: 'black-pepper', quantity: null, unit: null },
    ]);
  });

  test("a question in the user's language is still one when read in another", () => {
    expect(understand('牛奶喝多了会不会长胖', 'zh').intent).toBe('unsupported');
    expect(understand('微波炉可以热鸡蛋吗', 'zh').intent).toBe('unsupported');
  });

  test('an amount in words before the unit, and Spanish "a" as "to", in conversions', () => {
    expect(understand('dos tazas de harina ¿a cuántos gramos equivalen?', 'es')).toEqual({
      intent: 'convert',
      amount: 2,
      from: 'cup',
      to: 'g',
      foodKey: 'flour',
    });
  });

  test('replacing one diet with another, and a diet no longer followed', () => {
    expect(understand('cambia vegetariano por pescetariano en mis preferencias', 'es')).toEqual({
      intent: 'updateDiet',
      add: ['Pescatarian'],
      remove: ['Vegetarian'],
    });
    expect(understand('enlève whole30 et mets low carb', 'fr')).toEqual({
      intent: 'updateDiet',
      add: ['Low Carb'],
      remove: ['Whole30'],
    });
    expect(understand('把生酮换成低FODMAP', 'zh')).toEqual({
      intent: 'updateDiet',
      add: ['Low FODMAP'],
      remove: ['Keto'],
    });
    expect(understand('on ne fait plus le régime cétogène', 'fr')).toEqual({
      intent: 'updateDiet',
      add: [],
      remove: ['Keto'],
    });
  });

  test('asking words are not misspelt foods, and leftovers are no ingredient', () => {
    expect(understand('¿qué cocino con lentejas y zanahorias?', 'es')).toEqual({
      intent: 'whatCanICook',
      with: ['dried-lentils', 'carrots'],
    });
    expect(understand("j'ai des restes de riz et du thon, je fais quoi ?", 'fr')).toEqual({
      intent: 'whatCanICook',
      with: ['rice', 'canned-tuna'],
    });
    // Foods inside the asking words still count.
    expect(understand('was kann ich mit Hähnchen und Reis kochen', 'de')).toEqual({
      intent: 'whatCanICook',
      with: ['chicken-pieces', 'rice'],
    });
  });

  test('overlapping asking words leave no piece of themselves as the food', () => {
    expect(understand('没有蚝油了，能用什么替代', 'zh')).toEqual({
      intent: 'substitute',
      food: 'oyster-sauce',
    });
  });

  test('a storage place named sends the food to the pantry, even with a list word', () => {
    expect(understand('请将三罐玉米罐头和一瓶米醋登记到储藏室', 'zh')).toMatchObject({
      intent: 'addToPantry',
      location: 'pantry',
    });
  });
});

describe('families added from the sixth set', () => {
  test('traditional characters read as simplified, and Taiwanese food names', () => {
    expect(items(understand('買了兩顆高麗菜和一盒雞蛋', 'zh'))).toEqual([
      { food: 'cabbage', quantity: 2, unit: null },
      { food: 'eggs', quantity: 1, unit: 'box' },
    ]);
    expect(understand('計時十分鐘', 'zh')).toEqual({ intent: 'timer', seconds: 600 });
  });

  test('a character typed by its sound, where the right one makes a known word', () => {
    expect(understand('要买洋葱跟三个西红柿，加到够物清单', 'zh')).toMatchObject({
      intent: 'addToShoppingList',
    });
    expect(items(understand('要买洋葱跟三个西红柿，加到够物清单', 'zh'))).toHaveLength(2);
  });

  test('hours then a bare number: the number is minutes', () => {
    expect(understand('two hours fifteen on the timer please', 'en')).toEqual({
      intent: 'timer',
      seconds: 8100,
    });
    expect(understand('minuteur deux heures trente', 'fr')).toEqual({ intent: 'timer', seconds: 9000 });
  });

  test('"a couple of" is two, and "the groceries" names nothing to add', () => {
    expect(
      items(
        understand('just unpacked the groceries: 2 tins of chopped tomatoes, a couple of aubergines', 'en'),
      ),
    ).toEqual([
      { food: 'canned-tomatoes', quantity: 2, unit: 'can' },
      { food: 'aubergines', quantity: 2, unit: null },
    ]);
  });

  test('what someone was is a diet that ends', () => {
    expect(understand("I was pescatarian but now I'm fully vegan", 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Vegan'],
      remove: ['Pescatarian'],
    });
  });

  test('"can I …" about a part of the app asks for help; about food it does not', () => {
    expect(understand('can I sort my shopping list by aisle?', 'en')).toEqual({
      intent: 'help',
      topic: 'shoppingList',
    });
    expect(understand('can I add milk to my shopping list?', 'en').intent).not.toBe('help');
  });

  test('food safety and repairs are refused', () => {
    expect(understand('is chicken still ok if I left it out overnight', 'en').intent).toBe('unsupported');
    expect(understand('冰箱不制冷了怎么修', 'zh').intent).toBe('unsupported');
    expect(understand('怎么修改语言设置', 'zh')).toEqual({ intent: 'help', topic: 'settings' });
  });
});

describe('families added from the seventh set', () => {
  test('a half after the unit, and "and" before it does not split the item', () => {
    expect(items(understand('ajoute un litre et demi de jus de pomme et du pain', 'fr'))).toEqual([
      { food: 'juice', quantity: 1.5, unit: 'l' },
      { food: 'bread', quantity: null, unit: null },
    ]);
    expect(items(understand('añade una docena y media de huevos', 'es'))).toEqual([
      { food: 'eggs', quantity: 18, unit: null },
    ]);
    // "y medio kilo de …" starts a new item.
    expect(items(understand('agrega una sandía y medio kilo de uvas', 'es'))).toEqual([
      { food: 'melon', quantity: 1, unit: null },
      { food: 'grapes', quantity: 0.5, unit: 'kg' },
    ]);
  });

  test('Spanish diminutives and German compounds are read by their food', () => {
    expect(items(understand('faltan galletitas, anotalas en la lista', 'es'))).toEqual([
      { food: 'biscuits', quantity: null, unit: null },
    ]);
    expect(items(understand('setz Marillenmarmelade auf den Einkaufszettel', 'de'))).toEqual([
      { food: 'jam', quantity: null, unit: null },
    ]);
  });

  test('what a food is for is not its name, and a word of talk is no item', () => {
    expect(items(understand('necesito 2 kilos de naranjas para zumo, agrégalas a la lista', 'es'))).toEqual([
      { food: 'oranges', quantity: 2, unit: 'kg' },
    ]);
    expect(items(understand('che, a la heladera: crema 2 sachets', 'es'))).toEqual([
      { food: 'cream', quantity: 2, unit: 'bag' },
    ]);
  });

  test('no meat but fish is pescatarian', () => {
    expect(understand('i dont eat meat but fish is fine', 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Pescatarian'],
      remove: [],
    });
    expect(understand('我不吃肉但吃鱼', 'zh')).toEqual({
      intent: 'updateDiet',
      add: ['Pescatarian'],
      remove: [],
    });
  });

  test('"3/4 de taza", "una hora y veinte", and Cantonese', () => {
    expect(understand('¿cuántos ml son 3/4 de taza de leche?', 'es')).toMatchObject({
      amount: 0.75,
      from: 'cup',
    });
    expect(understand('ponme una alarma dentro de una hora y veinte', 'es')).toEqual({
      intent: 'timer',
      seconds: 4800,
    });
    expect(understand('買咗兩盒牛奶同一袋橙，放雪櫃', 'zh')).toMatchObject({
      intent: 'addToPantry',
      location: 'fridge',
    });
    expect(items(understand('買咗兩盒牛奶同一袋橙，放雪櫃', 'zh'))).toHaveLength(2);
  });

  test('a counter typed by its sound after a number, and 百 only counts after a number', () => {
    expect(items(understand('买了一代大米', 'zh'))).toEqual([{ food: 'rice', quantity: 1, unit: 'bag' }]);
    expect(items(understand('买了五百克牛肉', 'zh'))).toEqual([
      { food: 'beef-steak', quantity: 500, unit: 'g' },
    ]);
  });
});

describe('families added from the eighth set', () => {
  test('a whole number before a fraction, and "hora y cuarto"', () => {
    expect(
      understand("this american recipe says 1 1/2 cups of flour, what's that in grams", 'en'),
    ).toMatchObject({
      amount: 1.5,
      from: 'cup',
      to: 'g',
    });
    expect(understand('timer hora y cuarto', 'es')).toEqual({ intent: 'timer', seconds: 4500 });
  });

  test('shopping done is stocked, not listed; and a haul of foods is not an appliance', () => {
    expect(
      understand('les courses sont faites, tu peux ajouter deux paquets de pâtes et un pot de moutarde', 'fr')
        .intent,
    ).toBe('addToPantry');
    expect(
      understand("we're doing a bbq so I bought 2 kg of sausages and 8 eggs, add those", 'en').intent,
    ).toBe('addToPantry');
  });

  test('two names of one food are one item, and the dish a food goes in is not the food', () => {
    expect(items(understand('agrega 250 gr de queso parmesano', 'es'))).toEqual([
      { food: 'hard-cheese', quantity: 250, unit: 'g' },
    ]);
    expect(understand('¿con qué sustituyo el azafrán en la paella?', 'es')).toEqual({
      intent: 'substitute',
      food: 'saffron',
    });
  });

  test('leaving a meatless diet for fish, and "can I" about cooking is not help', () => {
    expect(understand('ya no soy vegana ahora como pescado tambien', 'es')).toEqual({
      intent: 'updateDiet',
      add: ['Pescatarian'],
      remove: ['Vegan'],
    });
    expect(
      understand('what can I knock up with the stuff I already have, no shopping today', 'en').intent,
    ).toBe('whatCanICook');
  });
});

describe('families added from the ninth and tenth sets', () => {
  test('how to cook a food or mend an appliance is refused, how to add one is help', () => {
    expect(understand('how do I keep the skin crispy when roasting chicken', 'en').intent).toBe(
      'unsupported',
    );
    expect(understand('mon frigo fait du bruit, que faire ?', 'fr').intent).toBe('unsupported');
    expect(understand('wie schäle ich Tomaten am besten?', 'de').intent).toBe('unsupported');
    expect(understand('how do I add milk?', 'en')).toEqual({ intent: 'help', topic: null });
  });

  test('a diet given up for another, and diets named by their laws or kinds', () => {
    expect(understand('paleo instead of whole30 from now on', 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Paleo'],
      remove: ['Whole30'],
    });
    expect(understand('statt vegan jetzt vegetarisch', 'de')).toEqual({
      intent: 'updateDiet',
      add: ['Vegetarian'],
      remove: ['Vegan'],
    });
    expect(understand('we follow the jewish dietary laws', 'en')).toMatchObject({ add: ['Kosher'] });
    expect(understand('我现在是蛋奶素', 'zh')).toMatchObject({ add: ['Vegetarian'] });
    expect(understand('untick gluten free please', 'en')).toEqual({
      intent: 'updateDiet',
      add: [],
      remove: ['Gluten-Free'],
    });
    expect(understand("we've stopped doing paleo", 'en')).toMatchObject({ remove: ['Paleo'] });
  });

  test('foods listed after what is avoided are all avoided', () => {
    expect(understand('je dois éviter le gluten et les noix', 'fr')).toMatchObject({
      add: expect.arrayContaining(['Gluten-Free', 'Nut-Free']),
    });
  });

  test('quarters, three quarters, "anderthalb" and a whole and a quarter', () => {
    expect(items(understand('add three quarters of a pound of ham', 'en'))).toEqual([
      { food: 'ham', quantity: 0.75, unit: 'lb' },
    ]);
    expect(items(understand('un cuarto de kilo de jamón', 'es'))).toEqual([
      { food: 'ham', quantity: 0.25, unit: 'kg' },
    ]);
    expect(items(understand('anderthalb Kilo Mehl gekauft', 'de'))).toEqual([
      { food: 'flour', quantity: 1.5, unit: 'kg' },
    ]);
    expect(items(understand('add one and a quarter kilos of rice', 'en'))).toEqual([
      { food: 'rice', quantity: 1.25, unit: 'kg' },
    ]);
    expect(items(understand('au frigo : nonante-cinq cl de lait', 'fr'))).toEqual([
      { food: 'milk', quantity: 95, unit: 'cl' },
    ]);
  });

  test('a count of containers of a size, and another of the same', () => {
    expect(items(understand('add 3 x 500ml bottles of olive oil', 'en'))).toEqual([
      { food: 'olive-oil', quantity: 3, unit: 'bottle' },
    ]);
    expect(items(understand('añade una bolsa de arroz y otra de lentejas', 'es'))).toEqual([
      { food: 'rice', quantity: 1, unit: 'bag' },
      { food: 'dried-lentils', quantity: 1, unit: 'bag' },
    ]);
  });

  test('the item starts at its amount, not at an earlier article, and talk around it is dropped', () => {
    expect(
      items(
        understand('had a long day at work so I picked up 2 pizzas, they are going in the freezer', 'en'),
      ),
    ).toEqual([{ food: 'frozen-pizza', quantity: 2, unit: null }]);
    expect(items(understand('vier Äpfel und ein Kilo Mehl gekauft', 'de'))).toEqual([
      { food: 'apples', quantity: 4, unit: null },
      { food: 'flour', quantity: 1, unit: 'kg' },
    ]);
  });

  test('Chinese: items apart by spaces, the amount after the food, "一升半", typed by their sound', () => {
    expect(items(understand('加一下 鸡蛋一打 牛奶两瓶', 'zh'))).toEqual([
      { food: 'eggs', quantity: 12, unit: null },
      { food: 'milk', quantity: 2, unit: 'bottle' },
    ]);
    expect(items(understand('买了姜一块和香菜一小把', 'zh'))).toEqual([
      { food: 'ginger', quantity: 1, unit: null },
      { food: 'coriander', quantity: 1, unit: 'bunch' },
    ]);
    expect(items(understand('买了一升半牛奶', 'zh'))).toEqual([{ food: 'milk', quantity: 1.5, unit: 'l' }]);
    expect(understand('买了个空气炸过', 'zh')).toMatchObject({ appliance: 'air-fryer' });
    expect(understand('订时五分钟', 'zh')).toEqual({ intent: 'timer', seconds: 300 });
    expect(understand('新买的酸奶机', 'zh')).toMatchObject({ appliance: '酸奶机', custom: true });
  });

  test('misspelt foods by their sound, their singular, or their head word', () => {
    expect(items(understand('añade dos cevollas', 'es'))).toEqual([
      { food: 'onions', quantity: 2, unit: null },
    ]);
    expect(items(understand('a la lista: binagre y huevos', 'es'))?.[0]?.food).toBe('vinegar');
    expect(items(understand('add a jar of raspberry jam', 'en'))).toEqual([
      { food: 'jam', quantity: 1, unit: 'jar' },
    ]);
    expect(items(understand('2 Tiefkühlpizzen in den Gefrierschrank', 'de'))).toEqual([
      { food: 'frozen-pizza', quantity: 2, unit: null },
    ]);
  });

  test('periods in hours, minutes and seconds, an arrow between units', () => {
    expect(understand('what expires in the next 48 h', 'en')).toEqual({ intent: 'expiring', days: 2 });
    expect(understand('72小时内过期的', 'zh')).toEqual({ intent: 'expiring', days: 3 });
    expect(understand('timer 4 min 30', 'en')).toEqual({ intent: 'timer', seconds: 270 });
    expect(understand('temporizador de minuto y medio', 'es')).toEqual({ intent: 'timer', seconds: 90 });
    expect(understand('2 cups → ml', 'en')).toMatchObject({
      intent: 'convert',
      amount: 2,
      from: 'cup',
      to: 'ml',
    });
  });

  test('what was bought where is stocked, and a shop named is not a food', () => {
    expect(items(understand('vom Markt: Lauch und 2 Gurken', 'de'))).toEqual([
      { food: 'leeks', quantity: null, unit: null },
      { food: 'cucumber', quantity: 2, unit: null },
    ]);
    expect(items(understand('back from lidl with a bag of apples', 'en'))).toEqual([
      { food: 'apples', quantity: 1, unit: 'bag' },
    ]);
  });
});

describe('families added from the eleventh set', () => {
  test('an amount after the food, sentences apart by a full stop, a half dozen said alone', () => {
    expect(items(understand('got basil (one bunch) from the market', 'en'))).toEqual([
      { food: 'basil', quantity: 1, unit: 'bunch' },
    ]);
    expect(items(understand('lait : un litre. œufs : une demi-douzaine. tout au frigo', 'fr'))).toEqual([
      { food: 'milk', quantity: 1, unit: 'l' },
      { food: 'eggs', quantity: 6, unit: null },
    ]);
  });

  test('unit words typed by their sound, regional units, and a word of a food name spelt right', () => {
    expect(items(understand('apunta una dosena de huevos', 'es'))).toEqual([
      { food: 'eggs', quantity: 12, unit: null },
    ]);
    expect(items(understand('une poche de patates', 'fr'))).toEqual([
      { food: 'potatoes', quantity: 1, unit: 'bag' },
    ]);
    expect(items(understand('add a jar of curry paste', 'en'))).toEqual([
      { food: 'curry paste', quantity: 1, unit: 'jar' },
    ]);
  });

  test('Chinese: a space before a new amount, 同埋, pork is not all meat', () => {
    expect(items(understand('2瓶牛奶 3个苹果 刚买的', 'zh'))).toEqual([
      { food: 'milk', quantity: 2, unit: 'bottle' },
      { food: 'apples', quantity: 3, unit: null },
    ]);
    expect(items(understand('買咗兩包米同埋一打蛋', 'zh'))).toEqual([
      { food: 'rice', quantity: 2, unit: 'pack' },
      { food: 'eggs', quantity: 12, unit: null },
    ]);
    expect(understand('我们不吃牛肉，按清真来', 'zh')).toEqual({
      intent: 'updateDiet',
      add: ['Halal'],
      remove: [],
    });
  });

  test('a clause naming no diet belongs to the one before', () => {
    expect(understand('Wir sind jetzt Vegetarier, laktosefrei brauchen wir dafür nicht mehr', 'de')).toEqual({
      intent: 'updateDiet',
      add: ['Vegetarian'],
      remove: ['Dairy-Free'],
    });
  });

  test('timers in diminutives, "a halbe Stund" and French tens; "c\'est" is not a cup', () => {
    expect(understand('10 minutitos y me avisas', 'es')).toEqual({ intent: 'timer', seconds: 600 });
    expect(understand('stell an Wecker auf a halbe Stund', 'de')).toEqual({ intent: 'timer', seconds: 1800 });
    expect(understand("minuteur d'une heure trente-cinq", 'fr')).toEqual({ intent: 'timer', seconds: 5700 });
    expect(understand("2 cuillères à café, c'est combien en ml ?", 'fr')).toMatchObject({
      from: 'tsp',
      to: 'ml',
    });
    expect(understand('un quart de tasse de lait en ml', 'fr')).toMatchObject({ amount: 0.25, from: 'cup' });
  });

  test('the dish a food is for, lessons in technique, and questions about a feature', () => {
    expect(understand('Rum fehlt mir fürs Tiramisu, Alternativen?', 'de')).toEqual({
      intent: 'substitute',
      food: 'rum',
    });
    expect(understand('how do I get my roast potatoes crispy', 'en').intent).toBe('unsupported');
    expect(understand('le mode cuisine lit les étapes à voix haute ?', 'fr')).toEqual({
      intent: 'help',
      topic: 'cookMode',
    });
    expect(understand('can I scan a yoghurt?', 'en')).toEqual({ intent: 'help', topic: 'scanner' });
    expect(understand('怎么把货币换成欧元', 'zh')).toEqual({ intent: 'help', topic: 'settings' });
  });
});

describe('families added from the twelfth set', () => {
  test('foods spelt as they sound: a letter doubled or not, "flour" for "flower"', () => {
    expect(items(understand('add mozarela and a brocoli', 'en'))).toEqual([
      { food: 'mozzarella', quantity: null, unit: null },
      { food: 'broccoli', quantity: 1, unit: null },
    ]);
    expect(items(understand('bought a cauliflour', 'en'))).toEqual([
      { food: 'cauliflower', quantity: 1, unit: null },
    ]);
  });

  test('regional words: snags, zapallo, a chest freezer, "mate" at the end', () => {
    expect(understand('a kilo of snags in the chest freezer mate', 'en')).toEqual({
      intent: 'addToPantry',
      items: [{ name: 'snags', foodKey: 'sausages', quantity: 1, unit: 'kg' }],
      location: 'freezer',
    });
    expect(items(understand('pasé por la verdulería: un zapallo', 'es'))).toEqual([
      { food: 'pumpkin', quantity: 1, unit: null },
    ]);
  });
});

describe('families added from the thirteenth set', () => {
  test('a timer or a substitution the statistical reader recognises, when the request names its duration or its food', () => {
    expect(understand('pasta needs 7 more minutes, count it down for me', 'en')).toEqual({
      intent: 'timer',
      seconds: 420,
    });
    expect(understand('me falta el comino, ¿qué otra especia sirve?', 'es')).toMatchObject({
      intent: 'substitute',
    });
  });

  test('asking how someone is, and calling the Chef by a friendly name, is a greeting', () => {
    for (const [text, language] of [
      ["g'day mate, how ya goin", 'en'],
      ['¡buenas, jefe! ¿cómo amaneciste?', 'es'],
      ['salut mon pote, ça roule ?', 'fr'],
      ['Na, alles fit bei dir, Chef?', 'de'],
      ['大厨，最近怎么样', 'zh'],
    ] as const)
      expect(understand(text, language), text).toEqual({ intent: 'greeting' });
  });

  test('a lesson in a technique is refused in any language, even when another would read it otherwise', () => {
    for (const [text, language] of [
      ['teach me how to sharpen my knife', 'en'],
      ['apprends-moi à lever des filets de poisson', 'fr'],
      ['Wie schärfe ich mein Messer richtig?', 'de'],
      ['教我怎么片鸭子', 'zh'],
    ] as const)
      expect(understand(text, language), text).toEqual({ intent: 'unsupported' });
    expect(understand('teach me to use the scanner', 'en')).toEqual({ intent: 'help', topic: 'scanner' });
    expect(understand('aide-moi à vider le frigo, tu me proposes quoi comme plat ?', 'fr')).toEqual({
      intent: 'whatCanICook',
      with: [],
    });
  });

  test('expiry notifications are a question about notifications; expiring today; "on its last legs"', () => {
    expect(understand('les notifs de péremption arrivent plus, pourquoi ?', 'fr')).toEqual({
      intent: 'help',
      topic: 'notifications',
    });
    expect(understand('ya tu de quoi qui passe date aujourdhui', 'fr')).toEqual({
      intent: 'expiring',
      days: 0,
    });
    expect(understand("what's on its last legs in the fridge?", 'en')).toEqual({
      intent: 'expiring',
      days: 7,
    });
    expect(understand('邊啲嘢就快冇晒', 'zh')).toEqual({ intent: 'lowStock' });
  });

  test('Austrian, Bavarian and Swiss articles count one; "an" before an article stays a preposition', () => {
    expect(items(understand('vom Naschmarkt: a Kilo Paradeiser und an Karfiol', 'de'))).toEqual([
      { food: 'tomatoes', quantity: 1, unit: 'kg' },
      { food: 'cauliflower', quantity: 1, unit: null },
    ]);
    expect(
      items(understand('Einkaufsliste ergänzen: 250 g Topfen und an halben Liter Schlagobers', 'de')),
    ).toEqual([
      { food: 'quark', quantity: 250, unit: 'g' },
      { food: 'cream', quantity: 0.5, unit: 'l' },
    ]);
    expect(items(understand('schreib Milch an die Einkaufsliste', 'de'))).toEqual([
      { food: 'milk', quantity: null, unit: null },
    ]);
  });

  test('German compounds are the food their last part names, but not a salad or a herb', () => {
    expect(items(understand('ein Roggenbrot und 10 Bioeier gekauft', 'de'))).toEqual([
      { food: 'bread', quantity: 1, unit: null },
      { food: 'eggs', quantity: 10, unit: null },
    ]);
    expect(items(understand('Nudelsalat und Schnittlauch auf die Einkaufsliste', 'de'))).toEqual([
      { food: 'nudelsalat', quantity: null, unit: null },
      { food: 'chives', quantity: null, unit: null },
    ]);
  });

  test('appliances: arrivals, Spanish and German machine words, a French kind in several words', () => {
    expect(understand('Siebträgermaschine ist endlich da!', 'de')).toEqual({
      intent: 'addAppliance',
      appliance: 'coffee-maker',
      custom: false,
    });
    expect(understand('mi mamá me regaló una arepera', 'es')).toEqual({
      intent: 'addAppliance',
      appliance: 'arepera',
      custom: true,
    });
    expect(understand("Zum Einzug gab's einen Sandwichmaker", 'de')).toMatchObject({ custom: true });
    expect(understand('je me suis offert un appareil à croque-monsieur', 'fr')).toEqual({
      intent: 'addAppliance',
      appliance: 'appareil a croque monsieur',
      custom: true,
    });
  });

  test('diets: "kann weg" gives one up, a reaction to a food avoids it, an allergy spelt with one l', () => {
    expect(understand('Halal kann weg', 'de')).toEqual({ intent: 'updateDiet', add: [], remove: ['Halal'] });
    expect(understand('beim Kleinen wurde eine Erdnussalergie festgestellt', 'de')).toMatchObject({
      add: ['Nut-Free'],
    });
    expect(understand('mon copain fait une grosse réaction à la moindre noisette', 'fr')).toMatchObject({
      add: ['Nut-Free'],
    });
    expect(understand('il ne reste pas la moindre goutte de lait', 'fr').intent).not.toBe('updateDiet');
  });

  test('the food converted is the one after the amount; number words misspelt; a unit spelt as it sounds', () => {
    expect(understand('the cookie recipe says 1 3/4 cups flour, how many grams is that', 'en')).toEqual({
      intent: 'convert',
      amount: 1.75,
      from: 'cup',
      to: 'g',
      foodKey: 'flour',
    });
    expect(understand('give me a ninty second countdown', 'en')).toEqual({ intent: 'timer', seconds: 90 });
    expect(understand('¿cuántos gramos es una onsa?', 'es')).toEqual({
      intent: 'convert',
      amount: 1,
      from: 'oz',
      to: 'g',
      foodKey: null,
    });
  });

  test('days of the week, "back from" and a cupboard are not foods; what I can cook, in a German clause', () => {
    expect(items(understand('del mercado de los jueves: 3 elotes y un manojo de cilantro', 'es'))).toEqual([
      { food: 'corn-on-the-cob', quantity: 3, unit: null },
      { food: 'coriander', quantity: 1, unit: 'bunch' },
    ]);
    expect(understand('老抽一瓶、白糖一袋，收进柜子里了', 'zh')).toMatchObject({ location: 'pantry' });
    expect(items(understand('超市回来：鸡翅一公斤，放冷冻', 'zh'))).toEqual([
      { food: 'chicken-pieces', quantity: 1, unit: 'kg' },
    ]);
    expect(understand('Schau in den Kühlschrank und sag mir, was ich kochen kann', 'de')).toEqual({
      intent: 'whatCanICook',
      with: [],
    });
  });
});

describe('families added from the twelfth and thirteenth sets, second pass', () => {
  test('a clause about something else is left out, a request wholly about it refused', () => {
    expect(understand('plan us something for dinner tonight, the kids have football at 6', 'en')).toEqual({
      intent: 'planDinner',
      day: 'today',
    });
    expect(understand('how many calories in dinner', 'en').intent).toBe('unsupported');
  });

  test('a food asked about once the words saying it is missing are gone', () => {
    expect(understand("haven't got any harissa, what could I sub in?", 'en')).toEqual({
      intent: 'substitute',
      food: 'harissa',
    });
    expect(understand('Sternanis fehlt im Gewürzregal – gibt es eine Alternative?', 'de')).toEqual({
      intent: 'substitute',
      food: 'star-anise',
    });
  });

  test('timers: hours and a quarter, "un minuto y veinte", an hour said without its article', () => {
    expect(understand('set a timer for two and a quarter hours', 'en')).toEqual({
      intent: 'timer',
      seconds: 8100,
    });
    expect(understand('avísame en un minuto y veinte', 'es')).toEqual({ intent: 'timer', seconds: 80 });
    expect(understand('ponme hora y diez de temporizador', 'es')).toEqual({ intent: 'timer', seconds: 4200 });
    expect(understand('5 minutes and 10 seconds timer', 'en')).toEqual({ intent: 'timer', seconds: 310 });
  });

  test('a count "of" a food takes the unit just named, canned when it is a can', () => {
    expect(items(understand('en la despensa: 4 latas de atún y 2 de maíz', 'es'))).toEqual([
      { food: 'canned-tuna', quantity: 4, unit: 'can' },
      { food: 'canned-corn', quantity: 2, unit: 'can' },
    ]);
  });

  test('"name: count" and a size before the unit', () => {
    expect(items(understand("bananes : 6, citrons : 4, c'est noté ?", 'fr'))).toEqual([
      { food: 'bananas', quantity: 6, unit: null },
      { food: 'lemons', quantity: 4, unit: null },
    ]);
    expect(items(understand('neighbour gave us a big bag of plums and 4 courgettes', 'en'))).toEqual([
      { food: 'plums', quantity: 1, unit: 'bag' },
      { food: 'courgettes', quantity: 4, unit: null },
    ]);
  });

  test('Chinese items run on with their counts, and one-character foods in a list', () => {
    expect(items(understand('买了三根黄瓜两个西蓝花', 'zh'))).toEqual([
      { food: 'cucumber', quantity: 3, unit: null },
      { food: 'broccoli', quantity: 2, unit: null },
    ]);
    expect(items(understand('牛奶两瓶鸡蛋三盒放冰箱', 'zh'))).toEqual([
      { food: 'milk', quantity: 2, unit: 'bottle' },
      { food: 'eggs', quantity: 3, unit: 'box' },
    ]);
    expect(understand('有豆腐跟蛋可以煮什麼', 'zh')).toEqual({
      intent: 'whatCanICook',
      with: ['tofu', 'eggs'],
    });
    expect(understand('蛋糕能做什么', 'zh')).toEqual({ intent: 'whatCanICook', with: [] });
  });

  test('characters typed by their sound, unless the word as typed is one ("想吃清淡的")', () => {
    expect(understand('帮我定个十八分种的闹钟', 'zh')).toEqual({ intent: 'timer', seconds: 1080 });
    expect(understand('不用再按犹太结食了', 'zh')).toEqual({
      intent: 'updateDiet',
      add: [],
      remove: ['Kosher'],
    });
    expect(understand('明天晚饭帮我规划一下，想吃清淡的', 'zh')).toEqual({
      intent: 'planDinner',
      day: 'tomorrow',
    });
    expect(understand('帮我在购物清淡里加上生姜', 'zh').intent).toBe('addToShoppingList');
  });

  test('slips: a double letter typed once, a letter dropped before the last, a silent h', () => {
    expect(understand('hab jetzt eine Mikrowele', 'de')).toMatchObject({ appliance: 'microwave' });
    expect(understand('Was läuft bis übermorgn ab?', 'de')).toEqual({ intent: 'expiring', days: 2 });
    expect(understand('acabamos de instalar un orno nuevo', 'es')).toMatchObject({ appliance: 'oven' });
  });

  test('saving or editing recipes and a hands-free mode are questions about the app', () => {
    expect(understand('Kann ich meine eigenen Rezepte abtippen und speichern?', 'de')).toEqual({
      intent: 'help',
      topic: 'recipes',
    });
    expect(understand('is there a hands-free mode for following recipe steps while I cook?', 'en')).toEqual({
      intent: 'help',
      topic: 'cookMode',
    });
    expect(understand('recipes with chicken', 'en')).toEqual({
      intent: 'whatCanICook',
      with: ['chicken-pieces'],
    });
  });

  test('German intolerances in one word; quitting a diet in Chinese', () => {
    expect(understand('Unsere Tochter hat eine Milcheiweißallergie', 'de')).toMatchObject({
      add: ['Dairy-Free'],
    });
    expect(understand('mein Mann hat eine Glutenunverträglichkeit', 'de')).toMatchObject({
      add: ['Gluten-Free'],
    });
    expect(understand('戒掉生酮，开始低碳水', 'zh')).toEqual({
      intent: 'updateDiet',
      add: ['Low Carb'],
      remove: ['Keto'],
    });
  });
});

describe('families added from the fourteenth set', () => {
  test('vegan holds the restrictions it implies; a diet said not to be meant is no change', () => {
    expect(understand('cutting out meat, dairy, eggs, the lot — fully plant based from today', 'en')).toEqual(
      {
        intent: 'updateDiet',
        add: ['Vegan'],
        remove: [],
      },
    );
    expect(understand('je veux manger low carb, pas keto hein', 'fr')).toEqual({
      intent: 'updateDiet',
      add: ['Low Carb'],
      remove: [],
    });
    expect(understand('no more keto, low carb now', 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Low Carb'],
      remove: ['Keto'],
    });
    expect(understand('Stell von vegetarisch auf pescetarisch um, Fisch ist wieder erlaubt', 'de')).toEqual({
      intent: 'updateDiet',
      add: ['Pescatarian'],
      remove: ['Vegetarian'],
    });
  });

  test('a unit without its "one", a fraction and a unit in one German word, Swiss "es", "too" for two', () => {
    expect(items(understand('kilo y cuarto de muslos de pollo al freezer', 'es'))).toEqual([
      { food: 'chicken-pieces', quantity: 1.25, unit: 'kg' },
    ]);
    expect(
      items(understand('Kühlschrank ist aufgefüllt – a Viertelkilo Topfen und zwa Liter Milch', 'de')),
    ).toEqual([
      { food: 'quark', quantity: 0.25, unit: 'kg' },
      { food: 'milk', quantity: 2, unit: 'l' },
    ]);
    expect(items(understand('Bi de Migros gsi: es Bund Peterli und es Kilo Härdöpfel', 'de'))).toEqual([
      { food: 'parsley', quantity: 1, unit: 'bunch' },
      { food: 'potatoes', quantity: 1, unit: 'kg' },
    ]);
    expect(items(understand('put too bags of flour in the pantry', 'en'))).toEqual([
      { food: 'flour', quantity: 2, unit: 'bag' },
    ]);
    expect(understand('Zwölf Minuten Countdown, bitte starten', 'de')).toEqual({
      intent: 'timer',
      seconds: 720,
    });
  });

  test('the canned or frozen kind of a food named so', () => {
    expect(items(understand("mets du blé d'Inde en canne sur ma liste d'épicerie", 'fr'))).toEqual([
      { food: 'canned-corn', quantity: null, unit: null },
    ]);
    expect(items(understand('冷冻层：一袋冷冻西兰花', 'zh'))).toEqual([
      { food: 'frozen-vegetables', quantity: 1, unit: 'bag' },
    ]);
    expect(items(understand('frozen raspberries in the freezer', 'en'))).toEqual([
      { food: 'frozen-fruit', quantity: null, unit: null },
    ]);
  });

  test('what an amount weighs is asked in grams', () => {
    expect(understand('combien pèsent 2 tasses et quart de farine complète ?', 'fr')).toEqual({
      intent: 'convert',
      amount: 2.25,
      from: 'cup',
      to: 'g',
      foodKey: 'wholemeal-flour',
    });
    expect(understand('how many ounces does a kilo weigh', 'en')).toMatchObject({ from: 'kg', to: 'oz' });
  });

  test('the list of appliances named makes any thing named an appliance', () => {
    expect(understand('绞肉机到货了，加到我的厨房电器里', 'zh')).toEqual({
      intent: 'addAppliance',
      appliance: '绞肉机',
      custom: true,
    });
    expect(
      understand('Hab mir einen Spätzlehobel zugelegt, bitte bei meinen Geräten aufnehmen', 'de'),
    ).toEqual({
      intent: 'addAppliance',
      appliance: 'spatzlehobel',
      custom: true,
    });
  });

  test('a food misspelt before the dish it is for is the one replaced', () => {
    expect(understand('Mir fehlt Kreuzkümel fürs Chili – Ersatz?', 'de')).toEqual({
      intent: 'substitute',
      food: 'cumin',
    });
    expect(understand('remplaçant pour le lait de coco ?', 'fr')).toEqual({
      intent: 'substitute',
      food: 'coconut-milk',
    });
  });
});

describe('families added from the fifteenth set', () => {
  test('freezing food says where it goes', () => {
    expect(understand('dos kilos de muslos de pollo, todo para congelar', 'es')).toMatchObject({
      intent: 'addToPantry',
      location: 'freezer',
    });
    expect(understand("j'ai congelé deux baguettes", 'fr')).toMatchObject({ location: 'freezer' });
    expect(understand('3 Packungen Spinat eingefroren', 'de')).toMatchObject({ location: 'freezer' });
  });

  test('eating meat again ends the diets named, or all of them when fish is eaten too', () => {
    expect(understand('ya no soy vegana, volví a comer carne', 'es')).toEqual({
      intent: 'updateDiet',
      add: [],
      remove: ['Vegan'],
    });
    expect(understand('I eat meat again', 'en')).toEqual({
      intent: 'updateDiet',
      add: [],
      remove: ['Vegetarian', 'Vegan', 'Pescatarian'],
    });
    expect(understand('不吃素了，鱼和肉都吃', 'zh')).toMatchObject({
      remove: ['Vegetarian', 'Vegan', 'Pescatarian'],
    });
  });

  test('foods eaten again beside a diet named are what leaving it means', () => {
    expect(understand("drop vegan, I'm back on cheese but still no meat", 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Vegetarian'],
      remove: ['Vegan'],
    });
  });

  test('"no more" around a food avoids it rather than ending the diet', () => {
    expect(understand('Ich vertrage keine Laktose mehr, bitte laktosefrei einstellen', 'de')).toEqual({
      intent: 'updateDiet',
      add: ['Dairy-Free'],
      remove: [],
    });
    expect(understand('vire le sans gluten', 'fr')).toEqual({
      intent: 'updateDiet',
      add: [],
      remove: ['Gluten-Free'],
    });
  });

  test('a slip in the stem of a word with an open ending is set right', () => {
    expect(understand('ya no soy vejetariana', 'es')).toEqual({
      intent: 'updateDiet',
      add: [],
      remove: ['Vegetarian'],
    });
  });

  test('Chinese units, durations and minutes-and-seconds typed by sound', () => {
    expect(understand('五盎丝换成克', 'zh')).toMatchObject({
      intent: 'convert',
      amount: 5,
      from: 'oz',
      to: 'g',
    });
    expect(understand('帮我计三分种', 'zh')).toEqual({ intent: 'timer', seconds: 180 });
    expect(understand('掐个表，一分三十秒', 'zh')).toEqual({ intent: 'timer', seconds: 90 });
    expect(understand('put 12 minits on the clock', 'en')).toEqual({ intent: 'timer', seconds: 720 });
  });

  test('a whole number with a vulgar fraction is one amount, and a measure asked for last converts', () => {
    expect(understand('add 2½ kg potatoes', 'en')).toMatchObject({
      items: [{ foodKey: 'potatoes', quantity: 2.5, unit: 'kg' }],
    });
    expect(understand('2 cups sugar — grams please', 'en')).toEqual({
      intent: 'convert',
      amount: 2,
      from: 'cup',
      to: 'g',
      foodKey: 'sugar',
    });
  });

  test('the appliance list named, a machine asked to be noted, and brands of appliances', () => {
    expect(understand('Nimm bitte den Crêpes-Maker in die Geräteliste auf', 'de')).toEqual({
      intent: 'addAppliance',
      appliance: 'crepes maker',
      custom: true,
    });
    expect(understand('me regalaron una máquina de hacer pan, ¿la anotas?', 'es')).toEqual({
      intent: 'addAppliance',
      appliance: 'maquina de hacer pan',
      custom: true,
    });
    expect(understand('on nous a offert un Cookeo', 'fr')).toMatchObject({ appliance: 'pressure-cooker' });
    expect(understand('双十一抢到一台洗碗碟机', 'zh')).toMatchObject({ appliance: 'dishwasher' });
  });

  test('a four-letter food with a double letter typed once, and the amount of the food just named', () => {
    expect(understand('apunta aroz en la lista', 'es')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'rice' }],
    });
    expect(understand("au marché j'ai vu de belles pêches, j'en ai pris un kilo", 'fr')).toMatchObject({
      items: [{ foodKey: 'peaches', quantity: 1, unit: 'kg' }],
    });
    expect(understand('Vom Metzger mitgebracht: 20 Deka Speck', 'de')).toMatchObject({
      items: [{ foodKey: 'bacon', quantity: 200, unit: 'g' }],
    });
  });

  test('new phrasings of what expires, what is low, a timer, a dish, help and greetings', () => {
    expect(understand('¿qué uso antes de que se pudra?', 'es')).toMatchObject({ intent: 'expiring' });
    expect(understand('montre les dates courtes du frigo', 'fr')).toMatchObject({ intent: 'expiring' });
    expect(understand('¿de qué nos vamos a quedar sin nada?', 'es')).toEqual({ intent: 'lowStock' });
    expect(understand("qu'est-ce qui est presque à zéro ?", 'fr')).toEqual({ intent: 'lowStock' });
    expect(understand('wovon ist nur noch ein kleiner Rest da?', 'de')).toEqual({ intent: 'lowStock' });
    expect(understand('la tarte en a pour 30 minutes, tu me fais signe ?', 'fr')).toEqual({
      intent: 'timer',
      seconds: 1800,
    });
    expect(understand('trouve-moi un plat faisable', 'fr')).toEqual({ intent: 'whatCanICook', with: [] });
    expect(understand('puis-je importer une recette depuis un lien ?', 'fr')).toEqual({
      intent: 'help',
      topic: 'recipes',
    });
    expect(understand('Wie kann mein Mann die Liste auch sehen?', 'de')).toEqual({
      intent: 'help',
      topic: 'family',
    });
    expect(understand('Servus, wie schaut es aus?', 'de')).toEqual({ intent: 'greeting' });
  });

  test('a recipe that calls for a food is not an order, but ordering delivery is refused', () => {
    expect(understand('la receta pide manteca y no tengo, ¿qué le pongo en su lugar?', 'es')).toEqual({
      intent: 'substitute',
      food: 'butter',
    });
    expect(understand('pide una pizza para cenar', 'es')).toEqual({ intent: 'unsupported' });
    expect(understand('饿了么上帮我点一份炒饭', 'zh')).toEqual({ intent: 'unsupported' });
    expect(understand('the fridge handle snapped, how do I replace it', 'en')).toEqual({
      intent: 'unsupported',
    });
  });
});

describe('families added from the sixteenth set', () => {
  test('a clause that orders or books is left out when another asks something of the kitchen', () => {
    expect(understand("before I do the Tesco order, what's running low?", 'en')).toEqual({
      intent: 'lowStock',
    });
    expect(understand('texto a mi marido: llego tarde', 'es')).toEqual({ intent: 'unsupported' });
  });

  test('foods counted are bought, whatever word about stock comes with them', () => {
    expect(understand('fridge restock: 2 litres of milk and 6 eggs', 'en')).toMatchObject({
      intent: 'addToPantry',
      items: [
        { foodKey: 'milk', quantity: 2, unit: 'l' },
        { foodKey: 'eggs', quantity: 6 },
      ],
    });
  });

  test('the list named wins over a food said to be missing', () => {
    expect(understand('uns fehlt Käse und Brot, bitte auf die Einkaufsliste', 'de')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'hard-cheese' }, { foodKey: 'bread' }],
    });
  });

  test('a block, a bar or a Stück is a count without a unit, a dozen of a container is twelve of it', () => {
    expect(understand('add 3 bars of chocolate and a dozen cans of tomatoes', 'en')).toMatchObject({
      items: [
        { foodKey: 'chocolate', quantity: 3, unit: null },
        { foodKey: 'canned-tomatoes', quantity: 12, unit: 'can' },
      ],
    });
    expect(understand('hab ein Stück Parmesan gekauft', 'de')).toMatchObject({
      items: [{ quantity: 1, unit: null }],
    });
  });

  test('a name holding "and" is one food, and a product of a food is not that food', () => {
    expect(understand('add a pint of half and half and some bread', 'en')).toMatchObject({
      items: [{ foodKey: 'cream', quantity: 1, unit: 'pt' }, { foodKey: 'bread' }],
    });
    expect(understand('add a bottle of oyster sauce', 'en')).toMatchObject({
      items: [{ foodKey: null, quantity: 1, unit: 'bottle' }],
    });
    expect(understand('añade un frasco de dulce de leche', 'es')).toMatchObject({
      items: [{ name: 'dulce de leche', foodKey: null, quantity: 1, unit: 'jar' }],
    });
  });

  test('where the shopping was, who came along and a heading of plenty are no items', () => {
    expect(understand('from the corner shop: 2 pints of milk', 'en')).toMatchObject({
      items: [{ foodKey: 'milk', quantity: 2, unit: 'pt' }],
    });
    expect(understand('fuimos al mercado con mi madre y compramos 1 kilo de tomates', 'es')).toMatchObject({
      items: [{ foodKey: 'tomatoes', quantity: 1, unit: 'kg' }],
    });
    expect(understand('a bag of oranges from Lidl', 'en')).toMatchObject({
      items: [{ name: 'oranges', foodKey: 'oranges' }],
    });
  });

  test('the food missing is the one replaced, before the dish it is for', () => {
    expect(understand('quiero hacer pizza pero no me queda mozzarella, ¿alternativas?', 'es')).toEqual({
      intent: 'substitute',
      food: 'mozzarella',
    });
  });

  test('a French article before a number, a boîte of what no tin holds, and pieces counted after the food', () => {
    expect(understand('frigo : un 2 litres de lait', 'fr')).toMatchObject({
      items: [{ foodKey: 'milk', quantity: 2, unit: 'l' }],
    });
    expect(understand('ajoute une boîte de céréales', 'fr')).toMatchObject({
      items: [{ foodKey: 'cereal', quantity: 1, unit: 'box' }],
    });
    expect(understand('Forelle 3 Filets ins Gefrierfach', 'de')).toMatchObject({
      items: [{ quantity: 3, unit: null }],
      location: 'freezer',
    });
  });

  test('a diet still avoided beside foods eaten again, and "take it off" after the diet it stops', () => {
    expect(understand('ya no soy vegano, vuelvo a comer queso, pero carne sigo sin comer', 'es')).toEqual({
      intent: 'updateDiet',
      add: ['Vegetarian'],
      remove: ['Vegan'],
    });
    expect(understand('paleo is too hard, take it off and put me on low carb', 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Low Carb'],
      remove: ['Paleo'],
    });
    expect(understand('我开始吃素了，不吃肉，但吃蛋奶', 'zh')).toEqual({
      intent: 'updateDiet',
      add: ['Vegetarian'],
      remove: [],
    });
  });

  test('frozen food named in Chinese is not where it goes; the appliance list ends a French name', () => {
    expect(understand('买了一包冷冻虾仁', 'zh')).toMatchObject({ location: null });
    expect(understand('ajoute ma yaourtière à mes appareils', 'fr')).toEqual({
      intent: 'addAppliance',
      appliance: 'yaourtiere',
      custom: true,
    });
    expect(understand('qu’est-ce que je peux cuisiner avec mes provisions ?', 'fr')).toEqual({
      intent: 'whatCanICook',
      with: [],
    });
  });
});

describe('families added from the seventeenth set', () => {
  test('the canned or frozen kind of a food is one that names it so, not one whose name holds it', () => {
    expect(understand('add a can of cream and a bag of frozen bread rolls', 'en')).toMatchObject({
      items: [
        { foodKey: 'cream', quantity: 1, unit: 'can' },
        { foodKey: 'bread', quantity: 1, unit: 'bag' },
      ],
    });
    expect(understand('add 2 tins of tomatoes and frozen spinach', 'en')).toMatchObject({
      items: [{ foodKey: 'canned-tomatoes' }, { foodKey: 'frozen-vegetables' }],
    });
  });

  test('a pack of a given weight is one pack, and its weight is what converts', () => {
    expect(understand("I've a 500g block of cheese, how many ounces is that?", 'en')).toMatchObject({
      intent: 'convert',
      amount: 500,
      from: 'g',
      to: 'oz',
    });
    expect(understand('add 2 x 400g tins of chickpeas', 'en')).toMatchObject({
      items: [{ foodKey: 'canned-beans', quantity: 2, unit: 'can' }],
    });
  });

  test('a diet given up for another, and one set in a clause of its own', () => {
    expect(understand('swap out pescatarian for vegetarian', 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Vegetarian'],
      remove: ['Pescatarian'],
    });
    expect(understand('quita el keto y pon vegano', 'es')).toEqual({
      intent: 'updateDiet',
      add: ['Vegan'],
      remove: ['Keto'],
    });
    expect(understand('Wir essen kein Fleisch mehr, Fisch aber schon', 'de')).toEqual({
      intent: 'updateDiet',
      add: ['Pescatarian'],
      remove: [],
    });
  });

  test('foods counted are bought even beside words of a diet; a diet named is set, not asked about', () => {
    expect(understand('mete en la nevera 2 litros de leche sin lactosa y 6 yogures', 'es')).toMatchObject({
      intent: 'addToPantry',
      location: 'fridge',
    });
    expect(understand('tu peux mettre mon profil en végétarien ?', 'fr')).toEqual({
      intent: 'updateDiet',
      add: ['Vegetarian'],
      remove: [],
    });
  });

  test('the shop after "in", "del" or "vom", and a dish to be made, are no items', () => {
    expect(understand('did the messages in Tesco: 2 pints of milk', 'en')).toMatchObject({
      items: [{ foodKey: 'milk', quantity: 2, unit: 'pt' }],
    });
    expect(understand('ya llegué del súper, traje 6 huevos', 'es')).toMatchObject({
      items: [{ foodKey: 'eggs', quantity: 6 }],
    });
    expect(understand('明天做蛋糕，购物清单加一袋面粉', 'zh')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'flour', quantity: 1, unit: 'bag' }],
    });
  });

  test('text-message words, Swiss "es" before a food, and appliances named by the list or a comma', () => {
    expect(understand('q hago con pollo y arroz', 'es')).toEqual({
      intent: 'whatCanICook',
      with: ['chicken-pieces', 'rice'],
    });
    expect(understand('Bin zrugg: es Brot und 2 Liter Milch', 'de')).toMatchObject({
      items: [
        { foodKey: 'bread', quantity: 1 },
        { foodKey: 'milk', quantity: 2, unit: 'l' },
      ],
    });
    expect(understand('我有个酸奶机，也记上', 'zh')).toEqual({
      intent: 'addAppliance',
      appliance: '酸奶机',
      custom: true,
    });
    expect(understand('me regalaron una waflera, súmala a mis cosas de cocina', 'es')).toMatchObject({
      intent: 'addAppliance',
    });
  });

  test('new phrasings of what is low, what expires, greetings, and help for the family', () => {
    expect(understand("qu'est-ce qui touche le fond ?", 'fr')).toEqual({ intent: 'lowStock' });
    expect(understand('Wo herrscht bald Ebbe?', 'de')).toEqual({ intent: 'lowStock' });
    expect(understand('冰箱里有什么快放坏了', 'zh')).toMatchObject({ intent: 'expiring' });
    expect(understand('top of the morning, chef', 'en')).toEqual({ intent: 'greeting' });
    expect(understand('quiero que mi hija también vea la despensa, ¿cómo?', 'es')).toEqual({
      intent: 'help',
      topic: 'family',
    });
    expect(understand('¿puedo darle miel a mi bebé?', 'es')).toEqual({ intent: 'unsupported' });
  });
});

describe('families added from the eighteenth set', () => {
  test('a unit said without its "one", a net of produce, pieces of a fish, an amount after the food', () => {
    expect(understand('add jar of peanut butter and bag of rice', 'en')).toMatchObject({
      items: [
        { foodKey: 'peanut-butter', quantity: 1, unit: 'jar' },
        { foodKey: 'rice', quantity: 1, unit: 'bag' },
      ],
    });
    expect(understand('compré una malla de naranjas', 'es')).toMatchObject({
      items: [{ foodKey: 'oranges', quantity: 1, unit: 'bag' }],
    });
    expect(understand('ajoute 4 filets de cabillaud', 'fr')).toMatchObject({
      items: [{ foodKey: 'white-fish', quantity: 4, unit: null }],
    });
    expect(understand('frigo : crème 1 l', 'fr')).toMatchObject({
      items: [{ foodKey: 'cream', quantity: 1, unit: 'l' }],
    });
    expect(understand('mets 3/4 de kilo de carottes', 'fr')).toMatchObject({
      items: [{ foodKey: 'carrots', quantity: 0.75, unit: 'kg' }],
    });
  });

  test('who brought the food and where it came from are no items', () => {
    expect(
      understand('my neighbour dropped by with a bag of quinces from his tree and 6 eggs', 'en'),
    ).toMatchObject({
      intent: 'addToPantry',
      items: [
        { name: 'quinces', quantity: 1, unit: 'bag' },
        { foodKey: 'eggs', quantity: 6 },
      ],
    });
    // A place named alone is still no item, and saying where it was bought is not the item's name.
    expect(understand('je suis passé chez Migros, 2 yaourts', 'fr')).toMatchObject({
      items: [{ foodKey: 'yoghurt', quantity: 2 }],
    });
  });

  test('Spanish pronouns written on the verb, and "and" before a diet given up', () => {
    expect(understand('compré 2 kilos de papas, guárdalas', 'es')).toMatchObject({
      intent: 'addToPantry',
      items: [{ foodKey: 'potatoes', quantity: 2, unit: 'kg' }],
    });
    expect(understand('ponme vegana y quita la keto', 'es')).toEqual({
      intent: 'updateDiet',
      add: ['Vegan'],
      remove: ['Keto'],
    });
    expect(understand('set me to paleo and drop low carb', 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Paleo'],
      remove: ['Low Carb'],
    });
  });

  test('a clause of time beside a refused one, a question asked after what is low, "to list"', () => {
    expect(understand("what's running low that I should get before the order arrives?", 'en')).toEqual({
      intent: 'lowStock',
    });
    expect(understand('placard presque vide, je fais quoi avec ce que j’ai ?', 'fr')).toEqual({
      intent: 'whatCanICook',
      with: [],
    });
    expect(understand('list everything that is nearly finished', 'en')).toEqual({ intent: 'lowStock' });
  });

  test('the evening meal called tea, an article "l’" that is no litre, a measuring cup that is no cup', () => {
    expect(understand('got some chicken and leeks, what can I make for tea?', 'en')).toEqual({
      intent: 'whatCanICook',
      with: ['chicken-pieces', 'leeks'],
    });
    expect(understand("plus de beurre, tu connais l'équivalent ?", 'fr')).toEqual({
      intent: 'substitute',
      food: 'butter',
    });
    expect(understand('2大勺黄油用量杯量是多少毫升', 'zh')).toMatchObject({
      intent: 'convert',
      amount: 2,
      from: 'tbsp',
      to: 'ml',
    });
    expect(understand('the recipe wants 2 cups of sugar, my scale only does grams', 'en')).toMatchObject({
      intent: 'convert',
      amount: 2,
      from: 'cup',
      to: 'g',
    });
  });

  test('Chinese counters after 了, by sound, and 排; talk around a list', () => {
    expect(understand('买了袋大米', 'zh')).toMatchObject({
      items: [{ foodKey: 'rice', quantity: 1, unit: 'bag' }],
    });
    expect(understand('买了三快豆腐', 'zh')).toMatchObject({
      items: [{ foodKey: 'tofu', quantity: 3, unit: null }],
    });
    expect(understand('酱油也快没了，加到购物清单', 'zh')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'soy-sauce' }],
    });
    expect(understand('Mehl ist aus, schreib es auf die Einkaufsliste', 'de')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'flour' }],
    });
  });

  test('help in other words, greetings with the time of day, weather refused', () => {
    expect(understand('how do I stop it buzzing me about the milk', 'en')).toEqual({
      intent: 'help',
      topic: 'notifications',
    });
    expect(understand('wie stelle ich das dunkle Design ein?', 'de')).toEqual({
      intent: 'help',
      topic: 'settings',
    });
    expect(understand('buenas, ¿qué tal hoy?', 'es')).toEqual({ intent: 'greeting' });
    expect(understand('do I need an umbrella today?', 'en')).toEqual({ intent: 'unsupported' });
  });
});

describe('families added from the nineteenth set', () => {
  test('a food the catalogue lacks, listed with known ones to cook with or asked to replace', () => {
    expect(understand('what can I make with lamb, sorrel and rice', 'en')).toEqual({
      intent: 'whatCanICook',
      with: ['lamb', 'sorrel', 'rice'],
    });
    expect(understand('有南瓜和茼蒿，能做啥菜', 'zh')).toMatchObject({
      intent: 'whatCanICook',
      with: expect.arrayContaining(['茼蒿']),
    });
    expect(understand('the recipe calls for sorrel and I have none, alternatives?', 'en')).toEqual({
      intent: 'substitute',
      food: 'sorrel',
    });
    expect(understand("je trouve pas d'oseille, tu me proposes quoi à la place ?", 'fr')).toEqual({
      intent: 'substitute',
      food: 'oseille',
    });
    // A machine missing is no ingredient to replace.
    expect(understand('没有烤箱可以用什么做蛋糕', 'zh')).toEqual({ intent: 'unsupported' });
  });

  test('headings, coming back from the shops, "fresh" before a food the catalogue lacks', () => {
    expect(understand('fridge update: 2 tubs of hummus and a bunch of fresh dill', 'en')).toMatchObject({
      items: [
        { foodKey: 'hummus', quantity: 2 },
        { name: 'dill', quantity: 1, unit: 'bunch' },
      ],
    });
    expect(understand('acabo de regresar del súper: 3 latas de atún', 'es')).toMatchObject({
      items: [{ foodKey: 'canned-tuna', quantity: 3, unit: 'can' }],
    });
  });

  test('needing food is the list, a kitchen is where an appliance goes, "how" about a part of the app', () => {
    expect(understand("il nous faut de l'huile d'olive, note-le", 'fr')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'olive-oil' }],
    });
    expect(understand('Brauch noch Mehl, schreibs auf die Liste', 'de')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'flour' }],
    });
    expect(understand('me regalaron una panquequera, agrégala a mi cocina', 'es')).toEqual({
      intent: 'addAppliance',
      appliance: 'panquequera',
      custom: true,
    });
    expect(understand('¿cómo borro cosas de la lista de compras cuando ya las compré?', 'es')).toEqual({
      intent: 'help',
      topic: 'shoppingList',
    });
    expect(understand('can you plan tomorow night’s meal, my parents are coming', 'en')).toEqual({
      intent: 'planDinner',
      day: 'tomorrow',
    });
  });

  test('Chinese: characters typed by sound, foods said to be missing, Cantonese words', () => {
    expect(understand('买了三个西红事', 'zh')).toMatchObject({
      items: [{ foodKey: 'tomatoes', quantity: 3 }],
    });
    expect(understand('记得买葱、算和姜', 'zh')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'spring-onions' }, { foodKey: 'garlic' }, { foodKey: 'ginger' }],
    });
    expect(understand('家里没面粉了，加到购物单', 'zh')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'flour' }],
    });
    expect(understand('買咗一枝豉油', 'zh')).toMatchObject({
      items: [{ foodKey: 'soy-sauce', quantity: 1, unit: 'bottle' }],
    });
    expect(understand('我有豬肉同白菜，可以煮咩', 'zh')).toMatchObject({ intent: 'whatCanICook' });
    expect(understand('我而家食素', 'zh')).toEqual({ intent: 'updateDiet', add: ['Vegetarian'], remove: [] });
    expect(understand('點樣邀請屋企人', 'zh')).toEqual({ intent: 'help', topic: 'family' });
    expect(understand('你都能帮我干啥', 'zh')).toEqual({ intent: 'help', topic: null });
    expect(understand('幫我訂枱', 'zh')).toEqual({ intent: 'unsupported' });
    expect(understand('冰箱仲有咩剩', 'zh')).not.toMatchObject({ intent: 'addAppliance' });
  });
});

describe('families added from the twentieth set', () => {
  test('deliveries that came, sized containers, sounds, who came, and help with other things', () => {
    expect(understand('just unpacked the Ocado delivery - 2 tins of coconut milk', 'en')).toMatchObject({
      intent: 'addToPantry',
      items: [{ foodKey: 'coconut-milk', quantity: 2, unit: 'can' }],
    });
    expect(understand('can you order me 2 pizzas', 'en')).toEqual({ intent: 'unsupported' });
    expect(understand('add a 1kg bag of basmati', 'en')).toMatchObject({
      items: [{ name: 'basmati', foodKey: 'rice', quantity: 1, unit: 'kg' }],
    });
    // A word of a catalogue name is spelt right: "chops" is not "shops".
    expect(understand('add four pork chops', 'en')).toMatchObject({
      items: [{ name: 'pork chops', foodKey: 'pork-chops', quantity: 4 }],
    });
    expect(understand('got a punnet of blueberies at the farmers market', 'en')).toMatchObject({
      items: [{ name: 'blueberies', foodKey: 'blueberries', quantity: 1, unit: 'box' }],
    });
    expect(understand('well chef, what’s the craic', 'en')).toEqual({ intent: 'greeting' });
    expect(understand('agrega sinco aguacates y una bolsa de sebollas moradas', 'es')).toMatchObject({
      items: [
        { foodKey: 'avocados', quantity: 5 },
        { foodKey: 'onions', quantity: 1, unit: 'bag' },
      ],
    });
    expect(understand('mi mamá vino a visitarme y me dejó un frasco de miel', 'es')).toMatchObject({
      items: [{ foodKey: 'honey', quantity: 1, unit: 'jar' }],
    });
    expect(understand('compré vino y queso', 'es')).toMatchObject({
      items: [{ foodKey: 'wine' }, { foodKey: 'hard-cheese' }],
    });
    expect(understand('ayúdame con la tarea de matemáticas de mi hijo', 'es')).toEqual({
      intent: 'unsupported',
    });
    expect(understand('help me with the app', 'en')).toEqual({ intent: 'help', topic: null });
    expect(understand('un bac de glace à la vanille au congélo', 'fr')).toMatchObject({
      items: [{ foodKey: 'ice-cream', quantity: 1, unit: 'jar' }],
    });
    expect(understand('liste-moi les trucs dont le stock est bas', 'fr')).toEqual({ intent: 'lowStock' });
    expect(
      understand("Zu Weihnachten gab's einen Schokobrunnen, füg den bitte zu meinen Geräten hinzu", 'de'),
    ).toEqual({ intent: 'addAppliance', appliance: 'schokobrunnen', custom: true });
  });

  test('Chinese: halves, bottles counted in 支, Cantonese hours and tomorrow night, tropical fruit', () => {
    expect(understand('冰箱放了半个西瓜', 'zh')).toMatchObject({
      items: [{ foodKey: 'melon', quantity: 0.5 }],
    });
    expect(understand('定时半个小时', 'zh')).toEqual({ intent: 'timer', seconds: 1800 });
    expect(understand('幫我計時半個鐘', 'zh')).toEqual({ intent: 'timer', seconds: 1800 });
    expect(understand('一个半钟后提醒我', 'zh')).toEqual({ intent: 'timer', seconds: 5400 });
    expect(understand('买两支橙汁', 'zh')).toMatchObject({
      items: [{ foodKey: 'orange-juice', quantity: 2, unit: 'bottle' }],
    });
    expect(understand('买一支玉米和牛奶', 'zh')).toMatchObject({
      items: [{ foodKey: 'corn-on-the-cob', quantity: 1, unit: null }, { foodKey: 'milk' }],
    });
    expect(understand('聽晚屋企有客人嚟，幫手計劃下晚飯', 'zh')).toEqual({
      intent: 'planDinner',
      day: 'tomorrow',
    });
    expect(understand('幫我訂兩張週六的電影票', 'zh')).toEqual({ intent: 'unsupported' });
    expect(understand('冰箱里的东西能做出什么', 'zh')).toMatchObject({ intent: 'whatCanICook' });
    expect(understand('朋友送了台章鱼小丸子机，帮我加到设备里', 'zh')).toEqual({
      intent: 'addAppliance',
      appliance: '章鱼小丸子机',
      custom: true,
    });
    expect(understand('买了两个羊葱、三颗芭樂和半公斤荔枝', 'zh')).toMatchObject({
      items: [
        { foodKey: 'onions', quantity: 2 },
        { foodKey: 'guava', quantity: 3 },
        { foodKey: 'lychees', quantity: 0.5, unit: 'kg' },
      ],
    });
    expect(understand('加埋一包麥皮', 'zh')).toMatchObject({ items: [{ foodKey: 'oats' }] });
  });

  test('probed by hand: shops, treats, brands with an article, multipacks, catties and Chinese greens', () => {
    // A shop's name is no slip of a food ("Hofer" is not "Hafer").
    expect(understand('Hab grad beim Hofer eingekauft: 3 Packerl Butter', 'de')).toMatchObject({
      items: [{ foodKey: 'butter', quantity: 3, unit: 'pack' }],
    });
    expect(understand('Was fehlt mir denn so im Vorrat', 'de')).toEqual({ intent: 'lowStock' });
    expect(understand("on s'est payé une friteuse à air", 'fr')).toEqual({
      intent: 'addAppliance',
      appliance: 'air-fryer',
      custom: false,
    });
    expect(understand('payer la facture', 'fr')).toEqual({ intent: 'unsupported' });
    expect(understand('planea la comida de mañana en la noche', 'es')).toEqual({
      intent: 'planDinner',
      day: 'tomorrow',
    });
    expect(understand('back from costco w/ a 24 pack of la croix', 'en')).toMatchObject({
      items: [{ name: 'la croix', foodKey: 'water', quantity: 24, unit: null }],
    });
    expect(understand('3 packs of ramen', 'en')).toMatchObject({
      items: [{ foodKey: 'instant-noodles', quantity: 3, unit: 'pack' }],
    });
    // (Catties are said in grams, as the labelled sets say them: "两斤排骨" is 1000 g.)
    expect(understand('买了两斤苹果和半斤虾', 'zh')).toMatchObject({
      items: [
        { foodKey: 'apples', quantity: 1000, unit: 'g' },
        { foodKey: 'shrimp', quantity: 250, unit: 'g' },
      ],
    });
    expect(understand('得番啲豆腐同菜心，可以煮咩', 'zh')).toEqual({
      intent: 'whatCanICook',
      with: ['tofu', 'choy-sum'],
    });
    expect(understand('买了一把韭菜和两棵小白菜', 'zh')).toMatchObject({
      items: [
        { foodKey: 'chinese-chives', quantity: 1, unit: 'bunch' },
        { foodKey: 'bok-choy', quantity: 2 },
      ],
    });
  });

  test('a food given up that no diet stands for is nothing to buy, and the clause saying so adds nothing', () => {
    expect(understand('i don’t eat pork anymore', 'en')).toEqual({ intent: 'unsupported' });
    expect(understand('je ne mange plus de porc', 'fr')).toEqual({ intent: 'unsupported' });
    expect(understand('ich esse kein Schweinefleisch mehr', 'de')).toEqual({ intent: 'unsupported' });
    expect(understand('我不吃猪肉了', 'zh')).toEqual({ intent: 'unsupported' });
    expect(understand('je mange plus de viande', 'fr')).toEqual({
      intent: 'updateDiet',
      add: ['Vegetarian'],
      remove: [],
    });
    expect(understand('the kids don’t eat broccoli, add carrots to the list', 'en')).toEqual({
      intent: 'addToShoppingList',
      items: [{ name: 'carrots', foodKey: 'carrots', quantity: null, unit: null }],
    });
    expect(understand('孩子不吃西兰花，买点胡萝卜', 'zh')).toMatchObject({
      items: [{ foodKey: 'carrots' }],
    });
  });
});

describe('families added from the twenty-first set', () => {
  test('a list corrected as it is said, in the five languages', () => {
    expect(
      understand(
        'add 2 litres of milk, a block of cheddar and a bag of spinach... actually scratch the milk',
        'en',
      ),
    ).toMatchObject({ items: [{ foodKey: 'hard-cheese' }, { foodKey: 'spinach' }] });
    expect(
      understand(
        'en el congelador pon 2 bolsas de camarones y un bote de helado... ah no, el helado no',
        'es',
      ),
    ).toMatchObject({ items: [{ foodKey: 'shrimp', quantity: 2, unit: 'bag' }] });
    expect(
      understand("au congélo : 800 g de crevettes... non attends, les crevettes c'est 400 g", 'fr'),
    ).toMatchObject({ items: [{ foodKey: 'shrimp', quantity: 400, unit: 'g' }] });
    expect(
      understand('ajoute du beurre sur la liste de courses... non pas du beurre, de la margarine', 'fr'),
    ).toEqual({
      intent: 'addToShoppingList',
      items: [{ name: 'margarine', foodKey: 'margarine', quantity: null, unit: null }],
    });
    expect(
      understand(
        'Setz Butter auf die Einkaufsliste – ach nee, Margarine, die Kleine verträgt keine Milch – und dazu 500 g Magerquark',
        'de',
      ),
    ).toMatchObject({ items: [{ foodKey: 'margarine' }, { foodKey: 'quark', quantity: 500, unit: 'g' }] });
    expect(understand('清单上加一盒牛奶，哦不是牛奶，是酸奶', 'zh')).toMatchObject({
      items: [{ foodKey: 'yoghurt', quantity: 1, unit: 'box' }],
    });
    expect(understand('冷冻室放了两袋速冻饺子，哦不对，饺子是三袋', 'zh')).toMatchObject({
      items: [{ foodKey: 'frozen-dumplings', quantity: 3, unit: 'bag' }],
    });
  });

  test('talk before a list, places said not to be it, diets swapped, what the stock makes', () => {
    expect(
      understand(
        "did the big Tesco shop and I'm shattered, but can you log a 500g tub of greek yoghurt",
        'en',
      ),
    ).toEqual({
      intent: 'addToPantry',
      items: [{ name: 'greek yoghurt', foodKey: 'yoghurt', quantity: 500, unit: 'g' }],
      location: null,
    });
    expect(understand('add saffron and 2 bags of flour to the shopping list', 'en')).toMatchObject({
      items: [{ name: 'saffron' }, { foodKey: 'flour' }],
    });
    expect(understand('these go in the freezer, not the fridge: 8 sausages', 'en')).toMatchObject({
      location: 'freezer',
    });
    expect(understand('would it be possible to swap my low carb setting for whole30?', 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Whole30'],
      remove: ['Low Carb'],
    });
    expect(understand('im going full vegan so swap out vegetarian for vegan', 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Vegan'],
      remove: ['Vegetarian'],
    });
    expect(understand('con lo que ya tengo en la despensa, ¿qué me recomiendas cocinar hoy?', 'es')).toEqual({
      intent: 'whatCanICook',
      with: [],
    });
    expect(
      understand(
        'il me reste du saumon, du riz et des courgettes mais pas de crème, une idée de plat ?',
        'fr',
      ),
    ).toEqual({ intent: 'whatCanICook', with: ['salmon', 'rice', 'courgettes'] });
    expect(understand('Wie ändere ich bei einem Artikel im Vorrat das Ablaufdatum?', 'de')).toEqual({
      intent: 'help',
      topic: 'pantry',
    });
    expect(understand('Kühlschrank: ein 500-g-Becher Magerquark', 'de')).toMatchObject({
      items: [{ name: 'magerquark', foodKey: 'quark', quantity: 500, unit: 'g' }],
    });
    expect(understand('Chasch mer s Znacht für morn plane?', 'de')).toEqual({
      intent: 'planDinner',
      day: 'tomorrow',
    });
    expect(understand('美国食谱写的是一又四分之三杯面粉，用秤称的话是多少克？', 'zh')).toMatchObject({
      intent: 'convert',
      amount: 1.75,
    });
    expect(understand('刚从山姆回来累死了，帮我记一下：一袋五公斤的东北大米', 'zh')).toMatchObject({
      items: [{ foodKey: 'rice', quantity: 5, unit: 'kg' }],
    });
    expect(understand('帮我在叮咚买菜上把购物清单里的东西都下单', 'zh')).toEqual({ intent: 'unsupported' });
  });

  test('taking things off, showing a list and allergies no diet stands for are not additions', () => {
    expect(understand('remove milk from the list', 'en')).toEqual({ intent: 'unsupported' });
    expect(understand('delete the eggs from my pantry', 'en')).toEqual({ intent: 'unsupported' });
    expect(understand('quita la leche de la lista', 'es')).toEqual({ intent: 'unsupported' });
    expect(understand('enlève le lait de ma liste', 'fr')).toEqual({ intent: 'unsupported' });
    expect(understand('streich die Milch von der Einkaufsliste', 'de')).toEqual({ intent: 'unsupported' });
    expect(understand('把牛奶从购物清单删掉', 'zh')).toEqual({ intent: 'unsupported' });
    expect(understand('take the chicken out of the freezer and add rice to the list', 'en')).toMatchObject({
      intent: 'addToShoppingList',
    });
    expect(understand('show me my shopping list', 'en')).toEqual({ intent: 'unsupported' });
    expect(understand('i’m allergic to shellfish', 'en')).toEqual({ intent: 'unsupported' });
    expect(understand('i’m allergic to nuts', 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Nut-Free'],
      remove: [],
    });
    expect(understand('add milk', 'en')).toMatchObject({
      intent: 'addToPantry',
      items: [{ foodKey: 'milk' }],
    });
  });

  test('using up, moving, changing an amount and saying not to add are not additions', () => {
    for (const [text, language] of [
      ['we ate all the cookies', 'en'],
      ['i used 2 eggs', 'en'],
      ['move the chicken to the freezer', 'en'],
      ['change milk quantity to 2', 'en'],
      ['don’t add milk', 'en'],
      ['we have plenty of rice, no need to buy more', 'en'],
      ['how long does milk last in the fridge', 'en'],
      ['nos comimos todas las galletas', 'es'],
      ['no compres leche, ya tenemos', 'es'],
      ['on a mangé tous les biscuits', 'fr'],
      ['wir haben die Kekse aufgegessen', 'de'],
      ['Milch nicht kaufen, haben wir noch', 'de'],
      ['我用了两个鸡蛋', 'zh'],
      ['不用买牛奶了', 'zh'],
    ] as const)
      expect(understand(text, language), text).toEqual({ intent: 'unsupported' });
    expect(understand('don’t add milk, add eggs', 'en')).toMatchObject({ items: [{ foodKey: 'eggs' }] });
    expect(understand('i used up the milk, add it to the list', 'en')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'milk' }],
    });
    expect(understand('put milk in the fridge', 'en')).toMatchObject({ location: 'fridge' });
    expect(understand('hab Milch gekauft', 'de')).toMatchObject({ items: [{ foodKey: 'milk' }] });
  });
});

describe('families added from the twenty-second to the twenty-sixth sets', () => {
  test('a correction that gives only the amount again, or says "not" of what was named', () => {
    expect(items(understand('dos paquetes de arroz, no espera, son cuatro', 'es'))).toEqual([
      { food: 'rice', quantity: 4, unit: 'pack' },
    ]);
    expect(items(understand('冰箱里加两盒牛奶，不对，是三盒', 'zh'))).toEqual([
      { food: 'milk', quantity: 3, unit: 'box' },
    ]);
    expect(items(understand('add 500g of cheddar, nah hang on it was the 250g one', 'en'))).toEqual([
      { food: 'hard-cheese', quantity: 250, unit: 'g' },
    ]);
    expect(
      items(understand('Schreib Butter auf die Liste – nein, nicht Butter, Margarine, zwei Becher', 'de')),
    ).toEqual([{ food: 'margarine', quantity: 2, unit: 'jar' }]);
    expect(items(understand('mets du lait... non, pas du lait, de la crème, 20 cl', 'fr'))).toEqual([
      { food: 'cream', quantity: 20, unit: 'cl' },
    ]);
    expect(
      items(understand('add beef mince - sorry, I mean lamb mince, the beef was for last week', 'en')),
    ).toEqual([{ food: 'lamb', quantity: null, unit: null }]);
  });

  test('dashes, brackets and a question with more after it separate clauses; a percentage is a kind', () => {
    expect(
      items(
        understand('stick these in the cupboard - 6 tins of tuna (they were on offer), a jar of honey', 'en'),
      ),
    ).toEqual([
      { food: 'canned-tuna', quantity: 6, unit: 'can' },
      { food: 'honey', quantity: 1, unit: 'jar' },
    ]);
    expect(
      understand('what can I use in place of butermilk for scones? I have regular milk and lemons', 'en'),
    ).toEqual({ intent: 'substitute', food: 'buttermilk' });
    expect(items(understand('ajoute de la crème 35 % et des bleuets', 'fr'))).toEqual([
      { food: 'cream', quantity: null, unit: null },
      { food: 'blueberries', quantity: null, unit: null },
    ]);
  });

  test('an amount said inside a name: a container of a weight, containers of a size, a case of cans', () => {
    expect(items(understand('ajoute un sac de 5 livres de pommes de terre', 'fr'))).toEqual([
      { food: 'potatoes', quantity: 5, unit: 'lb' },
    ]);
    expect(items(understand('add a couple of 400g tins of chopped tomatoes', 'en'))).toEqual([
      { food: 'canned-tomatoes', quantity: 2, unit: 'can' },
    ]);
    expect(items(understand('añade una bolsa de cebollas de dos kilos', 'es'))).toEqual([
      { food: 'onions', quantity: 2, unit: 'kg' },
    ]);
    expect(items(understand('une caisse de 24 canettes de bière', 'fr'))).toEqual([
      { food: 'beer', quantity: 24, unit: 'can' },
    ]);
    expect(items(understand('une plaquette de beurre de 250 g au frigo', 'fr'))).toEqual([
      { food: 'butter', quantity: 250, unit: 'g' },
    ]);
  });

  test('foods running out, asked to be noted, are shopping; a list said "not" of is no list', () => {
    expect(
      understand("we've run out of rice and the olive oil is nearly gone, note them down", 'en'),
    ).toEqual({
      intent: 'addToShoppingList',
      items: [
        { name: 'rice', foodKey: 'rice', quantity: null, unit: null },
        { name: 'olive oil', foodKey: 'olive-oil', quantity: null, unit: null },
      ],
    });
    expect(understand('what is running low?', 'en')).toEqual({ intent: 'lowStock' });
    expect(understand('Nichts auf die Liste, nur sagen: was geht zur Neige?', 'de')).toEqual({
      intent: 'lowStock',
    });
    expect(understand('我不是要加到购物清单，只想知道什么快用完了', 'zh')).toEqual({ intent: 'lowStock' });
  });

  test('a food name is not talk of pets, shops or dinner', () => {
    expect(items(understand('add 8 hot dogs and a bottle of mustard to the shopping list', 'en'))).toEqual([
      { food: 'hot-dogs', quantity: 8, unit: null },
      { food: 'mustard', quantity: 1, unit: 'bottle' },
    ]);
    expect(understand('can my dog eat grapes', 'en')).toEqual({ intent: 'unsupported' });
    expect(
      items(understand('the queue at Coles was huge. anyway got 2 litres of milk, pop it in', 'en')),
    ).toEqual([{ food: 'milk', quantity: 2, unit: 'l' }]);
    expect(items(understand('compré tres coles y una lechuga', 'es'))).toEqual([
      { food: 'cabbage', quantity: 3, unit: null },
      { food: 'lettuce', quantity: 1, unit: null },
    ]);
    expect(
      understand('grabbed 6 eggs and a tub of ice cream for after dinner, pop those in', 'en'),
    ).toMatchObject({
      intent: 'addToPantry',
    });
  });

  test('what was used up is bought again; what is not had is not cooked with', () => {
    expect(
      understand("I've used up the flour, make sure a bag of flour ends up on my list", 'en'),
    ).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'flour', quantity: 1, unit: 'bag' }],
    });
    expect(understand('tengo pollo y arroz pero no tengo cebolla, ¿qué hago?', 'es')).toEqual({
      intent: 'whatCanICook',
      with: ['chicken-pieces', 'rice'],
    });
  });

  test('diets: a correction, one still kept, "again", animal products, French without "ne"', () => {
    expect(understand('switch on keto - no wait, make it paleo instead', 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Paleo'],
      remove: [],
    });
    expect(understand("I'm done with paleo. I'm still gluten free though, leave that", 'en')).toEqual({
      intent: 'updateDiet',
      add: [],
      remove: ['Paleo'],
    });
    expect(
      understand("started eating fish again so I'm pescatarian now rather than vegetarian", 'en'),
    ).toEqual({
      intent: 'updateDiet',
      add: ['Pescatarian'],
      remove: ['Vegetarian'],
    });
    expect(understand('keine tierischen Produkte mehr für mich, bitte einstellen', 'de')).toEqual({
      intent: 'updateDiet',
      add: ['Vegan'],
      remove: [],
    });
    expect(understand('je suis plus végétarien, mets halal', 'fr')).toEqual({
      intent: 'updateDiet',
      add: ['Halal'],
      remove: ['Vegetarian'],
    });
    expect(understand('what can I use instead of eggs in a vegan cake', 'en')).toEqual({
      intent: 'substitute',
      food: 'eggs',
    });
  });

  test('periods, timers and conversions said in more words', () => {
    expect(understand('does anything expire in the next seventy-two hours?', 'en')).toEqual({
      intent: 'expiring',
      days: 3,
    });
    expect(understand('七十二小时内过期的东西', 'zh')).toEqual({ intent: 'expiring', days: 3 });
    expect(understand('what expires this week? trying not to waste food this month', 'en')).toEqual({
      intent: 'expiring',
      days: 7,
    });
    expect(understand('pon una alarma de una hora y tres cuartos', 'es')).toEqual({
      intent: 'timer',
      seconds: 6300,
    });
    expect(understand('la receta dice 2 tazas y 1/2 de harina, ¿cuántos gramos son?', 'es')).toMatchObject({
      intent: 'convert',
      amount: 2.5,
      from: 'cup',
      to: 'g',
    });
    expect(
      understand('le livre de cuisine dit 1 tasse de sucre, ça fait combien en grammes ?', 'fr'),
    ).toMatchObject({
      from: 'cup',
      to: 'g',
    });
    expect(understand('¿cómo cambio las unidades a gramos?', 'es')).toEqual({
      intent: 'help',
      topic: 'settings',
    });
  });

  test('an amount corrected before "and" one more item; two Chinese foods run together', () => {
    expect(
      items(understand('apunta cuatro latas de atún... no, espera, eran seis. Y un bote de miel', 'es')),
    ).toEqual([
      { food: 'canned-tuna', quantity: 6, unit: 'can' },
      { food: 'honey', quantity: 1, unit: 'jar' },
    ]);
    expect(items(understand('把面粉酵母加到购物清单', 'zh'))).toEqual([
      { food: 'flour', quantity: null, unit: null },
      { food: 'yeast', quantity: null, unit: null },
    ]);
  });

  test('appliances by brand, in the plural, the one said to be had; help topics that share', () => {
    expect(understand('got an Instant Pot for christmas, no idea how to use it but add it', 'en')).toEqual({
      intent: 'addAppliance',
      appliance: 'pressure-cooker',
      custom: false,
    });
    expect(understand('bought one of those pizza ovens, add it to my appliance list', 'en')).toMatchObject({
      intent: 'addAppliance',
    });
    expect(understand('por fin tengo horno, antes usaba el microondas, agrégalo', 'es')).toEqual({
      intent: 'addAppliance',
      appliance: 'oven',
      custom: false,
    });
    expect(understand('Wie lade ich meinen Mann ein, damit er die Einkaufsliste sieht?', 'de')).toEqual({
      intent: 'help',
      topic: 'family',
    });
  });
});

describe('families added from the twenty-ninth to the thirty-first sets', () => {
  test('foods named only to be set aside, still at home, gone bad or waiting are neither added nor cooked with', () => {
    expect(
      items(
        understand("we've still got plenty of flour so skip that, but add 2 bags of sugar to the list", 'en'),
      ),
    ).toEqual([{ food: 'sugar', quantity: 2, unit: 'bag' }]);
    expect(
      items(
        understand('el azúcar aún queda, no lo apuntes, pero apunta dos litros de leche en la lista', 'es'),
      ),
    ).toEqual([{ food: 'milk', quantity: 2, unit: 'l' }]);
    expect(items(understand('ajoute des tomates aux courses (les oignons peuvent attendre)', 'fr'))).toEqual([
      { food: 'tomatoes', quantity: null, unit: null },
    ]);
    expect(
      items(understand('Butter ist noch genug da, aber schreib Eier und Mehl auf die Liste', 'de')),
    ).toEqual([
      { food: 'eggs', quantity: null, unit: null },
      { food: 'flour', quantity: null, unit: null },
    ]);
    expect(items(understand('米家里还有很多，不用买，帮我把两瓶酱油加到购物清单', 'zh'))).toEqual([
      { food: 'soy-sauce', quantity: 2, unit: 'bottle' },
    ]);
    expect(
      understand('I have chicken and rice (the spinach has gone off, ignore it), what can I cook?', 'en'),
    ).toEqual({ intent: 'whatCanICook', with: ['chicken-pieces', 'rice'] });
    expect(
      understand('Ich habe Nudeln und Tomaten, der Käse ist schimmelig, was kann ich kochen?', 'de'),
    ).toEqual({
      intent: 'whatCanICook',
      with: ['pasta', 'tomatoes'],
    });
  });

  test('terse lists: "also", foods one after another, a count before each, a container without "one"', () => {
    expect(items(understand('2 tins tomatoes also 500g pasta in the cupboard', 'en'))).toEqual([
      { food: 'canned-tomatoes', quantity: 2, unit: 'can' },
      { food: 'pasta', quantity: 500, unit: 'g' },
    ]);
    expect(items(understand('liste de courses lait beurre farinne', 'fr'))).toEqual([
      { food: 'milk', quantity: null, unit: null },
      { food: 'butter', quantity: null, unit: null },
      { food: 'flour', quantity: null, unit: null },
    ]);
    expect(items(understand('compra 4 manzanas 3 peras y un kilo de arroz', 'es'))).toEqual([
      { food: 'apples', quantity: 4, unit: null },
      { food: 'pears', quantity: 3, unit: null },
      { food: 'rice', quantity: 1, unit: 'kg' },
    ]);
    expect(items(understand('sack kartoffeln und 2 liter milch gekauft', 'de'))).toEqual([
      { food: 'potatoes', quantity: 1, unit: 'bag' },
      { food: 'milk', quantity: 2, unit: 'l' },
    ]);
    expect(items(understand('牛奶两瓶 一盒鸡蛋 半公斤虾仁 放冰箱', 'zh'))).toEqual([
      { food: 'milk', quantity: 2, unit: 'bottle' },
      { food: 'eggs', quantity: 1, unit: 'box' },
      { food: 'shrimp', quantity: 0.5, unit: 'kg' },
    ]);
  });

  test('amounts: hundreds in words, numbers typed as they sound, "and a half" after the food, sizes', () => {
    expect(items(understand('ajoute trois cents grammes de jambon', 'fr'))).toEqual([
      { food: 'ham', quantity: 300, unit: 'g' },
    ]);
    expect(items(understand('compré quinientos gramos de queso', 'es'))).toEqual([
      { food: 'hard-cheese', quantity: 500, unit: 'g' },
    ]);
    expect(items(understand('zwoelf Eier gekauft', 'de'))).toEqual([
      { food: 'eggs', quantity: 12, unit: null },
    ]);
    expect(items(understand('bought tree pounds of potatoes', 'en'))).toEqual([
      { food: 'potatoes', quantity: 3, unit: 'lb' },
    ]);
    expect(items(understand('carne picada kilo y medio al congelador', 'es'))).toEqual([
      { food: 'ground-beef', quantity: 1.5, unit: 'kg' },
    ]);
    expect(items(understand('put a 1 litre orange juice on the list', 'en'))).toEqual([
      { food: 'orange-juice', quantity: 1, unit: 'l' },
    ]);
    expect(items(understand('mets une plaquette de beurre de 500 g pour le frigo', 'fr'))).toEqual([
      { food: 'butter', quantity: 500, unit: 'g' },
    ]);
    expect(items(understand('买了一块300克的奶酪', 'zh'))).toEqual([
      { food: 'hard-cheese', quantity: 300, unit: 'g' },
    ]);
    expect(understand('two heaped tablespoons of sugar in grams?', 'en')).toMatchObject({
      intent: 'convert',
      amount: 2,
      from: 'tbsp',
    });
    expect(understand('set a timer for 20 minutes, no wait, make that 25 minutes', 'en')).toEqual({
      intent: 'timer',
      seconds: 1500,
    });
  });

  test('words of one language are not read as plurals or foods of another', () => {
    expect(understand('si tengo 30 ml, ¿cuántas cucharadas me salen?', 'es')).toMatchObject({
      foodKey: null,
    });
    expect(understand('how many cups is 250 ml? no idea what the stuff is', 'en')).toMatchObject({
      foodKey: null,
    });
    expect(understand('ajoute une plaquette de chocolat', 'fr')).toMatchObject({ intent: 'addToPantry' });
    expect(understand('just got a slow cooker 加上', 'zh')).toMatchObject({ appliance: 'slow-cooker' });
    expect(understand('我买了个 air fryer，帮我加上', 'zh')).toMatchObject({ appliance: 'air-fryer' });
  });

  test('words of talk learnt from the labelled requests name no item beside a food; a food the catalogue lacks still does', () => {
    expect(items(understand('En el armario dejé dos latas de atún, ¿me las apuntas?', 'es'))).toEqual([
      { food: 'canned-tuna', quantity: 2, unit: 'can' },
    ]);
    expect(
      items(understand('Im Keller stehen jetzt zwei Flaschen Wasser, kannst du das festhalten?', 'de')),
    ).toEqual([{ food: 'water', quantity: 2, unit: 'bottle' }]);
    expect(items(understand('add tahini and 2 lemons', 'en'))).toEqual([
      { food: 'tahini', quantity: null, unit: null },
      { food: 'lemons', quantity: 2, unit: null },
    ]);
  });

  test('greetings that end on a mark before an emoji; custom machines without the way to the list', () => {
    expect(understand('Hallo Chef! Wie läuft s heute so? 🙂', 'de')).toEqual({ intent: 'greeting' });
    expect(understand('你好，大厨！最近怎么样？🙂', 'zh')).toEqual({ intent: 'greeting' });
    expect(understand('hey chef, long time no speak', 'en')).toEqual({ intent: 'greeting' });
    expect(understand('agrega mi máquina de helados a mis aparatos', 'es')).toEqual({
      intent: 'addAppliance',
      appliance: 'maquina de helados',
      custom: true,
    });
    expect(understand('mets la yaourtière du placard dans mes appareils', 'fr')).toEqual({
      intent: 'addAppliance',
      appliance: 'yaourtiere',
      custom: true,
    });
    expect(
      items(understand('mete tres bolsas de guisantes en el congelador, bueno no, solo dos', 'es')),
    ).toEqual([{ food: 'frozen-vegetables', quantity: 2, unit: 'bag' }]);
  });

  test('a diet changed with an arrow or "weg, dafür"; help to add someone to the household', () => {
    expect(understand('keto -> low carb', 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Low Carb'],
      remove: ['Keto'],
    });
    expect(understand('Vegan weg, dafür vegetarisch', 'de')).toEqual({
      intent: 'updateDiet',
      add: ['Vegetarian'],
      remove: ['Vegan'],
    });
    expect(understand('¿cómo agrego a mi esposa a la cuenta?', 'es')).toEqual({
      intent: 'help',
      topic: 'family',
    });
  });
});

describe('families added from the thirty-second and thirty-third sets', () => {
  test('"everything except" a food leaves it out wherever it is named', () => {
    expect(
      items(understand('add everything except the bread: bread, 2 tins of beans and a jar of jam', 'en')),
    ).toEqual([
      { food: 'canned-beans', quantity: 2, unit: 'can' },
      { food: 'jam', quantity: 1, unit: 'jar' },
    ]);
    expect(items(understand('apunta todo menos el queso: queso, 1 kg de arroz y 6 huevos', 'es'))).toEqual([
      { food: 'rice', quantity: 1, unit: 'kg' },
      { food: 'eggs', quantity: 6, unit: null },
    ]);
    expect(items(understand('除了鸡蛋都记上：鸡蛋、两瓶牛奶', 'zh'))).toEqual([
      { food: 'milk', quantity: 2, unit: 'bottle' },
    ]);
  });

  test('English words borrowed by the other languages: the list, the places, today, a timer', () => {
    expect(understand('mets du lait et des oeufs sur la shopping list', 'fr')).toMatchObject({
      intent: 'addToShoppingList',
    });
    expect(understand('Hab zwei Pizzen in den Freezer gelegt', 'de')).toMatchObject({ location: 'freezer' });
    expect(understand('¿qué caduca today?', 'es')).toEqual({ intent: 'expiring', days: 0 });
    expect(understand('shopping list 加：牛奶、香蕉', 'zh')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'milk' }, { foodKey: 'bananas' }],
    });
  });

  test('thanks in other languages, polite formulas, a range in Chinese, sizes of several containers', () => {
    expect(items(understand('add 2 lemons and a bag of rice, gracias', 'en'))).toEqual([
      { food: 'lemons', quantity: 2, unit: null },
      { food: 'rice', quantity: 1, unit: 'bag' },
    ]);
    expect(items(understand('Könnten Sie bitte zwei Kilo Mehl und ein Glas Honig vermerken?', 'de'))).toEqual(
      [
        { food: 'flour', quantity: 2, unit: 'kg' },
        { food: 'honey', quantity: 1, unit: 'jar' },
      ],
    );
    expect(items(understand('买了三四个苹果', 'zh'))).toEqual([{ food: 'apples', quantity: 3, unit: null }]);
    expect(items(understand('冻库放了2kg鸡翅', 'zh'))).toEqual([
      { food: 'chicken-pieces', quantity: 2, unit: 'kg' },
    ]);
    expect(items(understand("j'ai rangé quatre boîtes de 400 g de pois chiches", 'fr'))).toEqual([
      { food: 'canned-beans', quantity: 4, unit: 'can' },
    ]);
    expect(items(understand('drei 400-g-Dosen Mais gekauft', 'de'))).toEqual([
      { food: 'canned-corn', quantity: 3, unit: 'can' },
    ]);
  });

  test('timers asked politely, "what can I make" is no can, the period in the user\'s language', () => {
    expect(understand('Would you let me know when twelve minutes are up?', 'en')).toEqual({
      intent: 'timer',
      seconds: 720,
    });
    expect(understand('Faites-moi signe dans vingt minutes', 'fr')).toEqual({
      intent: 'timer',
      seconds: 1200,
    });
    expect(understand('what can I make with what is in the cupboard?', 'en')).toEqual({
      intent: 'whatCanICook',
      with: [],
    });
    expect(understand('tengo pollo y arroz, ¿qué me armo para cenar?', 'es')).toEqual({
      intent: 'whatCanICook',
      with: ['chicken-pieces', 'rice'],
    });
    expect(understand('recommend me a good movie for tonight', 'en')).toEqual({ intent: 'unsupported' });
  });

  test('custom machines named by the words since their article, less what they are like', () => {
    expect(understand('my sister gave me her old ice shaver machine, add it to my appliances', 'en')).toEqual(
      {
        intent: 'addAppliance',
        appliance: 'ice shaver machine',
        custom: true,
      },
    );
  });
});

describe('families added from the thirty-fourth to the thirty-eighth sets', () => {
  test('a count taken back as it is said: the last count stands, of the things first named', () => {
    expect(understand('pon tres no cuatro latas de atún en la despensa', 'es')).toMatchObject({
      items: [{ foodKey: 'canned-tuna', quantity: 4, unit: 'can' }],
      location: 'pantry',
    });
    expect(
      understand('alors au congélateur deux sachets de légumes surgelés non trois sachets', 'fr'),
    ).toMatchObject({ items: [{ foodKey: 'frozen-vegetables', quantity: 3, unit: 'bag' }] });
    expect(understand('stick four chicken breasts in the freezer, sorry, six of them', 'en')).toMatchObject({
      items: [{ foodKey: 'chicken-pieces', quantity: 6, unit: null }],
    });
    expect(understand('convert 8 ounces no sorry 6 ounces of butter into grams', 'en')).toMatchObject({
      intent: 'convert',
      amount: 6,
    });
    expect(understand('倒计时三分钟 哦不 五分钟', 'zh')).toEqual({ intent: 'timer', seconds: 300 });
    expect(understand('冷冻层塞了四包薯条，哦不，三包，还有一整只鸡', 'zh')).toMatchObject({
      items: [
        { foodKey: 'frozen-fries', quantity: 3, unit: 'pack' },
        { foodKey: 'whole-chicken', quantity: 1, unit: null },
      ],
    });
    // (Another food after the correction is the list's own correction, not a count taken back.)
    expect(understand('购物清单加一瓶牛奶，不对，是两瓶燕麦奶', 'zh')).toMatchObject({
      items: [{ foodKey: 'plant-milk', quantity: 2, unit: 'bottle' }],
    });
  });

  test("a stop right before a diet is that diet's, not the one said before it", () => {
    const veganNow = { intent: 'updateDiet', add: ['Vegan'], remove: ['Vegetarian'] };
    expect(understand("hey chef I've gone vegan so um take off vegetarian and put vegan on", 'en')).toEqual(
      veganNow,
    );
    expect(understand('ich bin jetzt vegan nimm vegetarisch raus', 'de')).toEqual(veganNow);
    expect(understand('我现在吃纯素了 把素食换成纯素', 'zh')).toEqual(veganNow);
    expect(understand('ya no soy pescetariana ponme paleo en su lugar', 'es')).toEqual({
      intent: 'updateDiet',
      add: ['Paleo'],
      remove: ['Pescatarian'],
    }); // Ketosis is keto; a Muslim household eats halal.
    expect(
      understand("I'm keeping my carbs under 20 grams a day to stay in ketosis, so adjust my recipes", 'en'),
    ).toEqual({ intent: 'updateDiet', add: ['Keto'], remove: [] });
    expect(understand('comemos en casa como manda la tradición musulmana', 'es')).toEqual({
      intent: 'updateDiet',
      add: ['Halal'],
      remove: [],
    });
  });

  test('catties and taels in grams, 千克 a kilogram, family packs and sharing bags a pack and a bag', () => {
    expect(understand('菜市场买了一斤小番茄、二两鲜香菇和一把香菜', 'zh')).toMatchObject({
      items: [
        { foodKey: 'tomatoes', quantity: 500, unit: 'g' },
        { foodKey: 'mushrooms', quantity: 100, unit: 'g' },
        { foodKey: 'coriander', quantity: 1, unit: 'bunch' },
      ],
    });
    expect(understand('帮我加两千克面粉', 'zh')).toMatchObject({
      items: [{ foodKey: 'flour', quantity: 2, unit: 'kg' }],
    });
    expect(understand('add a family pack of chicken drumsticks to the list', 'en')).toMatchObject({
      items: [{ foodKey: 'chicken-pieces', quantity: 1, unit: 'pack' }],
    });
    expect(understand('trag eine Familienpackung Hähnchenbrust ein', 'de')).toMatchObject({
      items: [{ foodKey: 'chicken-pieces', quantity: 1, unit: 'pack' }],
    });
    expect(understand('4 sharing bags of crisps in the cupboard', 'en')).toMatchObject({
      items: [{ foodKey: 'crisps', quantity: 4, unit: 'bag' }],
    });
  });

  test('the food said to be lacking is the one replaced, not the dish after the question', () => {
    expect(understand('做可乐鸡翅没有生抽，能用什么代替？', 'zh')).toEqual({
      intent: 'substitute',
      food: 'soy-sauce',
    });
    expect(understand('no tengo maisena, ¿con qué espeso la salsa?', 'es')).toEqual({
      intent: 'substitute',
      food: 'cornstarch',
    });
    expect(
      understand("I've run out of brown sugar, can I swap it for something in choc chip cookies", 'en'),
    ).toEqual({ intent: 'substitute', food: 'brown-sugar' });
  });

  test('the words before a colon that opens a list name the occasion, not an item', () => {
    expect(
      understand('fürn Filmabend: 2 Flaschen Cola und ne Tüte Chips, bitte eintragen', 'de'),
    ).toMatchObject({
      items: [
        { foodKey: 'soft-drinks', quantity: 2, unit: 'bottle' },
        { foodKey: 'crisps', quantity: 1, unit: 'bag' },
      ],
    });
    expect(understand('Einkaufsliste: Lauch und Milch', 'de')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'leeks' }, { foodKey: 'milk' }],
    });
  });

  test('how many people there are counts no food', () => {
    expect(
      understand('costco haul for the five of us: 30 eggs and a 10 lb bag of jasmine rice', 'en'),
    ).toMatchObject({
      items: [
        { foodKey: 'eggs', quantity: 30 },
        { foodKey: 'rice', quantity: 10, unit: 'lb' },
      ],
    });
    expect(
      understand("on sera huit à table, j'ai pris deux poulets entiers et 3 baguettes", 'fr'),
    ).toMatchObject({
      items: [
        { foodKey: 'whole-chicken', quantity: 2 },
        { foodKey: 'bread', quantity: 3 },
      ],
    });
    expect(understand('我们家五口人，买了三斤猪肉', 'zh')).toMatchObject({
      items: [{ foodKey: 'pork-chops', quantity: 1500, unit: 'g' }],
    });
    expect(understand('plan dinner for tomorrow, there will be six of us', 'en')).toEqual({
      intent: 'planDinner',
      day: 'tomorrow',
    });
  });

  test('Chinese typed by sound reads as the food that sounds the same', () => {
    expect(understand('冰箱里新放了牛油果、波菜和三文鱼', 'zh')).toMatchObject({
      items: [{ foodKey: 'avocados' }, { foodKey: 'spinach' }, { foodKey: 'salmon' }],
    });
    expect(understand('购物单上记一下：鸡旦一打，面芬一袋', 'zh')).toMatchObject({
      items: [
        { foodKey: 'eggs', quantity: 12 },
        { foodKey: 'flour', quantity: 1, unit: 'bag' },
      ],
    });
  });
});

describe('families added from the thirty-ninth to the forty-third sets', () => {
  test('a list pasted line by line: each line is an item, its bullet or number no amount, its first line a heading', () => {
    expect(
      understand('Freezer:\n- 3 bags of frozen peas\n- 2 kg chicken wings\n• tub of vanilla ice cream', 'en'),
    ).toMatchObject({
      items: [
        { foodKey: 'frozen-vegetables', quantity: 3, unit: 'bag' },
        { foodKey: 'chicken-pieces', quantity: 2, unit: 'kg' },
        { foodKey: 'ice-cream', quantity: 1, unit: 'jar' },
      ],
      location: 'freezer',
    });
    expect(
      understand('Wochenmarkt heute\n1. 6 Eier\n2. 1 kg Karotten\n3. Honig\nbitte eintragen', 'de'),
    ).toMatchObject({
      intent: 'addToPantry',
      items: [
        { foodKey: 'eggs', quantity: 6, unit: null },
        { foodKey: 'carrots', quantity: 1, unit: 'kg' },
        { foodKey: 'honey', quantity: null, unit: null },
      ],
    });
    // (A list on one line reads as it always did.)
    expect(understand('add 2 onions - and 1 garlic', 'en')).toMatchObject({
      items: [{ quantity: 2 }, { quantity: 1 }],
    });
  });

  test('a food of the list set apart is left out, even where no word asks to add', () => {
    expect(
      understand(
        'Not the bread, my wife logged it. Only the 500 g of mince and a bag of spinach for the fridge.',
        'en',
      ),
    ).toMatchObject({
      intent: 'addToPantry',
      items: [
        { foodKey: 'ground-beef', quantity: 500, unit: 'g' },
        { foodKey: 'spinach', quantity: 1, unit: 'bag' },
      ],
      location: 'fridge',
    });
    expect(
      understand('Lista de la compra: arroz, tomates y pan; el aceite no, que nos sobra', 'es'),
    ).toMatchObject({
      items: [{ foodKey: 'rice' }, { foodKey: 'tomatoes' }, { foodKey: 'bread' }],
    });
    expect(understand('Pas les yaourts, ajoute juste le beurre et trois pommes', 'fr')).toMatchObject({
      items: [{ foodKey: 'butter' }, { foodKey: 'apples', quantity: 3 }],
    });
    expect(understand('Pack 2 Packungen Nudeln in den Schrank - Reis hab ich noch', 'de')).toMatchObject({
      items: [{ foodKey: 'pasta', quantity: 2, unit: 'pack' }],
    });
    // (A line that says "skip" and why: the food before it goes with it.)
    expect(understand('To buy:\n- lemons\n- olive oil (skip, still got loads)\n- feta', 'en')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'lemons' }, { foodKey: 'feta' }],
    });
  });

  test('bought already is nothing to buy; not bought after all is nothing to put away', () => {
    expect(
      understand('I already grabbed the milk, so the shopping list just needs eggs and butter', 'en'),
    ).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'eggs' }, { foodKey: 'butter' }],
    });
    expect(
      understand('J’ai rangé deux paquets de pâtes ; le riz, je ne l’ai pas acheté', 'fr'),
    ).toMatchObject({
      intent: 'addToPantry',
      items: [{ foodKey: 'pasta', quantity: 2, unit: 'pack' }],
    });
    // (Bought is a reason to put away, and an appliance one already has is one to add.)
    expect(understand('ya compré leche, apúntala en la despensa', 'es')).toMatchObject({
      intent: 'addToPantry',
      items: [{ foodKey: 'milk' }],
    });
    expect(understand('ya tengo freidora de aire, agrégala', 'es')).toMatchObject({
      intent: 'addAppliance',
      appliance: 'air-fryer',
    });
  });

  test('a count taken back after a pause or with words before the new one: the last count stands', () => {
    expect(understand('put 3 jars of pesto on the list... no, make it two', 'en')).toMatchObject({
      items: [{ foodKey: 'pesto', quantity: 2, unit: 'jar' }],
    });
    expect(understand('temporizador de veinte minutos, ay, no, que sean veinticinco', 'es')).toEqual({
      intent: 'timer',
      seconds: 1500,
    });
    expect(
      understand('combien de grammes font trois tasses de farine ? pardon, c’est quatre', 'fr'),
    ).toMatchObject({
      intent: 'convert',
      amount: 4,
      from: 'cup',
    });
    // (A count said before another one is not the one taken back: "un … de quince minutos".)
    expect(understand('pon un cronómetro de quince minutos… no, mejor de diez', 'es')).toEqual({
      intent: 'timer',
      seconds: 600,
    });
    // (Nor is a count followed by another food, which the list's own correction reads.)
    expect(withNumbersCorrected('add 2 apples , no , 3 bananas', 'en')).toBe('add 2 apples , no , 3 bananas');
  });

  test('a size said as near, after the food, is its amount', () => {
    expect(understand('enregistre un morceau de gruyère d’environ 400 g', 'fr')).toMatchObject({
      items: [{ foodKey: 'hard-cheese', quantity: 400, unit: 'g' }],
    });
    expect(understand('bitte ein Stück Emmentaler von etwa 300 Gramm eintragen', 'de')).toMatchObject({
      items: [{ foodKey: 'hard-cheese', quantity: 300, unit: 'g' }],
    });
    expect(understand('registra un pollo entero de unos 2 kilos que compré esta mañana', 'es')).toMatchObject(
      {
        items: [{ foodKey: 'whole-chicken', quantity: 2, unit: 'kg' }],
      },
    );
  });

  test('as a learner says it: a container counted with 个, help with one’s own homework, "to my stock please"', () => {
    expect(understand('买了一个袋子土豆和两个瓶子醋', 'zh')).toMatchObject({
      items: [
        { foodKey: 'potatoes', quantity: 1, unit: 'bag' },
        { foodKey: 'vinegar', quantity: 2, unit: 'bottle' },
      ],
    });
    expect(understand('Hilf mir bitte mit meine Mathe-Aufgabe', 'de')).toEqual({ intent: 'unsupported' });
    expect(understand('aide moi pour mon devoir d’anglais', 'fr')).toEqual({ intent: 'unsupported' });
    expect(understand('two onions and a lemon, add to my stock please', 'en')).toMatchObject({
      items: [
        { foodKey: 'onions', quantity: 2 },
        { foodKey: 'lemons', quantity: 1 },
      ],
    });
  });

  test('beside a diet changed, one said to be kept as it is is no change', () => {
    const nutFree = { intent: 'updateDiet', add: ['Nut-Free'], remove: [] };
    expect(understand('please leave the kosher option as it is and add nut-free', 'en')).toEqual(nutFree);
    expect(understand('Halal bleibt, zusätzlich bitte nussfrei', 'de')).toEqual(nutFree);
    expect(understand('garde le végétarien et ajoute sans fruits à coque', 'fr')).toEqual(nutFree);
    expect(understand('素食保持不变，加上无坚果', 'zh')).toEqual(nutFree);
    // ("deja el keto" quits it: only "como está" keeps it.)
    expect(understand('deja el keto y ponme paleo', 'es')).toEqual({
      intent: 'updateDiet',
      add: ['Paleo'],
      remove: ['Keto'],
    });
  });

  test('homework, essays and letters are refused, and so is something else asked with the recipes put aside', () => {
    const refused = { intent: 'unsupported' };
    expect(understand('could you help my daughter with her geography homework?', 'en')).toEqual(refused);
    expect(understand('écris-moi une lettre de motivation pour un job d’été', 'fr')).toEqual(refused);
    expect(understand('帮我儿子写作业', 'zh')).toEqual(refused);
    expect(understand('forget the recipes, what is the weather tomorrow?', 'en')).toEqual(refused);
    expect(understand('kein Rezept bitte, buch mir ein Taxi', 'de')).toEqual(refused);
    // (A meal asked for beside the weather is still asked for.)
    expect(understand("it's raining so I'm staying in, suggest a meal from my stock", 'en')).toMatchObject({
      intent: 'whatCanICook',
    });
  });

  test('a sentence ends at a full stop before a capital; a food said "not" after it, or "no need" of, is left out', () => {
    expect(
      understand('Two pears and a bag of rice for home. The cream was sold out, so none of that.', 'en'),
    ).toMatchObject({
      items: [
        { foodKey: 'pears', quantity: 2 },
        { foodKey: 'rice', quantity: 1, unit: 'bag' },
      ],
    });
    expect(
      understand('In den Schrank: 2 Dosen Mais und Nudeln. Die Linsen nicht, davon hab ich genug.', 'de'),
    ).toMatchObject({
      items: [{ foodKey: 'canned-corn' }, { foodKey: 'pasta' }],
    });
    expect(understand('购物清单加上苹果和米，牛奶就不用了', 'zh')).toMatchObject({
      items: [{ foodKey: 'apples' }, { foodKey: 'rice' }],
    });
  });

  test('what to cook with, without the foods kept for later or said "not" of', () => {
    expect(
      understand('Was koche ich mit Reis und Paprika? Den Lachs nicht, der ist für morgen.', 'de'),
    ).toEqual({
      intent: 'whatCanICook',
      with: ['rice', 'bell-peppers'],
    });
    expect(understand('¿Qué hago con pollo y arroz? Las gambas no las toques', 'es')).toEqual({
      intent: 'whatCanICook',
      with: ['chicken-pieces', 'rice'],
    });
    expect(understand('用鸡蛋和西红柿能做什么？牛肉留着明天用', 'zh')).toEqual({
      intent: 'whatCanICook',
      with: ['eggs', 'tomatoes'],
    });
  });

  test('a diet said to have been set by mistake is taken off', () => {
    expect(understand('lo de vegetariano fue un error, en realidad soy celíaco', 'es')).toEqual({
      intent: 'updateDiet',
      add: ['Gluten-Free'],
      remove: ['Vegetarian'],
    });
    expect(understand('之前设置的无坚果是错的', 'zh')).toEqual({
      intent: 'updateDiet',
      add: [],
      remove: ['Nut-Free'],
    });
  });

  test('one fish of a weight, in Chinese, is that weight of fish', () => {
    expect(understand('冰箱里放了一条大约两斤重的草鱼', 'zh')).toMatchObject({
      items: [{ foodKey: 'white-fish', quantity: 1000, unit: 'g' }],
    });
  });
});

describe('families added from the forty-fourth to the forty-seventh sets', () => {
  test('a diet started is not ended by the foods it gives up', () => {
    expect(understand("I've gone vegan, so no more cheddar for me", 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Vegan'],
      remove: [],
    });
    expect(understand('je passe végétarien, fini le saucisson', 'fr')).toEqual({
      intent: 'updateDiet',
      add: ['Vegetarian'],
      remove: [],
    });
    expect(understand('我开始吃全素了，蛋奶都不碰', 'zh')).toEqual({
      intent: 'updateDiet',
      add: ['Vegan'],
      remove: [],
    });
    // A stop said of the diet itself still ends it.
    expect(understand("I went vegan for a month, it didn't stick", 'en')).toEqual({
      intent: 'updateDiet',
      add: [],
      remove: ['Vegan'],
    });
    // A food avoided beside a diet is no diet given up.
    expect(understand("I'm vegan now, no more milk", 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Vegan'],
      remove: [],
    });
  });

  test('a diet switched or taken off around its name, and two changes joined by "and"', () => {
    expect(understand('turn keto off', 'en')).toEqual({ intent: 'updateDiet', add: [], remove: ['Keto'] });
    expect(understand('take dairy-free off', 'en')).toEqual({
      intent: 'updateDiet',
      add: [],
      remove: ['Dairy-Free'],
    });
    expect(understand('Keto hinzufügen und Paleo entfernen', 'de')).toEqual({
      intent: 'updateDiet',
      add: ['Keto'],
      remove: ['Paleo'],
    });
  });

  test('a price said in passing counts nothing', () => {
    expect(understand('4 pears at 30p each and 2 lemons', 'en')).toMatchObject({
      items: [
        { foodKey: 'pears', quantity: 4, unit: null },
        { foodKey: 'lemons', quantity: 2, unit: null },
      ],
    });
    expect(understand('2 Gurken für 1,50 € und ein Kilo Äpfel', 'de')).toMatchObject({
      items: [
        { foodKey: 'cucumber', quantity: 2, unit: null },
        { foodKey: 'apples', quantity: 1, unit: 'kg' },
      ],
    });
    expect(understand('买了一斤草莓，才15块钱', 'zh')).toMatchObject({
      items: [{ foodKey: 'strawberries', quantity: 500, unit: 'g' }],
    });
  });

  test('a container said with how many it holds is that many of the food', () => {
    expect(understand('a tray of 30 eggs and a pack of 6 yoghurts', 'en')).toMatchObject({
      items: [
        { foodKey: 'eggs', quantity: 30, unit: null },
        { foodKey: 'yoghurt', quantity: 6, unit: null },
      ],
    });
    expect(understand('ein Sechserpack Joghurt und 1 Packung Butter', 'de')).toMatchObject({
      items: [
        { foodKey: 'yoghurt', quantity: 6, unit: null },
        { foodKey: 'butter', quantity: 1, unit: 'pack' },
      ],
    });
    expect(understand('一盒十二个装的鸡蛋', 'zh')).toMatchObject({
      items: [{ foodKey: 'eggs', quantity: 12, unit: null }],
    });
  });

  test('one container of a size is that size, in Chinese with 装 too, or with the size in brackets after it', () => {
    expect(understand('一袋1公斤装的水饺和两盒250毫升的牛奶', 'zh')).toMatchObject({
      items: [
        { foodKey: 'frozen-dumplings', quantity: 1, unit: 'kg' },
        { foodKey: 'milk', quantity: 2, unit: 'box' },
      ],
    });
    expect(understand('ein Glas Honig (500 g) und zwei Becher Sahne', 'de')).toMatchObject({
      items: [
        { foodKey: 'honey', quantity: 500, unit: 'g' },
        { foodKey: 'cream', quantity: 2, unit: 'jar' },
      ],
    });
  });

  test('a container of a size with a decimal point is that size; several of them are that many', () => {
    expect(understand('a 1.5 l bottle of milk', 'en')).toMatchObject({
      items: [{ foodKey: 'milk', quantity: 1.5, unit: 'l' }],
    });
    expect(understand('two 1.5 litre bottles of water', 'en')).toMatchObject({
      items: [{ foodKey: 'water', quantity: 2, unit: 'bottle' }],
    });
  });

  test('what ran out, asked to be noted for the next shop, goes on the list', () => {
    expect(understand("we're out of rice, could you jot that down for the next shop?", 'en')).toEqual({
      intent: 'addToShoppingList',
      items: [{ name: 'rice', foodKey: 'rice', quantity: null, unit: null }],
    });
    expect(
      understand("plus de farine, tu peux t'en souvenir pour les prochaines courses ?", 'fr'),
    ).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'flour' }],
    });
    expect(understand('Der Zucker ist ausgegangen, kannst du dir das merken?', 'de')).toEqual({
      intent: 'addToShoppingList',
      items: [{ name: 'zucker', foodKey: 'sugar', quantity: null, unit: null }],
    });
  });

  test('a food of a list left out with "no", "skip" or, in Chinese, "不用" after it', () => {
    expect(understand('add apples and pears, no plums', 'en')).toMatchObject({
      items: [{ foodKey: 'apples' }, { foodKey: 'pears' }],
    });
    expect(understand('要买鸡蛋和面包，牛奶不用', 'zh')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'eggs' }, { foodKey: 'bread' }],
    });
    // Alone, "no" before a food says it is lacking.
    expect(
      understand('no cornstarch in the house, what can I thicken the gravy with instead?', 'en'),
    ).toEqual({
      intent: 'substitute',
      food: 'cornstarch',
    });
  });

  test('in Spanish and French, the food after "de" is the kind of the one before; help asked by what it does', () => {
    expect(understand('¿qué hago con mermelada de fresa y yogur?', 'es')).toEqual({
      intent: 'whatCanICook',
      with: ['jam', 'yoghurt'],
    });
    expect(understand("j'ai un reste de riz et du thon, une idée ?", 'fr')).toMatchObject({
      intent: 'whatCanICook',
      with: expect.arrayContaining(['rice']),
    });
    expect(understand('can I tick things off my list while I shop?', 'en')).toEqual({
      intent: 'help',
      topic: 'shoppingList',
    });
    expect(understand('can a recipe show me one step at a time?', 'en')).toEqual({
      intent: 'help',
      topic: 'cookMode',
    });
  });

  test('thanks with "that is all" is a greeting; e-mails are notifications', () => {
    expect(understand("thanks, that's all!", 'en')).toEqual({ intent: 'greeting' });
    expect(understand("merci, c'est tout", 'fr')).toEqual({ intent: 'greeting' });
    expect(understand('where do I turn off the daily emails', 'en')).toEqual({
      intent: 'help',
      topic: 'notifications',
    });
  });

  test('the food replaced is the one before the food replacing it', () => {
    expect(understand('can I replace cream with yoghurt in a sauce?', 'en')).toEqual({
      intent: 'substitute',
      food: 'cream',
    });
    expect(understand('je peux remplacer la crème par du yaourt ?', 'fr')).toEqual({
      intent: 'substitute',
      food: 'cream',
    });
  });

  test('courtesies around a request name nothing to add', () => {
    expect(understand('could you put oat milk and a bag of rice on the list? no rush', 'en')).toMatchObject({
      items: [{ foodKey: 'plant-milk' }, { foodKey: 'rice', quantity: 1, unit: 'bag' }],
    });
    expect(understand('¿te importaría apuntar dos limones? Gracias de antemano', 'es')).toMatchObject({
      items: [{ foodKey: 'lemons', quantity: 2 }],
    });
    expect(understand('有空的话帮我记一下：两瓶醋', 'zh')).toMatchObject({
      items: [{ foodKey: 'vinegar', quantity: 2, unit: 'bottle' }],
    });
  });

  test('more words that correct, a food measured with a slip, and what is refused', () => {
    expect(understand('ajoute 2 citrons, enfin non, 4', 'fr')).toMatchObject({
      items: [{ foodKey: 'lemons', quantity: 4, unit: null }],
    });
    expect(understand('how many grams in 2 cups of suger', 'en')).toEqual({
      intent: 'convert',
      amount: 2,
      from: 'cup',
      to: 'g',
      foodKey: 'sugar',
    });
    expect(understand('can you renew my car insurance? it expires next week', 'en')).toEqual({
      intent: 'unsupported',
    });
    expect(understand('Hat der Bäcker heute bis 18 Uhr offen?', 'de')).toEqual({ intent: 'unsupported' });
  });
});

describe('families added from the forty-eighth to the fiftieth sets', () => {
  test('a food set apart later in the message is left out of the list it was named in', () => {
    expect(
      understand('bought plums, 2 pears and a melon, but the melon is for my sister so don’t log it', 'en'),
    ).toMatchObject({
      intent: 'addToPantry',
      items: [{ foodKey: 'plums' }, { foodKey: 'pears', quantity: 2 }],
    });
    expect(understand('compré peras y uvas, pero las uvas no las metas', 'es')).toMatchObject({
      items: [{ foodKey: 'pears' }],
    });
    expect(understand('买了梨和一个西瓜，西瓜别记', 'zh')).toMatchObject({ items: [{ foodKey: 'pears' }] });
    // (A "but" before words that leave out opens the clause without a comma.)
    expect(understand('add eggs and bacon to the list but skip the bacon', 'en')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'eggs' }],
    });
    expect(understand('compra leche y pan pero sin pan', 'es')).toMatchObject({
      items: [{ foodKey: 'milk' }],
    });
  });

  test('a reason after a food said "no" goes with it, and a place said for the rest asks to add', () => {
    expect(understand('a la lista: pan y arroz; el aceite no, que todavía hay dos botellas', 'es')).toEqual({
      intent: 'addToShoppingList',
      items: [
        { name: 'pan', foodKey: 'bread', quantity: null, unit: null },
        { name: 'arroz', foodKey: 'rice', quantity: null, unit: null },
      ],
    });
    expect(
      understand(
        'Nudeln haben wir noch genug, die nicht eintragen, aber 2 Gläser Honig in den Vorratsschrank',
        'de',
      ),
    ).toMatchObject({
      intent: 'addToPantry',
      items: [{ foodKey: 'honey', quantity: 2, unit: 'jar' }],
      location: 'pantry',
    });
  });

  test('a French "mais" before a pronoun is no maize, wherever it stands', () => {
    expect(understand('longue journée mais on a fait les courses : un kilo de pommes', 'fr')).toMatchObject({
      items: [{ foodKey: 'apples', quantity: 1, unit: 'kg' }],
    });
    // (Maize is still maize before "en": "2 boîtes de maïs en grains".)
    expect(understand('ajoute 2 boîtes de maïs en grains', 'fr')).toMatchObject({
      items: [{ foodKey: 'canned-corn', quantity: 2 }],
    });
  });

  test('the German market pound is half a kilo; asked to convert, it is the pound', () => {
    expect(understand('ein halbes Pfund Butter und zwei Pfund Kartoffeln gekauft', 'de')).toMatchObject({
      items: [
        { foodKey: 'butter', quantity: 250, unit: 'g' },
        { foodKey: 'potatoes', quantity: 1000, unit: 'g' },
      ],
    });
    expect(
      understand('ein Viertelpfund Schinken und ein Dreiviertelkilo Linsen gekauft', 'de'),
    ).toMatchObject({
      items: [
        { quantity: 125, unit: 'g' },
        { foodKey: 'dried-lentils', quantity: 0.75, unit: 'kg' },
      ],
    });
    expect(understand('3 Pfund in Kilo', 'de')).toMatchObject({
      intent: 'convert',
      amount: 3,
      from: 'lb',
      to: 'kg',
    });
  });

  test('a 斤 with its 两, and a dozen and a half in Chinese', () => {
    expect(understand('买了五花肉一斤三两', 'zh')).toMatchObject({ items: [{ quantity: 650, unit: 'g' }] });
    expect(understand('购物清单加上鸡蛋两打半', 'zh')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'eggs', quantity: 30, unit: null }],
    });
  });

  test('a diet said "from" is the one changed from, and one started after another is added', () => {
    expect(understand('moving to keto from low carb this month', 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Keto'],
      remove: ['Low Carb'],
    });
    expect(understand('dejo de ser pescetariana y me paso a vegetariana', 'es')).toEqual({
      intent: 'updateDiet',
      add: ['Vegetarian'],
      remove: ['Pescatarian'],
    });
    expect(understand('de paléo je passe au keto', 'fr')).toEqual({
      intent: 'updateDiet',
      add: ['Keto'],
      remove: ['Paleo'],
    });
    expect(understand('我从生酮改成低碳水了', 'zh')).toEqual({
      intent: 'updateDiet',
      add: ['Low Carb'],
      remove: ['Keto'],
    });
    expect(understand('我开始吃全素了，之前的素食帮我换掉', 'zh')).toEqual({
      intent: 'updateDiet',
      add: ['Vegan'],
      remove: ['Vegetarian'],
    });
  });
});

describe('families added from the forty-eighth to the fiftieth sets: noisy typing and dishes', () => {
  test('laughter and letters drawn out say nothing more', () => {
    expect(understand('siiii jajaja mete 2 pizzas en el congelador', 'es')).toMatchObject({
      intent: 'addToPantry',
      items: [{ foodKey: 'frozen-pizza', quantity: 2 }],
      location: 'freezer',
    });
    expect(understand('hahaha where do i plan meals for the weeek', 'en')).toEqual({
      intent: 'help',
      topic: 'mealPlan',
    });
    expect(understand('哈哈哈，三斤橙子帮我记上', 'zh')).toMatchObject({
      items: [{ foodKey: 'oranges', quantity: 1500, unit: 'g' }],
    });
  });

  test('a diet swapped for another stays swapped when named again later', () => {
    expect(understand('swap paleo for low carb, paleo was too much', 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Low Carb'],
      remove: ['Paleo'],
    });
    expect(understand('remplace low carb par paléo, le low carb ça suffit', 'fr')).toEqual({
      intent: 'updateDiet',
      add: ['Paleo'],
      remove: ['Low Carb'],
    });
  });

  test('spoken German articles before an hour, and "wieviele" asks to convert', () => {
    expect(understand('stell nen Timer auf ne Stunde und fünf Minuten', 'de')).toEqual({
      intent: 'timer',
      seconds: 3900,
    });
    expect(understand('200 ml Sahne, wieviele Cups sind das?', 'de')).toMatchObject({
      intent: 'convert',
      amount: 200,
      from: 'ml',
      to: 'cup',
    });
  });

  test('the dish the shopping is for is no food to add', () => {
    expect(understand('add 2 kg of rice and a jar of curry paste, I’m making a biryani', 'en')).toMatchObject(
      {
        items: [{ foodKey: 'rice' }, { quantity: 1, unit: 'jar' }],
      },
    );
    expect(
      understand('para la paella de mañana apunta un kilo de arroz y dos pimientos', 'es'),
    ).toMatchObject({
      items: [{ foodKey: 'rice' }, { foodKey: 'bell-peppers', quantity: 2 }],
    });
    expect(understand('pour la raclette de samedi, note 500 g de pommes de terre', 'fr')).toMatchObject({
      items: [{ foodKey: 'potatoes', quantity: 500, unit: 'g' }],
    });
    expect(
      understand('in den Kühlschrank: 200 g Butter und 2 Becher Sahne, alles für die Torte', 'de'),
    ).toMatchObject({
      items: [{ foodKey: 'butter' }, { foodKey: 'cream', quantity: 2 }],
    });
    expect(understand('要做蛋糕，买了一袋面粉和十个鸡蛋', 'zh')).toMatchObject({
      items: [{ foodKey: 'flour' }, { foodKey: 'eggs', quantity: 10 }],
    });
    // (A food after words that ask, inside what follows the dish, is still one to add.)
    expect(
      understand('for the picnic we need grapes and 2 baguettes, on the list please', 'en'),
    ).toMatchObject({
      items: [{ foodKey: 'grapes' }, { quantity: 2 }],
    });
  });
});

describe('families added from the forty-eighth to the fiftieth sets: amounts in words and machines', () => {
  test('numbers of several words are one number', () => {
    expect(understand('add thirty-six cans of cola', 'en')).toMatchObject({
      items: [{ quantity: 36, unit: 'can' }],
    });
    expect(understand('add three hundred and twenty grams of flour', 'en')).toMatchObject({
      items: [{ foodKey: 'flour', quantity: 320, unit: 'g' }],
    });
    expect(understand('note cent soixante-quinze grammes de beurre', 'fr')).toMatchObject({
      items: [{ foodKey: 'butter', quantity: 175, unit: 'g' }],
    });
    expect(understand("j'ai acheté un kilo cinq de bœuf", 'fr')).toMatchObject({
      items: [{ quantity: 1.5, unit: 'kg' }],
    });
  });

  test('an amount alone after the food, and "a few" is no "how many"', () => {
    expect(understand('a la nevera: limones, un par', 'es')).toMatchObject({
      items: [{ foodKey: 'lemons', quantity: 2, unit: null }],
    });
    expect(understand('tengo unas cuantas zanahorias y un kilo de patatas, ¿qué cocino?', 'es')).toEqual({
      intent: 'whatCanICook',
      with: ['carrots', 'potatoes'],
    });
  });

  test('a Spanish or French machine is named with what it is for, up to an article', () => {
    expect(
      understand(
        'me regalaron una máquina de algodón de azúcar para la fiesta, agrégala a mis aparatos',
        'es',
      ),
    ).toMatchObject({
      appliance: 'maquina de algodon de azucar',
      custom: true,
    });
    expect(understand("on a ressorti l'appareil à crêpes de la cave, ajoute-le", 'fr')).toMatchObject({
      appliance: 'appareil a crepes',
      custom: true,
    });
    expect(understand('on a une fontaine à chocolat maintenant', 'fr')).toMatchObject({
      appliance: 'fontaine a chocolat',
      custom: true,
    });
  });

  test('a Chinese machine counted in 台 is one however much is said after it', () => {
    expect(understand('我买了台酸奶机，周末做酸奶用，帮我记上', 'zh')).toMatchObject({
      intent: 'addAppliance',
      custom: true,
    });
  });
});

describe('families added from the forty-eighth to the fiftieth sets: diets described', () => {
  test('no meat, fish still fine, said more ways', () => {
    expect(understand('ab sofort kein Fleisch mehr, Fisch ist aber ok', 'de')).toEqual({
      intent: 'updateDiet',
      add: ['Pescatarian'],
      remove: [],
    });
    expect(understand('以后不吃肉了，鱼还是吃的', 'zh')).toEqual({
      intent: 'updateDiet',
      add: ['Pescatarian'],
      remove: [],
    });
  });

  test('a meatless diet had before vegan is started is the one left', () => {
    expect(understand('végétarienne depuis deux ans, là je passe végane', 'fr')).toEqual({
      intent: 'updateDiet',
      add: ['Vegan'],
      remove: ['Vegetarian'],
    });
  });

  test('a food that can no longer be eaten is avoided from now on, not a diet ended', () => {
    expect(understand('I’m coeliac, so I can’t eat gluten anymore', 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Gluten-Free'],
      remove: [],
    });
    expect(understand('nothing with peanuts in the house any more please', 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Nut-Free'],
      remove: [],
    });
  });
});

describe('families added from the forty-eighth to the fiftieth sets: what is low, and what is refused', () => {
  test('stock running thin, said more ways', () => {
    expect(understand('before the big shop, what are we looking thin on?', 'en')).toEqual({
      intent: 'lowStock',
    });
    expect(understand('dis-moi ce qui est bas dans le placard', 'fr')).toEqual({ intent: 'lowStock' });
    expect(understand('¿de qué nos estamos quedando sin nada?', 'es')).toEqual({ intent: 'lowStock' });
  });

  test('messages, taxes, appointments, stock prices and rides are refused', () => {
    for (const [text, language] of [
      ['read my WhatsApp messages to me', 'en'],
      ['aide mon fils pour son devoir de maths', 'fr'],
      ['prends-moi rendez-vous chez le coiffeur', 'fr'],
      ['pídeme un Cabify para mañana', 'es'],
      ['查一下今天的股价', 'zh'],
      ['erklär mir die Aufgaben für die Klausur', 'de'],
    ] as const)
      expect(understand(text, language)).toEqual({ intent: 'unsupported' });
    // ("je vais devoir racheter du lait": the verb is no homework.)
    expect(understand('je vais devoir racheter du lait, note-le', 'fr')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'milk' }],
    });
  });
  test('saying one has just looked names nothing to add', () => {
    expect(understand('the ketchup is gone, I just checked, put a bottle on the list', 'en')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'ketchup', quantity: 1, unit: 'bottle' }],
    });
    expect(understand('酱油没了，我刚看过，加到购物单上', 'zh')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'soy-sauce' }],
    });
  });
});

describe('families added from the fifty-first set: sentences, things said not to be noted, counts taken back', () => {
  test('a full stop before an opening question mark, and a Chinese full stop, end a sentence', () => {
    expect(
      understand('Hoy compré dos barras de pan y un queso manchego. ¿Me lo apuntas todo?', 'es'),
    ).toMatchObject({ intent: 'addToPantry', items: [{ foodKey: 'bread' }, { foodKey: 'hard-cheese' }] });
    expect(understand('买了两盒牛奶和一瓶酱油。酱油是给邻居的，不用记。', 'zh')).toMatchObject({
      intent: 'addToPantry',
      items: [{ foodKey: 'milk', quantity: 2, unit: 'box' }],
    });
  });

  test('a day told beside foods bought and counted still adds them', () => {
    expect(
      understand(
        'my umbrella broke in the storm on the way home, but I picked up 2 kg of potatoes and a bag of carrots, add them please',
        'en',
      ),
    ).toMatchObject({ intent: 'addToPantry', items: [{ foodKey: 'potatoes' }, { foodKey: 'carrots' }] });
    expect(understand("the Asda delivery's just been: six eggs and two pints of milk", 'en')).toMatchObject({
      intent: 'addToPantry',
      items: [
        { foodKey: 'eggs', quantity: 6 },
        { foodKey: 'milk', quantity: 2, unit: 'pt' },
      ],
    });
    expect(understand('顺丰的快递到了，两箱牛奶，帮我入库', 'zh')).toMatchObject({
      intent: 'addToPantry',
      items: [{ foodKey: 'milk', quantity: 2, unit: 'box' }],
    });
  });

  test('"so leave that off" leaves out what the clause before it names, by any of its names', () => {
    const cake = understand(
      "I bought a loaf of bread and some cheddar. There's a cake too but it's for my sister, so leave that off. Pop the rest in the fridge",
      'en',
    );
    expect(cake).toMatchObject({ intent: 'addToPantry', location: 'fridge' });
    expect(cake.intent === 'addToPantry' && cake.items.map((item) => item.foodKey)).toEqual([
      'bread',
      'hard-cheese',
    ]);
    expect(
      understand(
        "j'ai pris un fromage de chèvre fermier et un kilo de pommes. Le fromage, c'est pour ma mère, donc oublie-le. Tu notes le reste ?",
        'fr',
      ),
    ).toEqual({
      intent: 'addToPantry',
      items: [{ name: 'pommes', foodKey: 'apples', quantity: 1, unit: 'kg' }],
      location: null,
    });
  });

  test('"le reste" and "il m\'en reste" name no food', () => {
    expect(
      understand(
        "il faut du beurre et des oeufs, mais pas de sucre, il m'en reste, mets ça sur la liste",
        'fr',
      ),
    ).toMatchObject({ intent: 'addToShoppingList', items: [{ foodKey: 'butter' }, { foodKey: 'eggs' }] });
  });

  test('counts taken back after "wait", with the new count opened by more words, or a half', () => {
    expect(understand('mets un minuteur de 10 minutes… non attends, 12', 'fr')).toEqual({
      intent: 'timer',
      seconds: 720,
    });
    expect(understand('Stell mir einen Timer auf zehn Minuten, nein warte, zwölf', 'de')).toEqual({
      intent: 'timer',
      seconds: 720,
    });
    expect(understand('cronometra 2 minutos y medio... no, 3', 'es')).toEqual({
      intent: 'timer',
      seconds: 180,
    });
    expect(
      understand('Leg zwei Becher Joghurt in den Kühlschrank – Moment, es sind doch drei', 'de'),
    ).toMatchObject({
      intent: 'addToPantry',
      items: [{ foodKey: 'yoghurt', quantity: 3 }],
      location: 'fridge',
    });
    expect(understand('购物清单加四个苹果，不对，两个就够了', 'zh')).toEqual({
      intent: 'addToShoppingList',
      items: [{ name: '苹果', foodKey: 'apples', quantity: 2, unit: null }],
    });
    // ("ein" closing the verb is no count taken back.)
    expect(understand('Trag zwei Dosen Tomaten ein, nein warte, drei', 'de')).toMatchObject({
      intent: 'addToPantry',
      items: [{ foodKey: 'canned-tomatoes', quantity: 3, unit: 'can' }],
    });
  });

  test('a diet given up for another, said in two clauses or after years of it', () => {
    expect(understand("I've quit being vegetarian and I'm trying keto now", 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Keto'],
      remove: ['Vegetarian'],
    });
    expect(understand('après trois ans à manger pescétarien, je passe au végétarien', 'fr')).toEqual({
      intent: 'updateDiet',
      add: ['Vegetarian'],
      remove: ['Pescatarian'],
    });
    expect(understand('Ab jetzt ernähre ich mich vegetarisch, keine Ausnahmen mehr', 'de')).toEqual({
      intent: 'updateDiet',
      add: ['Vegetarian'],
      remove: [],
    });
  });

  test('a machine named "Chef" is a machine, and a long English cue word spelt with a vowel off is read', () => {
    expect(understand('we inherited a Kenwood Chef from grandma, put it on my appliance list', 'en')).toEqual(
      {
        intent: 'addAppliance',
        appliance: 'stand-mixer',
        custom: false,
      },
    );
    expect(understand('add the new rice cooker to my kitchen appliences', 'en')).toEqual({
      intent: 'addAppliance',
      appliance: 'rice-cooker',
      custom: false,
    });
  });

  test('a food misspelt in a question is still read', () => {
    expect(understand("des poirreaux et deux carottes : qu'est-ce que je cuisine avec ça ?", 'fr')).toEqual({
      intent: 'whatCanICook',
      with: ['leeks', 'carrots'],
    });
    expect(understand('plus de moutade pour la sauce, une solution de rechange ?', 'fr')).toEqual({
      intent: 'substitute',
      food: 'mustard',
    });
  });

  test('the why after a count taken back goes with it', () => {
    expect(
      understand('put 4 yoghurts in the fridge, no wait, 3, because the kids ate one', 'en'),
    ).toMatchObject({
      intent: 'addToPantry',
      items: [{ foodKey: 'yoghurt', quantity: 3 }],
      location: 'fridge',
    });
    expect(
      understand('al congelador: seis hamburguesas, ay no, cinco, que una se la comió el perro', 'es'),
    ).toMatchObject({ intent: 'addToPantry', items: [{ quantity: 5 }], location: 'freezer' });
  });

  test('the day a dish is for names no item; foods for an occasion a machine names are no machine', () => {
    expect(
      understand("add 500g of chicken thighs and a jar of korma sauce, it's curry night friday", 'en'),
    ).toMatchObject({
      intent: 'addToPantry',
      items: [{ foodKey: 'chicken-pieces' }, { name: 'korma sauce' }],
    });
    // (A food for the day is still a food.)
    expect(understand('Einkaufsliste: 4 Flaschen Wasser und Würstchen fürs Wochenende', 'de')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'water' }, { foodKey: 'hot-dogs' }],
    });
    expect(understand('get some sausages and burger buns for the bbq on saturday', 'en').intent).not.toBe(
      'addAppliance',
    );
    expect(understand('Ins TK-Fach kommen zwei Packungen Spinat', 'de')).toMatchObject({
      intent: 'addToPantry',
      location: 'freezer',
    });
  });
});

describe('families added from the fifty-second set: diets swapped, foods beside their reasons', () => {
  test('a diet taken off and another put on, in one sentence', () => {
    expect(understand('drop low carb and put keto on please', 'en')).toEqual({
      intent: 'updateDiet',
      add: ['Keto'],
      remove: ['Low Carb'],
    });
    expect(understand('enlève le végétarien et mets vegan à la place', 'fr')).toEqual({
      intent: 'updateDiet',
      add: ['Vegan'],
      remove: ['Vegetarian'],
    });
    // (Named again to be put on, after the words that took another off.)
    expect(understand('ya soy pescetariana, quita lo de vegetariana y pon pescetariana', 'es')).toEqual({
      intent: 'updateDiet',
      add: ['Pescatarian'],
      remove: ['Vegetarian'],
    });
  });

  test('the food whose jar is empty is the one replaced, not the dish', () => {
    expect(
      understand('baking bread for the week and noticed the yeast tub is empty, what else works?', 'en'),
    ).toEqual({ intent: 'substitute', food: 'yeast' });
  });

  test('nights count as days; foods for the baby are foods', () => {
    expect(understand('hab die nächsten drei Nächte Spätdienst, was läuft bis dahin ab?', 'de')).toEqual({
      intent: 'expiring',
      days: 3,
    });
    expect(
      understand('get 3 pouches of puree and a pack of rusks for the baby, add them to my list', 'en'),
    ).toMatchObject({ intent: 'addToShoppingList', items: [{ quantity: 3 }, { foodKey: 'crackers' }] });
  });

  test('a food left out, and why, beside a list headed by its place', () => {
    expect(
      understand("frigo : un litre de lait et six oeufs. pas le beurre, je l'ai déjà utilisé", 'fr'),
    ).toEqual({
      intent: 'addToPantry',
      items: [
        { name: 'lait', foodKey: 'milk', quantity: 1, unit: 'l' },
        { name: 'oeufs', foodKey: 'eggs', quantity: 6, unit: null },
      ],
      location: 'fridge',
    });
  });

  test('an amount said after the food, and a list before the colon that says what to do', () => {
    expect(
      understand('Garlic, four bulbs, and a bottle of olive oil. On the shopping list please', 'en'),
    ).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'garlic', quantity: 4, unit: null }, { foodKey: 'olive-oil' }],
    });
    expect(understand('Cebollas, dos mallas, y un tarro de miel: apúntalo', 'es')).toMatchObject({
      items: [
        { foodKey: 'onions', quantity: 2, unit: 'bag' },
        { foodKey: 'honey', quantity: 1, unit: 'jar' },
      ],
    });
  });

  test('a count taken back as "no, it was a whole …"', () => {
    expect(
      understand('I picked up eggs and two loaves... no, it was three loaves of bread', 'en'),
    ).toMatchObject({
      intent: 'addToPantry',
      items: [{ foodKey: 'eggs' }, { foodKey: 'bread', quantity: 3 }],
    });
  });

  test('Cantonese "not that" and "no need", and a payment, are read', () => {
    expect(understand('要買：雞蛋、牛奶，唔係，牛奶唔使，仲有麵包', 'zh')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'eggs' }, { foodKey: 'bread' }],
    });
    expect(understand('帮我用支付宝转100块给妈妈', 'zh')).toEqual({ intent: 'unsupported' });
  });

  test('"scrap the butter", Québec "laisse faire", and a machine of mine to note', () => {
    expect(understand('list: eggs, cream - no, scrap the cream - and a lemon', 'en')).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'eggs' }, { foodKey: 'lemons' }],
    });
    expect(
      understand("liste d'épicerie : du lait, du sucre, non laisse faire le sucre, pis des oeufs", 'fr'),
    ).toMatchObject({
      intent: 'addToShoppingList',
      items: [{ foodKey: 'milk' }, { foodKey: 'eggs' }],
    });
    expect(understand('把我的豆浆机也记上吧，虽然不常用', 'zh')).toEqual({
      intent: 'addAppliance',
      appliance: '豆浆机',
      custom: true,
    });
    expect(understand('我的手机话费还剩多少？', 'zh')).toEqual({ intent: 'unsupported' });
  });

  test('a count in words said alone after a food, "both" counting nothing, and a nice tray', () => {
    expect(understand('cebollas, dos kilos; limones, cuatro. Todo a la nevera', 'es')).toMatchObject({
      intent: 'addToPantry',
      items: [
        { foodKey: 'onions', quantity: 2, unit: 'kg' },
        { foodKey: 'lemons', quantity: 4, unit: null },
      ],
    });
    expect(
      understand('se acabó el arroz y también la leche, escribe los dos en la lista', 'es'),
    ).toMatchObject({
      intent: 'addToShoppingList',
      items: [
        { foodKey: 'rice', quantity: null },
        { foodKey: 'milk', quantity: null },
      ],
    });
    expect(understand("j'ai pris une belle barquette de fraises, note-la", 'fr')).toMatchObject({
      intent: 'addToPantry',
      items: [{ foodKey: 'strawberries', quantity: 1, unit: 'box' }],
    });
  });
});
