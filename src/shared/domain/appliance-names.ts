/**
 * The appliance catalogue's appliances (the server's APPLIANCE_CATALOGUE) by the names people and
 * recipes give them, in the five app languages (word lists as word-lists.ts reads them).
 */
import { type Words, words } from './word-lists';

/**
 * The catalogue's cooking and preparation appliances (the server's appliance catalogue; storage,
 * cleaning and drinks appliances play no part in a cooking session), by the names steps give them.
 * Where two names start at one place the longer wins ("toaster oven", "cocotte minute").
 */
// prettier-ignore
export const APPLIANCE_NAMES: ReadonlyArray<readonly [slug: string, names: Words]> = [
  ['microwave', words('microwave*', 'microondas', 'micro onde*|microonde*', 'mikrowelle', '微波炉|微波')],
  ['air-fryer', words('air fryer*|air fry*|airfryer*|actifry*', 'freidora*|freidora sin aceite|actifry', 'friteuse a air|friteuse sans huile|airfryer*|actifry', 'heissluftfritteuse|airfryer|heissluft fritteuse|actifry', '空气炸锅|气炸锅')],
  ['slow-cooker', words('slow cooker*|slow cook*|crock pot*|crockpot*', 'olla lenta|olla de coccion lenta|crock pot|crockpot*', 'mijoteuse*|cuiseur lent|slow cooker|crock pot*|crockpot*', 'schongarer|slow cooker|slowcooker|crock pot|crockpot', '慢炖锅|电炖锅|慢炖')],
  ['pressure-cooker', words('pressure cook*|instant pot*|high pressure|low pressure', 'olla a presion|olla express|olla expres|olla rapida|alta presion|baja presion|instant pot*', 'autocuiseur*|cocotte minute|cuiseur sous pression|haute pression|basse pression|instant pot*', 'schnellkochtopf|dampfkochtopf|instant pot|hohem druck|hoher druck|niedrigem druck|sicomatic|vitavit|duromatic', '高压锅|压力锅|高压')],
  ['rice-cooker', words('rice cooker*', 'arrocera*', 'cuiseur a riz|cuiseur de riz|cuiseur riz', 'reiskocher', '电饭锅|电饭煲|电锅')],
  ['toaster-oven', words('toaster oven*|mini oven*|countertop oven*', 'horno tostador|mini horno|minihorno|horno de sobremesa|horno electrico de sobremesa', 'mini four|four grille pain|minifour|four de table|petit four electrique', 'minibackofen|mini backofen|miniofen|tischbackofen', '小烤箱|台式烤箱')],
  ['toaster', words('toaster*', 'tostadora*|tostador', 'grille pain|toaster', 'toaster', '烤面包机|多士炉')],
  ['grill', words('grill|grills|grilled|grilling|barbecue*|bbq|griddle*|weber kettle*|weber grill*|weber bbq*|weber barbecue*|traeger*|george foreman*', 'parrilla*|barbacoa*|plancha|grill|traeger', 'gril|grill|barbecue|plancha|traeger', 'grill', '烧烤|烤架|炭烤|炭火')],
  ['sous-vide', words('sous vide|anova*', 'sous vide|al vacio|anova', 'sous vide|anova', 'sous vide|sousvide', '低温慢煮|舒肥')],
  ['waffle-iron', words('waffle iron*|waffle maker*', 'gofrera*|wafflera*|waflera*', 'gaufrier*', 'waffeleisen', '华夫饼机|华夫机|松饼机')],
  ['bread-maker', words('bread maker*|bread machine*|breadmaker*', 'panificadora*', 'machine a pain', 'brotbackautomat|brotbackmaschine', '面包机')],
  ['dehydrator', words('dehydrator*', 'deshidratador*', 'deshydrateur*', 'dorrautomat|dorrgerat|dehydrator', '干果机|烘干机')],
  ['kettle', words('kettle*', 'hervidor*|pava electrica*|pavas electricas', 'bouilloire*', 'wasserkocher', '电水壶|烧水壶|热水壶')],
  ['immersion-blender', words('immersion blender*|stick blender*|hand blender*|bamix*', 'batidora de mano|batidora de brazo|minipimer|bamix', 'mixeur plongeant|mixeur a main|mixer plongeant|bamix', 'stabmixer|purierstab|zauberstab|bamix', '手持搅拌机|料理棒')],
  ['food-processor', words('food processor*|magimix*', 'procesador*|procesadora*|picadora|magimix', 'robot culinaire|robot menager|robot mixeur|robot|hachoir|magimix', 'zerkleinerer|foodprozessor|food processor|magimix', '食物处理器|切碎机')],
  ['stand-mixer', words('stand mixer*|kitchenaid|kenwood chef*', 'batidora de pie|amasadora|kitchenaid|kenwood chef*', 'robot patissier|batteur sur socle|kitchenaid|kenwood chef*', 'kuchenmaschine|kitchenaid|kenwood chef', '厨师机|kitchenaid')],
  ['hand-mixer', words('hand mixer*|electric mixer*|electric whisk*|electric beater*', 'batidora de varillas|batidora electrica|varillas electricas', 'batteur electrique|fouet electrique|batteur', 'handmixer|handruhrgerat|ruhrgerat', '电动打蛋器|手持打蛋器')],
  ['blender', words('blender*|liquidiser*|liquidizer*|vitamix*|nutribullet*|nutri bullet*|blendtec*', 'licuadora*|batidora|vitamix|nutribullet', 'blender|blendeur|mixeur|vitamix|nutribullet', 'mixer|standmixer|hochleistungsmixer|vitamix|nutribullet', '搅拌机|料理机|破壁机|vitamix|nutribullet')],
  // Pans: themselves only when the recipe lists them, else the hob.
  ['wok', words('wok|woks', 'wok|woks', 'wok|woks', 'wok', '炒锅')],
  ['cast-iron-skillet', words('cast iron skillet*|cast iron pan*|cast iron frying pan*', 'sarten de hierro*', 'poele en fonte', 'gusseisenpfanne|gusseiserne pfanne|eisenpfanne', '铸铁平底锅|铸铁煎锅')],
  ['dutch-oven', words('dutch oven*|cast iron casserole*|cast iron pot*', 'olla de hierro*|cocotte', 'cocotte|cocotte en fonte', 'schmortopf|brater|gusseisentopf', '珐琅锅|铸铁锅|铸铁炖锅')],
  ['steamer', words('steamer*|steaming basket*', 'vaporera*', 'cuit vapeur|panier vapeur|cuiseur vapeur', 'dampfgarer|dampfeinsatz|dampfkorb', '蒸锅|蒸笼|蒸屉')],
];

