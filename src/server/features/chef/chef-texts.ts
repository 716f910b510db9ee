import type { HelpTopic } from '@shared/domain/chef/intents';
import type { Language } from '@shared/settings-options';

/**
 * What the built-in Chef says, in the five app languages. Placeholders in braces ({items}) are
 * filled by `say`; lists are joined in the reader's language before they go in.
 */
export type ChefTexts = {
  greeting: string;
  greetingNamed: string;
  cantDoThat: string;
  /** What the Chef can do, one line each, for the greeting, help and "can't do that". */
  abilities: string[];
  // Pantry
  pantryCard: string;
  pantryCardAt: string;
  pantryIntro: string;
  notUnderstoodItems: string;
  // Shopping list
  shoppingCard: string;
  shoppingIntro: string;
  // Dietary preferences
  dietCardAdd: string;
  dietCardRemove: string;
  dietCardBoth: string;
  dietIntro: string;
  dietAlready: string;
  dietNotSet: string;
  // Appliances
  applianceCard: string;
  applianceIntro: string;
  applianceAlready: string;
  // Expiring and low
  expiringNone: string;
  expiringToday: string;
  expiringDays: string;
  expiringLine: string;
  expiredLine: string;
  lowNone: string;
  lowSome: string;
  lowCard: string;
  // Conversions
  convertResult: string;
  convertNeedsFood: string;
  convertImpossible: string;
  // Substitutions
  substituteOptions: string;
  substituteUnknown: string;
  // Timers
  timerCard: string;
  timerIntro: string;
  // What can I cook
  cookNone: string;
  cookNoneWith: string;
  cookSome: string;
  cookSomeWith: string;
  cookLine: string;
  cookMissing: string;
  cookAllThere: string;
  cookExpiring: string;
  // Dinner
  dinnerCard: string;
  dinnerIntro: string;
  dinnerNone: string;
  today: string;
  tomorrow: string;
  // Help
  help: Record<HelpTopic, string>;
  helpGeneral: string;
  // Links and chips
  openPantry: string;
  openRecipe: string;
  openShoppingList: string;
  openSettings: string;
  openMealPlan: string;
  openHelp: string;
  chips: {
    expiring: string;
    low: string;
    cook: string;
    cookWith: string;
    dinner: string;
    addMilk: string;
    convert: string;
    substitute: string;
    timer: string;
    help: string;
  };
  // 'Chef Says'
  tipExpiring: string;
  tipExpiringNoRecipe: string;
  tipLow: string;
  // When the reply could not be made
  failed: string;
};

