import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { RecipeDraftSchema } from '@shared/contracts/recipes';
import { cleanText, parseDurationMinutes, parseYield, repairMojibake } from './draft-text';
import { extractRecipe } from './schema-org';

const PAGE = 'https://cooking.example/recipes/soup';

function pageWithJsonLd(...values: unknown[]): string {
  const scripts = values
    .map(
      (value) =>
        `<script type="application/ld+json">${typeof value === 'string' ? value : JSON.stringify(value)}</script>`,
    )
    .join('\n');
  return `<!doctype html><html><head><title>Site</title>${scripts}</head><body><h1>Page heading</h1></body></html>`;
}

function extract(html: string) {
  const draft = extractRecipe(html, PAGE);
  expect(draft).not.toBeNull();
  return RecipeDraftSchema.parse(draft);
}

const soup = {
  '@type': 'Recipe',
  name: 'Tomato Soup',
  recipeIngredient: ['1 kg tomatoes', '1 onion'],
  recipeInstructions: 'Cook. Blend.',
};

/** A page with JSON-LD ingredient lines and, under an "Ingredients" heading, the list it shows. */
function withList(data: string[], shown: string[]): string {
  return pageWithJsonLd({ ...soup, recipeIngredient: data }).replace(
    '</body>',
    `<h2>Ingredients</h2><ul>${shown.map((line) => `<li>${line}</li>`).join('')}</ul></body>`,
  );
}

