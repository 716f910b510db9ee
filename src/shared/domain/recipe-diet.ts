/**
 * Which dietary preferences a recipe suits, read from its ingredient lines, and which lines break a
 * household's preferences.
 *
 * Conservative by design: a recipe is labelled Vegan, Gluten-Free… only when every ingredient is
 * known and known not to break the diet. A food we do not recognise, or one that breaks a diet only
 * sometimes (stock may be made from chicken, beef needs kosher or halal slaughter, oats are often
 * milled with wheat), keeps the label off. Conflicts, the other way round, name only lines that
 * certainly break a preference ("bacon" for Halal), so a warning is never a guess.
 *
 * Foods are recognised by the food catalogue's key and by word lists in the five app languages;
 * German compounds ("Schweinefleisch", "Frischkäse") and Chinese names match inside a word.
 */
import type { DietaryFlag } from '../contracts/recipes';
import { DIETARY_PREFERENCES } from '../contracts/onboarding';
import { normalizeFoodName } from './food-catalogue';
import type { ParsedIngredient } from './ingredient-parser';
import type { Language } from '../settings-options';

/** What a food is, as far as diets care. */
type Trait =
  | 'meat'
  | 'poultry'
  | 'pork'
  | 'fish'
  | 'shellfish'
  | 'gelatin'
  | 'animal-rennet'
  | 'dairy'
  | 'ghee'
  | 'egg'
  | 'honey'
  | 'gluten'
  | 'grain'
  | 'oats'
  | 'legume'
  | 'sugar'
  | 'starch'
  | 'sweet-fruit'
  | 'alcohol'
  | 'processed-oil'
  | 'fodmap'
  | 'nut'
  | 'coconut';

/**
 * What breaks each diet. `always`: a line with the trait breaks it for certain (it is reported as a
 * conflict). `maybe`: the line may break it (certification, recipes that vary): no conflict is
 * reported, but the recipe is not labelled with the diet either.
 */
const RULES: Record<DietaryFlag, { always: readonly Trait[]; maybe: readonly Trait[] }> = {
  Vegetarian: {
    always: ['meat', 'poultry', 'pork', 'fish', 'shellfish', 'gelatin'],
    maybe: ['animal-rennet'],
  },
  Vegan: {
    always: ['meat', 'poultry', 'pork', 'fish', 'shellfish', 'gelatin', 'dairy', 'ghee', 'egg', 'honey'],
    maybe: ['animal-rennet'],
  },
  'Gluten-Free': { always: ['gluten'], maybe: ['oats'] },
  'Dairy-Free': { always: ['dairy', 'ghee'], maybe: [] },
  Keto: {
    always: ['sugar', 'honey', 'grain', 'gluten', 'starch', 'sweet-fruit', 'legume'],
    maybe: ['alcohol'],
  },
  Paleo: { always: ['grain', 'gluten', 'legume', 'dairy', 'sugar', 'processed-oil'], maybe: ['alcohol'] },
  'Low FODMAP': { always: ['fodmap'], maybe: [] },
  'Nut-Free': { always: ['nut'], maybe: ['coconut'] },
  Pescatarian: { always: ['meat', 'poultry', 'pork', 'gelatin'], maybe: [] },
  Kosher: {
    always: ['pork', 'shellfish'],
    maybe: ['meat', 'poultry', 'gelatin', 'alcohol', 'animal-rennet'],
  },
  Halal: { always: ['pork', 'alcohol'], maybe: ['meat', 'poultry', 'gelatin', 'animal-rennet'] },
  Whole30: { always: ['sugar', 'honey', 'alcohol', 'grain', 'gluten', 'legume', 'dairy'], maybe: [] },
  'Low Carb': { always: ['sugar', 'honey', 'grain', 'gluten', 'starch'], maybe: ['sweet-fruit'] },
};

// ---------------------------------------------------------------------------------------------
// Words

/** Names of a kind of food: en|es|fr|de|zh. German names also match inside compounds. */
type WordList = { traits: readonly Trait[]; en: string; es: string; fr: string; de: string; zh: string };

