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
  'hi|hello|hey|hiya|good morning|good afternoon|good evening|thanks|thank you|thank u|thx|cheers|morning|yo|hey there|howdy|good day|heya|how are you|how s it going|hows it going|what s up|whats up|sup|g day|gday|you about|you there|are you there|hiya chef|how ya going|how ya goin|how you going|how are ya|how r u|how are u|how you doing|how you doin|how ya doing|how ya doin|how s things|hows things|how are things|how s life|how have you been|how ve you been|how goes it|you alright|you good|how s your day|how is your day going|how s your day going|what s new|whats new|long time no see|hope you re well|good to see you|nice to see you|how s it hanging|how are you doing|how are you going|alright|alright chef|ay up|evening chef|morning chef|how was your day|had a good day|you had a good day|morning sunshine|hello sunshine|hi sunshine|hope you are well|hope you re doing well|top of the morning|top of the morning to ya|top of the morning to you|this morning|today|this fine morning|on this fine day|what s the craic|whats the craic|what s the story|how s the craic|well|long time no chat|long time no talk|long time no speak|good morning to you|good evening to you|good afternoon to you|to you|i do hope you are keeping well|hope you are keeping well|i hope you are well|i hope you are keeping well|keeping well|i trust you are well|that s all|that s all thanks|that s it for now|that ll be all',
  'hola|buenos dias|holaa|holaaa|wenas|buenas buenas|buenas tardes|buenas noches|buenas|gracias|muchas gracias|saludos|hey|oye|oiga|muy buenos dias|muy buenas|buen dia|hola hola|que onda|que tal|como estas|que hubo|quiubo|que pasa|ey|como va todo|que tal va la cosa|buenas que tal|como amaneciste|como amaneces|como andas|como te va|como va|como vas|como esta|como le va|que tal estas|que tal andas|como te encuentras|todo bien|que cuentas|que me cuentas|como has estado|como sigues|que mas|quiubole|que hay de nuevo|como estamos|como andamos|que tal va todo|que tal todo|como va la cosa|que tal tu dia|como fue tu dia|como te fue hoy|todo bien por ahi|que tal por ahi|como va por ahi|como andan por ahi|todo bien por alla|por alla|como va por alla|que onda chef|esta manana|hoy|en este dia|epa|que mas pues|holi|que mas pues chef|reportandome|aca reportandome|holi chef|buenos dias tenga usted|tenga usted|como se encuentra hoy|como se encuentra usted|espero que este bien|espero que se encuentre bien|eso es todo|nada mas gracias',
  'bonjour|salut|allo|allo chef|bonsoir|coucou|merci|merci beaucoup|hello|dis|bonne journee|hey|coucou toi|ca va|comment ca va|comment vas tu|comment allez vous|quoi de neuf|salut ca va|he|bien le bonjour|yo|yo le chef|ca roule|ca gaze|la forme|en forme|comment tu vas|tu vas bien|vous allez bien|ca va bien|quoi de beau|rebonjour|comment ca se passe|tout va bien|bien ou quoi|la patate|bien dormi|tu as bien dormi|t as bien dormi|t as passe une bonne journee|tu as passe une bonne journee|as tu passe une bonne journee|bonne soiree|ta journee|ta journee s est bien passee|ce matin|aujourd hui|ce soir|en forme ce matin|a matin|comment ca va a matin|le chef est la|chef est la|t es la|tu es la|es tu la|bonjour bonjour|mes salutations|salutations|vous vous portez bien|j espere que vous vous portez bien|j espere que vous allez bien|bonsoir a vous|bonjour a vous|a vous|j espere que la journee s est bien passee|de votre cote|c est tout|c est tout merci',
  'hallo|hi|guten morgen|guten tag|guten abend|moin|servus|danke|danke schon|vielen dank|hey|hallo zusammen|na|tach|gruss dich|gruezi|wie gehts|wie geht s|wie geht es dir|gruezi mitenand|gruss gott|griass di|servus mitenand|hallo mitenand|hallochen|halloechen|alles klar|alles fit|alles fit bei dir|alles gut|alles gut bei dir|alles klar bei dir|alles okay|wie geht s dir|wie gehts dir|wie geht es ihnen|wie laufts|wie lauft s|wie laeufts|was geht|was geht ab|wie stehts|wie steht s|geht s dir gut|gehts dir gut|geht es dir gut|hoi|hoi zame|hoi zaeme|moin moin|griass eich|wie gaht s|wie gahts|wie schauts aus|wie schaut s aus|wie schaut es aus|wie schaut s|griass dich|gruass di|servas|wie lauft s bei dir|wie laufts bei dir|wie laeufts bei dir|wie geht s bei dir|wie gehts bei dir|heute|heute morgen|heut|heut fruh|schonen feierabend|schoenen feierabend|feierabend|schonen feierabend dir|schoenen feierabend dir|einen wunderschonen guten morgen|wunderschonen guten morgen|einen guten morgen|wunderschonen guten tag|einen schonen guten morgen|wie lauft s so|wie lauft es|wie laeuft s|na chefkoch|wie lauft s heute so|wie laufts heute so|wie geht s heute so|ich hoffe es geht ihnen gut|es geht ihnen gut|ich hoffe es geht dir gut|ich hoffe|das wars|das war s|das ist alles',
  '你好|您好|早上好|晚上好|下午好|谢谢|多谢|嗨|哈喽|感谢|喂|嘿|早|早安|晚安|你好吗|最近好吗|在吗|在不在|最近怎么样|最近如何|过得怎么样|过得好吗|还好吗|好吗|吃了吗|吃饭了吗|忙吗|在忙吗|早晨|你好嗎|食咗飯未|點呀|点呀|近來好嗎|近来好吗|哈囉|哈啰|最近好嘛|最近点|最近點|怎么样|咋样|今天过得怎么样|今天过得好吗|今天心情怎么样|心情怎么样|心情如何|心情好吗|今天心情好吗|今天|早上|今早|就这些|没别的了',
);

/**
 * Requests the Chef must refuse even though they may name a food: ordering and delivery,
 * bookings and travel, payments and prices, calls and messages, weather, music, translation, the
 * account itself.
 */
export const REFUSE = words(
  'homework|essay|cover letter|whatsapp|read my messages|say thank you|stock price|share price|my cv|my resume|order|ordering|deliver*|delivery|takeaway|takeout|uber eats|doordash|instacart|book|booking|reserve|reservation|table for|flight*|ticket*|hotel|taxi|uber|weather|forecast|rain|raining|snow|translate|translation|in italian|into italian|into english|in japanese|delete my account|close my account|cancel my subscription|send money|pay for|pay the|pay my|pay bills|pay a bill|payment|transfer|how much does * cost|how much is a|price|prices|cost|costs|cheap*|where can i buy|where to buy|call my|call mom|call mum|phone my|phone mum|phone mom|phone him|phone her|phone the|email my|text my|message my|sms|play music|play some|playlist|spotify|music|song|sing|restaurant|restaurants|takeaway near|eat out|eating out|umbrella|brolly|sunscreen|jacket|opening hours|opening times|what time does * close|what time does * open|when does * close|when does * open|what time do they close|what time do they open|ring my|ring mum|ring mom|ring her|ring him|give her a ring|give him a ring|give her a call|give him a call|call her|call him|thank you note|thank-you note|write a note|write a letter|thank you card|netflix|a movie|a film|tv show|a series|box set|insurance|car insurance|open until|open till|still open|is open today',
  'deberes|tarea de|tareas de|cabify|pidas un|a cuanto esta|redaccion|carta de presentacion|resumen del tema|pedir|pide sushi|pide pizza*|pide chino|pide comida china|pide hamburguesa*|pide tacos|pide pollo|pide kebab|pide una|pide un|pide unas|pide unos|pide comida|pide algo|pide a domicilio|pidenos|pideme|encarga|encargame|encarganos|encargar|encargo|encargue|domicilio|reparto|glovo|reserva*|vuelo*|billete*|hotel|taxi|tiempo hace|clima|pronostico|llover|llueve|lluvia|nieve|nevar|traduc*|al italiano|en italiano|al ingles|borra mi cuenta|elimina mi cuenta|cancela mi suscripcion|envia dinero|manda dinero|paga|pagar|pago|transferencia|cuanto cuesta|cuanto vale|precio*|barat*|donde compro|donde comprar|llama a|llamar a|mensaje a|whatsapp|pon musica|musica|cancion*|playlist|restaurante|restaurantes|comer fuera|cerca de aqui|por aqui cerca|paraguas|sombrilla|chamarra|chaqueta|bloqueador solar|a que hora cierra|a que hora abre|a que hora cierran|a que hora abren|horario de apertura|horario del|cuando cierra|cuando abre|mandale un mensaje|manda un mensaje|mandale|mensaje al|escribele|nota de agradecimiento|escribirle|escribir una nota|una carta|netflix|una pelicula|una serie|peliculas|series de|seguro del coche|seguro de coche|seguro del auto|seguro de hogar|abierto hasta|abre hasta|esta abierto|sigue abierto',
  'devoir de|devoirs|son devoir|mon devoir|ton devoir|un devoir|expose sur|dissertation|impots|declaration d impots|un mot d anniversaire|ecris un mot|ecris un petit mot|ecrire un mot|rendez vous chez|coiffeur|jazz|lettre de motivation|redaction|commande*|commander|livraison*|livrer|livrez|livreur*|faire livrer|uber eats|deliveroo|reserver*|reservation*|reserve une|reserve un|reserve moi|reserve nous|reservez|reservons|vol|vols|billet*|hotel|taxi|meteo|temps qu il fait|pleuvoir|pleut|neige|tradui*|traduction|en italien|en anglais|supprime mon compte|supprimer mon compte|resilie*|envoie de l argent|paie*|payer|paiement|virement|combien coute|combien ca coute|prix|pas cher|moins cher|ou acheter|appelle|appeler|texto|sms|mets de la musique|musique|chanson*|playlist|restaurant|restaurants|resto|manger dehors|parapluie|parasol|creme solaire|manteau|ca coute combien|coute combien|ca coute|a quelle heure ferme|a quelle heure ouvre|horaires d ouverture|heures d ouverture|quand ferme|quand ouvre|telephoner|demande lui|mot de remerciement|netflix|un film|une serie|un filme|assurance|assurance auto|ouvert jusqu|est ouvert|encore ouvert',
  'hausaufgabe*|aufsatz|klausur|integralrechnung|offis|zur uni|bewerbungsschreiben|bestell|bestelle|bestellen|bestellst|bestellung*|bestellt mir|bestellt uns|liefer*|lieferando|reservier*|buche|buchen|tisch fur|tisch fuer|flug|fluge|fluege|ticket*|hotel|taxi|wetter*|regnet|regen|schnee|ubersetz*|uebersetz*|ins englische|ins italienische|auf italienisch|auf englisch|konto ... losch*|konto ... loesch*|abo ... kundig*|geld|bezahl*|uberweis*|ueberweis*|was kostet|kostet|preis*|gunstig*|guenstig*|billig*|wo kaufe ich|wo kann ich ... kaufen|ruf ... an|anrufen|sms|nachricht an|whatsapp|musik|lied|lieder|playlist|restaurant*|auswarts essen|auswaerts essen|essen gehen|regenschirm|schirm|sonnencreme|jacke|offnungszeiten|oeffnungszeiten|wann schliesst|wann macht * zu|wann macht * auf|wann offnet|wann oeffnet|bis wann hat * offen|bis wann hat * auf|hat noch offen|hat jetzt noch offen|in der nahe|in der naehe|welcher supermarkt|dankeskarte|netflix|einen film|eine serie|serien|versicherung*|kfz versicherung|geoffnet|offen hat|hat ... offen|noch offen|auf hat|uhr offen|uhr geoffnet',
  '作业|作文|论文|股价|股票|发个微信|发微信|订一桌|位子|京东上买|淘宝上买|求职信|下雨|点外卖|外卖|叫外卖|订餐|订位|订座|预订|订一张|机票|火车票|酒店|打车|天气|翻译|意大利语|英语|删除我的账户|注销|取消订阅|转账|转*钱|付款|支付|多少钱|价格|价钱|便宜|哪里买|在哪买|打电话|发短信|发消息|放音乐|音乐|唱歌|品牌|哪个牌子|餐厅|饭店|饭馆|下馆子|出去吃|美团|饿了么|送到家|送上门|点一份|帮我点|叫个外卖|外送|高铁|高铁票|车票|动车|订票|火车|雨伞|带伞|防晒霜|外套|订枱|订台|订檯|book枱|订位子|订个位|订张台|下单|下个单|下订单|叮咚买菜|盒马下单|电影票|几点关门|几点开门|营业时间|几点打烊|关门时间|打给|打給|打个电话|打電話|网飞|电视剧|电影|保险|车险|开到几点|微信转|支付宝转',
);

/**
 * Small talk and advice the Chef does not give: health, pets, nutrition facts, news, jokes,
 * sport, trivia, wine pairing, cooking technique. Refused unless it is about what the user eats
 * ("my doctor says no more dairy" updates their preferences).
 */
export const OFF_TOPIC = words(
  'news|joke*|ok to eat|okay to eat|smell|stain*|get * out of|burnt|get * off|still ok|still okay|still good to eat|still safe|left out overnight|left it out|fix it|fix my|fix the|won t close|wont close|broken|descal*|clean my|clean the|cleaning my|cleaning the|maintenance|funny|calorie*|kcal|nutrition*|nutrient*|protein|vitamin*|healthy|healthiest|unhealthy|safe for|safe to|dog|dogs|cat|cats|pet|pets|doctor|medic*|pill*|pregnan*|diabet*|sick|stomach|headache|poem|sports|football|score|who won|president|capital of|goes well with|go well with|pair with|pairing|how long should i|how long do i|how do i cook|how do i make|how to cook|how to make|history of|where does * come from|origin of|season a|seasoning a|best brand|which brand|fuse|tripping|repair|repairs|electrician|poison*|toxic|bad for|good for you|teeth|hinge*|snapped|door seal|stock market|shares|my baby|the baby|toddler|infant|newborn|ibuprofen|paracetamol|aspirin|painkiller*|antibiotic*|medication',
  'noticia*|chiste*|olor|manchas|se puede comer|se limpia|limpiar|todavia se puede comer|aun se puede comer|sigue bueno|siguen buenos|arreglar|arreglo|roto|rota|descalcific*|limpiar el|limpiar la|limpio el|limpio la|caloria*|nutricion*|nutriente*|proteina*|vitamina*|sano|sana|saludable|seguro para|perro*|gato*|mascota*|medico|medicina|medicamento*|pastilla*|duele|enferm*|embaraz*|diabet*|poema|futbol|partido|bolsa de valores|presidente|capital de|marida*|combina con|que vino|cuanto tiempo hay que|como se cocina|como se hace|historia de|de donde viene|origen de|mejor marca|fusible*|reparar|reparacion|electricista|venenos*|toxic*|malo para|bueno para la salud|dientes|bisagra*|se rompio|bolsa hoy|mi bebe|a mi bebe|el bebe|para bebes|bebe de|mi nene|ibuprofeno|paracetamol|aspirina|analgesico*|antibiotico*',
  'actualite*|nouvelles|comment on fait une|comment on fait un|comment faire une|comment faire un|encore bon|encore bons|encore bonne|encore mangeable|perimes depuis|perime depuis|perimee depuis|perimees depuis|manger des * perimes|reparer|casse|cassee|detartr*|nettoyer mon|nettoyer ma|nettoyer le|nettoyer la|blague*|calorie*|nutrition*|nutriment*|proteine*|vitamine*|sain|saine|bon pour la sante|sans danger pour|chien*|chat|chats|animal|animaux|medecin|medic*|malade|enceinte|grossesse|diabet*|poeme|football|match|bourse|president|capitale de|accord*|quel vin|quel fromage servir|servir avec|combien de temps faut il|comment cuire|comment faire cuire|histoire de|d ou vient|origine de|meilleure marque|fusible*|disjonct*|reparation|electricien|poison|toxique*|empoisonn*|mauvais pour|dents|charniere*|s est casse|s est cassee|la bourse|mon bebe|a mon bebe|bebe de|nourrisson|ibuprofene|paracetamol|doliprane|aspirine|antibiotique*|medicament*',
  'nachricht*|witz*|noch essbar|noch gut|kaputt|entkalk*|reinigen|reinige ich|sauber machen|kalorie*|nahrwert*|naehrwert*|nahrstoff*|protein*|vitamin*|gesund*|hund|hunde|hunden|katze|katzen|haustier*|arzt|medizin*|medikament*|tablette*|krank|schwanger*|diabet*|gedicht*|fussball*|borse|boerse|prasident*|praesident*|hauptstadt|passt zu|welcher wein|wie lange muss|wie lange koche|wie brate ich|woher kommt|herkunft|geschichte des|geschichte der|beste marke|sicherung|reparier*|reparatur|elektriker|giftig*|schlecht fur|schlecht fuer|zahne|zaehne|scharnier*|abgebrochen|aktien*|aktienkurs*|mein baby|meinem baby|kleinkind|saugling|saeugling|ibuprofen|paracetamol|aspirin|schmerzmittel|antibiotik*|medikament*',
  '新闻|笑话|拉肚子|吃坏肚子|食物中毒|会生病|还能吃吗|还能吃|能吃吗|放了一夜|隔夜|修好|不制冷|坏了怎么办|除垢|清洁|清洗|除水垢|卡路里|热量|营养|蛋白质|维生素|健康|狗|猫|宠物|医生说吃|吃药|药物|药品|药片|服药|用药|感冒药|止痛药|生病|怀孕|糖尿病|诗|足球|比赛|股票|总统|首都|配什么|搭配|配酒|多久|怎么做才|来历|起源|历史|保险丝|跳闸|维修|修理|有毒|中毒|对牙|牙齿|对身体不好|股市|基金|炒股|汇率|宝宝|婴儿|小宝宝|大卡|千卡|几大卡|幾大卡|布洛芬|扑热息痛|阿司匹林|止痛药|抗生素',
);

