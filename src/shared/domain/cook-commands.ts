/**
 * Cook mode's voice commands: what a speech recogniser heard ("OK Larder, next step please",
 * "pon un temporizador de 10 minutos", "第三步") → the command the cook screen carries out.
 *
 * A command is a short utterance. Besides the command's own words, politeness and little words
 * ("please", "the", "bitte", "吧"), at most two other words may be heard (one for leaving cook
 * mode), and never a number, so that talk in the kitchen that happens to contain "stop" or "next"
 * does nothing; everyday words that are also commands ("stop", "para", "weiter", "停") count only
 * when said on their own. Commands are whole words ("nextdoor" and "stopwatch" are not commands)
 * and are not negated ("don't stop").
 * When an utterance reads as two commands, a timer with a duration wins, then stopping or starting
 * the step's timer, then moving around the recipe, then leaving cook mode.
 */
import type { Language } from '../settings-options';
import { findStepTimers, parseCount } from './step-timers';

export type CookCommand =
  | { kind: 'next' }
  | { kind: 'back' }
  | { kind: 'repeat' }
  | { kind: 'ingredients' }
  /** Start the timer the current step mentions. */
  | { kind: 'startTimer' }
  | { kind: 'setTimer'; seconds: number }
  /** Stop or cancel the running timer and silence its alarm. */
  | { kind: 'stopTimer' }
  /** Leave cook mode and stop listening. */
  | { kind: 'stop' }
  | { kind: 'goToStep'; step: number }
  | { kind: 'readStep' };

export type CookCommandKind = CookCommand['kind'];

export const COOK_COMMAND_KINDS = [
  'next',
  'back',
  'repeat',
  'ingredients',
  'startTimer',
  'setTimer',
  'stopTimer',
  'stop',
  'goToStep',
  'readStep',
] as const satisfies readonly CookCommandKind[];

/** Longer transcripts are conversation, not commands. */
export const MAX_TRANSCRIPT_LENGTH = 200;
/**
 * How many words besides the command, its politeness and little words an utterance may hold (Han
 * characters for Chinese, which is written without spaces). Leaving cook mode by mistake also
 * stops listening, so "stop" gets less room; everyday words that are commands only on their own
 * ("para", "weiter") get none.
 */
type Allowance = { words: number; hanCharacters: number };
const COMMAND_ALLOWANCE: Allowance = { words: 2, hanCharacters: 3 };
const LEAVING_ALLOWANCE: Allowance = { words: 1, hanCharacters: 2 };
const ALONE_ALLOWANCE: Allowance = { words: 0, hanCharacters: 0 };
/** The most steps a recipe has is far below this; a larger "step" number was misheard. */
const MAX_STEP = 999;

/** One natural phrase per command and language, for the cook screen's help panel. */
export const COOK_COMMAND_EXAMPLES: Record<Language, Record<CookCommandKind, string>> = {
  en: {
    next: 'Next step',
    back: 'Go back',
    repeat: 'Say that again',
    ingredients: 'What do I need?',
    startTimer: 'Start the timer',
    setTimer: 'Set a timer for 10 minutes',
    stopTimer: 'Stop the timer',
    stop: 'Stop listening',
    goToStep: 'Go to step 3',
    readStep: 'Read the step',
  },
  es: {
    next: 'Siguiente paso',
    back: 'Paso anterior',
    repeat: 'Repite',
    ingredients: '¿Qué ingredientes necesito?',
    startTimer: 'Inicia el temporizador',
    setTimer: 'Pon un temporizador de 10 minutos',
    stopTimer: 'Para el temporizador',
    stop: 'Deja de escuchar',
    goToStep: 'Ve al paso 3',
    readStep: 'Lee el paso',
  },
  fr: {
    next: 'Étape suivante',
    back: 'Étape précédente',
    repeat: 'Répète',
    ingredients: 'Quels sont les ingrédients ?',
    startTimer: 'Lance le minuteur',
    setTimer: 'Mets un minuteur de 10 minutes',
    stopTimer: 'Arrête le minuteur',
    stop: "Arrête d'écouter",
    goToStep: "Va à l'étape 3",
    readStep: "Lis l'étape",
  },
  de: {
    next: 'Nächster Schritt',
    back: 'Zurück',
    repeat: 'Noch mal',
    ingredients: 'Welche Zutaten brauche ich?',
    startTimer: 'Timer starten',
    setTimer: 'Stell einen Timer auf 10 Minuten',
    stopTimer: 'Timer stoppen',
    stop: 'Hör auf zuzuhören',
    goToStep: 'Geh zu Schritt 3',
    readStep: 'Lies den Schritt vor',
  },
  zh: {
    next: '下一步',
    back: '上一步',
    repeat: '再说一遍',
    ingredients: '需要哪些食材？',
    startTimer: '开始计时',
    setTimer: '设置十分钟的计时器',
    stopTimer: '停止计时',
    stop: '退出烹饪模式',
    goToStep: '跳到第三步',
    readStep: '读一下这一步',
  },
};

