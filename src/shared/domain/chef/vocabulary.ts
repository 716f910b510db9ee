/**
 * The words the Chef's built-in engine listens for, in the five app languages, as word-lists.ts
 * reads them (text.ts: folded, lower case, no accents or punctuation; whole words, "word*" for
 * any ending, a lone "*" for one word and "..." for up to four; Chinese inside the text, "*" for a
 * few characters). Each list is a cue: it says what a
 * request is about; the entities come from the food catalogue, the units, the quantity parser and
 * the durations reader.
 */
import { type Words, words } from '../word-lists';
import type { DietaryPreference, HelpTopic } from './intents';

/** Whole greetings and thanks ("hi", "merci beaucoup", "谢谢"). */
export const GREETING = words(
  'hi|hello|hey|hiya|good morning|good afternoon|good evening|thanks|thank you|thank u|thx|cheers|morning|yo',
  'hola|buenos dias|buenas tardes|buenas noches|buenas|gracias|muchas gracias|saludos|hey',
  'bonjour|salut|bonsoir|coucou|merci|merci beaucoup|hello',
  'hallo|hi|guten morgen|guten tag|guten abend|moin|servus|danke|danke schon|vielen dank|hey',
  '你好|您好|早上好|晚上好|下午好|谢谢|多谢|嗨|哈喽|感谢',
);

/**
 * Requests the Chef must refuse even though they may name a food: ordering and delivery,
 * bookings and travel, payments and prices, calls and messages, weather, music, translation, the
 * account itself.
 */
export const REFUSE = words(
  'order|ordering|deliver*|delivery|takeaway|takeout|uber eats|doordash|instacart|book|booking|reserve|reservation|table for|flight*|ticket*|hotel|taxi|uber|weather|forecast|rain|raining|snow|translate|translation|in italian|into italian|into english|in japanese|delete my account|close my account|cancel my subscription|send money|pay|payment|transfer|how much does * cost|how much is a|price|prices|cost|costs|cheap*|where can i buy|where to buy|call my|call mom|call mum|phone|email my|text my|message my|sms|play music|play some|playlist|spotify|music|song|sing',
  'pedir|pide|pideme|encarga*|domicilio|reparto|glovo|reserva*|vuelo*|billete*|hotel|taxi|tiempo hace|clima|pronostico|llover|llueve|lluvia|nieve|nevar|traduc*|al italiano|en italiano|al ingles|borra mi cuenta|elimina mi cuenta|cancela mi suscripcion|envia dinero|manda dinero|paga|pagar|pago|transferencia|cuanto cuesta|cuanto vale|precio*|barat*|donde compro|donde comprar|llama a|llamar a|mensaje a|whatsapp|pon musica|musica|cancion*|playlist',
  'commande*|commander|livr*|uber eats|deliveroo|reserv*|vol|vols|billet*|hotel|taxi|meteo|temps qu il fait|pleuvoir|pleut|neige|tradui*|traduction|en italien|en anglais|supprime mon compte|supprimer mon compte|resilie*|envoie de l argent|paie*|payer|paiement|virement|combien coute|combien ca coute|prix|pas cher|moins cher|ou acheter|appelle|appeler|texto|sms|mets de la musique|musique|chanson*|playlist',
  'bestell*|liefer*|lieferando|reservier*|buche|buchen|tisch fur|tisch fuer|flug|fluge|fluege|ticket*|hotel|taxi|wetter*|regnet|regen|schnee|ubersetz*|uebersetz*|ins englische|ins italienische|auf italienisch|auf englisch|konto ... losch*|konto ... loesch*|abo ... kundig*|geld|bezahl*|uberweis*|ueberweis*|was kostet|kostet|preis*|gunstig*|guenstig*|billig*|wo kaufe ich|wo kann ich ... kaufen|ruf ... an|anrufen|sms|nachricht an|whatsapp|musik|lied|lieder|playlist',
  '下雨|点外卖|外卖|叫外卖|订餐|订位|订座|预订|订一张|机票|火车票|酒店|打车|天气|翻译|意大利语|英语|删除我的账户|注销|取消订阅|转账|转*钱|付款|支付|多少钱|价格|价钱|便宜|哪里买|在哪买|打电话|发短信|发消息|放音乐|音乐|唱歌|品牌|哪个牌子',
);

/**
 * Small talk and advice the Chef does not give: health, pets, nutrition facts, news, jokes,
 * sport, trivia, wine pairing, cooking technique. Refused unless it is about what the user eats
 * ("my doctor says no more dairy" updates their preferences).
 */
export const OFF_TOPIC = words(
  'news|joke*|funny|calorie*|kcal|nutrition*|nutrient*|protein|vitamin*|healthy|healthiest|unhealthy|safe for|safe to|dog|dogs|cat|cats|pet|pets|doctor|medic*|pill*|pregnan*|diabet*|sick|stomach|headache|poem|sports|football|score|who won|president|capital of|goes well with|go well with|pair with|pairing|how long should i|how long do i|how do i cook|how do i make|how to cook|how to make|history of|where does * come from|origin of|season a|seasoning a|best brand|which brand',
  'noticia*|chiste*|caloria*|nutricion*|nutriente*|proteina*|vitamina*|sano|sana|saludable|seguro para|perro*|gato*|mascota*|medico|medicina|medicamento*|pastilla*|duele|enferm*|embaraz*|diabet*|poema|futbol|partido|bolsa de valores|presidente|capital de|marida*|combina con|que vino|cuanto tiempo hay que|como se cocina|como se hace|historia de|de donde viene|origen de|mejor marca',
  'actualite*|nouvelles|blague*|calorie*|nutrition*|nutriment*|proteine*|vitamine*|sain|saine|bon pour la sante|sans danger pour|chien*|chat|chats|animal|animaux|medecin|medic*|malade|enceinte|grossesse|diabet*|poeme|football|match|bourse|president|capitale de|accord*|quel vin|quel fromage servir|servir avec|combien de temps faut il|comment cuire|comment faire cuire|histoire de|d ou vient|origine de|meilleure marque',
  'nachricht*|witz*|kalorie*|nahrwert*|naehrwert*|nahrstoff*|protein*|vitamin*|gesund*|hund|hunde|hunden|katze|katzen|haustier*|arzt|medizin*|medikament*|tablette*|krank|schwanger*|diabet*|gedicht*|fussball*|borse|boerse|prasident*|praesident*|hauptstadt|passt zu|welcher wein|wie lange muss|wie lange koche|wie brate ich|woher kommt|herkunft|geschichte des|geschichte der|beste marke',
  '新闻|笑话|卡路里|热量|营养|蛋白质|维生素|健康|狗|猫|宠物|医生说吃|吃药|药|生病|怀孕|糖尿病|诗|足球|比赛|股票|总统|首都|配什么|搭配|配酒|多久|怎么做才|来历|起源|历史',
);

