import type { LibraryRecipe, LibraryRecipeText } from './library-types';

/**
 * The built-in library, part 1 (first file): Mediterranean and French dishes. Written for Larder in
 * our own words; quantities and methods are ordinary kitchen knowledge. Each recipe is one object
 * with its languages in the order en, es, fr, de, zh, and every language lists the same lines in
 * the same order (recipes-1.test.ts checks it).
 */

type Line = LibraryRecipeText['ingredients'][number];

/** Lines that share one group ("For the sauce"), or that have no group when `group` is null. */
export function inGroup(group: string | null, texts: readonly string[]): Line[] {
  return texts.map((text) => ({ group, text }));
}

export const LIBRARY_PART_1_A: LibraryRecipe[] = [
  {
    key: 'shakshuka',
    cuisine: 'middle-eastern',
    difficulty: 'easy',
    servings: 3,
    prepMinutes: 10,
    cookMinutes: 30,
    totalMinutes: 40,
    dietaryFlags: ['Vegetarian', 'Gluten-Free', 'Dairy-Free', 'Nut-Free', 'Low Carb'],
    appliances: ['stovetop'],
    tags: ['breakfast', 'lunch', 'one-pot', 'vegetarian-main'],
    text: {
      en: {
        title: 'Shakshuka',
        description:
          'Eggs gently poached in a spiced tomato and pepper sauce and brought to the table in the pan. A one-pan breakfast or light supper; have warm bread ready for the sauce.',
        ingredients: inGroup(null, [
          '2 tbsp olive oil',
          '1 onion, thinly sliced',
          '2 red peppers, cut into strips',
          '3 garlic cloves, finely chopped',
          '1 tsp ground cumin',
          '1 tsp sweet paprika',
          '¼ tsp chilli flakes',
          '2 cans (400 g each) chopped tomatoes',
          '½ tsp sugar',
          '6 eggs',
          'salt and pepper, to taste',
          '1 small bunch flat-leaf parsley or coriander, chopped',
        ]),
        steps: inGroup(null, [
          'Heat the oil in a large frying pan over a medium heat. Add the onion and peppers and cook, stirring now and then, for 10 minutes, until soft and sweet.',
          'Stir in the garlic, cumin, paprika and chilli flakes and cook for 1 minute, until fragrant.',
          'Tip in the tomatoes and sugar, season with salt and pepper and simmer for 10–15 minutes, until the sauce has thickened. Taste and adjust the seasoning.',
          'Make 6 hollows in the sauce with the back of a spoon and crack an egg into each. Cover the pan and cook over a low heat for 6–8 minutes, until the whites are set but the yolks are still runny.',
          'Scatter over the herbs and serve straight from the pan.',
        ]),
        notes: 'For a richer version, crumble 100 g feta over the sauce before you add the eggs.',
      },
      es: {
        title: 'Shakshuka',
        description:
          'Huevos escalfados a fuego suave en una salsa especiada de tomate y pimiento, que se lleva a la mesa en la misma sartén. Un desayuno o una cena ligera con una sola sartén; ten pan caliente a mano para mojar.',
        ingredients: inGroup(null, [
          '2 cucharadas de aceite de oliva',
          '1 cebolla, en juliana',
          '2 pimientos rojos, en tiras',
          '3 dientes de ajo, picados finos',
          '1 cucharadita de comino molido',
          '1 cucharadita de pimentón dulce',
          '¼ de cucharadita de guindilla en copos',
          '2 latas de tomate troceado (400 g cada una)',
          '½ cucharadita de azúcar',
          '6 huevos',
          'sal y pimienta, al gusto',
          '1 manojo pequeño de perejil o cilantro, picado',
        ]),
        steps: inGroup(null, [
          'Calienta el aceite en una sartén grande a fuego medio. Añade la cebolla y los pimientos y rehógalos 10 minutos, removiendo de vez en cuando, hasta que estén blandos y dulces.',
          'Incorpora el ajo, el comino, el pimentón y la guindilla y cocina 1 minuto, hasta que desprendan su aroma.',
          'Agrega el tomate y el azúcar, salpimienta y deja cocer a fuego lento de 10 a 15 minutos, hasta que la salsa espese. Prueba y rectifica de sal.',
          'Con el dorso de una cuchara, haz 6 huecos en la salsa y casca un huevo en cada uno. Tapa la sartén y cocina a fuego bajo de 6 a 8 minutos, hasta que las claras estén cuajadas y las yemas sigan líquidas.',
          'Esparce las hierbas por encima y sirve en la misma sartén.',
        ]),
        notes:
          'Para una versión más contundente, desmenuza 100 g de queso feta sobre la salsa antes de añadir los huevos.',
      },
      fr: {
        title: 'Chakchouka',
        description:
          'Des œufs pochés doucement dans une sauce tomate aux poivrons bien épicée, servis dans la poêle. Un petit-déjeuner ou un dîner léger en une seule poêle ; prévoyez du pain chaud pour saucer.',
        ingredients: inGroup(null, [
          "2 cuillères à soupe d'huile d'olive",
          '1 oignon, émincé',
          '2 poivrons rouges, coupés en lanières',
          "3 gousses d'ail, finement hachées",
          '1 cuillère à café de cumin moulu',
          '1 cuillère à café de paprika doux',
          '¼ de cuillère à café de piment en flocons',
          '2 boîtes de tomates concassées (400 g chacune)',
          '½ cuillère à café de sucre',
          '6 œufs',
          'sel et poivre',
          '1 petit bouquet de persil plat ou de coriandre, ciselé',
        ]),
        steps: inGroup(null, [
          "Faites chauffer l'huile dans une grande poêle à feu moyen. Ajoutez l'oignon et les poivrons et faites-les revenir 10 minutes en remuant de temps en temps, jusqu'à ce qu'ils soient tendres.",
          "Ajoutez l'ail, le cumin, le paprika et le piment, et laissez cuire 1 minute, le temps que les épices libèrent leur parfum.",
          "Versez les tomates et le sucre, salez, poivrez et laissez mijoter 10 à 15 minutes, jusqu'à ce que la sauce épaississe. Goûtez et rectifiez l'assaisonnement.",
          "Creusez 6 petits puits dans la sauce avec le dos d'une cuillère et cassez un œuf dans chacun. Couvrez et laissez cuire à feu doux 6 à 8 minutes : les blancs doivent être pris et les jaunes encore coulants.",
          "Parsemez d'herbes et servez aussitôt, directement dans la poêle.",
        ]),
        notes:
          "Pour une version plus gourmande, émiettez 100 g de feta sur la sauce avant d'ajouter les œufs.",
      },
      de: {
        title: 'Shakshuka',
        description:
          'Eier, sanft in einer würzigen Tomaten-Paprika-Soße gegart und direkt in der Pfanne serviert. Ein Frühstück oder leichtes Abendessen aus einer Pfanne – dazu warmes Brot zum Tunken.',
        ingredients: inGroup(null, [
          '2 EL Olivenöl',
          '1 Zwiebel, in dünnen Streifen',
          '2 rote Paprikaschoten, in Streifen',
          '3 Knoblauchzehen, fein gehackt',
          '1 TL gemahlener Kreuzkümmel',
          '1 TL edelsüßes Paprikapulver',
          '¼ TL Chiliflocken',
          '2 Dosen stückige Tomaten (je 400 g)',
          '½ TL Zucker',
          '6 Eier',
          'Salz und Pfeffer',
          '1 kleines Bund glatte Petersilie oder Koriander, gehackt',
        ]),
        steps: inGroup(null, [
          'Das Öl in einer großen Pfanne bei mittlerer Hitze erhitzen. Zwiebel und Paprika darin unter gelegentlichem Rühren 10 Minuten weich dünsten.',
          'Knoblauch, Kreuzkümmel, Paprikapulver und Chiliflocken unterrühren und 1 Minute mitbraten, bis es duftet.',
          'Tomaten und Zucker zugeben, salzen, pfeffern und 10–15 Minuten köcheln lassen, bis die Soße eindickt. Abschmecken.',
          'Mit einem Löffelrücken 6 Mulden in die Soße drücken und in jede ein Ei schlagen. Zugedeckt bei schwacher Hitze 6–8 Minuten garen, bis das Eiweiß gestockt, das Eigelb aber noch flüssig ist.',
          'Mit den Kräutern bestreuen und direkt in der Pfanne servieren.',
        ]),
        notes:
          'Noch herzhafter wird es, wenn man vor dem Einschlagen der Eier 100 g Feta über die Soße bröselt.',
      },
      zh: {
        title: '沙克舒卡（番茄甜椒烩蛋）',
        description:
          '鸡蛋在香料番茄甜椒酱里慢慢焖熟，连锅一起端上桌。一只锅就能做好的早餐或简便晚餐，备些热面包蘸酱汁吃最香。',
        ingredients: inGroup(null, [
          '橄榄油 2汤匙',
          '洋葱 1个，切丝',
          '红甜椒 2个，切条',
          '大蒜 3瓣，切末',
          '孜然粉 1茶匙',
          '甜椒粉 1茶匙',
          '辣椒碎 ¼茶匙',
          '番茄丁罐头 2罐（每罐400克）',
          '糖 ½茶匙',
          '鸡蛋 6个',
          '盐和胡椒 适量',
          '平叶欧芹或香菜 1把，切碎',
        ]),
        steps: inGroup(null, [
          '大平底锅中火烧热橄榄油，放入洋葱和甜椒，不时翻炒10分钟，炒至软身出甜味。',
          '加入蒜末、孜然粉、甜椒粉和辣椒碎，翻炒1分钟至出香味。',
          '倒入番茄丁和糖，用盐和胡椒调味，小火煮10–15分钟，至酱汁变稠。尝一尝再调整咸淡。',
          '用勺背在酱汁里压出6个小坑，每个坑里打入一个鸡蛋。盖上锅盖，小火焖6–8分钟，至蛋白凝固、蛋黄仍是流心。',
          '撒上香草碎，直接连锅上桌。',
        ]),
        notes: '想要口味更浓郁，可在打入鸡蛋前把100克菲达奶酪捏碎撒在酱汁上。',
      },
    },
  },
  {
    key: 'minestrone',
    cuisine: 'italian',
    difficulty: 'easy',
    servings: 6,
    prepMinutes: 20,
    cookMinutes: 45,
    totalMinutes: 65,
    dietaryFlags: ['Vegetarian', 'Vegan', 'Dairy-Free', 'Nut-Free'],
    appliances: ['stovetop'],
    tags: ['soup', 'dinner', 'one-pot', 'batch-cooking'],
    text: {
      en: {
        title: 'Minestrone',
        description:
          'A thick Italian vegetable soup with beans and small pasta: the kind of pot that uses up what is in the vegetable drawer and feeds everyone for two days.',
        ingredients: inGroup(null, [
          '3 tbsp olive oil',
          '1 onion, diced',
          '2 carrots, diced',
          '2 celery sticks, diced',
          '2 garlic cloves, finely chopped',
          '1 tbsp tomato purée',
          '1 tsp dried oregano',
          '1 can (400 g) chopped tomatoes',
          '1.5 l vegetable stock',
          '2 potatoes, diced',
          '1 courgette, diced',
          '100 g green beans, cut into short lengths',
          '1 can (400 g) cannellini beans, drained',
          '100 g small pasta (ditalini or broken spaghetti)',
          '2 handfuls spinach or shredded savoy cabbage',
          'salt and pepper, to taste',
          'a few basil leaves, to serve',
        ]),
        steps: inGroup(null, [
          'Warm the oil in a large pot over a medium-low heat. Add the onion, carrots and celery with a pinch of salt and cook gently for 10 minutes, until soft but not browned.',
          'Stir in the garlic, tomato purée and oregano and cook for 2 minutes more.',
          'Add the tomatoes, stock and potatoes, bring to the boil, then lower the heat and simmer for 15 minutes.',
          'Add the courgette, green beans, cannellini beans and pasta and simmer for another 10–12 minutes, until the pasta is tender. Add a splash of water if the soup gets too thick.',
          'Stir in the spinach for the last 2 minutes, then season well with salt and pepper.',
          'Ladle into bowls, tear the basil over the top and finish with a thread of olive oil.',
        ]),
        notes:
          'Minestrone tastes even better the next day. If you plan to keep some, cook the pasta separately and add it to each bowl so that it does not swell in the soup. If it need not be vegan, a spoonful of grated Parmesan on top is traditional.',
      },
      es: {
        title: 'Minestrone',
        description:
          'Una sopa italiana de verduras espesa, con alubias y pasta pequeña: la olla perfecta para aprovechar lo que queda en el cajón de las verduras y comer dos días.',
        ingredients: inGroup(null, [
          '3 cucharadas de aceite de oliva',
          '1 cebolla, en dados',
          '2 zanahorias, en dados',
          '2 ramas de apio, en dados',
          '2 dientes de ajo, picados finos',
          '1 cucharada de concentrado de tomate',
          '1 cucharadita de orégano seco',
          '1 lata (400 g) de tomate troceado',
          '1,5 l de caldo de verduras',
          '2 patatas, en dados',
          '1 calabacín, en dados',
          '100 g de judías verdes, en trozos cortos',
          '1 lata (400 g) de alubias blancas, escurridas',
          '100 g de pasta pequeña (ditalini o espaguetis partidos)',
          '2 puñados de espinacas o de col rizada en tiras',
          'sal y pimienta, al gusto',
          'unas hojas de albahaca, para servir',
        ]),
        steps: inGroup(null, [
          'Calienta el aceite en una olla grande a fuego medio-bajo. Añade la cebolla, las zanahorias y el apio con una pizca de sal y rehoga despacio 10 minutos, hasta que estén tiernos pero sin dorarse.',
          'Incorpora el ajo, el concentrado de tomate y el orégano y cocina 2 minutos más.',
          'Añade el tomate, el caldo y las patatas, lleva a ebullición, baja el fuego y deja cocer a fuego lento 15 minutos.',
          'Agrega el calabacín, las judías verdes, las alubias y la pasta y cuece otros 10-12 minutos, hasta que la pasta esté tierna. Si la sopa espesa demasiado, añade un chorrito de agua.',
          'Incorpora las espinacas en los últimos 2 minutos y salpimienta bien.',
          'Sirve en cuencos, reparte la albahaca troceada con las manos y termina con un hilo de aceite de oliva.',
        ]),
        notes:
          'La minestrone está aún más rica al día siguiente. Si vas a guardar una parte, cuece la pasta aparte y añádela a cada plato para que no se hinche en la sopa. Si no hace falta que sea vegana, una cucharada de parmesano rallado por encima es lo tradicional.',
      },
      fr: {
        title: 'Minestrone',
        description:
          'Une soupe italienne de légumes bien épaisse, avec des haricots et des petites pâtes : la marmite idéale pour finir le bac à légumes et nourrir tout le monde pendant deux jours.',
        ingredients: inGroup(null, [
          "3 cuillères à soupe d'huile d'olive",
          '1 oignon, coupé en dés',
          '2 carottes, coupées en dés',
          '2 branches de céleri, coupées en dés',
          "2 gousses d'ail, finement hachées",
          '1 cuillère à soupe de concentré de tomate',
          "1 cuillère à café d'origan séché",
          '1 boîte (400 g) de tomates concassées',
          '1,5 l de bouillon de légumes',
          '2 pommes de terre, coupées en dés',
          '1 courgette, coupée en dés',
          '100 g de haricots verts, coupés en tronçons',
          '1 boîte (400 g) de haricots blancs, égouttés',
          '100 g de petites pâtes (ditalini ou spaghetti cassés)',
          "2 poignées d'épinards ou de chou frisé émincé",
          'sel et poivre',
          'quelques feuilles de basilic, pour servir',
        ]),
        steps: inGroup(null, [
          "Faites chauffer l'huile dans une grande marmite à feu moyen-doux. Ajoutez l'oignon, les carottes et le céleri avec une pincée de sel et laissez suer 10 minutes, sans coloration.",
          "Incorporez l'ail, le concentré de tomate et l'origan, puis laissez cuire encore 2 minutes.",
          'Ajoutez les tomates, le bouillon et les pommes de terre, portez à ébullition, puis baissez le feu et laissez mijoter 15 minutes.',
          "Ajoutez la courgette, les haricots verts, les haricots blancs et les pâtes, et poursuivez la cuisson 10 à 12 minutes, jusqu'à ce que les pâtes soient tendres. Allongez d'un peu d'eau si la soupe devient trop épaisse.",
          'Incorporez les épinards pendant les 2 dernières minutes, puis salez et poivrez généreusement.',
          "Servez dans des bols, déchirez le basilic par-dessus et terminez par un filet d'huile d'olive.",
        ]),
        notes:
          "Le minestrone est encore meilleur le lendemain. Si vous comptez en garder, faites cuire les pâtes à part et ajoutez-les dans chaque bol : elles ne gonfleront pas dans la soupe. Si la version végane n'est pas nécessaire, une cuillerée de parmesan râpé par-dessus est de tradition.",
      },
      de: {
        title: 'Minestrone',
        description:
          'Eine sämige italienische Gemüsesuppe mit Bohnen und kleinen Nudeln – genau der richtige Topf, um das Gemüsefach zu leeren und alle zwei Tage lang satt zu bekommen.',
        ingredients: inGroup(null, [
          '3 EL Olivenöl',
          '1 Zwiebel, gewürfelt',
          '2 Möhren, gewürfelt',
          '2 Stangen Staudensellerie, gewürfelt',
          '2 Knoblauchzehen, fein gehackt',
          '1 EL Tomatenmark',
          '1 TL getrockneter Oregano',
          '1 Dose (400 g) stückige Tomaten',
          '1,5 l Gemüsebrühe',
          '2 Kartoffeln, gewürfelt',
          '1 Zucchini, gewürfelt',
          '100 g grüne Bohnen, in kurze Stücke geschnitten',
          '1 Dose (400 g) weiße Bohnen (Cannellini), abgetropft',
          '100 g kleine Suppennudeln (Ditalini oder zerbrochene Spaghetti)',
          '2 Handvoll Spinat oder in Streifen geschnittener Wirsing',
          'Salz und Pfeffer',
          'einige Basilikumblätter zum Servieren',
        ]),
        steps: inGroup(null, [
          'Das Öl in einem großen Topf bei mittlerer bis schwacher Hitze erwärmen. Zwiebel, Möhren und Sellerie mit einer Prise Salz darin 10 Minuten sanft dünsten, bis sie weich sind, ohne Farbe zu nehmen.',
          'Knoblauch, Tomatenmark und Oregano einrühren und weitere 2 Minuten dünsten.',
          'Tomaten, Brühe und Kartoffeln zugeben, aufkochen, dann die Hitze reduzieren und 15 Minuten köcheln lassen.',
          'Zucchini, grüne Bohnen, weiße Bohnen und Nudeln zugeben und weitere 10–12 Minuten köcheln, bis die Nudeln gar sind. Wird die Suppe zu dick, einen Schuss Wasser angießen.',
          'Den Spinat in den letzten 2 Minuten unterrühren und die Suppe kräftig mit Salz und Pfeffer abschmecken.',
          'In Teller oder Schalen füllen, das Basilikum darüberzupfen und mit etwas Olivenöl beträufeln.',
        ]),
        notes:
          'Minestrone schmeckt am nächsten Tag noch besser. Wer etwas aufheben möchte, kocht die Nudeln separat und gibt sie erst in den Teller, damit sie in der Suppe nicht aufquellen. Muss es nicht vegan sein, gehört traditionell ein Löffel geriebener Parmesan darüber.',
      },
      zh: {
        title: '意式蔬菜汤',
        description: '加了豆子和小意面的浓稠意式蔬菜汤。冰箱里剩下的蔬菜都能用上，一锅够全家吃两天。',
        ingredients: inGroup(null, [
          '橄榄油 3汤匙',
          '洋葱 1个，切丁',
          '胡萝卜 2根，切丁',
          '西芹 2根，切丁',
          '大蒜 2瓣，切末',
          '番茄膏 1汤匙',
          '干牛至 1茶匙',
          '番茄丁罐头 1罐（400克）',
          '蔬菜高汤 1.5升',
          '土豆 2个，切丁',
          '西葫芦 1根，切丁',
          '四季豆 100克，切小段',
          '白芸豆罐头 1罐（400克），沥干',
          '小号意面 100克（顶针面或掰断的意大利面）',
          '菠菜或切丝的皱叶甘蓝 2把',
          '盐和胡椒 适量',
          '罗勒叶 几片，装饰用',
        ]),
        steps: inGroup(null, [
          '大锅中小火烧热橄榄油，放入洋葱、胡萝卜和西芹，加一小撮盐，慢慢炒10分钟，炒软但不要上色。',
          '加入蒜末、番茄膏和牛至，再炒2分钟。',
          '倒入番茄丁、高汤和土豆，大火煮开后转小火煮15分钟。',
          '放入西葫芦、四季豆、白芸豆和意面，继续小火煮10–12分钟，至意面变软。汤太稠的话加少许水。',
          '最后2分钟拌入菠菜，再用盐和胡椒充分调味。',
          '盛入碗中，撕几片罗勒叶撒在上面，再淋一圈橄榄油。',
        ]),
        notes:
          '这道汤隔天吃味道更好。如果打算留一部分，意面最好单独煮，吃的时候再加到碗里，以免在汤里泡胀。不要求纯素的话，按传统撒一勺帕玛森奶酪碎也很好。',
      },
    },
  },
  {
    key: 'mushroom-risotto',
    cuisine: 'italian',
    difficulty: 'medium',
    servings: 4,
    prepMinutes: 20,
    cookMinutes: 35,
    totalMinutes: 55,
    dietaryFlags: ['Vegetarian', 'Nut-Free'],
    appliances: ['stovetop'],
    tags: ['dinner', 'vegetarian-main', 'comfort-food'],
    text: {
      en: {
        title: 'Mushroom risotto (risotto ai funghi)',
        description:
          'Creamy risotto with fresh mushrooms and a handful of dried porcini, whose soaking liquid gives the stock a deep, woodsy flavour.',
        ingredients: inGroup(null, [
          '15 g dried porcini',
          '1.2 l hot vegetable stock',
          '2 tbsp olive oil',
          '40 g butter',
          '300 g chestnut mushrooms, sliced',
          '2 garlic cloves, finely chopped',
          '1 tsp fresh thyme leaves',
          '1 onion, finely chopped',
          '320 g risotto rice (arborio or carnaroli)',
          '120 ml dry white wine',
          '50 g Parmesan-style vegetarian hard cheese, finely grated',
          'salt and pepper, to taste',
          '2 tbsp chopped flat-leaf parsley',
        ]),
        steps: inGroup(null, [
          'Put the porcini in a bowl, pour over 250 ml boiling water and leave to soak for 20 minutes. Lift them out and chop them, then strain the soaking liquid into the stock, leaving any grit behind. Keep the stock hot over a low heat.',
          'Heat the oil and half the butter in a wide pan. Fry the fresh mushrooms over a high heat for 5 minutes, until golden. Add the garlic, thyme and chopped porcini for 1 minute, season and tip onto a plate.',
          'In the same pan, cook the onion gently for 5 minutes, until soft. Add the rice and stir for 2 minutes, until the grains turn glassy at the edges.',
          'Pour in the wine and let it bubble away. Add the hot stock a ladleful at a time, stirring often and waiting until each one is almost absorbed before adding the next. After 18–20 minutes the rice should be creamy and tender with a slight bite.',
          'Stir in the mushrooms, the rest of the butter and the cheese. Take the pan off the heat, cover and leave to rest for 2 minutes, then season, scatter with parsley and serve at once.',
        ]),
        notes:
          'Risotto waits for no one, so have the table laid before the last step. Traditional Parmesan is made with animal rennet; it works just as well if the dish need not be vegetarian.',
      },
      es: {
        title: 'Risotto de setas (risotto ai funghi)',
        description:
          'Un risotto cremoso con champiñones frescos y un puñado de boletus secos, cuya agua de remojo da al caldo un sabor intenso a bosque.',
        ingredients: inGroup(null, [
          '15 g de boletus secos',
          '1,2 l de caldo de verduras caliente',
          '2 cucharadas de aceite de oliva',
          '40 g de mantequilla',
          '300 g de champiñones marrones, laminados',
          '2 dientes de ajo, picados finos',
          '1 cucharadita de hojas de tomillo fresco',
          '1 cebolla, picada fina',
          '320 g de arroz para risotto (arborio o carnaroli)',
          '120 ml de vino blanco seco',
          '50 g de queso curado vegetariano tipo parmesano, rallado fino',
          'sal y pimienta, al gusto',
          '2 cucharadas de perejil picado',
        ]),
        steps: inGroup(null, [
          'Pon los boletus en un cuenco, cúbrelos con 250 ml de agua hirviendo y déjalos en remojo 20 minutos. Sácalos y pícalos; cuela el agua del remojo sobre el caldo, dejando la arenilla en el fondo. Mantén el caldo caliente a fuego bajo.',
          'Calienta el aceite y la mitad de la mantequilla en una cazuela ancha. Saltea los champiñones a fuego fuerte 5 minutos, hasta que se doren. Añade el ajo, el tomillo y los boletus picados, cocina 1 minuto, salpimienta y reserva en un plato.',
          'En la misma cazuela, pocha la cebolla a fuego suave 5 minutos. Añade el arroz y remueve 2 minutos, hasta que los granos se vuelvan translúcidos por los bordes.',
          'Vierte el vino y deja que se evapore. Añade el caldo caliente cazo a cazo, removiendo a menudo y esperando a que cada cazo casi se absorba antes de añadir el siguiente. En 18-20 minutos el arroz debe quedar cremoso y tierno, pero con un punto firme.',
          'Incorpora las setas, el resto de la mantequilla y el queso. Retira del fuego, tapa y deja reposar 2 minutos; después salpimienta, espolvorea el perejil y sirve enseguida.',
        ]),
        notes:
          'El risotto no espera a nadie: ten la mesa puesta antes del último paso. El parmesano tradicional se elabora con cuajo animal; si no necesitas que el plato sea vegetariano, queda igual de bien.',
      },
      fr: {
        title: 'Risotto aux champignons',
        description:
          "Un risotto crémeux aux champignons frais et à une poignée de cèpes séchés, dont l'eau de trempage donne au bouillon un goût profond de sous-bois.",
        ingredients: inGroup(null, [
          '15 g de cèpes séchés',
          '1,2 l de bouillon de légumes chaud',
          "2 cuillères à soupe d'huile d'olive",
          '40 g de beurre',
          '300 g de champignons de Paris bruns, émincés',
          "2 gousses d'ail, finement hachées",
          '1 cuillère à café de feuilles de thym frais',
          '1 oignon, finement haché',
          '320 g de riz à risotto (arborio ou carnaroli)',
          '120 ml de vin blanc sec',
          '50 g de fromage à pâte dure végétarien (type parmesan), finement râpé',
          'sel et poivre',
          '2 cuillères à soupe de persil plat ciselé',
        ]),
        steps: inGroup(null, [
          "Mettez les cèpes dans un bol, couvrez-les de 250 ml d'eau bouillante et laissez tremper 20 minutes. Égouttez-les et hachez-les, puis filtrez l'eau de trempage dans le bouillon en laissant le sable au fond. Gardez le bouillon chaud à feu doux.",
          "Faites chauffer l'huile et la moitié du beurre dans une sauteuse. Faites dorer les champignons frais à feu vif 5 minutes. Ajoutez l'ail, le thym et les cèpes hachés pendant 1 minute, salez, poivrez et réservez sur une assiette.",
          "Dans la même sauteuse, faites fondre l'oignon à feu doux 5 minutes. Ajoutez le riz et remuez 2 minutes, jusqu'à ce que les grains deviennent nacrés.",
          "Versez le vin et laissez-le s'évaporer. Ajoutez le bouillon chaud louche par louche, en remuant souvent et en attendant que chaque louche soit presque absorbée avant la suivante. Au bout de 18 à 20 minutes, le riz doit être crémeux et tendre, encore légèrement ferme à cœur.",
          "Incorporez les champignons, le reste du beurre et le fromage. Retirez du feu, couvrez et laissez reposer 2 minutes, puis rectifiez l'assaisonnement, parsemez de persil et servez aussitôt.",
        ]),
        notes:
          "Le risotto n'attend pas : mettez la table avant la dernière étape. Le parmesan traditionnel est fabriqué avec de la présure animale ; il convient tout aussi bien si le plat n'a pas besoin d'être végétarien.",
      },
      de: {
        title: 'Pilzrisotto (Risotto ai funghi)',
        description:
          'Cremiges Risotto mit frischen Champignons und einer Handvoll getrockneter Steinpilze, deren Einweichwasser der Brühe ein tiefes, waldiges Aroma gibt.',
        ingredients: inGroup(null, [
          '15 g getrocknete Steinpilze',
          '1,2 l heiße Gemüsebrühe',
          '2 EL Olivenöl',
          '40 g Butter',
          '300 g braune Champignons, in Scheiben',
          '2 Knoblauchzehen, fein gehackt',
          '1 TL frische Thymianblättchen',
          '1 Zwiebel, fein gehackt',
          '320 g Risottoreis (Arborio oder Carnaroli)',
          '120 ml trockener Weißwein',
          '50 g vegetarischer Hartkäse (nach Parmesan-Art), fein gerieben',
          'Salz und Pfeffer',
          '2 EL gehackte glatte Petersilie',
        ]),
        steps: inGroup(null, [
          'Die Steinpilze in eine Schüssel geben, mit 250 ml kochendem Wasser übergießen und 20 Minuten einweichen. Herausheben und hacken, das Einweichwasser durch ein feines Sieb zur Brühe gießen, den Sand zurücklassen. Die Brühe bei schwacher Hitze heiß halten.',
          'Öl und die Hälfte der Butter in einem breiten Topf erhitzen. Die Champignons bei starker Hitze 5 Minuten goldbraun braten. Knoblauch, Thymian und gehackte Steinpilze 1 Minute mitbraten, würzen und auf einen Teller geben.',
          'Im selben Topf die Zwiebel 5 Minuten sanft glasig dünsten. Den Reis zugeben und 2 Minuten rühren, bis die Körner am Rand glasig werden.',
          'Mit dem Wein ablöschen und diesen verkochen lassen. Die heiße Brühe kellenweise angießen, häufig rühren und jede Kelle fast ganz aufnehmen lassen, bevor die nächste kommt. Nach 18–20 Minuten ist der Reis cremig und weich, hat aber noch etwas Biss.',
          'Pilze, restliche Butter und Käse unterrühren. Den Topf vom Herd nehmen, zudecken und 2 Minuten ruhen lassen, dann abschmecken, mit Petersilie bestreuen und sofort servieren.',
        ]),
        notes:
          'Risotto wartet auf niemanden – also den Tisch vor dem letzten Schritt decken. Echter Parmesan wird mit tierischem Lab hergestellt; er passt genauso gut, wenn das Gericht nicht vegetarisch sein muss.',
      },
      zh: {
        title: '意式蘑菇烩饭',
        description:
          '奶香浓郁的意式烩饭，用新鲜蘑菇加一小把干牛肝菌，泡菌的水倒进高汤里，带来浓浓的山林香气。',
        ingredients: inGroup(null, [
          '干牛肝菌 15克',
          '热蔬菜高汤 1.2升',
          '橄榄油 2汤匙',
          '黄油 40克',
          '褐色蘑菇 300克，切片',
          '大蒜 2瓣，切末',
          '新鲜百里香叶 1茶匙',
          '洋葱 1个，切碎',
          '意大利烩饭米 320克（阿博里奥或卡纳罗利）',
          '干白葡萄酒 120毫升',
          '素食硬质奶酪（帕玛森风味） 50克，细细擦碎',
          '盐和胡椒 适量',
          '平叶欧芹碎 2汤匙',
        ]),
        steps: inGroup(null, [
          '牛肝菌放入碗中，倒入250毫升开水浸泡20分钟。捞出切碎，把泡菌的水滤入高汤，底部的沙粒留下不要。高汤用小火保持热度。',
          '宽口锅里烧热橄榄油和一半黄油，大火把新鲜蘑菇煎5分钟至金黄。加入蒜末、百里香和牛肝菌碎炒1分钟，调味后盛出备用。',
          '同一口锅小火把洋葱炒5分钟至变软。倒入米，翻炒2分钟，至米粒边缘变得半透明。',
          '倒入白葡萄酒，煮至酒气挥发。然后一勺一勺加入热高汤，经常搅拌，每一勺差不多被吸收后再加下一勺。约18–20分钟后，米饭应软糯顺滑，中心略带嚼劲。',
          '拌入蘑菇、剩下的黄油和奶酪。离火加盖静置2分钟，调味后撒上欧芹，立即上桌。',
        ]),
        notes:
          '烩饭做好就要马上吃，所以最后一步之前先把餐桌准备好。传统帕玛森奶酪用动物凝乳酶制成；如果不要求素食，用它也一样好吃。',
      },
    },
  },
  {
    key: 'spaghetti-carbonara',
    cuisine: 'italian',
    difficulty: 'medium',
    servings: 4,
    prepMinutes: 10,
    cookMinutes: 15,
    totalMinutes: 25,
    dietaryFlags: ['Nut-Free'],
    appliances: ['stovetop'],
    tags: ['dinner', 'quick', 'comfort-food'],
    text: {
      en: {
        title: 'Spaghetti carbonara',
        description:
          'The Roman classic made the proper way, without cream: crisp guanciale, eggs, sharp pecorino and plenty of black pepper, brought together with a splash of pasta water.',
        ingredients: inGroup(null, [
          '400 g spaghetti',
          '150 g guanciale or pancetta, cut into strips',
          '3 eggs',
          '2 egg yolks',
          '80 g Pecorino Romano, finely grated',
          '1 tsp coarsely ground black pepper',
          'salt, for the pasta water',
        ]),
        steps: inGroup(null, [
          'Bring a large pot of water to the boil and salt it lightly: the cheese and guanciale are salty already.',
          'Meanwhile, put the guanciale in a cold frying pan and heat it slowly over a medium heat for 8–10 minutes, until the fat has melted and the strips are crisp. Turn off the heat.',
          'In a bowl, beat the eggs and yolks with most of the cheese and the pepper to a thick cream.',
          'Cook the spaghetti for 1 minute less than the packet says. Scoop out a mugful of the cooking water, then drain.',
          'Tip the spaghetti into the pan with the guanciale and toss it in the fat. Let it cool for 1 minute, then add the egg mixture and a splash of the cooking water and toss quickly until the sauce turns creamy and glossy. Add a little more water if it is too thick; the pan must not be so hot that the eggs scramble.',
          'Serve straight away with the rest of the cheese and more pepper.',
        ]),
        notes:
          'The silkiness comes from eggs, cheese and starchy pasta water, not from cream. Pancetta or smoked bacon will do if you cannot find guanciale.',
      },
      es: {
        title: 'Espaguetis a la carbonara',
        description:
          'El clásico romano como se hace de verdad, sin nata: guanciale crujiente, huevo, pecorino curado y mucha pimienta negra, ligados con un chorrito del agua de la pasta.',
        ingredients: inGroup(null, [
          '400 g de espaguetis',
          '150 g de guanciale o panceta, en tiras',
          '3 huevos',
          '2 yemas de huevo',
          '80 g de pecorino romano, rallado fino',
          '1 cucharadita de pimienta negra molida gruesa',
          'sal, para el agua de la pasta',
        ]),
        steps: inGroup(null, [
          'Pon a hervir agua abundante en una olla grande y sálala poco: el queso y el guanciale ya son salados.',
          'Mientras tanto, pon el guanciale en una sartén fría y caliéntalo poco a poco a fuego medio de 8 a 10 minutos, hasta que suelte la grasa y quede crujiente. Apaga el fuego.',
          'En un cuenco, bate los huevos y las yemas con casi todo el queso y la pimienta hasta obtener una crema espesa.',
          'Cuece los espaguetis 1 minuto menos de lo que indica el paquete. Reserva una taza del agua de cocción y escúrrelos.',
          'Echa los espaguetis en la sartén del guanciale y mézclalos con la grasa. Deja que se templen 1 minuto, añade la mezcla de huevo y un chorrito del agua de cocción y remueve rápido hasta que la salsa quede cremosa y brillante. Si está demasiado espesa, añade un poco más de agua; la sartén no debe estar tan caliente que cuaje el huevo.',
          'Sirve enseguida con el resto del queso y más pimienta.',
        ]),
        notes:
          'La cremosidad sale del huevo, el queso y el almidón del agua de la pasta, no de la nata. Si no encuentras guanciale, sirve la panceta o el beicon ahumado.',
      },
      fr: {
        title: 'Spaghetti à la carbonara',
        description:
          "Le classique romain dans les règles, sans crème : guanciale croustillant, œufs, pecorino bien relevé et beaucoup de poivre noir, liés par un peu d'eau de cuisson des pâtes.",
        ingredients: inGroup(null, [
          '400 g de spaghetti',
          '150 g de guanciale ou de pancetta, coupé en lardons',
          '3 œufs',
          "2 jaunes d'œufs",
          '80 g de pecorino romano, finement râpé',
          '1 cuillère à café de poivre noir concassé',
          "sel, pour l'eau des pâtes",
        ]),
        steps: inGroup(null, [
          "Portez à ébullition une grande casserole d'eau et salez-la légèrement : le fromage et le guanciale sont déjà salés.",
          "Pendant ce temps, mettez le guanciale dans une poêle froide et faites-le chauffer doucement à feu moyen 8 à 10 minutes, jusqu'à ce que le gras ait fondu et que les lardons soient croustillants. Éteignez le feu.",
          "Dans un bol, battez les œufs et les jaunes avec presque tout le fromage et le poivre jusqu'à obtenir une crème épaisse.",
          "Faites cuire les spaghetti 1 minute de moins que le temps indiqué sur le paquet. Prélevez une tasse d'eau de cuisson, puis égouttez.",
          "Versez les spaghetti dans la poêle du guanciale et enrobez-les de gras. Laissez tiédir 1 minute, puis ajoutez le mélange aux œufs et un trait d'eau de cuisson et mélangez vivement jusqu'à ce que la sauce devienne crémeuse et brillante. Ajoutez un peu d'eau si elle est trop épaisse ; la poêle ne doit pas être chaude au point de faire cuire les œufs en brouillade.",
          'Servez immédiatement avec le reste du fromage et un tour de moulin à poivre.',
        ]),
        notes:
          "L'onctuosité vient des œufs, du fromage et de l'amidon de l'eau de cuisson, pas de la crème. À défaut de guanciale, la pancetta ou du lard fumé font l'affaire.",
      },
      de: {
        title: 'Spaghetti carbonara',
        description:
          'Der römische Klassiker, wie er sein soll – ohne Sahne: knuspriger Guanciale, Eier, würziger Pecorino und reichlich schwarzer Pfeffer, mit einem Schuss Nudelwasser gebunden.',
        ingredients: inGroup(null, [
          '400 g Spaghetti',
          '150 g Guanciale oder Pancetta, in Streifen',
          '3 Eier',
          '2 Eigelb',
          '80 g Pecorino Romano, fein gerieben',
          '1 TL grob gemahlener schwarzer Pfeffer',
          'Salz für das Nudelwasser',
        ]),
        steps: inGroup(null, [
          'Reichlich Wasser in einem großen Topf aufkochen und nur leicht salzen – Käse und Guanciale bringen schon Salz mit.',
          'Inzwischen den Guanciale in eine kalte Pfanne geben und bei mittlerer Hitze 8–10 Minuten langsam auslassen, bis das Fett geschmolzen und die Streifen knusprig sind. Den Herd ausschalten.',
          'In einer Schüssel Eier und Eigelb mit dem Großteil des Käses und dem Pfeffer zu einer dicken Creme verrühren.',
          'Die Spaghetti 1 Minute kürzer kochen als auf der Packung angegeben. Eine Tasse Kochwasser abnehmen, dann abgießen.',
          'Die Spaghetti in die Pfanne mit dem Guanciale geben und im Fett schwenken. 1 Minute abkühlen lassen, dann die Eiermischung und einen Schuss Kochwasser zugeben und zügig durchmischen, bis die Soße cremig glänzt. Ist sie zu dick, noch etwas Wasser zugeben; die Pfanne darf nicht so heiß sein, dass das Ei stockt.',
          'Sofort mit dem restlichen Käse und frisch gemahlenem Pfeffer servieren.',
        ]),
        notes:
          'Die seidige Soße entsteht aus Ei, Käse und stärkehaltigem Nudelwasser, nicht aus Sahne. Statt Guanciale gehen auch Pancetta oder durchwachsener Räucherspeck.',
      },
      zh: {
        title: '卡邦尼意面',
        description:
          '正宗罗马做法，不放奶油：煎得酥脆的意式风干猪脸肉、鸡蛋、咸香的佩科里诺羊奶酪和大量黑胡椒，再用一点煮面水拌成顺滑的酱汁。',
        ingredients: inGroup(null, [
          '意大利直面 400克',
          '意式风干猪脸肉或意式培根 150克，切条',
          '鸡蛋 3个',
          '蛋黄 2个',
          '佩科里诺羊奶酪 80克，细细擦碎',
          '粗磨黑胡椒 1茶匙',
          '盐 适量，煮面用',
        ]),
        steps: inGroup(null, [
          '大锅烧开水，少放点盐——奶酪和猪脸肉本身已经够咸。',
          '同时把猪脸肉放进冷的平底锅，中火慢慢加热8–10分钟，煎至油脂析出、肉条酥脆后关火。',
          '碗里打入鸡蛋和蛋黄，加入大部分奶酪碎和黑胡椒，搅成浓稠的蛋糊。',
          '意面按包装时间少煮1分钟。舀出一杯煮面水备用，再把面沥干。',
          '把意面倒进猪脸肉锅里，裹匀油脂。稍等1分钟让锅降温，然后倒入蛋糊和少许煮面水，快速翻拌至酱汁顺滑发亮。太稠就再加点水；锅不能太烫，否则鸡蛋会结成蛋花。',
          '立刻装盘，撒上剩下的奶酪和更多黑胡椒。',
        ]),
        notes:
          '顺滑的口感来自鸡蛋、奶酪和含淀粉的煮面水，而不是奶油。买不到风干猪脸肉的话，用意式培根或烟熏培根代替也可以。',
      },
    },
  },
  {
    key: 'pizza-margherita',
    cuisine: 'italian',
    difficulty: 'hard',
    servings: 4,
    prepMinutes: 30,
    cookMinutes: 35,
    totalMinutes: 185,
    dietaryFlags: ['Vegetarian', 'Nut-Free'],
    appliances: ['stand-mixer', 'oven'],
    tags: ['dinner', 'baking', 'kid-friendly', 'vegetarian-main'],
    text: {
      en: {
        title: 'Pizza margherita',
        description:
          'Homemade pizza with a chewy, blistered crust, simple tomato, melting mozzarella and basil. The stand mixer does the kneading; a very hot oven and tray do the rest.',
        ingredients: [
          ...inGroup('For the dough', [
            '500 g strong white bread flour or tipo 00 flour',
            '1 sachet (7 g) fast-action dried yeast',
            '1 tsp sugar',
            '10 g salt',
            '325 ml lukewarm water',
            '2 tbsp olive oil',
          ]),
          ...inGroup('For the topping', [
            '1 can (400 g) peeled plum tomatoes',
            'salt, to taste',
            '250 g mozzarella, drained and torn',
            '2 tbsp olive oil',
            '1 handful basil leaves',
            'semolina or flour, for dusting',
          ]),
        ],
        steps: [
          ...inGroup('Make the dough', [
            'Put the flour, yeast, sugar and salt in the bowl of a stand mixer fitted with the dough hook. With the mixer on low, pour in the water and the oil.',
            'Knead on a low to medium speed for 8–10 minutes, until the dough is smooth and springy and comes away from the side of the bowl.',
            'Shape into a ball, cover the bowl and leave somewhere warm for about 2 hours, until doubled in size.',
            'Turn the dough out, divide it into 4 and roll each piece into a tight ball. Cover with a tea towel and leave for 15 minutes.',
          ]),
          ...inGroup('Top and bake', [
            'Meanwhile, heat the oven to its highest setting (at least 250 °C) with a heavy baking tray or pizza stone inside, for at least 30 minutes.',
            'Crush the tomatoes with a fork or your hands and season with salt; the sauce needs no cooking.',
            'Stretch one ball on a surface dusted with semolina into a thin round of about 28 cm, leaving the edge a little thicker. Lay it on baking paper, spread with a quarter of the tomato, scatter over a quarter of the mozzarella and drizzle with oil.',
            'Slide the pizza, on its paper, onto the hot tray and bake for 7–9 minutes, until the crust is puffed and charred in places and the cheese bubbles. Scatter with basil and repeat with the other balls.',
          ]),
        ],
        notes:
          'For more flavour, let the dough balls rise slowly in the fridge for 24 hours and take them out 1 hour before shaping. No stand mixer? Knead by hand for about 10 minutes.',
      },
      es: {
        title: 'Pizza margarita',
        description:
          'Pizza casera de masa elástica y bordes con burbujas tostadas, con tomate sencillo, mozzarella fundida y albahaca. La amasadora hace el trabajo; el horno y la bandeja muy calientes, el resto.',
        ingredients: [
          ...inGroup('Para la masa', [
            '500 g de harina de fuerza o harina tipo 00',
            '1 sobre (7 g) de levadura seca de panadería',
            '1 cucharadita de azúcar',
            '10 g de sal',
            '325 ml de agua tibia',
            '2 cucharadas de aceite de oliva',
          ]),
          ...inGroup('Para cubrir', [
            '1 lata (400 g) de tomates pelados enteros',
            'sal, al gusto',
            '250 g de mozzarella, escurrida y troceada',
            '2 cucharadas de aceite de oliva',
            '1 puñado de hojas de albahaca',
            'sémola o harina, para espolvorear',
          ]),
        ],
        steps: [
          ...inGroup('Prepara la masa', [
            'Pon la harina, la levadura, el azúcar y la sal en el bol de la amasadora con el gancho. Con la máquina a velocidad baja, vierte el agua y el aceite.',
            'Amasa a velocidad baja o media de 8 a 10 minutos, hasta que la masa esté lisa y elástica y se despegue de las paredes del bol.',
            'Forma una bola, tapa el bol y deja la masa en un lugar templado unas 2 horas, hasta que doble su volumen.',
            'Vuelca la masa, divídela en 4 y forma con cada trozo una bola tensa. Cúbrelas con un paño y déjalas reposar 15 minutos.',
          ]),
          ...inGroup('Monta y hornea', [
            'Mientras tanto, calienta el horno a la máxima temperatura (al menos 250 °C) con una bandeja gruesa o una piedra para pizza dentro, durante al menos 30 minutos.',
            'Aplasta los tomates con un tenedor o con las manos y sálalos; la salsa no necesita cocción.',
            'Estira una bola sobre la encimera espolvoreada con sémola hasta formar un disco fino de unos 28 cm, con el borde algo más grueso. Colócalo sobre papel de horno, úntalo con una cuarta parte del tomate, reparte una cuarta parte de la mozzarella y riega con aceite.',
            'Desliza la pizza con su papel sobre la bandeja caliente y hornea de 7 a 9 minutos, hasta que el borde se hinche y se tueste en algunos puntos y el queso burbujee. Reparte la albahaca y repite con el resto de las bolas.',
          ]),
        ],
        notes:
          'Para más sabor, deja fermentar las bolas despacio en la nevera 24 horas y sácalas 1 hora antes de estirarlas. ¿Sin amasadora? Amasa a mano unos 10 minutos.',
      },
      fr: {
        title: 'Pizza margherita',
        description:
          'Une pizza maison à la pâte moelleuse et aux bords boursouflés, avec une sauce tomate toute simple, de la mozzarella fondante et du basilic. Le robot pétrit ; un four et une plaque très chauds font le reste.',
        ingredients: [
          ...inGroup('Pour la pâte', [
            '500 g de farine de force ou de farine italienne type 00',
            '1 sachet (7 g) de levure de boulanger sèche',
            '1 cuillère à café de sucre',
            '10 g de sel',
            "325 ml d'eau tiède",
            "2 cuillères à soupe d'huile d'olive",
          ]),
          ...inGroup('Pour la garniture', [
            '1 boîte (400 g) de tomates pelées entières',
            'sel',
            '250 g de mozzarella, égouttée et déchirée',
            "2 cuillères à soupe d'huile d'olive",
            '1 poignée de feuilles de basilic',
            'semoule fine ou farine, pour le plan de travail',
          ]),
        ],
        steps: [
          ...inGroup('Préparer la pâte', [
            "Mettez la farine, la levure, le sucre et le sel dans la cuve du robot muni du crochet pétrisseur. Robot en marche à petite vitesse, versez l'eau et l'huile.",
            "Pétrissez à vitesse lente à moyenne 8 à 10 minutes, jusqu'à ce que la pâte soit lisse, souple et se détache des parois.",
            "Formez une boule, couvrez la cuve et laissez lever dans un endroit tiède environ 2 heures, jusqu'à ce que la pâte ait doublé de volume.",
            "Dégazez la pâte, divisez-la en 4 et boulez chaque morceau bien serré. Couvrez d'un torchon et laissez reposer 15 minutes.",
          ]),
          ...inGroup('Garnir et cuire', [
            "Pendant ce temps, préchauffez le four à sa température maximale (au moins 250 °C) avec une plaque épaisse ou une pierre à pizza à l'intérieur, pendant au moins 30 minutes.",
            "Écrasez les tomates à la fourchette ou à la main et salez-les ; la sauce n'a pas besoin de cuire.",
            "Étalez un pâton sur le plan de travail fariné de semoule en un disque fin d'environ 28 cm, en gardant le bord un peu plus épais. Posez-le sur du papier cuisson, étalez un quart de la tomate, répartissez un quart de la mozzarella et arrosez d'un filet d'huile.",
            "Faites glisser la pizza avec son papier sur la plaque chaude et enfournez 7 à 9 minutes, jusqu'à ce que la croûte soit gonflée et légèrement brûlée par endroits et que le fromage bouillonne. Parsemez de basilic et recommencez avec les autres pâtons.",
          ]),
        ],
        notes:
          'Pour plus de goût, laissez lever les pâtons lentement au réfrigérateur pendant 24 heures et sortez-les 1 heure avant de les étaler. Pas de robot ? Pétrissez à la main une dizaine de minutes.',
      },
      de: {
        title: 'Pizza Margherita',
        description:
          'Selbst gemachte Pizza mit luftigem, blasigem Rand, schlichter Tomatensoße, schmelzendem Mozzarella und Basilikum. Die Küchenmaschine knetet, ein sehr heißer Ofen und ein heißes Blech erledigen den Rest.',
        ingredients: [
          ...inGroup('Für den Teig', [
            '500 g Pizzamehl (Tipo 00) oder kräftiges Weizenmehl',
            '1 Päckchen (7 g) Trockenhefe',
            '1 TL Zucker',
            '10 g Salz',
            '325 ml lauwarmes Wasser',
            '2 EL Olivenöl',
          ]),
          ...inGroup('Für den Belag', [
            '1 Dose (400 g) geschälte Tomaten',
            'Salz',
            '250 g Mozzarella, abgetropft und zerzupft',
            '2 EL Olivenöl',
            '1 Handvoll Basilikumblätter',
            'Hartweizengrieß oder Mehl zum Bestäuben',
          ]),
        ],
        steps: [
          ...inGroup('Teig zubereiten', [
            'Mehl, Hefe, Zucker und Salz in die Schüssel der Küchenmaschine mit Knethaken geben. Bei niedriger Stufe Wasser und Öl zugießen.',
            'Auf niedriger bis mittlerer Stufe 8–10 Minuten kneten, bis der Teig glatt und elastisch ist und sich vom Schüsselrand löst.',
            'Zu einer Kugel formen, die Schüssel abdecken und den Teig an einem warmen Ort etwa 2 Stunden gehen lassen, bis er sich verdoppelt hat.',
            'Den Teig herausnehmen, in 4 Stücke teilen und jedes zu einer straffen Kugel schleifen. Mit einem Geschirrtuch abdecken und 15 Minuten ruhen lassen.',
          ]),
          ...inGroup('Belegen und backen', [
            'Inzwischen den Backofen mit einem schweren Backblech oder Pizzastein auf höchster Stufe (mindestens 250 °C) mindestens 30 Minuten vorheizen.',
            'Die Tomaten mit einer Gabel oder den Händen zerdrücken und salzen – die Soße muss nicht gekocht werden.',
            'Eine Teigkugel auf einer mit Grieß bestreuten Fläche zu einem dünnen Fladen von etwa 28 cm ausziehen, den Rand etwas dicker lassen. Auf Backpapier legen, mit einem Viertel der Tomaten bestreichen, ein Viertel des Mozzarellas darauf verteilen und mit Öl beträufeln.',
            'Die Pizza mit dem Papier auf das heiße Blech ziehen und 7–9 Minuten backen, bis der Rand aufgegangen und stellenweise dunkel ist und der Käse blubbert. Mit Basilikum bestreuen und mit den übrigen Teigkugeln genauso verfahren.',
          ]),
        ],
        notes:
          'Noch aromatischer wird der Teig, wenn die Kugeln 24 Stunden langsam im Kühlschrank gehen; 1 Stunde vor dem Ausziehen herausnehmen. Ohne Küchenmaschine etwa 10 Minuten von Hand kneten.',
      },
      zh: {
        title: '玛格丽特披萨',
        description:
          '自制披萨，饼边有嚼劲、带焦斑，配上简单的番茄酱、拉丝的马苏里拉奶酪和罗勒。厨师机负责揉面，滚烫的烤箱和烤盘负责其余的一切。',
        ingredients: [
          ...inGroup('面团', [
            '高筋面粉或意大利00号面粉 500克',
            '即发干酵母 1包（7克）',
            '糖 1茶匙',
            '盐 10克',
            '温水 325毫升',
            '橄榄油 2汤匙',
          ]),
          ...inGroup('配料', [
            '整颗去皮番茄罐头 1罐（400克）',
            '盐 适量',
            '马苏里拉奶酪 250克，沥干后撕成小块',
            '橄榄油 2汤匙',
            '罗勒叶 1把',
            '粗粒小麦粉或面粉 适量，撒面用',
          ]),
        ],
        steps: [
          ...inGroup('揉面', [
            '把面粉、酵母、糖和盐放入装好揉面钩的厨师机里。低速搅拌，同时倒入温水和橄榄油。',
            '用低速到中速揉8–10分钟，至面团光滑有弹性、不粘盆壁。',
            '整成圆团，盖好盆，放在温暖处发酵约2小时，至体积变为两倍大。',
            '取出面团排气，分成4份，分别滚圆收紧。盖上湿布松弛15分钟。',
          ]),
          ...inGroup('铺料烘烤', [
            '同时把厚烤盘或披萨石放进烤箱，以最高温度（至少250°C）预热至少30分钟。',
            '用叉子或手把番茄捏碎，加盐调味；这种酱不需要煮。',
            '在撒了粗粒小麦粉的台面上，把一个面团推开成直径约28厘米的薄饼，边缘稍厚。放到烘焙纸上，抹上四分之一的番茄酱，撒上四分之一的奶酪，再淋点橄榄油。',
            '连纸一起把披萨滑到烫烤盘上，烤7–9分钟，至饼边鼓起、局部焦黑，奶酪冒泡。撒上罗勒叶，其余面团照样做。',
          ]),
        ],
        notes:
          '想要风味更足，可把分好的面团放冰箱低温慢发24小时，整形前1小时取出回温。没有厨师机的话，用手揉约10分钟即可。',
      },
    },
  },
  {
    key: 'ratatouille',
    cuisine: 'french',
    difficulty: 'medium',
    servings: 6,
    prepMinutes: 25,
    cookMinutes: 70,
    totalMinutes: 95,
    dietaryFlags: [
      'Vegetarian',
      'Vegan',
      'Gluten-Free',
      'Dairy-Free',
      'Nut-Free',
      'Low Carb',
      'Paleo',
      'Whole30',
    ],
    appliances: ['stovetop'],
    tags: ['dinner', 'side', 'vegetarian-main', 'batch-cooking'],
    text: {
      en: {
        title: 'Ratatouille',
        description:
          'The Provençal summer stew of aubergine, courgette, peppers and tomato. Each vegetable is browned on its own before they simmer together, so every one keeps its own taste.',
        ingredients: inGroup(null, [
          '6 tbsp olive oil',
          '2 aubergines, cut into 2 cm cubes',
          '3 courgettes, cut into 2 cm cubes',
          '2 onions, sliced',
          '2 red peppers, cut into 2 cm pieces',
          '1 yellow pepper, cut into 2 cm pieces',
          '4 garlic cloves, finely chopped',
          '800 g ripe tomatoes, peeled and chopped',
          '2 sprigs thyme',
          '1 bay leaf',
          'salt and pepper, to taste',
          '1 small bunch basil, torn',
        ]),
        steps: inGroup(null, [
          'Heat 2 tbsp of the oil in a large, heavy pot over a medium-high heat. Brown the aubergine in two batches for 6–8 minutes each, adding a little more oil if needed, then lift onto a plate and salt lightly.',
          'Add 1 tbsp oil and fry the courgettes for 5 minutes, until lightly coloured, then add them to the aubergine.',
          'Lower the heat, add the rest of the oil and cook the onions and peppers for 10 minutes, until soft. Stir in the garlic for 1 minute.',
          'Add the tomatoes, thyme and bay leaf, season and simmer for 10 minutes, until the tomatoes break down into a sauce.',
          'Return the aubergine and courgettes to the pot, stir gently, cover and simmer over a low heat for 30 minutes, stirring now and then, until everything is very tender. Take the lid off for the last 10 minutes if it looks watery.',
          'Remove the thyme and bay leaf, check the seasoning and stir in the basil. Serve hot, warm or at room temperature.',
        ]),
        notes:
          'Out of season, use 2 cans (400 g each) of good chopped tomatoes. Ratatouille tastes even better the next day and keeps for 4 days in the fridge; serve it with rice, pasta, grilled fish or a fried egg.',
      },
      es: {
        title: 'Ratatouille (pisto provenzal)',
        description:
          'El guiso veraniego de la Provenza con berenjena, calabacín, pimientos y tomate. Cada verdura se dora por separado antes de guisarlas juntas, así todas conservan su propio sabor.',
        ingredients: inGroup(null, [
          '6 cucharadas de aceite de oliva',
          '2 berenjenas, en dados de 2 cm',
          '3 calabacines, en dados de 2 cm',
          '2 cebollas, en juliana',
          '2 pimientos rojos, en trozos de 2 cm',
          '1 pimiento amarillo, en trozos de 2 cm',
          '4 dientes de ajo, picados finos',
          '800 g de tomates maduros, pelados y troceados',
          '2 ramitas de tomillo',
          '1 hoja de laurel',
          'sal y pimienta, al gusto',
          '1 manojo pequeño de albahaca, troceada con las manos',
        ]),
        steps: inGroup(null, [
          'Calienta 2 cucharadas del aceite en una olla grande de fondo grueso a fuego medio-alto. Dora la berenjena en dos tandas de 6 a 8 minutos cada una, añadiendo un poco más de aceite si hace falta; sácala a un plato y sálala ligeramente.',
          'Añade 1 cucharada de aceite y saltea los calabacines 5 minutos, hasta que tomen algo de color; júntalos con la berenjena.',
          'Baja el fuego, añade el resto del aceite y pocha las cebollas y los pimientos 10 minutos, hasta que estén tiernos. Incorpora el ajo y cocina 1 minuto.',
          'Agrega el tomate, el tomillo y el laurel, salpimienta y deja cocer a fuego lento 10 minutos, hasta que el tomate se deshaga en salsa.',
          'Devuelve la berenjena y el calabacín a la olla, mezcla con cuidado, tapa y cuece a fuego bajo 30 minutos, removiendo de vez en cuando, hasta que todo esté muy tierno. Si ves mucho líquido, destapa durante los últimos 10 minutos.',
          'Retira el tomillo y el laurel, rectifica de sal e incorpora la albahaca. Sirve caliente, templado o a temperatura ambiente.',
        ]),
        notes:
          'Fuera de temporada, usa 2 latas (de 400 g cada una) de buen tomate troceado. La ratatouille está aún mejor al día siguiente y se conserva 4 días en la nevera; acompáñala con arroz, pasta, pescado a la plancha o un huevo frito.',
      },
      fr: {
        title: 'Ratatouille',
        description:
          "Le grand classique estival de Provence : aubergines, courgettes, poivrons et tomates. Chaque légume est d'abord doré séparément avant de mijoter avec les autres, pour que chacun garde son goût.",
        ingredients: inGroup(null, [
          "6 cuillères à soupe d'huile d'olive",
          '2 aubergines, coupées en cubes de 2 cm',
          '3 courgettes, coupées en cubes de 2 cm',
          '2 oignons, émincés',
          '2 poivrons rouges, coupés en morceaux de 2 cm',
          '1 poivron jaune, coupé en morceaux de 2 cm',
          "4 gousses d'ail, finement hachées",
          '800 g de tomates bien mûres, pelées et concassées',
          '2 brins de thym',
          '1 feuille de laurier',
          'sel et poivre',
          '1 petit bouquet de basilic, déchiré',
        ]),
        steps: inGroup(null, [
          "Faites chauffer 2 cuillères à soupe d'huile dans une grande cocotte à feu moyen-vif. Faites dorer les aubergines en deux fois, 6 à 8 minutes par fournée, en ajoutant un peu d'huile si nécessaire, puis réservez-les sur une assiette et salez légèrement.",
          "Ajoutez 1 cuillère à soupe d'huile et faites revenir les courgettes 5 minutes, jusqu'à ce qu'elles soient légèrement colorées, puis réservez-les avec les aubergines.",
          "Baissez le feu, versez le reste de l'huile et faites fondre les oignons et les poivrons 10 minutes. Ajoutez l'ail et laissez cuire 1 minute.",
          "Ajoutez les tomates, le thym et le laurier, salez, poivrez et laissez mijoter 10 minutes, jusqu'à ce que les tomates se défassent en sauce.",
          "Remettez les aubergines et les courgettes dans la cocotte, mélangez délicatement, couvrez et laissez mijoter à feu doux 30 minutes en remuant de temps en temps, jusqu'à ce que tout soit très fondant. S'il reste beaucoup de jus, retirez le couvercle pendant les 10 dernières minutes.",
          "Retirez le thym et le laurier, rectifiez l'assaisonnement et ajoutez le basilic. Servez chaud, tiède ou à température ambiante.",
        ]),
        notes:
          'Hors saison, prenez 2 boîtes (de 400 g chacune) de bonnes tomates concassées. La ratatouille est encore meilleure le lendemain et se garde 4 jours au réfrigérateur ; servez-la avec du riz, des pâtes, un poisson grillé ou un œuf au plat.',
      },
      de: {
        title: 'Ratatouille',
        description:
          'Der provenzalische Sommereintopf aus Aubergine, Zucchini, Paprika und Tomaten. Jedes Gemüse wird zuerst einzeln angebraten und erst dann mit den anderen geschmort – so behält jedes seinen eigenen Geschmack.',
        ingredients: inGroup(null, [
          '6 EL Olivenöl',
          '2 Auberginen, in 2 cm große Würfel geschnitten',
          '3 Zucchini, in 2 cm große Würfel geschnitten',
          '2 Zwiebeln, in Streifen',
          '2 rote Paprikaschoten, in 2 cm große Stücke geschnitten',
          '1 gelbe Paprikaschote, in 2 cm große Stücke geschnitten',
          '4 Knoblauchzehen, fein gehackt',
          '800 g reife Tomaten, gehäutet und gehackt',
          '2 Zweige Thymian',
          '1 Lorbeerblatt',
          'Salz und Pfeffer',
          '1 kleines Bund Basilikum, gezupft',
        ]),
        steps: inGroup(null, [
          'In einem großen, schweren Topf 2 EL Öl bei mittlerer bis starker Hitze erhitzen. Die Auberginen in zwei Portionen je 6–8 Minuten anbraten, bei Bedarf etwas Öl nachgießen, dann auf einen Teller geben und leicht salzen.',
          '1 EL Öl in den Topf geben und die Zucchini 5 Minuten leicht anbräunen, dann zu den Auberginen geben.',
          'Die Hitze reduzieren, das restliche Öl zugeben und Zwiebeln und Paprika darin 10 Minuten weich dünsten. Den Knoblauch 1 Minute mitdünsten.',
          'Tomaten, Thymian und Lorbeer zugeben, würzen und 10 Minuten köcheln lassen, bis die Tomaten zu einer Soße zerfallen.',
          'Auberginen und Zucchini zurück in den Topf geben, vorsichtig unterheben und zugedeckt bei schwacher Hitze 30 Minuten schmoren, dabei ab und zu umrühren, bis alles sehr weich ist. Ist zu viel Flüssigkeit im Topf, die letzten 10 Minuten ohne Deckel garen.',
          'Thymian und Lorbeer entfernen, abschmecken und das Basilikum unterrühren. Heiß, lauwarm oder zimmerwarm servieren.',
        ]),
        notes:
          'Außerhalb der Saison 2 Dosen (je 400 g) gute stückige Tomaten nehmen. Ratatouille schmeckt am nächsten Tag noch besser und hält sich 4 Tage im Kühlschrank; dazu passen Reis, Nudeln, gegrillter Fisch oder ein Spiegelei.',
      },
      zh: {
        title: '普罗旺斯烩蔬菜',
        description:
          '普罗旺斯的夏日炖菜，有茄子、西葫芦、甜椒和番茄。每种蔬菜先分别煎香，再一起慢炖，这样每一样都保留自己的味道。',
        ingredients: inGroup(null, [
          '橄榄油 6汤匙',
          '茄子 2个，切2厘米见方的块',
          '西葫芦 3根，切2厘米见方的块',
          '洋葱 2个，切丝',
          '红甜椒 2个，切2厘米的块',
          '黄甜椒 1个，切2厘米的块',
          '大蒜 4瓣，切末',
          '熟透的番茄 800克，去皮切碎',
          '百里香 2枝',
          '月桂叶 1片',
          '盐和胡椒 适量',
          '罗勒 1把，用手撕碎',
        ]),
        steps: inGroup(null, [
          '厚底大锅中大火烧热2汤匙橄榄油，茄子分两批煎，每批6–8分钟，油不够可再加一点。煎好后盛到盘里，撒少许盐。',
          '再加1汤匙油，把西葫芦煎5分钟至微微上色，盛出和茄子放在一起。',
          '转小火，倒入剩下的油，放入洋葱和甜椒炒10分钟至变软。加入蒜末炒1分钟。',
          '加入番茄、百里香和月桂叶，调味后小火煮10分钟，至番茄化成酱汁。',
          '把茄子和西葫芦倒回锅里，轻轻拌匀，盖上盖子小火炖30分钟，期间偶尔搅拌，至所有蔬菜都软烂。汤汁太多的话，最后10分钟打开锅盖收汁。',
          '取出百里香和月桂叶，尝味调整，拌入罗勒。热吃、温吃或放至室温吃都可以。',
        ]),
        notes:
          '不是番茄季节时，可用2罐（每罐400克）优质番茄丁代替。这道菜隔天更好吃，冷藏可保存4天；配米饭、意面、烤鱼或煎蛋都很合适。',
      },
    },
  },
  {
    key: 'quiche-lorraine',
    cuisine: 'french',
    difficulty: 'hard',
    servings: 6,
    prepMinutes: 30,
    cookMinutes: 60,
    totalMinutes: 135,
    dietaryFlags: ['Nut-Free'],
    appliances: ['food-processor', 'oven', 'stovetop'],
    tags: ['lunch', 'dinner', 'baking'],
    text: {
      en: {
        title: 'Quiche lorraine',
        description:
          'A crisp, homemade shortcrust case filled with smoky bacon and a just-set egg and cream custard. Blind baking the pastry first keeps the base from going soggy.',
        ingredients: [
          ...inGroup('For the pastry', [
            '200 g plain flour, plus extra for rolling',
            '100 g cold butter, diced',
            '½ tsp salt',
            '1 egg yolk',
            '2–3 tbsp cold water',
          ]),
          ...inGroup('For the filling', [
            '200 g smoked bacon lardons',
            '3 eggs',
            '200 ml double cream',
            '100 ml whole milk',
            'a pinch of grated nutmeg',
            'salt and pepper, to taste',
          ]),
        ],
        steps: [
          ...inGroup('Make the pastry', [
            'Put the flour, butter and salt in a food processor and pulse until the mixture looks like fine breadcrumbs.',
            'Add the egg yolk and 2 tbsp water and pulse just until the dough starts to clump, adding a little more water if it stays dry. Press into a flat disc, wrap and chill for 30 minutes.',
            'Heat the oven to 200 °C. Roll out the pastry on a floured surface and line a 23 cm tart tin, letting the excess hang over the edge. Prick the base with a fork.',
            'Line the pastry with baking paper, fill with baking beans and bake for 15 minutes. Remove the paper and beans and bake for 5 minutes more, until the base looks dry. Trim the edge with a sharp knife.',
          ]),
          ...inGroup('Fill and bake', [
            'Meanwhile, fry the lardons in a dry pan for 5 minutes, until golden, and drain on kitchen paper.',
            'Whisk the eggs with the cream and milk and season with the nutmeg, a little salt (the bacon is salty) and plenty of pepper.',
            'Lower the oven to 180 °C. Scatter the lardons over the pastry case, pour in the egg mixture and bake for 30–35 minutes, until the filling is golden and just set, with a slight wobble in the middle.',
            'Leave to cool for 15 minutes before slicing. Serve warm or at room temperature with a green salad.',
          ]),
        ],
        notes:
          'With a ready-made shortcrust pastry (about 250 g) this becomes an easy weeknight dish. The baked quiche keeps for 2 days in the fridge.',
      },
      es: {
        title: 'Quiche lorraine',
        description:
          'Una base crujiente de masa quebrada casera rellena de beicon ahumado y una crema de huevo y nata apenas cuajada. Hornear primero la masa en blanco evita que la base quede blanda.',
        ingredients: [
          ...inGroup('Para la masa', [
            '200 g de harina de trigo, y un poco más para estirar',
            '100 g de mantequilla fría, en dados',
            '½ cucharadita de sal',
            '1 yema de huevo',
            '2-3 cucharadas de agua fría',
          ]),
          ...inGroup('Para el relleno', [
            '200 g de taquitos de beicon ahumado',
            '3 huevos',
            '200 ml de nata para montar',
            '100 ml de leche entera',
            'una pizca de nuez moscada rallada',
            'sal y pimienta, al gusto',
          ]),
        ],
        steps: [
          ...inGroup('Prepara la masa', [
            'Pon la harina, la mantequilla y la sal en el robot de cocina y tritura a golpes hasta que la mezcla parezca pan rallado fino.',
            'Añade la yema y 2 cucharadas de agua y tritura a golpes solo hasta que la masa empiece a apelmazarse; si sigue seca, añade un poco más de agua. Aplánala en forma de disco, envuélvela y refrigérala 30 minutos.',
            'Precalienta el horno a 200 °C. Estira la masa sobre la encimera enharinada y forra un molde de tarta de 23 cm, dejando que sobresalga por el borde. Pincha la base con un tenedor.',
            'Cubre la masa con papel de horno, rellénala con legumbres secas o bolas de cerámica y hornea 15 minutos. Retira el papel y el peso y hornea 5 minutos más, hasta que la base se vea seca. Recorta el borde con un cuchillo afilado.',
          ]),
          ...inGroup('Rellena y hornea', [
            'Mientras tanto, dora el beicon en una sartén sin aceite durante 5 minutos y escúrrelo sobre papel de cocina.',
            'Bate los huevos con la nata y la leche y sazona con la nuez moscada, un poco de sal (el beicon ya es salado) y bastante pimienta.',
            'Baja el horno a 180 °C. Reparte el beicon sobre la base, vierte la mezcla de huevo y hornea de 30 a 35 minutos, hasta que el relleno esté dorado y apenas cuajado, todavía algo tembloroso en el centro.',
            'Deja templar 15 minutos antes de cortar. Sirve tibia o a temperatura ambiente con una ensalada verde.',
          ]),
        ],
        notes:
          'Con una masa quebrada comprada (unos 250 g) se convierte en una cena fácil de diario. La quiche horneada se conserva 2 días en la nevera.',
      },
      fr: {
        title: 'Quiche lorraine',
        description:
          "Une pâte brisée maison bien croustillante, garnie de lardons fumés et d'un appareil œufs-crème tout juste pris. Cuire la pâte à blanc d'abord évite un fond détrempé.",
        ingredients: [
          ...inGroup('Pour la pâte brisée', [
            '200 g de farine, plus un peu pour étaler',
            '100 g de beurre froid, coupé en dés',
            '½ cuillère à café de sel',
            "1 jaune d'œuf",
            "2 à 3 cuillères à soupe d'eau froide",
          ]),
          ...inGroup("Pour l'appareil", [
            '200 g de lardons fumés',
            '3 œufs',
            '200 ml de crème entière liquide',
            '100 ml de lait entier',
            'une pincée de noix de muscade râpée',
            'sel et poivre',
          ]),
        ],
        steps: [
          ...inGroup('Préparer la pâte', [
            "Mettez la farine, le beurre et le sel dans le robot et mixez par à-coups jusqu'à obtenir une texture sableuse.",
            "Ajoutez le jaune d'œuf et 2 cuillères à soupe d'eau et mixez par à-coups juste jusqu'à ce que la pâte s'agglomère ; ajoutez un peu d'eau si elle reste sèche. Aplatissez-la en disque, filmez-la et réservez 30 minutes au réfrigérateur.",
            "Préchauffez le four à 200 °C. Étalez la pâte sur le plan de travail fariné et foncez un moule à tarte de 23 cm en laissant dépasser l'excédent. Piquez le fond à la fourchette.",
            "Couvrez la pâte de papier cuisson, remplissez de billes de cuisson ou de légumes secs et enfournez 15 minutes. Retirez le papier et les billes et poursuivez 5 minutes, jusqu'à ce que le fond paraisse sec. Égalisez le bord au couteau.",
          ]),
          ...inGroup('Garnir et cuire', [
            'Pendant ce temps, faites dorer les lardons à sec dans une poêle 5 minutes et égouttez-les sur du papier absorbant.',
            "Fouettez les œufs avec la crème et le lait, puis assaisonnez de muscade, d'un peu de sel (les lardons sont salés) et de poivre.",
            "Baissez le four à 180 °C. Répartissez les lardons sur le fond de tarte, versez l'appareil et enfournez 30 à 35 minutes, jusqu'à ce que la quiche soit dorée et juste prise, encore légèrement tremblotante au centre.",
            'Laissez tiédir 15 minutes avant de découper. Servez tiède ou à température ambiante avec une salade verte.',
          ]),
        ],
        notes:
          'Avec une pâte brisée du commerce (environ 250 g), elle devient un dîner facile de semaine. La quiche cuite se garde 2 jours au réfrigérateur.',
      },
      de: {
        title: 'Quiche Lorraine',
        description:
          'Ein knuspriger, selbst gemachter Mürbeteigboden mit Räucherspeck und einem gerade gestockten Guss aus Eiern und Sahne. Durch das Blindbacken wird der Boden nicht durchweicht.',
        ingredients: [
          ...inGroup('Für den Mürbeteig', [
            '200 g Weizenmehl und etwas mehr zum Ausrollen',
            '100 g kalte Butter, gewürfelt',
            '½ TL Salz',
            '1 Eigelb',
            '2–3 EL kaltes Wasser',
          ]),
          ...inGroup('Für die Füllung', [
            '200 g Räucherspeckwürfel',
            '3 Eier',
            '200 ml Sahne',
            '100 ml Vollmilch',
            'eine Prise geriebene Muskatnuss',
            'Salz und Pfeffer',
          ]),
        ],
        steps: [
          ...inGroup('Teig zubereiten', [
            'Mehl, Butter und Salz in den Zerkleinerer geben und im Intervall mixen, bis die Mischung wie feine Brösel aussieht.',
            'Eigelb und 2 EL Wasser zugeben und nur so lange im Intervall mixen, bis der Teig zu klumpen beginnt; bleibt er trocken, etwas mehr Wasser zugeben. Zu einer flachen Scheibe drücken, einwickeln und 30 Minuten kalt stellen.',
            'Den Backofen auf 200 °C vorheizen. Den Teig auf einer bemehlten Fläche ausrollen und eine Tarteform von 23 cm damit auslegen, den Überstand hängen lassen. Den Boden mit einer Gabel einstechen.',
            'Den Teig mit Backpapier belegen, mit Hülsenfrüchten oder Backperlen füllen und 15 Minuten backen. Papier und Gewichte entfernen und weitere 5 Minuten backen, bis der Boden trocken aussieht. Den Rand mit einem scharfen Messer begradigen.',
          ]),
          ...inGroup('Füllen und backen', [
            'Inzwischen die Speckwürfel ohne Fett in einer Pfanne 5 Minuten goldbraun braten und auf Küchenpapier abtropfen lassen.',
            'Eier mit Sahne und Milch verquirlen und mit Muskat, wenig Salz (der Speck ist salzig) und reichlich Pfeffer würzen.',
            'Den Ofen auf 180 °C herunterschalten. Den Speck auf dem Boden verteilen, den Guss darübergießen und 30–35 Minuten backen, bis die Füllung goldbraun und gerade gestockt ist und in der Mitte noch leicht wackelt.',
            'Vor dem Anschneiden 15 Minuten abkühlen lassen. Warm oder zimmerwarm mit grünem Salat servieren.',
          ]),
        ],
        notes:
          'Mit fertigem Mürbeteig (etwa 250 g) wird daraus ein einfaches Feierabendessen. Die gebackene Quiche hält sich 2 Tage im Kühlschrank.',
      },
      zh: {
        title: '洛林咸派',
        description: '自制酥脆的派皮，填入烟熏培根和刚刚凝固的蛋奶液。派皮先盲烤，底部就不会湿软。',
        ingredients: [
          ...inGroup('派皮', [
            '普通面粉 200克，另备少许擀皮用',
            '冷黄油 100克，切丁',
            '盐 ½茶匙',
            '蛋黄 1个',
            '冷水 2–3汤匙',
          ]),
          ...inGroup('馅料', [
            '烟熏培根丁 200克',
            '鸡蛋 3个',
            '淡奶油 200毫升',
            '全脂牛奶 100毫升',
            '肉豆蔻粉 少许',
            '盐和胡椒 适量',
          ]),
        ],
        steps: [
          ...inGroup('做派皮', [
            '面粉、黄油和盐放入料理机，点动搅打至呈细面包糠状。',
            '加入蛋黄和2汤匙冷水，点动搅打至面团开始成团即可；太干的话再加一点水。压成扁圆饼，包好冷藏30分钟。',
            '烤箱预热至200°C。在撒了面粉的台面上把面团擀开，铺入直径23厘米的派盘，多余的派皮先垂在盘边。用叉子在底部扎些小孔。',
            '派皮上铺烘焙纸，压上烘焙石或干豆，烤15分钟。取出纸和重物，再烤5分钟至底部看起来干爽。用利刀把边缘修齐。',
          ]),
          ...inGroup('填馅烘烤', [
            '同时，把培根丁放入不放油的平底锅煎5分钟至金黄，放在厨房纸上吸油。',
            '鸡蛋与淡奶油、牛奶搅匀，加入肉豆蔻粉、少许盐（培根本身偏咸）和较多胡椒调味。',
            '烤箱降至180°C。培根丁均匀撒在派皮里，倒入蛋奶液，烤30–35分钟，至表面金黄、馅料刚刚凝固，中间轻晃时还微微颤动。',
            '晾15分钟再切。温热或室温时配绿叶沙拉食用。',
          ]),
        ],
        notes: '用现成的派皮（约250克）做，就成了工作日也能轻松完成的晚餐。烤好的咸派冷藏可保存2天。',
      },
    },
  },
  {
    key: 'crepes',
    cuisine: 'french',
    difficulty: 'easy',
    servings: 4,
    prepMinutes: 5,
    cookMinutes: 25,
    totalMinutes: 60,
    dietaryFlags: ['Vegetarian', 'Nut-Free'],
    appliances: ['blender', 'stovetop'],
    tags: ['breakfast', 'dessert', 'kid-friendly'],
    text: {
      en: {
        title: 'Crêpes',
        description:
          'Thin French pancakes from a batter whizzed up in the blender in seconds. Makes about 12, for sweet or savoury fillings.',
        ingredients: inGroup(null, [
          '500 ml milk',
          '3 eggs',
          '250 g plain flour',
          '1 tbsp sugar',
          'a pinch of salt',
          '30 g butter, melted, plus a little for the pan',
        ]),
        steps: inGroup(null, [
          'Put the milk, eggs, flour, sugar, salt and melted butter into a blender, in that order, and blend for 30 seconds, until smooth. Scrape down the sides and blend again briefly.',
          'Leave the batter to rest for 30 minutes, or up to a day in the fridge: it makes the crêpes more tender. It should be as thin as single cream; stir in a splash of milk if it is thicker.',
          'Heat a non-stick or crêpe pan of about 24 cm over a medium-high heat and wipe it with a little butter on kitchen paper.',
          'Pour in a small ladle of batter (about 60 ml), swirling the pan at once so that it thinly covers the base. Cook for about 1 minute, until the edge lifts and the underside is golden, then flip and cook for 30 seconds more.',
          'Stack the crêpes on a plate as you go and keep them warm under a clean tea towel. Butter the pan again every few crêpes.',
        ]),
        notes:
          'Classic fillings: butter and sugar, lemon and sugar, jam or chocolate spread. For a savoury version, leave out the sugar and fill with ham, grated cheese and a fried egg.',
      },
      es: {
        title: 'Crepes',
        description:
          'Tortitas finas a la francesa con una masa que se hace en segundos en la batidora de vaso. Salen unas 12, para rellenos dulces o salados.',
        ingredients: inGroup(null, [
          '500 ml de leche',
          '3 huevos',
          '250 g de harina de trigo',
          '1 cucharada de azúcar',
          'una pizca de sal',
          '30 g de mantequilla derretida, y un poco más para la sartén',
        ]),
        steps: inGroup(null, [
          'Pon en la batidora de vaso la leche, los huevos, la harina, el azúcar, la sal y la mantequilla derretida, en ese orden, y bate 30 segundos, hasta que quede lisa. Rebaña las paredes y vuelve a batir un momento.',
          'Deja reposar la masa 30 minutos, o hasta un día en la nevera: así las crepes quedan más tiernas. Debe tener la consistencia de una nata líquida; si está más espesa, añade un chorrito de leche.',
          'Calienta a fuego medio-alto una sartén antiadherente o crepera de unos 24 cm y úntala con un papel de cocina con un poco de mantequilla.',
          'Vierte un cacito de masa (unos 60 ml) y gira la sartén enseguida para que cubra el fondo en una capa fina. Cocina aproximadamente 1 minuto, hasta que el borde se despegue y la parte de abajo esté dorada; dale la vuelta y cocina 30 segundos más.',
          'Apila las crepes en un plato según las vayas haciendo y tápalas con un paño limpio para que no se enfríen. Vuelve a engrasar la sartén cada pocas crepes.',
        ]),
        notes:
          'Rellenos clásicos: mantequilla y azúcar, limón y azúcar, mermelada o crema de cacao. Para una versión salada, omite el azúcar y rellénalas de jamón, queso rallado y un huevo frito.',
      },
      fr: {
        title: 'Crêpes',
        description:
          'De fines crêpes à la française, dont la pâte se prépare en quelques secondes au blender. Pour une douzaine de crêpes, sucrées ou salées.',
        ingredients: inGroup(null, [
          '500 ml de lait',
          '3 œufs',
          '250 g de farine',
          '1 cuillère à soupe de sucre',
          'une pincée de sel',
          '30 g de beurre fondu, plus un peu pour la poêle',
        ]),
        steps: inGroup(null, [
          "Versez dans le blender le lait, les œufs, la farine, le sucre, le sel et le beurre fondu, dans cet ordre, et mixez 30 secondes, jusqu'à obtenir une pâte lisse. Raclez les parois et mixez encore un instant.",
          "Laissez reposer la pâte 30 minutes, ou jusqu'à une journée au réfrigérateur : les crêpes seront plus moelleuses. Elle doit avoir la consistance d'une crème liquide ; si elle est plus épaisse, ajoutez un peu de lait.",
          "Faites chauffer à feu moyen-vif une poêle antiadhésive ou une crêpière d'environ 24 cm et graissez-la avec un papier absorbant imbibé d'un peu de beurre.",
          "Versez une petite louche de pâte (environ 60 ml) en inclinant aussitôt la poêle pour en couvrir le fond d'une fine couche. Laissez cuire environ 1 minute, jusqu'à ce que le bord se décolle et que le dessous soit doré, puis retournez et faites cuire encore 30 secondes.",
          "Empilez les crêpes sur une assiette au fur et à mesure et couvrez-les d'un torchon propre pour les garder chaudes. Regraissez la poêle toutes les deux ou trois crêpes.",
        ]),
        notes:
          "Garnitures classiques : beurre-sucre, citron-sucre, confiture ou pâte à tartiner au chocolat. Pour une version salée, supprimez le sucre et garnissez de jambon, de fromage râpé et d'un œuf au plat.",
      },
      de: {
        title: 'Crêpes',
        description:
          'Hauchdünne französische Pfannkuchen aus einem Teig, der im Standmixer in Sekunden fertig ist. Ergibt etwa 12 Stück – für süße oder herzhafte Füllungen.',
        ingredients: inGroup(null, [
          '500 ml Milch',
          '3 Eier',
          '250 g Weizenmehl',
          '1 EL Zucker',
          'eine Prise Salz',
          '30 g Butter, geschmolzen, und etwas mehr für die Pfanne',
        ]),
        steps: inGroup(null, [
          'Milch, Eier, Mehl, Zucker, Salz und geschmolzene Butter in dieser Reihenfolge in den Standmixer geben und 30 Sekunden glatt mixen. Den Rand abschaben und noch einmal kurz mixen.',
          'Den Teig 30 Minuten ruhen lassen, oder bis zu einem Tag im Kühlschrank – so werden die Crêpes zarter. Er sollte so flüssig wie Sahne sein; ist er dicker, einen Schuss Milch unterrühren.',
          'Eine beschichtete Pfanne oder Crêpepfanne von etwa 24 cm bei mittlerer bis starker Hitze erhitzen und mit etwas Butter auf Küchenpapier auswischen.',
          'Eine kleine Kelle Teig (etwa 60 ml) hineingießen und die Pfanne sofort schwenken, sodass der Boden dünn bedeckt ist. Etwa 1 Minute backen, bis sich der Rand löst und die Unterseite goldbraun ist, dann wenden und noch 30 Sekunden backen.',
          'Die fertigen Crêpes auf einem Teller stapeln und unter einem sauberen Geschirrtuch warm halten. Die Pfanne alle paar Crêpes neu einfetten.',
        ]),
        notes:
          'Klassische Füllungen: Butter und Zucker, Zitrone und Zucker, Marmelade oder Schokocreme. Für eine herzhafte Variante den Zucker weglassen und mit Schinken, geriebenem Käse und einem Spiegelei füllen.',
      },
      zh: {
        title: '法式可丽饼',
        description: '薄薄的法式煎饼，面糊用搅拌机几秒钟就能打好。约可做12张，甜咸馅料都适合。',
        ingredients: inGroup(null, [
          '牛奶 500毫升',
          '鸡蛋 3个',
          '普通面粉 250克',
          '糖 1汤匙',
          '盐 一小撮',
          '黄油 30克，融化，另备少许抹锅',
        ]),
        steps: inGroup(null, [
          '按顺序把牛奶、鸡蛋、面粉、糖、盐和融化的黄油倒入搅拌机，搅打30秒至顺滑。刮下杯壁上的面糊，再短暂搅打一下。',
          '面糊静置30分钟，也可以冷藏最多一天，这样煎出来的饼更柔软。面糊应像淡奶油一样稀，太稠的话加一点牛奶拌匀。',
          '直径约24厘米的不粘锅或可丽饼锅中大火烧热，用厨房纸蘸少许黄油擦一遍锅底。',
          '倒入一小勺面糊（约60毫升），立刻转动锅子，让面糊薄薄地铺满锅底。煎约1分钟，至边缘翘起、底面金黄，翻面再煎30秒。',
          '煎好的饼叠放在盘子里，盖上干净的布保温。每煎几张就再给锅抹一次黄油。',
        ]),
        notes:
          '经典吃法：黄油加糖、柠檬加糖、果酱或巧克力酱。想做咸味的，就不放糖，夹火腿、奶酪碎和一个煎蛋。',
      },
    },
  },
  {
    key: 'tortilla-espanola',
    cuisine: 'spanish',
    difficulty: 'medium',
    servings: 6,
    prepMinutes: 15,
    cookMinutes: 35,
    totalMinutes: 65,
    dietaryFlags: ['Vegetarian', 'Gluten-Free', 'Dairy-Free', 'Nut-Free'],
    appliances: ['stovetop'],
    tags: ['lunch', 'dinner', 'snack', 'vegetarian-main'],
    text: {
      en: {
        title: 'Spanish omelette (tortilla de patatas)',
        description:
          'A thick omelette of potatoes and onion slowly poached in olive oil, set with eggs and turned once in the pan. Eaten warm or cold, in wedges or in small squares with drinks.',
        ingredients: inGroup(null, [
          '750 g potatoes, peeled',
          '1 onion, thinly sliced',
          '1 tsp salt',
          '200 ml olive oil',
          '6 eggs',
        ]),
        steps: inGroup(null, [
          'Cut the potatoes in half lengthways and slice them thinly (about 3 mm). Mix with the onion and the salt.',
          'Heat the oil in a 24 cm non-stick frying pan over a medium heat. Add the potatoes and onion and cook gently for 20–25 minutes, turning them now and then, until soft but not crisp: they should poach in the oil rather than fry.',
          'Tip into a sieve set over a bowl to drain, saving the oil. Beat the eggs in a large bowl, add the warm potatoes and onion and leave for 10 minutes so they soak up the egg.',
          'Wipe out the pan, heat 2 tbsp of the saved oil over a medium heat and pour in the mixture, spreading it evenly. Cook for 5–6 minutes, running a spatula round the edge, until the underside is golden and the edge is set.',
          'Put a large flat plate over the pan and, holding both firmly, turn the tortilla out onto it. Slide it back into the pan, uncooked side down, and cook for 3–4 minutes more. It should still be slightly soft in the middle.',
          'Slide onto a plate and leave for 5 minutes before cutting. Serve warm or at room temperature.',
        ]),
        notes:
          'Strain the leftover oil and use it for the next tortilla or for roasting vegetables. Many Spanish households leave out the onion altogether, which is just as traditional.',
      },
      es: {
        title: 'Tortilla de patatas',
        description:
          'Una tortilla gruesa de patata y cebolla confitadas despacio en aceite de oliva, cuajada con huevo y volteada una vez en la sartén. Se come templada o fría, en porciones o en taquitos para picar.',
        ingredients: inGroup(null, [
          '750 g de patatas, peladas',
          '1 cebolla, en juliana fina',
          '1 cucharadita de sal',
          '200 ml de aceite de oliva',
          '6 huevos',
        ]),
        steps: inGroup(null, [
          'Corta las patatas por la mitad a lo largo y luego en láminas finas (de unos 3 mm). Mézclalas con la cebolla y la sal.',
          'Calienta el aceite en una sartén antiadherente de 24 cm a fuego medio. Añade la patata y la cebolla y confítalas a fuego suave de 20 a 25 minutos, dándoles la vuelta de vez en cuando, hasta que estén tiernas pero no crujientes: deben pocharse en el aceite, no freírse.',
          'Vuélcalas en un colador sobre un cuenco para escurrirlas y reserva el aceite. Bate los huevos en un bol grande, añade la patata y la cebolla todavía calientes y deja reposar 10 minutos para que se empapen de huevo.',
          'Limpia la sartén, calienta 2 cucharadas del aceite reservado a fuego medio y vierte la mezcla, repartiéndola bien. Cuaja de 5 a 6 minutos, pasando una espátula por el borde, hasta que la base esté dorada y el borde firme.',
          'Coloca un plato llano grande sobre la sartén y, sujetando ambos con firmeza, dale la vuelta a la tortilla. Deslízala de nuevo en la sartén por el lado crudo y cuaja de 3 a 4 minutos más. Debe quedar algo jugosa por dentro.',
          'Pásala a un plato y deja reposar 5 minutos antes de cortarla. Sírvela templada o a temperatura ambiente.',
        ]),
        notes:
          'Cuela el aceite sobrante y úsalo para la próxima tortilla o para asar verduras. En muchas casas se hace sin cebolla, y es igual de tradicional.',
      },
      fr: {
        title: 'Tortilla espagnole',
        description:
          "Une omelette épaisse de pommes de terre et d'oignon confits doucement dans l'huile d'olive, liée aux œufs et retournée une fois dans la poêle. Elle se mange tiède ou froide, en parts ou en petits cubes à l'apéritif.",
        ingredients: inGroup(null, [
          '750 g de pommes de terre, épluchées',
          '1 oignon, finement émincé',
          '1 cuillère à café de sel',
          "200 ml d'huile d'olive",
          '6 œufs',
        ]),
        steps: inGroup(null, [
          "Coupez les pommes de terre en deux dans la longueur, puis en fines lamelles (environ 3 mm). Mélangez-les avec l'oignon et le sel.",
          "Faites chauffer l'huile dans une poêle antiadhésive de 24 cm à feu moyen. Ajoutez les pommes de terre et l'oignon et laissez-les confire doucement 20 à 25 minutes en les retournant de temps en temps, jusqu'à ce qu'ils soient tendres sans être croustillants : ils doivent pocher dans l'huile, pas frire.",
          "Versez-les dans une passoire posée sur un bol pour les égoutter, en gardant l'huile. Battez les œufs dans un grand saladier, ajoutez les pommes de terre et l'oignon encore chauds et laissez reposer 10 minutes pour qu'ils s'imprègnent d'œuf.",
          "Essuyez la poêle, faites-y chauffer 2 cuillères à soupe de l'huile réservée à feu moyen et versez le mélange en l'étalant bien. Laissez cuire 5 à 6 minutes en passant une spatule le long du bord, jusqu'à ce que le dessous soit doré et le bord pris.",
          'Posez une grande assiette plate sur la poêle et, en tenant fermement les deux, retournez la tortilla dessus. Faites-la glisser à nouveau dans la poêle, côté non cuit dessous, et poursuivez la cuisson 3 à 4 minutes. Le cœur doit rester légèrement moelleux.',
          'Faites-la glisser sur un plat et attendez 5 minutes avant de la couper. Servez tiède ou à température ambiante.',
        ]),
        notes:
          "Filtrez l'huile restante et gardez-la pour la prochaine tortilla ou pour rôtir des légumes. Dans beaucoup de familles espagnoles, on la fait sans oignon, et c'est tout aussi traditionnel.",
      },
      de: {
        title: 'Spanische Tortilla',
        description:
          'Ein dickes Omelett aus Kartoffeln und Zwiebeln, langsam in Olivenöl gegart, mit Eiern gestockt und einmal in der Pfanne gewendet. Schmeckt warm oder kalt, als Tortenstück oder in kleinen Würfeln zum Aperitif.',
        ingredients: inGroup(null, [
          '750 g Kartoffeln, geschält',
          '1 Zwiebel, in feinen Streifen',
          '1 TL Salz',
          '200 ml Olivenöl',
          '6 Eier',
        ]),
        steps: inGroup(null, [
          'Die Kartoffeln längs halbieren und in dünne Scheiben (etwa 3 mm) schneiden. Mit Zwiebel und Salz mischen.',
          'Das Öl in einer beschichteten Pfanne von 24 cm bei mittlerer Hitze erhitzen. Kartoffeln und Zwiebel darin 20–25 Minuten sanft garen und gelegentlich wenden, bis sie weich, aber nicht knusprig sind – sie sollen im Öl ziehen, nicht frittieren.',
          'In ein Sieb über einer Schüssel abgießen und das Öl auffangen. Die Eier in einer großen Schüssel verquirlen, die warmen Kartoffeln und Zwiebeln untermischen und 10 Minuten ziehen lassen, damit sie das Ei aufnehmen.',
          'Die Pfanne auswischen, 2 EL des aufgefangenen Öls bei mittlerer Hitze erhitzen und die Masse hineingeben und glatt streichen. 5–6 Minuten stocken lassen, dabei mit einem Pfannenwender am Rand entlangfahren, bis die Unterseite goldbraun und der Rand fest ist.',
          'Einen großen flachen Teller auf die Pfanne legen, beides gut festhalten und die Tortilla darauf stürzen. Mit der rohen Seite nach unten zurück in die Pfanne gleiten lassen und weitere 3–4 Minuten garen. Innen darf sie noch leicht saftig sein.',
          'Auf einen Teller gleiten lassen und vor dem Anschneiden 5 Minuten ruhen lassen. Warm oder zimmerwarm servieren.',
        ]),
        notes:
          'Das übrige Öl durch ein Sieb gießen und für die nächste Tortilla oder für Ofengemüse verwenden. In vielen spanischen Familien kommt gar keine Zwiebel hinein – das ist genauso traditionell.',
      },
      zh: {
        title: '西班牙土豆蛋饼',
        description:
          '土豆片和洋葱先在橄榄油里慢慢浸熟，再用鸡蛋凝固成厚厚的蛋饼，在锅里翻一次面。温吃冷吃都行，可以切块当正餐，也能切小方块当下酒小食。',
        ingredients: inGroup(null, [
          '土豆 750克，去皮',
          '洋葱 1个，切细丝',
          '盐 1茶匙',
          '橄榄油 200毫升',
          '鸡蛋 6个',
        ]),
        steps: inGroup(null, [
          '土豆纵向切半，再切成约3毫米的薄片，与洋葱丝和盐拌匀。',
          '直径24厘米的不粘平底锅中火烧热橄榄油，放入土豆和洋葱，小火慢慢浸煮20–25分钟，不时翻动，至土豆软而不脆——要让它们在油里“泡熟”，而不是炸。',
          '倒入架在碗上的筛子里沥油，油留着备用。大碗里打散鸡蛋，放入还温热的土豆和洋葱，静置10分钟让它们吸饱蛋液。',
          '把锅擦干净，中火烧热2汤匙留下的油，倒入蛋液土豆并摊平。煎5–6分钟，用铲子沿锅边划一圈，至底面金黄、边缘凝固。',
          '拿一个大平盘扣在锅上，双手紧紧按住，把蛋饼翻扣到盘里。再让它滑回锅中，未煎的一面朝下，继续煎3–4分钟。中心最好还稍微软嫩。',
          '滑到盘中，静置5分钟再切。温热或室温食用。',
        ]),
        notes: '剩下的油过滤后，可留着下次做蛋饼或烤蔬菜用。很多西班牙家庭根本不放洋葱，这同样是传统做法。',
      },
    },
  },
  {
    key: 'gazpacho',
    cuisine: 'spanish',
    difficulty: 'easy',
    servings: 4,
    prepMinutes: 15,
    cookMinutes: 0,
    totalMinutes: 135,
    dietaryFlags: ['Vegetarian', 'Vegan', 'Dairy-Free', 'Nut-Free'],
    appliances: ['blender'],
    tags: ['soup', 'lunch', 'side'],
    text: {
      en: {
        title: 'Gazpacho',
        description:
          "Andalusia's chilled tomato soup: ripe summer vegetables, good olive oil and a dash of sherry vinegar, blended until silky. No cooking, just time in the fridge.",
        ingredients: inGroup(null, [
          '1 kg ripe tomatoes, roughly chopped',
          '1 small cucumber, peeled and chopped',
          '1 green pepper, seeded and chopped',
          '1 small garlic clove',
          '¼ onion',
          '50 g stale white bread, crusts removed',
          '4 tbsp extra virgin olive oil',
          '2 tbsp sherry vinegar',
          '1 tsp salt',
          '150 ml cold water',
        ]),
        steps: inGroup(null, [
          'Soak the bread in a little water for 5 minutes, then squeeze it out.',
          'Put the tomatoes, cucumber, pepper, garlic, onion and bread in a blender and blend for 1–2 minutes, until very smooth.',
          'With the motor running, pour in the oil in a thin stream, then add the vinegar and salt. Blend in enough of the cold water to give a pourable soup.',
          'For a silky finish, press it through a sieve. Taste: it should be bright and well seasoned, so add more salt or vinegar if needed.',
          'Chill for at least 2 hours. Serve very cold in glasses or bowls, topped with finely diced cucumber and pepper and a drizzle of olive oil.',
        ]),
        notes:
          'Gazpacho keeps for 2 days in a closed jar in the fridge. For a gluten-free version, leave out the bread and add a little more oil.',
      },
      es: {
        title: 'Gazpacho andaluz',
        description:
          'La sopa fría de tomate de Andalucía: verduras maduras de verano, buen aceite de oliva y un toque de vinagre de Jerez, triturados hasta quedar sedosos. Sin fuego, solo nevera.',
        ingredients: inGroup(null, [
          '1 kg de tomates maduros, troceados',
          '1 pepino pequeño, pelado y troceado',
          '1 pimiento verde, sin semillas y troceado',
          '1 diente de ajo pequeño',
          '¼ de cebolla',
          '50 g de pan del día anterior, sin corteza',
          '4 cucharadas de aceite de oliva virgen extra',
          '2 cucharadas de vinagre de Jerez',
          '1 cucharadita de sal',
          '150 ml de agua fría',
        ]),
        steps: inGroup(null, [
          'Remoja el pan en un poco de agua durante 5 minutos y escúrrelo bien.',
          'Pon en la batidora de vaso el tomate, el pepino, el pimiento, el ajo, la cebolla y el pan y tritura de 1 a 2 minutos, hasta que quede muy fino.',
          'Con la batidora en marcha, añade el aceite en un hilo fino y después el vinagre y la sal. Incorpora el agua fría necesaria para que quede una sopa que se pueda beber.',
          'Para una textura sedosa, pásalo por un colador. Prueba: debe quedar vivo y bien sazonado; añade más sal o vinagre si hace falta.',
          'Refrigera al menos 2 horas. Sírvelo muy frío en vasos o cuencos, con pepino y pimiento picados muy finos y un hilo de aceite de oliva.',
        ]),
        notes:
          'El gazpacho se conserva 2 días en la nevera en un recipiente cerrado. Para una versión sin gluten, omite el pan y añade un poco más de aceite.',
      },
      fr: {
        title: 'Gaspacho',
        description:
          "La soupe froide de tomates d'Andalousie : des légumes d'été bien mûrs, une bonne huile d'olive et un trait de vinaigre de Xérès, mixés jusqu'à devenir soyeux. Aucune cuisson, seulement un passage au frais.",
        ingredients: inGroup(null, [
          '1 kg de tomates bien mûres, grossièrement coupées',
          '1 petit concombre, pelé et coupé en morceaux',
          '1 poivron vert, épépiné et coupé en morceaux',
          "1 petite gousse d'ail",
          "¼ d'oignon",
          '50 g de pain blanc rassis, sans la croûte',
          "4 cuillères à soupe d'huile d'olive vierge extra",
          '2 cuillères à soupe de vinaigre de Xérès',
          '1 cuillère à café de sel',
          "150 ml d'eau froide",
        ]),
        steps: inGroup(null, [
          "Faites tremper le pain dans un peu d'eau 5 minutes, puis essorez-le.",
          "Mettez les tomates, le concombre, le poivron, l'ail, l'oignon et le pain dans le blender et mixez 1 à 2 minutes, jusqu'à ce que ce soit parfaitement lisse.",
          "Moteur en marche, versez l'huile en filet, puis ajoutez le vinaigre et le sel. Incorporez assez d'eau froide pour obtenir une soupe qui se boit.",
          'Pour une texture soyeuse, passez-la au chinois. Goûtez : elle doit être vive et bien assaisonnée ; rajoutez du sel ou du vinaigre si besoin.',
          "Réfrigérez au moins 2 heures. Servez bien froid, en verres ou en bols, avec du concombre et du poivron coupés en petits dés et un filet d'huile d'olive.",
        ]),
        notes:
          "Le gaspacho se garde 2 jours au réfrigérateur dans un bocal fermé. Pour une version sans gluten, supprimez le pain et ajoutez un peu plus d'huile.",
      },
      de: {
        title: 'Gazpacho',
        description:
          'Die kalte Tomatensuppe aus Andalusien: reifes Sommergemüse, gutes Olivenöl und ein Schuss Sherryessig, seidig glatt püriert. Ganz ohne Kochen – sie braucht nur Zeit im Kühlschrank.',
        ingredients: inGroup(null, [
          '1 kg reife Tomaten, grob gehackt',
          '1 kleine Salatgurke, geschält und gehackt',
          '1 grüne Paprikaschote, entkernt und gehackt',
          '1 kleine Knoblauchzehe',
          '¼ Zwiebel',
          '50 g altbackenes Weißbrot, ohne Rinde',
          '4 EL natives Olivenöl extra',
          '2 EL Sherryessig',
          '1 TL Salz',
          '150 ml kaltes Wasser',
        ]),
        steps: inGroup(null, [
          'Das Brot 5 Minuten in etwas Wasser einweichen, dann gut ausdrücken.',
          'Tomaten, Gurke, Paprika, Knoblauch, Zwiebel und Brot in den Standmixer geben und 1–2 Minuten sehr fein pürieren.',
          'Bei laufendem Motor das Öl in dünnem Strahl zugießen, dann Essig und Salz zugeben. So viel kaltes Wasser untermixen, dass eine trinkbare Suppe entsteht.',
          'Für eine besonders feine Suppe durch ein Sieb streichen. Abschmecken: Sie soll frisch und kräftig gewürzt sein, bei Bedarf mehr Salz oder Essig zugeben.',
          'Mindestens 2 Stunden kalt stellen. Eiskalt in Gläsern oder Schalen servieren, mit fein gewürfelter Gurke und Paprika und einem Faden Olivenöl.',
        ]),
        notes:
          'Gazpacho hält sich in einem verschlossenen Glas 2 Tage im Kühlschrank. Für eine glutenfreie Variante das Brot weglassen und etwas mehr Öl nehmen.',
      },
      zh: {
        title: '西班牙番茄冷汤',
        description:
          '安达卢西亚的番茄冷汤：熟透的夏季蔬菜、上好的橄榄油和一点雪莉酒醋，打到丝滑细腻。完全不用开火，只需在冰箱里冰镇。',
        ingredients: inGroup(null, [
          '熟透的番茄 1公斤，切大块',
          '小黄瓜 1根，去皮切块',
          '青椒 1个，去籽切块',
          '小蒜瓣 1瓣',
          '洋葱 ¼个',
          '隔夜白面包 50克，去边',
          '特级初榨橄榄油 4汤匙',
          '雪莉酒醋 2汤匙',
          '盐 1茶匙',
          '冷水 150毫升',
        ]),
        steps: inGroup(null, [
          '面包用少许水泡5分钟，然后挤干。',
          '把番茄、黄瓜、青椒、蒜、洋葱和面包放入搅拌机，搅打1–2分钟至非常细滑。',
          '搅拌机保持运转，细细地倒入橄榄油，再加入醋和盐。加入适量冷水，打成可以直接喝的稀度。',
          '想要口感更丝滑，可以用筛子过滤一遍。尝一尝：味道应清爽且咸淡适中，不够可再加盐或醋。',
          '冷藏至少2小时。用杯子或碗盛出，冰凉上桌，撒上切得很细的黄瓜丁和青椒丁，再淋一点橄榄油。',
        ]),
        notes: '装在密封罐里冷藏可保存2天。想做无麸质版本，就不放面包，多加一点橄榄油。',
      },
    },
  },
  {
    key: 'seafood-paella',
    cuisine: 'spanish',
    difficulty: 'hard',
    servings: 4,
    prepMinutes: 25,
    cookMinutes: 45,
    totalMinutes: 75,
    dietaryFlags: ['Pescatarian', 'Dairy-Free', 'Nut-Free'],
    appliances: ['stovetop'],
    tags: ['dinner', 'festive'],
    text: {
      en: {
        title: 'Seafood paella',
        description:
          'Saffron rice cooked in a wide pan with prawns, squid and mussels, finished with the toasty crust at the bottom that Spaniards call socarrat. The trick is to stop stirring once the stock goes in.',
        ingredients: inGroup(null, [
          '1 l fish stock',
          'a good pinch of saffron threads',
          '4 tbsp olive oil',
          '12 raw king prawns, shell on',
          '300 g squid, cleaned and cut into rings',
          '1 onion, finely chopped',
          '1 red pepper, diced',
          '3 garlic cloves, finely chopped',
          '1 tsp sweet smoked paprika',
          '2 ripe tomatoes, grated, skins discarded',
          '320 g paella rice (bomba or calasparra)',
          'salt, to taste',
          '500 g mussels, scrubbed and debearded',
          '100 g frozen peas',
          '1 lemon, cut into wedges',
        ]),
        steps: inGroup(null, [
          'Warm the stock with the saffron in a saucepan and keep it hot.',
          'Heat the oil in a paella pan or a wide frying pan of about 34 cm. Sear the prawns for 1 minute on each side, until pink, then lift them out and set aside.',
          'In the same oil, fry the squid for 2 minutes, then add the onion and pepper and cook for 8 minutes, until soft. Stir in the garlic and paprika for 1 minute, then add the tomato and cook for 5 minutes, until thick and jammy.',
          'Add the rice and stir for 1 minute to coat it in the sofrito. Pour in the hot stock, season with salt and spread the rice evenly. From now on, do not stir.',
          'Boil over a medium-high heat for 10 minutes, then push the mussels into the rice, scatter over the peas and lay the prawns on top. Lower the heat and cook for 8–10 minutes more, until the rice has absorbed the liquid and the mussels have opened. Throw away any that stay closed.',
          'For the socarrat, turn up the heat for the last 1–2 minutes, until you hear the rice crackle and smell a toasty aroma, without letting it burn.',
          'Take off the heat, cover with a clean tea towel and leave to rest for 5 minutes. Serve from the pan with the lemon wedges.',
        ]),
        notes:
          'Use a wide, shallow pan so that the rice cooks in a thin layer; in a deep pot it turns soggy. Simmering the prawn heads and shells in the stock for 15 minutes makes the flavour much deeper.',
      },
      es: {
        title: 'Paella de marisco',
        description:
          'Arroz con azafrán hecho en una paellera ancha con gambas, calamares y mejillones, con ese fondo tostado que llamamos socarrat. El truco: no remover una vez añadido el caldo.',
        ingredients: inGroup(null, [
          '1 l de caldo de pescado',
          'una buena pizca de hebras de azafrán',
          '4 cucharadas de aceite de oliva',
          '12 gambones o langostinos crudos, con cáscara',
          '300 g de calamares limpios, en anillas',
          '1 cebolla, picada fina',
          '1 pimiento rojo, en dados',
          '3 dientes de ajo, picados finos',
          '1 cucharadita de pimentón dulce ahumado',
          '2 tomates maduros, rallados, sin la piel',
          '320 g de arroz de paella (bomba o calasparra)',
          'sal, al gusto',
          '500 g de mejillones, limpios y sin barbas',
          '100 g de guisantes congelados',
          '1 limón, en gajos',
        ]),
        steps: inGroup(null, [
          'Calienta el caldo con el azafrán en un cazo y mantenlo caliente.',
          'Calienta el aceite en una paellera o una sartén ancha de unos 34 cm. Marca las gambas 1 minuto por cada lado, hasta que se pongan rosadas, y resérvalas.',
          'En el mismo aceite, sofríe los calamares 2 minutos; añade la cebolla y el pimiento y pocha 8 minutos. Incorpora el ajo y el pimentón durante 1 minuto, agrega el tomate y cocina 5 minutos, hasta que el sofrito esté espeso y meloso.',
          'Añade el arroz y remueve 1 minuto para que se impregne del sofrito. Vierte el caldo caliente, sala y reparte el arroz de forma uniforme. A partir de aquí, no remuevas más.',
          'Cuece a fuego medio-alto 10 minutos; después hunde los mejillones en el arroz, reparte los guisantes y coloca las gambas encima. Baja el fuego y cuece de 8 a 10 minutos más, hasta que el arroz haya absorbido el caldo y los mejillones se hayan abierto. Desecha los que sigan cerrados.',
          'Para el socarrat, sube el fuego en los últimos 1-2 minutos, hasta que oigas crepitar el arroz y huela a tostado, sin dejar que se queme.',
          'Retira del fuego, cubre con un paño limpio y deja reposar 5 minutos. Sirve en la misma paellera con los gajos de limón.',
        ]),
        notes:
          'Usa una paellera ancha y baja para que el arroz quede en una capa fina; en una olla honda se empasta. Si hierves las cabezas y cáscaras de las gambas en el caldo durante 15 minutos, el sabor gana muchísimo.',
      },
      fr: {
        title: 'Paella aux fruits de mer',
        description:
          'Du riz au safran cuit dans une large poêle avec crevettes, calamars et moules, et sa croûte dorée au fond que les Espagnols appellent socarrat. Le secret : ne plus remuer une fois le bouillon versé.',
        ingredients: inGroup(null, [
          '1 l de fumet de poisson',
          'une bonne pincée de pistils de safran',
          "4 cuillères à soupe d'huile d'olive",
          '12 grosses crevettes crues, avec leur carapace',
          '300 g de calamars nettoyés, coupés en anneaux',
          '1 oignon, finement haché',
          '1 poivron rouge, coupé en dés',
          "3 gousses d'ail, finement hachées",
          '1 cuillère à café de paprika fumé doux',
          '2 tomates mûres, râpées, sans la peau',
          '320 g de riz à paella (bomba ou calasparra)',
          'sel',
          '500 g de moules, grattées et ébarbées',
          '100 g de petits pois surgelés',
          '1 citron, coupé en quartiers',
        ]),
        steps: inGroup(null, [
          'Faites chauffer le fumet avec le safran dans une casserole et gardez-le bien chaud.',
          "Faites chauffer l'huile dans une poêle à paella ou une grande sauteuse d'environ 34 cm. Saisissez les crevettes 1 minute de chaque côté, jusqu'à ce qu'elles soient roses, puis réservez-les.",
          "Dans la même huile, faites revenir les calamars 2 minutes, puis ajoutez l'oignon et le poivron et laissez cuire 8 minutes. Ajoutez l'ail et le paprika pendant 1 minute, puis les tomates, et laissez cuire 5 minutes, jusqu'à obtenir une sauce épaisse.",
          "Ajoutez le riz et remuez 1 minute pour bien l'enrober. Versez le fumet chaud, salez et répartissez le riz uniformément. À partir de maintenant, ne remuez plus.",
          "Laissez bouillir à feu moyen-vif 10 minutes, puis enfoncez les moules dans le riz, parsemez de petits pois et disposez les crevettes par-dessus. Baissez le feu et poursuivez la cuisson 8 à 10 minutes, jusqu'à ce que le riz ait absorbé le liquide et que les moules soient ouvertes. Jetez celles qui restent fermées.",
          "Pour le socarrat, montez le feu pendant les 1 à 2 dernières minutes, jusqu'à entendre le riz crépiter et sentir une odeur de grillé, sans le laisser brûler.",
          "Retirez du feu, couvrez d'un torchon propre et laissez reposer 5 minutes. Servez dans la poêle avec les quartiers de citron.",
        ]),
        notes:
          'Prenez une poêle large et peu profonde pour que le riz cuise en couche fine ; dans une marmite, il devient pâteux. Faire frémir les têtes et carapaces des crevettes 15 minutes dans le fumet donne beaucoup plus de goût.',
      },
      de: {
        title: 'Paella mit Meeresfrüchten',
        description:
          'Safranreis aus der flachen Pfanne mit Garnelen, Tintenfisch und Miesmuscheln – samt der knusprigen Kruste am Boden, die in Spanien Socarrat heißt. Der Trick: Sobald die Brühe drin ist, wird nicht mehr gerührt.',
        ingredients: inGroup(null, [
          '1 l Fischfond',
          'eine kräftige Prise Safranfäden',
          '4 EL Olivenöl',
          '12 rohe Riesengarnelen mit Schale',
          '300 g Tintenfisch (Kalmar), küchenfertig, in Ringen',
          '1 Zwiebel, fein gehackt',
          '1 rote Paprikaschote, gewürfelt',
          '3 Knoblauchzehen, fein gehackt',
          '1 TL geräuchertes Paprikapulver (mild)',
          '2 reife Tomaten, gerieben, ohne Haut',
          '320 g Paellareis (Bomba oder Calasparra)',
          'Salz',
          '500 g Miesmuscheln, geputzt und entbartet',
          '100 g TK-Erbsen',
          '1 Zitrone, in Spalten',
        ]),
        steps: inGroup(null, [
          'Den Fond mit dem Safran in einem Topf erhitzen und heiß halten.',
          'Das Öl in einer Paellapfanne oder einer breiten Pfanne von etwa 34 cm erhitzen. Die Garnelen von jeder Seite 1 Minute anbraten, bis sie rosa sind, dann herausnehmen und beiseitestellen.',
          'Im selben Öl den Tintenfisch 2 Minuten braten, dann Zwiebel und Paprika zugeben und 8 Minuten weich dünsten. Knoblauch und Paprikapulver 1 Minute mitbraten, die Tomaten zugeben und 5 Minuten zu einer dicken Soße einkochen.',
          'Den Reis zugeben und 1 Minute rühren, bis er rundum überzogen ist. Den heißen Fond angießen, salzen und den Reis gleichmäßig verteilen. Ab jetzt nicht mehr rühren.',
          'Bei mittlerer bis starker Hitze 10 Minuten kochen, dann die Muscheln in den Reis drücken, die Erbsen darüberstreuen und die Garnelen darauflegen. Die Hitze reduzieren und weitere 8–10 Minuten garen, bis der Reis die Flüssigkeit aufgenommen hat und die Muscheln geöffnet sind. Geschlossene Muscheln wegwerfen.',
          'Für den Socarrat die Hitze in den letzten 1–2 Minuten erhöhen, bis der Reis knistert und es geröstet riecht – ohne dass er anbrennt.',
          'Vom Herd nehmen, mit einem sauberen Geschirrtuch abdecken und 5 Minuten ruhen lassen. In der Pfanne mit den Zitronenspalten servieren.',
        ]),
        notes:
          'Eine breite, flache Pfanne nehmen, damit der Reis in dünner Schicht gart; im hohen Topf wird er matschig. Köchelt man die Köpfe und Schalen der Garnelen 15 Minuten im Fond mit, wird der Geschmack deutlich intensiver.',
      },
      zh: {
        title: '西班牙海鲜饭',
        description:
          '用宽口平底锅做的藏红花米饭，配大虾、鱿鱼和青口，锅底还有一层西班牙人称为“socarrat”的焦香锅巴。诀窍是：倒入高汤后就不要再搅拌。',
        ingredients: inGroup(null, [
          '鱼高汤 1升',
          '藏红花 一大撮',
          '橄榄油 4汤匙',
          '带壳生大虾 12只',
          '鱿鱼 300克，处理干净后切圈',
          '洋葱 1个，切碎',
          '红甜椒 1个，切丁',
          '大蒜 3瓣，切末',
          '烟熏甜椒粉 1茶匙',
          '熟番茄 2个，擦成泥，去皮',
          '西班牙海鲜饭米 320克（bomba或calasparra）',
          '盐 适量',
          '青口 500克，刷洗干净并去除足丝',
          '冷冻豌豆 100克',
          '柠檬 1个，切角',
        ]),
        steps: inGroup(null, [
          '鱼高汤和藏红花一起放入小锅加热，保持滚烫。',
          '在海鲜饭锅或直径约34厘米的宽口平底锅里烧热橄榄油，大虾每面煎1分钟至变红，盛出备用。',
          '用锅里的油把鱿鱼炒2分钟，加入洋葱和甜椒炒8分钟至变软。加入蒜末和甜椒粉炒1分钟，再放番茄泥煮5分钟，至酱汁浓稠。',
          '倒入米翻炒1分钟，让米粒裹上底料。倒入热高汤，加盐，把米摊平。从这一刻起就不要再搅拌。',
          '中大火煮10分钟，然后把青口按进米里，撒上豌豆，把大虾摆在上面。转小火再煮8–10分钟，至米饭吸干汤汁、青口张开。没有张开的青口要扔掉。',
          '做锅巴：最后1–2分钟开大火，听到米饭噼啪作响、闻到焦香就好，注意不要烧糊。',
          '离火，盖上干净的布静置5分钟。连锅上桌，配柠檬角。',
        ]),
        notes:
          '要用宽而浅的锅，让米饭铺成薄薄一层；用深锅做出来会发黏。把虾头虾壳放进高汤里小火煮15分钟，味道会鲜美得多。',
      },
    },
  },
  {
    key: 'kasespatzle',
    cuisine: 'german',
    difficulty: 'medium',
    servings: 4,
    prepMinutes: 15,
    cookMinutes: 40,
    totalMinutes: 65,
    dietaryFlags: ['Vegetarian', 'Nut-Free'],
    appliances: ['stovetop', 'oven'],
    tags: ['dinner', 'comfort-food', 'vegetarian-main'],
    text: {
      en: {
        title: 'Cheese spätzle with crispy onions (Käsespätzle)',
        description:
          'Soft homemade egg noodles from southern Germany and Austria, layered with melting mountain cheese and topped with a pile of slowly fried onions.',
        ingredients: [
          ...inGroup('For the spätzle', [
            '400 g plain flour',
            '4 eggs',
            '1 tsp salt',
            'a pinch of grated nutmeg',
            '150 ml sparkling water or milk',
          ]),
          ...inGroup('To finish', [
            '40 g butter, plus a little for the dish',
            '3 onions, thinly sliced into rings',
            '200 g vegetarian mountain cheese (such as Emmental), grated',
            'salt and pepper, to taste',
            '1 bunch chives, finely chopped',
          ]),
        ],
        steps: [
          ...inGroup('Make the spätzle', [
            'Beat the flour, eggs, salt, nutmeg and sparkling water with a wooden spoon for about 5 minutes, until the batter is smooth, thick and full of bubbles. Leave to rest for 10 minutes.',
            'Bring a large pot of salted water to the boil. Press the batter through a spätzle maker or a colander with large holes into the water in batches. As soon as the spätzle float, after 1–2 minutes, lift them out with a slotted spoon.',
          ]),
          ...inGroup('Layer and bake', [
            'Meanwhile, melt the butter in a frying pan and cook the onions over a medium heat for 15–20 minutes, stirring often, until deep golden and crisp at the edges. Season with salt.',
            'Heat the oven to 180 °C. Layer the hot spätzle and the cheese in a buttered ovenproof dish, grinding pepper over each layer and finishing with cheese.',
            'Bake for 10 minutes, until the cheese has melted. Top with the onions and chives and serve at once, ideally with a green salad.',
          ]),
        ],
        notes:
          'No spätzle maker? Spread a little batter on a wet chopping board and scrape thin strips into the water with a knife, the way Swabian grandmothers do.',
      },
      es: {
        title: 'Spätzle con queso y cebolla crujiente (Käsespätzle)',
        description:
          'Ñoquis de huevo caseros del sur de Alemania y Austria, en capas con queso de montaña fundido y coronados con un montón de cebolla frita a fuego lento.',
        ingredients: [
          ...inGroup('Para los spätzle', [
            '400 g de harina de trigo',
            '4 huevos',
            '1 cucharadita de sal',
            'una pizca de nuez moscada rallada',
            '150 ml de agua con gas o leche',
          ]),
          ...inGroup('Para terminar', [
            '40 g de mantequilla, y un poco más para la fuente',
            '3 cebollas, en aros finos',
            '200 g de queso de montaña vegetariano (tipo emmental), rallado',
            'sal y pimienta, al gusto',
            '1 manojo de cebollino, picado fino',
          ]),
        ],
        steps: [
          ...inGroup('Prepara los spätzle', [
            'Bate la harina, los huevos, la sal, la nuez moscada y el agua con gas con una cuchara de madera unos 5 minutos, hasta que la masa quede lisa, espesa y llena de burbujas. Déjala reposar 10 minutos.',
            'Pon a hervir agua con sal en una olla grande. Presiona la masa sobre el agua, por tandas, con un rallador de spätzle o un colador de agujeros grandes. En cuanto los spätzle suban a la superficie, al cabo de 1-2 minutos, sácalos con una espumadera.',
          ]),
          ...inGroup('Monta y gratina', [
            'Mientras tanto, derrite la mantequilla en una sartén y fríe la cebolla a fuego medio de 15 a 20 minutos, removiendo a menudo, hasta que esté bien dorada y crujiente por los bordes. Sálala.',
            'Precalienta el horno a 180 °C. Alterna capas de spätzle calientes y queso en una fuente engrasada con mantequilla, con pimienta molida en cada capa, y termina con queso.',
            'Hornea 10 minutos, hasta que el queso se funda. Cubre con la cebolla y el cebollino y sirve enseguida, a ser posible con una ensalada verde.',
          ]),
        ],
        notes:
          '¿No tienes rallador de spätzle? Extiende un poco de masa sobre una tabla mojada y, con un cuchillo, raspa tiras finas directamente al agua, como hacen las abuelas de Suabia.',
      },
      fr: {
        title: 'Spätzle au fromage et oignons croustillants (Käsespätzle)',
        description:
          "Des petites pâtes fraîches aux œufs du sud de l'Allemagne et d'Autriche, montées en couches avec un fromage de montagne fondant et couronnées d'oignons longuement dorés.",
        ingredients: [
          ...inGroup('Pour les spätzle', [
            '400 g de farine',
            '4 œufs',
            '1 cuillère à café de sel',
            'une pincée de noix de muscade râpée',
            "150 ml d'eau gazeuse ou de lait",
          ]),
          ...inGroup('Pour finir', [
            '40 g de beurre, plus un peu pour le plat',
            '3 oignons, émincés en fines rondelles',
            '200 g de fromage de montagne végétarien (type emmental), râpé',
            'sel et poivre',
            '1 botte de ciboulette, finement ciselée',
          ]),
        ],
        steps: [
          ...inGroup('Préparer les spätzle', [
            "Battez la farine, les œufs, le sel, la muscade et l'eau gazeuse à la cuillère en bois pendant environ 5 minutes, jusqu'à obtenir une pâte lisse, épaisse et pleine de bulles. Laissez reposer 10 minutes.",
            "Portez à ébullition une grande casserole d'eau salée. Pressez la pâte au-dessus de l'eau, en plusieurs fois, à travers une râpe à spätzle ou une passoire à gros trous. Dès que les spätzle remontent à la surface, après 1 à 2 minutes, retirez-les à l'écumoire.",
          ]),
          ...inGroup('Monter et gratiner', [
            "Pendant ce temps, faites fondre le beurre dans une poêle et faites cuire les oignons à feu moyen 15 à 20 minutes en remuant souvent, jusqu'à ce qu'ils soient bien dorés et croustillants sur les bords. Salez.",
            'Préchauffez le four à 180 °C. Alternez dans un plat beurré des couches de spätzle chauds et de fromage, en poivrant chaque couche, et terminez par du fromage.',
            "Enfournez 10 minutes, jusqu'à ce que le fromage ait fondu. Garnissez d'oignons et de ciboulette et servez aussitôt, de préférence avec une salade verte.",
          ]),
        ],
        notes:
          "Pas de râpe à spätzle ? Étalez un peu de pâte sur une planche mouillée et raclez de fines lanières directement dans l'eau avec un couteau, comme le font les grands-mères souabes.",
      },
      de: {
        title: 'Käsespätzle mit Röstzwiebeln',
        description:
          'Selbst gemachte Spätzle, wie man sie in Schwaben, im Allgäu und in Vorarlberg liebt: lagenweise mit würzigem Bergkäse geschmolzen und mit einem Berg langsam gebratener Zwiebeln gekrönt.',
        ingredients: [
          ...inGroup('Für die Spätzle', [
            '400 g Weizenmehl',
            '4 Eier',
            '1 TL Salz',
            'eine Prise geriebene Muskatnuss',
            '150 ml Mineralwasser mit Kohlensäure oder Milch',
          ]),
          ...inGroup('Zum Fertigstellen', [
            '40 g Butter und etwas mehr für die Form',
            '3 Zwiebeln, in dünne Ringe geschnitten',
            '200 g vegetarischer Bergkäse oder Emmentaler, gerieben',
            'Salz und Pfeffer',
            '1 Bund Schnittlauch, in feine Röllchen geschnitten',
          ]),
        ],
        steps: [
          ...inGroup('Spätzle zubereiten', [
            'Mehl, Eier, Salz, Muskat und Mineralwasser mit einem Kochlöffel etwa 5 Minuten schlagen, bis der Teig glatt und zäh ist und Blasen wirft. 10 Minuten ruhen lassen.',
            'Reichlich Salzwasser in einem großen Topf aufkochen. Den Teig portionsweise durch eine Spätzlepresse oder einen Spätzlehobel ins Wasser drücken. Sobald die Spätzle nach 1–2 Minuten oben schwimmen, mit einer Schaumkelle herausheben.',
          ]),
          ...inGroup('Schichten und überbacken', [
            'Inzwischen die Butter in einer Pfanne schmelzen und die Zwiebeln bei mittlerer Hitze 15–20 Minuten unter häufigem Rühren goldbraun und an den Rändern knusprig braten. Salzen.',
            'Den Backofen auf 180 °C vorheizen. Heiße Spätzle und Käse abwechselnd in eine gebutterte Auflaufform schichten, jede Lage pfeffern und mit Käse abschließen.',
            '10 Minuten backen, bis der Käse geschmolzen ist. Mit den Röstzwiebeln und dem Schnittlauch bestreuen und sofort servieren, am besten mit grünem Salat.',
          ]),
        ],
        notes:
          'Ohne Spätzlehobel: etwas Teig auf ein nasses Holzbrett streichen und mit einem Messer dünne Streifen direkt ins Wasser schaben – so, wie es die schwäbische Oma macht.',
      },
      zh: {
        title: '德式奶酪面疙瘩配脆洋葱',
        description:
          '德国南部和奥地利的家常菜：自制的软鸡蛋面疙瘩，与融化的山地奶酪层层相叠，顶上再堆满慢火煎脆的洋葱。',
        ingredients: [
          ...inGroup('面疙瘩', [
            '普通面粉 400克',
            '鸡蛋 4个',
            '盐 1茶匙',
            '肉豆蔻粉 少许',
            '气泡水或牛奶 150毫升',
          ]),
          ...inGroup('组合', [
            '黄油 40克，另备少许抹烤盘',
            '洋葱 3个，切薄圈',
            '素食山地奶酪（如埃曼塔） 200克，擦碎',
            '盐和胡椒 适量',
            '细香葱 1把，切碎',
          ]),
        ],
        steps: [
          ...inGroup('做面疙瘩', [
            '面粉、鸡蛋、盐、肉豆蔻粉和气泡水放在一起，用木勺用力搅打约5分钟，至面糊光滑、浓稠并布满气泡。静置10分钟。',
            '大锅烧开盐水。用面疙瘩器或大孔漏勺把面糊分批压入沸水中。面疙瘩浮起来（约1–2分钟）就用漏勺捞出。',
          ]),
          ...inGroup('分层焗烤', [
            '同时，平底锅里融化黄油，放入洋葱，中火煎15–20分钟并经常翻动，至深金黄色、边缘酥脆，加盐调味。',
            '烤箱预热至180°C。在抹了黄油的烤盘里，一层热面疙瘩一层奶酪地铺好，每层撒些胡椒，最上面铺奶酪。',
            '烤10分钟至奶酪融化。铺上脆洋葱，撒上细香葱，立即上桌，最好配一份绿叶沙拉。',
          ]),
        ],
        notes:
          '没有面疙瘩器？把少许面糊抹在沾湿的砧板上，用刀把细条直接刮进沸水里，施瓦本的老奶奶们就是这么做的。',
      },
    },
  },
  {
    key: 'potato-goulash',
    cuisine: 'austrian',
    difficulty: 'easy',
    servings: 4,
    prepMinutes: 15,
    cookMinutes: 35,
    totalMinutes: 50,
    dietaryFlags: ['Vegetarian', 'Vegan', 'Dairy-Free', 'Nut-Free'],
    appliances: ['pressure-cooker'],
    tags: ['dinner', 'one-pot', 'comfort-food', 'vegetarian-main'],
    text: {
      en: {
        title: 'Potato goulash (Kartoffelgulasch)',
        description:
          'An Austrian weeknight favourite: potatoes stewed with onions and plenty of paprika until the sauce turns thick and brick-red. The pressure cooker has it ready in well under an hour.',
        ingredients: inGroup(null, [
          '2 tbsp sunflower oil',
          '2 onions, diced',
          '1 red pepper, diced',
          '2 garlic cloves, finely chopped',
          '2 tbsp sweet paprika',
          '1 tsp smoked paprika',
          '1 tsp caraway seeds',
          '1 tsp dried marjoram',
          '2 tbsp tomato purée',
          '1 kg waxy potatoes, peeled and cut into 2 cm cubes',
          '750 ml vegetable stock',
          '1 bay leaf',
          '1 tbsp red wine vinegar',
          'salt and pepper, to taste',
        ]),
        steps: inGroup(null, [
          'Heat the oil in the pressure cooker on the sauté setting or over a medium heat. Cook the onions for 5 minutes, until soft and lightly coloured, then add the pepper and garlic for 2 minutes.',
          'Stir in both paprikas, the caraway, marjoram and tomato purée and cook for just 30 seconds: paprika turns bitter if it scorches.',
          'Add the potatoes, stock and bay leaf and season with salt. Lock the lid and cook at high pressure for 8 minutes.',
          'Let the pressure drop naturally for 10 minutes, then release the rest. Remove the bay leaf.',
          'Stir well, crushing a few pieces of potato against the side of the pot to thicken the sauce. Season with the vinegar, salt and pepper.',
        ]),
        notes:
          'Without a pressure cooker, simmer the goulash covered in a heavy pot for 25–30 minutes, until the potatoes are tender. If it need not be vegan, slices of smoked sausage are the usual addition.',
      },
      es: {
        title: 'Gulash de patatas (Kartoffelgulasch)',
        description:
          'Un clásico austriaco de diario: patatas guisadas con cebolla y mucho pimentón hasta que la salsa queda espesa y de color rojo teja. En la olla a presión está listo en mucho menos de una hora.',
        ingredients: inGroup(null, [
          '2 cucharadas de aceite de girasol',
          '2 cebollas, en dados',
          '1 pimiento rojo, en dados',
          '2 dientes de ajo, picados finos',
          '2 cucharadas de pimentón dulce',
          '1 cucharadita de pimentón ahumado',
          '1 cucharadita de alcaravea',
          '1 cucharadita de mejorana seca',
          '2 cucharadas de concentrado de tomate',
          '1 kg de patatas de carne firme, peladas y en dados de 2 cm',
          '750 ml de caldo de verduras',
          '1 hoja de laurel',
          '1 cucharada de vinagre de vino tinto',
          'sal y pimienta, al gusto',
        ]),
        steps: inGroup(null, [
          'Calienta el aceite en la olla a presión con la función de sofreír o a fuego medio. Pocha la cebolla 5 minutos, hasta que esté blanda y algo dorada; añade el pimiento y el ajo y cocina 2 minutos.',
          'Incorpora los dos pimentones, la alcaravea, la mejorana y el concentrado de tomate y cocina solo 30 segundos: el pimentón amarga si se quema.',
          'Añade las patatas, el caldo y el laurel y sala. Cierra la tapa y cocina a alta presión 8 minutos.',
          'Deja que la presión baje sola durante 10 minutos y luego libera el resto. Retira el laurel.',
          'Remueve bien, aplastando algunos trozos de patata contra la pared de la olla para espesar la salsa. Sazona con el vinagre, sal y pimienta.',
        ]),
        notes:
          'Sin olla a presión, guísalo tapado en una cazuela de fondo grueso de 25 a 30 minutos, hasta que las patatas estén tiernas. Si no tiene que ser vegano, lo habitual es añadir rodajas de salchicha ahumada.',
      },
      fr: {
        title: 'Goulasch de pommes de terre (Kartoffelgulasch)',
        description:
          "Un classique autrichien des soirs de semaine : des pommes de terre mijotées avec des oignons et beaucoup de paprika, jusqu'à ce que la sauce soit épaisse et rouge brique. À l'autocuiseur, c'est prêt en bien moins d'une heure.",
        ingredients: inGroup(null, [
          "2 cuillères à soupe d'huile de tournesol",
          '2 oignons, coupés en dés',
          '1 poivron rouge, coupé en dés',
          "2 gousses d'ail, finement hachées",
          '2 cuillères à soupe de paprika doux',
          '1 cuillère à café de paprika fumé',
          '1 cuillère à café de graines de carvi',
          '1 cuillère à café de marjolaine séchée',
          '2 cuillères à soupe de concentré de tomate',
          '1 kg de pommes de terre à chair ferme, épluchées et coupées en cubes de 2 cm',
          '750 ml de bouillon de légumes',
          '1 feuille de laurier',
          '1 cuillère à soupe de vinaigre de vin rouge',
          'sel et poivre',
        ]),
        steps: inGroup(null, [
          "Faites chauffer l'huile dans l'autocuiseur en mode « saisir » ou à feu moyen. Faites revenir les oignons 5 minutes, jusqu'à ce qu'ils soient tendres et légèrement dorés, puis ajoutez le poivron et l'ail pendant 2 minutes.",
          "Ajoutez les deux paprikas, le carvi, la marjolaine et le concentré de tomate et laissez cuire 30 secondes seulement : le paprika devient amer s'il brûle.",
          'Ajoutez les pommes de terre, le bouillon et le laurier, et salez. Verrouillez le couvercle et faites cuire 8 minutes sous haute pression.',
          'Laissez la pression retomber naturellement pendant 10 minutes, puis libérez le reste. Retirez le laurier.',
          'Mélangez bien en écrasant quelques morceaux de pomme de terre contre la paroi pour épaissir la sauce. Assaisonnez avec le vinaigre, du sel et du poivre.',
        ]),
        notes:
          "Sans autocuiseur, laissez mijoter à couvert dans une cocotte en fonte 25 à 30 minutes, jusqu'à ce que les pommes de terre soient tendres. Si la version végane n'est pas nécessaire, on y ajoute souvent des rondelles de saucisse fumée.",
      },
      de: {
        title: 'Kartoffelgulasch',
        description:
          'Ein österreichischer Alltagsklassiker: Kartoffeln mit Zwiebeln und reichlich Paprika geschmort, bis die Soße sämig und ziegelrot ist. Im Schnellkochtopf in deutlich unter einer Stunde fertig.',
        ingredients: inGroup(null, [
          '2 EL Sonnenblumenöl',
          '2 Zwiebeln, gewürfelt',
          '1 rote Paprikaschote, gewürfelt',
          '2 Knoblauchzehen, fein gehackt',
          '2 EL edelsüßes Paprikapulver',
          '1 TL geräuchertes Paprikapulver',
          '1 TL Kümmel',
          '1 TL getrockneter Majoran',
          '2 EL Tomatenmark',
          '1 kg festkochende Kartoffeln, geschält und in 2 cm große Würfel geschnitten',
          '750 ml Gemüsebrühe',
          '1 Lorbeerblatt',
          '1 EL Rotweinessig',
          'Salz und Pfeffer',
        ]),
        steps: inGroup(null, [
          'Das Öl im Schnellkochtopf mit der Anbratfunktion oder bei mittlerer Hitze erhitzen. Die Zwiebeln 5 Minuten weich und leicht goldbraun dünsten, dann Paprika und Knoblauch 2 Minuten mitdünsten.',
          'Beide Paprikapulver, Kümmel, Majoran und Tomatenmark einrühren und nur 30 Sekunden anschwitzen – verbranntes Paprikapulver wird bitter.',
          'Kartoffeln, Brühe und Lorbeer zugeben und salzen. Den Deckel verschließen und 8 Minuten unter hohem Druck garen.',
          'Den Druck 10 Minuten von selbst abfallen lassen, dann den Rest ablassen. Das Lorbeerblatt entfernen.',
          'Gut umrühren und dabei ein paar Kartoffelstücke am Topfrand zerdrücken, damit die Soße bindet. Mit Essig, Salz und Pfeffer abschmecken.',
        ]),
        notes:
          'Ohne Schnellkochtopf das Gulasch zugedeckt in einem schweren Topf 25–30 Minuten köcheln, bis die Kartoffeln weich sind. Muss es nicht vegan sein, kommen meist Scheiben von Räucherwurst oder Frankfurter Würstchen hinein.',
      },
      zh: {
        title: '奥地利土豆炖菜（土豆古拉什）',
        description:
          '奥地利家常菜：土豆和洋葱加大量红甜椒粉一起炖，炖到汤汁浓稠、呈砖红色。用高压锅不到一小时就能上桌。',
        ingredients: inGroup(null, [
          '葵花籽油 2汤匙',
          '洋葱 2个，切丁',
          '红甜椒 1个，切丁',
          '大蒜 2瓣，切末',
          '甜椒粉 2汤匙',
          '烟熏甜椒粉 1茶匙',
          '葛缕子 1茶匙',
          '干马郁兰 1茶匙',
          '番茄膏 2汤匙',
          '蜡质土豆 1公斤，去皮切2厘米的块',
          '蔬菜高汤 750毫升',
          '月桂叶 1片',
          '红酒醋 1汤匙',
          '盐和胡椒 适量',
        ]),
        steps: inGroup(null, [
          '高压锅用炒制功能（或中火）烧热油，放入洋葱炒5分钟至软身微黄，再加入甜椒和蒜末炒2分钟。',
          '加入两种甜椒粉、葛缕子、马郁兰和番茄膏，只炒30秒——甜椒粉一旦炒焦就会发苦。',
          '放入土豆、高汤和月桂叶，加盐。盖好锅盖锁紧，高压煮8分钟。',
          '让压力自然下降10分钟，再手动排掉剩余的气。取出月桂叶。',
          '充分搅拌，把几块土豆压碎在锅边，让汤汁变稠。用醋、盐和胡椒调味。',
        ]),
        notes:
          '没有高压锅的话，用厚底锅加盖小火炖25–30分钟，至土豆软烂即可。不要求纯素时，通常会加几片烟熏香肠。',
      },
    },
  },
  {
    key: 'shepherds-pie',
    cuisine: 'british',
    difficulty: 'medium',
    servings: 6,
    prepMinutes: 25,
    cookMinutes: 80,
    totalMinutes: 110,
    dietaryFlags: ['Nut-Free'],
    appliances: ['stovetop', 'oven'],
    tags: ['dinner', 'comfort-food', 'batch-cooking', 'kid-friendly'],
    text: {
      en: {
        title: "Shepherd's pie",
        description:
          'Minced lamb and vegetables slowly simmered in a rich gravy, topped with buttery mash and baked until golden. A British family supper that can be made a day ahead.',
        ingredients: [
          ...inGroup('For the filling', [
            '1 tbsp vegetable oil',
            '750 g lamb mince',
            '1 onion, finely chopped',
            '2 carrots, finely diced',
            '2 celery sticks, finely diced',
            '2 tbsp plain flour',
            '2 tbsp tomato purée',
            '1 tbsp Worcestershire sauce',
            '500 ml lamb or beef stock',
            '2 sprigs thyme',
            '150 g frozen peas',
            'salt and pepper, to taste',
          ]),
          ...inGroup('For the topping', [
            '1.2 kg floury potatoes, peeled and cut into chunks',
            '50 g butter',
            '100 ml milk',
            '50 g mature Cheddar, grated',
          ]),
        ],
        steps: [
          ...inGroup('Make the filling', [
            'Heat the oil in a large pan over a high heat and brown the lamb in two batches for 5 minutes each, breaking it up with a spoon. Spoon off any excess fat.',
            'Lower the heat, add the onion, carrots and celery and cook for 10 minutes, until soft.',
            'Stir in the flour and tomato purée for 1 minute, then add the Worcestershire sauce, stock and thyme. Simmer for 30 minutes, stirring now and then, until thick. Remove the thyme, stir in the peas and season.',
          ]),
          ...inGroup('Top and bake', [
            'Meanwhile, boil the potatoes in salted water for 15–20 minutes, until tender. Drain well, mash with the butter and milk and season.',
            'Heat the oven to 200 °C. Spoon the filling into a baking dish of about 2 litres, spread the mash over the top and rough it up with a fork. Scatter over the cheese.',
            'Bake for 25–30 minutes, until golden and bubbling at the edges. Leave to settle for 5 minutes before serving.',
          ]),
        ],
        notes:
          'Made with beef mince, the same pie is called cottage pie. You can assemble it a day ahead and keep it in the fridge; add 10 minutes to the baking time.',
      },
      es: {
        title: "Pastel de carne y puré (shepherd's pie)",
        description:
          'Carne picada de cordero y verduras guisadas despacio en una salsa sabrosa, cubiertas con puré de patata con mantequilla y gratinadas. Una cena familiar británica que se puede preparar la víspera.',
        ingredients: [
          ...inGroup('Para el relleno', [
            '1 cucharada de aceite vegetal',
            '750 g de carne picada de cordero',
            '1 cebolla, picada fina',
            '2 zanahorias, en dados pequeños',
            '2 ramas de apio, en dados pequeños',
            '2 cucharadas de harina de trigo',
            '2 cucharadas de concentrado de tomate',
            '1 cucharada de salsa Worcestershire',
            '500 ml de caldo de cordero o de carne',
            '2 ramitas de tomillo',
            '150 g de guisantes congelados',
            'sal y pimienta, al gusto',
          ]),
          ...inGroup('Para la cobertura', [
            '1,2 kg de patatas harinosas, peladas y troceadas',
            '50 g de mantequilla',
            '100 ml de leche',
            '50 g de queso cheddar curado, rallado',
          ]),
        ],
        steps: [
          ...inGroup('Prepara el relleno', [
            'Calienta el aceite en una cazuela grande a fuego fuerte y dora el cordero en dos tandas de 5 minutos cada una, desmenuzándolo con una cuchara. Retira el exceso de grasa.',
            'Baja el fuego, añade la cebolla, las zanahorias y el apio y cocina 10 minutos, hasta que estén tiernos.',
            'Incorpora la harina y el concentrado de tomate y cocina 1 minuto; añade la salsa Worcestershire, el caldo y el tomillo. Cuece a fuego lento 30 minutos, removiendo de vez en cuando, hasta que espese. Retira el tomillo, añade los guisantes y salpimienta.',
          ]),
          ...inGroup('Cubre y hornea', [
            'Mientras tanto, cuece las patatas en agua con sal de 15 a 20 minutos, hasta que estén tiernas. Escúrrelas bien, cháfalas con la mantequilla y la leche y salpimienta.',
            'Precalienta el horno a 200 °C. Pon el relleno en una fuente de unos 2 litros, extiende el puré por encima y marca la superficie con un tenedor. Espolvorea el queso.',
            'Hornea de 25 a 30 minutos, hasta que esté dorado y burbujee por los bordes. Deja reposar 5 minutos antes de servir.',
          ]),
        ],
        notes:
          'Con carne picada de ternera, el mismo pastel se llama cottage pie. Puedes montarlo la víspera y guardarlo en la nevera; añade 10 minutos al tiempo de horno.',
      },
      fr: {
        title: "Shepherd's pie (hachis parmentier d'agneau)",
        description:
          "De l'agneau haché et des légumes mijotés dans une sauce corsée, recouverts d'une purée au beurre et gratinés au four. Un dîner familial britannique qui se prépare la veille.",
        ingredients: [
          ...inGroup('Pour la garniture', [
            "1 cuillère à soupe d'huile végétale",
            "750 g d'agneau haché",
            '1 oignon, finement haché',
            '2 carottes, coupées en petits dés',
            '2 branches de céleri, coupées en petits dés',
            '2 cuillères à soupe de farine',
            '2 cuillères à soupe de concentré de tomate',
            '1 cuillère à soupe de sauce Worcestershire',
            "500 ml de bouillon d'agneau ou de bœuf",
            '2 brins de thym',
            '150 g de petits pois surgelés',
            'sel et poivre',
          ]),
          ...inGroup('Pour la purée', [
            '1,2 kg de pommes de terre farineuses, épluchées et coupées en morceaux',
            '50 g de beurre',
            '100 ml de lait',
            '50 g de cheddar affiné, râpé',
          ]),
        ],
        steps: [
          ...inGroup('Préparer la garniture', [
            "Faites chauffer l'huile dans une grande sauteuse à feu vif et faites dorer l'agneau en deux fois, 5 minutes par fournée, en l'émiettant à la cuillère. Retirez l'excédent de gras.",
            "Baissez le feu, ajoutez l'oignon, les carottes et le céleri et laissez cuire 10 minutes, jusqu'à ce qu'ils soient tendres.",
            "Incorporez la farine et le concentré de tomate pendant 1 minute, puis ajoutez la sauce Worcestershire, le bouillon et le thym. Laissez mijoter 30 minutes en remuant de temps en temps, jusqu'à ce que la sauce épaississe. Retirez le thym, ajoutez les petits pois, salez et poivrez.",
          ]),
          ...inGroup('Gratiner', [
            "Pendant ce temps, faites cuire les pommes de terre 15 à 20 minutes à l'eau salée, jusqu'à ce qu'elles soient tendres. Égouttez-les bien, écrasez-les avec le beurre et le lait, salez et poivrez.",
            "Préchauffez le four à 200 °C. Versez la garniture dans un plat à gratin d'environ 2 litres, étalez la purée dessus et striez-la à la fourchette. Parsemez de fromage.",
            "Enfournez 25 à 30 minutes, jusqu'à ce que le dessus soit doré et que la sauce bouillonne sur les bords. Laissez reposer 5 minutes avant de servir.",
          ]),
        ],
        notes:
          "Avec du bœuf haché, le même plat s'appelle cottage pie. Vous pouvez le monter la veille et le garder au réfrigérateur ; comptez alors 10 minutes de cuisson en plus.",
      },
      de: {
        title: "Shepherd's Pie (Lammhack-Auflauf mit Kartoffelpüree)",
        description:
          'Lammhack und Gemüse, langsam in einer kräftigen Soße geschmort, mit buttrigem Kartoffelpüree bedeckt und goldbraun überbacken. Ein britisches Familienessen, das sich gut am Vortag vorbereiten lässt.',
        ingredients: [
          ...inGroup('Für die Füllung', [
            '1 EL Pflanzenöl',
            '750 g Lammhackfleisch',
            '1 Zwiebel, fein gehackt',
            '2 Möhren, fein gewürfelt',
            '2 Stangen Staudensellerie, fein gewürfelt',
            '2 EL Weizenmehl',
            '2 EL Tomatenmark',
            '1 EL Worcestershiresoße',
            '500 ml Lamm- oder Rinderbrühe',
            '2 Zweige Thymian',
            '150 g TK-Erbsen',
            'Salz und Pfeffer',
          ]),
          ...inGroup('Für das Püree', [
            '1,2 kg mehligkochende Kartoffeln, geschält und in Stücke geschnitten',
            '50 g Butter',
            '100 ml Milch',
            '50 g würziger Cheddar, gerieben',
          ]),
        ],
        steps: [
          ...inGroup('Füllung zubereiten', [
            'Das Öl in einem großen Topf bei starker Hitze erhitzen und das Hackfleisch in zwei Portionen je 5 Minuten krümelig anbraten. Überschüssiges Fett abschöpfen.',
            'Die Hitze reduzieren, Zwiebel, Möhren und Sellerie zugeben und 10 Minuten weich dünsten.',
            'Mehl und Tomatenmark einrühren und 1 Minute anschwitzen, dann Worcestershiresoße, Brühe und Thymian zugeben. 30 Minuten unter gelegentlichem Rühren sämig köcheln lassen. Thymian entfernen, Erbsen unterrühren und abschmecken.',
          ]),
          ...inGroup('Belegen und backen', [
            'Inzwischen die Kartoffeln in Salzwasser 15–20 Minuten weich kochen. Gut abgießen, mit Butter und Milch zu Püree stampfen und würzen.',
            'Den Backofen auf 200 °C vorheizen. Die Füllung in eine Auflaufform von etwa 2 Litern geben, das Püree darauf verstreichen und mit einer Gabel Rillen ziehen. Mit dem Käse bestreuen.',
            '25–30 Minuten backen, bis die Oberfläche goldbraun ist und es am Rand blubbert. Vor dem Servieren 5 Minuten ruhen lassen.',
          ]),
        ],
        notes:
          'Mit Rinderhack heißt derselbe Auflauf Cottage Pie. Er lässt sich am Vortag fertig schichten und im Kühlschrank aufbewahren; dann 10 Minuten länger backen.',
      },
      zh: {
        title: '牧羊人派（羊肉土豆泥派）',
        description:
          '羊肉末和蔬菜在浓郁的肉汁里慢炖，上面铺满黄油土豆泥，烤到金黄。这是英国家庭的经典晚餐，可以提前一天做好。',
        ingredients: [
          ...inGroup('馅料', [
            '植物油 1汤匙',
            '羊肉末 750克',
            '洋葱 1个，切碎',
            '胡萝卜 2根，切小丁',
            '西芹 2根，切小丁',
            '普通面粉 2汤匙',
            '番茄膏 2汤匙',
            '伍斯特酱 1汤匙',
            '羊肉或牛肉高汤 500毫升',
            '百里香 2枝',
            '冷冻豌豆 150克',
            '盐和胡椒 适量',
          ]),
          ...inGroup('土豆泥', [
            '粉质土豆 1.2公斤，去皮切块',
            '黄油 50克',
            '牛奶 100毫升',
            '陈年切达奶酪 50克，擦碎',
          ]),
        ],
        steps: [
          ...inGroup('做馅料', [
            '大锅大火烧热油，羊肉末分两批各炒5分钟，用勺子把肉打散炒至上色。撇去多余的油。',
            '转小火，加入洋葱、胡萝卜和西芹炒10分钟至变软。',
            '加入面粉和番茄膏炒1分钟，再倒入伍斯特酱、高汤和百里香。小火炖30分钟，不时搅拌，至汤汁变稠。取出百里香，拌入豌豆，调味。',
          ]),
          ...inGroup('铺土豆泥烘烤', [
            '同时，把土豆放入盐水中煮15–20分钟至软。彻底沥干，加黄油和牛奶压成泥，调味。',
            '烤箱预热至200°C。把馅料倒入容量约2升的烤盘，上面抹平土豆泥，用叉子划出纹路，再撒上奶酪碎。',
            '烤25–30分钟，至表面金黄、边缘冒泡。静置5分钟再上桌。',
          ]),
        ],
        notes: '用牛肉末做的同款派叫“农舍派”。可以提前一天组装好冷藏，烤的时候多加10分钟。',
      },
    },
  },
  {
    key: 'microwave-porridge',
    cuisine: 'british',
    difficulty: 'easy',
    servings: 1,
    prepMinutes: 2,
    cookMinutes: 4,
    totalMinutes: 7,
    dietaryFlags: ['Vegetarian', 'Nut-Free'],
    appliances: ['microwave'],
    tags: ['breakfast', 'quick', 'kid-friendly'],
    text: {
      en: {
        title: 'Creamy porridge in the microwave',
        description:
          'A warming bowl of oats ready in five minutes, with no pan to scrub. Top it with honey and fruit, or whatever is in the cupboard.',
        ingredients: inGroup(null, [
          '50 g rolled oats',
          '300 ml milk, or half milk and half water',
          'a pinch of salt',
          '1 tbsp honey or maple syrup',
          '1 handful berries or 1 sliced banana',
        ]),
        steps: inGroup(null, [
          'Put the oats, milk and salt in a large microwave-safe bowl (the porridge rises as it cooks) and stir.',
          'Microwave on high for 2 minutes, stir, then cook for 1–2 minutes more, until thick and creamy.',
          'Leave to stand for 1 minute, then stir in a little more milk if you like it looser.',
          'Top with the honey and fruit and eat straight away.',
        ]),
        notes:
          'On the hob, bring the same amounts to the boil in a small pan and simmer for 5 minutes, stirring often. Microwave powers differ, so keep an eye on the bowl the first time.',
      },
      es: {
        title: 'Gachas de avena cremosas al microondas',
        description:
          'Un cuenco de avena calentito listo en cinco minutos y sin cazo que fregar. Cúbrelo con miel y fruta, o con lo que tengas en la despensa.',
        ingredients: inGroup(null, [
          '50 g de copos de avena',
          '300 ml de leche, o mitad leche y mitad agua',
          'una pizca de sal',
          '1 cucharada de miel o sirope de arce',
          '1 puñado de frutos rojos o 1 plátano en rodajas',
        ]),
        steps: inGroup(null, [
          'Pon la avena, la leche y la sal en un cuenco grande apto para microondas (las gachas suben al cocerse) y remueve.',
          'Calienta a máxima potencia 2 minutos, remueve y cocina de 1 a 2 minutos más, hasta que espesen y queden cremosas.',
          'Deja reposar 1 minuto y, si te gustan más sueltas, añade un poco más de leche.',
          'Cubre con la miel y la fruta y cómelas enseguida.',
        ]),
        notes:
          'En el fuego: lleva las mismas cantidades a ebullición en un cazo pequeño y cuece a fuego lento 5 minutos, removiendo a menudo. La potencia de los microondas varía, así que vigila el cuenco la primera vez.',
      },
      fr: {
        title: 'Porridge crémeux au micro-ondes',
        description:
          "Un bol de flocons d'avoine bien chaud prêt en cinq minutes, sans casserole à récurer. Garnissez-le de miel et de fruits, ou de ce que vous avez dans le placard.",
        ingredients: inGroup(null, [
          "50 g de flocons d'avoine",
          '300 ml de lait, ou moitié lait, moitié eau',
          'une pincée de sel',
          "1 cuillère à soupe de miel ou de sirop d'érable",
          '1 poignée de fruits rouges ou 1 banane en rondelles',
        ]),
        steps: inGroup(null, [
          'Mettez les flocons, le lait et le sel dans un grand bol allant au micro-ondes (le porridge gonfle en cuisant) et mélangez.',
          "Faites chauffer 2 minutes à pleine puissance, mélangez, puis poursuivez 1 à 2 minutes, jusqu'à ce que le porridge soit épais et crémeux.",
          'Laissez reposer 1 minute, puis ajoutez un peu de lait si vous le préférez plus fluide.',
          'Garnissez de miel et de fruits et dégustez aussitôt.',
        ]),
        notes:
          'Sur le feu : portez les mêmes quantités à ébullition dans une petite casserole et laissez frémir 5 minutes en remuant souvent. La puissance des micro-ondes varie : surveillez le bol la première fois.',
      },
      de: {
        title: 'Cremiger Porridge aus der Mikrowelle',
        description:
          'Eine wärmende Schale Haferbrei in fünf Minuten, ganz ohne Topf zum Schrubben. Mit Honig und Obst toppen – oder mit dem, was der Vorratsschrank hergibt.',
        ingredients: inGroup(null, [
          '50 g Haferflocken (zart oder kernig)',
          '300 ml Milch oder halb Milch, halb Wasser',
          'eine Prise Salz',
          '1 EL Honig oder Ahornsirup',
          '1 Handvoll Beeren oder 1 Banane in Scheiben',
        ]),
        steps: inGroup(null, [
          'Haferflocken, Milch und Salz in einer großen mikrowellengeeigneten Schüssel verrühren (der Brei steigt beim Garen hoch).',
          'Bei voller Leistung 2 Minuten erhitzen, umrühren und weitere 1–2 Minuten garen, bis der Brei dick und cremig ist.',
          '1 Minute stehen lassen und nach Belieben noch etwas Milch unterrühren.',
          'Mit Honig und Obst belegen und sofort essen.',
        ]),
        notes:
          'Auf dem Herd: dieselben Mengen in einem kleinen Topf aufkochen und 5 Minuten unter häufigem Rühren köcheln lassen. Mikrowellen sind unterschiedlich stark, also beim ersten Mal die Schüssel im Auge behalten.',
      },
      zh: {
        title: '微波炉奶香燕麦粥',
        description:
          '五分钟就能做好一碗热乎乎的燕麦粥，还不用刷锅。上面加蜂蜜和水果，或者橱柜里有什么就放什么。',
        ingredients: inGroup(null, [
          '燕麦片 50克',
          '牛奶 300毫升，或牛奶和水各一半',
          '盐 一小撮',
          '蜂蜜或枫糖浆 1汤匙',
          '浆果 1把，或香蕉 1根切片',
        ]),
        steps: inGroup(null, [
          '把燕麦片、牛奶和盐放入一个较大的微波炉专用碗里（燕麦加热时会膨起）拌匀。',
          '高火加热2分钟，搅拌一下，再加热1–2分钟，至浓稠顺滑。',
          '静置1分钟；喜欢稀一点的话再拌入少许牛奶。',
          '加上蜂蜜和水果，趁热吃。',
        ]),
        notes:
          '用炉灶做：同样的分量放进小锅煮开，转小火煮5分钟，期间经常搅拌。各家微波炉功率不同，第一次做时要留意碗里的情况。',
      },
    },
  },
];