/** How a question starts (a question names foods to ask about them, not to stock them). */
export const QUESTION_START = words(
  'what|which|how|why|when|where|who|is there|are there|is it|are they|do i|do we|does|can i|could i|should i|would',
  'que|cual|cuales|como|por que|cuando|donde|quien|hay|es|puedo|deberia',
  'que|quel|quelle|quels|quelles|quoi|comment|pourquoi|quand|ou|qui|est ce|y a t il|est il|puis je|dois je',
  'was|welche|welcher|welches|wie|warum|wann|wo|wer|gibt es|ist|sind|kann ich|soll ich|sollte',
  '什么|哪|怎么|为什么|会不会|能不能|可不可以|是不是|几|谁|吗|呢|多少|是否',
);

/** Asking for a timer ("set a timer", "avísame en", "提醒我"). */
export const TIMER = words(
  'timer*|countdown|alarm|remind me in|wake me|time me|set a timer|time|clock|ping me|let me know in|alert me|tell me when|buzz me|remind me|in * minutes|ring in|beep|beep me|time this|give me a shout|shout at me|count down|countdown for|nudge|give me a nudge|count it down|count down from|time it|start the clock|start a clock|start a countdown|on the clock|put * on the clock|let me know when|are up|is up|has passed|have passed|give me a shout in|give me a call in|call me in',
  'temporizador*|cronometro|alarma|avisame en|avisame dentro de|recuerdame en|cuenta atras|timer|avisame|avisa*|recuerdame|cronometra*|cuenta|aviso|un aviso|dame un aviso|pon un aviso|alerta|avisarme|avisame cuando|cuenta regresiva|cronometrar|pon una alarma|programa|avisas|me avisas|dame un toque|un toque|toque en|contador|un contador|poneme un contador|me cuentes|que me cuentes|cuentame|cuentes|me cuente|que me cuente|cuenteme|me avise en|aviseme en|me avisa en',
  'minuteur*|minuterie|me prevenir|prevenir|sonnes|sonnez|tu me sonnes|chrono*|alarme|compte a rebours|rappelle moi dans|previens moi dans|timer|previens moi|previens|rappelle moi|dis moi dans|chronometre|compte|decompte|lance|lance un|mets un|programme|sonnerie|sonne|bip|previens moi quand|fais moi signe|sonner|fais sonner|faire sonner|tu me fais signe|fais signe|faites moi signe|faites moi signe dans|fais moi signe dans|prevenez moi dans',
  'timer*|wecker|kurzzeitwecker|eieruhr|countdown|erinner mich in|alarm|stoppuhr|sag mir ... bescheid|bescheid|erinnere mich|weck mich|stell mir|zahl ... runter|zahl ... herunter|zaehl ... runter|runterzahlen|runterzaehlen|herunterzahlen|stopp ... zeit|klingel*|piep*|meld dich|gib mir bescheid|sag bescheid|*wecker|stell die uhr|uhr stellen|stell eine uhr|stell ... uhr|die uhr|zeit stoppen|stopp die zeit|lass ... laufen|minuten stoppen|sekunden stoppen|stunden stoppen|minute stoppen|stunde stoppen|stoppen|stopp mir|stopp mal|ne uhr|eine uhr auf|uhr auf|mach mal ne uhr|erinnerst du mich|kannst du mich erinnern|mich ... erinnern|erinner mich|ein zeichen|geben sie mir ... zeichen|gib mir ... zeichen|sagen sie mir in|sag mir in|reminder|einen reminder',
  '分钟后|小时后|秒后|计时|定时|倒计时|闹钟|提醒我|计个时|定个时|记时|计时器|定时器|后提醒|提醒|叫我|喊我|倒数|计个|定个|响铃|提醒一下|到点|叫一下|帮我计|给我计|计上|掐表|掐个表|掐一下',
);

/** Asking how much something is in another unit. */
export const CONVERT = words(
  'how many|how much|convert|converting|conversion of|converter|conversion|in grams|in ounces|in cups|in ml|to grams|to cups|equals|equal to|equivalent|is how many|what is * in|how much is|how many is|how many are|what s * in|whats * in|in g|in kg|in oz|in lbs|in pounds|in litres|in liters|in tablespoons|in teaspoons|into grams|into cups|to ml|to litres|to ounces|in metric|to metric|in imperial|to imperial|weigh|weighs|weight of|what does * weigh|is what|are what|makes what|only does|only reads|only measures',
  'cuantos|cuantas|cuanto|cuanta|convierte|convertir|conversion|pasa|pasame|equivale*|en gramos|en tazas|a gramos|a tazas|a onzas|en onzas|en mililitros|a kilos|en kilos|a mililitros|cuanto es|cuantos son|cuantas son|a cuanto equivale|en libras|a libras|en cucharadas|a cucharadas|en litros|a litros|pasar a|pasa a|pasalo a|en metrico|al sistema metrico|en sistema metrico|solo mide|solo marca|solo pesa en',
  'combien|convert*|conversion|equivaut|equivalent|ca fait|en grammes|en tasses|en onces|en millilitres|en kilos|convertis|convertir|converti|combien font|combien fait|combien de|en livres|en cuilleres|en litres|ca donne|en metrique|en systeme metrique|c est quoi en|ne fait que|ne mesure qu en|ne pese qu en',
  'wie viel|wieviel|wie viele|wieviele|rechne ... um|umrechn*|umgerechnet|entspricht|entsprechen|in gramm|in tassen|in unzen|in milliliter|in ml|in kilo|wie viel sind|wieviel sind|wie viele sind|umrechnen|rechne um|rechne*|in pfund|in liter|in essloffel|in teeloffel|sind wie viel|ergeben|in metrisch|metrisch|ins metrische|ist was in|zeigt nur',
  '多重|按克算|多少克|按*算|多少|换算|转换|等于|折合|是几|几克|几毫升|几杯|几盎司|等于几|等于多少|合多少|是多少|换算成|折算|几汤匙|几茶匙|几斤|几两|公制|换成公制|几勺|舀几|得舀|多少勺|换成毫升|换成克',
);

/** Asking what to use instead of a food ("instead of", "en vez de", "代替"). */
export const SUBSTITUTE = words(
  'instead of|substitut*|what do i use|what should i use|what can i use|replace*|replacement|swap for|swap out|alternative to|alternative for|in place of|dont have any|don t have|out of * what|stand in for|sub for|subsitute|subtitute|substitue|in its place|instead|what else can i use|work instead|something else for|stand in|swap|sub|alternatives|alternative|options for|what can replace|what could replace|what goes instead|use in place of|a sub for|swap in|instead?|can i use * instead|standin|replacement for|substitute for|dupe for|workaround|work around|anything i could use|anything i can use|could i use|if i ve got no|if i don t have|if i have no|what ll work instead|what will work|what else would work|what could i sub in|sub in|what could i use|what can i sub in|what could i sub|what can i sub|do the same job|does the same job|do the trick|does the trick|same job|something else|use something else|anything else|use instead',
  'en vez de|en lugar de|en su lugar|que uso|sustitu*|reemplaz*|sustito|alternativa*|cambiar por|cambio por|que uso si no tengo|que puedo usar|que pongo|por que lo cambio|por que cambio|reemplac*|sustituy*|equivalente*|en vez|que otra cosa|que puedo usar en lugar|que uso en lugar|que le pongo en vez|que le pongo|que le echo|sustituto|sustitutos|reemplazo|reemplazos|recambio|por que puedo cambiar|por que ... cambiar|por que ... cambio|por que ... sustituir|por que ... sustituyo|por que ... reemplazar|que pongo en su lugar|alternativas|sustituto del|sustituto de la|sustituto para|con que lo cambio|con que la cambio|con que lo sustituyo|con que la sustituyo|con que lo reemplazo|que le pongo en su lugar|que le meto',
  'a la place de|a la place du|a la place des|a la place|au lieu de|au lieu du|remplac*|substitu*|alternative*|equivalent*|par quoi|remplace|remplacer par|je la remplace|je le remplace|autre chose que|par quoi remplacer|par quoi je remplace|remplacant|remplacants|equivalent de|que mettre a la place|je mets quoi a la place|quoi mettre a la place|alternatives|je peux mettre quoi|mettre quoi|je mets quoi|on met quoi|faire l affaire|qui peut faire l affaire|ferait l affaire|peut faire l affaire|a sa place|qu utiliser|quoi utiliser|que utiliser',
  'statt|anstelle|anstatt|ersatz*|ersetz*|alternative*|austausch*|tausch*|stattdessen|statt dessen|was geht statt|als ersatz|was nehme ich statt|was kann ich nehmen|was nehm* ich dafur|was nehm* ich dafuer|was nehm* ich stattdessen|dafur nehmen|dafuer nehmen|nehm ich dafur|nehm ich dafuer|was statt|ersatzweise|ersatzprodukt|alternativ|geht auch was anderes|was anderes|etwas anderes|geht auch etwas anderes|alternativen|alternative|fehlt mir|fehlt uns|ist keiner mehr da|ist keine mehr da|habe keinen|hab keinen|womit kann ich * sonst|womit sonst|was nehm ich sonst|was nehme ich sonst|sonst andicken',
  '代替品|替代品|拿什么替|拿啥替|啥替|代替|替代|替换|换成|代用|顶替|用啥代|用什么代|换什么|啥代替|拿什么|顶上|平替|替代物|能用什么代|可以用什么代|用什么替|换成什么|换什么好|代替一下|有啥替代|能换成|用什么顶|拿什么顶|用啥顶|什么顶|能换成什么|可以换成什么|有别的可以用吗|别的可以用|可以用别的|用别的|有别的吗|拿别的|别的代替|没有*可以用什么|没有*能用什么|没有*用什么|没*用什么代替|冇*用咩|冇*可以用咩|冇*用乜|能替|替一下|啥能替|什么能替|能顶替|顶一下|没了怎么办|用完了怎么办|没有了怎么办',
);

/** Asking what expires or must be used soon ("use up", "caduca", "快过期"). */
export const EXPIRING = words(
  'expir*|hit* their date|hit* its date|reach* their date|reach* its date|go off|goes off|going off|gone off|go bad|goes bad|going bad|use up|use by|best before|spoil*|out of date|past its date|about to turn|run out of date|expring|expirng|exprie*|going out of date|use first|eat first|use soon|use up first|going to waste|go to waste|before it goes bad|needs using|need using|needs eating|need to use up|needs to be used|need to be used|needs using up|use up soon|going off soon|going to spoil|about to expire|close to expiring|near expiry|nearing expiry|past its best|past their best|turning|on the turn|expiring|expires|expired|use-by|last legs|on its last legs|on their last legs|going soft|gone soft|needs eating up|past it|going limp|gone limp|wilting|dated today|is dated|anything dated|dated for',
  'caduc*|caduq*|echar a perder|echar* a perder|se van a echar|se va a echar|vence*|venz*|vencer|vencimiento|echa a perder|echan a perder|se pone malo|se ponen malos|se estropea*|fecha de consumo|consumir pronto|pasar* de fecha|pasa de fecha|caducidad|se ponga malo|se pongan malos|estrope*|gastar antes|hay que gastar|consumir antes|consumir primero|usar primero|se va a poner malo|se van a poner malos|hay que usar|por caducar|a punto de caducar|esta por caducar|estan por caducar|caducan|caduca|se va a pasar|se van a pasar|se estropean|se estropea|hay que consumir|consumir ya|fecha de caducidad|vencido|vencidos|vence|vencen|pone feo|ponen feos|pone fea|ponen feas|pase de fecha|pasen de fecha|pasan de fecha|pudra|pudran|pudre|pudren|pudrir*|se me pudra|se me pudran|se pudra|se pudran|podrido|podridos|expire|expiren|expira|expiran',
  'perim*|expir*|doit etre consomme*|doivent etre consomme*|a consommer dans|consommer dans|expiration|date limite|dlc|ddm|tourne|tournent|tournes|tournee|tournees|gate*|abim*|a consommer|date de peremption|peremption|consommer rapidement|consommer vite|a consommer en premier|finir vite|va se perdre|vont se perdre|utiliser vite|a utiliser|va perimer|vont perimer|perime|perimes|perimee|perimees|bientot perime|a consommer rapidement|a finir|arrive a expiration|expire|expirent|gater|se gate|se gatent|tourner|depasser sa date|depasse sa date|depassent leur date|depasser leur date|date depassee|passe date|passent date|passe la date|passer date|passe date aujourd hui|passe date aujourdhui|date passee|perime aujourd hui|dates courtes|date courte|dlc courte|dlc courtes|dates proches|date proche|pourrir|pourrit|pourrissent|va pourrir|fin de vie|arrivent a expiration|arrive en fin de vie|la date tombe|date tombe|dont la date|arrive a echeance|arrivent a echeance|dont la date limite|date limite tombe|arrive a date|arrivent a date',
  'ablauf*|lauft ... ab|was lauft|was laeuft|welche ... laufen ... ab|laufen ... ab|laeuft ... ab|verfall*|mhd|haltbar*|verderb*|schlecht|aufbrauchen|verbrauchen|mindesthaltbar*|abgelaufen|muss weg|muss bald weg|mussen weg|schnell verbrauchen|bald verbrauchen|zuerst essen|bald schlecht|bald ab|weg muss|verdirb*|verdorben|lauft bald ab|laeuft bald ab|ablaufen|lauft ab|laufen ab|wird schlecht|werden schlecht|bald weg|muss ... weg|mussen ... weg|hinuber|hinueber|demnachst hinuber|bald hinuber',
  '过期|到期|过其|快过其|快坏|变质|保质期|临期|坏掉|要坏|快过期|尽快吃|先吃|赶紧吃|快到期|要过期|过保质期|快怀|要坏了|快坏了|快变质|过期了|快过期了|保质期快到|要到期|即将过期|马上过期|该吃掉|得吃掉|先用掉|得用掉|要用掉|不新鲜|快不新鲜|不太新鲜|要不新鲜|快馊|要馊|馊了|蔫了|快蔫|放坏|快放坏|放坏了|会坏|要放坏|就嚟坏|嚟坏|就快坏|快要坏|就坏|就嚟过期|就嚟到期|就快到期',
);

/** Asking what runs low ("running low", "se acaba", "快用完"). */
export const LOW_STOCK = words(
  'running low|run low|that s low|thats low|thin on|looking thin|lookin thin|dwindled|everything low|running thin|tiny bit left|little bit left|only got a bit left|before it runs out|before they run out|should i stock up|stock up on|barely got|barely have|barely any left|hardly got|hardly any left|very little left|little left|almost none left|nearly none left|runs low|low on|low stock|running out|run out|almost out|nearly out|almost gone|nearly gone|need to restock|restock|short on|stock is low|whats low|what s low|what is low|getting low|low in stock|below minimum|running short|short of|hardly any|not much left|barely any|almost empty|nearly empty|what do i need to restock|what should i restock|what s running out|whats running out|needs restocking|need restocking|needs restocked|nearly used up|almost used up|nearly finished|almost finished|dwindling|running down|low supplies|in short supply|what s running short|what are we short of|what do we need more of|need topping up|what needs replenishing|replenish|running dry|close to empty|scarce|getting scarce|low supply|getting * low|dangerously low|run dry|about to run dry|about to run out|run out soon|low quantities|low quantity|in low amounts|low levels|only a bit left|just a bit left|only a little left|scraping the bottom|dregs',
  'queda poco|quedan pocos|quedando sin|quedandonos sin|casi en cero|en cero|ando corta|andamos cortas|ando cortos|queda poquito|quedan poquitos|quedan poquitas|poquito|por terminarse|stock bajo|existencias bajas|quedan pocas|queda poca|se acaba|se acaban|se esta acabando|se estan acabando|casi no queda|reponer|bajo minimos|bajo minimo|bajo de|poco stock|escas*|agotando|agotarse|ando corto|andamos cortos|corto de|cortos de|escasea*|hay poco|queda muy poco|casi vacio|se termina|se terminan|por acabarse|casi no quedan|ya casi no|poca cantidad|escaso|escasos|escasas|escasa|se agota|se agotan|agotado|agotados|por agotarse|falta poco|hay que reponer|necesita reponer|necesitan reponer|bajo stock|pocas existencias|poca existencia|se esta terminando|se estan terminando|se nos esta termin*|se nos estan termin*|se nos esta acab*|se nos estan acab*|se nos termina|se nos terminan|se nos acaba|se nos acaban|al minimo|se me esta terminando|se me estan terminando|cantidades bajas|cantidad baja|en poca cantidad|pocas unidades|nivel bajo|niveles bajos|en las ultimas|esta en las ultimas|estan en las ultimas|en las ultimitas|quedar sin|quedarme sin|quedarnos sin|me voy a quedar sin|nos vamos a quedar sin|me quedo sin|nos quedamos sin|por terminar|esta por terminar|estan por terminar|se me esta por terminar|se esta por terminar|queda un fondito|solo queda un poco|bajos de stock|bajas de stock|baja de stock|bajo en stock|bajos en stock|bajas en stock|bajos de existencias|bajas de existencias|poco inventario|queda poquisimo|quedan poquisimos|quedan poquisimas|poquisimo|poquisima|se me esta acab*|se me estan acab*|se me acaba|se me acaban',
  'presque plus|bientot plus|ce qui est bas|qui est bas|trois fois rien|racheter bientot|bientot racheter|dois racheter|faut racheter|a racheter bientot|tire a sa fin|tirent a leur fin|plus grand chose|stocks faibles|stock faible|a court|bientot a court|court de|presque fini*|stocks bas|reste tres peu|il reste tres peu|tres peu|en stock bas|bientot epuise*|presque epuise*|bientot fini|bientot manquer|vais ... manquer|va ... manquer|commence a manquer|commencent a manquer|reste peu|il reste peu|stock bas|en rupture|reapprovisionner|presque vide|presque fini|plus beaucoup|il ne reste presque plus|presque plus rien|bientot vide|en manque|va manquer|vont manquer|peu de stock|s epuise|s epuisent|epuise|epuises|en train de finir|se termine|se terminent|presque termine|presque terminee|en faible quantite|peu de|il en reste peu|a reapprovisionner|manque bientot|se fait rare|se font rares|devient rare|deviennent rares|sont rares|est rare|petite quantite|petites quantites|au plus bas|a sec|presque a sec|se vide|se vident|se vide dans|achevent|acheve|achever|qui achevent|s epuiser|en train de s epuiser|ce qui baisse|qui baisse|qui baissent|baisse dans|diminue|diminuent|qui diminue|quantites faibles|niveau bas|sur la fin|en fin de stock|presque au bout|au bout de quoi|arrive au bout|j arrive au bout|on arrive au bout|arrivons au bout|presque a zero|proche de zero|quasi a zero|quasiment a zero|touche le fond|touchent le fond|touche au fond|qui touche le fond|ne reste qu un fond|reste qu un fond|plus qu un fond|qu un fond de|stock est bas|le stock est bas|bas en stock|faible en stock|faibles en stock|peu en stock|fonds de paquet|fond de paquet|que des fonds|plus que des fonds|reste a peine|il reste a peine|en bout de stock|bout de stock|reste pas gros|il reste pas gros|presque finis',
  'knapp|zur neige|so gut wie weg|so gut wie leer|so gut wie alle|niedrigen bestand|niedriger bestand|niedrigem bestand|wenig bestand|kaum noch da|fast leer|fast alle|geht ... aus|gehen ... aus|ausgeh*|nachkaufen|wenig da|nur noch wenig|bestand niedrig|unter ... mindest*|fast aufgebraucht|kaum noch|fast nichts mehr|nicht mehr viel|wenig vorrat|geht zur neige|gehen zur neige|bald leer|ausgegangen|nachfullen|nachfuellen|gehen zu ende|geht zu ende|zu ende|wird knapp|werden knapp|knapp werden|niedrig|fast verbraucht|auffullen|auffuellen|geht aus|gehen aus|bald alle|wird weniger|werden weniger|fast weg|fast aus|fast blank|schon fast blank|bald aus|bestand gering|geringer bestand|bestand ist gering|geringe menge|geringen mengen|niedrige menge|kleine mengen|wird eng|wird s eng|wird es eng|langsam eng|knapp wird|kleiner rest|nur noch ein rest|nur noch reste|wovon nur noch|nur noch ein bisschen|nur noch ein wenig|restbestand|restbestande|restbestaende|ebbe|bald ebbe|herrscht ebbe|was fehlt mir|was fehlt uns|was fehlt denn|was fehlt im vorrat|was fehlt noch|wenig auf lager|wenig vorrätig|wenig vorraetig|niedriger lagerbestand|lagerbestand niedrig',
  '快用完|不多了|所剩无几|没剩多少|剩一点|还剩一点|一点点|快用玩|快没了|快没有了|库存低|库存不足|不够了|需要补|补货|快吃完|所剩不多|不多|快没|快用光|剩得不多|剩不多|快吃光|存量低|存量不足|库存少|剩的不多|该补充|需要补充|要补充|补充一下|快见底|见底|快吃完了|快用完了|不够用|告急|快断货|要断货|断货|余量低|余量底|余量少|偏少|比较少|较少|存量少|剩得少|快冇|冇晒|就快冇|快冇晒|就嚟冇|冇咩',
);