const en: ChefTexts = {
  greeting: 'Hello! I am your Chef. Here is what I can do:',
  greetingNamed: 'Hello {name}! I am your Chef. Here is what I can do:',
  cantDoThat: "Sorry, I can't do that yet. Here is what I can do:",
  abilities: [
    'add food to your pantry ("add 2 litres of milk and a dozen eggs")',
    'put things on your shopping list',
    'update your dietary preferences ("I\'m vegetarian now")',
    'add a kitchen appliance ("we got an air fryer")',
    'tell you what expires soon and what is running low',
    "suggest what to cook and plan tonight's dinner",
    'convert units ("how many grams is a cup of flour")',
    'suggest substitutes ("instead of buttermilk")',
    'set a kitchen timer',
  ],
  pantryCard: 'Add {items} to your pantry?',
  pantryCardAt: 'Add {items} to the {location}?',
  pantryIntro: 'Shall I add these?',
  notUnderstoodItems: 'I could not tell which food you mean. Try "add 2 litres of milk".',
  shoppingCard: 'Add {items} to the shopping list?',
  shoppingIntro: 'Shall I put these on your shopping list?',
  dietCardAdd: 'Add {add} to your dietary preferences?',
  dietCardRemove: 'Remove {remove} from your dietary preferences?',
  dietCardBoth: 'Add {add} and remove {remove} in your dietary preferences?',
  dietIntro: 'I will keep recipes and suggestions in line with it.',
  dietAlready: 'Your dietary preferences already say so: {preferences}.',
  dietNotSet: '{remove} is not among your dietary preferences, so there is nothing to remove.',
  applianceCard: 'Add {appliance} to your kitchen?',
  applianceIntro: 'Nice! Recipes that need it will show up in your suggestions.',
  applianceAlready: '{appliance} is already in your kitchen.',
  expiringNone: 'Nothing in your pantry expires in the next {days} days.',
  expiringToday: 'These expire today or have expired:',
  expiringDays: 'These expire in the next {days} days:',
  expiringLine: '{name}: {date}',
  expiredLine: '{name}: expired {date}',
  lowNone: 'Nothing is below its minimum stock.',
  lowSome: 'These are running low:',
  lowCard: 'Add {items} to the shopping list?',
  convertResult: '{from} is about {to}.',
  convertNeedsFood: 'Weight and volume depend on the food. Try "how many grams is a cup of flour".',
  convertImpossible: 'I cannot convert {from} to {to}.',
  substituteOptions: 'Instead of {food}, you can use:',
  substituteUnknown: 'I do not know a good substitute for {food} yet.',
  timerCard: 'Start a {duration} timer?',
  timerIntro: 'I will ring when it is done.',
  cookNone: 'Nothing fits your pantry well right now. Add a few items and ask again.',
  cookNoneWith: 'I found no recipe with {foods} that fits your pantry.',
  cookSome: 'Here is what you can cook with what you have:',
  cookSomeWith: 'Recipes with {foods}:',
  cookLine: '{title}: {reason}',
  cookMissing: 'missing {count}',
  cookAllThere: 'you have everything',
  cookExpiring: 'uses {items}, expiring soon',
  dinnerCard: 'Plan {title} for dinner {day}?',
  dinnerIntro: 'It fits what you have.',
  dinnerNone: 'I could not find a recipe that fits your pantry for dinner. Add a few items and ask again.',
  today: 'today',
  tomorrow: 'tomorrow',
  help: {
    pantry:
      'Your pantry is under Pantry: add items with the + button, by typing a list ("2 l milk, 6 eggs") or by scanning a barcode. Each item keeps its amount, location and expiry date.',
    scanner:
      'Tap the scan button (in the pantry or the top bar) and point the camera at a barcode, or pick a photo of it. A receipt photo adds everything on it.',
    recipes:
      'Under Recipes you can write your own, copy one from the built-in library, or import one from a web address, pasted text or another app. Tap the heart to keep a favourite.',
    cookMode:
      'Open a recipe and tap "Cook". Cook mode shows one step at a time, starts the timers it finds, and follows your voice: "next", "back", "repeat", "set a timer for 10 minutes".',
    shoppingList:
      'Your shopping lists are under Shopping lists. Add items by typing, from a recipe, or from a meal plan; everyone in your family sees changes at once, even offline.',
    mealPlan:
      "Meal plans are under Meal prep: add recipes to days, or let the planner fill the week from what you have. The prep session merges the week's cooking into one afternoon.",
    family:
      'Open Family (in settings) to invite people by code, link or e-mail. Everyone in the family shares one pantry, shopping list and meal plan.',
    notifications:
      'Choose what you are told about, and how (in the app, by e-mail or by push), in Settings → Notifications. Quiet hours keep the evenings calm.',
    settings:
      'Settings holds the theme, language and region, units, notifications, privacy and your account.',
    chef: 'Ask me in your own words. I propose every change as a card, and nothing happens until you confirm it.',
  },
  helpGeneral: 'I can help with these:',
  openPantry: 'Open the pantry',
  openRecipe: 'Open the recipe',
  openShoppingList: 'Open the shopping list',
  openSettings: 'Open settings',
  openMealPlan: 'Open the meal plan',
  openHelp: 'Open help',
  chips: {
    expiring: 'What expires this week?',
    low: 'What is running low?',
    cook: 'What can I cook?',
    cookWith: 'What can I cook with {food}?',
    dinner: "Plan tonight's dinner",
    addMilk: 'Add 2 litres of milk',
    convert: 'How many grams is a cup of flour?',
    substitute: 'What can I use instead of buttermilk?',
    timer: 'Set a timer for 10 minutes',
    help: 'What can you do?',
  },
  tipExpiring: 'Your {item} expires {when}. {recipe} uses it.',
  tipExpiringNoRecipe: 'Your {item} expires {when}. Use it soon!',
  tipLow: 'You are running low on {item}. Add it to the shopping list?',
  failed: 'Sorry, something went wrong while I was answering. Please try again.',
};