type PhraseKind = Exclude<CookCommandKind, 'setTimer' | 'goToStep'>;

type LanguageRules = {
  /** Phrases per command, as regular-expression sources over the cleaned, lower-case transcript. */
  phrases: Record<PhraseKind, readonly string[]>;
  /**
   * Everyday words that are commands only when said on their own, politeness aside ("stop",
   * "para", "weiter", "停"): "para la cena" is "for dinner", "weiter rühren" is "keep stirring".
   */
  alone: Partial<Record<PhraseKind, readonly string[]>>;
  /** Words naming a timer: with a duration they make "set a timer for …". */
  timerWords: readonly string[];
  /** "step 3", "paso 3": the word before a step number. */
  stepWords: readonly string[];
  /** "third step", "troisième étape": ordinals before the step word, by their number. */
  ordinals: Readonly<Record<string, number>>;
  /** Politeness, wake words and little words that do not count against an Allowance. */
  glue: ReadonlySet<string>;
  /** Words that cancel the command right before them ("don't stop"). */
  negationsBefore: ReadonlySet<string>;
  /** Words that cancel the command right after it ("n'arrête pas", "stopp nicht"). */
  negationsAfter: ReadonlySet<string>;
};

/** Wake words and acknowledgements heard in every language. */
const SHARED_GLUE = ['larder', 'hey', 'hi', 'ok', 'okay', 'oké', 'okey'];

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(' ').filter(Boolean));
}

function glue(list: string): ReadonlySet<string> {
  return new Set([...words(list), ...SHARED_GLUE]);
}

/** Ordinals 1–10 in each language's masculine, feminine and declined forms. */
function ordinals(forms: readonly string[]): Record<string, number> {
  const table: Record<string, number> = {};
  forms.forEach((group, index) => {
    for (const form of group.split(' ')) table[form] = index + 1;
  });
  return table;
}