/** How a question starts (a question names foods to ask about them, not to stock them). */
export const QUESTION_START = words(
  'what|which|how|why|when|where|who|is there|are there|is it|are they|do i|do we|does|can i|could i|should i|would',
  'que|cual|cuales|como|por que|cuando|donde|quien|hay|es|puedo|deberia',
  'que|quel|quelle|quels|quelles|quoi|comment|pourquoi|quand|ou|qui|est ce|y a t il|est il|puis je|dois je',
  'was|welche|welcher|welches|wie|warum|wann|wo|wer|gibt es|ist|sind|kann ich|soll ich|sollte',
  '什么|哪|怎么|为什么|几|谁|吗|呢|多少|是否',
);

export const TIMER = words(
  'timer*|countdown|alarm|remind me in|wake me|time me|set a timer|time|clock|ping me|let me know in|alert me|tell me when|buzz me|remind me',
  'temporizador*|cronometro|alarma|avisame en|avisame dentro de|recuerdame en|cuenta atras|timer|avisame|avisa*|recuerdame|cronometra*|cuenta',
  'minuteur*|minuterie|chrono*|alarme|compte a rebours|rappelle moi dans|previens moi dans|timer|previens moi|previens|rappelle moi|dis moi dans|chronometre',
  'timer*|wecker|kurzzeitwecker|eieruhr|countdown|erinner mich in|alarm|stoppuhr|sag mir ... bescheid|bescheid|erinnere mich|weck mich|stell mir',
  '计时|定时|倒计时|闹钟|提醒我|计个时|定个时|记时|计时器|定时器|后提醒|提醒|叫我|喊我',
);

/** Asking how much something is in another unit. */
export const CONVERT = words(
  'how many|how much|convert*|conversion|in grams|in ounces|in cups|in ml|to grams|to cups|equals|equal to|equivalent|is how many|what is * in',
  'cuantos|cuantas|cuanto|cuanta|convierte|convertir|conversion|pasa|pasame|equivale*|en gramos|en tazas|a gramos|a tazas|a onzas|en onzas|en mililitros|a kilos|en kilos|a mililitros',
  'combien|convert*|conversion|equivaut|equivalent|ca fait|en grammes|en tasses|en onces|en millilitres|en kilos',
  'wie viel|wieviel|wie viele|rechne ... um|umrechn*|umgerechnet|entspricht|entsprechen|in gramm|in tassen|in unzen|in milliliter|in ml|in kilo',
  '多少|换算|转换|等于|折合|是几|几克|几毫升|几杯|几盎司',
);

export const SUBSTITUTE = words(
  'instead of|substitut*|replace*|replacement|swap for|swap out|alternative to|alternative for|in place of|dont have any|don t have|out of * what|stand in for|sub for|subsitute|subtitute|substitue|in its place|instead|what else can i use|work instead|something else for|stand in|swap|sub',
  'en vez de|en lugar de|en su lugar|que uso|sustitu*|reemplaz*|sustito|alternativa*|cambiar por|cambio por|que uso si no tengo|que puedo usar|que uso|que pongo|por que lo cambio|por que cambio|reemplac*|sustituy*|equivalente*|en vez|que otra cosa',
  'a la place de|a la place du|a la place des|a la place|au lieu de|au lieu du|remplac*|substitu*|alternative*|equivalent*|par quoi|remplace|remplacer par|a la place|je la remplace|je le remplace|autre chose que',
  'statt|anstelle|anstatt|ersatz*|ersetz*|alternative*|austausch*|tausch*|stattdessen|statt dessen|was geht statt|als ersatz|was nehme ich statt|was kann ich nehmen',
  '代替品|替代品|代替|替代|替换|换成|代用|顶替|用啥代|用什么代|换什么|啥代替|拿什么',
);

export const EXPIRING = words(
  'expir*|go off|goes off|going off|gone off|go bad|goes bad|going bad|use up|use by|best before|spoil*|out of date|past its date|about to turn|run out of date|expring|expirng|exprie*|going out of date|use first|eat first|use soon|use up first|going to waste|go to waste|before it goes bad|needs using|need using|needs eating',
  'caduc*|caduq*|vence*|venz*|vencer|vencimiento|echa a perder|echan a perder|se pone malo|se ponen malos|se estropea*|fecha de consumo|consumir pronto|pasar* de fecha|pasa de fecha|caducidad|se ponga malo|se pongan malos|estrope*|gastar antes|hay que gastar|consumir antes|consumir primero|usar primero|se va a poner malo|se van a poner malos|hay que usar',
  'perim*|expir*|expiration|date limite|dlc|ddm|tourn*|gate*|abim*|a consommer|date de peremption|peremption|consommer rapidement|consommer vite|a consommer en premier|finir vite|va se perdre|vont se perdre|utiliser vite|a utiliser',
  'ablauf*|lauft ... ab|laufen ... ab|laeuft ... ab|verfall*|mhd|haltbar*|verderb*|schlecht|aufbrauchen|aufgebraucht|verbrauchen|mindesthaltbar*|abgelaufen|muss weg|muss bald weg|mussen weg|schnell verbrauchen|bald verbrauchen|zuerst essen|bald schlecht|bald ab|weg muss',
  '过期|到期|快坏|变质|保质期|临期|坏掉|要坏|快过期|快坏|要坏|尽快吃|先吃|赶紧吃|快到期|要过期|过保质期',
);