/** Asking what an amount weighs ("how much does a cup of flour weigh", "combien pèsent…"). */
export const WEIGH = words(
  'weigh|weighs|weight|how heavy',
  'pesa|pesan|peso|pesaria',
  'pese|pesent|poids|pesera',
  'wiegt|wiegen|gewicht|wie schwer',
  '多重|重量|有多重|几斤重',
);

/** "What can I cook", "recipes with chicken", "ideas for dinner with…". */
export const WHAT_CAN_I_COOK = words(
  'what can i cook|what can i make|what could i cook|what could i make|what should i cook|what should i make|what to cook|what to make|recipe*|recipie*|receipe*|something to cook|cook with|make with|ideas for|idea for|meal idea*|dish with|can i cook|can i make|cook tonight with|whip up|throw together|rustle up|knock up|cook up|something to eat|what to eat|what can we eat|what can we make|what can we cook|dish|dishes|meal with|use up|using up|make out of|cook out of|make from|cook from|do with|ideas|any ideas|suggestions|suggest a recipe|suggest a dish|suggest something|what dish|which dish|what meal|what can i have|what could we make|what could we cook|recipe for|recipe using|cook something|make something|what goes with|what could i prepare|what can i prepare|what should i prepare|what can we prepare|what could we prepare|prepare with|what i could make|what i could cook|what i can make|what i can cook|idea what i could|suggest a meal|meal from my stock|from my stock|what can i knock up|something i can knock up|what can be cooked|can be cooked|could be cooked|inspire me',
  'que puedo cocinar|que puedo hacer|que me sale|con lo que tengo|que hago|que cocino|que hago de comer|que preparo|receta*|algo para cocinar|cocinar con|hacer con|ideas*|idea|platos con|plato con|que se puede hacer|que hago con|se te ocurre|algo rico|que puedo preparar|pueda cocinar|pueda hacer|algo que cocinar|que como|que podemos cocinar|que podemos hacer|aprovechar|que plato|que platos|plato hago|que me puedo cocinar|me puedo cocinar|que puedo comer|que me hago|que me preparo|que cocino con|que preparo con|sugiere*|sugerencia*|recomienda*|propon*|algun plato|receta con|que podria hacer|que podria cocinar|platillo*|que me recomiendas|que me recomiendes|me recomiendes|guisar|que guiso|que puedo guisar|que podria preparar|que invento|que me invento|que puedo inventar|con lo que ya tengo|con lo que hay|con lo que queda|sacame una receta|saca una receta|sacame algo|que me armo|me armo',
  'que puis je cuisiner|que puis je faire|qu est ce que je peux cuisiner|qu est ce que je peux faire|que cuisiner|quoi cuisiner|quoi faire avec|recette*|cuisiner avec|faire avec|idees|idee de plat|plat avec|je peux faire quoi|je peux cuisiner quoi|je fais quoi|on fait quoi|que faire avec|quoi faire|je peux preparer|idee de recette|idees de recettes|que preparer|que cuisiner avec|utiliser|je cuisine quoi|quel plat|quels plats|je peux faire quoi avec|faire quoi avec|cuisiner quoi avec|recette avec|propose*|suggere*|suggestion*|qu est ce que je fais avec|que puis je me faire|je me fais quoi|avec quoi|que preparer avec|mijoter|je pourrais cuisiner|je pourrais faire|je pourrais preparer|je pourrais mijoter|pourrais cuisiner|pourrais preparer|idees de plat|idees de recette|truc a cuisiner|quelque chose a cuisiner|un truc a manger|trouve moi un truc|trouve moi quelque chose|un truc a faire|plat faisable|plats faisables|recette faisable|recettes faisables|trouve moi un plat|trouve moi une recette|trouve moi quelque chose a cuisiner|un plat avec|trouve un plat|en tirer|qu on pourrait faire|on pourrait faire|pourrait bien en tirer|que pourrais je preparer|que pourrais je bien preparer|que puis je preparer|que pourrais je cuisiner|que pourrais je bien cuisiner|que pourrais je faire|qu est ce que je pourrais preparer',
  'was kann ich ... kochen|was kann ich ... machen|was kann ich ... zubereiten|was koche ich|was soll ich ... kochen|was mach ich|was mache ich|rezept*|kochen mit|gericht*|idee|ideen|was kann man ... machen|was lasst sich|was laesst sich|zaubere|zaubern|was koche|was mache ich aus|was kann ich aus|rezeptidee*|was essen|was kochen|was machen|verwerten|was kann man kochen|schlag ... vor|vorschlag*|empfiehl|empfehl*|was lasst sich ... kochen|was koche ich mit|was mache ich mit|welches gericht|ein gericht|rezept mit|was kann ich damit|was kochen mit|was kann man damit|was konnte ich ... kochen|was koennte ich ... kochen|was konnte ich ... machen|was koennte ich ... machen|was kann ich ... zaubern|was ich ... kochen kann|was ich ... machen kann|was ich ... zubereiten kann|was ich ... kochen konnte|was ich ... kochen koennte|was man ... kochen kann|was man ... machen kann|was ich kochen kann|was ich machen kann|was koch ich|was koche ich damit|was mach ich damit|was mache ich damit|was geht mit dem|mit dem was da ist|kochideen|kochidee|essensideen|*ideen mit|was koch ich aus|was koche ich aus',
  '做什么|能做什么|做出什么|做得出什么|做出啥|煮出什么|弄出什么|变出什么|做顿什么|够做|做顿|做个啥|啥菜|做个什么|可以做什么|做点什么|菜谱|食谱|做什么菜|能做啥|做啥|用来做|做道菜|推荐*菜|能做点啥|做点啥|做啥吃|吃点啥|做什么吃|的菜|怎么做好吃|做什么好|推荐个|推荐一道|推荐道|推荐点|有什么菜|做道什么|怎么吃|做成什么|能煮什么|煮什么|整点啥|能整点|整啥|整点什么|弄点啥|弄点什么|能弄啥|炖个什么|炖什么|炖个啥|炒个什么|炒什么|炒个啥|煮个什么|煮个啥|做个什么好|弄个什么|整个什么|蒸个什么|烤个什么|煎个什么|煮咩|可以煮咩|煮乜|整咩|可以整咩|整乜|煮乜嘢|整乜嘢|有咩煮|有咩整|可以煮啲咩|煮啲咩|煮啲乜|可以煮啲乜|煮乜好|吃什么|吃啥|能吃什么|可以吃什么',
);

/** Asking for a dinner plan ("plan dinner", "qué cenamos", "晚饭吃什么"). */
export const PLAN_DINNER = words(
  'plan dinner|plan tonight|plan tomorrow|plan a dinner|plan our dinner|plan my dinner|plan the dinner|plan supper|whats for dinner|what s for dinner|what is for dinner|what should we eat|what should we have|what shall we eat|what shall we have|what should i eat|dinner tonight|dinner tomorrow|tonights dinner|tonight s dinner|tomorrows dinner|tomorrow s dinner|for dinner tonight|for dinner tomorrow|supper tonight|meal plan for tonight|add to the meal plan|plan a meal|sort out dinner|sort dinner|dinner for tomorrow|dinner for tonight|feed the kids|what to feed|make for dinner|cook for dinner|dinner idea*|dinner plan*|plan * dinner|for tea tonight|evening meal|what are we eating|what are we having|what do we eat|what s for tea|what s for supper|whats for supper|dinner plan|plan the evening meal|plan our evening meal|sort out tonight|what to have tonight|what to eat tonight|what to eat tomorrow|menu for tonight|menu for tomorrow|supper|dinner|pick a meal|choose a meal|pick a dinner|choose a dinner|pick dinner|choose dinner|decide dinner|decide on dinner|pick something for dinner|meal for tonight|meal for tomorrow|tea for tonight|tea tonight|sort out tea|sort tea|tonight s tea|tea tomorrow|tomorrow s tea|plan us something|something for dinner|plan us|sort us out for dinner|plan ... meal|plan ... dinner|plan ... supper|plan tomorow',
  'planea la cena|planear la cena|planifica*|organiza*|cena|cenar|cenamos|ceno|para cenar|para la cena|que hago de cena|que hacemos de cena|cena de|para la cena de|menu de esta noche|que preparo para cenar|que comemos|que cenamos|que vamos a comer|que vamos a cenar|que hacemos de comer|que ceno|menu para esta noche|menu de manana|menu para manana|que como esta noche|cena de hoy|cena de manana|elige una comida|escoge una comida|elige la cena|escoge la cena|elige algo para cenar|planea*|planear*|planeame|comida de esta noche|comida de manana en la noche|manana en la noche|hoy en la noche|planifica la cena|planificar la cena',
  'planifie*|prevois le diner|prevoir le diner|on mange quoi|qu est ce qu on mange|que manger ce soir|quoi manger|diner|souper|repas de ce soir|repas de demain|que faire pour le diner|quoi faire pour le diner|menu de ce soir|pour le souper|on mange quoi ce soir|on dine quoi|dine|dinons|dinez|qu est ce qu on dine|que dinons nous|on mange quoi demain|menu de demain|menu du soir|repas du soir|le souper|quoi pour le diner|quoi pour ce soir|choisis un repas|choisis le diner|choisis le souper|choisis quelque chose pour le diner',
  'abendessen|abendbrot|plan das essen|plane das essen|was essen wir|was gibt es heute|was gibts heute|was gibt es morgen|was gibts morgen|zum abendbrot|zum abendessen|essen planen|plane*|planst|was kochen wir heute|was koche ich heute|was essen wir heute|was gibt s heute|heute abend essen|morgen abend essen|was gibt es zum abendessen|was gibt s zum abendessen|was kochen wir|was koche ich morgen|was essen wir morgen|essen fur heute abend|essen fuer heute abend|essen fur morgen|essen fuer morgen|speiseplan fur heute|menu fur heute|abendmenu|abendmahlzeit|nachtmahl|abendmahl|plan uns|plan mir|plan das|such ... essen aus|wahl ... essen aus|waehl ... essen aus|znacht|z nacht|zum znacht|nachtessen|zum nachtessen',
  '晚饭|晚餐|今晚吃什么|明晚吃什么|今天晚上吃|明天晚上吃|安排晚饭|计划晚饭|规划晚餐|晚上吃什么|吃什么好|做什么饭|吃什么饭|晚上做什么|晚上吃啥|晚饭吃啥|定一下晚|饭菜|计划今晚|安排今晚|今晚的饭|明晚的饭|今天晚饭|明天晚饭|晚上吃|晚饭吃|明天吃什么|今天吃什么|吃啥|做啥饭|晚上做啥|晚餐吃',
);

/** Tomorrow, for dinner plans and expiry periods. */
export const TOMORROW = words(
  'tomorrow|tmrw|tomorow',
  'manana',
  'demain',
  'morgen|morgige|morgigen|morgiges|morgigem|morgiger|morn|moorn',
  '明天|明晚|明日|明儿|明个|听日|聽日|听晚|聽晚|第二日|第二天',
);

/** Today, for dinner plans and expiry periods. */
export const TODAY = words(
  'today|tonight|this evening|todays|before the day s out|before the days out|by the end of the day|end of the day|by tonight',
  'hoy|esta noche|hoy mismo|hoy dia|antes de que termine el dia|fin del dia|final del dia|antes de que acabe el dia',
  'aujourd hui|ce soir|aujourdhui|ajourd hui|aujourd hui meme|avant la fin de la journee|d ici ce soir|fin de journee',
  'heute|heut|heint|hiit|bis heute abend|bis zum abend|vor tagesende|bis ende des tages',
  '今天|今晚|今日|今天之内|今天内|今晚之前',
);

/** Asking how the app does something. */
export const HELP = words(
  'help|how do i|where do i see|where can i see|where are my|how can i|how to|how does|where do i|where can i|where is|what can you do|what do you do|what are you able|can you help|show me how|tutorial|guide|explain|teach me|what can i ask|how do you|what do i do|how come|where do i find|cant find|can t find|doesn t work|does not work|not working|how does it work|what can you help with|what can you help me with|what can you do for me|how can you help|what are you for|what is * for|what s * for|what does * do|how do i use|how does * work|how do you use|how do i delete|how do i remove|how do i change|how do i turn it on|how do i switch it on|how do i enable|how do i activate|how do i set it up|where s|wheres|where s the option|where is the option|teach me how|teach me to|show me how to|is there a way to|is there a way|is there any way to|what kinds of things can you|what can you actually do|things can you do|what sort of things can you',
  'ayuda|ayudame|donde guardo|donde se guarda|como guardo|donde cambio|donde se cambia|donde puedo cambiar|como lo agrego|como la agrego|como los agrego|como agrego|donde veo|donde estan mis|donde puedo ver|como puedo|como se|como hago|como funciona|como creo|como cambio|como activo|como desactivo|como invito|como anado|como uso|donde puedo|donde esta|que puedes hacer|que sabes hacer|explica*|ensename|tutorial|guia|que hago|no me llegan|no funciona|no encuentro|donde encuentro|para que sirve|en que me puedes ayudar|en que puedes ayudar|me puedes ayudar|puedes ayudarme|como borro|como quito|como elimino|como edito|como veo|como marco|como pongo|como configuro|como comparto|como escaneo|como importo|como se usa|como lo activo|como la activo|como lo configuro|como lo pongo|como lo enciendo|como se activa|ensename a|ensename como|me ensenas|en que parte de la app|en que parte|donde se organiza',
  'aide|aide moi|ou je vois|ou voir|ou sont mes|comment|ou puis je|ou est|ou se trouve|que peux tu faire|que sais tu faire|que pouvez vous faire|explique*|tutoriel|guide|montre moi comment|que faire|je fais comment|ca ne marche pas|ne marche pas|je ne trouve pas|ou trouver|a quoi sert|en quoi peux tu m aider|tu peux m aider|peux tu m aider|comment je|comment on|comment faire pour|sert a quoi|ca sert a quoi|a quoi ca sert|comment ca marche|comment fonctionne|comment supprimer|comment modifier|comment ajouter|comment l activer|comment je l active|comment activer|comment on l active|comment le configurer|apprends moi|apprenez moi|enseigne moi|tu m apprends',
  'hilfe|hilf mir|was macht der|was macht die|was macht das|wo sehe ich|wie plane ich|wie kann ich|wie geht|wie funktioniert|wie mache ich|wie lade ich|wie stelle ich|wie andere ich|wie aendere ich|wie nutze ich|wie benutze ich|wie scanne ich|wie fuge ich|wie fuege ich|wie teile ich|wo kann ich|wo finde ich|wo ist|was kannst du|was kann der chef|erklar*|erklaer*|anleitung|zeig mir wie|was mache ich|funktioniert nicht|geht nicht|finde ... nicht|wo finde|wofur ist|wozu ist|wie * ich|wie kann man|wie geht das|wobei kannst du|wie kannst du mir helfen|kannst du mir helfen|wozu dient|wozu gibt es|was bringt|wie losche ich|wie loesche ich|wie entferne ich|wie schalte ich|wie aktiviere ich|wie richte ich|wie stelle ich das ein|bring mir bei|bringst du mir bei|erklar mir wie|erklaer mir wie|wie kann ich * andern|wie kann ich * aendern|wo andere ich|wo aendere ich|wo mach ich das|wo kann ich das',
  '帮助|怎么|在哪看|在哪里看|是干啥的|如何|怎样|在哪|哪里|你能做什么|你会什么|你可以做什么|说明|使用方法|怎么办|你都会|会些啥|你会啥|能干啥|有什么功能|不起作用|找不到|能帮我什么|你能帮什么|能帮我做什么|干什么用|是干嘛的|干嘛用|怎么用|如何使用|怎么删除|怎么设置|怎么添加|怎么弄|怎么开启|怎么打开|如何开启|怎么开通|教我|教教我|教一下|能帮我干啥|都能干啥|能干什么|都能干什么|能帮我干什么|能帮我做啥|你会干啥|点样|点算|点整|点用|点先可以|点样先|点做|点去',
);