const WORDS: readonly WordList[] = [
  {
    traits: ['meat'],
    en: 'beef|steak|veal|lamb|mutton|goat|venison|mince|meatball|meatballs|burger|brisket|oxtail|tripe|sirloin|ribeye|rib roast|pot roast|suet|dripping|rabbit|liver|kidneys|corned beef|pastrami|bresaola|jerky|sausage|sausages|hot dog|frankfurter|meat',
    es: 'carne|ternera|res|vaca|cordero|cabrito|venado|conejo|hígado|salchicha|salchichas|albóndigas|bistec',
    fr: 'viande|bœuf|boeuf|veau|agneau|mouton|chevreuil|lapin|foie|saucisse|saucisses|bifteck|entrecôte|merguez',
    de: 'fleisch|rinder|rindfleisch|kalb|lamm|hack|reh|kaninchen|leber|wurst|würstchen|frikadelle|bulette|gulasch',
    zh: '肉|牛肉|羊肉|肉馅|牛排|香肠|腊肠',
  },
  {
    traits: ['meat', 'poultry'],
    en: 'chicken|turkey|duck|goose|quail|poussin|hen|pheasant|poultry|chicken stock|chicken broth',
    es: 'pollo|pavo|pato|ganso|codorniz|gallina',
    fr: 'poulet|dinde|canard|oie|caille|volaille|poule|pintade',
    de: 'hähnchen|huhn|hühnchen|hühner|pute|puten|truthahn|ente|gans|geflügel|wachtel',
    zh: '鸡|鸭|鹅|火鸡|鸡肉|鸡胸|鸡腿|鸡翅|鸡汤',
  },
  {
    traits: ['meat', 'pork'],
    en: 'pork|bacon|ham|gammon|pancetta|prosciutto|lard|chorizo|salami|pepperoni|guanciale|speck|lardons|pork rind|crackling|mortadella|nduja',
    es: 'cerdo|jamón|tocino|panceta|chorizo|salchichón|lomo de cerdo|manteca de cerdo|morcilla|sobrasada',
    fr: 'porc|jambon|lardons|lard|saucisson|chorizo|rillettes|andouille|boudin',
    de: 'schwein|schinken|speck|salami|schmalz|mett|leberwurst|bauchfleisch',
    zh: '猪|猪肉|培根|火腿|腊肉|五花肉|排骨',
  },
  {
    traits: ['fish'],
    en: 'fish|salmon|tuna|cod|haddock|halibut|trout|mackerel|sardine|sardines|anchovy|anchovies|sea bass|bass|bream|tilapia|monkfish|swordfish|herring|pollock|hake|sole|snapper|plaice|pilchards|kipper|caviar|roe|fish sauce|bonito|dashi|worcestershire',
    es: 'pescado|salmón|atún|bacalao|merluza|trucha|caballa|sardina|sardinas|anchoa|anchoas|boquerón|boquerones|dorada|lubina|rape',
    fr: 'poisson|saumon|thon|cabillaud|morue|truite|maquereau|sardine|sardines|anchois|colin|merlu|lieu|daurade|sole|hareng',
    de: 'fisch|lachs|thunfisch|kabeljau|forelle|makrele|sardine|sardelle|seelachs|hering|dorsch|scholle|zander',
    zh: '鱼|三文鱼|金枪鱼|鳕鱼|鱼露|鲑鱼|沙丁鱼|凤尾鱼',
  },
  {
    traits: ['shellfish'],
    en: 'shrimp|prawn|prawns|crab|lobster|scallop|scallops|mussel|mussels|clam|clams|oyster|oysters|squid|calamari|octopus|crayfish|langoustine|cockles|vongole|shellfish|seafood',
    es: 'gambas|gamba|camarón|camarones|langostino|langostinos|cangrejo|langosta|vieira|vieiras|mejillón|mejillones|almeja|almejas|ostra|ostras|calamar|calamares|pulpo|marisco|mariscos',
    fr: 'crevette|crevettes|crabe|homard|coquille saint jacques|saint jacques|moule|moules|palourde|palourdes|huître|huîtres|calmar|encornet|poulpe|langoustine|fruits de mer',
    de: 'garnele|garnelen|krabbe|krabben|hummer|jakobsmuschel|muschel|muscheln|auster|austern|tintenfisch|oktopus|meeresfrüchte|shrimps',
    zh: '虾|蟹|龙虾|扇贝|贻贝|青口|蛤|蛤蜊|牡蛎|生蚝|鱿鱼|章鱼|海鲜',
  },
  {
    traits: ['gelatin'],
    en: 'gelatin|gelatine|jello',
    es: 'gelatina|grenetina',
    fr: 'gélatine',
    de: 'gelatine',
    zh: '明胶|吉利丁|鱼胶',
  },
  {
    // Dairy with much lactose, which is also high in FODMAPs.
    traits: ['dairy', 'fodmap'],
    en: 'milk|cream|yogurt|yoghurt|buttermilk|sour cream|custard|ricotta|cottage cheese|cream cheese|quark|kefir|half and half|half-and-half|evaporated milk|condensed milk|ice cream|bechamel|béchamel|milk powder|mascarpone',
    es: 'leche|nata|yogur|requesón|crema de leche|leche condensada|leche evaporada|suero de leche|helado|queso crema',
    fr: 'lait|crème|yaourt|yogourt|babeurre|crème glacée|fromage blanc|faisselle|fromage frais',
    de: 'milch|sahne|rahm|joghurt|jogurt|quark|schmand|topfen|buttermilch|molke|frischkäse|mascarpone',
    zh: '牛奶|奶|奶油|酸奶|炼乳|淡奶|奶粉',
  },
  {
    traits: ['dairy'],
    en: 'butter|cheese|creme fraiche|crème fraîche|whey|casein|mozzarella|burrata|cheddar|feta|brie|camembert|halloumi|paneer|gruyere|gruyère|emmental|gouda|manchego|gorgonzola|stilton|asiago|fontina|provolone|monterey jack|queso|skyr|labneh|parmesan|parmigiano|pecorino|grana padano',
    es: 'mantequilla|queso|parmesano',
    fr: 'beurre|fromage|emmental|comté|chèvre|reblochon|roquefort|parmesan|gruyère',
    de: 'butter|käse|parmesan|bergkäse',
    zh: '黄油|牛油|芝士|奶酪|帕玛森',
  },
  {
    traits: ['ghee'],
    en: 'ghee|clarified butter',
    es: 'ghee|mantequilla clarificada',
    fr: 'ghee|beurre clarifié',
    de: 'ghee|butterschmalz|butterreinfett',
    zh: '酥油',
  },
  {
    traits: ['egg'],
    en: 'egg|eggs|egg yolk|egg yolks|egg white|egg whites|yolk|yolks|mayonnaise|mayo|meringue|aioli|hollandaise',
    es: 'huevo|huevos|yema|yemas|clara|claras|mayonesa|merengue|alioli',
    fr: 'œuf|œufs|oeuf|oeufs|jaune d oeuf|jaunes d oeufs|blanc d oeuf|blancs d oeufs|mayonnaise|meringue|aïoli',
    de: 'ei|eier|eigelb|eiweiß|eiklar|mayonnaise|baiser',
    zh: '蛋|鸡蛋|蛋黄|蛋白|蛋清|蛋黄酱|鸭蛋',
  },
  { traits: ['honey', 'sugar', 'fodmap'], en: 'honey', es: 'miel', fr: 'miel', de: 'honig', zh: '蜂蜜' },
  {
    // Wheat, rye and barley: gluten, and fructans that are high in FODMAPs.
    traits: ['gluten', 'grain', 'fodmap'],
    en: 'flour|wheat|bread|breadcrumbs|panko|pasta|spaghetti|penne|fusilli|linguine|tagliatelle|fettuccine|lasagna|lasagne|macaroni|noodles|couscous|bulgur|semolina|barley|rye|spelt|farro|seitan|malt|croutons|tortilla|tortillas|pita|pitta|naan|bagel|baguette|brioche|ciabatta|sourdough|pastry|puff pastry|phyllo|filo|crackers|biscuits|cookies|cake|sponge|graham|crumbs|dumplings|gnocchi|wraps|buns|rolls|roll|loaf|croissant|muffin|pizza dough|pie crust|udon|ramen|orzo|ravioli|tortellini|wheat germ|bran|soy sauce|soya sauce|beer|ale|lager|stout|stock cube|stock cubes|bouillon cube',
    es: 'harina|trigo|pan|pasta|espaguetis|macarrones|fideos|cuscús|sémola|cebada|centeno|espelta|galletas|bizcocho|pan rallado|salsa de soja|cerveza',
    fr: 'farine|blé|pain|pâtes|spaghettis|nouilles|couscous|semoule|orge|seigle|épeautre|biscuits|gâteau|pâte feuilletée|pâte brisée|chapelure|sauce soja|bière|brioche',
    de: 'mehl|weizen|brot|nudeln|spaghetti|couscous|grieß|gerste|roggen|dinkel|kekse|kuchen|blätterteig|paniermehl|semmelbrösel|sojasauce|sojasoße|bier|brötchen',
    zh: '面粉|小麦|面包|面条|意大利面|意面|挂面|饺子皮|馄饨皮|啤酒|酱油|生抽|老抽|面包糠',
  },
  {
    traits: ['grain', 'oats'],
    en: 'oats|oat|oatmeal|porridge oats|rolled oats|oat flakes|oat bran',
    es: 'avena|copos de avena',
    fr: 'avoine|flocons d avoine',
    de: 'hafer|haferflocken',
    zh: '燕麦|燕麦片',
  },
  {
    traits: ['grain', 'starch'],
    en: 'rice|corn|maize|cornmeal|polenta|cornstarch|cornflour|corn starch|grits|quinoa|millet|buckwheat|sorghum|amaranth|popcorn|tapioca|rice noodles|rice paper',
    es: 'arroz|maíz|polenta|maicena|quinoa|quinua|mijo|trigo sarraceno|tapioca',
    fr: 'riz|maïs|polenta|maïzena|fécule de maïs|quinoa|millet|sarrasin|tapioca',
    de: 'reis|mais|polenta|speisestärke|maisstärke|quinoa|hirse|buchweizen|tapioka',
    zh: '米|大米|米饭|糯米|玉米|玉米淀粉|生粉|小米|藜麦|荞麦|米粉|河粉',
  },
  {
    traits: ['legume'],
    en: 'beans|bean|lentils|lentil|chickpeas|chickpea|garbanzo|peas|split peas|soy|soya|soybeans|tofu|tempeh|edamame|miso|hummus|houmous|peanut|peanuts|black beans|kidney beans|pinto beans|cannellini|borlotti|lima beans|butter beans|broad beans|fava beans|dal|dhal',
    es: 'judías|alubias|frijoles|lentejas|garbanzos|guisantes|soja|tofu|habas|cacahuete|cacahuetes|maní',
    fr: 'haricots|lentilles|pois chiches|petits pois|pois cassés|soja|tofu|fèves|cacahuète|cacahuètes|arachide|arachides',
    de: 'bohnen|linsen|kichererbsen|erbsen|soja|tofu|erdnuss|erdnüsse|saubohnen',
    zh: '豆|黄豆|黑豆|红豆|绿豆|扁豆|鹰嘴豆|豌豆|豆腐|豆浆|花生|毛豆|味噌',
  },
  {
    traits: ['sugar'],
    en: 'sugar|syrup|maple syrup|golden syrup|corn syrup|agave|molasses|treacle|jam|jelly|marmalade|chocolate|candy|caramel|fudge|marshmallows|icing|frosting|condensed milk|ketchup|sprinkles|dulce de leche|nutella',
    es: 'azúcar|sirope|jarabe|melaza|mermelada|confitura|chocolate|caramelo|dulce de leche',
    fr: 'sucre|sirop|mélasse|confiture|chocolat|caramel|cassonade|vergeoise',
    de: 'zucker|sirup|melasse|marmelade|konfitüre|schokolade|karamell|kuvertüre',
    zh: '糖|白糖|红糖|冰糖|砂糖|糖粉|糖浆|巧克力|果酱|焦糖',
  },
  {
    traits: ['starch'],
    en: 'potato|potatoes|sweet potato|sweet potatoes|yam|yams|cassava|plantain|parsnip|parsnips|chips|fries|crisps',
    es: 'patata|patatas|papa|papas|boniato|batata|camote|yuca|ñame',
    fr: 'pomme de terre|pommes de terre|patate douce|patates douces|igname|manioc|frites|chips',
    de: 'kartoffel|kartoffeln|süßkartoffel|süßkartoffeln|pommes|maniok|pastinake',
    zh: '土豆|马铃薯|红薯|地瓜|山药|木薯|薯条|薯片',
  },
  {
    traits: ['sweet-fruit'],
    en: 'banana|bananas|apple|apples|pear|pears|mango|mangoes|grapes|pineapple|dates|raisins|sultanas|currants|dried fruit|prunes|figs|cherries|peach|peaches|nectarine|nectarines|plum|plums|watermelon|melon|orange juice|apple juice|juice|applesauce|apricots|kiwi|papaya',
    es: 'plátano|plátanos|banana|manzana|manzanas|pera|peras|mango|uvas|piña|dátiles|pasas|higos|cerezas|melocotón|ciruela|sandía|melón|zumo|jugo',
    fr: 'banane|bananes|pomme|pommes|poire|poires|mangue|raisins|ananas|dattes|raisins secs|figues|cerises|pêche|pêches|prune|prunes|pastèque|melon|jus',
    de: 'banane|bananen|apfel|äpfel|birne|birnen|mango|trauben|weintrauben|ananas|datteln|rosinen|feigen|kirschen|pfirsich|pflaume|pflaumen|melone|saft',
    zh: '香蕉|苹果|梨|芒果|葡萄|菠萝|凤梨|红枣|椰枣|葡萄干|无花果|樱桃|桃|李子|西瓜|哈密瓜|果汁',
  },
  {
    traits: ['alcohol'],
    en: 'wine|beer|ale|lager|cider|stout|vodka|rum|brandy|cognac|whisky|whiskey|bourbon|gin|tequila|mezcal|sake|mirin|sherry|port|vermouth|liqueur|kirsch|amaretto|cointreau|grand marnier|champagne|prosecco|marsala|madeira|calvados|schnapps|triple sec|bitters|shaoxing|absinthe|ouzo|pastis|kahlua|baileys',
    es: 'vino|cerveza|ron|coñac|jerez|licor|sidra|aguardiente|cava|orujo',
    fr: 'vin|bière|rhum|cognac|calvados|cidre|liqueur|eau de vie|armagnac|pastis|porto',
    de: 'wein|bier|weinbrand|schnaps|likör|sekt|apfelwein|korn|obstler|rotwein|weißwein',
    zh: '酒|料酒|啤酒|葡萄酒|红酒|白酒|黄酒|米酒|绍兴酒|味醂|清酒',
  },
  {
    traits: ['processed-oil'],
    en: 'vegetable oil|canola oil|rapeseed oil|sunflower oil|soybean oil|corn oil|margarine|shortening|cooking spray|nonstick spray',
    es: 'aceite vegetal|aceite de girasol|aceite de colza|margarina',
    fr: 'huile végétale|huile de tournesol|huile de colza|margarine',
    de: 'pflanzenöl|sonnenblumenöl|rapsöl|margarine',
    zh: '植物油|菜籽油|葵花籽油|人造黄油',
  },
  {
    traits: ['fodmap'],
    en: 'onion|onions|garlic|shallot|shallots|leek|leeks|spring onion|spring onions|scallion|scallions|green onions|cauliflower|mushroom|mushrooms|asparagus|artichoke|artichokes|agave|cashews|pistachios|inulin|chicory root',
    es: 'cebolla|cebollas|ajo|ajos|chalota|chalotas|puerro|puerros|cebolleta|coliflor|champiñones|setas|espárragos|alcachofa|alcachofas',
    fr: 'oignon|oignons|ail|échalote|échalotes|poireau|poireaux|ciboule|chou fleur|champignon|champignons|asperge|asperges|artichaut|artichauts',
    de: 'zwiebel|zwiebeln|knoblauch|schalotte|schalotten|lauch|porree|frühlingszwiebel|frühlingszwiebeln|blumenkohl|pilze|champignons|spargel|artischocke',
    zh: '洋葱|大蒜|蒜|葱|韭葱|大葱|菜花|花椰菜|蘑菇|香菇|芦笋|洋蓟',
  },
  {
    traits: ['nut'],
    en: 'nut|nuts|almond|almonds|walnut|walnuts|cashew|cashews|hazelnut|hazelnuts|pecan|pecans|pistachio|pistachios|macadamia|brazil nuts|pine nuts|pine nut|peanut|peanuts|praline|marzipan|frangipane|gianduja|nutella|amaretti|chestnut|chestnuts|nut butter',
    es: 'nuez|nueces|almendra|almendras|anacardo|anacardos|avellana|avellanas|pistacho|pistachos|cacahuete|cacahuetes|maní|piñón|piñones|mazapán|castaña|castañas',
    fr: 'noix|amande|amandes|noisette|noisettes|pistache|pistaches|cacahuète|cacahuètes|arachide|pignon|pignons|praliné|massepain|marron|marrons|châtaigne|châtaignes',
    de: 'nuss|nüsse|mandel|mandeln|walnuss|walnüsse|haselnuss|haselnüsse|cashew|cashewkerne|pistazie|pistazien|erdnuss|erdnüsse|pinienkerne|marzipan|krokant|maronen|esskastanien',
    zh: '坚果|杏仁|核桃|腰果|榛子|开心果|花生|松子|碧根果|夏威夷果|栗子',
  },
  { traits: ['coconut'], en: 'coconut', es: 'coco', fr: 'coco', de: 'kokos', zh: '椰|椰子|椰奶|椰浆' },
  {
    traits: ['animal-rennet'],
    en: 'parmesan|parmigiano|parmigiano reggiano|pecorino|grana padano|gorgonzola',
    es: 'parmesano',
    fr: 'parmesan',
    de: 'parmesan',
    zh: '帕玛森',
  },
];