const RULES: Record<Language, LanguageRules> = {
  en: {
    phrases: {
      stopTimer: [
        '(?:stop|cancel|end|kill|dismiss|clear|reset|turn off|switch off|silence|mute) (?:the |that |my |this )?(?:timer|alarm|countdown|beeping|ringing)',
        '(?:timer|alarm|countdown) (?:off|stop|cancel)',
        'silence(?: it)?',
        'mute(?: it)?',
        'be quiet',
      ],
      startTimer: [
        '(?:start|begin|set|run|go|turn on) (?:the |a |that |this )?(?:timer|countdown|clock)',
        'start timing',
        '(?:timer|countdown) (?:on|start|go)',
      ],
      next: [
        '(?:go to |on to |onto )?(?:the )?next (?:step|one)',
        '(?:go|move|carry|keep) (?:on|forward|ahead|going)',
        "what(?:'s| is)? next",
        'skip (?:it|this(?: step)?|ahead)',
        'proceed',
      ],
      back: [
        '(?:go|step|move) back(?: (?:one|a) step)?',
        'back (?:one|a) step',
        'go backwards?',
        '(?:the )?previous(?: step| one)?',
        'rewind',
      ],
      repeat: [
        'repeat(?: that| it| the step| this step| yourself)?',
        '(?:say|read) (?:that|it|this) (?:again|one more time)',
        'say again',
        'come again',
        'once more',
        'one more time',
        'pardon me',
        'what did you say',
        "i didn't (?:hear|catch) (?:that|it)",
      ],
      ingredients: [
        '(?:show |read |list |what are )?(?:me )?(?:the )?ingredients?(?: list)?',
        'what do (?:i|we) need',
        'what (?:goes|do i put) in (?:it|this|there)',
      ],
      readStep: [
        'read(?: out| aloud)? (?:the|this|that) step(?: out| aloud| to me)?',
        'read (?:it|this|step)(?: out| aloud| to me)?',
        'read (?:out|aloud)',
        "what(?:'s| is) (?:this|the current|the) step",
        'current step',
        'what (?:do|should) (?:i|we) do(?: now| next)?',
        'what now',
        'where (?:was i|are we|were we)',
      ],
      stop: [
        'stop (?:listening|cooking|cook mode)',
        '(?:exit|quit|leave|close|end) (?:the )?cook(?:ing)? mode',
        'exit',
        "(?:i'm|i am|we're|we are) (?:done|finished)(?: cooking)?",
        "that's all",
        'goodbye|good bye',
      ],
    },
    alone: {
      next: ['next', 'continue', 'forward', 'skip'],
      back: ['back'],
      repeat: ['again', 'what', 'sorry', 'pardon'],
      readStep: ['read'],
      stop: ['stop', 'quit', 'close', 'end', 'finish', 'bye'],
    },
    timerWords: ['timer', 'alarm', 'countdown', 'remind me', 'reminder'],
    stepWords: ['step', 'steps', 'stage'],
    // prettier-ignore
    ordinals: ordinals([
      'first 1st', 'second 2nd', 'third 3rd', 'fourth 4th', 'fifth 5th', 'sixth 6th', 'seventh 7th',
      'eighth 8th', 'ninth 9th', 'tenth 10th',
    ]),
    glue: glue(
      "please thanks thank you the a an to go me my us on for of it this that now then just can could would will i we let let's lets want wanna so and up right alright all um uh er oh well hmm",
    ),
    negationsBefore: words("don't dont not never cannot can't won't shouldn't"),
    negationsAfter: new Set(),
  },
  es: {
    phrases: {
      stopTimer: [
        '(?:para|parar|detén|deten|detener|cancela|cancelar|apaga|apagar|quita|quitar|silencia|silenciar) (?:el |la |ese |esa )?(?:temporizador|alarma|cronómetro|cronometro|timer)',
        '(?:temporizador|alarma) (?:fuera|apagado|apagada)',
        'silencio',
      ],
      startTimer: [
        '(?:inicia|iniciar|empieza|empezar|comienza|comenzar|arranca|arrancar|activa|activar|pon|poner|enciende|encender) (?:el |un |ese )?(?:temporizador|cronómetro|cronometro|timer)',
      ],
      next: [
        '(?:el |al )?(?:siguiente|próximo|proximo)(?: paso)?',
        '(?:el |al )?paso (?:siguiente|próximo|proximo)',
        'continúa|continua|continuar|continuemos|sigamos|avanza|avanzar',
      ],
      back: [
        '(?:el |al )?(?:paso )?anterior(?: paso)?',
        '(?:ve|vamos|volver|vuelve|ir|regresa) (?:hacia )?atrás',
        'atrás|retrocede|retroceder',
      ],
      repeat: [
        'repite(?:lo|melo)?|repítelo|repítemelo|repetir',
        '(?:dilo |léelo |leelo )?(?:otra vez|de nuevo)',
        'vuelve a (?:decirlo|leerlo|decir|leer)',
        'no (?:te )?(?:he )?(?:oído|oí|entendido|entendí)',
      ],
      ingredients: [
        '(?:los |muestra |muéstrame |muestrame |lee |lista de |qué |cuáles son los )?ingredientes',
        '(?:qué|que) (?:necesito|necesitamos|hace falta|lleva)',
      ],
      readStep: [
        '(?:lee|léelo|leelo|léeme|leeme|leer) (?:el paso|este paso|en voz alta)',
        'léelo|leelo|léeme|leeme',
        '(?:qué|que) (?:hago|tengo que hacer)(?: ahora)?',
        '(?:el )?paso actual',
      ],
      stop: [
        'detente|detenerse|párate|parate',
        'deja de escuchar',
        '(?:sal|salir|salte) del modo (?:cocina|cocinar)',
        'he terminado|hemos terminado|terminamos',
        'adiós|adios',
      ],
    },
    alone: {
      next: ['sigue|seguir|adelante'],
      back: ['vuelve|volver|regresa|regresar'],
      repeat: ['qué|cómo'],
      readStep: ['lee|leer'],
      // Not "sal": in a kitchen it is the salt more often than "get out".
      stop: ['para|parar|stop|salir|cierra|cerrar|termina|terminar|basta|fin'],
    },
    timerWords: [
      'temporizador',
      'alarma',
      'cronómetro',
      'cronometro',
      'timer',
      'avísame',
      'avisame',
      'recuérdame',
      'recuerdame',
    ],
    stepWords: ['paso'],
    // prettier-ignore
    ordinals: ordinals([
      'primer primero primera 1º 1ª 1o', 'segundo segunda 2º 2ª 2o', 'tercer tercero tercera 3º 3ª 3o',
      'cuarto cuarta 4º 4ª 4o', 'quinto quinta 5º 5ª 5o', 'sexto sexta 6º 6ª 6o',
      'séptimo séptima septimo septima 7º 7ª 7o', 'octavo octava 8º 8ª 8o', 'noveno novena 9º 9ª 9o',
      'décimo décima decimo decima 10º 10ª 10o',
    ]),
    glue: glue(
      'por favor gracias el la los las un una al a de del me te lo le eso esto ya ahora pues y vale venga bueno oye puedes podrías podrias quiero vamos mira eh este',
    ),
    negationsBefore: words('no nunca'),
    negationsAfter: new Set(),
  },
  fr: {
    phrases: {
      stopTimer: [
        "(?:arrête|arrete|arrêter|arreter|stoppe|stopper|stop|annule|annuler|coupe|couper|éteins|eteins|éteindre|eteindre) (?:le |la |l' |ce |cette )?(?:minuteur|minuterie|chrono|alarme|sonnerie|timer)",
        '(?:minuteur|alarme) (?:stop|off)',
        'silence',
      ],
      startTimer: [
        '(?:lance|lancer|démarre|demarre|démarrer|demarrer|mets|mettre|active|activer|déclenche|declenche|commence) (?:le |un |la |ce )?(?:minuteur|minuterie|chrono|timer|compte à rebours)',
      ],
      next: [
        "(?:l' )?(?:étape|etape) suivante",
        '(?:le |la )?suivante?',
        'continue|continuer|continuez|on continue',
        'la suite',
      ],
      back: [
        "(?:l' )?(?:étape|etape) (?:précédente|precedente)",
        '(?:le |la )?(?:précédent|precedent|précédente|precedente)',
        '(?:retour|reviens|revenir|retourne|recule|reculer)(?: en arrière| en arriere)?',
        'en arrière|en arriere',
      ],
      repeat: [
        '(?:répète|repete|répéter|repeter|répétez|repetez)(?: (?:le|la|ça|ca|ceci))?',
        'redis(?: (?:le|la|ça|ca))?|relis(?: (?:le|la|ça|ca))?',
        'encore une fois|une autre fois',
        "je n' ai pas (?:compris|entendu)",
      ],
      ingredients: [
        '(?:les |montre |montre moi |affiche |lis |liste des |quels sont les )?(?:ingrédients|ingredients)',
        "(?:de )?quoi (?:ai je|j' ai|a t on) besoin",
        "qu' est ce qu' il (?:faut|me faut)",
      ],
      readStep: [
        "(?:lis|lire|lisez) (?:l' étape|l' etape|la|le|cette étape|cette etape)(?: à voix haute| a voix haute)?",
        '(?:lis|lire|lisez) (?:à|a) voix haute',
        "qu' est ce que je (?:fais|dois faire)(?: maintenant)?",
        "(?:l' )?(?:étape|etape) (?:en cours|actuelle)",
      ],
      stop: [
        'arrête toi|arrete toi',
        "arrête d' écouter|arrete d' ecouter|arrête d' ecouter",
        '(?:sortir|sors|quitter|quitte) (?:du |le )?mode cuisine',
        "c' est fini|j' ai fini|on a fini|c' est terminé|j' ai terminé",
        'au revoir',
      ],
    },
    alone: {
      next: ['après|apres|ensuite|suite|avance|avancer'],
      repeat: ['encore|quoi|comment|pardon'],
      readStep: ['lis|lire'],
      stop: [
        'stop|arrête|arrete|arrêter|arreter|sors|sortir|quitte|quitter|ferme|fermer|termine|terminer|terminé|fini',
      ],
    },
    timerWords: ['minuteur', 'minuterie', 'chrono', 'alarme', 'timer', 'compte à rebours', 'rappelle moi'],
    stepWords: ['étape', 'etape'],
    // prettier-ignore
    ordinals: ordinals([
      'première premiere premier 1re 1er 1ère', 'deuxième deuxieme second seconde 2e 2ème',
      'troisième troisieme 3e 3ème', 'quatrième quatrieme 4e 4ème', 'cinquième cinquieme 5e 5ème',
      'sixième sixieme 6e 6ème', 'septième septieme 7e 7ème', 'huitième huitieme 8e 8ème',
      'neuvième neuvieme 9e 9ème', 'dixième dixieme 10e 10ème',
    ]),
    glue: glue(
      "s'il s' il te vous plaît plait stp svp merci le la les l' un une à a au de du d' des me moi m' tu te t' on maintenant alors et peux pouvez veux voudrais ça ca cela ce c' est va vas allez je j' euh bon dis eh passe passer",
    ),
    negationsBefore: words("ne n' jamais"),
    negationsAfter: words('pas jamais'),
  },
  de: {
    phrases: {
      stopTimer: [
        '(?:timer|wecker|alarm|countdown) (?:stoppen|stopp|stop|aus|beenden|abbrechen|ausschalten|löschen|loeschen|anhalten)',
        '(?:stopp|stoppe|stop|beende|brich|schalte|mach|lösche) (?:den |die |das )?(?:timer|wecker|alarm|countdown)(?: ab| aus)?',
      ],
      startTimer: [
        '(?:timer|wecker|countdown) (?:starten|start|an|los|einschalten|stellen)',
        '(?:starte|start|stell|stelle|schalte|mach) (?:den |einen )?(?:timer|wecker|countdown)(?: an| ein)?',
      ],
      next: [
        '(?:der |zum |den )?(?:nächste|nächster|nächsten|naechste|naechster) schritt',
        'mach weiter|weitermachen|fortfahren',
        'als (?:nächstes|naechstes)',
      ],
      back: [
        '(?:geh|gehe|einen schritt) (?:zurück|zurueck)',
        '(?:der |zum |den )?(?:vorherige|vorheriger|vorherigen|letzte|letzter) schritt',
        'rückwärts|rueckwaerts',
      ],
      repeat: [
        'wiederhole(?:n)?(?: das)?|wiederhol(?: das)?',
        '(?:sag das |lies das )?(?:nochmal|noch mal|noch einmal|nochmals)',
        'wie bitte',
        '(?:ich habe |hab )?(?:das )?nicht verstanden',
      ],
      ingredients: [
        '(?:die |zeig |zeige |zeig mir |lies )?(?:die )?zutaten(?:liste)?',
        'was (?:brauche|brauch|brauchen) (?:ich|wir)',
        'welche zutaten',
      ],
      readStep: [
        '(?:lies|lese|lesen) (?:den|diesen) schritt(?: vor)?',
        'lies vor|(?:schritt )?vorlesen',
        'was muss ich (?:jetzt )?(?:tun|machen)',
        '(?:der )?aktuelle(?:r)? schritt',
      ],
      stop: [
        'hör auf(?: zuzuhören)?|hoer auf(?: zuzuhoeren)?|aufhören|aufhoeren',
        '(?:kochmodus )?(?:beenden|verlassen)',
        'tschüss|tschuess',
      ],
    },
    alone: {
      next: ['weiter|nächster|nächste|naechster|naechste|vor|vorwärts|vorwaerts'],
      back: ['zurück|zurueck|vorheriger|vorherige'],
      repeat: ['was|wie'],
      readStep: ['lies|lesen'],
      stop: ['stopp|stop|halt|anhalten|beende|ende|schluss'],
      stopTimer: ['ruhe'],
    },
    timerWords: ['timer', 'wecker', 'kurzzeitwecker', 'alarm', 'countdown', 'erinnere mich'],
    stepWords: ['schritt'],
    // prettier-ignore
    ordinals: ordinals([
      'erste erster ersten erstes 1.', 'zweite zweiter zweiten zweites 2.', 'dritte dritter dritten drittes 3.',
      'vierte vierter vierten viertes 4.', 'fünfte fünfter fünften fünftes 5.',
      'sechste sechster sechsten sechstes 6.', 'siebte siebter siebten siebtes 7.',
      'achte achter achten achtes 8.', 'neunte neunter neunten neuntes 9.', 'zehnte zehnter zehnten zehntes 10.',
    ]),
    glue: glue(
      'bitte danke der die das den dem ein eine einen zu zum zur mir mich jetzt mal doch und dann kannst du könntest koenntest würdest ich will möchte es auf für geh gehe also äh ähm hallo',
    ),
    negationsBefore: words('nicht kein keine nie'),
    negationsAfter: words('nicht nie'),
  },
  zh: {
    phrases: {
      stopTimer: [
        '(?:停止|关闭|关掉|取消|停掉|暂停)(?:计时器?|定时器?|倒计时|闹钟|提醒)',
        '(?:计时器?|定时器?|闹钟)(?:停止|关闭|关掉|取消)',
        '别响了|静音',
      ],
      startTimer: ['(?:开始|启动|开启|打开)(?:计时器?|定时器?|倒计时|定时)', '计时开始'],
      next: ['下一(?:步|个|条)', '往下', '然后呢', '继续下一步'],
      back: ['上一(?:步|个|条)', '前一步', '返回', '后退', '退回'],
      repeat: ['重复', '再(?:说|读|念|来)一(?:遍|次)', '没听清'],
      ingredients: ['配料(?:表)?', '食材', '材料', '用料', '原料', '需要(?:哪些|什么)'],
      readStep: [
        '(?:读|念)(?:一下|出来)(?:这一步|步骤|当前步骤)?',
        '(?:读|念)(?:这一步|步骤|当前步骤)',
        '朗读',
        '这一步是什么',
        '当前步骤',
      ],
      stop: ['停止', '退出(?:烹饪模式)?', '别听了', '再见'],
    },
    alone: {
      next: ['继续|接着|前进'],
      back: ['回去'],
      repeat: ['什么'],
      readStep: ['读|念'],
      stop: ['停|结束|关闭'],
    },
    timerWords: ['计时器', '定时器', '倒计时', '计时', '定时', '闹钟', '提醒'],
    stepWords: [],
    ordinals: {},
    glue: new Set([
      '请',
      '帮我',
      '给我',
      '一下',
      '吧',
      '呢',
      '啊',
      '呀',
      '嗯',
      '呃',
      '好的',
      '好',
      '我们',
      '我',
      '你',
      '的',
      '了',
      '现在',
      '麻烦',
      '谢谢',
      '设置',
      '设定',
      '设',
      '定',
      '个',
      '一个',
      '跳到',
      '到',
      '去',
      'larder',
    ]),
    negationsBefore: new Set(['不要', '不用', '别', '不', '没', '甭']),
    negationsAfter: new Set(),
  },
};