// prettier-ignore
/** Doing something with recipes in the app: saving, importing, editing them ("abtippen und speichern"). */
export const RECIPE_ACTIONS = words(
  'save|saving|saved|store my|import|importing|imported|type up|type in|edit|editing|modify|share|sharing|upload|organise|organize|delete|bookmark|into the app|to the app|in the app|from a link|from a url|from a website|paste a link|a link|url|grab a recipe|pull in|pull a recipe',
  'guardar|guardo|guardarlas|guardarlos|importar|importo|importada|editar|edito|modificar|modifico|compartir|subir|borrar|pasar a limpio|pasar a la app|a la app|meter en la app|subir a la app|desde un enlace|desde un link|un enlace|un link|enlace|pegar un enlace|de una web|de una pagina',
  'enregistrer|sauvegarder|garder|importer|importe|importee|modifier|modifie|partager|supprimer|taper|saisir|classer|dans l app|sur l app|recuperer|recupere|depuis un lien|a partir d un lien|un lien|lien|coller un lien|d un site',
  'speichern|abspeichern|abtippen|eintippen|importieren|bearbeiten|andern|aendern|teilen|loschen|loeschen|sammeln|in die app|in der app|von einem link|aus einem link|einen link|link|von einer webseite|von einer website|aus dem internet',
  '保存|导入|导进|编辑|修改|分享|删除|收藏|存下|导入到|存到app|加到app|链接|网址|从网上|网页|存进|存入|存进app|保存到',
);

/**
 * "Can I …", "is there a way to …": asking how the app does something, when a part of the app is
 * named ("can I sort my shopping list by aisle?") and no food is.
 */
export const CAN_I = words(
  'can i|could i|can we|is it possible to|is there a way to|is there a way|does the app|can the app|can it|is there a|is there an',
  'puedo|podemos|se puede|es posible|hay forma de|hay manera de|la app puede|se pueden',
  'je peux|est ce que je peux|peut on|on peut|peut il|peut elle|peut|est il possible de|y a t il moyen de',
  'kann ich|konnen wir|koennen wir|kann man|lasst sich|laesst sich|ist es moglich|ist es moeglich|geht es|gibt es eine moglichkeit|gibt es eine moeglichkeit',
  '可以|能不能|能否|可不可以|能',
);

/** The parts of the app a help request may name, each by its words. */
export const HELP_TOPIC_WORDS: ReadonlyArray<readonly [topic: HelpTopic, names: Words]> = [
  [
    'scanner',
    words(
      'scan*|barcode*|bar code|receipt*',
      'escane*|escanea*|codigo de barras|codigos de barras|ticket*|recibo*',
      'scann*|code barre|code a barres|codes barres|ticket*|recu|recus',
      'scann*|barcode*|strichcode*|kassenbon*|kassenzettel*|beleg*',
      '扫描|扫码|条形码|条码|小票|收据',
    ),
  ],
  [
    'cookMode',
    words(
      'cook mode|cooking mode|voice|hands free|step by step|one step at a time|a step at a time|hands covered|hands are covered|messy hands|read aloud|read the steps|screen going dark|screen goes dark|screen off|screen awake|screen on|screen dark|following a recipe',
      'modo cocina|modo de cocina|voz|manos libres|paso a paso|un paso a la vez|un paso cada vez|leer en voz alta|pantalla se apaga|pantalla encendida|se apague la pantalla',
      'mode cuisine|mode de cuisine|voix|mains libres|etape par etape|une etape a la fois|lire a voix haute|ecran s eteint|ecran allume|ecran reste allume',
      'kochmodus|sprachsteuerung|stimme|freihand|schritt fur schritt|einen schritt nach dem anderen|vorlesen|sprachbefehl*|bildschirm aus|bildschirm an|bildschirm geht aus|bildschirm anbleibt',
      '烹饪模式|做菜模式|模式|语音|免提|一步一步|一次一步|朗读|屏幕常亮|屏幕变暗|熄屏|黑屏',
    ),
  ],
  [
    'shoppingList',
    words(
      'shopping list*|shoping list*|shoping|grocery list*|shopping|groceries|tick* off|check* off|tick ... off|check ... off|cross ... off|mark as bought|mark * as bought|mark as purchased|cross out|strike off|in my trolley|in the trolley|in my cart|in the cart',
      'lista de la compra|lista de compras|lista de compra|compras|tachar|marcar|lista del super|lista del mercado|lista de super|marco como comprado|marcar como comprado|en el carrito|tacho|palomear|palomeo',
      'liste de courses|liste des courses|courses|cocher|rayer|marquer comme achete|cocher comme achete|raye|rayer de|barrer|barre|dans le caddie|dans le chariot|dans mon panier',
      'einkaufsliste*|einkaufszettel*|einkauf*|abhaken|als gekauft markieren|als gekauft|durchstreichen|streiche|im einkaufswagen|im wagen',
      '勾掉|打勾|购物清单|购物单|购物列表|采购清单|标记为已买|标记已购买|标成已买|划掉|购物车里',
    ),
  ],
  [
    'mealPlan',
    words(
      'meal plan*|meal prep*|weekly plan|plan my week|plan the week|calendar|plan meals|plan my meals|plan our meals|plan the meals|meals for the week|meals for the whole week|weekly menu',
      'plan de comidas|planificador|menu semanal|plan semanal|meal prep|calendario|planific* las comidas|planear las comidas|planeo las comidas|organizo las comidas|organizar las comidas|comidas de la semana|comidas de toda la semana|menu de la semana',
      'planning des repas|plan de repas|menu de la semaine|meal prep|calendrier|planifie* les repas|repas de la semaine|planning',
      'essensplan*|wochenplan*|speiseplan*|mahlzeiten ... planen|plane ich mahlzeiten|mahlzeitenplan*|mealprep|meal prep|kalender|mahlzeiten der woche|essen fur die woche|essen fuer die woche|wochenmenu|wochenmenue',
      '膳食计划|饮食计划|周计划|备餐|一周菜单|日历|每周菜单|周菜单|用餐计划|餐计划|一周的饭|一周三餐|一周的菜单|一周的餐',
    ),
  ],
  [
    'family',
    words(
      'family|invite*|household|member*|partner|share|sharing|add my husband|add my wife|add my boyfriend|add my girlfriend|roommate*|flatmate*|also see|see it too|see our|access to our|access to my|other half|my other half|both get into|same pantry|same account',
      'familia|invita*|hogar|miembro*|compartir|comparte|pareja|tambien ver|tambien pueda ver|pueda ver nuestra|acceso a nuestra|acceso a mi|tambien vea|tambien lo vea|tambien vean|desde su telefono|roomie|companero de piso|compartida|compartido|que vea|vea la misma|vive conmigo|a mi esposo|a mi esposa|a mi marido|a mi novio|a mi novia|a mi pareja|quiere ver nuestra|quiere ver nuestro|quiere ver la',
      'famille|invite*|inviter|foyer|membre*|partager|partage|conjoint|voir aussi|aussi voir|puisse voir|acces a notre|acces a mon|acces a ma|ma fille|mon fils|mon mari|ma femme|peut voir|peuvent voir|coloc|ma coloc|mon coloc|colocataire',
      'familie*|einlad*|lade ... ein|haushalt*|mitglied*|teilen|partner*|mitbewohner*|auch sehen|auch sieht|mitsehen|mit ansehen|auch einsehen|zugriff auf unser*|zugriff auf mein*|meine frau|mein mann|meine freundin|mein freund',
      '家庭|家人|邀请|成员|共享|分享|家里人|也能看|也看到|也能看到|一起看|一起用|屋企人|家人们|一家人',
    ),
  ],
  [
    'notifications',
    words(
      'notification*|notifs|notif|alert*|reminder*|emails|daily email|email reminders|reminded|be reminded|get reminded|push|email digest|digest|quiet hours|notify|notified|let me know|pinging|pings me|ping me|buzzing me|buzzes me|nagging me|nags me|bugging me|spamming me|pop ups|popups',
      'notificacion*|notis|notif|notifs|alerta*|avisos|correos|aviso|recordatorio*|push|resumen por correo|horas de silencio|avisen|avisar|avisarme|me avise|me avisen|me llegan avisos|me spamea|me bombardea|me molesta con avisos|ventanitas',
      'notification*|notifs|notif|alerte*|rappel*|courriels|les mails|les e mails|push|resume par e mail|heures calmes|previenne|prevenir|me prevenir|prevenu|prevenue|etre prevenu|etre averti|averti|me harcele|me bombarde|me spamme|me relance|me notifie|notifier|me notifier',
      'benachrichtigung*|mitteilung*|erinnerung*|mails|e mails|hinweise|schickt mir standig|push*|ruhezeit*|zusammenfassung per mail|benachrichtig*|benachrichtigt|nervt mich|spammt mich|bimmelt|meldungen|hinweise aufs handy',
      '通知|提醒|推送|免打扰|邮件摘要|邮件|弹窗|一直提示|老是提示|老是弹|消息提示',
    ),
  ],
  [
    'settings',
    words(
      'setting*|dark mode|theme|language|password|units|metric|currency|profile|account|date format|time format|24 hour clock|24 hour time|day month year|fahrenheit|celsius|temperature unit*|temperatures|night mode|light mode|dark theme|light theme|appearance',
      'ajuste*|configuracion|modo oscuro|tema|idioma|contrasena|unidades|moneda|perfil|cuenta|formato de fecha|formato de hora|formato de 24 horas|fahrenheit|celsius|grados fahrenheit|grados celsius|modo noche|modo nocturno|tema oscuro|apariencia|modo claro',
      'parametre*|reglage*|mode sombre|theme|langue|mot de passe|unites|devise|profil|compte|format de date|format de l heure|format 24 h|format 24 heures|fahrenheit|celsius|degres fahrenheit|theme sombre|mode nuit|mode clair|apparence|affichage sombre',
      'einstellung*|dunkelmodus|dunkler modus|thema|sprache|passwort|einheiten|wahrung|waehrung|profil|konto|datumsformat|zeitformat|uhrzeitformat|24 stunden format|fahrenheit|celsius|grad fahrenheit|design|dunkles design|auf dunkel|dunkel stellen|nachtmodus|heller modus|erscheinungsbild|darstellung',
      '设置|深色模式|暗色模式|主题|语言|密码|单位|货币|个人资料|账户|日期格式|时间格式|24小时制|12小时制|华氏|摄氏|华氏度|摄氏度|夜间模式|黑暗模式|浅色模式|外观|暗黑模式',
    ),
  ],
  [
    'recipes',
    words(
      'recipe*|import*|favorite*|favourite*|cookbook',
      'receta*|importa*|favorito*|recetario',
      'recette*|import*|favori*|livre de cuisine',
      'rezept*|import*|favorit*|kochbuch*',
      '菜谱|食谱|导入|收藏',
    ),
  ],
  [
    'pantry',
    words(
      'pantry|stock|inventory|expiry|expiration|location*|add items|add food|products',
      'despensa|inventario|existencias|caducidad|ubicacion*|productos|anadir productos',
      'garde manger|stock|inventaire|placard|peremption|emplacement*|produits|ajouter des produits',
      'vorrat*|vorratskammer|bestand|inventar|lagerort*|produkte|speisekammer',
      '储藏室|库存|食品柜|食材|保质期|存放位置|添加食品',
    ),
  ],
  ['chef', words('chef|assistant|chat', 'chef|asistente', 'chef|assistant', 'chef|assistent*', '厨师|助手')],
];

/** Buying, owning or getting an appliance ("we got an air fryer", "j'ai acheté un robot"). */
export const ACQUIRE = words(
  'got|get|bought|unpacked|just unpacked|went to the shop|went shopping|did the shop|did the weekly shop|did the shopping|weekly shop|grocery haul|buy|purchased|have|has|own|owns|added|add|new|received|gifted|gift|there s|theres|we ve|i ve|now have|now own|picked up|adding|register|installed|finally|brought|gave|gave us|gave me|got us|got me|came with|treated myself to|invested in|upgraded to|splurged on|passed|passed on|handed down|handed me|inherited|lent|borrowed|given|was given|were given|won|came|arrived|delivered|set up|hooked up|now got|just got|acquired|acquire|unboxed|unboxing|just unboxed|is here|finally here|came today|got delivered|was delivered|showed up|turned up|landed|scored|snagged|nabbed|unpacking|unloaded|dropped off|left us|dropped round|brought round|brought over|we inherited|i inherited|stashed|stash|stashed in',
  'tengo|tenemos|compre|me lleve|nos llevamos|me traje|fui al super|fui a la tienda|fui al mercado|fui de compras|hice la compra|vengo del super|compramos|comprado|he comprado|hemos comprado|nuevo|nueva|anade|anadir|agrega|agregar|regalaron|me regalaron|nos regalaron|ya tenemos|ya tengo|consegui|instalamos|apunta|estrenar|estrene|estrenamos|acabo de|me han regalado|nos han regalado|trajeron|me trajo|llego|ha llegado|tenemos ya|heredado|herede|heredamos|me paso|nos paso|me dio|nos dio|me dieron|nos dieron|prestado|me prestaron|me llego|nos llego|acaba de llegar|gane|instale|adquiri|adquirimos|adquirido|hemos adquirido|me hice con|nos hicimos con|me toco|nos toco|me ha tocado|regalo|nos regalo|me regalo|ya llego|por fin llego|llego hoy|ya esta aqui|ya la tengo|ya lo tengo|nos mando|me mando|nos mandaron|me mandaron|nos trajo|nos trajeron',
  'achete|achetee|vient d avoir|venons d avoir|viens d avoir|on a eu|j ai eu|avons|ai|nouveau|nouvelle|ajoute|ajouter|offert|recu|recue|possede|possedons|installe|enregistre|on a|j ai|recevoir|vient de recevoir|on a recu|j ai recu|offerte|m a offert|on m a offert|arrive|passe|herite|donne|prete|on m a donne|on nous a donne|m a donne|nous a donne|recupere|j ai gagne|vient d arriver|est arrive|acquerir|acquis|acquise|venons d acquerir|vient d acquerir|viens d acquerir|refile|m a refile|on m a refile|s acheter|de s acheter|vient de s acheter|est arrivee|enfin arrive|enfin arrivee|a ete livre|a ete livree|livre aujourd hui|est la|enfin la|me suis offert|me suis achete|me suis fait offrir|s est paye|s est payee|s est payes|me suis paye|me suis payee|nous sommes payes|s est offert|s est fait plaisir avec|vendu|m a vendu|nous a vendu|on s est offert|je me suis offert|lache',
  'gekauft|habe|haben|besorgt|eingezogen|ist eingezogen|san jetzt da|sind jetzt da|ist jetzt da|hab|neu|neue|neuen|neuer|geschenkt|bekommen|besitze|besitzen|hinzufug*|hinzufueg*|fug*|fueg*|hinzu|installiert|trag*|eintragen|angeschafft|gibt|steht|steht bei uns|haben jetzt|habe jetzt|hab jetzt|geschenkt bekommen|ist angekommen|gegonnt|gegoennt|vererbt|geerbt|uberlassen|ueberlassen|gegeben|vermacht|geliehen|gewonnen|aufgestellt|eingebaut|angekommen|erworben|zugelegt|gab|gab s|gabs|gab es|mitgenommen|geholt|mitgebracht|eingekauft|bestellt|gekriegt|gehamstert|ergattert|ist drin|sind drin|poschtet|poschte|poschtä|ist endlich da|ist da|endlich da|geliefert|wurde geliefert|kam heute|kam an|ist gekommen|gholt|ghoit|gkauft|kauft|dagelassen|vorbeigebracht|hiergelassen|mir hend|hend|gonnt|goennt|hand|haend',
  '买了|刚买|刚刚买|囤了|屯了|囤|有了|买咗|買咗|入咗|多了台|多了一台|多了个|多了一个|超市买的|新买|添了|加上|添加|新的|收到|送了|入手|家里有|我们有|我有|有|装了|记录|到货|收到了|送我|送了我们|家里添了|给了|给我们|送的|传给|借给|继承|拿到|到了|装好了|安装了|添置|购入|买来|添置了|团购|团购到货|入库|终于到了|送到了|寄到了|到手了|到手|抢了|抢到|抢到了|多咗|多咗部|入咗部|买咗部|屋企多咗|剁手|剁手买了',
);