export const LOW_STOCK = words(
  'running low|run low|runs low|low on|low stock|running out|run out|almost out|nearly out|almost gone|nearly gone|need to restock|restock|short on|stock is low|whats low|what s low|what is low|getting low|low in stock|below minimum|running short|short of|hardly any|not much left|barely any|almost empty|nearly empty|what do i need to restock|what should i restock|what s running out|whats running out',
  'queda poco|quedan pocos|quedan pocas|queda poca|se acaba|se acaban|se esta acabando|se estan acabando|casi no queda|reponer|bajo minimos|bajo minimo|bajo de|poco stock|escas*|agotando|agotarse|ando corto|andamos cortos|corto de|cortos de|escasea*|hay poco|queda muy poco|casi vacio|se termina|se terminan|por acabarse',
  'presque plus|bientot plus|bientot epuise*|presque epuise*|bientot fini|bientot manquer|vais ... manquer|va ... manquer|commence a manquer|commencent a manquer|reste peu|il reste peu|stock bas|en rupture|reapprovisionner|presque vide|presque fini|plus beaucoup|il ne reste presque plus|presque plus rien|bientot vide|en manque|commence a manquer|va manquer|vont manquer|peu de stock',
  'knapp|zur neige|fast leer|fast alle|geht ... aus|gehen ... aus|ausgeh*|nachkaufen|wenig da|nur noch wenig|bestand niedrig|unter ... mindest*|fast aufgebraucht|kaum noch|fast nichts mehr|nicht mehr viel|wenig vorrat|geht zur neige|gehen zur neige|bald leer|fast leer|ausgegangen|nachfullen|nachfuellen',
  '快用完|不多了|快没了|快没有了|库存低|库存不足|不够了|需要补|补货|快吃完|所剩不多|不多|快没|快用光|剩得不多|剩不多|快吃光',
);

/** "What can I cook", "recipes with chicken", "ideas for dinner with…". */
export const WHAT_CAN_I_COOK = words(
  'what can i cook|what can i make|what could i cook|what could i make|what should i cook|what should i make|what to cook|what to make|recipe*|recipie*|receipe*|something to cook|cook with|make with|ideas for|idea for|meal idea*|dish with|can i cook|can i make|cook tonight with|whip up|throw together|rustle up|knock up|cook up|make with|something to eat|what to eat|what can we eat|what can we make|what can we cook|dish|dishes|meal with|use up|using up',
  'que puedo cocinar|que puedo hacer|que cocino|que hago de comer|que preparo|receta*|algo para cocinar|cocinar con|hacer con|ideas*|idea|platos con|plato con|que se puede hacer|que hago con|se te ocurre|algo rico|que puedo preparar|pueda cocinar|pueda hacer|algo que cocinar|que hago con|que como|que podemos cocinar|que podemos hacer|aprovechar',
  'que puis je cuisiner|que puis je faire|qu est ce que je peux cuisiner|qu est ce que je peux faire|que cuisiner|quoi cuisiner|quoi faire avec|recette*|cuisiner avec|faire avec|idees|idee de plat|plat avec|je peux faire quoi|je peux cuisiner quoi|je fais quoi|on fait quoi|que faire avec|quoi faire|je peux preparer|idee de recette|idees de recettes|que preparer|que cuisiner avec|utiliser|je cuisine quoi',
  'was kann ich ... kochen|was kann ich ... machen|was kann ich ... zubereiten|was koche ich|was soll ich ... kochen|was mach ich|was mache ich|rezept*|kochen mit|gericht*|idee|ideen|was kann man ... machen|was lasst sich|was laesst sich|zaubere|zaubern|was koche|was mache ich aus|was kann ich aus|rezeptidee*|was essen|was kochen|was machen|verwerten|was kann man kochen',
  '做什么|能做什么|可以做什么|做点什么|菜谱|食谱|做什么菜|能做啥|做啥|用来做|做道菜|推荐*菜|能做点啥|做点啥|做啥吃|吃点啥|做什么吃|的菜|怎么做好吃',
);

export const PLAN_DINNER = words(
  'plan dinner|plan tonight|plan tomorrow|plan a dinner|plan our dinner|plan my dinner|plan the dinner|plan supper|whats for dinner|what s for dinner|what is for dinner|what should we eat|what should we have|what shall we eat|what shall we have|what should i eat|dinner tonight|dinner tomorrow|tonights dinner|tonight s dinner|tomorrows dinner|tomorrow s dinner|for dinner tonight|for dinner tomorrow|supper tonight|meal plan for tonight|add to the meal plan|plan a meal|sort out dinner|sort dinner|dinner for tomorrow|dinner for tonight|feed the kids|what to feed|make for dinner|cook for dinner|dinner idea*|dinner plan*|plan * dinner|for tea tonight|evening meal',
  'planea la cena|planear la cena|planifica*|organiza*|cena|cenar|cenamos|ceno|para cenar|para la cena|que hago de cena|que hacemos de cena|cena de|para la cena de|menu de esta noche|que preparo para cenar',
  'planifie*|prevois le diner|prevoir le diner|on mange quoi|qu est ce qu on mange|que manger ce soir|quoi manger|diner|souper|repas de ce soir|repas de demain|que faire pour le diner|quoi faire pour le diner|menu de ce soir|pour le souper|on mange quoi ce soir',
  'abendessen|abendbrot|plan das essen|plane das essen|was essen wir|was gibt es heute|was gibts heute|was gibt es morgen|was gibts morgen|zum abendbrot|zum abendessen|essen planen|plane*|planst|was kochen wir heute|was koche ich heute|was essen wir heute|was gibt s heute|abendbrot|zum abendbrot|heute abend essen|morgen abend essen',
  '晚饭|晚餐|今晚吃什么|明晚吃什么|今天晚上吃|明天晚上吃|安排晚饭|计划晚饭|规划晚餐|晚上吃什么|吃什么好|做什么饭|吃什么饭|晚上做什么|晚上吃啥|晚饭吃啥|帮我定|定一下晚',
);

