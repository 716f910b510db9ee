/**
 * The Chef's kitchen substitutions: what to use when a recipe asks for something the kitchen has
 * run out of, in the five app languages, with amounts as a cook would say them and a note where
 * the swap changes the result. A row names its food by the food catalogue's key when the catalogue
 * holds the food; otherwise by a key and names of its own (self-raising flour, fish sauce, tahini).
 */
import type { Language } from '../../settings-options';
import { findFood, foodByKey, normalizeFoodName, wordForms, type CatalogueFood } from '../food-catalogue';

type Texts = Record<Language, string>;

export type SubstitutionOption = {
  /** What to use instead, with amounts ("1 cup milk + 1 tbsp lemon juice, left 5 minutes"). */
  text: Texts;
  /** When the swap does not work or what it changes; null for a plain swap. */
  note: Texts | null;
};

export type Substitution = {
  /** The food catalogue's key, or this table's own kebab-case key for a food the catalogue lacks. */
  key: string;
  /** Names of a food the catalogue lacks, display name first; null for a catalogue food. */
  names: Record<Language, string[]> | null;
  /** One to three ways round it, the most usual first. */
  options: SubstitutionOption[];
};

function option(text: Texts, note: Texts | null = null): SubstitutionOption {
  return { text, note };
}

/** A row for a catalogue food: the catalogue names it. */
function catalogued(key: string, options: SubstitutionOption[]): Substitution {
  return { key, names: null, options };
}

/** A row for a food the catalogue lacks: its names in each language, "|" between synonyms. */
function named(key: string, names: Texts, options: SubstitutionOption[]): Substitution {
  const split = (list: string) => list.split('|');
  return {
    key,
    names: {
      en: split(names.en),
      es: split(names.es),
      fr: split(names.fr),
      de: split(names.de),
      zh: split(names.zh),
    },
    options,
  };
}

