/**
 * A shipped table of common foods: their names in the five app languages, display category, usual
 * unit and storage, and how many days they keep. Shelf lives follow public food-safety guidance
 * (USDA FSIS FoodKeeper; the FDA/USDA cold-storage charts): where a source gives a range, the table
 * takes a value inside it (eggs 3–5 weeks → 28 days); freezer times are for best quality (frozen
 * food stays safe longer); null means unknown or not a suitable storage (eggs in the freezer, milk
 * in the pantry). "opened" is the time after opening, kept in the food's usual storage.
 */
import type { FoodCategory } from './food-categories';
import type { ShelfLife, StorageKind } from './stock';
import type { Unit } from './units';

export { FOOD_CATEGORIES, type FoodCategory } from './food-categories';

export const CATALOGUE_LANGUAGES = ['en', 'es', 'fr', 'de', 'zh'] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

export type CatalogueFood = {
  key: string;
  /** The first name in each language is the display name; the others are what people also type. */
  names: Record<CatalogueLanguage, string[]>;
  category: FoodCategory;
  unit: Unit;
  storage: StorageKind;
  shelfLife: ShelfLife;
};

/** Cited on the About page. */
export { SHELF_LIFE_SOURCES } from './shelf-life-sources';

type Days = number | null;
const _ = null;

/** One row: key, category, unit, storage, [pantry, fridge, freezer, opened] days, then en/es/fr/de/zh names ("|" between names). */
function food(
  key: string,
  category: FoodCategory,
  unit: Unit,
  storage: StorageKind,
  [pantry, fridge, freezer, opened]: [Days, Days, Days, Days],
  en: string,
  es: string,
  fr: string,
  de: string,
  zh: string,
): CatalogueFood {
  const split = (names: string) => names.split('|');
  return {
    key,
    names: { en: split(en), es: split(es), fr: split(fr), de: split(de), zh: split(zh) },
    category,
    unit,
    storage,
    shelfLife: { pantry, fridge, freezer, opened },
  };
}