const es: ChefTexts = {
  greeting: '¡Hola! Soy tu Chef. Esto es lo que puedo hacer:',
  greetingNamed: '¡Hola, {name}! Soy tu Chef. Esto es lo que puedo hacer:',
  cantDoThat: 'Lo siento, eso todavía no sé hacerlo. Esto es lo que puedo hacer:',
  abilities: [
    'añadir alimentos a tu despensa («añade 2 litros de leche y una docena de huevos»)',
    'apuntar cosas en tu lista de la compra',
    'actualizar tus preferencias alimentarias («ahora soy vegetariano»)',
    'añadir un electrodoméstico («nos hemos comprado una freidora de aire»)',
    'decirte qué caduca pronto y qué se está acabando',
    'sugerirte qué cocinar y planificar la cena de esta noche',
    'convertir unidades («¿cuántos gramos son una taza de harina?»)',
    'proponerte sustitutos («¿qué uso en lugar de suero de leche?»)',
    'poner un temporizador de cocina',
  ],
  pantryCard: '¿Añadir {items} a tu despensa?',
  pantryCardAt: '¿Añadir {items} a «{location}»?',
  pantryIntro: '¿Lo añado todo?',
  notUnderstoodItems: 'No he entendido a qué alimento te refieres. Prueba con «añade 2 litros de leche».',
  shoppingCard: '¿Añadir {items} a la lista de la compra?',
  shoppingIntro: '¿Lo apunto todo en tu lista de la compra?',
  dietCardAdd: '¿Añadir {add} a tus preferencias alimentarias?',
  dietCardRemove: '¿Quitar {remove} de tus preferencias alimentarias?',
  dietCardBoth: '¿Añadir {add} y quitar {remove} de tus preferencias alimentarias?',
  dietIntro: 'Adaptaré las recetas y las sugerencias a ello.',
  dietAlready: 'Tus preferencias alimentarias ya lo dicen: {preferences}.',
  dietNotSet: '{remove} no está entre tus preferencias alimentarias, así que no hay nada que quitar.',
  applianceCard: '¿Añadir {appliance} a tu cocina?',
  applianceIntro: '¡Genial! Las recetas que lo necesiten aparecerán en tus sugerencias.',
  applianceAlready: '{appliance} ya está en tu cocina.',
  expiringNone: 'No caduca nada de tu despensa en los próximos {days} días.',
  expiringToday: 'Esto caduca hoy o ya ha caducado:',
  expiringDays: 'Esto caduca en los próximos {days} días:',
  expiringLine: '{name}: {date}',
  expiredLine: '{name}: caducó el {date}',
  lowNone: 'No hay nada por debajo de sus existencias mínimas.',
  lowSome: 'Esto se está acabando:',
  lowCard: '¿Añadir {items} a la lista de la compra?',
  convertResult: '{from} son aproximadamente {to}.',
  convertNeedsFood:
    'El peso y el volumen dependen del alimento. Prueba con «¿cuántos gramos son una taza de harina?».',
  convertImpossible: 'No puedo convertir {from} a {to}.',
  substituteOptions: 'En lugar de {food}, puedes usar:',
  substituteUnknown: 'Todavía no conozco un buen sustituto para {food}.',
  timerCard: '¿Poner un temporizador de {duration}?',
  timerIntro: 'Te aviso cuando termine.',
  cookNone:
    'Ahora mismo no hay nada que encaje bien con tu despensa. Añade algunos productos y vuelve a preguntarme.',
  cookNoneWith: 'No he encontrado ninguna receta con {foods} que encaje con tu despensa.',
  cookSome: 'Esto es lo que puedes cocinar con lo que tienes:',
  cookSomeWith: 'Recetas con {foods}:',
  cookLine: '{title}: {reason}',
  cookMissing: '{count} por comprar',
  cookAllThere: 'lo tienes todo',
  cookExpiring: 'aprovecha {items}, a punto de caducar',
  dinnerCard: '¿Planificar {title} para la cena de {day}?',
  dinnerIntro: 'Encaja con lo que tienes.',
  dinnerNone:
    'No he encontrado ninguna receta para la cena que encaje con tu despensa. Añade algunos productos y vuelve a preguntarme.',
  today: 'hoy',
  tomorrow: 'mañana',
  help: {
    pantry:
      'Tu despensa está en Despensa: añade productos con el botón +, escribiendo una lista («2 l de leche, 6 huevos») o escaneando un código de barras. Cada producto guarda su cantidad, su ubicación y su fecha de caducidad.',
    scanner:
      'Toca el botón de escanear (en la despensa o en la barra superior) y apunta la cámara a un código de barras, o elige una foto del código. Con la foto de un tique de la compra se añade todo lo que aparece en él.',
    recipes:
      'En Recetas puedes escribir las tuyas, copiar una de la biblioteca integrada o importarla desde una dirección web, un texto pegado u otra app. Toca el corazón para guardarla en favoritas.',
    cookMode:
      'Abre una receta y toca «Cocinar». El modo cocina muestra los pasos de uno en uno, pone en marcha los temporizadores que encuentra y sigue tu voz: «siguiente», «atrás», «repite», «pon un temporizador de 10 minutos».',
    shoppingList:
      'Tus listas de la compra están en Listas de la compra. Añade productos escribiéndolos, desde una receta o desde un plan de comidas; toda tu familia ve los cambios al momento, incluso sin conexión.',
    mealPlan:
      'Tu plan de comidas está en Plan de comidas: añade recetas a cada día o deja que el planificador llene la semana con lo que tienes. La sesión de preparación reúne lo que hay que cocinar en la semana en una sola tarde.',
    family:
      'Abre Familia (en los ajustes) para invitar a otras personas con un código, un enlace o por correo. Toda la familia comparte una misma despensa, lista de la compra y plan de comidas.',
    notifications:
      'Elige qué avisos recibes y cómo (en la app, por correo o con notificaciones push) en Ajustes → Notificaciones. Las horas de silencio te dejan las noches tranquilas.',
    settings:
      'En Ajustes tienes el tema, el idioma y la región, las unidades, las notificaciones, la privacidad y tu cuenta.',
    chef: 'Pregúntame con tus propias palabras. Te propongo cada cambio en una tarjeta, y no se hace nada hasta que lo confirmes.',
  },
  helpGeneral: 'Puedo ayudarte con esto:',
  openPantry: 'Abrir la despensa',
  openRecipe: 'Abrir la receta',
  openShoppingList: 'Abrir la lista de la compra',
  openSettings: 'Abrir los ajustes',
  openMealPlan: 'Abrir el plan de comidas',
  openHelp: 'Abrir la ayuda',
  chips: {
    expiring: '¿Qué caduca esta semana?',
    low: '¿Qué se está acabando?',
    cook: '¿Qué puedo cocinar?',
    cookWith: '¿Qué puedo cocinar con {food}?',
    dinner: 'Planifica la cena de esta noche',
    addMilk: 'Añade 2 litros de leche',
    convert: '¿Cuántos gramos son una taza de harina?',
    substitute: '¿Qué puedo usar en lugar de suero de leche?',
    timer: 'Pon un temporizador de 10 minutos',
    help: '¿Qué puedes hacer?',
  },
  tipExpiring: 'Tu {item} caduca {when}. ¿Qué tal preparar {recipe}?',
  tipExpiringNoRecipe: 'Tu {item} caduca {when}. ¡No dejes que se eche a perder!',
  tipLow: 'Se te está acabando {item}. ¿Añadir a la lista de la compra?',
  failed: 'Lo siento, algo ha fallado mientras te respondía. Vuelve a intentarlo.',
};