export const SUBSTITUTIONS: readonly Substitution[] = [
  // Dairy and eggs
  catalogued('buttermilk', [
    option({
      en: '1 cup (240 ml) milk + 1 tbsp lemon juice or white vinegar, left 5–10 minutes until it thickens',
      es: '250 ml de leche + 1 cda de zumo de limón o vinagre blanco, en reposo 5–10 minutos hasta que espese',
      fr: '250 ml de lait + 1 c. à s. de jus de citron ou de vinaigre blanc, laissés reposer 5 à 10 minutes jusqu’à ce que le lait épaississe',
      de: '250 ml Milch + 1 EL Zitronensaft oder heller Essig, 5–10 Minuten stehen lassen, bis sie dicklich wird',
      zh: '250毫升牛奶加1汤匙柠檬汁或白醋，静置5–10分钟至略微变稠',
    }),
    option({
      en: '¾ cup (180 g) plain yoghurt thinned with ¼ cup (60 ml) milk',
      es: '180 g de yogur natural aligerado con 60 ml de leche',
      fr: '180 g de yaourt nature allongé de 60 ml de lait',
      de: '180 g Naturjoghurt, mit 60 ml Milch verdünnt',
      zh: '180克原味酸奶加60毫升牛奶调稀',
    }),
    option({
      en: '1 cup (240 ml) unsweetened plant milk (soy works best) + 1 tbsp lemon juice, left 10 minutes',
      es: '250 ml de bebida vegetal sin azúcar (mejor de soja) + 1 cda de zumo de limón, en reposo 10 minutos',
      fr: '250 ml de lait végétal non sucré (le soja marche le mieux) + 1 c. à s. de jus de citron, 10 minutes de repos',
      de: '250 ml ungesüßte Pflanzenmilch (am besten Soja) + 1 EL Zitronensaft, 10 Minuten stehen lassen',
      zh: '250毫升无糖植物奶（豆奶效果最好）加1汤匙柠檬汁，静置10分钟',
    }),
  ]),
  catalogued('eggs', [
    option(
      {
        en: 'per egg: 1 tbsp ground flaxseed + 3 tbsp water, stirred and left 5 minutes to gel',
        es: 'por huevo: 1 cda de linaza molida + 3 cdas de agua, mezcladas y en reposo 5 minutos hasta que gelifiquen',
        fr: 'par œuf : 1 c. à s. de graines de lin moulues + 3 c. à s. d’eau, mélangées et laissées 5 minutes jusqu’à former un gel',
        de: 'pro Ei: 1 EL geschroteter Leinsamen + 3 EL Wasser, verrühren und 5 Minuten quellen lassen',
        zh: '每个鸡蛋：1汤匙亚麻籽粉加3汤匙水，搅匀后静置5分钟成胶状',
      },
      {
        en: 'binds muffins, cookies and brownies but gives no lift; not for quiches, omelettes or soufflés',
        es: 'liga magdalenas, galletas y brownies, pero no hace subir la masa; no sirve para quiches, tortillas ni suflés',
        fr: 'lie muffins, cookies et brownies mais ne fait pas lever ; pas pour les quiches, omelettes ou soufflés',
        de: 'bindet Muffins, Kekse und Brownies, lockert aber nicht; nicht für Quiche, Omelett oder Soufflé',
        zh: '能黏合松饼、曲奇和布朗尼，但不助发；不适合咸派、煎蛋卷或舒芙蕾',
      },
    ),
    option({
      en: 'per egg: 3 tbsp (45 ml) aquafaba, the liquid from a can of chickpeas; whisk it to a foam for lighter cakes',
      es: 'por huevo: 3 cdas (45 ml) de aquafaba, el líquido de los garbanzos de bote; móntala para bizcochos más ligeros',
      fr: 'par œuf : 3 c. à s. (45 ml) d’aquafaba, le jus d’une boîte de pois chiches ; fouettée en mousse pour des gâteaux plus légers',
      de: 'pro Ei: 3 EL (45 ml) Aquafaba, die Flüssigkeit aus der Kichererbsendose; für lockere Kuchen schaumig schlagen',
      zh: '每个鸡蛋：3汤匙（45毫升）鹰嘴豆水，即鹰嘴豆罐头里的汁液；打发后蛋糕更松软',
    }),
    option(
      {
        en: 'per egg: ¼ cup (60 g) unsweetened apple sauce or mashed ripe banana',
        es: 'por huevo: 60 g de compota de manzana sin azúcar o de plátano maduro chafado',
        fr: 'par œuf : 60 g de compote de pommes sans sucre ou de banane mûre écrasée',
        de: 'pro Ei: 60 g ungesüßtes Apfelmus oder zerdrückte reife Banane',
        zh: '每个鸡蛋：60克无糖苹果泥或压碎的熟香蕉',
      },
      {
        en: 'bakes come out denser and moister, and banana shows in the taste',
        es: 'el resultado queda más denso y húmedo, y el plátano se nota en el sabor',
        fr: 'le gâteau sera plus dense et plus moelleux, et la banane se sentira',
        de: 'das Gebäck wird dichter und saftiger, und die Banane schmeckt man heraus',
        zh: '成品更扎实湿润，香蕉味会比较明显',
      },
    ),
  ]),
  catalogued('butter', [
    option(
      {
        en: 'in cakes and muffins made with melted butter: ¾ cup (180 ml) neutral oil per 1 cup (225 g) butter',
        es: 'en bizcochos y magdalenas con mantequilla derretida: 180 ml de aceite neutro por cada 225 g de mantequilla',
        fr: 'dans les gâteaux et muffins au beurre fondu : 180 ml d’huile neutre pour 225 g de beurre',
        de: 'in Kuchen und Muffins mit geschmolzener Butter: 180 ml neutrales Öl pro 225 g Butter',
        zh: '用融化黄油的蛋糕和松饼：每225克黄油换180毫升无味植物油',
      },
      {
        en: 'not for shortbread, pastry or buttercream, which need a solid fat',
        es: 'no sirve para masa quebrada, hojaldre ni crema de mantequilla, que necesitan una grasa sólida',
        fr: 'pas pour les sablés, la pâte brisée ni la crème au beurre, qui demandent une matière grasse solide',
        de: 'nicht für Mürbeteig, Blätterteig oder Buttercreme, die ein festes Fett brauchen',
        zh: '不适合黄油酥饼、酥皮和黄油霜，这些需要固态油脂',
      },
    ),
    option(
      {
        en: 'margarine or a vegan baking block, 1:1 by weight',
        es: 'margarina o mantequilla vegana en bloque, en el mismo peso',
        fr: 'margarine ou beurre végétal en bloc, poids pour poids',
        de: 'Margarine oder vegane Blockbutter, gleiches Gewicht',
        zh: '人造黄油或块状植物黄油，等重替换',
      },
      {
        en: 'soft spreads in tubs hold too much water for baking',
        es: 'las margarinas para untar de tarrina llevan demasiada agua para hornear',
        fr: 'les margarines à tartiner en barquette contiennent trop d’eau pour la pâtisserie',
        de: 'Streichfett aus dem Becher enthält zum Backen zu viel Wasser',
        zh: '盒装涂抹型人造黄油含水太多，不适合烘焙',
      },
    ),
    option({
      en: 'for frying: olive oil or another cooking oil, a little less than the butter',
      es: 'para freír o saltear: aceite de oliva u otro aceite, algo menos que de mantequilla',
      fr: 'pour poêler : huile d’olive ou autre huile de cuisson, un peu moins que de beurre',
      de: 'zum Braten: Olivenöl oder ein anderes Speiseöl, etwas weniger als Butter',
      zh: '煎炒时：用橄榄油或其他食用油，用量比黄油略少',
    }),
  ]),
  catalogued('sour-cream', [
    option(
      {
        en: 'plain full-fat Greek yoghurt, 1:1',
        es: 'yogur griego natural entero, en la misma cantidad',
        fr: 'yaourt grec nature entier, en même quantité',
        de: 'griechischer Naturjoghurt mit vollem Fettgehalt, 1:1',
        zh: '全脂原味希腊酸奶，等量替换',
      },
      {
        en: 'stir it into hot sauces off the heat, or it may split',
        es: 'añádelo a las salsas calientes fuera del fuego o puede cortarse',
        fr: 'l’incorporer hors du feu aux sauces chaudes, sinon il peut trancher',
        de: 'in heiße Soßen erst nach dem Kochen einrühren, sonst flockt er aus',
        zh: '加入热酱汁时要离火再拌，否则容易分离',
      },
    ),
    option({
      en: '1 cup (240 ml) cream + 1 tbsp lemon juice, left 15–30 minutes to thicken',
      es: '250 ml de nata + 1 cda de zumo de limón, en reposo 15–30 minutos hasta que espese',
      fr: '250 ml de crème liquide + 1 c. à s. de jus de citron, laissés épaissir 15 à 30 minutes',
      de: '250 ml Sahne + 1 EL Zitronensaft, 15–30 Minuten andicken lassen',
      zh: '250毫升淡奶油加1汤匙柠檬汁，静置15–30分钟至变稠',
    }),
    option(
      {
        en: 'cream cheese beaten with a splash of milk until spoonable',
        es: 'queso crema batido con un chorrito de leche hasta que quede cremoso',
        fr: 'fromage frais à tartiner battu avec un peu de lait jusqu’à consistance crémeuse',
        de: 'Frischkäse, mit einem Schuss Milch glatt gerührt',
        zh: '奶油奶酪加少许牛奶搅打至顺滑',
      },
      {
        en: 'best in dips and cold toppings',
        es: 'mejor en salsas frías y para acompañar',
        fr: 'idéal pour les sauces froides et les garnitures',
        de: 'am besten für Dips und kalte Toppings',
        zh: '最适合蘸酱和冷食配料',
      },
    ),
  ]),
  catalogued('cream', [
    option(
      {
        en: 'for sauces and soups: ¾ cup (180 ml) whole milk + ¼ cup (60 g) melted butter per cup of cream',
        es: 'para salsas y cremas: 180 ml de leche entera + 60 g de mantequilla derretida por cada 250 ml de nata',
        fr: 'pour les sauces et soupes : 180 ml de lait entier + 60 g de beurre fondu pour 250 ml de crème',
        de: 'für Soßen und Suppen: 180 ml Vollmilch + 60 g geschmolzene Butter pro 250 ml Sahne',
        zh: '做酱汁和浓汤：每250毫升淡奶油换180毫升全脂牛奶加60克融化黄油',
      },
      {
        en: 'it will not whip',
        es: 'no se puede montar',
        fr: 'ne monte pas en chantilly',
        de: 'lässt sich nicht aufschlagen',
        zh: '不能打发',
      },
    ),
    option({
      en: 'evaporated milk, 1:1, in sauces, soups and bakes',
      es: 'leche evaporada, en la misma cantidad, en salsas, sopas y gratinados',
      fr: 'lait concentré non sucré, en même quantité, dans les sauces, soupes et gratins',
      de: 'ungezuckerte Kondensmilch, 1:1, in Soßen, Suppen und Aufläufen',
      zh: '无糖淡炼乳，在酱汁、汤和焗菜中等量替换',
    }),
    option(
      {
        en: 'for whipping, dairy-free: the solid top of a chilled can of full-fat coconut milk, whisked',
        es: 'para montar, sin lácteos: la parte sólida de una lata de leche de coco entera bien fría, batida',
        fr: 'pour fouetter, sans lactose : la partie solide d’une boîte de lait de coco entier bien froide, fouettée',
        de: 'zum Aufschlagen, milchfrei: der feste Teil einer gut gekühlten Dose vollfetter Kokosmilch, steif geschlagen',
        zh: '需打发且不含乳制品：冷藏过的全脂椰奶罐头上层凝固的部分，打发使用',
      },
      {
        en: 'tastes of coconut',
        es: 'sabe a coco',
        fr: 'a un goût de coco',
        de: 'schmeckt nach Kokos',
        zh: '带椰子味',
      },
    ),
  ]),
  catalogued('milk', [
    option(
      {
        en: 'any unsweetened plant milk (soy, oat, almond), 1:1',
        es: 'cualquier bebida vegetal sin azúcar (soja, avena, almendra), en la misma cantidad',
        fr: 'n’importe quel lait végétal non sucré (soja, avoine, amande), en même quantité',
        de: 'ungesüßte Pflanzenmilch (Soja, Hafer, Mandel), 1:1',
        zh: '任何无糖植物奶（豆奶、燕麦奶、杏仁奶），等量替换',
      },
      {
        en: 'soy and oat behave most like milk in sauces and baking',
        es: 'la de soja y la de avena son las que más se parecen a la leche en salsas y repostería',
        fr: 'le soja et l’avoine se comportent le plus comme le lait dans les sauces et les gâteaux',
        de: 'Soja- und Haferdrink verhalten sich in Soßen und beim Backen am ehesten wie Milch',
        zh: '豆奶和燕麦奶在酱汁和烘焙中最接近牛奶',
      },
    ),
    option({
      en: '½ cup (120 ml) evaporated milk + ½ cup (120 ml) water per cup of milk',
      es: '120 ml de leche evaporada + 120 ml de agua por cada 250 ml de leche',
      fr: '120 ml de lait concentré non sucré + 120 ml d’eau pour 250 ml de lait',
      de: '120 ml Kondensmilch + 120 ml Wasser pro 250 ml Milch',
      zh: '每250毫升牛奶换120毫升淡炼乳加120毫升水',
    }),
    option({
      en: '¼ cup (30 g) milk powder stirred into 1 cup (240 ml) water',
      es: '30 g de leche en polvo disueltos en 250 ml de agua',
      fr: '30 g de lait en poudre délayés dans 250 ml d’eau',
      de: '30 g Milchpulver, in 250 ml Wasser eingerührt',
      zh: '30克奶粉溶于250毫升水',
    }),
  ]),
  named(
    'ricotta',
    {
      en: 'ricotta|ricotta cheese',
      es: 'ricota|ricotta|queso ricota|queso ricotta',
      fr: 'ricotta',
      de: 'Ricotta',
      zh: '意大利乳清干酪|乳清干酪|里科塔奶酪|瑞可塔奶酪|瑞可塔',
    },
    [
      option({
        en: 'cottage cheese, drained and blended smooth, 1:1',
        es: 'queso cottage escurrido y triturado hasta quedar liso, en la misma cantidad',
        fr: 'cottage cheese égoutté et mixé jusqu’à être lisse, en même quantité',
        de: 'Hüttenkäse, abgetropft und glatt püriert, 1:1',
        zh: '茅屋奶酪沥干后打至顺滑，等量替换',
      }),
      option({
        en: 'quark or well-drained thick yoghurt, 1:1',
        es: 'quark o yogur espeso bien escurrido, en la misma cantidad',
        fr: 'fromage blanc en faisselle bien égoutté, en même quantité',
        de: 'Quark, mit einem Löffel Sahne glatt gerührt, 1:1',
        zh: '夸克奶酪或沥干的浓稠酸奶，等量替换',
      }),
      option({
        en: 'vegan: firm tofu crumbled with lemon juice, salt and a spoonful of olive oil',
        es: 'vegano: tofu firme desmenuzado con zumo de limón, sal y una cucharada de aceite de oliva',
        fr: 'végane : tofu ferme émietté avec du jus de citron, du sel et une cuillerée d’huile d’olive',
        de: 'vegan: fester Tofu, zerkrümelt, mit Zitronensaft, Salz und einem Löffel Olivenöl',
        zh: '纯素：老豆腐捏碎，加柠檬汁、盐和一勺橄榄油',
      }),
    ],
  ),
  named(
    'mascarpone',
    {
      en: 'mascarpone|mascarpone cheese',
      es: 'mascarpone|queso mascarpone',
      fr: 'mascarpone',
      de: 'Mascarpone',
      zh: '马斯卡彭奶酪|马斯卡彭芝士|马斯卡彭',
    },
    [
      option(
        {
          en: 'per 250 g: 200 g full-fat cream cheese beaten with 60 ml cream',
          es: 'por cada 250 g: 200 g de queso crema entero batidos con 60 ml de nata',
          fr: 'pour 250 g : 200 g de fromage frais entier battus avec 60 ml de crème',
          de: 'pro 250 g: 200 g Doppelrahmfrischkäse, mit 60 ml Sahne glatt gerührt',
          zh: '每250克：200克全脂奶油奶酪加60毫升淡奶油打匀',
        },
        {
          en: 'a little tangier; fine in tiramisu and cheesecake',
          es: 'algo más ácido; funciona en tiramisú y tarta de queso',
          fr: 'un peu plus acidulé ; convient au tiramisu et au cheesecake',
          de: 'etwas säuerlicher; passt in Tiramisu und Käsekuchen',
          zh: '味道稍酸，可用于提拉米苏和芝士蛋糕',
        },
      ),
      option(
        {
          en: 'ricotta blended until smooth, 1:1',
          es: 'ricota triturada hasta quedar lisa, en la misma cantidad',
          fr: 'ricotta mixée jusqu’à être lisse, en même quantité',
          de: 'Ricotta, glatt püriert, 1:1',
          zh: '乳清干酪打至顺滑，等量替换',
        },
        {
          en: 'lighter and less rich; it will not whip',
          es: 'más ligera y menos grasa; no se monta',
          fr: 'plus légère et moins riche ; ne se fouette pas',
          de: 'leichter und weniger gehaltvoll; lässt sich nicht aufschlagen',
          zh: '更清淡，不能打发',
        },
      ),
      option({
        en: 'in sauces: crème fraîche or cream, 1:1',
        es: 'en salsas: crème fraîche o nata, en la misma cantidad',
        fr: 'dans les sauces : crème fraîche épaisse ou crème entière, en même quantité',
        de: 'in Soßen: Crème fraîche oder Sahne, 1:1',
        zh: '做酱汁时：法式酸奶油或淡奶油，等量替换',
      }),
    ],
  ),
  catalogued('cream-cheese', [
    option(
      {
        en: 'mascarpone, 1:1',
        es: 'mascarpone, en la misma cantidad',
        fr: 'mascarpone, en même quantité',
        de: 'Mascarpone, 1:1',
        zh: '马斯卡彭奶酪，等量替换',
      },
      {
        en: 'richer and milder; a squeeze of lemon brings back the tang',
        es: 'más graso y suave; unas gotas de limón le devuelven el punto ácido',
        fr: 'plus riche et plus doux ; un filet de citron apporte l’acidité',
        de: 'fetter und milder; ein Spritzer Zitrone bringt die Säure zurück',
        zh: '更浓郁温和，挤几滴柠檬汁可补回酸味',
      },
    ),
    option(
      {
        en: 'thick Greek yoghurt strained in a cloth in the fridge overnight (labneh), 1:1',
        es: 'yogur griego espeso escurrido en un paño en la nevera toda la noche (labneh), en la misma cantidad',
        fr: 'yaourt grec épais égoutté une nuit dans un linge au réfrigérateur (labneh), en même quantité',
        de: 'dicker griechischer Joghurt, über Nacht im Kühlschrank in einem Tuch abgetropft (Labneh), 1:1',
        zh: '浓稠希腊酸奶用纱布包好冷藏过滤一夜（即拉布奈），等量替换',
      },
      {
        en: 'for dips and spreads, not for a baked cheesecake',
        es: 'para untar y para salsas, no para una tarta de queso al horno',
        fr: 'pour les tartinades et les dips, pas pour un cheesecake cuit',
        de: 'für Dips und Aufstriche, nicht für gebackenen Käsekuchen',
        zh: '适合蘸酱和涂抹，不适合烤制芝士蛋糕',
      },
    ),
    option({
      en: 'ricotta or quark blended smooth, 1:1',
      es: 'ricota o quark triturados hasta quedar lisos, en la misma cantidad',
      fr: 'ricotta ou fromage blanc mixés jusqu’à être lisses, en même quantité',
      de: 'Ricotta oder Quark, glatt püriert, 1:1',
      zh: '乳清干酪或夸克奶酪打至顺滑，等量替换',
    }),
  ]),
  named(
    'parmesan',
    {
      en: 'parmesan|parmesan cheese|parmigiano reggiano|parmigiano',
      es: 'parmesano|queso parmesano|parmigiano reggiano',
      fr: 'parmesan|parmigiano reggiano',
      de: 'Parmesan|Parmesankäse|Parmigiano Reggiano',
      zh: '帕玛森奶酪|帕玛森芝士|帕玛森|帕尔玛干酪|帕马森',
    },
    [
      option(
        {
          en: 'pecorino romano, 1:1',
          es: 'pecorino romano, en la misma cantidad',
          fr: 'pecorino romano, en même quantité',
          de: 'Pecorino Romano, 1:1',
          zh: '罗马佩科里诺奶酪，等量替换',
        },
        {
          en: 'saltier, so go easy on the salt',
          es: 'es más salado, así que modera la sal',
          fr: 'plus salé : saler moins',
          de: 'salziger, also sparsam salzen',
          zh: '更咸，要少放盐',
        },
      ),
      option({
        en: 'grana padano or an aged manchego, 1:1',
        es: 'grana padano o un manchego curado, en la misma cantidad',
        fr: 'grana padano ou un vieux comté, en même quantité',
        de: 'Grana Padano oder ein alter Bergkäse, 1:1',
        zh: '格拉娜帕达诺奶酪或陈年曼切格奶酪，等量替换',
      }),
      option({
        en: 'vegan: 2 tbsp nutritional yeast per ¼ cup (25 g) grated parmesan, with a pinch of salt',
        es: 'vegano: 2 cdas de levadura nutricional por cada 25 g de parmesano rallado, con una pizca de sal',
        fr: 'végane : 2 c. à s. de levure maltée pour 25 g de parmesan râpé, avec une pincée de sel',
        de: 'vegan: 2 EL Hefeflocken pro 25 g geriebenen Parmesan, mit einer Prise Salz',
        zh: '纯素：每25克帕玛森奶酪碎换2汤匙营养酵母，加一小撮盐',
      }),
    ],
  ),
  catalogued('yoghurt', [
    option({
      en: 'sour cream or crème fraîche, 1:1',
      es: 'nata agria o crème fraîche, en la misma cantidad',
      fr: 'crème fraîche ou crème aigre, en même quantité',
      de: 'saure Sahne, Schmand oder Crème fraîche, 1:1',
      zh: '酸奶油，等量替换',
    }),
    option({
      en: 'in baking: buttermilk, 1:1, with a little less of the other liquid',
      es: 'en repostería: suero de leche, en la misma cantidad, con algo menos de otro líquido',
      fr: 'en pâtisserie : babeurre, en même quantité, avec un peu moins d’un autre liquide',
      de: 'beim Backen: Buttermilch, 1:1, dafür etwas weniger andere Flüssigkeit',
      zh: '烘焙时：酪乳等量替换，并略减其他液体',
    }),
    option({
      en: 'dairy-free: plain soy or coconut yoghurt, 1:1, or silken tofu blended with a squeeze of lemon',
      es: 'sin lácteos: yogur natural de soja o de coco, en la misma cantidad, o tofu sedoso triturado con unas gotas de limón',
      fr: 'sans lactose : yaourt nature de soja ou de coco, en même quantité, ou tofu soyeux mixé avec un filet de citron',
      de: 'milchfrei: Soja- oder Kokosjoghurt natur, 1:1, oder Seidentofu mit etwas Zitronensaft püriert',
      zh: '不含乳制品：原味豆乳酸奶或椰子酸奶等量替换，或嫩豆腐加少许柠檬汁打匀',
    }),
  ]),

  // Baking
  named(
    'self-raising-flour',
    {
      en: 'self-raising flour|self-rising flour|self-raising|self-rising',
      es: 'harina leudante|harina con levadura|harina autoleudante|harina bizcochona|harina con polvo de hornear',
      fr: 'farine avec levure incorporée|farine à levure incorporée|farine levante|farine auto-levante|farine à gâteaux',
      de: 'selbsttreibendes Mehl|Mehl mit Backpulver|Mehl mit Triebmittel',
      zh: '自发粉|自发面粉',
    },
    [
      option(
        {
          en: '1 cup (125 g) plain flour + 1½ tsp baking powder + ¼ tsp salt, sifted together',
          es: '125 g de harina común + 1½ cdta de levadura química + ¼ cdta de sal, tamizados juntos',
          fr: '125 g de farine ordinaire + 1½ c. à c. de levure chimique + ¼ c. à c. de sel, tamisés ensemble',
          de: '125 g Weizenmehl + 1½ TL Backpulver + ¼ TL Salz, zusammen gesiebt',
          zh: '125克普通面粉加1½茶匙泡打粉和¼茶匙盐，一起过筛',
        },
        {
          en: 'any baking powder the recipe already lists still goes in',
          es: 'si la receta ya lleva levadura química, se añade igualmente',
          fr: 'la levure chimique déjà prévue par la recette s’ajoute quand même',
          de: 'Backpulver, das im Rezept ohnehin steht, kommt zusätzlich hinein',
          zh: '配方中原有的泡打粉照常加入',
        },
      ),
      option({
        en: 'for a recipe in grams: 2 tsp baking powder per 150 g plain flour',
        es: 'si la receta va en gramos: 2 cdtas de levadura química por cada 150 g de harina común',
        fr: 'pour une recette en grammes : 2 c. à c. de levure chimique pour 150 g de farine ordinaire',
        de: 'für Rezepte in Gramm: 2 TL Backpulver auf 150 g Mehl',
        zh: '按克计的配方：每150克普通面粉加2茶匙泡打粉',
      }),
    ],
  ),
  catalogued('cornstarch', [
    option(
      {
        en: '2 tbsp plain flour per 1 tbsp cornstarch',
        es: '2 cdas de harina de trigo por cada cda de maicena',
        fr: '2 c. à s. de farine pour 1 c. à s. de fécule de maïs',
        de: '2 EL Mehl pro 1 EL Speisestärke',
        zh: '每1汤匙玉米淀粉换2汤匙普通面粉',
      },
      {
        en: 'cook the sauce 2–3 minutes longer to lose the raw-flour taste; it turns out cloudy, not glossy',
        es: 'cuece la salsa 2–3 minutos más para quitar el sabor a harina cruda; queda turbia, no brillante',
        fr: 'cuire la sauce 2 à 3 minutes de plus pour perdre le goût de farine crue ; elle sera trouble, pas brillante',
        de: 'die Soße 2–3 Minuten länger kochen, damit der Mehlgeschmack verschwindet; sie wird trüb statt glänzend',
        zh: '酱汁要多煮2–3分钟去掉生粉味；成品偏浑浊，不够透亮',
      },
    ),
    option(
      {
        en: 'potato starch or arrowroot, 1:1, stirred in at the end',
        es: 'fécula de patata o arrurruz, en la misma cantidad, añadidos al final',
        fr: 'fécule de pomme de terre ou arrow-root, en même quantité, ajoutés en fin de cuisson',
        de: 'Kartoffelstärke oder Pfeilwurzelmehl, 1:1, zum Schluss eingerührt',
        zh: '土豆淀粉或葛粉，等量，最后加入',
      },
      {
        en: 'arrowroot turns slimy with dairy, and neither likes a long boil',
        es: 'el arrurruz se vuelve viscoso con lácteos, y ninguno aguanta un hervor largo',
        fr: 'l’arrow-root devient gluant avec les produits laitiers, et aucun des deux ne supporte une longue ébullition',
        de: 'Pfeilwurzelmehl wird mit Milchprodukten schleimig, und beide vertragen kein langes Kochen',
        zh: '葛粉遇乳制品会发黏，两者都不宜久煮',
      },
    ),
    option({
      en: 'for fruit pie fillings: 2 tbsp tapioca starch per 1 tbsp cornstarch',
      es: 'para rellenos de fruta: 2 cdas de almidón de tapioca por cada cda de maicena',
      fr: 'pour les garnitures de tarte aux fruits : 2 c. à s. de fécule de tapioca pour 1 c. à s. de fécule de maïs',
      de: 'für Obstfüllungen: 2 EL Tapiokastärke pro 1 EL Speisestärke',
      zh: '做水果派馅：每1汤匙玉米淀粉换2汤匙木薯淀粉',
    }),
  ]),
  catalogued('baking-powder', [
    option(
      {
        en: 'per 1 tsp: ¼ tsp baking soda + ½ tsp cream of tartar',
        es: 'por cada cdta: ¼ cdta de bicarbonato + ½ cdta de crémor tártaro',
        fr: 'pour 1 c. à c. : ¼ c. à c. de bicarbonate + ½ c. à c. de crème de tartre',
        de: 'pro 1 TL: ¼ TL Natron + ½ TL Weinstein',
        zh: '每1茶匙泡打粉：¼茶匙小苏打加½茶匙塔塔粉',
      },
      {
        en: 'bake straight away; it starts working as soon as it is wet',
        es: 'hornea enseguida: empieza a actuar en cuanto se moja',
        fr: 'enfourner aussitôt : le mélange réagit dès qu’il est mouillé',
        de: 'sofort backen, es reagiert, sobald es feucht wird',
        zh: '混合后立即烘烤，遇湿就开始起作用',
      },
    ),
    option({
      en: 'per 1 tsp: ¼ tsp baking soda + ½ cup (120 ml) buttermilk or yoghurt, with ½ cup less of the other liquid',
      es: 'por cada cdta: ¼ cdta de bicarbonato + 120 ml de suero de leche o yogur, quitando 120 ml de otro líquido',
      fr: 'pour 1 c. à c. : ¼ c. à c. de bicarbonate + 120 ml de babeurre ou de yaourt, avec 120 ml d’un autre liquide en moins',
      de: 'pro 1 TL: ¼ TL Natron + 120 ml Buttermilch oder Joghurt, dafür 120 ml weniger andere Flüssigkeit',
      zh: '每1茶匙：¼茶匙小苏打加120毫升酪乳或酸奶，配方中其他液体减少120毫升',
    }),
    option({
      en: 'self-raising flour in place of the plain flour, leaving the baking powder out',
      es: 'harina leudante en lugar de la harina común, sin añadir levadura química',
      fr: 'farine avec levure incorporée à la place de la farine ordinaire, sans ajouter de levure',
      de: 'selbsttreibendes Mehl statt normalem Mehl, dann ohne Backpulver',
      zh: '用自发粉代替普通面粉，不再另加泡打粉',
    }),
  ]),
  catalogued('baking-soda', [
    option(
      {
        en: '3 tsp baking powder per 1 tsp baking soda',
        es: '3 cdtas de levadura química por cada cdta de bicarbonato',
        fr: '3 c. à c. de levure chimique pour 1 c. à c. de bicarbonate',
        de: '3 TL Backpulver pro 1 TL Natron',
        zh: '每1茶匙小苏打换3茶匙泡打粉',
      },
      {
        en: 'the bake browns less and may taste of baking powder; fine in cakes, weaker in cookies',
        es: 'se dora menos y puede saber a levadura; va bien en bizcochos, peor en galletas',
        fr: 'la pâte dore moins et peut avoir un goût de levure ; convient aux gâteaux, moins aux cookies',
        de: 'das Gebäck bräunt weniger und kann nach Backpulver schmecken; geht in Kuchen, schlechter in Keksen',
        zh: '上色较浅，可能带泡打粉味；蛋糕可行，曲奇效果较差',
      },
    ),
    option({
      en: 'potassium bicarbonate, 1:1, with a pinch more salt',
      es: 'bicarbonato de potasio, en la misma cantidad, con una pizca más de sal',
      fr: 'bicarbonate de potassium, en même quantité, avec une pincée de sel en plus',
      de: 'Kaliumhydrogencarbonat, 1:1, mit einer Prise Salz extra',
      zh: '碳酸氢钾，等量，另加一小撮盐',
    }),
  ]),
  named(
    'cream-of-tartar',
    {
      en: 'cream of tartar',
      es: 'crémor tártaro|cremor tártaro|crémor|bitartrato de potasio',
      fr: 'crème de tartre|bitartrate de potassium',
      de: 'Weinstein|Weinsteinpulver',
      zh: '塔塔粉|酒石酸氢钾',
    },
    [
      option({
        en: 'for whisking egg whites: ½ tsp lemon juice or white vinegar per egg white',
        es: 'para montar claras: ½ cdta de zumo de limón o vinagre blanco por clara',
        fr: 'pour monter des blancs : ½ c. à c. de jus de citron ou de vinaigre blanc par blanc',
        de: 'zum Eischneeschlagen: ½ TL Zitronensaft oder heller Essig pro Eiweiß',
        zh: '打发蛋白时：每个蛋白加½茶匙柠檬汁或白醋',
      }),
      option({
        en: 'with baking soda in the recipe: 1 tsp baking powder for each ½ tsp cream of tartar + ¼ tsp baking soda',
        es: 'si la receta lleva bicarbonato: 1 cdta de levadura química por cada ½ cdta de crémor + ¼ cdta de bicarbonato',
        fr: 'avec du bicarbonate dans la recette : 1 c. à c. de levure chimique pour chaque ½ c. à c. de crème de tartre + ¼ c. à c. de bicarbonate',
        de: 'wenn das Rezept auch Natron hat: 1 TL Backpulver für je ½ TL Weinstein + ¼ TL Natron',
        zh: '配方中同时有小苏打时：每½茶匙塔塔粉加¼茶匙小苏打，换成1茶匙泡打粉',
      }),
    ],
  ),
  catalogued('sugar', [
    option(
      {
        en: 'honey: ¾ cup (255 g) per cup (200 g) of sugar, with 3 tbsp less liquid and the oven 15 °C (25 °F) cooler',
        es: 'miel: 255 g por cada 200 g de azúcar, con 45 ml menos de líquido y el horno 15 °C más bajo',
        fr: 'miel : 255 g pour 200 g de sucre, avec 45 ml de liquide en moins et le four 15 °C plus bas',
        de: 'Honig: 255 g pro 200 g Zucker, dafür 45 ml weniger Flüssigkeit und den Ofen 15 °C niedriger',
        zh: '蜂蜜：每200克糖换255克蜂蜜，液体减少45毫升，烤箱温度调低15°C',
      },
      {
        en: 'browns faster and tastes of honey',
        es: 'se dora antes y sabe a miel',
        fr: 'dore plus vite et a un goût de miel',
        de: 'bräunt schneller und schmeckt nach Honig',
        zh: '上色更快，带蜂蜜味',
      },
    ),
    option({
      en: 'maple syrup: ¾ cup (240 g) per cup (200 g) of sugar, with 3 tbsp less liquid',
      es: 'sirope de arce: 240 g por cada 200 g de azúcar, con 45 ml menos de líquido',
      fr: 'sirop d’érable : 240 g pour 200 g de sucre, avec 45 ml de liquide en moins',
      de: 'Ahornsirup: 240 g pro 200 g Zucker, dafür 45 ml weniger Flüssigkeit',
      zh: '枫糖浆：每200克糖换240克枫糖浆，液体减少45毫升',
    }),
    option({
      en: 'caster and granulated sugar swap 1:1; blitz granulated sugar for 30 seconds to make it caster-fine',
      es: 'el azúcar blanco y el extrafino se cambian 1:1; tritura el blanco 30 segundos para afinarlo',
      fr: 'sucre cristallisé et sucre semoule s’échangent poids pour poids ; mixer le cristallisé 30 secondes pour l’affiner',
      de: 'Kristallzucker und feiner Backzucker 1:1; Kristallzucker 30 Sekunden im Mixer fein mahlen',
      zh: '白砂糖和细砂糖可等量互换；白砂糖用料理机打30秒即成细砂糖',
    }),
  ]),
  catalogued('brown-sugar', [
    option({
      en: '1 cup (200 g) white sugar + 1 tbsp molasses for light brown, 2 tbsp for dark',
      es: '200 g de azúcar blanco + 1 cda de melaza para moreno claro, 2 para oscuro',
      fr: '200 g de sucre blanc + 1 c. à s. de mélasse pour un sucre roux clair, 2 pour un foncé',
      de: '200 g weißer Zucker + 1 EL Melasse oder Zuckerrübensirup für hellen, 2 EL für dunklen',
      zh: '200克白砂糖加1汤匙糖蜜相当于浅色红糖，加2汤匙相当于深色红糖',
    }),
    option(
      {
        en: 'white sugar, 1:1',
        es: 'azúcar blanco, en la misma cantidad',
        fr: 'sucre blanc, poids pour poids',
        de: 'weißer Zucker, 1:1',
        zh: '白砂糖，等量替换',
      },
      {
        en: 'cookies come out crisper and paler, with less caramel flavour',
        es: 'las galletas salen más crujientes y pálidas, con menos sabor a caramelo',
        fr: 'les biscuits seront plus croustillants et plus pâles, moins caramélisés',
        de: 'Kekse werden knuspriger und heller, mit weniger Karamellgeschmack',
        zh: '曲奇会更脆、颜色更浅，焦糖味较少',
      },
    ),
    option({
      en: 'coconut sugar, 1:1',
      es: 'azúcar de coco, en la misma cantidad',
      fr: 'sucre de coco, poids pour poids',
      de: 'Kokosblütenzucker, 1:1',
      zh: '椰糖，等量替换',
    }),
  ]),
  named(
    'icing-sugar',
    {
      en: 'icing sugar|powdered sugar|confectioners’ sugar|confectioners sugar',
      es: 'azúcar glas|azúcar glass|azúcar impalpable|azúcar en polvo',
      fr: 'sucre glace',
      de: 'Puderzucker|Staubzucker',
      zh: '糖粉',
    },
    [
      option(
        {
          en: '1 cup (200 g) granulated sugar + 1 tbsp cornstarch, blended to a fine powder (a spice grinder does it best)',
          es: '200 g de azúcar blanco + 1 cda de maicena, triturados hasta hacerse polvo (mejor en un molinillo)',
          fr: '200 g de sucre cristallisé + 1 c. à s. de fécule de maïs, mixés en poudre fine (un moulin à épices fait le mieux)',
          de: '200 g Kristallzucker + 1 EL Speisestärke, im Mixer fein pulverisiert (eine Gewürzmühle schafft es am besten)',
          zh: '200克白砂糖加1汤匙玉米淀粉，用料理机打成细粉（香料研磨机效果最好）',
        },
        {
          en: 'a little grittier than bought icing sugar',
          es: 'queda algo más arenoso que el comprado',
          fr: 'un peu plus granuleux que le sucre glace du commerce',
          de: 'etwas körniger als gekaufter Puderzucker',
          zh: '口感比市售糖粉略粗',
        },
      ),
      option(
        {
          en: 'in cake batters: caster sugar, the same weight',
          es: 'en masas de bizcocho: azúcar extrafino, el mismo peso',
          fr: 'dans les pâtes à gâteau : sucre semoule, même poids',
          de: 'im Rührteig: feiner Backzucker, gleiches Gewicht',
          zh: '用于蛋糕面糊：等重细砂糖',
        },
        {
          en: 'not for uncooked icing, which would stay gritty',
          es: 'no para glaseados sin cocción, que quedarían arenosos',
          fr: 'pas pour un glaçage cru, qui resterait granuleux',
          de: 'nicht für ungekochte Glasuren, die würden körnig',
          zh: '不适合免煮糖霜，会有颗粒感',
        },
      ),
    ],
  ),
  catalogued('honey', [
    option({
      en: 'maple syrup, 1:1',
      es: 'sirope de arce, en la misma cantidad',
      fr: 'sirop d’érable, en même quantité',
      de: 'Ahornsirup, 1:1',
      zh: '枫糖浆，等量替换',
    }),
    option({
      en: 'golden syrup, agave syrup or rice syrup, 1:1',
      es: 'sirope de agave, de arroz o golden syrup, en la misma cantidad',
      fr: 'sirop d’agave, sirop de riz ou golden syrup, en même quantité',
      de: 'Agavendicksaft, Reissirup oder Zuckerrübensirup, 1:1',
      zh: '龙舌兰糖浆、米糖浆或金黄糖浆，等量替换',
    }),
    option(
      {
        en: '1¼ cups (250 g) sugar + ¼ cup (60 ml) water per cup (340 g) of honey',
        es: '250 g de azúcar + 60 ml de agua por cada 340 g de miel',
        fr: '250 g de sucre + 60 ml d’eau pour 340 g de miel',
        de: '250 g Zucker + 60 ml Wasser pro 340 g Honig',
        zh: '每340克蜂蜜换250克糖加60毫升水',
      },
      {
        en: 'bakes brown less and dry out sooner',
        es: 'lo horneado se dora menos y se seca antes',
        fr: 'la pâtisserie dore moins et sèche plus vite',
        de: 'Gebäck bräunt weniger und trocknet schneller aus',
        zh: '烘焙成品上色较浅，也更容易变干',
      },
    ),
  ]),
  catalogued('maple-syrup', [
    option(
      {
        en: 'honey, 1:1',
        es: 'miel, en la misma cantidad',
        fr: 'miel, en même quantité',
        de: 'Honig, 1:1',
        zh: '蜂蜜，等量替换',
      },
      {
        en: 'stronger and thicker; warm it so it pours',
        es: 'más intensa y espesa; templada se vierte mejor',
        fr: 'plus fort et plus épais ; le tiédir pour qu’il coule',
        de: 'kräftiger und dicker; leicht erwärmt lässt er sich gießen',
        zh: '味道更浓更稠，稍微加热更好倒',
      },
    ),
    option({
      en: 'for pancakes: 1 cup (200 g) brown sugar simmered with ½ cup (120 ml) water for 5 minutes, plus a drop of vanilla',
      es: 'para tortitas: 200 g de azúcar moreno hervidos 5 minutos con 120 ml de agua y una gota de vainilla',
      fr: 'pour les pancakes : 200 g de sucre roux mijotés 5 minutes avec 120 ml d’eau et une goutte de vanille',
      de: 'für Pfannkuchen: 200 g brauner Zucker mit 120 ml Wasser 5 Minuten geköchelt, dazu ein Tropfen Vanille',
      zh: '配松饼：200克红糖加120毫升水小火煮5分钟，滴一点香草精',
    }),
    option({
      en: 'agave or golden syrup, 1:1',
      es: 'sirope de agave o golden syrup, en la misma cantidad',
      fr: 'sirop d’agave ou golden syrup, en même quantité',
      de: 'Agavendicksaft oder Zuckerrübensirup, 1:1',
      zh: '龙舌兰糖浆或金黄糖浆，等量替换',
    }),
  ]),
  catalogued('chocolate', [
    option(
      {
        en: 'per 30 g (1 oz) dark chocolate: 3 tbsp cocoa powder + 1 tbsp butter or oil + 1 tbsp sugar',
        es: 'por cada 30 g de chocolate negro: 3 cdas de cacao en polvo + 1 cda de mantequilla o aceite + 1 cda de azúcar',
        fr: 'pour 30 g de chocolat noir : 3 c. à s. de cacao en poudre + 1 c. à s. de beurre ou d’huile + 1 c. à s. de sucre',
        de: 'pro 30 g Zartbitterschokolade: 3 EL Kakaopulver + 1 EL Butter oder Öl + 1 EL Zucker',
        zh: '每30克黑巧克力：3汤匙可可粉加1汤匙黄油或油，再加1汤匙糖',
      },
      {
        en: 'without the sugar it stands in for unsweetened baking chocolate',
        es: 'sin el azúcar sustituye al chocolate sin azúcar para repostería',
        fr: 'sans le sucre, il remplace le chocolat à cuire non sucré',
        de: 'ohne Zucker ersetzt es ungesüßte Backschokolade',
        zh: '去掉糖即可代替无糖烘焙巧克力',
      },
    ),
    option(
      {
        en: 'chocolate chips, the same weight, melted into batters',
        es: 'pepitas de chocolate, el mismo peso, fundidas en la masa',
        fr: 'pépites de chocolat, même poids, fondues dans la pâte',
        de: 'Schokotropfen, gleiches Gewicht, im Teig geschmolzen',
        zh: '巧克力豆，等重，融化后拌入面糊',
      },
      {
        en: 'made to hold their shape, they melt less smoothly; not for ganache or tempering',
        es: 'están hechas para mantener la forma y se funden peor; no para ganache ni templado',
        fr: 'faites pour garder leur forme, elles fondent moins bien ; pas pour une ganache ni un tempérage',
        de: 'sie sind formstabil und schmelzen weniger glatt; nicht für Ganache oder zum Temperieren',
        zh: '巧克力豆为保持形状而制，融化不够顺滑；不适合甘纳许或调温',
      },
    ),
  ]),
  catalogued('cocoa', [
    option(
      {
        en: '30 g (1 oz) unsweetened chocolate per 3 tbsp cocoa, with 1 tbsp less butter or oil in the recipe',
        es: '30 g de chocolate sin azúcar por cada 3 cdas de cacao, con 1 cda menos de mantequilla o aceite',
        fr: '30 g de chocolat non sucré pour 3 c. à s. de cacao, avec 1 c. à s. de beurre ou d’huile en moins',
        de: '30 g ungesüßte Schokolade pro 3 EL Kakao, dafür 1 EL weniger Butter oder Öl',
        zh: '每3汤匙可可粉换30克无糖巧克力，配方中的黄油或油减少1汤匙',
      },
      {
        en: 'with dark chocolate, use a little less sugar too',
        es: 'si es chocolate negro, reduce también un poco el azúcar',
        fr: 'avec du chocolat noir, diminuer aussi un peu le sucre',
        de: 'mit Zartbitterschokolade auch etwas weniger Zucker nehmen',
        zh: '用黑巧克力时也要少放些糖',
      },
    ),
    option(
      {
        en: 'carob powder, 1:1',
        es: 'harina de algarroba, en la misma cantidad',
        fr: 'poudre de caroube, en même quantité',
        de: 'Carobpulver, 1:1',
        zh: '角豆粉，等量替换',
      },
      {
        en: 'sweeter, with its own caramel-like taste',
        es: 'más dulce, con un sabor propio, acaramelado',
        fr: 'plus sucrée, avec un goût à elle, proche du caramel',
        de: 'süßer, mit eigenem, karamellartigem Geschmack',
        zh: '更甜，风味不同，带焦糖感',
      },
    ),
  ]),
  catalogued('yeast', [
    option(
      {
        en: 'instant for active dry: ¾ as much (1 tsp instant for 1¼ tsp active dry)',
        es: 'instantánea en vez de seca activa: ¾ partes (1 cdta de instantánea por cada 1¼ de seca activa)',
        fr: 'levure instantanée au lieu de sèche active : les ¾ (1 c. à c. d’instantanée pour 1¼ c. à c. de sèche active)',
        de: 'Instanthefe statt aktiver Trockenhefe: ¾ der Menge (1 TL Instanthefe für 1¼ TL aktive Trockenhefe)',
        zh: '即发干酵母代替活性干酵母：用量为¾（1茶匙即发酵母代替1¼茶匙活性干酵母）',
      },
      {
        en: 'active dry yeast is dissolved in warm water first; instant goes straight into the flour',
        es: 'la seca activa se disuelve antes en agua tibia; la instantánea va directa a la harina',
        fr: 'la sèche active se réhydrate d’abord dans l’eau tiède ; l’instantanée va directement dans la farine',
        de: 'aktive Trockenhefe vorher in lauwarmem Wasser auflösen, Instanthefe direkt ins Mehl',
        zh: '活性干酵母要先用温水化开，即发酵母可直接加入面粉',
      },
    ),
    option({
      en: 'fresh yeast: 3 times the weight of dried (21 g fresh for a 7 g sachet), crumbled into the warm liquid',
      es: 'levadura fresca: el triple del peso de la seca (21 g de fresca por sobre de 7 g), desmenuzada en el líquido tibio',
      fr: 'levure fraîche : 3 fois le poids de la sèche (21 g de fraîche pour un sachet de 7 g), émiettée dans le liquide tiède',
      de: 'frische Hefe: die dreifache Menge der Trockenhefe (21 g frisch für ein 7-g-Päckchen), in der lauwarmen Flüssigkeit aufgelöst',
      zh: '鲜酵母：干酵母重量的3倍（7克一袋的干酵母换21克鲜酵母），捏碎溶于温热液体',
    }),
    option(
      {
        en: 'no yeast at all: for flatbreads, pizza or soda bread, 1 tsp baking powder per cup (125 g) of flour',
        es: 'sin levadura: para panes planos, pizza o pan de soda, 1 cdta de levadura química por cada 125 g de harina',
        fr: 'sans levure de boulanger : pour les galettes, la pizza ou le soda bread, 1 c. à c. de levure chimique pour 125 g de farine',
        de: 'ganz ohne Hefe: für Fladenbrot, Pizza oder Sodabrot 1 TL Backpulver pro 125 g Mehl',
        zh: '完全没有酵母：做薄饼、披萨或苏打面包时，每125克面粉加1茶匙泡打粉',
      },
      {
        en: 'no rising time and a cakier crumb; not for loaves that need to prove',
        es: 'sin tiempo de levado y con miga más de bizcocho; no para panes que deben fermentar',
        fr: 'pas de pousse et une mie plus proche du gâteau ; pas pour un pain qui doit lever',
        de: 'keine Gehzeit, die Krume wird kuchenartiger; nicht für Brote, die gehen müssen',
        zh: '无需发酵，组织更像蛋糕；不适合需要发酵的面包',
      },
    ),
  ]),
  catalogued('vegetable-oil', [
    option(
      {
        en: 'in cakes and muffins: melted butter, 1:1',
        es: 'en bizcochos y magdalenas: mantequilla derretida, en la misma cantidad',
        fr: 'dans les gâteaux et muffins : beurre fondu, en même quantité',
        de: 'in Kuchen und Muffins: geschmolzene Butter, 1:1',
        zh: '做蛋糕和松饼：融化黄油，等量替换',
      },
      {
        en: 'a slightly drier crumb, with more flavour',
        es: 'miga algo más seca, pero con más sabor',
        fr: 'mie un peu plus sèche, mais plus de goût',
        de: 'etwas trockenere Krume, dafür mehr Geschmack',
        zh: '组织稍干，但更香',
      },
    ),
    option(
      {
        en: 'in cakes and muffins: unsweetened apple sauce for up to half the oil',
        es: 'en bizcochos y magdalenas: compota de manzana sin azúcar en lugar de hasta la mitad del aceite',
        fr: 'dans les gâteaux et muffins : compote de pommes sans sucre à la place de la moitié de l’huile au plus',
        de: 'in Kuchen und Muffins: ungesüßtes Apfelmus statt höchstens der Hälfte des Öls',
        zh: '做蛋糕和松饼：用无糖苹果泥代替最多一半的油',
      },
      {
        en: 'denser and moister; not for frying',
        es: 'queda más denso y húmedo; no sirve para freír',
        fr: 'plus dense et plus moelleux ; pas pour la friture',
        de: 'dichter und saftiger; nicht zum Braten',
        zh: '更扎实湿润；不能用来煎炸',
      },
    ),
    option({
      en: 'another neutral oil (sunflower, rapeseed, light olive oil), 1:1',
      es: 'otro aceite neutro (girasol, colza, oliva suave), en la misma cantidad',
      fr: 'une autre huile neutre (tournesol, colza, olive douce), en même quantité',
      de: 'ein anderes neutrales Öl (Sonnenblume, Raps, mildes Olivenöl), 1:1',
      zh: '其他无味植物油（葵花籽油、菜籽油、淡味橄榄油），等量替换',
    }),
  ]),

  // Sour, salty and savoury
  catalogued('wine', [
    option({
      en: 'for white wine: the same amount of chicken or vegetable stock + 1 tbsp white wine vinegar or lemon juice per cup',
      es: 'para vino blanco: la misma cantidad de caldo de pollo o de verduras + 1 cda de vinagre de vino blanco o zumo de limón por cada 250 ml',
      fr: 'pour le vin blanc : autant de bouillon de volaille ou de légumes + 1 c. à s. de vinaigre de vin blanc ou de jus de citron pour 250 ml',
      de: 'für Weißwein: gleiche Menge Hühner- oder Gemüsebrühe + 1 EL Weißweinessig oder Zitronensaft pro 250 ml',
      zh: '代替白葡萄酒：等量鸡汤或蔬菜高汤，每250毫升加1汤匙白葡萄酒醋或柠檬汁',
    }),
    option(
      {
        en: 'for red wine: the same amount of beef stock or red grape juice + 1 tbsp red wine vinegar per cup',
        es: 'para vino tinto: la misma cantidad de caldo de carne o de mosto tinto + 1 cda de vinagre de vino tinto por cada 250 ml',
        fr: 'pour le vin rouge : autant de bouillon de bœuf ou de jus de raisin rouge + 1 c. à s. de vinaigre de vin rouge pour 250 ml',
        de: 'für Rotwein: gleiche Menge Rinderbrühe oder roter Traubensaft + 1 EL Rotweinessig pro 250 ml',
        zh: '代替红葡萄酒：等量牛肉高汤或红葡萄汁，每250毫升加1汤匙红酒醋',
      },
      {
        en: 'grape juice alone makes the dish sweet, so keep the vinegar',
        es: 'el mosto solo endulza el plato, así que no prescindas del vinagre',
        fr: 'le jus de raisin seul sucre le plat : garder le vinaigre',
        de: 'Traubensaft allein macht das Gericht süß, also den Essig nicht weglassen',
        zh: '只用葡萄汁会让菜偏甜，醋不能省',
      },
    ),
    option({
      en: 'for deglazing a pan: a splash of stock or water with a squeeze of lemon',
      es: 'para desglasar: un chorro de caldo o de agua con unas gotas de limón',
      fr: 'pour déglacer : un trait de bouillon ou d’eau avec un filet de citron',
      de: 'zum Ablöschen: ein Schuss Brühe oder Wasser mit etwas Zitronensaft',
      zh: '用于锅底化渣：一点高汤或清水，挤几滴柠檬汁',
    }),
  ]),
  catalogued('vinegar', [
    option(
      {
        en: 'lemon or lime juice, 1:1, in dressings, marinades and sauces',
        es: 'zumo de limón o de lima, en la misma cantidad, en aliños, adobos y salsas',
        fr: 'jus de citron ou de citron vert, en même quantité, dans les vinaigrettes, marinades et sauces',
        de: 'Zitronen- oder Limettensaft, 1:1, in Dressings, Marinaden und Soßen',
        zh: '柠檬汁或青柠汁，在沙拉汁、腌料和酱汁中等量替换',
      },
      {
        en: 'not for pickling or canning, where the acidity must be known',
        es: 'no para encurtidos ni conservas, que necesitan una acidez conocida',
        fr: 'pas pour les conserves ni les pickles, dont l’acidité doit être connue',
        de: 'nicht zum Einlegen oder Einkochen, wo der Säuregehalt feststehen muss',
        zh: '不适合腌渍或罐藏，这些需要确定的酸度',
      },
    ),
    option({
      en: 'another vinegar: cider and white wine vinegar swap 1:1; use half as much distilled white vinegar, which is sharper',
      es: 'otro vinagre: el de manzana y el de vino blanco se cambian 1:1; del vinagre blanco de alcohol usa la mitad, es más fuerte',
      fr: 'un autre vinaigre : cidre et vin blanc s’échangent à quantité égale ; du vinaigre blanc d’alcool, moitié moins, il est plus fort',
      de: 'ein anderer Essig: Apfel- und Weißweinessig 1:1; vom Branntweinessig nur die Hälfte, er ist schärfer',
      zh: '换一种醋：苹果醋和白葡萄酒醋可等量互换；白醋更酸，用一半即可',
    }),
    option({
      en: 'for balsamic: red wine vinegar + a pinch of sugar',
      es: 'en lugar de balsámico: vinagre de vino tinto + una pizca de azúcar',
      fr: 'à la place du balsamique : vinaigre de vin rouge + une pincée de sucre',
      de: 'statt Balsamico: Rotweinessig + eine Prise Zucker',
      zh: '代替意大利香醋：红酒醋加一小撮糖',
    }),
  ]),
  named(
    'lemon-juice',
    {
      en: 'lemon juice|juice of a lemon|juice of half a lemon',
      es: 'zumo de limón|jugo de limón',
      fr: 'jus de citron',
      de: 'Zitronensaft',
      zh: '柠檬汁',
    },
    [
      option({
        en: 'lime juice, 1:1',
        es: 'zumo de lima, en la misma cantidad',
        fr: 'jus de citron vert, en même quantité',
        de: 'Limettensaft, 1:1',
        zh: '青柠汁，等量替换',
      }),
      option({
        en: 'in dressings and marinades: half as much white wine or cider vinegar',
        es: 'en aliños y adobos: la mitad de vinagre de vino blanco o de manzana',
        fr: 'dans les vinaigrettes et marinades : moitié moins de vinaigre de vin blanc ou de cidre',
        de: 'in Dressings und Marinaden: halb so viel Weißwein- oder Apfelessig',
        zh: '在沙拉汁和腌料中：改用一半量的白葡萄酒醋或苹果醋',
      }),
      option(
        {
          en: 'bottled lemon juice, 1:1',
          es: 'zumo de limón embotellado, en la misma cantidad',
          fr: 'jus de citron en bouteille, en même quantité',
          de: 'Zitronensaft aus der Flasche, 1:1',
          zh: '瓶装柠檬汁，等量替换',
        },
        {
          en: 'fine in cooking; raw it tastes flatter',
          es: 'bien para cocinar; en crudo sabe más plano',
          fr: 'convient en cuisine ; cru, il a moins de goût',
          de: 'zum Kochen gut; roh schmeckt er flacher',
          zh: '用于烹调没问题，生吃风味较平淡',
        },
      ),
    ],
  ),
  catalogued('soy-sauce', [
    option({
      en: 'tamari, 1:1; most tamari is wheat-free, but check the label',
      es: 'tamari, en la misma cantidad; suele ser sin trigo, pero mira la etiqueta',
      fr: 'tamari, en même quantité ; il est en général sans blé, mais vérifier l’étiquette',
      de: 'Tamari, 1:1; meist weizenfrei, aber aufs Etikett schauen',
      zh: '溜酱油（tamari），等量替换；多数不含小麦，但请看标签',
    }),
    option(
      {
        en: 'coconut aminos, about 1½ times the amount',
        es: 'aminos de coco, aproximadamente 1,5 veces la cantidad',
        fr: 'aminos de coco, environ 1,5 fois la quantité',
        de: 'Kokos-Aminos, etwa die 1,5-fache Menge',
        zh: '椰子氨基酱油，用量约1.5倍',
      },
      {
        en: 'milder and sweeter, with much less salt',
        es: 'más suaves y dulces, con mucha menos sal',
        fr: 'plus doux et plus sucrés, beaucoup moins salés',
        de: 'milder und süßer, mit viel weniger Salz',
        zh: '更温和偏甜，盐分低很多',
      },
    ),
    option({
      en: 'in marinades and stews: Worcestershire sauce with as much water, or white miso thinned with water',
      es: 'en adobos y guisos: salsa Worcestershire con la misma cantidad de agua, o miso blanco diluido en agua',
      fr: 'dans les marinades et ragoûts : sauce Worcestershire allongée d’autant d’eau, ou miso blanc délayé dans l’eau',
      de: 'in Marinaden und Schmorgerichten: Worcestershiresauce mit gleich viel Wasser, oder helle Misopaste in Wasser verrührt',
      zh: '用于腌料和炖菜：伍斯特沙司加等量水，或用水调开的白味噌',
    }),
  ]),
  named(
    'fish-sauce',
    {
      en: 'fish sauce|nam pla|nuoc mam',
      es: 'salsa de pescado|nam pla',
      fr: 'sauce de poisson|sauce poisson|nuoc-mâm',
      de: 'Fischsauce|Fischsoße',
      zh: '鱼露',
    },
    [
      option({
        en: 'soy sauce + a squeeze of lime, 1:1',
        es: 'salsa de soja con unas gotas de lima, en la misma cantidad',
        fr: 'sauce soja et un filet de citron vert, en même quantité',
        de: 'Sojasauce mit einem Spritzer Limette, 1:1',
        zh: '酱油加几滴青柠汁，等量替换',
      }),
      option({
        en: 'per tbsp: 1 tbsp soy sauce + 1 anchovy fillet, mashed',
        es: 'por cada cda: 1 cda de salsa de soja + 1 filete de anchoa machacado',
        fr: 'par c. à s. : 1 c. à s. de sauce soja + 1 filet d’anchois écrasé',
        de: 'pro EL: 1 EL Sojasauce + 1 zerdrücktes Sardellenfilet',
        zh: '每汤匙鱼露：1汤匙酱油加1条压碎的凤尾鱼柳',
      }),
      option({
        en: 'vegan: soy sauce with a pinch of crumbled nori or a little miso',
        es: 'vegano: salsa de soja con una pizca de alga nori desmenuzada o un poco de miso',
        fr: 'végane : sauce soja avec une pincée de nori émietté ou un peu de miso',
        de: 'vegan: Sojasauce mit etwas zerbröseltem Nori oder ein wenig Miso',
        zh: '纯素：酱油加一小撮捏碎的海苔或少许味噌',
      }),
    ],
  ),
  named(
    'tahini',
    {
      en: 'tahini|tahina|sesame paste',
      es: 'tahini|tahina|pasta de sésamo',
      fr: 'tahini|tahin|purée de sésame|crème de sésame',
      de: 'Tahini|Tahin|Sesampaste|Sesammus',
      zh: '中东芝麻酱|芝麻酱|塔希尼',
    },
    [
      option(
        {
          en: 'smooth peanut or cashew butter, 1:1, loosened with a few drops of sesame oil',
          es: 'crema de cacahuete o de anacardo sin trozos, en la misma cantidad, aligerada con unas gotas de aceite de sésamo',
          fr: 'beurre de cacahuète ou de cajou lisse, en même quantité, détendu de quelques gouttes d’huile de sésame',
          de: 'cremige Erdnuss- oder Cashewbutter, 1:1, mit ein paar Tropfen Sesamöl verrührt',
          zh: '顺滑花生酱或腰果酱，等量替换，滴几滴芝麻油调稀',
        },
        {
          en: 'the peanut shows in hummus',
          es: 'en el hummus se notará el cacahuete',
          fr: 'le goût de cacahuète se sentira dans le houmous',
          de: 'im Hummus schmeckt man die Erdnuss heraus',
          zh: '做鹰嘴豆泥时会有花生味',
        },
      ),
      option({
        en: 'sunflower seed butter, 1:1, for a nut-free version',
        es: 'crema de pipas de girasol, en la misma cantidad, si hay que evitar los frutos secos',
        fr: 'purée de graines de tournesol, en même quantité, pour une version sans fruits à coque',
        de: 'Sonnenblumenkernmus, 1:1, für eine nussfreie Variante',
        zh: '葵花籽酱，等量替换，适合不能吃坚果的人',
      }),
      option({
        en: 'in dressings: Greek yoghurt with a little sesame oil',
        es: 'en aliños: yogur griego con un poco de aceite de sésamo',
        fr: 'dans les sauces : yaourt grec avec un peu d’huile de sésame',
        de: 'in Dressings: griechischer Joghurt mit etwas Sesamöl',
        zh: '调沙拉汁时：希腊酸奶加少许芝麻油',
      }),
    ],
  ),
  catalogued('mayonnaise', [
    option(
      {
        en: 'plain Greek yoghurt, 1:1, with a little mustard and lemon',
        es: 'yogur griego natural, en la misma cantidad, con un poco de mostaza y limón',
        fr: 'yaourt grec nature, en même quantité, relevé d’un peu de moutarde et de citron',
        de: 'griechischer Naturjoghurt, 1:1, mit etwas Senf und Zitrone',
        zh: '原味希腊酸奶，等量替换，加少许芥末酱和柠檬汁',
      },
      {
        en: 'for cold dishes; it splits when heated',
        es: 'para platos fríos; se corta si se calienta',
        fr: 'pour les plats froids ; il tranche à la chaleur',
        de: 'für kalte Gerichte, erhitzt flockt er aus',
        zh: '只用于冷菜，加热会分离',
      },
    ),
    option({
      en: 'sour cream or crème fraîche, 1:1',
      es: 'nata agria o crème fraîche, en la misma cantidad',
      fr: 'crème fraîche épaisse, en même quantité',
      de: 'Schmand oder saure Sahne, 1:1',
      zh: '酸奶油，等量替换',
    }),
    option({
      en: 'mashed ripe avocado, 1:1, in sandwiches and wraps',
      es: 'aguacate maduro chafado, en la misma cantidad, en bocadillos y wraps',
      fr: 'avocat mûr écrasé, en même quantité, dans les sandwichs et wraps',
      de: 'zerdrückte reife Avocado, 1:1, in Sandwiches und Wraps',
      zh: '压碎的熟牛油果，在三明治和卷饼中等量替换',
    }),
  ]),
  catalogued('stock', [
    option(
      {
        en: '1 stock cube or 1 tsp bouillon powder per 2 cups (500 ml) hot water',
        es: '1 pastilla de caldo o 1 cdta de caldo en polvo por cada 500 ml de agua caliente',
        fr: '1 cube de bouillon ou 1 c. à c. de bouillon en poudre pour 500 ml d’eau chaude',
        de: '1 Brühwürfel oder 1 TL Brühpulver pro 500 ml heißes Wasser',
        zh: '每500毫升热水加1块高汤块或1茶匙高汤粉',
      },
      {
        en: 'saltier than homemade stock, so salt at the end',
        es: 'es más salado que un caldo casero, así que sala al final',
        fr: 'plus salé qu’un bouillon maison : saler en fin de cuisson',
        de: 'salziger als selbst gekochte Brühe, also erst am Ende salzen',
        zh: '比自制高汤咸，最后再调盐',
      },
    ),
    option({
      en: 'per 2 cups (500 ml) water: 1 tbsp soy sauce + 1 tbsp butter, simmered with any onion or celery trimmings',
      es: 'por cada 500 ml de agua: 1 cda de salsa de soja + 1 cda de mantequilla, cocidos con restos de cebolla o apio',
      fr: 'pour 500 ml d’eau : 1 c. à s. de sauce soja + 1 c. à s. de beurre, mijotés avec des parures d’oignon ou de céleri',
      de: 'pro 500 ml Wasser: 1 EL Sojasauce + 1 EL Butter, mit Zwiebel- oder Selleriresten geköchelt',
      zh: '每500毫升水加1汤匙酱油和1汤匙黄油，放入洋葱或芹菜边角料小火煮',
    }),
    option({
      en: 'the water from cooking vegetables, pulses or pasta, 1:1, well seasoned',
      es: 'el agua de cocer verduras, legumbres o pasta, en la misma cantidad, bien sazonada',
      fr: 'l’eau de cuisson de légumes, de légumineuses ou de pâtes, en même quantité, bien assaisonnée',
      de: 'Kochwasser von Gemüse, Hülsenfrüchten oder Nudeln, 1:1, gut gewürzt',
      zh: '煮蔬菜、豆类或意面的水，等量替换，调好味',
    }),
  ]),
  catalogued('stock-cubes', [
    option({
      en: '1 tsp bouillon powder or stock paste per cube',
      es: '1 cdta de caldo en polvo o en pasta por pastilla',
      fr: '1 c. à c. de bouillon en poudre ou en pâte par cube',
      de: '1 TL Brühpulver oder Brühpaste pro Würfel',
      zh: '每块高汤块换1茶匙高汤粉或浓缩高汤膏',
    }),
    option({
      en: '2 cups (500 ml) ready-made stock per cube, in place of that much water',
      es: '500 ml de caldo preparado por pastilla, en lugar de la misma cantidad de agua',
      fr: '500 ml de bouillon tout prêt par cube, à la place d’autant d’eau',
      de: '500 ml fertige Brühe pro Würfel, statt der gleichen Menge Wasser',
      zh: '每块换500毫升现成高汤，代替等量的水',
    }),
    option({
      en: 'for flavour in a hurry: 1 tbsp soy sauce or 1 tsp yeast extract per cube, plus salt to taste',
      es: 'para dar sabor deprisa: 1 cda de salsa de soja o 1 cdta de extracto de levadura por pastilla, y sal al gusto',
      fr: 'pour du goût en vitesse : 1 c. à s. de sauce soja ou 1 c. à c. d’extrait de levure par cube, et du sel selon le goût',
      de: 'schnell für Geschmack: 1 EL Sojasauce oder 1 TL Hefeextrakt pro Würfel, dazu Salz nach Geschmack',
      zh: '应急调味：每块换1汤匙酱油或1茶匙酵母提取物，再按口味加盐',
    }),
  ]),
  catalogued('tomato-paste', [
    option({
      en: '3 tbsp passata or tomato sauce per 1 tbsp paste, simmered down until thick',
      es: '3 cdas de tomate triturado o salsa de tomate por cada cda de concentrado, reducidas a fuego lento',
      fr: '3 c. à s. de coulis ou de sauce tomate pour 1 c. à s. de concentré, réduites à feu doux',
      de: '3 EL passierte Tomaten oder Tomatensoße pro 1 EL Tomatenmark, dick eingekocht',
      zh: '每1汤匙番茄膏换3汤匙番茄泥或番茄酱汁，小火收浓',
    }),
    option(
      {
        en: 'ketchup, 1:1',
        es: 'kétchup, en la misma cantidad',
        fr: 'ketchup, en même quantité',
        de: 'Ketchup, 1:1',
        zh: '番茄沙司，等量替换',
      },
      {
        en: 'sweeter and vinegary; leave out any sugar in the recipe',
        es: 'más dulce y avinagrado; suprime el azúcar de la receta',
        fr: 'plus sucré et vinaigré : supprimer le sucre de la recette',
        de: 'süßer und essigsauer; Zucker im Rezept weglassen',
        zh: '更甜且带醋味，配方中的糖可以省去',
      },
    ),
    option({
      en: 'sun-dried tomatoes blended to a paste with a little of their oil, 1:1',
      es: 'tomates secos triturados con un poco de su aceite, en la misma cantidad',
      fr: 'tomates séchées mixées en pâte avec un peu de leur huile, en même quantité',
      de: 'getrocknete Tomaten, mit etwas von ihrem Öl püriert, 1:1',
      zh: '油浸番茄干加少许罐中的油打成泥，等量替换',
    }),
  ]),
  catalogued('canned-tomatoes', [
    option(
      {
        en: '500–600 g (about 5) ripe tomatoes per 400 g can, chopped and simmered 10–15 minutes longer',
        es: '500–600 g (unos 5) tomates maduros por cada lata de 400 g, picados y cocidos 10–15 minutos más',
        fr: '500 à 600 g (environ 5) tomates mûres pour une boîte de 400 g, concassées et mijotées 10 à 15 minutes de plus',
        de: '500–600 g (etwa 5) reife Tomaten pro 400-g-Dose, gehackt und 10–15 Minuten länger geköchelt',
        zh: '每400克罐头换500–600克（约5个）熟番茄，切碎后多煮10–15分钟',
      },
      {
        en: 'peel them first for a smooth sauce: cut a cross and dip them in boiling water for 30 seconds',
        es: 'pélalos antes para una salsa fina: hazles un corte en cruz y escáldalos 30 segundos',
        fr: 'les peler d’abord pour une sauce lisse : inciser en croix et plonger 30 secondes dans l’eau bouillante',
        de: 'für eine glatte Soße vorher häuten: kreuzweise einritzen und 30 Sekunden in kochendes Wasser legen',
        zh: '想要酱汁细滑，先去皮：划十字刀后在沸水中烫30秒',
      },
    ),
    option({
      en: 'passata, 1:1',
      es: 'tomate triturado (passata), en la misma cantidad',
      fr: 'coulis de tomate (passata), en même quantité',
      de: 'passierte Tomaten, 1:1',
      zh: '番茄泥（passata），等量替换',
    }),
    option({
      en: '3 tbsp tomato paste stirred into 300 ml water per 400 g can',
      es: '3 cdas de concentrado de tomate disueltas en 300 ml de agua por lata de 400 g',
      fr: '3 c. à s. de concentré de tomate délayées dans 300 ml d’eau pour une boîte de 400 g',
      de: '3 EL Tomatenmark, in 300 ml Wasser verrührt, pro 400-g-Dose',
      zh: '每400克罐头换3汤匙番茄膏加300毫升水调开',
    }),
  ]),
  catalogued('breadcrumbs', [
    option({
      en: 'stale or toasted bread blitzed in a food processor: 2 slices make about ½ cup (40 g)',
      es: 'pan duro o tostado triturado: 2 rebanadas dan unos 40 g',
      fr: 'pain rassis ou grillé mixé : 2 tranches donnent environ 40 g',
      de: 'altbackenes oder getoastetes Brot, im Mixer zerkleinert: 2 Scheiben ergeben etwa 40 g',
      zh: '放硬或烤干的面包用料理机打碎：2片约得40克',
    }),
    option(
      {
        en: 'crushed crackers, cornflakes or crisps, 1:1',
        es: 'galletas saladas, copos de maíz o patatas fritas de bolsa triturados, en la misma cantidad',
        fr: 'crackers, corn-flakes ou chips écrasés, en même quantité',
        de: 'zerdrückte Cracker, Cornflakes oder Chips, 1:1',
        zh: '压碎的苏打饼干、玉米片或薯片，等量替换',
      },
      {
        en: 'often salted, so cut the salt in the recipe',
        es: 'suelen llevar sal, así que reduce la de la receta',
        fr: 'souvent salés : diminuer le sel de la recette',
        de: 'oft gesalzen, also im Rezept weniger Salz nehmen',
        zh: '通常含盐，配方里的盐要减少',
      },
    ),
    option({
      en: 'to bind meatballs and burgers: rolled oats pulsed briefly, or ground almonds, 1:1',
      es: 'para ligar albóndigas y hamburguesas: copos de avena triturados un momento, o almendra molida, en la misma cantidad',
      fr: 'pour lier boulettes et burgers : flocons d’avoine mixés brièvement, ou poudre d’amande, en même quantité',
      de: 'zum Binden von Frikadellen und Burgern: kurz gemixte Haferflocken oder gemahlene Mandeln, 1:1',
      zh: '黏合肉丸和汉堡肉饼：稍微打碎的燕麦片或杏仁粉，等量替换',
    }),
  ]),

  // Herbs, aromatics and spice
  named(
    'fresh-herbs',
    {
      en: 'fresh herbs|fresh herb|fresh parsley|fresh basil|fresh coriander|fresh cilantro|fresh thyme|fresh oregano|fresh rosemary|fresh dill|fresh mint',
      es: 'hierbas frescas|hierbas aromáticas frescas|perejil fresco|albahaca fresca|cilantro fresco|tomillo fresco|romero fresco|eneldo fresco',
      fr: 'herbes fraîches|herbes aromatiques fraîches|persil frais|basilic frais|coriandre fraîche|thym frais|romarin frais|aneth frais',
      de: 'frische Kräuter|frische Petersilie|frisches Basilikum|frischer Koriander|frischer Thymian|frischer Rosmarin|frischer Dill',
      zh: '新鲜香草|鲜香草|新鲜香料|新鲜欧芹|新鲜罗勒|新鲜百里香',
    },
    [
      option(
        {
          en: 'dried herbs: 1 tsp dried per 1 tbsp fresh, added early so they soften',
          es: 'hierbas secas: 1 cdta de secas por cada cda de frescas, añadidas al principio para que se ablanden',
          fr: 'herbes séchées : 1 c. à c. de sèches pour 1 c. à s. de fraîches, ajoutées tôt pour qu’elles s’attendrissent',
          de: 'getrocknete Kräuter: 1 TL getrocknet pro 1 EL frisch, früh zugeben, damit sie weich werden',
          zh: '干香草：每1汤匙新鲜香草换1茶匙干香草，早些下锅让它软化',
        },
        {
          en: 'not for garnishes, salads or pesto',
          es: 'no para decorar, ensaladas ni pesto',
          fr: 'pas pour décorer, ni pour les salades ou le pesto',
          de: 'nicht zum Garnieren, für Salate oder Pesto',
          zh: '不适合装饰、沙拉或青酱',
        },
      ),
      option(
        {
          en: 'frozen chopped herbs, 1:1, straight from the freezer',
          es: 'hierbas picadas congeladas, en la misma cantidad, directamente del congelador',
          fr: 'herbes hachées surgelées, en même quantité, directement du congélateur',
          de: 'TK-Kräuter, 1:1, direkt aus dem Gefrierfach',
          zh: '冷冻切碎香草，等量，直接从冷冻室取用',
        },
        {
          en: 'they go limp, so cook them in rather than scatter them on top',
          es: 'quedan lacias, así que mejor cocinarlas que espolvorearlas',
          fr: 'elles ramollissent : à cuire plutôt qu’à parsemer',
          de: 'sie werden schlaff, also mitkochen statt aufstreuen',
          zh: '解冻后会变软，适合入锅煮而不是撒在表面',
        },
      ),
      option({
        en: 'another soft herb for a garnish: parsley for coriander or chervil, chives for spring onion tops',
        es: 'otra hierba tierna para decorar: perejil en vez de cilantro o perifollo, cebollino en vez de cebolleta',
        fr: 'une autre herbe tendre pour décorer : du persil pour la coriandre ou le cerfeuil, de la ciboulette pour le vert d’oignon',
        de: 'ein anderes zartes Kraut zum Garnieren: Petersilie statt Koriander oder Kerbel, Schnittlauch statt Frühlingszwiebelgrün',
        zh: '装饰时换一种嫩叶香草：用欧芹代替香菜或细叶芹，用细香葱代替葱绿',
      }),
    ],
  ),
  catalogued('dried-herbs', [
    option({
      en: 'fresh herbs: 1 tbsp chopped fresh per 1 tsp dried, stirred in near the end',
      es: 'hierbas frescas: 1 cda picadas por cada cdta de secas, añadidas al final',
      fr: 'herbes fraîches : 1 c. à s. hachées pour 1 c. à c. de sèches, ajoutées en fin de cuisson',
      de: 'frische Kräuter: 1 EL gehackt pro 1 TL getrocknet, erst gegen Ende zugeben',
      zh: '新鲜香草：每1茶匙干香草换1汤匙切碎的新鲜香草，快出锅时加入',
    }),
    option({
      en: 'a related dried herb, 1:1: oregano for marjoram, thyme for savory, or a mixed-herb blend',
      es: 'otra hierba seca parecida, en la misma cantidad: orégano por mejorana, tomillo por ajedrea, o una mezcla de hierbas',
      fr: 'une herbe séchée voisine, en même quantité : origan pour marjolaine, thym pour sarriette, ou un mélange d’herbes',
      de: 'ein verwandtes getrocknetes Kraut, 1:1: Oregano statt Majoran, Thymian statt Bohnenkraut, oder eine Kräutermischung',
      zh: '相近的干香草等量替换：牛至代替马郁兰，百里香代替香薄荷，或用混合香草',
    }),
  ]),
  catalogued('garlic', [
    option(
      {
        en: '⅛ tsp garlic powder per clove',
        es: '⅛ de cdta de ajo en polvo por diente',
        fr: '⅛ de c. à c. d’ail en poudre par gousse',
        de: '⅛ TL Knoblauchpulver pro Zehe',
        zh: '每瓣蒜换⅛茶匙蒜粉',
      },
      {
        en: 'add it with the liquid; it burns quickly in hot oil',
        es: 'añádelo con el líquido, en aceite caliente se quema enseguida',
        fr: 'l’ajouter avec le liquide : il brûle vite dans l’huile chaude',
        de: 'mit der Flüssigkeit zugeben, in heißem Öl verbrennt es schnell',
        zh: '与液体一起加入，在热油里很容易焦',
      },
    ),
    option({
      en: '½ tsp jarred minced garlic or garlic paste per clove',
      es: '½ cdta de ajo picado de bote o pasta de ajo por diente',
      fr: '½ c. à c. d’ail haché en bocal ou de purée d’ail par gousse',
      de: '½ TL Knoblauchpaste aus Glas oder Tube pro Zehe',
      zh: '每瓣蒜换½茶匙瓶装蒜蓉',
    }),
    option({
      en: 'garlic-free: 1 tbsp chopped chives or spring onion tops per 2 cloves',
      es: 'sin ajo: 1 cda de cebollino o de parte verde de cebolleta picados por cada 2 dientes',
      fr: 'sans ail : 1 c. à s. de ciboulette ou de vert d’oignon nouveau hachés pour 2 gousses',
      de: 'ohne Knoblauch: 1 EL gehackter Schnittlauch oder Frühlingszwiebelgrün pro 2 Zehen',
      zh: '不用蒜：每2瓣蒜换1汤匙切碎的细香葱或葱绿',
    }),
  ]),
  catalogued('onions', [
    option({
      en: '3–4 shallots per medium onion',
      es: '3–4 chalotas por cebolla mediana',
      fr: '3 à 4 échalotes pour un oignon moyen',
      de: '3–4 Schalotten pro mittelgroße Zwiebel',
      zh: '每个中等洋葱换3–4个红葱头',
    }),
    option({
      en: '1 leek (white and pale green part) or 6 spring onions per medium onion',
      es: '1 puerro (parte blanca y verde claro) o 6 cebolletas por cebolla mediana',
      fr: '1 poireau (blanc et vert tendre) ou 6 oignons verts pour un oignon moyen',
      de: '1 Stange Lauch (weißer und hellgrüner Teil) oder 6 Frühlingszwiebeln pro mittelgroße Zwiebel',
      zh: '每个中等洋葱换1根韭葱（葱白和浅绿部分）或6根小葱',
    }),
    option(
      {
        en: '1 tbsp onion powder or 3 tbsp dried onion flakes per medium onion',
        es: '1 cda de cebolla en polvo o 3 cdas de cebolla deshidratada por cebolla mediana',
        fr: '1 c. à s. d’oignon en poudre ou 3 c. à s. d’oignon déshydraté pour un oignon moyen',
        de: '1 EL Zwiebelpulver oder 3 EL getrocknete Zwiebelflocken pro mittelgroße Zwiebel',
        zh: '每个中等洋葱换1汤匙洋葱粉或3汤匙脱水洋葱碎',
      },
      {
        en: 'for soups, stews and sauces, not where the onion should be soft or crisp',
        es: 'para sopas, guisos y salsas, no donde la cebolla deba notarse tierna o crujiente',
        fr: 'pour les soupes, ragoûts et sauces, pas là où l’oignon doit être fondant ou croquant',
        de: 'für Suppen, Eintöpfe und Soßen, nicht wo die Zwiebel weich oder knackig sein soll',
        zh: '适合汤、炖菜和酱汁，不适合需要洋葱口感的菜',
      },
    ),
  ]),
  named(
    'shallots',
    {
      en: 'shallots|shallot|eschalots|banana shallots',
      es: 'chalotas|chalota|chalote|escalonias|escaloñas',
      fr: 'échalotes|échalote|échalote grise',
      de: 'Schalotten|Schalotte',
      zh: '红葱头|干葱头|干葱|小洋葱',
    },
    [
      option(
        {
          en: '1 small red or yellow onion per 3 shallots, finely chopped',
          es: '1 cebolla pequeña, morada o amarilla, por cada 3 chalotas, bien picada',
          fr: '1 petit oignon rouge ou jaune pour 3 échalotes, finement haché',
          de: '1 kleine rote oder gelbe Zwiebel pro 3 Schalotten, fein gehackt',
          zh: '每3个红葱头换1个小洋葱（红或黄），切细末',
        },
        {
          en: 'for a raw dressing, soak the chopped onion in cold water for 10 minutes to soften its bite',
          es: 'para un aliño en crudo, remoja la cebolla picada 10 minutos en agua fría para suavizarla',
          fr: 'pour une vinaigrette crue, faire tremper l’oignon haché 10 minutes dans l’eau froide pour l’adoucir',
          de: 'für ein rohes Dressing die gehackte Zwiebel 10 Minuten in kaltes Wasser legen, das mildert die Schärfe',
          zh: '生拌沙拉汁时，把洋葱末在冷水里泡10分钟去辛辣',
        },
      ),
      option({
        en: 'the white parts of spring onions, the same amount chopped',
        es: 'la parte blanca de las cebolletas, la misma cantidad picada',
        fr: 'le blanc d’oignons nouveaux, même quantité hachée',
        de: 'das Weiße von Frühlingszwiebeln, gleiche Menge gehackt',
        zh: '葱白，切碎后等量替换',
      }),
    ],
  ),
  catalogued('ginger', [
    option(
      {
        en: '¼ tsp ground ginger per 1 tbsp grated fresh ginger',
        es: '¼ cdta de jengibre molido por cada cda de jengibre fresco rallado',
        fr: '¼ c. à c. de gingembre en poudre pour 1 c. à s. de gingembre frais râpé',
        de: '¼ TL gemahlener Ingwer pro 1 EL frisch geriebenen Ingwer',
        zh: '每1汤匙鲜姜末换¼茶匙姜粉',
      },
      {
        en: 'add it with the spices; it lacks fresh ginger’s bite in stir-fries',
        es: 'añádelo con las especias; en salteados le falta el picor del fresco',
        fr: 'l’ajouter avec les épices ; dans un sauté, il n’a pas le piquant du frais',
        de: 'mit den Gewürzen zugeben; im Wok fehlt ihm die Schärfe des frischen',
        zh: '与香料一起加入；用于炒菜时缺少鲜姜的辛辣',
      },
    ),
    option({
      en: 'ginger paste from a jar or tube, 1:1',
      es: 'pasta de jengibre de bote o de tubo, en la misma cantidad',
      fr: 'purée de gingembre en pot ou en tube, en même quantité',
      de: 'Ingwerpaste aus Glas oder Tube, 1:1',
      zh: '瓶装或管装姜蓉，等量替换',
    }),
    option(
      {
        en: 'galangal, 1:1, in Thai and Indonesian dishes',
        es: 'galanga, en la misma cantidad, en platos tailandeses e indonesios',
        fr: 'galanga, en même quantité, dans les plats thaïs et indonésiens',
        de: 'Galgant, 1:1, in thailändischen und indonesischen Gerichten',
        zh: '南姜（高良姜），在泰式和印尼菜中等量替换',
      },
      {
        en: 'more peppery and citrusy',
        es: 'más picante y cítrica',
        fr: 'plus poivré et plus citronné',
        de: 'pfeffriger und zitroniger',
        zh: '更辛辣，带柑橘香',
      },
    ),
  ]),
  catalogued('chillies', [
    option({
      en: '½ tsp chilli flakes per fresh chilli',
      es: '½ cdta de chile en copos por cada chile fresco',
      fr: '½ c. à c. de piment en flocons par piment frais',
      de: '½ TL Chiliflocken pro frische Chilischote',
      zh: '每个新鲜辣椒换½茶匙辣椒碎',
    }),
    option(
      {
        en: '¼ tsp cayenne or hot chilli powder per chilli',
        es: '¼ cdta de cayena o chile en polvo picante por chile',
        fr: '¼ c. à c. de piment de Cayenne ou de piment en poudre par piment',
        de: '¼ TL Cayennepfeffer oder scharfes Chilipulver pro Schote',
        zh: '每个辣椒换¼茶匙卡宴辣椒粉或辣椒面',
      },
      {
        en: 'brings heat but no freshness; add it a little at a time',
        es: 'da picor pero no frescor; añádela poco a poco',
        fr: 'apporte du piquant mais pas de fraîcheur ; en mettre petit à petit',
        de: 'bringt Schärfe, aber keine Frische; nach und nach zugeben',
        zh: '只有辣味没有鲜香，少量逐步加',
      },
    ),
    option({
      en: '1 tsp hot sauce or chilli paste (sambal, harissa) per chilli',
      es: '1 cdta de salsa picante o pasta de chile (sambal, harissa) por chile',
      fr: '1 c. à c. de sauce piquante ou de pâte de piment (sambal, harissa) par piment',
      de: '1 TL scharfe Soße oder Chilipaste (Sambal, Harissa) pro Schote',
      zh: '每个辣椒换1茶匙辣椒酱（参巴酱、哈里萨辣酱）',
    }),
  ]),
  catalogued('coconut-milk', [
    option(
      {
        en: 'in curries: cream or full-fat Greek yoghurt, 1:1',
        es: 'en curris: nata o yogur griego entero, en la misma cantidad',
        fr: 'dans les currys : crème entière ou yaourt grec entier, en même quantité',
        de: 'in Currys: Sahne oder vollfetter griechischer Joghurt, 1:1',
        zh: '做咖喱：淡奶油或全脂希腊酸奶，等量替换',
      },
      {
        en: 'not vegan; stir yoghurt in off the heat so it does not split',
        es: 'no es vegano; el yogur, fuera del fuego para que no se corte',
        fr: 'pas végane ; le yaourt s’ajoute hors du feu pour ne pas trancher',
        de: 'nicht vegan; Joghurt erst nach dem Kochen einrühren, sonst flockt er aus',
        zh: '不是纯素；酸奶要离火后再加，以免分离',
      },
    ),
    option({
      en: 'cashew cream: 1 cup (140 g) raw cashews soaked 30 minutes, blended with 1 cup (240 ml) water',
      es: 'crema de anacardos: 140 g de anacardos crudos remojados 30 minutos y triturados con 240 ml de agua',
      fr: 'crème de cajou : 140 g de noix de cajou crues trempées 30 minutes, mixées avec 240 ml d’eau',
      de: 'Cashewcreme: 140 g ungesalzene Cashewkerne, 30 Minuten eingeweicht und mit 240 ml Wasser püriert',
      zh: '腰果奶油：140克生腰果浸泡30分钟，加240毫升水打匀',
    }),
    option({
      en: 'evaporated milk with a drop of coconut extract, 1:1',
      es: 'leche evaporada con una gota de esencia de coco, en la misma cantidad',
      fr: 'lait concentré non sucré avec une goutte d’arôme de coco, en même quantité',
      de: 'Kondensmilch mit einem Tropfen Kokosaroma, 1:1',
      zh: '淡炼乳加一滴椰子香精，等量替换',
    }),
  ]),
  named(
    'pine-nuts',
    {
      en: 'pine nuts|pine nut|pinenuts|pignoli',
      es: 'piñones|piñón',
      fr: 'pignons de pin|pignons|pignon de pin',
      de: 'Pinienkerne|Pinienkern',
      zh: '松子|松仁',
    },
    [
      option({
        en: 'for pesto: walnuts or cashews, lightly toasted, 1:1',
        es: 'para pesto: nueces o anacardos ligeramente tostados, en la misma cantidad',
        fr: 'pour le pesto : noix ou noix de cajou légèrement grillées, en même quantité',
        de: 'für Pesto: leicht geröstete Walnüsse oder Cashewkerne, 1:1',
        zh: '做青酱：稍微烤过的核桃或腰果，等量替换',
      }),
      option({
        en: 'on salads and pasta: toasted flaked almonds or chopped hazelnuts, 1:1',
        es: 'en ensaladas y pasta: almendra laminada o avellanas picadas, tostadas, en la misma cantidad',
        fr: 'sur les salades et les pâtes : amandes effilées ou noisettes concassées, grillées, en même quantité',
        de: 'auf Salat und Pasta: geröstete Mandelblättchen oder gehackte Haselnüsse, 1:1',
        zh: '撒在沙拉和意面上：烤杏仁片或榛子碎，等量替换',
      }),
      option({
        en: 'nut-free: toasted sunflower or pumpkin seeds, 1:1',
        es: 'sin frutos secos: pipas de girasol o de calabaza tostadas, en la misma cantidad',
        fr: 'sans fruits à coque : graines de tournesol ou de courge grillées, en même quantité',
        de: 'nussfrei: geröstete Sonnenblumen- oder Kürbiskerne, 1:1',
        zh: '不含坚果：烤葵花籽或南瓜子，等量替换',
      }),
    ],
  ),

  // Mains and staples
  catalogued('rice', [
    option({
      en: 'quinoa, the same volume, cooked 15 minutes in twice its volume of water',
      es: 'quinoa, el mismo volumen, cocida 15 minutos en el doble de agua',
      fr: 'quinoa, même volume, cuit 15 minutes dans deux fois son volume d’eau',
      de: 'Quinoa, gleiche Menge, 15 Minuten in doppelt so viel Wasser gegart',
      zh: '藜麦，等体积，用两倍量的水煮15分钟',
    }),
    option({
      en: 'bulgur or couscous, 1:1, as a side or in a pilaf',
      es: 'bulgur o cuscús, en la misma cantidad, de guarnición o en pilaf',
      fr: 'boulgour ou couscous, en même quantité, en accompagnement ou en pilaf',
      de: 'Bulgur oder Couscous, 1:1, als Beilage oder Pilaw',
      zh: '碎小麦或古斯米，等量替换，作配菜或做抓饭',
    }),
    option(
      {
        en: 'for risotto: pearl barley or orzo, cooked the same way',
        es: 'para risotto: cebada perlada u orzo, cocinados igual',
        fr: 'pour un risotto : orge perlé ou orzo, cuits de la même façon',
        de: 'für Risotto: Perlgraupen oder Orzo, genauso gegart',
        zh: '做意式烩饭：珍珠麦或米粒面，做法相同',
      },
      {
        en: 'barley takes about 40 minutes; long-grain rice does not turn creamy',
        es: 'la cebada tarda unos 40 minutos; el arroz de grano largo no queda cremoso',
        fr: 'l’orge demande environ 40 minutes ; le riz long ne devient pas crémeux',
        de: 'Graupen brauchen etwa 40 Minuten; Langkornreis wird nicht cremig',
        zh: '珍珠麦约需40分钟；长粒米煮不出绵滑口感',
      },
    ),
  ]),
  catalogued('pasta', [
    option(
      {
        en: 'another shape of a similar size, 1:1: penne for rigatoni, spaghetti for linguine',
        es: 'otra forma de tamaño parecido, en la misma cantidad: penne por rigatoni, espaguetis por linguine',
        fr: 'une autre forme de taille voisine, même quantité : penne pour rigatoni, spaghettis pour linguine',
        de: 'eine andere Form ähnlicher Größe, 1:1: Penne statt Rigatoni, Spaghetti statt Linguine',
        zh: '换一种大小相近的形状，等量：用笔管面代替水管面，用意大利细面代替扁面',
      },
      {
        en: 'cook it for the time on the packet you use',
        es: 'cuécela el tiempo que indique el paquete que uses',
        fr: 'cuire le temps indiqué sur le paquet utilisé',
        de: 'nach der Kochzeit auf der verwendeten Packung garen',
        zh: '按实际所用包装上的时间煮',
      },
    ),
    option({
      en: 'gluten-free: rice noodles or gluten-free pasta, 1:1',
      es: 'sin gluten: fideos de arroz o pasta sin gluten, en la misma cantidad',
      fr: 'sans gluten : nouilles de riz ou pâtes sans gluten, même quantité',
      de: 'glutenfrei: Reisnudeln oder glutenfreie Nudeln, 1:1',
      zh: '无麸质：米粉或无麸质意面，等量替换',
    }),
    option({
      en: 'low-carb: courgette ribbons, about one medium courgette per person, warmed 1–2 minutes',
      es: 'bajo en hidratos: tiras de calabacín, un calabacín mediano por persona, salteadas 1–2 minutos',
      fr: 'pauvre en glucides : tagliatelles de courgette, une courgette moyenne par personne, chauffées 1 à 2 minutes',
      de: 'kohlenhydratarm: Zucchininudeln, etwa eine mittelgroße Zucchini pro Person, 1–2 Minuten erwärmt',
      zh: '低碳水：西葫芦丝，每人约一个中等西葫芦，加热1–2分钟',
    }),
  ]),
  catalogued('ground-beef', [
    option(
      {
        en: 'per 500 g mince: two 400 g cans of lentils, drained, or 200 g dried brown lentils, cooked',
        es: 'por cada 500 g de carne picada: 2 botes de 400 g de lentejas escurridas, o 200 g de lentejas pardinas secas, cocidas',
        fr: 'pour 500 g de viande hachée : 2 boîtes de 400 g de lentilles égouttées, ou 200 g de lentilles vertes sèches, cuites',
        de: 'pro 500 g Hackfleisch: 2 Dosen Linsen à 400 g, abgetropft, oder 200 g getrocknete braune Linsen, gegart',
        zh: '每500克肉馅：2罐400克装小扁豆（沥干），或200克干褐扁豆煮熟',
      },
      {
        en: 'good in bolognese, chilli and shepherd’s pie; for burgers, bind with egg and breadcrumbs',
        es: 'va bien en boloñesa, chili y pastel de carne; para hamburguesas, lígalas con huevo y pan rallado',
        fr: 'parfait en bolognaise, chili et hachis parmentier ; pour des burgers, lier avec œuf et chapelure',
        de: 'gut in Bolognese, Chili und Hirtenauflauf; für Burger mit Ei und Semmelbröseln binden',
        zh: '适合肉酱、辣肉酱和牧羊人派；做汉堡肉饼要加蛋和面包糠黏合',
      },
    ),
    option({
      en: 'plant-based mince, the same weight',
      es: 'picada vegetal, el mismo peso',
      fr: 'haché végétal, même poids',
      de: 'veganes Hack, gleiches Gewicht',
      zh: '植物肉馅，等重替换',
    }),
    option({
      en: '500 g mushrooms, finely chopped and browned well, or crumbled firm tofu fried until golden',
      es: '500 g de champiñones picados finos y bien dorados, o tofu firme desmenuzado y dorado',
      fr: '500 g de champignons hachés finement et bien dorés, ou tofu ferme émietté et poêlé jusqu’à dorer',
      de: '500 g Pilze, fein gehackt und kräftig angebraten, oder zerkrümelter fester Tofu, goldbraun gebraten',
      zh: '500克蘑菇切碎炒至焦黄，或老豆腐捏碎煎至金黄',
    }),
  ]),
  catalogued('chicken-pieces', [
    option({
      en: 'extra-firm tofu, the same weight, pressed for 20 minutes and cut into pieces before frying or roasting',
      es: 'tofu extrafirme, el mismo peso, prensado 20 minutos y cortado en trozos antes de freír u hornear',
      fr: 'tofu extra-ferme, même poids, pressé 20 minutes et coupé en morceaux avant de le poêler ou de le rôtir',
      de: 'extrafester Tofu, gleiches Gewicht, 20 Minuten gepresst und in Stücke geschnitten, dann gebraten oder geröstet',
      zh: '特硬豆腐，等重，压20分钟去水后切块再煎或烤',
    }),
    option({
      en: 'in curries and stews: one 400 g can of chickpeas, drained, per 250 g chicken',
      es: 'en curris y guisos: un bote de 400 g de garbanzos escurridos por cada 250 g de pollo',
      fr: 'dans les currys et ragoûts : une boîte de 400 g de pois chiches égouttés pour 250 g de poulet',
      de: 'in Currys und Eintöpfen: eine 400-g-Dose Kichererbsen, abgetropft, pro 250 g Hähnchen',
      zh: '做咖喱和炖菜：每250克鸡肉换1罐400克装鹰嘴豆（沥干）',
    }),
    option(
      {
        en: 'seitan, tempeh or roasted cauliflower florets, the same weight',
        es: 'seitán, tempeh o ramilletes de coliflor asados, el mismo peso',
        fr: 'seitan, tempeh ou bouquets de chou-fleur rôtis, même poids',
        de: 'Seitan, Tempeh oder geröstete Blumenkohlröschen, gleiches Gewicht',
        zh: '面筋、天贝或烤花椰菜，等重替换',
      },
      {
        en: 'seitan is wheat gluten, so not for coeliacs',
        es: 'el seitán es gluten de trigo, no apto para celíacos',
        fr: 'le seitan est du gluten de blé, pas pour les cœliaques',
        de: 'Seitan ist Weizengluten, nichts bei Zöliakie',
        zh: '面筋由小麦蛋白制成，乳糜泻患者不宜',
      },
    ),
  ]),
];