// One food a line reads as the table it is.
// prettier-ignore
export const FOOD_CATALOGUE: readonly CatalogueFood[] = [
  // Dairy and eggs
  food('milk', 'dairy', 'l', 'fridge', [_, 7, 90, 7], 'milk|whole milk|semi-skimmed milk|skimmed milk|cow milk|semi skimmed|semi-skimmed|full fat milk', 'leche|leche entera|leche semidesnatada|leche desnatada', 'lait|lait entier|lait demi-écrémé|lait écrémé', 'Milch|Vollmilch|fettarme Milch|Frischmilch', '牛奶|鲜奶|全脂牛奶|脱脂牛奶'),
  food('uht-milk', 'dairy', 'l', 'pantry', [180, _, _, 7], 'UHT milk|long-life milk|shelf-stable milk', 'leche UHT|leche de larga duración', 'lait UHT|lait longue conservation', 'H-Milch|haltbare Milch', '常温奶|UHT牛奶'),
  food('plant-milk', 'dairy', 'l', 'pantry', [270, _, _, 7], 'plant milk|oat milk|soy milk|almond milk|rice milk', 'bebida vegetal|leche de avena|leche de soja|leche de almendras|bebida de avena', "lait végétal|lait d'avoine|lait de soja|lait d'amande|boisson végétale", 'Pflanzenmilch|Haferdrink|Hafermilch|Sojamilch|Mandelmilch', '植物奶|燕麦奶|豆奶|杏仁奶|豆浆'),
  food('buttermilk', 'dairy', 'l', 'fridge', [_, 14, 90, 14], 'buttermilk', 'suero de leche|leche de manteca', 'babeurre|lait ribot', 'Buttermilch', '酪乳'),
  food('cream', 'dairy', 'ml', 'fridge', [_, 10, 120, 5], 'cream|heavy cream|double cream|whipping cream|single cream', 'nata|nata para montar|crema de leche|crema', 'crème|crème liquide|crème entière|crème fleurette', 'Sahne|Schlagsahne|Rahm|Schlagrahm|Schlagobers|Obers', '奶油|淡奶油|鲜奶油'),
  food('sour-cream', 'dairy', 'g', 'fridge', [_, 14, _, 7], 'sour cream|crème fraîche', 'nata agria|crema agria|crème fraîche', 'crème fraîche|crème aigre|crème sure', 'saure Sahne|Sauerrahm|Schmand|Crème fraîche', '酸奶油'),
  food('yoghurt', 'dairy', 'g', 'fridge', [_, 14, 60, 7], 'yoghurt|yogurt|greek yoghurt|natural yoghurt', 'yogur|yogur griego|yogur natural', 'yaourt|yogourt|yaourt grec|yaourt nature', 'Joghurt|Jogurt|griechischer Joghurt|Naturjoghurt', '酸奶|希腊酸奶'),
  food('butter', 'dairy', 'g', 'fridge', [_, 60, 240, _], 'butter|salted butter|unsalted butter', 'mantequilla|manteca', 'beurre|beurre doux|beurre demi-sel', 'Butter|Süßrahmbutter', '黄油|牛油'),
  food('margarine', 'dairy', 'g', 'fridge', [_, 120, 365, 60], 'margarine', 'margarina', 'margarine', 'Margarine', '人造黄油|植物黄油'),
  food('hard-cheese', 'dairy', 'g', 'fridge', [_, 180, 180, 21], 'cheese|hard cheese|cheddar|parmesan|gouda|emmental|gruyère|manchego', 'queso|queso curado|queso cheddar|parmesano|queso gouda|queso manchego', 'fromage|fromage à pâte dure|cheddar|parmesan|gouda|emmental|gruyère|comté', 'Käse|Hartkäse|Cheddar|Parmesan|Gouda|Emmentaler|Bergkäse', '奶酪|芝士|硬质奶酪|切达奶酪|帕玛森奶酪'),
  food('soft-cheese', 'dairy', 'g', 'fridge', [_, 7, 180, 7], 'soft cheese|brie|camembert', 'queso blando|queso brie|queso camembert', 'fromage à pâte molle|brie|camembert', 'Weichkäse|Brie|Camembert', '软质奶酪|布里奶酪|卡芒贝尔奶酪'),
  food('mozzarella', 'dairy', 'g', 'fridge', [_, 14, 90, 5], 'mozzarella|fresh mozzarella', 'mozzarella', 'mozzarella', 'Mozzarella', '马苏里拉奶酪|马苏里拉'),
  food('feta', 'dairy', 'g', 'fridge', [_, 30, 90, 7], 'feta|feta cheese', 'queso feta|feta', 'feta', 'Feta|Schafskäse', '菲达奶酪'),
  food('cottage-cheese', 'dairy', 'g', 'fridge', [_, 10, _, 7], 'cottage cheese', 'requesón|queso cottage', 'cottage cheese|fromage cottage', 'Hüttenkäse|körniger Frischkäse', '茅屋奶酪|松软干酪'),
  food('cream-cheese', 'dairy', 'g', 'fridge', [_, 14, _, 10], 'cream cheese|soft cheese spread', 'queso crema|queso para untar', 'fromage à tartiner|fromage frais', 'Frischkäse', '奶油奶酪'),
  food('quark', 'dairy', 'g', 'fridge', [_, 14, _, 5], 'quark|ricotta', 'requesón fresco|ricota|quark', 'fromage blanc|ricotta|faisselle', 'Quark|Ricotta|Topfen', '夸克奶酪|乳清干酪'),
  food('eggs', 'dairy', 'piece', 'fridge', [_, 28, _, _], 'eggs|egg|free-range eggs|large eggs', 'huevos|huevo', 'œufs|oeufs|œuf|oeuf', 'Eier|Ei', '鸡蛋|蛋'),

  // Produce
  food('apples', 'produce', 'piece', 'fridge', [21, 42, _, _], 'apples|apple', 'manzanas|manzana', 'pommes|pomme', 'Äpfel|Apfel', '苹果'),
  food('bananas', 'produce', 'piece', 'pantry', [5, 7, 60, _], 'bananas|banana', 'plátanos|plátano|bananas|banana', 'bananes|banane', 'Bananen|Banane', '香蕉'),
  food('oranges', 'produce', 'piece', 'pantry', [10, 21, _, _], 'oranges|orange', 'naranjas|naranja', 'oranges|orange', 'Orangen|Orange|Apfelsinen', '橙子|橙|橘子'),
  food('lemons', 'produce', 'piece', 'fridge', [7, 28, _, _], 'lemons|lemon', 'limones|limón', 'citrons|citron', 'Zitronen|Zitrone', '柠檬'),
  food('limes', 'produce', 'piece', 'fridge', [7, 28, _, _], 'limes|lime', 'limas|lima', 'citrons verts|citron vert|limes', 'Limetten|Limette', '青柠'),
  food('grapes', 'produce', 'g', 'fridge', [_, 7, 30, _], 'grapes', 'uvas', 'raisins', 'Weintrauben|Trauben', '葡萄'),
  food('strawberries', 'produce', 'g', 'fridge', [_, 3, 240, _], 'strawberries|strawberry', 'fresas|fresa|frutillas', 'fraises|fraise', 'Erdbeeren|Erdbeere', '草莓'),
  food('blueberries', 'produce', 'g', 'fridge', [_, 7, 240, _], 'blueberries|blueberry', 'arándanos', 'myrtilles|bleuets', 'Heidelbeeren|Blaubeeren', '蓝莓'),
  food('raspberries', 'produce', 'g', 'fridge', [_, 2, 240, _], 'raspberries|raspberry', 'frambuesas', 'framboises', 'Himbeeren', '树莓|覆盆子'),
  food('cherries', 'produce', 'g', 'fridge', [_, 5, 240, _], 'cherries|cherry', 'cerezas', 'cerises', 'Kirschen', '樱桃|车厘子'),
  food('pears', 'produce', 'piece', 'pantry', [5, 5, _, _], 'pears|pear', 'peras|pera', 'poires|poire', 'Birnen|Birne', '梨'),
  food('peaches', 'produce', 'piece', 'pantry', [3, 5, 240, _], 'peaches|peach|nectarines', 'melocotones|durazno|nectarinas', 'pêches|pêche|nectarines', 'Pfirsiche|Pfirsich|Nektarinen', '桃子|油桃'),
  food('kiwi', 'produce', 'piece', 'pantry', [5, 21, _, _], 'kiwi|kiwis|kiwi fruit', 'kiwi|kiwis', 'kiwi|kiwis', 'Kiwi|Kiwis', '猕猴桃|奇异果|奇异果'),
  food('mango', 'produce', 'piece', 'pantry', [5, 5, 240, _], 'mango|mangoes', 'mango|mangos', 'mangue|mangues', 'Mango|Mangos', '芒果'),
  food('pineapple', 'produce', 'piece', 'pantry', [2, 5, 180, _], 'pineapple', 'piña', 'ananas', 'Ananas', '菠萝|凤梨'),
  food('melon', 'produce', 'piece', 'pantry', [7, 5, _, _], 'melon|watermelon|cantaloupe|rockmelon|honeydew', 'melón|sandía', 'melon|pastèque', 'Melone|Wassermelone|Honigmelone', '西瓜|哈密瓜|甜瓜'),
  food('avocados', 'produce', 'piece', 'pantry', [4, 4, _, _], 'avocados|avocado', 'aguacates|aguacate|palta', 'avocats|avocat', 'Avocados|Avocado', '牛油果|鳄梨|酪梨'),
  food('tomatoes', 'produce', 'piece', 'pantry', [5, 5, 60, _], 'tomatoes|tomato|cherry tomatoes', 'tomates|tomate|tomates cherry|jitomates|jitomate', 'tomates|tomate|tomates cerises', 'Tomaten|Tomate|Cherrytomaten|Paradeiser', '番茄|西红柿|小番茄'),
  food('potatoes', 'produce', 'kg', 'pantry', [30, _, _, _], 'potatoes|potato|spuds', 'patatas|patata|papas', 'pommes de terre|pomme de terre|patates|patate', 'Kartoffeln|Kartoffel|Erdäpfel', '土豆|马铃薯|洋芋'),
  food('sweet-potatoes', 'produce', 'kg', 'pantry', [21, _, _, _], 'sweet potatoes|sweet potato', 'boniatos|batatas|camote', 'patates douces|patate douce', 'Süßkartoffeln|Süßkartoffel', '红薯|地瓜|番薯'),
  food('onions', 'produce', 'piece', 'pantry', [30, 60, 240, 7], 'onions|onion|red onion|yellow onion|shallots', 'cebollas|cebolla|cebolla morada|chalotas', 'oignons|oignon|oignon rouge|échalotes', 'Zwiebeln|Zwiebel|rote Zwiebel|Schalotten', '洋葱|红洋葱|紫洋葱'),
  food('garlic', 'produce', 'piece', 'pantry', [90, _, _, _], 'garlic|garlic bulb', 'ajo|ajos|cabeza de ajo', "ail|tête d'ail", 'Knoblauch|Knoblauchknolle', '大蒜|蒜|蒜头'),
  food('ginger', 'produce', 'g', 'fridge', [7, 21, 180, _], 'ginger|fresh ginger|ginger root', 'jengibre', 'gingembre', 'Ingwer', '姜|生姜'),
  food('carrots', 'produce', 'kg', 'fridge', [_, 21, 300, _], 'carrots|carrot', 'zanahorias|zanahoria', 'carottes|carotte', 'Karotten|Karotte|Möhren|Möhre|Rüebli', '胡萝卜'),
  food('celery', 'produce', 'bunch', 'fridge', [_, 14, 300, _], 'celery', 'apio', 'céleri|céleri branche', 'Staudensellerie|Sellerie', '芹菜|西芹'),
  food('broccoli', 'produce', 'piece', 'fridge', [_, 5, 300, _], 'broccoli', 'brócoli', 'brocoli', 'Brokkoli', '西兰花|西蓝花|青花菜'),
  food('cauliflower', 'produce', 'piece', 'fridge', [_, 7, 300, _], 'cauliflower', 'coliflor', 'chou-fleur', 'Blumenkohl|Karfiol', '花椰菜|菜花'),
  food('cabbage', 'produce', 'piece', 'fridge', [_, 14, 300, _], 'cabbage|red cabbage', 'repollo|col|lombarda', 'chou|chou rouge', 'Kohl|Weißkohl|Rotkohl|Kraut', '卷心菜|包菜|白菜|高丽菜|包心菜'),
  food('lettuce', 'produce', 'piece', 'fridge', [_, 7, _, _], 'lettuce|salad|salad leaves|romaine', 'lechuga|ensalada', 'laitue|salade|romaine', 'Salat|Kopfsalat|Blattsalat', '生菜|莴苣'),
  food('spinach', 'produce', 'g', 'fridge', [_, 5, 300, _], 'spinach|baby spinach', 'espinacas|espinaca', 'épinards', 'Spinat|Babyspinat', '菠菜'),
  food('cucumber', 'produce', 'piece', 'fridge', [_, 7, _, _], 'cucumber|cucumbers', 'pepino|pepinos', 'concombre|concombres', 'Gurke|Gurken|Salatgurke', '黄瓜'),
  food('bell-peppers', 'produce', 'piece', 'fridge', [_, 7, 240, _], 'bell peppers|bell pepper|peppers|red pepper|green pepper|capsicum', 'pimientos|pimiento|pimiento rojo', 'poivrons|poivron', 'Paprika|Paprikaschoten|Paprikaschote', '甜椒|彩椒|青椒'),
  food('chillies', 'produce', 'piece', 'fridge', [_, 14, 180, _], 'chillies|chilli|chili peppers|chili|jalapeños', 'chiles|chile|guindillas|jalapeños', 'piments|piment', 'Chilis|Chili|Peperoni', '辣椒'),
  food('courgettes', 'produce', 'piece', 'fridge', [_, 5, 240, _], 'courgettes|courgette|zucchini', 'calabacines|calabacín', 'courgettes|courgette', 'Zucchini', '西葫芦'),
  food('aubergines', 'produce', 'piece', 'fridge', [_, 5, _, _], 'aubergines|aubergine|eggplant', 'berenjenas|berenjena', 'aubergines|aubergine', 'Auberginen|Aubergine|Melanzani', '茄子'),
  food('mushrooms', 'produce', 'g', 'fridge', [_, 5, 240, _], 'mushrooms|mushroom|button mushrooms', 'champiñones|setas|hongos', 'champignons|champignon', 'Champignons|Pilze', '蘑菇|香菇'),
  food('green-beans', 'produce', 'g', 'fridge', [_, 5, 240, _], 'green beans|french beans|string beans', 'judías verdes|ejotes|porotos verdes|chauchas|vainitas', 'haricots verts', 'grüne Bohnen|Brechbohnen|Fisolen', '四季豆|豆角'),
  food('corn-on-the-cob', 'produce', 'piece', 'fridge', [_, 2, 240, _], 'corn on the cob|sweetcorn|corn', 'mazorca de maíz|elote|maíz|choclo|choclos', "épi de maïs|maïs|blé d'Inde|épis de blé d'Inde", 'Maiskolben|Mais', '玉米'),
  food('leeks', 'produce', 'piece', 'fridge', [_, 14, 120, _], 'leeks|leek', 'puerros|puerro', 'poireaux|poireau', 'Lauch|Porree|Lauchstange', '韭葱|大葱'),
  food('spring-onions', 'produce', 'bunch', 'fridge', [_, 7, _, _], 'spring onions|spring onion|scallions|green onions', 'cebolletas|cebolleta|cebollino', 'oignons verts|ciboule', 'Frühlingszwiebeln|Lauchzwiebeln', '葱|小葱|香葱'),
  food('pumpkin', 'produce', 'piece', 'pantry', [60, _, 240, _], 'pumpkin|butternut squash|squash', 'calabaza|zapallo', 'potiron|courge|courge butternut', 'Kürbis|Butternusskürbis', '南瓜'),
  food('parsley', 'produce', 'bunch', 'fridge', [_, 10, 120, _], 'parsley|fresh parsley', 'perejil', 'persil', 'Petersilie|Peterli', '欧芹|香芹'),
  food('coriander', 'produce', 'bunch', 'fridge', [_, 7, 120, _], 'coriander|cilantro|fresh coriander', 'cilantro', 'coriandre', 'Koriander|frischer Koriander', '香菜|芫荽'),
  food('basil', 'produce', 'bunch', 'fridge', [_, 5, 120, _], 'basil|fresh basil', 'albahaca', 'basilic', 'Basilikum', '罗勒|九层塔'),

  // Meat, fish and other proteins
  food('ground-beef', 'meat', 'g', 'fridge', [_, 2, 120, _], 'ground beef|minced beef|beef mince|mince|hamburger meat', 'carne picada|carne molida|carne picada de ternera', 'bœuf haché|boeuf haché|viande hachée|steak haché', 'Hackfleisch|Rinderhackfleisch|Rinderhack|Hack|Faschiertes', '牛肉馅|绞牛肉|肉馅'),
  food('beef-steak', 'meat', 'g', 'fridge', [_, 4, 240, _], 'beef steak|steak|beef|sirloin|rump steak', 'filete de ternera|bistec|ternera|carne de res', 'steak|bœuf|boeuf|bifteck|entrecôte', 'Rindersteak|Steak|Rindfleisch', '牛排|牛肉'),
  food('beef-roast', 'meat', 'g', 'fridge', [_, 4, 240, _], 'beef roast|roast beef joint|brisket|stewing beef', 'asado de ternera|carne para guisar', 'rôti de bœuf|bœuf à braiser|boeuf bourguignon', 'Rinderbraten|Gulaschfleisch|Rinderbrust', '炖牛肉|牛腩'),
  food('pork-chops', 'meat', 'g', 'fridge', [_, 4, 180, _], 'pork chops|pork|pork loin|pork tenderloin', 'chuletas de cerdo|cerdo|lomo de cerdo', 'côtelettes de porc|porc|filet mignon de porc', 'Schweinekoteletts|Schweinefleisch|Schweinefilet', '猪排|猪肉|里脊'),
  food('ground-pork', 'meat', 'g', 'fridge', [_, 2, 120, _], 'ground pork|minced pork|pork mince', 'carne picada de cerdo', 'porc haché', 'Schweinehackfleisch|Schweinemett', '猪肉馅|猪肉末|猪绞肉'),
  food('chicken-pieces', 'meat', 'g', 'fridge', [_, 2, 270, _], 'chicken breast|chicken breasts|chicken thighs|chicken legs|chicken wings|chicken|chicken fillets', 'pechuga de pollo|muslos de pollo|alitas de pollo|pollo', 'blanc de poulet|filet de poulet|cuisses de poulet|ailes de poulet|poulet', 'Hähnchenbrust|Hähnchenschenkel|Hähnchenflügel|Hähnchen|Hühnchen', '鸡胸肉|鸡腿|鸡翅|鸡肉'),
  food('whole-chicken', 'meat', 'piece', 'fridge', [_, 2, 365, _], 'whole chicken|roasting chicken', 'pollo entero', 'poulet entier|poulet rôti cru', 'ganzes Hähnchen|Brathähnchen', '整鸡|全鸡'),
  food('ground-poultry', 'meat', 'g', 'fridge', [_, 2, 120, _], 'ground chicken|ground turkey|minced chicken|turkey mince', 'carne picada de pollo|carne picada de pavo', 'poulet haché|dinde hachée', 'Geflügelhackfleisch|Putenhackfleisch', '鸡肉馅|火鸡肉馅'),
  food('turkey', 'meat', 'g', 'fridge', [_, 2, 365, _], 'turkey|turkey breast', 'pavo|pechuga de pavo', 'dinde|blanc de dinde', 'Pute|Putenbrust|Truthahn', '火鸡|火鸡胸肉'),
  food('lamb', 'meat', 'g', 'fridge', [_, 4, 180, _], 'lamb|lamb chops|leg of lamb', 'cordero|chuletas de cordero', "agneau|côtelettes d'agneau|gigot d'agneau", 'Lamm|Lammkoteletts|Lammkeule', '羊肉|羊排'),
  food('bacon', 'meat', 'g', 'fridge', [_, 7, 30, 7], 'bacon|streaky bacon|bacon lardons|pancetta', 'beicon|bacon|panceta|tocino', 'lardons|bacon|poitrine fumée', 'Speck|Frühstücksspeck|Bacon|Speckwürfel', '培根|咸肉'),
  food('sausages', 'meat', 'g', 'fridge', [_, 2, 60, _], 'sausages|sausage|fresh sausages|sausage meat|snags|snag', 'salchichas frescas|salchicha|longaniza', 'saucisses|saucisse|chair à saucisse', 'Bratwurst|Bratwürste|Würstchen roh', '生香肠|香肠'),
  food('hot-dogs', 'meat', 'piece', 'fridge', [_, 14, 60, 7], 'hot dogs|frankfurters|wieners', 'salchichas de frankfurt|perritos', 'saucisses de Francfort|knacks', 'Wiener Würstchen|Frankfurter|Wienerli', '热狗肠|法兰克福香肠'),
  food('ham', 'meat', 'g', 'fridge', [_, 7, 60, 5], 'ham|cooked ham', 'jamón cocido|jamón york|jamón', 'jambon|jambon blanc', 'Kochschinken|Schinken', '火腿'),
  food('deli-meat', 'meat', 'g', 'fridge', [_, 14, 60, 5], 'deli meat|lunch meat|sliced meat|cold cuts|salami', 'fiambre|embutido|salami', 'charcuterie|charcuterie en tranches|salami', 'Aufschnitt|Wurstaufschnitt|Salami', '午餐肉|熟肉片|萨拉米'),
  food('white-fish', 'meat', 'g', 'fridge', [_, 2, 180, _], 'white fish|fish|cod|haddock|hake|fish fillets|tilapia', 'pescado blanco|pescado|bacalao|merluza', 'poisson blanc|poisson|cabillaud|colin|merlu', 'Weißfisch|Fisch|Kabeljau|Seelachs|Fischfilet', '鱼|白鱼|鳕鱼|鱼片'),
  food('salmon', 'meat', 'g', 'fridge', [_, 2, 90, _], 'salmon|salmon fillets|trout|mackerel', 'salmón|trucha|caballa', 'saumon|truite|maquereau', 'Lachs|Lachsfilet|Forelle|Makrele', '三文鱼|鲑鱼|鳟鱼'),
  food('smoked-salmon', 'meat', 'g', 'fridge', [_, 14, 60, 5], 'smoked salmon', 'salmón ahumado', 'saumon fumé', 'Räucherlachs', '烟熏三文鱼'),
  food('shrimp', 'meat', 'g', 'fridge', [_, 2, 180, _], 'shrimp|prawns|king prawns', 'gambas|camarones|langostinos', 'crevettes|gambas', 'Garnelen|Shrimps|Krabben', '虾|虾仁|大虾|冻虾'),
  food('tofu', 'other', 'g', 'fridge', [_, 30, 150, 5], 'tofu|bean curd', 'tofu', 'tofu', 'Tofu', '豆腐'),
  food('hummus', 'other', 'g', 'fridge', [_, 30, 60, 7], 'hummus|houmous', 'hummus|humus', 'houmous|hoummos', 'Hummus', '鹰嘴豆泥'),
  food('leftovers', 'other', 'piece', 'fridge', [_, 4, 90, _], 'leftovers|cooked leftovers|cooked dish', 'sobras|restos de comida', 'restes|plat cuisiné', 'Reste|Essensreste', '剩菜|剩饭'),
  food('fresh-pasta', 'other', 'g', 'fridge', [_, 14, 60, 3], 'fresh pasta|fresh ravioli|fresh tortellini|gnocchi', 'pasta fresca|ravioli frescos|ñoquis', 'pâtes fraîches|raviolis frais|gnocchis', 'frische Pasta|frische Nudeln|Gnocchi', '鲜面|意大利鲜面'),
  food('pesto', 'other', 'g', 'pantry', [365, _, 180, 7], 'pesto', 'pesto', 'pesto', 'Pesto', '青酱|香蒜酱'),

  // Pantry staples, baking and condiments
  food('rice', 'pantry', 'kg', 'pantry', [730, _, _, _], 'rice|white rice|basmati rice|jasmine rice|long-grain rice|risotto rice', 'arroz|arroz blanco|arroz basmati|arroz jazmín', 'riz|riz blanc|riz basmati|riz thaï|riz à risotto', 'Reis|Basmatireis|Jasminreis|Langkornreis|Risottoreis', '大米|米|白米|香米|米饭'),
  food('brown-rice', 'pantry', 'kg', 'pantry', [180, 365, 365, _], 'brown rice|wholegrain rice', 'arroz integral', 'riz complet', 'Naturreis|Vollkornreis', '糙米'),
  food('pasta', 'pantry', 'g', 'pantry', [730, _, _, 365], 'pasta|dried pasta|spaghetti|penne|fusilli|macaroni|noodles', 'pasta|espaguetis|macarrones|fideos', 'pâtes|spaghettis|penne|macaronis|nouilles', 'Nudeln|Pasta|Spaghetti|Makkaroni|Spätzle', '意大利面|意面|义大利面|意粉|面条|通心粉|挂面'),
  food('instant-noodles', 'pantry', 'pack', 'pantry', [365, _, _, _], 'instant noodles|ramen noodles|cup noodles|ramen|pot noodles', 'fideos instantáneos|ramen instantáneo|ramen', 'nouilles instantanées|ramen', 'Instantnudeln|Fertignudeln|Ramen', '方便面|泡面|公仔面'),
  food('flour', 'pantry', 'kg', 'pantry', [365, _, 730, 240], 'flour|plain flour|all-purpose flour|white flour|self-raising flour|bread flour', 'harina|harina de trigo|harina común', 'farine|farine de blé|farine T55', 'Mehl|Weizenmehl|Weißmehl|Type 405', '面粉|中筋面粉|普通面粉'),
  food('wholemeal-flour', 'pantry', 'kg', 'pantry', [90, 180, 365, _], 'wholemeal flour|whole wheat flour|wholewheat flour', 'harina integral', 'farine complète', 'Vollkornmehl', '全麦面粉'),
  food('cornstarch', 'pantry', 'g', 'pantry', [540, _, _, _], 'cornstarch|cornflour|corn starch', 'maicena|almidón de maíz', 'fécule de maïs|maïzena', 'Speisestärke|Maisstärke', '玉米淀粉|生粉'),
  food('sugar', 'pantry', 'kg', 'pantry', [730, _, _, _], 'sugar|white sugar|granulated sugar|caster sugar|icing sugar', 'azúcar|azúcar blanco|azúcar glas', 'sucre|sucre blanc|sucre en poudre|sucre glace', 'Zucker|Kristallzucker|Puderzucker', '糖|白糖|白砂糖|糖粉'),
  food('brown-sugar', 'pantry', 'g', 'pantry', [540, _, _, _], 'brown sugar|demerara sugar|muscovado sugar', 'azúcar moreno|azúcar morena', 'sucre roux|cassonade|vergeoise', 'brauner Zucker|Rohrzucker', '红糖|黄糖'),
  food('honey', 'pantry', 'g', 'pantry', [730, _, _, _], 'honey', 'miel', 'miel', 'Honig', '蜂蜜'),
  food('maple-syrup', 'pantry', 'ml', 'pantry', [365, _, _, 365], 'maple syrup|syrup', 'sirope de arce|jarabe de arce', "sirop d'érable", 'Ahornsirup', '枫糖浆'),
  food('salt', 'pantry', 'g', 'pantry', [1825, _, _, _], 'salt|sea salt|table salt|kosher salt', 'sal|sal marina|sal fina', 'sel|sel fin|sel de mer|gros sel', 'Salz|Meersalz|Speisesalz', '盐|食盐|海盐'),
  food('black-pepper', 'pantry', 'g', 'pantry', [1095, _, _, _], 'black pepper|pepper|ground pepper|peppercorns', 'pimienta negra|pimienta', 'poivre noir|poivre|poivre moulu', 'schwarzer Pfeffer|Pfeffer|Pfefferkörner', '黑胡椒|胡椒|胡椒粉'),
  food('paprika', 'pantry', 'g', 'pantry', [1095, _, _, _], 'paprika|smoked paprika|paprika powder', 'pimentón|pimentón dulce|pimentón ahumado', 'paprika|paprika fumé', 'Paprikapulver|edelsüßer Paprika|geräuchertes Paprikapulver', '红椒粉|烟熏红椒粉'),
  food('cinnamon', 'pantry', 'g', 'pantry', [1095, _, _, _], 'cinnamon|ground cinnamon|cinnamon sticks', 'canela|canela molida', 'cannelle|cannelle moulue', 'Zimt|Zimtstangen', '肉桂|肉桂粉|桂皮'),
  food('cumin', 'pantry', 'g', 'pantry', [1095, _, _, _], 'cumin|ground cumin|cumin seeds', 'comino', 'cumin', 'Kreuzkümmel|Cumin', '孜然|孜然粉'),
  food('dried-herbs', 'pantry', 'g', 'pantry', [1095, _, _, _], 'dried herbs|dried oregano|oregano|thyme|mixed herbs|herbes de provence', 'hierbas secas|orégano|tomillo', 'herbes séchées|origan|thym|herbes de Provence', 'getrocknete Kräuter|Oregano|Thymian|Kräuter der Provence', '干香草|牛至|百里香'),
  food('chilli-flakes', 'pantry', 'g', 'pantry', [1095, _, _, _], 'chilli flakes|chili flakes|red pepper flakes|chilli powder|cayenne pepper', 'copos de chile|guindilla molida|cayena', 'piment en flocons|piment de Cayenne', 'Chiliflocken|Chilipulver|Cayennepfeffer', '辣椒碎|辣椒面|辣椒粉'),
  food('stock-cubes', 'pantry', 'piece', 'pantry', [730, _, _, _], 'stock cubes|stock cube|bouillon cubes|bouillon|broth cubes', 'pastillas de caldo|cubitos de caldo|caldo en cubos', 'bouillon cube|cubes de bouillon|bouillon', 'Brühwürfel|Suppenwürfel|Brühpulver|Bouillon', '高汤块|浓汤宝'),
  food('stock', 'pantry', 'l', 'pantry', [365, _, 90, 4], 'stock|broth|chicken stock|beef stock|vegetable stock', 'caldo|caldo de pollo|caldo de verduras', 'bouillon liquide|fond de volaille|bouillon de légumes', 'Brühe|Fond|Hühnerbrühe|Gemüsebrühe|Rinderbrühe', '高汤|鸡汤|清汤'),
  food('olive-oil', 'pantry', 'l', 'pantry', [540, _, _, 120], 'olive oil|extra virgin olive oil', 'aceite de oliva|aceite de oliva virgen extra', "huile d'olive|huile d'olive vierge extra", 'Olivenöl|natives Olivenöl', '橄榄油|初榨橄榄油'),
  food('vegetable-oil', 'pantry', 'l', 'pantry', [365, _, _, 120], 'vegetable oil|sunflower oil|rapeseed oil|canola oil|cooking oil|oil', 'aceite vegetal|aceite de girasol|aceite', 'huile végétale|huile de tournesol|huile de colza|huile', 'Pflanzenöl|Sonnenblumenöl|Rapsöl|Öl', '植物油|食用油|花生油|菜籽油'),
  food('vinegar', 'pantry', 'ml', 'pantry', [730, _, _, 365], 'vinegar|white wine vinegar|balsamic vinegar|cider vinegar', 'vinagre|vinagre balsámico', 'vinaigre|vinaigre balsamique', 'Essig|Balsamico|Weißweinessig', '醋|香醋|米醋|黑醋|陈醋'),
  food('soy-sauce', 'pantry', 'ml', 'pantry', [730, _, _, 365], 'soy sauce|soya sauce|tamari', 'salsa de soja|salsa de soya', 'sauce soja', 'Sojasauce|Sojasoße', '酱油|生抽|老抽'),
  food('ketchup', 'pantry', 'g', 'pantry', [365, _, _, 180], 'ketchup|tomato ketchup', 'kétchup|ketchup', 'ketchup', 'Ketchup|Tomatenketchup', '番茄酱'),
  food('mustard', 'pantry', 'g', 'pantry', [365, _, _, 365], 'mustard|dijon mustard|dijon', 'mostaza', 'moutarde|moutarde de Dijon', 'Senf|Dijon-Senf', '芥末酱|黄芥末'),
  food('mayonnaise', 'pantry', 'g', 'pantry', [90, _, _, 60], 'mayonnaise|mayo', 'mayonesa', 'mayonnaise', 'Mayonnaise|Mayo', '蛋黄酱|美乃滋'),
  food('hot-sauce', 'pantry', 'ml', 'pantry', [1095, _, _, 180], 'hot sauce|chilli sauce|sriracha|tabasco', 'salsa picante', 'sauce piquante|sauce pimentée', 'scharfe Soße|Chilisauce', '辣椒酱|辣酱'),
  food('canned-tomatoes', 'pantry', 'can', 'pantry', [540, _, _, 5], 'canned tomatoes|tinned tomatoes|chopped tomatoes|crushed tomatoes|passata|tomato sauce|chopped toms|tinned toms', 'tomate triturado|tomate en lata|tomate troceado|tomate frito', 'tomates concassées|tomates en conserve|coulis de tomate|passata', 'Dosentomaten|gehackte Tomaten|passierte Tomaten|stückige Tomaten', '番茄罐头|罐装番茄|番茄碎'),
  food('tomato-paste', 'pantry', 'g', 'pantry', [540, _, _, 5], 'tomato paste|tomato purée|tomato puree', 'concentrado de tomate|pasta de tomate', 'concentré de tomate|purée de tomate', 'Tomatenmark', '番茄膏'),
  food('pasta-sauce', 'pantry', 'jar', 'pantry', [540, _, _, 5], 'pasta sauce|marinara sauce|bolognese sauce', 'salsa para pasta|salsa boloñesa', 'sauce pour pâtes|sauce bolognaise', 'Nudelsoße|Pastasauce|Tomatensoße', '意面酱|番茄意面酱'),
  food('canned-beans', 'pantry', 'can', 'pantry', [730, _, _, 4], 'canned beans|tinned beans|beans|kidney beans|chickpeas|black beans|baked beans|cannellini beans', 'alubias en conserva|judías|alubias|garbanzos|frijoles', 'haricots en conserve|haricots rouges|pois chiches|haricots blancs', 'Bohnen aus der Dose|Kidneybohnen|Kichererbsen|weiße Bohnen|Bohnen', '豆子罐头|芸豆|鹰嘴豆|黑豆'),
  food('dried-lentils', 'pantry', 'g', 'pantry', [365, _, _, _], 'lentils|dried lentils|red lentils|split peas', 'lentejas|lentejas rojas', 'lentilles|lentilles corail', 'Linsen|rote Linsen', '小扁豆|兵豆|扁豆'),
  food('dried-beans', 'pantry', 'g', 'pantry', [365, _, _, _], 'dried beans|dry beans|dried chickpeas', 'legumbres secas|judías secas|garbanzos secos', 'haricots secs|légumes secs', 'getrocknete Bohnen|Trockenbohnen|getrocknete Kichererbsen', '干豆|干鹰嘴豆'),
  food('canned-tuna', 'pantry', 'can', 'pantry', [1095, _, _, 4], 'canned tuna|tinned tuna|tuna|sardines|canned fish', 'atún en lata|atún|sardinas en lata|sardinas', 'thon en boîte|thon|sardines', 'Thunfisch|Thunfisch aus der Dose|Sardinen', '金枪鱼罐头|金枪鱼|沙丁鱼罐头|鲔鱼罐头|吞拿鱼罐头'),
  food('canned-corn', 'pantry', 'can', 'pantry', [730, _, _, 4], 'canned corn|tinned sweetcorn|sweetcorn tin|canned vegetables', 'maíz en lata|maíz dulce|verduras en conserva', 'maïs en conserve|maïs doux|légumes en conserve', 'Mais aus der Dose|Dosenmais|Gemüsekonserve', '玉米罐头|罐装玉米'),
  food('coconut-milk', 'pantry', 'can', 'pantry', [730, _, _, 5], 'coconut milk|coconut cream', 'leche de coco|crema de coco', 'lait de coco|crème de coco', 'Kokosmilch|Kokosnussmilch', '椰奶|椰浆'),
  food('oats', 'pantry', 'g', 'pantry', [365, _, _, _], 'oats|rolled oats|porridge oats|oatmeal', 'copos de avena|avena', "flocons d'avoine|avoine", 'Haferflocken|Hafer', '燕麦|燕麦片'),
  food('cereal', 'pantry', 'box', 'pantry', [365, _, _, 90], 'cereal|breakfast cereal|cornflakes|muesli|granola', 'cereales|cereales de desayuno|muesli|granola', 'céréales|céréales du petit-déjeuner|muesli|granola', 'Cerealien|Frühstücksflocken|Cornflakes|Müsli|Granola', '麦片|早餐麦片|谷物'),
  food('bread', 'pantry', 'piece', 'pantry', [5, 7, 90, _], 'bread|loaf|sliced bread|baguette|sourdough', 'pan|pan de molde|barra de pan|baguette', 'pain|pain de mie|baguette|pain au levain', 'Brot|Toastbrot|Baguette|Sauerteigbrot', '面包|吐司|法棍'),
  food('tortillas', 'pantry', 'pack', 'pantry', [7, 21, 180, _], 'tortillas|wraps|flatbread|pitta bread', 'tortillas de trigo|tortillas|pan de pita', 'tortillas|wraps|pain pita', 'Tortillas|Wraps|Fladenbrot|Pitabrot', '墨西哥薄饼|卷饼|皮塔饼'),
  food('crackers', 'pantry', 'pack', 'pantry', [240, _, _, 30], 'crackers|crispbread|rice cakes', 'galletas saladas|crackers|tortitas de arroz', 'crackers|biscottes|galettes de riz', 'Cracker|Knäckebrot|Reiswaffeln', '饼干|苏打饼干|米饼'),
  food('biscuits', 'pantry', 'pack', 'pantry', [60, _, 240, 30], 'biscuits|cookies', 'galletas', 'biscuits|gâteaux secs', 'Kekse|Plätzchen', '曲奇|甜饼干'),
  food('crisps', 'pantry', 'bag', 'pantry', [60, _, _, 14], 'crisps|potato chips|chips|tortilla chips', 'patatas fritas de bolsa|papas fritas|nachos', 'chips|chips de tortilla', 'Chips|Kartoffelchips|Tortillachips', '薯片|玉米片'),
  food('breadcrumbs', 'pantry', 'g', 'pantry', [180, _, 180, _], 'breadcrumbs|panko', 'pan rallado|panko', 'chapelure|panko', 'Paniermehl|Semmelbrösel|Panko', '面包糠|面包屑'),
  food('couscous', 'pantry', 'g', 'pantry', [365, _, _, _], 'couscous|bulgur', 'cuscús|bulgur', 'couscous|semoule|boulgour', 'Couscous|Bulgur', '蒸粗麦粉|古斯米'),
  food('quinoa', 'pantry', 'g', 'pantry', [730, _, _, _], 'quinoa', 'quinoa|quinua', 'quinoa', 'Quinoa', '藜麦'),
  food('polenta', 'pantry', 'g', 'pantry', [365, _, _, _], 'polenta|cornmeal|semolina', 'polenta|harina de maíz|sémola', 'polenta|semoule de maïs|semoule fine', 'Polenta|Maisgrieß|Grieß', '玉米粉|粗粒小麦粉'),
  food('baking-powder', 'pantry', 'g', 'pantry', [540, _, _, 180], 'baking powder', 'levadura química|polvo de hornear|polvo para hornear', 'levure chimique', 'Backpulver', '泡打粉|发酵粉'),
  food('baking-soda', 'pantry', 'g', 'pantry', [730, _, _, 180], 'baking soda|bicarbonate of soda|bicarb', 'bicarbonato|bicarbonato de sodio', 'bicarbonate de soude|bicarbonate', 'Natron|Backsoda', '小苏打|苏打粉'),
  food('yeast', 'pantry', 'g', 'pantry', [365, _, _, 120], 'yeast|dried yeast|instant yeast|active dry yeast', 'levadura|levadura seca|levadura de panadería', 'levure de boulanger|levure sèche', 'Hefe|Trockenhefe|Germ', '酵母|干酵母'),
  food('cocoa', 'pantry', 'g', 'pantry', [730, _, _, 365], 'cocoa|cocoa powder|cacao powder', 'cacao|cacao en polvo', 'cacao|cacao en poudre', 'Kakao|Kakaopulver', '可可粉'),
  food('chocolate', 'pantry', 'g', 'pantry', [365, _, _, _], 'chocolate|dark chocolate|milk chocolate|chocolate chips', 'chocolate|chocolate negro|chocolate con leche', 'chocolat|chocolat noir|chocolat au lait|pépites de chocolat', 'Schokolade|Zartbitterschokolade|Vollmilchschokolade', '巧克力|黑巧克力'),
  food('peanut-butter', 'pantry', 'jar', 'pantry', [270, _, _, 90], 'peanut butter|nut butter', 'crema de cacahuete|mantequilla de maní', "beurre de cacahuète|beurre d'arachide|beurre de peanut|beurre de peanuts|beurre de pinottes", 'Erdnussbutter|Erdnussmus', '花生酱'),
  food('jam', 'pantry', 'jar', 'pantry', [365, _, _, 180], 'jam|jelly|marmalade|fruit spread', 'mermelada|confitura', 'confiture|marmelade', 'Marmelade|Konfitüre', '果酱'),
  food('chocolate-spread', 'pantry', 'jar', 'pantry', [365, _, _, 90], 'chocolate spread|hazelnut spread|nutella', 'crema de cacao|crema de avellanas|nutella', 'pâte à tartiner|nutella', 'Nuss-Nougat-Creme|Schokocreme|Nutella', '巧克力酱|榛子酱'),
  food('nuts', 'pantry', 'g', 'pantry', [180, 365, 730, _], 'nuts|almonds|walnuts|cashews|hazelnuts|peanuts|pine nuts', 'frutos secos|almendras|nueces|anacardos|avellanas|cacahuetes', 'noix|amandes|noix de cajou|noisettes|cacahuètes|pignons', 'Nüsse|Mandeln|Walnüsse|Cashewkerne|Haselnüsse|Erdnüsse', '坚果|杏仁|核桃|腰果|花生'),
  food('seeds', 'pantry', 'g', 'pantry', [365, 365, 365, _], 'seeds|sesame seeds|sunflower seeds|chia seeds|pumpkin seeds|flaxseed', 'semillas|sésamo|pipas de girasol|semillas de chía', 'graines|graines de sésame|graines de tournesol|graines de chia', 'Samen|Sesam|Sonnenblumenkerne|Chiasamen|Leinsamen', '种子|芝麻|葵花籽|奇亚籽'),
  food('dried-fruit', 'pantry', 'g', 'pantry', [180, 365, _, _], 'dried fruit|raisins|sultanas|dates|dried apricots|prunes|currants', 'frutos deshidratados|pasas|dátiles|orejones|ciruelas pasas', 'fruits secs|raisins secs|dattes|abricots secs|pruneaux', 'Trockenfrüchte|Rosinen|Datteln|getrocknete Aprikosen|Backpflaumen', '果干|葡萄干|红枣|椰枣'),
  food('pickles', 'pantry', 'jar', 'pantry', [365, _, _, 90], 'pickles|gherkins|pickled cucumbers|capers', 'pepinillos|encurtidos|alcaparras', 'cornichons|câpres', 'Gewürzgurken|Essiggurken|Kapern', '腌黄瓜|酸黄瓜|泡菜'),
  food('olives', 'pantry', 'jar', 'pantry', [540, _, _, 14], 'olives|black olives|green olives', 'aceitunas', 'olives', 'Oliven', '橄榄'),
  food('salsa', 'pantry', 'jar', 'pantry', [365, _, _, 30], 'salsa|tomato salsa', 'salsa mexicana|pico de gallo', 'salsa|sauce salsa', 'Salsa|Salsasoße', '莎莎酱'),

  // Frozen
  food('frozen-vegetables', 'frozen', 'g', 'freezer', [_, _, 240, _], 'frozen vegetables|frozen peas|frozen spinach|frozen mixed vegetables|frozen broccoli', 'verduras congeladas|guisantes congelados|espinacas congeladas|arvejas congeladas', 'légumes surgelés|petits pois surgelés|épinards surgelés', 'Tiefkühlgemüse|TK-Gemüse|TK-Erbsen|tiefgekühlte Erbsen', '速冻蔬菜|冷冻蔬菜|冷冻豌豆'),
  food('frozen-fruit', 'frozen', 'g', 'freezer', [_, _, 240, _], 'frozen fruit|frozen berries', 'fruta congelada|frutos rojos congelados', 'fruits surgelés|fruits rouges surgelés', 'Tiefkühlobst|TK-Beeren|tiefgekühlte Beeren', '冷冻水果|冷冻莓果'),
  food('frozen-fries', 'frozen', 'g', 'freezer', [_, _, 240, _], 'frozen fries|oven chips|french fries', 'patatas fritas congeladas', 'frites surgelées|frites', 'Pommes frites|Tiefkühlpommes', '冷冻薯条|薯条'),
  food('frozen-pizza', 'frozen', 'piece', 'freezer', [_, _, 120, _], 'frozen pizza|pizza', 'pizza congelada|pizza', 'pizza surgelée|pizza', 'Tiefkühlpizza|TK-Pizza|Pizza', '冷冻披萨|披萨'),
  food('fish-fingers', 'frozen', 'pack', 'freezer', [_, _, 180, _], 'fish fingers|fish sticks|breaded fish', 'varitas de pescado|palitos de pescado', 'bâtonnets de poisson|poisson pané', 'Fischstäbchen', '鱼条|冷冻鱼排'),
  food('frozen-dumplings', 'frozen', 'pack', 'freezer', [_, _, 90, _], 'frozen dumplings|dumplings|gyoza', 'empanadillas congeladas|gyozas', 'raviolis chinois surgelés|gyozas', 'Teigtaschen|Dumplings|Gyoza', '速冻饺子|饺子|水饺'),
  food('ice-cream', 'frozen', 'ml', 'freezer', [_, _, 90, 60], 'ice cream|gelato|sorbet', 'helado|sorbete', 'glace|crème glacée|sorbet', 'Eis|Speiseeis|Eiscreme|Sorbet', '冰淇淋|雪糕'),

  // Beverages
  food('orange-juice', 'beverages', 'l', 'fridge', [_, 10, 240, 7], 'orange juice|fresh juice|chilled juice|oj', 'zumo de naranja|jugo de naranja', "jus d'orange|jus frais", 'Orangensaft|Frischsaft', '橙汁|鲜榨果汁'),
  food('juice', 'beverages', 'l', 'pantry', [365, _, _, 10], 'juice|apple juice|fruit juice', 'zumo|jugo|zumo de manzana', 'jus|jus de pomme|jus de fruits', 'Saft|Apfelsaft|Fruchtsaft', '果汁|苹果汁'),
  food('water', 'beverages', 'l', 'pantry', [730, _, _, 3], 'water|bottled water|sparkling water|mineral water', 'agua|agua mineral|agua con gas', 'eau|eau minérale|eau gazeuse', 'Wasser|Mineralwasser|Sprudelwasser|Sprudel', '水|矿泉水|苏打水'),
  food('soft-drinks', 'beverages', 'l', 'pantry', [270, _, _, 3], 'soft drinks|soda|cola|lemonade|fizzy drink', 'refrescos|refresco|cola|gaseosa', 'sodas|soda|boisson gazeuse|limonade|cola', 'Limonade|Cola|Erfrischungsgetränk|Softdrink', '汽水|可乐|碳酸饮料'),
  food('coffee', 'beverages', 'g', 'pantry', [150, _, _, 21], 'coffee|ground coffee|coffee beans|instant coffee', 'café|café molido|café en grano', 'café|café moulu|café en grains', 'Kaffee|gemahlener Kaffee|Kaffeebohnen', '咖啡|咖啡豆|咖啡粉'),
  food('tea', 'beverages', 'box', 'pantry', [540, _, _, 365], 'tea|tea bags|green tea|black tea|herbal tea', 'té|bolsitas de té|infusión|té verde', 'thé|sachets de thé|tisane|thé vert', 'Tee|Teebeutel|Kräutertee|grüner Tee', '茶|茶叶|茶包|绿茶|红茶'),
  food('beer', 'beverages', 'bottle', 'pantry', [180, 180, _, 1], 'beer|lager|ale', 'cerveza', 'bière', 'Bier', '啤酒'),
  food('wine', 'beverages', 'bottle', 'pantry', [730, _, _, 5], 'wine|red wine|white wine|rosé', 'vino|vino tinto|vino blanco', 'vin|vin rouge|vin blanc|rosé', 'Wein|Rotwein|Weißwein|Rosé', '葡萄酒|红酒|白葡萄酒'),
];