export const TOMORROW = words('tomorrow|tmrw|tomorow', 'manana', 'demain', 'morgen', '明天|明晚|明日');
export const TODAY = words(
  'today|tonight|this evening|todays',
  'hoy|esta noche',
  'aujourd hui|ce soir',
  'heute',
  '今天|今晚|今日',
);

/** Asking how the app does something. */
export const HELP = words(
  'help|how do i|how can i|how to|how does|where do i|where can i|where is|what can you do|what do you do|what are you able|can you help|show me how|tutorial|guide|explain|teach me|what can i ask|how do you|what do i do|how come|where do i find|cant find|can t find|doesn t work|does not work|not working|how does it work',
  'ayuda|ayudame|como puedo|como se|como hago|como funciona|como creo|como cambio|como activo|como desactivo|como invito|como anado|como agrego|como uso|donde puedo|donde esta|que puedes hacer|que sabes hacer|explica*|ensename|tutorial|guia|que hago|no me llegan|no funciona|no encuentro|donde encuentro|como va|para que sirve',
  'aide|aide moi|comment|ou puis je|ou est|ou se trouve|que peux tu faire|que sais tu faire|que pouvez vous faire|explique*|tutoriel|guide|montre moi comment|que faire|je fais comment|ca ne marche pas|ne marche pas|je ne trouve pas|ou trouver|a quoi sert',
  'hilfe|hilf mir|wie kann ich|wie geht|wie funktioniert|wie mache ich|wie lade ich|wie stelle ich|wie andere ich|wie aendere ich|wie nutze ich|wie benutze ich|wie scanne ich|wie fuge ich|wie fuege ich|wie teile ich|wo kann ich|wo finde ich|wo ist|was kannst du|was kann der chef|erklar*|erklaer*|anleitung|zeig mir wie|was mache ich|funktioniert nicht|geht nicht|finde ... nicht|wo finde|wofur ist|wozu ist',
  '帮助|怎么|如何|怎样|在哪|哪里|你能做什么|你会什么|你可以做什么|教我|说明|使用方法|怎么办|你都会|会些啥|你会啥|能干啥|有什么功能|不起作用|找不到',
);

// prettier-ignore
export const HELP_TOPIC_WORDS: ReadonlyArray<readonly [topic: HelpTopic, names: Words]> = [
  ['scanner', words('scan*|barcode*|bar code|receipt*', 'escane*|escanea*|codigo de barras|codigos de barras|ticket*|recibo*', 'scann*|code barre|code a barres|codes barres|ticket*|recu*', 'scann*|barcode*|strichcode*|kassenbon*|kassenzettel*|beleg*', '扫描|扫码|条形码|条码|小票|收据')],
  ['cookMode', words('cook mode|cooking mode|voice|hands free|step by step|read aloud|read the steps', 'modo cocina|modo de cocina|voz|manos libres|paso a paso|leer en voz alta', 'mode cuisine|mode de cuisine|voix|mains libres|etape par etape|lire a voix haute', 'kochmodus|sprachsteuerung|stimme|freihand|schritt fur schritt|vorlesen|sprachbefehl*', '烹饪模式|做菜模式|模式|语音|免提|一步一步|朗读')],
  ['shoppingList', words('shopping list*|shoping list*|shoping|grocery list*|shopping|groceries|tick* off|check* off', 'lista de la compra|lista de compras|lista de compra|compras|tachar|marcar', 'liste de courses|liste des courses|courses|cocher|rayer', 'einkaufsliste*|einkaufszettel*|einkauf*|abhaken', '勾掉|打勾|购物清单|购物单|购物列表|采购清单')],
  ['mealPlan', words('meal plan*|meal prep*|weekly plan|plan my week|plan the week|calendar', 'plan de comidas|planificador|menu semanal|plan semanal|meal prep|calendario', 'planning des repas|plan de repas|menu de la semaine|meal prep|calendrier|planifie* les repas|repas de la semaine|planning', 'essensplan*|wochenplan*|speiseplan*|mealprep|meal prep|kalender', '膳食计划|饮食计划|周计划|备餐|一周菜单|日历')],
  ['family', words('family|invite*|household|member*|partner|share|sharing|roommate*|flatmate*', 'familia|invita*|hogar|miembro*|compartir|comparte|pareja', 'famille|invite*|inviter|foyer|membre*|partager|partage|conjoint', 'familie*|einlad*|lade ... ein|haushalt*|mitglied*|teilen|partner*|mitbewohner*', '家庭|家人|邀请|成员|共享|分享|家里人')],
  ['notifications', words('notification*|alert*|reminder*|push|email digest|digest|quiet hours', 'notificacion*|alerta*|avisos|aviso|recordatorio*|push|resumen por correo|horas de silencio', 'notification*|alerte*|rappel*|push|resume par e mail|heures calmes', 'benachrichtigung*|mitteilung*|erinnerung*|push*|ruhezeit*|zusammenfassung per mail', '通知|提醒|推送|免打扰|邮件摘要')],
  ['settings', words('setting*|dark mode|theme|language|password|units|metric|currency|profile|account', 'ajuste*|configuracion|modo oscuro|tema|idioma|contrasena|unidades|moneda|perfil|cuenta', 'parametre*|reglage*|mode sombre|theme|langue|mot de passe|unites|devise|profil|compte', 'einstellung*|dunkelmodus|dunkler modus|thema|sprache|passwort|einheiten|wahrung|waehrung|profil|konto', '设置|深色模式|暗色模式|主题|语言|密码|单位|货币|个人资料|账户')],
  ['recipes', words('recipe*|import*|favorite*|favourite*|cookbook', 'receta*|importa*|favorito*|recetario', 'recette*|import*|favori*|livre de cuisine', 'rezept*|import*|favorit*|kochbuch*', '菜谱|食谱|导入|收藏')],
  ['pantry', words('pantry|stock|inventory|expiry|expiration|location*|add items|add food|products', 'despensa|inventario|existencias|caducidad|ubicacion*|productos|anadir productos', 'garde manger|stock|inventaire|placard|peremption|emplacement*|produits|ajouter des produits', 'vorrat*|vorratskammer|bestand|inventar|lagerort*|produkte|speisekammer', '储藏室|库存|食品柜|食材|保质期|存放位置|添加食品')],
  ['chef', words('chef|assistant|chat', 'chef|asistente', 'chef|assistant', 'chef|assistent*', '厨师|助手')],
];