// ---------------------------------------------------------------------------------------------
// Finding the food a text names

/** Lookups read at most this much of a message, as the catalogue does. */
const MAX_TEXT = 200;

const HAN = /\p{Script=Han}/u;
/** A Chinese character next to a Latin word or digit: "没有mascarpone" reads as "没有 mascarpone". */
const SCRIPT_EDGE = /(\p{Script=Han})(?=[^\s\p{Script=Han}])|([^\s\p{Script=Han}])(?=\p{Script=Han})/gu;

type Name = {
  forms: ReadonlyArray<ReadonlySet<string>>;
  /** Without spaces: its length ranks names, and Chinese names are found by it. */
  compact: string;
  han: boolean;
};

function toName(name: string): Name {
  const normalized = normalizeFoodName(name);
  return {
    forms: normalized.split(' ').map((word) => new Set(wordForms(word))),
    compact: normalized.replace(/ /g, ''),
    han: HAN.test(normalized),
  };
}

type Text = {
  value: string;
  words: string[];
  /** Where each word starts in `value`. */
  starts: number[];
  forms: string[][];
  compact: string;
  /** Where each character of `compact` sits in `value`. */
  positions: number[];
};

function toText(value: string): Text {
  const words = value.split(' ');
  const starts: number[] = [];
  let at = 0;
  for (const word of words) {
    starts.push(at);
    at += word.length + 1;
  }
  const positions: number[] = [];
  for (let i = 0; i < value.length; i++) if (value[i] !== ' ') positions.push(i);
  return { value, words, starts, forms: words.map(wordForms), compact: value.replace(/ /g, ''), positions };
}