const fr: ChefTexts = {
  greeting: 'Bonjour ! Je suis ton Chef. Voici ce que je sais faire :',
  greetingNamed: 'Bonjour {name} ! Je suis ton Chef. Voici ce que je sais faire :',
  cantDoThat: 'Désolé, je ne sais pas encore faire ça. Voici ce que je sais faire :',
  abilities: [
    "ajouter des aliments à ton garde-manger (« ajoute 2 litres de lait et une douzaine d'œufs »)",
    'mettre des choses sur ta liste de courses',
    'mettre à jour tes préférences alimentaires (« je suis végétarien maintenant »)',
    'ajouter un appareil de cuisine (« on a acheté une friteuse sans huile »)',
    'te dire ce qui périme bientôt et ce qui commence à manquer',
    'te suggérer quoi cuisiner et prévoir le dîner de ce soir',
    'convertir des unités (« combien de grammes dans une tasse de farine ? »)',
    'proposer des produits de remplacement (« par quoi remplacer le babeurre ? »)',
    'lancer un minuteur de cuisine',
  ],
  pantryCard: 'Ajouter {items} à ton garde-manger ?',
  pantryCardAt: 'Ajouter {items} dans « {location} » ?',
  pantryIntro: 'Je les ajoute ?',
  notUnderstoodItems: "Je n'ai pas compris de quel aliment tu parles. Essaie « ajoute 2 litres de lait ».",
  shoppingCard: 'Ajouter {items} à la liste de courses ?',
  shoppingIntro: 'Je les mets sur ta liste de courses ?',
  dietCardAdd: 'Ajouter {add} à tes préférences alimentaires ?',
  dietCardRemove: 'Retirer {remove} de tes préférences alimentaires ?',
  dietCardBoth: 'Dans tes préférences alimentaires, ajouter {add} et retirer {remove} ?',
  dietIntro: "J'adapterai les recettes et les suggestions en conséquence.",
  dietAlready: "C'est déjà dans tes préférences alimentaires : {preferences}.",
  dietNotSet: "{remove} ne fait pas partie de tes préférences alimentaires, il n'y a donc rien à retirer.",
  applianceCard: 'Ajouter {appliance} à ta cuisine ?',
  applianceIntro: 'Super ! Les recettes qui en ont besoin apparaîtront dans tes suggestions.',
  applianceAlready: '{appliance} est déjà dans ta cuisine.',
  expiringNone: 'Rien dans ton garde-manger ne périme dans les {days} prochains jours.',
  expiringToday: "Ces produits périment aujourd'hui ou sont déjà périmés :",
  expiringDays: 'Ces produits périment dans les {days} prochains jours :',
  expiringLine: '{name} : {date}',
  expiredLine: '{name} : date dépassée depuis le {date}',
  lowNone: "Rien n'est en dessous de son stock minimum.",
  lowSome: 'Ces produits commencent à manquer :',
  lowCard: 'Ajouter {items} à la liste de courses ?',
  convertResult: "{from}, c'est environ {to}.",
  convertNeedsFood:
    "Le poids et le volume dépendent de l'aliment. Essaie « combien de grammes dans une tasse de farine ? ».",
  convertImpossible: 'Je ne peux pas convertir {from} en {to}.',
  substituteOptions: 'Pour remplacer {food}, tu peux utiliser :',
  substituteUnknown: 'Je ne connais pas encore de bon remplacement pour {food}.',
  timerCard: 'Lancer un minuteur de {duration} ?',
  timerIntro: 'Je sonnerai quand le temps sera écoulé.',
  cookNone:
    "Rien ne correspond vraiment à ton garde-manger pour l'instant. Ajoute quelques produits et redemande-moi.",
  cookNoneWith: "Je n'ai trouvé aucune recette avec {foods} qui corresponde à ton garde-manger.",
  cookSome: 'Voici ce que tu peux cuisiner avec ce que tu as :',
  cookSomeWith: 'Recettes avec {foods} :',
  cookLine: '{title} : {reason}',
  cookMissing: 'il en manque {count}',
  cookAllThere: 'tu as tout',
  cookExpiring: 'utilise {items}, à consommer rapidement',
  dinnerCard: 'Prévoir {title} pour le dîner {day} ?',
  dinnerIntro: "C'est faisable avec ce que tu as.",
  dinnerNone:
    "Je n'ai pas trouvé de recette pour le dîner qui corresponde à ton garde-manger. Ajoute quelques produits et redemande-moi.",
  today: "aujourd'hui",
  tomorrow: 'demain',
  help: {
    pantry:
      'Ton garde-manger se trouve dans Garde-manger : ajoute des produits avec le bouton +, en tapant une liste (« 2 l de lait, 6 œufs ») ou en scannant un code-barres. Chaque produit garde sa quantité, son emplacement et sa date de péremption.',
    scanner:
      "Touche le bouton de scan (dans le garde-manger ou dans la barre du haut) et vise un code-barres avec l'appareil photo, ou choisis-en une photo. La photo d'un ticket de caisse ajoute tout ce qui y figure.",
    recipes:
      'Dans Recettes, tu peux écrire les tiennes, en copier une depuis la bibliothèque intégrée ou en importer une depuis une adresse web, un texte collé ou une autre application. Touche le cœur pour la garder en favori.',
    cookMode:
      "Ouvre une recette et touche « Cuisiner ». Le mode cuisine affiche une étape à la fois, lance les minuteurs qu'il trouve et obéit à ta voix : « suivant », « retour », « répète », « mets un minuteur de 10 minutes ».",
    shoppingList:
      'Tes listes de courses se trouvent dans Listes de courses. Ajoute des produits en les tapant, depuis une recette ou depuis un planning des repas ; toute ta famille voit les changements aussitôt, même hors ligne.',
    mealPlan:
      'Ton planning se trouve dans Planning des repas : ajoute des recettes aux jours de la semaine, ou laisse le planificateur remplir la semaine avec ce que tu as. La séance de préparation regroupe la cuisine de la semaine en un seul après-midi.',
    family:
      'Ouvre Famille (dans les paramètres) pour inviter des gens par code, par lien ou par e-mail. Toute la famille partage le même garde-manger, la même liste de courses et le même planning des repas.',
    notifications:
      "Choisis les avis que tu reçois, et comment (dans l'app, par e-mail ou en push), dans Paramètres → Notifications. Les heures calmes gardent tes soirées tranquilles.",
    settings:
      'Les paramètres regroupent le thème, la langue et la région, les unités, les notifications, la confidentialité et ton compte.',
    chef: "Demande-moi avec tes propres mots. Je te propose chaque changement sous forme de carte, et rien ne se passe tant que tu ne l'as pas confirmé.",
  },
  helpGeneral: "Je peux t'aider sur ces sujets :",
  openPantry: 'Ouvrir le garde-manger',
  openRecipe: 'Ouvrir la recette',
  openShoppingList: 'Ouvrir la liste de courses',
  openSettings: 'Ouvrir les paramètres',
  openMealPlan: 'Ouvrir le planning des repas',
  openHelp: "Ouvrir l'aide",
  chips: {
    expiring: "Qu'est-ce qui périme cette semaine ?",
    low: "Qu'est-ce qui commence à manquer ?",
    cook: 'Que puis-je cuisiner ?',
    cookWith: 'Que puis-je cuisiner avec {food} ?',
    dinner: 'Prévois le dîner de ce soir',
    addMilk: 'Ajoute 2 litres de lait',
    convert: 'Combien de grammes dans une tasse de farine ?',
    substitute: 'Par quoi remplacer le babeurre ?',
    timer: 'Mets un minuteur de 10 minutes',
    help: 'Que sais-tu faire ?',
  },
  tipExpiring: 'Petit rappel : {item} périme {when}. Pourquoi pas {recipe} ?',
  tipExpiringNoRecipe: "Petit rappel : {item} périme {when}. Pense à l'utiliser vite !",
  tipLow: "{item} commence à manquer. Je l'ajoute à la liste de courses ?",
  failed: "Désolé, quelque chose s'est mal passé pendant ma réponse. Réessaie.",
};