/** Buying, owning or getting an appliance ("we got an air fryer", "j'ai acheté un robot"). */
export const ACQUIRE = words(
  'got|get|bought|buy|purchased|have|has|own|owns|added|add|new|received|gifted|gift|there s|theres|we ve|i ve|now have|now own|picked up|adding|register|installed|finally|brought|gave|gave us|gave me|got us|got me|came with|treated myself to|invested in|upgraded to|splurged on',
  'tengo|tenemos|compre|compramos|comprado|he comprado|hemos comprado|nuevo|nueva|anade|anadir|agrega|agregar|regalaron|me regalaron|nos regalaron|ya tenemos|ya tengo|consegui|instalamos|apunta|estrenar|estrene|estrenamos|acabo de|me han regalado|nos han regalado|trajeron|me trajo|estrenamos|llego|ha llegado|tenemos ya',
  'achete|achetee|avons|ai|nouveau|nouvelle|ajoute|ajouter|offert|recu|recue|possede|possedons|installe|enregistre|on a|j ai|recevoir|vient de recevoir|on a recu|j ai recu|offert|offerte|m a offert|on m a offert|arrive|installe',
  'gekauft|habe|haben|hab|neu|neue|neuen|neuer|geschenkt|bekommen|besitze|besitzen|hinzufug*|hinzufueg*|fug*|fueg*|hinzu|installiert|trag*|eintragen|angeschafft|gibt|steht|steht bei uns|haben jetzt|habe jetzt|hab jetzt|geschenkt bekommen|ist angekommen|gegonnt|gegoennt',
  '买了|有了|新买|添了|加上|添加|新的|收到|送了|入手|家里有|我们有|我有|有|装了|记录|入手|到货|收到了|送我|送了我们|家里添了',
);

/** Adding or storing food ("add", "put in the fridge", "I bought"). */
export const ADD = words(
  'add|adds|added|adding|put|stock|store|log|record|track|bought|i bought|we bought|i just bought|we just bought|i picked up|picked up|got|we ve got|i ve got|put away|register|include|ad|addd|aad|insert|save|i|we|chuck|stick|throw|throw in|toss|stock up|stocked up|log|pop|shove|grabbed|got back with|restocked',
  'anade*|anadir|agrega*|pon|poner|ponme|ponlo|ponla|ponlos|ponlas|mete|meter|metelo|guarda|guardar|registra|registrar|compre|compramos|he comprado|hemos comprado|acabo de comprar|acabamos de comprar|apunta*|incluye|almacena|anota*|suma|sumar|tengo|tenemos|pillar|pille|he traido|me he traido|traje|he hecho la compra|hice la compra|apuntalo|apuntalos|registralo|guardalo|guardame|mete*|echa|echale',
  'ajoute*|ajouter|mets|mettre|mettez|range|ranger|stocke|stocker|enregistre*|achete|j ai achete|on a achete|j ai|on a|note|noter|note le|inclus|rajoute*|ajout|je viens d acheter|viens d acheter|on vient d acheter|j ai pris|j ai rapporte|rapporte|hop|balance|colle|ranger|j ai range',
  'fug*|fueg*|hinzu|hinzufugen|hinzufuegen|pack|packe|leg|lege|gelegt|stell|stelle|gestellt|speicher*|trag|trage|eintragen|gekauft|kaufte|notier*|erfass*|lagere|einlagern|verbuche|ich|wir|hab|habe|haben|sie|ich hab|ich habe|wir haben|gerade|hol*|geholt|geholte|verbuch*|erfass*|pack ... rein|leg ... rein|eingekauft|hab ... gekauft|mitgebracht',
  '加|添加|加入|放入|放进|放到|放了|放|存|存入|记录|买了|刚买了|录入|登记|新增|我|我们|刚|存一下|记一下|一下|加进去|放进去|存进|入库|买回来',
);

/** The shopping list named, or buying still to do. */
export const SHOPPING_LIST = words(
  'shopping list*|shoping list*|grocery list*|groceries list|shopping|the list|my list|need to buy|have to buy|must buy|remind me to buy|to buy|buy more|pick up more|get more|we need|i need|need',
  'lista de la compra|lista de compras|lista de compra|lista del super|lista del supermercado|la lista|mi lista|que comprar|a comprar|para comprar|hay que comprar|tengo que comprar|necesitamos|necesito|hace falta|hay que',
  'liste de courses|liste des courses|liste de course|la liste|ma liste|a acheter|racheter|il faut acheter|faut acheter|il faut racheter|je dois acheter|pense a acheter|courses|il faut|sur la liste',
  'einkaufsliste*|einkaufszettel*|die liste|meine liste|besorgen|muss ... kaufen|mussen ... kaufen|muessen ... kaufen|kaufen muss|kaufen mussen|wir brauchen|ich brauche|brauchen|auf die liste|auf den einkaufszettel|einkauf|nachsten einkauf|naechsten einkauf',
  '购物清单|购物单|购物列表|采购清单|清单|要买|需要买|去买|买点|记得买|我们需要|需要|记到|记在|加到|上',
);