describe('JSON-LD', () => {
  test('the Recipe is found at the top, in a list, in @graph, with a type list, or inside mainEntity and itemListElement', () => {
    const wrappings: unknown[] = [
      soup,
      [{ '@type': 'Organization', name: 'Site' }, soup],
      { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage', name: 'Page' }, soup] },
      { ...soup, '@type': ['Recipe', 'NewsArticle'] },
      { '@type': 'WebPage', mainEntity: soup },
      { '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', position: 1, item: soup }] },
      { ...soup, '@type': 'https://schema.org/Recipe' },
    ];
    for (const value of wrappings) {
      const draft = extract(pageWithJsonLd(value));
      expect(draft.title, JSON.stringify(value)).toBe('Tomato Soup');
      expect(draft.ingredients.map((line) => line.text)).toEqual(['1 kg tomatoes', '1 onion']);
    }
  });

  test('JSON-LD as sites really write it still parses: raw line breaks in strings, trailing commas, comment wrappers', () => {
    const broken = `<!--{"@type": "Recipe", "name": "Line\nBreak Soup", "recipeIngredient": ["1 leek",], "recipeInstructions": "Cook."}-->`;
    expect(extract(pageWithJsonLd(broken)).title).toBe('Line Break Soup');
  });

  test('ISO 8601 durations become minutes; a missing total is preparation plus cooking', () => {
    const draft = extract(
      pageWithJsonLd({ ...soup, prepTime: 'PT1H30M', cookTime: 'P0DT0H20M', totalTime: 'PT90M' }),
    );
    expect(draft).toMatchObject({ prepMinutes: 90, cookMinutes: 20, totalMinutes: 90 });
    const summed = extract(pageWithJsonLd({ ...soup, prepTime: 'PT15M', cookTime: 'PT1H' }));
    expect(summed.totalMinutes).toBe(75);
  });

  test('sections of instructions become step groups; steps nested in steps and plain texts are read', () => {
    const draft = extract(
      pageWithJsonLd({
        ...soup,
        recipeInstructions: [
          {
            '@type': 'HowToSection',
            name: 'For the soup',
            itemListElement: [
              { '@type': 'HowToStep', text: 'Chop the onion.' },
              { '@type': 'HowToStep', name: 'Simmer the tomatoes.' },
            ],
          },
          {
            '@type': 'HowToSection',
            name: 'To serve',
            itemListElement: {
              '@type': 'ItemList',
              itemListElement: [{ '@type': 'HowToStep', text: 'Ladle into bowls.' }],
            },
          },
          'Enjoy.',
        ],
      }),
    );
    expect(draft.steps).toEqual([
      { group: 'For the soup', text: 'Chop the onion.' },
      { group: 'For the soup', text: 'Simmer the tomatoes.' },
      { group: 'To serve', text: 'Ladle into bowls.' },
      { group: null, text: 'Enjoy.' },
    ]);
  });

  test('instructions written as one HTML text are split at paragraphs, list items, line breaks and new lines', () => {
    const variants = [
      '<p>Chop the onion.</p><p>Cook it gently.</p>',
      '<ol><li>1. Chop the onion.</li><li>2. Cook it gently.</li></ol>',
      'Chop the onion.<br>Cook it gently.',
      'Chop the onion.\nCook it gently.',
      'Chop the onion.\r\n\r\nCook it gently.',
    ];
    for (const recipeInstructions of variants) {
      const draft = extract(pageWithJsonLd({ ...soup, recipeInstructions }));
      expect(
        draft.steps.map((step) => step.text),
        recipeInstructions,
      ).toEqual(['Chop the onion.', 'Cook it gently.']);
    }
  });

  test('yields give servings (the first number) and keep the words when they say more', () => {
    const cases: Array<[unknown, number | null, string | null]> = [
      ['Serves 4-6', 4, 'Serves 4-6'],
      ['4 servings', 4, null],
      [['4', '4 servings'], 4, null],
      [6, 6, null],
      ['Makes 24 cookies', 24, 'Makes 24 cookies'],
      ['2 loaves', 2, '2 loaves'],
      ['4 人份', 4, null],
      ['Pour 6 personnes', 6, null],
      ['a big pot', null, 'a big pot'],
    ];
    for (const [recipeYield, servings, yieldText] of cases) {
      const draft = extract(pageWithJsonLd({ ...soup, recipeYield }));
      expect({ servings: draft.servings, yieldText: draft.yieldText }, JSON.stringify(recipeYield)).toEqual({
        servings,
        yieldText,
      });
    }
  });

  test('the picture is taken from a URL, a list or an ImageObject, made absolute', () => {
    const cases: Array<[unknown, string]> = [
      ['https://cdn.example/soup.jpg', 'https://cdn.example/soup.jpg'],
      [['/images/soup-16x9.jpg', '/images/soup-1x1.jpg'], 'https://cooking.example/images/soup-16x9.jpg'],
      [{ '@type': 'ImageObject', url: 'soup.webp', width: 800 }, 'https://cooking.example/recipes/soup.webp'],
      [[{ '@type': 'ImageObject', contentUrl: '//cdn.example/a.png' }], 'https://cdn.example/a.png'],
    ];
    for (const [image, url] of cases) expect(extract(pageWithJsonLd({ ...soup, image })).imageUrl).toBe(url);
  });

  test('the author is read from a name, a Person, a reference or a list of them', () => {
    const cases: Array<[unknown, string]> = [
      ['Ana Pérez', 'Ana Pérez'],
      [{ '@type': 'Person', name: 'Ana Pérez' }, 'Ana Pérez'],
      [
        [
          { '@type': 'Person', name: 'Ana' },
          { '@type': 'Person', name: 'Ben' },
        ],
        'Ana, Ben',
      ],
    ];
    for (const [author, name] of cases)
      expect(extract(pageWithJsonLd({ ...soup, author })).author).toBe(name);
    const graph = {
      '@graph': [
        { '@type': 'Person', '@id': '#ana', name: 'Ana Pérez' },
        { ...soup, author: { '@id': '#ana' } },
      ],
    };
    expect(extract(pageWithJsonLd(graph)).author).toBe('Ana Pérez');
  });

  test('entities are decoded, stray markup is stripped and white space collapsed everywhere', () => {
    const draft = extract(
      pageWithJsonLd({
        '@type': 'Recipe',
        name: 'Mac &amp; Cheese &#8211; Grandma&#39;s',
        description: '<p>Creamy&nbsp;and   <b>rich</b>.</p>',
        recipeIngredient: [
          '&frac12; cup   milk',
          '<a href="/cheese">200 g</a> cheddar',
          '&amp;amp; more',
          ' ',
          '',
        ],
        recipeInstructions: [{ '@type': 'HowToStep', text: 'Stir&hellip; <strong>well</strong>.' }],
      }),
    );
    expect(draft.title).toBe("Mac & Cheese – Grandma's");
    expect(draft.description).toBe('Creamy and rich.');
    expect(draft.ingredients.map((line) => line.text)).toEqual(['½ cup milk', '200 g cheddar', '& more']);
    expect(draft.steps[0]!.text).toBe('Stir… well.');
  });

  test('categories, cuisine and keywords become the cuisine and tags; diets become flags', () => {
    const draft = extract(
      pageWithJsonLd({
        ...soup,
        recipeCategory: ['Soup', 'Starter'],
        recipeCuisine: 'Italian, Mediterranean',
        keywords: 'easy, vegetarian, soup',
        suitableForDiet: ['https://schema.org/VegetarianDiet', 'https://schema.org/LowCalorieDiet'],
      }),
    );
    expect(draft.cuisine).toBe('Italian');
    expect(draft.tags).toEqual(['Soup', 'Starter', 'Mediterranean', 'easy', 'vegetarian']);
    expect(draft.dietaryFlags).toEqual(['Vegetarian']);
  });

  test('lines whose amounts the page shows otherwise are taken as the page shows them; other writings stay', () => {
    const stale = extract(
      withList(
        ['1 to 2 tablespoons guacamole', '2 ounces ham, thinly sliced'],
        ['2 tablespoons guacamole, or a few slices of avocado', '2 ounces thinly sliced ham'],
      ),
    );
    expect(stale.ingredients.map((line) => line.text)).toEqual([
      '2 tablespoons guacamole, or a few slices of avocado',
      '2 ounces thinly sliced ham',
    ]);
    // The same amounts in other writings, a conversion the page adds, names without their amounts.
    const data = ['0.333 cup flour', '1 1/2 cups milk', '2 eggs'];
    for (const shown of [
      ['⅓ cup flour', '1 ½ cups milk', '2 eggs'],
      ['⅓ cup (40 g) flour', '1 ½ cups (360 ml) milk', '2 large eggs'],
      ['Flour', 'Milk', 'Eggs, 2 if small'],
    ]) {
      expect(extract(withList(data, shown)).ingredients.map((line) => line.text)).toEqual(data);
    }
  });

  test("lines the data lowercased get the page's capitals back; the data's own capitals and wording stay", () => {
    const lowered = extract(
      withList(
        ['1 dl surkål', '1 dl riven Arla Ko Präst® Ost 31%', '2 cups milk'],
        ['Surkål 1 dl', '1 dl Riven Arla Ko Präst® Ost 31%', '2 cups milk'],
      ),
    );
    expect(lowered.ingredients.map((line) => line.text)).toEqual([
      '1 dl Surkål',
      '1 dl Riven Arla Ko Präst® Ost 31%',
      '2 cups milk',
    ]);
    // A capital only the data has, other words, or notes punctuated otherwise: the data's line.
    const data = ['800 mL vegetable stock', '3 cloves garlic (minced)', '1 Onion'];
    expect(
      extract(
        withList(data, ['800 ml vegetable stock', '3 cloves garlic, minced', '1 Red Onion']),
      ).ingredients.map((line) => line.text),
    ).toEqual(data);
  });

  test('the main recipe is the one with ingredients when a page lists several', () => {
    const teaser = { '@type': 'Recipe', name: 'Other recipe' };
    expect(extract(pageWithJsonLd(teaser, { ...soup, name: 'Main recipe' })).title).toBe('Main recipe');
  });
});

