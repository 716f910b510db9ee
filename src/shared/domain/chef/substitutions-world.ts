/**
 * The substitutions for the sauces, spices, herbs and staples of the app's cuisines (oyster sauce,
 * Shaoxing wine, tarragon, achiote, cumin, …), beside the everyday foods of substitutions-basics.ts.
 */
import { catalogued, named, option, type Substitution } from './substitution-rows';

export const WORLD_SUBSTITUTIONS: readonly Substitution[] = [
  // Sauces, pastes and seasonings
  named(
    'oyster-sauce',
    {
      en: 'oyster sauce',
      es: 'salsa de ostras|salsa de ostión|salsa de ostiones',
      fr: 'sauce aux huîtres|sauce d’huître|sauce huître',
      de: 'Austernsauce|Austernsoße',
      zh: '蚝油|牡蛎油',
    },
    [
      option({
        en: 'vegetarian oyster sauce, made from mushrooms, 1:1',
        es: 'salsa de ostras vegetariana, hecha con setas, en la misma cantidad',
        fr: 'sauce « huître » végétarienne aux champignons, en même quantité',
        de: 'vegetarische Austernsauce auf Pilzbasis, 1:1',
        zh: '素蚝油（香菇制成），等量替换',
      }),
      option(
        {
          en: 'per tbsp: 2 tsp soy sauce + 1 tsp hoisin sauce',
          es: 'por cada cda: 2 cdtas de salsa de soja + 1 cdta de salsa hoisin',
          fr: 'par c. à s. : 2 c. à c. de sauce soja + 1 c. à c. de sauce hoisin',
          de: 'pro EL: 2 TL Sojasauce + 1 TL Hoisinsauce',
          zh: '每汤匙：2茶匙酱油加1茶匙海鲜酱',
        },
        {
          en: 'sweeter and less briny; fine in stir-fries and marinades',
          es: 'más dulce y con menos sabor a mar; va bien en salteados y adobos',
          fr: 'plus sucré et moins iodé ; convient aux sautés et aux marinades',
          de: 'süßer und weniger nach Meer; passt in Wokgerichte und Marinaden',
          zh: '更甜，海鲜味较淡；适合炒菜和腌料',
        },
      ),
      option(
        {
          en: 'per tbsp: 1 tbsp soy sauce + ½ tsp sugar, with a pinch of cornstarch if the sauce should cling',
          es: 'por cada cda: 1 cda de salsa de soja + ½ cdta de azúcar, con una pizca de maicena si la salsa debe napar',
          fr: 'par c. à s. : 1 c. à s. de sauce soja + ½ c. à c. de sucre, avec une pincée de fécule de maïs si la sauce doit napper',
          de: 'pro EL: 1 EL Sojasauce + ½ TL Zucker, mit einer Prise Speisestärke, wenn die Soße haften soll',
          zh: '每汤匙：1汤匙酱油加½茶匙糖，需要挂汁时再加一小撮玉米淀粉',
        },
        {
          en: 'saltier and thinner, so start with a little less',
          es: 'más salada y líquida, así que empieza con algo menos',
          fr: 'plus salé et plus liquide : en mettre un peu moins au départ',
          de: 'salziger und dünner, also mit etwas weniger anfangen',
          zh: '更咸更稀，先少放一些',
        },
      ),
    ],
  ),
  named(
    'shaoxing-wine',
    {
      en: 'Shaoxing wine|Shaoxing|Shaohsing wine|Chinese cooking wine|Chinese rice wine|cooking rice wine|rice wine',
      es: 'vino de Shaoxing|vino Shaoxing|vino de arroz chino|vino de arroz|vino chino para cocinar',
      fr: 'vin de Shaoxing|vin de riz chinois|vin de riz|vin de cuisine chinois',
      de: 'Shaoxing-Wein|Shaoxingwein|chinesischer Reiswein|Reiswein|chinesischer Kochwein',
      zh: '料酒|绍兴酒|绍兴黄酒|黄酒|花雕酒|花雕|米酒',
    },
    [
      option({
        en: 'dry sherry (fino or amontillado), 1:1',
        es: 'jerez seco (fino o amontillado), en la misma cantidad',
        fr: 'xérès sec (fino ou amontillado), en même quantité',
        de: 'trockener Sherry (Fino oder Amontillado), 1:1',
        zh: '干雪利酒（菲诺或阿蒙蒂亚多），等量替换',
      }),
      option(
        {
          en: 'sake or dry white wine, 1:1, with a pinch of sugar',
          es: 'sake o vino blanco seco, en la misma cantidad, con una pizca de azúcar',
          fr: 'saké ou vin blanc sec, en même quantité, avec une pincée de sucre',
          de: 'Sake oder trockener Weißwein, 1:1, mit einer Prise Zucker',
          zh: '日本清酒或干白葡萄酒，等量替换，加一小撮糖',
        },
        {
          en: 'lighter, without the nutty, caramel depth',
          es: 'más ligero, sin el fondo a frutos secos y caramelo',
          fr: 'plus léger, sans la profondeur de noix et de caramel',
          de: 'leichter, ohne die nussige, karamellige Tiefe',
          zh: '味道较清淡，缺少黄酒的醇厚焦香',
        },
      ),
      option(
        {
          en: 'alcohol-free: the same amount of chicken or vegetable stock with a few drops of rice vinegar',
          es: 'sin alcohol: la misma cantidad de caldo de pollo o de verduras con unas gotas de vinagre de arroz',
          fr: 'sans alcool : autant de bouillon de volaille ou de légumes avec quelques gouttes de vinaigre de riz',
          de: 'alkoholfrei: gleiche Menge Hühner- oder Gemüsebrühe mit ein paar Tropfen Reisessig',
          zh: '不含酒精：等量鸡汤或蔬菜高汤，加几滴米醋',
        },
        {
          en: 'it does less to take away the strong smell of meat and seafood',
          es: 'quita menos el olor fuerte de carnes y pescados',
          fr: 'atténue moins l’odeur forte des viandes et des fruits de mer',
          de: 'nimmt Fleisch und Meeresfrüchten weniger den strengen Geruch',
          zh: '去腥效果较弱',
        },
      ),
    ],
  ),
  named(
    'rice-vinegar',
    {
      en: 'rice vinegar|rice wine vinegar|seasoned rice vinegar|sushi vinegar',
      es: 'vinagre de arroz|vinagre de arroz sazonado|vinagre para sushi',
      fr: 'vinaigre de riz|vinaigre à sushi',
      de: 'Reisessig|Reisweinessig|Sushi-Essig|Sushiessig',
      zh: '米醋|白米醋|寿司醋',
    },
    [
      option(
        {
          en: 'cider vinegar or white wine vinegar, 1:1',
          es: 'vinagre de manzana o de vino blanco, en la misma cantidad',
          fr: 'vinaigre de cidre ou de vin blanc, en même quantité',
          de: 'Apfelessig oder Weißweinessig, 1:1',
          zh: '苹果醋或白葡萄酒醋，等量替换',
        },
        {
          en: 'sharper; a pinch of sugar per tbsp rounds it off',
          es: 'más fuerte; una pizca de azúcar por cucharada lo suaviza',
          fr: 'plus piquant ; une pincée de sucre par cuillerée l’adoucit',
          de: 'schärfer; eine Prise Zucker pro Esslöffel rundet ihn ab',
          zh: '酸味更冲，每汤匙加一小撮糖可以柔和些',
        },
      ),
      option({
        en: 'for sushi rice: per 4 tbsp (60 ml) plain rice or cider vinegar, 1 tbsp sugar + 1 tsp salt, stirred until dissolved',
        es: 'para arroz de sushi: por cada 60 ml de vinagre de arroz normal o de manzana, 1 cda de azúcar + 1 cdta de sal, removidos hasta disolverse',
        fr: 'pour le riz à sushi : pour 60 ml de vinaigre de riz nature ou de cidre, 1 c. à s. de sucre + 1 c. à c. de sel, remués jusqu’à dissolution',
        de: 'für Sushireis: pro 60 ml einfachen Reis- oder Apfelessig 1 EL Zucker + 1 TL Salz, verrührt, bis sie sich lösen',
        zh: '做寿司饭：每60毫升普通米醋或苹果醋加1汤匙糖和1茶匙盐，搅拌至溶化',
      }),
      option({
        en: 'distilled white vinegar, half as much, topped up with water',
        es: 'vinagre blanco de alcohol, la mitad, completado con agua',
        fr: 'vinaigre blanc d’alcool, moitié moins, complété avec de l’eau',
        de: 'Branntweinessig, halb so viel, mit Wasser aufgefüllt',
        zh: '白醋减半，再用水补足',
      }),
    ],
  ),
  named(
    'sesame-oil',
    {
      en: 'sesame oil|toasted sesame oil|dark sesame oil',
      es: 'aceite de sésamo|aceite de sésamo tostado|aceite de ajonjolí',
      fr: 'huile de sésame|huile de sésame grillé|huile de sésame toasté',
      de: 'Sesamöl|geröstetes Sesamöl',
      zh: '芝麻油|香油|麻油|小磨香油',
    },
    [
      option(
        {
          en: 'per tsp: ½ tsp tahini or Chinese sesame paste whisked with 1 tsp neutral oil',
          es: 'por cada cdta: ½ cdta de tahini o de pasta de sésamo china batida con 1 cdta de aceite neutro',
          fr: 'par c. à c. : ½ c. à c. de tahini ou de pâte de sésame chinoise fouettée avec 1 c. à c. d’huile neutre',
          de: 'pro TL: ½ TL Tahini oder chinesische Sesampaste, mit 1 TL neutralem Öl verrührt',
          zh: '每茶匙：½茶匙芝麻酱加1茶匙无味植物油调匀',
        },
        {
          en: 'for dressings, noodles and dipping sauces, not for frying',
          es: 'para aliños, fideos y salsas para mojar, no para freír',
          fr: 'pour les vinaigrettes, les nouilles et les sauces à tremper, pas pour la cuisson',
          de: 'für Dressings, Nudeln und Dips, nicht zum Braten',
          zh: '适合凉拌、拌面和蘸料，不适合炒菜',
        },
      ),
      option(
        {
          en: 'roasted peanut oil or walnut oil, 1:1',
          es: 'aceite de cacahuete tostado o de nuez, en la misma cantidad',
          fr: 'huile d’arachide grillée ou huile de noix, en même quantité',
          de: 'geröstetes Erdnussöl oder Walnussöl, 1:1',
          zh: '熟花生油或核桃油，等量替换',
        },
        {
          en: 'nutty, but not of sesame',
          es: 'sabe a fruto seco, pero no a sésamo',
          fr: 'un goût de fruit sec, mais pas de sésame',
          de: 'nussig, aber nicht nach Sesam',
          zh: '有坚果香，但不是芝麻味',
        },
      ),
      option({
        en: 'for cooking: any neutral oil, with toasted sesame seeds scattered over at the end',
        es: 'para cocinar: cualquier aceite neutro, con sésamo tostado espolvoreado al final',
        fr: 'pour la cuisson : n’importe quelle huile neutre, avec des graines de sésame grillées parsemées à la fin',
        de: 'zum Kochen: ein neutrales Öl, zum Schluss geröstete Sesamsamen darüberstreuen',
        zh: '炒菜时：用任何无味植物油，出锅前撒上熟芝麻',
      }),
    ],
  ),
  named(
    'hoisin-sauce',
    {
      en: 'hoisin sauce|hoisin',
      es: 'salsa hoisin|hoisin',
      fr: 'sauce hoisin|hoisin',
      de: 'Hoisinsauce|Hoisin-Sauce|Hoisinsoße|Hoisin',
      zh: '海鲜酱',
    },
    [
      option({
        en: 'per 4 tbsp: 2 tbsp soy sauce + 1 tbsp smooth peanut butter + 1 tbsp honey or brown sugar + 1 tsp rice vinegar + a pinch each of five-spice and garlic powder',
        es: 'por cada 4 cdas: 2 cdas de salsa de soja + 1 cda de crema de cacahuete + 1 cda de miel o azúcar moreno + 1 cdta de vinagre de arroz + una pizca de cinco especias y otra de ajo en polvo',
        fr: 'pour 4 c. à s. : 2 c. à s. de sauce soja + 1 c. à s. de beurre de cacahuète lisse + 1 c. à s. de miel ou de sucre roux + 1 c. à c. de vinaigre de riz + une pincée de cinq-épices et d’ail en poudre',
        de: 'pro 4 EL: 2 EL Sojasauce + 1 EL cremige Erdnussbutter + 1 EL Honig oder brauner Zucker + 1 TL Reisessig + je eine Prise Fünf-Gewürze-Pulver und Knoblauchpulver',
        zh: '每4汤匙：2汤匙酱油、1汤匙顺滑花生酱、1汤匙蜂蜜或红糖、1茶匙米醋，再加五香粉和蒜粉各一小撮',
      }),
      option(
        {
          en: 'sweet bean sauce (tianmianjiang) with a little sugar, 1:1',
          es: 'salsa tianmianjiang (pasta dulce de trigo fermentado) con un poco de azúcar, en la misma cantidad',
          fr: 'sauce tianmianjiang (pâte sucrée de blé fermenté) avec un peu de sucre, en même quantité',
          de: 'Tianmianjiang (süße Paste aus fermentiertem Weizen) mit etwas Zucker, 1:1',
          zh: '甜面酱加少许糖，等量替换',
        },
        {
          en: 'saltier and less spiced; good with Peking duck',
          es: 'más salada y menos especiada; buena con el pato laqueado',
          fr: 'plus salée et moins épicée ; parfaite avec le canard laqué',
          de: 'salziger und weniger würzig; gut zur Pekingente',
          zh: '更咸，香料味较淡；配北京烤鸭很合适',
        },
      ),
      option(
        {
          en: 'barbecue sauce with a splash of soy sauce, 1:1',
          es: 'salsa barbacoa con un chorrito de salsa de soja, en la misma cantidad',
          fr: 'sauce barbecue avec un trait de sauce soja, en même quantité',
          de: 'Barbecuesoße mit einem Schuss Sojasauce, 1:1',
          zh: '烧烤酱加少许酱油，等量替换',
        },
        {
          en: 'smokier and more of tomato; fine as a glaze for ribs or chicken',
          es: 'más ahumada y con sabor a tomate; sirve para glasear costillas o pollo',
          fr: 'plus fumée et plus tomatée ; convient pour laquer travers de porc ou poulet',
          de: 'rauchiger und tomatiger; geht als Glasur für Rippchen oder Hähnchen',
          zh: '烟熏味和番茄味更重；可用来给排骨或鸡肉刷酱',
        },
      ),
    ],
  ),
  named(
    'miso',
    {
      en: 'miso|miso paste|white miso|red miso',
      es: 'miso|pasta de miso|miso blanco',
      fr: 'miso|pâte de miso|miso blanc',
      de: 'Miso|Misopaste|helles Miso',
      zh: '味噌|白味噌|红味噌|日本味噌',
    },
    [
      option(
        {
          en: 'Chinese yellow soybean paste or Korean doenjang, half as much, then to taste',
          es: 'pasta de soja amarilla china o doenjang coreano, la mitad, y luego al gusto',
          fr: 'pâte de soja jaune chinoise ou doenjang coréen, moitié moins, puis selon le goût',
          de: 'chinesische gelbe Sojabohnenpaste oder koreanisches Doenjang, halb so viel, dann nach Geschmack',
          zh: '黄豆酱或韩式大酱，先用一半，再按口味加',
        },
        {
          en: 'saltier and funkier than white miso',
          es: 'más salados y de sabor más intenso que el miso blanco',
          fr: 'plus salés et plus corsés que le miso blanc',
          de: 'salziger und kräftiger als helles Miso',
          zh: '比白味噌更咸，酱香更冲',
        },
      ),
      option(
        {
          en: 'per tbsp: 2 tsp soy sauce + 1 tsp tahini',
          es: 'por cada cda: 2 cdtas de salsa de soja + 1 cdta de tahini',
          fr: 'par c. à s. : 2 c. à c. de sauce soja + 1 c. à c. de tahini',
          de: 'pro EL: 2 TL Sojasauce + 1 TL Tahini',
          zh: '每汤匙：2茶匙酱油加1茶匙芝麻酱',
        },
        {
          en: 'thinner and without the fermented depth; good in dressings, glazes and marinades',
          es: 'más líquido y sin la profundidad del fermentado; bueno en aliños, glaseados y adobos',
          fr: 'plus liquide, sans la profondeur du fermenté ; bien dans les vinaigrettes, laquages et marinades',
          de: 'dünner und ohne die fermentierte Tiefe; gut in Dressings, Glasuren und Marinaden',
          zh: '更稀，缺少发酵的醇厚；适合沙拉汁、刷酱和腌料',
        },
      ),
    ],
  ),
  named(
    'sambal-oelek',
    {
      en: 'sambal oelek|sambal ulek|sambal|chilli paste|chili paste',
      es: 'sambal oelek|sambal|pasta de chile|pasta de guindilla',
      fr: 'sambal oelek|sambal|pâte de piment|purée de piment',
      de: 'Sambal Oelek|Sambal|Chilipaste|Chili-Paste',
      zh: '参巴酱|叁巴酱|参巴辣椒酱|印尼辣椒酱',
    },
    [
      option({
        en: 'per tsp: 1 fresh red chilli, crushed with a pinch of salt and a few drops of vinegar or lime juice',
        es: 'por cada cdta: 1 chile rojo fresco machacado con una pizca de sal y unas gotas de vinagre o de zumo de lima',
        fr: 'par c. à c. : 1 piment rouge frais écrasé avec une pincée de sel et quelques gouttes de vinaigre ou de jus de citron vert',
        de: 'pro TL: 1 frische rote Chilischote, mit einer Prise Salz und ein paar Tropfen Essig oder Limettensaft zerstoßen',
        zh: '每茶匙：1个新鲜红辣椒，加一小撮盐和几滴醋或青柠汁捣碎',
      }),
      option(
        {
          en: 'sriracha, 1:1',
          es: 'sriracha, en la misma cantidad',
          fr: 'sriracha, en même quantité',
          de: 'Sriracha, 1:1',
          zh: '是拉差辣椒酱，等量替换',
        },
        {
          en: 'sweeter and more garlicky',
          es: 'más dulce y con más ajo',
          fr: 'plus sucrée et plus aillée',
          de: 'süßer und knoblauchiger',
          zh: '更甜，蒜味更重',
        },
      ),
      option({
        en: 'per tsp: ½ tsp chilli flakes soaked 5 minutes in 1 tsp hot water with a pinch of salt and a drop of vinegar',
        es: 'por cada cdta: ½ cdta de chile en copos remojado 5 minutos en 1 cdta de agua caliente con una pizca de sal y una gota de vinagre',
        fr: 'par c. à c. : ½ c. à c. de piment en flocons trempé 5 minutes dans 1 c. à c. d’eau chaude avec une pincée de sel et une goutte de vinaigre',
        de: 'pro TL: ½ TL Chiliflocken, 5 Minuten in 1 TL heißem Wasser mit einer Prise Salz und einem Tropfen Essig eingeweicht',
        zh: '每茶匙：½茶匙辣椒碎用1茶匙热水泡5分钟，加一小撮盐和一滴醋',
      }),
    ],
  ),
  named(
    'worcestershire-sauce',
    {
      en: 'Worcestershire sauce|Worcestershire|Worcester sauce',
      es: 'salsa Worcestershire|salsa inglesa|salsa Perrins|salsa Worcester',
      fr: 'sauce Worcestershire|Worcestershire|sauce Worcester',
      de: 'Worcestershiresauce|Worcestershire-Sauce|Worcestersauce|Worcestersoße|Worcestershire',
      zh: '伍斯特沙司|伍斯特酱|辣酱油|喼汁|李派林',
    },
    [
      option(
        {
          en: 'per tbsp: 2 tsp soy sauce + 1 tsp cider vinegar + a pinch of sugar',
          es: 'por cada cda: 2 cdtas de salsa de soja + 1 cdta de vinagre de manzana + una pizca de azúcar',
          fr: 'par c. à s. : 2 c. à c. de sauce soja + 1 c. à c. de vinaigre de cidre + une pincée de sucre',
          de: 'pro EL: 2 TL Sojasauce + 1 TL Apfelessig + eine Prise Zucker',
          zh: '每汤匙：2茶匙酱油加1茶匙苹果醋和一小撮糖',
        },
        {
          en: 'simpler in taste but close in marinades and gravies, and vegetarian, unlike the original with its anchovies',
          es: 'de sabor más simple, pero parecido en adobos y salsas de asado, y vegetariano, a diferencia del original con anchoas',
          fr: 'goût plus simple, mais proche dans les marinades et les sauces, et végétarien, contrairement à l’original aux anchois',
          de: 'schlichter im Geschmack, aber in Marinaden und Bratensoßen nah dran, und vegetarisch, anders als das Original mit Sardellen',
          zh: '味道较单一，但用于腌料和肉汁时很接近；而且是素的，原版含凤尾鱼',
        },
      ),
      option(
        {
          en: 'Maggi seasoning, half as much, with a squeeze of lemon',
          es: 'jugo Maggi, la mitad, con unas gotas de limón',
          fr: 'arôme Maggi, moitié moins, avec un filet de citron',
          de: 'Maggi-Würze, halb so viel, mit einem Spritzer Zitrone',
          zh: '美极鲜味汁，用一半，挤几滴柠檬汁',
        },
        {
          en: 'salty and savoury but not tangy on its own; best in stews and gravies',
          es: 'salado y sabroso, pero sin acidez por sí solo; mejor en guisos y salsas',
          fr: 'salé et savoureux mais sans acidité à lui seul ; idéal dans les ragoûts et les sauces',
          de: 'salzig und würzig, allein aber nicht säuerlich; am besten in Eintöpfen und Soßen',
          zh: '咸鲜但本身不酸；最适合炖菜和肉汁',
        },
      ),
    ],
  ),
  named(
    'tamarind',
    {
      en: 'tamarind|tamarind paste|tamarind concentrate|tamarind pulp',
      es: 'tamarindo|pasta de tamarindo|pulpa de tamarindo',
      fr: 'pâte de tamarin|pulpe de tamarin|tamarin en pâte',
      de: 'Tamarinde|Tamarindenpaste|Tamarindenmark',
      zh: '罗望子|酸角|罗望子酱|酸角酱',
    },
    [
      option(
        {
          en: 'per tbsp paste: 1 tbsp lime juice + 1 tsp brown sugar',
          es: 'por cada cda de pasta: 1 cda de zumo de lima + 1 cdta de azúcar moreno',
          fr: 'par c. à s. de pâte : 1 c. à s. de jus de citron vert + 1 c. à c. de sucre roux',
          de: 'pro EL Paste: 1 EL Limettensaft + 1 TL brauner Zucker',
          zh: '每汤匙罗望子酱：1汤匙青柠汁加1茶匙红糖',
        },
        {
          en: 'brighter and less fruity, without the dark colour',
          es: 'más vivo y menos afrutado, sin el color oscuro',
          fr: 'plus vif et moins fruité, sans la couleur sombre',
          de: 'frischer und weniger fruchtig, ohne die dunkle Farbe',
          zh: '酸味更清爽，果香较淡，颜色也不深',
        },
      ),
      option(
        {
          en: 'pomegranate molasses, 1:1',
          es: 'melaza de granada, en la misma cantidad',
          fr: 'mélasse de grenade, en même quantité',
          de: 'Granatapfelsirup, 1:1',
          zh: '石榴糖蜜，等量替换',
        },
        {
          en: 'a little sweeter; good in chutneys, stews and pad thai',
          es: 'algo más dulce; va bien en chutneys, guisos y pad thai',
          fr: 'un peu plus sucrée ; bien dans les chutneys, les ragoûts et le pad thaï',
          de: 'etwas süßer; gut in Chutneys, Schmorgerichten und Pad Thai',
          zh: '稍甜；适合酸甜酱、炖菜和泰式炒河粉',
        },
      ),
    ],
  ),
  named(
    'anchovies',
    {
      en: 'anchovies|anchovy|anchovy fillets',
      es: 'anchoas|anchoa|filetes de anchoa',
      fr: 'anchois|filets d’anchois',
      de: 'Sardellen|Sardelle|Sardellenfilets|Anchovis',
      zh: '凤尾鱼|鳀鱼|凤尾鱼柳',
    },
    [
      option({
        en: 'per fillet: ½ tsp anchovy paste or fish sauce',
        es: 'por cada filete: ½ cdta de pasta de anchoas o de salsa de pescado',
        fr: 'par filet : ½ c. à c. de pâte d’anchois ou de sauce de poisson',
        de: 'pro Filet: ½ TL Sardellenpaste oder Fischsauce',
        zh: '每条鱼柳换½茶匙凤尾鱼酱或鱼露',
      }),
      option(
        {
          en: 'per fillet: 1 tsp Worcestershire sauce',
          es: 'por cada filete: 1 cdta de salsa Worcestershire',
          fr: 'par filet : 1 c. à c. de sauce Worcestershire',
          de: 'pro Filet: 1 TL Worcestershiresauce',
          zh: '每条鱼柳换1茶匙伍斯特沙司',
        },
        {
          en: 'it is made with anchovies; good in dressings, stews and sauces',
          es: 'lleva anchoas; buena en aliños, guisos y salsas',
          fr: 'elle contient des anchois ; bien dans les vinaigrettes, ragoûts et sauces',
          de: 'sie enthält selbst Sardellen; gut in Dressings, Eintöpfen und Soßen',
          zh: '本身含凤尾鱼；适合沙拉汁、炖菜和酱汁',
        },
      ),
      option(
        {
          en: 'vegetarian: per fillet, 1 tsp white miso or ½ tsp soy sauce with a few chopped capers',
          es: 'vegetariano: por cada filete, 1 cdta de miso blanco o ½ cdta de salsa de soja con unas alcaparras picadas',
          fr: 'végétarien : par filet, 1 c. à c. de miso blanc ou ½ c. à c. de sauce soja avec quelques câpres hachées',
          de: 'vegetarisch: pro Filet 1 TL helles Miso oder ½ TL Sojasauce mit ein paar gehackten Kapern',
          zh: '素食：每条鱼柳换1茶匙白味噌，或½茶匙酱油加几粒切碎的刺山柑',
        },
        {
          en: 'salty and savoury, not fishy; fine in a Caesar dressing or puttanesca',
          es: 'salado y sabroso, sin sabor a pescado; sirve para la salsa César o la puttanesca',
          fr: 'salé et savoureux, sans goût de poisson ; convient à la sauce César ou à la puttanesca',
          de: 'salzig und würzig, nicht fischig; geht in Caesar-Dressing oder Puttanesca',
          zh: '咸鲜但没有鱼腥味；可用于凯撒沙拉汁或烟花女意面',
        },
      ),
    ],
  ),
  named(
    'capers',
    {
      en: 'capers|caper',
      es: 'alcaparras|alcaparra',
      fr: 'câpres|câpre',
      de: 'Kapern|Kaper',
      zh: '刺山柑|水瓜柳',
    },
    [
      option(
        {
          en: 'chopped green olives, 1:1',
          es: 'aceitunas verdes picadas, en la misma cantidad',
          fr: 'olives vertes hachées, en même quantité',
          de: 'gehackte grüne Oliven, 1:1',
          zh: '切碎的青橄榄，等量替换',
        },
        {
          en: 'milder; a few drops of lemon juice bring back the sharpness',
          es: 'más suaves; unas gotas de limón les devuelven el punto ácido',
          fr: 'plus doux ; quelques gouttes de citron rendent le piquant',
          de: 'milder; ein paar Tropfen Zitrone bringen die Säure zurück',
          zh: '味道较温和，滴几滴柠檬汁可补回酸香',
        },
      ),
      option(
        {
          en: 'chopped gherkins or cornichons, 1:1, in tartare sauce and salads',
          es: 'pepinillos en vinagre picados, en la misma cantidad, en salsa tártara y ensaladas',
          fr: 'cornichons hachés, en même quantité, dans la sauce tartare et les salades',
          de: 'gehackte Gewürzgurken, 1:1, in Remoulade und Salaten',
          zh: '切碎的酸黄瓜，在塔塔酱和沙拉中等量替换',
        },
        {
          en: 'sweeter and crunchier',
          es: 'más dulces y crujientes',
          fr: 'plus doux et plus croquants',
          de: 'süßer und knackiger',
          zh: '更甜更脆',
        },
      ),
    ],
  ),
  catalogued('mustard', [
    option(
      {
        en: 'per tbsp: 1 tsp mustard powder mixed with 2 tsp water or white wine vinegar, left 10 minutes',
        es: 'por cada cda: 1 cdta de mostaza en polvo con 2 cdtas de agua o vinagre de vino blanco, en reposo 10 minutos',
        fr: 'par c. à s. : 1 c. à c. de moutarde en poudre délayée dans 2 c. à c. d’eau ou de vinaigre de vin blanc, 10 minutes de repos',
        de: 'pro EL: 1 TL Senfpulver mit 2 TL Wasser oder Weißweinessig verrührt, 10 Minuten ziehen lassen',
        zh: '每汤匙：1茶匙芥末粉加2茶匙水或白葡萄酒醋调匀，静置10分钟',
      },
      {
        en: 'hotter at first; the heat fades with cooking',
        es: 'pica más al principio; el picor baja al cocinarse',
        fr: 'plus piquante au début ; le piquant s’atténue à la cuisson',
        de: 'anfangs schärfer; beim Kochen lässt die Schärfe nach',
        zh: '起初较冲，加热后辣味会减弱',
      },
    ),
    option(
      {
        en: 'another prepared mustard, 1:1: whole-grain, German medium-hot or American yellow for Dijon',
        es: 'otra mostaza preparada, en la misma cantidad: a la antigua, alemana semipicante o amarilla americana en lugar de Dijon',
        fr: 'une autre moutarde, en même quantité : à l’ancienne, allemande mi-forte ou jaune américaine à la place de la Dijon',
        de: 'ein anderer Senf, 1:1: grober, mittelscharfer oder amerikanischer gelber Senf statt Dijon-Senf',
        zh: '换一种现成芥末酱，等量替换：用颗粒芥末酱、德式中辣芥末或美式黄芥末代替第戎芥末',
      },
      {
        en: 'yellow mustard is milder and more vinegary; English mustard is much hotter, so use half',
        es: 'la amarilla es más suave y avinagrada; la inglesa pica mucho más, usa la mitad',
        fr: 'la jaune est plus douce et plus vinaigrée ; l’anglaise est bien plus forte, en mettre moitié moins',
        de: 'gelber Senf ist milder und säuerlicher; englischer Senf viel schärfer, also nur die Hälfte',
        zh: '美式黄芥末更温和偏酸；英式芥末辣得多，只用一半',
      },
    ),
    option(
      {
        en: 'with meat and in sauces: grated horseradish, half as much',
        es: 'con carnes y en salsas: rábano picante rallado, la mitad',
        fr: 'avec les viandes et dans les sauces : raifort râpé, moitié moins',
        de: 'zu Fleisch und in Soßen: geriebener Meerrettich (Kren), halb so viel',
        zh: '配肉和做酱汁：擦碎的辣根，用一半',
      },
      {
        en: 'sharp heat without the tang, and it will not bind a vinaigrette',
        es: 'picor intenso sin acidez, y no liga una vinagreta',
        fr: 'du piquant sans acidité, et il ne lie pas une vinaigrette',
        de: 'scharf, aber ohne Säure, und bindet keine Vinaigrette',
        zh: '辛辣但不带酸，也不能让油醋汁乳化',
      },
    ),
  ]),

  // Spices and spice blends
  catalogued('cumin', [
    option(
      {
        en: 'ground coriander, 1:1',
        es: 'cilantro molido, en la misma cantidad',
        fr: 'coriandre moulue, en même quantité',
        de: 'gemahlener Koriander, 1:1',
        zh: '芫荽籽粉，等量替换',
      },
      {
        en: 'lighter and more citrusy; a pinch of smoked paprika brings back the earthy note',
        es: 'más ligero y cítrico; una pizca de pimentón ahumado le devuelve el toque terroso',
        fr: 'plus léger et plus citronné ; une pincée de paprika fumé redonne la note terreuse',
        de: 'leichter und zitroniger; eine Prise geräuchertes Paprikapulver bringt die erdige Note zurück',
        zh: '更清淡，带柑橘香；加一小撮烟熏红椒粉可补回土香',
      },
    ),
    option(
      {
        en: 'ground caraway, half as much',
        es: 'alcaravea molida, la mitad',
        fr: 'carvi moulu, moitié moins',
        de: 'gemahlener Kümmel, halb so viel',
        zh: '葛缕子籽粉，用量减半',
      },
      {
        en: 'the closest in taste, but stronger, with a hint of rye bread',
        es: 'es lo más parecido, pero más fuerte, con un aire a pan de centeno',
        fr: 'le plus proche en goût, mais plus fort, avec un air de pain de seigle',
        de: 'geschmacklich am nächsten, aber kräftiger und brotiger',
        zh: '味道最接近，但更冲，带黑麦面包的味道',
      },
    ),
    option(
      {
        en: 'American chili powder (the spice blend) or taco seasoning, 1:1, since both contain cumin',
        es: 'sazonador para chili o para tacos, en la misma cantidad, porque ambos llevan comino',
        fr: 'mélange d’épices pour chili ou pour tacos, en même quantité, car tous deux contiennent du cumin',
        de: 'Chili- oder Taco-Gewürzmischung, 1:1, beide enthalten Kreuzkümmel',
        zh: '辣肉酱调味粉或塔可调味料，等量替换，二者都含孜然',
      },
      {
        en: 'adds heat and often salt: taste before salting',
        es: 'añade picante y a menudo sal: prueba antes de salar',
        fr: 'ajoute du piquant et souvent du sel : goûter avant de saler',
        de: 'bringt Schärfe und oft Salz mit: vor dem Salzen abschmecken',
        zh: '会增加辣味，常常还含盐：调盐前先尝',
      },
    ),
  ]),
  catalogued('paprika', [
    option(
      {
        en: 'for smoked paprika: sweet paprika, 1:1, with a pinch of ground chipotle or cumin',
        es: 'en lugar de pimentón ahumado (de la Vera): pimentón dulce, en la misma cantidad, con una pizca de chipotle molido o de comino',
        fr: 'à la place du paprika fumé : paprika doux, en même quantité, avec une pincée de chipotle moulu ou de cumin',
        de: 'statt geräuchertem Paprikapulver: edelsüßes Paprikapulver, 1:1, mit einer Prise gemahlenem Chipotle oder Kreuzkümmel',
        zh: '代替烟熏红椒粉：甜红椒粉等量替换，加一小撮墨西哥烟熏辣椒粉或孜然粉',
      },
      {
        en: 'less smoky; a drop of liquid smoke gets closer',
        es: 'menos ahumado; una gota de humo líquido lo acerca más',
        fr: 'moins fumé ; une goutte d’arôme de fumée s’en rapproche',
        de: 'weniger rauchig; ein Tropfen Flüssigrauch kommt näher heran',
        zh: '烟熏味较弱；加一滴液体烟熏剂会更接近',
      },
    ),
    option(
      {
        en: 'for smoked paprika: ground chipotle, a quarter as much',
        es: 'en lugar de pimentón ahumado: chipotle molido, una cuarta parte',
        fr: 'à la place du paprika fumé : chipotle moulu, quatre fois moins',
        de: 'statt geräuchertem Paprikapulver: gemahlener Chipotle, ein Viertel der Menge',
        zh: '代替烟熏红椒粉：墨西哥烟熏辣椒粉，用四分之一',
      },
      {
        en: 'much hotter',
        es: 'pica mucho más',
        fr: 'beaucoup plus piquant',
        de: 'viel schärfer',
        zh: '辣得多',
      },
    ),
    option(
      {
        en: 'for sweet paprika: Aleppo pepper or mild chilli powder, half as much',
        es: 'en lugar de pimentón dulce: pimienta de Alepo o chile suave en polvo, la mitad',
        fr: 'à la place du paprika doux : piment d’Alep ou piment doux en poudre, moitié moins',
        de: 'statt edelsüßem Paprikapulver: Pul Biber oder mildes Chilipulver, halb so viel',
        zh: '代替甜红椒粉：阿勒颇辣椒粉或微辣辣椒粉，用一半',
      },
      {
        en: 'hotter: start small',
        es: 'más picante: empieza con poco',
        fr: 'plus piquant : commencer par un peu',
        de: 'schärfer: mit wenig anfangen',
        zh: '更辣，先少放',
      },
    ),
  ]),
  catalogued('cinnamon', [
    option(
      {
        en: 'mixed spice or pumpkin pie spice, 1:1',
        es: 'mezcla de especias dulces (tipo pumpkin spice), en la misma cantidad',
        fr: 'mélange d’épices pour pain d’épices, en même quantité',
        de: 'Lebkuchen- oder Spekulatiusgewürz, 1:1',
        zh: '混合甜香料（如南瓜派香料），等量替换',
      },
      {
        en: 'brings clove, nutmeg and ginger as well',
        es: 'aporta también clavo, nuez moscada y jengibre',
        fr: 'apporte aussi girofle, muscade et gingembre',
        de: 'bringt auch Nelke, Muskat und Ingwer mit',
        zh: '同时带入丁香、肉豆蔻和姜的味道',
      },
    ),
    option(
      {
        en: 'nutmeg or allspice, a quarter as much',
        es: 'nuez moscada o pimienta de Jamaica, una cuarta parte',
        fr: 'muscade ou piment de la Jamaïque, quatre fois moins',
        de: 'Muskat oder Piment, ein Viertel der Menge',
        zh: '肉豆蔻粉或多香果粉，用四分之一的量',
      },
      {
        en: 'much stronger: taste as you go',
        es: 'mucho más fuertes: prueba sobre la marcha',
        fr: 'bien plus forts : goûter au fur et à mesure',
        de: 'viel kräftiger: nach und nach abschmecken',
        zh: '味道强烈得多，边加边尝',
      },
    ),
    option(
      {
        en: 'for a cinnamon stick in a simmered dish: ½ tsp ground cinnamon per stick',
        es: 'en lugar de una rama de canela en un guiso o un almíbar: ½ cdta de canela molida por rama',
        fr: 'à la place d’un bâton de cannelle dans un plat mijoté : ½ c. à c. de cannelle moulue par bâton',
        de: 'statt einer Zimtstange in Geschmortem oder Gekochtem: ½ TL gemahlener Zimt pro Stange',
        zh: '炖煮时代替肉桂棒：每根换½茶匙肉桂粉',
      },
      {
        en: 'it clouds clear liquids such as syrups and mulled wine',
        es: 'enturbia los líquidos claros, como almíbares o vino caliente',
        fr: 'trouble les liquides clairs comme les sirops ou le vin chaud',
        de: 'trübt klare Flüssigkeiten wie Sirup oder Glühwein',
        zh: '会让糖水、热红酒等清澈液体变浑',
      },
    ),
  ]),
  named(
    'nutmeg',
    {
      en: 'nutmeg|ground nutmeg',
      es: 'nuez moscada',
      fr: 'noix de muscade|muscade',
      de: 'Muskatnuss|Muskat',
      zh: '肉豆蔻|肉蔻',
    },
    [
      option(
        {
          en: 'ground mace, 1:1',
          es: 'macis molido, en la misma cantidad',
          fr: 'macis en poudre, en même quantité',
          de: 'gemahlene Muskatblüte (Macis), 1:1',
          zh: '肉豆蔻皮粉（肉豆蔻衣），等量替换',
        },
        {
          en: 'from the same fruit, a little more delicate',
          es: 'sale del mismo fruto y es algo más delicado',
          fr: 'issu du même fruit, un peu plus délicat',
          de: 'aus derselben Frucht, etwas feiner',
          zh: '出自同一种果实，味道稍细腻',
        },
      ),
      option({
        en: 'in sweet baking: the same amount of cinnamon or mixed spice, or half as much allspice',
        es: 'en repostería: la misma cantidad de canela o de mezcla de especias dulces, o la mitad de pimienta de Jamaica',
        fr: 'en pâtisserie : autant de cannelle ou de mélange pour pain d’épices, ou moitié moins de piment de la Jamaïque',
        de: 'beim süßen Backen: gleiche Menge Zimt oder Lebkuchengewürz, oder halb so viel Piment',
        zh: '做甜点时：等量肉桂粉或混合甜香料，或一半量的多香果粉',
      }),
      option({
        en: 'in béchamel, mash and spinach: a small pinch of white pepper, or simply leave it out',
        es: 'en bechamel, puré y espinacas: una pizca de pimienta blanca, o simplemente prescindir de ella',
        fr: 'dans la béchamel, la purée et les épinards : une petite pincée de poivre blanc, ou simplement s’en passer',
        de: 'in Béchamel, Püree und Spinat: eine kleine Prise weißer Pfeffer, oder einfach weglassen',
        zh: '做白酱、土豆泥和菠菜时：一小撮白胡椒粉，或干脆不放',
      }),
    ],
  ),
  named(
    'saffron',
    {
      en: 'saffron|saffron threads',
      es: 'azafrán|hebras de azafrán',
      fr: 'safran|pistils de safran',
      de: 'Safran|Safranfäden',
      zh: '藏红花|番红花|西红花',
    },
    [
      option(
        {
          en: '¼ tsp ground turmeric per good pinch of saffron',
          es: '¼ cdta de cúrcuma molida por cada buena pizca de azafrán',
          fr: '¼ c. à c. de curcuma en poudre pour une bonne pincée de safran',
          de: '¼ TL Kurkuma pro gute Prise Safran',
          zh: '每一大撮藏红花换¼茶匙姜黄粉',
        },
        {
          en: 'gives the colour, not the honeyed taste; more turns bitter',
          es: 'da el color, no el sabor meloso; si pones más, amarga',
          fr: 'donne la couleur, pas le goût miellé ; davantage rend amer',
          de: 'gibt die Farbe, nicht den honigartigen Geschmack; mehr wird bitter',
          zh: '只能上色，没有藏红花的蜜香；放多了会发苦',
        },
      ),
      option(
        {
          en: 'for paella and rice dishes: a sachet of paella colouring, or ½ tsp ground annatto (achiote)',
          es: 'para paella y arroces: un sobre de colorante alimentario, o ½ cdta de achiote molido',
          fr: 'pour la paella et les plats de riz : un sachet de colorant pour paella, ou ½ c. à c. de roucou en poudre',
          de: 'für Paella und Reisgerichte: ein Tütchen Paella-Farbstoff oder ½ TL gemahlenes Annatto',
          zh: '做西班牙海鲜饭和米饭类：一小包海鲜饭色素，或½茶匙胭脂树籽粉',
        },
        {
          en: 'colour only',
          es: 'solo da color',
          fr: 'pour la couleur seulement',
          de: 'nur für die Farbe',
          zh: '只能上色',
        },
      ),
      option(
        {
          en: 'safflower (sometimes sold as Mexican saffron), about twice as much',
          es: 'cártamo (a veces vendido como azafrán mexicano o azafrancillo), el doble',
          fr: 'carthame (parfois appelé safran des teinturiers), environ deux fois plus',
          de: 'Färberdistel (Saflor), etwa doppelt so viel',
          zh: '红花（有时被当作“墨西哥藏红花”出售），用量约加倍',
        },
        {
          en: 'a golden colour with only a faint taste',
          es: 'color dorado con un sabor muy leve',
          fr: 'une couleur dorée avec très peu de goût',
          de: 'goldene Farbe, kaum Geschmack',
          zh: '颜色金黄，味道很淡',
        },
      ),
    ],
  ),
  named(
    'achiote',
    {
      en: 'achiote|annatto|annatto seeds|achiote paste',
      es: 'achiote|onoto|bija|achote|pasta de achiote|recado rojo',
      fr: 'roucou|rocou|achiote|graines de roucou',
      de: 'Annatto|Achiote|Annattosamen|Achiotepaste',
      zh: '胭脂树籽|胭脂树|胭脂籽',
    },
    [
      option(
        {
          en: 'per tbsp achiote paste: 2 tsp sweet paprika + ½ tsp ground cumin + a pinch of dried oregano, mixed with 1 tbsp orange juice or vinegar',
          es: 'por cada cda de pasta de achiote: 2 cdtas de pimentón dulce + ½ cdta de comino molido + una pizca de orégano seco, mezclados con 1 cda de zumo de naranja o vinagre',
          fr: 'par c. à s. de pâte d’achiote : 2 c. à c. de paprika doux + ½ c. à c. de cumin en poudre + une pincée d’origan séché, mélangés à 1 c. à s. de jus d’orange ou de vinaigre',
          de: 'pro EL Achiotepaste: 2 TL edelsüßes Paprikapulver + ½ TL gemahlener Kreuzkümmel + eine Prise getrockneter Oregano, mit 1 EL Orangensaft oder Essig verrührt',
          zh: '每汤匙胭脂树籽酱：2茶匙甜红椒粉、½茶匙孜然粉和一小撮干牛至，用1汤匙橙汁或醋调匀',
        },
        {
          en: 'close in colour, less earthy; fine for cochinita pibil and marinades',
          es: 'color parecido, menos terroso; sirve para cochinita pibil y adobos',
          fr: 'couleur proche, goût moins terreux ; convient à la cochinita pibil et aux marinades',
          de: 'ähnliche Farbe, weniger erdig; geht für Cochinita Pibil und Marinaden',
          zh: '颜色接近，土香味较淡；可用于尤卡坦烤猪肉和腌料',
        },
      ),
      option(
        {
          en: 'for colour (annatto seeds or oil): 1 tsp sweet paprika + a pinch of turmeric per tsp of seeds, warmed gently in the oil',
          es: 'para dar color (semillas o aceite de achiote): 1 cdta de pimentón dulce + una pizca de cúrcuma por cada cdta de semillas, calentados a fuego suave en el aceite',
          fr: 'pour la couleur (graines ou huile de roucou) : 1 c. à c. de paprika doux + une pincée de curcuma par c. à c. de graines, chauffés doucement dans l’huile',
          de: 'für die Farbe (Annattosamen oder -öl): 1 TL edelsüßes Paprikapulver + eine Prise Kurkuma pro TL Samen, sanft im Öl erwärmt',
          zh: '只为上色（胭脂树籽或胭脂树籽油）：每茶匙籽换1茶匙甜红椒粉加一小撮姜黄粉，用油小火温热',
        },
        {
          en: 'paprika burns quickly, so keep the heat low',
          es: 'el pimentón se quema enseguida: fuego bajo',
          fr: 'le paprika brûle vite : garder un feu doux',
          de: 'Paprika verbrennt schnell, also bei niedriger Hitze',
          zh: '红椒粉容易焦，要用小火',
        },
      ),
    ],
  ),
  named(
    'garam-masala',
    {
      en: 'garam masala',
      es: 'garam masala',
      fr: 'garam masala',
      de: 'Garam Masala',
      zh: '葛拉姆马萨拉|印度综合香料|印度什香粉',
    },
    [
      option({
        en: 'per tbsp: 1 tsp ground cumin + ½ tsp each ground coriander, cardamom and black pepper + ¼ tsp each ground cinnamon, cloves and nutmeg',
        es: 'por cada cda: 1 cdta de comino molido + ½ cdta de cilantro molido, otra de cardamomo y otra de pimienta negra + ¼ cdta de canela, otra de clavo y otra de nuez moscada molidos',
        fr: 'par c. à s. : 1 c. à c. de cumin en poudre + ½ c. à c. chacun de coriandre moulue, de cardamome et de poivre noir + ¼ c. à c. chacun de cannelle, de clou de girofle et de muscade moulus',
        de: 'pro EL: 1 TL gemahlener Kreuzkümmel + je ½ TL gemahlener Koriander, Kardamom und schwarzer Pfeffer + je ¼ TL gemahlener Zimt, Nelken und Muskat',
        zh: '每汤匙：1茶匙孜然粉，芫荽籽粉、小豆蔻粉和黑胡椒各½茶匙，肉桂粉、丁香粉和肉豆蔻粉各¼茶匙',
      }),
      option(
        {
          en: 'curry powder, ¾ as much, with a pinch of cinnamon',
          es: 'curry en polvo, ¾ partes, con una pizca de canela',
          fr: 'curry en poudre, les ¾ de la quantité, avec une pincée de cannelle',
          de: 'Currypulver, ¾ der Menge, mit einer Prise Zimt',
          zh: '咖喱粉，用量为¾，加一小撮肉桂粉',
        },
        {
          en: 'yellower and earthier; fry it with the onions rather than stirring it in at the end',
          es: 'más amarillo y terroso; sofríelo con la cebolla en vez de añadirlo al final',
          fr: 'plus jaune et plus terreux ; le faire revenir avec les oignons plutôt que de l’ajouter à la fin',
          de: 'gelber und erdiger; mit den Zwiebeln anbraten statt am Ende einrühren',
          zh: '颜色更黄、土香更重；应与洋葱一起炒香，不要最后才撒',
        },
      ),
    ],
  ),
  named(
    'curry-powder',
    {
      en: 'curry powder|Madras curry powder',
      es: 'curry en polvo|curri en polvo|polvo de curry',
      fr: 'curry en poudre|poudre de curry',
      de: 'Currypulver|Curry-Pulver',
      zh: '咖喱粉',
    },
    [
      option({
        en: 'per tbsp: 1 tsp ground cumin + 1 tsp ground coriander + ½ tsp turmeric + ¼ tsp each ground ginger and chilli powder',
        es: 'por cada cda: 1 cdta de comino molido + 1 cdta de cilantro molido + ½ cdta de cúrcuma + ¼ cdta de jengibre molido + ¼ cdta de chile en polvo',
        fr: 'par c. à s. : 1 c. à c. de cumin en poudre + 1 c. à c. de coriandre moulue + ½ c. à c. de curcuma + ¼ c. à c. chacun de gingembre et de piment en poudre',
        de: 'pro EL: 1 TL gemahlener Kreuzkümmel + 1 TL gemahlener Koriander + ½ TL Kurkuma + je ¼ TL Ingwerpulver und Chilipulver',
        zh: '每汤匙：1茶匙孜然粉、1茶匙芫荽籽粉、½茶匙姜黄粉，姜粉和辣椒粉各¼茶匙',
      }),
      option(
        {
          en: 'garam masala with a pinch of turmeric, 1:1',
          es: 'garam masala con una pizca de cúrcuma, en la misma cantidad',
          fr: 'garam masala avec une pincée de curcuma, en même quantité',
          de: 'Garam Masala mit einer Prise Kurkuma, 1:1',
          zh: '印度综合香料（garam masala）加一小撮姜黄粉，等量替换',
        },
        {
          en: 'warmer and sweeter-spiced',
          es: 'más cálido, de especias más dulces',
          fr: 'plus chaud, aux épices plus douces',
          de: 'wärmer, mit süßlicheren Gewürzen',
          zh: '香气更温暖，偏甜香料味',
        },
      ),
      option(
        {
          en: 'curry paste: 1 tbsp per 2 tsp powder, fried with the onions',
          es: 'pasta de curry: 1 cda por cada 2 cdtas de polvo, sofrita con la cebolla',
          fr: 'pâte de curry : 1 c. à s. pour 2 c. à c. de poudre, revenue avec les oignons',
          de: 'Currypaste: 1 EL pro 2 TL Pulver, mit den Zwiebeln angebraten',
          zh: '咖喱酱：每2茶匙咖喱粉换1汤匙，与洋葱一起炒',
        },
        {
          en: 'brings salt, oil and often chilli: taste before salting',
          es: 'aporta sal, aceite y a menudo picante: prueba antes de salar',
          fr: 'apporte sel, huile et souvent du piment : goûter avant de saler',
          de: 'bringt Salz, Öl und oft Schärfe mit: vor dem Salzen abschmecken',
          zh: '含盐、油，常常还有辣味：调盐前先尝',
        },
      ),
    ],
  ),
  named(
    'star-anise',
    {
      en: 'star anise|star aniseed',
      es: 'anís estrellado|badiana',
      fr: 'anis étoilé|badiane',
      de: 'Sternanis',
      zh: '八角|大料|八角茴香|大茴香',
    },
    [
      option(
        {
          en: '½ tsp Chinese five-spice per whole star anise',
          es: '½ cdta de cinco especias chinas por cada estrella de anís',
          fr: '½ c. à c. de cinq-épices par étoile de badiane',
          de: '½ TL Fünf-Gewürze-Pulver pro Sternanis',
          zh: '每颗八角换½茶匙五香粉',
        },
        {
          en: 'brings cinnamon and clove as well',
          es: 'aporta también canela y clavo',
          fr: 'apporte aussi cannelle et girofle',
          de: 'bringt auch Zimt und Nelke mit',
          zh: '会带入肉桂和丁香的味道',
        },
      ),
      option(
        {
          en: '½ tsp anise seed or fennel seed, lightly crushed, per star',
          es: '½ cdta de matalahúva (anís verde) o de semillas de hinojo, ligeramente machacadas, por estrella',
          fr: '½ c. à c. de graines d’anis vert ou de fenouil, légèrement écrasées, par étoile',
          de: '½ TL Anis- oder Fenchelsamen, leicht zerstoßen, pro Stern',
          zh: '每颗八角换½茶匙稍压碎的茴芹籽或小茴香籽',
        },
        {
          en: 'milder and sweeter; tie them in a muslin bag for a clear stock',
          es: 'más suave y dulce; átalas en una gasa para un caldo claro',
          fr: 'plus doux et plus sucré ; les enfermer dans une gaze pour un bouillon clair',
          de: 'milder und süßer; für klare Brühen in ein Mullsäckchen binden',
          zh: '味道更温和偏甜；煮清汤时装进纱布包',
        },
      ),
    ],
  ),
  named(
    'five-spice',
    {
      en: 'five-spice|five-spice powder|Chinese five-spice',
      es: 'cinco especias|cinco especias chinas|polvo de cinco especias',
      fr: 'cinq-épices|mélange cinq-épices|poudre de cinq-épices',
      de: 'Fünf-Gewürze-Pulver|Fünfgewürzpulver|Fünf-Gewürz-Pulver',
      zh: '五香粉',
    },
    [
      option({
        en: 'per tsp: ¼ tsp each ground cinnamon, crushed fennel seed and ground star anise + a pinch each of ground cloves and Sichuan or black pepper',
        es: 'por cada cdta: ¼ cdta de canela molida + ¼ cdta de semillas de hinojo machacadas + ¼ cdta de anís estrellado molido + una pizca de clavo molido y otra de pimienta de Sichuan o negra',
        fr: 'par c. à c. : ¼ c. à c. chacun de cannelle, de graines de fenouil écrasées et de badiane moulue + une pincée chacun de clou de girofle moulu et de poivre du Sichuan ou noir',
        de: 'pro TL: je ¼ TL Zimt, zerstoßener Fenchelsamen und gemahlener Sternanis + je eine Prise gemahlene Nelken und Szechuan- oder schwarzer Pfeffer',
        zh: '每茶匙：肉桂粉、压碎的小茴香籽和八角粉各¼茶匙，再加丁香粉和花椒粉（或黑胡椒粉）各一小撮',
      }),
      option({
        en: 'in braises: 1 star anise, a small piece of cinnamon stick and 2 cloves per tsp, removed before serving',
        es: 'en guisos: 1 anís estrellado, un trocito de rama de canela y 2 clavos por cada cdta, retirados antes de servir',
        fr: 'dans les plats mijotés : 1 étoile de badiane, un petit morceau de bâton de cannelle et 2 clous de girofle par c. à c., retirés avant de servir',
        de: 'in Schmorgerichten: 1 Sternanis, ein kleines Stück Zimtstange und 2 Nelken pro TL, vor dem Servieren entfernt',
        zh: '红烧炖菜：每茶匙换1颗八角、一小块桂皮和2粒丁香，出锅前捞出',
      }),
    ],
  ),
  named(
    'vanilla-extract',
    {
      en: 'vanilla extract|vanilla essence|vanilla',
      es: 'extracto de vainilla|esencia de vainilla|vainilla',
      fr: 'extrait de vanille|arôme de vanille|vanille liquide|vanille',
      de: 'Vanilleextrakt|Vanillearoma|Vanilleessenz|Vanille',
      zh: '香草精|香草提取物|香草香精|香草液|云呢拿',
    },
    [
      option({
        en: 'vanilla bean paste, 1:1, or the seeds of ½ vanilla pod per tsp',
        es: 'pasta de vainilla, en la misma cantidad, o las semillas de media vaina por cada cdta',
        fr: 'pâte de vanille, en même quantité, ou les graines d’une demi-gousse par c. à c.',
        de: 'Vanillepaste, 1:1, oder das Mark einer halben Vanilleschote pro TL',
        zh: '香草酱等量替换，或每茶匙换½根香草荚刮出的籽',
      }),
      option({
        en: 'vanilla sugar: 1 sachet (8 g) per tsp, with a little less sugar in the recipe',
        es: 'azúcar avainillado: 1 sobre (8 g) por cada cdta, con algo menos de azúcar en la receta',
        fr: 'sucre vanillé : 1 sachet (7,5 g) par c. à c., avec un peu moins de sucre dans la recette',
        de: 'Vanillezucker: 1 Päckchen (8 g) pro TL, dafür etwas weniger Zucker im Rezept',
        zh: '香草糖：每茶匙换1小包（8克），配方中的糖略减',
      }),
      option(
        {
          en: 'maple syrup, 1:1, or a quarter as much almond extract',
          es: 'sirope de arce, en la misma cantidad, o una cuarta parte de extracto de almendra',
          fr: 'sirop d’érable, en même quantité, ou quatre fois moins d’extrait d’amande amère',
          de: 'Ahornsirup, 1:1, oder ein Viertel so viel Bittermandelaroma',
          zh: '枫糖浆等量替换，或四分之一量的杏仁精',
        },
        {
          en: 'a different taste; almond extract is strong, so measure carefully',
          es: 'cambia el sabor; el extracto de almendra es potente, mídelo bien',
          fr: 'le goût change ; l’extrait d’amande est puissant, bien le doser',
          de: 'anderer Geschmack; Bittermandelaroma ist kräftig, also genau abmessen',
          zh: '风味会变；杏仁精味道很浓，要量准',
        },
      ),
    ],
  ),

  // Herbs and aromatics
  named(
    'tarragon',
    {
      en: 'tarragon|French tarragon',
      es: 'estragón',
      fr: 'estragon',
      de: 'Estragon',
      zh: '龙蒿|法国龙蒿',
    },
    [
      option(
        {
          en: 'dried tarragon: 1 tsp per 1 tbsp fresh',
          es: 'estragón seco: 1 cdta por cada cda de fresco',
          fr: 'estragon séché : 1 c. à c. pour 1 c. à s. de frais',
          de: 'getrockneter Estragon: 1 TL pro 1 EL frisch',
          zh: '干龙蒿：每1汤匙新鲜龙蒿换1茶匙',
        },
        {
          en: 'add it with the liquid so it softens; not for scattering over at the end',
          es: 'añádelo con el líquido para que se ablande; no sirve para espolvorear al final',
          fr: 'l’ajouter avec le liquide pour qu’il s’attendrisse ; pas pour parsemer à la fin',
          de: 'mit der Flüssigkeit zugeben, damit er weich wird; nicht zum Bestreuen am Schluss',
          zh: '与液体一起加入让它变软；不适合出锅时撒在表面',
        },
      ),
      option(
        {
          en: 'chervil, or basil with a small pinch of crushed fennel seed, 1:1',
          es: 'perifollo, o albahaca con una pizca de semillas de hinojo machacadas, en la misma cantidad',
          fr: 'cerfeuil, ou basilic avec une petite pincée de graines de fenouil écrasées, en même quantité',
          de: 'Kerbel, oder Basilikum mit einer kleinen Prise zerstoßenem Fenchelsamen, 1:1',
          zh: '细叶芹，或罗勒加一小撮压碎的茴香籽，等量替换',
        },
        {
          en: 'the aniseed note is gentler',
          es: 'el toque anisado es más suave',
          fr: 'la note anisée est plus discrète',
          de: 'die Anisnote ist sanfter',
          zh: '茴香味较淡',
        },
      ),
      option({
        en: 'in fish, egg and chicken dishes: dill or fennel fronds, 1:1',
        es: 'en platos de pescado, huevo o pollo: eneldo u hojas de hinojo, en la misma cantidad',
        fr: 'dans les plats de poisson, d’œufs ou de poulet : aneth ou feuilles de fenouil, en même quantité',
        de: 'zu Fisch, Eiern und Hähnchen: Dill oder Fenchelgrün, 1:1',
        zh: '做鱼、蛋或鸡肉菜时：莳萝或茴香叶，等量替换',
      }),
    ],
  ),
  catalogued('coriander', [
    option(
      {
        en: 'flat-leaf parsley, 1:1, with a little grated lime zest',
        es: 'perejil liso, en la misma cantidad, con un poco de ralladura de lima',
        fr: 'persil plat, en même quantité, avec un peu de zeste de citron vert',
        de: 'glatte Petersilie, 1:1, mit etwas abgeriebener Limettenschale',
        zh: '平叶欧芹，等量，加少许青柠皮屑',
      },
      {
        en: 'fresh and green, without coriander’s own perfume',
        es: 'fresco y verde, pero sin el aroma propio del cilantro',
        fr: 'frais et vert, sans le parfum propre à la coriandre',
        de: 'frisch und grün, aber ohne das typische Korianderaroma',
        zh: '清新翠绿，但没有香菜特有的香气',
      },
    ),
    option(
      {
        en: 'Thai basil or mint mixed half and half with parsley',
        es: 'albahaca tailandesa o hierbabuena mezclada a partes iguales con perejil',
        fr: 'basilic thaï ou menthe mélangés moitié-moitié avec du persil',
        de: 'Thai-Basilikum oder Minze, halb und halb mit Petersilie gemischt',
        zh: '泰国罗勒或薄荷与欧芹各半混合',
      },
      {
        en: 'stronger; good in Thai, Vietnamese and Mexican dishes',
        es: 'más intenso; va bien en platos tailandeses, vietnamitas y mexicanos',
        fr: 'plus marqué ; bien dans les plats thaïs, vietnamiens et mexicains',
        de: 'kräftiger; passt zu thailändischen, vietnamesischen und mexikanischen Gerichten',
        zh: '味道更浓；适合泰国菜、越南菜和墨西哥菜',
      },
    ),
  ]),
  named(
    'bay-leaves',
    {
      en: 'bay leaves|bay leaf',
      es: 'hojas de laurel|hoja de laurel|laurel',
      fr: 'feuilles de laurier|feuille de laurier|laurier|laurier-sauce',
      de: 'Lorbeerblätter|Lorbeerblatt|Lorbeer',
      zh: '月桂叶|香叶|桂叶',
    },
    [
      option(
        {
          en: '¼ tsp dried thyme per bay leaf',
          es: '¼ cdta de tomillo seco por cada hoja de laurel',
          fr: '¼ c. à c. de thym séché par feuille de laurier',
          de: '¼ TL getrockneter Thymian pro Lorbeerblatt',
          zh: '每片月桂叶换¼茶匙干百里香',
        },
        {
          en: 'a different taste; in a long-simmered stock or stew you can also just leave the bay out',
          es: 'el sabor cambia; en un caldo o guiso largo también puedes prescindir del laurel',
          fr: 'le goût change ; dans un bouillon ou un ragoût longuement mijoté, on peut aussi s’en passer',
          de: 'anderer Geschmack; in lange gekochten Brühen und Eintöpfen kann man das Lorbeerblatt auch einfach weglassen',
          zh: '味道不同；长时间炖煮的高汤或炖菜里也可以干脆不放',
        },
      ),
      option({
        en: 'in tomato sauces: a pinch of dried oregano or basil per leaf',
        es: 'en salsas de tomate: una pizca de orégano o albahaca secos por hoja',
        fr: 'dans les sauces tomate : une pincée d’origan ou de basilic séché par feuille',
        de: 'in Tomatensoßen: eine Prise getrockneter Oregano oder Basilikum pro Blatt',
        zh: '做番茄酱汁时：每片换一小撮干牛至或干罗勒',
      }),
    ],
  ),
  named(
    'lemongrass',
    {
      en: 'lemongrass|lemon grass',
      es: 'hierba limón|hierba de limón|limoncillo|zacate limón',
      fr: 'citronnelle',
      de: 'Zitronengras',
      zh: '香茅|香茅草|柠檬草',
    },
    [
      option(
        {
          en: 'per stalk: the finely grated zest of 1 lemon',
          es: 'por cada tallo: la ralladura fina de 1 limón',
          fr: 'par tige : le zeste finement râpé d’un citron',
          de: 'pro Stängel: die fein abgeriebene Schale von 1 Zitrone',
          zh: '每根香茅换1个柠檬的细碎皮屑',
        },
        {
          en: 'sharper, without the grassy, floral note; add it near the end',
          es: 'más ácida, sin el toque herbáceo y floral; añádela casi al final',
          fr: 'plus vif, sans la note herbacée et florale ; l’ajouter en fin de cuisson',
          de: 'spritziger, ohne die grasige, blumige Note; erst gegen Ende zugeben',
          zh: '更酸爽，缺少青草和花香；快出锅时加入',
        },
      ),
      option({
        en: 'lemongrass paste from a tube, or frozen chopped lemongrass: 1 tbsp per stalk',
        es: 'pasta de hierba limón en tubo, o hierba limón picada congelada: 1 cda por tallo',
        fr: 'purée de citronnelle en tube, ou citronnelle hachée surgelée : 1 c. à s. par tige',
        de: 'Zitronengraspaste aus der Tube oder TK-Zitronengras: 1 EL pro Stängel',
        zh: '管装香茅酱或冷冻香茅碎：每根换1汤匙',
      }),
      option({
        en: 'per stalk: 2 makrut lime leaves, or a few lemon balm or lemon verbena leaves',
        es: 'por cada tallo: 2 hojas de lima kaffir, o unas hojas de melisa o de hierba luisa',
        fr: 'par tige : 2 feuilles de combava, ou quelques feuilles de mélisse ou de verveine citronnelle',
        de: 'pro Stängel: 2 Kaffirlimettenblätter oder ein paar Blätter Zitronenmelisse oder Zitronenverbene',
        zh: '每根换2片青柠叶，或几片香蜂草或柠檬马鞭草叶',
      }),
    ],
  ),
  named(
    'makrut-lime-leaves',
    {
      en: 'makrut lime leaves|kaffir lime leaves|makrut lime leaf|kaffir lime leaf|lime leaves|lime leaf',
      es: 'hojas de lima kaffir|hojas de lima kafir|hojas de lima|hojas de combava',
      fr: 'feuilles de combava|feuilles de citron kaffir|feuilles de lime kaffir|combava',
      de: 'Kaffirlimettenblätter|Kaffernlimettenblätter|Limettenblätter|Kaffirlimettenblatt|Limettenblatt',
      zh: '青柠叶|泰国青柠叶|卡菲尔青柠叶|柠檬叶|泰国柠檬叶|箭叶橙叶',
    },
    [
      option(
        {
          en: 'per leaf: 1 tsp finely grated lime zest',
          es: 'por cada hoja: 1 cdta de ralladura fina de lima',
          fr: 'par feuille : 1 c. à c. de zeste de citron vert finement râpé',
          de: 'pro Blatt: 1 TL fein abgeriebene Limettenschale',
          zh: '每片叶子换1茶匙青柠皮屑',
        },
        {
          en: 'citrusy but without the floral perfume; add it near the end',
          es: 'cítrica pero sin el perfume floral; añádela casi al final',
          fr: 'acidulé mais sans le parfum floral ; l’ajouter en fin de cuisson',
          de: 'zitrusfrisch, aber ohne den blumigen Duft; erst gegen Ende zugeben',
          zh: '有柑橘香，但缺少特有的花香；快出锅时加入',
        },
      ),
      option({
        en: 'per 3 leaves: 1 bay leaf + the zest of ½ lime, in curries and soups',
        es: 'por cada 3 hojas: 1 hoja de laurel + la ralladura de media lima, en curris y sopas',
        fr: 'pour 3 feuilles : 1 feuille de laurier + le zeste d’un demi-citron vert, dans les currys et les soupes',
        de: 'pro 3 Blätter: 1 Lorbeerblatt + die Schale einer halben Limette, in Currys und Suppen',
        zh: '每3片换1片月桂叶加½个青柠的皮屑，用于咖喱和汤',
      }),
      option(
        {
          en: 'dried lime leaves: half as many again (3 dried for 2 fresh), added early',
          es: 'hojas de lima kaffir secas: la mitad más (3 secas por 2 frescas), añadidas al principio',
          fr: 'feuilles de combava séchées : moitié plus (3 sèches pour 2 fraîches), ajoutées tôt',
          de: 'getrocknete Kaffirlimettenblätter: anderthalbmal so viele (3 getrocknete für 2 frische), früh zugeben',
          zh: '干青柠叶：用量多一半（3片干叶换2片鲜叶），早些下锅',
        },
        {
          en: 'frozen leaves swap 1:1 and keep their scent best',
          es: 'las congeladas se cambian 1:1 y son las que mejor conservan el aroma',
          fr: 'les feuilles surgelées s’échangent à quantité égale et gardent le mieux leur parfum',
          de: 'tiefgekühlte Blätter gehen 1:1 und behalten ihr Aroma am besten',
          zh: '冷冻叶可等量替换，香味保留得最好',
        },
      ),
    ],
  ),

  // Dairy, fats and cured meat
  named(
    'evaporated-milk',
    {
      en: 'evaporated milk|unsweetened condensed milk',
      es: 'leche evaporada|leche condensada sin azúcar',
      fr: 'lait concentré non sucré|lait évaporé',
      de: 'Kondensmilch|ungezuckerte Kondensmilch|Dosenmilch',
      zh: '淡炼乳|淡炼奶|淡奶|三花淡奶|无糖炼乳',
    },
    [
      option({
        en: 'whole milk simmered gently until reduced by more than half: 2¼ cups (540 ml) makes about 1 cup (240 ml); stir often',
        es: 'leche entera reducida a fuego suave a menos de la mitad: 550 ml dan unos 250 ml; remueve a menudo',
        fr: 'lait entier réduit à feu doux de plus de moitié : 550 ml donnent environ 250 ml ; remuer souvent',
        de: 'Vollmilch bei schwacher Hitze auf weniger als die Hälfte einkochen: 550 ml ergeben etwa 250 ml; oft umrühren',
        zh: '全脂牛奶小火熬煮至一半以下：550毫升约得250毫升，要经常搅拌',
      }),
      option({
        en: 'per cup (240 ml): ⅓ cup (40 g) milk powder whisked into ¾ cup (180 ml) water',
        es: 'por cada 250 ml: 45 g de leche en polvo batidos en 190 ml de agua',
        fr: 'pour 250 ml : 45 g de lait en poudre fouettés dans 190 ml d’eau',
        de: 'pro 250 ml: 45 g Milchpulver in 190 ml Wasser verquirlt',
        zh: '每250毫升：45克奶粉搅入190毫升水中',
      }),
      option(
        {
          en: 'single cream, or half cream and half milk, 1:1',
          es: 'nata líquida ligera, o mitad nata y mitad leche, en la misma cantidad',
          fr: 'crème liquide légère, ou moitié crème moitié lait, en même quantité',
          de: 'Kaffeesahne, oder halb Sahne und halb Milch, 1:1',
          zh: '稀奶油，或一半淡奶油一半牛奶，等量替换',
        },
        {
          en: 'richer, without the cooked-milk taste; fine in sauces, custards and pumpkin pie',
          es: 'más rica, sin el sabor a leche cocida; sirve en salsas, natillas y tarta de calabaza',
          fr: 'plus riche, sans le goût de lait cuit ; convient aux sauces, aux crèmes et à la tarte au potiron',
          de: 'gehaltvoller, ohne den Kochmilchgeschmack; geht in Soßen, Pudding und Kürbiskuchen',
          zh: '更浓郁，没有熬煮奶的风味；可用于酱汁、蛋奶糊和南瓜派',
        },
      ),
    ],
  ),
  named(
    'condensed-milk',
    {
      en: 'sweetened condensed milk|condensed milk',
      es: 'leche condensada|leche condensada azucarada',
      fr: 'lait concentré sucré|lait concentré',
      de: 'gezuckerte Kondensmilch|gezuckerter Kondensmilch|gesüßte Kondensmilch|gesüßter Kondensmilch|Milchmädchen',
      zh: '炼乳|炼奶|甜炼乳',
    },
    [
      option(
        {
          en: 'per 14 oz (400 g) can: 2 cups (480 ml) whole milk + ⅔ cup (130 g) sugar, simmered gently 40–50 minutes, stirring, until reduced to about 1¼ cups (300 ml)',
          es: 'por cada lata de 400 g: 500 ml de leche entera + 130 g de azúcar, a fuego suave 40–50 minutos, removiendo, hasta reducir a unos 300 ml',
          fr: 'pour une boîte de 400 g : 500 ml de lait entier + 130 g de sucre, mijotés 40 à 50 minutes en remuant, jusqu’à réduire à environ 300 ml',
          de: 'pro 400-g-Dose: 500 ml Vollmilch + 130 g Zucker, 40–50 Minuten unter Rühren sanft köcheln, bis etwa 300 ml übrig sind',
          zh: '每400克一罐：500毫升全脂牛奶加130克糖，小火熬40–50分钟并不断搅拌，至剩约300毫升',
        },
        {
          en: 'it thickens further as it cools',
          es: 'espesa más al enfriarse',
          fr: 'il épaissit encore en refroidissant',
          de: 'sie dickt beim Abkühlen noch nach',
          zh: '冷却后会更稠',
        },
      ),
      option({
        en: 'quick, per can: 1 cup (120 g) milk powder + ⅔ cup (130 g) sugar + ½ cup (120 ml) boiling water + 3 tbsp (45 g) butter, blended smooth',
        es: 'rápida, por lata: 120 g de leche en polvo + 130 g de azúcar + 120 ml de agua hirviendo + 45 g de mantequilla, batidos hasta quedar lisos',
        fr: 'express, pour une boîte : 120 g de lait en poudre + 130 g de sucre + 120 ml d’eau bouillante + 45 g de beurre, mixés jusqu’à être lisses',
        de: 'schnell, pro Dose: 120 g Milchpulver + 130 g Zucker + 120 ml kochendes Wasser + 45 g Butter, glatt gemixt',
        zh: '快速版，每罐换：120克奶粉、130克糖、120毫升开水和45克黄油，搅打至顺滑',
      }),
      option(
        {
          en: 'dairy-free: sweetened condensed coconut milk, 1:1',
          es: 'sin lácteos: leche de coco condensada, en la misma cantidad',
          fr: 'sans lactose : lait de coco concentré sucré, en même quantité',
          de: 'milchfrei: gezuckerte Kokos-Kondensmilch, 1:1',
          zh: '不含乳制品：椰子炼乳，等量替换',
        },
        {
          en: 'tastes of coconut',
          es: 'sabe a coco',
          fr: 'a un goût de coco',
          de: 'schmeckt nach Kokos',
          zh: '带椰子味',
        },
      ),
    ],
  ),
  catalogued('quark', [
    option(
      {
        en: 'skyr or strained Greek yoghurt, 1:1',
        es: 'skyr o yogur griego escurrido, en la misma cantidad',
        fr: 'skyr ou yaourt grec égoutté, en même quantité',
        de: 'Skyr oder abgetropfter griechischer Joghurt, 1:1',
        zh: '冰岛酸奶或沥干的希腊酸奶，等量替换',
      },
      {
        en: 'a little tangier; fine in cheesecake, spreads and doughs',
        es: 'algo más ácido; va bien en tartas de queso, cremas para untar y masas',
        fr: 'un peu plus acidulé ; convient au gâteau au fromage, aux tartinades et aux pâtes',
        de: 'etwas säuerlicher; geht in Käsekuchen, Aufstrichen und Topfenteigen',
        zh: '稍酸；可用于芝士蛋糕、涂抹酱和面团',
      },
    ),
    option(
      {
        en: 'for baking: full-fat cream cheese and Greek yoghurt, half and half',
        es: 'para hornear: queso crema entero y yogur griego, a partes iguales',
        fr: 'en pâtisserie : fromage frais entier et yaourt grec, moitié-moitié',
        de: 'zum Backen: Doppelrahmfrischkäse und griechischer Joghurt, halb und halb',
        zh: '烘焙时：全脂奶油奶酪和希腊酸奶各半',
      },
      {
        en: 'richer and denser; a German cheesecake turns out creamier',
        es: 'más rico y denso; la tarta de queso alemana queda más cremosa',
        fr: 'plus riche et plus dense ; le gâteau au fromage allemand sera plus crémeux',
        de: 'gehaltvoller und dichter; der Käsekuchen wird cremiger',
        zh: '更浓郁扎实；德式芝士蛋糕口感会更绵密',
      },
    ),
    option({
      en: 'cottage cheese or ricotta, drained and blended smooth, 1:1',
      es: 'queso cottage o ricota, escurridos y triturados hasta quedar lisos, en la misma cantidad',
      fr: 'cottage cheese ou ricotta, égouttés et mixés jusqu’à être lisses, en même quantité',
      de: 'Hüttenkäse oder Ricotta, abgetropft und glatt püriert, 1:1',
      zh: '茅屋奶酪或乳清干酪，沥干后打至顺滑，等量替换',
    }),
  ]),
  named(
    'ghee',
    {
      en: 'ghee|clarified butter',
      es: 'ghee|mantequilla clarificada|manteca clarificada',
      fr: 'ghee|beurre clarifié',
      de: 'Ghee|Butterschmalz|geklärte Butter',
      zh: '酥油|印度酥油|澄清黄油',
    },
    [
      option(
        {
          en: 'make your own: melt unsalted butter over a low heat, skim off the foam and pour the clear fat away from the milky layer; 250 g butter gives about 200 g',
          es: 'hazla en casa: funde mantequilla sin sal a fuego bajo, retira la espuma y separa la grasa clara del suero blanco; 250 g de mantequilla dan unos 200 g',
          fr: 'le faire soi-même : faire fondre du beurre doux à feu doux, écumer et verser la matière grasse claire en laissant le petit-lait au fond ; 250 g de beurre en donnent environ 200 g',
          de: 'selbst gemacht: ungesalzene Butter bei schwacher Hitze schmelzen, den Schaum abschöpfen und das klare Fett von der milchigen Schicht abgießen; 250 g Butter ergeben etwa 200 g',
          zh: '自己做：无盐黄油小火融化，撇去浮沫，把清澈的油倒出，留下底部乳白色的部分；250克黄油约得200克',
        },
        {
          en: 'for ghee’s nutty taste, let the milky bits turn golden before you pour',
          es: 'para el sabor tostado del ghee, deja que los restos lácteos se doren antes de colar',
          fr: 'pour le goût de noisette du ghee, laisser dorer les dépôts de lait avant de verser',
          de: 'für den nussigen Ghee-Geschmack die Milchreste vor dem Abgießen goldbraun werden lassen',
          zh: '想要酥油的坚果香，倒出前让底部乳固体煮至金黄',
        },
      ),
      option(
        {
          en: 'butter, 1:1, for gentle cooking and baking',
          es: 'mantequilla, en la misma cantidad, para cocinar a fuego suave y hornear',
          fr: 'beurre, en même quantité, pour les cuissons douces et la pâtisserie',
          de: 'Butter, 1:1, zum sanften Garen und Backen',
          zh: '黄油，等量替换，适合小火烹调和烘焙',
        },
        {
          en: 'it burns at high heat: add a splash of oil for frying',
          es: 'se quema a fuego fuerte: añade un chorrito de aceite para freír',
          fr: 'il brûle à feu vif : ajouter un filet d’huile pour saisir',
          de: 'verbrennt bei starker Hitze: zum Braten einen Schuss Öl dazugeben',
          zh: '高温易焦：煎炒时加少许油',
        },
      ),
      option(
        {
          en: 'a neutral oil, or coconut oil for a vegan dish, 1:1',
          es: 'un aceite neutro, o aceite de coco para un plato vegano, en la misma cantidad',
          fr: 'une huile neutre, ou de l’huile de coco pour un plat végane, en même quantité',
          de: 'ein neutrales Öl oder, für ein veganes Gericht, Kokosöl, 1:1',
          zh: '无味植物油，或纯素菜用椰子油，等量替换',
        },
        {
          en: 'no buttery taste',
          es: 'sin sabor a mantequilla',
          fr: 'sans goût de beurre',
          de: 'ohne Buttergeschmack',
          zh: '没有黄油香',
        },
      ),
    ],
  ),
  named(
    'lard',
    {
      en: 'lard|pork lard|shortening|vegetable shortening',
      es: 'manteca de cerdo|manteca de puerco|manteca de chancho|manteca vegetal',
      fr: 'saindoux|graisse végétale|shortening',
      de: 'Schweineschmalz|Schmalz|Pflanzenfett|Backfett',
      zh: '猪油|猪板油|起酥油',
    },
    [
      option(
        {
          en: 'butter, 1¼ times the weight (250 g per 200 g), in pastry, biscuits and cakes',
          es: 'mantequilla, 1,25 veces el peso (250 g por cada 200 g), en masas, galletas y bizcochos',
          fr: 'beurre, 1,25 fois le poids (250 g pour 200 g), dans les pâtes, biscuits et gâteaux',
          de: 'Butter, die 1,25-fache Menge (250 g pro 200 g), in Mürbeteig, Keksen und Kuchen',
          zh: '黄油，重量为1.25倍（每200克换250克），用于酥皮、饼干和蛋糕',
        },
        {
          en: 'butter is about a sixth water: the pastry tastes better but is less short, so keep it cold',
          es: 'la mantequilla tiene alrededor de un 16 % de agua: la masa sabe mejor pero queda menos quebradiza, mantenla fría',
          fr: 'le beurre contient environ 16 % d’eau : la pâte a plus de goût mais est moins friable, la garder bien froide',
          de: 'Butter enthält rund 16 % Wasser: der Teig schmeckt besser, wird aber weniger mürbe, also kalt halten',
          zh: '黄油约含16%的水：酥皮更香但不够酥松，面团要保持冰凉',
        },
      ),
      option(
        {
          en: 'lard and vegetable shortening swap 1:1, either for the other',
          es: 'la manteca de cerdo y la vegetal se cambian una por otra, en la misma cantidad',
          fr: 'saindoux et graisse végétale s’échangent l’un pour l’autre, en même quantité',
          de: 'Schweineschmalz und Pflanzenfett lassen sich 1:1 gegeneinander tauschen',
          zh: '猪油和起酥油可以等量互换',
        },
        {
          en: 'lard tastes faintly of pork, which shows in sweet pastry',
          es: 'la de cerdo tiene un ligero sabor a cerdo, que se nota en masas dulces',
          fr: 'le saindoux a un léger goût de porc, qui se sent dans les pâtes sucrées',
          de: 'Schmalz schmeckt leicht nach Schwein, was man in süßem Gebäck merkt',
          zh: '猪油略带猪肉味，做甜点时会吃得出来',
        },
      ),
      option(
        {
          en: 'for tamales and frying: solid coconut oil, 1:1, whipped until light for tamale dough',
          es: 'para tamales y para freír: aceite de coco sólido, en la misma cantidad, batido hasta que esté esponjoso para la masa de tamales',
          fr: 'pour les tamales et la friture : huile de coco solide, en même quantité, fouettée jusqu’à être mousseuse pour la pâte à tamales',
          de: 'für Tamales und zum Braten: festes Kokosöl, 1:1, für Tamale-Teig luftig aufgeschlagen',
          zh: '做墨西哥玉米粽（tamales）和煎炸：固态椰子油，等量替换，做粽面团时打发至蓬松',
        },
        {
          en: 'unrefined coconut oil tastes of coconut',
          es: 'el aceite de coco sin refinar sabe a coco',
          fr: 'l’huile de coco vierge a un goût de coco',
          de: 'natives Kokosöl schmeckt nach Kokos',
          zh: '未精炼的椰子油带椰子味',
        },
      ),
    ],
  ),
  catalogued('bacon', [
    option(
      {
        en: 'pancetta, ham or prosciutto, the same weight',
        es: 'panceta, jamón cocido o jamón serrano, el mismo peso',
        fr: 'pancetta, jambon blanc ou jambon cru, même poids',
        de: 'Pancetta, Kochschinken oder roher Schinken, gleiches Gewicht',
        zh: '意式培根、火腿或帕尔马火腿，等重替换',
      },
      {
        en: 'ham and prosciutto are lean: fry them in a little oil, and add prosciutto near the end',
        es: 'el jamón es magro: fríelo con un poco de aceite, y el serrano añádelo al final',
        fr: 'les jambons sont maigres : les poêler avec un peu d’huile, et ajouter le jambon cru en fin de cuisson',
        de: 'Schinken ist mager: in etwas Öl braten, rohen Schinken erst am Ende zugeben',
        zh: '火腿较瘦：用少许油煎，生火腿最后再加',
      },
    ),
    option(
      {
        en: 'for pancetta: unsmoked streaky bacon or guanciale, the same weight',
        es: 'en lugar de panceta italiana: beicon sin ahumar o guanciale, el mismo peso',
        fr: 'à la place de la pancetta : poitrine de porc non fumée ou guanciale, même poids',
        de: 'statt Pancetta: ungeräucherter Bauchspeck oder Guanciale, gleiches Gewicht',
        zh: '代替意式培根：未烟熏的五花培根或意式猪颊肉，等重替换',
      },
      {
        en: 'smoked bacon works too but flavours the whole dish',
        es: 'el beicon ahumado también sirve, pero ahúma todo el plato',
        fr: 'les lardons fumés vont aussi, mais parfument tout le plat',
        de: 'Räucherspeck geht auch, prägt aber das ganze Gericht',
        zh: '烟熏培根也可以，但整道菜都会带烟熏味',
      },
    ),
    option({
      en: 'vegetarian: smoked tofu or sliced mushrooms fried crisp with a pinch of smoked paprika and a dash of soy sauce',
      es: 'vegetariano: tofu ahumado o champiñones laminados, fritos hasta quedar crujientes con una pizca de pimentón ahumado y unas gotas de salsa de soja',
      fr: 'végétarien : tofu fumé ou champignons émincés, poêlés jusqu’à être croustillants avec une pincée de paprika fumé et un trait de sauce soja',
      de: 'vegetarisch: Räuchertofu oder Pilzscheiben, knusprig gebraten mit einer Prise geräuchertem Paprikapulver und einem Schuss Sojasauce',
      zh: '素食：烟熏豆腐或蘑菇片煎至焦脆，加一小撮烟熏红椒粉和少许酱油',
    }),
  ]),

  // Syrups and flours
  named(
    'golden-syrup',
    {
      en: 'golden syrup|light treacle',
      es: 'golden syrup|jarabe dorado|sirope dorado',
      fr: 'golden syrup|sirop doré',
      de: 'Golden Syrup|heller Zuckersirup',
      zh: '金黄糖浆|黄金糖浆',
    },
    [
      option(
        {
          en: 'light corn syrup, 1:1',
          es: 'jarabe de maíz claro, en la misma cantidad',
          fr: 'sirop de maïs clair, en même quantité',
          de: 'heller Maissirup, 1:1',
          zh: '浅色玉米糖浆，等量替换',
        },
        {
          en: 'milder, without the buttery caramel taste',
          es: 'más suave, sin el sabor a caramelo mantecoso',
          fr: 'plus neutre, sans le goût de caramel beurré',
          de: 'milder, ohne den butterigen Karamellgeschmack',
          zh: '味道较淡，没有黄油焦糖香',
        },
      ),
      option(
        {
          en: 'honey, 1:1',
          es: 'miel, en la misma cantidad',
          fr: 'miel, en même quantité',
          de: 'Honig, 1:1',
          zh: '蜂蜜，等量替换',
        },
        {
          en: 'tastes of honey and browns faster',
          es: 'sabe a miel y se dora antes',
          fr: 'a un goût de miel et dore plus vite',
          de: 'schmeckt nach Honig und bräunt schneller',
          zh: '带蜂蜜味，上色更快',
        },
      ),
      option({
        en: 'rice syrup, agave or maple syrup, 1:1',
        es: 'sirope de arroz, de agave o de arce, en la misma cantidad',
        fr: 'sirop de riz, d’agave ou d’érable, en même quantité',
        de: 'Reissirup, Agavendicksaft oder Ahornsirup, 1:1',
        zh: '米糖浆、龙舌兰糖浆或枫糖浆，等量替换',
      }),
    ],
  ),
  named(
    'corn-syrup',
    {
      en: 'corn syrup|light corn syrup|glucose syrup|liquid glucose',
      es: 'jarabe de maíz|sirope de maíz|jarabe de glucosa|glucosa líquida',
      fr: 'sirop de maïs|sirop de glucose|glucose liquide',
      de: 'Maissirup|Glukosesirup|Glucosesirup',
      zh: '玉米糖浆|葡萄糖浆|水饴',
    },
    [
      option(
        {
          en: 'golden syrup, 1:1',
          es: 'golden syrup, en la misma cantidad',
          fr: 'golden syrup, en même quantité',
          de: 'Golden Syrup, 1:1',
          zh: '金黄糖浆，等量替换',
        },
        {
          en: 'a light caramel taste and a golden colour',
          es: 'aporta un ligero sabor a caramelo y color dorado',
          fr: 'apporte un léger goût de caramel et une couleur dorée',
          de: 'bringt leichten Karamellgeschmack und eine goldene Farbe',
          zh: '带淡淡焦糖味，颜色金黄',
        },
      ),
      option(
        {
          en: 'honey or agave syrup, 1:1',
          es: 'miel o sirope de agave, en la misma cantidad',
          fr: 'miel ou sirop d’agave, en même quantité',
          de: 'Honig oder Agavendicksaft, 1:1',
          zh: '蜂蜜或龙舌兰糖浆，等量替换',
        },
        {
          en: 'sweeter and browns faster; not for clear sweets or sugar work',
          es: 'más dulces y se doran antes; no para caramelos transparentes ni trabajos de azúcar',
          fr: 'plus sucrés et dorent plus vite ; pas pour les bonbons translucides ni le travail du sucre',
          de: 'süßer und bräunen schneller; nicht für klare Bonbons oder Zuckerdekor',
          zh: '更甜、上色更快；不适合做透明硬糖或糖艺',
        },
      ),
      option({
        en: 'for sorbets and caramel: a pinch of cream of tartar or a few drops of lemon juice in the sugar syrup, to stop it crystallising',
        es: 'para sorbetes y caramelo: una pizca de crémor tártaro o unas gotas de limón en el almíbar, para que no cristalice',
        fr: 'pour les sorbets et le caramel : une pincée de crème de tartre ou quelques gouttes de citron dans le sirop, pour qu’il ne cristallise pas',
        de: 'für Sorbet und Karamell: eine Prise Weinstein oder ein paar Tropfen Zitronensaft im Zuckersirup, damit er nicht kristallisiert',
        zh: '做雪葩和焦糖：在糖浆里加一小撮塔塔粉或几滴柠檬汁，防止结晶',
      }),
    ],
  ),
  named(
    'molasses',
    {
      en: 'molasses|black treacle|treacle|blackstrap molasses',
      es: 'melaza|melaza de caña|miel de caña',
      fr: 'mélasse|mélasse noire',
      de: 'Melasse|Zuckerrohrmelasse',
      zh: '糖蜜|黑糖蜜|甘蔗糖蜜',
    },
    [
      option(
        {
          en: 'per cup (340 g): ¾ cup (165 g) dark brown sugar + ¼ cup (60 ml) water',
          es: 'por cada 340 g: 165 g de azúcar moreno oscuro + 60 ml de agua',
          fr: 'pour 340 g : 165 g de vergeoise brune + 60 ml d’eau',
          de: 'pro 340 g: 165 g dunkler brauner Zucker + 60 ml Wasser',
          zh: '每340克：165克深色红糖加60毫升水',
        },
        {
          en: 'less bitter and less dark',
          es: 'menos amargo y menos oscuro',
          fr: 'moins amer et moins foncé',
          de: 'weniger bitter und weniger dunkel',
          zh: '苦味较轻，颜色较浅',
        },
      ),
      option(
        {
          en: 'sugar beet syrup, dark honey or maple syrup, 1:1',
          es: 'sirope de remolacha, miel oscura o sirope de arce, en la misma cantidad',
          fr: 'sirop de betterave, miel foncé ou sirop d’érable, en même quantité',
          de: 'Zuckerrübensirup, dunkler Honig oder Ahornsirup, 1:1',
          zh: '甜菜糖浆、深色蜂蜜或枫糖浆，等量替换',
        },
        {
          en: 'milder, and gingerbread comes out lighter in colour',
          es: 'más suave, y el pan de jengibre sale más claro',
          fr: 'plus doux, et le pain d’épices sort plus clair',
          de: 'milder, und Lebkuchen wird heller',
          zh: '味道更温和，姜饼颜色会浅一些',
        },
      ),
    ],
  ),
  named(
    'cake-flour',
    {
      en: 'cake flour|cake and pastry flour',
      es: 'harina de repostería|harina floja|harina para pastel|harina 0000',
      fr: 'farine de pâtisserie|farine à pâtisserie|farine T45',
      de: 'Kuchenmehl|Cake Flour',
      zh: '低筋面粉|低筋粉|蛋糕粉',
    },
    [
      option({
        en: 'per cup (125 g): 1 cup plain flour minus 2 tbsp, plus 2 tbsp cornstarch, sifted together twice',
        es: 'por cada 125 g: 105 g de harina común + 20 g de maicena, tamizadas juntas dos veces',
        fr: 'pour 125 g : 105 g de farine ordinaire + 20 g de fécule de maïs, tamisées ensemble deux fois',
        de: 'pro 125 g: 105 g Weizenmehl + 20 g Speisestärke, zweimal zusammen gesiebt',
        zh: '每125克：105克普通面粉加20克玉米淀粉，一起过筛两次',
      }),
      option(
        {
          en: 'plain flour, 1:1',
          es: 'harina común, en la misma cantidad',
          fr: 'farine ordinaire, en même quantité',
          de: 'Weizenmehl Type 405, 1:1',
          zh: '普通面粉，等量替换',
        },
        {
          en: 'a slightly firmer, less tender crumb: mix the batter as little as possible',
          es: 'miga algo más firme y menos tierna: mezcla la masa lo justo',
          fr: 'mie un peu plus ferme, moins tendre : mélanger la pâte le moins possible',
          de: 'etwas festere, weniger zarte Krume: den Teig nur kurz rühren',
          zh: '组织稍硬、不够松软：面糊尽量少搅拌',
        },
      ),
    ],
  ),
  named(
    'bread-flour',
    {
      en: 'bread flour|strong flour|strong white flour|strong bread flour',
      es: 'harina de fuerza|harina panificable|harina de panadería|harina 000',
      fr: 'farine de force|farine à pain|farine T65',
      de: 'Brotmehl|Weizenmehl Type 550|Type 550|Type 700|Zopfmehl',
      zh: '高筋面粉|高筋粉|面包粉',
    },
    [
      option(
        {
          en: 'plain flour, 1:1',
          es: 'harina común, en la misma cantidad',
          fr: 'farine ordinaire (T55), en même quantité',
          de: 'Weizenmehl Type 405, 1:1',
          zh: '普通面粉（中筋面粉），等量替换',
        },
        {
          en: 'a softer, less chewy loaf; the dough may need a little less water',
          es: 'pan más tierno y menos elástico; la masa puede necesitar algo menos de agua',
          fr: 'pain plus moelleux, moins élastique ; la pâte peut demander un peu moins d’eau',
          de: 'weicheres, weniger elastisches Brot; der Teig braucht eventuell etwas weniger Wasser',
          zh: '面包更软、嚼劲较差；面团可能需要略减水量',
        },
      ),
      option({
        en: 'per cup (125 g) of plain flour: add 1 tsp vital wheat gluten',
        es: 'por cada 125 g de harina común: añade 1 cdta de gluten de trigo',
        fr: 'pour 125 g de farine ordinaire : ajouter 1 c. à c. de gluten de blé',
        de: 'pro 125 g Weizenmehl: 1 TL Weizengluten dazugeben',
        zh: '每125克普通面粉加1茶匙谷朊粉（小麦蛋白粉）',
      }),
    ],
  ),
  named(
    'almond-flour',
    {
      en: 'almond flour|ground almonds|almond meal',
      es: 'harina de almendra|harina de almendras|almendra molida',
      fr: 'poudre d’amande|poudre d’amandes|amandes en poudre|farine d’amande',
      de: 'gemahlene Mandeln|Mandelmehl',
      zh: '杏仁粉|扁桃仁粉',
    },
    [
      option(
        {
          en: 'blanched almonds ground at home with a spoonful of the recipe’s sugar, the same weight',
          es: 'almendras peladas molidas en casa con una cucharada del azúcar de la receta, el mismo peso',
          fr: 'amandes émondées mixées à la maison avec une cuillerée du sucre de la recette, même poids',
          de: 'blanchierte Mandeln, zu Hause mit einem Löffel Zucker aus dem Rezept gemahlen, gleiches Gewicht',
          zh: '去皮杏仁加一勺配方中的糖自己磨碎，等重替换',
        },
        {
          en: 'pulse in short bursts, or it turns into almond butter',
          es: 'tritura a golpes cortos o se convertirá en crema de almendras',
          fr: 'mixer par à-coups, sinon elle tourne en purée d’amande',
          de: 'nur kurz intervallweise mahlen, sonst wird Mandelmus daraus',
          zh: '要分次短暂搅打，否则会变成杏仁酱',
        },
      ),
      option(
        {
          en: 'another ground nut or seed (hazelnuts, cashews, sunflower seeds), the same weight',
          es: 'otro fruto seco o semilla molidos (avellanas, anacardos, pipas de girasol), el mismo peso',
          fr: 'une autre poudre de fruit à coque ou de graine (noisettes, cajou, tournesol), même poids',
          de: 'andere gemahlene Nüsse oder Kerne (Haselnüsse, Cashews, Sonnenblumenkerne), gleiches Gewicht',
          zh: '其他磨碎的坚果或种子（榛子、腰果、葵花籽），等重替换',
        },
        {
          en: 'sunflower seeds can turn green with baking soda; it is harmless',
          es: 'las pipas de girasol pueden volverse verdes con el bicarbonato; es inofensivo',
          fr: 'les graines de tournesol peuvent verdir avec le bicarbonate ; c’est sans danger',
          de: 'Sonnenblumenkerne können sich mit Natron grün färben; das ist harmlos',
          zh: '葵花籽遇小苏打可能变绿，对人无害',
        },
      ),
      option(
        {
          en: 'in cakes, crumbles and biscuits: plain flour, about ¾ of the weight',
          es: 'en bizcochos, crumbles y galletas: harina común, unas ¾ partes del peso',
          fr: 'dans les gâteaux, crumbles et biscuits : farine ordinaire, environ les ¾ du poids',
          de: 'in Kuchen, Streuseln und Keksen: Weizenmehl, etwa ¾ des Gewichts',
          zh: '做蛋糕、酥粒和饼干：普通面粉，约为原重量的¾',
        },
        {
          en: 'not gluten-free; drier and less rich, and no good for macarons',
          es: 'no es sin gluten; queda más seco y menos rico, y no sirve para macarons',
          fr: 'pas sans gluten ; plus sec et moins riche, et inutilisable pour les macarons',
          de: 'nicht glutenfrei; trockener und weniger gehaltvoll, und nichts für Macarons',
          zh: '含麸质；口感更干、不够香浓，不能做马卡龙',
        },
      ),
    ],
  ),
  named(
    'masa-harina',
    {
      en: 'masa harina|masa flour|corn masa flour',
      es: 'masa harina|harina de maíz nixtamalizado|harina de maíz nixtamalizada|Maseca',
      fr: 'masa harina|farine de maïs nixtamalisé',
      de: 'Masa Harina|nixtamalisiertes Maismehl',
      zh: '墨西哥玉米粉|马萨玉米粉|玉米饼粉',
    },
    [
      option({
        en: 'to thicken chilli or soup: crushed corn tortillas or tortilla chips, the same amount',
        es: 'para espesar chili o sopas: tortillas de maíz o totopos triturados, la misma cantidad',
        fr: 'pour épaissir un chili ou une soupe : tortillas de maïs ou chips de tortilla écrasées, même quantité',
        de: 'zum Andicken von Chili oder Suppe: zerkrümelte Maistortillas oder Tortillachips, gleiche Menge',
        zh: '给辣肉酱或汤增稠：压碎的玉米饼或玉米片，等量替换',
      }),
      option(
        {
          en: 'for tamales: fine cornmeal (polenta) with plain flour, 3 parts to 1',
          es: 'para tamales: sémola de maíz fina (polenta) con harina de trigo, 3 partes por 1',
          fr: 'pour les tamales : semoule de maïs fine (polenta) avec de la farine de blé, 3 volumes pour 1',
          de: 'für Tamales: feiner Maisgrieß (Polenta) mit Weizenmehl im Verhältnis 3:1',
          zh: '做墨西哥玉米粽（tamales）：细玉米粉（波伦塔）与普通面粉按3:1混合',
        },
        {
          en: 'grittier and less cohesive, without the nixtamal taste; it will not make pressed tortillas',
          es: 'más arenosa y menos compacta, sin el sabor del nixtamal; no sirve para tortillas de prensa',
          fr: 'plus granuleux et moins liant, sans le goût du nixtamal ; impossible d’en presser des tortillas',
          de: 'körniger und weniger bindend, ohne den Nixtamal-Geschmack; für gepresste Tortillas taugt es nicht',
          zh: '口感更粗、不易成团，没有碱水玉米的风味；不能压制玉米饼',
        },
      ),
      option({
        en: 'fresh masa from a tortillería, in place of the dough you would mix: about 2¼ times the weight of masa harina',
        es: 'masa fresca de tortillería, en lugar de la masa que ibas a preparar: unas 2¼ veces el peso de la harina',
        fr: 'masa fraîche de tortilleria, à la place de la pâte à préparer : environ 2¼ fois le poids de masa harina',
        de: 'frische Masa aus einer Tortillería statt des selbst angerührten Teigs: etwa das 2¼-Fache des Masa-Harina-Gewichts',
        zh: '从玉米饼店买的新鲜玉米面团，代替自己和的面团：重量约为玉米面粉的2¼倍',
      }),
    ],
  ),
];