/** Where food goes, by the locations every household starts with. */
export const LOCATIONS: ReadonlyArray<readonly [location: 'fridge' | 'freezer' | 'pantry', names: Words]> = [
  [
    'freezer',
    words(
      'freezer*|deep freeze|freezr',
      'congelador*|congelado',
      'congelateur*|congelo|congel',
      'gefrierschrank*|gefrierfach|gefriertruhe|tiefkuhl*|tiefkuehl*|gefrier*',
      '冷冻室|冷冻柜|冷冻|冰柜',
    ),
  ],
  [
    'fridge',
    words(
      'fridge*|refrigerator*|frige|fidge|refridgerator*|frig',
      'nevera*|frigorifico*|frigo|refrigerador*|heladera*|refri',
      'frigo*|refrigerateur*|frigidaire',
      'kuhlschrank*|kuehlschrank*|kuhlschank|kuehlschank',
      '冰箱里|冰箱|冷藏',
    ),
  ],
  [
    'pantry',
    words(
      'pantry|cupboard*|larder|pantries|panty',
      'despensa*|alacena*|armario*',
      'garde manger|placard*|cellier|reserve',
      'vorratskammer|speisekammer|vorratsschrank|vorrat|kammer',
      '储藏室里|储藏室|食品柜|橱柜|储物柜',
    ),
  ],
];

/**
 * Dietary preferences (the spec's onboarding values) by the names people give them: a way of
 * eating one is or stops being ("vegetarian", "coeliac", "lactose intolerant").
 */
// prettier-ignore
export const DIETS: ReadonlyArray<readonly [preference: DietaryPreference, names: Words]> = [
  ['Vegan', words('vegan*|vegn|plant based', 'vegan*|vegetalian*', 'vegan*|vegetalien*|vegetalienne*', 'vegan*', '纯素食者|纯素食|纯素|全素|严格素食|吃纯素')],
  ['Vegetarian', words('vegetarian*|veggie|vegitarian*|vegetarain*|vegeterian*|vegatarian*', 'vegetarian*|vegeteriano*', 'vegetarien*|vegetarienne*|vegeterien*|vegetarian*|vegetarisme', 'vegetarier*|vegetarisch*|vegi|veggie', '素食|吃素|素食者|素食主义')],
  ['Pescatarian', words('pescatarian*|pescetarian*|pescaterian*|only fish|just fish|fish but no meat', 'pescetarian*|pescovegetarian*|pescatarian*|solo pescado|solo como pescado', 'pescetarien*|pescatarien*|pesco vegetarien*|que du poisson|seulement du poisson', 'pescetar*|pescatar*|nur fisch|nur noch fisch', '鱼素|海鲜素|只吃鱼')],
  ['Keto', words('keto|ketogenic', 'keto|cetogenic*|ceto', 'keto|cetogene*', 'keto|ketogen*', '生酮')],
  ['Paleo', words('paleo', 'paleo|paleolitic*', 'paleo', 'paleo|steinzeit', '原始人饮食|古饮食|paleo')],
  ['Low FODMAP', words('low fodmap|fodmap', 'fodmap|bajo en fodmap', 'fodmap|pauvre en fodmap', 'fodmap|fodmaparm', '低fodmap|fodmap')],
  ['Whole30', words('whole30|whole 30|whole thirty', 'whole30|whole 30', 'whole30|whole 30', 'whole30|whole 30', 'whole30|whole 30')],
  ['Low Carb', words('low carb*|low carbohydrate|lowcarb|few carbs|no carbs|cutting carbs', 'bajo en carbohidratos|baja en carbohidratos|low carb|pocos carbohidratos|sin carbohidratos', 'low carb|pauvre en glucides|faible en glucides|peu de glucides|sans glucides', 'low carb|kohlenhydratarm|wenig kohlenhydrate|keine kohlenhydrate', '低碳|低碳水|少碳水|不吃碳水')],
  ['Kosher', words('kosher', 'kosher|kasher', 'casher|cacher|kasher|kosher', 'koscher', '犹太洁食|洁食|kosher')],
  ['Halal', words('halal', 'halal', 'halal', 'halal', '清真')],
  ['Gluten-Free', words('coeliac|celiac|gluten free|gluten intolerant|gluten intolerance', 'celiac*|sin gluten|intolerante* al gluten|intolerancia al gluten', 'coeliaque*|celiaque*|sans gluten|intolerant au gluten|intolerante au gluten|intolerance au gluten', 'zoliakie|zoeliakie|glutenfrei*|glutenunvertrag*|ohne gluten', '乳糜泻|无麸质|麸质过敏|不含麸质')], 
  ['Dairy-Free', words('lactose intolerant|lactose intolerance|dairy free|lactose free', 'intolerante* a la lactosa|intolerancia a la lactosa|sin lactosa|sin lacteos', 'intolerant* au lactose|intolerance au lactose|sans lactose|sans produits laitiers', 'laktose*|milchfrei|ohne milchprodukte', '乳糖不耐|无乳制品|不含乳制品|无乳糖')],
  ['Nut-Free', words('nut free|nut allergy', 'sin frutos secos|alergia a los frutos secos|sin nueces', 'sans noix|allergie aux noix|sans fruits a coque', 'nussfrei|nussallergie|*nussallergie|ohne nusse|ohne nuesse', '无坚果|坚果过敏|不含坚果')],
];

/** What a restriction is about, after "no", "allergic to", "can't eat", "without". */
// prettier-ignore
export const RESTRICTED_FOODS: ReadonlyArray<readonly [preference: DietaryPreference, foods: Words]> = [
  ['Nut-Free', words('nut|nuts|peanut*|almond*|walnut*|cashew*|hazelnut*|pecan*|pistachio*|tree nut*', 'nuez|nueces|frutos secos|cacahuete*|cacahuate*|mani|almendra*|anacardo*|avellana*|pistacho*', 'noix|fruits a coque|cacahuete*|arachide*|amande*|noisette*|pistache*|cajou', 'nuss|nusse|nuesse|*nusse|*nuesse|erdnuss*|mandel*|haselnuss*|walnuss*|cashew*|pistazie*', '坚果|花生|杏仁|核桃|腰果|榛子|开心果')],
  ['Gluten-Free', words('gluten|wheat', 'gluten|trigo', 'gluten|ble', 'gluten|weizen*', '麸质|小麦|面筋')],
  ['Dairy-Free', words('dairy|lactose|milk products|milk|cheese', 'lacteos|lactosa|leche|queso', 'produits laitiers|laitages|lactose|lait|fromage', 'milchprodukt*|laktose|milch|kase|kaese', '乳制品|乳糖|牛奶|奶制品|奶')],
  ['Vegetarian', words('meat', 'carne', 'viande', 'fleisch', '肉')],
];