describe('microdata', () => {
  test('a schema.org/Recipe item is read by its itemprops', () => {
    const html = `<html><head><title>Brownies - Best Site</title></head><body>
      <div itemscope itemtype="http://schema.org/Recipe">
        <h1 itemprop="name">Brownies</h1>
        <img itemprop="image" src="/img/brownies.jpg">
        <span itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Cleo</span></span>
        <meta itemprop="prepTime" content="PT20M"><time itemprop="cookTime" datetime="PT25M">25 min</time>
        <span itemprop="recipeYield">16 squares</span>
        <ul><li itemprop="recipeIngredient">200 g dark chocolate</li><li itemprop="ingredients">3 eggs</li></ul>
        <div itemprop="recipeInstructions"><ol><li>Melt the chocolate.</li><li>Whisk in the eggs.</li></ol></div>
      </div></body></html>`;
    expect(extract(html)).toMatchObject({
      title: 'Brownies',
      imageUrl: 'https://cooking.example/img/brownies.jpg',
      author: 'Cleo',
      prepMinutes: 20,
      cookMinutes: 25,
      totalMinutes: 45,
      servings: 16,
      yieldText: '16 squares',
      ingredients: [
        { group: null, text: '200 g dark chocolate' },
        { group: null, text: '3 eggs' },
      ],
      steps: [
        { group: null, text: 'Melt the chocolate.' },
        { group: null, text: 'Whisk in the eggs.' },
      ],
    });
  });
});