const de: ChefTexts = {
  greeting: 'Hallo! Ich bin dein Chef. Das kann ich für dich tun:',
  greetingNamed: 'Hallo {name}! Ich bin dein Chef. Das kann ich für dich tun:',
  cantDoThat: 'Das kann ich leider noch nicht. Aber das hier kann ich:',
  abilities: [
    'Lebensmittel zu deinem Vorrat hinzufügen („füg 2 Liter Milch und ein Dutzend Eier hinzu“)',
    'Sachen auf deine Einkaufsliste setzen',
    'deine Ernährungsvorlieben aktualisieren („ich bin jetzt Vegetarier“)',
    'ein Küchengerät hinzufügen („wir haben jetzt eine Heißluftfritteuse“)',
    'dir sagen, was bald abläuft und was knapp wird',
    'vorschlagen, was du kochen kannst, und das Abendessen für heute planen',
    'Einheiten umrechnen („wie viel Gramm sind eine Tasse Mehl?“)',
    'Ersatz vorschlagen („was kann ich statt Buttermilch nehmen?“)',
    'einen Küchentimer stellen',
  ],
  pantryCard: '{items} zu deinem Vorrat hinzufügen?',
  pantryCardAt: '{items} zum Lagerort „{location}“ hinzufügen?',
  pantryIntro: 'Soll ich das hinzufügen?',
  notUnderstoodItems:
    'Ich habe nicht verstanden, welches Lebensmittel du meinst. Versuch es mit „füg 2 Liter Milch hinzu“.',
  shoppingCard: '{items} auf die Einkaufsliste setzen?',
  shoppingIntro: 'Soll ich das auf deine Einkaufsliste setzen?',
  dietCardAdd: '{add} zu deinen Ernährungsvorlieben hinzufügen?',
  dietCardRemove: '{remove} aus deinen Ernährungsvorlieben entfernen?',
  dietCardBoth: 'In deinen Ernährungsvorlieben {add} hinzufügen und {remove} entfernen?',
  dietIntro: 'Ich richte Rezepte und Vorschläge danach aus.',
  dietAlready: 'Das steht schon in deinen Ernährungsvorlieben: {preferences}.',
  dietNotSet: '{remove} gehört nicht zu deinen Ernährungsvorlieben, es gibt also nichts zu entfernen.',
  applianceCard: '{appliance} zu deiner Küche hinzufügen?',
  applianceIntro: 'Super! Rezepte, die dieses Gerät brauchen, tauchen jetzt in deinen Vorschlägen auf.',
  applianceAlready: '{appliance} ist schon in deiner Küche.',
  expiringNone: 'In deinem Vorrat läuft in den nächsten {days} Tagen nichts ab.',
  expiringToday: 'Das läuft heute ab oder ist schon abgelaufen:',
  expiringDays: 'Das läuft in den nächsten {days} Tagen ab:',
  expiringLine: '{name}: {date}',
  expiredLine: '{name}: abgelaufen am {date}',
  lowNone: 'Nichts ist unter seinem Mindestvorrat.',
  lowSome: 'Das wird knapp:',
  lowCard: '{items} auf die Einkaufsliste setzen?',
  convertResult: '{from} sind ungefähr {to}.',
  convertNeedsFood:
    'Gewicht und Volumen hängen vom Lebensmittel ab. Frag zum Beispiel „wie viel Gramm sind eine Tasse Mehl?“.',
  convertImpossible: '{from} kann ich nicht in {to} umrechnen.',
  substituteOptions: 'Statt {food} kannst du das hier nehmen:',
  substituteUnknown: 'Für {food} kenne ich noch keinen guten Ersatz.',
  timerCard: 'Timer auf {duration} stellen?',
  timerIntro: 'Ich klingle, wenn die Zeit um ist.',
  cookNone: 'Gerade passt nichts so richtig zu deinem Vorrat. Füg ein paar Sachen hinzu und frag noch mal.',
  cookNoneWith: 'Ich habe kein Rezept mit {foods} gefunden, das zu deinem Vorrat passt.',
  cookSome: 'Das kannst du mit dem kochen, was du da hast:',
  cookSomeWith: 'Rezepte mit {foods}:',
  cookLine: '{title}: {reason}',
  cookMissing: 'noch {count} zu kaufen',
  cookAllThere: 'du hast alles da',
  cookExpiring: 'verbraucht bald Ablaufendes: {items}',
  dinnerCard: '{title} {day} zum Abendessen einplanen?',
  dinnerIntro: 'Das passt zu dem, was du da hast.',
  dinnerNone:
    'Ich habe kein Rezept fürs Abendessen gefunden, das zu deinem Vorrat passt. Füg ein paar Sachen hinzu und frag noch mal.',
  today: 'heute',
  tomorrow: 'morgen',
  help: {
    pantry:
      'Deinen Vorrat findest du unter „Vorrat“: Füg Artikel über die +-Schaltfläche hinzu, tipp eine Liste ein („2 l Milch, 6 Eier“) oder scanne einen Barcode. Zu jedem Artikel werden Menge, Lagerort und Ablaufdatum gespeichert.',
    scanner:
      'Tippe auf die Scan-Schaltfläche (im Vorrat oder in der oberen Leiste) und richte die Kamera auf einen Barcode, oder wähle ein Foto davon. Mit einem Foto vom Kassenbon kommt alles, was draufsteht, auf einmal dazu.',
    recipes:
      'Unter „Rezepte“ kannst du eigene Rezepte schreiben, eins aus der eingebauten Bibliothek kopieren oder eins von einer Webadresse, aus eingefügtem Text oder aus einer anderen App importieren. Tipp auf das Herz, um ein Rezept als Favorit zu speichern.',
    cookMode:
      'Öffne ein Rezept und tippe auf „Kochen“. Der Kochmodus zeigt dir einen Schritt nach dem anderen, startet die Timer, die er findet, und hört auf deine Stimme: „weiter“, „zurück“, „noch mal“, „stell einen Timer auf 10 Minuten“.',
    shoppingList:
      'Deine Einkaufslisten findest du unter „Einkaufslisten“. Füg Artikel per Eingabe, aus einem Rezept oder aus einem Essensplan hinzu; alle in deiner Familie sehen Änderungen sofort, auch offline.',
    mealPlan:
      'Deinen Essensplan findest du unter „Essensplan“: Füg Rezepte zu Tagen hinzu oder lass den Planer die Woche mit dem füllen, was du da hast. Die Vorkoch-Session bündelt das Kochen der ganzen Woche an einem Nachmittag.',
    family:
      'Öffne „Familie“ (in den Einstellungen), um Leute per Code, Link oder E-Mail einzuladen. Alle in der Familie teilen sich einen Vorrat, eine Einkaufsliste und einen Essensplan.',
    notifications:
      'Unter Einstellungen → Benachrichtigungen wählst du, worüber du informiert wirst und wie (in der App, per E-Mail oder per Push). Mit Ruhezeiten bleiben deine Abende ruhig.',
    settings:
      'In den Einstellungen findest du Design, Sprache und Region, Einheiten, Benachrichtigungen, Datenschutz und dein Konto.',
    chef: 'Frag mich einfach in deinen eigenen Worten. Jede Änderung schlage ich dir als Karte vor, und nichts passiert, bevor du sie bestätigst.',
  },
  helpGeneral: 'Dabei kann ich dir helfen:',
  openPantry: 'Vorrat öffnen',
  openRecipe: 'Rezept öffnen',
  openShoppingList: 'Einkaufsliste öffnen',
  openSettings: 'Einstellungen öffnen',
  openMealPlan: 'Essensplan öffnen',
  openHelp: 'Hilfe öffnen',
  chips: {
    expiring: 'Was läuft diese Woche ab?',
    low: 'Was wird knapp?',
    cook: 'Was kann ich kochen?',
    cookWith: 'Was kann ich mit {food} kochen?',
    dinner: 'Plan das Abendessen für heute',
    addMilk: 'Füg 2 Liter Milch hinzu',
    convert: 'Wie viel Gramm sind eine Tasse Mehl?',
    substitute: 'Was kann ich statt Buttermilch nehmen?',
    timer: 'Stell einen Timer auf 10 Minuten',
    help: 'Was kannst du alles?',
  },
  tipExpiring: '{item} läuft {when} ab. Wie wäre es mit {recipe}?',
  tipExpiringNoRecipe: '{item} läuft {when} ab. Am besten bald verbrauchen!',
  tipLow: '{item} wird knapp. Auf die Einkaufsliste setzen?',
  failed: 'Tut mir leid, beim Antworten ist etwas schiefgelaufen. Bitte versuch es noch einmal.',
};