export const PANS: ReadonlySet<string> = new Set(['wok', 'cast-iron-skillet', 'dutch-oven', 'steamer']);

/**
 * The catalogue's other appliances, which steps do not name as the one they cook on (an oven or a
 * hob is read there from what the step does) but people do when they say what their kitchen has.
 */
// prettier-ignore
export const HOUSEHOLD_APPLIANCE_NAMES: ReadonlyArray<readonly [slug: string, names: Words]> = [
  ['oven', words('oven|ovens', 'horno|hornos', 'four|fours', 'backofen|ofen', '烤箱|烤炉|焗炉')],
  ['stovetop', words('stovetop*|stove|hob|hobs|cooktop*|induction hob*|gas hob*', 'cocina|placa*|vitroceramica|fogon*|hornilla*', 'plaque*|plaque de cuisson|cuisiniere|gaziniere|table de cuisson|induction', 'herd|kochfeld|kochplatte*|induktionsfeld|ceranfeld|induktionsherd|ceranherd|elektroherd|gasherd|induktionskochfeld', '灶台|炉灶|燃气灶|电磁炉')],
  ['refrigerator', words('fridge*|refrigerator*', 'nevera*|frigorifico*|refrigerador*|heladera*', 'frigo*|refrigerateur*|frigidaire', 'kuhlschrank*|kuehlschrank*', '冰箱|冷藏柜')],
  ['freezer', words('freezer*|deep freeze*|chest freezer*', 'congelador*|arcon congelador', 'congelateur*', 'gefrierschrank*|gefriertruhe*|tiefkuhltruhe*|tiefkuhler', '冰柜|冷冻柜')],
  ['dishwasher', words('dishwasher*', 'lavavajillas|lavaplatos|lavavajilla', 'lave vaisselle*', 'geschirrspuler*|spulmaschine*|geschirrspueler*|spuelmaschine*', '洗碗机')],
  ['coffee-maker', words('coffee maker*|coffee machine*|espresso machine*|coffeemaker*|nespresso|nespresso machine*|dolce gusto machine*|senseo machine*|tassimo machine*|keurig machine*|moccamaster*|gaggia*|chemex*|aeropress*', 'cafetera*|maquina de cafe|maquina de espresso|maquina nespresso|maquina de nespresso|maquina dolce gusto|maquina de dolce gusto|maquina senseo|maquina tassimo|moccamaster|gaggia|chemex|aeropress', 'cafetiere*|machine a cafe|machine a expresso|machine expresso|machine nespresso|machine dolce gusto|machine senseo|machine tassimo|machine keurig|moccamaster|gaggia|chemex|aeropress', 'kaffeemaschine*|kaffeevollautomat*|espressomaschine*|siebtragermaschine*|nespresso maschine|nespressomaschine|dolce gusto maschine|senseo maschine|tassimo maschine|moccamaster|gaggia|chemex|aeropress|siebtrager', '咖啡机')],
  ['juicer', words('juicer*|juice press*|hurom*', 'exprimidor*|licuadora de jugos|extractor de jugo*|extractor de zumo*|hurom', 'centrifugeuse*|extracteur de jus|presse agrume*|hurom', 'entsafter*|saftpresse*|hurom', '榨汁机|原汁机')],
  ['kitchen-scale', words('kitchen scale*|scale|scales|food scale*', 'bascula*|bascula de cocina|balanza*', 'balance*|balance de cuisine', 'kuchenwaage*|kuechenwaage*|waage', '厨房秤|电子秤')],
];
