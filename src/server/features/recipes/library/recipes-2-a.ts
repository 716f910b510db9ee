import type { LibraryRecipe } from './library-types';

/**
 * Built-in library, part 2, first half: Chinese, Japanese, Korean, Thai, Vietnamese and Indian
 * recipes. Our own text in en, es, fr, de and zh: every language lists the same ingredients
 * and steps in the same order, so only the words differ. recipes-2.ts joins the two halves.
 */
export const LIBRARY_PART_2_A: LibraryRecipe[] = [
  {
    key: 'egg-fried-rice',
    cuisine: 'chinese',
    difficulty: 'easy',
    servings: 2,
    prepMinutes: 10,
    cookMinutes: 10,
    totalMinutes: 20,
    dietaryFlags: ['Vegetarian', 'Dairy-Free', 'Nut-Free'],
    appliances: ['stovetop', 'wok'],
    tags: ['lunch', 'dinner', 'quick', 'side'],
    text: {
      en: {
        title: 'Egg fried rice',
        description:
          "The best use for yesterday's rice: cold grains, scrambled egg and a handful of vegetables tossed in a very hot wok until every grain is separate and lightly toasted.",
        ingredients: [
          { group: null, text: '600 g cooked rice, well chilled (about 250 g uncooked)' },
          { group: null, text: '3 eggs' },
          { group: null, text: '½ tsp salt' },
          { group: null, text: '3 tbsp neutral oil' },
          { group: null, text: '2 garlic cloves, finely chopped' },
          { group: null, text: '1 carrot, finely diced' },
          { group: null, text: '100 g frozen peas' },
          { group: null, text: '3 spring onions, thinly sliced, white and green parts kept apart' },
          { group: null, text: '1½ tbsp light soy sauce' },
          { group: null, text: '1 tsp toasted sesame oil' },
          { group: null, text: 'a pinch of ground white pepper' },
        ],
        steps: [
          {
            group: null,
            text: 'Break up the cold rice with your fingers so that no clumps are left. Beat the eggs with the salt.',
          },
          {
            group: null,
            text: 'Heat the wok over high heat until it just starts to smoke, add 2 tbsp of the oil and pour in the eggs. Stir for 30–40 seconds, until softly set but still a little wet, then tip them onto a plate.',
          },
          {
            group: null,
            text: 'Add the rest of the oil, then the garlic, carrot and the white parts of the spring onions. Stir-fry for 1 minute.',
          },
          {
            group: null,
            text: 'Add the rice and peas. Keep tossing, pressing the rice against the hot sides of the wok, for 3–4 minutes, until it is piping hot and the grains start to jump.',
          },
          {
            group: null,
            text: 'Return the egg, breaking it into small pieces, and pour the soy sauce around the edge of the wok so it sizzles. Toss for 1 minute more, then stir in the sesame oil, white pepper and green onion tops. Taste for salt and serve straight away.',
          },
        ],
        notes:
          'Freshly cooked rice turns mushy. If that is all you have, spread it on a tray and let it cool and dry out for 30 minutes first. Leftover ham, prawns or diced chicken can go in with the carrot.',
      },
      es: {
        title: 'Arroz frito con huevo',
        description:
          'La mejor salida para el arroz del día anterior: granos fríos, huevo revuelto y un puñado de verduras salteados en un wok muy caliente hasta que cada grano quede suelto y ligeramente tostado.',
        ingredients: [
          { group: null, text: '600 g de arroz cocido, bien frío (unos 250 g en crudo)' },
          { group: null, text: '3 huevos' },
          { group: null, text: '½ cucharadita de sal' },
          { group: null, text: '3 cucharadas de aceite neutro' },
          { group: null, text: '2 dientes de ajo, picados finos' },
          { group: null, text: '1 zanahoria, en daditos' },
          { group: null, text: '100 g de guisantes congelados' },
          {
            group: null,
            text: '3 cebolletas, en rodajas finas, con la parte blanca y la verde por separado',
          },
          { group: null, text: '1½ cucharadas de salsa de soja clara' },
          { group: null, text: '1 cucharadita de aceite de sésamo tostado' },
          { group: null, text: 'una pizca de pimienta blanca molida' },
        ],
        steps: [
          {
            group: null,
            text: 'Desgrana el arroz frío con los dedos para que no quede ningún grumo. Bate los huevos con la sal.',
          },
          {
            group: null,
            text: 'Calienta el wok a fuego fuerte hasta que empiece a humear, añade 2 cucharadas del aceite y vierte los huevos. Remueve durante 30–40 segundos, hasta que cuajen pero sigan algo jugosos, y pásalos a un plato.',
          },
          {
            group: null,
            text: 'Añade el resto del aceite y después el ajo, la zanahoria y la parte blanca de las cebolletas. Saltea durante 1 minuto.',
          },
          {
            group: null,
            text: 'Incorpora el arroz y los guisantes. Saltea sin parar durante 3–4 minutos, aplastando el arroz contra las paredes calientes del wok, hasta que esté muy caliente y los granos empiecen a saltar.',
          },
          {
            group: null,
            text: 'Devuelve el huevo al wok, rompiéndolo en trocitos, y vierte la salsa de soja por el borde para que chisporrotee. Saltea 1 minuto más y termina con el aceite de sésamo, la pimienta blanca y la parte verde de las cebolletas. Rectifica de sal y sirve enseguida.',
          },
        ],
        notes:
          'El arroz recién hecho se apelmaza. Si es lo único que tienes, extiéndelo en una bandeja y déjalo enfriar y secar 30 minutos antes. Puedes añadir restos de jamón, gambas o pollo en dados junto con la zanahoria.',
      },
      fr: {
        title: 'Riz sauté aux œufs',
        description:
          "Le meilleur sort pour le riz de la veille : des grains froids, des œufs brouillés et une poignée de légumes saisis dans un wok très chaud, jusqu'à ce que chaque grain soit bien détaché et légèrement grillé.",
        ingredients: [
          { group: null, text: '600 g de riz cuit, bien froid (environ 250 g cru)' },
          { group: null, text: '3 œufs' },
          { group: null, text: '½ cuillère à café de sel' },
          { group: null, text: "3 cuillères à soupe d'huile neutre" },
          { group: null, text: "2 gousses d'ail, finement hachées" },
          { group: null, text: '1 carotte, coupée en petits dés' },
          { group: null, text: '100 g de petits pois surgelés' },
          { group: null, text: '3 oignons nouveaux, émincés finement, blanc et vert séparés' },
          { group: null, text: '1½ cuillère à soupe de sauce soja claire' },
          { group: null, text: "1 cuillère à café d'huile de sésame grillé" },
          { group: null, text: '1 pincée de poivre blanc moulu' },
        ],
        steps: [
          {
            group: null,
            text: "Égrenez le riz froid du bout des doigts pour qu'il ne reste aucun paquet. Battez les œufs avec le sel.",
          },
          {
            group: null,
            text: "Faites chauffer le wok à feu vif jusqu'à ce qu'il fume légèrement, ajoutez 2 cuillères à soupe d'huile et versez les œufs. Remuez pendant 30 à 40 secondes, jusqu'à ce qu'ils soient pris mais encore baveux, puis réservez-les sur une assiette.",
          },
          {
            group: null,
            text: "Versez le reste de l'huile, puis l'ail, la carotte et le blanc des oignons nouveaux. Faites sauter pendant 1 minute.",
          },
          {
            group: null,
            text: "Ajoutez le riz et les petits pois. Faites sauter sans arrêt pendant 3 à 4 minutes en pressant le riz contre les parois brûlantes du wok, jusqu'à ce qu'il soit très chaud et que les grains se mettent à sauter.",
          },
          {
            group: null,
            text: "Remettez les œufs en les cassant en petits morceaux et versez la sauce soja sur le bord du wok pour qu'elle grésille. Faites sauter encore 1 minute, puis ajoutez l'huile de sésame, le poivre blanc et le vert des oignons. Rectifiez le sel et servez aussitôt.",
          },
        ],
        notes:
          "Le riz fraîchement cuit devient pâteux. Si vous n'avez que celui-là, étalez-le sur une plaque et laissez-le refroidir et sécher 30 minutes. Un reste de jambon, de crevettes ou de poulet en dés peut rejoindre la carotte.",
      },
      de: {
        title: 'Gebratener Reis mit Ei',
        description:
          'Die beste Verwendung für Reis vom Vortag: kalte Körner, Rührei und eine Handvoll Gemüse, im sehr heißen Wok geschwenkt, bis jedes Korn locker und leicht geröstet ist.',
        ingredients: [
          { group: null, text: '600 g gekochter Reis, gut gekühlt (etwa 250 g ungekocht)' },
          { group: null, text: '3 Eier' },
          { group: null, text: '½ TL Salz' },
          { group: null, text: '3 EL neutrales Öl' },
          { group: null, text: '2 Knoblauchzehen, fein gehackt' },
          { group: null, text: '1 Möhre, fein gewürfelt' },
          { group: null, text: '100 g TK-Erbsen' },
          {
            group: null,
            text: '3 Frühlingszwiebeln, in feine Ringe geschnitten, Weißes und Grünes getrennt',
          },
          { group: null, text: '1½ EL helle Sojasauce' },
          { group: null, text: '1 TL geröstetes Sesamöl' },
          { group: null, text: '1 Prise gemahlener weißer Pfeffer' },
        ],
        steps: [
          {
            group: null,
            text: 'Den kalten Reis mit den Fingern auflockern, bis keine Klumpen mehr übrig sind. Die Eier mit dem Salz verquirlen.',
          },
          {
            group: null,
            text: 'Den Wok bei starker Hitze erhitzen, bis er leicht raucht, 2 EL Öl hineingeben und die Eier hineingießen. 30–40 Sekunden rühren, bis sie gestockt, aber noch leicht feucht sind, dann auf einen Teller geben.',
          },
          {
            group: null,
            text: 'Das restliche Öl in den Wok geben, dann Knoblauch, Möhre und das Weiße der Frühlingszwiebeln 1 Minute pfannenrühren.',
          },
          {
            group: null,
            text: 'Reis und Erbsen zugeben. 3–4 Minuten unter ständigem Wenden braten und den Reis dabei immer wieder an die heiße Wokwand drücken, bis er durch und durch heiß ist und die Körner zu springen beginnen.',
          },
          {
            group: null,
            text: 'Das Ei in kleinen Stücken zurück in den Wok geben und die Sojasauce am Rand entlang angießen, sodass sie zischt. Noch 1 Minute schwenken, dann Sesamöl, weißen Pfeffer und das Grün der Frühlingszwiebeln untermischen. Mit Salz abschmecken und sofort servieren.',
          },
        ],
        notes:
          'Frisch gekochter Reis wird matschig. Wenn nichts anderes da ist, ihn auf einem Blech ausbreiten und 30 Minuten abkühlen und antrocknen lassen. Reste von Schinken, Garnelen oder gewürfeltem Hähnchen können mit der Möhre in den Wok.',
      },
      zh: {
        title: '蛋炒饭',
        description:
          '隔夜饭最好的归宿：冷米饭、炒蛋和一把蔬菜，在烧得滚烫的锅里快速翻炒，直到粒粒分明、微带焦香。',
        ingredients: [
          { group: null, text: '熟米饭 600克，提前冷藏（约生米250克）' },
          { group: null, text: '鸡蛋 3个' },
          { group: null, text: '盐 ½茶匙' },
          { group: null, text: '食用油 3汤匙' },
          { group: null, text: '大蒜 2瓣，切末' },
          { group: null, text: '胡萝卜 1根，切小丁' },
          { group: null, text: '冷冻青豆 100克' },
          { group: null, text: '葱 3根，切葱花，葱白和葱绿分开' },
          { group: null, text: '生抽 1½汤匙' },
          { group: null, text: '香油 1茶匙' },
          { group: null, text: '白胡椒粉 少许' },
        ],
        steps: [
          { group: null, text: '用手把冷米饭抓散，不要留结块。鸡蛋加盐打散。' },
          {
            group: null,
            text: '大火把锅烧到微微冒烟，倒入2汤匙油，下蛋液翻炒30–40秒，炒到刚凝固、还略带湿润时盛出。',
          },
          { group: null, text: '锅中倒入剩下的油，下蒜末、胡萝卜丁和葱白，翻炒1分钟。' },
          {
            group: null,
            text: '倒入米饭和青豆，不停翻炒，并用锅铲把米饭压向滚烫的锅壁，炒3–4分钟，直到米饭热透、米粒开始在锅里跳动。',
          },
          {
            group: null,
            text: '把炒蛋倒回锅中并铲成小块，沿锅边淋入生抽，激出香味。再翻炒1分钟，加入香油、白胡椒粉和葱绿拌匀。尝一下咸淡，立即出锅。',
          },
        ],
        notes:
          '刚煮好的米饭容易炒得发黏；如果只有新米饭，先摊在盘子里晾30分钟，让表面的水汽散掉。剩下的火腿、虾仁或鸡丁可以和胡萝卜一起下锅。',
      },
    },
  },
  {
    key: 'mapo-tofu',
    cuisine: 'chinese',
    difficulty: 'medium',
    servings: 3,
    prepMinutes: 15,
    cookMinutes: 15,
    totalMinutes: 30,
    dietaryFlags: ['Dairy-Free'],
    appliances: ['stovetop', 'wok'],
    tags: ['dinner', 'spicy'],
    text: {
      en: {
        title: 'Mapo tofu',
        description:
          'Soft tofu simmered in a glossy, fiery sauce of chili bean paste, a little minced pork and plenty of tingling Sichuan pepper. Serve it with lots of plain rice.',
        ingredients: [
          { group: null, text: '500 g soft or silken tofu, cut into 2 cm cubes' },
          { group: null, text: '1 tsp salt' },
          { group: null, text: '2 tsp Sichuan peppercorns' },
          { group: null, text: '2 tbsp neutral oil' },
          { group: null, text: '150 g minced pork' },
          { group: null, text: '2 tbsp Sichuan chili bean paste (doubanjiang)' },
          { group: null, text: '1 tbsp fermented black beans, rinsed and chopped' },
          { group: null, text: '3 garlic cloves, finely chopped' },
          { group: null, text: '1 tbsp finely chopped fresh ginger' },
          { group: null, text: '1–2 tbsp chili oil' },
          { group: null, text: '250 ml chicken stock or water' },
          { group: null, text: '1 tsp light soy sauce' },
          { group: null, text: '½ tsp sugar' },
          { group: null, text: '1 tbsp cornstarch, mixed with 3 tbsp cold water' },
          { group: null, text: '2 spring onions, thinly sliced' },
        ],
        steps: [
          {
            group: null,
            text: 'Bring a pan of water to a gentle simmer with the salt, slide in the tofu and leave it for 2 minutes; this firms the cubes so they hold together in the sauce. Lift them out carefully and drain.',
          },
          {
            group: null,
            text: 'Toast the Sichuan peppercorns in the dry wok over low heat for 2–3 minutes, until fragrant, then grind them finely and set aside.',
          },
          {
            group: null,
            text: 'Heat the oil in the wok over high heat and fry the pork for 3–4 minutes, breaking it up, until browned and a little crisp.',
          },
          {
            group: null,
            text: 'Turn the heat down to medium, add the chili bean paste and fry for 1 minute, until the oil turns red. Add the black beans, garlic and ginger and stir for 30 seconds more.',
          },
          {
            group: null,
            text: "Pour in the stock, chili oil, soy sauce and sugar and bring to a boil. Slide in the tofu and nudge it with the back of a spoon rather than stirring, so it doesn't break. Simmer for 5 minutes.",
          },
          {
            group: null,
            text: 'Stir the cornstarch mixture, pour it in in two or three additions and shake the wok gently until the sauce clings to the tofu. Scatter over the spring onions and half of the ground Sichuan pepper, and put the rest on the table.',
          },
        ],
        notes:
          'For a vegan version, replace the pork with 150 g finely chopped shiitake (fresh, or dried and soaked), fried until well browned, and use water or vegetable stock. Doubanjiang varies a lot in saltiness from brand to brand, so taste before adding more soy sauce.',
      },
      es: {
        title: 'Mapo tofu',
        description:
          'Tofu tierno cocido a fuego lento en una salsa brillante y picante de pasta de judías con chile, con un poco de cerdo picado y mucha pimienta de Sichuan, esa que hormiguea en la lengua. Sírvelo con abundante arroz blanco.',
        ingredients: [
          { group: null, text: '500 g de tofu blando o sedoso, en dados de 2 cm' },
          { group: null, text: '1 cucharadita de sal' },
          { group: null, text: '2 cucharaditas de pimienta de Sichuan' },
          { group: null, text: '2 cucharadas de aceite neutro' },
          { group: null, text: '150 g de carne de cerdo picada' },
          { group: null, text: '2 cucharadas de pasta de judías con chile de Sichuan (doubanjiang)' },
          { group: null, text: '1 cucharada de judías negras fermentadas, enjuagadas y picadas' },
          { group: null, text: '3 dientes de ajo, picados finos' },
          { group: null, text: '1 cucharada de jengibre fresco picado fino' },
          { group: null, text: '1–2 cucharadas de aceite de chile' },
          { group: null, text: '250 ml de caldo de pollo o agua' },
          { group: null, text: '1 cucharadita de salsa de soja clara' },
          { group: null, text: '½ cucharadita de azúcar' },
          { group: null, text: '1 cucharada de maicena, disuelta en 3 cucharadas de agua fría' },
          { group: null, text: '2 cebolletas, en rodajas finas' },
        ],
        steps: [
          {
            group: null,
            text: 'Pon un cazo de agua con la sal a hervir suavemente, echa el tofu y déjalo 2 minutos; así los dados se afirman y no se deshacen en la salsa. Sácalos con cuidado y escúrrelos.',
          },
          {
            group: null,
            text: 'Tuesta la pimienta de Sichuan en el wok en seco, a fuego bajo, durante 2–3 minutos, hasta que desprenda aroma. Muélela fina y resérvala.',
          },
          {
            group: null,
            text: 'Calienta el aceite en el wok a fuego fuerte y sofríe la carne durante 3–4 minutos, desmenuzándola, hasta que esté dorada y algo crujiente.',
          },
          {
            group: null,
            text: 'Baja a fuego medio, añade la pasta de judías con chile y sofríe 1 minuto, hasta que el aceite se tiña de rojo. Agrega las judías negras, el ajo y el jengibre y remueve 30 segundos más.',
          },
          {
            group: null,
            text: 'Vierte el caldo, el aceite de chile, la salsa de soja y el azúcar y lleva a ebullición. Incorpora el tofu y empújalo con el dorso de una cuchara en lugar de remover, para que no se rompa. Cuece a fuego lento durante 5 minutos.',
          },
          {
            group: null,
            text: 'Remueve la mezcla de maicena, añádela en dos o tres veces y mueve el wok con suavidad hasta que la salsa envuelva el tofu. Espolvorea las cebolletas y la mitad de la pimienta de Sichuan molida; deja el resto en la mesa.',
          },
        ],
        notes:
          'Para una versión vegana, cambia el cerdo por 150 g de shiitake picados finos (frescos, o secos e hidratados), bien dorados, y usa agua o caldo de verduras. La sal del doubanjiang varía mucho de una marca a otra: prueba antes de añadir más soja.',
      },
      fr: {
        title: 'Mapo tofu',
        description:
          'Du tofu fondant mijoté dans une sauce brillante et relevée à la pâte de fèves pimentée, avec un peu de porc haché et une bonne dose de poivre du Sichuan, qui picote la langue. À servir avec beaucoup de riz nature.',
        ingredients: [
          { group: null, text: '500 g de tofu soyeux ou tendre, coupé en cubes de 2 cm' },
          { group: null, text: '1 cuillère à café de sel' },
          { group: null, text: '2 cuillères à café de poivre du Sichuan' },
          { group: null, text: "2 cuillères à soupe d'huile neutre" },
          { group: null, text: '150 g de porc haché' },
          { group: null, text: '2 cuillères à soupe de pâte de fèves pimentée du Sichuan (doubanjiang)' },
          { group: null, text: '1 cuillère à soupe de haricots noirs fermentés, rincés et hachés' },
          { group: null, text: "3 gousses d'ail, finement hachées" },
          { group: null, text: '1 cuillère à soupe de gingembre frais finement haché' },
          { group: null, text: "1 à 2 cuillères à soupe d'huile pimentée" },
          { group: null, text: "250 ml de bouillon de volaille ou d'eau" },
          { group: null, text: '1 cuillère à café de sauce soja claire' },
          { group: null, text: '½ cuillère à café de sucre' },
          {
            group: null,
            text: "1 cuillère à soupe de fécule de maïs, délayée dans 3 cuillères à soupe d'eau froide",
          },
          { group: null, text: '2 oignons nouveaux, émincés finement' },
        ],
        steps: [
          {
            group: null,
            text: "Portez une casserole d'eau à frémissement avec le sel, glissez-y le tofu et laissez-le 2 minutes : les cubes se raffermissent et se tiendront mieux dans la sauce. Retirez-les délicatement et égouttez-les.",
          },
          {
            group: null,
            text: "Faites griller le poivre du Sichuan à sec dans le wok, à feu doux, pendant 2 à 3 minutes, jusqu'à ce qu'il embaume, puis moulez-le finement et réservez.",
          },
          {
            group: null,
            text: "Chauffez l'huile dans le wok à feu vif et faites revenir le porc pendant 3 à 4 minutes en l'émiettant, jusqu'à ce qu'il soit doré et un peu croustillant.",
          },
          {
            group: null,
            text: "Baissez à feu moyen, ajoutez la pâte de fèves et faites-la revenir 1 minute, jusqu'à ce que l'huile devienne rouge. Ajoutez les haricots noirs, l'ail et le gingembre et remuez encore 30 secondes.",
          },
          {
            group: null,
            text: "Versez le bouillon, l'huile pimentée, la sauce soja et le sucre et portez à ébullition. Ajoutez le tofu et poussez-le doucement avec le dos d'une cuillère plutôt que de mélanger, pour ne pas le briser. Laissez mijoter pendant 5 minutes.",
          },
          {
            group: null,
            text: "Remuez la fécule délayée, versez-la en deux ou trois fois et secouez doucement le wok jusqu'à ce que la sauce nappe le tofu. Parsemez d'oignons nouveaux et de la moitié du poivre du Sichuan moulu ; posez le reste sur la table.",
          },
        ],
        notes:
          "Version végane : remplacez le porc par 150 g de shiitakés finement hachés (frais, ou séchés et réhydratés), bien dorés, et utilisez de l'eau ou un bouillon de légumes. Le doubanjiang est plus ou moins salé selon les marques : goûtez avant d'ajouter de la sauce soja.",
      },
      de: {
        title: 'Mapo Tofu',
        description:
          'Zarter Tofu, geschmort in einer glänzenden, scharfen Sauce aus Chili-Bohnenpaste mit etwas Schweinehack und reichlich Szechuanpfeffer, der auf der Zunge kribbelt. Dazu gehört viel einfacher Reis.',
        ingredients: [
          { group: null, text: '500 g Seidentofu oder weicher Tofu, in 2 cm große Würfel geschnitten' },
          { group: null, text: '1 TL Salz' },
          { group: null, text: '2 TL Szechuanpfeffer' },
          { group: null, text: '2 EL neutrales Öl' },
          { group: null, text: '150 g Schweinehackfleisch' },
          { group: null, text: '2 EL Sichuan-Chili-Bohnenpaste (Doubanjiang)' },
          { group: null, text: '1 EL fermentierte schwarze Bohnen, abgespült und gehackt' },
          { group: null, text: '3 Knoblauchzehen, fein gehackt' },
          { group: null, text: '1 EL frischer Ingwer, fein gehackt' },
          { group: null, text: '1–2 EL Chiliöl' },
          { group: null, text: '250 ml Hühnerbrühe oder Wasser' },
          { group: null, text: '1 TL helle Sojasauce' },
          { group: null, text: '½ TL Zucker' },
          { group: null, text: '1 EL Speisestärke, mit 3 EL kaltem Wasser angerührt' },
          { group: null, text: '2 Frühlingszwiebeln, in feine Ringe geschnitten' },
        ],
        steps: [
          {
            group: null,
            text: 'Einen Topf Wasser mit dem Salz zum Simmern bringen, den Tofu hineingleiten und 2 Minuten darin ziehen lassen; so werden die Würfel fester und zerfallen später nicht in der Sauce. Vorsichtig herausheben und abtropfen lassen.',
          },
          {
            group: null,
            text: 'Den Szechuanpfeffer im trockenen Wok bei schwacher Hitze 2–3 Minuten rösten, bis er duftet, dann fein mahlen und beiseitestellen.',
          },
          {
            group: null,
            text: 'Das Öl im Wok stark erhitzen und das Hackfleisch darin 3–4 Minuten krümelig und leicht knusprig braten.',
          },
          {
            group: null,
            text: 'Die Hitze auf mittlere Stufe reduzieren, die Bohnenpaste zugeben und 1 Minute braten, bis sich das Öl rot färbt. Schwarze Bohnen, Knoblauch und Ingwer zufügen und weitere 30 Sekunden rühren.',
          },
          {
            group: null,
            text: 'Brühe, Chiliöl, Sojasauce und Zucker angießen und aufkochen. Den Tofu hineingleiten lassen und nur mit dem Rücken eines Löffels vorsichtig verschieben, statt zu rühren, damit er nicht zerbricht. 5 Minuten köcheln lassen.',
          },
          {
            group: null,
            text: 'Die Stärkemischung aufrühren, in zwei bis drei Portionen zugießen und den Wok sanft schwenken, bis die Sauce den Tofu überzieht. Mit den Frühlingszwiebeln und der Hälfte des gemahlenen Szechuanpfeffers bestreuen, den Rest mit auf den Tisch stellen.',
          },
        ],
        notes:
          'Vegane Variante: statt Schweinefleisch 150 g fein gehackte Shiitake (frisch oder getrocknet und eingeweicht) kräftig anbraten und Wasser oder Gemüsebrühe verwenden. Doubanjiang ist je nach Marke sehr unterschiedlich salzig, daher vor dem Nachwürzen mit Sojasauce probieren.',
      },
      zh: {
        title: '麻婆豆腐',
        description:
          '嫩豆腐在红亮麻辣的豆瓣酱汁里小火烧透，配少许肉末和大把花椒粉，麻辣鲜香。一定要配上一大碗白米饭。',
        ingredients: [
          { group: null, text: '嫩豆腐 500克，切2厘米见方的块' },
          { group: null, text: '盐 1茶匙' },
          { group: null, text: '花椒 2茶匙' },
          { group: null, text: '食用油 2汤匙' },
          { group: null, text: '猪肉末 150克' },
          { group: null, text: '郫县豆瓣酱 2汤匙' },
          { group: null, text: '豆豉 1汤匙，冲洗后剁碎' },
          { group: null, text: '大蒜 3瓣，切末' },
          { group: null, text: '姜末 1汤匙' },
          { group: null, text: '辣椒油 1–2汤匙' },
          { group: null, text: '鸡汤或清水 250毫升' },
          { group: null, text: '生抽 1茶匙' },
          { group: null, text: '白糖 ½茶匙' },
          { group: null, text: '玉米淀粉 1汤匙，加3汤匙冷水调匀' },
          { group: null, text: '葱 2根，切葱花' },
        ],
        steps: [
          {
            group: null,
            text: '一锅水加盐烧至微开，放入豆腐块焯2分钟，这样豆腐更紧实，烧的时候不容易碎。小心捞出，沥干水分。',
          },
          { group: null, text: '花椒放入干锅，小火焙2–3分钟至出香味，取出碾成细粉备用。' },
          { group: null, text: '锅中倒油，大火烧热，下肉末煸炒3–4分钟，炒散炒香，至微微焦脆。' },
          { group: null, text: '转中火，加入豆瓣酱炒1分钟，炒出红油。再加豆豉、蒜末和姜末，翻炒30秒。' },
          {
            group: null,
            text: '倒入鸡汤、辣椒油、生抽和白糖，烧开。放入豆腐，用锅铲背轻轻推动，不要翻炒，以免把豆腐弄碎。小火烧5分钟。',
          },
          {
            group: null,
            text: '水淀粉搅匀，分两三次淋入，同时轻轻晃锅，直到汤汁浓稠、裹住豆腐。撒上葱花和一半花椒粉，剩下的放在桌上随意添加。',
          },
        ],
        notes:
          '素食版：用150克切碎的香菇（鲜香菇或泡发的干香菇）代替猪肉末，炒至上色，汤用清水或蔬菜高汤。不同品牌的豆瓣酱咸度差别很大，加生抽之前先尝一尝。',
      },
    },
  },
  {
    key: 'tomato-and-egg-stir-fry',
    cuisine: 'chinese',
    difficulty: 'easy',
    servings: 2,
    prepMinutes: 10,
    cookMinutes: 8,
    totalMinutes: 18,
    dietaryFlags: ['Vegetarian', 'Gluten-Free', 'Dairy-Free', 'Nut-Free'],
    appliances: ['stovetop', 'wok'],
    tags: ['dinner', 'quick', 'vegetarian-main', 'kid-friendly'],
    text: {
      en: {
        title: 'Tomato and egg stir-fry',
        description:
          'One of the first dishes many Chinese home cooks learn: fluffy scrambled egg folded into a quick, sweet-and-sour sauce of softened tomatoes. It is ready in the time the rice takes.',
        ingredients: [
          { group: null, text: '4 eggs' },
          { group: null, text: '½ tsp salt' },
          { group: null, text: '3 tbsp neutral oil' },
          { group: null, text: '3 ripe tomatoes (about 450 g), cut into wedges' },
          { group: null, text: '2 spring onions, sliced, white and green parts kept apart' },
          { group: null, text: '1 tsp sugar' },
          { group: null, text: '2 tbsp water' },
        ],
        steps: [
          { group: null, text: 'Beat the eggs with a pinch of the salt until evenly yellow.' },
          {
            group: null,
            text: 'Heat 2 tbsp of the oil in the wok over high heat. Pour in the eggs, let them puff up for a moment, then push them around in large curds for about 1 minute, until just set. Tip them onto a plate.',
          },
          {
            group: null,
            text: 'Add the rest of the oil and the white part of the spring onions, then the tomatoes. Stir-fry over medium-high heat for 3–4 minutes, pressing some of the wedges with the spatula, until the tomatoes collapse into a juicy sauce.',
          },
          {
            group: null,
            text: 'Season with the remaining salt and the sugar, add the water if the pan looks dry, and return the eggs. Fold everything together for 30 seconds, scatter with the green onion and serve over rice.',
          },
        ],
        notes:
          'How sweet to make it is a family matter: in northern China it tends to be saltier, in the south sweeter. A spoonful of ketchup helps pale winter tomatoes.',
      },
      es: {
        title: 'Salteado de tomate y huevo',
        description:
          'Uno de los primeros platos que se aprenden en cualquier cocina familiar china: huevo revuelto esponjoso mezclado con una salsa rápida, agridulce, de tomate pochado. Está listo en lo que tarda el arroz.',
        ingredients: [
          { group: null, text: '4 huevos' },
          { group: null, text: '½ cucharadita de sal' },
          { group: null, text: '3 cucharadas de aceite neutro' },
          { group: null, text: '3 tomates maduros (unos 450 g), en gajos' },
          { group: null, text: '2 cebolletas, en rodajas, con la parte blanca y la verde por separado' },
          { group: null, text: '1 cucharadita de azúcar' },
          { group: null, text: '2 cucharadas de agua' },
        ],
        steps: [
          {
            group: null,
            text: 'Bate los huevos con una pizca de la sal hasta que tengan un color amarillo uniforme.',
          },
          {
            group: null,
            text: 'Calienta 2 cucharadas del aceite en el wok a fuego fuerte. Vierte los huevos, deja que se inflen un instante y muévelos formando grumos grandes durante 1 minuto aproximadamente, hasta que estén recién cuajados. Pásalos a un plato.',
          },
          {
            group: null,
            text: 'Añade el resto del aceite y la parte blanca de las cebolletas y, a continuación, los tomates. Saltea a fuego medio-alto durante 3–4 minutos, aplastando algunos gajos con la espátula, hasta que el tomate se deshaga en una salsa jugosa.',
          },
          {
            group: null,
            text: 'Sazona con el resto de la sal y el azúcar, añade el agua si ves la sartén seca y devuelve los huevos. Mezcla con cuidado durante 30 segundos, espolvorea la parte verde de la cebolleta y sirve sobre arroz.',
          },
        ],
        notes:
          'El punto de dulzor depende de cada casa: en el norte de China suele ser más salado y en el sur, más dulce. Una cucharada de kétchup ayuda a los tomates pálidos de invierno.',
      },
      fr: {
        title: 'Œufs brouillés sautés aux tomates',
        description:
          "L'un des premiers plats qu'on apprend dans une cuisine familiale chinoise : des œufs brouillés moelleux enrobés d'une sauce aigre-douce express de tomates fondues. C'est prêt le temps que cuise le riz.",
        ingredients: [
          { group: null, text: '4 œufs' },
          { group: null, text: '½ cuillère à café de sel' },
          { group: null, text: "3 cuillères à soupe d'huile neutre" },
          { group: null, text: '3 tomates mûres (environ 450 g), coupées en quartiers' },
          { group: null, text: '2 oignons nouveaux, émincés, blanc et vert séparés' },
          { group: null, text: '1 cuillère à café de sucre' },
          { group: null, text: "2 cuillères à soupe d'eau" },
        ],
        steps: [
          {
            group: null,
            text: "Battez les œufs avec une pincée du sel jusqu'à obtenir une couleur jaune uniforme.",
          },
          {
            group: null,
            text: "Chauffez 2 cuillères à soupe d'huile dans le wok à feu vif. Versez les œufs, laissez-les gonfler un instant, puis poussez-les en gros morceaux pendant environ 1 minute, jusqu'à ce qu'ils soient tout juste pris. Réservez-les sur une assiette.",
          },
          {
            group: null,
            text: "Versez le reste de l'huile et le blanc des oignons nouveaux, puis les tomates. Faites sauter à feu moyen-vif pendant 3 à 4 minutes en écrasant quelques quartiers à la spatule, jusqu'à ce que les tomates s'effondrent en une sauce juteuse.",
          },
          {
            group: null,
            text: "Assaisonnez avec le reste du sel et le sucre, ajoutez l'eau si le wok semble sec, puis remettez les œufs. Mélangez délicatement pendant 30 secondes, parsemez du vert des oignons et servez sur du riz.",
          },
        ],
        notes:
          "Le degré de sucré est une affaire de famille : plutôt salé dans le nord de la Chine, plus sucré dans le sud. Une cuillerée de ketchup relève les tomates pâles d'hiver.",
      },
      de: {
        title: 'Tomaten mit Rührei aus dem Wok',
        description:
          'Eines der ersten Gerichte, die man in einer chinesischen Familienküche lernt: lockeres Rührei in einer schnellen, süßsauren Sauce aus weich geschmorten Tomaten. Fertig, während der Reis kocht.',
        ingredients: [
          { group: null, text: '4 Eier' },
          { group: null, text: '½ TL Salz' },
          { group: null, text: '3 EL neutrales Öl' },
          { group: null, text: '3 reife Tomaten (etwa 450 g), in Spalten geschnitten' },
          { group: null, text: '2 Frühlingszwiebeln, in Ringe geschnitten, Weißes und Grünes getrennt' },
          { group: null, text: '1 TL Zucker' },
          { group: null, text: '2 EL Wasser' },
        ],
        steps: [
          {
            group: null,
            text: 'Die Eier mit einer Prise vom Salz verquirlen, bis sie gleichmäßig gelb sind.',
          },
          {
            group: null,
            text: '2 EL Öl im Wok stark erhitzen. Die Eier hineingießen, kurz aufgehen lassen und dann etwa 1 Minute in großen Flocken zusammenschieben, bis sie gerade gestockt sind. Auf einen Teller geben.',
          },
          {
            group: null,
            text: 'Das restliche Öl und das Weiße der Frühlingszwiebeln in den Wok geben, dann die Tomaten. Bei mittlerer bis starker Hitze 3–4 Minuten pfannenrühren und einige Spalten mit dem Pfannenwender zerdrücken, bis die Tomaten zu einer saftigen Sauce zerfallen.',
          },
          {
            group: null,
            text: 'Mit dem übrigen Salz und dem Zucker würzen, bei Bedarf das Wasser zugeben und die Eier zurück in den Wok geben. 30 Sekunden vorsichtig unterheben, mit dem Grün der Frühlingszwiebeln bestreuen und auf Reis servieren.',
          },
        ],
        notes:
          'Wie süß es wird, ist Familiensache: Im Norden Chinas isst man es eher salzig, im Süden süßer. Ein Löffel Ketchup hilft blassen Wintertomaten.',
      },
      zh: {
        title: '番茄炒蛋',
        description: '很多中国家庭学会的第一道菜：蓬松的炒蛋裹上番茄炒出的酸甜汤汁，米饭煮好，菜也就好了。',
        ingredients: [
          { group: null, text: '鸡蛋 4个' },
          { group: null, text: '盐 ½茶匙' },
          { group: null, text: '食用油 3汤匙' },
          { group: null, text: '熟番茄 3个（约450克），切块' },
          { group: null, text: '葱 2根，切段，葱白和葱绿分开' },
          { group: null, text: '白糖 1茶匙' },
          { group: null, text: '清水 2汤匙' },
        ],
        steps: [
          { group: null, text: '鸡蛋加少许盐，打到蛋液颜色均匀。' },
          {
            group: null,
            text: '锅中倒入2汤匙油，大火烧热。倒入蛋液，待蛋液膨起后用锅铲推成大块，炒约1分钟，刚凝固即盛出。',
          },
          {
            group: null,
            text: '锅中倒入剩下的油，先下葱白，再下番茄块。中大火翻炒3–4分钟，用锅铲压碎一部分番茄，炒出浓稠的汤汁。',
          },
          {
            group: null,
            text: '加入剩下的盐和白糖调味，锅里太干就加清水，然后把鸡蛋倒回锅中。轻轻翻拌30秒，撒上葱绿，浇在米饭上吃。',
          },
        ],
        notes: '甜咸口味各家不同：北方偏咸，南方偏甜。冬天的番茄颜色淡、味道寡，可以加一勺番茄酱提味。',
      },
    },
  },
  {
    key: 'microwave-steamed-fish-ginger-spring-onion',
    cuisine: 'chinese',
    difficulty: 'easy',
    servings: 2,
    prepMinutes: 10,
    cookMinutes: 6,
    totalMinutes: 16,
    dietaryFlags: ['Pescatarian', 'Dairy-Free', 'Nut-Free'],
    appliances: ['microwave', 'stovetop'],
    tags: ['dinner', 'quick'],
    text: {
      en: {
        title: 'Microwave-steamed fish with ginger and spring onion',
        description:
          'The Cantonese steamed-fish treatment without a steamer: white fish cooked gently in the microwave, then finished with hot oil poured over ginger and spring onion so they sizzle.',
        ingredients: [
          { group: null, text: '2 white fish fillets, such as cod or haddock (about 300 g in total)' },
          { group: null, text: '½ tsp salt' },
          { group: null, text: '1 tbsp Shaoxing rice wine' },
          { group: null, text: '1 thumb-sized piece of fresh ginger, cut into fine matchsticks' },
          { group: null, text: '3 spring onions, cut into fine strips' },
          { group: null, text: '2 tbsp light soy sauce' },
          { group: null, text: '1 tsp sugar' },
          { group: null, text: '1 tbsp water' },
          { group: null, text: '2 tbsp neutral oil' },
          { group: null, text: 'coriander leaves, to serve' },
        ],
        steps: [
          {
            group: null,
            text: 'Pat the fish dry, lay it in a shallow microwave-safe dish and season with the salt and rice wine. Scatter half of the ginger on top.',
          },
          {
            group: null,
            text: "Cover with a plate or a microwave lid, leaving a small gap, and cook on full power (800–900 W) for 3 minutes. The fish is done when it is opaque and flakes in the thickest part; if it isn't, cook it in bursts of 30 seconds.",
          },
          {
            group: null,
            text: 'Pour off most of the cooking juices, keeping about 2 tbsp in the dish. Stir the soy sauce, sugar and water together and spoon it around the fish. Top with the rest of the ginger and the spring onions.',
          },
          {
            group: null,
            text: 'Heat the oil in a small pan until it just begins to smoke and pour it straight over the ginger and spring onions so they sizzle. Add the coriander and serve at once with rice.',
          },
        ],
        notes:
          'Microwaves differ: thick fillets (over 2.5 cm) need 4–5 minutes. Sea bass, tilapia or salmon work just as well. Dry sherry can stand in for Shaoxing wine.',
      },
      es: {
        title: 'Pescado al vapor en el microondas con jengibre y cebolleta',
        description:
          'El pescado al vapor cantonés sin vaporera: pescado blanco cocinado con suavidad en el microondas y rematado con aceite muy caliente vertido sobre el jengibre y la cebolleta para que chisporroteen.',
        ingredients: [
          { group: null, text: '2 filetes de pescado blanco, como bacalao o eglefino (unos 300 g en total)' },
          { group: null, text: '½ cucharadita de sal' },
          { group: null, text: '1 cucharada de vino de arroz Shaoxing' },
          { group: null, text: '1 trozo de jengibre fresco del tamaño de un pulgar, en bastoncitos finos' },
          { group: null, text: '3 cebolletas, en tiras finas' },
          { group: null, text: '2 cucharadas de salsa de soja clara' },
          { group: null, text: '1 cucharadita de azúcar' },
          { group: null, text: '1 cucharada de agua' },
          { group: null, text: '2 cucharadas de aceite neutro' },
          { group: null, text: 'hojas de cilantro, para servir' },
        ],
        steps: [
          {
            group: null,
            text: 'Seca el pescado con papel de cocina, colócalo en una fuente baja apta para microondas y sazónalo con la sal y el vino de arroz. Reparte por encima la mitad del jengibre.',
          },
          {
            group: null,
            text: 'Tapa con un plato o una tapa de microondas, dejando una pequeña rendija, y cocina a máxima potencia (800–900 W) durante 3 minutos. El pescado está listo cuando se ve opaco y se separa en lascas en la parte más gruesa; si no, sigue cocinando en tandas de 30 segundos.',
          },
          {
            group: null,
            text: 'Retira casi todo el jugo de cocción y deja unas 2 cucharadas en la fuente. Mezcla la salsa de soja, el azúcar y el agua y repártelo alrededor del pescado. Cubre con el resto del jengibre y las cebolletas.',
          },
          {
            group: null,
            text: 'Calienta el aceite en un cazo pequeño hasta que empiece a humear y viértelo directamente sobre el jengibre y las cebolletas para que chisporroteen. Añade el cilantro y sirve enseguida con arroz.',
          },
        ],
        notes:
          'Cada microondas es distinto: los filetes gruesos (más de 2,5 cm) necesitan 4–5 minutos. También sirven la lubina, la tilapia o el salmón. Un jerez seco puede sustituir al vino Shaoxing.',
      },
      fr: {
        title: 'Poisson vapeur au micro-ondes, gingembre et oignon nouveau',
        description:
          "Le poisson vapeur à la cantonaise sans cuit-vapeur : un poisson blanc cuit en douceur au micro-ondes, puis arrosé d'huile fumante sur le gingembre et l'oignon nouveau pour les faire grésiller.",
        ingredients: [
          { group: null, text: '2 filets de poisson blanc, cabillaud ou églefin (environ 300 g au total)' },
          { group: null, text: '½ cuillère à café de sel' },
          { group: null, text: '1 cuillère à soupe de vin de riz de Shaoxing' },
          {
            group: null,
            text: "1 morceau de gingembre frais de la taille d'un pouce, taillé en fine julienne",
          },
          { group: null, text: '3 oignons nouveaux, taillés en fines lanières' },
          { group: null, text: '2 cuillères à soupe de sauce soja claire' },
          { group: null, text: '1 cuillère à café de sucre' },
          { group: null, text: "1 cuillère à soupe d'eau" },
          { group: null, text: "2 cuillères à soupe d'huile neutre" },
          { group: null, text: 'feuilles de coriandre, pour servir' },
        ],
        steps: [
          {
            group: null,
            text: 'Épongez le poisson, posez-le dans un plat creux allant au micro-ondes et assaisonnez-le avec le sel et le vin de riz. Parsemez la moitié du gingembre sur le dessus.',
          },
          {
            group: null,
            text: "Couvrez d'une assiette ou d'un couvercle pour micro-ondes en laissant un petit jour et faites cuire à pleine puissance (800–900 W) pendant 3 minutes. Le poisson est cuit lorsqu'il est opaque et s'effeuille au cœur de la partie la plus épaisse ; sinon, prolongez par tranches de 30 secondes.",
          },
          {
            group: null,
            text: "Videz la plus grande partie du jus de cuisson en en gardant environ 2 cuillères à soupe dans le plat. Mélangez la sauce soja, le sucre et l'eau et versez autour du poisson. Couvrez avec le reste du gingembre et les oignons nouveaux.",
          },
          {
            group: null,
            text: "Faites chauffer l'huile dans une petite poêle jusqu'à ce qu'elle commence à fumer et versez-la aussitôt sur le gingembre et les oignons pour qu'ils grésillent. Ajoutez la coriandre et servez immédiatement avec du riz.",
          },
        ],
        notes:
          'Les micro-ondes varient : comptez 4 à 5 minutes pour des filets épais (plus de 2,5 cm). Le bar, le tilapia ou le saumon conviennent aussi. Un xérès sec peut remplacer le vin de Shaoxing.',
      },
      de: {
        title: 'Gedämpfter Fisch aus der Mikrowelle mit Ingwer und Frühlingszwiebeln',
        description:
          'Kantonesischer Dämpffisch ohne Dämpfeinsatz: weißer Fisch, sanft in der Mikrowelle gegart und zum Schluss mit rauchheißem Öl übergossen, das Ingwer und Frühlingszwiebeln aufzischen lässt.',
        ingredients: [
          { group: null, text: '2 weiße Fischfilets, etwa Kabeljau oder Schellfisch (insgesamt ca. 300 g)' },
          { group: null, text: '½ TL Salz' },
          { group: null, text: '1 EL Shaoxing-Reiswein' },
          { group: null, text: '1 daumengroßes Stück frischer Ingwer, in feine Stifte geschnitten' },
          { group: null, text: '3 Frühlingszwiebeln, in feine Streifen geschnitten' },
          { group: null, text: '2 EL helle Sojasauce' },
          { group: null, text: '1 TL Zucker' },
          { group: null, text: '1 EL Wasser' },
          { group: null, text: '2 EL neutrales Öl' },
          { group: null, text: 'Korianderblätter, zum Servieren' },
        ],
        steps: [
          {
            group: null,
            text: 'Den Fisch trocken tupfen, in eine flache, mikrowellengeeignete Form legen und mit Salz und Reiswein würzen. Die Hälfte des Ingwers darüberstreuen.',
          },
          {
            group: null,
            text: 'Mit einem Teller oder einer Mikrowellenhaube abdecken, dabei einen kleinen Spalt offen lassen, und bei voller Leistung (800–900 W) 3 Minuten garen. Der Fisch ist gar, wenn er an der dicksten Stelle undurchsichtig ist und in Lamellen zerfällt; sonst in Schritten von 30 Sekunden weitergaren.',
          },
          {
            group: null,
            text: 'Den Großteil des Garsafts abgießen und etwa 2 EL in der Form lassen. Sojasauce, Zucker und Wasser verrühren und rund um den Fisch verteilen. Den restlichen Ingwer und die Frühlingszwiebeln darauflegen.',
          },
          {
            group: null,
            text: 'Das Öl in einem kleinen Topf erhitzen, bis es gerade zu rauchen beginnt, und sofort über Ingwer und Frühlingszwiebeln gießen, sodass sie zischen. Mit Koriander bestreuen und gleich mit Reis servieren.',
          },
        ],
        notes:
          'Jede Mikrowelle ist anders: Dicke Filets (über 2,5 cm) brauchen 4–5 Minuten. Wolfsbarsch, Tilapia oder Lachs eignen sich genauso. Trockener Sherry kann den Shaoxing-Wein ersetzen.',
      },
      zh: {
        title: '微波炉葱姜蒸鱼',
        description:
          '不用蒸锅也能做粤式蒸鱼：白身鱼放进微波炉温和加热，最后把烧得滚烫的油浇在姜丝和葱丝上，“嗞”的一声香气四溢。',
        ingredients: [
          { group: null, text: '白身鱼柳 2块，如鳕鱼或黑线鳕（共约300克）' },
          { group: null, text: '盐 ½茶匙' },
          { group: null, text: '绍兴黄酒 1汤匙' },
          { group: null, text: '鲜姜 1块（拇指大小），切细丝' },
          { group: null, text: '葱 3根，切细丝' },
          { group: null, text: '生抽 2汤匙' },
          { group: null, text: '白糖 1茶匙' },
          { group: null, text: '清水 1汤匙' },
          { group: null, text: '食用油 2汤匙' },
          { group: null, text: '香菜叶 适量，装盘用' },
        ],
        steps: [
          { group: null, text: '鱼肉用厨房纸吸干水分，放入可微波的浅盘，用盐和黄酒抹匀，上面铺一半姜丝。' },
          {
            group: null,
            text: '盖上盘子或微波炉专用盖，留一条小缝，用最高火（800–900瓦）加热3分钟。鱼肉最厚处变白、能轻松拨开就熟了；如果还没熟，每次再加热30秒。',
          },
          {
            group: null,
            text: '倒掉大部分蒸出的汤汁，盘中留约2汤匙。生抽、白糖和清水调匀，沿鱼的四周淋入。把剩下的姜丝和葱丝铺在鱼上。',
          },
          {
            group: null,
            text: '小锅里把油烧到刚冒烟，立即浇在姜丝和葱丝上，激出香味。放上香菜叶，马上配米饭上桌。',
          },
        ],
        notes:
          '微波炉功率各不相同：较厚的鱼柳（超过2.5厘米）需要4–5分钟。鲈鱼、罗非鱼或三文鱼也很合适。没有绍兴酒可以用干雪利酒代替。',
      },
    },
  },
  {
    key: 'chicken-teriyaki',
    cuisine: 'japanese',
    difficulty: 'easy',
    servings: 4,
    prepMinutes: 10,
    cookMinutes: 45,
    totalMinutes: 55,
    dietaryFlags: ['Dairy-Free', 'Nut-Free'],
    appliances: ['rice-cooker', 'stovetop'],
    tags: ['dinner', 'kid-friendly'],
    text: {
      en: {
        title: 'Chicken teriyaki with rice',
        description:
          'Crisp-skinned chicken thighs glazed in a pan sauce of soy, mirin, sake and sugar: four ingredients, no bottled sauce, and the rice cooks itself while you fry.',
        ingredients: [
          { group: 'For the chicken', text: '4 boneless chicken thighs, skin on (about 700 g)' },
          { group: 'For the chicken', text: '½ tsp salt' },
          { group: 'For the chicken', text: '1 tsp neutral oil' },
          { group: 'For the sauce', text: '4 tbsp soy sauce' },
          { group: 'For the sauce', text: '4 tbsp mirin' },
          { group: 'For the sauce', text: '2 tbsp sake' },
          { group: 'For the sauce', text: '1 tbsp sugar' },
          { group: 'To serve', text: '300 g Japanese short-grain rice' },
          { group: 'To serve', text: '1 tsp toasted sesame seeds' },
          { group: 'To serve', text: '2 spring onions, thinly sliced' },
        ],
        steps: [
          {
            group: 'The rice',
            text: 'Rinse the rice in several changes of cold water until the water runs almost clear, then cook it in the rice cooker with the amount of water its markings show. With resting, this takes 40–45 minutes, so start it first.',
          },
          {
            group: 'The chicken',
            text: 'Pat the chicken dry, prick the skin a few times with a fork and sprinkle both sides with the salt. Stir the sauce ingredients together until the sugar dissolves.',
          },
          {
            group: 'The chicken',
            text: 'Lay the chicken skin side down in a cold frying pan with the oil, then turn the heat to medium. Cook for 8–10 minutes without moving it, pressing it flat now and then, until the skin is deep golden and crisp.',
          },
          {
            group: 'The chicken',
            text: 'Turn the pieces over and cook for 4–5 minutes more. Tip out most of the fat and wipe the pan with kitchen paper.',
          },
          {
            group: 'The chicken',
            text: 'Pour in the sauce and let it bubble for 3–4 minutes, turning the chicken again and again, until the sauce thickens into a shiny glaze that coats the meat.',
          },
          {
            group: 'The chicken',
            text: 'Let the chicken rest for 2 minutes, slice it and spoon over the glaze left in the pan. Serve on the rice with the sesame seeds and spring onions.',
          },
        ],
        notes:
          'No sake? Use dry white wine or water. Starting the chicken in a cold pan renders the fat slowly and gives the crispest skin.',
      },
      es: {
        title: 'Pollo teriyaki con arroz',
        description:
          'Contramuslos de pollo con la piel crujiente, glaseados en la sartén con soja, mirin, sake y azúcar: cuatro ingredientes, nada de salsa embotellada, y el arroz se hace solo mientras tanto.',
        ingredients: [
          { group: 'Para el pollo', text: '4 contramuslos de pollo deshuesados, con piel (unos 700 g)' },
          { group: 'Para el pollo', text: '½ cucharadita de sal' },
          { group: 'Para el pollo', text: '1 cucharadita de aceite neutro' },
          { group: 'Para la salsa', text: '4 cucharadas de salsa de soja' },
          { group: 'Para la salsa', text: '4 cucharadas de mirin' },
          { group: 'Para la salsa', text: '2 cucharadas de sake' },
          { group: 'Para la salsa', text: '1 cucharada de azúcar' },
          { group: 'Para servir', text: '300 g de arroz japonés de grano corto' },
          { group: 'Para servir', text: '1 cucharadita de semillas de sésamo tostadas' },
          { group: 'Para servir', text: '2 cebolletas, en rodajas finas' },
        ],
        steps: [
          {
            group: 'El arroz',
            text: 'Lava el arroz con agua fría, cambiándola varias veces, hasta que salga casi transparente, y cuécelo en la arrocera con la cantidad de agua que indican sus marcas. Con el reposo tarda 40–45 minutos, así que empieza por aquí.',
          },
          {
            group: 'El pollo',
            text: 'Seca el pollo, pincha la piel varias veces con un tenedor y sala por ambos lados. Mezcla los ingredientes de la salsa hasta que se disuelva el azúcar.',
          },
          {
            group: 'El pollo',
            text: 'Coloca el pollo con la piel hacia abajo en una sartén fría con el aceite y enciende a fuego medio. Cocina durante 8–10 minutos sin moverlo, aplastándolo de vez en cuando, hasta que la piel esté muy dorada y crujiente.',
          },
          {
            group: 'El pollo',
            text: 'Da la vuelta a las piezas y cocina 4–5 minutos más. Retira casi toda la grasa y limpia la sartén con papel de cocina.',
          },
          {
            group: 'El pollo',
            text: 'Vierte la salsa y deja que borbotee durante 3–4 minutos, girando el pollo una y otra vez, hasta que espese y forme un glaseado brillante que lo envuelva.',
          },
          {
            group: 'El pollo',
            text: 'Deja reposar el pollo 2 minutos, córtalo en tiras y napa con el glaseado que quede en la sartén. Sírvelo sobre el arroz con el sésamo y las cebolletas.',
          },
        ],
        notes:
          '¿Sin sake? Usa vino blanco seco o agua. Empezar con la sartén fría hace que la grasa se funda poco a poco y la piel quede más crujiente.',
      },
      fr: {
        title: 'Poulet teriyaki et riz',
        description:
          'Des hauts de cuisse de poulet à la peau croustillante, laqués à la poêle avec sauce soja, mirin, saké et sucre : quatre ingrédients, aucune sauce en bouteille, et le riz cuit tout seul pendant ce temps.',
        ingredients: [
          {
            group: 'Pour le poulet',
            text: '4 hauts de cuisse de poulet désossés, avec la peau (environ 700 g)',
          },
          { group: 'Pour le poulet', text: '½ cuillère à café de sel' },
          { group: 'Pour le poulet', text: "1 cuillère à café d'huile neutre" },
          { group: 'Pour la sauce', text: '4 cuillères à soupe de sauce soja' },
          { group: 'Pour la sauce', text: '4 cuillères à soupe de mirin' },
          { group: 'Pour la sauce', text: '2 cuillères à soupe de saké' },
          { group: 'Pour la sauce', text: '1 cuillère à soupe de sucre' },
          { group: 'Pour servir', text: '300 g de riz japonais à grain rond' },
          { group: 'Pour servir', text: '1 cuillère à café de graines de sésame grillées' },
          { group: 'Pour servir', text: '2 oignons nouveaux, émincés finement' },
        ],
        steps: [
          {
            group: 'Le riz',
            text: "Rincez le riz à l'eau froide en changeant l'eau plusieurs fois, jusqu'à ce qu'elle soit presque claire, puis faites-le cuire dans le cuiseur à riz avec la quantité d'eau indiquée par ses repères. Repos compris, comptez 40 à 45 minutes : commencez donc par lui.",
          },
          {
            group: 'Le poulet',
            text: "Épongez le poulet, piquez la peau à plusieurs reprises avec une fourchette et salez des deux côtés. Mélangez les ingrédients de la sauce jusqu'à ce que le sucre soit dissous.",
          },
          {
            group: 'Le poulet',
            text: "Posez le poulet côté peau dans une poêle froide avec l'huile, puis allumez à feu moyen. Faites cuire pendant 8 à 10 minutes sans le bouger, en l'aplatissant de temps en temps, jusqu'à ce que la peau soit bien dorée et croustillante.",
          },
          {
            group: 'Le poulet',
            text: "Retournez les morceaux et poursuivez la cuisson 4 à 5 minutes. Videz l'essentiel de la graisse et essuyez la poêle avec du papier absorbant.",
          },
          {
            group: 'Le poulet',
            text: "Versez la sauce et laissez bouillonner pendant 3 à 4 minutes en retournant sans cesse le poulet, jusqu'à ce que la sauce épaississe en un glaçage brillant qui l'enrobe.",
          },
          {
            group: 'Le poulet',
            text: 'Laissez reposer le poulet 2 minutes, tranchez-le et nappez-le du glaçage resté dans la poêle. Servez sur le riz avec le sésame et les oignons nouveaux.',
          },
        ],
        notes:
          "Pas de saké ? Prenez du vin blanc sec ou de l'eau. Démarrer dans une poêle froide fait fondre la graisse doucement et donne la peau la plus croustillante.",
      },
      de: {
        title: 'Teriyaki-Hähnchen mit Reis',
        description:
          'Hähnchenschenkel mit knuspriger Haut, in der Pfanne mit Sojasauce, Mirin, Sake und Zucker glasiert: vier Zutaten, keine Fertigsauce, und der Reis gart nebenher von selbst.',
        ingredients: [
          { group: 'Für das Hähnchen', text: '4 Hähnchenschenkel ohne Knochen, mit Haut (etwa 700 g)' },
          { group: 'Für das Hähnchen', text: '½ TL Salz' },
          { group: 'Für das Hähnchen', text: '1 TL neutrales Öl' },
          { group: 'Für die Sauce', text: '4 EL Sojasauce' },
          { group: 'Für die Sauce', text: '4 EL Mirin' },
          { group: 'Für die Sauce', text: '2 EL Sake' },
          { group: 'Für die Sauce', text: '1 EL Zucker' },
          { group: 'Zum Servieren', text: '300 g japanischer Rundkornreis' },
          { group: 'Zum Servieren', text: '1 TL geröstete Sesamsamen' },
          { group: 'Zum Servieren', text: '2 Frühlingszwiebeln, in feine Ringe geschnitten' },
        ],
        steps: [
          {
            group: 'Der Reis',
            text: 'Den Reis in mehrmals gewechseltem kaltem Wasser waschen, bis das Wasser fast klar bleibt, und dann im Reiskocher mit der Wassermenge laut Markierung garen. Mit Ruhezeit dauert das 40–45 Minuten, also zuerst damit beginnen.',
          },
          {
            group: 'Das Hähnchen',
            text: 'Das Hähnchen trocken tupfen, die Haut einige Male mit einer Gabel einstechen und beide Seiten salzen. Die Zutaten für die Sauce verrühren, bis sich der Zucker gelöst hat.',
          },
          {
            group: 'Das Hähnchen',
            text: 'Das Hähnchen mit der Hautseite nach unten zusammen mit dem Öl in eine kalte Pfanne legen und die Hitze auf mittlere Stufe stellen. 8–10 Minuten braten, ohne es zu bewegen, und zwischendurch flach drücken, bis die Haut tief goldbraun und knusprig ist.',
          },
          {
            group: 'Das Hähnchen',
            text: 'Die Stücke wenden und weitere 4–5 Minuten braten. Das meiste Fett abgießen und die Pfanne mit Küchenpapier auswischen.',
          },
          {
            group: 'Das Hähnchen',
            text: 'Die Sauce angießen und 3–4 Minuten sprudelnd einkochen lassen, dabei das Hähnchen immer wieder wenden, bis die Sauce zu einer glänzenden Glasur eindickt, die das Fleisch überzieht.',
          },
          {
            group: 'Das Hähnchen',
            text: 'Das Hähnchen 2 Minuten ruhen lassen, in Streifen schneiden und mit der restlichen Glasur aus der Pfanne beträufeln. Auf dem Reis mit Sesam und Frühlingszwiebeln servieren.',
          },
        ],
        notes:
          'Kein Sake im Haus? Trockener Weißwein oder Wasser tun es auch. In der kalten Pfanne zu beginnen lässt das Fett langsam austreten und macht die Haut besonders knusprig.',
      },
      zh: {
        title: '照烧鸡腿饭',
        description:
          '鸡皮煎得焦脆的去骨鸡腿，在锅里用酱油、味醂、清酒和糖收成亮汁：四种调料，不用买现成酱汁，米饭交给电饭煲就行。',
        ingredients: [
          { group: '鸡肉', text: '带皮去骨鸡腿 4个（约700克）' },
          { group: '鸡肉', text: '盐 ½茶匙' },
          { group: '鸡肉', text: '食用油 1茶匙' },
          { group: '酱汁', text: '酱油 4汤匙' },
          { group: '酱汁', text: '味醂 4汤匙' },
          { group: '酱汁', text: '清酒 2汤匙' },
          { group: '酱汁', text: '白糖 1汤匙' },
          { group: '装盘', text: '日本短粒米 300克' },
          { group: '装盘', text: '熟白芝麻 1茶匙' },
          { group: '装盘', text: '葱 2根，切葱花' },
        ],
        steps: [
          {
            group: '煮饭',
            text: '大米用冷水淘洗几遍，直到水基本清澈，然后按电饭煲内胆刻度加水煮饭。连焖饭在内需要40–45分钟，所以先煮饭。',
          },
          {
            group: '煎鸡',
            text: '鸡腿用厨房纸吸干，用叉子在鸡皮上扎几下，两面撒盐。把酱汁材料混合，搅拌到糖溶化。',
          },
          {
            group: '煎鸡',
            text: '鸡腿皮朝下放入冷锅，加油，再开中火。煎8–10分钟，不要翻动，不时用锅铲压平，直到鸡皮金黄焦脆。',
          },
          { group: '煎鸡', text: '翻面再煎4–5分钟。倒掉大部分油脂，用厨房纸把锅擦干净。' },
          {
            group: '煎鸡',
            text: '倒入酱汁，煮3–4分钟，期间不断翻动鸡腿，直到酱汁收浓，变成亮晶晶的糖浆裹在鸡肉上。',
          },
          { group: '煎鸡', text: '鸡腿静置2分钟后切条，淋上锅里剩下的酱汁。铺在米饭上，撒芝麻和葱花。' },
        ],
        notes: '没有清酒可以用干白葡萄酒或清水代替。冷锅下鸡皮能让油脂慢慢煎出来，鸡皮最脆。',
      },
    },
  },
  {
    key: 'miso-soup',
    cuisine: 'japanese',
    difficulty: 'easy',
    servings: 4,
    prepMinutes: 5,
    cookMinutes: 15,
    totalMinutes: 50,
    dietaryFlags: ['Vegetarian', 'Vegan', 'Dairy-Free', 'Nut-Free'],
    appliances: ['stovetop'],
    tags: ['soup', 'lunch', 'side'],
    text: {
      en: {
        title: 'Miso soup with tofu and wakame',
        description:
          'An everyday miso soup on a plant-based stock of kombu and dried shiitake, with silky tofu and wakame. The trick is never to let the miso boil.',
        ingredients: [
          { group: null, text: '1 litre water' },
          { group: null, text: '10 g kombu (a piece about 10 cm square)' },
          { group: null, text: '3 dried shiitake mushrooms' },
          { group: null, text: '2 tbsp dried wakame' },
          { group: null, text: '3 tbsp miso (white or mixed)' },
          { group: null, text: '200 g silken tofu, cut into 1.5 cm cubes' },
          { group: null, text: '2 spring onions, finely sliced' },
        ],
        steps: [
          {
            group: null,
            text: 'Put the water, kombu and shiitake in a pan and leave them to soak for 30 minutes (or overnight in the fridge): this is your dashi.',
          },
          {
            group: null,
            text: 'Heat slowly over medium-low heat. Just before it boils, after about 10 minutes, lift out the kombu; boiled kombu turns slimy and bitter. Simmer the shiitake for 5 minutes more, then take them out too, slice them and return them to the pan if you like.',
          },
          { group: null, text: 'Meanwhile soak the wakame in cold water for 5 minutes and drain it.' },
          {
            group: null,
            text: 'Turn the heat down so that the stock no longer bubbles. Put the miso in a ladle or a small sieve, lower it into the stock and stir until it has dissolved.',
          },
          {
            group: null,
            text: 'Add the tofu and wakame and warm them through for 2 minutes without boiling, as boiling dulls the aroma of the miso. Ladle into bowls and top with the spring onions.',
          },
        ],
        notes:
          'Misos differ in saltiness: start with 2 tbsp, taste, then add more. If you are not cooking vegan, a dashi of kombu and bonito flakes is the classic base.',
      },
      es: {
        title: 'Sopa de miso con tofu y wakame',
        description:
          'Una sopa de miso de diario sobre un caldo vegetal de kombu y shiitake secas, con tofu sedoso y wakame. El secreto es no dejar nunca que el miso hierva.',
        ingredients: [
          { group: null, text: '1 litro de agua' },
          { group: null, text: '10 g de alga kombu (un trozo de unos 10 cm de lado)' },
          { group: null, text: '3 setas shiitake secas' },
          { group: null, text: '2 cucharadas de alga wakame seca' },
          { group: null, text: '3 cucharadas de miso (blanco o mixto)' },
          { group: null, text: '200 g de tofu sedoso, en dados de 1,5 cm' },
          { group: null, text: '2 cebolletas, en rodajas finas' },
        ],
        steps: [
          {
            group: null,
            text: 'Pon el agua, la kombu y las shiitake en una olla y déjalas en remojo durante 30 minutos (o toda la noche en la nevera): ese será tu dashi.',
          },
          {
            group: null,
            text: 'Calienta despacio a fuego medio-bajo. Justo antes de que hierva, al cabo de unos 10 minutos, retira la kombu; si hierve, se vuelve viscosa y amarga. Deja las shiitake a fuego suave 5 minutos más y sácalas también; si quieres, córtalas en láminas y devuélvelas a la olla.',
          },
          {
            group: null,
            text: 'Mientras tanto, hidrata la wakame en agua fría durante 5 minutos y escúrrela.',
          },
          {
            group: null,
            text: 'Baja el fuego para que el caldo deje de borbotear. Pon el miso en un cucharón o un colador pequeño, sumérgelo en el caldo y remueve hasta que se disuelva.',
          },
          {
            group: null,
            text: 'Añade el tofu y la wakame y deja que se calienten durante 2 minutos sin hervir, porque el hervor apaga el aroma del miso. Sirve en cuencos con la cebolleta por encima.',
          },
        ],
        notes:
          'Cada miso tiene un punto de sal distinto: empieza con 2 cucharadas, prueba y añade más. Si no cocinas vegano, el dashi clásico se hace con kombu y copos de bonito.',
      },
      fr: {
        title: 'Soupe miso au tofu et au wakamé',
        description:
          'Une soupe miso de tous les jours, sur un bouillon végétal de kombu et de shiitakés séchés, avec du tofu soyeux et du wakamé. Le secret : ne jamais laisser bouillir le miso.',
        ingredients: [
          { group: null, text: "1 litre d'eau" },
          { group: null, text: "10 g de kombu (un morceau d'environ 10 cm de côté)" },
          { group: null, text: '3 champignons shiitakés séchés' },
          { group: null, text: '2 cuillères à soupe de wakamé séché' },
          { group: null, text: '3 cuillères à soupe de miso (blanc ou mélangé)' },
          { group: null, text: '200 g de tofu soyeux, coupé en cubes de 1,5 cm' },
          { group: null, text: '2 oignons nouveaux, finement émincés' },
        ],
        steps: [
          {
            group: null,
            text: "Mettez l'eau, le kombu et les shiitakés dans une casserole et laissez tremper pendant 30 minutes (ou toute une nuit au réfrigérateur) : voici votre dashi.",
          },
          {
            group: null,
            text: "Chauffez doucement à feu moyen-doux. Juste avant l'ébullition, au bout d'environ 10 minutes, retirez le kombu : bouilli, il devient gluant et amer. Laissez frémir les shiitakés encore 5 minutes, puis retirez-les aussi ; émincez-les et remettez-les dans la casserole si vous le souhaitez.",
          },
          {
            group: null,
            text: "Pendant ce temps, réhydratez le wakamé dans de l'eau froide pendant 5 minutes et égouttez-le.",
          },
          {
            group: null,
            text: "Baissez le feu pour que le bouillon ne frémisse plus. Mettez le miso dans une louche ou une petite passoire, plongez-la dans le bouillon et remuez jusqu'à ce qu'il soit dissous.",
          },
          {
            group: null,
            text: "Ajoutez le tofu et le wakamé et laissez-les chauffer pendant 2 minutes sans bouillir, car l'ébullition éteint l'arôme du miso. Servez dans des bols, parsemé d'oignons nouveaux.",
          },
        ],
        notes:
          'Les misos sont plus ou moins salés : commencez par 2 cuillères à soupe, goûtez, puis ajoutez-en. Si vous ne cuisinez pas végan, le dashi classique se fait avec du kombu et des copeaux de bonite.',
      },
      de: {
        title: 'Misosuppe mit Tofu und Wakame',
        description:
          'Eine Misosuppe für jeden Tag auf einer pflanzlichen Brühe aus Kombu und getrockneten Shiitake, mit seidigem Tofu und Wakame. Das Wichtigste: Das Miso darf nie kochen.',
        ingredients: [
          { group: null, text: '1 Liter Wasser' },
          { group: null, text: '10 g Kombu (ein Stück von etwa 10 × 10 cm)' },
          { group: null, text: '3 getrocknete Shiitake-Pilze' },
          { group: null, text: '2 EL getrocknete Wakame' },
          { group: null, text: '3 EL Miso (hell oder gemischt)' },
          { group: null, text: '200 g Seidentofu, in 1,5 cm große Würfel geschnitten' },
          { group: null, text: '2 Frühlingszwiebeln, in feine Ringe geschnitten' },
        ],
        steps: [
          {
            group: null,
            text: 'Wasser, Kombu und Shiitake in einen Topf geben und 30 Minuten einweichen lassen (oder über Nacht im Kühlschrank): Das ist das Dashi.',
          },
          {
            group: null,
            text: 'Langsam bei mittlerer bis schwacher Hitze erwärmen. Kurz bevor es kocht, nach etwa 10 Minuten, den Kombu herausnehmen, denn gekocht wird er schleimig und bitter. Die Shiitake noch 5 Minuten leise köcheln lassen und dann ebenfalls herausnehmen; nach Belieben in Scheiben schneiden und zurück in den Topf geben.',
          },
          {
            group: null,
            text: 'Inzwischen die Wakame 5 Minuten in kaltem Wasser einweichen und abtropfen lassen.',
          },
          {
            group: null,
            text: 'Die Hitze so weit reduzieren, dass die Brühe nicht mehr blubbert. Das Miso in eine Schöpfkelle oder ein kleines Sieb geben, in die Brühe halten und rühren, bis es sich aufgelöst hat.',
          },
          {
            group: null,
            text: 'Tofu und Wakame zugeben und 2 Minuten darin erwärmen, ohne dass die Suppe kocht, denn Kochen zerstört das Aroma des Misos. In Schalen füllen und mit den Frühlingszwiebeln bestreuen.',
          },
        ],
        notes:
          'Miso ist unterschiedlich salzig: mit 2 EL anfangen, abschmecken und dann nachlegen. Wer nicht vegan kocht, nimmt für das klassische Dashi Kombu und Bonitoflocken.',
      },
      zh: {
        title: '豆腐海带芽味噌汤',
        description:
          '家常味噌汤，用昆布和干香菇熬成素高汤，加入嫩豆腐和海带芽。诀窍只有一个：味噌下锅后千万别让汤沸腾。',
        ingredients: [
          { group: null, text: '清水 1升' },
          { group: null, text: '昆布 10克（约10厘米见方的一块）' },
          { group: null, text: '干香菇 3朵' },
          { group: null, text: '干海带芽 2汤匙' },
          { group: null, text: '味噌 3汤匙（白味噌或混合味噌）' },
          { group: null, text: '嫩豆腐 200克，切1.5厘米小块' },
          { group: null, text: '葱 2根，切细葱花' },
        ],
        steps: [
          { group: null, text: '把清水、昆布和香菇放进锅里浸泡30分钟（也可以放冰箱泡一夜），这就是高汤。' },
          {
            group: null,
            text: '中小火慢慢加热。大约10分钟后、快要沸腾前，把昆布捞出——昆布煮沸后会发黏发苦。香菇再小火煮5分钟后也捞出，喜欢的话切片放回锅中。',
          },
          { group: null, text: '同时把海带芽放进冷水泡5分钟，沥干。' },
          {
            group: null,
            text: '把火调小，让高汤不再冒泡。味噌放在汤勺或小滤网里，浸入汤中搅拌，直到完全化开。',
          },
          {
            group: null,
            text: '放入豆腐和海带芽，不要煮沸，温热2分钟即可，因为沸腾会让味噌的香气散失。盛入碗中，撒上葱花。',
          },
        ],
        notes: '不同味噌咸度不一：先放2汤匙，尝过再加。如果不需要做纯素，经典做法是用昆布加木鱼花熬高汤。',
      },
    },
  },
  {
    key: 'bibimbap',
    cuisine: 'korean',
    difficulty: 'hard',
    servings: 4,
    prepMinutes: 40,
    cookMinutes: 45,
    totalMinutes: 85,
    dietaryFlags: ['Dairy-Free', 'Nut-Free'],
    appliances: ['rice-cooker', 'stovetop'],
    tags: ['dinner', 'comfort-food'],
    text: {
      en: {
        title: 'Bibimbap',
        description:
          "Korea's mixed rice bowl: warm rice topped with seasoned vegetables, soy-glazed beef and a fried egg, all stirred together at the table with a sweet and spicy gochujang sauce. It takes some chopping, but every part is simple.",
        ingredients: [
          { group: 'For the rice', text: '400 g short-grain rice' },
          { group: 'For the beef', text: '250 g beef sirloin or rump, cut into thin strips' },
          { group: 'For the beef', text: '1 tbsp soy sauce' },
          { group: 'For the beef', text: '1 tsp sugar' },
          { group: 'For the beef', text: '1 tsp toasted sesame oil' },
          { group: 'For the beef', text: '1 garlic clove, grated' },
          { group: 'For the vegetables', text: '200 g bean sprouts' },
          { group: 'For the vegetables', text: '200 g spinach' },
          { group: 'For the vegetables', text: '2 tsp toasted sesame oil' },
          { group: 'For the vegetables', text: '1 tsp salt' },
          { group: 'For the vegetables', text: '3 tbsp neutral oil' },
          { group: 'For the vegetables', text: '2 carrots, cut into matchsticks' },
          { group: 'For the vegetables', text: '1 courgette, cut into matchsticks' },
          { group: 'For the vegetables', text: '150 g shiitake mushrooms, sliced' },
          { group: 'For the sauce', text: '3 tbsp gochujang' },
          { group: 'For the sauce', text: '1 tbsp toasted sesame oil' },
          { group: 'For the sauce', text: '1 tbsp sugar' },
          { group: 'For the sauce', text: '1 tbsp rice vinegar' },
          { group: 'For the sauce', text: '1 tbsp water' },
          { group: 'For the sauce', text: '1 tsp toasted sesame seeds' },
          { group: 'To finish', text: '4 eggs' },
          { group: 'To finish', text: '1 tbsp neutral oil' },
          { group: 'To finish', text: '1 tbsp toasted sesame seeds' },
        ],
        steps: [
          {
            group: 'Rice and beef',
            text: 'Rinse the rice until the water runs clear and cook it in the rice cooker; it takes about 40 minutes. Mix the beef with the soy sauce, sugar, sesame oil and garlic and leave it to marinate while you prepare the vegetables.',
          },
          {
            group: 'Vegetables',
            text: 'Bring a pan of salted water to a boil. Blanch the bean sprouts for 2 minutes and lift them out, then blanch the spinach for 30 seconds. Cool both under cold water and squeeze the spinach dry. Season each with 1 tsp of the sesame oil and a pinch of the salt.',
          },
          {
            group: 'Vegetables',
            text: 'Heat 1 tbsp of the oil in a frying pan and stir-fry the carrots with a pinch of salt for 2 minutes, until just tender. Set them aside and cook the courgette the same way for 2 minutes, then the mushrooms for 3–4 minutes, using 1 tbsp of oil each time.',
          },
          {
            group: 'Beef, sauce and eggs',
            text: 'Turn the heat up to high and fry the beef for 2–3 minutes, until browned and sticky.',
          },
          {
            group: 'Beef, sauce and eggs',
            text: 'Stir the gochujang, sesame oil, sugar, vinegar, water and sesame seeds together for the sauce.',
          },
          {
            group: 'Beef, sauce and eggs',
            text: 'Fry the eggs in the oil over medium heat for 3 minutes, until the whites are set and the yolks still runny.',
          },
          {
            group: 'To serve',
            text: 'Divide the rice between four wide bowls. Arrange the vegetables and beef on top in separate heaps around the edge, put an egg in the middle and scatter with sesame seeds. Serve with the sauce, and let everyone mix their bowl at the table.',
          },
        ],
        notes:
          'For a crisp rice crust, use heated stone bowls (dolsot): oil them, press in the rice and heat them on the stove for 5 minutes before adding the toppings. For a vegetarian bowl, replace the beef with firm tofu seasoned the same way.',
      },
      es: {
        title: 'Bibimbap',
        description:
          'El bol de arroz mezclado de Corea: arroz caliente con verduras aliñadas, ternera glaseada con soja y un huevo frito, que cada uno mezcla en la mesa con una salsa de gochujang dulce y picante. Hay que cortar bastante, pero cada parte es sencilla.',
        ingredients: [
          { group: 'Para el arroz', text: '400 g de arroz de grano corto' },
          { group: 'Para la ternera', text: '250 g de lomo o cadera de ternera, en tiras finas' },
          { group: 'Para la ternera', text: '1 cucharada de salsa de soja' },
          { group: 'Para la ternera', text: '1 cucharadita de azúcar' },
          { group: 'Para la ternera', text: '1 cucharadita de aceite de sésamo tostado' },
          { group: 'Para la ternera', text: '1 diente de ajo, rallado' },
          { group: 'Para las verduras', text: '200 g de brotes de soja' },
          { group: 'Para las verduras', text: '200 g de espinacas' },
          { group: 'Para las verduras', text: '2 cucharaditas de aceite de sésamo tostado' },
          { group: 'Para las verduras', text: '1 cucharadita de sal' },
          { group: 'Para las verduras', text: '3 cucharadas de aceite neutro' },
          { group: 'Para las verduras', text: '2 zanahorias, en bastoncitos' },
          { group: 'Para las verduras', text: '1 calabacín, en bastoncitos' },
          { group: 'Para las verduras', text: '150 g de setas shiitake, laminadas' },
          { group: 'Para la salsa', text: '3 cucharadas de gochujang' },
          { group: 'Para la salsa', text: '1 cucharada de aceite de sésamo tostado' },
          { group: 'Para la salsa', text: '1 cucharada de azúcar' },
          { group: 'Para la salsa', text: '1 cucharada de vinagre de arroz' },
          { group: 'Para la salsa', text: '1 cucharada de agua' },
          { group: 'Para la salsa', text: '1 cucharadita de semillas de sésamo tostadas' },
          { group: 'Para terminar', text: '4 huevos' },
          { group: 'Para terminar', text: '1 cucharada de aceite neutro' },
          { group: 'Para terminar', text: '1 cucharada de semillas de sésamo tostadas' },
        ],
        steps: [
          {
            group: 'Arroz y ternera',
            text: 'Lava el arroz hasta que el agua salga clara y cuécelo en la arrocera; tarda unos 40 minutos. Mezcla la ternera con la salsa de soja, el azúcar, el aceite de sésamo y el ajo y déjala marinar mientras preparas las verduras.',
          },
          {
            group: 'Verduras',
            text: 'Pon a hervir una olla de agua con sal. Escalda los brotes de soja durante 2 minutos y sácalos; después escalda las espinacas durante 30 segundos. Enfría ambos bajo el grifo y escurre bien las espinacas apretándolas. Aliña cada uno con 1 cucharadita del aceite de sésamo y una pizca de la sal.',
          },
          {
            group: 'Verduras',
            text: 'Calienta 1 cucharada del aceite en una sartén y saltea las zanahorias con una pizca de sal durante 2 minutos, hasta que estén tiernas pero firmes. Resérvalas y haz lo mismo con el calabacín, 2 minutos, y luego con las setas, 3–4 minutos, con 1 cucharada de aceite cada vez.',
          },
          {
            group: 'Ternera, salsa y huevos',
            text: 'Sube el fuego al máximo y saltea la ternera durante 2–3 minutos, hasta que esté dorada y glaseada.',
          },
          {
            group: 'Ternera, salsa y huevos',
            text: 'Mezcla el gochujang, el aceite de sésamo, el azúcar, el vinagre, el agua y el sésamo para hacer la salsa.',
          },
          {
            group: 'Ternera, salsa y huevos',
            text: 'Fríe los huevos en el aceite a fuego medio durante 3 minutos, hasta que la clara esté cuajada y la yema siga líquida.',
          },
          {
            group: 'Para servir',
            text: 'Reparte el arroz en cuatro cuencos anchos. Coloca encima las verduras y la ternera en montoncitos separados alrededor del borde, pon un huevo en el centro y espolvorea con sésamo. Sirve con la salsa y deja que cada uno mezcle su cuenco en la mesa.',
          },
        ],
        notes:
          'Para conseguir una costra de arroz crujiente, usa cuencos de piedra calientes (dolsot): úntalos de aceite, presiona el arroz dentro y caliéntalos en el fuego durante 5 minutos antes de añadir el resto. Para un bol vegetariano, sustituye la ternera por tofu firme aliñado de la misma manera.',
      },
      fr: {
        title: 'Bibimbap',
        description:
          "Le bol de riz mélangé coréen : du riz chaud garni de légumes assaisonnés, de bœuf laqué à la sauce soja et d'un œuf au plat, que chacun mélange à table avec une sauce au gochujang sucrée et pimentée. Il y a un peu de découpe, mais chaque élément est simple.",
        ingredients: [
          { group: 'Pour le riz', text: '400 g de riz à grain rond' },
          { group: 'Pour le bœuf', text: '250 g de faux-filet ou de rumsteck, coupé en fines lanières' },
          { group: 'Pour le bœuf', text: '1 cuillère à soupe de sauce soja' },
          { group: 'Pour le bœuf', text: '1 cuillère à café de sucre' },
          { group: 'Pour le bœuf', text: "1 cuillère à café d'huile de sésame grillé" },
          { group: 'Pour le bœuf', text: "1 gousse d'ail, râpée" },
          { group: 'Pour les légumes', text: '200 g de pousses de soja' },
          { group: 'Pour les légumes', text: "200 g d'épinards" },
          { group: 'Pour les légumes', text: "2 cuillères à café d'huile de sésame grillé" },
          { group: 'Pour les légumes', text: '1 cuillère à café de sel' },
          { group: 'Pour les légumes', text: "3 cuillères à soupe d'huile neutre" },
          { group: 'Pour les légumes', text: '2 carottes, taillées en bâtonnets' },
          { group: 'Pour les légumes', text: '1 courgette, taillée en bâtonnets' },
          { group: 'Pour les légumes', text: '150 g de champignons shiitakés, émincés' },
          { group: 'Pour la sauce', text: '3 cuillères à soupe de gochujang' },
          { group: 'Pour la sauce', text: "1 cuillère à soupe d'huile de sésame grillé" },
          { group: 'Pour la sauce', text: '1 cuillère à soupe de sucre' },
          { group: 'Pour la sauce', text: '1 cuillère à soupe de vinaigre de riz' },
          { group: 'Pour la sauce', text: "1 cuillère à soupe d'eau" },
          { group: 'Pour la sauce', text: '1 cuillère à café de graines de sésame grillées' },
          { group: 'Pour finir', text: '4 œufs' },
          { group: 'Pour finir', text: "1 cuillère à soupe d'huile neutre" },
          { group: 'Pour finir', text: '1 cuillère à soupe de graines de sésame grillées' },
        ],
        steps: [
          {
            group: 'Riz et bœuf',
            text: "Rincez le riz jusqu'à ce que l'eau soit claire et faites-le cuire dans le cuiseur à riz ; comptez environ 40 minutes. Mélangez le bœuf avec la sauce soja, le sucre, l'huile de sésame et l'ail et laissez-le mariner pendant que vous préparez les légumes.",
          },
          {
            group: 'Légumes',
            text: "Portez une casserole d'eau salée à ébullition. Blanchissez les pousses de soja pendant 2 minutes et retirez-les, puis blanchissez les épinards pendant 30 secondes. Refroidissez-les sous l'eau froide et pressez bien les épinards. Assaisonnez chacun avec 1 cuillère à café d'huile de sésame et une pincée du sel.",
          },
          {
            group: 'Légumes',
            text: "Chauffez 1 cuillère à soupe d'huile dans une poêle et faites sauter les carottes avec une pincée de sel pendant 2 minutes, jusqu'à ce qu'elles soient tendres mais fermes. Réservez-les, puis procédez de même avec la courgette, 2 minutes, puis les champignons, 3 à 4 minutes, avec 1 cuillère à soupe d'huile à chaque fois.",
          },
          {
            group: 'Bœuf, sauce et œufs',
            text: "Montez le feu au maximum et faites sauter le bœuf pendant 2 à 3 minutes, jusqu'à ce qu'il soit doré et laqué.",
          },
          {
            group: 'Bœuf, sauce et œufs',
            text: "Mélangez le gochujang, l'huile de sésame, le sucre, le vinaigre, l'eau et les graines de sésame pour la sauce.",
          },
          {
            group: 'Bœuf, sauce et œufs',
            text: "Faites cuire les œufs au plat dans l'huile à feu moyen pendant 3 minutes, jusqu'à ce que le blanc soit pris et le jaune encore coulant.",
          },
          {
            group: 'Pour servir',
            text: 'Répartissez le riz dans quatre bols larges. Disposez dessus les légumes et le bœuf en petits tas séparés tout autour, posez un œuf au centre et parsemez de sésame. Servez avec la sauce : chacun mélange son bol à table.',
          },
        ],
        notes:
          "Pour une croûte de riz croustillante, utilisez des bols en pierre chauds (dolsot) : huilez-les, tassez-y le riz et chauffez-les sur le feu pendant 5 minutes avant d'ajouter la garniture. Pour un bol végétarien, remplacez le bœuf par du tofu ferme assaisonné de la même façon.",
      },
      de: {
        title: 'Bibimbap',
        description:
          'Koreas gemischte Reisschale: warmer Reis mit gewürztem Gemüse, in Sojasauce glasiertem Rindfleisch und einem Spiegelei, das alles am Tisch mit einer süß-scharfen Gochujang-Sauce vermischt wird. Es gibt einiges zu schnippeln, aber jeder Teil ist einfach.',
        ingredients: [
          { group: 'Für den Reis', text: '400 g Rundkornreis' },
          {
            group: 'Für das Rindfleisch',
            text: '250 g Rinderlende oder Hüftsteak, in dünne Streifen geschnitten',
          },
          { group: 'Für das Rindfleisch', text: '1 EL Sojasauce' },
          { group: 'Für das Rindfleisch', text: '1 TL Zucker' },
          { group: 'Für das Rindfleisch', text: '1 TL geröstetes Sesamöl' },
          { group: 'Für das Rindfleisch', text: '1 Knoblauchzehe, gerieben' },
          { group: 'Für das Gemüse', text: '200 g Sojasprossen' },
          { group: 'Für das Gemüse', text: '200 g Blattspinat' },
          { group: 'Für das Gemüse', text: '2 TL geröstetes Sesamöl' },
          { group: 'Für das Gemüse', text: '1 TL Salz' },
          { group: 'Für das Gemüse', text: '3 EL neutrales Öl' },
          { group: 'Für das Gemüse', text: '2 Möhren, in Stifte geschnitten' },
          { group: 'Für das Gemüse', text: '1 Zucchini, in Stifte geschnitten' },
          { group: 'Für das Gemüse', text: '150 g Shiitake-Pilze, in Scheiben geschnitten' },
          { group: 'Für die Sauce', text: '3 EL Gochujang' },
          { group: 'Für die Sauce', text: '1 EL geröstetes Sesamöl' },
          { group: 'Für die Sauce', text: '1 EL Zucker' },
          { group: 'Für die Sauce', text: '1 EL Reisessig' },
          { group: 'Für die Sauce', text: '1 EL Wasser' },
          { group: 'Für die Sauce', text: '1 TL geröstete Sesamsamen' },
          { group: 'Zum Fertigstellen', text: '4 Eier' },
          { group: 'Zum Fertigstellen', text: '1 EL neutrales Öl' },
          { group: 'Zum Fertigstellen', text: '1 EL geröstete Sesamsamen' },
        ],
        steps: [
          {
            group: 'Reis und Rindfleisch',
            text: 'Den Reis waschen, bis das Wasser klar bleibt, und im Reiskocher garen; das dauert etwa 40 Minuten. Das Rindfleisch mit Sojasauce, Zucker, Sesamöl und Knoblauch mischen und marinieren lassen, während das Gemüse vorbereitet wird.',
          },
          {
            group: 'Gemüse',
            text: 'Einen Topf Salzwasser zum Kochen bringen. Die Sojasprossen 2 Minuten blanchieren und herausheben, dann den Spinat 30 Sekunden blanchieren. Beides kalt abschrecken und den Spinat gut ausdrücken. Jedes getrennt mit 1 TL Sesamöl und einer Prise vom Salz anmachen.',
          },
          {
            group: 'Gemüse',
            text: '1 EL Öl in einer Pfanne erhitzen und die Möhren mit einer Prise Salz 2 Minuten pfannenrühren, bis sie bissfest sind. Beiseitestellen und die Zucchini ebenso 2 Minuten braten, danach die Pilze 3–4 Minuten, jeweils mit 1 EL Öl.',
          },
          {
            group: 'Rindfleisch, Sauce und Eier',
            text: 'Die Hitze auf höchste Stufe stellen und das Rindfleisch 2–3 Minuten braten, bis es gebräunt und glasiert ist.',
          },
          {
            group: 'Rindfleisch, Sauce und Eier',
            text: 'Für die Sauce Gochujang, Sesamöl, Zucker, Essig, Wasser und Sesam verrühren.',
          },
          {
            group: 'Rindfleisch, Sauce und Eier',
            text: 'Die Eier im Öl bei mittlerer Hitze 3 Minuten braten, bis das Eiweiß gestockt und das Eigelb noch flüssig ist.',
          },
          {
            group: 'Anrichten',
            text: 'Den Reis auf vier weite Schalen verteilen. Gemüse und Rindfleisch in getrennten Häufchen rundherum darauf anrichten, ein Ei in die Mitte setzen und mit Sesam bestreuen. Mit der Sauce servieren; jeder vermischt seine Schale am Tisch.',
          },
        ],
        notes:
          'Für eine knusprige Reiskruste heiße Steinschalen (Dolsot) verwenden: einölen, den Reis hineindrücken und 5 Minuten auf dem Herd erhitzen, bevor die Beläge daraufkommen. Für eine vegetarische Schale das Rindfleisch durch festen Tofu ersetzen und genauso würzen.',
      },
      zh: {
        title: '韩式拌饭',
        description:
          '韩国的拌饭：热米饭上铺满调好味的蔬菜、酱油腌炒的牛肉和一个煎蛋，上桌后淋上甜辣的韩式辣酱拌匀再吃。切配稍费工夫，但每一步都很简单。',
        ingredients: [
          { group: '米饭', text: '短粒米 400克' },
          { group: '牛肉', text: '牛外脊或牛臀肉 250克，切细条' },
          { group: '牛肉', text: '酱油 1汤匙' },
          { group: '牛肉', text: '白糖 1茶匙' },
          { group: '牛肉', text: '香油 1茶匙' },
          { group: '牛肉', text: '大蒜 1瓣，磨成蒜蓉' },
          { group: '蔬菜', text: '豆芽 200克' },
          { group: '蔬菜', text: '菠菜 200克' },
          { group: '蔬菜', text: '香油 2茶匙' },
          { group: '蔬菜', text: '盐 1茶匙' },
          { group: '蔬菜', text: '食用油 3汤匙' },
          { group: '蔬菜', text: '胡萝卜 2根，切丝' },
          { group: '蔬菜', text: '西葫芦 1个，切丝' },
          { group: '蔬菜', text: '鲜香菇 150克，切片' },
          { group: '酱汁', text: '韩式辣酱 3汤匙' },
          { group: '酱汁', text: '香油 1汤匙' },
          { group: '酱汁', text: '白糖 1汤匙' },
          { group: '酱汁', text: '米醋 1汤匙' },
          { group: '酱汁', text: '清水 1汤匙' },
          { group: '酱汁', text: '熟白芝麻 1茶匙' },
          { group: '收尾', text: '鸡蛋 4个' },
          { group: '收尾', text: '食用油 1汤匙' },
          { group: '收尾', text: '熟白芝麻 1汤匙' },
        ],
        steps: [
          {
            group: '米饭和牛肉',
            text: '大米淘洗到水清，放入电饭煲煮熟，大约需要40分钟。牛肉加酱油、白糖、香油和蒜蓉拌匀，在准备蔬菜的同时腌着。',
          },
          {
            group: '蔬菜',
            text: '一锅盐水烧开，先把豆芽焯2分钟捞出，再把菠菜焯30秒。两样都过冷水，菠菜挤干水分。分别用1茶匙香油和一小撮盐拌匀。',
          },
          {
            group: '蔬菜',
            text: '平底锅里倒1汤匙油烧热，放胡萝卜丝和一小撮盐炒2分钟，炒到刚断生，盛出。西葫芦丝同样炒2分钟，最后炒香菇3–4分钟，每次都用1汤匙油。',
          },
          { group: '牛肉、酱汁和煎蛋', text: '开大火，把牛肉炒2–3分钟，炒到上色、汁水收浓。' },
          { group: '牛肉、酱汁和煎蛋', text: '把韩式辣酱、香油、白糖、米醋、清水和芝麻搅匀，做成酱汁。' },
          { group: '牛肉、酱汁和煎蛋', text: '中火用油煎蛋3分钟，蛋白凝固、蛋黄仍然流心即可。' },
          {
            group: '装碗',
            text: '米饭分到四个大碗里，蔬菜和牛肉分成小堆，沿碗边摆一圈，中间放煎蛋，撒上芝麻。配酱汁上桌，每人在桌上自己拌匀。',
          },
        ],
        notes:
          '想要锅巴，就用烧热的石锅：锅内抹油，压入米饭，放在炉上加热5分钟，再铺上配菜。做素食版时，用同样调味的老豆腐代替牛肉。',
      },
    },
  },
  {
    key: 'beef-bulgogi',
    cuisine: 'korean',
    difficulty: 'medium',
    servings: 4,
    prepMinutes: 20,
    cookMinutes: 10,
    totalMinutes: 90,
    dietaryFlags: ['Dairy-Free', 'Nut-Free'],
    appliances: ['grill'],
    tags: ['dinner'],
    text: {
      en: {
        title: 'Beef bulgogi',
        description:
          'Thin slices of beef in a sweet soy, garlic and pear marinade, seared quickly over a hot grill. Wrap them in lettuce leaves with rice and kimchi.',
        ingredients: [
          { group: null, text: '600 g beef ribeye or sirloin, very thinly sliced' },
          { group: null, text: '½ Asian pear or 1 small apple, peeled and grated' },
          { group: null, text: '4 garlic cloves, grated' },
          { group: null, text: '1 tsp grated fresh ginger' },
          { group: null, text: '4 tbsp soy sauce' },
          { group: null, text: '2 tbsp brown sugar' },
          { group: null, text: '1 tbsp toasted sesame oil' },
          { group: null, text: '½ tsp ground black pepper' },
          { group: null, text: '1 onion, thinly sliced' },
          { group: null, text: '3 spring onions, cut into 4 cm lengths' },
          { group: null, text: '1 tbsp neutral oil' },
          { group: null, text: '1 tbsp toasted sesame seeds' },
          { group: null, text: '1 head of lettuce, leaves separated, to serve' },
        ],
        steps: [
          {
            group: null,
            text: 'If you are slicing the beef yourself, put it in the freezer for 30 minutes first: firm meat is much easier to cut into slices 2–3 mm thick.',
          },
          {
            group: null,
            text: 'Mix the pear, garlic, ginger, soy sauce, sugar, sesame oil and pepper in a bowl. Add the beef, onion and spring onions and work the marinade in with your hands. Cover and refrigerate for at least 1 hour and up to 12 hours.',
          },
          {
            group: null,
            text: 'Heat the grill to high with a grill basket or griddle plate on it, since thin slices fall through the bars. Brush the basket with the oil.',
          },
          {
            group: null,
            text: "Grill the beef in batches, in a single layer, for 2–3 minutes, turning once, until browned at the edges and just cooked. Don't crowd it, or it will stew instead of searing.",
          },
          {
            group: null,
            text: 'Scatter with sesame seeds and serve straight away with the lettuce leaves for wrapping, rice and kimchi.',
          },
        ],
        notes:
          "A large cast-iron pan on the stove works too: cook over the highest heat in small batches. The pear tenderises the meat, so don't leave it in the marinade for more than 12 hours or it turns mushy.",
      },
      es: {
        title: 'Bulgogi de ternera',
        description:
          'Lonchas finas de ternera en un adobo dulce de soja, ajo y pera, marcadas en un momento sobre una parrilla muy caliente. Se enrollan en hojas de lechuga con arroz y kimchi.',
        ingredients: [
          { group: null, text: '600 g de lomo alto o lomo bajo de ternera, en lonchas muy finas' },
          { group: null, text: '½ pera asiática o 1 manzana pequeña, pelada y rallada' },
          { group: null, text: '4 dientes de ajo, rallados' },
          { group: null, text: '1 cucharadita de jengibre fresco rallado' },
          { group: null, text: '4 cucharadas de salsa de soja' },
          { group: null, text: '2 cucharadas de azúcar moreno' },
          { group: null, text: '1 cucharada de aceite de sésamo tostado' },
          { group: null, text: '½ cucharadita de pimienta negra molida' },
          { group: null, text: '1 cebolla, en juliana fina' },
          { group: null, text: '3 cebolletas, en trozos de 4 cm' },
          { group: null, text: '1 cucharada de aceite neutro' },
          { group: null, text: '1 cucharada de semillas de sésamo tostadas' },
          { group: null, text: '1 lechuga, con las hojas separadas, para servir' },
        ],
        steps: [
          {
            group: null,
            text: 'Si cortas tú la carne, métela antes en el congelador durante 30 minutos: firme se corta mucho mejor en lonchas de 2–3 mm.',
          },
          {
            group: null,
            text: 'Mezcla en un bol la pera, el ajo, el jengibre, la salsa de soja, el azúcar, el aceite de sésamo y la pimienta. Añade la carne, la cebolla y las cebolletas y masajea el adobo con las manos. Tapa y refrigera al menos 1 hora y hasta 12 horas.',
          },
          {
            group: null,
            text: 'Calienta la parrilla a fuego fuerte con una cesta o una plancha encima, porque las lonchas finas se caen entre las barras. Úntala con el aceite.',
          },
          {
            group: null,
            text: 'Asa la carne por tandas, en una sola capa, durante 2–3 minutos, dándole la vuelta una vez, hasta que se dore por los bordes y esté justo hecha. No la amontones o se cocerá en su jugo en lugar de dorarse.',
          },
          {
            group: null,
            text: 'Espolvorea con sésamo y sirve enseguida con las hojas de lechuga para envolver, arroz y kimchi.',
          },
        ],
        notes:
          'También sirve una sartén grande de hierro fundido en el fuego: cocina a fuego máximo y en tandas pequeñas. La pera ablanda la carne, así que no la dejes en el adobo más de 12 horas o quedará harinosa.',
      },
      fr: {
        title: 'Bulgogi de bœuf',
        description:
          "De fines tranches de bœuf marinées dans un mélange sucré de sauce soja, d'ail et de poire, saisies en un instant sur un gril très chaud. On les enroule dans des feuilles de laitue avec du riz et du kimchi.",
        ingredients: [
          { group: null, text: "600 g d'entrecôte ou de faux-filet, en tranches très fines" },
          { group: null, text: '½ poire nashi ou 1 petite pomme, pelée et râpée' },
          { group: null, text: "4 gousses d'ail, râpées" },
          { group: null, text: '1 cuillère à café de gingembre frais râpé' },
          { group: null, text: '4 cuillères à soupe de sauce soja' },
          { group: null, text: '2 cuillères à soupe de sucre brun' },
          { group: null, text: "1 cuillère à soupe d'huile de sésame grillé" },
          { group: null, text: '½ cuillère à café de poivre noir moulu' },
          { group: null, text: '1 oignon, émincé finement' },
          { group: null, text: '3 oignons nouveaux, coupés en tronçons de 4 cm' },
          { group: null, text: "1 cuillère à soupe d'huile neutre" },
          { group: null, text: '1 cuillère à soupe de graines de sésame grillées' },
          { group: null, text: '1 laitue, feuilles détachées, pour servir' },
        ],
        steps: [
          {
            group: null,
            text: "Si vous tranchez la viande vous-même, placez-la d'abord au congélateur pendant 30 minutes : raffermie, elle se coupe bien plus facilement en tranches de 2 à 3 mm.",
          },
          {
            group: null,
            text: "Mélangez dans un saladier la poire, l'ail, le gingembre, la sauce soja, le sucre, l'huile de sésame et le poivre. Ajoutez le bœuf, l'oignon et les oignons nouveaux et massez la viande avec la marinade. Couvrez et réfrigérez au moins 1 heure et jusqu'à 12 heures.",
          },
          {
            group: null,
            text: "Faites chauffer le gril à feu vif avec un panier à grillades ou une plancha dessus, car les tranches fines passent entre les barreaux. Badigeonnez-le d'huile.",
          },
          {
            group: null,
            text: "Faites griller la viande en plusieurs fois, en une seule couche, pendant 2 à 3 minutes en la retournant une fois, jusqu'à ce qu'elle soit dorée sur les bords et juste cuite. Ne surchargez pas le gril, sinon elle bouillira au lieu de saisir.",
          },
          {
            group: null,
            text: 'Parsemez de sésame et servez aussitôt avec les feuilles de laitue pour envelopper, du riz et du kimchi.',
          },
        ],
        notes:
          'Une grande poêle en fonte sur le feu fonctionne aussi : cuisez à feu maximal, par petites quantités. La poire attendrit la viande : ne la laissez pas mariner plus de 12 heures, sinon elle devient farineuse.',
      },
      de: {
        title: 'Bulgogi vom Rind',
        description:
          'Hauchdünne Rindfleischscheiben in einer süßen Marinade aus Sojasauce, Knoblauch und Birne, blitzschnell auf dem heißen Grill gegart. In Salatblätter gewickelt mit Reis und Kimchi essen.',
        ingredients: [
          { group: null, text: '600 g Rinderhochrippe oder Roastbeef, in sehr dünne Scheiben geschnitten' },
          { group: null, text: '½ Nashi-Birne oder 1 kleiner Apfel, geschält und gerieben' },
          { group: null, text: '4 Knoblauchzehen, gerieben' },
          { group: null, text: '1 TL frisch geriebener Ingwer' },
          { group: null, text: '4 EL Sojasauce' },
          { group: null, text: '2 EL brauner Zucker' },
          { group: null, text: '1 EL geröstetes Sesamöl' },
          { group: null, text: '½ TL gemahlener schwarzer Pfeffer' },
          { group: null, text: '1 Zwiebel, in feine Streifen geschnitten' },
          { group: null, text: '3 Frühlingszwiebeln, in 4 cm lange Stücke geschnitten' },
          { group: null, text: '1 EL neutrales Öl' },
          { group: null, text: '1 EL geröstete Sesamsamen' },
          { group: null, text: '1 Kopfsalat, Blätter abgelöst, zum Servieren' },
        ],
        steps: [
          {
            group: null,
            text: 'Wer das Fleisch selbst schneidet, legt es vorher 30 Minuten ins Gefrierfach: Angefroren lässt es sich viel leichter in 2–3 mm dünne Scheiben schneiden.',
          },
          {
            group: null,
            text: 'Birne, Knoblauch, Ingwer, Sojasauce, Zucker, Sesamöl und Pfeffer in einer Schüssel verrühren. Fleisch, Zwiebel und Frühlingszwiebeln zugeben und die Marinade mit den Händen einmassieren. Abgedeckt mindestens 1 Stunde und bis zu 12 Stunden kalt stellen.',
          },
          {
            group: null,
            text: 'Den Grill mit einem Grillkorb oder einer Grillplatte darauf stark vorheizen, denn dünne Scheiben fallen durch den Rost. Den Korb mit dem Öl einpinseln.',
          },
          {
            group: null,
            text: 'Das Fleisch portionsweise in einer Lage 2–3 Minuten grillen und dabei einmal wenden, bis es an den Rändern gebräunt und gerade gar ist. Nicht zu viel auf einmal auflegen, sonst schmort es, statt zu bräunen.',
          },
          {
            group: null,
            text: 'Mit Sesam bestreuen und sofort mit den Salatblättern zum Einwickeln, Reis und Kimchi servieren.',
          },
        ],
        notes:
          'Eine große gusseiserne Pfanne auf dem Herd tut es auch: bei höchster Hitze in kleinen Portionen braten. Die Birne macht das Fleisch zart; länger als 12 Stunden sollte es deshalb nicht in der Marinade liegen, sonst wird es mehlig.',
      },
      zh: {
        title: '韩式烤牛肉',
        description:
          '薄薄的牛肉片用酱油、大蒜和梨调成的甜味腌料腌过，在烧得很旺的烤架上快速烤熟。用生菜叶包着米饭和泡菜一起吃。',
        ingredients: [
          { group: null, text: '牛眼肉或西冷 600克，切极薄的片' },
          { group: null, text: '亚洲梨 ½个（或小苹果1个），去皮擦成泥' },
          { group: null, text: '大蒜 4瓣，磨成蒜蓉' },
          { group: null, text: '姜蓉 1茶匙' },
          { group: null, text: '酱油 4汤匙' },
          { group: null, text: '红糖 2汤匙' },
          { group: null, text: '香油 1汤匙' },
          { group: null, text: '黑胡椒粉 ½茶匙' },
          { group: null, text: '洋葱 1个，切细丝' },
          { group: null, text: '葱 3根，切4厘米长段' },
          { group: null, text: '食用油 1汤匙' },
          { group: null, text: '熟白芝麻 1汤匙' },
          { group: null, text: '生菜 1棵，掰成叶片，配食用' },
        ],
        steps: [
          {
            group: null,
            text: '如果自己切肉，先把牛肉放进冷冻室冻30分钟：肉质变硬后更容易切成2–3毫米的薄片。',
          },
          {
            group: null,
            text: '在碗里把梨泥、蒜蓉、姜蓉、酱油、红糖、香油和黑胡椒混合。放入牛肉、洋葱和葱段，用手抓匀。盖好放冰箱腌至少1小时，最多12小时。',
          },
          {
            group: null,
            text: '烤架上放烤网篮或铁板，大火预热，因为薄肉片会从烤架缝隙掉下去。在网篮上刷油。',
          },
          {
            group: null,
            text: '牛肉分批平铺，烤2–3分钟，中途翻面一次，烤到边缘焦黄、刚刚熟透。不要一次放太多，否则肉会出水变成焖煮。',
          },
          { group: null, text: '撒上芝麻，马上配生菜叶、米饭和泡菜上桌，包着吃。' },
        ],
        notes:
          '没有烤架，用炉灶上的大铸铁锅也可以：开最大火，小批量煎。梨能让肉变嫩，所以腌制不要超过12小时，否则肉会变得软烂。',
      },
    },
  },
  {
    key: 'pad-thai',
    cuisine: 'thai',
    difficulty: 'medium',
    servings: 2,
    prepMinutes: 25,
    cookMinutes: 10,
    totalMinutes: 35,
    dietaryFlags: ['Pescatarian', 'Gluten-Free', 'Dairy-Free'],
    appliances: ['stovetop', 'wok'],
    tags: ['dinner', 'street-food'],
    text: {
      en: {
        title: 'Pad thai with prawns',
        description:
          'Rice noodles stir-fried with prawns, tofu and egg in a sour-sweet tamarind sauce, finished with crunchy bean sprouts, peanuts and lime. Cook it for two at a time so the wok stays hot.',
        ingredients: [
          { group: 'For the sauce', text: '3 tbsp tamarind paste' },
          { group: 'For the sauce', text: '3 tbsp fish sauce' },
          { group: 'For the sauce', text: '3 tbsp palm sugar or light brown sugar' },
          { group: 'For the sauce', text: '½ tsp chili flakes' },
          { group: 'For the noodles', text: '200 g flat rice noodles (about 5 mm wide)' },
          { group: 'For the noodles', text: '3 tbsp neutral oil' },
          { group: 'For the noodles', text: '200 g raw peeled prawns' },
          { group: 'For the noodles', text: '100 g firm tofu, cut into small cubes' },
          { group: 'For the noodles', text: '2 garlic cloves, finely chopped' },
          { group: 'For the noodles', text: '1 shallot, finely chopped' },
          { group: 'For the noodles', text: '2 eggs' },
          { group: 'For the noodles', text: '150 g bean sprouts' },
          { group: 'For the noodles', text: '4 spring onions, cut into 4 cm lengths' },
          { group: 'For the noodles', text: '40 g roasted peanuts, roughly chopped' },
          { group: 'For the noodles', text: '1 lime, cut into wedges' },
        ],
        steps: [
          {
            group: null,
            text: 'Soak the noodles in lukewarm water for 20–30 minutes, until they bend easily but are still firm in the middle. Drain them.',
          },
          {
            group: null,
            text: 'Warm the tamarind, fish sauce, sugar and chili flakes in a small pan for 2 minutes, stirring until the sugar melts. Taste: it should be sour, salty and sweet in roughly equal measure.',
          },
          {
            group: null,
            text: 'Heat 2 tbsp of the oil in the wok over high heat. Fry the prawns and tofu for 2 minutes, until the prawns turn pink, then push them to one side. Add the garlic and shallot and stir for 30 seconds.',
          },
          {
            group: null,
            text: 'Add the noodles and half of the sauce and toss for 2–3 minutes, until the noodles soften and take up the sauce. Add a splash of water if they stick.',
          },
          {
            group: null,
            text: 'Push the noodles aside, add the rest of the oil, crack in the eggs and scramble them for 1 minute before folding them through. Add the remaining sauce, the bean sprouts and spring onions and toss for 1 minute more.',
          },
          {
            group: null,
            text: 'Serve at once, topped with the peanuts, with lime wedges and more chili flakes on the side.',
          },
        ],
        notes:
          'For four people, cook two batches rather than one big one: crowded noodles steam and clump. For a vegetarian version, leave out the prawns, double the tofu and season with soy sauce instead of fish sauce (then it is no longer gluten-free).',
      },
      es: {
        title: 'Pad thai con gambas',
        description:
          'Fideos de arroz salteados con gambas, tofu y huevo en una salsa agridulce de tamarindo, rematados con brotes de soja crujientes, cacahuetes y lima. Prepáralo para dos cada vez, para que el wok no pierda calor.',
        ingredients: [
          { group: 'Para la salsa', text: '3 cucharadas de pasta de tamarindo' },
          { group: 'Para la salsa', text: '3 cucharadas de salsa de pescado' },
          { group: 'Para la salsa', text: '3 cucharadas de azúcar de palma o azúcar moreno claro' },
          { group: 'Para la salsa', text: '½ cucharadita de copos de chile' },
          { group: 'Para los fideos', text: '200 g de fideos de arroz planos (de unos 5 mm de ancho)' },
          { group: 'Para los fideos', text: '3 cucharadas de aceite neutro' },
          { group: 'Para los fideos', text: '200 g de gambas crudas peladas' },
          { group: 'Para los fideos', text: '100 g de tofu firme, en daditos' },
          { group: 'Para los fideos', text: '2 dientes de ajo, picados finos' },
          { group: 'Para los fideos', text: '1 chalota, picada fina' },
          { group: 'Para los fideos', text: '2 huevos' },
          { group: 'Para los fideos', text: '150 g de brotes de soja' },
          { group: 'Para los fideos', text: '4 cebolletas, en trozos de 4 cm' },
          { group: 'Para los fideos', text: '40 g de cacahuetes tostados, picados gruesos' },
          { group: 'Para los fideos', text: '1 lima, en gajos' },
        ],
        steps: [
          {
            group: null,
            text: 'Remoja los fideos en agua tibia durante 20–30 minutos, hasta que se doblen con facilidad pero sigan firmes por dentro. Escúrrelos.',
          },
          {
            group: null,
            text: 'Calienta el tamarindo, la salsa de pescado, el azúcar y el chile en un cazo pequeño durante 2 minutos, removiendo hasta que se funda el azúcar. Prueba: debe ser ácido, salado y dulce más o menos a partes iguales.',
          },
          {
            group: null,
            text: 'Calienta 2 cucharadas del aceite en el wok a fuego fuerte. Saltea las gambas y el tofu durante 2 minutos, hasta que las gambas se pongan rosadas, y apártalos a un lado. Añade el ajo y la chalota y remueve 30 segundos.',
          },
          {
            group: null,
            text: 'Incorpora los fideos y la mitad de la salsa y saltea durante 2–3 minutos, hasta que se ablanden y absorban la salsa. Añade un chorrito de agua si se pegan.',
          },
          {
            group: null,
            text: 'Aparta los fideos, añade el resto del aceite, casca los huevos y revuélvelos durante 1 minuto antes de mezclarlos con todo. Agrega el resto de la salsa, los brotes de soja y las cebolletas y saltea 1 minuto más.',
          },
          {
            group: null,
            text: 'Sirve enseguida con los cacahuetes por encima y los gajos de lima y más chile aparte.',
          },
        ],
        notes:
          'Para cuatro personas, hazlo en dos tandas en lugar de una grande: los fideos amontonados se cuecen al vapor y se apelmazan. Para una versión vegetariana, quita las gambas, dobla el tofu y sazona con salsa de soja en lugar de salsa de pescado (entonces ya no será sin gluten).',
      },
      fr: {
        title: 'Pad thaï aux crevettes',
        description:
          'Des nouilles de riz sautées avec crevettes, tofu et œuf dans une sauce aigre-douce au tamarin, finies avec des pousses de soja croquantes, des cacahuètes et du citron vert. Préparez-le pour deux à la fois, pour que le wok reste bien chaud.',
        ingredients: [
          { group: 'Pour la sauce', text: '3 cuillères à soupe de pâte de tamarin' },
          { group: 'Pour la sauce', text: '3 cuillères à soupe de sauce poisson (nuoc-mâm)' },
          { group: 'Pour la sauce', text: '3 cuillères à soupe de sucre de palme ou de cassonade' },
          { group: 'Pour la sauce', text: '½ cuillère à café de piment en flocons' },
          { group: 'Pour les nouilles', text: '200 g de nouilles de riz plates (environ 5 mm de large)' },
          { group: 'Pour les nouilles', text: "3 cuillères à soupe d'huile neutre" },
          { group: 'Pour les nouilles', text: '200 g de crevettes crues décortiquées' },
          { group: 'Pour les nouilles', text: '100 g de tofu ferme, coupé en petits dés' },
          { group: 'Pour les nouilles', text: "2 gousses d'ail, finement hachées" },
          { group: 'Pour les nouilles', text: '1 échalote, finement hachée' },
          { group: 'Pour les nouilles', text: '2 œufs' },
          { group: 'Pour les nouilles', text: '150 g de pousses de soja' },
          { group: 'Pour les nouilles', text: '4 oignons nouveaux, coupés en tronçons de 4 cm' },
          { group: 'Pour les nouilles', text: '40 g de cacahuètes grillées, grossièrement hachées' },
          { group: 'Pour les nouilles', text: '1 citron vert, coupé en quartiers' },
        ],
        steps: [
          {
            group: null,
            text: "Faites tremper les nouilles dans de l'eau tiède pendant 20 à 30 minutes, jusqu'à ce qu'elles se plient facilement tout en restant fermes à cœur. Égouttez-les.",
          },
          {
            group: null,
            text: "Faites chauffer le tamarin, la sauce poisson, le sucre et le piment dans une petite casserole pendant 2 minutes, en remuant jusqu'à ce que le sucre fonde. Goûtez : la sauce doit être acide, salée et sucrée à parts à peu près égales.",
          },
          {
            group: null,
            text: "Chauffez 2 cuillères à soupe d'huile dans le wok à feu vif. Faites sauter les crevettes et le tofu pendant 2 minutes, jusqu'à ce que les crevettes rosissent, puis poussez-les sur le côté. Ajoutez l'ail et l'échalote et remuez 30 secondes.",
          },
          {
            group: null,
            text: "Ajoutez les nouilles et la moitié de la sauce et faites sauter pendant 2 à 3 minutes, jusqu'à ce que les nouilles s'assouplissent et s'imprègnent de sauce. Ajoutez un filet d'eau si elles attachent.",
          },
          {
            group: null,
            text: "Poussez les nouilles sur le côté, versez le reste de l'huile, cassez les œufs et brouillez-les pendant 1 minute avant de les mélanger aux nouilles. Ajoutez le reste de la sauce, les pousses de soja et les oignons nouveaux et faites sauter encore 1 minute.",
          },
          {
            group: null,
            text: 'Servez aussitôt, parsemé de cacahuètes, avec les quartiers de citron vert et du piment en plus à part.',
          },
        ],
        notes:
          "Pour quatre personnes, faites deux fournées plutôt qu'une grande : des nouilles trop serrées cuisent à la vapeur et collent. Pour une version végétarienne, supprimez les crevettes, doublez le tofu et assaisonnez à la sauce soja au lieu de la sauce poisson (le plat n'est alors plus sans gluten).",
      },
      de: {
        title: 'Pad Thai mit Garnelen',
        description:
          'Reisnudeln, mit Garnelen, Tofu und Ei in einer süßsauren Tamarindensauce aus dem Wok, vollendet mit knackigen Sojasprossen, Erdnüssen und Limette. Immer nur für zwei Personen auf einmal braten, damit der Wok heiß bleibt.',
        ingredients: [
          { group: 'Für die Sauce', text: '3 EL Tamarindenpaste' },
          { group: 'Für die Sauce', text: '3 EL Fischsauce' },
          { group: 'Für die Sauce', text: '3 EL Palmzucker oder heller brauner Zucker' },
          { group: 'Für die Sauce', text: '½ TL Chiliflocken' },
          { group: 'Für die Nudeln', text: '200 g flache Reisnudeln (etwa 5 mm breit)' },
          { group: 'Für die Nudeln', text: '3 EL neutrales Öl' },
          { group: 'Für die Nudeln', text: '200 g rohe geschälte Garnelen' },
          { group: 'Für die Nudeln', text: '100 g fester Tofu, klein gewürfelt' },
          { group: 'Für die Nudeln', text: '2 Knoblauchzehen, fein gehackt' },
          { group: 'Für die Nudeln', text: '1 Schalotte, fein gehackt' },
          { group: 'Für die Nudeln', text: '2 Eier' },
          { group: 'Für die Nudeln', text: '150 g Sojasprossen' },
          { group: 'Für die Nudeln', text: '4 Frühlingszwiebeln, in 4 cm lange Stücke geschnitten' },
          { group: 'Für die Nudeln', text: '40 g geröstete Erdnüsse, grob gehackt' },
          { group: 'Für die Nudeln', text: '1 Limette, in Spalten geschnitten' },
        ],
        steps: [
          {
            group: null,
            text: 'Die Nudeln 20–30 Minuten in lauwarmem Wasser einweichen, bis sie sich leicht biegen lassen, innen aber noch fest sind. Abgießen.',
          },
          {
            group: null,
            text: 'Tamarinde, Fischsauce, Zucker und Chiliflocken in einem kleinen Topf 2 Minuten erwärmen und rühren, bis der Zucker geschmolzen ist. Abschmecken: Die Sauce soll etwa gleich sauer, salzig und süß sein.',
          },
          {
            group: null,
            text: '2 EL Öl im Wok stark erhitzen. Garnelen und Tofu 2 Minuten braten, bis die Garnelen rosa sind, dann an den Rand schieben. Knoblauch und Schalotte zugeben und 30 Sekunden rühren.',
          },
          {
            group: null,
            text: 'Die Nudeln und die Hälfte der Sauce zugeben und 2–3 Minuten schwenken, bis die Nudeln weich werden und die Sauce aufgenommen haben. Kleben sie an, einen Schuss Wasser zugeben.',
          },
          {
            group: null,
            text: 'Die Nudeln zur Seite schieben, das restliche Öl hineingeben, die Eier aufschlagen und 1 Minute stocken lassen und verrühren, dann unter die Nudeln heben. Restliche Sauce, Sojasprossen und Frühlingszwiebeln zugeben und noch 1 Minute schwenken.',
          },
          {
            group: null,
            text: 'Sofort servieren, mit den Erdnüssen bestreut, dazu Limettenspalten und mehr Chiliflocken.',
          },
        ],
        notes:
          'Für vier Personen lieber zweimal nacheinander braten als alles auf einmal: Zu viele Nudeln im Wok dämpfen und verkleben. Für eine vegetarische Variante die Garnelen weglassen, die Tofumenge verdoppeln und mit Sojasauce statt Fischsauce würzen (dann ist das Gericht nicht mehr glutenfrei).',
      },
      zh: {
        title: '泰式虾仁炒河粉',
        description:
          '米粉和虾仁、豆腐、鸡蛋一起，用酸甜的罗望子酱汁炒香，最后加上爽脆的豆芽、花生碎和青柠。每次只炒两人份，锅才能一直保持高温。',
        ingredients: [
          { group: '酱汁', text: '罗望子酱 3汤匙' },
          { group: '酱汁', text: '鱼露 3汤匙' },
          { group: '酱汁', text: '椰糖或浅色红糖 3汤匙' },
          { group: '酱汁', text: '辣椒碎 ½茶匙' },
          { group: '炒粉', text: '扁米粉 200克（约5毫米宽）' },
          { group: '炒粉', text: '食用油 3汤匙' },
          { group: '炒粉', text: '生虾仁 200克' },
          { group: '炒粉', text: '老豆腐 100克，切小丁' },
          { group: '炒粉', text: '大蒜 2瓣，切末' },
          { group: '炒粉', text: '红葱头 1个，切末' },
          { group: '炒粉', text: '鸡蛋 2个' },
          { group: '炒粉', text: '豆芽 150克' },
          { group: '炒粉', text: '葱 4根，切4厘米长段' },
          { group: '炒粉', text: '烤花生 40克，粗略切碎' },
          { group: '炒粉', text: '青柠 1个，切瓣' },
        ],
        steps: [
          { group: null, text: '米粉用温水泡20–30分钟，泡到可以轻松弯折、但中心还有点硬即可。沥干。' },
          {
            group: null,
            text: '把罗望子酱、鱼露、糖和辣椒碎放入小锅加热2分钟，边加热边搅拌至糖完全融化。尝一尝：酸、咸、甜的味道应该大致平衡。',
          },
          {
            group: null,
            text: '炒锅大火烧热，倒入2汤匙油。下虾仁和豆腐炒2分钟，至虾仁变红，拨到一边。加蒜末和红葱头末，翻炒30秒。',
          },
          {
            group: null,
            text: '放入米粉和一半酱汁，翻炒2–3分钟，直到米粉变软、吸收酱汁。如果粘锅，就加少许清水。',
          },
          {
            group: null,
            text: '把米粉拨到一边，倒入剩下的油，打入鸡蛋，炒散1分钟后和米粉拌在一起。加入剩下的酱汁、豆芽和葱段，再翻炒1分钟。',
          },
          { group: null, text: '立即装盘，撒上花生碎，旁边配青柠角和更多辣椒碎。' },
        ],
        notes:
          '四人份请分两次炒，不要一锅炒完：米粉太多会变成蒸的，容易结成团。素食版可以去掉虾仁，豆腐加倍，用酱油代替鱼露（这样就不再是无麸质的了）。',
      },
    },
  },
  {
    key: 'thai-green-curry',
    cuisine: 'thai',
    difficulty: 'hard',
    servings: 4,
    prepMinutes: 30,
    cookMinutes: 25,
    totalMinutes: 55,
    dietaryFlags: ['Gluten-Free', 'Dairy-Free'],
    appliances: ['food-processor', 'stovetop'],
    tags: ['dinner', 'spicy'],
    text: {
      en: {
        title: 'Thai green curry with homemade paste',
        description:
          'Chicken, eggplant and green beans simmered in coconut milk with a fresh green paste of chili, lemongrass, galangal and coriander. Making the paste takes a few minutes in the food processor and tastes far brighter than any jar.',
        ingredients: [
          { group: 'For the curry paste', text: "6 green bird's eye chilies, stems removed" },
          { group: 'For the curry paste', text: '2 lemongrass stalks, tender part only, sliced' },
          { group: 'For the curry paste', text: '30 g galangal or fresh ginger, peeled and sliced' },
          { group: 'For the curry paste', text: '3 shallots, roughly chopped' },
          { group: 'For the curry paste', text: '4 garlic cloves' },
          { group: 'For the curry paste', text: '30 g coriander, with stems and roots' },
          { group: 'For the curry paste', text: '1 tsp ground coriander' },
          { group: 'For the curry paste', text: '½ tsp ground cumin' },
          { group: 'For the curry paste', text: '½ tsp ground white pepper' },
          { group: 'For the curry paste', text: '1 lime, zest only' },
          { group: 'For the curry paste', text: '1 tsp shrimp paste' },
          { group: 'For the curry paste', text: '1 tsp salt' },
          { group: 'For the curry paste', text: '2 tbsp neutral oil' },
          { group: 'For the curry', text: '800 ml coconut milk, not shaken' },
          { group: 'For the curry', text: '1 tbsp neutral oil' },
          { group: 'For the curry', text: '600 g boneless chicken thighs, cut into bite-sized pieces' },
          { group: 'For the curry', text: '250 g eggplant (Thai or regular), cut into chunks' },
          { group: 'For the curry', text: '4 makrut lime leaves, torn' },
          { group: 'For the curry', text: '150 g green beans, cut into 4 cm lengths' },
          { group: 'For the curry', text: '2 tbsp fish sauce' },
          { group: 'For the curry', text: '1 tbsp palm sugar or light brown sugar' },
          { group: 'For the curry', text: '1 large handful of Thai basil leaves' },
          { group: 'For the curry', text: '1 red chili, sliced' },
        ],
        steps: [
          {
            group: 'Make the paste',
            text: 'Put all the paste ingredients in the food processor and blend for 3–4 minutes, stopping to scrape down the sides, until you have a fairly smooth, bright green paste. Add a spoonful of water if the blades struggle.',
          },
          {
            group: 'Cook the curry',
            text: 'Spoon the thick cream from the top of the coconut milk into a wok or wide pan with the oil. Let it bubble over medium heat for 3–5 minutes, stirring, until the fat separates and glistens.',
          },
          {
            group: 'Cook the curry',
            text: 'Add 4 heaped tablespoons of the paste and fry for 2 minutes, until very fragrant.',
          },
          {
            group: 'Cook the curry',
            text: 'Add the chicken and stir for 3 minutes to coat it in the paste. Pour in the rest of the coconut milk, add the eggplant and lime leaves and simmer gently for 10 minutes.',
          },
          {
            group: 'Cook the curry',
            text: 'Add the green beans, fish sauce and sugar and simmer for 5 minutes more, until the chicken is cooked through and the vegetables are tender.',
          },
          {
            group: 'Cook the curry',
            text: 'Taste and balance with more fish sauce for salt or sugar for sweetness. Stir in the Thai basil, scatter with the red chili and serve with jasmine rice.',
          },
        ],
        notes:
          'The paste makes about twice what you need: the rest keeps for a week in the fridge or 3 months in the freezer. Use fewer chilies, or take out their seeds, for a milder curry.',
      },
      es: {
        title: 'Curry verde tailandés con pasta casera',
        description:
          'Pollo, berenjena y judías verdes cocidos a fuego lento en leche de coco con una pasta verde fresca de chile, hierba limón, galanga y cilantro. La pasta se hace en unos minutos en el procesador y sabe mucho más viva que la de bote.',
        ingredients: [
          { group: 'Para la pasta de curry', text: '6 chiles verdes ojo de pájaro, sin el tallo' },
          {
            group: 'Para la pasta de curry',
            text: '2 tallos de hierba limón, solo la parte tierna, en rodajas',
          },
          { group: 'Para la pasta de curry', text: '30 g de galanga o jengibre fresco, pelado y en láminas' },
          { group: 'Para la pasta de curry', text: '3 chalotas, picadas gruesas' },
          { group: 'Para la pasta de curry', text: '4 dientes de ajo' },
          { group: 'Para la pasta de curry', text: '30 g de cilantro, con tallos y raíces' },
          { group: 'Para la pasta de curry', text: '1 cucharadita de cilantro molido' },
          { group: 'Para la pasta de curry', text: '½ cucharadita de comino molido' },
          { group: 'Para la pasta de curry', text: '½ cucharadita de pimienta blanca molida' },
          { group: 'Para la pasta de curry', text: '1 lima, solo la ralladura' },
          { group: 'Para la pasta de curry', text: '1 cucharadita de pasta de gambas' },
          { group: 'Para la pasta de curry', text: '1 cucharadita de sal' },
          { group: 'Para la pasta de curry', text: '2 cucharadas de aceite neutro' },
          { group: 'Para el curry', text: '800 ml de leche de coco, sin agitar' },
          { group: 'Para el curry', text: '1 cucharada de aceite neutro' },
          {
            group: 'Para el curry',
            text: '600 g de contramuslos de pollo deshuesados, en trozos de un bocado',
          },
          { group: 'Para el curry', text: '250 g de berenjena (tailandesa o normal), en trozos' },
          { group: 'Para el curry', text: '4 hojas de lima kaffir, troceadas' },
          { group: 'Para el curry', text: '150 g de judías verdes, en trozos de 4 cm' },
          { group: 'Para el curry', text: '2 cucharadas de salsa de pescado' },
          { group: 'Para el curry', text: '1 cucharada de azúcar de palma o azúcar moreno claro' },
          { group: 'Para el curry', text: '1 buen puñado de hojas de albahaca tailandesa' },
          { group: 'Para el curry', text: '1 chile rojo, en rodajas' },
        ],
        steps: [
          {
            group: 'La pasta',
            text: 'Pon todos los ingredientes de la pasta en el procesador y tritura durante 3–4 minutos, parando para bajar lo que se quede en las paredes, hasta obtener una pasta bastante fina y de un verde intenso. Añade una cucharada de agua si a las cuchillas les cuesta.',
          },
          {
            group: 'El curry',
            text: 'Pasa con una cuchara la crema espesa de la parte de arriba de la leche de coco a un wok o una cazuela ancha con el aceite. Deja que borbotee a fuego medio durante 3–5 minutos, removiendo, hasta que la grasa se separe y brille.',
          },
          {
            group: 'El curry',
            text: 'Añade 4 cucharadas colmadas de la pasta y sofríe durante 2 minutos, hasta que huela muchísimo.',
          },
          {
            group: 'El curry',
            text: 'Agrega el pollo y remueve 3 minutos para que se impregne de la pasta. Vierte el resto de la leche de coco, añade la berenjena y las hojas de lima y cuece a fuego suave durante 10 minutos.',
          },
          {
            group: 'El curry',
            text: 'Incorpora las judías verdes, la salsa de pescado y el azúcar y cuece 5 minutos más, hasta que el pollo esté hecho y las verduras tiernas.',
          },
          {
            group: 'El curry',
            text: 'Prueba y equilibra con más salsa de pescado si falta sal o azúcar si falta dulzor. Añade la albahaca, esparce el chile rojo y sirve con arroz jazmín.',
          },
        ],
        notes:
          'Sale más o menos el doble de pasta de la que necesitas: el resto aguanta una semana en la nevera o 3 meses en el congelador. Para un curry más suave, usa menos chiles o quítales las semillas.',
      },
      fr: {
        title: 'Curry vert thaï, pâte maison',
        description:
          "Du poulet, des aubergines et des haricots verts mijotés dans le lait de coco avec une pâte verte fraîche de piment, citronnelle, galanga et coriandre. La pâte se fait en quelques minutes au robot et a bien plus d'éclat que celle du commerce.",
        ingredients: [
          { group: 'Pour la pâte de curry', text: '6 piments oiseaux verts, équeutés' },
          {
            group: 'Pour la pâte de curry',
            text: '2 tiges de citronnelle, partie tendre seulement, émincées',
          },
          { group: 'Pour la pâte de curry', text: '30 g de galanga ou de gingembre frais, pelé et émincé' },
          { group: 'Pour la pâte de curry', text: '3 échalotes, grossièrement hachées' },
          { group: 'Pour la pâte de curry', text: "4 gousses d'ail" },
          { group: 'Pour la pâte de curry', text: '30 g de coriandre, avec tiges et racines' },
          { group: 'Pour la pâte de curry', text: '1 cuillère à café de coriandre moulue' },
          { group: 'Pour la pâte de curry', text: '½ cuillère à café de cumin moulu' },
          { group: 'Pour la pâte de curry', text: '½ cuillère à café de poivre blanc moulu' },
          { group: 'Pour la pâte de curry', text: '1 citron vert, zeste seulement' },
          { group: 'Pour la pâte de curry', text: '1 cuillère à café de pâte de crevettes' },
          { group: 'Pour la pâte de curry', text: '1 cuillère à café de sel' },
          { group: 'Pour la pâte de curry', text: "2 cuillères à soupe d'huile neutre" },
          { group: 'Pour le curry', text: '800 ml de lait de coco, non secoué' },
          { group: 'Pour le curry', text: "1 cuillère à soupe d'huile neutre" },
          { group: 'Pour le curry', text: '600 g de hauts de cuisse de poulet désossés, en bouchées' },
          { group: 'Pour le curry', text: "250 g d'aubergine (thaïe ou classique), en morceaux" },
          { group: 'Pour le curry', text: '4 feuilles de combava, déchirées' },
          { group: 'Pour le curry', text: '150 g de haricots verts, coupés en tronçons de 4 cm' },
          { group: 'Pour le curry', text: '2 cuillères à soupe de sauce poisson (nuoc-mâm)' },
          { group: 'Pour le curry', text: '1 cuillère à soupe de sucre de palme ou de cassonade' },
          { group: 'Pour le curry', text: '1 belle poignée de feuilles de basilic thaï' },
          { group: 'Pour le curry', text: '1 piment rouge, émincé' },
        ],
        steps: [
          {
            group: 'La pâte',
            text: "Mettez tous les ingrédients de la pâte dans le robot et mixez pendant 3 à 4 minutes, en raclant les parois de temps en temps, jusqu'à obtenir une pâte assez lisse, d'un vert vif. Ajoutez une cuillerée d'eau si les lames peinent.",
          },
          {
            group: 'Le curry',
            text: "Prélevez à la cuillère la crème épaisse du dessus du lait de coco et mettez-la dans un wok ou une sauteuse avec l'huile. Laissez bouillonner à feu moyen pendant 3 à 5 minutes en remuant, jusqu'à ce que la matière grasse se sépare et brille.",
          },
          {
            group: 'Le curry',
            text: "Ajoutez 4 cuillerées à soupe bombées de pâte et faites revenir pendant 2 minutes, jusqu'à ce que ce soit très parfumé.",
          },
          {
            group: 'Le curry',
            text: "Ajoutez le poulet et remuez 3 minutes pour bien l'enrober. Versez le reste du lait de coco, ajoutez l'aubergine et les feuilles de combava et laissez mijoter doucement pendant 10 minutes.",
          },
          {
            group: 'Le curry',
            text: "Ajoutez les haricots verts, la sauce poisson et le sucre et laissez mijoter encore 5 minutes, jusqu'à ce que le poulet soit cuit et les légumes tendres.",
          },
          {
            group: 'Le curry',
            text: 'Goûtez et équilibrez avec un peu de sauce poisson pour le sel ou de sucre pour la douceur. Incorporez le basilic thaï, parsemez de piment rouge et servez avec du riz jasmin.',
          },
        ],
        notes:
          'La recette donne environ deux fois la quantité de pâte nécessaire : le reste se garde une semaine au réfrigérateur ou 3 mois au congélateur. Pour un curry plus doux, mettez moins de piments ou retirez-en les graines.',
      },
      de: {
        title: 'Thailändisches grünes Curry mit selbst gemachter Paste',
        description:
          'Hähnchen, Aubergine und grüne Bohnen in Kokosmilch, mit einer frischen grünen Paste aus Chili, Zitronengras, Galgant und Koriander. Die Paste ist in wenigen Minuten in der Küchenmaschine fertig und schmeckt viel frischer als jede aus dem Glas.',
        ingredients: [
          { group: 'Für die Currypaste', text: '6 grüne Vogelaugenchilis, ohne Stiel' },
          {
            group: 'Für die Currypaste',
            text: '2 Stangen Zitronengras, nur der zarte Teil, in Ringe geschnitten',
          },
          {
            group: 'Für die Currypaste',
            text: '30 g Galgant oder frischer Ingwer, geschält und in Scheiben geschnitten',
          },
          { group: 'Für die Currypaste', text: '3 Schalotten, grob gehackt' },
          { group: 'Für die Currypaste', text: '4 Knoblauchzehen' },
          { group: 'Für die Currypaste', text: '30 g Koriander, mit Stielen und Wurzeln' },
          { group: 'Für die Currypaste', text: '1 TL gemahlener Koriander' },
          { group: 'Für die Currypaste', text: '½ TL gemahlener Kreuzkümmel' },
          { group: 'Für die Currypaste', text: '½ TL gemahlener weißer Pfeffer' },
          { group: 'Für die Currypaste', text: '1 Limette, nur die Schale' },
          { group: 'Für die Currypaste', text: '1 TL Garnelenpaste' },
          { group: 'Für die Currypaste', text: '1 TL Salz' },
          { group: 'Für die Currypaste', text: '2 EL neutrales Öl' },
          { group: 'Für das Curry', text: '800 ml Kokosmilch, nicht geschüttelt' },
          { group: 'Für das Curry', text: '1 EL neutrales Öl' },
          {
            group: 'Für das Curry',
            text: '600 g Hähnchenschenkel ohne Knochen, in mundgerechte Stücke geschnitten',
          },
          {
            group: 'Für das Curry',
            text: '250 g Aubergine (thailändische oder normale), in Stücke geschnitten',
          },
          { group: 'Für das Curry', text: '4 Kaffirlimettenblätter, zerrissen' },
          { group: 'Für das Curry', text: '150 g grüne Bohnen, in 4 cm lange Stücke geschnitten' },
          { group: 'Für das Curry', text: '2 EL Fischsauce' },
          { group: 'Für das Curry', text: '1 EL Palmzucker oder heller brauner Zucker' },
          { group: 'Für das Curry', text: '1 große Handvoll Thai-Basilikumblätter' },
          { group: 'Für das Curry', text: '1 rote Chilischote, in Ringe geschnitten' },
        ],
        steps: [
          {
            group: 'Die Paste',
            text: 'Alle Zutaten für die Paste in die Küchenmaschine geben und 3–4 Minuten mixen, dabei zwischendurch die Wände abschaben, bis eine recht glatte, leuchtend grüne Paste entsteht. Falls sich die Messer schwertun, einen Löffel Wasser zugeben.',
          },
          {
            group: 'Das Curry',
            text: 'Die dicke Creme von der Oberfläche der Kokosmilch abschöpfen und mit dem Öl in einen Wok oder eine weite Pfanne geben. Bei mittlerer Hitze 3–5 Minuten unter Rühren sprudelnd kochen lassen, bis sich das Fett absetzt und glänzt.',
          },
          {
            group: 'Das Curry',
            text: '4 gehäufte Esslöffel der Paste zugeben und 2 Minuten anbraten, bis es intensiv duftet.',
          },
          {
            group: 'Das Curry',
            text: 'Das Hähnchen zugeben und 3 Minuten rühren, damit es rundum mit Paste überzogen ist. Die restliche Kokosmilch angießen, Aubergine und Limettenblätter zugeben und 10 Minuten sanft köcheln lassen.',
          },
          {
            group: 'Das Curry',
            text: 'Grüne Bohnen, Fischsauce und Zucker zugeben und weitere 5 Minuten köcheln lassen, bis das Hähnchen durchgegart und das Gemüse weich ist.',
          },
          {
            group: 'Das Curry',
            text: 'Abschmecken und mit mehr Fischsauce für Salz oder Zucker für Süße ausbalancieren. Das Thai-Basilikum unterrühren, mit der roten Chili bestreuen und mit Jasminreis servieren.',
          },
        ],
        notes:
          'Die Paste reicht etwa für die doppelte Menge: Der Rest hält sich eine Woche im Kühlschrank oder 3 Monate im Gefrierfach. Für ein milderes Curry weniger Chilis nehmen oder die Kerne entfernen.',
      },
      zh: {
        title: '自制酱泰式绿咖喱',
        description:
          '鸡肉、茄子和四季豆在椰奶里慢炖，配上用辣椒、香茅、南姜和香菜现做的绿咖喱酱。咖喱酱用料理机几分钟就能打好，味道比任何瓶装酱都鲜亮。',
        ingredients: [
          { group: '咖喱酱', text: '青色小米辣 6个，去蒂' },
          { group: '咖喱酱', text: '香茅 2根，只取嫩的部分，切片' },
          { group: '咖喱酱', text: '南姜或鲜姜 30克，去皮切片' },
          { group: '咖喱酱', text: '红葱头 3个，粗切' },
          { group: '咖喱酱', text: '大蒜 4瓣' },
          { group: '咖喱酱', text: '香菜 30克，连茎带根' },
          { group: '咖喱酱', text: '芫荽籽粉 1茶匙' },
          { group: '咖喱酱', text: '孜然粉 ½茶匙' },
          { group: '咖喱酱', text: '白胡椒粉 ½茶匙' },
          { group: '咖喱酱', text: '青柠 1个，只取皮屑' },
          { group: '咖喱酱', text: '虾酱 1茶匙' },
          { group: '咖喱酱', text: '盐 1茶匙' },
          { group: '咖喱酱', text: '食用油 2汤匙' },
          { group: '咖喱', text: '椰奶 800毫升，不要摇匀' },
          { group: '咖喱', text: '食用油 1汤匙' },
          { group: '咖喱', text: '去骨鸡腿肉 600克，切小块' },
          { group: '咖喱', text: '茄子 250克（泰国圆茄或普通茄子），切块' },
          { group: '咖喱', text: '泰国青柠叶 4片，撕开' },
          { group: '咖喱', text: '四季豆 150克，切4厘米长段' },
          { group: '咖喱', text: '鱼露 2汤匙' },
          { group: '咖喱', text: '椰糖或浅色红糖 1汤匙' },
          { group: '咖喱', text: '泰国罗勒叶 1大把' },
          { group: '咖喱', text: '红辣椒 1个，切圈' },
        ],
        steps: [
          {
            group: '做咖喱酱',
            text: '把所有咖喱酱材料放进料理机，搅打3–4分钟，中途停下来把粘在壁上的刮下去，直到打成比较细腻的翠绿色酱。如果刀片转不动，加一勺清水。',
          },
          {
            group: '煮咖喱',
            text: '用勺子把椰奶上层浓稠的椰浆舀进炒锅或宽口锅，加油。中火边煮边搅3–5分钟，直到椰油析出、表面发亮。',
          },
          { group: '煮咖喱', text: '加入4满汤匙咖喱酱，炒2分钟，炒出浓郁香味。' },
          {
            group: '煮咖喱',
            text: '放入鸡肉，翻炒3分钟，让鸡肉均匀裹上咖喱酱。倒入剩下的椰奶，加茄子和青柠叶，小火炖10分钟。',
          },
          { group: '煮咖喱', text: '加入四季豆、鱼露和糖，再炖5分钟，直到鸡肉熟透、蔬菜变软。' },
          {
            group: '煮咖喱',
            text: '尝味后调整：不够咸加鱼露，不够甜加糖。拌入泰国罗勒，撒上红辣椒圈，配茉莉香米饭上桌。',
          },
        ],
        notes:
          '咖喱酱的量大约是一次用量的两倍：剩下的冷藏可以放一周，冷冻可以放3个月。想吃不太辣的，少放几个辣椒或者去掉辣椒籽。',
      },
    },
  },
  {
    key: 'larb-gai',
    cuisine: 'thai',
    difficulty: 'easy',
    servings: 4,
    prepMinutes: 15,
    cookMinutes: 12,
    totalMinutes: 27,
    dietaryFlags: ['Gluten-Free', 'Dairy-Free', 'Nut-Free'],
    appliances: ['stovetop'],
    tags: ['salad', 'lunch', 'dinner', 'spicy', 'quick'],
    text: {
      en: {
        title: 'Larb gai (Thai minced chicken salad)',
        description:
          'A warm salad from north-eastern Thailand and Laos: minced chicken dressed with lime, fish sauce and chili, tossed with a heap of fresh herbs and the nutty crunch of toasted rice.',
        ingredients: [
          { group: null, text: '2 tbsp uncooked sticky rice' },
          { group: null, text: '500 g minced chicken' },
          { group: null, text: '3 tbsp water' },
          { group: null, text: '3 tbsp lime juice' },
          { group: null, text: '2 tbsp fish sauce' },
          { group: null, text: '1 tsp chili flakes' },
          { group: null, text: '2 shallots, thinly sliced' },
          { group: null, text: '3 spring onions, sliced' },
          { group: null, text: '1 large handful of mint leaves' },
          { group: null, text: '1 large handful of coriander leaves' },
          { group: null, text: '1 head of little gem lettuce, leaves separated' },
          { group: null, text: '1 cucumber, sliced' },
        ],
        steps: [
          {
            group: null,
            text: 'Toast the sticky rice in a dry frying pan over medium heat for 5–7 minutes, shaking the pan, until deep golden and smelling of popcorn. Let it cool, then grind it to a coarse powder in a mortar or spice grinder.',
          },
          {
            group: null,
            text: 'Put the chicken and water in the same pan over medium heat and cook for 5–6 minutes, breaking the meat up finely, until no pink remains. It should poach gently rather than brown. Take the pan off the heat.',
          },
          {
            group: null,
            text: 'While the chicken is still warm, stir in the lime juice, fish sauce and chili flakes and leave it for 2 minutes to soak up the dressing.',
          },
          {
            group: null,
            text: 'Fold in the shallots, spring onions, herbs and most of the toasted rice. Taste: it should be sour, salty and hot. Scatter with the rest of the rice and serve warm or at room temperature with the lettuce leaves and cucumber.',
          },
        ],
        notes:
          'In Isan and Laos larb is eaten with sticky rice and raw vegetables. Toasted rice powder keeps for a month in a jar, so it is worth making extra. Minced pork or turkey work the same way.',
      },
      es: {
        title: 'Larb gai (ensalada tailandesa de pollo picado)',
        description:
          'Una ensalada templada del noreste de Tailandia y de Laos: pollo picado aliñado con lima, salsa de pescado y chile, mezclado con un montón de hierbas frescas y el crujiente tostado del arroz.',
        ingredients: [
          { group: null, text: '2 cucharadas de arroz glutinoso crudo' },
          { group: null, text: '500 g de pollo picado' },
          { group: null, text: '3 cucharadas de agua' },
          { group: null, text: '3 cucharadas de zumo de lima' },
          { group: null, text: '2 cucharadas de salsa de pescado' },
          { group: null, text: '1 cucharadita de copos de chile' },
          { group: null, text: '2 chalotas, en rodajas finas' },
          { group: null, text: '3 cebolletas, en rodajas' },
          { group: null, text: '1 buen puñado de hojas de menta' },
          { group: null, text: '1 buen puñado de hojas de cilantro' },
          { group: null, text: '1 cogollo de lechuga, con las hojas separadas' },
          { group: null, text: '1 pepino, en rodajas' },
        ],
        steps: [
          {
            group: null,
            text: 'Tuesta el arroz glutinoso en una sartén sin aceite a fuego medio durante 5–7 minutos, moviendo la sartén, hasta que esté bien dorado y huela a palomitas. Deja que se enfríe y muélelo grueso en un mortero o molinillo de especias.',
          },
          {
            group: null,
            text: 'Pon el pollo y el agua en la misma sartén a fuego medio y cocina durante 5–6 minutos, desmenuzando bien la carne, hasta que no quede nada rosado. Debe cocerse suavemente, no dorarse. Retira la sartén del fuego.',
          },
          {
            group: null,
            text: 'Con el pollo todavía caliente, añade el zumo de lima, la salsa de pescado y el chile y déjalo reposar 2 minutos para que absorba el aliño.',
          },
          {
            group: null,
            text: 'Incorpora las chalotas, las cebolletas, las hierbas y casi todo el arroz tostado. Prueba: debe ser ácido, salado y picante. Espolvorea el resto del arroz y sirve templado o a temperatura ambiente con las hojas de lechuga y el pepino.',
          },
        ],
        notes:
          'En Isan y en Laos el larb se come con arroz glutinoso y verduras crudas. El arroz tostado molido aguanta un mes en un tarro, así que merece la pena hacer de más. Con cerdo o pavo picado se prepara igual.',
      },
      fr: {
        title: 'Larb gai (salade thaïe de poulet haché)',
        description:
          "Une salade tiède du nord-est de la Thaïlande et du Laos : du poulet haché assaisonné de citron vert, de sauce poisson et de piment, mêlé à une montagne d'herbes fraîches et au croquant du riz grillé.",
        ingredients: [
          { group: null, text: '2 cuillères à soupe de riz gluant cru' },
          { group: null, text: '500 g de poulet haché' },
          { group: null, text: "3 cuillères à soupe d'eau" },
          { group: null, text: '3 cuillères à soupe de jus de citron vert' },
          { group: null, text: '2 cuillères à soupe de sauce poisson (nuoc-mâm)' },
          { group: null, text: '1 cuillère à café de piment en flocons' },
          { group: null, text: '2 échalotes, émincées finement' },
          { group: null, text: '3 oignons nouveaux, émincés' },
          { group: null, text: '1 belle poignée de feuilles de menthe' },
          { group: null, text: '1 belle poignée de feuilles de coriandre' },
          { group: null, text: '1 sucrine, feuilles détachées' },
          { group: null, text: '1 concombre, en rondelles' },
        ],
        steps: [
          {
            group: null,
            text: "Faites griller le riz gluant à sec dans une poêle à feu moyen pendant 5 à 7 minutes en secouant la poêle, jusqu'à ce qu'il soit bien doré et sente le pop-corn. Laissez refroidir, puis réduisez-le en poudre grossière au mortier ou au moulin à épices.",
          },
          {
            group: null,
            text: "Mettez le poulet et l'eau dans la même poêle à feu moyen et faites cuire pendant 5 à 6 minutes en émiettant finement la viande, jusqu'à ce qu'elle ne soit plus rose. Elle doit pocher doucement, pas dorer. Retirez la poêle du feu.",
          },
          {
            group: null,
            text: "Pendant que le poulet est encore chaud, ajoutez le jus de citron vert, la sauce poisson et le piment et laissez reposer 2 minutes pour qu'il s'imprègne de l'assaisonnement.",
          },
          {
            group: null,
            text: "Incorporez les échalotes, les oignons nouveaux, les herbes et presque tout le riz grillé. Goûtez : c'est acide, salé et piquant. Parsemez du reste du riz et servez tiède ou à température ambiante avec les feuilles de sucrine et le concombre.",
          },
        ],
        notes:
          'En Isan et au Laos, le larb se mange avec du riz gluant et des légumes crus. La poudre de riz grillé se garde un mois dans un bocal : autant en faire plus. Le porc ou la dinde hachés se préparent de la même façon.',
      },
      de: {
        title: 'Larb Gai (thailändischer Hähnchenhack-Salat)',
        description:
          'Ein lauwarmer Salat aus dem Nordosten Thailands und aus Laos: Hähnchenhack mit Limette, Fischsauce und Chili angemacht, mit einem Berg frischer Kräuter und dem nussigen Biss von geröstetem Reis.',
        ingredients: [
          { group: null, text: '2 EL ungekochter Klebreis' },
          { group: null, text: '500 g Hähnchenhackfleisch' },
          { group: null, text: '3 EL Wasser' },
          { group: null, text: '3 EL Limettensaft' },
          { group: null, text: '2 EL Fischsauce' },
          { group: null, text: '1 TL Chiliflocken' },
          { group: null, text: '2 Schalotten, in feine Ringe geschnitten' },
          { group: null, text: '3 Frühlingszwiebeln, in Ringe geschnitten' },
          { group: null, text: '1 große Handvoll Minzblätter' },
          { group: null, text: '1 große Handvoll Korianderblätter' },
          { group: null, text: '1 Romanaherz, Blätter abgelöst' },
          { group: null, text: '1 Salatgurke, in Scheiben geschnitten' },
        ],
        steps: [
          {
            group: null,
            text: 'Den Klebreis in einer trockenen Pfanne bei mittlerer Hitze 5–7 Minuten rösten und die Pfanne dabei rütteln, bis er tief goldbraun ist und nach Popcorn duftet. Abkühlen lassen und im Mörser oder in der Gewürzmühle grob mahlen.',
          },
          {
            group: null,
            text: 'Hackfleisch und Wasser in dieselbe Pfanne geben und bei mittlerer Hitze 5–6 Minuten garen, dabei fein zerkrümeln, bis nichts Rosafarbenes mehr zu sehen ist. Das Fleisch soll sanft garen, nicht braun werden. Die Pfanne vom Herd nehmen.',
          },
          {
            group: null,
            text: 'Solange das Fleisch noch warm ist, Limettensaft, Fischsauce und Chiliflocken unterrühren und 2 Minuten ziehen lassen, damit es das Dressing aufnimmt.',
          },
          {
            group: null,
            text: 'Schalotten, Frühlingszwiebeln, Kräuter und den Großteil des gerösteten Reises unterheben. Abschmecken: Es soll sauer, salzig und scharf sein. Mit dem restlichen Reis bestreuen und lauwarm oder zimmerwarm mit den Salatblättern und der Gurke servieren.',
          },
        ],
        notes:
          'In Isan und Laos isst man Larb mit Klebreis und rohem Gemüse. Gerösteter Reis hält sich im Glas einen Monat, es lohnt sich also, mehr davon zu machen. Mit Schweine- oder Putenhack funktioniert es genauso.',
      },
      zh: {
        title: '泰式鸡肉末沙拉（Larb Gai）',
        description:
          '来自泰国东北部和老挝的温沙拉：鸡肉末用青柠汁、鱼露和辣椒调味，拌上大把新鲜香草，再撒上炒米粉，带来坚果般的香脆。',
        ingredients: [
          { group: null, text: '生糯米 2汤匙' },
          { group: null, text: '鸡肉末 500克' },
          { group: null, text: '清水 3汤匙' },
          { group: null, text: '青柠汁 3汤匙' },
          { group: null, text: '鱼露 2汤匙' },
          { group: null, text: '辣椒碎 1茶匙' },
          { group: null, text: '红葱头 2个，切薄片' },
          { group: null, text: '葱 3根，切段' },
          { group: null, text: '薄荷叶 1大把' },
          { group: null, text: '香菜叶 1大把' },
          { group: null, text: '小罗马生菜 1棵，掰成叶片' },
          { group: null, text: '黄瓜 1根，切片' },
        ],
        steps: [
          {
            group: null,
            text: '糯米放进不放油的平底锅，中火炒5–7分钟，不停晃动锅子，炒到金黄、散发出爆米花般的香味。放凉后用研钵或香料研磨机磨成粗粉。',
          },
          {
            group: null,
            text: '同一个锅里放入鸡肉末和清水，中火煮5–6分钟，把肉末拨散，直到完全没有粉红色。肉末要慢慢煮熟，不要煎上色。把锅离火。',
          },
          { group: null, text: '趁鸡肉还热，拌入青柠汁、鱼露和辣椒碎，静置2分钟让肉末吸收调味汁。' },
          {
            group: null,
            text: '拌入红葱头、葱、香草和大部分炒米粉。尝一尝：应该是酸、咸、辣的。撒上剩下的炒米粉，温热或常温时配生菜叶和黄瓜片上桌。',
          },
        ],
        notes:
          '在泰国东北部和老挝，人们配糯米饭和生蔬菜吃这道菜。炒米粉装在罐子里能放一个月，值得多做一些。换成猪肉末或火鸡肉末做法一样。',
      },
    },
  },
  {
    key: 'pressure-cooker-pho-bo',
    cuisine: 'vietnamese',
    difficulty: 'hard',
    servings: 4,
    prepMinutes: 30,
    cookMinutes: 100,
    totalMinutes: 130,
    dietaryFlags: ['Gluten-Free', 'Dairy-Free', 'Nut-Free'],
    appliances: ['pressure-cooker', 'stovetop'],
    tags: ['soup', 'dinner', 'comfort-food'],
    text: {
      en: {
        title: 'Pressure-cooker beef pho',
        description:
          'A clear, fragrant beef noodle soup scented with charred onion, ginger, star anise and cinnamon. The pressure cooker gets a deep broth in an hour instead of a whole afternoon.',
        ingredients: [
          { group: 'For the broth', text: '1.5 kg beef bones (marrow and knuckle) or oxtail' },
          { group: 'For the broth', text: '500 g beef brisket, in one piece' },
          { group: 'For the broth', text: '1 large onion, halved, unpeeled' },
          { group: 'For the broth', text: '80 g fresh ginger, halved lengthways' },
          { group: 'For the broth', text: '4 star anise' },
          { group: 'For the broth', text: '1 cinnamon stick' },
          { group: 'For the broth', text: '4 cloves' },
          { group: 'For the broth', text: '1 tbsp coriander seeds' },
          { group: 'For the broth', text: '2.5 litres water' },
          { group: 'For the broth', text: '3 tbsp fish sauce' },
          { group: 'For the broth', text: '1 tbsp sugar' },
          { group: 'For the broth', text: '2 tsp salt' },
          { group: 'For the bowls', text: '400 g dried flat rice noodles' },
          { group: 'For the bowls', text: '250 g beef sirloin, sliced paper-thin' },
          { group: 'For the bowls', text: '200 g bean sprouts' },
          { group: 'For the bowls', text: '1 bunch of Thai basil' },
          { group: 'For the bowls', text: '1 bunch of coriander' },
          { group: 'For the bowls', text: '3 spring onions, thinly sliced' },
          { group: 'For the bowls', text: '2 limes, cut into wedges' },
          { group: 'For the bowls', text: '2 red chilies, sliced' },
          { group: 'For the bowls', text: 'sriracha, to serve' },
        ],
        steps: [
          {
            group: 'The broth',
            text: 'Put the bones in the pressure cooker, cover them with cold water, bring to a boil and boil hard for 5 minutes. Drain, rinse the bones and wipe out the pot: this keeps the broth clear.',
          },
          {
            group: 'The broth',
            text: 'Meanwhile char the onion and ginger, cut side down, in a dry heavy pan over high heat for 8–10 minutes, until blackened in places. Toast the star anise, cinnamon, cloves and coriander seeds in the same pan for 1–2 minutes, until fragrant.',
          },
          {
            group: 'The broth',
            text: 'Return the bones to the pressure cooker with the brisket, onion, ginger, spices and the water. Lock the lid, cook at high pressure for 60 minutes, then let the pressure come down naturally, which takes about 20 minutes.',
          },
          {
            group: 'The broth',
            text: 'Lift out the brisket, let it cool a little and slice it thinly. Strain the broth through a fine sieve, skim off some of the fat and season it with the fish sauce, sugar and salt. Keep it at a bare simmer.',
          },
          {
            group: 'The bowls',
            text: 'Soak the noodles in hot water for 10 minutes, or as the packet says, then drain and divide them between four large bowls.',
          },
          {
            group: 'The bowls',
            text: 'Top with the sliced brisket and the raw sirloin, then ladle over the simmering broth, which cooks the raw beef in about 1 minute. Bring the bean sprouts, herbs, spring onions, lime, chilies and sriracha to the table for everyone to add as they like.',
          },
        ],
        notes:
          'Without a pressure cooker, simmer the broth very gently in a large pot for 4–5 hours, topping up with water as needed. Leftover broth freezes well in portions for quick weeknight bowls.',
      },
      es: {
        title: 'Pho de ternera en olla exprés',
        description:
          'Una sopa de fideos con ternera, clara y aromática, perfumada con cebolla y jengibre tostados, anís estrellado y canela. La olla exprés consigue un caldo profundo en una hora en vez de toda una tarde.',
        ingredients: [
          { group: 'Para el caldo', text: '1,5 kg de huesos de ternera (de caña y de rodilla) o rabo' },
          { group: 'Para el caldo', text: '500 g de pecho de ternera, en una pieza' },
          { group: 'Para el caldo', text: '1 cebolla grande, partida por la mitad, sin pelar' },
          { group: 'Para el caldo', text: '80 g de jengibre fresco, partido a lo largo' },
          { group: 'Para el caldo', text: '4 estrellas de anís' },
          { group: 'Para el caldo', text: '1 rama de canela' },
          { group: 'Para el caldo', text: '4 clavos' },
          { group: 'Para el caldo', text: '1 cucharada de semillas de cilantro' },
          { group: 'Para el caldo', text: '2,5 litros de agua' },
          { group: 'Para el caldo', text: '3 cucharadas de salsa de pescado' },
          { group: 'Para el caldo', text: '1 cucharada de azúcar' },
          { group: 'Para el caldo', text: '2 cucharaditas de sal' },
          { group: 'Para los cuencos', text: '400 g de fideos de arroz planos secos' },
          { group: 'Para los cuencos', text: '250 g de solomillo de ternera, en lonchas finísimas' },
          { group: 'Para los cuencos', text: '200 g de brotes de soja' },
          { group: 'Para los cuencos', text: '1 manojo de albahaca tailandesa' },
          { group: 'Para los cuencos', text: '1 manojo de cilantro' },
          { group: 'Para los cuencos', text: '3 cebolletas, en rodajas finas' },
          { group: 'Para los cuencos', text: '2 limas, en gajos' },
          { group: 'Para los cuencos', text: '2 chiles rojos, en rodajas' },
          { group: 'Para los cuencos', text: 'salsa sriracha, para servir' },
        ],
        steps: [
          {
            group: 'El caldo',
            text: 'Pon los huesos en la olla exprés, cúbrelos con agua fría, lleva a ebullición y deja que hiervan a borbotones durante 5 minutos. Escurre, enjuaga los huesos y limpia la olla: así el caldo queda limpio.',
          },
          {
            group: 'El caldo',
            text: 'Mientras tanto, tuesta la cebolla y el jengibre, con el corte hacia abajo, en una sartén gruesa sin aceite a fuego fuerte durante 8–10 minutos, hasta que estén ennegrecidos en algunas zonas. Tuesta el anís, la canela, los clavos y el cilantro en la misma sartén durante 1–2 minutos, hasta que desprendan aroma.',
          },
          {
            group: 'El caldo',
            text: 'Devuelve los huesos a la olla con el pecho, la cebolla, el jengibre, las especias y el agua. Cierra la tapa, cocina a alta presión durante 60 minutos y deja que la presión baje sola, lo que lleva unos 20 minutos.',
          },
          {
            group: 'El caldo',
            text: 'Saca el pecho, deja que se temple y córtalo en lonchas finas. Cuela el caldo por un colador fino, desgrásalo un poco y sazónalo con la salsa de pescado, el azúcar y la sal. Mantenlo a un hervor muy suave.',
          },
          {
            group: 'Los cuencos',
            text: 'Remoja los fideos en agua caliente durante 10 minutos, o lo que indique el paquete, escúrrelos y repártelos en cuatro cuencos grandes.',
          },
          {
            group: 'Los cuencos',
            text: 'Coloca encima el pecho en lonchas y el solomillo crudo y vierte el caldo hirviendo, que cocina la carne cruda en 1 minuto más o menos. Lleva a la mesa los brotes de soja, las hierbas, las cebolletas, la lima, los chiles y la sriracha para que cada uno añada lo que quiera.',
          },
        ],
        notes:
          'Sin olla exprés, cuece el caldo a fuego muy suave en una olla grande durante 4–5 horas, añadiendo agua cuando haga falta. El caldo que sobre se congela bien en raciones para cenas rápidas entre semana.',
      },
      fr: {
        title: "Phở au bœuf à l'autocuiseur",
        description:
          "Une soupe de nouilles au bœuf, limpide et parfumée à l'oignon et au gingembre grillés, à l'anis étoilé et à la cannelle. L'autocuiseur donne un bouillon profond en une heure au lieu de tout un après-midi.",
        ingredients: [
          {
            group: 'Pour le bouillon',
            text: "1,5 kg d'os de bœuf (os à moelle et jarret) ou de queue de bœuf",
          },
          { group: 'Pour le bouillon', text: '500 g de poitrine de bœuf, en un seul morceau' },
          { group: 'Pour le bouillon', text: '1 gros oignon, coupé en deux, non pelé' },
          { group: 'Pour le bouillon', text: '80 g de gingembre frais, coupé en deux dans la longueur' },
          { group: 'Pour le bouillon', text: '4 étoiles de badiane' },
          { group: 'Pour le bouillon', text: '1 bâton de cannelle' },
          { group: 'Pour le bouillon', text: '4 clous de girofle' },
          { group: 'Pour le bouillon', text: '1 cuillère à soupe de graines de coriandre' },
          { group: 'Pour le bouillon', text: "2,5 litres d'eau" },
          { group: 'Pour le bouillon', text: '3 cuillères à soupe de sauce poisson (nuoc-mâm)' },
          { group: 'Pour le bouillon', text: '1 cuillère à soupe de sucre' },
          { group: 'Pour le bouillon', text: '2 cuillères à café de sel' },
          { group: 'Pour les bols', text: '400 g de nouilles de riz plates sèches' },
          { group: 'Pour les bols', text: '250 g de faux-filet de bœuf, en tranches très fines' },
          { group: 'Pour les bols', text: '200 g de pousses de soja' },
          { group: 'Pour les bols', text: '1 bouquet de basilic thaï' },
          { group: 'Pour les bols', text: '1 bouquet de coriandre' },
          { group: 'Pour les bols', text: '3 oignons nouveaux, émincés finement' },
          { group: 'Pour les bols', text: '2 citrons verts, coupés en quartiers' },
          { group: 'Pour les bols', text: '2 piments rouges, émincés' },
          { group: 'Pour les bols', text: 'sauce sriracha, pour servir' },
        ],
        steps: [
          {
            group: 'Le bouillon',
            text: "Mettez les os dans l'autocuiseur, couvrez d'eau froide, portez à ébullition et laissez bouillir à gros bouillons pendant 5 minutes. Égouttez, rincez les os et essuyez la cuve : le bouillon restera limpide.",
          },
          {
            group: 'Le bouillon',
            text: "Pendant ce temps, faites noircir l'oignon et le gingembre, côté coupé dessous, dans une poêle épaisse sans matière grasse à feu vif pendant 8 à 10 minutes, jusqu'à ce qu'ils soient bien brûlés par endroits. Faites griller la badiane, la cannelle, les clous de girofle et la coriandre dans la même poêle pendant 1 à 2 minutes, jusqu'à ce qu'ils embaument.",
          },
          {
            group: 'Le bouillon',
            text: "Remettez les os dans l'autocuiseur avec la poitrine, l'oignon, le gingembre, les épices et l'eau. Verrouillez le couvercle, faites cuire sous haute pression pendant 60 minutes, puis laissez la pression retomber naturellement, ce qui prend environ 20 minutes.",
          },
          {
            group: 'Le bouillon',
            text: 'Sortez la poitrine, laissez-la tiédir et tranchez-la finement. Filtrez le bouillon dans une passoire fine, dégraissez-le un peu et assaisonnez-le avec la sauce poisson, le sucre et le sel. Maintenez-le à très léger frémissement.',
          },
          {
            group: 'Les bols',
            text: "Faites tremper les nouilles dans de l'eau chaude pendant 10 minutes, ou selon le paquet, égouttez-les et répartissez-les dans quatre grands bols.",
          },
          {
            group: 'Les bols',
            text: 'Garnissez de poitrine tranchée et de faux-filet cru, puis versez le bouillon frémissant, qui cuit la viande crue en 1 minute environ. Apportez à table les pousses de soja, les herbes, les oignons nouveaux, le citron vert, les piments et la sriracha, que chacun ajoute à son goût.',
          },
        ],
        notes:
          "Sans autocuiseur, faites frémir le bouillon très doucement dans un grand faitout pendant 4 à 5 heures, en rajoutant de l'eau si besoin. Le bouillon restant se congèle très bien en portions, pour des bols express en semaine.",
      },
      de: {
        title: 'Pho Bo aus dem Schnellkochtopf',
        description:
          'Eine klare, duftende Rindfleisch-Nudelsuppe mit gerösteter Zwiebel, Ingwer, Sternanis und Zimt. Im Schnellkochtopf gelingt die kräftige Brühe in einer Stunde statt in einem ganzen Nachmittag.',
        ingredients: [
          {
            group: 'Für die Brühe',
            text: '1,5 kg Rinderknochen (Mark- und Gelenkknochen) oder Ochsenschwanz',
          },
          { group: 'Für die Brühe', text: '500 g Rinderbrust, am Stück' },
          { group: 'Für die Brühe', text: '1 große Zwiebel, halbiert, ungeschält' },
          { group: 'Für die Brühe', text: '80 g frischer Ingwer, längs halbiert' },
          { group: 'Für die Brühe', text: '4 Sternanis' },
          { group: 'Für die Brühe', text: '1 Zimtstange' },
          { group: 'Für die Brühe', text: '4 Gewürznelken' },
          { group: 'Für die Brühe', text: '1 EL Koriandersamen' },
          { group: 'Für die Brühe', text: '2,5 Liter Wasser' },
          { group: 'Für die Brühe', text: '3 EL Fischsauce' },
          { group: 'Für die Brühe', text: '1 EL Zucker' },
          { group: 'Für die Brühe', text: '2 TL Salz' },
          { group: 'Für die Schalen', text: '400 g getrocknete flache Reisnudeln' },
          { group: 'Für die Schalen', text: '250 g Rinderlende, hauchdünn geschnitten' },
          { group: 'Für die Schalen', text: '200 g Sojasprossen' },
          { group: 'Für die Schalen', text: '1 Bund Thai-Basilikum' },
          { group: 'Für die Schalen', text: '1 Bund Koriander' },
          { group: 'Für die Schalen', text: '3 Frühlingszwiebeln, in feine Ringe geschnitten' },
          { group: 'Für die Schalen', text: '2 Limetten, in Spalten geschnitten' },
          { group: 'Für die Schalen', text: '2 rote Chilischoten, in Ringe geschnitten' },
          { group: 'Für die Schalen', text: 'Sriracha, zum Servieren' },
        ],
        steps: [
          {
            group: 'Die Brühe',
            text: 'Die Knochen in den Schnellkochtopf legen, mit kaltem Wasser bedecken, aufkochen und 5 Minuten sprudelnd kochen lassen. Abgießen, die Knochen abspülen und den Topf auswischen: So bleibt die Brühe klar.',
          },
          {
            group: 'Die Brühe',
            text: 'Inzwischen Zwiebel und Ingwer mit der Schnittfläche nach unten in einer schweren Pfanne ohne Fett bei starker Hitze 8–10 Minuten rösten, bis sie stellenweise schwarz sind. Sternanis, Zimt, Nelken und Koriandersamen in derselben Pfanne 1–2 Minuten rösten, bis sie duften.',
          },
          {
            group: 'Die Brühe',
            text: 'Die Knochen mit Rinderbrust, Zwiebel, Ingwer, Gewürzen und dem Wasser zurück in den Schnellkochtopf geben. Den Deckel verschließen, 60 Minuten unter hohem Druck garen und den Druck dann von selbst abbauen lassen, was etwa 20 Minuten dauert.',
          },
          {
            group: 'Die Brühe',
            text: 'Die Rinderbrust herausnehmen, etwas abkühlen lassen und in dünne Scheiben schneiden. Die Brühe durch ein feines Sieb gießen, etwas entfetten und mit Fischsauce, Zucker und Salz abschmecken. Knapp unter dem Siedepunkt heiß halten.',
          },
          {
            group: 'Die Schalen',
            text: 'Die Nudeln 10 Minuten in heißem Wasser einweichen, oder wie auf der Packung angegeben, abgießen und auf vier große Schalen verteilen.',
          },
          {
            group: 'Die Schalen',
            text: 'Rinderbrust und rohe Lende darauflegen und die siedende Brühe darüberschöpfen, die das rohe Fleisch in etwa 1 Minute gart. Sojasprossen, Kräuter, Frühlingszwiebeln, Limetten, Chilis und Sriracha auf den Tisch stellen, damit jeder nach Geschmack nachlegt.',
          },
        ],
        notes:
          'Ohne Schnellkochtopf die Brühe in einem großen Topf 4–5 Stunden ganz sanft köcheln lassen und bei Bedarf Wasser nachgießen. Übrige Brühe lässt sich gut portionsweise einfrieren, für schnelle Suppen unter der Woche.',
      },
      zh: {
        title: '高压锅越南牛肉河粉',
        description:
          '清澈芳香的牛肉汤河粉，带着烤洋葱、烤姜、八角和桂皮的香气。用高压锅一小时就能熬出浓郁的汤底，不必守上一整个下午。',
        ingredients: [
          { group: '汤底', text: '牛骨（筒骨和膝盖骨）或牛尾 1.5千克' },
          { group: '汤底', text: '牛腩 500克，整块' },
          { group: '汤底', text: '大洋葱 1个，对半切开，不去皮' },
          { group: '汤底', text: '鲜姜 80克，纵向对半切开' },
          { group: '汤底', text: '八角 4个' },
          { group: '汤底', text: '桂皮 1根' },
          { group: '汤底', text: '丁香 4粒' },
          { group: '汤底', text: '芫荽籽 1汤匙' },
          { group: '汤底', text: '清水 2.5升' },
          { group: '汤底', text: '鱼露 3汤匙' },
          { group: '汤底', text: '白糖 1汤匙' },
          { group: '汤底', text: '盐 2茶匙' },
          { group: '装碗', text: '干扁河粉 400克' },
          { group: '装碗', text: '牛里脊 250克，切成极薄的片' },
          { group: '装碗', text: '豆芽 200克' },
          { group: '装碗', text: '泰国罗勒 1把' },
          { group: '装碗', text: '香菜 1把' },
          { group: '装碗', text: '葱 3根，切细葱花' },
          { group: '装碗', text: '青柠 2个，切瓣' },
          { group: '装碗', text: '红辣椒 2个，切圈' },
          { group: '装碗', text: '是拉差辣椒酱 适量，配食用' },
        ],
        steps: [
          {
            group: '熬汤',
            text: '牛骨放进高压锅，加冷水没过，烧开后大火滚煮5分钟。倒掉水，把牛骨冲洗干净，锅也擦干净，这样汤才清澈。',
          },
          {
            group: '熬汤',
            text: '同时，把洋葱和姜切面朝下，放进不放油的厚底锅，大火烤8–10分钟，烤到局部焦黑。再用同一个锅把八角、桂皮、丁香和芫荽籽焙1–2分钟，焙出香味。',
          },
          {
            group: '熬汤',
            text: '把牛骨放回高压锅，加入牛腩、洋葱、姜、香料和清水。盖紧锅盖，高压煮60分钟，然后让压力自然释放，大约需要20分钟。',
          },
          {
            group: '熬汤',
            text: '捞出牛腩，稍微放凉后切薄片。汤用细滤网过滤，撇去部分浮油，用鱼露、白糖和盐调味。保持微微沸腾的状态。',
          },
          { group: '装碗', text: '河粉用热水泡10分钟（或按包装说明），沥干后分到四个大碗里。' },
          {
            group: '装碗',
            text: '铺上牛腩片和生牛里脊片，浇上滚烫的汤，生牛肉大约1分钟就会烫熟。把豆芽、香草、葱花、青柠、辣椒和是拉差辣椒酱摆上桌，大家按口味自己加。',
          },
        ],
        notes:
          '没有高压锅的话，用大汤锅小火慢熬4–5小时，需要时添水。剩下的汤分装冷冻，工作日晚上可以很快做一碗。',
      },
    },
  },
  {
    key: 'vietnamese-noodle-salad-crispy-tofu',
    cuisine: 'vietnamese',
    difficulty: 'medium',
    servings: 4,
    prepMinutes: 25,
    cookMinutes: 20,
    totalMinutes: 45,
    dietaryFlags: ['Vegetarian', 'Vegan', 'Dairy-Free'],
    appliances: ['air-fryer', 'kettle'],
    tags: ['salad', 'lunch', 'dinner', 'vegetarian-main'],
    text: {
      en: {
        title: 'Vietnamese noodle salad with crispy tofu',
        description:
          'Cool rice noodles, crunchy vegetables and plenty of herbs topped with air-fried tofu and peanuts, with a sharp, sweet and salty lime dressing to pour over.',
        ingredients: [
          { group: 'For the tofu', text: '400 g firm tofu, pressed and cut into 2 cm cubes' },
          { group: 'For the tofu', text: '1 tbsp soy sauce' },
          { group: 'For the tofu', text: '1 tbsp neutral oil' },
          { group: 'For the tofu', text: '2 tbsp cornstarch' },
          { group: 'For the dressing', text: '3 tbsp sugar' },
          { group: 'For the dressing', text: '6 tbsp warm water' },
          { group: 'For the dressing', text: '4 tbsp lime juice' },
          { group: 'For the dressing', text: '2 tbsp soy sauce' },
          { group: 'For the dressing', text: '1 garlic clove, finely chopped' },
          { group: 'For the dressing', text: '1 red chili, finely chopped' },
          { group: 'For the salad', text: '200 g rice vermicelli' },
          { group: 'For the salad', text: '1 small lettuce, shredded' },
          { group: 'For the salad', text: '1 cucumber, cut into matchsticks' },
          { group: 'For the salad', text: '2 carrots, cut into matchsticks' },
          { group: 'For the salad', text: '1 large handful of mint leaves' },
          { group: 'For the salad', text: '1 large handful of coriander leaves' },
          { group: 'For the salad', text: '40 g roasted peanuts, chopped' },
        ],
        steps: [
          {
            group: 'Crispy tofu',
            text: 'Pat the tofu dry and toss it with the soy sauce and oil, then sprinkle over the cornstarch and toss again until every cube has a thin, dry coat.',
          },
          {
            group: 'Crispy tofu',
            text: 'Air-fry at 200 °C for 15–18 minutes, shaking the basket every 5 minutes, until golden and crisp.',
          },
          {
            group: 'Dressing and noodles',
            text: 'Stir the sugar into the warm water until it dissolves, then add the lime juice, soy sauce, garlic and chili. The dressing should taste sharp, sweet and salty all at once.',
          },
          {
            group: 'Dressing and noodles',
            text: 'Pour boiling water from the kettle over the vermicelli and leave it for 4–5 minutes, or as the packet says, until tender. Drain, rinse under cold water and drain well again.',
          },
          {
            group: 'To serve',
            text: 'Divide the lettuce between four bowls and add the noodles, cucumber, carrots and herbs. Top with the warm tofu and the peanuts and serve with the dressing to pour over at the table.',
          },
        ],
        notes:
          'The dressing keeps for a week in the fridge. Without an air fryer, bake the tofu on a lined tray at 220 °C for 25 minutes, turning it once.',
      },
      es: {
        title: 'Ensalada vietnamita de fideos con tofu crujiente',
        description:
          'Fideos de arroz fríos, verduras crujientes y muchas hierbas, con tofu hecho en la freidora de aire y cacahuetes por encima, y un aliño de lima ácido, dulce y salado para verter al gusto.',
        ingredients: [
          { group: 'Para el tofu', text: '400 g de tofu firme, prensado y en dados de 2 cm' },
          { group: 'Para el tofu', text: '1 cucharada de salsa de soja' },
          { group: 'Para el tofu', text: '1 cucharada de aceite neutro' },
          { group: 'Para el tofu', text: '2 cucharadas de maicena' },
          { group: 'Para el aliño', text: '3 cucharadas de azúcar' },
          { group: 'Para el aliño', text: '6 cucharadas de agua tibia' },
          { group: 'Para el aliño', text: '4 cucharadas de zumo de lima' },
          { group: 'Para el aliño', text: '2 cucharadas de salsa de soja' },
          { group: 'Para el aliño', text: '1 diente de ajo, picado fino' },
          { group: 'Para el aliño', text: '1 chile rojo, picado fino' },
          { group: 'Para la ensalada', text: '200 g de fideos de arroz finos' },
          { group: 'Para la ensalada', text: '1 lechuga pequeña, en tiras' },
          { group: 'Para la ensalada', text: '1 pepino, en bastoncitos' },
          { group: 'Para la ensalada', text: '2 zanahorias, en bastoncitos' },
          { group: 'Para la ensalada', text: '1 buen puñado de hojas de menta' },
          { group: 'Para la ensalada', text: '1 buen puñado de hojas de cilantro' },
          { group: 'Para la ensalada', text: '40 g de cacahuetes tostados, picados' },
        ],
        steps: [
          {
            group: 'Tofu crujiente',
            text: 'Seca el tofu y mézclalo con la salsa de soja y el aceite; después espolvorea la maicena y vuelve a mezclar hasta que cada dado tenga una capa fina y seca.',
          },
          {
            group: 'Tofu crujiente',
            text: 'Cocínalo en la freidora de aire a 200 °C durante 15–18 minutos, agitando la cesta cada 5 minutos, hasta que esté dorado y crujiente.',
          },
          {
            group: 'Aliño y fideos',
            text: 'Disuelve el azúcar en el agua tibia y añade el zumo de lima, la salsa de soja, el ajo y el chile. El aliño debe ser ácido, dulce y salado a la vez.',
          },
          {
            group: 'Aliño y fideos',
            text: 'Vierte agua hirviendo del hervidor sobre los fideos y déjalos 4–5 minutos, o lo que indique el paquete, hasta que estén tiernos. Escúrrelos, pásalos por agua fría y vuelve a escurrirlos bien.',
          },
          {
            group: 'Para servir',
            text: 'Reparte la lechuga en cuatro cuencos y añade los fideos, el pepino, la zanahoria y las hierbas. Corona con el tofu caliente y los cacahuetes y sirve con el aliño para que cada uno lo añada en la mesa.',
          },
        ],
        notes:
          'El aliño aguanta una semana en la nevera. Sin freidora de aire, hornea el tofu en una bandeja con papel a 220 °C durante 25 minutos, dándole la vuelta una vez.',
      },
      fr: {
        title: 'Salade vietnamienne de vermicelles au tofu croustillant',
        description:
          "Des vermicelles de riz froids, des légumes croquants et beaucoup d'herbes, garnis de tofu cuit à la friteuse à air et de cacahuètes, avec une sauce au citron vert acidulée, sucrée et salée à verser dessus.",
        ingredients: [
          { group: 'Pour le tofu', text: '400 g de tofu ferme, pressé et coupé en cubes de 2 cm' },
          { group: 'Pour le tofu', text: '1 cuillère à soupe de sauce soja' },
          { group: 'Pour le tofu', text: "1 cuillère à soupe d'huile neutre" },
          { group: 'Pour le tofu', text: '2 cuillères à soupe de fécule de maïs' },
          { group: 'Pour la sauce', text: '3 cuillères à soupe de sucre' },
          { group: 'Pour la sauce', text: "6 cuillères à soupe d'eau tiède" },
          { group: 'Pour la sauce', text: '4 cuillères à soupe de jus de citron vert' },
          { group: 'Pour la sauce', text: '2 cuillères à soupe de sauce soja' },
          { group: 'Pour la sauce', text: "1 gousse d'ail, finement hachée" },
          { group: 'Pour la sauce', text: '1 piment rouge, finement haché' },
          { group: 'Pour la salade', text: '200 g de vermicelles de riz' },
          { group: 'Pour la salade', text: '1 petite laitue, ciselée' },
          { group: 'Pour la salade', text: '1 concombre, taillé en bâtonnets' },
          { group: 'Pour la salade', text: '2 carottes, taillées en bâtonnets' },
          { group: 'Pour la salade', text: '1 belle poignée de feuilles de menthe' },
          { group: 'Pour la salade', text: '1 belle poignée de feuilles de coriandre' },
          { group: 'Pour la salade', text: '40 g de cacahuètes grillées, hachées' },
        ],
        steps: [
          {
            group: 'Tofu croustillant',
            text: "Épongez le tofu et mélangez-le avec la sauce soja et l'huile, puis saupoudrez de fécule et mélangez de nouveau jusqu'à ce que chaque cube soit couvert d'une fine couche sèche.",
          },
          {
            group: 'Tofu croustillant',
            text: "Faites-le cuire à la friteuse à air à 200 °C pendant 15 à 18 minutes, en secouant le panier toutes les 5 minutes, jusqu'à ce qu'il soit doré et croustillant.",
          },
          {
            group: 'Sauce et vermicelles',
            text: "Faites dissoudre le sucre dans l'eau tiède, puis ajoutez le jus de citron vert, la sauce soja, l'ail et le piment. La sauce doit être à la fois acidulée, sucrée et salée.",
          },
          {
            group: 'Sauce et vermicelles',
            text: "Versez de l'eau bouillante de la bouilloire sur les vermicelles et laissez-les 4 à 5 minutes, ou selon le paquet, jusqu'à ce qu'ils soient tendres. Égouttez, rincez à l'eau froide et égouttez de nouveau soigneusement.",
          },
          {
            group: 'Pour servir',
            text: 'Répartissez la laitue dans quatre bols et ajoutez les vermicelles, le concombre, les carottes et les herbes. Garnissez du tofu chaud et des cacahuètes et servez avec la sauce, que chacun verse à table.',
          },
        ],
        notes:
          'La sauce se garde une semaine au réfrigérateur. Sans friteuse à air, faites cuire le tofu au four sur une plaque chemisée à 220 °C pendant 25 minutes, en le retournant une fois.',
      },
      de: {
        title: 'Vietnamesischer Reisnudelsalat mit knusprigem Tofu',
        description:
          'Kalte Reisnudeln, knackiges Gemüse und viele Kräuter, dazu Tofu aus der Heißluftfritteuse und Erdnüsse, mit einem sauer-süß-salzigen Limettendressing zum Darübergießen.',
        ingredients: [
          { group: 'Für den Tofu', text: '400 g fester Tofu, gepresst und in 2 cm große Würfel geschnitten' },
          { group: 'Für den Tofu', text: '1 EL Sojasauce' },
          { group: 'Für den Tofu', text: '1 EL neutrales Öl' },
          { group: 'Für den Tofu', text: '2 EL Speisestärke' },
          { group: 'Für das Dressing', text: '3 EL Zucker' },
          { group: 'Für das Dressing', text: '6 EL warmes Wasser' },
          { group: 'Für das Dressing', text: '4 EL Limettensaft' },
          { group: 'Für das Dressing', text: '2 EL Sojasauce' },
          { group: 'Für das Dressing', text: '1 Knoblauchzehe, fein gehackt' },
          { group: 'Für das Dressing', text: '1 rote Chilischote, fein gehackt' },
          { group: 'Für den Salat', text: '200 g Reis-Vermicelli' },
          { group: 'Für den Salat', text: '1 kleiner Kopfsalat, in Streifen geschnitten' },
          { group: 'Für den Salat', text: '1 Salatgurke, in Stifte geschnitten' },
          { group: 'Für den Salat', text: '2 Möhren, in Stifte geschnitten' },
          { group: 'Für den Salat', text: '1 große Handvoll Minzblätter' },
          { group: 'Für den Salat', text: '1 große Handvoll Korianderblätter' },
          { group: 'Für den Salat', text: '40 g geröstete Erdnüsse, gehackt' },
        ],
        steps: [
          {
            group: 'Knuspriger Tofu',
            text: 'Den Tofu trocken tupfen und mit Sojasauce und Öl vermengen, dann die Stärke darüberstreuen und erneut mischen, bis jeder Würfel dünn und trocken überzogen ist.',
          },
          {
            group: 'Knuspriger Tofu',
            text: 'In der Heißluftfritteuse bei 200 °C 15–18 Minuten garen und den Korb alle 5 Minuten schütteln, bis der Tofu goldbraun und knusprig ist.',
          },
          {
            group: 'Dressing und Nudeln',
            text: 'Den Zucker im warmen Wasser auflösen, dann Limettensaft, Sojasauce, Knoblauch und Chili zugeben. Das Dressing soll gleichzeitig sauer, süß und salzig schmecken.',
          },
          {
            group: 'Dressing und Nudeln',
            text: 'Kochendes Wasser aus dem Wasserkocher über die Vermicelli gießen und sie 4–5 Minuten ziehen lassen, oder wie auf der Packung angegeben, bis sie weich sind. Abgießen, kalt abspülen und gut abtropfen lassen.',
          },
          {
            group: 'Anrichten',
            text: 'Den Salat auf vier Schalen verteilen und Nudeln, Gurke, Möhren und Kräuter dazugeben. Den warmen Tofu und die Erdnüsse darauf verteilen und mit dem Dressing servieren, das sich jeder am Tisch darübergießt.',
          },
        ],
        notes:
          'Das Dressing hält sich eine Woche im Kühlschrank. Ohne Heißluftfritteuse den Tofu auf einem mit Backpapier belegten Blech bei 220 °C 25 Minuten backen und einmal wenden.',
      },
      zh: {
        title: '越南脆豆腐米粉沙拉',
        description:
          '冰凉的米线、爽脆的蔬菜和大把香草，铺上空气炸锅炸的豆腐和花生，再淋上酸、甜、咸兼备的青柠汁。',
        ingredients: [
          { group: '豆腐', text: '老豆腐 400克，压出水分后切2厘米方块' },
          { group: '豆腐', text: '酱油 1汤匙' },
          { group: '豆腐', text: '食用油 1汤匙' },
          { group: '豆腐', text: '玉米淀粉 2汤匙' },
          { group: '调味汁', text: '白糖 3汤匙' },
          { group: '调味汁', text: '温水 6汤匙' },
          { group: '调味汁', text: '青柠汁 4汤匙' },
          { group: '调味汁', text: '酱油 2汤匙' },
          { group: '调味汁', text: '大蒜 1瓣，切末' },
          { group: '调味汁', text: '红辣椒 1个，切碎' },
          { group: '沙拉', text: '细米线 200克' },
          { group: '沙拉', text: '小生菜 1棵，切丝' },
          { group: '沙拉', text: '黄瓜 1根，切丝' },
          { group: '沙拉', text: '胡萝卜 2根，切丝' },
          { group: '沙拉', text: '薄荷叶 1大把' },
          { group: '沙拉', text: '香菜叶 1大把' },
          { group: '沙拉', text: '烤花生 40克，切碎' },
        ],
        steps: [
          {
            group: '脆豆腐',
            text: '豆腐擦干，加酱油和油拌匀，再撒上玉米淀粉拌一次，让每块豆腐都裹上一层薄薄的干粉。',
          },
          { group: '脆豆腐', text: '放入空气炸锅，200°C炸15–18分钟，每5分钟晃一下炸篮，炸到金黄酥脆。' },
          {
            group: '调味汁和米线',
            text: '白糖倒入温水中搅拌至溶化，再加入青柠汁、酱油、蒜末和辣椒碎。调味汁应该同时有酸、甜、咸的味道。',
          },
          {
            group: '调味汁和米线',
            text: '用电热水壶烧开水，浇在米线上，泡4–5分钟（或按包装说明）至变软。沥干，用冷水冲洗，再彻底沥干。',
          },
          {
            group: '装碗',
            text: '生菜分到四个碗里，放上米线、黄瓜丝、胡萝卜丝和香草。铺上热豆腐和花生碎，配调味汁上桌，大家自己浇。',
          },
        ],
        notes:
          '调味汁冷藏可以保存一周。没有空气炸锅的话，把豆腐铺在垫了烘焙纸的烤盘上，220°C烤25分钟，中途翻一次面。',
      },
    },
  },
  {
    key: 'chana-masala',
    cuisine: 'indian',
    difficulty: 'easy',
    servings: 4,
    prepMinutes: 10,
    cookMinutes: 35,
    totalMinutes: 45,
    dietaryFlags: ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Nut-Free'],
    appliances: ['stovetop'],
    tags: ['dinner', 'vegetarian-main', 'one-pot', 'batch-cooking'],
    text: {
      en: {
        title: 'Chana masala',
        description:
          'Chickpeas simmered in a tangy, deeply spiced onion and tomato sauce: a North Indian staple made almost entirely from the store cupboard, and even better the next day.',
        ingredients: [
          { group: null, text: '3 tbsp neutral oil' },
          { group: null, text: '1 tsp cumin seeds' },
          { group: null, text: '2 onions, finely chopped' },
          { group: null, text: '4 garlic cloves, finely chopped' },
          { group: null, text: '1 tbsp grated fresh ginger' },
          { group: null, text: '1 green chili, finely chopped' },
          { group: null, text: '2 tsp ground coriander' },
          { group: null, text: '1 tsp ground cumin' },
          { group: null, text: '½ tsp ground turmeric' },
          { group: null, text: '1 tsp Kashmiri chili powder' },
          { group: null, text: '1 can (400 g) chopped tomatoes' },
          { group: null, text: '2 cans (400 g each) chickpeas, drained' },
          { group: null, text: '250 ml water' },
          { group: null, text: '1 tsp salt' },
          { group: null, text: '1 tsp garam masala' },
          { group: null, text: '½ lemon, juiced' },
          { group: null, text: '1 small handful of coriander leaves, chopped' },
        ],
        steps: [
          {
            group: null,
            text: 'Heat the oil in a large pan over medium heat. Add the cumin seeds and let them sizzle for 30 seconds.',
          },
          {
            group: null,
            text: 'Add the onions and cook for 10–12 minutes, stirring often, until deep golden. Take your time here: well-browned onions give the sauce its depth.',
          },
          {
            group: null,
            text: 'Add the garlic, ginger and green chili and cook for 1 minute, then stir in the ground coriander, cumin, turmeric and chili powder for 30 seconds.',
          },
          {
            group: null,
            text: 'Add the tomatoes and cook for 5 minutes, until thick and the oil starts to separate at the edges.',
          },
          {
            group: null,
            text: 'Add the chickpeas, water and salt, bring to a boil and simmer for 15 minutes, crushing a few chickpeas against the side of the pan to thicken the sauce.',
          },
          {
            group: null,
            text: 'Stir in the garam masala and lemon juice, taste for salt and scatter with the coriander. Serve with rice or flatbreads.',
          },
        ],
        notes:
          'It keeps for 4 days in the fridge and freezes well. A black teabag simmered in the sauce, then removed, gives the dark colour of Punjabi restaurant versions.',
      },
      es: {
        title: 'Chana masala',
        description:
          'Garbanzos guisados en una salsa de cebolla y tomate ácida y muy especiada: un clásico del norte de la India hecho casi por completo con lo que hay en la despensa, y aún mejor al día siguiente.',
        ingredients: [
          { group: null, text: '3 cucharadas de aceite neutro' },
          { group: null, text: '1 cucharadita de semillas de comino' },
          { group: null, text: '2 cebollas, picadas finas' },
          { group: null, text: '4 dientes de ajo, picados finos' },
          { group: null, text: '1 cucharada de jengibre fresco rallado' },
          { group: null, text: '1 chile verde, picado fino' },
          { group: null, text: '2 cucharaditas de cilantro molido' },
          { group: null, text: '1 cucharadita de comino molido' },
          { group: null, text: '½ cucharadita de cúrcuma molida' },
          { group: null, text: '1 cucharadita de chile de Cachemira en polvo' },
          { group: null, text: '1 lata (400 g) de tomate troceado' },
          { group: null, text: '2 latas (de 400 g cada una) de garbanzos, escurridos' },
          { group: null, text: '250 ml de agua' },
          { group: null, text: '1 cucharadita de sal' },
          { group: null, text: '1 cucharadita de garam masala' },
          { group: null, text: '½ limón, exprimido' },
          { group: null, text: '1 puñadito de hojas de cilantro, picadas' },
        ],
        steps: [
          {
            group: null,
            text: 'Calienta el aceite en una cazuela grande a fuego medio. Añade las semillas de comino y deja que chisporroteen durante 30 segundos.',
          },
          {
            group: null,
            text: 'Agrega las cebollas y cocínalas durante 10–12 minutos, removiendo a menudo, hasta que estén muy doradas. Sin prisa: una cebolla bien dorada es lo que da profundidad a la salsa.',
          },
          {
            group: null,
            text: 'Añade el ajo, el jengibre y el chile verde y cocina 1 minuto; después incorpora el cilantro molido, el comino, la cúrcuma y el chile en polvo y remueve 30 segundos.',
          },
          {
            group: null,
            text: 'Añade el tomate y cocina durante 5 minutos, hasta que espese y el aceite empiece a separarse por los bordes.',
          },
          {
            group: null,
            text: 'Incorpora los garbanzos, el agua y la sal, lleva a ebullición y cuece a fuego lento durante 15 minutos, aplastando algunos garbanzos contra la pared de la cazuela para espesar la salsa.',
          },
          {
            group: null,
            text: 'Añade el garam masala y el zumo de limón, rectifica de sal y espolvorea el cilantro. Sirve con arroz o pan plano.',
          },
        ],
        notes:
          'Se conserva 4 días en la nevera y se congela bien. Una bolsita de té negro cocida en la salsa, y retirada después, le da el color oscuro de los restaurantes punyabíes.',
      },
      fr: {
        title: 'Chana masala',
        description:
          "Des pois chiches mijotés dans une sauce oignon-tomate acidulée et très épicée : un classique du nord de l'Inde préparé presque entièrement avec le contenu du placard, et encore meilleur le lendemain.",
        ingredients: [
          { group: null, text: "3 cuillères à soupe d'huile neutre" },
          { group: null, text: '1 cuillère à café de graines de cumin' },
          { group: null, text: '2 oignons, finement hachés' },
          { group: null, text: "4 gousses d'ail, finement hachées" },
          { group: null, text: '1 cuillère à soupe de gingembre frais râpé' },
          { group: null, text: '1 piment vert, finement haché' },
          { group: null, text: '2 cuillères à café de coriandre moulue' },
          { group: null, text: '1 cuillère à café de cumin moulu' },
          { group: null, text: '½ cuillère à café de curcuma moulu' },
          { group: null, text: '1 cuillère à café de piment du Cachemire en poudre' },
          { group: null, text: '1 boîte (400 g) de tomates concassées' },
          { group: null, text: '2 boîtes (400 g chacune) de pois chiches, égouttés' },
          { group: null, text: "250 ml d'eau" },
          { group: null, text: '1 cuillère à café de sel' },
          { group: null, text: '1 cuillère à café de garam masala' },
          { group: null, text: '½ citron, pressé' },
          { group: null, text: '1 petite poignée de feuilles de coriandre, ciselées' },
        ],
        steps: [
          {
            group: null,
            text: "Faites chauffer l'huile dans une grande casserole à feu moyen. Ajoutez les graines de cumin et laissez-les grésiller pendant 30 secondes.",
          },
          {
            group: null,
            text: "Ajoutez les oignons et faites-les cuire pendant 10 à 12 minutes en remuant souvent, jusqu'à ce qu'ils soient bien dorés. Prenez votre temps : ce sont les oignons bien colorés qui donnent sa profondeur à la sauce.",
          },
          {
            group: null,
            text: "Ajoutez l'ail, le gingembre et le piment vert et faites cuire 1 minute, puis incorporez la coriandre moulue, le cumin, le curcuma et le piment en poudre et remuez 30 secondes.",
          },
          {
            group: null,
            text: "Ajoutez les tomates et laissez cuire pendant 5 minutes, jusqu'à ce que la sauce épaississe et que l'huile commence à se séparer sur les bords.",
          },
          {
            group: null,
            text: "Ajoutez les pois chiches, l'eau et le sel, portez à ébullition et laissez mijoter pendant 15 minutes en écrasant quelques pois chiches contre la paroi pour épaissir la sauce.",
          },
          {
            group: null,
            text: 'Incorporez le garam masala et le jus de citron, rectifiez le sel et parsemez de coriandre. Servez avec du riz ou des galettes.',
          },
        ],
        notes:
          'Se garde 4 jours au réfrigérateur et se congèle bien. Un sachet de thé noir mis à infuser dans la sauce, puis retiré, donne la couleur sombre des versions des restaurants pendjabis.',
      },
      de: {
        title: 'Chana Masala',
        description:
          'Kichererbsen in einer säuerlichen, kräftig gewürzten Zwiebel-Tomaten-Sauce: ein nordindischer Klassiker, fast ganz aus dem Vorratsschrank, und am nächsten Tag noch besser.',
        ingredients: [
          { group: null, text: '3 EL neutrales Öl' },
          { group: null, text: '1 TL Kreuzkümmelsamen' },
          { group: null, text: '2 Zwiebeln, fein gehackt' },
          { group: null, text: '4 Knoblauchzehen, fein gehackt' },
          { group: null, text: '1 EL frisch geriebener Ingwer' },
          { group: null, text: '1 grüne Chilischote, fein gehackt' },
          { group: null, text: '2 TL gemahlener Koriander' },
          { group: null, text: '1 TL gemahlener Kreuzkümmel' },
          { group: null, text: '½ TL gemahlene Kurkuma' },
          { group: null, text: '1 TL Kaschmir-Chilipulver' },
          { group: null, text: '1 Dose (400 g) gehackte Tomaten' },
          { group: null, text: '2 Dosen Kichererbsen (je 400 g), abgetropft' },
          { group: null, text: '250 ml Wasser' },
          { group: null, text: '1 TL Salz' },
          { group: null, text: '1 TL Garam Masala' },
          { group: null, text: '½ Zitrone, ausgepresst' },
          { group: null, text: '1 kleine Handvoll Korianderblätter, gehackt' },
        ],
        steps: [
          {
            group: null,
            text: 'Das Öl in einem großen Topf bei mittlerer Hitze erhitzen. Den Kreuzkümmel hineingeben und 30 Sekunden brutzeln lassen.',
          },
          {
            group: null,
            text: 'Die Zwiebeln zugeben und 10–12 Minuten unter häufigem Rühren braten, bis sie tief goldbraun sind. Hier nicht hetzen: Gut gebräunte Zwiebeln geben der Sauce ihre Tiefe.',
          },
          {
            group: null,
            text: 'Knoblauch, Ingwer und grüne Chili zugeben und 1 Minute mitbraten, dann gemahlenen Koriander, Kreuzkümmel, Kurkuma und Chilipulver 30 Sekunden unterrühren.',
          },
          {
            group: null,
            text: 'Die Tomaten zugeben und 5 Minuten einkochen lassen, bis die Sauce dick wird und sich am Rand das Öl absetzt.',
          },
          {
            group: null,
            text: 'Kichererbsen, Wasser und Salz zugeben, aufkochen und 15 Minuten köcheln lassen; dabei einige Kichererbsen am Topfrand zerdrücken, um die Sauce zu binden.',
          },
          {
            group: null,
            text: 'Garam Masala und Zitronensaft unterrühren, mit Salz abschmecken und mit Koriander bestreuen. Mit Reis oder Fladenbrot servieren.',
          },
        ],
        notes:
          'Hält sich 4 Tage im Kühlschrank und lässt sich gut einfrieren. Ein Beutel Schwarztee, in der Sauce mitgekocht und wieder entfernt, gibt die dunkle Farbe der Versionen aus Punjabi-Restaurants.',
      },
      zh: {
        title: '印度香料鹰嘴豆（Chana Masala）',
        description:
          '鹰嘴豆在酸香浓郁的洋葱番茄香料酱汁里慢炖，是印度北方的家常菜，几乎全用储藏柜里的材料就能做，隔夜吃更香。',
        ingredients: [
          { group: null, text: '食用油 3汤匙' },
          { group: null, text: '孜然籽 1茶匙' },
          { group: null, text: '洋葱 2个，切碎' },
          { group: null, text: '大蒜 4瓣，切末' },
          { group: null, text: '姜蓉 1汤匙' },
          { group: null, text: '青辣椒 1个，切碎' },
          { group: null, text: '芫荽籽粉 2茶匙' },
          { group: null, text: '孜然粉 1茶匙' },
          { group: null, text: '姜黄粉 ½茶匙' },
          { group: null, text: '克什米尔辣椒粉 1茶匙' },
          { group: null, text: '番茄碎罐头 1罐（400克）' },
          { group: null, text: '鹰嘴豆罐头 2罐（每罐400克），沥干' },
          { group: null, text: '清水 250毫升' },
          { group: null, text: '盐 1茶匙' },
          { group: null, text: '印度综合香料粉（garam masala） 1茶匙' },
          { group: null, text: '柠檬 ½个，挤汁' },
          { group: null, text: '香菜叶 1小把，切碎' },
        ],
        steps: [
          { group: null, text: '大锅中火烧热油，放入孜然籽，爆香30秒。' },
          {
            group: null,
            text: '加入洋葱，炒10–12分钟，期间经常翻炒，直到洋葱呈深金黄色。这一步别着急：洋葱炒得够焦香，酱汁才有层次。',
          },
          {
            group: null,
            text: '加入蒜末、姜蓉和青辣椒炒1分钟，再加入芫荽籽粉、孜然粉、姜黄粉和辣椒粉，翻炒30秒。',
          },
          { group: null, text: '倒入番茄碎，煮5分钟，煮到浓稠、锅边开始析出油。' },
          {
            group: null,
            text: '加入鹰嘴豆、清水和盐，烧开后小火炖15分钟，期间把一些鹰嘴豆压在锅壁上碾碎，让酱汁更浓稠。',
          },
          { group: null, text: '拌入综合香料粉和柠檬汁，尝一下再补盐，撒上香菜。配米饭或印度薄饼吃。' },
        ],
        notes: '冷藏可保存4天，也适合冷冻。放一个红茶包一起炖、之后取出，能做出旁遮普餐馆那种深色的效果。',
      },
    },
  },
  {
    key: 'pressure-cooker-dal-tadka',
    cuisine: 'indian',
    difficulty: 'easy',
    servings: 4,
    prepMinutes: 10,
    cookMinutes: 35,
    totalMinutes: 45,
    dietaryFlags: ['Vegetarian', 'Gluten-Free', 'Nut-Free'],
    appliances: ['pressure-cooker', 'stovetop'],
    tags: ['dinner', 'vegetarian-main', 'comfort-food'],
    text: {
      en: {
        title: 'Dal tadka',
        description:
          'Creamy yellow lentils cooked quickly in the pressure cooker, then finished with a sizzling tadka: spices, garlic and onion fried in ghee and poured over at the last moment.',
        ingredients: [
          { group: 'For the dal', text: '200 g split pigeon peas (toor dal), rinsed' },
          { group: 'For the dal', text: '750 ml water' },
          { group: 'For the dal', text: '½ tsp ground turmeric' },
          { group: 'For the dal', text: '1 tsp salt' },
          { group: 'For the dal', text: '1 tomato, chopped' },
          { group: 'For the tadka', text: '2 tbsp ghee' },
          { group: 'For the tadka', text: '1 tsp cumin seeds' },
          { group: 'For the tadka', text: '½ tsp black mustard seeds' },
          { group: 'For the tadka', text: '2 dried red chilies' },
          { group: 'For the tadka', text: '4 garlic cloves, thinly sliced' },
          { group: 'For the tadka', text: '1 onion, finely chopped' },
          { group: 'For the tadka', text: '1 green chili, slit lengthways' },
          { group: 'For the tadka', text: '½ tsp Kashmiri chili powder' },
          { group: 'For the tadka', text: '1 small handful of coriander leaves, chopped' },
          { group: 'For the tadka', text: '½ lemon, juiced' },
        ],
        steps: [
          {
            group: 'The dal',
            text: 'Put the dal, water, turmeric, salt and tomato in the pressure cooker. Cook at high pressure for 12 minutes, then let the pressure come down naturally for 10 minutes.',
          },
          {
            group: 'The dal',
            text: 'Open the lid and whisk the dal until creamy. If it is too thick, add hot water: it should pour like a thick soup.',
          },
          {
            group: 'The tadka',
            text: 'Heat the ghee in a small pan over medium heat. Add the cumin and mustard seeds and the dried chilies and fry for about 30 seconds, until the mustard seeds pop.',
          },
          {
            group: 'The tadka',
            text: 'Add the garlic and fry for 1 minute, until pale golden, then add the onion and green chili and fry for 5–6 minutes, until the onion is soft and golden.',
          },
          {
            group: 'The tadka',
            text: 'Take the pan off the heat and stir in the chili powder; the hot fat brings out its colour without burning it. Pour the sizzling tadka over the dal, finish with the coriander and lemon juice and serve with rice or chapatis.',
          },
        ],
        notes:
          'For a vegan dal, use oil instead of ghee. Red lentils need only 6 minutes at pressure. Without a pressure cooker, simmer toor dal in a covered pan for about 45 minutes, stirring now and then.',
      },
      es: {
        title: 'Dal tadka',
        description:
          'Lentejas amarillas cremosas cocidas en un momento en la olla exprés y rematadas con un tadka chisporroteante: especias, ajo y cebolla fritos en ghee y vertidos por encima en el último momento.',
        ingredients: [
          { group: 'Para el dal', text: '200 g de guandú partido (toor dal), enjuagado' },
          { group: 'Para el dal', text: '750 ml de agua' },
          { group: 'Para el dal', text: '½ cucharadita de cúrcuma molida' },
          { group: 'Para el dal', text: '1 cucharadita de sal' },
          { group: 'Para el dal', text: '1 tomate, picado' },
          { group: 'Para el tadka', text: '2 cucharadas de ghee' },
          { group: 'Para el tadka', text: '1 cucharadita de semillas de comino' },
          { group: 'Para el tadka', text: '½ cucharadita de semillas de mostaza negra' },
          { group: 'Para el tadka', text: '2 chiles rojos secos' },
          { group: 'Para el tadka', text: '4 dientes de ajo, en láminas finas' },
          { group: 'Para el tadka', text: '1 cebolla, picada fina' },
          { group: 'Para el tadka', text: '1 chile verde, abierto a lo largo' },
          { group: 'Para el tadka', text: '½ cucharadita de chile de Cachemira en polvo' },
          { group: 'Para el tadka', text: '1 puñadito de hojas de cilantro, picadas' },
          { group: 'Para el tadka', text: '½ limón, exprimido' },
        ],
        steps: [
          {
            group: 'El dal',
            text: 'Pon el dal, el agua, la cúrcuma, la sal y el tomate en la olla exprés. Cocina a alta presión durante 12 minutos y deja que la presión baje sola durante 10 minutos.',
          },
          {
            group: 'El dal',
            text: 'Abre la tapa y bate el dal hasta que quede cremoso. Si está demasiado espeso, añade agua caliente: debe caer como una sopa espesa.',
          },
          {
            group: 'El tadka',
            text: 'Calienta el ghee en un cazo pequeño a fuego medio. Añade las semillas de comino y de mostaza y los chiles secos y fríe unos 30 segundos, hasta que la mostaza empiece a saltar.',
          },
          {
            group: 'El tadka',
            text: 'Agrega el ajo y fríe 1 minuto, hasta que esté ligeramente dorado; después añade la cebolla y el chile verde y fríe durante 5–6 minutos, hasta que la cebolla esté blanda y dorada.',
          },
          {
            group: 'El tadka',
            text: 'Retira el cazo del fuego y añade el chile en polvo; la grasa caliente saca su color sin quemarlo. Vierte el tadka chisporroteante sobre el dal, termina con el cilantro y el zumo de limón y sirve con arroz o chapatis.',
          },
        ],
        notes:
          'Para un dal vegano, usa aceite en lugar de ghee. Las lentejas rojas solo necesitan 6 minutos a presión. Sin olla exprés, cuece el toor dal en una cazuela tapada durante unos 45 minutos, removiendo de vez en cuando.',
      },
      fr: {
        title: 'Dal tadka',
        description:
          "Des lentilles jaunes crémeuses cuites en un rien de temps à l'autocuiseur, puis finies d'un tadka grésillant : épices, ail et oignon frits dans le ghee et versés dessus au dernier moment.",
        ingredients: [
          { group: 'Pour le dal', text: "200 g de pois d'Angole cassés (toor dal), rincés" },
          { group: 'Pour le dal', text: "750 ml d'eau" },
          { group: 'Pour le dal', text: '½ cuillère à café de curcuma moulu' },
          { group: 'Pour le dal', text: '1 cuillère à café de sel' },
          { group: 'Pour le dal', text: '1 tomate, hachée' },
          { group: 'Pour le tadka', text: '2 cuillères à soupe de ghee' },
          { group: 'Pour le tadka', text: '1 cuillère à café de graines de cumin' },
          { group: 'Pour le tadka', text: '½ cuillère à café de graines de moutarde noire' },
          { group: 'Pour le tadka', text: '2 piments rouges séchés' },
          { group: 'Pour le tadka', text: "4 gousses d'ail, émincées finement" },
          { group: 'Pour le tadka', text: '1 oignon, finement haché' },
          { group: 'Pour le tadka', text: '1 piment vert, fendu dans la longueur' },
          { group: 'Pour le tadka', text: '½ cuillère à café de piment du Cachemire en poudre' },
          { group: 'Pour le tadka', text: '1 petite poignée de feuilles de coriandre, ciselées' },
          { group: 'Pour le tadka', text: '½ citron, pressé' },
        ],
        steps: [
          {
            group: 'Le dal',
            text: "Mettez le dal, l'eau, le curcuma, le sel et la tomate dans l'autocuiseur. Faites cuire sous haute pression pendant 12 minutes, puis laissez la pression retomber naturellement pendant 10 minutes.",
          },
          {
            group: 'Le dal',
            text: "Ouvrez le couvercle et fouettez le dal jusqu'à ce qu'il soit crémeux. S'il est trop épais, ajoutez de l'eau chaude : il doit couler comme une soupe épaisse.",
          },
          {
            group: 'Le tadka',
            text: "Faites chauffer le ghee dans une petite poêle à feu moyen. Ajoutez les graines de cumin et de moutarde et les piments séchés et faites frire environ 30 secondes, jusqu'à ce que les graines de moutarde éclatent.",
          },
          {
            group: 'Le tadka',
            text: "Ajoutez l'ail et faites-le frire 1 minute, jusqu'à ce qu'il soit blond, puis ajoutez l'oignon et le piment vert et faites frire pendant 5 à 6 minutes, jusqu'à ce que l'oignon soit tendre et doré.",
          },
          {
            group: 'Le tadka',
            text: 'Retirez la poêle du feu et incorporez le piment en poudre : la graisse chaude fait ressortir sa couleur sans le brûler. Versez le tadka grésillant sur le dal, terminez avec la coriandre et le jus de citron et servez avec du riz ou des chapatis.',
          },
        ],
        notes:
          "Pour un dal végan, remplacez le ghee par de l'huile. Les lentilles corail ne demandent que 6 minutes sous pression. Sans autocuiseur, faites mijoter le toor dal à couvert pendant environ 45 minutes en remuant de temps en temps.",
      },
      de: {
        title: 'Dal Tadka',
        description:
          'Cremige gelbe Linsen, im Schnellkochtopf im Nu gegart und mit einem zischenden Tadka vollendet: Gewürze, Knoblauch und Zwiebel in Ghee gebraten und im letzten Moment darübergegossen.',
        ingredients: [
          { group: 'Für das Dal', text: '200 g geschälte, halbierte Straucherbsen (Toor Dal), gewaschen' },
          { group: 'Für das Dal', text: '750 ml Wasser' },
          { group: 'Für das Dal', text: '½ TL gemahlene Kurkuma' },
          { group: 'Für das Dal', text: '1 TL Salz' },
          { group: 'Für das Dal', text: '1 Tomate, gehackt' },
          { group: 'Für das Tadka', text: '2 EL Ghee' },
          { group: 'Für das Tadka', text: '1 TL Kreuzkümmelsamen' },
          { group: 'Für das Tadka', text: '½ TL schwarze Senfsamen' },
          { group: 'Für das Tadka', text: '2 getrocknete rote Chilis' },
          { group: 'Für das Tadka', text: '4 Knoblauchzehen, in dünne Scheiben geschnitten' },
          { group: 'Für das Tadka', text: '1 Zwiebel, fein gehackt' },
          { group: 'Für das Tadka', text: '1 grüne Chilischote, längs eingeschnitten' },
          { group: 'Für das Tadka', text: '½ TL Kaschmir-Chilipulver' },
          { group: 'Für das Tadka', text: '1 kleine Handvoll Korianderblätter, gehackt' },
          { group: 'Für das Tadka', text: '½ Zitrone, ausgepresst' },
        ],
        steps: [
          {
            group: 'Das Dal',
            text: 'Dal, Wasser, Kurkuma, Salz und Tomate in den Schnellkochtopf geben. 12 Minuten unter hohem Druck garen und den Druck dann 10 Minuten lang von selbst abbauen lassen.',
          },
          {
            group: 'Das Dal',
            text: 'Den Deckel öffnen und das Dal cremig schlagen. Ist es zu dick, heißes Wasser zugeben: Es soll wie eine dicke Suppe fließen.',
          },
          {
            group: 'Das Tadka',
            text: 'Das Ghee in einer kleinen Pfanne bei mittlerer Hitze erhitzen. Kreuzkümmel, Senfsamen und getrocknete Chilis hineingeben und etwa 30 Sekunden braten, bis die Senfsamen springen.',
          },
          {
            group: 'Das Tadka',
            text: 'Den Knoblauch zugeben und 1 Minute hellgolden braten, dann Zwiebel und grüne Chili zugeben und 5–6 Minuten braten, bis die Zwiebel weich und goldbraun ist.',
          },
          {
            group: 'Das Tadka',
            text: 'Die Pfanne vom Herd nehmen und das Chilipulver einrühren; im heißen Fett entfaltet es seine Farbe, ohne zu verbrennen. Das zischende Tadka über das Dal gießen, mit Koriander und Zitronensaft vollenden und mit Reis oder Chapati servieren.',
          },
        ],
        notes:
          'Für ein veganes Dal Öl statt Ghee nehmen. Rote Linsen brauchen nur 6 Minuten unter Druck. Ohne Schnellkochtopf Toor Dal zugedeckt etwa 45 Minuten köcheln lassen und gelegentlich umrühren.',
      },
      zh: {
        title: '印度炝油黄豆瓣（Dal Tadka）',
        description:
          '黄色木豆瓣用高压锅快速煮到绵密，最后浇上滋滋作响的炝油：用印度酥油把香料、大蒜和洋葱炸香，上桌前一刻浇在豆糊上。',
        ingredients: [
          { group: '豆糊', text: '去皮木豆瓣（toor dal） 200克，洗净' },
          { group: '豆糊', text: '清水 750毫升' },
          { group: '豆糊', text: '姜黄粉 ½茶匙' },
          { group: '豆糊', text: '盐 1茶匙' },
          { group: '豆糊', text: '番茄 1个，切碎' },
          { group: '炝油', text: '印度酥油（ghee） 2汤匙' },
          { group: '炝油', text: '孜然籽 1茶匙' },
          { group: '炝油', text: '黑芥末籽 ½茶匙' },
          { group: '炝油', text: '干红辣椒 2个' },
          { group: '炝油', text: '大蒜 4瓣，切薄片' },
          { group: '炝油', text: '洋葱 1个，切碎' },
          { group: '炝油', text: '青辣椒 1个，纵向划开' },
          { group: '炝油', text: '克什米尔辣椒粉 ½茶匙' },
          { group: '炝油', text: '香菜叶 1小把，切碎' },
          { group: '炝油', text: '柠檬 ½个，挤汁' },
        ],
        steps: [
          {
            group: '煮豆糊',
            text: '把豆瓣、清水、姜黄粉、盐和番茄放进高压锅。高压煮12分钟，然后让压力自然释放10分钟。',
          },
          {
            group: '煮豆糊',
            text: '打开锅盖，把豆糊搅打到绵密。如果太稠就加热水，稠度应该像浓汤一样能倒出来。',
          },
          {
            group: '做炝油',
            text: '小锅中火加热酥油，放入孜然籽、芥末籽和干辣椒，炸约30秒，直到芥末籽噼啪跳起。',
          },
          {
            group: '做炝油',
            text: '加入蒜片炸1分钟至浅金色，再加洋葱和青辣椒炒5–6分钟，炒到洋葱变软、呈金黄色。',
          },
          {
            group: '做炝油',
            text: '把锅离火，拌入辣椒粉，热油能激出颜色又不会炒焦。把滋滋作响的炝油浇在豆糊上，撒上香菜、淋上柠檬汁，配米饭或印度薄饼吃。',
          },
        ],
        notes:
          '做纯素版时，用植物油代替酥油。红扁豆只需高压煮6分钟。没有高压锅的话，木豆瓣加盖小火煮约45分钟，期间不时搅拌。',
      },
    },
  },
];