// Names that look like another food's ("butter beans" are no butter, "eggplant" no egg, "coconut
// milk" no milk, "nutmeg" no nut), with what they really are. They are taken out of the text first.
const LOOK_ALIKES: ReadonlyArray<{ traits: readonly Trait[]; names: string }> = [
  {
    traits: [],
    names:
      'eggplant|nutmeg|nuez moscada|noix de muscade|muskatnuss|muskat|肉豆蔻|肉桂|water chestnut|water chestnuts|butternut|butternut squash|cream of tartar|tartar|green beans|french beans|string beans|runner beans|haricots verts|grüne bohnen|judías verdes|ejotes|四季豆|豆角|sugar snap peas|snow peas|mangetout|coffee beans|vanilla bean|vanilla beans|vanilla pod|cocoa beans|cocoa butter|kakaobutter|beurre de cacao|manteca de cacao|土豆|咖啡豆|香草豆|vegetable stock|vegetable broth|gemüsebrühe|bouillon de légumes|caldo de verduras|蔬菜高汤|rice vinegar|wine vinegar|red wine vinegar|white wine vinegar|cider vinegar|apple cider vinegar|sherry vinegar|balsamic vinegar|vinagre de vino|vinaigre de vin|weinessig|米醋|apfelessig|schnittlauch|lemon juice|lime juice|jus de citron|zumo de limón|jugo de limón|zitronensaft|limettensaft|柠檬汁|kaffeebohnen',
  },
  { traits: ['starch'], names: 'pommes de terre|pomme de terre|sweet potato|sweet potatoes' },
  {
    traits: ['coconut'],
    names:
      'coconut milk|coconut cream|leche de coco|crema de coco|lait de coco|crème de coco|kokosmilch|kokosnussmilch|noix de coco|椰奶|椰浆',
  },
  { traits: ['coconut'], names: 'coconut flour|harina de coco|farine de coco|kokosmehl|kokosnuss|coconut' },
  {
    traits: ['nut', 'legume'],
    names:
      'peanut butter|crema de cacahuete|mantequilla de maní|mantequilla de cacahuete|beurre de cacahuète|beurre d arachide|erdnussbutter|erdnussmus|花生酱',
  },
  {
    traits: ['nut'],
    names:
      'almond butter|almond milk|almond flour|ground almonds|leche de almendras|harina de almendra|lait d amande|poudre d amande|mandelmilch|gemahlene mandeln|杏仁奶|杏仁粉|hazelnut spread',
  },
  { traits: ['legume', 'fodmap'], names: 'kidney beans|red kidney beans' },
  { traits: ['sugar'], names: 'chocolate chips|ginger ale' },
  { traits: ['egg'], names: '鸡蛋|鸭蛋|鹌鹑蛋' },
  { traits: ['fodmap'], names: '牛油果' },
  {
    traits: ['grain', 'starch'],
    names: 'rice noodles|rice vermicelli|fideos de arroz|nouilles de riz|vermicelles de riz|米粉|河粉|米线',
  },
  { traits: ['nut'], names: '核桃|mandelmehl' },
  { traits: ['dairy'], names: 'noix de beurre' },
  { traits: ['ghee'], names: 'butterschmalz' },
  { traits: ['sweet-fruit'], names: 'weintrauben|trauben' },
  { traits: ['grain', 'starch'], names: 'maismehl|reisnudeln|kichererbsenmehl' },
  {
    traits: ['legume'],
    names: 'butter beans|soy milk|soya milk|leche de soja|lait de soja|sojamilch|豆浆|豆奶|tamari|miso',
  },
  {
    traits: ['grain', 'gluten'],
    names: 'oat milk|leche de avena|lait d avoine|hafermilch|haferdrink|燕麦奶|malt vinegar',
  },
  {
    traits: ['grain', 'starch'],
    names:
      'rice milk|rice flour|rice noodles|corn tortillas|corn tortilla|cornflour|harina de arroz|farine de riz|reismehl|米粉|buckwheat flour|chickpea flour|gram flour|potato flour|tapioca flour|gluten-free flour',
  },
  {
    traits: ['sugar', 'dairy'],
    names:
      'milk chocolate|white chocolate|chocolate con leche|chocolat au lait|chocolat blanc|vollmilchschokolade|weiße schokolade|牛奶巧克力|白巧克力|condensed milk',
  },
  { traits: ['sugar', 'legume'], names: 'jelly beans' },
  {
    traits: ['egg', 'gluten', 'grain'],
    names: 'egg noodles|egg pasta|fresh pasta|pasta fresca|pâtes fraîches|eiernudeln|鸡蛋面',
  },
  { traits: ['meat', 'poultry'], names: 'chicken stock cube|chicken bouillon' },
  { traits: ['meat'], names: 'beef stock|beef broth|rinderbrühe|fond de veau|caldo de carne|牛肉汤' },
  { traits: ['fish'], names: 'fish stock|fumet|fischfond|caldo de pescado|fond de poisson' },
];