/** Where a name occurs in a text: `start`/`end` are offsets in the text, `length` ranks names. */
type Span = { length: number; start: number; end: number };

function spanOf(text: Text, name: Name): Span | null {
  const length = name.compact.length;
  if (name.han) {
    // One character ("蛋", "糖") only counts as the whole text: inside words it is another food.
    if (length < 2 && name.compact !== text.compact) return null;
    const at = text.compact.indexOf(name.compact);
    if (at < 0) return null;
    return { length, start: text.positions[at]!, end: text.positions[at + length - 1]! + 1 };
  }
  const count = name.forms.length;
  for (let i = 0; i + count <= text.words.length; i++) {
    if (name.forms.every((forms, j) => text.forms[i + j]!.some((form) => forms.has(form)))) {
      const last = i + count - 1;
      return { length, start: text.starts[i]!, end: text.starts[last]! + text.words[last]!.length };
    }
  }
  return null;
}

/** The longest of these names found in the text, the earliest on a tie. */
function longestSpan(text: Text, names: readonly Name[]): Span | null {
  let best: Span | null = null;
  for (const name of names) {
    const span = spanOf(text, name);
    if (
      span &&
      (!best || span.length > best.length || (span.length === best.length && span.start < best.start))
    ) {
      best = span;
    }
  }
  return best;
}