/** Saying a restriction applies ("no nuts", "allergic to", "can't have", "without"). */
export const AVOID = words(
  'no|allergic to|allergy to|allergies to|allergic|cant eat|can t eat|cannot eat|cant have|can t have|cannot have|avoid|avoiding|without|free of|intolerant to|intolerant|don t eat|dont eat|do not eat|stopped eating|stop eating|not eating|off|give up|gave up|no more|cut out|cutting out|cut * out|quit|quitting|intolerance|allergy|sensitive to',
  'sin|nada de|alergia a|alergia al|alergico a|alergica a|alergico al|alergica al|alergic*|no puedo comer|no como|no comemos|evito|evitar|evita|intolerante a|intolerante al|deje de comer|dejo de comer|ya no como|no tomo|alerg*|alerj*|intolerancia|quitar|dejar',
  'sans|pas de|allergique a|allergique aux|allergique au|allergie a|allergie aux|je ne mange pas|je ne peux pas manger|on ne mange pas|evite|eviter|intolerant a|intolerante a|plus de|j arrete|intolerance|allergie|supprimer|arreter',
  'keine|kein|ohne|allergisch gegen|allergisch auf|allergie gegen|vertrage kein|vertrag kein|esse kein|essen kein|darf kein|meide|vermeide|verzichte auf|unvertraglich|allergi*|unvertraglichkeit|weglassen|verzichten',
  '不吃|不能吃|不要|过敏|忌口|避免|戒|不含|无|不碰|戒掉|不喝',
);

/** Saying a diet no longer applies ("not vegan anymore", "ya no soy", "plus végétarien", "nicht mehr"). */
export const STOPPED = words(
  'not * anymore|not * any more|no longer|not anymore|stopped being|quit being|done with being|no more|anymore|any more|again|back to eating|can eat|remove|drop|stop|stopped|quit',
  'ya no|deje de ser|dejo de ser|no * mas|otra vez|de nuevo|vuelvo a comer|volvi a comer|ya puedo comer|puedo comer|quita*|elimina*|borra*|saca*',
  'ne suis plus|n est plus|ne sommes plus|ne mange plus|ne fais plus|plus * du tout|fini|fini le|termine|arrete*|j arrete|a nouveau|de nouveau|remange*|je peux manger|enleve*|retire*|supprime*',
  'nicht mehr|kein ... mehr|keine ... mehr|wieder|nicht langer|nicht laenger|aufgehort|aufgehoert|entfern*|streich*|losch*|loesch*',
  '不再|不是*了|不吃纯素|不吃素了|不再吃素|又开始|重新|可以吃|又吃|开始吃|不吃素了|不搞|去掉|删除|取消',
);

/** Words around items that name nothing to add ("please", "some", "to my pantry"). */
export const FILLER = words(
  'please|pls|plz|lol|ok|okay|hey|can you|could you|would you|will you|can u|could u|kindly|for me|some|a few|few|a couple of|couple of|a bit of|bit of|also|too|as well|now|just|quickly|thanks|thank you|i have|i ve|we have|we ve|to my|to the|to our|into the|into my|in the|in my|in our|on the|on my|on our|my|our|the',
  'por favor|porfa|puedes|podrias|me|un poco de|algo de|unos|unas|algunos|algunas|tambien|ahora|ya|gracias|a mi|a la|al|en la|en el|en mi|mi|mis|nuestra|nuestro|en|lo|los|nuevos|nuevas|frescos|frescas|a mis',
  's il te plait|s il vous plait|stp|svp|peux tu|pourrais tu|pouvez vous|moi|un peu de|quelques|des|du|de la|aussi|maintenant|merci|dans le|dans la|dans mon|dans ma|a mon|a ma|au|mon|ma|mes|notre|le|la|dans|sur|a',
  'bitte|kannst du|konntest du|koenntest du|mir|etwas|ein paar|einige|auch|noch|jetzt|danke|in den|in die|in das|ins|zum|zur|meine|meinen|meinem|unseren|unsere|unser|auf den|auf die|das|dazu|sie|in|im|am|beim|fur|fuer|den|dem|der|fur den|fuer den|mal',
  '请|帮我|给我|一些|一点|点|些|也|还|现在|谢谢|我的|我们的|到|把|在|里|中|上|了|吧|一下|记',
);

/** Calling the assistant by name ("hi chef", "hey Larder"). */
export const ADDRESS = words(
  'chef|larder|there|everyone|all|a lot|so much|very much|again|you',
  'chef|larder|mucho|muchas|de nuevo',
  'chef|larder|beaucoup|encore',
  'chef|larder|sehr|vielmals|nochmal',
  '厨师|大厨|小厨|啦|呀|啊|哦|你|您',
);

/** The asking words around a substitution ("what can I use", "for", "the"). */
export const ASKING = words(
  'what|what can i use|what could i use|can i use|could i use|use|a good|good|for|with|it|is|s|there|an|a|any|in baking|in a recipe|what do i|do i|i m|im|i am|out of|have no|run out of|the|my|some|what s|whats',
  'que|que puedo usar|puedo usar|usar|con que|con|por|para|el|la|los|las|un|una|le pongo|pongo|puedo|de|del|al|si no tengo',
  'que|quoi|que puis je utiliser|je peux mettre quoi|mettre|utiliser|par|pour|le|la|les|du|de|des|un|une|je peux|peux|d|l|je n ai plus|je n ai pas',
  'was|was kann ich|kann ich|nehmen|womit|mit|fur|fuer|den|die|das|der|ein|eine|ich|als|von|vom|zu|hast du|habt ihr|gibt es|es',
  '什么|用什么|可以用|用|的|吗|呢|没有|我没有|家里没有|做菜|缺了|缺|没了|用完了|啥',
);

