/**
 * Words of talk around the things a request names: pronouns, fillers, periods, shops ("throw
 * those in", "both going in the cupboard", "back from aldi"), which name nothing to stock.
 */
import type { Language } from '../../settings-options';
import { wordForms } from '../food-catalogue';
import type { Words } from '../word-lists';
import { findCue, type Span } from './text';

/** Grocers and delivery services people name with what they bought. */
export const SHOPS: readonly string[] = [
  'aldi',
  'lidl',
  'tesco',
  'ocado',
  'sainsburys',
  'asda',
  'waitrose',
  'morrisons',
  'costco',
  'walmart',
  'kroger',
  'safeway',
  'coles',
  'woolworths',
  'woolies',
  'mercadona',
  'carrefour',
  'eroski',
  'dia',
  'oxxo',
  'jumbo',
  'leclerc',
  'auchan',
  'intermarche',
  'monoprix',
  'picard',
  'franprix',
  'rewe',
  'delhaize',
  'colruyt',
  'iga',
  'maxi',
  'provigo',
  'loblaws',
  'metro',
  'countdown',
  'paknsave',
  'checkers',
  'shoprite',
  'ntuc',
  'fairprice',
  'wellcome',
  'parknshop',
  'edeka',
  'kaufland',
  'netto',
  'penny',
  'hofer',
  'billa',
  'spar',
  'migros',
  'coop',
  'denner',
];