// Words that take a trait away: "gluten-free pasta", "vegan butter", "sugar-free syrup".
const FREE_OF: ReadonlyArray<{ words: readonly string[]; removes: readonly Trait[] }> = [
  {
    words: ['gluten free', 'glutenfree', 'sin gluten', 'sans gluten', 'glutenfrei', '无麸质'],
    removes: ['gluten', 'oats'],
  },
  {
    words: [
      'dairy free',
      'non dairy',
      'nondairy',
      'vegan',
      'plant based',
      'vegano',
      'vegana',
      'végétalien',
      'végétalienne',
      'pflanzlich',
      '纯素',
    ],
    removes: ['dairy', 'egg', 'honey', 'gelatin'],
  },
  {
    words: [
      'sugar free',
      'unsweetened',
      'no sugar added',
      'sin azúcar',
      'sans sucre',
      'zuckerfrei',
      'ungesüßt',
      '无糖',
    ],
    removes: ['sugar'],
  },
  { words: ['egg free', 'eggless', 'sin huevo', 'sans oeuf', 'ohne ei'], removes: ['egg'] },
  { words: ['nut free', 'sin frutos secos', 'sans noix', 'nussfrei'], removes: ['nut'] },
  {
    words: ['alcohol free', 'non alcoholic', 'sin alcohol', 'sans alcool', 'alkoholfrei', '无酒精'],
    removes: ['alcohol'],
  },
];