const ROW_BY_CATALOGUE_KEY: ReadonlyMap<string, Substitution> = new Map(
  SUBSTITUTIONS.filter((row) => row.names === null).map((row) => [row.key, row]),
);

type OwnName = { row: Substitution; language: Language; name: Name };
let ownNames: readonly OwnName[] | undefined;

/** Built on the first lookup, like the catalogue's index, so loading the module costs nothing. */
function listOwnNames(): readonly OwnName[] {
  ownNames ??= SUBSTITUTIONS.flatMap((row) =>
    row.names === null
      ? []
      : (Object.keys(row.names) as Language[]).flatMap((language) =>
          row.names![language].map((name) => ({ row, language, name: toName(name) })),
        ),
  );
  return ownNames;
}

const catalogueNames = new Map<string, readonly Name[]>();

function namesOf(food: CatalogueFood): readonly Name[] {
  let names = catalogueNames.get(food.key);
  if (!names) {
    names = Object.values(food.names).flatMap((list) => list.map(toName));
    catalogueNames.set(food.key, names);
  }
  return names;
}

type Found = { row: Substitution; length: number };

/** The longest of this table's own names in the text; on a tie the earliest, then the caller's language. */
function findOwnName(text: Text, language: Language): Found | null {
  let best: { row: Substitution; span: Span; language: Language } | null = null;
  for (const own of listOwnNames()) {
    const span = spanOf(text, own.name);
    if (!span) continue;
    if (
      !best ||
      span.length > best.span.length ||
      (span.length === best.span.length && span.start < best.span.start) ||
      (span.length === best.span.length &&
        span.start === best.span.start &&
        own.language === language &&
        best.language !== language)
    ) {
      best = { row: own.row, span, language: own.language };
    }
  }
  return best && { row: best.row, length: best.span.length };
}

