import type { LibraryRecipe } from './library-types';
import { inGroup } from './recipes-1-a';

/**
 * The built-in library, part 1 (second file): British puddings, Greek, Middle Eastern, Turkish,
 * Moroccan, Scandinavian and Polish dishes, and home baking. Same rules as recipes-1-a.ts.
 */
export const LIBRARY_PART_1_B: LibraryRecipe[] = [
  {
    key: 'apple-crumble',
    cuisine: 'british',
    difficulty: 'easy',
    servings: 6,
    prepMinutes: 20,
    cookMinutes: 40,
    totalMinutes: 70,
    dietaryFlags: ['Vegetarian', 'Nut-Free'],
    appliances: ['oven'],
    tags: ['dessert', 'baking', 'comfort-food', 'kid-friendly'],
    text: {
      en: {
        title: 'Apple crumble',
        description:
          'Soft, tangy cinnamon apples under a crunchy, buttery oat topping. The easiest of British puddings, best with hot custard.',
        ingredients: [
          ...inGroup('For the filling', [
            '1 kg tart apples (such as Bramley or Granny Smith), peeled, cored and cut into chunks',
            '50 g light brown sugar',
            '1 tsp ground cinnamon',
            '1 tbsp lemon juice',
          ]),
          ...inGroup('For the topping', [
            '180 g plain flour',
            'a pinch of salt',
            '120 g cold butter, diced',
            '100 g demerara sugar',
            '50 g rolled oats',
          ]),
        ],
        steps: inGroup(null, [
          'Heat the oven to 190 °C. Toss the apples with the sugar, cinnamon and lemon juice and spread them out in a baking dish of about 2 litres.',
          'Rub the butter into the flour and salt with your fingertips until the mixture looks like coarse breadcrumbs with a few larger clumps. Stir in the sugar and oats.',
          'Scatter the topping loosely over the apples; do not press it down, or it will turn doughy.',
          'Bake for 35–40 minutes, until the top is golden and the juices bubble up at the edges.',
          'Leave to cool for 10 minutes, then serve with custard, cream or vanilla ice cream.',
        ]),
        notes:
          'In season, swap a third of the apples for blackberries or rhubarb. The raw topping freezes well: keep a bag ready and scatter it over the fruit straight from the freezer.',
      },
      es: {
        title: 'Crumble de manzana',
        description:
          'Manzana tierna y ácida con canela bajo una cobertura crujiente de mantequilla y avena. El postre británico más fácil, mejor aún con natillas calientes.',
        ingredients: [
          ...inGroup('Para el relleno', [
            '1 kg de manzanas ácidas (tipo Granny Smith o reineta), peladas, sin corazón y en trozos',
            '50 g de azúcar moreno claro',
            '1 cucharadita de canela molida',
            '1 cucharada de zumo de limón',
          ]),
          ...inGroup('Para la cobertura', [
            '180 g de harina de trigo',
            'una pizca de sal',
            '120 g de mantequilla fría, en dados',
            '100 g de azúcar moreno de caña (demerara)',
            '50 g de copos de avena',
          ]),
        ],
        steps: inGroup(null, [
          'Precalienta el horno a 190 °C. Mezcla la manzana con el azúcar, la canela y el zumo de limón y repártela en una fuente de horno de unos 2 litros.',
          'Frota la mantequilla con la harina y la sal con la punta de los dedos hasta que parezca pan rallado grueso con algunos grumos más grandes. Incorpora el azúcar y la avena.',
          'Reparte la cobertura sobre la manzana sin apretarla, o quedará pastosa.',
          'Hornea de 35 a 40 minutos, hasta que la superficie esté dorada y el jugo burbujee por los bordes.',
          'Deja templar 10 minutos y sirve con natillas, nata o helado de vainilla.',
        ]),
        notes:
          'En temporada, cambia un tercio de las manzanas por moras o ruibarbo. La cobertura cruda se congela muy bien: ten una bolsa preparada y espárcela sobre la fruta directamente del congelador.',
      },
      fr: {
        title: 'Crumble aux pommes',
        description:
          "Des pommes acidulées et fondantes à la cannelle sous une croûte croustillante au beurre et aux flocons d'avoine. Le plus simple des desserts britanniques, idéal avec une crème anglaise chaude.",
        ingredients: [
          ...inGroup('Pour les fruits', [
            '1 kg de pommes acidulées (type Granny Smith ou reinette), épluchées, épépinées et coupées en morceaux',
            '50 g de cassonade blonde',
            '1 cuillère à café de cannelle moulue',
            '1 cuillère à soupe de jus de citron',
          ]),
          ...inGroup('Pour la pâte à crumble', [
            '180 g de farine',
            'une pincée de sel',
            '120 g de beurre froid, coupé en dés',
            '100 g de sucre roux (type demerara)',
            "50 g de flocons d'avoine",
          ]),
        ],
        steps: inGroup(null, [
          "Préchauffez le four à 190 °C. Mélangez les pommes avec le sucre, la cannelle et le jus de citron et étalez-les dans un plat à gratin d'environ 2 litres.",
          "Sablez le beurre avec la farine et le sel du bout des doigts, jusqu'à obtenir une texture de grosse chapelure avec quelques gros grumeaux. Ajoutez le sucre et les flocons d'avoine.",
          'Répartissez la pâte à crumble sur les pommes sans la tasser, sinon elle deviendra pâteuse.',
          "Enfournez 35 à 40 minutes, jusqu'à ce que le dessus soit doré et que le jus bouillonne sur les bords.",
          'Laissez tiédir 10 minutes, puis servez avec de la crème anglaise, de la crème fraîche ou de la glace à la vanille.',
        ]),
        notes:
          "En saison, remplacez un tiers des pommes par des mûres ou de la rhubarbe. La pâte à crumble crue se congèle très bien : gardez-en un sachet d'avance et parsemez-la sur les fruits directement sortie du congélateur.",
      },
      de: {
        title: 'Apple Crumble (Apfel-Streusel-Auflauf)',
        description:
          'Weiche, säuerliche Zimtäpfel unter knusprigen Butter-Hafer-Streuseln. Der einfachste britische Nachtisch – am besten mit warmer Vanillesoße.',
        ingredients: [
          ...inGroup('Für die Füllung', [
            '1 kg säuerliche Äpfel (z. B. Boskoop oder Granny Smith), geschält, entkernt und in Stücke geschnitten',
            '50 g brauner Zucker',
            '1 TL gemahlener Zimt',
            '1 EL Zitronensaft',
          ]),
          ...inGroup('Für die Streusel', [
            '180 g Weizenmehl',
            'eine Prise Salz',
            '120 g kalte Butter, gewürfelt',
            '100 g Rohrohrzucker',
            '50 g Haferflocken',
          ]),
        ],
        steps: inGroup(null, [
          'Den Backofen auf 190 °C vorheizen. Die Äpfel mit Zucker, Zimt und Zitronensaft mischen und in einer Auflaufform von etwa 2 Litern verteilen.',
          'Die Butter mit Mehl und Salz zwischen den Fingerspitzen verreiben, bis grobe Brösel mit einigen größeren Klümpchen entstehen. Zucker und Haferflocken untermischen.',
          'Die Streusel locker über die Äpfel streuen und nicht andrücken, sonst werden sie teigig.',
          '35–40 Minuten backen, bis die Oberfläche goldbraun ist und der Saft am Rand blubbert.',
          '10 Minuten abkühlen lassen und mit Vanillesoße, Sahne oder Vanilleeis servieren.',
        ]),
        notes:
          'In der Saison ein Drittel der Äpfel durch Brombeeren oder Rhabarber ersetzen. Die rohen Streusel lassen sich gut einfrieren: einen Beutel vorrätig halten und direkt gefroren über das Obst streuen.',
      },
      zh: {
        title: '英式苹果金宝',
        description:
          '软糯微酸的肉桂苹果，上面盖着一层酥脆的黄油燕麦碎。最简单的英式甜点，配热卡仕达酱最好吃。',
        ingredients: [
          ...inGroup('苹果馅', [
            '酸味苹果（如澳洲青苹） 1公斤，去皮去核切块',
            '浅色红糖 50克',
            '肉桂粉 1茶匙',
            '柠檬汁 1汤匙',
          ]),
          ...inGroup('酥粒', [
            '普通面粉 180克',
            '盐 一小撮',
            '冷黄油 120克，切丁',
            '德麦拉拉粗糖 100克',
            '燕麦片 50克',
          ]),
        ],
        steps: inGroup(null, [
          '烤箱预热至190°C。苹果块与糖、肉桂粉和柠檬汁拌匀，平铺在容量约2升的烤盘里。',
          '用指尖把黄油和面粉、盐搓在一起，搓成粗面包糠状，留一些稍大的小块。再拌入糖和燕麦片。',
          '把酥粒松松地撒在苹果上，不要压实，否则会变得像面团一样。',
          '烤35–40分钟，至表面金黄、边缘的果汁冒泡。',
          '晾10分钟，配卡仕达酱、奶油或香草冰淇淋食用。',
        ]),
        notes:
          '应季时可把三分之一的苹果换成黑莓或大黄。生酥粒冷冻效果很好：常备一袋，直接从冷冻室取出撒在水果上即可。',
      },
    },
  },
  {
    key: 'greek-salad',
    cuisine: 'greek',
    difficulty: 'easy',
    servings: 4,
    prepMinutes: 15,
    cookMinutes: 0,
    totalMinutes: 15,
    dietaryFlags: ['Vegetarian', 'Gluten-Free', 'Nut-Free', 'Low Carb'],
    appliances: [],
    tags: ['salad', 'lunch', 'side', 'quick'],
    text: {
      en: {
        title: 'Greek salad (horiatiki)',
        description:
          'The Greek village salad: ripe tomatoes, cucumber, pepper and onion with olives and a whole slab of feta, dressed simply with olive oil and oregano. No lettuce in sight.',
        ingredients: inGroup(null, [
          '4 ripe tomatoes, cut into wedges',
          '1 cucumber, halved lengthways and thickly sliced',
          '1 green pepper, sliced into rings',
          '1 small red onion, thinly sliced',
          '100 g Kalamata olives',
          '200 g feta, in one piece',
          '1 tsp dried oregano',
          '4 tbsp extra virgin olive oil',
          '1 tbsp red wine vinegar',
          'salt, to taste',
        ]),
        steps: inGroup(null, [
          'Put the tomatoes, cucumber, pepper and onion in a wide bowl, season lightly with salt and toss gently.',
          'Scatter over the olives and lay the feta on top in one piece.',
          'Sprinkle the oregano over the feta, drizzle everything with the oil and vinegar and serve at once, with bread to mop up the juices.',
        ]),
        notes:
          'Salt the tomatoes only just before serving, or they will weep. The juices left in the bowl, with bread, are the best part.',
      },
      es: {
        title: 'Ensalada griega (horiatiki)',
        description:
          'La ensalada de pueblo griega: tomates maduros, pepino, pimiento y cebolla con aceitunas y un buen trozo de feta entero, aliñada solo con aceite de oliva y orégano. Sin lechuga.',
        ingredients: inGroup(null, [
          '4 tomates maduros, en gajos',
          '1 pepino, partido a lo largo y en rodajas gruesas',
          '1 pimiento verde, en aros',
          '1 cebolla morada pequeña, en juliana fina',
          '100 g de aceitunas de Kalamata',
          '200 g de queso feta, en un solo trozo',
          '1 cucharadita de orégano seco',
          '4 cucharadas de aceite de oliva virgen extra',
          '1 cucharada de vinagre de vino tinto',
          'sal, al gusto',
        ]),
        steps: inGroup(null, [
          'Pon el tomate, el pepino, el pimiento y la cebolla en una fuente ancha, sala ligeramente y mezcla con cuidado.',
          'Reparte las aceitunas por encima y coloca el feta entero en el centro.',
          'Espolvorea el orégano sobre el queso, riega todo con el aceite y el vinagre y sirve enseguida, con pan para mojar el jugo.',
        ]),
        notes:
          'Sala el tomate justo antes de servir, o soltará demasiada agua. El jugo que queda en la fuente, mojado con pan, es lo mejor.',
      },
      fr: {
        title: 'Salade grecque (horiatiki)',
        description:
          "La salade villageoise grecque : tomates mûres, concombre, poivron et oignon, avec des olives et un beau pavé de feta entier, simplement arrosés d'huile d'olive et d'origan. Sans laitue.",
        ingredients: inGroup(null, [
          '4 tomates bien mûres, coupées en quartiers',
          '1 concombre, coupé en deux dans la longueur puis en tranches épaisses',
          '1 poivron vert, coupé en rondelles',
          '1 petit oignon rouge, finement émincé',
          "100 g d'olives de Kalamata",
          '200 g de feta, en un seul morceau',
          "1 cuillère à café d'origan séché",
          "4 cuillères à soupe d'huile d'olive vierge extra",
          '1 cuillère à soupe de vinaigre de vin rouge',
          'sel',
        ]),
        steps: inGroup(null, [
          "Mettez les tomates, le concombre, le poivron et l'oignon dans un grand plat creux, salez légèrement et mélangez délicatement.",
          "Parsemez d'olives et posez la feta entière par-dessus.",
          "Saupoudrez la feta d'origan, arrosez le tout d'huile et de vinaigre et servez aussitôt, avec du pain pour saucer le jus.",
        ]),
        notes:
          "Ne salez les tomates qu'au dernier moment, sinon elles rendent leur eau. Le jus au fond du plat, saucé avec du pain, est le meilleur moment.",
      },
      de: {
        title: 'Griechischer Bauernsalat (Horiatiki)',
        description:
          'Der griechische Dorfsalat: reife Tomaten, Gurke, Paprika und Zwiebel mit Oliven und einem ganzen Stück Feta, nur mit Olivenöl und Oregano angemacht. Ganz ohne Blattsalat.',
        ingredients: inGroup(null, [
          '4 reife Tomaten, in Spalten',
          '1 Salatgurke, längs halbiert und in dicke Scheiben geschnitten',
          '1 grüne Paprikaschote, in Ringe geschnitten',
          '1 kleine rote Zwiebel, in feinen Streifen',
          '100 g Kalamata-Oliven',
          '200 g Feta am Stück',
          '1 TL getrockneter Oregano',
          '4 EL natives Olivenöl extra',
          '1 EL Rotweinessig',
          'Salz',
        ]),
        steps: inGroup(null, [
          'Tomaten, Gurke, Paprika und Zwiebel in eine weite Schüssel geben, leicht salzen und vorsichtig mischen.',
          'Die Oliven darüberstreuen und den Feta im Ganzen obenauf legen.',
          'Den Oregano über den Feta streuen, alles mit Öl und Essig beträufeln und sofort servieren – mit Brot zum Auftunken.',
        ]),
        notes:
          'Die Tomaten erst kurz vor dem Servieren salzen, sonst ziehen sie Wasser. Der Saft, der in der Schüssel bleibt, ist mit Brot das Beste am ganzen Salat.',
      },
      zh: {
        title: '希腊乡村沙拉',
        description:
          '希腊的乡村沙拉：熟透的番茄、黄瓜、青椒和洋葱，配橄榄和一整块菲达奶酪，只用橄榄油和牛至简单调味，完全不放生菜。',
        ingredients: inGroup(null, [
          '熟番茄 4个，切角',
          '黄瓜 1根，纵向切半后切厚片',
          '青椒 1个，切圈',
          '小红洋葱 1个，切细丝',
          '卡拉马塔橄榄 100克',
          '菲达奶酪 200克，整块',
          '干牛至 1茶匙',
          '特级初榨橄榄油 4汤匙',
          '红酒醋 1汤匙',
          '盐 适量',
        ]),
        steps: inGroup(null, [
          '把番茄、黄瓜、青椒和洋葱放入宽口大碗，撒少许盐，轻轻拌匀。',
          '撒上橄榄，把整块菲达奶酪放在最上面。',
          '在奶酪上撒牛至，把橄榄油和醋淋在整盘沙拉上，立即上桌，配面包蘸汁吃。',
        ]),
        notes: '番茄要在上桌前才加盐，否则会出很多水。碗底剩下的汤汁用面包蘸着吃，是整道沙拉最好吃的部分。',
      },
    },
  },
  {
    key: 'chicken-souvlaki',
    cuisine: 'greek',
    difficulty: 'medium',
    servings: 4,
    prepMinutes: 25,
    cookMinutes: 15,
    totalMinutes: 160,
    dietaryFlags: ['Nut-Free'],
    appliances: ['grill'],
    tags: ['dinner', 'street-food'],
    text: {
      en: {
        title: 'Chicken souvlaki with tzatziki',
        description:
          'Lemon, garlic and oregano chicken skewers cooked over a hot grill, tucked into warm pitta with cool tzatziki, tomato and onion.',
        ingredients: [
          ...inGroup('For the skewers', [
            '800 g boneless, skinless chicken thighs, cut into 3 cm pieces',
            '3 tbsp olive oil',
            '1 lemon, zest and juice',
            '3 garlic cloves, crushed',
            '2 tsp dried oregano',
            '1 tsp sweet paprika',
            '1 tsp salt',
            'black pepper, to taste',
          ]),
          ...inGroup('For the tzatziki', [
            '½ cucumber, coarsely grated',
            '250 g thick Greek yoghurt',
            '1 garlic clove, crushed',
            '1 tbsp olive oil',
            '1 tbsp chopped dill or mint',
            'salt, to taste',
          ]),
          ...inGroup('To serve', ['4 pitta breads', '2 tomatoes, sliced', '1 red onion, thinly sliced']),
        ],
        steps: [
          ...inGroup('Prepare', [
            'Mix the oil, lemon zest and juice, garlic, oregano, paprika, salt and pepper in a bowl. Add the chicken, turn to coat, cover and marinate in the fridge for at least 2 hours, or overnight.',
            'For the tzatziki, squeeze the grated cucumber in a clean tea towel to get rid of as much liquid as you can. Mix with the yoghurt, garlic, oil and herbs and season with salt. Chill until needed.',
            'If you use wooden skewers, soak them in water for 30 minutes so they do not burn.',
          ]),
          ...inGroup('Grill and serve', [
            'Heat the grill to high (about 230 °C) and oil the grate. Thread the chicken onto 8 skewers.',
            'Grill for 10–12 minutes, turning every few minutes, until charred at the edges and cooked through with no pink in the middle.',
            'Warm the pitta on the grill for 30 seconds a side. Serve the skewers with the pitta, tzatziki, tomato and onion.',
          ]),
        ],
        notes:
          'No outdoor grill? A ridged grill pan over a high heat or the oven grill works too; allow a few minutes more. Thighs stay juicier than breast meat.',
      },
      es: {
        title: 'Souvlaki de pollo con tzatziki',
        description:
          'Brochetas de pollo al limón, ajo y orégano hechas en una parrilla bien caliente, servidas en pan de pita caliente con tzatziki fresquito, tomate y cebolla.',
        ingredients: [
          ...inGroup('Para las brochetas', [
            '800 g de contramuslos de pollo deshuesados y sin piel, en trozos de 3 cm',
            '3 cucharadas de aceite de oliva',
            '1 limón, la ralladura y el zumo',
            '3 dientes de ajo, machacados',
            '2 cucharaditas de orégano seco',
            '1 cucharadita de pimentón dulce',
            '1 cucharadita de sal',
            'pimienta negra, al gusto',
          ]),
          ...inGroup('Para el tzatziki', [
            '½ pepino, rallado grueso',
            '250 g de yogur griego espeso',
            '1 diente de ajo, machacado',
            '1 cucharada de aceite de oliva',
            '1 cucharada de eneldo o hierbabuena picados',
            'sal, al gusto',
          ]),
          ...inGroup('Para servir', [
            '4 panes de pita',
            '2 tomates, en rodajas',
            '1 cebolla morada, en juliana fina',
          ]),
        ],
        steps: [
          ...inGroup('Preparación', [
            'Mezcla en un cuenco el aceite, la ralladura y el zumo de limón, el ajo, el orégano, el pimentón, la sal y la pimienta. Añade el pollo, remueve para que se impregne, tapa y deja marinar en la nevera al menos 2 horas, o toda la noche.',
            'Para el tzatziki, escurre el pepino rallado en un paño limpio para quitarle todo el líquido posible. Mézclalo con el yogur, el ajo, el aceite y las hierbas y sala. Guárdalo en la nevera hasta el momento de servir.',
            'Si usas brochetas de madera, ponlas en remojo en agua 30 minutos para que no se quemen.',
          ]),
          ...inGroup('A la parrilla', [
            'Calienta la parrilla a temperatura alta (unos 230 °C) y engrasa la rejilla. Ensarta el pollo en 8 brochetas.',
            'Ásalas de 10 a 12 minutos, dándoles la vuelta cada pocos minutos, hasta que estén tostadas por los bordes y bien hechas por dentro, sin partes rosadas.',
            'Calienta las pitas en la parrilla 30 segundos por cada lado. Sirve las brochetas con las pitas, el tzatziki, el tomate y la cebolla.',
          ]),
        ],
        notes:
          '¿Sin parrilla exterior? También sirve una plancha estriada a fuego fuerte o el grill del horno; cuenta unos minutos más. El contramuslo queda más jugoso que la pechuga.',
      },
      fr: {
        title: 'Souvlaki de poulet et tzatziki',
        description:
          "Des brochettes de poulet au citron, à l'ail et à l'origan cuites sur un gril bien chaud, glissées dans une pita tiède avec un tzatziki bien frais, des tomates et de l'oignon.",
        ingredients: [
          ...inGroup('Pour les brochettes', [
            '800 g de hauts de cuisse de poulet désossés et sans peau, coupés en morceaux de 3 cm',
            "3 cuillères à soupe d'huile d'olive",
            '1 citron, le zeste et le jus',
            "3 gousses d'ail, écrasées",
            "2 cuillères à café d'origan séché",
            '1 cuillère à café de paprika doux',
            '1 cuillère à café de sel',
            'poivre noir',
          ]),
          ...inGroup('Pour le tzatziki', [
            '½ concombre, râpé grossièrement',
            '250 g de yaourt grec épais',
            "1 gousse d'ail, écrasée",
            "1 cuillère à soupe d'huile d'olive",
            "1 cuillère à soupe d'aneth ou de menthe ciselés",
            'sel',
          ]),
          ...inGroup('Pour servir', [
            '4 pains pita',
            '2 tomates, en rondelles',
            '1 oignon rouge, finement émincé',
          ]),
        ],
        steps: [
          ...inGroup('Préparer', [
            "Mélangez dans un saladier l'huile, le zeste et le jus de citron, l'ail, l'origan, le paprika, le sel et le poivre. Ajoutez le poulet, mélangez pour bien l'enrober, couvrez et laissez mariner au réfrigérateur au moins 2 heures, voire toute une nuit.",
            "Pour le tzatziki, pressez le concombre râpé dans un torchon propre pour en extraire un maximum d'eau. Mélangez-le avec le yaourt, l'ail, l'huile et les herbes, puis salez. Réservez au frais.",
            "Si vous utilisez des piques en bois, faites-les tremper 30 minutes dans l'eau pour qu'elles ne brûlent pas.",
          ]),
          ...inGroup('Griller et servir', [
            'Faites chauffer le gril à feu vif (environ 230 °C) et huilez la grille. Enfilez le poulet sur 8 brochettes.',
            "Faites griller 10 à 12 minutes en retournant les brochettes toutes les quelques minutes, jusqu'à ce qu'elles soient bien grillées sur les bords et cuites à cœur, sans trace rosée.",
            "Réchauffez les pitas sur le gril 30 secondes de chaque côté. Servez les brochettes avec les pitas, le tzatziki, les tomates et l'oignon.",
          ]),
        ],
        notes:
          "Pas de barbecue ? Une poêle-gril striée à feu vif ou le gril du four font l'affaire ; comptez quelques minutes de plus. Les hauts de cuisse restent plus juteux que le blanc.",
      },
      de: {
        title: 'Hähnchen-Souvlaki mit Tzatziki',
        description:
          'Hähnchenspieße mit Zitrone, Knoblauch und Oregano vom heißen Grill, in warmem Pitabrot mit kühlem Tzatziki, Tomaten und Zwiebeln.',
        ingredients: [
          ...inGroup('Für die Spieße', [
            '800 g Hähnchenschenkel ohne Knochen und Haut, in 3 cm große Stücke geschnitten',
            '3 EL Olivenöl',
            '1 Zitrone, Schale und Saft',
            '3 Knoblauchzehen, zerdrückt',
            '2 TL getrockneter Oregano',
            '1 TL edelsüßes Paprikapulver',
            '1 TL Salz',
            'schwarzer Pfeffer',
          ]),
          ...inGroup('Für das Tzatziki', [
            '½ Salatgurke, grob geraspelt',
            '250 g griechischer Joghurt',
            '1 Knoblauchzehe, zerdrückt',
            '1 EL Olivenöl',
            '1 EL gehackter Dill oder Minze',
            'Salz',
          ]),
          ...inGroup('Zum Servieren', [
            '4 Pitabrote',
            '2 Tomaten, in Scheiben',
            '1 rote Zwiebel, in feinen Streifen',
          ]),
        ],
        steps: [
          ...inGroup('Vorbereiten', [
            'Öl, Zitronenschale und -saft, Knoblauch, Oregano, Paprikapulver, Salz und Pfeffer in einer Schüssel verrühren. Das Hähnchen darin wenden, abdecken und im Kühlschrank mindestens 2 Stunden oder über Nacht marinieren.',
            'Für das Tzatziki die geraspelte Gurke in einem sauberen Geschirrtuch kräftig ausdrücken. Mit Joghurt, Knoblauch, Öl und Kräutern verrühren und salzen. Bis zum Servieren kalt stellen.',
            'Holzspieße 30 Minuten in Wasser einweichen, damit sie nicht verbrennen.',
          ]),
          ...inGroup('Grillen und servieren', [
            'Den Grill auf hohe Hitze (etwa 230 °C) bringen und den Rost einölen. Das Fleisch auf 8 Spieße stecken.',
            '10–12 Minuten grillen und alle paar Minuten wenden, bis die Ränder gebräunt sind und das Fleisch durchgegart ist, innen ohne rosa Stellen.',
            'Die Pitabrote auf dem Grill pro Seite 30 Sekunden erwärmen. Die Spieße mit Pita, Tzatziki, Tomaten und Zwiebeln servieren.',
          ]),
        ],
        notes:
          'Ohne Grill im Freien geht auch eine Grillpfanne auf starker Hitze oder der Backofengrill; ein paar Minuten länger rechnen. Schenkelfleisch bleibt saftiger als Brust.',
      },
      zh: {
        title: '希腊烤鸡肉串配酸奶黄瓜酱',
        description:
          '用柠檬、大蒜和牛至腌过的鸡肉串，在烧得滚烫的烤架上烤香，夹进温热的皮塔饼里，配清爽的酸奶黄瓜酱、番茄和洋葱。',
        ingredients: [
          ...inGroup('肉串', [
            '去骨去皮鸡腿肉 800克，切3厘米的块',
            '橄榄油 3汤匙',
            '柠檬 1个，取皮屑和汁',
            '大蒜 3瓣，压成泥',
            '干牛至 2茶匙',
            '甜椒粉 1茶匙',
            '盐 1茶匙',
            '黑胡椒 适量',
          ]),
          ...inGroup('酸奶黄瓜酱', [
            '黄瓜 ½根，粗擦成丝',
            '浓稠希腊酸奶 250克',
            '大蒜 1瓣，压成泥',
            '橄榄油 1汤匙',
            '莳萝或薄荷碎 1汤匙',
            '盐 适量',
          ]),
          ...inGroup('配餐', ['皮塔饼 4个', '番茄 2个，切片', '红洋葱 1个，切细丝']),
        ],
        steps: [
          ...inGroup('准备', [
            '碗里放入橄榄油、柠檬皮屑和柠檬汁、蒜泥、牛至、甜椒粉、盐和黑胡椒拌匀。放入鸡肉翻拌均匀，盖好后放冰箱腌至少2小时，或腌一夜。',
            '做酸奶黄瓜酱：把黄瓜丝包在干净的布里，尽量挤干水分。与酸奶、蒜泥、橄榄油和香草拌匀，加盐调味，冷藏备用。',
            '如果用竹签，要先在水里泡30分钟，以免烤焦。',
          ]),
          ...inGroup('烤制上桌', [
            '烤架用高温预热（约230°C），在烤网上刷油。把鸡肉串到8根签子上。',
            '烤10–12分钟，每隔几分钟翻一次面，至边缘焦香、里面熟透不见粉红色。',
            '皮塔饼放在烤架上每面烤30秒。肉串配皮塔饼、酸奶黄瓜酱、番茄和洋葱一起上桌。',
          ]),
        ],
        notes:
          '没有户外烤架？用大火烧热的条纹烤盘或烤箱的上火烤也可以，时间稍微延长几分钟。鸡腿肉比鸡胸肉更多汁。',
      },
    },
  },
  {
    key: 'moussaka',
    cuisine: 'greek',
    difficulty: 'hard',
    servings: 8,
    prepMinutes: 40,
    cookMinutes: 100,
    totalMinutes: 170,
    dietaryFlags: ['Nut-Free'],
    appliances: ['oven', 'stovetop'],
    tags: ['dinner', 'festive', 'batch-cooking', 'comfort-food'],
    text: {
      en: {
        title: 'Moussaka',
        description:
          "Greece's great layered bake: roasted aubergine, a cinnamon-scented meat sauce and a thick, golden béchamel. A project for a weekend, and worth every minute.",
        ingredients: [
          ...inGroup('For the aubergines', [
            '3 large aubergines, cut into 1 cm slices',
            '5 tbsp olive oil',
            'salt, to taste',
          ]),
          ...inGroup('For the meat sauce', [
            '2 tbsp olive oil',
            '1 onion, finely chopped',
            '2 garlic cloves, finely chopped',
            '750 g lamb or beef mince',
            '120 ml red wine',
            '1 can (400 g) chopped tomatoes',
            '2 tbsp tomato purée',
            '1 cinnamon stick',
            '1 tsp dried oregano',
            'salt and pepper, to taste',
          ]),
          ...inGroup('For the béchamel', [
            '60 g butter',
            '60 g plain flour',
            '700 ml warm milk',
            '2 egg yolks',
            '60 g kefalotyri or Parmesan, grated',
            'a pinch of grated nutmeg',
          ]),
        ],
        steps: [
          ...inGroup('Roast the aubergines', [
            'Heat the oven to 200 °C. Lay the aubergine slices on two lined baking trays, brush both sides with the oil and season with salt. Roast for 25 minutes, turning once, until soft and golden.',
          ]),
          ...inGroup('Make the meat sauce', [
            'Heat the oil in a large pan and cook the onion for 8 minutes, until soft. Add the garlic for 1 minute, then turn up the heat and brown the mince for 5 minutes, breaking it up.',
            'Pour in the wine and let it bubble for 2 minutes. Add the tomatoes, tomato purée, cinnamon and oregano, season and simmer uncovered for 30 minutes, until thick. Remove the cinnamon stick.',
          ]),
          ...inGroup('Make the béchamel', [
            'Melt the butter in a saucepan, stir in the flour and cook for 1 minute. Whisk in the warm milk a little at a time, then simmer for 5 minutes, whisking, until thick and smooth.',
            'Take off the heat and leave for 2 minutes, then beat in the egg yolks, half the cheese and the nutmeg, and season.',
          ]),
          ...inGroup('Assemble and bake', [
            'Lower the oven to 180 °C. In a deep baking dish of about 30 × 20 cm, layer half the aubergine, all the meat sauce and then the rest of the aubergine. Pour over the béchamel and sprinkle with the remaining cheese.',
            'Bake for 45 minutes, until deep golden. Leave to rest for at least 30 minutes before cutting, so that the layers hold together.',
          ]),
        ],
        notes:
          'Moussaka is even better made a day ahead and reheated. Many Greek families add a bottom layer of thinly sliced fried potatoes, which makes it more filling.',
      },
      es: {
        title: 'Musaka griega',
        description:
          'El gran gratinado por capas de Grecia: berenjena asada, una salsa de carne perfumada con canela y una bechamel espesa y dorada. Un proyecto de fin de semana que merece cada minuto.',
        ingredients: [
          ...inGroup('Para las berenjenas', [
            '3 berenjenas grandes, en rodajas de 1 cm',
            '5 cucharadas de aceite de oliva',
            'sal, al gusto',
          ]),
          ...inGroup('Para la salsa de carne', [
            '2 cucharadas de aceite de oliva',
            '1 cebolla, picada fina',
            '2 dientes de ajo, picados finos',
            '750 g de carne picada de cordero o de ternera',
            '120 ml de vino tinto',
            '1 lata (400 g) de tomate troceado',
            '2 cucharadas de concentrado de tomate',
            '1 rama de canela',
            '1 cucharadita de orégano seco',
            'sal y pimienta, al gusto',
          ]),
          ...inGroup('Para la bechamel', [
            '60 g de mantequilla',
            '60 g de harina de trigo',
            '700 ml de leche templada',
            '2 yemas de huevo',
            '60 g de kefalotyri o parmesano, rallado',
            'una pizca de nuez moscada rallada',
          ]),
        ],
        steps: [
          ...inGroup('Asa las berenjenas', [
            'Precalienta el horno a 200 °C. Coloca las rodajas de berenjena en dos bandejas forradas, píntalas con el aceite por ambos lados y sálalas. Ásalas 25 minutos, dándoles la vuelta una vez, hasta que estén tiernas y doradas.',
          ]),
          ...inGroup('Prepara la salsa de carne', [
            'Calienta el aceite en una cazuela grande y pocha la cebolla 8 minutos. Añade el ajo y cocina 1 minuto; sube el fuego y dora la carne 5 minutos, desmenuzándola.',
            'Vierte el vino y deja que hierva 2 minutos. Añade el tomate, el concentrado, la canela y el orégano, salpimienta y cuece sin tapar 30 minutos, hasta que espese. Retira la canela.',
          ]),
          ...inGroup('Prepara la bechamel', [
            'Derrite la mantequilla en un cazo, añade la harina y cocina 1 minuto. Incorpora la leche templada poco a poco sin dejar de batir y cuece 5 minutos más, batiendo, hasta que quede espesa y lisa.',
            'Retira del fuego, deja reposar 2 minutos y bate con las yemas, la mitad del queso y la nuez moscada; salpimienta.',
          ]),
          ...inGroup('Monta y hornea', [
            'Baja el horno a 180 °C. En una fuente honda de unos 30 × 20 cm, coloca la mitad de la berenjena, toda la salsa de carne y el resto de la berenjena. Cubre con la bechamel y espolvorea el queso restante.',
            'Hornea 45 minutos, hasta que esté bien dorada. Deja reposar al menos 30 minutos antes de cortar, para que las capas se asienten.',
          ]),
        ],
        notes:
          'La musaka está aún mejor hecha la víspera y recalentada. Muchas familias griegas añaden una capa inferior de patatas fritas en rodajas finas, que la hace más contundente.',
      },
      fr: {
        title: 'Moussaka',
        description:
          'Le grand gratin en couches de la Grèce : aubergines rôties, sauce à la viande parfumée à la cannelle et béchamel épaisse et dorée. Un projet de week-end qui vaut chaque minute.',
        ingredients: [
          ...inGroup('Pour les aubergines', [
            '3 grosses aubergines, coupées en tranches de 1 cm',
            "5 cuillères à soupe d'huile d'olive",
            'sel',
          ]),
          ...inGroup('Pour la sauce à la viande', [
            "2 cuillères à soupe d'huile d'olive",
            '1 oignon, finement haché',
            "2 gousses d'ail, finement hachées",
            "750 g d'agneau ou de bœuf haché",
            '120 ml de vin rouge',
            '1 boîte (400 g) de tomates concassées',
            '2 cuillères à soupe de concentré de tomate',
            '1 bâton de cannelle',
            "1 cuillère à café d'origan séché",
            'sel et poivre',
          ]),
          ...inGroup('Pour la béchamel', [
            '60 g de beurre',
            '60 g de farine',
            '700 ml de lait tiède',
            "2 jaunes d'œufs",
            '60 g de kefalotyri ou de parmesan, râpé',
            'une pincée de noix de muscade râpée',
          ]),
        ],
        steps: [
          ...inGroup('Rôtir les aubergines', [
            "Préchauffez le four à 200 °C. Disposez les tranches d'aubergine sur deux plaques recouvertes de papier cuisson, badigeonnez-les d'huile des deux côtés et salez. Faites-les rôtir 25 minutes en les retournant une fois, jusqu'à ce qu'elles soient fondantes et dorées.",
          ]),
          ...inGroup('Préparer la sauce à la viande', [
            "Faites chauffer l'huile dans une grande sauteuse et faites fondre l'oignon 8 minutes. Ajoutez l'ail pendant 1 minute, puis montez le feu et faites dorer la viande 5 minutes en l'émiettant.",
            "Versez le vin et laissez bouillonner 2 minutes. Ajoutez les tomates, le concentré, la cannelle et l'origan, salez, poivrez et laissez mijoter à découvert 30 minutes, jusqu'à ce que la sauce épaississe. Retirez le bâton de cannelle.",
          ]),
          ...inGroup('Préparer la béchamel', [
            "Faites fondre le beurre dans une casserole, ajoutez la farine et laissez cuire 1 minute. Versez le lait tiède petit à petit en fouettant, puis laissez cuire 5 minutes sans cesser de fouetter, jusqu'à ce que la sauce soit épaisse et lisse.",
            "Retirez du feu, attendez 2 minutes, puis incorporez les jaunes d'œufs, la moitié du fromage et la muscade ; salez et poivrez.",
          ]),
          ...inGroup('Monter et cuire', [
            "Baissez le four à 180 °C. Dans un plat à gratin profond d'environ 30 × 20 cm, disposez la moitié des aubergines, toute la sauce à la viande, puis le reste des aubergines. Nappez de béchamel et parsemez du reste de fromage.",
            "Enfournez 45 minutes, jusqu'à ce que le dessus soit bien doré. Laissez reposer au moins 30 minutes avant de découper, pour que les couches se tiennent.",
          ]),
        ],
        notes:
          'La moussaka est encore meilleure préparée la veille et réchauffée. Beaucoup de familles grecques ajoutent au fond une couche de pommes de terre en fines tranches frites, plus consistante.',
      },
      de: {
        title: 'Moussaka',
        description:
          'Der große Schichtauflauf Griechenlands: geröstete Auberginen, eine nach Zimt duftende Hackfleischsoße und eine dicke, goldbraune Béchamel. Ein Wochenendprojekt, das jede Minute wert ist.',
        ingredients: [
          ...inGroup('Für die Auberginen', [
            '3 große Auberginen, in 1 cm dicke Scheiben geschnitten',
            '5 EL Olivenöl',
            'Salz',
          ]),
          ...inGroup('Für die Hackfleischsoße', [
            '2 EL Olivenöl',
            '1 Zwiebel, fein gehackt',
            '2 Knoblauchzehen, fein gehackt',
            '750 g Lamm- oder Rinderhackfleisch',
            '120 ml Rotwein',
            '1 Dose (400 g) stückige Tomaten',
            '2 EL Tomatenmark',
            '1 Zimtstange',
            '1 TL getrockneter Oregano',
            'Salz und Pfeffer',
          ]),
          ...inGroup('Für die Béchamel', [
            '60 g Butter',
            '60 g Weizenmehl',
            '700 ml warme Milch',
            '2 Eigelb',
            '60 g Kefalotyri oder Parmesan, gerieben',
            'eine Prise geriebene Muskatnuss',
          ]),
        ],
        steps: [
          ...inGroup('Auberginen rösten', [
            'Den Backofen auf 200 °C vorheizen. Die Auberginenscheiben auf zwei mit Backpapier belegte Bleche legen, beidseitig mit Öl bestreichen und salzen. 25 Minuten rösten, dabei einmal wenden, bis sie weich und goldbraun sind.',
          ]),
          ...inGroup('Hackfleischsoße kochen', [
            'Das Öl in einem großen Topf erhitzen und die Zwiebel 8 Minuten weich dünsten. Den Knoblauch 1 Minute mitdünsten, dann die Hitze erhöhen und das Hackfleisch 5 Minuten krümelig anbraten.',
            'Mit dem Wein ablöschen und 2 Minuten einkochen lassen. Tomaten, Tomatenmark, Zimtstange und Oregano zugeben, würzen und offen 30 Minuten dick einköcheln lassen. Die Zimtstange entfernen.',
          ]),
          ...inGroup('Béchamel zubereiten', [
            'Die Butter in einem Topf schmelzen, das Mehl einrühren und 1 Minute anschwitzen. Die warme Milch nach und nach mit dem Schneebesen einrühren und 5 Minuten unter Rühren köcheln, bis die Soße dick und glatt ist.',
            'Vom Herd nehmen, 2 Minuten abkühlen lassen, dann Eigelb, die Hälfte des Käses und Muskat unterrühren und würzen.',
          ]),
          ...inGroup('Schichten und backen', [
            'Den Ofen auf 180 °C herunterschalten. In einer tiefen Auflaufform von etwa 30 × 20 cm die Hälfte der Auberginen, die ganze Hackfleischsoße und die übrigen Auberginen schichten. Die Béchamel darübergießen und mit dem restlichen Käse bestreuen.',
            '45 Minuten backen, bis die Oberfläche tief goldbraun ist. Vor dem Anschneiden mindestens 30 Minuten ruhen lassen, damit die Schichten halten.',
          ]),
        ],
        notes:
          'Moussaka schmeckt noch besser, wenn sie am Vortag gemacht und aufgewärmt wird. Viele griechische Familien legen als unterste Schicht dünne, gebratene Kartoffelscheiben ein – so wird sie noch sättigender.',
      },
      zh: {
        title: '希腊茄子千层（穆萨卡）',
        description:
          '希腊的经典层层焗菜：烤茄子、带肉桂香的肉酱，再盖一层厚厚的金黄白酱。适合周末慢慢做，每一分钟都值得。',
        ingredients: [
          ...inGroup('茄子', ['大茄子 3个，切1厘米厚的片', '橄榄油 5汤匙', '盐 适量']),
          ...inGroup('肉酱', [
            '橄榄油 2汤匙',
            '洋葱 1个，切碎',
            '大蒜 2瓣，切末',
            '羊肉末或牛肉末 750克',
            '红葡萄酒 120毫升',
            '番茄丁罐头 1罐（400克）',
            '番茄膏 2汤匙',
            '肉桂棒 1根',
            '干牛至 1茶匙',
            '盐和胡椒 适量',
          ]),
          ...inGroup('白酱', [
            '黄油 60克',
            '普通面粉 60克',
            '温牛奶 700毫升',
            '蛋黄 2个',
            '希腊硬奶酪或帕玛森奶酪 60克，擦碎',
            '肉豆蔻粉 少许',
          ]),
        ],
        steps: [
          ...inGroup('烤茄子', [
            '烤箱预热至200°C。茄子片铺在两个垫了烘焙纸的烤盘上，两面刷油，撒盐。烤25分钟，中途翻一次面，至茄子软嫩金黄。',
          ]),
          ...inGroup('做肉酱', [
            '大锅烧热橄榄油，放入洋葱炒8分钟至变软。加入蒜末炒1分钟，然后开大火，放入肉末炒5分钟，边炒边打散。',
            '倒入红酒煮2分钟。加入番茄丁、番茄膏、肉桂棒和牛至，调味后不盖盖子小火煮30分钟，至酱汁浓稠。取出肉桂棒。',
          ]),
          ...inGroup('做白酱', [
            '小锅里融化黄油，加入面粉炒1分钟。一点一点倒入温牛奶并不停搅打，再小火煮5分钟，边煮边搅，至酱汁浓稠顺滑。',
            '离火放2分钟，再拌入蛋黄、一半奶酪和肉豆蔻粉，调味。',
          ]),
          ...inGroup('组合烘烤', [
            '烤箱降至180°C。取约30 × 20厘米的深烤盘，先铺一半茄子，再铺上全部肉酱，最后铺剩下的茄子。倒入白酱，撒上剩余的奶酪。',
            '烤45分钟至表面呈深金黄色。切之前至少静置30分钟，让各层定型。',
          ]),
        ],
        notes:
          '提前一天做好、吃前再加热，味道更好。很多希腊家庭会在最底层铺一层煎过的薄土豆片，吃起来更顶饱。',
      },
    },
  },
  {
    key: 'air-fryer-falafel',
    cuisine: 'middle-eastern',
    difficulty: 'medium',
    servings: 4,
    prepMinutes: 20,
    cookMinutes: 15,
    totalMinutes: 785,
    dietaryFlags: ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Nut-Free'],
    appliances: ['food-processor', 'air-fryer'],
    tags: ['lunch', 'dinner', 'street-food', 'vegetarian-main'],
    text: {
      en: {
        title: 'Air-fryer falafel with tahini sauce',
        description:
          'Herby chickpea falafel, crisp outside and green and fluffy inside, cooked in the air fryer with just a brush of oil. Made from soaked dried chickpeas, which is what holds them together.',
        ingredients: [
          ...inGroup('For the falafel', [
            '250 g dried chickpeas',
            '1 small onion, roughly chopped',
            '3 garlic cloves',
            '40 g flat-leaf parsley (a large bunch)',
            '20 g coriander (a small bunch)',
            '2 tsp ground cumin',
            '1 tsp ground coriander',
            '1 tsp salt',
            '½ tsp bicarbonate of soda',
            '2 tbsp olive oil, for brushing',
          ]),
          ...inGroup('For the tahini sauce', [
            '4 tbsp tahini',
            '1 lemon, juiced',
            '1 small garlic clove, crushed',
            '4–6 tbsp cold water',
            'salt, to taste',
          ]),
        ],
        steps: [
          ...inGroup('Make the mixture', [
            'The night before, cover the chickpeas with plenty of cold water and leave to soak for at least 12 hours; they will double in size. Do not use canned chickpeas, which make the mixture too wet to hold together.',
            'Drain the chickpeas well and pat dry. Put them in a food processor with the onion, garlic, herbs, spices and salt and pulse, scraping down the sides, until finely chopped like coarse sand but not a paste.',
            'Stir in the bicarbonate of soda, cover and chill for 30 minutes to let the mixture firm up.',
            'Shape into about 20 small patties of a heaped tablespoon each, pressing them firmly together.',
          ]),
          ...inGroup('Cook and serve', [
            'Heat the air fryer to 190 °C. Brush the falafel with the oil and air-fry in a single layer, in batches if needed, for 12–15 minutes, turning halfway, until deep golden and crisp.',
            'Meanwhile, whisk the tahini with the lemon juice and garlic; it will thicken at first. Whisk in the cold water a spoonful at a time until smooth and pourable, and season with salt.',
            'Serve the falafel warm with the tahini sauce, in flatbread with salad, or as part of a mezze.',
          ]),
        ],
        notes:
          'To deep-fry instead, cook them in oil at 175 °C for 3–4 minutes. The raw patties freeze well; cook them from frozen and add a few minutes.',
      },
      es: {
        title: 'Falafel en freidora de aire con salsa de tahini',
        description:
          'Falafel de garbanzos con muchas hierbas, crujientes por fuera y verdes y esponjosos por dentro, hechos en la freidora de aire con solo una pincelada de aceite. Se preparan con garbanzos secos remojados, que es lo que los mantiene unidos.',
        ingredients: [
          ...inGroup('Para el falafel', [
            '250 g de garbanzos secos',
            '1 cebolla pequeña, troceada',
            '3 dientes de ajo',
            '40 g de perejil (un manojo grande)',
            '20 g de cilantro (un manojo pequeño)',
            '2 cucharaditas de comino molido',
            '1 cucharadita de cilantro molido',
            '1 cucharadita de sal',
            '½ cucharadita de bicarbonato sódico',
            '2 cucharadas de aceite de oliva, para pincelar',
          ]),
          ...inGroup('Para la salsa de tahini', [
            '4 cucharadas de tahini',
            '1 limón, su zumo',
            '1 diente de ajo pequeño, machacado',
            '4-6 cucharadas de agua fría',
            'sal, al gusto',
          ]),
        ],
        steps: [
          ...inGroup('Prepara la masa', [
            'La noche anterior, cubre los garbanzos con abundante agua fría y déjalos en remojo al menos 12 horas; doblarán su tamaño. No uses garbanzos cocidos de bote: la masa queda demasiado húmeda y no se sostiene.',
            'Escurre bien los garbanzos y sécalos. Ponlos en el robot de cocina con la cebolla, el ajo, las hierbas, las especias y la sal y tritura a golpes, rebañando las paredes, hasta que queden picados como arena gruesa, sin llegar a pasta.',
            'Incorpora el bicarbonato, tapa y refrigera 30 minutos para que la masa se asiente.',
            'Forma unas 20 tortitas pequeñas de una cucharada colmada cada una, apretándolas bien.',
          ]),
          ...inGroup('Cocina y sirve', [
            'Calienta la freidora de aire a 190 °C. Pinta los falafel con el aceite y cocínalos en una sola capa, por tandas si hace falta, de 12 a 15 minutos, dándoles la vuelta a mitad, hasta que estén bien dorados y crujientes.',
            'Mientras tanto, bate el tahini con el zumo de limón y el ajo; al principio espesará. Añade el agua fría cucharada a cucharada, batiendo, hasta que la salsa quede lisa y fluida, y sala.',
            'Sirve los falafel calientes con la salsa de tahini, en pan de pita con ensalada o como parte de un mezze.',
          ]),
        ],
        notes:
          'Si prefieres freírlos, hazlo en aceite a 175 °C de 3 a 4 minutos. Las tortitas crudas se congelan bien; cocínalas sin descongelar y añade unos minutos.',
      },
      fr: {
        title: 'Falafels à la friteuse à air, sauce tahini',
        description:
          "Des falafels de pois chiches aux herbes, croustillants dehors, verts et moelleux dedans, cuits à la friteuse à air avec juste un peu d'huile au pinceau. Ils sont faits de pois chiches secs trempés, c'est ce qui leur permet de se tenir.",
        ingredients: [
          ...inGroup('Pour les falafels', [
            '250 g de pois chiches secs',
            '1 petit oignon, grossièrement haché',
            "3 gousses d'ail",
            '40 g de persil plat (un gros bouquet)',
            '20 g de coriandre (un petit bouquet)',
            '2 cuillères à café de cumin moulu',
            '1 cuillère à café de coriandre moulue',
            '1 cuillère à café de sel',
            '½ cuillère à café de bicarbonate de soude',
            "2 cuillères à soupe d'huile d'olive, pour badigeonner",
          ]),
          ...inGroup('Pour la sauce tahini', [
            '4 cuillères à soupe de tahini',
            '1 citron, pressé',
            "1 petite gousse d'ail, écrasée",
            "4 à 6 cuillères à soupe d'eau froide",
            'sel',
          ]),
        ],
        steps: [
          ...inGroup('Préparer la pâte', [
            "La veille, couvrez les pois chiches d'eau froide en abondance et laissez-les tremper au moins 12 heures ; ils vont doubler de volume. N'utilisez pas de pois chiches en conserve : la pâte serait trop humide pour se tenir.",
            "Égouttez bien les pois chiches et séchez-les. Mettez-les dans le robot avec l'oignon, l'ail, les herbes, les épices et le sel et mixez par à-coups, en raclant les parois, jusqu'à obtenir une texture de sable grossier, sans aller jusqu'à la purée.",
            'Incorporez le bicarbonate, couvrez et réservez 30 minutes au réfrigérateur pour que la pâte se raffermisse.',
            "Façonnez environ 20 petites galettes d'une cuillerée à soupe bombée chacune, en les serrant bien.",
          ]),
          ...inGroup('Cuire et servir', [
            "Préchauffez la friteuse à air à 190 °C. Badigeonnez les falafels d'huile et faites-les cuire en une seule couche, en plusieurs fois si nécessaire, 12 à 15 minutes en les retournant à mi-cuisson, jusqu'à ce qu'ils soient bien dorés et croustillants.",
            "Pendant ce temps, fouettez le tahini avec le jus de citron et l'ail ; le mélange va d'abord épaissir. Ajoutez l'eau froide cuillerée par cuillerée en fouettant jusqu'à obtenir une sauce lisse et fluide, puis salez.",
            'Servez les falafels chauds avec la sauce tahini, dans un pain pita avec de la salade, ou dans un assortiment de mezzés.',
          ]),
        ],
        notes:
          "Pour les frire, plongez-les dans l'huile à 175 °C pendant 3 à 4 minutes. Les galettes crues se congèlent bien ; faites-les cuire sans les décongeler en ajoutant quelques minutes.",
      },
      de: {
        title: 'Falafel aus der Heißluftfritteuse mit Tahinisoße',
        description:
          'Kräuterige Kichererbsen-Falafel, außen knusprig, innen grün und locker, in der Heißluftfritteuse mit nur einem Hauch Öl gegart. Sie werden aus eingeweichten getrockneten Kichererbsen gemacht – nur so halten sie zusammen.',
        ingredients: [
          ...inGroup('Für die Falafel', [
            '250 g getrocknete Kichererbsen',
            '1 kleine Zwiebel, grob gehackt',
            '3 Knoblauchzehen',
            '40 g glatte Petersilie (ein großes Bund)',
            '20 g Koriander (ein kleines Bund)',
            '2 TL gemahlener Kreuzkümmel',
            '1 TL gemahlener Koriander',
            '1 TL Salz',
            '½ TL Natron',
            '2 EL Olivenöl zum Bestreichen',
          ]),
          ...inGroup('Für die Tahinisoße', [
            '4 EL Tahini',
            '1 Zitrone, ausgepresst',
            '1 kleine Knoblauchzehe, zerdrückt',
            '4–6 EL kaltes Wasser',
            'Salz',
          ]),
        ],
        steps: [
          ...inGroup('Masse zubereiten', [
            'Am Vorabend die Kichererbsen mit reichlich kaltem Wasser bedecken und mindestens 12 Stunden einweichen; sie verdoppeln ihr Volumen. Keine Kichererbsen aus der Dose verwenden – damit wird die Masse zu nass und hält nicht.',
            'Die Kichererbsen gut abtropfen lassen und trocken tupfen. Mit Zwiebel, Knoblauch, Kräutern, Gewürzen und Salz im Zerkleinerer im Intervall hacken, dabei den Rand abschaben, bis die Masse fein wie grober Sand, aber kein Mus ist.',
            'Das Natron unterrühren, abdecken und 30 Minuten kalt stellen, damit die Masse fester wird.',
            'Etwa 20 kleine Bratlinge zu je einem gehäuften Esslöffel formen und fest zusammendrücken.',
          ]),
          ...inGroup('Garen und servieren', [
            'Die Heißluftfritteuse auf 190 °C vorheizen. Die Falafel mit dem Öl bestreichen und in einer Lage, bei Bedarf portionsweise, 12–15 Minuten garen, nach der Hälfte der Zeit wenden, bis sie tief goldbraun und knusprig sind.',
            'Inzwischen Tahini mit Zitronensaft und Knoblauch verrühren; die Masse wird zuerst dicker. Das kalte Wasser löffelweise unterschlagen, bis die Soße glatt und flüssig ist, dann salzen.',
            'Die Falafel warm mit der Tahinisoße servieren, im Fladenbrot mit Salat oder als Teil einer Meze-Platte.',
          ]),
        ],
        notes:
          'Zum Frittieren die Falafel 3–4 Minuten in 175 °C heißem Öl ausbacken. Die rohen Bratlinge lassen sich gut einfrieren; gefroren garen und ein paar Minuten länger rechnen.',
      },
      zh: {
        title: '空气炸锅版中东炸豆丸子配芝麻酱',
        description:
          '加了大量香草的鹰嘴豆丸子，外皮酥脆，里面翠绿松软，用空气炸锅只需刷一层薄油。要用泡发的干鹰嘴豆来做，丸子才不会散。',
        ingredients: [
          ...inGroup('豆丸子', [
            '干鹰嘴豆 250克',
            '小洋葱 1个，切大块',
            '大蒜 3瓣',
            '平叶欧芹 40克（一大把）',
            '香菜 20克（一小把）',
            '孜然粉 2茶匙',
            '香菜籽粉 1茶匙',
            '盐 1茶匙',
            '小苏打 ½茶匙',
            '橄榄油 2汤匙，刷表面用',
          ]),
          ...inGroup('芝麻酱汁', [
            '中东芝麻酱 4汤匙',
            '柠檬 1个，榨汁',
            '小蒜瓣 1瓣，压成泥',
            '冷水 4–6汤匙',
            '盐 适量',
          ]),
        ],
        steps: [
          ...inGroup('做豆泥', [
            '前一天晚上，用大量冷水浸泡鹰嘴豆至少12小时，泡好后体积会变成两倍。不要用罐头鹰嘴豆，否则豆泥太湿，丸子会散。',
            '鹰嘴豆彻底沥干并擦干，和洋葱、大蒜、香草、香料及盐一起放入料理机，点动搅打，期间刮几次内壁，打成粗沙状即可，不要打成泥。',
            '拌入小苏打，盖好冷藏30分钟，让豆泥变得更紧实。',
            '每次取满满一汤匙，捏成约20个小圆饼，用力压紧。',
          ]),
          ...inGroup('烹制上桌', [
            '空气炸锅预热至190°C。豆丸子表面刷油，单层平铺（需要的话分批），炸12–15分钟，中途翻面，至深金黄酥脆。',
            '同时把芝麻酱与柠檬汁、蒜泥搅匀，刚开始会变稠。一勺一勺加入冷水继续搅拌，至酱汁顺滑可流动，加盐调味。',
            '趁热配芝麻酱汁食用，可以夹在卷饼里配沙拉，也可以作为中东冷盘拼盘的一部分。',
          ]),
        ],
        notes:
          '如果想油炸，用175°C的油炸3–4分钟即可。生的豆丸子冷冻保存效果很好，直接从冷冻状态烹制，时间多加几分钟。',
      },
    },
  },
  {
    key: 'hummus',
    cuisine: 'middle-eastern',
    difficulty: 'easy',
    servings: 6,
    prepMinutes: 15,
    cookMinutes: 0,
    totalMinutes: 15,
    dietaryFlags: ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Nut-Free'],
    appliances: ['food-processor'],
    tags: ['snack', 'side', 'quick'],
    text: {
      en: {
        title: 'Smooth hummus',
        description:
          'Silky chickpea and tahini dip made in the food processor from canned chickpeas. A splash of ice-cold water is the secret to a light, fluffy texture.',
        ingredients: inGroup(null, [
          '2 cans (400 g each) chickpeas',
          '100 g tahini',
          '3 tbsp lemon juice',
          '1 garlic clove',
          '1 tsp salt',
          '½ tsp ground cumin',
          '4 tbsp ice-cold water',
          '2 tbsp extra virgin olive oil, to serve',
          'a pinch of sweet paprika, to serve',
        ]),
        steps: inGroup(null, [
          'Drain the chickpeas, setting a spoonful aside for the top. For an extra-smooth hummus, pinch off the loose skins: it takes a while, but the difference shows.',
          'Put the tahini, lemon juice and garlic in the food processor and blend for 1 minute, until thick and pale.',
          'Add the chickpeas, salt and cumin and blend for 2 minutes, scraping down the sides once.',
          'With the motor running, add the ice-cold water a spoonful at a time and blend for 2–3 minutes more, until very smooth and creamy. Taste and add more salt or lemon if needed.',
          'Spread in a shallow bowl with a swirl, pour the olive oil into the hollow, dust with paprika and top with the saved chickpeas.',
        ]),
        notes:
          'Hummus keeps for 4 days in a closed container in the fridge. Do not skip the ice-cold water: it is what makes the hummus light rather than pasty.',
      },
      es: {
        title: 'Hummus cremoso',
        description:
          'Crema sedosa de garbanzos y tahini hecha en el robot de cocina con garbanzos de bote. Un chorrito de agua helada es el secreto de su textura ligera y esponjosa.',
        ingredients: inGroup(null, [
          '2 botes de garbanzos cocidos (400 g cada uno)',
          '100 g de tahini',
          '3 cucharadas de zumo de limón',
          '1 diente de ajo',
          '1 cucharadita de sal',
          '½ cucharadita de comino molido',
          '4 cucharadas de agua helada',
          '2 cucharadas de aceite de oliva virgen extra, para servir',
          'una pizca de pimentón dulce, para servir',
        ]),
        steps: inGroup(null, [
          'Escurre los garbanzos y reserva una cucharada para decorar. Para un hummus extrafino, quítales la piel suelta con los dedos: lleva un rato, pero se nota.',
          'Pon el tahini, el zumo de limón y el ajo en el robot de cocina y tritura 1 minuto, hasta que quede espeso y claro.',
          'Añade los garbanzos, la sal y el comino y tritura 2 minutos, rebañando las paredes una vez.',
          'Con el motor en marcha, añade el agua helada cucharada a cucharada y tritura de 2 a 3 minutos más, hasta que quede muy fino y cremoso. Prueba y añade más sal o limón si hace falta.',
          'Extiéndelo en un plato hondo formando un remolino, vierte el aceite en el hueco, espolvorea el pimentón y coloca encima los garbanzos reservados.',
        ]),
        notes:
          'El hummus se conserva 4 días en la nevera en un recipiente cerrado. No te saltes el agua helada: es lo que lo hace ligero en vez de pastoso.',
      },
      fr: {
        title: 'Houmous onctueux',
        description:
          "Une purée soyeuse de pois chiches et de tahini, faite au robot avec des pois chiches en conserve. Un trait d'eau glacée est le secret de sa texture légère et aérienne.",
        ingredients: inGroup(null, [
          '2 boîtes de pois chiches (400 g chacune)',
          '100 g de tahini',
          '3 cuillères à soupe de jus de citron',
          "1 gousse d'ail",
          '1 cuillère à café de sel',
          '½ cuillère à café de cumin moulu',
          "4 cuillères à soupe d'eau glacée",
          "2 cuillères à soupe d'huile d'olive vierge extra, pour servir",
          'une pincée de paprika doux, pour servir',
        ]),
        steps: inGroup(null, [
          "Égouttez les pois chiches en en gardant une cuillerée pour le décor. Pour un houmous extra-lisse, retirez les peaux qui se détachent : c'est un peu long, mais la différence se sent.",
          "Mettez le tahini, le jus de citron et l'ail dans le robot et mixez 1 minute, jusqu'à ce que le mélange soit épais et clair.",
          'Ajoutez les pois chiches, le sel et le cumin et mixez 2 minutes, en raclant les parois une fois.',
          "Moteur en marche, ajoutez l'eau glacée cuillerée par cuillerée et mixez encore 2 à 3 minutes, jusqu'à obtenir une texture très lisse et crémeuse. Goûtez et rajoutez du sel ou du citron si besoin.",
          "Étalez le houmous dans une assiette creuse en formant un creux, versez-y l'huile d'olive, saupoudrez de paprika et déposez les pois chiches réservés.",
        ]),
        notes:
          "Le houmous se garde 4 jours au réfrigérateur dans une boîte fermée. Ne faites pas l'impasse sur l'eau glacée : c'est elle qui le rend léger plutôt que pâteux.",
      },
      de: {
        title: 'Cremiger Hummus',
        description:
          'Seidiger Dip aus Kichererbsen und Tahini, im Zerkleinerer aus Dosen-Kichererbsen gemacht. Ein Schuss eiskaltes Wasser ist das Geheimnis der leichten, fluffigen Konsistenz.',
        ingredients: inGroup(null, [
          '2 Dosen Kichererbsen (je 400 g)',
          '100 g Tahini',
          '3 EL Zitronensaft',
          '1 Knoblauchzehe',
          '1 TL Salz',
          '½ TL gemahlener Kreuzkümmel',
          '4 EL eiskaltes Wasser',
          '2 EL natives Olivenöl extra zum Servieren',
          'eine Prise edelsüßes Paprikapulver zum Servieren',
        ]),
        steps: inGroup(null, [
          'Die Kichererbsen abgießen, einen Löffel davon für die Deko beiseitelegen. Für besonders glatten Hummus die losen Häutchen abzupfen – das dauert etwas, macht aber einen Unterschied.',
          'Tahini, Zitronensaft und Knoblauch im Zerkleinerer 1 Minute mixen, bis die Masse dick und hell ist.',
          'Kichererbsen, Salz und Kreuzkümmel zugeben und 2 Minuten mixen, dabei einmal den Rand abschaben.',
          'Bei laufendem Motor das eiskalte Wasser löffelweise zugeben und weitere 2–3 Minuten mixen, bis der Hummus sehr glatt und cremig ist. Abschmecken und bei Bedarf mehr Salz oder Zitrone zugeben.',
          'In einer flachen Schale mit einer Mulde verstreichen, das Olivenöl hineingießen, mit Paprikapulver bestäuben und die beiseitegelegten Kichererbsen darauf verteilen.',
        ]),
        notes:
          'Hummus hält sich in einer geschlossenen Dose 4 Tage im Kühlschrank. Das eiskalte Wasser nicht weglassen: Es macht den Hummus luftig statt pappig.',
      },
      zh: {
        title: '顺滑鹰嘴豆泥',
        description: '用罐头鹰嘴豆和芝麻酱在料理机里打成的丝滑蘸酱。加一点冰水，是让豆泥轻盈蓬松的秘诀。',
        ingredients: inGroup(null, [
          '鹰嘴豆罐头 2罐（每罐400克）',
          '中东芝麻酱 100克',
          '柠檬汁 3汤匙',
          '大蒜 1瓣',
          '盐 1茶匙',
          '孜然粉 ½茶匙',
          '冰水 4汤匙',
          '特级初榨橄榄油 2汤匙，上桌时用',
          '甜椒粉 少许，上桌时用',
        ]),
        steps: inGroup(null, [
          '鹰嘴豆沥干，留出一勺装饰用。想要特别细腻的口感，可以把松脱的豆皮捏掉：虽然费点时间，但效果明显。',
          '把芝麻酱、柠檬汁和大蒜放入料理机，搅打1分钟至浓稠发白。',
          '加入鹰嘴豆、盐和孜然粉，搅打2分钟，中途刮一次内壁。',
          '机器保持运转，一勺一勺加入冰水，再搅打2–3分钟，至非常顺滑细腻。尝一尝，需要的话再加盐或柠檬汁。',
          '把豆泥抹在浅盘里，抹出一个旋涡形的凹槽，倒入橄榄油，撒上甜椒粉，再放上留出的鹰嘴豆。',
        ]),
        notes: '装在密封盒里冷藏可保存4天。千万别省略冰水：正是它让豆泥变得轻盈，而不是糊成一团。',
      },
    },
  },
  {
    key: 'turkish-red-lentil-soup',
    cuisine: 'turkish',
    difficulty: 'easy',
    servings: 6,
    prepMinutes: 10,
    cookMinutes: 35,
    totalMinutes: 45,
    dietaryFlags: ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Nut-Free'],
    appliances: ['stovetop', 'immersion-blender'],
    tags: ['soup', 'lunch', 'dinner', 'batch-cooking'],
    text: {
      en: {
        title: 'Turkish red lentil soup (mercimek çorbası)',
        description:
          'A smooth, golden lentil soup served in every Turkish home and canteen, finished with a sizzle of mint and chilli oil and a good squeeze of lemon.',
        ingredients: [
          ...inGroup('For the soup', [
            '3 tbsp olive oil',
            '1 onion, chopped',
            '1 carrot, chopped',
            '2 garlic cloves, chopped',
            '1 tbsp tomato purée',
            '1 tsp ground cumin',
            '1 tsp sweet paprika',
            '250 g red lentils, rinsed',
            '1.5 l water',
            '1 tsp salt',
          ]),
          ...inGroup('To serve', [
            '2 tbsp olive oil',
            '1 tsp dried mint',
            '½ tsp Aleppo chilli flakes (pul biber)',
            '1 lemon, cut into wedges',
          ]),
        ],
        steps: inGroup(null, [
          'Heat the oil in a large pan over a medium heat and cook the onion and carrot for 8 minutes, until soft. Add the garlic for 1 minute.',
          'Stir in the tomato purée, cumin and paprika and cook for 1 minute more.',
          'Add the lentils, water and salt, bring to the boil and skim off any foam. Simmer, partly covered, for 20–25 minutes, until the lentils have completely collapsed.',
          'Blend with an immersion blender until smooth. Add a little hot water if it is too thick, and check the seasoning.',
          'Just before serving, warm the olive oil in a small pan, take it off the heat and stir in the mint and chilli flakes. Drizzle over the bowls and serve with lemon wedges to squeeze over.',
        ]),
        notes:
          'The soup thickens as it stands; loosen it with water when reheating. It keeps for 4 days in the fridge and freezes well.',
      },
      es: {
        title: 'Sopa turca de lentejas rojas (mercimek çorbası)',
        description:
          'Una sopa de lentejas fina y dorada que se sirve en todas las casas y comedores de Turquía, terminada con un aceite chisporroteante de menta y guindilla y un buen chorro de limón.',
        ingredients: [
          ...inGroup('Para la sopa', [
            '3 cucharadas de aceite de oliva',
            '1 cebolla, picada',
            '1 zanahoria, picada',
            '2 dientes de ajo, picados',
            '1 cucharada de concentrado de tomate',
            '1 cucharadita de comino molido',
            '1 cucharadita de pimentón dulce',
            '250 g de lentejas rojas, enjuagadas',
            '1,5 l de agua',
            '1 cucharadita de sal',
          ]),
          ...inGroup('Para servir', [
            '2 cucharadas de aceite de oliva',
            '1 cucharadita de hierbabuena seca',
            '½ cucharadita de copos de pimiento de Alepo (pul biber)',
            '1 limón, en gajos',
          ]),
        ],
        steps: inGroup(null, [
          'Calienta el aceite en una olla grande a fuego medio y pocha la cebolla y la zanahoria 8 minutos, hasta que estén tiernas. Añade el ajo y cocina 1 minuto.',
          'Incorpora el concentrado de tomate, el comino y el pimentón y cocina 1 minuto más.',
          'Añade las lentejas, el agua y la sal, lleva a ebullición y retira la espuma. Cuece a fuego lento, medio tapado, de 20 a 25 minutos, hasta que las lentejas se deshagan por completo.',
          'Tritura con la batidora de mano hasta que quede fina. Si está muy espesa, añade un poco de agua caliente, y rectifica de sal.',
          'Justo antes de servir, calienta el aceite en un cazo pequeño, retíralo del fuego y añade la hierbabuena y el pimiento en copos. Riega cada plato y sirve con gajos de limón para exprimir por encima.',
        ]),
        notes:
          'La sopa espesa al reposar; al recalentarla, alárgala con agua. Se conserva 4 días en la nevera y se congela bien.',
      },
      fr: {
        title: 'Soupe turque aux lentilles corail (mercimek çorbası)',
        description:
          "Une soupe de lentilles lisse et dorée, servie dans toutes les maisons et cantines de Turquie, relevée au dernier moment d'une huile grésillante à la menthe et au piment et d'un bon filet de citron.",
        ingredients: [
          ...inGroup('Pour la soupe', [
            "3 cuillères à soupe d'huile d'olive",
            '1 oignon, haché',
            '1 carotte, hachée',
            "2 gousses d'ail, hachées",
            '1 cuillère à soupe de concentré de tomate',
            '1 cuillère à café de cumin moulu',
            '1 cuillère à café de paprika doux',
            '250 g de lentilles corail, rincées',
            "1,5 l d'eau",
            '1 cuillère à café de sel',
          ]),
          ...inGroup('Pour servir', [
            "2 cuillères à soupe d'huile d'olive",
            '1 cuillère à café de menthe séchée',
            "½ cuillère à café de piment d'Alep en flocons (pul biber)",
            '1 citron, coupé en quartiers',
          ]),
        ],
        steps: inGroup(null, [
          "Faites chauffer l'huile dans une grande casserole à feu moyen et faites revenir l'oignon et la carotte 8 minutes, jusqu'à ce qu'ils soient tendres. Ajoutez l'ail pendant 1 minute.",
          'Incorporez le concentré de tomate, le cumin et le paprika et laissez cuire encore 1 minute.',
          "Ajoutez les lentilles, l'eau et le sel, portez à ébullition et écumez. Laissez mijoter à couvert partiellement 20 à 25 minutes, jusqu'à ce que les lentilles soient complètement défaites.",
          "Mixez au mixeur plongeant jusqu'à obtenir une soupe lisse. Allongez d'un peu d'eau chaude si elle est trop épaisse et rectifiez l'assaisonnement.",
          "Juste avant de servir, faites chauffer l'huile dans une petite casserole, retirez du feu et ajoutez la menthe et le piment. Versez un filet sur chaque bol et servez avec des quartiers de citron à presser.",
        ]),
        notes:
          "La soupe épaissit en refroidissant ; allongez-la d'eau en la réchauffant. Elle se garde 4 jours au réfrigérateur et se congèle bien.",
      },
      de: {
        title: 'Türkische Linsensuppe (Mercimek Çorbası)',
        description:
          'Eine samtige, goldgelbe Suppe aus roten Linsen, wie es sie in jedem türkischen Haushalt und jeder Lokanta gibt – zum Schluss mit brutzelndem Minz-Chili-Öl und reichlich Zitrone.',
        ingredients: [
          ...inGroup('Für die Suppe', [
            '3 EL Olivenöl',
            '1 Zwiebel, gehackt',
            '1 Möhre, gehackt',
            '2 Knoblauchzehen, gehackt',
            '1 EL Tomatenmark',
            '1 TL gemahlener Kreuzkümmel',
            '1 TL edelsüßes Paprikapulver',
            '250 g rote Linsen, abgespült',
            '1,5 l Wasser',
            '1 TL Salz',
          ]),
          ...inGroup('Zum Servieren', [
            '2 EL Olivenöl',
            '1 TL getrocknete Minze',
            '½ TL Pul Biber (Aleppo-Chiliflocken)',
            '1 Zitrone, in Spalten',
          ]),
        ],
        steps: inGroup(null, [
          'Das Öl in einem großen Topf bei mittlerer Hitze erhitzen und Zwiebel und Möhre 8 Minuten weich dünsten. Den Knoblauch 1 Minute mitdünsten.',
          'Tomatenmark, Kreuzkümmel und Paprikapulver einrühren und 1 Minute anschwitzen.',
          'Linsen, Wasser und Salz zugeben, aufkochen und den Schaum abschöpfen. Halb zugedeckt 20–25 Minuten köcheln lassen, bis die Linsen völlig zerfallen sind.',
          'Mit dem Stabmixer glatt pürieren. Ist die Suppe zu dick, etwas heißes Wasser zugeben, dann abschmecken.',
          'Kurz vor dem Servieren das Olivenöl in einem kleinen Topf erhitzen, vom Herd nehmen und Minze und Chiliflocken einrühren. Über die Suppe träufeln und mit Zitronenspalten zum Auspressen servieren.',
        ]),
        notes:
          'Die Suppe dickt beim Stehen nach; beim Aufwärmen mit Wasser verdünnen. Sie hält sich 4 Tage im Kühlschrank und lässt sich gut einfrieren.',
      },
      zh: {
        title: '土耳其红扁豆汤',
        description:
          '土耳其家家户户和小餐馆都有的金黄色扁豆浓汤，口感顺滑，上桌前淋一勺滋滋作响的薄荷辣椒油，再挤上大量柠檬汁。',
        ingredients: [
          ...inGroup('汤', [
            '橄榄油 3汤匙',
            '洋葱 1个，切碎',
            '胡萝卜 1根，切碎',
            '大蒜 2瓣，切碎',
            '番茄膏 1汤匙',
            '孜然粉 1茶匙',
            '甜椒粉 1茶匙',
            '红扁豆 250克，洗净',
            '水 1.5升',
            '盐 1茶匙',
          ]),
          ...inGroup('上桌', ['橄榄油 2汤匙', '干薄荷 1茶匙', '阿勒颇辣椒碎 ½茶匙', '柠檬 1个，切角']),
        ],
        steps: inGroup(null, [
          '大锅中火烧热橄榄油，放入洋葱和胡萝卜炒8分钟至变软。加入蒜末炒1分钟。',
          '拌入番茄膏、孜然粉和甜椒粉，再炒1分钟。',
          '加入扁豆、水和盐，大火煮开后撇去浮沫。半盖锅盖，小火煮20–25分钟，至扁豆完全煮烂。',
          '用手持搅拌棒打至顺滑。太稠的话加少许热水，再尝味调整。',
          '上桌前，小锅里烧热橄榄油，离火后拌入干薄荷和辣椒碎。淋在每碗汤上，配柠檬角挤汁食用。',
        ]),
        notes: '汤放久了会变稠，加热时加点水调开即可。冷藏可保存4天，也很适合冷冻。',
      },
    },
  },
  {
    key: 'turkish-chicken-saute',
    cuisine: 'turkish',
    difficulty: 'easy',
    servings: 4,
    prepMinutes: 15,
    cookMinutes: 20,
    totalMinutes: 35,
    dietaryFlags: ['Gluten-Free', 'Dairy-Free', 'Nut-Free', 'Low Carb'],
    appliances: ['wok'],
    tags: ['dinner', 'quick'],
    text: {
      en: {
        title: 'Turkish chicken and pepper sauté (tavuk sote)',
        description:
          'Strips of chicken tossed over a fierce heat with peppers, tomato and red pepper paste. A wok gives the best browning, and dinner is on the table in about half an hour.',
        ingredients: inGroup(null, [
          '600 g boneless chicken thighs or breast, cut into thin strips',
          '2 tbsp sunflower oil',
          '1 onion, sliced',
          '2 long green peppers, sliced',
          '1 red pepper, sliced',
          '3 garlic cloves, sliced',
          '1 tbsp Turkish red pepper paste (biber salçası) or tomato purée',
          '1 tsp dried thyme',
          '1 tsp sweet paprika',
          '½ tsp chilli flakes',
          '2 tomatoes, diced',
          'salt and pepper, to taste',
          '1 small bunch flat-leaf parsley, chopped',
        ]),
        steps: inGroup(null, [
          'Heat the wok over a high heat until it just smokes, add half the oil and stir-fry half the chicken for 3–4 minutes, until browned. Tip onto a plate and repeat with the rest.',
          'Add the onion and peppers to the wok and stir-fry for 4 minutes, until softened but still bright. Add the garlic for 30 seconds.',
          'Stir in the pepper paste, thyme, paprika and chilli flakes, then the tomatoes, and cook for 3 minutes, until the tomatoes start to break down.',
          'Return the chicken and its juices, season and toss for 2 minutes, until the chicken is cooked through and coated in sauce.',
          'Scatter with parsley and serve with rice, bulgur or flatbread.',
        ]),
        notes:
          'No wok? Use a large, heavy frying pan and cook the chicken in smaller batches, so that it browns instead of stewing.',
      },
      es: {
        title: 'Salteado turco de pollo y pimientos (tavuk sote)',
        description:
          'Tiras de pollo salteadas a fuego vivo con pimientos, tomate y pasta de pimiento rojo. El wok es lo que mejor las dora, y la cena está lista en una media hora.',
        ingredients: inGroup(null, [
          '600 g de contramuslos o pechuga de pollo deshuesados, en tiras finas',
          '2 cucharadas de aceite de girasol',
          '1 cebolla, en juliana',
          '2 pimientos verdes alargados, en tiras',
          '1 pimiento rojo, en tiras',
          '3 dientes de ajo, laminados',
          '1 cucharada de pasta turca de pimiento rojo (biber salçası) o concentrado de tomate',
          '1 cucharadita de tomillo seco',
          '1 cucharadita de pimentón dulce',
          '½ cucharadita de guindilla en copos',
          '2 tomates, en dados',
          'sal y pimienta, al gusto',
          '1 manojo pequeño de perejil, picado',
        ]),
        steps: inGroup(null, [
          'Calienta el wok a fuego fuerte hasta que empiece a humear, añade la mitad del aceite y saltea la mitad del pollo de 3 a 4 minutos, hasta que se dore. Pásalo a un plato y repite con el resto.',
          'Echa la cebolla y los pimientos en el wok y saltéalos 4 minutos, hasta que se ablanden pero conserven el color. Añade el ajo y saltea 30 segundos.',
          'Incorpora la pasta de pimiento, el tomillo, el pimentón y la guindilla y después el tomate, y cocina 3 minutos, hasta que el tomate empiece a deshacerse.',
          'Devuelve el pollo con su jugo, salpimienta y saltea 2 minutos, hasta que el pollo esté hecho y bien cubierto de salsa.',
          'Espolvorea el perejil y sirve con arroz, bulgur o pan plano.',
        ]),
        notes:
          '¿Sin wok? Usa una sartén grande y pesada y dora el pollo en tandas más pequeñas para que se dore en lugar de cocerse en su jugo.',
      },
      fr: {
        title: 'Sauté de poulet aux poivrons à la turque (tavuk sote)',
        description:
          'Des lanières de poulet saisies à feu vif avec des poivrons, de la tomate et de la pâte de piment rouge. Le wok les dore le mieux, et le dîner est prêt en une demi-heure environ.',
        ingredients: inGroup(null, [
          '600 g de hauts de cuisse ou de blancs de poulet désossés, coupés en fines lanières',
          "2 cuillères à soupe d'huile de tournesol",
          '1 oignon, émincé',
          '2 poivrons verts longs, émincés',
          '1 poivron rouge, émincé',
          "3 gousses d'ail, émincées",
          '1 cuillère à soupe de pâte de piment rouge turque (biber salçası) ou de concentré de tomate',
          '1 cuillère à café de thym séché',
          '1 cuillère à café de paprika doux',
          '½ cuillère à café de piment en flocons',
          '2 tomates, coupées en dés',
          'sel et poivre',
          '1 petit bouquet de persil plat, ciselé',
        ]),
        steps: inGroup(null, [
          "Faites chauffer le wok à feu vif jusqu'à ce qu'il fume légèrement, ajoutez la moitié de l'huile et faites sauter la moitié du poulet 3 à 4 minutes, jusqu'à ce qu'il soit doré. Réservez sur une assiette et recommencez avec le reste.",
          "Mettez l'oignon et les poivrons dans le wok et faites-les sauter 4 minutes : ils doivent s'attendrir tout en gardant leur couleur. Ajoutez l'ail pendant 30 secondes.",
          "Incorporez la pâte de piment, le thym, le paprika et le piment, puis les tomates, et laissez cuire 3 minutes, jusqu'à ce que les tomates commencent à compoter.",
          "Remettez le poulet et son jus, salez, poivrez et faites sauter 2 minutes, jusqu'à ce que le poulet soit cuit à cœur et bien enrobé de sauce.",
          'Parsemez de persil et servez avec du riz, du boulgour ou du pain plat.',
        ]),
        notes:
          "Pas de wok ? Prenez une grande poêle à fond épais et saisissez le poulet en plus petites quantités, pour qu'il dore au lieu de bouillir.",
      },
      de: {
        title: 'Türkische Hähnchenpfanne mit Paprika (Tavuk Sote)',
        description:
          'Hähnchenstreifen, bei großer Hitze mit Paprika, Tomaten und Paprikamark geschwenkt. Im Wok bräunt alles am besten, und das Abendessen steht in einer guten halben Stunde auf dem Tisch.',
        ingredients: inGroup(null, [
          '600 g Hähnchenschenkel oder -brust ohne Knochen, in dünne Streifen geschnitten',
          '2 EL Sonnenblumenöl',
          '1 Zwiebel, in Streifen',
          '2 lange grüne Spitzpaprika, in Streifen',
          '1 rote Paprikaschote, in Streifen',
          '3 Knoblauchzehen, in Scheiben',
          '1 EL türkisches Paprikamark (Biber Salçası) oder Tomatenmark',
          '1 TL getrockneter Thymian',
          '1 TL edelsüßes Paprikapulver',
          '½ TL Chiliflocken',
          '2 Tomaten, gewürfelt',
          'Salz und Pfeffer',
          '1 kleines Bund glatte Petersilie, gehackt',
        ]),
        steps: inGroup(null, [
          'Den Wok bei starker Hitze erhitzen, bis er leicht raucht, die Hälfte des Öls hineingeben und die Hälfte des Hähnchens 3–4 Minuten unter Rühren braun anbraten. Auf einen Teller geben und mit dem Rest genauso verfahren.',
          'Zwiebel und Paprika in den Wok geben und 4 Minuten pfannenrühren, bis sie weicher werden, aber noch Farbe haben. Den Knoblauch 30 Sekunden mitbraten.',
          'Paprikamark, Thymian, Paprikapulver und Chiliflocken einrühren, dann die Tomaten zugeben und 3 Minuten garen, bis sie zu zerfallen beginnen.',
          'Das Hähnchen mit dem ausgetretenen Saft zurück in den Wok geben, würzen und 2 Minuten durchschwenken, bis es gar und rundum mit Soße überzogen ist.',
          'Mit Petersilie bestreuen und mit Reis, Bulgur oder Fladenbrot servieren.',
        ]),
        notes:
          'Kein Wok? Eine große, schwere Pfanne nehmen und das Hähnchen in kleineren Portionen braten, damit es bräunt statt zu kochen.',
      },
      zh: {
        title: '土耳其甜椒炒鸡肉',
        description:
          '鸡肉条用大火和甜椒、番茄、红椒酱一起快炒。用炒锅最容易炒出焦香，大约半小时晚饭就能上桌。',
        ingredients: inGroup(null, [
          '去骨鸡腿肉或鸡胸肉 600克，切细条',
          '葵花籽油 2汤匙',
          '洋葱 1个，切丝',
          '长青椒 2个，切丝',
          '红甜椒 1个，切丝',
          '大蒜 3瓣，切片',
          '土耳其红椒酱或番茄膏 1汤匙',
          '干百里香 1茶匙',
          '甜椒粉 1茶匙',
          '辣椒碎 ½茶匙',
          '番茄 2个，切丁',
          '盐和胡椒 适量',
          '平叶欧芹 1把，切碎',
        ]),
        steps: inGroup(null, [
          '炒锅大火烧到微微冒烟，倒入一半油，放入一半鸡肉翻炒3–4分钟至上色，盛到盘里，剩下的鸡肉照样炒好。',
          '锅里放入洋葱和甜椒翻炒4分钟，炒软但保持鲜亮的颜色。加入蒜片炒30秒。',
          '拌入红椒酱、百里香、甜椒粉和辣椒碎，再放番茄丁，炒3分钟至番茄开始软烂。',
          '把鸡肉连同汁水倒回锅里，调味，翻炒2分钟，至鸡肉熟透并均匀裹上酱汁。',
          '撒上欧芹，配米饭、布格麦或薄饼食用。',
        ]),
        notes: '没有炒锅？用厚重的大平底锅，鸡肉分小批炒，这样才能煎出焦香而不是煮出水来。',
      },
    },
  },
  {
    key: 'vermicelli-rice-pilaf',
    cuisine: 'turkish',
    difficulty: 'easy',
    servings: 4,
    prepMinutes: 5,
    cookMinutes: 40,
    totalMinutes: 45,
    dietaryFlags: ['Vegetarian', 'Nut-Free'],
    appliances: ['stovetop', 'rice-cooker'],
    tags: ['side', 'kid-friendly'],
    text: {
      en: {
        title: 'Turkish vermicelli rice (şehriyeli pilav)',
        description:
          'Buttery, fluffy rice flecked with toasted vermicelli, the everyday pilaf of Turkish tables. Brown the noodles in a pan, then let the rice cooker do the rest.',
        ingredients: inGroup(null, [
          '300 g long-grain rice',
          '40 g butter',
          '50 g short vermicelli (şehriye) or thin noodles broken into short pieces',
          '480 ml hot vegetable stock',
          '1 tsp salt',
        ]),
        steps: inGroup(null, [
          'Rinse the rice in several changes of cold water until the water runs almost clear, then drain well.',
          'Melt the butter in a frying pan over a medium heat and fry the vermicelli for 3–4 minutes, stirring all the time, until deep golden brown. Watch it closely: it burns quickly.',
          'Add the rice and stir for 1 minute, until every grain is coated in butter.',
          'Tip everything into the rice cooker bowl, pour in the hot stock, add the salt and stir once. Close the lid and start the white rice programme; it usually takes about 25 minutes.',
          'When the cooker switches to keep-warm, leave the lid closed for 10 minutes more so that the rice can steam. Fluff gently with a fork and serve.',
        ]),
        notes:
          'Without a rice cooker, add the stock and salt to the pan after the rice, bring to the boil, cover and cook on the lowest heat for 15 minutes; then rest for 10 minutes off the heat with a tea towel under the lid.',
      },
      es: {
        title: 'Arroz turco con fideos (şehriyeli pilav)',
        description:
          'Arroz suelto y mantecoso salpicado de fideos tostados, el pilaf de diario en las mesas turcas. Dora los fideos en una sartén y deja que la arrocera haga el resto.',
        ingredients: inGroup(null, [
          '300 g de arroz de grano largo',
          '40 g de mantequilla',
          '50 g de fideos cortos (şehriye) o fideos finos partidos',
          '480 ml de caldo de verduras caliente',
          '1 cucharadita de sal',
        ]),
        steps: inGroup(null, [
          'Lava el arroz con agua fría, cambiándola varias veces, hasta que salga casi transparente, y escúrrelo bien.',
          'Derrite la mantequilla en una sartén a fuego medio y tuesta los fideos de 3 a 4 minutos sin dejar de remover, hasta que estén bien dorados. Vigílalos: se queman enseguida.',
          'Añade el arroz y remueve 1 minuto, hasta que todos los granos estén cubiertos de mantequilla.',
          'Pásalo todo al recipiente de la arrocera, vierte el caldo caliente, añade la sal y remueve una vez. Cierra la tapa y pon el programa de arroz blanco; suele tardar unos 25 minutos.',
          'Cuando la arrocera pase a mantener caliente, deja la tapa cerrada 10 minutos más para que el arroz repose al vapor. Suéltalo con un tenedor y sirve.',
        ]),
        notes:
          'Sin arrocera: después del arroz, añade el caldo y la sal a la sartén, lleva a ebullición, tapa y cuece a fuego mínimo 15 minutos; luego deja reposar 10 minutos fuera del fuego con un paño bajo la tapa.',
      },
      fr: {
        title: 'Riz pilaf turc aux vermicelles (şehriyeli pilav)',
        description:
          "Un riz bien détaché et beurré, parsemé de vermicelles grillés : le pilaf de tous les jours sur les tables turques. On dore les vermicelles à la poêle, puis le cuiseur à riz s'occupe du reste.",
        ingredients: inGroup(null, [
          '300 g de riz long grain',
          '40 g de beurre',
          "50 g de vermicelles courts (şehriye) ou de cheveux d'ange cassés",
          '480 ml de bouillon de légumes chaud',
          '1 cuillère à café de sel',
        ]),
        steps: inGroup(null, [
          "Rincez le riz à l'eau froide en changeant l'eau plusieurs fois, jusqu'à ce qu'elle soit presque claire, puis égouttez-le bien.",
          "Faites fondre le beurre dans une poêle à feu moyen et faites dorer les vermicelles 3 à 4 minutes sans cesser de remuer, jusqu'à ce qu'ils soient bien dorés. Surveillez-les : ils brûlent vite.",
          "Ajoutez le riz et remuez 1 minute, jusqu'à ce que chaque grain soit enrobé de beurre.",
          'Versez le tout dans la cuve du cuiseur à riz, ajoutez le bouillon chaud et le sel et mélangez une fois. Fermez le couvercle et lancez le programme riz blanc ; il dure en général environ 25 minutes.',
          'Quand le cuiseur passe en maintien au chaud, laissez le couvercle fermé encore 10 minutes pour que le riz finisse de gonfler à la vapeur. Égrainez délicatement à la fourchette et servez.',
        ]),
        notes:
          'Sans cuiseur à riz : après le riz, ajoutez le bouillon et le sel dans la poêle, portez à ébullition, couvrez et laissez cuire à feu très doux 15 minutes ; puis laissez reposer 10 minutes hors du feu, un torchon glissé sous le couvercle.',
      },
      de: {
        title: 'Türkischer Reis mit Fadennudeln (Şehriyeli Pilav)',
        description:
          'Lockerer Butterreis mit gerösteten Fadennudeln – der Alltags-Pilaw auf türkischen Tischen. Die Nudeln in der Pfanne bräunen, den Rest erledigt der Reiskocher.',
        ingredients: inGroup(null, [
          '300 g Langkornreis',
          '40 g Butter',
          '50 g kurze Fadennudeln (Şehriye) oder dünne Suppennudeln, zerbrochen',
          '480 ml heiße Gemüsebrühe',
          '1 TL Salz',
        ]),
        steps: inGroup(null, [
          'Den Reis in mehrmals gewechseltem kaltem Wasser waschen, bis das Wasser fast klar bleibt, dann gut abtropfen lassen.',
          'Die Butter in einer Pfanne bei mittlerer Hitze schmelzen und die Fadennudeln unter ständigem Rühren 3–4 Minuten goldbraun rösten. Dabeibleiben – sie verbrennen schnell.',
          'Den Reis zugeben und 1 Minute rühren, bis jedes Korn mit Butter überzogen ist.',
          'Alles in den Topf des Reiskochers geben, die heiße Brühe und das Salz zugeben und einmal umrühren. Deckel schließen und das Programm für weißen Reis starten; es dauert meist etwa 25 Minuten.',
          'Wenn der Reiskocher auf Warmhalten schaltet, den Deckel noch 10 Minuten geschlossen lassen, damit der Reis nachdämpft. Mit einer Gabel auflockern und servieren.',
        ]),
        notes:
          'Ohne Reiskocher nach dem Reis Brühe und Salz in die Pfanne geben, aufkochen, zudecken und bei kleinster Hitze 15 Minuten garen; dann 10 Minuten neben dem Herd ruhen lassen, mit einem Geschirrtuch unter dem Deckel.',
      },
      zh: {
        title: '土耳其细面抓饭',
        description:
          '松散喷香的黄油米饭里点缀着炒黄的细面，是土耳其餐桌上天天都有的抓饭。细面在锅里炒香，剩下的交给电饭煲就行。',
        ingredients: inGroup(null, [
          '长粒米 300克',
          '黄油 40克',
          '土耳其短细面或掰短的细面条 50克',
          '热蔬菜高汤 480毫升',
          '盐 1茶匙',
        ]),
        steps: inGroup(null, [
          '米用冷水淘洗几遍，直到水基本清澈，然后彻底沥干。',
          '平底锅中火融化黄油，放入细面不停翻炒3–4分钟，炒至深金黄色。要一直盯着，很容易炒焦。',
          '放入米翻炒1分钟，让每粒米都裹上黄油。',
          '全部倒进电饭煲内胆，倒入热高汤，加盐，搅拌一次。盖上盖子，选择白米饭程序，通常约需25分钟。',
          '电饭煲跳到保温后，不要开盖，再焖10分钟。用叉子轻轻拨松即可上桌。',
        ]),
        notes:
          '没有电饭煲：米炒好后直接在锅里加入高汤和盐，煮开后盖上盖，用最小火煮15分钟；离火后在锅盖下垫一块布，再焖10分钟。',
      },
    },
  },
  {
    key: 'moroccan-chickpea-tagine',
    cuisine: 'moroccan',
    difficulty: 'easy',
    servings: 6,
    prepMinutes: 20,
    cookMinutes: 360,
    totalMinutes: 380,
    dietaryFlags: ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Nut-Free'],
    appliances: ['stovetop', 'slow-cooker'],
    tags: ['dinner', 'one-pot', 'batch-cooking', 'vegetarian-main'],
    text: {
      en: {
        title: 'Slow-cooker Moroccan chickpea tagine',
        description:
          'Chickpeas, squash and carrots simmered for hours with warm spices and sweet apricots. Ten minutes at the stove in the morning, and dinner is waiting when you get home.',
        ingredients: inGroup(null, [
          '2 tbsp olive oil',
          '1 onion, chopped',
          '3 garlic cloves, crushed',
          '1 tbsp grated fresh ginger',
          '2 tsp ground cumin',
          '1 tsp ground cinnamon',
          '1 tsp ground turmeric',
          '1 tsp sweet paprika',
          '500 g butternut squash, peeled and cut into 3 cm chunks',
          '2 carrots, cut into chunks',
          '2 cans (400 g each) chickpeas, drained',
          '1 can (400 g) chopped tomatoes',
          '80 g dried apricots, halved',
          '300 ml water',
          '1 tsp salt',
          '1 tbsp lemon juice',
          '1 small bunch coriander, chopped',
        ]),
        steps: inGroup(null, [
          'Heat the oil in a frying pan over a medium heat and cook the onion for 5 minutes, until soft. Add the garlic, ginger and spices and cook for 1 minute, until fragrant. This wakes up the spices; in a hurry you can skip it and put everything straight into the slow cooker.',
          'Tip the onion mixture into the slow cooker and add the squash, carrots, chickpeas, tomatoes, apricots, water and salt. Stir well.',
          'Cover and cook on low for 6 hours, or on high for 3–4 hours, until the vegetables are tender but not falling apart.',
          'Stir in the lemon juice, check the salt and scatter with coriander. Serve with rice, quinoa or couscous.',
        ]),
        notes:
          'Couscous contains wheat: serve rice or quinoa if you need the meal to stay gluten-free. Leftovers freeze well for up to 3 months.',
      },
      es: {
        title: 'Tajín marroquí de garbanzos en olla lenta',
        description:
          'Garbanzos, calabaza y zanahoria guisados durante horas con especias cálidas y orejones dulces. Diez minutos de fogón por la mañana y la cena te espera al volver a casa.',
        ingredients: inGroup(null, [
          '2 cucharadas de aceite de oliva',
          '1 cebolla, picada',
          '3 dientes de ajo, machacados',
          '1 cucharada de jengibre fresco rallado',
          '2 cucharaditas de comino molido',
          '1 cucharadita de canela molida',
          '1 cucharadita de cúrcuma molida',
          '1 cucharadita de pimentón dulce',
          '500 g de calabaza violín, pelada y en trozos de 3 cm',
          '2 zanahorias, en trozos',
          '2 botes de garbanzos cocidos (400 g cada uno), escurridos',
          '1 lata (400 g) de tomate troceado',
          '80 g de orejones, partidos por la mitad',
          '300 ml de agua',
          '1 cucharadita de sal',
          '1 cucharada de zumo de limón',
          '1 manojo pequeño de cilantro, picado',
        ]),
        steps: inGroup(null, [
          'Calienta el aceite en una sartén a fuego medio y pocha la cebolla 5 minutos. Añade el ajo, el jengibre y las especias y cocina 1 minuto, hasta que desprendan aroma. Así se despiertan las especias; si vas con prisa, puedes saltarte este paso y poner todo directamente en la olla lenta.',
          'Pasa el sofrito a la olla lenta y añade la calabaza, las zanahorias, los garbanzos, el tomate, los orejones, el agua y la sal. Mezcla bien.',
          'Tapa y cocina en modo bajo 6 horas, o en modo alto de 3 a 4 horas, hasta que las verduras estén tiernas sin deshacerse.',
          'Incorpora el zumo de limón, rectifica de sal y espolvorea el cilantro. Sirve con arroz, quinoa o cuscús.',
        ]),
        notes:
          'El cuscús lleva trigo: sirve arroz o quinoa si necesitas que la comida siga siendo sin gluten. Las sobras se congelan bien hasta 3 meses.',
      },
      fr: {
        title: 'Tajine marocain de pois chiches à la mijoteuse',
        description:
          'Pois chiches, courge et carottes mijotés pendant des heures avec des épices chaudes et des abricots secs. Dix minutes aux fourneaux le matin, et le dîner vous attend le soir.',
        ingredients: inGroup(null, [
          "2 cuillères à soupe d'huile d'olive",
          '1 oignon, haché',
          "3 gousses d'ail, écrasées",
          '1 cuillère à soupe de gingembre frais râpé',
          '2 cuillères à café de cumin moulu',
          '1 cuillère à café de cannelle moulue',
          '1 cuillère à café de curcuma moulu',
          '1 cuillère à café de paprika doux',
          '500 g de courge butternut, épluchée et coupée en morceaux de 3 cm',
          '2 carottes, coupées en tronçons',
          '2 boîtes de pois chiches (400 g chacune), égouttés',
          '1 boîte (400 g) de tomates concassées',
          "80 g d'abricots secs, coupés en deux",
          "300 ml d'eau",
          '1 cuillère à café de sel',
          '1 cuillère à soupe de jus de citron',
          '1 petit bouquet de coriandre, ciselée',
        ]),
        steps: inGroup(null, [
          "Faites chauffer l'huile dans une poêle à feu moyen et faites fondre l'oignon 5 minutes. Ajoutez l'ail, le gingembre et les épices et laissez cuire 1 minute, jusqu'à ce qu'ils embaument. Cette étape réveille les épices ; si vous êtes pressé, vous pouvez la sauter et tout mettre directement dans la mijoteuse.",
          "Versez l'oignon épicé dans la mijoteuse et ajoutez la courge, les carottes, les pois chiches, les tomates, les abricots, l'eau et le sel. Mélangez bien.",
          "Couvrez et faites cuire en position basse 6 heures, ou en position haute 3 à 4 heures, jusqu'à ce que les légumes soient tendres sans se défaire.",
          'Ajoutez le jus de citron, rectifiez le sel et parsemez de coriandre. Servez avec du riz, du quinoa ou de la semoule.',
        ]),
        notes:
          "La semoule de couscous contient du blé : servez du riz ou du quinoa si le repas doit rester sans gluten. Les restes se congèlent bien jusqu'à 3 mois.",
      },
      de: {
        title: 'Marokkanische Kichererbsen-Tajine aus dem Slow Cooker',
        description:
          'Kichererbsen, Kürbis und Möhren, stundenlang mit warmen Gewürzen und süßen Aprikosen geschmort. Morgens zehn Minuten am Herd, abends wartet das Essen.',
        ingredients: inGroup(null, [
          '2 EL Olivenöl',
          '1 Zwiebel, gehackt',
          '3 Knoblauchzehen, zerdrückt',
          '1 EL frisch geriebener Ingwer',
          '2 TL gemahlener Kreuzkümmel',
          '1 TL gemahlener Zimt',
          '1 TL gemahlene Kurkuma',
          '1 TL edelsüßes Paprikapulver',
          '500 g Butternusskürbis, geschält und in 3 cm große Stücke geschnitten',
          '2 Möhren, in Stücken',
          '2 Dosen Kichererbsen (je 400 g), abgetropft',
          '1 Dose (400 g) stückige Tomaten',
          '80 g getrocknete Aprikosen, halbiert',
          '300 ml Wasser',
          '1 TL Salz',
          '1 EL Zitronensaft',
          '1 kleines Bund Koriander, gehackt',
        ]),
        steps: inGroup(null, [
          'Das Öl in einer Pfanne bei mittlerer Hitze erhitzen und die Zwiebel 5 Minuten weich dünsten. Knoblauch, Ingwer und Gewürze zugeben und 1 Minute mitrösten, bis es duftet. Das weckt die Aromen; wer es eilig hat, lässt diesen Schritt aus und gibt alles direkt in den Slow Cooker.',
          'Die Zwiebelmischung in den Slow Cooker geben, Kürbis, Möhren, Kichererbsen, Tomaten, Aprikosen, Wasser und Salz zufügen und gut umrühren.',
          'Zugedeckt auf niedriger Stufe 6 Stunden oder auf hoher Stufe 3–4 Stunden garen, bis das Gemüse weich ist, aber nicht zerfällt.',
          'Zitronensaft unterrühren, mit Salz abschmecken und mit Koriander bestreuen. Mit Reis, Quinoa oder Couscous servieren.',
        ]),
        notes:
          'Couscous enthält Weizen: Wer glutenfrei essen muss, serviert Reis oder Quinoa. Reste lassen sich bis zu 3 Monate einfrieren.',
      },
      zh: {
        title: '慢炖锅摩洛哥鹰嘴豆塔吉锅',
        description:
          '鹰嘴豆、南瓜和胡萝卜加上温暖的香料和香甜的杏干，慢慢炖上几个小时。早上在灶台前花十分钟，晚上回家晚饭就等着你了。',
        ingredients: inGroup(null, [
          '橄榄油 2汤匙',
          '洋葱 1个，切碎',
          '大蒜 3瓣，压成泥',
          '鲜姜末 1汤匙',
          '孜然粉 2茶匙',
          '肉桂粉 1茶匙',
          '姜黄粉 1茶匙',
          '甜椒粉 1茶匙',
          '奶油南瓜 500克，去皮切3厘米的块',
          '胡萝卜 2根，切块',
          '鹰嘴豆罐头 2罐（每罐400克），沥干',
          '番茄丁罐头 1罐（400克）',
          '杏干 80克，切半',
          '水 300毫升',
          '盐 1茶匙',
          '柠檬汁 1汤匙',
          '香菜 1把，切碎',
        ]),
        steps: inGroup(null, [
          '平底锅中火烧热橄榄油，放入洋葱炒5分钟至变软。加入蒜泥、姜末和香料炒1分钟，炒出香味。这一步能激发香料的味道；赶时间的话可以跳过，直接把所有材料放进慢炖锅。',
          '把炒好的洋葱倒进慢炖锅，加入南瓜、胡萝卜、鹰嘴豆、番茄丁、杏干、水和盐，搅拌均匀。',
          '盖上盖子，低档炖6小时，或高档炖3–4小时，至蔬菜软烂但不散。',
          '拌入柠檬汁，尝一下咸淡，撒上香菜。配米饭、藜麦或北非小米食用。',
        ]),
        notes: '北非小米（古斯古斯）含小麦：如果需要保持无麸质，请配米饭或藜麦。剩菜冷冻可保存3个月。',
      },
    },
  },
  {
    key: 'swedish-meatballs',
    cuisine: 'swedish',
    difficulty: 'medium',
    servings: 4,
    prepMinutes: 25,
    cookMinutes: 30,
    totalMinutes: 55,
    dietaryFlags: ['Nut-Free'],
    appliances: ['stovetop'],
    tags: ['dinner', 'comfort-food', 'kid-friendly'],
    text: {
      en: {
        title: 'Swedish meatballs in cream sauce (köttbullar)',
        description:
          'Small, tender meatballs with a hint of allspice in a silky cream gravy, served the Swedish way with boiled potatoes and tart lingonberry jam.',
        ingredients: [
          ...inGroup('For the meatballs', [
            '40 g dried breadcrumbs',
            '100 ml milk',
            '1 small onion, very finely grated',
            '500 g mixed beef and pork mince',
            '1 egg',
            '1 tsp salt',
            '½ tsp ground white pepper',
            '¼ tsp ground allspice',
            '30 g butter, for frying',
          ]),
          ...inGroup('For the sauce', [
            '2 tbsp plain flour',
            '400 ml beef stock',
            '150 ml double cream',
            '1 tsp soy sauce',
            'salt and pepper, to taste',
          ]),
          ...inGroup('To serve', ['800 g small potatoes', '4 tbsp lingonberry jam']),
        ],
        steps: [
          ...inGroup('Make the meatballs', [
            'Put the potatoes on to boil in salted water; they will need about 20 minutes. Stir the breadcrumbs into the milk and leave for 5 minutes to swell.',
            'Add the onion, mince, egg, salt, pepper and allspice and mix with your hands until evenly combined, without overworking. With wet hands, roll into about 30 balls of 3 cm.',
            'Melt the butter in a large frying pan over a medium heat and fry the meatballs in batches for 8–10 minutes, shaking the pan often, until browned all over and cooked through. Keep them warm on a plate.',
          ]),
          ...inGroup('Make the sauce', [
            'Stir the flour into the fat left in the pan and cook for 1 minute. Gradually whisk in the stock, scraping up the browned bits, and simmer for 3 minutes, until it thickens.',
            'Stir in the cream and soy sauce and simmer for 2 minutes more. Season, return the meatballs to the sauce and heat through for 2 minutes.',
            'Serve with the drained potatoes and the lingonberry jam.',
          ]),
        ],
        notes:
          'The soy sauce is a common Swedish home trick: it deepens the colour and flavour of the gravy. Cranberry sauce can stand in for lingonberry jam.',
      },
      es: {
        title: 'Albóndigas suecas en salsa de nata (köttbullar)',
        description:
          'Albóndigas pequeñas y tiernas con un toque de pimienta de Jamaica, en una salsa de nata sedosa, servidas a la sueca con patatas cocidas y mermelada ácida de arándanos rojos.',
        ingredients: [
          ...inGroup('Para las albóndigas', [
            '40 g de pan rallado',
            '100 ml de leche',
            '1 cebolla pequeña, rallada muy fina',
            '500 g de carne picada mixta de ternera y cerdo',
            '1 huevo',
            '1 cucharadita de sal',
            '½ cucharadita de pimienta blanca molida',
            '¼ de cucharadita de pimienta de Jamaica molida',
            '30 g de mantequilla, para freír',
          ]),
          ...inGroup('Para la salsa', [
            '2 cucharadas de harina de trigo',
            '400 ml de caldo de carne',
            '150 ml de nata para cocinar',
            '1 cucharadita de salsa de soja',
            'sal y pimienta, al gusto',
          ]),
          ...inGroup('Para servir', [
            '800 g de patatas pequeñas',
            '4 cucharadas de mermelada de arándanos rojos',
          ]),
        ],
        steps: [
          ...inGroup('Prepara las albóndigas', [
            'Pon a cocer las patatas en agua con sal; necesitarán unos 20 minutos. Mezcla el pan rallado con la leche y déjalo 5 minutos para que se hidrate.',
            'Añade la cebolla, la carne, el huevo, la sal, la pimienta y la pimienta de Jamaica y mezcla con las manos hasta que quede uniforme, sin amasar en exceso. Con las manos húmedas, forma unas 30 bolitas de 3 cm.',
            'Derrite la mantequilla en una sartén grande a fuego medio y fríe las albóndigas por tandas de 8 a 10 minutos, moviendo la sartén a menudo, hasta que estén doradas por todos lados y hechas por dentro. Resérvalas calientes en un plato.',
          ]),
          ...inGroup('Prepara la salsa', [
            'Añade la harina a la grasa que queda en la sartén y cocina 1 minuto. Incorpora el caldo poco a poco batiendo y rascando el fondo tostado, y cuece 3 minutos, hasta que espese.',
            'Añade la nata y la salsa de soja y cuece 2 minutos más. Salpimienta, devuelve las albóndigas a la salsa y caliéntalas 2 minutos.',
            'Sirve con las patatas escurridas y la mermelada de arándanos.',
          ]),
        ],
        notes:
          'La salsa de soja es un truco casero muy sueco: oscurece la salsa y le da más sabor. Si no encuentras mermelada de arándanos rojos, sirve también la salsa de arándanos americanos (cranberry).',
      },
      fr: {
        title: 'Boulettes suédoises à la crème (köttbullar)',
        description:
          "De petites boulettes tendres relevées d'une pointe de piment de la Jamaïque, dans une sauce onctueuse à la crème, servies à la suédoise avec des pommes de terre à l'eau et de la confiture d'airelles acidulée.",
        ingredients: [
          ...inGroup('Pour les boulettes', [
            '40 g de chapelure',
            '100 ml de lait',
            '1 petit oignon, râpé très finement',
            '500 g de hachis mélangé bœuf et porc',
            '1 œuf',
            '1 cuillère à café de sel',
            '½ cuillère à café de poivre blanc moulu',
            '¼ de cuillère à café de piment de la Jamaïque moulu',
            '30 g de beurre, pour la cuisson',
          ]),
          ...inGroup('Pour la sauce', [
            '2 cuillères à soupe de farine',
            '400 ml de bouillon de bœuf',
            '150 ml de crème entière liquide',
            '1 cuillère à café de sauce soja',
            'sel et poivre',
          ]),
          ...inGroup('Pour servir', [
            '800 g de petites pommes de terre',
            "4 cuillères à soupe de confiture d'airelles",
          ]),
        ],
        steps: [
          ...inGroup('Préparer les boulettes', [
            "Mettez les pommes de terre à cuire dans l'eau salée ; il leur faudra environ 20 minutes. Mélangez la chapelure et le lait et laissez gonfler 5 minutes.",
            "Ajoutez l'oignon, la viande, l'œuf, le sel, le poivre et le piment de la Jamaïque et mélangez à la main jusqu'à ce que ce soit homogène, sans trop travailler. Les mains mouillées, formez environ 30 boulettes de 3 cm.",
            "Faites fondre le beurre dans une grande poêle à feu moyen et faites cuire les boulettes en plusieurs fois 8 à 10 minutes en secouant souvent la poêle, jusqu'à ce qu'elles soient dorées de tous côtés et cuites à cœur. Gardez-les au chaud sur une assiette.",
          ]),
          ...inGroup('Préparer la sauce', [
            "Ajoutez la farine dans le gras resté dans la poêle et laissez cuire 1 minute. Versez le bouillon petit à petit en fouettant et en grattant les sucs, puis laissez frémir 3 minutes, jusqu'à ce que la sauce épaississe.",
            'Ajoutez la crème et la sauce soja et laissez frémir encore 2 minutes. Salez, poivrez, remettez les boulettes dans la sauce et réchauffez-les 2 minutes.',
            "Servez avec les pommes de terre égouttées et la confiture d'airelles.",
          ]),
        ],
        notes:
          "La sauce soja est une astuce très répandue dans les foyers suédois : elle fonce la sauce et lui donne plus de goût. La gelée de canneberges peut remplacer la confiture d'airelles.",
      },
      de: {
        title: 'Schwedische Köttbullar in Rahmsoße',
        description:
          'Kleine, zarte Fleischbällchen mit einem Hauch Piment in samtiger Rahmsoße, auf schwedische Art mit Salzkartoffeln und säuerlicher Preiselbeermarmelade serviert.',
        ingredients: [
          ...inGroup('Für die Köttbullar', [
            '40 g Semmelbrösel',
            '100 ml Milch',
            '1 kleine Zwiebel, sehr fein gerieben',
            '500 g gemischtes Hackfleisch (Rind und Schwein)',
            '1 Ei',
            '1 TL Salz',
            '½ TL gemahlener weißer Pfeffer',
            '¼ TL gemahlener Piment',
            '30 g Butter zum Braten',
          ]),
          ...inGroup('Für die Soße', [
            '2 EL Weizenmehl',
            '400 ml Rinderbrühe',
            '150 ml Sahne',
            '1 TL Sojasoße',
            'Salz und Pfeffer',
          ]),
          ...inGroup('Zum Servieren', ['800 g kleine Kartoffeln', '4 EL Preiselbeermarmelade']),
        ],
        steps: [
          ...inGroup('Köttbullar zubereiten', [
            'Die Kartoffeln in Salzwasser aufsetzen; sie brauchen etwa 20 Minuten. Die Semmelbrösel mit der Milch verrühren und 5 Minuten quellen lassen.',
            'Zwiebel, Hackfleisch, Ei, Salz, Pfeffer und Piment zugeben und mit den Händen gleichmäßig vermengen, ohne zu lange zu kneten. Mit nassen Händen etwa 30 Bällchen von 3 cm formen.',
            'Die Butter in einer großen Pfanne bei mittlerer Hitze schmelzen und die Bällchen portionsweise 8–10 Minuten braten, dabei die Pfanne oft rütteln, bis sie rundum braun und durchgegart sind. Auf einem Teller warm halten.',
          ]),
          ...inGroup('Soße zubereiten', [
            'Das Mehl in das Bratfett in der Pfanne rühren und 1 Minute anschwitzen. Die Brühe nach und nach mit dem Schneebesen einrühren, dabei den Bratensatz lösen, und 3 Minuten köcheln, bis die Soße bindet.',
            'Sahne und Sojasoße einrühren und weitere 2 Minuten köcheln lassen. Abschmecken, die Köttbullar zurück in die Soße geben und 2 Minuten darin erwärmen.',
            'Mit den abgegossenen Kartoffeln und der Preiselbeermarmelade servieren.',
          ]),
        ],
        notes:
          'Die Sojasoße ist ein verbreiteter Trick schwedischer Hausküchen: Sie gibt der Soße Farbe und Tiefe. Statt Preiselbeeren passt auch Cranberry-Soße.',
      },
      zh: {
        title: '瑞典肉丸配奶油酱汁',
        description:
          '小巧软嫩的肉丸带一丝多香果的香气，浇上顺滑的奶油酱汁，按瑞典吃法配水煮土豆和酸甜的越橘果酱。',
        ingredients: [
          ...inGroup('肉丸', [
            '干面包糠 40克',
            '牛奶 100毫升',
            '小洋葱 1个，擦成细蓉',
            '牛肉猪肉混合肉末 500克',
            '鸡蛋 1个',
            '盐 1茶匙',
            '白胡椒粉 ½茶匙',
            '多香果粉 ¼茶匙',
            '黄油 30克，煎肉丸用',
          ]),
          ...inGroup('酱汁', [
            '普通面粉 2汤匙',
            '牛肉高汤 400毫升',
            '淡奶油 150毫升',
            '酱油 1茶匙',
            '盐和胡椒 适量',
          ]),
          ...inGroup('配餐', ['小土豆 800克', '越橘果酱 4汤匙']),
        ],
        steps: [
          ...inGroup('做肉丸', [
            '先把土豆放进盐水里煮，大约需要20分钟。面包糠倒入牛奶中拌匀，静置5分钟让它泡软。',
            '加入洋葱蓉、肉末、鸡蛋、盐、白胡椒粉和多香果粉，用手拌匀即可，不要过度揉搓。手上沾水，搓成约30个直径3厘米的小丸子。',
            '大平底锅中火融化黄油，肉丸分批煎8–10分钟，经常晃动锅子，至表面全部上色且熟透。盛在盘中保温。',
          ]),
          ...inGroup('做酱汁', [
            '在锅里剩下的油中加入面粉炒1分钟。一点点倒入高汤并不停搅打，把锅底的焦香刮下来，小火煮3分钟至变稠。',
            '加入淡奶油和酱油，再煮2分钟。调味后把肉丸放回酱汁里，加热2分钟。',
            '配沥干的土豆和越橘果酱一起上桌。',
          ]),
        ],
        notes:
          '加酱油是瑞典家庭常用的小窍门：能让酱汁颜色更深、味道更足。没有越橘果酱的话，可以用蔓越莓酱代替。',
      },
    },
  },
  {
    key: 'grilled-salmon-dill-sauce',
    cuisine: 'scandinavian',
    difficulty: 'easy',
    servings: 4,
    prepMinutes: 10,
    cookMinutes: 10,
    totalMinutes: 20,
    dietaryFlags: ['Pescatarian', 'Gluten-Free', 'Nut-Free', 'Low Carb', 'Keto'],
    appliances: ['grill'],
    tags: ['dinner', 'quick'],
    text: {
      en: {
        title: 'Grilled salmon with dill and mustard sauce',
        description:
          'Salmon fillets grilled skin side down until the skin crackles, with a cool Nordic sauce of crème fraîche, mustard and plenty of dill. Twenty minutes from start to finish.',
        ingredients: [
          ...inGroup('For the salmon', [
            '4 salmon fillets, skin on (about 150 g each)',
            '1 tbsp rapeseed oil',
            'flaky salt and pepper, to taste',
            '1 lemon, cut into wedges',
          ]),
          ...inGroup('For the dill sauce', [
            '200 g crème fraîche',
            '1 tbsp Dijon mustard',
            '1 small bunch dill, finely chopped',
            '1 tbsp lemon juice',
            'salt and pepper, to taste',
          ]),
        ],
        steps: inGroup(null, [
          'Stir the crème fraîche, mustard, dill and lemon juice together and season. Chill until needed; the flavour improves after 10 minutes.',
          'Heat the grill to high (about 230 °C) and oil the grate well. Pat the salmon dry, rub with the oil and season with salt and pepper.',
          'Lay the fillets skin side down on the grill and cook for 5–6 minutes without moving them, until the skin is crisp and releases easily.',
          'Turn them carefully and grill for 1–2 minutes more, until just opaque but still juicy in the centre.',
          'Serve at once with the dill sauce, lemon wedges and new potatoes or a cucumber salad.',
        ]),
        notes:
          'A fish grill basket makes turning much easier. Indoors, cook the salmon skin side down in a hot frying pan for 5 minutes, then turn it and cook for 1–2 minutes more.',
      },
      es: {
        title: 'Salmón a la parrilla con salsa de eneldo y mostaza',
        description:
          'Lomos de salmón hechos a la parrilla por el lado de la piel hasta que cruje, con una fresca salsa nórdica de crème fraîche, mostaza y mucho eneldo. Veinte minutos de principio a fin.',
        ingredients: [
          ...inGroup('Para el salmón', [
            '4 lomos de salmón con piel (de unos 150 g cada uno)',
            '1 cucharada de aceite de colza',
            'sal en escamas y pimienta, al gusto',
            '1 limón, en gajos',
          ]),
          ...inGroup('Para la salsa de eneldo', [
            '200 g de crème fraîche',
            '1 cucharada de mostaza de Dijon',
            '1 manojo pequeño de eneldo, picado fino',
            '1 cucharada de zumo de limón',
            'sal y pimienta, al gusto',
          ]),
        ],
        steps: inGroup(null, [
          'Mezcla la crème fraîche, la mostaza, el eneldo y el zumo de limón y salpimienta. Guárdala en la nevera hasta servir; gana sabor a los 10 minutos.',
          'Calienta la parrilla a temperatura alta (unos 230 °C) y engrasa bien la rejilla. Seca el salmón con papel, úntalo con el aceite y salpimiéntalo.',
          'Coloca los lomos en la parrilla con la piel hacia abajo y ásalos de 5 a 6 minutos sin moverlos, hasta que la piel esté crujiente y se despegue sola.',
          'Dales la vuelta con cuidado y ásalos de 1 a 2 minutos más, hasta que estén opacos pero todavía jugosos en el centro.',
          'Sirve enseguida con la salsa de eneldo, los gajos de limón y patatas nuevas o una ensalada de pepino.',
        ]),
        notes:
          'Una cesta de parrilla para pescado facilita mucho darles la vuelta. En casa, haz el salmón con la piel hacia abajo en una sartén muy caliente 5 minutos; dale la vuelta y cocínalo de 1 a 2 minutos más.',
      },
      fr: {
        title: "Saumon grillé, sauce à l'aneth et à la moutarde",
        description:
          "Des pavés de saumon grillés côté peau jusqu'à ce qu'elle croustille, avec une sauce nordique bien fraîche à la crème fraîche, à la moutarde et à l'aneth. Vingt minutes du début à la fin.",
        ingredients: [
          ...inGroup('Pour le saumon', [
            '4 pavés de saumon avec la peau (environ 150 g chacun)',
            "1 cuillère à soupe d'huile de colza",
            'fleur de sel et poivre',
            '1 citron, coupé en quartiers',
          ]),
          ...inGroup("Pour la sauce à l'aneth", [
            '200 g de crème fraîche',
            '1 cuillère à soupe de moutarde de Dijon',
            "1 petit bouquet d'aneth, finement ciselé",
            '1 cuillère à soupe de jus de citron',
            'sel et poivre',
          ]),
        ],
        steps: inGroup(null, [
          "Mélangez la crème fraîche, la moutarde, l'aneth et le jus de citron, puis salez et poivrez. Réservez au frais ; la sauce est meilleure au bout de 10 minutes.",
          "Faites chauffer le gril à feu vif (environ 230 °C) et huilez bien la grille. Séchez le saumon, frottez-le d'huile, salez et poivrez.",
          "Posez les pavés côté peau sur le gril et laissez cuire 5 à 6 minutes sans les bouger, jusqu'à ce que la peau soit croustillante et se détache facilement.",
          'Retournez-les délicatement et faites griller encore 1 à 2 minutes : la chair doit être juste opaque, encore nacrée au centre.',
          "Servez aussitôt avec la sauce à l'aneth, les quartiers de citron et des pommes de terre nouvelles ou une salade de concombre.",
        ]),
        notes:
          "Une grille à poisson facilite beaucoup le retournement. À l'intérieur, faites cuire le saumon côté peau dans une poêle bien chaude 5 minutes, puis retournez-le et poursuivez 1 à 2 minutes.",
      },
      de: {
        title: 'Gegrillter Lachs mit Dill-Senf-Soße',
        description:
          'Lachsfilets auf der Hautseite gegrillt, bis die Haut knuspert, dazu eine kühle nordische Soße aus Crème fraîche, Senf und viel Dill. Zwanzig Minuten vom Anfang bis zum Ende.',
        ingredients: [
          ...inGroup('Für den Lachs', [
            '4 Lachsfilets mit Haut (je etwa 150 g)',
            '1 EL Rapsöl',
            'Flockensalz und Pfeffer',
            '1 Zitrone, in Spalten',
          ]),
          ...inGroup('Für die Dillsoße', [
            '200 g Crème fraîche',
            '1 EL Dijon-Senf',
            '1 kleines Bund Dill, fein gehackt',
            '1 EL Zitronensaft',
            'Salz und Pfeffer',
          ]),
        ],
        steps: inGroup(null, [
          'Crème fraîche, Senf, Dill und Zitronensaft verrühren und würzen. Bis zum Servieren kalt stellen; nach 10 Minuten schmeckt die Soße runder.',
          'Den Grill auf hohe Hitze (etwa 230 °C) bringen und den Rost gut einölen. Den Lachs trocken tupfen, mit dem Öl einreiben, salzen und pfeffern.',
          'Die Filets mit der Hautseite nach unten auf den Grill legen und 5–6 Minuten grillen, ohne sie zu bewegen, bis die Haut knusprig ist und sich leicht löst.',
          'Vorsichtig wenden und weitere 1–2 Minuten grillen, bis der Fisch gerade nicht mehr glasig, innen aber noch saftig ist.',
          'Sofort mit der Dillsoße, Zitronenspalten und neuen Kartoffeln oder Gurkensalat servieren.',
        ]),
        notes:
          'Mit einem Fischgrillkorb lässt sich der Lachs viel leichter wenden. In der Küche den Lachs mit der Hautseite nach unten 5 Minuten in einer heißen Pfanne braten, dann wenden und 1–2 Minuten weiterbraten.',
      },
      zh: {
        title: '烤三文鱼配莳萝芥末酱',
        description:
          '三文鱼排带皮朝下烤到鱼皮酥脆，配上用法式酸奶油、芥末和大量莳萝调成的清爽北欧酱汁。从开始到上桌只要二十分钟。',
        ingredients: [
          ...inGroup('三文鱼', [
            '带皮三文鱼排 4块（每块约150克）',
            '菜籽油 1汤匙',
            '片状海盐和胡椒 适量',
            '柠檬 1个，切角',
          ]),
          ...inGroup('莳萝酱', [
            '法式酸奶油 200克',
            '第戎芥末酱 1汤匙',
            '莳萝 1把，切碎',
            '柠檬汁 1汤匙',
            '盐和胡椒 适量',
          ]),
        ],
        steps: inGroup(null, [
          '把酸奶油、芥末酱、莳萝和柠檬汁拌匀，调味后冷藏备用；放10分钟后味道更融合。',
          '烤架用高温预热（约230°C），烤网上充分刷油。三文鱼用厨房纸吸干水分，抹上油，撒盐和胡椒。',
          '鱼排带皮一面朝下放在烤架上，烤5–6分钟，期间不要移动，至鱼皮酥脆、能轻松离开烤网。',
          '小心翻面，再烤1–2分钟，至鱼肉刚刚变色、中心仍然多汁。',
          '立即上桌，配莳萝酱、柠檬角，以及新土豆或黄瓜沙拉。',
        ]),
        notes:
          '用烤鱼夹翻面会容易很多。在室内做的话，把三文鱼带皮朝下放进烧热的平底锅煎5分钟，翻面再煎1–2分钟即可。',
      },
    },
  },
  {
    key: 'pierogi-ruskie',
    cuisine: 'polish',
    difficulty: 'hard',
    servings: 6,
    prepMinutes: 60,
    cookMinutes: 40,
    totalMinutes: 130,
    dietaryFlags: ['Vegetarian', 'Nut-Free'],
    appliances: ['stovetop'],
    tags: ['dinner', 'comfort-food', 'vegetarian-main', 'batch-cooking'],
    text: {
      en: {
        title: 'Potato and cheese pierogi (pierogi ruskie)',
        description:
          "Poland's best-loved dumplings: soft dough around a peppery filling of potato, curd cheese and fried onion, topped with golden onions in butter. Makes about 40, and they freeze beautifully.",
        ingredients: [
          ...inGroup('For the filling', [
            '600 g floury potatoes, peeled and quartered',
            '1 tbsp sunflower oil',
            '1 large onion, finely chopped',
            '250 g twaróg or quark',
            '1 tsp salt',
            '½ tsp ground black pepper',
          ]),
          ...inGroup('For the dough', [
            '500 g plain flour, plus extra for dusting',
            '1 tsp salt',
            '1 egg',
            '2 tbsp sunflower oil',
            '250 ml warm water',
          ]),
          ...inGroup('To serve', ['50 g butter', '1 onion, sliced', '150 g sour cream']),
        ],
        steps: [
          ...inGroup('Make the filling', [
            'Boil the potatoes in salted water for 20 minutes, until tender, then drain and mash while hot. Meanwhile, fry the chopped onion in the oil for 10 minutes, until soft and golden.',
            'Mix the potatoes with the cheese, fried onion, salt and pepper. Taste: the filling should be boldly seasoned. Leave to cool completely.',
          ]),
          ...inGroup('Make the dough', [
            'Mix the flour and salt in a bowl, add the egg, oil and warm water and knead for 8–10 minutes into a smooth, soft dough. Cover and leave to rest for 30 minutes.',
          ]),
          ...inGroup('Fill and cook', [
            'Roll out a quarter of the dough at a time on a floured surface to about 2 mm thick and cut out rounds with a 7–8 cm glass or cutter.',
            'Put a heaped teaspoon of filling on each round, fold in half and pinch the edges firmly together so that no filling escapes. Lay on a floured tray under a tea towel.',
            'Bring a large pot of salted water to a gentle boil. Cook the pierogi in batches of about 10 for 2–3 minutes after they rise to the surface, then lift them out with a slotted spoon.',
            'Meanwhile, fry the sliced onion in the butter for 10 minutes, until golden. Spoon over the pierogi and serve with sour cream.',
          ]),
        ],
        notes:
          'Freeze uncooked pierogi on a floured tray, then bag them; cook them from frozen for a couple of minutes longer. Leftover boiled pierogi are delicious fried in butter the next day.',
      },
      es: {
        title: 'Pierogi de patata y queso (pierogi ruskie)',
        description:
          'Las empanadillas más queridas de Polonia: masa tierna rellena de patata, requesón y cebolla frita con mucha pimienta, cubiertas de cebolla dorada en mantequilla. Salen unas 40 y se congelan de maravilla.',
        ingredients: [
          ...inGroup('Para el relleno', [
            '600 g de patatas harinosas, peladas y en cuartos',
            '1 cucharada de aceite de girasol',
            '1 cebolla grande, picada fina',
            '250 g de twaróg o requesón',
            '1 cucharadita de sal',
            '½ cucharadita de pimienta negra molida',
          ]),
          ...inGroup('Para la masa', [
            '500 g de harina de trigo, y un poco más para espolvorear',
            '1 cucharadita de sal',
            '1 huevo',
            '2 cucharadas de aceite de girasol',
            '250 ml de agua tibia',
          ]),
          ...inGroup('Para servir', ['50 g de mantequilla', '1 cebolla, en juliana', '150 g de nata agria']),
        ],
        steps: [
          ...inGroup('Prepara el relleno', [
            'Cuece las patatas en agua con sal 20 minutos, hasta que estén tiernas; escúrrelas y cháfalas en caliente. Mientras tanto, fríe la cebolla picada en el aceite 10 minutos, hasta que esté blanda y dorada.',
            'Mezcla la patata con el queso, la cebolla frita, la sal y la pimienta. Prueba: el relleno debe quedar bien sazonado. Deja que se enfríe por completo.',
          ]),
          ...inGroup('Prepara la masa', [
            'Mezcla la harina y la sal en un bol, añade el huevo, el aceite y el agua tibia y amasa de 8 a 10 minutos hasta obtener una masa lisa y suave. Tápala y déjala reposar 30 minutos.',
          ]),
          ...inGroup('Rellena y cuece', [
            'Estira la masa por cuartos sobre la encimera enharinada hasta que tenga unos 2 mm de grosor y corta círculos con un vaso o cortapastas de 7-8 cm.',
            'Pon una cucharadita colmada de relleno en cada círculo, dóblalo por la mitad y pellizca bien los bordes para que no se salga el relleno. Colócalos en una bandeja enharinada bajo un paño.',
            'Lleva a ebullición suave una olla grande de agua con sal. Cuece los pierogi en tandas de unos 10 durante 2-3 minutos desde que suban a la superficie y sácalos con una espumadera.',
            'Mientras tanto, fríe la cebolla en juliana en la mantequilla 10 minutos, hasta que se dore. Viértela sobre los pierogi y sirve con la nata agria.',
          ]),
        ],
        notes:
          'Congela los pierogi crudos en una bandeja enharinada y después pásalos a una bolsa; cuécelos sin descongelar un par de minutos más. Los que sobren ya cocidos están buenísimos al día siguiente, dorados en mantequilla.',
      },
      fr: {
        title: 'Pierogi pommes de terre et fromage (pierogi ruskie)',
        description:
          "Les raviolis préférés des Polonais : une pâte tendre autour d'une farce bien poivrée de pommes de terre, de fromage frais et d'oignon revenu, nappés d'oignons dorés au beurre. Pour une quarantaine de pierogi, qui se congèlent à merveille.",
        ingredients: [
          ...inGroup('Pour la farce', [
            '600 g de pommes de terre farineuses, épluchées et coupées en quatre',
            "1 cuillère à soupe d'huile de tournesol",
            '1 gros oignon, finement haché',
            '250 g de twaróg ou de fromage blanc égoutté',
            '1 cuillère à café de sel',
            '½ cuillère à café de poivre noir moulu',
          ]),
          ...inGroup('Pour la pâte', [
            '500 g de farine, plus un peu pour le plan de travail',
            '1 cuillère à café de sel',
            '1 œuf',
            "2 cuillères à soupe d'huile de tournesol",
            "250 ml d'eau tiède",
          ]),
          ...inGroup('Pour servir', ['50 g de beurre', '1 oignon, émincé', '150 g de crème aigre']),
        ],
        steps: [
          ...inGroup('Préparer la farce', [
            "Faites cuire les pommes de terre 20 minutes à l'eau salée, jusqu'à ce qu'elles soient tendres, puis égouttez-les et écrasez-les encore chaudes. Pendant ce temps, faites revenir l'oignon haché dans l'huile 10 minutes, jusqu'à ce qu'il soit tendre et doré.",
            "Mélangez les pommes de terre avec le fromage, l'oignon revenu, le sel et le poivre. Goûtez : la farce doit être bien relevée. Laissez refroidir complètement.",
          ]),
          ...inGroup('Préparer la pâte', [
            "Mélangez la farine et le sel dans un saladier, ajoutez l'œuf, l'huile et l'eau tiède et pétrissez 8 à 10 minutes pour obtenir une pâte lisse et souple. Couvrez et laissez reposer 30 minutes.",
          ]),
          ...inGroup('Garnir et cuire', [
            "Étalez la pâte un quart à la fois sur le plan de travail fariné, sur environ 2 mm d'épaisseur, et découpez des disques avec un verre ou un emporte-pièce de 7 à 8 cm.",
            "Déposez une cuillerée à café bombée de farce sur chaque disque, repliez-le en deux et pincez fermement les bords pour que la farce ne s'échappe pas. Posez-les sur un plateau fariné sous un torchon.",
            "Portez une grande casserole d'eau salée à légère ébullition. Faites cuire les pierogi par fournées d'environ 10, 2 à 3 minutes à partir du moment où ils remontent à la surface, puis retirez-les à l'écumoire.",
            "Pendant ce temps, faites dorer l'oignon émincé dans le beurre 10 minutes. Versez-le sur les pierogi et servez avec la crème aigre.",
          ]),
        ],
        notes:
          'Congelez les pierogi crus sur un plateau fariné, puis mettez-les en sachet ; faites-les cuire sans décongeler, deux minutes de plus. Les restes de pierogi cuits sont délicieux poêlés au beurre le lendemain.',
      },
      de: {
        title: 'Piroggen mit Kartoffel-Quark-Füllung (Pierogi ruskie)',
        description:
          'Polens beliebteste Teigtaschen: weicher Teig um eine pfeffrige Füllung aus Kartoffeln, Quark und gebratenen Zwiebeln, dazu goldene Butterzwiebeln. Ergibt etwa 40 Stück und lässt sich wunderbar einfrieren.',
        ingredients: [
          ...inGroup('Für die Füllung', [
            '600 g mehligkochende Kartoffeln, geschält und geviertelt',
            '1 EL Sonnenblumenöl',
            '1 große Zwiebel, fein gehackt',
            '250 g Twaróg oder Magerquark, gut abgetropft',
            '1 TL Salz',
            '½ TL gemahlener schwarzer Pfeffer',
          ]),
          ...inGroup('Für den Teig', [
            '500 g Weizenmehl und etwas mehr zum Bestäuben',
            '1 TL Salz',
            '1 Ei',
            '2 EL Sonnenblumenöl',
            '250 ml warmes Wasser',
          ]),
          ...inGroup('Zum Servieren', ['50 g Butter', '1 Zwiebel, in Streifen', '150 g saure Sahne']),
        ],
        steps: [
          ...inGroup('Füllung zubereiten', [
            'Die Kartoffeln in Salzwasser 20 Minuten weich kochen, abgießen und heiß zerstampfen. Inzwischen die gehackte Zwiebel im Öl 10 Minuten weich und goldgelb braten.',
            'Die Kartoffeln mit Quark, gebratener Zwiebel, Salz und Pfeffer vermengen. Abschmecken – die Füllung soll kräftig gewürzt sein. Vollständig abkühlen lassen.',
          ]),
          ...inGroup('Teig zubereiten', [
            'Mehl und Salz in einer Schüssel mischen, Ei, Öl und warmes Wasser zugeben und 8–10 Minuten zu einem glatten, weichen Teig kneten. Zugedeckt 30 Minuten ruhen lassen.',
          ]),
          ...inGroup('Füllen und garen', [
            'Den Teig viertelweise auf einer bemehlten Fläche etwa 2 mm dünn ausrollen und mit einem Glas oder Ausstecher von 7–8 cm Kreise ausstechen.',
            'Je einen gehäuften Teelöffel Füllung daraufsetzen, den Teig zur Hälfte zusammenklappen und die Ränder fest zusammendrücken, damit keine Füllung austritt. Auf einem bemehlten Brett unter einem Tuch ablegen.',
            'Reichlich Salzwasser in einem großen Topf leicht sprudelnd kochen. Die Piroggen in Portionen von etwa 10 Stück garen, bis sie aufsteigen, dann noch 2–3 Minuten ziehen lassen und mit einer Schaumkelle herausheben.',
            'Inzwischen die Zwiebelstreifen in der Butter 10 Minuten goldbraun braten. Über die Piroggen geben und mit saurer Sahne servieren.',
          ]),
        ],
        notes:
          'Ungekochte Piroggen auf einem bemehlten Blech einfrieren und dann in Beutel füllen; gefroren garen und ein paar Minuten länger rechnen. Übrige gekochte Piroggen schmecken am nächsten Tag in Butter gebraten hervorragend.',
      },
      zh: {
        title: '波兰土豆奶酪饺子',
        description:
          '波兰人最爱的饺子：柔软的面皮包着土豆、鲜奶酪和炒洋葱做成的胡椒味馅料，上面再浇上黄油煎得金黄的洋葱。约可做40个，冷冻保存效果极好。',
        ingredients: [
          ...inGroup('馅料', [
            '粉质土豆 600克，去皮切四块',
            '葵花籽油 1汤匙',
            '大洋葱 1个，切碎',
            '波兰鲜奶酪或夸克奶酪 250克',
            '盐 1茶匙',
            '黑胡椒粉 ½茶匙',
          ]),
          ...inGroup('面皮', [
            '普通面粉 500克，另备少许撒面用',
            '盐 1茶匙',
            '鸡蛋 1个',
            '葵花籽油 2汤匙',
            '温水 250毫升',
          ]),
          ...inGroup('配餐', ['黄油 50克', '洋葱 1个，切丝', '酸奶油 150克']),
        ],
        steps: [
          ...inGroup('做馅料', [
            '土豆放入盐水中煮20分钟至软，沥干后趁热压成泥。同时，用油把洋葱碎炒10分钟至软身金黄。',
            '土豆泥与奶酪、炒洋葱、盐和黑胡椒拌匀。尝一尝，馅料要调得够味。放至完全冷却。',
          ]),
          ...inGroup('和面', [
            '面粉和盐在盆中混合，加入鸡蛋、油和温水，揉8–10分钟成光滑柔软的面团。盖好醒30分钟。',
          ]),
          ...inGroup('包饺子煮熟', [
            '每次取四分之一的面团，在撒了面粉的台面上擀成约2毫米厚，用直径7–8厘米的杯子或模具压出圆片。',
            '每张面皮中间放满满一茶匙馅料，对折后用力捏紧边缘，不要让馅料漏出。放在撒了面粉的托盘上，盖上布。',
            '大锅盐水烧至微沸，饺子每批约10个下锅，浮起后再煮2–3分钟，用漏勺捞出。',
            '同时，用黄油把洋葱丝煎10分钟至金黄。浇在饺子上，配酸奶油食用。',
          ]),
        ],
        notes:
          '生饺子先放在撒了面粉的托盘上冷冻，冻硬后再装袋；不用解冻直接煮，多煮两分钟即可。吃剩的熟饺子第二天用黄油煎一煎，非常好吃。',
      },
    },
  },
  {
    key: 'banana-bread',
    cuisine: 'american',
    difficulty: 'easy',
    servings: 10,
    prepMinutes: 15,
    cookMinutes: 55,
    totalMinutes: 100,
    dietaryFlags: ['Vegetarian'],
    appliances: ['oven'],
    tags: ['baking', 'breakfast', 'snack', 'kid-friendly'],
    text: {
      en: {
        title: 'Banana bread',
        description:
          'A moist, lightly spiced loaf that turns overripe bananas into the best thing in the kitchen. Mixed by hand in two bowls, no mixer needed.',
        ingredients: inGroup(null, [
          '3 very ripe bananas (about 350 g peeled)',
          '100 g butter, melted, plus extra for the tin',
          '150 g light brown sugar',
          '2 eggs',
          '1 tsp vanilla extract',
          '225 g plain flour',
          '1 tsp bicarbonate of soda',
          '1 tsp baking powder',
          '½ tsp ground cinnamon',
          'a pinch of salt',
          '75 g walnuts, roughly chopped (optional)',
        ]),
        steps: inGroup(null, [
          'Heat the oven to 180 °C. Butter a loaf tin of about 22 × 12 cm and line it with baking paper.',
          'Mash the bananas in a large bowl with a fork until almost smooth. Stir in the melted butter, sugar, eggs and vanilla.',
          'In another bowl, mix the flour, bicarbonate of soda, baking powder, cinnamon and salt. Fold into the banana mixture with a spatula until just combined; a few streaks of flour are fine. Fold in the walnuts.',
          'Scrape into the tin and bake for 50–60 minutes, until risen and golden and a skewer pushed into the middle comes out clean. If it browns too fast, cover loosely with foil after 40 minutes.',
          'Leave in the tin for 10 minutes, then lift onto a wire rack and let it cool for at least 20 minutes before slicing.',
        ]),
        notes:
          'The darker and spottier the bananas, the sweeter and moister the bread. Well wrapped, it keeps for 3 days at room temperature, and slices freeze well for toasting.',
      },
      es: {
        title: 'Pan de plátano (banana bread)',
        description:
          'Un bizcocho jugoso y ligeramente especiado que convierte los plátanos demasiado maduros en lo mejor de la cocina. Se mezcla a mano en dos boles, sin batidora.',
        ingredients: inGroup(null, [
          '3 plátanos muy maduros (unos 350 g pelados)',
          '100 g de mantequilla derretida, y un poco más para el molde',
          '150 g de azúcar moreno claro',
          '2 huevos',
          '1 cucharadita de extracto de vainilla',
          '225 g de harina de trigo',
          '1 cucharadita de bicarbonato sódico',
          '1 cucharadita de levadura química',
          '½ cucharadita de canela molida',
          'una pizca de sal',
          '75 g de nueces, troceadas (opcional)',
        ]),
        steps: inGroup(null, [
          'Precalienta el horno a 180 °C. Engrasa con mantequilla un molde rectangular de unos 22 × 12 cm y fórralo con papel de horno.',
          'Chafa los plátanos con un tenedor en un bol grande hasta que queden casi lisos. Incorpora la mantequilla derretida, el azúcar, los huevos y la vainilla.',
          'En otro bol, mezcla la harina, el bicarbonato, la levadura, la canela y la sal. Incorpóralo a la mezcla de plátano con una espátula, con movimientos envolventes, solo hasta que se integre; no pasa nada si quedan vetas de harina. Añade las nueces.',
          'Vierte la masa en el molde y hornea de 50 a 60 minutos, hasta que suba, esté dorado y al pinchar el centro con una brocheta salga limpia. Si se dora demasiado rápido, cúbrelo con papel de aluminio a los 40 minutos.',
          'Déjalo en el molde 10 minutos, pásalo a una rejilla y deja que se enfríe al menos 20 minutos antes de cortarlo.',
        ]),
        notes:
          'Cuanto más oscuros y moteados estén los plátanos, más dulce y jugoso queda. Bien envuelto se conserva 3 días a temperatura ambiente, y las rebanadas se congelan bien para tostarlas.',
      },
      fr: {
        title: 'Banana bread (cake à la banane)',
        description:
          "Un cake moelleux et légèrement épicé qui transforme les bananes trop mûres en ce qu'il y a de meilleur dans la cuisine. Mélangé à la main dans deux saladiers, sans batteur.",
        ingredients: inGroup(null, [
          '3 bananes très mûres (environ 350 g épluchées)',
          '100 g de beurre fondu, plus un peu pour le moule',
          '150 g de cassonade blonde',
          '2 œufs',
          "1 cuillère à café d'extrait de vanille",
          '225 g de farine',
          '1 cuillère à café de bicarbonate de soude',
          '1 cuillère à café de levure chimique',
          '½ cuillère à café de cannelle moulue',
          'une pincée de sel',
          '75 g de cerneaux de noix, grossièrement hachés (facultatif)',
        ]),
        steps: inGroup(null, [
          "Préchauffez le four à 180 °C. Beurrez un moule à cake d'environ 22 × 12 cm et chemisez-le de papier cuisson.",
          "Écrasez les bananes à la fourchette dans un grand saladier jusqu'à obtenir une purée presque lisse. Ajoutez le beurre fondu, le sucre, les œufs et la vanille.",
          "Dans un autre saladier, mélangez la farine, le bicarbonate, la levure, la cannelle et le sel. Incorporez-les à la spatule au mélange à la banane, juste assez pour qu'il n'y ait plus de farine sèche ; quelques traînées ne sont pas graves. Ajoutez les noix.",
          "Versez la pâte dans le moule et enfournez 50 à 60 minutes, jusqu'à ce que le cake soit gonflé et doré et qu'une pique plantée au centre ressorte sèche. S'il colore trop vite, couvrez-le d'une feuille d'aluminium au bout de 40 minutes.",
          'Laissez-le 10 minutes dans le moule, puis démoulez-le sur une grille et laissez-le refroidir au moins 20 minutes avant de le trancher.',
        ]),
        notes:
          'Plus les bananes sont noires et tachetées, plus le cake est sucré et moelleux. Bien emballé, il se garde 3 jours à température ambiante, et les tranches se congèlent très bien pour être grillées.',
      },
      de: {
        title: 'Bananenbrot',
        description:
          'Ein saftiger, leicht gewürzter Kastenkuchen, der überreife Bananen in das Beste der ganzen Küche verwandelt. Von Hand in zwei Schüsseln gerührt, ganz ohne Mixer.',
        ingredients: inGroup(null, [
          '3 sehr reife Bananen (etwa 350 g geschält)',
          '100 g Butter, geschmolzen, und etwas mehr für die Form',
          '150 g brauner Zucker',
          '2 Eier',
          '1 TL Vanilleextrakt',
          '225 g Weizenmehl',
          '1 TL Natron',
          '1 TL Backpulver',
          '½ TL gemahlener Zimt',
          'eine Prise Salz',
          '75 g Walnusskerne, grob gehackt (nach Belieben)',
        ]),
        steps: inGroup(null, [
          'Den Backofen auf 180 °C vorheizen. Eine Kastenform von etwa 22 × 12 cm fetten und mit Backpapier auslegen.',
          'Die Bananen in einer großen Schüssel mit einer Gabel fast glatt zerdrücken. Geschmolzene Butter, Zucker, Eier und Vanille unterrühren.',
          'In einer zweiten Schüssel Mehl, Natron, Backpulver, Zimt und Salz mischen. Mit einem Teigschaber unter die Bananenmasse heben, nur bis kein trockenes Mehl mehr zu sehen ist – ein paar Mehlschlieren schaden nicht. Die Walnüsse unterheben.',
          'Den Teig in die Form füllen und 50–60 Minuten backen, bis er aufgegangen und goldbraun ist und an einem Holzstäbchen in der Mitte kein Teig mehr klebt. Bräunt er zu schnell, nach 40 Minuten locker mit Alufolie abdecken.',
          'Nach 10 Minuten aus der Form heben, auf ein Kuchengitter setzen und vor dem Anschneiden mindestens 20 Minuten abkühlen lassen.',
        ]),
        notes:
          'Je dunkler und fleckiger die Bananen, desto süßer und saftiger wird das Brot. Gut eingewickelt hält es sich 3 Tage bei Zimmertemperatur, und Scheiben lassen sich gut einfrieren und toasten.',
      },
      zh: {
        title: '香蕉面包',
        description:
          '湿润、带淡淡香料味的磅蛋糕，让熟过头的香蕉变成厨房里最受欢迎的东西。用两个碗手工拌好，不需要打蛋器。',
        ingredients: inGroup(null, [
          '熟透的香蕉 3根（去皮约350克）',
          '黄油 100克，融化，另备少许抹模具',
          '浅色红糖 150克',
          '鸡蛋 2个',
          '香草精 1茶匙',
          '普通面粉 225克',
          '小苏打 1茶匙',
          '泡打粉 1茶匙',
          '肉桂粉 ½茶匙',
          '盐 一小撮',
          '核桃仁 75克，粗略切碎（可选）',
        ]),
        steps: inGroup(null, [
          '烤箱预热至180°C。约22 × 12厘米的长方形吐司模抹上黄油，铺好烘焙纸。',
          '香蕉放入大碗，用叉子压成几乎顺滑的泥。拌入融化的黄油、糖、鸡蛋和香草精。',
          '另取一个碗，混合面粉、小苏打、泡打粉、肉桂粉和盐。用刮刀翻拌进香蕉糊里，拌到刚好没有干粉即可，留几道面粉痕迹也没关系。最后拌入核桃。',
          '面糊倒入模具，烤50–60分钟，至面包膨起、表面金黄，用竹签插入中心拔出时不粘面糊。如果上色太快，可在40分钟后松松地盖上锡纸。',
          '在模具里放10分钟，然后取出放在晾架上，至少晾20分钟再切片。',
        ]),
        notes: '香蕉越黑、斑点越多，面包就越甜越湿润。包好后室温可保存3天，切片冷冻后拿来烤着吃也很好。',
      },
    },
  },
  {
    key: 'chocolate-chip-cookies',
    cuisine: 'american',
    difficulty: 'easy',
    servings: 12,
    prepMinutes: 15,
    cookMinutes: 24,
    totalMinutes: 70,
    dietaryFlags: ['Vegetarian', 'Nut-Free'],
    appliances: ['stand-mixer', 'oven'],
    tags: ['baking', 'dessert', 'snack', 'kid-friendly'],
    text: {
      en: {
        title: 'Chewy chocolate chip cookies',
        description:
          'Golden at the edges, soft and chewy in the middle and packed with dark chocolate. Makes 24; chilling the dough for half an hour gives them their toffee-like depth.',
        ingredients: inGroup(null, [
          '125 g soft unsalted butter',
          '100 g light brown sugar',
          '75 g caster sugar',
          '1 egg',
          '1 tsp vanilla extract',
          '200 g plain flour',
          '½ tsp bicarbonate of soda',
          '½ tsp salt',
          '175 g dark chocolate chips or chopped dark chocolate',
        ]),
        steps: inGroup(null, [
          'Beat the butter and both sugars in the stand mixer with the paddle for 3 minutes, until pale and creamy.',
          'Add the egg and vanilla and beat for 1 minute more, scraping down the bowl.',
          'Mix the flour, bicarbonate of soda and salt, add to the bowl and mix on low speed just until no dry flour remains. Stir in the chocolate by hand.',
          'Cover and chill the dough for 30 minutes; chilled dough spreads less and tastes more of caramel.',
          'Heat the oven to 180 °C and line two baking trays with baking paper. Roll the dough into 24 balls and set them well apart, 12 per tray.',
          'Bake one tray at a time for 10–12 minutes, until golden at the edges but still pale and soft in the middle. Leave on the tray for 5 minutes to firm up, then move to a wire rack.',
        ]),
        notes:
          'The cookies keep for 5 days in an airtight tin. The dough balls freeze well; bake them from frozen for 1–2 minutes longer.',
      },
      es: {
        title: 'Galletas con pepitas de chocolate',
        description:
          'Doradas por los bordes, tiernas y melosas en el centro y llenas de chocolate negro. Salen 24; enfriar la masa media hora les da ese sabor profundo a caramelo.',
        ingredients: inGroup(null, [
          '125 g de mantequilla sin sal, blanda',
          '100 g de azúcar moreno claro',
          '75 g de azúcar blanco fino',
          '1 huevo',
          '1 cucharadita de extracto de vainilla',
          '200 g de harina de trigo',
          '½ cucharadita de bicarbonato sódico',
          '½ cucharadita de sal',
          '175 g de pepitas de chocolate negro o chocolate negro troceado',
        ]),
        steps: inGroup(null, [
          'Bate la mantequilla con los dos azúcares en la batidora amasadora con la pala 3 minutos, hasta que quede clara y cremosa.',
          'Añade el huevo y la vainilla y bate 1 minuto más, rebañando las paredes del bol.',
          'Mezcla la harina, el bicarbonato y la sal, añádelo al bol y bate a velocidad baja solo hasta que no quede harina seca. Incorpora el chocolate a mano.',
          'Tapa la masa y refrigérala 30 minutos; así se expande menos en el horno y sabe más a caramelo.',
          'Precalienta el horno a 180 °C y forra dos bandejas con papel de horno. Forma 24 bolas con la masa y colócalas bien separadas, 12 por bandeja.',
          'Hornea las bandejas de una en una de 10 a 12 minutos, hasta que los bordes estén dorados y el centro siga pálido y blando. Déjalas 5 minutos en la bandeja para que se asienten y pásalas a una rejilla.',
        ]),
        notes:
          'Se conservan 5 días en una lata hermética. Las bolas de masa se congelan bien; hornéalas sin descongelar 1-2 minutos más.',
      },
      fr: {
        title: 'Cookies moelleux aux pépites de chocolat',
        description:
          'Dorés sur les bords, tendres et moelleux au centre et pleins de chocolat noir. Pour 24 cookies ; une demi-heure de repos au frais donne à la pâte son goût de caramel.',
        ingredients: inGroup(null, [
          '125 g de beurre doux mou',
          '100 g de cassonade blonde',
          '75 g de sucre en poudre',
          '1 œuf',
          "1 cuillère à café d'extrait de vanille",
          '200 g de farine',
          '½ cuillère à café de bicarbonate de soude',
          '½ cuillère à café de sel',
          '175 g de pépites de chocolat noir ou de chocolat noir haché',
        ]),
        steps: inGroup(null, [
          "Battez le beurre et les deux sucres au robot pâtissier muni de la feuille 3 minutes, jusqu'à ce que le mélange soit pâle et crémeux.",
          "Ajoutez l'œuf et la vanille et battez encore 1 minute en raclant les parois de la cuve.",
          "Mélangez la farine, le bicarbonate et le sel, ajoutez-les dans la cuve et mélangez à petite vitesse juste jusqu'à ce qu'il ne reste plus de farine sèche. Incorporez le chocolat à la main.",
          "Couvrez et réservez la pâte 30 minutes au réfrigérateur : elle s'étalera moins et aura un goût plus caramélisé.",
          'Préchauffez le four à 180 °C et tapissez deux plaques de papier cuisson. Formez 24 boules de pâte et espacez-les bien, 12 par plaque.',
          "Enfournez une plaque à la fois 10 à 12 minutes, jusqu'à ce que les bords soient dorés mais le centre encore pâle et mou. Laissez raffermir 5 minutes sur la plaque, puis transférez sur une grille.",
        ]),
        notes:
          'Les cookies se gardent 5 jours dans une boîte hermétique. Les boules de pâte se congèlent bien ; faites-les cuire sans décongeler, 1 à 2 minutes de plus.',
      },
      de: {
        title: 'Weiche Chocolate-Chip-Cookies',
        description:
          'Am Rand goldbraun, in der Mitte weich und saftig und voller Zartbitterschokolade. Ergibt 24 Stück; eine halbe Stunde im Kühlschrank gibt dem Teig sein karamelliges Aroma.',
        ingredients: inGroup(null, [
          '125 g weiche ungesalzene Butter',
          '100 g brauner Zucker',
          '75 g feiner Zucker',
          '1 Ei',
          '1 TL Vanilleextrakt',
          '200 g Weizenmehl',
          '½ TL Natron',
          '½ TL Salz',
          '175 g Zartbitter-Schokotropfen oder gehackte Zartbitterschokolade',
        ]),
        steps: inGroup(null, [
          'Butter und beide Zuckersorten in der Küchenmaschine mit dem Flachrührer 3 Minuten hell und cremig schlagen.',
          'Ei und Vanille zugeben und 1 Minute weiterschlagen, dabei den Schüsselrand abschaben.',
          'Mehl, Natron und Salz mischen, in die Schüssel geben und auf niedriger Stufe nur so lange rühren, bis kein trockenes Mehl mehr zu sehen ist. Die Schokolade von Hand unterheben.',
          'Den Teig abgedeckt 30 Minuten kalt stellen; gekühlter Teig läuft weniger breit und schmeckt karamelliger.',
          'Den Backofen auf 180 °C vorheizen und zwei Bleche mit Backpapier belegen. Aus dem Teig 24 Kugeln formen und mit viel Abstand verteilen, 12 pro Blech.',
          'Die Bleche nacheinander 10–12 Minuten backen, bis die Ränder goldbraun, die Mitte aber noch hell und weich ist. 5 Minuten auf dem Blech fest werden lassen, dann auf ein Kuchengitter setzen.',
        ]),
        notes:
          'In einer luftdichten Dose halten sich die Cookies 5 Tage. Die Teigkugeln lassen sich gut einfrieren; gefroren backen und 1–2 Minuten länger im Ofen lassen.',
      },
      zh: {
        title: '软心巧克力豆曲奇',
        description:
          '边缘金黄，中心柔软有嚼劲，满满都是黑巧克力。可做24块；面团冷藏半小时，会带出浓郁的焦糖风味。',
        ingredients: inGroup(null, [
          '软化的无盐黄油 125克',
          '浅色红糖 100克',
          '细砂糖 75克',
          '鸡蛋 1个',
          '香草精 1茶匙',
          '普通面粉 200克',
          '小苏打 ½茶匙',
          '盐 ½茶匙',
          '黑巧克力豆或切碎的黑巧克力 175克',
        ]),
        steps: inGroup(null, [
          '黄油和两种糖放入厨师机，用扁平搅拌桨打3分钟，至颜色变浅、质地蓬松。',
          '加入鸡蛋和香草精，再打1分钟，中途刮一下盆壁。',
          '面粉、小苏打和盐混合后倒入盆中，低速搅拌到刚好看不见干粉。用手拌入巧克力。',
          '面团盖好冷藏30分钟；冷藏过的面团烤时不易摊开，焦糖味也更浓。',
          '烤箱预热至180°C，两个烤盘铺上烘焙纸。把面团搓成24个小球，每盘12个，彼此留出足够间距。',
          '一次烤一盘，烤10–12分钟，至边缘金黄、中心仍然浅色柔软。在烤盘上放5分钟定型，再移到晾架上。',
        ]),
        notes: '装进密封罐可保存5天。搓好的面团球冷冻效果很好，不用解冻直接烤，多烤1–2分钟即可。',
      },
    },
  },
];