/** Plain foods no diet here minds: vegetables, herbs, spices, water, salt, oils, vinegar. */
const PLAIN_FOODS: WordList = {
  traits: [],
  en: 'water|salt|pepper|black pepper|white pepper|peppercorns|olive oil|extra virgin olive oil|avocado oil|sesame oil|coconut oil|vinegar|lemon|lemons|lemon juice|lemon zest|lime|limes|lime juice|lime zest|carrot|carrots|celery|tomato|tomatoes|cherry tomatoes|tomato paste|tomato puree|passata|cucumber|zucchini|courgette|courgettes|aubergine|bell pepper|bell peppers|red pepper|green pepper|chilli|chili|chillies|chilies|jalapeno|jalapeño|spinach|kale|lettuce|rocket|arugula|cabbage|broccoli|brussels sprouts|radish|radishes|beetroot|beet|beets|turnip|fennel|cilantro|coriander|parsley|basil|mint|dill|thyme|rosemary|sage|oregano|tarragon|chives|bay leaf|bay leaves|ginger|turmeric|cumin|paprika|smoked paprika|cinnamon|cardamom|cloves|star anise|allspice|cayenne|chilli flakes|chili powder|chilli powder|curry powder|garam masala|mustard|dijon mustard|mustard seeds|fennel seeds|coriander seeds|sesame seeds|poppy seeds|sunflower seeds|pumpkin seeds|chia seeds|flaxseed|baking powder|baking soda|bicarbonate of soda|yeast|vanilla|vanilla extract|cocoa|cocoa powder|cacao|avocado|avocados|olives|capers|pickles|berries|strawberries|blueberries|raspberries|blackberries|cranberries|lemongrass|galangal|kaffir lime leaves|seaweed|nori|kombu|herbs|spices|ice|ice cubes|squash|pumpkin|watercress|endive|chard|bok choy|pak choi|okra|sprouts|bean sprouts|tahini|sriracha|hot sauce|tabasco|salsa|harissa',
  es: 'agua|sal|pimienta|aceite de oliva|vinagre|limón|lima|zanahoria|zanahorias|apio|tomate|tomates|pepino|calabacín|berenjena|pimiento|pimientos|guindilla|espinacas|lechuga|col|repollo|brócoli|perejil|cilantro|albahaca|menta|hierbabuena|eneldo|tomillo|romero|salvia|orégano|laurel|jengibre|cúrcuma|comino|pimentón|canela|clavo|levadura|vainilla|cacao|aguacate|aceitunas|alcaparras|hierbas|especias|calabaza',
  fr: 'eau|sel|poivre|huile d olive|vinaigre|citron|citron vert|carotte|carottes|céleri|tomate|tomates|concombre|courgette|courgettes|aubergine|poivron|poivrons|piment|épinards|laitue|salade|chou|brocoli|persil|coriandre|basilic|menthe|aneth|thym|romarin|sauge|origan|laurier|gingembre|curcuma|cumin|paprika|cannelle|clou de girofle|levure|vanille|cacao|avocat|olives|câpres|herbes|épices|courge|potiron',
  de: 'wasser|salz|pfeffer|olivenöl|essig|zitrone|limette|karotte|karotten|möhre|möhren|sellerie|tomate|tomaten|gurke|zucchini|aubergine|paprika|chili|spinat|salat|kohl|brokkoli|petersilie|koriander|basilikum|minze|dill|thymian|rosmarin|salbei|oregano|lorbeer|ingwer|kurkuma|kreuzkümmel|zimt|nelken|hefe|vanille|kakao|avocado|oliven|kapern|kräuter|gewürze|kürbis',
  zh: '水|盐|胡椒|黑胡椒|橄榄油|醋|柠檬|青柠|胡萝卜|芹菜|西芹|番茄|西红柿|黄瓜|西葫芦|茄子|甜椒|彩椒|辣椒|菠菜|生菜|卷心菜|白菜|西兰花|香菜|欧芹|罗勒|薄荷|姜|生姜|姜黄|孜然|红椒粉|肉桂|八角|花椒|酵母|香草|可可粉|牛油果|橄榄|南瓜|香料',
};