/** Words that name nothing to stock: pronouns and the like ("throw those in", "add em"). */
export const NOT_FOOD: ReadonlySet<string> = new Set([
  'sabrias',
  'sabria',
  'koche',
  'kochen',
  'kocht',
  'oder',
  'ideen',
  'ideas',
  'idees',
  'got',
  'have',
  'those',
  'these',
  'them',
  'em',
  'it',
  'that',
  'this',
  'stuff',
  'things',
  'everything',
  'all',
  'lo',
  'la',
  'los',
  'las',
  'eso',
  'esto',
  'todo',
  'le',
  'les',
  'ca',
  'cela',
  'tout',
  'faut',
  'on',
  'das',
  'es',
  'sie',
  'alles',
  'dies',
  'ich',
  'wir',
  'i',
  'we',
  'you',
  'he',
  'she',
  'yo',
  'je',
  'tu',
  'du',
  'was',
  'what',
  'que',
  'quoi',
  // The rest ("tu peux noter le reste", "il m'en reste"; leftovers are "les restes").
  'reste',
  // What is left of "don't", "didn't" once folded ("(they were on offer, don't judge)").
  'don',
  'didn',
  'doesn',
  'isn',
  'aren',
  'wasn',
  // One of a kind named before ("the small one", "it was the 250g one").
  'one',
  'ones',
  // What is said of the shopping rather than an item ("Wocheneinkauf endlich erledigt").
  'erledigt',
  'endlich',
  // Who sold it ("from the sabzi wala").
  'wala',
  'walla',
  'pick',
  'sabzi',
  // Asking and thanking around a list ("¿me ayudas a anotarlo?", "eres un sol", "solo ideas",
  // "nichts … nur schauen").
  'ayudas',
  'ayuda',
  'ayudame',
  'ayudarme',
  'eres',
  'sol',
  'solo',
  'ideas',
  'nichts',
  'nur',
  'sagen',
  'schauen',
  'journee',
  'grosse',
  'grande',
  // Particles and contractions around a list ("trag das doch mal ein", "they're in the fridge").
  'doch',
  'theyre',
  'existencias',
  'inventario',
  'inventaire',
  // Swiss German talk ("chasch das iitrage?").
  'chasch',
  'chonntsch',
  'bitte',
  // What is said of an item rather than the item ("wir haben keine mehr", "c'est acheté").
  'any',
  'none',
  'nothing',
  'more',
  'is',
  'are',
  'hay',
  'casa',
  'nada',
  'c',
  'est',
  'rien',
  'kein',
  'keine',
  'mehr',
  'ist',
  'sind',
  'kann',
  // Whatever is in the house, not a food ("mit meinen Sachen", "con lo que hay").
  'cosas',
  'choses',
  'trucs',
  'sachen',
  'dinge',
  'zeug',
  // How much was bought ("ziemlich viel mitgenommen", "grabbed a heap at Woolies").
  'viel',
  'ziemlich',
  'einiges',
  'allerlei',
  'heap',
  'heaps',
  // Chatter around a list ("right, …", "… the other three", "sorry for the typos", "…, dale?",
  // "anotalo porfis", "lo de siempre", "this arvo"), and "show me my list".
  'right',
  'other',
  'others',
  'sorry',
  'typo',
  'typos',
  'typing',
  'dale',
  'porfis',
  'porfa',
  'plis',
  'semanal',
  'siempre',
  'arvo',
  'show',
  'tengo',
  'tenemos',
  'provisions',
  'provisiones',
  'actuales',
  'actual',
  'actuel',
  'actuelle',
  'aktuell',
  'aktuelle',
  'current',
  'actuels',
  'actuelles',
  'aktuellen',
  'vorrate',
  'vorraete',
  // Articles left alone once the rest is trimmed ("setz die bitte auf die Liste").
  'die',
  'der',
  'den',
  'el',
  // The verbs of cooking, left over from "was kann ich mit dem kochen".
  'cook',
  'make',
  'cocinar',
  'hacer',
  'cuisiner',
  'faire',
  'kochen',
  'machen',
  'bake',
  'baking',
  'hornear',
  'backen',
  'furs',
  'fuers',
  // Talk around the items ("both going in the cupboard", "they're going in the freezer").
  'they',
  're',
  'both',
  'going',
  'whatever',
  'beides',
  'online',
  // Periods, not foods ("list what expires in the next 72 hours", "dans les sept prochains jours").
  ...'next|coming|following|proximos|proximas|siguientes|prochains|prochaines|suivants|nachsten|naechsten|kommenden|folgenden'.split(
    '|',
  ),
  'hour',
  'hours',
  'day',
  'days',
  'week',
  'weeks',
  'horas',
  'dias',
  'semanas',
  'heures',
  'jours',
  'semaines',
  'stunden',
  'tage',
  'wochen',
  // Where food is kept ("what can I cook with what's in the cupboards").
  ...'cupboard|cupboards|fridge|freezer|pantry|larder|shelf|shelves|nevera|heladera|despensa|alacena|congelador|frigo|placard|placards|congelateur|kuhlschrank|kuehlschrank|gefrierschrank|vorrat|vorratskammer|schrank'.split(
    '|',
  ),
  // What is said of the trip, not an item ("bon, retour du marché").
  'retour',
  // A heading over the list ("pantry shelf update:", "weekly haul:").
  'update',
  'haul',
  // Days of the week ("from the Thursday market").
  ...'monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miercoles|jueves|viernes|sabado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag'.split(
    '|',
  ),
  // People, who bring food but are none ("mum came round", "mi suegra trajo", "Oma hat gebracht").
  ...'mum|mom|mam|mummy|mommy|dad|daddy|mother|father|parents|wife|husband|partner|kids|children|daughter|sister|brother|neighbour|neighbor|neighbours|neighbors|grandma|grandpa|nana|granny|auntie|aunt|uncle|friend|friends|mama|mami|papa|papi|madre|padre|abuela|abuelo|suegra|suegro|vecina|vecino|vecinos|hermana|hermano|amiga|amigo|maman|mere|pere|mamie|papi|voisine|voisin|voisins|soeur|frere|copine|copain|mutter|vater|mutti|vati|oma|opa|schwiegermutter|schwiegervater|schwager|schwagerin|schwaegerin|schwiegereltern|nachbarin|nachbar|nachbarn|schwester|bruder|freundin|freund|tante|onkel'.split(
    '|',
  ),
  // Coming back from the shops ("acabo de volver del Mercadona", "zurück vom Markt").
  ...'volver|volvi|vuelvo|regresar|regrese|regreso|llegue|revenir|revenu|rentre|rentree|zuruck|zurueck|zruck|heimgekommen'.split(
    '|',
  ),
  // Times of the day said with the shopping ("earlier", "ce matin", "heute früh").
  ...'today|yesterday|earlier|tonight|morning|afternoon|evening|hoy|ayer|manana|tarde|aujourd|hui|hier|matin|soir|heute|gestern|morgen|fruh|frueh|vorhin|abend'.split(
    '|',
  ),
  // Where it was bought ("back from aldi", "ocado came", "from the butcher n the greengrocer").
  ...SHOPS,
  ...'greengrocer|greengrocers|grocer|grocers|butcher|butchers|baker|bakers|bakery|market|supermarket|shop|shops|store|deli|carniceria|carnicero|panaderia|fruteria|verduleria|mercado|supermercado|tienda|super|boucher|boucherie|boulanger|boulangerie|epicerie|marche|supermarche|primeur|magasin|metzger|metzgerei|backer|baecker|backerei|baeckerei|markt|supermarkt|laden|wochenmarkt'.split(
    '|',
  ),
]);