/** Lower case, no punctuation, elisions split ("l'étape" → "l' étape"), one space between words. */
function cleanTranscript(transcript: string): string {
  return (
    transcript
      .normalize('NFC')
      .toLowerCase()
      .replace(/[’ʼ`´]/g, "'")
      // Quotes around words go; apostrophes inside them stay ("what's", "don't", "l'étape").
      .replace(/(?<!\p{L})'|'(?!\p{L})/gu, ' ')
      .replace(/(?<![\p{L}])(l|d|j|n|s|m|t|c|qu)'(?=\p{L})/gu, "$1' ")
      // Full stops stay after digits ("3. Schritt", "1.5"); hyphens, commas and slashes between
      // them ("2-3", "1,5", "1/2").
      .replace(/[^\p{L}\p{M}\p{N}'.,/\s-]|(?<!\d)\.|(?<!\d)[-,/]|[-,/](?!\d)/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

type Match = { start: number; end: number };

const BOUNDARY_BEFORE = "(?<![\\p{L}\\p{N}'])";
const BOUNDARY_AFTER = '(?![\\p{L}\\p{N}])';

/** Every match of a phrase as whole words (anywhere in Chinese, which has no spaces). */
function findPhrase(text: string, source: string, language: Language): Match[] {
  const pattern =
    language === 'zh'
      ? new RegExp(`(?:${source})`, 'gu')
      : new RegExp(`${BOUNDARY_BEFORE}(?:${source.replace(/ /g, '\\s+')})${BOUNDARY_AFTER}`, 'gu');
  return [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Whether the words outside `used` are few enough, and none of them a number. */
function isShortCommand(
  text: string,
  used: readonly Match[],
  language: Language,
  allowance: Allowance = COMMAND_ALLOWANCE,
): boolean {
  const rules = RULES[language];
  const sorted = [...used].sort((a, b) => a.start - b.start);
  let outside = '';
  let at = 0;
  for (const part of sorted) {
    outside += `${text.slice(at, Math.max(at, part.start))} `;
    at = Math.max(at, part.end);
  }
  outside += text.slice(at);
  if (/\d/.test(outside)) return false;
  if (language === 'zh') {
    let rest = outside.replace(/\s+/g, '');
    for (const glue of [...rules.glue].sort((a, b) => b.length - a.length)) rest = rest.split(glue).join('');
    return [...rest].length <= allowance.hanCharacters;
  }
  const others = outside.split(' ').filter((word) => word.length > 0 && !rules.glue.has(word));
  if (others.some((word) => parseCount(word, language) !== null)) return false;
  return others.length <= allowance.words;
}

function isNegated(text: string, match: Match, language: Language): boolean {
  const rules = RULES[language];
  if (language === 'zh') {
    const before = text.slice(Math.max(0, match.start - 2), match.start);
    return [...rules.negationsBefore].some((negation) => before.endsWith(negation));
  }
  const before = text.slice(0, match.start).trim().split(' ').slice(-2);
  const after = text.slice(match.end).trim().split(' ')[0] ?? '';
  return before.some((word) => rules.negationsBefore.has(word)) || rules.negationsAfter.has(after);
}

/** The first place one of a command's phrases stands as a short, unnegated command. */
function findCommand(text: string, kind: PhraseKind, language: Language): Match | null {
  const rules = RULES[language];
  const lists: [readonly string[], Allowance][] = [
    [rules.phrases[kind], kind === 'stop' ? LEAVING_ALLOWANCE : COMMAND_ALLOWANCE],
    [rules.alone[kind] ?? [], ALONE_ALLOWANCE],
  ];
  for (const [sources, allowance] of lists) {
    for (const source of sources) {
      for (const match of findPhrase(text, source, language)) {
        if (!isNegated(text, match, language) && isShortCommand(text, [match], language, allowance))
          return match;
      }
    }
  }
  return null;
}

/** "set a timer for 1 minute 30 seconds", "Timer 10 Minuten", "定时10分钟": a timer word and a duration. */
function readSetTimer(text: string, language: Language): CookCommand | null {
  const rules = RULES[language];
  const [duration] = findStepTimers(text, language);
  if (!duration) return null;
  const used: Match[] = [{ start: duration.start, end: duration.end }];
  let named: Match | null = null;
  for (const word of rules.timerWords) {
    const [match] = findPhrase(text, word, language);
    if (match && (named === null || match.start < named.start)) named = match;
  }
  if (named === null || isNegated(text, named, language)) return null;
  used.push(named);
  // The verb and the words joining the duration ("set … for", "pon … de", "设置…的") are glue
  // here; a sentence about a timer is still limited in length.
  const verbs = findPhrase(text, SET_TIMER_VERBS[language], language);
  if (!isShortCommand(text, [...used, ...verbs], language)) return null;
  return { kind: 'setTimer', seconds: duration.seconds };
}

const SET_TIMER_VERBS: Record<Language, string> = {
  en: 'set|start|make|create|add|put|give me|need|want|for|in|of',
  es: 'pon|poner|ponme|programa|programar|inicia|iniciar|crea|crear|activa|para|de|en|por',
  fr: 'mets|mettre|mets moi|programme|programmer|lance|lancer|règle|regle|régler|regler|crée|cree|créer|creer|pour|de|dans',
  de: 'stell|stelle|stellen|setz|setze|setzen|starte|starten|mach|mache|auf|für|fuer|von|in',
  zh: '设置|设定|设|定|来|开|后|以后|之后',
};

/** "go to step 3", "paso tres", "troisième étape", "第三步". */
function readGoToStep(text: string, language: Language): CookCommand | null {
  const rules = RULES[language];
  const isCommand = (at: Match) => !isNegated(text, at, language) && isShortCommand(text, [at], language);
  if (language === 'zh') {
    const pattern =
      /第\s*([0-9]+|[一二两三四五六七八九十百]+)\s*(?:个)?(?:步骤|步)|步骤\s*([0-9]+|[一二两三四五六七八九十百]+)/gu;
    for (const match of text.matchAll(pattern)) {
      const step = readStepNumber(match[1] ?? match[2] ?? '', language);
      if (step !== null && isCommand({ start: match.index, end: match.index + match[0].length }))
        return { kind: 'goToStep', step };
    }
    return null;
  }
  const stepWords = rules.stepWords.join('|');
  // "step 3", "step three", "step twenty five", "Schritt Nummer 3"
  const numbered = new RegExp(
    `${BOUNDARY_BEFORE}(?:${stepWords})(?:\\s+(?:number|número|numero|numéro|nummer|nr|no|n|nº))?` +
      `\\s+([\\p{L}\\p{N}.]+)(?:\\s+([\\p{L}\\p{N}.]+))?${BOUNDARY_AFTER}`,
    'gu',
  );
  for (const match of text.matchAll(numbered)) {
    const [whole, first, second] = match;
    const readings: [string, number][] = second
      ? [
          [`${first} ${second}`, whole.length],
          [first!, whole.length - second.length - 1],
        ]
      : [[first!, whole.length]];
    for (const [words, length] of readings) {
      const step = readStepNumber(words, language);
      if (step !== null && isCommand({ start: match.index, end: match.index + length }))
        return { kind: 'goToStep', step };
    }
  }
  // "third step", "troisième étape", "dritter Schritt", "3. Schritt", "tercer paso"
  for (const match of findPhrase(text, `[\\p{L}\\p{N}.ºª]+ (?:${stepWords})`, language)) {
    const step = rules.ordinals[text.slice(match.start, match.end).split(' ')[0]!];
    if (step !== undefined && isCommand(match)) return { kind: 'goToStep', step };
  }
  return null;
}

/** Speech engines hear "step two" as "step to" and "step four" as "step for". */
const ENGLISH_HOMOPHONES: Readonly<Record<string, number>> = {
  to: 2,
  too: 2,
  for: 4,
  fore: 4,
  won: 1,
  ate: 8,
};

function readStepNumber(words: string, language: Language): number | null {
  const number = words.replace(/\.$/, '');
  const step =
    parseCount(number, language) ?? (language === 'en' ? (ENGLISH_HOMOPHONES[number] ?? null) : null);
  return step !== null && step >= 1 && step <= MAX_STEP ? step : null;
}

const NAVIGATION: readonly PhraseKind[] = ['repeat', 'ingredients', 'readStep', 'next', 'back'];

/**
 * A speech transcript → the cook-mode command it asks for, or null when it asks for none. Tries, in
 * order: a timer with a duration ("set a timer for ten minutes" → setTimer 600 s), stopping or
 * starting the step's timer, moving around the recipe (step number, next, back, repeat,
 * ingredients, read the step), and last leaving cook mode ("stop"). Never throws.
 */
export function parseCookCommand(transcript: string, language: Language): CookCommand | null {
  if (typeof transcript !== 'string' || !Object.hasOwn(RULES, language)) return null;
  if (transcript.length > MAX_TRANSCRIPT_LENGTH) return null;
  const text = cleanTranscript(transcript);
  if (text.length === 0) return null;

  const setTimer = readSetTimer(text, language);
  if (setTimer) return setTimer;
  for (const kind of ['stopTimer', 'startTimer'] as const) {
    if (findCommand(text, kind, language)) return { kind };
  }
  const goToStep = readGoToStep(text, language);
  if (goToStep) return goToStep;
  // The navigation command that leaves the fewest other words wins: "read it again" is a repeat
  // even though "read it" alone would read the step.
  let best: { kind: PhraseKind; leftover: number } | null = null;
  for (const kind of NAVIGATION) {
    const match = findCommand(text, kind, language);
    if (!match) continue;
    const leftover = text.length - (match.end - match.start);
    if (best === null || leftover < best.leftover) best = { kind, leftover };
  }
  if (best) return { kind: best.kind } as CookCommand;
  if (findCommand(text, 'stop', language)) return { kind: 'stop' };
  return null;
}