/** Adding or storing food ("add", "put in the fridge", "I bought"). */
export const ADD = words(
  'add|adds|added|adding|put|stock|store|log|record|recording|logging|noting down|jotting down|track|bought|i bought|we bought|i just bought|we just bought|i picked up|picked up|got|we ve got|i ve got|put away|register|include|ad|addd|aad|insert|save|i|we|chuck|stick|throw|throw in|toss|stock up|stocked up|pop|shove|grabbed|got back with|restocked|jot down|note down|make a note of|make note of|enter|just got|i ve just got|unpacked|just unpacked|got in|bring in|stocked|restocked with|top up|unloaded|brought home|came home with|got home with|chucked|tossed|threw|popped|bunged|stuck|restock|cupboard restock|fridge restock|placed|have placed|i have placed|i ve placed',
  'anade*|anadir|agrega*|pon|poner|ponme|ponlo|ponla|ponlos|ponlas|mete|meter|metelo|guarda|guardar|registra*|compre|compramos|he comprado|hemos comprado|acabo de comprar|acabamos de comprar|apunta*|incluye|almacena|anota*|suma|sumar|tengo|tenemos|pillar|pille|he traido|me he traido|traje|he hecho la compra|hice la compra|apuntalo|apuntalos|guardalo|guardame|mete*|echa|echale|anota|apunta|mete en|trajimos|acabo de traer|recibi|incorpora|descargue|he guardado|carga|cargalo|cargalos|cargala|cargalas|cargar|guardalos|guardalas|anotala|anotalo|anotalos|anotalas|apuntala|reponer|reposicion|agregue|agreguelo|anadalo|anada|poneme|agregame|incluya|incluyela|incluyalo|ponelos|ponela|ponelo|guardala|agregalos|agregala|agregalo|metelos',
  'ajoute*|ajouter|mets|mettre|mettez|range|ranger|stocke|stocker|enregistre*|achete|j ai achete|on a achete|j ai|on a|note|noter|note le|inclus|rajoute*|ajout|je viens d acheter|viens d acheter|on vient d acheter|j ai pris|j ai rapporte|rapporte|hop|balance|colle|j ai range|inscris|enregistre|on a rapporte|j ai recu|integre|c est achete|achetes|achetees|ajoutez|rentre|j ai rentre|on a rentre|ramene|j ai ramene|reapprovisionner|refaire le plein|rentrer|peux tu rentrer|tu peux rentrer|mis au|mises au|mis dans|mises dans|etre mis|etre mises|rangez les|rangez le|rangez la|range les|range le|range la',
  'fug*|aufzunehmen|einzutragen|hinzuzufugen|hinzuzufuegen|aufzuschreiben|zu notieren|zu erfassen|zu vermerken|zu speichern|draufsetzen|drauf setzen|draufschreiben|drauf schreiben|draufpacken|fueg*|hinzu|setzen|setze|setz|hinzufugen|hinzufuegen|pack|packe|leg|lege|gelegt|stell|stelle|gestellt|speicher*|trag|trage|eintragen|gekauft|kaufte|notier*|erfass*|lagere|einlagern|verbuche|ich|wir|hab|habe|haben|sie|ich hab|ich habe|wir haben|gerade|hol*|geholt|geholte|verbuch*|pack ... rein|leg ... rein|eingekauft|hab ... gekauft|mitgebracht|erganz*|ergaenz*|dazutun|verstau*|liegen jetzt|eingeraumt|eingeraeumt|einraumen|einraeumen|notieren|aufnehmen|nimm ... auf|nehmen ... auf|vermerken|vermerk|vermerke|aufgefullt|aufgefuellt|aufgestockt|nachgefullt|nachgefuellt|nimm|nehm|auffullen|auffuellen|nachfullen|nachfuellen|aufstocken|gholt|ghoit|gkauft|adden|add das|addest',
  '加|添加|加入|登记一下|丢|丢进|丢到|扔进|扔到|塞进|塞到|登记到|录入到|存到|加入到|添加到|放入|放进|放到|放了|放|存|存入|记录|买了|刚买了|录入|登记|新增|我|我们|刚|存一下|记一下|一下|加进去|放进去|存进|入库|买回来|添上|添|加上|补上|补充进|录一下|收进|存放|放好|新添|记上|记录上|搁|搁在|都搁|搁进|冰进|冰起来|冰好了|冰进去',
);

/** The shopping list named, or buying still to do. */
export const SHOPPING_LIST = words(
  'shopping list*|shoping list*|grocery list*|groceries list|shopping|the list|my list|need to buy|have to buy|must buy|remind me to buy|to buy|buy more|pick up more|get more|we need|i need|need|needs buying|need buying|needs to be bought|need to be bought|still need|to get|have to get|need to get|need to pick up|pick up|ran out of|run out of|we re out of|were out of|all out of|out of|used the last|finished the|for the next * run|for the next shop|next shop|supermarket run|grocery run|shopping run|missing|we re missing|don t forget|dont forget|don t let me forget|next time i m at the shops|i ll need|we ll need|gotta get|to the list|onto the list|on the list|to my list|on my list|to our list|on our list|onto my list|next time i m at the shop|next time im at the shop|for next time|end up on my list|remember to buy|must remember to buy|i must buy|need to remember to buy',
  'lista de la compra|lista de compras|lista de compra|lista del super|lista del supermercado|la lista|mi lista|que comprar|para la compra|para las compras|para el super|a comprar|para comprar|hay que comprar|tengo que comprar|necesitamos|necesito|hace falta|hay que|falta|faltan|hace falta comprar|hay que reponer|tenemos que comprar|se acabo|se acabaron|se termino|se terminaron|no queda|no nos queda|ya no hay|para la proxima compra|para el proximo super|no olvides|que no se me olvide|no te olvides de|la proxima compra|pa l super|pal super|pa la tienda|pa la compra|me hace falta|nos hace falta|pa comprar',
  'liste de courses|liste des courses|liste de course|la liste|ma liste|a acheter|pour les courses|pour les commissions|racheter|il faut acheter|faut acheter|il faut racheter|je dois acheter|pense a acheter|courses|il faut|sur la liste|il manque|manque|il n y a plus|on n a plus|je n ai plus|plus de|a prendre|faut prendre|a racheter|pour les prochaines courses|pour la prochaine epicerie|liste d epicerie|epicerie|n oublie pas|oublie pas|pour la prochaine fois|prochaines courses|il me faut|il nous faut|me faut|nous faut|faut que j achete|faut que je rachete',
  'einkaufsliste*|einkaufszettel*|die liste|meine liste|besorgen|liste zum einkaufen|zum einkaufen|muss ... kaufen|mussen ... kaufen|muessen ... kaufen|kaufen muss|kaufen mussen|wir brauchen|ich brauche|brauchen|auf die liste|auf den einkaufszettel|einkauf|nachsten einkauf|naechsten einkauf|brauche|brauche noch|gekauft werden|muss* ... gekauft werden|noch kaufen|kaufen|holen|ist alle|sind alle|ausgegangen|haben keine ... mehr|haben kein ... mehr|ist leer|fehlen|fehlt|fehlen noch|fehlt noch|nicht vergessen|vergiss nicht|beim nachsten einkauf|beim naechsten einkauf|auf n zettel|auf den zettel|aufn zettel|uf de zettel|furs einkaufen|fuers einkaufen|fur den einkauf|fuer den einkauf|shoppingliste|shopping liste|shoppingliste*',
  '购物清单|购物单|购物列表|采购清单|清单|要买|需要买|去买|买点|记得买|我们需要|需要|记到|记在|加到|记得|列进|列入|列到|写进|没了|用完了|吃完了|没有了|补货|列上|帮我列上|下次买|下次去超市|别忘了|别忘记|不要忘了|不要忘记|下回买菜|下次买菜|下回买|下次去买|下回去买|要买的东西|要买的|单子|单子上|记到单子上',
);

/** Where food goes, by the locations every household starts with. */
export const LOCATIONS: ReadonlyArray<readonly [location: 'fridge' | 'freezer' | 'pantry', names: Words]> = [
  [
    'freezer',
    words(
      'freezer*|deep freeze|freezr|chest freezer|to freeze|i froze|we froze|i ve frozen|just froze|for freezing|to go in the freezer',
      'congelador*|congelado|freezer|frizer|para congelar|a congelar|congelar|congele|congelamos|congelo',
      'congelateur*|congelo|congel|a congeler|pour congeler|congeler|j ai congele|on a congele|je congele|je viens de congeler',
      'gefrierschrank*|gefrierfach|gefriertruhe|tiefkuhl*|tiefkuehl*|gefrier*|tk fach|tk schrank|tk truhe|ins tk|eingefroren|einfrieren|zum einfrieren|einzufrieren|friere ... ein|frier ... ein',
      '冷冻室|冷冻柜|放冷冻|放进冷冻|放到冷冻|冷冻层|冷冻区|冷冻格|拿去冷冻|冷冻起来|冷冻一下|冰柜|冻库|冷冻库|冻进|冻上|冻起来|拿去冻|冻好|急冻柜|冰格|冻柜|急冻格',
    ),
  ],
  [
    'fridge',
    words(
      'fridge*|refrigerator*|frige|fidge|refridgerator*|frig',
      'nevera*|frigorifico*|frigo|refrigerador*|heladera*|refri|refrigeradora|el refri',
      'frigo*|refrigerateur*|frigidaire',
      'kuhlschrank*|kuehlschrank*|kuhlschank|kuehlschank|kuhli|kuehli|chuelschrank|chuehlschrank|chuelschrangk|eiskasten*|eiskastl',
      '冰箱里|冰箱|雪柜|雪柜里|冷藏',
    ),
  ],
  [
    'pantry',
    words(
      'pantry|cupboard*|larder|shelf|shelves|pantries|panty|in the press|into the press|the hot press',
      'despensa*|alacena*|armario*',
      'garde manger|placard*|cellier|reserve|armoire|l armoire',
      'vorratskammer|speisekammer|vorratsraum|vorratsschrank|vorrat|kammer|schrank|kuchenschrank|kuechenschrank|keller|speis',
      '储藏室里|储藏室|储藏柜|食品柜|橱柜|储物柜|储物间|储藏间|储物间里|杂物间|柜子里|柜子|櫃桶',
    ),
  ],
];

/**
 * Dietary preferences (the spec's onboarding values) by the names people give them: a way of
 * eating one is or stops being ("vegetarian", "coeliac", "lactose intolerant").
 */
// prettier-ignore
export const DIETS: ReadonlyArray<readonly [preference: DietaryPreference, names: Words]> = [
  ['Vegan', words('vegan*|vegn|plant based', 'vegan*|vegetalian*', 'vegan*|vegetalien*|vegetalienne*|vegetalisme', 'vegan*', '纯素食者|纯素食|纯素|全素|严格素食|吃纯素')],
  ['Vegetarian', words('vegetarian*|veggie|vegitarian*|vegetarain*|vegeterian*|vegatarian*', 'vegetarian*|vegeteriano*', 'vegetarien*|vegetarienne*|vegeterien*|vegetarian*|vegetarisme', 'vegetarier*|vegetarisch*|vegi|veggie', '素食|吃素|素食者|素食主义|蛋奶素|奶蛋素|食素|食斋|吃斋|茹素')],
  ['Pescatarian', words('pescatarian*|pescetarian*|pescaterian*|only fish|just fish|fish but no meat', 'pescetarian*|pescovegetarian*|pescatarian*|solo pescado|solo como pescado', 'pescetarien*|pescatarien*|pesco vegetarien*|que du poisson|seulement du poisson', 'pescetar*|pescatar*|nur fisch|nur noch fisch', '鱼素|海鲜素|只吃鱼|鱼素食')],
  ['Keto', words('keto|ketogenic|ketosis', 'keto|cetogenic*|ceto|cetosis', 'keto|cetogene*|ceto|cetose', 'keto|ketogen*|ketose', '生酮|酮症')],
  ['Paleo', words('paleo', 'paleo|paleolitic*', 'paleo', 'paleo|steinzeit', '原始人饮食|古饮食|paleo')],
  ['Low FODMAP', words('low fodmap|fodmap', 'fodmap|bajo en fodmap', 'fodmap|pauvre en fodmap', 'fodmap|fodmaparm', '低fodmap|fodmap')],
  ['Whole30', words('whole30|whole 30|whole thirty', 'whole30|whole 30', 'whole30|whole 30', 'whole30|whole 30', 'whole30|whole 30')],
  ['Low Carb', words('low carb*|low carbohydrate|lowcarb|few carbs|no carbs|cutting carbs|cut down on carbs|cut right down on carbs|cut back on carbs|less carbs|fewer carbs|reduce carbs|cutting down on carbs', 'bajo en carbohidratos|baja en carbohidratos|low carb|lowcarb|pocos carbohidratos|sin carbohidratos|menos carbohidratos|reducir los carbohidratos|reducir carbohidratos', 'low carb|lowcarb|pauvre en glucides|faible en glucides|moins de glucides|peu de glucides|sans glucides|limiter les glucides|reduire les glucides', 'low carb|lowcarb|kohlenhydratarm|wenig kohlenhydrate|keine kohlenhydrate|weniger kohlenhydrate', '低碳|低碳水|少碳水|不吃碳水|少吃碳水')],
  ['Kosher', words('kosher|kashrut|jewish dietary law*|keep kosher', 'kosher|kasher|kashrut|leyes dieteticas judias|ley judia|comida judia', 'casher|cacher|kasher|kosher|cacherout|kashrout|lois alimentaires juives|loi juive', 'koscher|jud* speisegesetz*|juedisch* speisegesetz*|kaschrut', '犹太洁食|洁食|kosher|犹太教规|犹太饮食|犹太教')],
  ['Halal', words('halal|islamic dietary law*|muslim', 'halal|leyes dieteticas islamicas|ley islamica|musulman*', 'halal|lois alimentaires islamiques|loi islamique|musulman*', 'halal|islamisch* speisegesetz*|muslim*', '清真|穆斯林')],
  ['Gluten-Free', words('coeliac|celiac|gluten free|gluten intolerant|gluten intolerance', 'celiaquia|sin tacc|celiac*|sin gluten|intolerante* al gluten|intolerancia al gluten', 'coeliaque*|celiaque*|sans gluten|intolerant au gluten|intolerante au gluten|intolerance au gluten', 'zoliakie|zoeliakie|glutenfrei*|glutenunvertrag*|ohne gluten', '乳糜泻|无麸质|麸质过敏|不含麸质')], 
  ['Dairy-Free', words('lactose intolerant|lactose intolerance|dairy free|lactose free', 'intolerante* a la lactosa|intolerancia a la lactosa|sin lactosa|sin lacteos', 'intolerant* au lactose|intolerance au lactose|sans lactose|sans produits laitiers', 'laktose*|laktosfrei|milchfrei|ohne milchprodukte', '乳糖不耐|无乳制品|不含乳制品|无乳糖')],
  ['Nut-Free', words('nut free|nut allergy', 'sin frutos secos|alergia a los frutos secos|sin nueces', 'sans noix|allergie aux noix|sans fruits a coque', 'nussfrei|nussallergie|*nussallergie|nussalergie|*nussalergie|ohne nusse|ohne nuesse', '无坚果|坚果过敏|不含坚果')],
];

/** What a restriction is about, after "no", "allergic to", "can't eat", "without". */
// prettier-ignore
export const RESTRICTED_FOODS: ReadonlyArray<readonly [preference: DietaryPreference, foods: Words]> = [
  ['Nut-Free', words('nut|nuts|peanut*|almond*|walnut*|cashew*|hazelnut*|pecan*|pistachio*|tree nut*', 'nuez|nueces|frutos secos|cacahuete*|cacahuate*|mani|almendra*|anacardo*|avellana*|pistacho*', 'noix|fruits a coque|cacahuete*|arachide*|amande*|noisette*|pistache*|cajou', 'nuss|nusse|nuesse|*nusse|*nuesse|erdnuss*|erdnus*|mandel*|haselnu*|walnu*|cashew*|pistazie*', '坚果|花生|杏仁|核桃|腰果|榛子|开心果')],
  ['Gluten-Free', words('gluten|wheat', 'gluten|trigo', 'gluten|ble', 'gluten|weizen*', '麸质|小麦|面筋')],
  ['Dairy-Free', words('dairy|lactose|milk products|milk|cheese', 'lacteos|lactosa|leche|queso', 'produits laitiers|laitages|lactose|lait|fromage', 'milchprodukt*|laktose*|milch*|kase|kaese', '乳制品|乳糖|牛奶|奶制品|奶')],
  ['Vegetarian', words('meat', 'carne', 'viande', 'fleisch', '肉')],
  [
    'Vegan',
    words(
      'animal products|animal produce|anything from animals',
      'productos animales|productos de origen animal|de origen animal',
      'produits animaux|produits d origine animale|d origine animale',
      'tierische produkte|tierischen produkte|tierprodukte|tierischen ursprungs',
      '动物制品|动物产品|动物性食品',
    ),
  ],
];