// ---------------------------------------------------------------------------------------------
// Matching

type Term = { words: string[]; compound: boolean; han: boolean; text: string };

const HAN = /\p{Script=Han}/u;

function terms(list: { en: string; es: string; fr: string; de: string; zh: string }): Term[] {
  const all: Term[] = [];
  for (const [language, names] of Object.entries(list)) {
    if (typeof names !== 'string' || names.length === 0) continue;
    for (const name of names.split('|')) {
      const text = normalizeFoodName(name);
      if (!text) continue;
      all.push({ words: text.split(' '), compound: language === 'de', han: HAN.test(text), text });
    }
  }
  return all;
}

/** The singular forms of a word, so that "tomatoes" meets "tomato" and "Zwiebeln" meets "Zwiebel". */
function forms(word: string): string[] {
  const result = [word];
  if (word.length <= 3) return result;
  if (word.endsWith('ies')) result.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) result.push(word.slice(0, -2));
  if (word.endsWith('s')) result.push(word.slice(0, -1));
  if (word.endsWith('n')) result.push(word.slice(0, -1));
  if (word.endsWith('en')) result.push(word.slice(0, -2));
  return result;
}

/** Where a term's words stand in the text's words (plurals aside), or -1. */
function phraseAt(term: Term, words: readonly string[]): number {
  for (let i = 0; i + term.words.length <= words.length; i++) {
    if (
      term.words.every((w, k) => forms(words[i + k]!).some((form) => form === w || forms(w).includes(form)))
    )
      return i;
  }
  return -1;
}

function matches(
  term: Term,
  text: string,
  words: readonly string[],
  language: Language | undefined,
): boolean {
  if (term.han) return text.includes(term.text);
  // Only German text is read for compounds: "ente" (duck) inside Spanish "entera" is no duck.
  const german = language === undefined || language === 'de';
  if (german && term.compound && term.words.length === 1 && term.text.length >= 4) {
    // "Schweinefleisch", "Ziegenfrischkäse": German builds names from other names.
    if (
      words.some(
        (word) => word.length > term.text.length && (word.startsWith(term.text) || word.endsWith(term.text)),
      )
    )
      return true;
  }
  return phraseAt(term, words) >= 0;
}