export const MONTH = words(
  'this month|month|a month',
  'este mes|mes',
  'ce mois|mois',
  'diesen monat|monat',
  '这个月|本月|一个月',
);

/** "switching from keto to paleo": the first diet named ends, the second starts. */
export const CHANGE_FROM = words(
  'switching from|switch from|switched from|going from|moving from|change from|changing from',
  'cambio de|cambiamos de|pasamos de|paso de|cambiar de',
  'passer de|je passe de|on passe de|changer de',
  'wechsle von|wechseln von|umstieg von|von ... auf',
  '从*改成|从*换成|从*转',
);

/** Meat, eaten again. */
export const MEAT = words('meat', 'carne', 'viande', 'fleisch', '肉|荤');

/** The kind of word an appliance's name ends in, for ones the catalogue lacks. */
export const MACHINE = words(
  'maker|machine|cooker|fryer|mixer|blender|processor|grinder|grill|press|oven|warmer|dispenser|popper|iron|smoker|slicer|spiralizer|thermomix|yogurt maker|ice cream maker|pasta maker',
  'yogurtera|heladera|maquina de pasta|maquina de helados|maquina*|robot*|thermomix|picadora|molinillo|sandwichera|crepera|palomitera',
  'yaourtiere|sorbetiere|machine*|robot*|thermomix|hachoir|moulin*|appareil a raclette|crepiere|gaufrier|cuiseur*',
  'nudelmaschine|eismaschine|joghurtbereiter|*maschine|*automat|*gerat|*bereiter|thermomix|monsieur cuisine|*muhle|*presse',
  '机|锅|炉|器|豆浆机|面条机|酸奶机|破壁机',
);

export const ARTICLES_WORDS = words(
  'a|an|the|new|brand new|one|our|my',
  'un|una|uno|el|la|nuevo|nueva|mi|nuestra|nuestro',
  'un|une|le|la|nouveau|nouvelle|mon|ma|notre',
  'ein|eine|einen|neue|neuen|neuer|neues|den|die|das|meine|unsere',
  '一台|一个|一口|台|个|新|了',
);

export const TIME_WORDS = words(
  'now|yesterday|today|for christmas|for my birthday|finally|just|recently|last week',
  'ahora|ayer|hoy|por navidad|por fin|recien|la semana pasada',
  'maintenant|hier|aujourd hui|pour noel|enfin|recemment|la semaine derniere',
  'jetzt|gestern|heute|zu weihnachten|endlich|neulich|letzte woche',
  '现在|昨天|今天|刚|刚刚|终于|家里|我们|我',
);

/** Doing something again ("I eat meat again", "vuelvo a comer carne", "我又开始吃肉了"). */
export const AGAIN = words(
  'again|back to eating|eating * again|start eating|started eating',
  'otra vez|de nuevo|vuelvo a|volvi a|volvemos a|empiezo a comer',
  'a nouveau|de nouveau|remange*|je recommence|recommence*',
  'wieder',
  '又|重新|开始吃|又开始',
);

/** "with" before what a recipe should use. */
export const WITH = words(
  'with|using|use up|using up',
  'con|usando|aprovechar',
  'avec|utiliser|en utilisant',
  'mit',
  '用|有',
);

/** This evening, for dinner plans. */
export const TONIGHT = words(
  'tonight|this evening|for dinner|for supper|tonights|tonight s',
  'esta noche|para cenar|de cena|hoy',
  'ce soir|pour le diner|pour ce soir',
  'heute abend|zum abendessen|heute',
  '今晚|今天晚上|晚上',
);

export const FORTNIGHT = words(
  'fortnight|two weeks|2 weeks',
  'quincena|quince dias|dos semanas',
  'quinzaine|quinze jours|deux semaines',
  'zwei wochen|vierzehn tage|14 tage',
  '两周|两个星期|半个月',
);

/** Eating a food again ("I can eat gluten again"): a restriction ends. */
export const AGAIN_EAT = words(
  'can eat * again|eat * again|can have * again|back on',
  'puedo volver a comer|vuelvo a comer|ya puedo comer',
  'je peux remanger|je remange|je peux de nouveau manger',
  'darf wieder|kann wieder|esse wieder',
  '又可以吃|可以吃*了|又能吃',
);

/** Where a clause ends inside one message: "…, now", "but", "from now on". */
export const CLAUSE_BREAK = words(
  'but|now|from now on|going|instead|switching to|and now',
  'pero|ahora|a partir de ahora|desde ahora|en cambio|y ahora',
  'mais|maintenant|desormais|a partir de maintenant|je suis passe|je passe|et maintenant',
  'aber|jetzt|ab jetzt|ab sofort|stattdessen|und jetzt',
  '但是|但|现在|以后|改成|改为|换成',
);

/** The shopping list by name. */
export const LIST_NAMES = words(
  'shopping list*|shoping list*|shopping lsit|grocery list*|groceries list|the list|my list|our list|list',
  'lista de la compra|lista de compras|lista de compra|lista del super|lista del supermercado|la lista|mi lista|lista',
  'liste de courses|liste des courses|liste de course|la liste|ma liste|liste',
  'einkaufsliste*|einkaufszettel*|die liste|meine liste|liste|nachsten einkauf|naechsten einkauf',
  '购物清单|购物单|购物列表|采购清单|清单',
);

/** Words that ask for an item to be written down without naming the list or the pantry. */
export const NOTE_DOWN = words(
  'write|write down|jot|jot down|note|note down|put down|mark down',
  'escribe|anota|anotalo|apunta|apuntalo|pon|ponlo',
  'ecris|note|note le|notez|inscris|mets',
  'schreib|schreibe|schreib das|notier|notiere|setz|setze|trag ... ein',
  '写|写上|记上|记下',
);