/**
 * Pronouns, and words of having, that some lists of words that add hold ("I've got", "we have 2
 * more", "wir haben", "我买了"): alone they add nothing.
 */
const PRONOUNS: ReadonlySet<string> = new Set([
  'i',
  'we',
  'have',
  'we have',
  'ich',
  'wir',
  'haben',
  'habe',
  'hab',
  'wir haben',
  'je',
  'j ai',
  'on a',
  'yo',
  'tengo',
  'tenemos',
  'ya tenemos',
  '我',
  '我们',
  '有',
  '我有',
  // ("Sagen Sie mir bitte…": a pronoun of address.)
  'sie',
  'ihn',
  'es',
]);

/** Where the lists' words ask for something in text, less the pronouns and words of having alone. */
export function addingCues(tables: readonly Words[], text: string, language: Language): Span[] {
  // ("you won't believe the line at Coles": a word said with "not" asks nothing.)
  return tables
    .flatMap((table) => findCue(table, text, language))
    .filter(
      (cue) =>
        !PRONOUNS.has(text.slice(cue.at, cue.at + cue.length)) &&
        !text.startsWith(' t ', cue.at + cue.length),
    );
}

/**
 * Whether words the catalogue does not know may still name a food ("saffron", "tahini"): a few
 * words, none of them a pronoun or a filler ("throw those", "que no se me olvide" do not).
 */
export function namesSomething(name: string): boolean {
  // One character the catalogue does not know is a word of talk ("就", "啥"), not a food.
  if (/\p{Script=Han}/u.test(name)) return name.length >= 2 && name.length <= 5 && !HAN_NOT_FOOD.test(name);
  const words = name.split(' ');
  // "mit meinen Vorräten": a word of the list in any of its forms.
  return words.length <= 3 && !words.some((word) => wordForms(word).some((form) => NOT_FOOD.has(form)));
}

/** Han words for whatever is at hand, not a food ("现有的东西", "材料"). */
const HAN_NOT_FOOD =
  /嘅嘢|啲嘢|嘢|累|够呛|做饭|先去|看球|不是要|婆婆|公公|妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷|老公|老婆|邻居|朋友|同事|阿姨|姐姐|哥哥|东西|材料|去了|下班|顺路|路过|逛了|跑了|趟|食材|现有|家里|库存|随便|团购|回来|回家|起来|存货|冰箱|冷冻|柜子|累死|不对|佢|入埋|盒马|山姆|叮咚|美团|快递|包裹|京东|顺丰|淘宝|惠康|百佳|全联|家乐福|沃尔玛|大润发|永辉|好市多|costco/u;