const TRAIT_TERMS = WORDS.map((list) => ({ traits: list.traits, terms: terms(list) }));
// Longest names first, so "red kidney beans" is taken out before "kidney beans".
const LOOK_ALIKE_TERMS = LOOK_ALIKES.flatMap((entry) =>
  terms({ en: entry.names, es: '', fr: '', de: '', zh: '' }).map((term) => ({ traits: entry.traits, term })),
).sort((a, b) => b.term.text.length - a.term.text.length);
const PLAIN_TERMS = terms(PLAIN_FOODS);
const FREE_OF_TERMS = FREE_OF.map((entry) => ({
  removes: entry.removes,
  terms: entry.words.map((word) => normalizeFoodName(word)),
}));

// The catalogue keys whose foods no diet here minds, and what the others are. A key not listed is
// unknown: its name covers foods that differ ("stock", "plant milk", "leftovers").
const KEY_TRAITS: Readonly<Record<string, readonly Trait[]>> = {
  milk: ['dairy', 'fodmap'],
  'uht-milk': ['dairy', 'fodmap'],
  buttermilk: ['dairy', 'fodmap'],
  cream: ['dairy', 'fodmap'],
  'sour-cream': ['dairy', 'fodmap'],
  yoghurt: ['dairy', 'fodmap'],
  butter: ['dairy'],
  margarine: ['processed-oil'],
  'hard-cheese': ['dairy'],
  'soft-cheese': ['dairy', 'fodmap'],
  mozzarella: ['dairy'],
  feta: ['dairy'],
  'cottage-cheese': ['dairy', 'fodmap'],
  'cream-cheese': ['dairy', 'fodmap'],
  quark: ['dairy', 'fodmap'],
  eggs: ['egg'],
  apples: ['sweet-fruit', 'fodmap'],
  bananas: ['sweet-fruit', 'starch'],
  oranges: ['sweet-fruit'],
  lemons: [],
  limes: [],
  grapes: ['sweet-fruit'],
  strawberries: [],
  blueberries: [],
  raspberries: [],
  cherries: ['sweet-fruit', 'fodmap'],
  pears: ['sweet-fruit', 'fodmap'],
  peaches: ['sweet-fruit', 'fodmap'],
  kiwi: ['sweet-fruit'],
  mango: ['sweet-fruit', 'fodmap'],
  pineapple: ['sweet-fruit'],
  melon: ['sweet-fruit', 'fodmap'],
  avocados: [],
  tomatoes: [],
  potatoes: ['starch'],
  'sweet-potatoes': ['starch'],
  onions: ['fodmap'],
  garlic: ['fodmap'],
  ginger: [],
  carrots: [],
  celery: [],
  broccoli: [],
  cauliflower: ['fodmap'],
  cabbage: [],
  lettuce: [],
  spinach: [],
  cucumber: [],
  'bell-peppers': [],
  chillies: [],
  courgettes: [],
  aubergines: [],
  mushrooms: ['fodmap'],
  'green-beans': [],
  'corn-on-the-cob': ['grain', 'starch'],
  leeks: ['fodmap'],
  'spring-onions': ['fodmap'],
  pumpkin: ['starch'],
  parsley: [],
  coriander: [],
  basil: [],
  'ground-beef': ['meat'],
  'beef-steak': ['meat'],
  'beef-roast': ['meat'],
  'pork-chops': ['meat', 'pork'],
  'ground-pork': ['meat', 'pork'],
  'chicken-pieces': ['meat', 'poultry'],
  'whole-chicken': ['meat', 'poultry'],
  'ground-poultry': ['meat', 'poultry'],
  turkey: ['meat', 'poultry'],
  lamb: ['meat'],
  bacon: ['meat', 'pork'],
  ham: ['meat', 'pork'],
  'white-fish': ['fish'],
  salmon: ['fish'],
  'smoked-salmon': ['fish'],
  shrimp: ['shellfish'],
  tofu: ['legume'],
  hummus: ['legume', 'fodmap'],
  'fresh-pasta': ['gluten', 'grain', 'egg'],
  rice: ['grain', 'starch'],
  'brown-rice': ['grain', 'starch'],
  pasta: ['gluten', 'grain'],
  'instant-noodles': ['gluten', 'grain'],
  flour: ['gluten', 'grain'],
  'wholemeal-flour': ['gluten', 'grain'],
  cornstarch: ['grain', 'starch'],
  sugar: ['sugar'],
  'brown-sugar': ['sugar'],
  honey: ['honey', 'sugar', 'fodmap'],
  'maple-syrup': ['sugar'],
  salt: [],
  'black-pepper': [],
  paprika: [],
  cinnamon: [],
  cumin: [],
  'dried-herbs': [],
  'chilli-flakes': [],
  'olive-oil': [],
  'vegetable-oil': ['processed-oil'],
  vinegar: [],
  'soy-sauce': ['gluten', 'grain', 'legume'],
  ketchup: ['sugar'],
  mustard: [],
  mayonnaise: ['egg', 'processed-oil'],
  'hot-sauce': [],
  'canned-tomatoes': [],
  'tomato-paste': [],
  'canned-beans': ['legume', 'fodmap'],
  'dried-lentils': ['legume', 'fodmap'],
  'dried-beans': ['legume', 'fodmap'],
  'canned-tuna': ['fish'],
  'canned-corn': ['grain', 'starch'],
  'coconut-milk': ['coconut'],
  oats: ['grain', 'oats'],
  bread: ['gluten', 'grain'],
  tortillas: ['gluten', 'grain'],
  crackers: ['gluten', 'grain'],
  breadcrumbs: ['gluten', 'grain'],
  couscous: ['gluten', 'grain'],
  quinoa: ['grain', 'starch'],
  polenta: ['grain', 'starch'],
  'baking-powder': [],
  'baking-soda': [],
  yeast: [],
  cocoa: [],
  'peanut-butter': ['nut', 'legume'],
  jam: ['sugar'],
  'chocolate-spread': ['sugar', 'nut', 'dairy'],
  nuts: ['nut'],
  seeds: [],
  'dried-fruit': ['sweet-fruit', 'sugar', 'fodmap'],
  olives: [],
  salsa: [],
  'frozen-fries': ['starch'],
  'frozen-pizza': ['gluten', 'grain', 'dairy'],
  'fish-fingers': ['fish', 'gluten', 'grain'],
  'ice-cream': ['dairy', 'sugar', 'fodmap'],
  'orange-juice': ['sweet-fruit', 'sugar'],
  juice: ['sweet-fruit', 'sugar'],
  water: [],
  'soft-drinks': ['sugar'],
  coffee: [],
  tea: [],
  beer: ['alcohol', 'gluten', 'grain'],
  wine: ['alcohol'],
};