/**
 * The table food a normalised text names. The catalogue's longest name and this table's own
 * longest name compete on length, the table's own winning a tie: its names are the more
 * specific ones ("self-raising flour", "pine nuts" are also catalogue names for flour and nuts).
 * When the longest name is a catalogue food without a row ("peanut butter", "rice milk"), those
 * words name that food, not a shorter one inside them, so the search goes on either side of them
 * ("milk for the mashed potatoes" still finds milk).
 */
function findIn(value: string, language: Language): Found | null {
  if (value.length === 0) return null;
  const text = toText(value);
  const own = findOwnName(text, language);
  const food = findFood(value, language);
  const span = food ? longestSpan(text, namesOf(food)) : null;
  if (own && (!span || own.length >= span.length)) return own;
  if (!food) return null;
  const row = ROW_BY_CATALOGUE_KEY.get(food.key);
  if (row) return { row, length: span?.length ?? text.compact.length };
  if (!span) return null;
  const before = findIn(value.slice(0, span.start).trim(), language);
  const after = findIn(value.slice(span.end).trim(), language);
  return after && (!before || after.length > before.length) ? after : before;
}

/**
 * The substitution for the food a free text names, in any of the five languages: a name ("sour
 * cream", "Schalotten") or a whole question ("what can I use instead of buttermilk",
 * "我没有玉米淀粉用什么代替"). The longest food name found wins ("self-raising flour" over
 * "flour", "sour cream" over "cream"); accents, case and plural endings are ignored; Chinese
 * names are found inside the text. null when the text names no food of the table.
 */
export function findSubstitution(text: string, language: Language): Substitution | null {
  if (typeof text !== 'string') return null;
  const value = normalizeFoodName(text.slice(0, MAX_TEXT)).replace(SCRIPT_EDGE, '$1$2 ');
  return findIn(value, language)?.row ?? null;
}

/** The ways round it in one language, each with its note: "1 tsp … (not for frying)". */
export function substitutionOptions(substitution: Substitution, language: Language): string[] {
  return substitution.options.map(({ text, note }) => {
    if (!note) return text[language];
    return language === 'zh' ? `${text.zh}（${note.zh}）` : `${text[language]} (${note[language]})`;
  });
}

/** The food's display name in one language: the catalogue's first name, or this table's own. */
export function substitutionName(substitution: Substitution, language: Language): string {
  const names = substitution.names ?? foodByKey(substitution.key)?.names;
  return names?.[language][0] ?? substitution.key;
}