const zh: ChefTexts = {
  greeting: '你好！我是你的大厨。我可以帮你做这些事：',
  greetingNamed: '{name}，你好！我是你的大厨。我可以帮你做这些事：',
  cantDoThat: '抱歉，这个我暂时还做不到。我可以帮你做这些事：',
  abilities: [
    '往食品储藏里添加食物（“添加两升牛奶和一打鸡蛋”）',
    '把东西加到购物清单上',
    '更新你的饮食偏好（“我现在吃素了”）',
    '添加厨房电器（“我买了个空气炸锅”）',
    '告诉你哪些东西快过期、哪些快用完了',
    '推荐能做的菜，并安排今晚的晚饭',
    '换算单位（“一杯面粉是多少克”）',
    '推荐替代食材（“没有酪乳可以用什么代替”）',
    '设置厨房计时器',
  ],
  pantryCard: '要把{items}添加到你的食品储藏吗？',
  pantryCardAt: '要把{items}添加到{location}吗？',
  pantryIntro: '要我添加这些吗？',
  notUnderstoodItems: '我没听明白你说的是哪种食物。试试说“添加两升牛奶”。',
  shoppingCard: '要把{items}加到购物清单上吗？',
  shoppingIntro: '要我把这些加到你的购物清单上吗？',
  dietCardAdd: '要把{add}加入你的饮食偏好吗？',
  dietCardRemove: '要从你的饮食偏好中移除{remove}吗？',
  dietCardBoth: '要在你的饮食偏好中加入{add}并移除{remove}吗？',
  dietIntro: '之后推荐的食谱和建议都会照此调整。',
  dietAlready: '你的饮食偏好里已经有了：{preferences}。',
  dietNotSet: '你的饮食偏好里没有{remove}，所以不需要移除。',
  applianceCard: '要把{appliance}添加到你的厨房吗？',
  applianceIntro: '太好了！需要它的食谱会出现在你的推荐里。',
  applianceAlready: '你的厨房里已经有{appliance}了。',
  expiringNone: '你的食品储藏里没有东西会在未来{days}天内过期。',
  expiringToday: '这些今天过期或已经过期：',
  expiringDays: '这些会在未来{days}天内过期：',
  expiringLine: '{name}：{date}',
  expiredLine: '{name}：已于{date}过期',
  lowNone: '没有东西低于最低库存。',
  lowSome: '这些快用完了：',
  lowCard: '要把{items}加到购物清单上吗？',
  convertResult: '{from}约等于{to}。',
  convertNeedsFood: '重量和体积的换算要看具体是什么食物。试试问“一杯面粉是多少克”。',
  convertImpossible: '我没法把{from}换算成{to}。',
  substituteOptions: '没有{food}的话，可以用这些代替：',
  substituteUnknown: '我暂时还不知道{food}有什么好的替代品。',
  timerCard: '要设一个{duration}的计时器吗？',
  timerIntro: '时间到了我会提醒你。',
  cookNone: '你现有的食材暂时不太够做什么菜。添加一些食材后再问我吧。',
  cookNoneWith: '我没找到用到{foods}、又适合你现有食材的食谱。',
  cookSome: '用你现有的食材可以做这些：',
  cookSomeWith: '用到{foods}的食谱：',
  cookLine: '{title}：{reason}',
  cookMissing: '还缺{count}样食材',
  cookAllThere: '食材齐全',
  cookExpiring: '能用上快过期的{items}',
  dinnerCard: '要把{title}安排为{day}的晚饭吗？',
  dinnerIntro: '用你现有的食材就能做。',
  dinnerNone: '我没找到适合你现有食材的晚饭食谱。添加一些食材后再问我吧。',
  today: '今天',
  tomorrow: '明天',
  help: {
    pantry:
      '你的食物都在“食品储藏”里：可以点“+”按钮添加，也可以直接输入清单（“2升牛奶，6个鸡蛋”），或者扫描条形码。每样东西都会记下数量、存放位置和过期日期。',
    scanner:
      '点扫描按钮（在食品储藏页面或顶部栏里），把相机对准条形码，或者选一张条形码的照片。拍一张购物小票，就能把上面的东西全部添加进来。',
    recipes:
      '在“食谱”里，你可以自己写食谱、从内置食谱库复制，或者从网址、粘贴的文字或其他应用导入。点一下爱心就能收藏。',
    cookMode:
      '打开一个食谱，点“开始烹饪”。烹饪模式每次显示一个步骤，会自动启动步骤里提到的计时器，还能听懂你的语音指令：“下一步”“上一步”“再说一遍”“设一个10分钟的计时器”。',
    shoppingList:
      '你的购物清单在“购物清单”里。可以直接输入，也可以从食谱或膳食计划中添加；家里每个人都能马上看到改动，离线时也一样。',
    mealPlan:
      '膳食计划在“膳食计划”里：把食谱安排到每一天，或者让规划助手根据你现有的食材排好一周。备餐时段会把一周要做的菜集中到一个下午完成。',
    family:
      '打开“家庭”（在设置里），就能通过邀请码、链接或电子邮件邀请别人。家庭成员共用同一个食品储藏、购物清单和膳食计划。',
    notifications:
      '在“设置”→“通知”中，选择你想收到哪些提醒，以及接收方式（应用内、电子邮件或推送）。设置免打扰时段，晚上就能清静些。',
    settings: '“设置”里有主题、语言和地区、单位、通知、隐私以及你的账户。',
    chef: '用你自己的话问我就行。每项改动我都会以卡片的形式提出，你确认之前什么都不会改变。',
  },
  helpGeneral: '我可以帮你解决这些问题：',
  openPantry: '打开食品储藏',
  openRecipe: '打开食谱',
  openShoppingList: '打开购物清单',
  openSettings: '打开设置',
  openMealPlan: '打开膳食计划',
  openHelp: '打开帮助',
  chips: {
    expiring: '这周有什么快过期了？',
    low: '什么快用完了？',
    cook: '我能做什么菜？',
    cookWith: '用{food}能做什么菜？',
    dinner: '安排今晚的晚饭',
    addMilk: '添加两升牛奶',
    convert: '一杯面粉是多少克？',
    substitute: '没有酪乳可以用什么代替？',
    timer: '设一个10分钟的计时器',
    help: '你能做什么？',
  },
  tipExpiring: '你的{item}{when}过期。可以用它做{recipe}。',
  tipExpiringNoRecipe: '你的{item}{when}过期，尽快用掉吧！',
  tipLow: '你的{item}快用完了。要加到购物清单上吗？',
  failed: '抱歉，回答时出了点问题。请再试一次。',
};

export const CHEF_TEXTS: Record<Language, ChefTexts> = { en, es, fr, de, zh };

/** A text with its placeholders filled. */
export function say(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : whole,
  );
}

/** "milk, eggs and butter" in the reader's language. */
export function listOf(items: readonly string[], language: Language): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}