/** What a line's food is, or null when the food is not known well enough to say. */
export function ingredientTraits(
  parsed: ParsedIngredient,
  language?: Language,
): { traits: Set<Trait>; known: boolean } | null {
  const name = parsed.food ?? parsed.raw;
  let text = normalizeFoodName(name);
  if (!text) return null;
  const traits = new Set<Trait>();
  let known = false;
  for (const { term, traits: alike } of LOOK_ALIKE_TERMS) {
    const words = text.split(' ');
    const found = term.han ? text.includes(term.text) : phraseAt(term, words);
    if (found === false || found === -1) continue;
    known = true;
    for (const trait of alike) traits.add(trait);
    text =
      typeof found === 'number'
        ? [...words.slice(0, found), ...words.slice(found + term.words.length)].join(' ')
        : text.replaceAll(term.text, ' ');
  }
  const words = text.split(' ').filter(Boolean);
  for (const entry of TRAIT_TERMS) {
    if (!entry.terms.some((term) => matches(term, text, words, language))) continue;
    known = true;
    for (const trait of entry.traits) traits.add(trait);
  }
  if (
    !known &&
    words.length > 0 &&
    PLAIN_TERMS.some((term) => term.words.length === words.length && matches(term, text, words, language))
  )
    known = true;
  if (!known && parsed.foodKey && parsed.foodKey in KEY_TRAITS) {
    known = true;
    for (const trait of KEY_TRAITS[parsed.foodKey]!) traits.add(trait);
  }
  const normalized = normalizeFoodName(name);
  for (const entry of FREE_OF_TERMS) {
    if (
      !entry.terms.some(
        (term) => ` ${normalized} `.includes(` ${term} `) || (HAN.test(term) && normalized.includes(term)),
      )
    )
      continue;
    for (const trait of entry.removes) traits.delete(trait);
  }
  return { traits, known };
}

// ---------------------------------------------------------------------------------------------
// Flags and conflicts

function breaks(traits: ReadonlySet<Trait>, flag: DietaryFlag, level: 'always' | 'any'): boolean {
  const rule = RULES[flag];
  const list = level === 'always' ? rule.always : [...rule.always, ...rule.maybe];
  return list.some((trait) => traits.has(trait));
}

/** Lines that name a food: lines without one ("For the sauce:") say nothing about a diet. */
function withFood(ingredients: readonly ParsedIngredient[], language: Language | undefined) {
  return ingredients
    .filter((parsed) => parsed.food !== null)
    .map((parsed) => ({ parsed, read: ingredientTraits(parsed, language) }));
}

/**
 * The flags that can be read from ingredients at all. Keto, Paleo, Whole30, Low Carb, Low FODMAP,
 * Kosher and Halal depend on amounts, brands, certification and preparation that a line does not
 * say: the cook sets them; conflicts with them are still reported where a line certainly breaks one.
 */
const DERIVABLE_FLAGS: readonly DietaryFlag[] = [
  'Vegetarian',
  'Vegan',
  'Pescatarian',
  'Gluten-Free',
  'Dairy-Free',
  'Nut-Free',
];

/**
 * The dietary preferences a recipe satisfies, in the onboarding's order: those that no ingredient
 * breaks or may break, and only when every ingredient's food is known. A recipe with no foods
 * gets none.
 */
export function deriveDietaryFlags(
  ingredients: readonly ParsedIngredient[],
  language?: Language,
): DietaryFlag[] {
  const lines = withFood(ingredients, language);
  if (lines.length === 0 || lines.some((line) => line.read === null || !line.read.known)) return [];
  return DIETARY_PREFERENCES.filter(
    (flag) =>
      DERIVABLE_FLAGS.includes(flag) && lines.every((line) => !breaks(line.read!.traits, flag, 'any')),
  );
}

/**
 * For each of the user's preferences that the recipe breaks, the ingredient lines (as written)
 * that certainly break it: "bacon" for Vegetarian and Halal, "soy sauce" for Gluten-Free. Meat
 * with dairy in one recipe breaks Kosher. Preferences nothing breaks are left out.
 */
export function dietaryConflicts(
  ingredients: readonly ParsedIngredient[],
  preferences: readonly DietaryFlag[],
  language?: Language,
): { preference: DietaryFlag; ingredients: string[] }[] {
  const lines = withFood(ingredients, language);
  const has = (trait: Trait) => lines.some((line) => line.read?.traits.has(trait));
  const meatWithDairy = (has('meat') || has('poultry')) && has('dairy');
  const conflicts: { preference: DietaryFlag; ingredients: string[] }[] = [];
  for (const preference of DIETARY_PREFERENCES) {
    if (!preferences.includes(preference)) continue;
    const broken = lines.filter(({ read }) => {
      if (!read) return false;
      if (breaks(read.traits, preference, 'always')) return true;
      return (
        preference === 'Kosher' &&
        meatWithDairy &&
        ['meat', 'poultry', 'dairy'].some((t) => read.traits.has(t as Trait))
      );
    });
    if (broken.length > 0)
      conflicts.push({ preference, ingredients: broken.map(({ parsed }) => parsed.raw) });
  }
  return conflicts;
}