/** Saying a restriction applies ("no nuts", "allergic to", "can't have", "without"). */
export const AVOID = words(
  'no|nothing with|nothing containing|allergic to|allergy to|allergies to|allergic|cant eat|can t eat|cannot eat|cant have|can t have|cannot have|avoid|avoiding|without|free of|intolerant to|intolerant|don t eat|dont eat|do not eat|stopped eating|stop eating|not eating|off|give up|gave up|no more|cut out|cutting out|cut * out|quit|quitting|intolerance|allergy|sensitive to|alergic|alergy|intolerant of|can t tolerate|cant tolerate|react to|reacts to|sensitive|allergies|can t drink|cant drink|cannot drink|can not have|doesn t eat|doesnt eat|won t eat|reaction to|reactions to|bad reaction to',
  'sin|nada de|alergia a|alergia al|alergico a|alergica a|alergico al|alergica al|alergic*|no puedo comer|no como|no comemos|evito|evitar|evita|intolerante a|intolerante al|deje de comer|dejo de comer|ya no como|no tomo|alerg*|alerj*|intolerancia|quitar|dejar|alergia|alerjia|alergico|alergica|no tolera|no toleramos|no tolero|intolerante|sensible a|no puede tomar|no puede comer|no pueden tomar|no pueden comer|no puedo tomar|no come|no toma|dejo el|dejo la|dejamos el|dejamos la|reaccion a|reaccion al|le da reaccion|sigo sin comer|sigo sin|sin comer|sigue sin comer|seguimos sin comer|cero|reaccion con el|reaccion con la|reaccion a la',
  'sans|pas de|allergique a|allergique aux|allergique au|allergie a|allergie aux|je ne mange pas|je ne peux pas manger|on ne mange pas|evite|eviter|intolerant a|intolerante a|plus de|j arrete|intolerance|allergie|supprimer|arreter|alergie|alergique|allergique|allergies|ne supporte pas|ne tolere pas|intolerant|intolerante|sensible a|ne peut pas manger|ne peut pas boire|ne mange pas|ne boit pas|ne peut plus manger|arrete|on arrete|interdit|interdits|interdite|interdites|ne digere plus|ne digere pas|digere mal|reaction a|reaction aux|fait une reaction|reagit a|reagit aux|reagit au',
  'keine|kein|keins|ohne|allergisch gegen|allergisch auf|allergie gegen|vertrage kein|vertrag kein|esse kein|essen kein|darf kein|meide|vermeide|verzichte auf|unvertraglich|allergi*|unvertraglichkeit|weglassen|verzichten|alergisch|allergie|allergien|vertragt kein|vertraegt kein|vertragen kein|reagiert auf|empfindlich gegen|unvertraeglich|darf keine|darf keinen|kann keine|kann keinen|isst keine|isst kein|trinkt keine|nein|nix|reaktion auf|alergie gegen|alergie|intoleranz gegen|intoleranz|unvertraglichkeit gegen|unvertraeglichkeit gegen',
  '不吃|不能吃|不要|过敏|忌口|避免|戒|不含|无|不碰|戒掉|不喝|不耐受|不能碰|忌|吃不了|不能喝|喝不了|不可以吃|避开|远离|一吃就|起疹子|唔食|冇食|唔可以食|食唔得|敏感|对*敏感|还是不吃|也不吃|都不吃|仍然不吃',
);

/** Saying a diet no longer applies ("not vegan anymore", "ya no soy", "plus végétarien", "nicht mehr"). */
export const STOPPED = words(
  'was a mistake|set by mistake|by mistake|was wrong|not * anymore|i was|we were|used to be|i used to|was|not * any more|no longer|not anymore|stopped being|quit being|done with being|no more|anymore|any more|again|back to eating|can eat|remove|drop|stop|stopped|quit|dropped|dropping|ditched|ditching|gave up|giving up|given up|done with|over|finished with|no longer doing|stopped doing|quitting|abandon*|not doing * anymore|enough of|take ... off|taking ... off|off my profile|off my list|untick|uncheck|turn ... off|switch ... off|disable|deselect|unticked|unchecked|done and dusted|get rid of|got rid of|rid of|scrap|ditch|didnt stick|didn t stick|didn t work out|didnt work out|wasn t for me|wasnt for me|not for me|gave it up|can go|can be removed|can be taken off|swap ... out',
  'fue un error|fue error|por error|ya no|ya no soy|dejamos|deje|dejo|deja de|dejes de|antes era|antes eramos|yo era|era|deje de ser|dejo de ser|no * mas|otra vez|de nuevo|vuelvo a comer|volvi a comer|ya puedo comer|puedo comer|quita*|elimina*|borra*|saca*|se acabo|basta de|adios a|dejo el|deje el|dejamos el|abandono|abandone|abandonamos|ya no sigo|no sigo|dejo la|deje la|quitame|sacame|desmarca|desmarcar|desactiva|desactivar|deja el|deja la|quitame el|quitame la|no me funciono|fuera',
  'c etait une erreur|par erreur|etait une erreur|ne suis plus|j etais|avant j etais|etais|n est plus|ne sommes plus|ne mange plus|ne fai* plus|on ne fait plus|plus de regime|ne fais plus|plus * du tout|fini|fini le|termine|arrete*|j arrete|a nouveau|de nouveau|remange*|je peux manger|enleve*|retire*|supprime*|quitte|je quitte|abandonne|j abandonne|laisse tomber|je laisse tomber|adieu|stop|fini avec|j en ai fini|plus question|decoche|decocher|desactive|desactiver|vire|virer|vires|virez|suis plus|je suis plus|sommes plus|on est plus|arett*|arret*|lache|j ai lache|lacher',
  'war ein fehler|versehentlich|aus versehen|nicht mehr|raus|war fruher|war frueher|fruher|frueher|kein ... mehr|keine ... mehr|wieder|nicht langer|nicht laenger|aufgehort|aufgehoert|entfern*|streich*|losch*|loesch*|schluss mit|aus mit|vorbei mit|nie wieder|hor auf|hoer auf|aufhoren|aufhoeren|aufgeben|aufgegeben|sein lassen|lass ... sein|verzichte nicht mehr|nimm * raus|nimm * weg|hat sich erledigt|erledigt|abwahlen|abwaehlen|deaktivier*|aus ... nehmen|rausnehmen|herausnehmen|kann weg|konnen weg|koennen weg|fallt weg|faellt weg|ist raus|brauchen wir nicht mehr|brauch ich nicht mehr|brauche ich nicht mehr|kannst du loschen|kannst du loeschen|ist vorbei|vorbei|usenah|usenae|use nah|usenehmen|usenaeh|weg|gecancelt|gecancelled|gecanceled|canceln',
  '是错的|弄错了|设错了|不再|不当|不再当|不做|不用|以前|之前是|原来是|删掉|删了|拿掉|不要了|不用再|不必再|不按|不用按|不是*了|不吃纯素|不吃素了|不再吃素|又开始|重新|可以吃|又吃|不搞|去掉|删除|取消|不坚持|不再坚持|放弃|别再|不要再|不想再|停了|不做了|结束|取消勾选|关掉|戒掉|戒了|唔再|冇再|唔再食|关了|关闭|关上|关一下|停掉|先停掉|停了吧|坚持不下去|取销|不坚持了|唔使|唔要|唔需要|唔使喇|换掉',
);

/** Words around items that name nothing to add ("please", "some", "to my pantry"). */
export const FILLER = words(
  'please|pls|plz|lol|ok|okay|hey|i just looked|just looked|i looked|i just checked|just checked|i checked|i ve checked|one more thing|one last thing|another thing|before i forget|went in|went into|gone in|gone into|can you|could you|would you|will you|can u|could u|kindly|for me|some|a few|few|a bit of|bit of|also|too|as well|now|just|quickly|thanks|thank you|i have|i ve|we have|we ve|to my|to the|to our|into the|into my|in the|in my|in our|on the|on my|on our|my|our|the|straight|straight into|right into|directly|right away|when you get a chance|for me please|go in|goes in|go into|goes into|belong in|belongs in|live in|is in|are in|are now in|is now in|in|into|on|is gone|are gone|ran out|have run out|has run out|is finished|are finished|instead|rather|is|are|s|be a dear|be a star|be an angel|be a love|go ahead|go ahead and|gracias|merci|danke|grazie|arigato|arigatou|obrigado|obrigada|salamat|salamat po|kamsahamnida|gamsahamnida|dankie|shukran|xie xie|xiexie|obvs|bless her|bless him|bless them|por favor|s il te plait|bitte|yaar|bro|mate|fam|um|umm|uh|uhm|erm|no rush|no rush at all|no hurry|whenever you get a moment|if you don t mind',
  'por favor|porfa|lo acabo de mirar|acabo de mirar|lo he mirado|he mirado|lo acabo de ver|puedes|podrias|me|un poco de|algo de|unos|unas|algunos|algunas|tambien|ahora|ya|gracias|a mi|a la|al|en la|en el|en mi|mi|mis|nuestra|nuestro|en|lo|los|nuevos|nuevas|frescos|frescas|a mis|directamente|directo|enseguida|cuando puedas|va|van|iran|va en|van en|estan en|esta en|directas|directos|directa|derecho|se acabo|se acabaron|se termino|se terminaron|ya no hay|mejor|en su lugar|mas bien|habia|habian|hay|al tiro|altiro|ahorita|ya mismo|merci|danke|thanks|thank you|grazie|arigato|arigatou|obrigado|obrigada|salamat|salamat po|kamsahamnida|gamsahamnida|dankie|shukran|xie xie|xiexie|lol|obvs|bless her|bless him|bless them|please|s il te plait|bitte|eh|ehm|emm|mmm|te importaria|de antemano|gracias de antemano|si no es molestia|sin prisa',
  'd|l|je viens de regarder|je viens de verifier|j ai verifie|j ai regarde|s il te plait|s il vous plait|stp|svp|peux tu|pourrais tu|pouvez vous|moi|un peu de|quelques|des|du|de la|aussi|maintenant|merci|dans le|dans la|dans mon|dans ma|a mon|a ma|au|mon|ma|mes|notre|le|la|dans|sur|a|directement|tout de suite|quand tu peux|vont|va|sont dans|est dans|vont dans|va dans|je vous prie d|je vous prie de|veuillez|vous prie|tout|tout ca|est fini|est finie|sont finis|sont finies|y en a plus|mais bon|bon ben|bon bah|t es un amour|tu es un amour|t es un ange|t es la meilleure|t es le meilleur|les courses sont faites|courses sont faites|sont faites|c est fait|plutot|a la place|mes stocks|nos stocks|mon stock|notre stock|le stock|les stocks|en stock|au stock|a jour le stock|mettre a jour le stock|a jour|mettre a jour|une fois|merci d avance|merci par avance|d avance|gracias|danke|thanks|thank you|grazie|arigato|arigatou|obrigado|obrigada|salamat|salamat po|kamsahamnida|gamsahamnida|dankie|shukran|xie xie|xiexie|lol|obvs|bless her|bless him|bless them|please|por favor|bitte|pourriez vous|auriez vous la gentillesse de|je vous en remercie|je vous en remercie par avance|merci infiniment|auriez vous l amabilite de|voudriez vous|voulez vous|voudrais tu|veux tu|euh|heu|bah|sans urgence|si ca ne te derange pas|ca t embeterait',
  'bitte|hab gerade nachgeschaut|gerade nachgeschaut|hab nachgeschaut|nachgeschaut|kannst du|alles|das alles|grad|grade|gerade|eben|konntest du|koenntest du|mir|etwas|ein paar|einige|auch|noch|jetzt|danke|in den|in die|in das|ins|zum|zur|meine|meinen|meinem|unseren|unsere|unser|auf den|auf die|das|dazu|sie|in|im|am|beim|fur|fuer|den|dem|der|fur den|fuer den|mal|direkt|gleich|sofort|bitte mal|wenn du kannst|kommen|kommt|gehoren|gehoeren|gehort|gehoert|liegen|liegt|sind|ist|ab damit|damit|ab|auf|auf n|aufn|auf s|uf d|uf|uf s|uf de|in d|ind|brauch ich|brauch ich auch|brauchen wir|brauchen wir auch|brauch|brauche ich|sind aus|ist aus|sind leer|ist leer|sind alle|ist alle|geht aus|gehen aus|ist aufgebraucht|sind aufgebraucht|lieber|stattdessen|war s|wars|gracias|merci|thanks|thank you|grazie|arigato|arigatou|obrigado|obrigada|salamat|salamat po|kamsahamnida|gamsahamnida|dankie|shukran|xie xie|xiexie|lol|obvs|bless her|bless him|bless them|please|por favor|s il te plait|konnten sie|koennten sie|konnen sie|koennen sie|wurden sie|wuerden sie|ich ware ihnen dankbar|ich waere ihnen dankbar|ware ihnen dankbar|waere ihnen dankbar|wenn sie|ah|ahm|ehm|hmm|eventuell|ware lieb|waere lieb|ware nett|waere nett|keine eile',
  '我刚看过|刚看过|看过了|我刚看了|不胜感激|烦劳您|烦劳|劳驾您|劳驾|有劳|这两样|这几样|这些东西|请|帮我|给我|一些|一点|点|些|也|还|现在|谢谢|我的|我们的|到|把|在|里|中|上|了|吧|一下|记|帮忙|麻烦|麻烦你|帮忙记|直接|一起|放在|放好了|了哦|都|已经|清淡的|清淡点|清淡一点|吃清淡|想吃清淡的|分钟|秒钟|落|加埋|下班顺路买|顺路买|下班买|下班|顺路|也快|快|都快|又|家里没有|家里没|没有|没|方便的话|如果方便的话|不麻烦的话|如果不麻烦的话|吗|呢|呀|啊|哦|嗯|呃|有空的话|跟你说一声|说一声|不急|收拾好|反正先',
);

/** Calling the assistant by name ("hi chef", "hey Larder"). */
export const ADDRESS = words(
  'chef|larder|there|everyone|all|a lot|so much|very much|again|you|mate|buddy|pal|dude|bro|friend|boss|love|mister|my friend|old friend|champ|cobber',
  'chef|larder|mucho|muchas|de nuevo|jefe|jefa|amigo|amiga|compa|che|tio|tia|mi amigo|mi amiga|maestro|crack|chef querido|querido|querida|mijo|mija|wey|guey|pana|parce|broder|chefsito|chefcito|chefecito',
  'chef|larder|beaucoup|encore|mon pote|mon ami|mon amie|l ami|mec|toi|mon vieux|mon chef|l artiste|mon grand|le chef|mon petit chef|petit chef|chef cheri',
  'chef|larder|sehr|vielmals|nochmal|du|kumpel|alter|meister|chefkoch|mein freund|freund|leute|ihr',
  '厨师|大厨|小厨|啦|呀|啊|哦|你|您|大厨你|老板|朋友|亲|亲爱的|师傅|老兄|兄弟|chef',
);

/** The asking words around a substitution ("what can I use", "for", "the"). */
export const ASKING = words(
  'what|what can i use|what could i use|can i use|could i use|use|a good|good|for|with|it|is|s|there|an|a|any|in baking|in a recipe|what do i|do i|i m|im|i am|out of|have no|run out of|the|my|some|what s|whats|alternatives|alternative|options|ideas|needed|wanted|please|instead|know|do you know|anything|something|recipe needs|recipe calls for|needs|calls for|and i|and we|recipe|my recipe|i need|need|haven t got any|havent got any|haven t got|havent got|got no|no|don t have any|dont have any|don t have|dont have|ran out of|we re out of|i m out of|all out of|what could i|sub in|sub|how|how do i|how do we|how can i|how to|them|this|that|the recipe calls for|the recipe needs|recipe wants|the recipe wants',
  'que|que puedo usar|puedo usar|usar|con que|con|por|para|el|la|los|las|un|una|le pongo|pongo|puedo|de|del|al|si no tengo|busco|necesito|alternativas|alguna|algun|algo|sabes|opciones|en su lugar|en vez|la receta lleva|la receta pide|lleva|pide|y no tengo|y|receta|mi receta|no tengo|no hay|me falta|me faltan|se me acabo|se acabo|no me queda|ya no hay|sin|no encuentro|y no lo encuentro|y no la encuentro|no lo encuentro|no la encuentro|lo|que uso|receta pide',
  'que|quoi|que puis je utiliser|je peux mettre quoi|mettre|utiliser|par|pour|le|la|les|du|de|des|un|une|je peux|peux|d|l|je n ai plus|je n ai pas|cherche|je cherche|recherche|alternatives|quelque chose|tu sais|idees|ma recette demande|la recette demande|demande|et je|et|recette|ma recette|je n en ai pas|pas de|plus de|j ai pas de|il me manque|manque|j en ai pas|j en ai plus|et j en ai pas|et j en ai plus|je trouve pas|pas d|plus d|sous la main|qu est ce qui peut|qu est ce qui|qui peut|recette demande|la recette veut',
  'was|was kann ich|kann ich|wodurch|lasst sich|laesst sich|womit lasst sich|womit kann ich|nehmen|womit|mit|fur|fuer|den|die|das|der|ein|eine|ich|als|von|vom|zu|hast du|habt ihr|gibt es|es|gesucht|gesucht wird|suche|ich suche|brauche|alternativen|etwas|irgendwas|dafur|dafuer|stattdessen|nehm|nehme|das rezept braucht|rezept|braucht|verlangt|und ich|und|mein rezept|keine|kein|im haus|zuhause|da|fehlt|fehlen|fehlt mir|fehlen mir|hab kein|habe kein|hab keine|habe keine|hab keinen|habe keinen|keinen|ist alle|ist aus|ist leer|was tu ich|tu ich|rein|das rezept verlangt|rezept verlangt|im rezept steht',
  '什么|用什么|可以用|能用什么|能用|用什么替|能|可以|用|的|吗|呢|没有|我没有|家里没有|做菜|缺了|缺|没了|用完了|啥|是什么|有什么|有吗|的平替|平替|好呢|菜谱要|菜谱里要|需要|要|是啥|少了|家里没了|没有了|发现|发现没了|食谱要',
);

/** A month, for expiry periods ("this month"). */
export const MONTH = words(
  'this month|month|a month',
  'este mes|mes',
  'ce mois|mois',
  'diesen monat|monat|monats|eines monats|innerhalb eines monats',
  '这个月|本月|一个月',
);

/** "switching from keto to paleo": the first diet named ends, the second starts. */
export const CHANGE_FROM = words(
  'switching from|replace * with|swap * for|change * to|swap * with|switch from|switched from|going from|moving from|change from|changing from|switch me from|from * to|move me from|swap ... for|replace ... with|change ... to|switch ... to|swap ... with',
  'cambio de|cambia * por|cambiar * por|cambia ... por|sustituye * por|reemplaza * por|cambiamos de|pasamos de|paso de|cambiar de|de * a',
  'passer de|remplace ... par|remplacer ... par|change ... pour|je passe de|on passe de|changer de|de * a|du * au',
  'wechsle von|ersetze ... durch|tausch ... gegen|tausch* * gegen|wechseln von|umstieg von|von ... auf|von * zu|von * auf|stell von|stelle von|umstellen von|umstellen|wechsel von|mach aus|mach mir aus',
  '从*改成|把*换成|把*改成|*换成|从*换成|从*转|从*到',
);

