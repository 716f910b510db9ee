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
  food('milk', 'dairy', 'l', 'fridge', [_, 7, 90, 7], "milk|whole milk|semi-skimmed milk|skimmed milk|cow milk|semi skimmed|semi-skimmed|full fat milk|skim milk|low-fat milk|fat-free milk|fresh milk|cow's milk|cows milk|full cream milk|lite milk|light milk|reduced fat milk|lactose-free milk|Lactaid|Cravendale|Amul Taaza", 'leche|leche entera|leche semidesnatada|leche desnatada|leche descremada|leche semidescremada|leche fresca|leche de vaca|leche sin lactosa|leche deslactosada|leche baja en grasa|leche semi|leche pasteurizada|Puleva', 'lait|lait entier|lait demi-écrémé|lait écrémé|lait frais|lait de vache|lait sans lactose|lait pasteurisé|lait homogénéisé|lait cru|Québon', 'Milch|Vollmilch|fettarme Milch|Frischmilch|Magermilch|Kuhmilch|Landmilch|Heumilch|laktosefreie Milch|Weidemilch|teilentrahmte Milch', '牛奶|鲜奶|全脂牛奶|脱脂牛奶|纯牛奶|鲜牛奶|低脂牛奶|牛乳|巴氏奶|巴氏鲜奶|无乳糖牛奶|全脂奶|鮮奶|純牛奶|特仑苏'),
  food('uht-milk', 'dairy', 'l', 'pantry', [180, _, _, 7], 'UHT milk|long-life milk|shelf-stable milk|UHT|longlife milk|ultra-heat-treated milk', 'leche UHT|leche de larga duración|leche larga vida|leche de larga vida|leche uperizada|leche esterilizada', 'lait UHT|lait longue conservation|lait stérilisé|lait stérilisé UHT', 'H-Milch|haltbare Milch|H-Vollmilch|ultrahocherhitzte Milch|Haltbarmilch|UHT-Milch', '常温奶|UHT牛奶|常温牛奶|超高温灭菌乳|保久乳'),
  food('plant-milk', 'dairy', 'l', 'pantry', [270, _, _, 7], 'plant milk|oat milk|soy milk|almond milk|rice milk|oat drink|soya milk|soy drink|soya drink|almond drink|cashew milk|hazelnut milk|coconut drink|pea milk|plant-based milk|non-dairy milk|dairy-free milk|oat beverage|Oatly|Vitasoy|Bonsoy|Almond Breeze|Rice Dream|Planet Oat|Chobani Oat', 'bebida vegetal|leche de avena|leche de soja|leche de almendras|bebida de avena|bebida de soja|bebida de almendras|bebida de arroz|leche vegetal|leche de arroz|leche de almendra|leche de soya|bebida de soya|Oatly|Vivesoy', "lait végétal|lait d'avoine|lait de soja|lait d'amande|boisson végétale|boisson à l'avoine|boisson d'avoine|boisson au soja|boisson aux amandes|lait de riz|boisson de riz|lait de noisette|boisson à l'amande|Oatly", 'Pflanzenmilch|Haferdrink|Hafermilch|Sojamilch|Mandelmilch|Sojadrink|Mandeldrink|Reisdrink|Reismilch|Dinkeldrink|Pflanzendrink|pflanzliche Milch|Milchalternative|Kokosdrink|Oatly', '植物奶|燕麦奶|豆奶|杏仁奶|豆浆|燕麦乳|豆乳|杏仁露|植物蛋白饮料|豆漿|燕麥奶|维他奶|噢麦力|豆本豆'),
  food('buttermilk', 'dairy', 'l', 'fridge', [_, 14, 90, 14], 'buttermilk|cultured buttermilk', 'suero de leche|leche de manteca|suero de mantequilla', 'babeurre|lait ribot|lait battu', 'Buttermilch', '酪乳|白脱牛奶'),
  food('cream', 'dairy', 'ml', 'fridge', [_, 10, 120, 5], 'cream|heavy cream|double cream|whipping cream|single cream|thickened cream|pouring cream|light cream|heavy whipping cream|fresh cream|cooking cream|table cream|half-and-half|Reddi-wip', 'nata|nata para montar|crema de leche|crema|nata líquida|nata para cocinar|crema para batir|crema para cocinar|crema líquida|crema doble|crema espesa', 'crème|crème liquide|crème entière|crème fleurette|crème à fouetter|crème à cuisson|crème de table|crème légère|crème double|crème entière liquide|crème fraîche liquide', 'Sahne|Schlagsahne|Rahm|Schlagrahm|Schlagobers|Obers|Kochsahne|Kochrahm|Vollrahm|Halbrahm|Doppelrahm|süße Sahne|flüssige Sahne|Sprühsahne|Cremefine', '奶油|淡奶油|鲜奶油|稀奶油|动物奶油|鲜忌廉|忌廉|淡忌廉'),
  food('sour-cream', 'dairy', 'g', 'fridge', [_, 14, _, 7], 'sour cream|crème fraîche|soured cream', 'nata agria|crema agria|crème fraîche|crema ácida', 'crème fraîche|crème aigre|crème sure|crème fraîche épaisse|crème épaisse', 'saure Sahne|Sauerrahm|Schmand|Crème fraîche|Schmant|saurer Rahm', '酸奶油|酸忌廉|法式酸奶油'),
  food('yoghurt', 'dairy', 'g', 'fridge', [_, 14, 60, 7], "yoghurt|yogurt|greek yoghurt|natural yoghurt|plain yogurt|plain yoghurt|natural yogurt|yoghourt|yogourt|skyr|Chobani|Oikos|Yoplait|Siggi's|Müller Corner|Müllerlight|Muller Light", 'yogur|yogur griego|yogur natural|yogurt|yoghurt|yogurt griego|yogurt natural|yogur bebible|Oikos|Yoplait', 'yaourt|yogourt|yaourt grec|yaourt nature|yoghourt|yaourt à la grecque|Oikos|Yoplait|Iögo', 'Joghurt|Jogurt|griechischer Joghurt|Naturjoghurt|Naturjogurt|griechischer Jogurt|Trinkjoghurt|Skyr', '酸奶|希腊酸奶|酸牛奶|优格|优酪乳|優格|優酪乳|安慕希|纯甄|莫斯利安|优诺'),
  food('butter', 'dairy', 'g', 'fridge', [_, 60, 240, _], 'butter|salted butter|unsalted butter|cultured butter|spreadable butter|Lurpak|Plugrá', 'mantequilla|manteca|mantequilla sin sal|mantequilla con sal', 'beurre|beurre doux|beurre demi-sel|beurre salé|beurre non salé', 'Butter|Süßrahmbutter|Sauerrahmbutter|gesalzene Butter|Teebutter|Markenbutter|Landbutter|Kochbutter|Lurpak', '黄油|牛油'),
  food('margarine', 'dairy', 'g', 'fridge', [_, 120, 365, 60], "margarine|baking spread|dairy-free spread|vegan butter|plant butter|I Can't Believe It's Not Butter|Country Crock|Becel|Utterly Butterly", 'margarina|margarina vegetal', 'margarine|beurre végétal|Becel', 'Margarine|Pflanzenmargarine|Halbfettmargarine|vegane Butter|Becel|Sanella', '人造黄油|植物黄油|麦淇淋|植物牛油|人造牛油'),
  food('hard-cheese', 'dairy', 'g', 'fridge', [_, 180, 180, 21], 'cheese|hard cheese|cheddar|parmesan|gouda|emmental|gruyère|manchego|mature cheddar|vintage cheddar|tasty cheese|parmigiano|parmigiano reggiano|pecorino|grana padano|edam|jarlsberg|red leicester|monterey jack|colby|swiss cheese|grated cheese|shredded cheese|parm|Babybel|Mini Babybel|Kraft Singles|Leerdammer|Cathedral City|Old Amsterdam|Perfect Italiano|Parmareggio', 'queso|queso curado|queso cheddar|parmesano|queso gouda|queso manchego|queso rallado|queso parmesano|queso gruyere|queso emmental|queso semicurado|queso viejo|queso añejo|queso cotija|queso amarillo|queso de bola|queso edam|queso pecorino|queso reggianito|queso sardo|queso gauda|queso chanco|Babybel|Leerdammer|El Ventero|García Baquero', 'fromage|fromage à pâte dure|cheddar|parmesan|gouda|emmental|gruyère|comté|fromage râpé|emmenthal|parmigiano|beaufort|cantal|mimolette|vieux cheddar|sbrinz|pecorino|Babybel|Leerdammer|Old Amsterdam', 'Käse|Hartkäse|Cheddar|Parmesan|Gouda|Emmentaler|Bergkäse|Reibkäse|Reibekäse|geriebener Käse|Parmesankäse|Greyerzer|Gruyère|Appenzeller|Sbrinz|Tilsiter|Edamer|Pecorino|Grana Padano|Schnittkäse|Alpkäse|Babybel|Leerdammer|Old Amsterdam|Grünländer', '奶酪|芝士|硬质奶酪|切达奶酪|帕玛森奶酪|干酪|芝士碎|奶酪碎|车达芝士|切达芝士|切达干酪|帕尔马干酪|巴马臣芝士|帕马森芝士|起司|起士|百吉福'),
  food('soft-cheese', 'dairy', 'g', 'fridge', [_, 7, 180, 7], "soft cheese|brie|camembert|goat cheese|goat's cheese|goats cheese|Caprice des Dieux|Chavroux", 'queso blando|queso brie|queso camembert|queso de cabra|queso fresco|queso panela|queso de Burgos', 'fromage à pâte molle|brie|camembert|fromage de chèvre|coulommiers|reblochon|fromage à croûte fleurie|Caprice des Dieux|Chavroux', 'Weichkäse|Brie|Camembert|Ziegenkäse|Limburger|Romadur', '软质奶酪|布里奶酪|卡芒贝尔奶酪|软奶酪|软芝士|山羊奶酪|卡门贝尔奶酪'),
  food('mozzarella', 'dairy', 'g', 'fridge', [_, 14, 90, 5], 'mozzarella|fresh mozzarella|buffalo mozzarella|bocconcini', 'mozzarella|muzzarella|muzarela|queso mozzarella', 'mozzarella|mozza|mozzarella di bufala|bocconcini', 'Mozzarella|Büffelmozzarella|Mozzarella di Bufala', '马苏里拉奶酪|马苏里拉|莫扎里拉|莫札瑞拉|水牛芝士'),
  food('feta', 'dairy', 'g', 'fridge', [_, 30, 90, 7], 'feta|feta cheese|fetta', 'queso feta|feta', 'feta|fromage feta', 'Feta|Schafskäse|Fetakäse|Hirtenkäse|Apetina', '菲达奶酪|希腊羊奶酪|菲塔奶酪|菲达芝士'),
  food('cottage-cheese', 'dairy', 'g', 'fridge', [_, 10, _, 7], 'cottage cheese', 'requesón|queso cottage', 'cottage cheese|fromage cottage', 'Hüttenkäse|körniger Frischkäse|Cottage Cheese', '茅屋奶酪|松软干酪|农家奶酪|白软干酪|茅屋芝士'),
  food('cream-cheese', 'dairy', 'g', 'fridge', [_, 14, _, 10], 'cream cheese|soft cheese spread|cream cheese spread|Philadelphia|Laughing Cow', 'queso crema|queso para untar|queso untable|queso de untar|queso philadelphia|queso filadelfia|Philadelphia|La vaca que ríe', 'fromage à tartiner|fromage frais|fromage à la crème|Philadelphia|St Môret|Saint Môret|Madame Loïk|La vache qui rit|Vache qui rit', 'Frischkäse|Doppelrahmfrischkäse|Rahmfrischkäse|Philadelphia|Bresso|Die lachende Kuh', '奶油奶酪|奶油芝士|忌廉芝士|奶油干酪|奶油起司|奶油起士|费城奶酪|费城芝士|乐芝牛'),
  food('quark', 'dairy', 'g', 'fridge', [_, 14, _, 5], 'quark|ricotta|curd cheese', 'requesón fresco|ricota|quark|ricotta|queso quark', 'fromage blanc|ricotta|faisselle|séré', 'Quark|Ricotta|Topfen|Magerquark|Speisequark|Sahnequark|Magertopfen|Speisetopfen', '夸克奶酪|乳清干酪|里科塔奶酪|瑞可塔奶酪|乳清奶酪'),
  food('eggs', 'dairy', 'piece', 'fridge', [_, 28, _, _], 'eggs|egg|free-range eggs|large eggs|chicken eggs', 'huevos|huevo|blanquillos|huevos de gallina|huevos camperos|huevitos', 'œufs|oeufs|œuf|oeuf|œufs de poule', 'Eier|Ei|Hühnereier|Hühnerei|Freilandeier|Bioeier|Bio-Eier', '鸡蛋|蛋|雞蛋|鸡子儿'),

  // Produce
  food('apples', 'produce', 'piece', 'fridge', [21, 42, _, _], 'apples|apple', 'manzanas|manzana', 'pommes|pomme', 'Äpfel|Apfel|Öpfel', '苹果|蘋果'),
  food('bananas', 'produce', 'piece', 'pantry', [5, 7, 60, _], 'bananas|banana|plantains|plantain', 'plátanos|plátano|bananas|banana|banano|bananos|cambur|cambures|guineo|guineos|plátano macho', 'bananes|banane|banane plantain|bananes plantains', 'Bananen|Banane|Kochbananen|Kochbanane', '香蕉|大蕉'),
  food('oranges', 'produce', 'piece', 'pantry', [10, 21, _, _], 'oranges|orange|navel oranges', 'naranjas|naranja', 'oranges|orange', 'Orangen|Orange|Apfelsinen|Blutorangen|Navelorangen', '橙子|橙|橘子|柳橙|柳丁|甜橙|脐橙|臍橙'),
  food('lemons', 'produce', 'piece', 'fridge', [7, 28, _, _], 'lemons|lemon', 'limones|limón|limón amarillo', 'citrons|citron|citron jaune', 'Zitronen|Zitrone', '柠檬|黄柠檬|檸檬'),
  food('limes', 'produce', 'piece', 'fridge', [7, 28, _, _], 'limes|lime', 'limas|lima|limón verde|limones verdes|limón persa', 'citrons verts|citron vert|limes', 'Limetten|Limette', '青柠|青柠檬|绿柠檬|莱姆|青檸'),
  food('grapes', 'produce', 'g', 'fridge', [_, 7, 30, _], 'grapes|table grapes', 'uvas', 'raisins', 'Weintrauben|Trauben|Tafeltrauben', '葡萄|提子|红提|青提|无籽葡萄'),
  food('strawberries', 'produce', 'g', 'fridge', [_, 3, 240, _], 'strawberries|strawberry', 'fresas|fresa|frutillas|fresones|fresón', 'fraises|fraise', 'Erdbeeren|Erdbeere', '草莓|士多啤梨'),
  food('blueberries', 'produce', 'g', 'fridge', [_, 7, 240, _], 'blueberries|blueberry', 'arándanos|mora azul|moras azules', 'myrtilles|bleuets', 'Heidelbeeren|Blaubeeren|Schwarzbeeren', '蓝莓|藍莓'),
  food('raspberries', 'produce', 'g', 'fridge', [_, 2, 240, _], 'raspberries|raspberry', 'frambuesas', 'framboises', 'Himbeeren', '树莓|覆盆子|樹莓'),
  food('cherries', 'produce', 'g', 'fridge', [_, 5, 240, _], 'cherries|cherry', 'cerezas', 'cerises', 'Kirschen|Chriesi|Sauerkirschen', '樱桃|车厘子|車厘子|櫻桃'),
  food('pears', 'produce', 'piece', 'pantry', [5, 5, _, _], 'pears|pear', 'peras|pera', 'poires|poire', 'Birnen|Birne', '梨|梨子|雪梨|香梨|鸭梨|啤梨'),
  food('peaches', 'produce', 'piece', 'pantry', [3, 5, 240, _], 'peaches|peach|nectarines', 'melocotones|durazno|nectarinas', 'pêches|pêche|nectarines|brugnons', 'Pfirsiche|Pfirsich|Nektarinen', '桃子|油桃|水蜜桃|蟠桃|黄桃|蜜桃'),
  food('plums', 'produce', 'piece', 'pantry', [3, 5, 180, _], 'plums|plum|damsons|greengages', 'ciruelas|ciruela|claudias', 'prunes|prune|mirabelles|quetsches|reines-claudes', 'Pflaumen|Pflaume|Zwetschgen|Zwetschken|Mirabellen', '李子|布林'),
  food('kiwi', 'produce', 'piece', 'pantry', [5, 21, _, _], 'kiwi|kiwis|kiwi fruit|kiwifruit', 'kiwi|kiwis', 'kiwi|kiwis', 'Kiwi|Kiwis', '猕猴桃|奇异果|奇异果|獼猴桃|奇異果'),
  food('mango', 'produce', 'piece', 'pantry', [5, 5, 240, _], 'mango|mangoes', 'mango|mangos', 'mangue|mangues', 'Mango|Mangos', '芒果|檬果'),
  food('pineapple', 'produce', 'piece', 'pantry', [2, 5, 180, _], 'pineapple', 'piña|ananás', 'ananas', 'Ananas', '菠萝|凤梨|鳳梨|菠蘿'),
  food('melon', 'produce', 'piece', 'pantry', [7, 5, _, _], 'melon|watermelon|cantaloupe|rockmelon|honeydew|musk melon|galia melon', 'melón|sandía|melón cantalupo', "melon|pastèque|melon d'eau|cantaloup", 'Melone|Wassermelone|Honigmelone|Zuckermelone|Galiamelone|Cantaloupe', '西瓜|哈密瓜|甜瓜|香瓜|蜜瓜|网纹瓜'),
  food('avocados', 'produce', 'piece', 'pantry', [4, 4, _, _], 'avocados|avocado|avo|avos', 'aguacates|aguacate|palta', 'avocats|avocat', 'Avocados|Avocado', '牛油果|鳄梨|酪梨|油梨'),
  food('tomatoes', 'produce', 'piece', 'pantry', [5, 5, 60, _], 'tomatoes|tomato|cherry tomatoes', 'tomates|tomate|tomates cherry|jitomates|jitomate|tomatitos', 'tomates|tomate|tomates cerises', 'Tomaten|Tomate|Cherrytomaten|Paradeiser|Strauchtomaten|Rispentomaten|Cocktailtomaten|Kirschtomaten|Datteltomaten|Fleischtomaten|Eiertomaten', '番茄|西红柿|小番茄|圣女果|小西红柿|蕃茄|西紅柿|车厘茄'),
  food('potatoes', 'produce', 'kg', 'pantry', [30, _, _, _], 'potatoes|potato|spuds|tatties', 'patatas|patata|papas', 'pommes de terre|pomme de terre|patates|patate', 'Kartoffeln|Kartoffel|Erdäpfel|Speisekartoffeln|Frühkartoffeln|Herdöpfel|Härdöpfel|Grumbeeren', '土豆|马铃薯|洋芋|薯仔|馬鈴薯|洋山芋'),
  food('sweet-potatoes', 'produce', 'kg', 'pantry', [21, _, _, _], 'sweet potatoes|sweet potato|kumara', 'boniatos|batatas|camote', 'patates douces|patate douce', 'Süßkartoffeln|Süßkartoffel|Bataten', '红薯|地瓜|番薯|甘薯|红苕|蕃薯|紅薯'),
  food('onions', 'produce', 'piece', 'pantry', [30, 60, 240, 7], 'onions|onion|red onion|yellow onion|shallots', 'cebollas|cebolla|cebolla morada|chalotas|cebollitas', 'oignons|oignon|oignon rouge|échalotes', 'Zwiebeln|Zwiebel|rote Zwiebel|Schalotten|Gemüsezwiebeln|Speisezwiebeln', '洋葱|红洋葱|紫洋葱|圆葱|洋蔥|红葱头'),
  food('garlic', 'produce', 'piece', 'pantry', [90, _, _, _], 'garlic|garlic bulb', 'ajo|ajos|cabeza de ajo', "ail|tête d'ail", 'Knoblauch|Knoblauchknolle|Knoblauchzehen', '大蒜|蒜|蒜头|蒜瓣|蒜米'),
  food('ginger', 'produce', 'g', 'fridge', [7, 21, 180, _], 'ginger|fresh ginger|ginger root|root ginger', 'jengibre', 'gingembre', 'Ingwer|Ingwerwurzel', '姜|生姜|老姜|嫩姜|子姜|薑|生薑'),
  food('carrots', 'produce', 'kg', 'fridge', [_, 21, 300, _], 'carrots|carrot', 'zanahorias|zanahoria', 'carottes|carotte', 'Karotten|Karotte|Möhren|Möhre|Rüebli|Mohrrüben|gelbe Rüben', '胡萝卜|红萝卜|紅蘿蔔|胡蘿蔔'),
  food('celery', 'produce', 'bunch', 'fridge', [_, 14, 300, _], 'celery', 'apio', 'céleri|céleri branche|céleri en branche', 'Staudensellerie|Sellerie|Stangensellerie|Bleichsellerie', '芹菜|西芹|西洋芹'),
  food('broccoli', 'produce', 'piece', 'fridge', [_, 5, 300, _], 'broccoli', 'brócoli|brécol', 'brocoli', 'Brokkoli|Broccoli', '西兰花|西蓝花|青花菜|绿花菜|綠花椰|绿花椰菜|西蘭花'),
  food('cauliflower', 'produce', 'piece', 'fridge', [_, 7, 300, _], 'cauliflower|cauli', 'coliflor', 'chou-fleur', 'Blumenkohl|Karfiol', '花椰菜|菜花|花菜|椰菜花'),
  food('cabbage', 'produce', 'piece', 'fridge', [_, 14, 300, _], 'cabbage|red cabbage|white cabbage|savoy cabbage', 'repollo|col|lombarda|repollo morado|col lombarda', 'chou|chou rouge|chou blanc|chou vert|chou de Milan', 'Kohl|Weißkohl|Rotkohl|Kraut|Weißkraut|Blaukraut|Rotkraut|Weisskabis|Rotkabis|Wirsing|Spitzkohl', '卷心菜|包菜|白菜|高丽菜|包心菜|椰菜|洋白菜|紫甘蓝|高麗菜'),
  food('lettuce', 'produce', 'piece', 'fridge', [_, 7, _, _], 'lettuce|salad|salad leaves|romaine|little gem|iceberg lettuce|cos lettuce', 'lechuga|ensalada', 'laitue|salade|romaine|sucrine|batavia', 'Salat|Kopfsalat|Blattsalat|Eisbergsalat|Römersalat|Häuptelsalat|Pflücksalat', '生菜|莴苣|萵苣|沙拉菜'),
  food('spinach', 'produce', 'g', 'fridge', [_, 5, 300, _], 'spinach|baby spinach', 'espinacas|espinaca', 'épinards', 'Spinat|Babyspinat|Blattspinat', '菠菜|菠薐菜'),
  food('cucumber', 'produce', 'piece', 'fridge', [_, 7, _, _], 'cucumber|cucumbers|cukes', 'pepino|pepinos', 'concombre|concombres', 'Gurke|Gurken|Salatgurke|Schlangengurke|Minigurken', '黄瓜|青瓜|胡瓜|黃瓜'),
  food('bell-peppers', 'produce', 'piece', 'fridge', [_, 7, 240, _], 'bell peppers|bell pepper|peppers|red pepper|green pepper|capsicum|sweet peppers|sweet pepper|yellow pepper|orange pepper', 'pimientos|pimiento|pimiento rojo|morrón|morrones|pimiento morrón|chile morrón', 'poivrons|poivron|piment doux', 'Paprika|Paprikaschoten|Paprikaschote|Gemüsepaprika|Spitzpaprika', '甜椒|彩椒|青椒|灯笼椒|柿子椒|菜椒'),
  food('chillies', 'produce', 'piece', 'fridge', [_, 14, 180, _], 'chillies|chilli|chili peppers|chili|jalapeños|chilli peppers|chile peppers|hot peppers|habanero|scotch bonnet', 'chiles|chile|guindillas|jalapeños|ají|ajíes|rocoto|chile serrano|chile habanero', 'piments|piment', 'Chilis|Chili|Peperoni|Pfefferoni|Chilischoten|Peperoncini', '辣椒|尖椒|小米辣|朝天椒|指天椒'),
  food('courgettes', 'produce', 'piece', 'fridge', [_, 5, 240, _], 'courgettes|courgette|zucchini', 'calabacines|calabacín|calabacitas|calabacita|zapallitos|zapallito italiano|zapallo italiano|zucchini|zuchini', 'courgettes|courgette', 'Zucchini|Zucchetti', '西葫芦|栉瓜|櫛瓜|翠玉瓜|意大利青瓜'),
  food('aubergines', 'produce', 'piece', 'fridge', [_, 5, _, _], 'aubergines|aubergine|eggplant', 'berenjenas|berenjena', 'aubergines|aubergine', 'Auberginen|Aubergine|Melanzani', '茄子|矮瓜|茄瓜'),
  food('chayote', 'produce', 'piece', 'fridge', [7, 21, _, _], 'chayote|chayotes|chayote squash|christophene|choko', 'chayote|chayotes|guatila|tayota|güisquil', 'chayote|chayotes|christophine|christophines', 'Chayote|Chayoten|Christophine', '佛手瓜|合掌瓜'),
  food('mushrooms', 'produce', 'g', 'fridge', [_, 5, 240, _], 'mushrooms|mushroom|button mushrooms', 'champiñones|setas|hongos|champis', 'champignons|champignon', 'Champignons|Pilze|Schwammerl|Egerlinge|Pilz', '蘑菇|香菇|洋菇|口蘑|平菇|杏鲍菇|金针菇'),
  food('green-beans', 'produce', 'g', 'fridge', [_, 5, 240, _], 'green beans|french beans|string beans|runner beans|snap beans', 'judías verdes|ejotes|porotos verdes|chauchas|vainitas', 'haricots verts|haricots mange-tout|haricots beurre', 'grüne Bohnen|Brechbohnen|Fisolen|Prinzessbohnen|Buschbohnen|Stangenbohnen|Keniabohnen', '四季豆|豆角|敏豆'),
  food('corn-on-the-cob', 'produce', 'piece', 'fridge', [_, 2, 240, _], 'corn on the cob|sweetcorn|corn|corn cobs|sweet corn|maize', 'mazorca de maíz|elote|maíz|choclo|choclos|mazorca|mazorcas|jojoto|maíz tierno', "épi de maïs|maïs|blé d'Inde|épis de blé d'Inde|maïs en épi", 'Maiskolben|Mais|Kukuruz|Zuckermais', '玉米|粟米|苞米|玉蜀黍'),
  food('leeks', 'produce', 'piece', 'fridge', [_, 14, 120, _], 'leeks|leek', 'puerros|puerro|ajo porro|ajo puerro', 'poireaux|poireau', 'Lauch|Porree|Lauchstange', '韭葱|大葱|京葱'),
  food('spring-onions', 'produce', 'bunch', 'fridge', [_, 7, _, _], 'spring onions|spring onion|scallions|green onions|salad onions', 'cebolletas|cebolleta|cebollino|cebolla de verdeo|cebolla larga|cebolla cambray|cebollitas de cambray|cebolla verde|cebollas verdes|cebolla de rama|cebolla junca', 'oignons verts|ciboule|oignons nouveaux|échalote verte|cébette', 'Frühlingszwiebeln|Lauchzwiebeln|Jungzwiebeln|Bundzwiebeln', '葱|小葱|香葱|青葱|葱花|蔥|青蔥'),
  food('pumpkin', 'produce', 'piece', 'pantry', [60, _, 240, _], 'pumpkin|butternut squash|squash|butternut', 'calabaza|zapallo|auyama|ahuyama|ayote', 'potiron|courge|courge butternut|citrouille|butternut', 'Kürbis|Butternusskürbis|Hokkaidokürbis|Muskatkürbis|Butternut', '南瓜|倭瓜'),
  food('parsley', 'produce', 'bunch', 'fridge', [_, 10, 120, _], 'parsley|fresh parsley', 'perejil', 'persil', 'Petersilie|Peterli|Petersil|Blattpetersilie', '欧芹|香芹|番芫荽|洋香菜'),
  food('coriander', 'produce', 'bunch', 'fridge', [_, 7, 120, _], 'coriander|cilantro|fresh coriander', 'cilantro', 'coriandre', 'Koriander|frischer Koriander|Koriandergrün', '香菜|芫荽|芫茜|胡荽'),
  food('basil', 'produce', 'bunch', 'fridge', [_, 5, 120, _], 'basil|fresh basil', 'albahaca', 'basilic', 'Basilikum', '罗勒|九层塔|羅勒|九層塔'),
  food('chives', 'produce', 'bunch', 'fridge', [_, 7, 120, _], 'chives|chive|fresh chives', 'cebollín|cebollines|ciboulette', 'ciboulette|ciboulettes|civette', 'Schnittlauch', '细香葱|虾夷葱'),

  // Meat, fish and other proteins
  food('ground-beef', 'meat', 'g', 'fridge', [_, 2, 120, _], 'ground beef|minced beef|beef mince|mince|hamburger meat|ground chuck', 'carne picada|carne molida|carne picada de ternera', 'bœuf haché|boeuf haché|viande hachée|steak haché', 'Hackfleisch|Rinderhackfleisch|Rinderhack|Hack|Faschiertes|Gehacktes|Rindergehacktes|Rinderfaschiertes|Rindsfaschiertes', '牛肉馅|绞牛肉|肉馅|牛绞肉|牛肉末|碎牛肉|免治牛肉|牛肉碎'),
  food('beef-steak', 'meat', 'g', 'fridge', [_, 4, 240, _], 'beef steak|steak|beef|sirloin|rump steak|ribeye|rib-eye|scotch fillet|porterhouse|T-bone', 'filete de ternera|bistec|ternera|carne de res|bife|bifes|bife de chorizo|bife de lomo|filete de res|carne de vaca|carne vacuna|solomillo de ternera|solomillo de res|entrecot|chuletón|churrasco', 'steak|bœuf|boeuf|bifteck|entrecôte|faux-filet|rumsteck|côte de bœuf|pavé de bœuf|tournedos', 'Rindersteak|Steak|Rindfleisch|Rumpsteak|Entrecôte|Hüftsteak|Rinderfilet|Rindsfilet|Beiried|Rostbraten|Rindsfleisch', '牛排|牛肉|牛扒|牛柳|牛里脊'),
  food('beef-roast', 'meat', 'g', 'fridge', [_, 4, 240, _], 'beef roast|roast beef joint|brisket|stewing beef|chuck roast|pot roast|stewing steak|braising steak|diced beef|gravy beef', 'asado de ternera|carne para guisar|carne para estofado|morcillo|osobuco|carne para asar|peceto', 'rôti de bœuf|bœuf à braiser|boeuf bourguignon|bœuf à bouillir|paleron|jarret de bœuf', 'Rinderbraten|Gulaschfleisch|Rinderbrust|Rindsbraten|Tafelspitz|Schmorbraten|Siedfleisch|Suppenfleisch', '炖牛肉|牛腩|牛腱|牛腱子|牛肋条'),
  food('pork-chops', 'meat', 'g', 'fridge', [_, 4, 180, _], 'pork chops|pork|pork loin|pork tenderloin|pork steaks|spare ribs|spareribs', 'chuletas de cerdo|cerdo|lomo de cerdo|chancho|carne de chancho|puerco|carne de puerco|bondiola', 'côtelettes de porc|porc|filet mignon de porc', 'Schweinekoteletts|Schweinefleisch|Schweinefilet|Schweinskotelett|Schweinsfilet|Schweinsbraten|Schweineschnitzel|Kotelett|Schweinenacken|Schweinebauch', '猪排|猪肉|里脊|豬肉|猪扒|五花肉|排骨|梅花肉'),
  food('ground-pork', 'meat', 'g', 'fridge', [_, 2, 120, _], 'ground pork|minced pork|pork mince', 'carne picada de cerdo|carne molida de cerdo|carne de cerdo picada|carne molida de puerco', 'porc haché|viande de porc hachée', 'Schweinehackfleisch|Schweinemett|Schweinehack|Mett|Schweinefaschiertes|Schweinsfaschiertes', '猪肉馅|猪肉末|猪绞肉|免治猪肉|猪肉碎'),
  food('chicken-pieces', 'meat', 'g', 'fridge', [_, 2, 270, _], 'chicken breast|chicken breasts|chicken thighs|chicken legs|chicken wings|chicken|chicken fillets|chicken drumsticks', 'pechuga de pollo|muslos de pollo|alitas de pollo|pollo|pechugas de pollo|contramuslos de pollo', 'blanc de poulet|filet de poulet|cuisses de poulet|ailes de poulet|poulet', 'Hähnchenbrust|Hähnchenschenkel|Hähnchenflügel|Hähnchen|Hühnchen|Pouletbrust|Pouletschenkel|Pouletflügel|Hendl|Hühnerbrust|Hühnerfleisch|Hähnchenkeulen|Hähnchenfilet|Hühnerkeulen|Hühnerflügel|Hühnchenbrust|Hühnerschenkel', '鸡胸肉|鸡腿|鸡翅|鸡肉|鸡扒|鸡翼|鸡中翅|鸡翅中|雞肉|雞胸|雞腿|雞翅|雞翼|鸡槌|琵琶腿|鸡脯肉|鸡胸'),
  food('whole-chicken', 'meat', 'piece', 'fridge', [_, 2, 365, _], 'whole chicken|roasting chicken|spatchcock|poussin', 'pollo entero', 'poulet entier|poulet rôti cru', 'ganzes Hähnchen|Brathähnchen|Poulet|ganzes Poulet|Suppenhuhn|Brathendl|Brathuhn|ganzes Huhn', '整鸡|全鸡|三黄鸡'),
  food('ground-poultry', 'meat', 'g', 'fridge', [_, 2, 120, _], 'ground chicken|ground turkey|minced chicken|turkey mince|chicken mince|minced turkey', 'carne picada de pollo|carne picada de pavo|carne molida de pollo|carne molida de pavo|pollo molido|pavo molido', 'poulet haché|dinde hachée|haché de volaille|volaille hachée', 'Geflügelhackfleisch|Putenhackfleisch|Hähnchenhack|Putenhack|Hühnerfaschiertes|Putenfaschiertes', '鸡肉馅|火鸡肉馅|鸡肉末|鸡绞肉'),
  food('turkey', 'meat', 'g', 'fridge', [_, 2, 365, _], 'turkey|turkey breast', 'pavo|pechuga de pavo|guajolote|chompipe', 'dinde|blanc de dinde|dindon', 'Pute|Putenbrust|Truthahn|Puter|Putenschnitzel|Putenfleisch|Trutenbrust', '火鸡|火鸡胸肉|火雞'),
  food('lamb', 'meat', 'g', 'fridge', [_, 4, 180, _], 'lamb|lamb chops|leg of lamb|mutton', 'cordero|chuletas de cordero|borrego|carnero', "agneau|côtelettes d'agneau|gigot d'agneau|mouton", 'Lamm|Lammkoteletts|Lammkeule|Lammfleisch|Lammschulter|Lammkarree|Lammrücken|Hammelfleisch|Schaffleisch', '羊肉|羊排|羊腿|羔羊肉|羊扒|羊肩'),
  food('bacon', 'meat', 'g', 'fridge', [_, 7, 30, 7], 'bacon|streaky bacon|bacon lardons|pancetta|back bacon|guanciale', 'beicon|bacon|panceta|tocino|tocineta|guanciale', 'lardons|bacon|poitrine fumée|lard fumé|lardons fumés|pancetta', 'Speck|Frühstücksspeck|Bacon|Speckwürfel|Bauchspeck|Schinkenspeck|Räucherspeck|Pancetta', '培根|咸肉|烟肉|煙肉'),
  food('sausages', 'meat', 'g', 'fridge', [_, 2, 60, _], 'sausages|sausage|fresh sausages|sausage meat|snags|snag|chipolatas|bratwurst|Johnsonville', 'salchichas frescas|salchicha|longaniza|butifarra|chorizo criollo|salchicha parrillera', 'saucisses|saucisse|chair à saucisse|chipolatas|merguez', 'Bratwurst|Bratwürste|Würstchen roh|Rostbratwurst|Bratwürstel|Grillwürstchen|Grillwurst', '生香肠|香肠|鲜肉肠'),
  food('hot-dogs', 'meat', 'piece', 'fridge', [_, 14, 60, 7], 'hot dogs|frankfurters|wieners|hot dog sausages|frankfurts|saveloys', 'salchichas de frankfurt|perritos|vienesas|salchichas de viena|salchichas tipo viena|salchichitas', 'saucisses de Francfort|knacks|saucisses de Strasbourg|saucisses à hot-dog|hot-dogs', 'Wiener Würstchen|Frankfurter|Wienerli|Wienerle|Frankfurter Würstel|Wiener Würstel|Würstel|Bockwurst|Hotdog-Würstchen|Böklunder', '热狗肠|法兰克福香肠|热狗|法兰克福肠|维也纳香肠'),
  food('ham', 'meat', 'g', 'fridge', [_, 7, 60, 5], 'ham|cooked ham|gammon', 'jamón cocido|jamón york|jamón|jamón dulce', 'jambon|jambon blanc', 'Kochschinken|Schinken|Beinschinken|Hinterschinken|Vorderschinken', '火腿'),
  food('deli-meat', 'meat', 'g', 'fridge', [_, 14, 60, 5], 'deli meat|lunch meat|sliced meat|cold cuts|salami|cold meats|sliced meats|luncheon meat|charcuterie|pepperoni|mortadella|prosciutto', 'fiambre|embutido|salami|salchichón|mortadela|fuet|carnes frías|salame|pepperoni', 'charcuterie|charcuterie en tranches|salami|saucisson|saucisson sec|viande froide|viandes froides|mortadelle|pepperoni', 'Aufschnitt|Wurstaufschnitt|Salami|Mortadella|Lyoner|Fleischwurst|Bierschinken', '午餐肉|熟肉片|萨拉米|冷切肉|意大利腊肠'),
  food('white-fish', 'meat', 'g', 'fridge', [_, 2, 180, _], 'white fish|fish|cod|haddock|hake|fish fillets|tilapia|pollock|basa|plaice fillets|whiting|snapper|barramundi|sea bass|seabass|sea bream|halibut|catfish|monkfish|coley', 'pescado blanco|pescado|bacalao|merluza|abadejo|lenguado|pescadilla|corvina|lubina|róbalo|tilapia|congrio|filete de pescado', 'poisson blanc|poisson|cabillaud|colin|merlu|lieu noir|lieu jaune|morue salée|filets de morue|églefin|aiglefin|filet de poisson|dorade|loup de mer|tilapia|pangasius|merlan|flétan', 'Weißfisch|Fisch|Kabeljau|Seelachs|Fischfilet|Dorsch|Seehecht|Pangasius|Zander|Rotbarsch|Tilapia|Schellfisch|Wolfsbarsch|Dorade|Heilbutt|Victoriabarsch', '鱼|白鱼|鳕鱼|鱼片|龙利鱼|巴沙鱼|鲈鱼|罗非鱼|鲷鱼|鱼柳|魚|鱈魚|比目鱼|多宝鱼|草鱼|鲫鱼'),
  food('salmon', 'meat', 'g', 'fridge', [_, 2, 90, _], 'salmon|salmon fillets|trout|mackerel|steelhead trout', 'salmón|trucha|caballa|macarela|jurel', 'saumon|truite|maquereau', 'Lachs|Lachsfilet|Forelle|Makrele|Saibling|Lachsforelle|Lachssteak', '三文鱼|鲑鱼|鳟鱼|鲭鱼|青花鱼|鲐鱼|三文魚|鮭魚'),
  food('smoked-salmon', 'meat', 'g', 'fridge', [_, 14, 60, 5], 'smoked salmon|lox|gravlax|smoked trout', 'salmón ahumado|trucha ahumada', 'saumon fumé|truite fumée|gravlax', 'Räucherlachs|geräucherter Lachs|Räucherforelle|Graved Lachs|Rauchlachs', '烟熏三文鱼|熏三文鱼|烟三文鱼|煙燻鮭魚|烟熏鲑鱼'),
  food('shrimp', 'meat', 'g', 'fridge', [_, 2, 180, _], 'shrimp|prawns|king prawns|tiger prawns', 'gambas|camarones|langostinos|gambitas', 'crevettes|gambas', 'Garnelen|Shrimps|Krabben|Crevetten|Riesengarnelen|Scampi|Nordseekrabben', '虾|虾仁|大虾|冻虾|明虾|基围虾|蝦|蝦仁|大蝦|白虾|对虾|海虾|鲜虾'),
  food('tofu', 'other', 'g', 'fridge', [_, 30, 150, 5], 'tofu|bean curd|beancurd', 'tofu|queso de soja', 'tofu', 'Tofu', '豆腐'),
  food('hummus', 'other', 'g', 'fridge', [_, 30, 60, 7], 'hummus|houmous|humous|hommus', 'hummus|humus|puré de garbanzos', 'houmous|hoummos|hummus', 'Hummus|Kichererbsenpüree', '鹰嘴豆泥|鷹嘴豆泥|胡姆斯'),
  food('leftovers', 'other', 'piece', 'fridge', [_, 4, 90, _], 'leftovers|cooked leftovers|cooked dish', 'sobras|restos de comida|comida sobrante|sobras de comida', 'restes|plat cuisiné', 'Reste|Essensreste|Resteessen', '剩菜|剩饭|隔夜菜'),
  food('fresh-pasta', 'other', 'g', 'fridge', [_, 14, 60, 3], 'fresh pasta|fresh ravioli|fresh tortellini|gnocchi', 'pasta fresca|ravioli frescos|ñoquis|gnocchi|sorrentinos|tallarines frescos', 'pâtes fraîches|raviolis frais|gnocchis', 'frische Pasta|frische Nudeln|Gnocchi|Schupfnudeln|Frischnudeln|Frischpasta', '鲜面|意大利鲜面|土豆团子'),
  food('pesto', 'other', 'g', 'pantry', [365, _, 180, 7], 'pesto', 'pesto', 'pesto|pistou', 'Pesto', '青酱|香蒜酱|罗勒酱|羅勒醬'),

  // Pantry staples, baking and condiments
  food('rice', 'pantry', 'kg', 'pantry', [730, _, _, _], "rice|white rice|basmati rice|jasmine rice|long-grain rice|risotto rice|basmati|arborio|Uncle Ben's|Uncle Bens|Ben's Original|India Gate|Daawat", "arroz|arroz blanco|arroz basmati|arroz jazmín|basmati|Uncle Ben's|Ben's Original", "riz|riz blanc|riz basmati|riz thaï|riz à risotto|basmati|Uncle Ben's|Ben's Original|Taureau Ailé", "Reis|Basmatireis|Jasminreis|Langkornreis|Risottoreis|Basmati|Milchreis|Sushireis|Rundkornreis|Duftreis|Uncle Ben's|Ben's Original|Oryza", '大米|米|白米|香米|米饭|泰国香米|丝苗米|粳米|籼米|糯米|珍珠米'),
  food('brown-rice', 'pantry', 'kg', 'pantry', [180, 365, 365, _], 'brown rice|wholegrain rice|whole grain rice', 'arroz integral', 'riz complet|riz brun', 'Naturreis|Vollkornreis|brauner Reis', '糙米|玄米'),
  food('pasta', 'pantry', 'g', 'pantry', [730, _, _, 365], 'pasta|dried pasta|spaghetti|penne|fusilli|macaroni|noodles|linguine|fettuccine|fettuccini|tagliatelle|rigatoni|farfalle|lasagne sheets|lasagna sheets|lasagna noodles|orzo|ziti|vermicelli|udon|De Cecco|Garofalo|Ronzoni', 'pasta|espaguetis|macarrones|fideos|tallarines|spaghetti|coditos|tirabuzones|láminas de lasaña|placas de lasaña|pasta seca|penne|fusilli|De Cecco|Garofalo', 'pâtes|spaghettis|penne|macaronis|nouilles|coquillettes|tagliatelles|linguines|farfalles|feuilles de lasagne|vermicelles|pâtes sèches|torsades|fusillis|cornettes|De Cecco|Garofalo', 'Nudeln|Pasta|Spaghetti|Makkaroni|Spätzle|Teigwaren|Hörnli|Hörnchennudeln|Bandnudeln|Spiralnudeln|Eiernudeln|Lasagneplatten|Penne|Fusilli|Tagliatelle|Suppennudeln|De Cecco|Garofalo|Bernbacher', '意大利面|意面|义大利面|意粉|面条|通心粉|挂面|麵條|意大利麵|義大利麵|意麵|螺旋面|蝴蝶面|乌冬面|宽面|荞麦面'),
  food('instant-noodles', 'pantry', 'pack', 'pantry', [365, _, _, _], 'instant noodles|ramen noodles|cup noodles|ramen|pot noodles|instant ramen|Indomie|Nissin|Maggi noodles|Maruchan|Shin Ramyun|Samyang|Mama noodles', 'fideos instantáneos|ramen instantáneo|ramen|sopa instantánea|maruchan|Indomie|Nissin|Cup Noodles|Yatekomo', 'nouilles instantanées|ramen|Indomie|Nissin|Cup Noodles', 'Instantnudeln|Fertignudeln|Ramen|Instant-Nudeln|Indomie|Nissin|Cup Noodles|Maggi Magic Asia', '方便面|泡面|公仔面|速食面|即食面|快熟面|泡麵|速食麵|出前一丁|合味道|汤达人|辛拉面|火鸡面|营多|康师傅红烧牛肉面|老坛酸菜牛肉面'),
  food('flour', 'pantry', 'kg', 'pantry', [365, _, 730, 240], 'flour|plain flour|all-purpose flour|white flour|self-raising flour|bread flour|AP flour|self-rising flour|cake flour|strong flour|strong white flour|wheat flour|pastry flour', 'harina|harina de trigo|harina común|harina leudante|harina de todo uso|harina todo uso|harina para todo uso|harina de fuerza|harina floja|harina blanca|harina preparada', 'farine|farine de blé|farine T55|farine tout usage|farine T45|farine à pain|farine auto-levante|farine fluide|farine de froment|farine blanche', 'Mehl|Weizenmehl|Weißmehl|Type 405|Type 550|glattes Mehl|griffiges Mehl|Universalmehl|Dinkelmehl|Zopfmehl|Halbweissmehl|Roggenmehl', '面粉|中筋面粉|普通面粉|高筋面粉|低筋面粉|麵粉|小麦粉|自发粉|面包粉|中筋粉|高筋粉|低筋粉'),
  food('wholemeal-flour', 'pantry', 'kg', 'pantry', [90, 180, 365, _], 'wholemeal flour|whole wheat flour|wholewheat flour|graham flour|whole grain flour', 'harina integral|harina de trigo integral', 'farine complète|farine de blé entier|farine T150|farine intégrale', 'Vollkornmehl|Weizenvollkornmehl|Dinkelvollkornmehl|Ruchmehl|Vollmehl', '全麦面粉|全麦粉|全麥麵粉'),
  food('cornstarch', 'pantry', 'g', 'pantry', [540, _, _, _], 'cornstarch|cornflour|corn starch|potato starch', 'maicena|almidón de maíz|fécula de maíz', 'fécule de maïs|maïzena|amidon de maïs', 'Speisestärke|Maisstärke|Maizena|Stärkemehl', '玉米淀粉|生粉|粟粉|太白粉|淀粉|芡粉|马铃薯淀粉|土豆淀粉'),
  food('sugar', 'pantry', 'kg', 'pantry', [730, _, _, _], "sugar|white sugar|granulated sugar|caster sugar|icing sugar|powdered sugar|confectioners' sugar|superfine sugar|cane sugar|table sugar|sugar cubes|Tate & Lyle|Tate and Lyle", 'azúcar|azúcar blanco|azúcar glas|azúcar glass|azúcar impalpable|azúcar flor|azúcar en polvo|azúcar refinada|azúcar blanca|azúcar granulada|azúcar extrafina', 'sucre|sucre blanc|sucre en poudre|sucre glace|sucre à glacer|sucre semoule|sucre cristallisé|sucre granulé|sucre en morceaux|sucre impalpable|Béghin Say', 'Zucker|Kristallzucker|Puderzucker|Staubzucker|Feinkristallzucker|Raffinadezucker|Würfelzucker|Streuzucker|Haushaltszucker', '糖|白糖|白砂糖|糖粉|砂糖|绵白糖|方糖|糖霜|幼砂糖|冰糖'),
  food('brown-sugar', 'pantry', 'g', 'pantry', [540, _, _, _], "brown sugar|demerara sugar|muscovado sugar|raw sugar|Billington's|Billingtons", 'azúcar moreno|azúcar morena|azúcar rubia|azúcar mascabado|azúcar mascabo|azúcar negra|chancaca|azúcar integral', 'sucre roux|cassonade|vergeoise|sucre brun|sucre complet', 'brauner Zucker|Rohrzucker|Rohrohrzucker|Farinzucker|Kandisfarin|Vollrohrzucker|Muscovado', '红糖|黄糖|黑糖|赤砂糖|片糖|紅糖|红砂糖'),
  food('honey', 'pantry', 'g', 'pantry', [730, _, _, _], 'honey|Capilano|Billy Bee', 'miel|miel de abeja', 'miel', 'Honig|Bienenhonig|Blütenhonig|Waldhonig|Akazienhonig', '蜂蜜|蜜糖|蜂糖'),
  food('maple-syrup', 'pantry', 'ml', 'pantry', [365, _, _, 365], "maple syrup|syrup|pancake syrup|Mrs Butterworth's", 'sirope de arce|jarabe de arce|miel de maple|jarabe de maple|miel de arce', "sirop d'érable", 'Ahornsirup|Ahornsyrup', '枫糖浆|枫糖|楓糖漿|枫树糖浆'),
  food('salt', 'pantry', 'g', 'pantry', [1825, _, _, _], 'salt|sea salt|table salt|kosher salt|rock salt|salt flakes|iodised salt|iodized salt|Maldon|Diamond Crystal', 'sal|sal marina|sal fina', 'sel|sel fin|sel de mer|gros sel', 'Salz|Meersalz|Speisesalz|Kochsalz|Jodsalz|Tafelsalz|Steinsalz|Bad Reichenhaller', '盐|食盐|海盐|鹽|精盐|粗盐|食用盐'),
  food('black-pepper', 'pantry', 'g', 'pantry', [1095, _, _, _], 'black pepper|pepper|ground pepper|peppercorns', 'pimienta negra|pimienta', 'poivre noir|poivre|poivre moulu', 'schwarzer Pfeffer|Pfeffer|Pfefferkörner', '黑胡椒|胡椒|胡椒粉|黑椒'),
  food('paprika', 'pantry', 'g', 'pantry', [1095, _, _, _], 'paprika|smoked paprika|paprika powder|sweet paprika', 'pimentón|pimentón dulce|pimentón ahumado|páprika|pimentón de la Vera|ají de color', 'paprika|paprika fumé|piment doux en poudre', 'Paprikapulver|edelsüßer Paprika|geräuchertes Paprikapulver|Paprika edelsüß|Rosenpaprika', '红椒粉|烟熏红椒粉|甜椒粉'),
  food('cinnamon', 'pantry', 'g', 'pantry', [1095, _, _, _], 'cinnamon|ground cinnamon|cinnamon sticks', 'canela|canela molida', 'cannelle|cannelle moulue', 'Zimt|Zimtstangen|Zimtpulver|Kaneel', '肉桂|肉桂粉|桂皮|玉桂'),
  food('cumin', 'pantry', 'g', 'pantry', [1095, _, _, _], 'cumin|ground cumin|cumin seeds|jeera', 'comino', 'cumin', 'Kreuzkümmel|Cumin|Mutterkümmel', '孜然|孜然粉'),
  food('dried-herbs', 'pantry', 'g', 'pantry', [1095, _, _, _], 'dried herbs|dried oregano|oregano|thyme|mixed herbs|herbes de provence|dried basil|dried parsley|dried thyme|italian herbs|italian seasoning|bay leaves|bay leaf|marjoram', 'hierbas secas|orégano|tomillo|hojas de laurel|hoja de laurel|hierbas provenzales|finas hierbas|hierbas aromáticas secas|mejorana|albahaca seca|perejil seco', 'herbes séchées|origan|thym|herbes de Provence|feuilles de laurier|feuille de laurier|fines herbes|herbes italiennes|marjolaine|basilic séché|persil séché', 'getrocknete Kräuter|Oregano|Thymian|Kräuter der Provence|Lorbeerblätter|Lorbeerblatt|Majoran|italienische Kräuter|Kräutermischung|getrocknetes Basilikum', '干香草|牛至|百里香|月桂叶|香叶|混合香草|意大利香草|干罗勒|披萨草|马郁兰'),
  food('chilli-flakes', 'pantry', 'g', 'pantry', [1095, _, _, _], 'chilli flakes|chili flakes|red pepper flakes|chilli powder|cayenne pepper|crushed chillies|crushed red pepper|chili powder|cayenne|chile flakes|pepper flakes', 'copos de chile|guindilla molida|cayena|ají molido|chile en polvo|chile quebrado|hojuelas de chile|pimienta de cayena|guindilla en copos', "piment en flocons|piment de Cayenne|piment en poudre|piment d'Espelette|flocons de piment|piment broyé", 'Chiliflocken|Chilipulver|Cayennepfeffer|Chili gemahlen|Pul Biber|Chili-Flocken', '辣椒碎|辣椒面|辣椒粉|辣椒片|卡宴辣椒'),
  food('stock-cubes', 'pantry', 'piece', 'pantry', [730, _, _, _], 'stock cubes|stock cube|bouillon cubes|bouillon|broth cubes|oxo cubes|stock powder|bouillon powder|Knorr Stock Pot|Knorr Stockpot', 'pastillas de caldo|cubitos de caldo|caldo en cubos|caldo en polvo|Avecrem|Knorr Suiza', 'bouillon cube|cubes de bouillon|bouillon|bouillon en poudre|bouillon en cube', 'Brühwürfel|Suppenwürfel|Brühpulver|Bouillon|Gemüsebrühwürfel|Hühnerbrühwürfel|Bouillonwürfel|Gemüsebouillon|Suppenpulver|gekörnte Brühe|Maggiwürfel|Maggi-Würfel', '高汤块|浓汤宝|鸡精|浓汤块|汤块|鸡粉|清汤块|鸡汤块'),
  food('stock', 'pantry', 'l', 'pantry', [365, _, 90, 4], 'stock|broth|chicken stock|beef stock|vegetable stock', 'caldo|caldo de pollo|caldo de verduras', 'bouillon liquide|fond de volaille|bouillon de légumes|bouillon de poulet|bouillon de bœuf|bouillon de volaille', 'Brühe|Fond|Hühnerbrühe|Gemüsebrühe|Rinderbrühe|Rindsuppe|Rindsbrühe|Kalbsfond|Geflügelfond|Gemüsefond|Fleischbrühe|Knochenbrühe', '高汤|鸡汤|清汤|骨头汤|骨汤'),
  food('olive-oil', 'pantry', 'l', 'pantry', [540, _, _, 120], 'olive oil|extra virgin olive oil|EVOO|Carapelli', 'aceite de oliva|aceite de oliva virgen extra|AOVE|Carbonell|Carapelli', "huile d'olive|huile d'olive vierge extra|Puget|Carapelli", 'Olivenöl|natives Olivenöl', '橄榄油|初榨橄榄油|橄欖油|欧丽薇兰'),
  food('vegetable-oil', 'pantry', 'l', 'pantry', [365, _, _, 120], 'vegetable oil|sunflower oil|rapeseed oil|canola oil|cooking oil|oil|canola|corn oil|peanut oil|groundnut oil|avocado oil|walnut oil|soybean oil|grapeseed oil|rice bran oil|Mazola', 'aceite vegetal|aceite de girasol|aceite|aceite de ajonjolí|aceite de sésamo|aceite de cacahuete|aceite de maní|aceite de aguacate|aceite de palta|Mazola|Koipesol|Nutrioli', "huile végétale|huile de tournesol|huile de colza|huile|huile de sésame|huile d'avocat|Isio 4", 'Pflanzenöl|Sonnenblumenöl|Rapsöl|Öl|Speiseöl|Erdnussöl|Maiskeimöl|Distelöl|Sojaöl|Bratöl|Frittieröl|Sesamöl|Traubenkernöl|Tafelöl|Mazola', '植物油|食用油|花生油|菜籽油|菜油|色拉油|沙拉油|玉米油|葵花籽油|大豆油|调和油|芥花油|芝麻油|香油|麻油|鲁花'),
  food('vinegar', 'pantry', 'ml', 'pantry', [730, _, _, 365], 'vinegar|white wine vinegar|balsamic vinegar|cider vinegar|balsamic', 'vinagre|vinagre balsámico|aceto balsámico', 'vinaigre|vinaigre balsamique', 'Essig|Balsamico|Weißweinessig|Aceto Balsamico|Apfelessig|Rotweinessig|Weinessig|Branntweinessig|Reisessig|Kräuteressig|Tafelessig|Balsamessig', '醋|香醋|米醋|黑醋|陈醋|白醋|苹果醋|红醋|浙醋'),
  food('soy-sauce', 'pantry', 'ml', 'pantry', [730, _, _, 365], 'soy sauce|soya sauce|tamari|shoyu|Yamasa', 'salsa de soja|salsa de soya|sillao|salsa soya', 'sauce soja|sauce soya|sauce de soja', 'Sojasauce|Sojasoße|Shoyu', '酱油|生抽|老抽|醬油|豉油|头抽'),
  food('ketchup', 'pantry', 'g', 'pantry', [365, _, _, 180], "ketchup|tomato ketchup|catsup|Hellmann's ketchup", 'kétchup|ketchup|cátsup|catchup', 'ketchup', 'Ketchup|Tomatenketchup|Ketschup', '番茄酱|蕃茄酱|番茄醬|蕃茄醬|番茄沙司'),
  food('mustard', 'pantry', 'g', 'pantry', [365, _, _, 365], 'mustard|dijon mustard|dijon|Grey Poupon', 'mostaza', 'moutarde|moutarde de Dijon', 'Senf|Dijon-Senf|Mostrich|Dijonsenf|Löwensenf|Händlmaier|Bautzner', '芥末酱|黄芥末|第戎芥末|法式芥末|美式芥末'),
  food('mayonnaise', 'pantry', 'g', 'pantry', [90, _, _, 60], "mayonnaise|mayo|Hellmann's|Hellmanns|Kewpie", "mayonesa|mahonesa|Hellmann's|Hellmanns", "mayonnaise|Hellmann's", "Mayonnaise|Mayo|Majonäse|Salatmayonnaise|Hellmann's", '蛋黄酱|美乃滋|美奶滋|蛋黃醬'),
  food('hot-sauce', 'pantry', 'ml', 'pantry', [1095, _, _, 180], "hot sauce|chilli sauce|sriracha|tabasco|chili sauce|peri peri sauce|piri piri sauce|buffalo sauce|Frank's RedHot|Franks RedHot|Frank's Red Hot|Cholula|Huy Fong|Texas Pete|Lao Gan Ma|Laoganma", 'salsa picante|salsa de chile|salsa tabasco|salsa de ají|Tabasco|sriracha|Cholula|salsa Valentina|salsa Tapatío|salsa Huichol|salsa Búfalo', 'sauce piquante|sauce pimentée|sauce chili|sauce forte|Tabasco|sriracha', 'scharfe Soße|Chilisauce|scharfe Sauce|Chilisoße|Tabasco|Sriracha', '辣椒酱|辣酱|是拉差|老干妈|剁椒酱|辣椒醬|甜辣酱'),
  food('canned-tomatoes', 'pantry', 'can', 'pantry', [540, _, _, 5], 'canned tomatoes|tinned tomatoes|chopped tomatoes|crushed tomatoes|passata|tomato sauce|chopped toms|tinned toms|diced tomatoes|whole peeled tomatoes|peeled tomatoes|tomato passata', 'tomate triturado|tomate en lata|tomate troceado|tomate frito|tomate pelado|tomates pelados|tomate natural triturado|puré de tomate|tomate en conserva|tomate en cubos', 'tomates concassées|tomates en conserve|coulis de tomate|passata|tomates pelées|tomates en dés|tomates broyées|tomates en boîte|pulpe de tomate', 'Dosentomaten|gehackte Tomaten|passierte Tomaten|stückige Tomaten|geschälte Tomaten|Tomaten aus der Dose|Pelati|Tomatenpassata|Passata|Tomatenstücke|Pizzatomaten', '番茄罐头|罐装番茄|番茄碎|去皮番茄'),
  food('tomato-paste', 'pantry', 'g', 'pantry', [540, _, _, 5], 'tomato paste|tomato purée|tomato puree|tomato concentrate', 'concentrado de tomate|pasta de tomate|extracto de tomate|pasta de jitomate|tomate concentrado', 'concentré de tomate|purée de tomate|pâte de tomate', 'Tomatenmark|Paradeismark|Tomatenpüree|Tomatenkonzentrat', '番茄膏|番茄糊|茄膏|浓缩番茄酱|蕃茄膏'),
  food('pasta-sauce', 'pantry', 'jar', 'pantry', [540, _, _, 5], "pasta sauce|marinara sauce|bolognese sauce|marinara|arrabbiata sauce|napolitana sauce|spaghetti sauce|Dolmio|Rao's", 'salsa para pasta|salsa boloñesa|salsa napolitana|salsa de tomate para pasta|salsa pomodoro|salsa bolognesa|salsa marinara|salsa para espagueti', 'sauce pour pâtes|sauce bolognaise|sauce napolitaine|sauce arrabbiata|sauce à spaghetti|sauce marinara', 'Nudelsoße|Pastasauce|Tomatensoße|Nudelsauce|Tomatensauce|Bolognesesauce|Sugo|Spaghettisauce|Spaghettisoße', '意面酱|番茄意面酱|意粉酱|意大利肉酱|意大利面酱|番茄肉酱|义大利面酱'),
  food('canned-beans', 'pantry', 'can', 'pantry', [730, _, _, 4], 'canned beans|tinned beans|beans|kidney beans|chickpeas|black beans|baked beans|cannellini beans|garbanzos|Heinz Beanz|Beanz', 'alubias en conserva|judías|alubias|garbanzos|frijoles|porotos|habichuelas|caraotas|fréjoles|pallares', 'haricots en conserve|haricots rouges|pois chiches|haricots blancs|flageolets|haricots noirs|haricots en boîte|fèves au lard|haricots', 'Bohnen aus der Dose|Kidneybohnen|Kichererbsen|weiße Bohnen|Bohnen|Baked Beans|Borlottibohnen|Cannellinibohnen|Wachtelbohnen|Dosenbohnen|Käferbohnen', '豆子罐头|芸豆|鹰嘴豆|黑豆|红腰豆|茄汁黄豆|焗豆|斑豆|腰豆|鷹嘴豆'),
  food('dried-lentils', 'pantry', 'g', 'pantry', [365, _, _, _], 'lentils|dried lentils|red lentils|split peas', 'lentejas|lentejas rojas|arvejas partidas|guisantes partidos', 'lentilles|lentilles corail|pois cassés', 'Linsen|rote Linsen|Berglinsen|Belugalinsen|Tellerlinsen|Schälerbsen|Spalterbsen', '小扁豆|兵豆|扁豆'),
  food('dried-beans', 'pantry', 'g', 'pantry', [365, _, _, _], 'dried beans|dry beans|dried chickpeas|dried kidney beans|dried black beans|dried pulses|dried legumes', 'legumbres secas|judías secas|garbanzos secos|legumbres|frijoles secos|porotos secos|alubias secas', 'haricots secs|légumes secs|légumineuses|pois chiches secs', 'getrocknete Bohnen|Trockenbohnen|getrocknete Kichererbsen|Hülsenfrüchte', '干豆|干鹰嘴豆|赤小豆|干红豆|干黄豆|干绿豆|杂豆'),
  food('canned-tuna', 'pantry', 'can', 'pantry', [1095, _, _, 4], 'canned tuna|tinned tuna|tuna|sardines|canned fish|anchovies|pilchards|canned salmon|tinned salmon|tinned fish|canned mackerel|StarKist|Bumble Bee|Chicken of the Sea|John West|Rio Mare', 'atún en lata|atún|sardinas en lata|sardinas|bonito en lata|anchoas|caballa en lata|conservas de pescado|Rio Mare', 'thon en boîte|thon|sardines|anchois|maquereau en conserve|conserve de poisson|Petit Navire|Connétable|Rio Mare', 'Thunfisch|Thunfisch aus der Dose|Sardinen|Sardellen|Anchovis|Fischkonserve|Thunfischdose|Ölsardinen|Thon|Hawesta|Rio Mare', '金枪鱼罐头|金枪鱼|沙丁鱼罐头|鲔鱼罐头|吞拿鱼罐头|吞拿鱼|鲔鱼|沙丁鱼|鱼罐头|凤尾鱼|鮪魚'),
  food('canned-corn', 'pantry', 'can', 'pantry', [730, _, _, 4], 'canned corn|tinned sweetcorn|sweetcorn tin|canned vegetables|canned sweetcorn|creamed corn|corn kernels|tinned corn|niblets|tinned vegetables|canned peas', 'maíz en lata|maíz dulce|verduras en conserva|choclo en lata|granos de choclo|elote en lata|granos de elote|maíz en grano|choclo desgranado|arvejas en lata|guisantes en conserva|chícharos en lata', "maïs en conserve|maïs doux|légumes en conserve|maïs en grains|maïs en boîte|blé d'Inde en crème|maïs en crème|petits pois en conserve", 'Mais aus der Dose|Dosenmais|Gemüsekonserve|Gemüsemais|Maiskörner|Dosengemüse|Erbsen aus der Dose|Dosenerbsen', '玉米罐头|罐装玉米|甜玉米粒|玉米粒|粟米粒|蔬菜罐头|粟米罐头|忌廉粟米'),
  food('coconut-milk', 'pantry', 'can', 'pantry', [730, _, _, 5], 'coconut milk|coconut cream|creamed coconut', 'leche de coco|crema de coco', 'lait de coco|crème de coco', 'Kokosmilch|Kokosnussmilch|Kokoscreme', '椰奶|椰浆|椰乳|椰漿'),
  food('oats', 'pantry', 'g', 'pantry', [365, _, _, _], "oats|rolled oats|porridge oats|oatmeal|oat flakes|Ready Brek|Mornflake|Flahavan's|Flahavans", 'copos de avena|avena|avena en hojuelas|hojuelas de avena|avena arrollada', "flocons d'avoine|avoine|gruau", 'Haferflocken|Hafer', '燕麦|燕麦片|燕麥|燕麥片|桂格'),
  food('cereal', 'pantry', 'box', 'pantry', [365, _, _, 90], "cereal|breakfast cereal|cornflakes|muesli|granola|bran flakes|Weet-Bix|Weetbix|Weetabix|Cheerios|Special K|Frosties|Frosted Flakes|Coco Pops|Cocoa Puffs|Cocoa Krispies|Rice Krispies|Rice Bubbles|Froot Loops|Lucky Charms|Shreddies|Shredded Wheat|Grape-Nuts|Raisin Bran|All-Bran|Golden Grahams|Honey Smacks|Honey Bunches of Oats|Cinnamon Toast Crunch|Curiously Cinnamon|Corn Pops|Sultana Bran|Mini-Wheats|Cap'n Crunch|Nesquik cereal", 'cereales|cereales de desayuno|muesli|granola|hojuelas de maíz|copos de maíz|cornflakes|müsli|Cheerios|Special K|Chocapic|Zucaritas|Choco Krispis|Froot Loops|Frosties|Miel Pops|Cini Minis', 'céréales|céréales du petit-déjeuner|muesli|granola|flocons de maïs|corn flakes|Cheerios|Special K|Chocapic|Miel Pops|Frosties|Coco Pops|Cruesli|Golden Grahams', 'Cerealien|Frühstücksflocken|Cornflakes|Müsli|Granola|Müesli|Knuspermüsli|Frühstückscerealien|Cheerios|Special K|Chocapic|Frosties|Choco Krispies|Cini Minis', '麦片|早餐麦片|谷物|格兰诺拉|粟米片|家乐氏'),
  food('bread', 'pantry', 'piece', 'pantry', [5, 7, 90, _], 'bread|loaf|sliced bread|baguette|sourdough|ciabatta|focaccia|brioche|loaves|Hovis|Warburtons|Kingsmill', 'pan|pan de molde|barra de pan|baguette|pan lactal|pan bimbo|pan de caja|pan blanco|pan integral|pan francés|marraqueta|hallulla|bolillo|bolillos|telera|pan tajado|pan de masa madre|pan de barra|chapata|pancito|pancitos', 'pain|pain de mie|baguette|pain au levain|pain complet|pain de campagne|pain tranché|pain blanc|pain aux céréales|pain de seigle|petits pains|brioche', 'Brot|Toastbrot|Baguette|Sauerteigbrot|Brötchen|Semmeln|Semmel|Schrippen|Mischbrot|Roggenbrot|Vollkornbrot|Bauernbrot|Weißbrot|Butterzopf|Schwarzbrot|Graubrot|Dinkelbrot|Kastenbrot|Ciabatta|Weggli|Bürli|Mestemacher|Golden Toast', '面包|吐司|法棍|麵包|土司|多士|法式长棍|欧包|餐包|曼可顿'),
  food('tortillas', 'pantry', 'pack', 'pantry', [7, 21, 180, _], 'tortillas|wraps|flatbread|pitta bread|pita bread|pitta|pita|naan|naan bread|lavash|chapati|roti', 'tortillas de trigo|tortillas|pan de pita|pan árabe|rapiditas|pan pita', 'tortillas|wraps|pain pita|galettes de blé|pain naan|naan', 'Tortillas|Wraps|Fladenbrot|Pitabrot|Pita|Naan|Weizentortillas|Yufka', '墨西哥薄饼|卷饼|皮塔饼|印度烤饼|馕'),
  food('crackers', 'pantry', 'pack', 'pantry', [240, _, _, 30], 'crackers|crispbread|rice cakes|saltines|oatcakes|TUC|Triscuit|Wheat Thins|Cheez-It|Ryvita|Krisprolls', 'galletas saladas|crackers|tortitas de arroz|galletas de soda|galletitas saladas|galletas de agua|biscotes|TUC|Krisprolls', 'crackers|biscottes|galettes de riz|craquelins|pain suédois|biscuits soda|biscuits salés|TUC|Heudebert|Krisprolls', 'Cracker|Knäckebrot|Reiswaffeln|Salzcracker|Zwieback|Kräcker|TUC|Leicht & Cross', '饼干|苏打饼干|米饼|梳打饼|咸饼干|仙贝'),
  food('biscuits', 'pantry', 'pack', 'pantry', [60, _, 240, 30], 'biscuits|cookies|bikkies|bickies|digestives|shortbread|Oreo|Hobnobs|Custard Creams|Rich Tea|Chips Ahoy|Nutter Butter|Fig Newtons|Nilla Wafers|Tim Tam|Biscoff|Lotus Biscoff|Belvita|Parle-G|Marie Gold|Jammie Dodgers', 'galletas|galletitas|galletas dulces|galletas María|Oreo|Chips Ahoy|Biscoff|Belvita|Cuétara|Fontaneda|Artiach|Tostarica', 'biscuits|gâteaux secs|biscuits sucrés|petits-beurre|sablés|cookies|Oreo|Prince de LU|LU Prince|Petit Écolier|Belvita|spéculoos|Lotus Biscoff|Biscoff', 'Kekse|Plätzchen|Keks|Guetzli|Guetsli|Kekserl|Butterkekse|Cookies|Oreo|Leibniz|Choco Leibniz|Prinzenrolle|Spekulatius|Biscoff|Lotus Biscoff|Belvita', '曲奇|甜饼干|消化饼|奥利奥|趣多多'),
  food('crisps', 'pantry', 'bag', 'pantry', [60, _, _, 14], "crisps|potato chips|chips|tortilla chips|Pringles|Doritos|Lay's|Cheetos|Monster Munch|Wotsits", "patatas fritas de bolsa|papas fritas|nachos|papas chips|patatas chips|totopos|papas de paquete|Pringles|Doritos|Lay's|Cheetos|Sabritas", "chips|chips de tortilla|croustilles|chips de maïs|nachos|Pringles|Doritos|Lay's|Monster Munch", "Chips|Kartoffelchips|Tortillachips|Pommes Chips|Nachos|Pringles|Doritos|Lay's|Funny-Frisch|Crunchips|Pom-Bär", '薯片|玉米片|洋芋片|玉米脆片|乐事|品客|多力多滋|可比克'),
  food('breadcrumbs', 'pantry', 'g', 'pantry', [180, _, 180, _], 'breadcrumbs|panko|bread crumbs', 'pan rallado|panko|pan molido|migas de pan|empanizador', 'chapelure|panko|panure', 'Paniermehl|Semmelbrösel|Panko|Brösel|Weckmehl|Panierbrot', '面包糠|面包屑|麵包糠'),
  food('couscous', 'pantry', 'g', 'pantry', [365, _, _, _], 'couscous|bulgur|burghul|cracked wheat', 'cuscús|bulgur|couscous|trigo burgol|burgol', 'couscous|semoule|boulgour|graine de couscous|blé concassé', 'Couscous|Bulgur|Kuskus', '蒸粗麦粉|古斯米|库斯库斯|北非小米|布格麦'),
  food('quinoa', 'pantry', 'g', 'pantry', [730, _, _, _], 'quinoa', 'quinoa|quinua', 'quinoa', 'Quinoa', '藜麦|奎奴亚藜|藜麥'),
  food('polenta', 'pantry', 'g', 'pantry', [365, _, _, _], 'polenta|cornmeal|semolina|maize meal|grits|Maseca|Masarepa', 'polenta|harina de maíz|sémola|sémola de maíz|sémola de trigo|Harina P.A.N.|Harina PAN|Maseca|Masarepa', 'polenta|semoule de maïs|semoule fine', 'Polenta|Maisgrieß|Grieß|Weizengrieß|Hartweizengrieß|Maismehl|Bramata', '玉米粉|粗粒小麦粉|玉米面'),
  food('baking-powder', 'pantry', 'g', 'pantry', [540, _, _, 180], 'baking powder', 'levadura química|polvo de hornear|polvo para hornear|polvo royal|gasificante|levadura en polvo', 'levure chimique|poudre à pâte|poudre levante|poudre à lever', 'Backpulver', '泡打粉|发酵粉|发粉|發粉'),
  food('baking-soda', 'pantry', 'g', 'pantry', [730, _, _, 180], 'baking soda|bicarbonate of soda|bicarb|bicarb soda|sodium bicarbonate|bread soda', 'bicarbonato|bicarbonato de sodio|bicarbonato sódico|bicarbonato de soda', 'bicarbonate de soude|bicarbonate|bicarbonate de sodium|soda à pâte', 'Natron|Backsoda|Backnatron|Speisenatron|Natriumbicarbonat|Kaiser-Natron', '小苏打|苏打粉|梳打粉|碳酸氢钠|小蘇打'),
  food('yeast', 'pantry', 'g', 'pantry', [365, _, _, 120], "yeast|dried yeast|instant yeast|active dry yeast|Fleischmann's|Fleischmanns", 'levadura|levadura seca|levadura de panadería|Fleischmann|Fermipan', 'levure de boulanger|levure sèche|levure boulangère|levure fraîche|levure instantanée', 'Hefe|Trockenhefe|Germ|Frischhefe|Backhefe|Trockengerm|Würfelhefe|Hefewürfel', '酵母|干酵母|依士'),
  food('cocoa', 'pantry', 'g', 'pantry', [730, _, _, 365], "cocoa|cocoa powder|cacao powder|drinking chocolate|hot chocolate powder|Nesquik|Hershey's Cocoa|Hersheys Cocoa|Van Houten|Swiss Miss|Cadbury cocoa|Bournville cocoa", 'cacao|cacao en polvo|chocolate en polvo|Nesquik|Cola Cao|ColaCao|Van Houten', 'cacao|cacao en poudre|chocolat en poudre|Nesquik|Van Houten', 'Kakao|Kakaopulver|Backkakao|Nesquik|Suchard Express|Van Houten', '可可粉|可可|巧克力粉|朱古力粉'),
  food('chocolate', 'pantry', 'g', 'pantry', [365, _, _, _], "chocolate|dark chocolate|milk chocolate|chocolate chips|choc chips|Toblerone|Cadbury|Cadbury Dairy Milk|Ritter Sport|Hershey's|Hersheys|Ghirardelli|Godiva|Guylian|Ferrero Rocher|Kinder Bueno|Snickers bar|Mars bar|KitKat|Kit Kat|Maltesers|M&M's|M&Ms|Reese's|Valrhona|Callebaut|Tony's Chocolonely|Bounty bar", "chocolate|chocolate negro|chocolate con leche|Toblerone|Ritter Sport|Ferrero Rocher|Kinder Bueno|Snickers bar|KitKat|Kit Kat|M&M's|Hershey's|Conguitos|Lacasitos|Valrhona", "chocolat|chocolat noir|chocolat au lait|pépites de chocolat|Toblerone|Ferrero Rocher|Kinder Bueno|Ritter Sport|KitKat|Kit Kat|M&M's|Maltesers|Nestlé Dessert|Valrhona|Callebaut|Guylian|Godiva", "Schokolade|Zartbitterschokolade|Vollmilchschokolade|Schoko|Schoggi|Kochschokolade|Blockschokolade|Kuvertüre|Bitterschokolade|Milchschokolade|Schokotropfen|Schokodrops|Toblerone|Ritter Sport|Rittersport|Ferrero Rocher|Kinder Bueno|Kinderschokolade|KitKat|M&M's|Sarotti|Callebaut", '巧克力|黑巧克力|朱古力|德芙|费列罗|士力架|瑞士莲|吉百利|歌帝梵|脆香米|M豆'),
  food('peanut-butter', 'pantry', 'jar', 'pantry', [270, _, _, 90], 'peanut butter|nut butter|almond butter|Skippy|Sun-Pat', 'crema de cacahuete|mantequilla de maní|mantequilla de cacahuate|mantequilla de cacahuete|pasta de maní|crema de maní|manteca de maní', "beurre de cacahuète|beurre d'arachide|beurre de peanut|beurre de peanuts|beurre de pinottes|purée de cacahuètes|beurre de cacahouète", 'Erdnussbutter|Erdnussmus|Erdnusscreme|Mandelmus|Nussmus', '花生酱|花生醬|四季宝'),
  food('jam', 'pantry', 'jar', 'pantry', [365, _, _, 180], "jam|jelly|marmalade|fruit spread|Smucker's|Robertson's|Robertsons|St Dalfour", 'mermelada|confitura|jalea|La Vieja Fábrica', 'confiture|marmelade|St Dalfour', 'Marmelade|Konfitüre|Fruchtaufstrich|Gsälz|Erdbeermarmelade|Marillenmarmelade|Himbeermarmelade|Erdbeerkonfitüre', '果酱|果醬|草莓酱|蓝莓酱|果子酱'),
  food('chocolate-spread', 'pantry', 'jar', 'pantry', [365, _, _, 90], 'chocolate spread|hazelnut spread|nutella|choc spread', 'crema de cacao|crema de avellanas|nutella|nocilla|crema de chocolate para untar', 'pâte à tartiner|nutella', 'Nuss-Nougat-Creme|Schokocreme|Nutella|Nougatcreme|Schokoaufstrich|Nusscreme|Nudossi|Nusspli', '巧克力酱|榛子酱|能多益|朱古力醬'),
  food('nuts', 'pantry', 'g', 'pantry', [180, 365, 730, _], 'nuts|almonds|walnuts|cashews|hazelnuts|peanuts|pine nuts|pecans|pistachios|macadamias|macadamia nuts|mixed nuts', 'frutos secos|almendras|nueces|anacardos|avellanas|cacahuetes|maní|cacahuates|pistachos|nueces de la India|castañas de cajú|piñones|nuez', 'noix|amandes|noix de cajou|noisettes|cacahuètes|pignons|pistaches|arachides grillées|arachides salées|pacanes|pinottes|fruits à coque', 'Nüsse|Mandeln|Walnüsse|Cashewkerne|Haselnüsse|Erdnüsse|Baumnüsse|Pistazien|Pinienkerne|Pekannüsse|Macadamianüsse|Studentenfutter|Nussmischung|Cashews|Haselnusskerne|Walnusskerne|Nuss|Walnuss|Haselnuss|Erdnuss|Cashewkern', '坚果|杏仁|核桃|腰果|花生|开心果|松子|榛子|夏威夷果|碧根果|巴旦木|扁桃仁|堅果|合桃'),
  food('seeds', 'pantry', 'g', 'pantry', [365, 365, 365, _], 'seeds|sesame seeds|sunflower seeds|chia seeds|pumpkin seeds|flaxseed|linseed|flax seeds|pepitas|sunflower kernels', 'semillas|sésamo|pipas de girasol|semillas de chía|ajonjolí|linaza|pepitas de calabaza', 'graines|graines de sésame|graines de tournesol|graines de chia|graines de courge', 'Samen|Sesam|Sonnenblumenkerne|Chiasamen|Leinsamen|Kürbiskerne|Hanfsamen|Leinsaat', '种子|芝麻|葵花籽|奇亚籽|南瓜子|瓜子|亚麻籽|葵瓜子|西瓜子'),
  food('dried-fruit', 'pantry', 'g', 'pantry', [180, 365, _, _], 'dried fruit|raisins|sultanas|dates|dried apricots|prunes|currants|dried cranberries|craisins|dried figs|dried mango|Sun-Maid', 'frutos deshidratados|pasas|dátiles|orejones|ciruelas pasas|pasitas|ciruelas secas|higos secos|arándanos secos|fruta deshidratada|damascos secos', 'fruits secs|raisins secs|dattes|abricots secs|pruneaux|canneberges séchées|cranberries séchées|figues sèches|fruits séchés|raisins de Corinthe', 'Trockenfrüchte|Rosinen|Datteln|getrocknete Aprikosen|Backpflaumen|Trockenobst|Dörrobst|Sultaninen|Korinthen|getrocknete Cranberries|Dörrpflaumen|Dörrzwetschgen|Trockenpflaumen|getrocknete Feigen', '果干|葡萄干|红枣|椰枣|提子干|葡萄乾|枣干|西梅干|杏干|杏脯|蔓越莓干|无花果干|芒果干|蜜枣|大枣|紅棗|果脯|蜜饯'),
  food('pickles', 'pantry', 'jar', 'pantry', [365, _, _, 90], 'pickles|gherkins|pickled cucumbers|capers|cornichons|pickled onions|kimchi', 'pepinillos|encurtidos|alcaparras|cebollitas en vinagre|pickles|kimchi', 'cornichons|câpres|pickles', 'Gewürzgurken|Essiggurken|Kapern|Cornichons|saure Gurken|Salzgurken|Sauergurken|Senfgurken|Delikatessgurken|Silberzwiebeln|Mixed Pickles|Essiggurkerl|Gurkerl', '腌黄瓜|酸黄瓜|泡菜|腌菜|酱菜|咸菜|酸菜|辣白菜|刺山柑'),
  food('olives', 'pantry', 'jar', 'pantry', [540, _, _, 14], 'olives|black olives|green olives', 'aceitunas|olivas', 'olives', 'Oliven', '橄榄|橄欖'),
  food('salsa', 'pantry', 'jar', 'pantry', [365, _, _, 30], 'salsa|tomato salsa|pico de gallo', 'salsa mexicana|pico de gallo', 'salsa|sauce salsa', 'Salsa|Salsasoße|Tomatensalsa', '莎莎酱|沙沙酱'),

  // Frozen
  food('frozen-vegetables', 'frozen', 'g', 'freezer', [_, _, 240, _], 'frozen vegetables|frozen peas|frozen spinach|frozen mixed vegetables|frozen broccoli|frozen sweetcorn|frozen corn|frozen green beans|frozen veg|frozen mixed veg|frozen veggies', 'verduras congeladas|guisantes congelados|espinacas congeladas|arvejas congeladas|vegetales congelados|menestra congelada|maíz congelado|judías verdes congeladas|brócoli congelado|verduras ultracongeladas|hortalizas congeladas|chícharos congelados', 'légumes surgelés|petits pois surgelés|épinards surgelés|légumes congelés|haricots verts surgelés|maïs surgelé|poêlée de légumes', 'Tiefkühlgemüse|TK-Gemüse|TK-Erbsen|tiefgekühlte Erbsen|TK-Spinat|Tiefkühlerbsen|Gefriergemüse|Tiefkühlspinat|TK-Bohnen', '速冻蔬菜|冷冻蔬菜|冷冻豌豆|冻青豆|速冻玉米|冷冻玉米粒|急冻蔬菜|冷凍蔬菜|什锦蔬菜'),
  food('frozen-fruit', 'frozen', 'g', 'freezer', [_, _, 240, _], 'frozen fruit|frozen berries|frozen mango|frozen raspberries|frozen strawberries|frozen blueberries|frozen mixed berries|mixed berries', 'fruta congelada|frutos rojos congelados|frutos rojos|moras congeladas|fresas congeladas|mango congelado|frutos del bosque', 'fruits surgelés|fruits rouges surgelés|fruits congelés|fruits des bois|fruits rouges|framboises surgelées|petits fruits surgelés|petits fruits congelés', 'Tiefkühlobst|TK-Beeren|tiefgekühlte Beeren|TK-Obst|Beerenmischung|tiefgekühlte Himbeeren|TK-Himbeeren|Tiefkühlbeeren|TK-Früchte|gefrorene Beeren', '冷冻水果|冷冻莓果|冷冻草莓|速冻水果|冷冻蓝莓|冷冻芒果|混合莓果'),
  food('frozen-fries', 'frozen', 'g', 'freezer', [_, _, 240, _], 'frozen fries|oven chips|french fries|fries|frozen chips|oven fries|shoestring fries|hash browns|potato wedges|tater tots|potato gems|Ore-Ida|Lamb Weston', 'patatas fritas congeladas|papas fritas congeladas|papas a la francesa|papas prefritas|patatas prefritas|papas bastón|patatas gajo|papas francesas', 'frites surgelées|frites|frites au four|frites congelées', 'Pommes frites|Tiefkühlpommes|Pommes|Fritten|Ofenpommes|Backofen-Pommes|Agrarfrost|Farmfrites', '冷冻薯条|薯条|薯條|薯饼'),
  food('frozen-pizza', 'frozen', 'piece', 'freezer', [_, _, 120, _], "frozen pizza|pizza|DiGiorno|Totino's|Freschetta", 'pizza congelada|pizza', 'pizza surgelée|pizza', 'Tiefkühlpizza|TK-Pizza|Pizza|Steinofenpizza|Fertigpizza|Gustavo Gusto', '冷冻披萨|披萨|比萨|匹萨|比薩|披薩'),
  food('fish-fingers', 'frozen', 'pack', 'freezer', [_, _, 180, _], "fish fingers|fish sticks|breaded fish|crumbed fish|battered fish|Gorton's", 'varitas de pescado|palitos de pescado|deditos de pescado|bastoncitos de pescado|barritas de pescado|pescado empanizado|pescado rebozado|merluza rebozada', 'bâtonnets de poisson|poisson pané', 'Fischstäbchen|Fischstäbli|panierter Fisch|Schlemmerfilet', '鱼条|冷冻鱼排|鱼柳条|鱼手指'),
  food('frozen-dumplings', 'frozen', 'pack', 'freezer', [_, _, 90, _], 'frozen dumplings|dumplings|gyoza|potstickers|pot stickers|frozen wontons|pierogi|jiaozi', 'empanadillas congeladas|gyozas|dumplings|empanadillas chinas', 'raviolis chinois surgelés|gyozas|raviolis chinois|dumplings', 'Teigtaschen|Dumplings|Gyoza|Jiaozi|Pelmeni', '速冻饺子|饺子|水饺|餃子|水餃|锅贴|馄饨|云吞|煎饺|蒸饺|湾仔码头|必品阁'),
  food('ice-cream', 'frozen', 'ml', 'freezer', [_, _, 90, 60], "ice cream|gelato|sorbet|icecream|ice lollies|ice lolly|popsicles|frozen yoghurt|frozen yogurt|Häagen-Dazs|Ben & Jerry's|Ben and Jerry's|Magnum|Cornetto|Dreyer's|Halo Top|Calippo|Carte d'Or", "helado|sorbete|paletas heladas|crema helada|yogur helado|Häagen-Dazs|Ben & Jerry's|Magnum|Cornetto|Calippo|La Menorquina|Carte d'Or", "glace|crème glacée|sorbet|bâtonnets glacés|yaourt glacé|popsicle|Häagen-Dazs|Ben & Jerry's|Magnum|Cornetto|Carte d'Or|Calippo", "Eis|Speiseeis|Eiscreme|Sorbet|Glace|Gelato|Eis am Stiel|Stieleis|Vanilleeis|Softeis|Eiskrem|Häagen-Dazs|Ben & Jerry's|Magnum|Cornetto|Calippo|Cremissimo", '冰淇淋|冰激凌|冰淇凌|雪糕|冰棍|冰棒|雪条|甜筒|雪芭|哈根达斯|梦龙|和路雪|可爱多|巧乐兹'),

  // Beverages
  food('orange-juice', 'beverages', 'l', 'fridge', [_, 10, 240, 7], "orange juice|fresh juice|chilled juice|oj|freshly squeezed orange juice|Tropicana|Simply Orange|Florida's Natural", 'zumo de naranja|jugo de naranja|zumo natural|jugo natural|jugo exprimido|Tropicana', "jus d'orange|jus frais|jus pressé|orange pressée|Tropicana", 'Orangensaft|Frischsaft|O-Saft|Orangenjus|Tropicana', '橙汁|鲜榨果汁|柳橙汁|柳丁汁|果粒橙'),
  food('juice', 'beverages', 'l', 'pantry', [365, _, _, 10], 'juice|apple juice|fruit juice|pineapple juice|grape juice|tomato juice|mango juice|carrot juice|Capri-Sun|Granini', 'zumo|jugo|zumo de manzana|néctar|néctar de durazno|jugo de tomate|zumo de tomate|jugo de mango|jugo de zanahoria|zumo de melocotón|jugo de durazno|Capri-Sun|Jumex|Granini', "jus|jus de pomme|jus de fruits|nectar|jus de raisin|jus d'ananas|jus de tomate|Capri-Sun|Granini", 'Saft|Apfelsaft|Fruchtsaft|Traubensaft|Multivitaminsaft|Ananassaft|Apfelschorle|Saftschorle|Süßmost|Gemüsesaft|Tomatensaft|Karottensaft|Nektar|Capri-Sonne|Capri-Sun|Granini|Hohes C', '果汁|苹果汁|葡萄汁|菠萝汁|番茄汁|芒果汁|西瓜汁|胡萝卜汁|蔬菜汁|蘋果汁|蕃茄汁|汇源|美汁源|农夫果园'),
  food('water', 'beverages', 'l', 'pantry', [730, _, _, 3], 'water|bottled water|sparkling water|mineral water|still water|spring water|soda water|fizzy water|seltzer|club soda|Evian|Volvic|Dasani|Aquafina|Poland Spring|Topo Chico|Badoit', 'agua|agua mineral|agua con gas|agua gasificada|Evian|Vichy Catalan|Font Vella|Bezoya|Lanjarón|Solán de Cabras|Bonafont|Topo Chico', 'eau|eau minérale|eau gazeuse|Evian|Volvic|Badoit|Saint-Yorre|Henniez', 'Wasser|Mineralwasser|Sprudelwasser|Sprudel|Tafelwasser|Sodawasser|Selters|Quellwasser|Gerolsteiner|Apollinaris|Vöslauer|Römerquelle|Henniez|Adelholzener|Evian|Volvic', '水|矿泉水|苏打水|纯净水|饮用水|气泡水|瓶装水|礦泉水|梳打水|蒸馏水|桶装水|农夫山泉|怡宝|百岁山|依云|巴黎水'),
  food('soft-drinks', 'beverages', 'l', 'pantry', [270, _, _, 3], 'soft drinks|soda|cola|lemonade|fizzy drink|ginger ale|tonic water|root beer|energy drinks|iced tea|Coca-Cola|Coke|Diet Coke|Coke Zero|Pepsi|Pepsi Max|Diet Pepsi|7Up|7 Up|Seven Up|Dr Pepper|Mountain Dew|Irn-Bru|Red Bull|Monster Energy|Lucozade|Gatorade|Powerade|Thums Up|Mirinda|Orangina|Lipton Ice Tea|Lipton Iced Tea|Nestea|Fuze Tea|Snapple|Inca Kola', 'refrescos|refresco|cola|gaseosa|bebida gaseosa|limonada|agua tónica|Coca-Cola|Coca-Cola Zero|Pepsi|7Up|Seven Up|Mirinda|Red Bull|Gatorade|Powerade|Nestea|Fuze Tea|Lipton Ice Tea|Inca Kola|Manzanita Sol|Sidral Mundet|Orangina', 'sodas|soda|boisson gazeuse|limonade|cola|boisson sucrée|liqueur douce|orangeade|eau tonique|Coca-Cola|Coca-Cola Zero|Pepsi|7Up|Orangina|Pschitt|Lipton Ice Tea|Nestea|Fuze Tea|Red Bull', 'Limonade|Cola|Erfrischungsgetränk|Softdrink|Kracherl|Süßgetränk|Erfrischungsgetränke|Zitronenlimonade|Eistee|Tonic Water|Energydrink|Coca-Cola|Pepsi|7Up|Spezi|Paulaner Spezi|Mezzo Mix|Fritz-Kola|Afri Cola|Club-Mate|Bionade|Almdudler|Rivella|Sinalco|Schwip Schwap|Vita Cola|Red Bull|Lipton Ice Tea|Nestea|Fuze Tea', '汽水|可乐|碳酸饮料|可樂|冰红茶|能量饮料|碳酸飲料|可口可乐|百事可乐|雪碧|芬达|七喜|美年达|红牛|健力宝|王老吉|加多宝|脉动|东鹏特饮|维他柠檬茶'),
  food('coffee', 'beverages', 'g', 'pantry', [150, _, _, 21], 'coffee|ground coffee|coffee beans|instant coffee|espresso|Nescafé|Maxwell House|Lavazza|Kenco|Douwe Egberts|Segafredo|Jacobs Krönung|Nespresso capsules|Nespresso pods|Dolce Gusto pods|Dolce Gusto capsules|Tassimo pods|Senseo pods|K-Cups', 'café|café molido|café en grano|café soluble|café instantáneo|Nescafé|Lavazza|Saimaza|Segafredo|cápsulas Nespresso|cápsulas de Nespresso|cápsulas Dolce Gusto|cápsulas de Dolce Gusto', 'café|café moulu|café en grains|café soluble|café instantané|Nescafé|Carte Noire|Jacques Vabre|Lavazza|Segafredo|Maxwell House|capsules Nespresso|capsules Dolce Gusto|capsules Tassimo|dosettes Senseo', 'Kaffee|gemahlener Kaffee|Kaffeebohnen|Kaffeepulver|Instantkaffee|Espresso|Kaffeekapseln|Kaffeepads|Filterkaffee|Bohnenkaffee|Pulverkaffee|Nescafé|Jacobs Krönung|Dallmayr Prodomo|Eduscho|Lavazza|Segafredo|Nespresso Kapseln|Dolce Gusto Kapseln|Tassimo Kapseln|Senseo Pads', '咖啡|咖啡豆|咖啡粉|麦斯威尔|三顿半'),
  food('tea', 'beverages', 'box', 'pantry', [540, _, _, 365], 'tea|tea bags|green tea|black tea|herbal tea|teabags|earl grey|rooibos|chai|matcha|PG Tips|Twinings|Tetley|Lipton Yellow Label|Bushells|Brooke Bond|Wagh Bakri|Celestial Seasonings', 'té|bolsitas de té|infusión|té verde|té negro|té rojo|té de manzanilla|té en bolsitas|té de hierbas|tisana|Twinings|Hornimans', 'thé|sachets de thé|tisane|thé vert|thé noir|infusion|thé en sachets|camomille|verveine|rooibos|Twinings|Kusmi Tea|Kusmi|Mariage Frères|La Tisanière|Dammann Frères', 'Tee|Teebeutel|Kräutertee|grüner Tee|Schwarztee|Grüntee|Früchtetee|Pfefferminztee|Kamillentee|Rooibostee|Teesackerl|Matcha|Twinings', '茶|茶叶|茶包|绿茶|红茶|乌龙茶|普洱茶|花茶|铁观音|龙井|茶葉|綠茶|紅茶|烏龍茶|白茶|黑茶|抹茶|立顿'),
  food('beer', 'beverages', 'bottle', 'pantry', [180, 180, _, 1], "beer|lager|ale|pilsner|Heineken|Budweiser|Bud Light|Guinness|Stella Artois|Carlsberg|Coors Light|Miller Lite|Peroni|Kronenbourg|Beck's|Tsingtao|Modelo Especial|Dos Equis|Victoria Bitter|Hoegaarden|Estrella Damm", 'cerveza|Heineken|Cruzcampo|Estrella Damm|Estrella Galicia|Modelo Especial|Dos Equis|Tecate|Quilmes|Budweiser|Guinness', 'bière|Heineken|Kronenbourg|Grimbergen|Affligem|Jupiler|Hoegaarden|Pelforth|Guinness|Stella Artois|Carlsberg', "Bier|Pils|Weißbier|Weizenbier|Hefeweizen|Alsterwasser|Kölsch|Krombacher|Warsteiner|Bitburger|Paulaner|Erdinger|Radeberger|Veltins|Augustiner|Löwenbräu|Hofbräu|Oettinger|Beck's|Heineken|Ottakringer|Feldschlösschen|Guinness|Carlsberg", '啤酒|生啤|扎啤|黑啤|百威|喜力|科罗娜|嘉士伯|健力士'),
  food('wine', 'beverages', 'bottle', 'pantry', [730, _, _, 5], "wine|red wine|white wine|rosé|prosecco|champagne|cava|sparkling wine|merlot|shiraz|chardonnay|sauvignon blanc|pinot noir|cabernet sauvignon|Casillero del Diablo|Jacob's Creek|Freixenet|Moët & Chandon|Veuve Clicquot|Dom Pérignon", 'vino|vino tinto|vino blanco|vino rosado|cava|espumante|champaña|vino espumoso|Freixenet|Casillero del Diablo|Moët & Chandon|Marqués de Riscal', 'vin|vin rouge|vin blanc|rosé|vin rosé|champagne|crémant|vin mousseux|Moët & Chandon|Moët et Chandon|Veuve Clicquot|Dom Pérignon|Freixenet', 'Wein|Rotwein|Weißwein|Rosé|Sekt|Schaumwein|Prosecco|Champagner|Roséwein|Kochwein|Freixenet|Mionetto|Moët & Chandon|Veuve Clicquot', '葡萄酒|红酒|白葡萄酒|香槟|起泡酒|气泡酒|紅酒|张裕|拉菲|奔富'),
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
  // A typed word meets a name's word when one is a form of the other ("tomatoes"/"tomato"), not
  // when both merely lose an ending to the same stem ("rein" and "Reis" are not one word).
  const matchesAt = (entry: IndexedName, i: number) =>
    i + entry.words.length <= words.length &&
    entry.words.every((word, j) => entry.forms[j]!.has(words[i + j]!) || textForms[i + j]!.includes(word));
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