describe('the visible page', () => {
  test('without structured data, the heading and the lists under the section headings are read, in five languages', () => {
    const cases = [
      ['Ingredients', 'Method'],
      ['Ingredientes', 'Preparación'],
      ['Ingrédients', 'Préparation'],
      ['Zutaten', 'Zubereitung'],
      ['配料', '做法'],
    ];
    for (const [ingredientsHeading, stepsHeading] of cases) {
      const html = `<html><body><nav><ul><li><a href="/">Home</a></li></ul></nav>
        <h1>Family Stew</h1><p>Our favourite.</p>
        <h2>${ingredientsHeading}:</h2><h3>Stew</h3><ul><li>1 kg beef</li><li>3 carrots</li></ul>
        <h3>Dumplings</h3><ul><li>100 g flour</li></ul>
        <h2>${stepsHeading}</h2><ol><li>Brown the beef.</li><li>Simmer for two hours.</li></ol>
        <h2>Comments</h2><ul><li>Lovely!</li></ul></body></html>`;
      const draft = extract(html);
      expect(draft.title).toBe('Family Stew');
      expect(draft.ingredients, ingredientsHeading).toEqual([
        { group: 'Stew', text: '1 kg beef' },
        { group: 'Stew', text: '3 carrots' },
        { group: 'Dumplings', text: '100 g flour' },
      ]);
      expect(
        draft.steps.map((step) => step.text),
        stepsHeading,
      ).toEqual(['Brown the beef.', 'Simmer for two hours.']);
    }
  });

  test('labels written as bold text or plain elements count as headings, and labelled yields and times are read', () => {
    const html = `<html><body><h1>Quick Rice</h1>
      <div class="facts"><div>Serves 2 people</div><p>Ready in around 20 mins</p></div>
      <div class="box"><strong class="label">Ingredients</strong><div><ul><li>1 cup rice</li><li>2 cups water</li></ul></div></div>
      <p><strong>Instructions</strong></p><p>Rinse the rice.</p><p>Simmer until done.</p></body></html>`;
    expect(extract(html)).toMatchObject({
      servings: 2,
      totalMinutes: 20,
      ingredients: [
        { group: null, text: '1 cup rice' },
        { group: null, text: '2 cups water' },
      ],
      steps: [
        { group: null, text: 'Rinse the rice.' },
        { group: null, text: 'Simmer until done.' },
      ],
    });
  });

  test('a time given as a range is the longer, and "time required" is the total time', () => {
    const html = `<html><body><h1>Carrots</h1><div>Time required: 10-20 minutes</div>
      <h2>Ingredients</h2><ul><li>3 carrots</li></ul><h2>Method</h2><ol><li>Simmer.</li></ol></body></html>`;
    expect(extract(html).totalMinutes).toBe(20);
  });

  test('servings shown only as a number beside an element named for them are read', () => {
    const html = `<html><body><h1>Quick Rice</h1>
      <div class="meta"><span class="icon icon-serves"></span><span> 4 </span></div>
      <h2>Ingredients</h2><ul><li>1 cup rice</li></ul><h2>Method</h2><ol><li>Simmer.</li></ol></body></html>`;
    expect(extract(html).servings).toBe(4);
    // A labelled line wins, and an element named for servings that holds other text says nothing.
    const labelled = html.replace('<h2>Ingredients', '<p>Serves 2</p><h2>Ingredients');
    expect(extract(labelled).servings).toBe(2);
    const worded = html.replace('<span> 4 </span>', '<span>for a crowd</span>');
    expect(extract(worded).servings).not.toBe(4);
  });

  test('a page with no recipe gives null', () => {
    expect(extractRecipe('<html><body><h1>About us</h1><p>We love food.</p></body></html>', PAGE)).toBeNull();
    expect(extractRecipe('', PAGE)).toBeNull();
    expect(extractRecipe(pageWithJsonLd({ '@type': 'Article', headline: 'News' }), PAGE)).toBeNull();
  });
});