/** Ways of cooking: "how do I …" with one of them is a cooking lesson, not help with the app. */
export const TECHNIQUE = words(
  'sear|searing|roast|roasting|braise|braising|poach|poaching|knead|kneading|whisk|julienne|caramelise|caramelize|temper|deglaze|fillet|debone|crispy|fluffy|tender|sharpen|hone|carve|fillet a|butterfly|truss|shuck|zest|dice an|chop an|slice a|joint a|dough|batter|make bread rise|get it to rise|brunoise|chiffonade|knife skills|fillet a fish|temper chocolate',
  'sellar|dorar|asar|hornear|amasar|pochar|caramelizar|desglasar|crujiente|esponjoso|esponjosa|tierno|afilar|afilo|trinchar|deshuesar|filetear|picar una|cortar en juliana|masa|que suba la masa|leudar|levar',
  'saisir|rotir|braiser|pocher|petrir|fouetter|caraméliser|caramelizer|deglacer|croustillant|moelleux|fondant|lever des filets|lever les filets|aiguiser|affuter|affûter|desosser|decouper un|emincer|la pate|une pate|faire lever|lever la pate',
  'anbraten|schmoren|pochieren|kneten|karamellisieren|knusprig|fluffig|locker|zart|scharfe ich|schaerfe ich|scharfen|schaerfen|schleifen|filetieren|tranchieren|entbeinen|zerlegen|teig|*teig|aufgeht|aufgehen|gehen lassen',
  '炒糖色|糖色|做法|怎么炒|怎么炖|怎么煮|怎么蒸|怎么煎|怎么烤|怎么腌|怎么切|酥脆|入味|教我|怎么片|片鸭|磨刀|怎么磨|怎么剁|去骨|怎么杀|怎么处理|怎么去皮|面团|发面|和面|揉面',
);

// prettier-ignore
/** A diet given up for another, named right after these words ("low carb instead of keto", "statt Keto"). */
export const INSTEAD_OF = words(
  'instead of|in place of|rather than|not|no more|replacing|in lieu of|swap out|switch out|swap|replace',
  'en vez de|en lugar de|en vez del|en lugar del|y no|ya no|reemplazando|sustituyendo',
  'a la place de|a la place du|au lieu de|au lieu du|plutot que|et non|et plus',
  'statt|anstatt|anstelle von|anstelle|statt dem|statt der|nicht mehr|und nicht',
  '而不是|代替|不再是|不是|取代',
);

/** Fish still eaten beside a restriction on meat ("but fish is fine", "但吃鱼"). */
export const FISH_STILL = words(
  'but fish|fish is fine|fish is ok|fish is okay|fish is still fine|fish is still ok|fish still fine|fish still ok|fish and seafood are fine|still eat fish|i eat fish|we eat fish|except fish|fish yes|still have fish|still having fish|still eating fish|fish now and then',
  'pero pescado|pero si pescado|pescado si|el pescado si|pescado todavia si|sigo comiendo pescado|como pescado|menos el pescado|vuelvo al pescado|vuelvo a comer pescado|seguimos comiendo pescado|aun comemos pescado',
  'mais du poisson|mais le poisson|poisson oui|le poisson ca reste ok|poisson ca reste|le poisson ca va|poisson ca va|poisson c est ok|poisson reste ok|je mange du poisson|sauf le poisson|garde le poisson|on garde le poisson|gardons le poisson|toujours du poisson|encore du poisson',
  'aber fisch|fisch esse ich|fisch schon|fisch ist aber okay|fisch ist aber ok|fisch ist ok|fisch ist okay|fisch ist in ordnung|fisch hingegen schon|fisch und meeresfruchte hingegen schon|fisch ess ich noch|fisch ess i no|fisch ja|fisch geht|ausser fisch|fisch aber schon|fisch aber|aber fisch schon|fisch schon noch|fisch weiterhin|fisch esse ich noch|fisch essen wir noch|weiterhin fisch',
  '但吃鱼|吃鱼|鱼可以|鱼还是吃|鱼还是可以|鱼照样吃|还照样吃|鱼照吃|可以吃鱼|除了鱼|海鲜照吃|照吃海鲜|海鲜还吃|海鲜可以|还照吃|鱼还吃',
);

/** Meat, eaten again. */
export const MEAT = words(
  'meat|carnivore',
  'carne|carnivoro|carnivora',
  'viande|carnivore',
  'fleisch|fleischesser*',
  '肉|荤|吃肉',
);

/** Saying a food is missing ("there's no cornflour", "no me queda nata", "mir fehlt"): the food replaced. */
export const LACKING = words(
  'there s no|theres no|there is no|no more|out of|ran out of|run out of|don t have|dont have|do not have|haven t got|havent got|we re out of|i m out of|i have no|we have no|no|is empty|s empty',
  'no me queda|no nos queda|no queda|no tengo|no tenemos|me falta|me faltan|nos falta|nos faltan|no hay|se me acabo|se me acabaron|se nos acabo|sin|esta vacio|esta vacia',
  'je n ai plus|je n ai pas|on n a plus|on n a pas|il n y a plus|il n y a pas|il me manque|il nous manque|plus de|pas de|reste zero|me reste zero|il me reste zero|zero oeuf|zero|est vide',
  'mir fehlt|mir fehlen|uns fehlt|uns fehlen|habe kein|habe keine|hab kein|hab keine|haben kein|haben keine|ist alle|sind alle|kein|keine|keinen|ist leer',
  '没有|没了|用完了|缺|家里没',
);

/** Fish named beside meat ("鱼和肉都吃"): every diet without them ends. */
export const FISH = words(
  'fish|seafood',
  'pescado|pescados|mariscos',
  'poisson|poissons|fruits de mer',
  'fisch|fische|meeresfruchte|meeresfruechte',
  '鱼|海鲜',
);

/** The user's list of appliances named ("add it to my appliances", "bei meinen Geräten aufnehmen"). */
export const APPLIANCE_LIST = words(
  'my appliances|to my appliances|kitchen appliances|my kitchen gear|my gadgets|my kitchen kit|appliance list|list of appliances|my equipment|kitchen equipment|equipment list|my equipment list|kit list|gadget list|list of gadgets|to my kitchen|in my kitchen|to the kitchen stuff|appliances list|the appliances|my appliance list|appliances',
  'mis electrodomesticos|a mis electrodomesticos|mis aparatos|electrodomesticos|aparatos de cocina|lista de aparatos|lista de electrodomesticos|mis equipos|mis cosas de cocina|cosas de cocina|mis utensilios|utensilios de cocina|a mi cocina|en mi cocina|a mi lista de cocina|mis aparatos de cocina|en mis aparatos de cocina|a mis aparatos de cocina|mis aparatos de la cocina',
  'mes appareils|mes electromenagers|electromenager|appareils de cuisine|mes appareils de cuisine|liste des appareils|liste d appareils|mes equipements|a ma cuisine|dans ma cuisine',
  'meinen geraten|meinen geraeten|meine gerate|meine geraete|kuchengerate|kuchengeraete|kuchengeraten|haushaltsgerate|haushaltsgeraete|gerateliste|geraeteliste|geratelist*|geraetelist*|meine gerate liste|gerate liste|geraete liste|in meine kuche|in meine kueche|zu meiner kuche|zu meiner kueche|chuchigerat|chuchigerate|mine chuchigerat|chuchigraet',
  '厨房电器|我的电器|电器|家电|厨房家电|厨具|厨房设备|我的设备|设备清单|设备列表|电器清单|电器列表|厨房用具|我的厨房|设备',
);

/** The kind of word an appliance's name ends in, for ones the catalogue lacks. */
export const MACHINE = words(
  'maker|machine|cooker|fryer|mixer|blender|processor|grinder|grill|press|oven|warmer|dispenser|popper|iron|smoker|slicer|spiralizer|thermomix|yogurt maker|ice cream maker|pasta maker|boiler|kettle|toaster|steamer|dehydrator|roaster|juicer|sealer|frother|makers|machines|cookers|fryers|mixers|blenders|grinders|grills|presses|ovens|smokers|slicers|kettles|toasters|steamers|dehydrators|juicers|frothers',
  'yogurtera|heladera|prensa*|maquina de pasta|maquina de helados|maquina*|robot*|thermomix|picadora|molinillo|sandwichera|crepera|palomitera|maquina|cafetera|tostadora|batidora|exprimidor|licuadora|olla|freidora|deshidratadora|envasadora|vaporera|horno|hervidor|plancha|arrocera|panificadora|cortadora|raclette|churrera|waflera|tortilladora|fondue|fuente de chocolate|arepera|tamalera|sarten electrica|parrilla electrica|comal electrico|tortillera|empanadora|quesadillera|panquequera|wafflera|paellera|paellera electrica|sarten paellera',
  'yaourtiere|sorbetiere|crepiere*|machine*|robot*|thermomix|hachoir|moulin*|appareil a raclette|crepiere|gaufrier|cuiseur*|cafetiere|grille pain|bouilloire|mixeur|blender|centrifugeuse|extracteur|friteuse|deshydrateur|appareil|cuiseur|four|machine|robot|fontaine*|appareil a fondue|plancha|tireuse*|fumoir|caquelon*',
  'nudelmaschine|eismaschine|*topf|joghurtbereiter|*maschine|*automat|*gerat|*bereiter|thermomix|monsieur cuisine|*muhle|*presse|*kocher|*toaster|*grill|*ofen|*mixer|*geraet|*muehle|*zerkleinerer|*entsafter|*waage|*kessel|*maker|*eisen|vakuumierer|*ierer|folienschweissgerat|folienschweissgeraet|*aufschaumer|*aufschaeumer|fleischwolf|*schneider',
  '机|锅|炉|器|豆浆机|面条机|酸奶机|破壁机|煲|烤箱|微波炉|铛|饼铛',
);

/** Articles and counters before an appliance's name ("a", "un", "一台"). */
export const ARTICLES_WORDS = words(
  'a|an|the|new|brand new|one|our|my',
  'un|una|uno|el|la|nuevo|nueva|mi|nuestra|nuestro',
  'un|une|le|la|nouveau|nouvelle|mon|ma|notre',
  'ein|eine|einen|neue|n|nen|ne|neuen|neuer|neues|den|die|das|meine|unsere',
  '一台|一个|一部|部|一口|台|个|新|了',
);

/** When something happened, around an appliance's name ("today", "finally", "终于"). */
export const TIME_WORDS = words(
  'now|yesterday|today|for christmas|for my birthday|finally|just|recently|last week',
  'ahora|ayer|hoy|por navidad|por fin|recien|la semana pasada',
  'maintenant|hier|aujourd hui|pour noel|enfin|recemment|la semaine derniere',
  'jetzt|gestern|heute|zu weihnachten|endlich|neulich|letzte woche',
  '现在|昨天|今天|刚|刚刚|终于|家里|我们|我',
);

/** Doing something again ("I eat meat again", "vuelvo a comer carne", "我又开始吃肉了"). */
export const AGAIN = words(
  'again|back to eating|carnivore again|eating * again|start eating|started eating',
  'otra vez|de nuevo|volvimos a|volvio a|volvieron a|vuelvo a ser|volvi a ser|vuelvo a|volvi a|volvemos a|empiezo a comer',
  'a nouveau|de nouveau|redevien*|redevenu*|remange*|je recommence|recommence*|de retour|revient|est revenue|est revenu',
  'wieder',
  '又|重新|开始吃|又开始|恢复|又吃|都吃',
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

/** Two weeks, for expiry periods ("fortnight", "quincena"). */
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
  'but|now|and add|and put|from now on|going|instead|switching to|and now|to become|to go|and go|and start|and switch*|doing|and doing|and try*|switch it to|switch to|change it to|and make it|make it|and set it to|set it to|and change it to|and put me on|put me on',
  'pero|ahora|y pon|y agrega|y anade|a partir de ahora|desde ahora|en cambio|y ahora|para hacerme|para ser|para pasar a|y paso a|y me hago|me hago|y ademas|ademas|y pone|y ponme|y ponle|y cambia a|y cambialo a',
  'mais|maintenant|et mets|et ajoute|desormais|a partir de maintenant|je suis passe|je passe|et maintenant|pour devenir|pour passer|pour etre|et je passe|et je deviens|je deviens|et je commence|je commence|on commence|et on commence|et passe a|et mets moi|pis mets|pis ajoute|puis mets|puis ajoute|pis met',
  'aber|jetzt|und ... rein|und setz*|und fug*|und fueg*|ab jetzt|ab sofort|stattdessen|und jetzt|und werde|und bin jetzt|und esse|werde jetzt|dafur|dafuer|und stell|und setz|und mach',
  '但是|但|现在|以后|改成|改为|换成|转为|开始',
);

/** The shopping done: what was bought is stocked, not listed ("les courses sont faites"). */
export const SHOPPING_DONE = words(
  'did the shopping|done the shopping|shopping is done|shopping done|back from shopping|did the weekly shop|did the groceries',
  'hice la compra|ya hice la compra|ya hicimos la compra|hicimos la compra|vengo de comprar|volvi de comprar',
  'courses sont faites|j ai fait les courses|on a fait les courses|fait les courses|de retour des courses|retour de courses',
  'einkauf erledigt|war einkaufen|waren einkaufen|vom einkaufen zuruck|vom einkaufen zurueck|einkauf ist erledigt',
  '买完了|采购完|购物回来|买菜回来',
);

/** The shopping list by name. */
export const LIST_NAMES = words(
  'shopping list*|grocery list*|groceries list|the list|my list|our list|list|market list|to buy list|for the next * run|supermarket run|grocery run|shoppinglist|grocerylist|shopinglist|for the big shop|for the weekly shop|for the next shop|note for the shop|note for the big shop',
  'lista de la compra|lista de compras|lista de compra|lista del super|lista del supermercado|la lista|mi lista|lista|lista del mercado|lista de mercado|lista del mercadona|lista de la tienda|lista del mandado|lista de mandado|pa la compra|para la compra',
  'liste de courses|liste des courses|liste de course|la liste|ma liste|liste|liste du marche|liste de marche|liste des achats|liste d achats|liste de commissions|liste d epicerie|la liste d epicerie|liste de l epicerie',
  'einkaufsliste*|einkaufszettel*|die liste|meine liste|liste|liste zum einkaufen|nachsten einkauf|naechsten einkauf|marktliste|kaufliste|einkaufsnotiz|einkaufszettel|poschtiliste|postiliste|poschtizettel|iichaufsliste|chaufsliste|einkaufzettel|einkaufsliste uf|ikaufsliste|iichaufszettel|poschtizedel|einkaufszettl|kommissionenliste|auf n zettel|auf den zettel|auf dem zettel|zettel|auf s zettel|aufn zettel|auf d liste|uf d liste|uf de zettel|auf die liste',
  '购物清单|购物单|购物列表|采购清单|清单|采购单|购物*单|买菜清单|待买清单|购物车',
);

/** Words that ask for an item to be written down without naming the list or the pantry. */
export const NOTE_DOWN = words(
  'write|write down|jot|jot down|note|note down|put down|mark down|enter|list|add it|stick it|log|log those|remember|remember that|remember it|make a note|keep track of',
  'escribe|anota|anotalo|apunta|apuntalo|pon|ponlo|anota*|apunta*|escribe*|ponme|apuntame|pones|los pones|lo pones|las pones|la pones|me los pones|me lo pones|anotas|apuntas|agregas|anades|me los anotas|me lo anotas|registras|registra|registralo|registrarlo|mandalos|mandalo|manda|anotelo|anotelos|anote|apunte|apuntelo|ponga|pongalo|incluya|incluyalo|incluyela|agregue|agreguelo|poneme|anotame|agregame|guardar|guardarlos|guardarlas|guardalos|guardalas|guardalo|guardala|te acuerdas|acordarte|recuerdalo|recuerda|recordarlo|toma nota|tomar nota|tomas nota',
  'ecris|note|note le|notez|inscris|mets|note*|marque|rajoute|noter|le noter|les noter|encoder|les encoder|ecrire|l ecrire|les ecrire|ecris le|ecris les|inscrire|l inscrire|les inscrire|t en souvenir|te souvenir|souviens toi|retiens|retenir|prendre note|prends note',
  'schreib|schreibe|schreib das|notier|notiere|setz|setze|trag ... ein|notier*|aufschreib*|aufschreiben|vormerken|merk ... vor|schreibs|schreib s|notiers|trags ... ein|setzs|merk dir|merk|iitrage|iitraga|ufschriibe|uufschriibe|festhalten|festhalt*|vermerken|notieren|notieren wurden|notieren wuerden|einpflegen|einpflege|pflegen ... ein|pfleg ... ein|dir merken|dir das merken|merken|merkst du|merkst|notierst|aufschreibst',
  '写|写上|记上|记下|记得|记一下|列进|列入|写进|记进|登记|记到|记录|录进去|录入|录一下|录上|记一笔|记一下吧|记着|记住|记下来',
);