const FOOD_BY_KEY: ReadonlyMap<string, CatalogueFood> = new Map(FOOD_CATALOGUE.map((f) => [f.key, f]));

/** The catalogue food with this key, or null. */
export function foodByKey(key: string): CatalogueFood | null {
  return FOOD_BY_KEY.get(key) ?? null;
}

/** Lower case, no accents, ß → ss, œ → oe, æ → ae; punctuation left as it is. */
export function foldLetters(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .normalize('NFC');
}

/** Lower case, no accents, ß → ss, œ → oe, punctuation as spaces, single spaces. */
export function normalizeFoodName(text: string): string {
  return foldLetters(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The forms a word may take in the singular, so plural and singular meet ("tomatoes"/"tomato",
 * "limones"/"limón", "Zwiebeln"/"Zwiebel", "poireaux"/"poireau", "cherries"/"cherry").
 */
export function wordForms(word: string): string[] {
  const forms = [word];
  if (word.length <= 3) return forms;
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  if (word.endsWith('x')) forms.push(word.slice(0, -1));
  if (word.endsWith('en')) forms.push(word.slice(0, -2), `${word.slice(0, -2)}a`); // "Pizzen" → Pizza
  if (word.endsWith('n')) forms.push(word.slice(0, -1));
  return forms;
}

type IndexedName = {
  food: CatalogueFood;
  language: CatalogueLanguage;
  words: string[];
  /** Each word's singular forms, to meet a typed word's forms. */
  forms: ReadonlyArray<ReadonlySet<string>>;
  compact: string;
  han: boolean;
};

const HAN = /\p{Script=Han}/u;

type NameIndex = {
  /** Names by every form of their first word, so a lookup only tries names that can start at a word. */
  byFirstForm: ReadonlyMap<string, readonly IndexedName[]>;
  byCompact: ReadonlyMap<string, readonly IndexedName[]>;
  hanNames: readonly IndexedName[];
};

let nameIndex: NameIndex | undefined;

/**
 * Every catalogue name, normalised, built on the first lookup: screens that load this module only
 * to show a product (the pantry list in the browser) do not pay for it while they start.
 */
function names(): NameIndex {
  if (nameIndex) return nameIndex;
  const all: IndexedName[] = FOOD_CATALOGUE.flatMap((food) =>
    CATALOGUE_LANGUAGES.flatMap((language) =>
      food.names[language].map((name) => {
        const normalized = normalizeFoodName(name);
        const words = normalized.split(' ');
        return {
          food,
          language,
          words,
          forms: words.map((w) => new Set(wordForms(w))),
          compact: normalized.replace(/ /g, ''),
          han: HAN.test(normalized),
        };
      }),
    ),
  );
  const byFirstForm = new Map<string, IndexedName[]>();
  const byCompact = new Map<string, IndexedName[]>();
  for (const entry of all) {
    byCompact.set(entry.compact, [...(byCompact.get(entry.compact) ?? []), entry]);
    if (entry.han) continue;
    for (const form of entry.forms[0]!) {
      const list = byFirstForm.get(form) ?? [];
      list.push(entry);
      byFirstForm.set(form, list);
    }
  }
  nameIndex = { byFirstForm, byCompact, hanNames: all.filter((entry) => entry.han) };
  return nameIndex;
}

// Short words that are names in one language and grammar in another ("the" is French for tea once
// accents are gone, "te" Spanish for tea): they match a whole typed name, never inside a longer one.
const GRAMMAR_WORDS: ReadonlySet<string> = new Set(['the', 'te', 'pan']);

// Product lists look the same few names up again and again; the answer never changes.
const MEMO_LIMIT = 5000;
const memo = new Map<string, CatalogueFood | null>();

/**
 * The best catalogue food for a typed name in any of the five languages: first an exact name
 * (plural or singular, accents and case ignored), then the longest catalogue name contained in the
 * text as whole words ("minced beef" → ground beef, "organic whole milk" → milk; Chinese names as
 * substrings, since Chinese has no spaces), the earliest in the text on a tie. `language`, when
 * given, wins ties between languages ("Paprika" is a spice in English, a bell pepper in German).
 * null when nothing fits.
 */
export function findFood(name: string, language?: CatalogueLanguage): CatalogueFood | null {
  if (typeof name !== 'string') return null;
  const key = `${language ?? ''}\u0000${name.slice(0, 200)}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const found = lookUp(name.slice(0, 200), language);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, found);
  return found;
}

function lookUp(name: string, language: CatalogueLanguage | undefined): CatalogueFood | null {
  const text = normalizeFoodName(name);
  if (text.length === 0) return null;
  const { byFirstForm, byCompact, hanNames } = names();
  const words = text.split(' ');
  const textForms = words.map(wordForms);
  const compact = text.replace(/ /g, '');
  // Ties between languages go to the caller's language, then English.
  const rank = (entry: IndexedName) => (entry.language === language ? 0 : entry.language === 'en' ? 1 : 2);
  const preferred = (a: IndexedName, b: IndexedName) => rank(a) - rank(b);
  const matchesAt = (entry: IndexedName, i: number) =>
    i + entry.words.length <= words.length &&
    entry.forms.every((forms, j) => textForms[i + j]!.some((form) => forms.has(form)));
  const startingAt = (i: number): Set<IndexedName> => {
    const found = new Set<IndexedName>();
    for (const form of textForms[i]!) for (const entry of byFirstForm.get(form) ?? []) found.add(entry);
    return found;
  };

  const spelled = (byCompact.get(compact) ?? []).filter((entry) => entry.words.length === words.length);
  const exact = spelled.length
    ? spelled
    : [...startingAt(0), ...hanNames].filter(
        (entry) =>
          entry.words.length === words.length &&
          (entry.han ? entry.compact === compact : matchesAt(entry, 0)),
      );
  const first = [...exact].sort(preferred)[0];
  if (first) return first.food;

  const best: { entry: IndexedName | null; length: number; position: number } = {
    entry: null,
    length: 0,
    position: 0,
  };
  const consider = (entry: IndexedName, position: number) => {
    const length = entry.compact.length;
    if (
      best.entry === null ||
      length > best.length ||
      (length === best.length && position < best.position) ||
      (length === best.length && position === best.position && preferred(entry, best.entry) < 0)
    ) {
      Object.assign(best, { entry, length, position });
    }
  };
  for (let i = 0; i < words.length; i++) {
    for (const entry of startingAt(i)) {
      if (entry.words.length === 1 && GRAMMAR_WORDS.has(entry.words[0]!)) continue;
      if (matchesAt(entry, i)) consider(entry, i);
    }
  }
  // One character ("水", "蛋") is too short to find inside other words ("水果", "蛋糕").
  for (const entry of hanNames) {
    if (entry.compact.length < 2) continue;
    const position = compact.indexOf(entry.compact);
    if (position >= 0) consider(entry, position);
  }
  return best.entry?.food ?? null;
}