describe('fitting the draft', () => {
  test('over-long fields are cut and empty lines dropped instead of failing', () => {
    const draft = extract(
      pageWithJsonLd({
        '@type': 'Recipe',
        name: 'A'.repeat(500),
        description: 'word '.repeat(3000),
        recipeIngredient: [...Array.from({ length: 250 }, (_, i) => `${i + 1} g salt`), ''],
        recipeInstructions: Array.from({ length: 120 }, (_, i) => `Step ${i + 1}: stir ${'x'.repeat(20)}`),
        keywords: Array.from({ length: 50 }, (_, i) => `tag ${i} ${'y'.repeat(60)}`).join(','),
        recipeYield: '100000 portions',
        totalTime: 'P30D',
      }),
    );
    expect(draft.title.length).toBeLessThanOrEqual(200);
    expect(draft.description!.length).toBeLessThanOrEqual(5000);
    expect(draft.ingredients).toHaveLength(200);
    expect(draft.steps).toHaveLength(100);
    expect(draft.tags.length).toBeLessThanOrEqual(30);
    expect(draft.servings).toBeNull();
    expect(draft.totalMinutes).toBeNull();
  });

  test('whatever a page holds, the result is null or a draft the schema accepts', () => {
    const fragment = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        '<h2>Ingredients</h2>',
        '<ul><li>',
        '</li><li>2 eggs',
        '<p>',
        '&amp;',
        '&#0;',
        '\u0000',
        '\ud800',
        '<h1>',
      ),
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 30 }), fc.string({ maxLength: 40 }), (parts, name) => {
        const html =
          parts.join('') +
          pageWithJsonLd({
            '@type': 'Recipe',
            name,
            recipeIngredient: parts,
            recipeInstructions: parts.join('\n'),
          });
        const draft = extractRecipe(html, PAGE);
        if (draft !== null) RecipeDraftSchema.parse(draft);
      }),
      { numRuns: 200 },
    );
  });
});

describe('text helpers', () => {
  test('durations in ISO 8601 and in words', () => {
    const cases: Array<[unknown, number | null]> = [
      ['PT1H30M', 90],
      ['P0DT0H20M', 20],
      ['PT90M', 90],
      ['pt45m', 45],
      ['PT0.5H', 30],
      ['P1DT2H', 26 * 60],
      ['PT0S', null],
      ['PT', null],
      [25, 25],
      ['1 hour 30 minutes', 90],
      ['1h30', 90],
      ['2 Std. 10 Min.', 130],
      ['20-25 minutes', 20],
      ['1小时30分钟', 90],
      ['45 minutos', 45],
      [{ '@type': 'Duration', '@value': 'PT35M' }, 35],
      ['P8D', null],
      ['soon', null],
      [null, null],
    ];
    for (const [value, minutes] of cases)
      expect(parseDurationMinutes(value), JSON.stringify(value)).toBe(minutes);
  });

  test('yields on their own', () => {
    expect(parseYield('Serves 4-6')).toEqual({ servings: 4, yieldText: 'Serves 4-6' });
    expect(parseYield(null)).toEqual({ servings: null, yieldText: null });
  });

  test('text that was once read in the wrong character set is put back, proper accents are left alone', () => {
    expect(repairMojibake('1Â¼ cups')).toBe('1¼ cups');
    expect(repairMojibake('crÃ¨me brÃ»lÃ©e')).toBe('crème brûlée');
    expect(repairMojibake('Itâ€™s')).toBe('It’s');
    expect(repairMojibake('crème brûlée')).toBe('crème brûlée');
    expect(repairMojibake('Ã  la')).toBe('Ã  la');
    expect(cleanText('½ cup')).toBe('½ cup');
  });
});