/** Where the food came from, said around items ("from the market", "vom Bauernmarkt", "超市买的"). */
export const ORIGIN = words(
  'from the *|from * market|at breakfast|at lunch|at dinner|from her allotment|from the allotment|from my allotment|got back from *|back from *|just got back|got back|at the *|from aldi|from lidl|from tesco|from costco|on the way home|on my way home|today|this morning|yesterday|home|got home|back home|came home|from the garden|in the garden|came|arrived|veg box|veggie box|vegetable box|from the * market|farmers market|farmer s market|from the farm shop|from the butcher|from the bakery|from the greengrocer|deli counter|at the deli|from the deli|the deli|butcher counter|fish counter|cheese counter|haul|* haul|shopping haul|today s haul|todays haul|got the messages|did the messages|the messages',
  'del super|del supermercado|en el mercado|en el super|del mercado|de la tienda|de la carniceria|de la panaderia|de la fruteria|del mercadona|del lidl|del aldi|de camino a casa|hoy|esta manana|ayer|del huerto|del jardin|del tianguis|del mercado de *|de casa|a casa|verduleria|de la verduleria|pase por la verduleria|pase x la|pase por la|del mercado de los *|del tianguis de *|de la feria|de la plaza|del mercadito|vengo del|vengo de la|vengo de|vuelvo del|vuelvo de la|de vuelta del|compras de hoy|la compra de hoy|ya llegue del|llegue del|ya llegue de|llegue de|ya llegue',
  'du marche|du supermarche|a la boulangerie|a l epicerie|a la boucherie|chez le boucher|au magasin|au marche|au supermarche|de la boulangerie|de la boucherie|du magasin|de chez *|de l epicerie|en rentrant|aujourd hui|ce matin|hier|au jardin|du jardin|du potager|au potager|de la maison|viens de rentrer|viens d rentrer|vient de rentrer|rentrer de l epicerie|du marche de *|du primeur|chez le primeur|de chez le primeur|du marche du *|retour du marche|de retour du marche|retour des courses|retour de l epicerie|retour du super|retour de la boulangerie|les courses du jour|mes courses du jour',
  'vom markt|vom bauernmarkt|vom wochenmarkt|vom supermarkt|vom backer|vom baecker|vom metzger|aus dem supermarkt|aus dem laden|vom discounter|vom aldi|vom lidl|heute|heute morgen|gestern|aus dem garten|im garten|vom garten|nach hause|heute vom wochenmarkt|heute vom markt|vom *markt|vom *laden|aus dem *laden|vom bauern|vom hofladen|vom bauernhof|vom hof|vom *stand|vom *markt heute|bi de|bi der|ausbeute|einkauf von heute|heutiger einkauf|wocheneinkauf erledigt|einkauf erledigt|wocheneinkauf|grosseinkauf|bin vom * zrugg|zrugg|bin im * gsi|beim * gewesen|beim *handler gewesen|beim gemusehandler',
  '从超市|超市买的|从*回来|刚回来|在超市|从市场|菜市场买的|市场买的|今天|刚刚|昨天|超市采购|园子里|菜园里|菜园|今天菜市场|菜市场|超市|市场|买菜回来|买菜回来了|从全联回来|刚从全联回来|去超市逛了一下|去超市逛了|逛了一下|逛超市|去超市|从超市回来|回来',
);

/**
 * Taking something off the pantry or a list, moving it or changing its amount: actions the Chef
 * does not take (yet), which name a food without asking to add it.
 */
export const REMOVE_ITEM = words(
  'remove|delete|take off|take * off|cross off|cross * off|get rid of|throw out|throw away|bin the|scratch * off|move|moved|transfer|change * quantity|change the quantity|update the quantity|edit the quantity|set * quantity|set the quantity',
  'quita|quitar|quitame|borra|borrar|borrame|elimina|eliminar|saca de|sacar de|tacha|mueve|mover|cambia la cantidad',
  'enleve|enlever|enleve moi|supprime|supprimer|retire|retirer|raye|rayer|efface|effacer|deplace|deplacer|change la quantite',
  'entferne|entfernen|losche|loesche|loschen|loeschen|streich|streiche|streichen|nimm * raus|nimm * weg|weg von|verschieb*|umlager*|andere die menge|aendere die menge',
  '删除|删掉|去掉|拿掉|移除|划掉|清除|剔除|挪到|移到|改数量|修改数量',
);

/**
 * A food eaten or used up ("we ate all the cookies", "我用了两个鸡蛋"): nothing to add, unless a
 * list is named, where it is bought again.
 */
export const USED_UP = words(
  'used up the|ate|eaten|we ate|i ate|used|we used|i used|drank|drunk|consumed',
  'comimos|me comi|nos comimos|use|gaste|nos tomamos|me tome',
  'on a mange|j ai mange|mange|utilise|j ai utilise|on a utilise|bu|on a bu',
  'gegessen|aufgegessen|verbraucht|getrunken|benutzt',
  '吃了|用了|喝了',
);

/** Saying not to add or buy something ("don't add milk", "no need to buy rice"). */
export const DONT_ADD = words(
  'don t add|do not add|don t put|do not put|don t buy|do not buy|no need to buy|no need to add|don t need|do not need|don t get|no need for|no need to get|don t log|do not log|don t record|do not record|don t include|do not include|don t enter|don t track|don t save|don t scan|don t list|don t write * down|don t note|don t stock|leave ... off',
  'no agregues|no anadas|no pongas|no compres|no hace falta|no necesito|no necesitamos|no me apuntes|no apuntes|no metas|no lo metas|no la metas|no los metas|no las metas|no me metas|no anotes|no lo anotes|no la anotes|no los anotes|no las anotes|no registres|no lo registres|no la registres|no los registres|no las registres|no incluyas|no lo incluyas|no la incluyas|no los incluyas|no las incluyas|no sumes|no los sumes|no las sumes|no guardes|no lo guardes|no la guardes',
  'n ajoute pas|ajoute pas|ne mets pas|mets pas|n achete pas|achete pas|pas besoin de|pas besoin d|ne le mets pas|ne la mets pas|ne les mets pas|ne l ajoute pas|ne les ajoute pas|ne le note pas|ne la note pas|ne les note pas|ne note pas|n enregistre pas|ne l enregistre pas|ne les enregistre pas|ne le compte pas|ne la compte pas|ne les compte pas|ne le rentre pas|ne la rentre pas|ne les rentre pas',
  'nicht hinzufugen|nicht kaufen|nicht aufschreiben|nicht aufnehmen|brauchen kein|brauche kein|brauchen keine|brauche keine|nicht notig|nicht noetig|nicht eintragen|nicht notieren|nicht erfassen|nicht einbuchen|nicht mit aufnehmen|nicht mit eintragen|trag ... nicht ein|tragt ... nicht ein|schreib ... nicht auf|nimm ... nicht auf',
  '不要加|别加|不用加|不用买|别买|不需要买|不需要|就不用了|别记|不用记|不要记|别录|不用录|不要录|别算进去|不用算进去|唔使|唔要',
);

/**
 * Setting a named food aside ("ignore that", "the butter can wait", "ese no cuenta", "on oublie",
 * "die zählt nicht", "别算"): it is neither added nor cooked with.
 */
export const SET_ASIDE = words(
  'ignore that|ignore those|ignore it|none of those|none of them|skip|leave it off|leave that off|leave those off|leave them off|no need to record|so not that|not that one|not those|don t bother|dont bother|doesn t count|don t count|doesnt count|not touching|i m not touching|can wait|can all wait|leave that out|leave it out|leave those out|leave them out|ignore the|ignore my',
  'no lo toques|no la toques|no los toques|no las toques|no cuenta|no cuentan|ese no|esa no|esos no|esas no|esos todavia no|esas todavia no|eso todavia no|no lo pongas|no la pongas|no los pongas|no las pongas|puede esperar|pueden esperar|aguanta|aguantan|olvidate de|ignora|ignoralo|no lo cuentes|no la cuentes|no lo apuntes|no la apuntes',
  'sans toucher|on oublie|oublie ca|oublie le|oublie la|oublie les|laisse faire|ne compte pas|compte pas|comptent pas|peut attendre|peuvent attendre|pas celui la|pas celle la|pas la peine|pas besoin|laisse tomber|laisse le|laisse la|ignore le|ignore la',
  'zahlt nicht|zaehlt nicht|zahlen nicht|zaehlen nicht|kann warten|konnen warten|koennen warten|brauchst du nicht|brauchen wir nicht|brauch ich nicht|lass weg|lass den weg|lass die weg|lass das weg|ignorier*',
  '留着|别算|不算|不要算|不用算|别管|不用管|可以等|不急|不用加|不用买|别加|别买|不用记|别记',
);

/**
 * The dish a shopping is for, said before it ("for tomorrow's lasagne", "que hago tortilla", "de
 * quoi faire la quiche", "fürs Gulasch", "要做蛋糕"): what follows is no food to add.
 */
export const FOR_THE_DISH = words(
  'for the|for my|for our|for tomorrow s|for tonight s|for sunday s|for saturday s|for friday s|for the weekend s|to make|making|doing a|i m making|we re making|i m doing|we re doing|i m baking|baking a|to bake',
  'para el|para la|para los|para las|para hacer|para preparar|que hago|que preparo|voy a hacer|vamos a hacer|hago|preparo',
  'pour le|pour la|pour les|pour l|pour faire|pour mon|pour ma|pour mes|de quoi faire|je fais|on fait|c est pour',
  'fur den|fur die|fur das|furs|fuer den|fuer die|fuer das|fuers|fur unseren|fur unsere|fur meinen|fur meine|zum|zur|ich mache|wir machen|ich backe|gibt s|gibt es',
  '做*要用|做*用|要做|准备做|打算做|用来做|包饺子|包粽子|包馄饨|包包子|打火锅|煲|为了做',
);

/** "everything except the milk", "todo menos la leche", "除了牛奶": what follows is not added. */
export const EXCEPT = words(
  'except|except for|everything except|all except|apart from|other than',
  'menos|excepto|salvo|todo menos|todo excepto|todo salvo|menos el|menos la',
  'sauf|tout sauf|excepte|a part|hormis',
  'ausser|auser|bis auf|alles ausser|alles auser|ausgenommen',
  '除了',
);

/** Food still at home in plenty ("we've still got loads of rice", "Zucker ist noch da"): none to add. */
export const STILL_HAVE = words(
  'still got|still have|still plenty|still loads|plenty of * left|plenty left|loads left|we re fine for|we re good for|we re ok for|we have enough|we ve got enough|got enough|there s still|there is still|there are still|there s plenty|there s loads|fully stocked on|well stocked on|fully stocked',
  'de sobra|todavia hay|aun hay|todavia nos queda|todavia nos quedan|aun nos queda|aun nos quedan|todavia tenemos|todavia tengo|aun tenemos|aun tengo|todavia lo tenemos|todavia la tenemos|todavia los tenemos|todavia las tenemos|aun queda|todavia queda|todavia quedan|aun quedan|nos queda mucho|nos quedan muchos|tenemos suficiente|tenemos bastante',
  'il nous reste|il me reste|il y a encore|y a encore|on a encore|j ai encore|encore plein|encore assez|on a assez|j ai assez|il en reste|en reste encore',
  'noch da|noch genug|es gibt noch|gibt noch|noch genugend|noch genuegend|noch reichlich|reicht noch|noch vorhanden|haben wir noch|hab noch genug|habe noch genug|haben noch genug|haben genug|hab genug',
  '还有很多|还有好多|还有不少|还有挺多|还够|够用|家里还有|还剩很多|还剩不少',
);

/**
 * A food already on the list or in the app, or still at home ("already logged the bread", "ya
 * estaba apuntado", "il est déjà dans l'appli", "steht schon drauf", "已经记了"): not added again.
 */
export const ALREADY_THERE = words(
  'already logged|already added|already noted|already listed|already in the app|already on the list|already on there|already have|already got loads|got loads|have loads',
  'ya estaba apuntado|ya estaba apuntada|ya estaban apuntados|ya estaban apuntadas|ya esta apuntado|ya esta apuntada|ya lo tengo|ya la tengo|ya los tengo|ya las tengo|ya tengo|ya tenemos|ya tenia|ya lo tenia|ya la tenia|ya los tenia|ya las tenia|ya teniamos|me sobra|nos sobra|me sobran|nos sobran',
  'deja dans l appli|deja note|deja notee|deja notes|deja notees|deja enregistre|deja enregistree|deja enregistres|deja sur la liste|j en ai encore|on en a encore',
  'hab ich noch|habe ich noch|hat sie schon|schon eingetragen|schon notiert|schon erfasst|steht schon drauf|stehen schon drauf|ist schon drin|sind schon drin',
  '已经记了|已经记过了|已经登记了|已经加了|已经加过了|已经录了|家里有',
);

/** Bought already ("I already grabbed the eggs", "ya las compré", "déjà acheté"): not to buy. */
export const BOUGHT_ALREADY = words(
  'already bought|already grabbed|already picked up|already got',
  'ya compre|ya lo compre|ya la compre|ya los compre|ya las compre|ya comprado|ya comprada|ya comprados|ya compradas',
  'deja achete|deja achetee|deja achetes|deja achetees|deja pris|deja acheter',
  'schon gekauft|bereits gekauft|schon besorgt|schon geholt',
  '已经买了|已经买过|买过了|已经买好了|买好了',
);

/**
 * Not brought home after all ("the cream cheese never made it home", "el chorizo al final no lo
 * cogí", "je ne l'ai pas acheté", "war ausverkauft", "没买到"): nothing to add to the pantry.
 */
export const NOT_BOUGHT = words(
  'never made it home|didn t make it home|didn t get|did not get|didn t buy|did not buy|forgot the|forgot to buy|forgot to get|sold out|we ate|ate them|ate it',
  'no lo cogi|no la cogi|no los cogi|no las cogi|no lo compre|no la compre|no los compre|no las compre|no habia|se me olvido comprar|se me olvidaron|agotado|agotados|agotada|agotadas|nos lo comimos|nos los comimos',
  'pas achete|pas achetee|pas achetes|pas achetees|n y en avait plus|n y en avait pas|oublie d acheter|oublie de prendre|on les a manges|on l a mange|rupture',
  'nicht bekommen|nicht gekauft|vergessen zu kaufen|zu kaufen vergessen|ausverkauft|gab es nicht|gab s nicht|gabs nicht|aufgegessen|schon gegessen',
  '没买到|没买|忘了买|忘买了|卖完了|没货|吃掉了',
);

/** Food gone bad ("the milk's gone off", "el brócoli está malo", "坏了"): not cooked with. */
export const SPOILED = words(
  'gone off|went off|is off|are off|mouldy|moldy|gone bad|went bad|rotten|spoiled|spoilt|past it|expired|has expired',
  'esta malo|esta mala|estan malos|estan malas|podrido|podrida|podridos|podridas|se echo a perder|caducado|caducada|vencido|vencida',
  'est moisi|est moisie|sont moisis|moisi|moisie|pourri|pourrie|perime|perimee|a tourne',
  'ist sauer|sind sauer|sauer geworden|schimmelig|verschimmelt|schlecht geworden|ist schlecht|ist hin|abgelaufen|verdorben|gammelig',
  '坏了|发霉|变质|臭了|馊了|过期了|烂了|不新鲜',
);

/** Cooking with what is at hand: a suggestion from the stock, on whatever day it is asked for. */
export const WITH_WHAT_I_HAVE = words(
  'with what i have|with what i ve got|with what we have|with what we ve got|using what i have|from what i have|with what s in|with whatever s in|with whatever i have|what i have on hand|with whatever is in|whatever is in the cupboards|whatever s in the|from the stuff we ve got|from the stuff we ve already got|from the stuff i ve got|what we ve already got|what i ve already got|stuff we ve already got in|from what we ve got',
  'con lo que ya tengo|con lo que tengo|con lo que hay|con lo que queda|con lo que tenemos|con lo que me queda|de lo que ya tengo|lo que ya tengo',
  'avec ce que j ai|avec ce qu il y a|avec ce qui reste|avec ce qui traine|avec ce qu on a|avec ce que on a',
  'mit dem was ich habe|mit dem was ich hab|mit dem was da ist|aus dem was da ist|mit dem was wir haben|aus meinen vorraten|mit meinen vorraten|mit dem was ich da hab|was da ist|was im vorrat ist|was im kuhlschrank ist|was im kuehlschrank ist|was noch da ist',
  '用现有的|家里有的|用家里的|现有的|冰箱里有的|手头的|有的材料',
);

/** Not eating a food, said of oneself: no diet of the app when the food is one ("no pork"). */
export const NOT_EATING = words(
  'don t eat|dont eat|do not eat|not eating|stopped eating|stop eating|can t eat|cant eat|cannot eat|no longer eat|won t eat|don t eat * anymore|allergic to|allergy to|allergic|intolerant to',
  'no como|no comemos|ya no como|ya no comemos|deje de comer|dejo de comer|no puedo comer|no podemos comer|alergico a|alergica a|alergia a|alergico al|alergica al|soy alergico|soy alergica',
  'ne mange plus|ne mange pas|ne mangeons plus|ne mangeons pas|je mange plus de|on mange plus de|ne peux pas manger|ne peux plus manger|on ne mange plus|mange pas de|allergique a|allergique au|allergique aux|allergie a|allergie aux',
  'esse kein|esse keine|essen kein|essen keine|esse nicht mehr|essen nicht mehr|esse nie|essen nie|allergisch gegen|allergisch auf|allergie gegen',
  '不吃|不再吃|不能吃|戒了|唔食|冇再食|唔再食|过敏',
);

/** The household's stock by name, where items are noted without a place ("note in my inventory"). */
export const INVENTORY = words(
  'inventory|my inventory|stock|my stock|stocks|supplies|groceries|the groceries|my groceries|the shopping|my shopping|shopping|haul|my haul',
  'inventario|mi inventario|existencias|stock|reservas|la compra|las compras|compras|el mandado|mandado',
  'inventaire|mon inventaire|stock|mon stock|stocks|reserves|les courses|mes courses|courses|commissions|l epicerie',
  'inventar|bestand|meinen bestand|vorrate|vorraete|lager|einkauf|einkaufe|einkaeufe|den einkauf|die einkaufe|die einkaeufe',
  '库存|存货|买的东西|买的菜|东西',
);

/** The day after tomorrow, for expiry periods. */
export const DAY_AFTER_TOMORROW = words(
  'day after tomorrow|the day after tomorrow|overmorrow',
  'pasado manana',
  'apres demain|apres-demain',
  'ubermorgen|uebermorgen',
  '后天',
);

/** Words of ADD that only say who has something ("we", "tenemos"): in a question they do not ask to add. */
export const HAVE = words(
  'i|we|have|has|got|i ve got|we ve got|i have|we have',
  'tengo|tenemos',
  'j ai|on a|avons|ai',
  'ich|wir|hab|habe|haben|sie|ich hab|ich habe|wir haben|gerade',
  '我|我们',
);
