import type { LibraryRecipe } from './library-types';

/**
 * Built-in library, part 2, second half: Indian, Mexican, American, Caribbean, Latin American and
 * West African recipes. Our own text in en, es, fr, de and zh: every language lists the same ingredients
 * and steps in the same order, so only the words differ. recipes-2.ts joins the two halves.
 */
export const LIBRARY_PART_2_B: LibraryRecipe[] = [
  {
    key: 'chicken-tikka-masala',
    cuisine: 'indian',
    difficulty: 'hard',
    servings: 4,
    prepMinutes: 30,
    cookMinutes: 45,
    totalMinutes: 195,
    dietaryFlags: ['Gluten-Free', 'Nut-Free'],
    appliances: ['oven', 'stovetop', 'blender'],
    tags: ['dinner', 'comfort-food'],
    text: {
      en: {
        title: 'Chicken tikka masala',
        description:
          'Yogurt-marinated chicken charred under a hot grill, then simmered in a smooth, gently spiced tomato and cream sauce. Start the marinade in the morning and dinner comes together quickly.',
        ingredients: [
          { group: 'For the chicken', text: '150 g full-fat plain yogurt' },
          { group: 'For the chicken', text: '1 tbsp lemon juice' },
          { group: 'For the chicken', text: '3 garlic cloves, grated' },
          { group: 'For the chicken', text: '1 tbsp grated fresh ginger' },
          { group: 'For the chicken', text: '2 tsp garam masala' },
          { group: 'For the chicken', text: '1 tsp Kashmiri chili powder' },
          { group: 'For the chicken', text: '1 tsp ground cumin' },
          { group: 'For the chicken', text: '1 tsp salt' },
          { group: 'For the chicken', text: '800 g boneless chicken thighs, cut into 4 cm pieces' },
          { group: 'For the chicken', text: '1 tbsp neutral oil' },
          { group: 'For the sauce', text: '30 g butter' },
          { group: 'For the sauce', text: '1 tbsp neutral oil' },
          { group: 'For the sauce', text: '2 onions, chopped' },
          { group: 'For the sauce', text: '4 garlic cloves, chopped' },
          { group: 'For the sauce', text: '1 tbsp grated fresh ginger' },
          { group: 'For the sauce', text: '1 green chili, chopped' },
          { group: 'For the sauce', text: '1 tbsp tomato paste' },
          { group: 'For the sauce', text: '2 tsp ground coriander' },
          { group: 'For the sauce', text: '1 tsp ground cumin' },
          { group: 'For the sauce', text: '1 tsp Kashmiri chili powder' },
          { group: 'For the sauce', text: '½ tsp ground turmeric' },
          { group: 'For the sauce', text: '1 can (400 g) chopped tomatoes' },
          { group: 'For the sauce', text: '200 ml water' },
          { group: 'For the sauce', text: '1 tsp sugar' },
          { group: 'For the sauce', text: '1 tsp salt' },
          { group: 'For the sauce', text: '150 ml cream' },
          { group: 'For the sauce', text: '1 tsp garam masala' },
          { group: 'For the sauce', text: '1 tbsp dried fenugreek leaves (kasuri methi)' },
          { group: 'For the sauce', text: '1 small handful of coriander leaves, chopped' },
        ],
        steps: [
          {
            group: 'Marinate the chicken',
            text: 'Mix the yogurt, lemon juice, garlic, ginger, garam masala, chili powder, cumin and salt in a bowl. Add the chicken, turn it to coat and refrigerate for at least 2 hours, or overnight.',
          },
          {
            group: 'Make the sauce',
            text: 'Melt the butter with the oil in a heavy pan over medium heat. Cook the onions for 10–12 minutes, until soft and golden, then add the garlic, ginger and chili and cook for 2 minutes.',
          },
          {
            group: 'Make the sauce',
            text: 'Stir in the tomato paste and the ground spices and cook for 1 minute, then add the tomatoes, water, sugar and salt. Simmer for 15 minutes, until the tomatoes have broken down.',
          },
          {
            group: 'Make the sauce',
            text: 'Let the sauce cool a little, then blend it in the blender until completely smooth and pour it back into the pan. Take the centre cap out of the lid and cover the hole with a cloth so that steam can escape.',
          },
          {
            group: 'Cook the chicken',
            text: 'Meanwhile heat the oven grill to high. Spread the chicken out on a rack over a lined tray, drizzle with the oil and grill it about 10 cm from the heat for 12–15 minutes, turning once, until charred at the edges and cooked through.',
          },
          {
            group: 'Bring it together',
            text: 'Add the chicken and its juices to the sauce with the cream, garam masala and fenugreek, crushing the leaves between your palms. Simmer gently for 5 minutes. Taste for salt, scatter with coriander and serve with rice or naan.',
          },
        ],
        notes:
          'The chicken is even better cooked on a barbecue, for more smoky char. Kashmiri chili gives colour more than heat; if you only have hot chili powder, use half the amount.',
      },
      es: {
        title: 'Pollo tikka masala',
        description:
          'Pollo marinado en yogur y tostado bajo el grill bien caliente, cocido después en una salsa suave de tomate y nata con especias. Deja la marinada hecha por la mañana y la cena sale enseguida.',
        ingredients: [
          { group: 'Para el pollo', text: '150 g de yogur natural entero' },
          { group: 'Para el pollo', text: '1 cucharada de zumo de limón' },
          { group: 'Para el pollo', text: '3 dientes de ajo, rallados' },
          { group: 'Para el pollo', text: '1 cucharada de jengibre fresco rallado' },
          { group: 'Para el pollo', text: '2 cucharaditas de garam masala' },
          { group: 'Para el pollo', text: '1 cucharadita de chile de Cachemira en polvo' },
          { group: 'Para el pollo', text: '1 cucharadita de comino molido' },
          { group: 'Para el pollo', text: '1 cucharadita de sal' },
          { group: 'Para el pollo', text: '800 g de contramuslos de pollo deshuesados, en trozos de 4 cm' },
          { group: 'Para el pollo', text: '1 cucharada de aceite neutro' },
          { group: 'Para la salsa', text: '30 g de mantequilla' },
          { group: 'Para la salsa', text: '1 cucharada de aceite neutro' },
          { group: 'Para la salsa', text: '2 cebollas, picadas' },
          { group: 'Para la salsa', text: '4 dientes de ajo, picados' },
          { group: 'Para la salsa', text: '1 cucharada de jengibre fresco rallado' },
          { group: 'Para la salsa', text: '1 chile verde, picado' },
          { group: 'Para la salsa', text: '1 cucharada de concentrado de tomate' },
          { group: 'Para la salsa', text: '2 cucharaditas de cilantro molido' },
          { group: 'Para la salsa', text: '1 cucharadita de comino molido' },
          { group: 'Para la salsa', text: '1 cucharadita de chile de Cachemira en polvo' },
          { group: 'Para la salsa', text: '½ cucharadita de cúrcuma molida' },
          { group: 'Para la salsa', text: '1 lata (400 g) de tomate troceado' },
          { group: 'Para la salsa', text: '200 ml de agua' },
          { group: 'Para la salsa', text: '1 cucharadita de azúcar' },
          { group: 'Para la salsa', text: '1 cucharadita de sal' },
          { group: 'Para la salsa', text: '150 ml de nata para cocinar' },
          { group: 'Para la salsa', text: '1 cucharadita de garam masala' },
          { group: 'Para la salsa', text: '1 cucharada de hojas secas de fenogreco (kasuri methi)' },
          { group: 'Para la salsa', text: '1 puñadito de hojas de cilantro, picadas' },
        ],
        steps: [
          {
            group: 'Marinar el pollo',
            text: 'Mezcla en un bol el yogur, el zumo de limón, el ajo, el jengibre, el garam masala, el chile en polvo, el comino y la sal. Añade el pollo, dale vueltas para que se impregne y refrigéralo al menos 2 horas, o toda la noche.',
          },
          {
            group: 'Hacer la salsa',
            text: 'Derrite la mantequilla con el aceite en una cazuela de fondo grueso a fuego medio. Pocha las cebollas durante 10–12 minutos, hasta que estén blandas y doradas, y añade el ajo, el jengibre y el chile; cocina 2 minutos.',
          },
          {
            group: 'Hacer la salsa',
            text: 'Incorpora el concentrado de tomate y las especias molidas y cocina 1 minuto; después añade el tomate, el agua, el azúcar y la sal. Cuece a fuego lento durante 15 minutos, hasta que el tomate se deshaga.',
          },
          {
            group: 'Hacer la salsa',
            text: 'Deja que la salsa se temple un poco, tritúrala en la batidora de vaso hasta que quede muy fina y devuélvela a la cazuela. Quita el tapón central de la tapa y cubre el hueco con un paño para que salga el vapor.',
          },
          {
            group: 'Asar el pollo',
            text: 'Mientras tanto, calienta el grill del horno al máximo. Extiende el pollo sobre una rejilla encima de una bandeja forrada, rocíalo con el aceite y gratínalo a unos 10 cm del grill durante 12–15 minutos, dándole la vuelta una vez, hasta que esté tostado por los bordes y hecho por dentro.',
          },
          {
            group: 'Juntarlo todo',
            text: 'Añade el pollo y su jugo a la salsa junto con la nata, el garam masala y el fenogreco, desmenuzándolo entre las palmas. Cuece a fuego suave durante 5 minutos. Rectifica de sal, espolvorea el cilantro y sirve con arroz o pan naan.',
          },
        ],
        notes:
          'El pollo queda aún mejor hecho en la barbacoa, con más sabor ahumado. El chile de Cachemira da más color que picante; si solo tienes chile en polvo picante, usa la mitad.',
      },
      fr: {
        title: 'Poulet tikka masala',
        description:
          'Du poulet mariné au yaourt et grillé sous le gril bien chaud, puis mijoté dans une sauce onctueuse à la tomate et à la crème, délicatement épicée. Préparez la marinade le matin et le dîner est vite prêt.',
        ingredients: [
          { group: 'Pour le poulet', text: '150 g de yaourt nature entier' },
          { group: 'Pour le poulet', text: '1 cuillère à soupe de jus de citron' },
          { group: 'Pour le poulet', text: "3 gousses d'ail, râpées" },
          { group: 'Pour le poulet', text: '1 cuillère à soupe de gingembre frais râpé' },
          { group: 'Pour le poulet', text: '2 cuillères à café de garam masala' },
          { group: 'Pour le poulet', text: '1 cuillère à café de piment du Cachemire en poudre' },
          { group: 'Pour le poulet', text: '1 cuillère à café de cumin moulu' },
          { group: 'Pour le poulet', text: '1 cuillère à café de sel' },
          {
            group: 'Pour le poulet',
            text: '800 g de hauts de cuisse de poulet désossés, coupés en morceaux de 4 cm',
          },
          { group: 'Pour le poulet', text: "1 cuillère à soupe d'huile neutre" },
          { group: 'Pour la sauce', text: '30 g de beurre' },
          { group: 'Pour la sauce', text: "1 cuillère à soupe d'huile neutre" },
          { group: 'Pour la sauce', text: '2 oignons, hachés' },
          { group: 'Pour la sauce', text: "4 gousses d'ail, hachées" },
          { group: 'Pour la sauce', text: '1 cuillère à soupe de gingembre frais râpé' },
          { group: 'Pour la sauce', text: '1 piment vert, haché' },
          { group: 'Pour la sauce', text: '1 cuillère à soupe de concentré de tomate' },
          { group: 'Pour la sauce', text: '2 cuillères à café de coriandre moulue' },
          { group: 'Pour la sauce', text: '1 cuillère à café de cumin moulu' },
          { group: 'Pour la sauce', text: '1 cuillère à café de piment du Cachemire en poudre' },
          { group: 'Pour la sauce', text: '½ cuillère à café de curcuma moulu' },
          { group: 'Pour la sauce', text: '1 boîte (400 g) de tomates concassées' },
          { group: 'Pour la sauce', text: "200 ml d'eau" },
          { group: 'Pour la sauce', text: '1 cuillère à café de sucre' },
          { group: 'Pour la sauce', text: '1 cuillère à café de sel' },
          { group: 'Pour la sauce', text: '150 ml de crème liquide' },
          { group: 'Pour la sauce', text: '1 cuillère à café de garam masala' },
          {
            group: 'Pour la sauce',
            text: '1 cuillère à soupe de feuilles de fenugrec séchées (kasuri methi)',
          },
          { group: 'Pour la sauce', text: '1 petite poignée de feuilles de coriandre, ciselées' },
        ],
        steps: [
          {
            group: 'Mariner le poulet',
            text: "Mélangez dans un saladier le yaourt, le jus de citron, l'ail, le gingembre, le garam masala, le piment, le cumin et le sel. Ajoutez le poulet, retournez-le pour bien l'enrober et réfrigérez au moins 2 heures, ou toute la nuit.",
          },
          {
            group: 'Préparer la sauce',
            text: "Faites fondre le beurre avec l'huile dans une cocotte à fond épais à feu moyen. Faites cuire les oignons pendant 10 à 12 minutes, jusqu'à ce qu'ils soient tendres et dorés, puis ajoutez l'ail, le gingembre et le piment et laissez cuire 2 minutes.",
          },
          {
            group: 'Préparer la sauce',
            text: "Incorporez le concentré de tomate et les épices moulues et faites revenir 1 minute, puis ajoutez les tomates, l'eau, le sucre et le sel. Laissez mijoter pendant 15 minutes, jusqu'à ce que les tomates se défassent.",
          },
          {
            group: 'Préparer la sauce',
            text: "Laissez tiédir un peu la sauce, mixez-la au blender jusqu'à ce qu'elle soit parfaitement lisse et reversez-la dans la cocotte. Retirez le bouchon central du couvercle et couvrez l'ouverture d'un torchon pour laisser sortir la vapeur.",
          },
          {
            group: 'Cuire le poulet',
            text: "Pendant ce temps, préchauffez le gril du four au maximum. Étalez le poulet sur une grille posée sur une plaque chemisée, arrosez-le d'huile et faites-le griller à environ 10 cm de la source de chaleur pendant 12 à 15 minutes en le retournant une fois, jusqu'à ce qu'il soit grillé sur les bords et bien cuit.",
          },
          {
            group: 'Assembler',
            text: "Ajoutez le poulet et son jus à la sauce avec la crème, le garam masala et le fenugrec, en l'écrasant entre vos paumes. Laissez mijoter doucement pendant 5 minutes. Rectifiez le sel, parsemez de coriandre et servez avec du riz ou des naans.",
          },
        ],
        notes:
          "Le poulet est encore meilleur cuit au barbecue, pour plus de goût fumé. Le piment du Cachemire colore plus qu'il ne pique ; si vous n'avez que du piment fort en poudre, mettez-en moitié moins.",
      },
      de: {
        title: 'Chicken Tikka Masala',
        description:
          'In Joghurt mariniertes Hähnchen, unter dem heißen Grill gebräunt und dann in einer samtigen, sanft gewürzten Tomaten-Sahne-Sauce gegart. Die Marinade morgens ansetzen, dann ist das Abendessen schnell fertig.',
        ingredients: [
          { group: 'Für das Hähnchen', text: '150 g Vollmilchjoghurt' },
          { group: 'Für das Hähnchen', text: '1 EL Zitronensaft' },
          { group: 'Für das Hähnchen', text: '3 Knoblauchzehen, gerieben' },
          { group: 'Für das Hähnchen', text: '1 EL frisch geriebener Ingwer' },
          { group: 'Für das Hähnchen', text: '2 TL Garam Masala' },
          { group: 'Für das Hähnchen', text: '1 TL Kaschmir-Chilipulver' },
          { group: 'Für das Hähnchen', text: '1 TL gemahlener Kreuzkümmel' },
          { group: 'Für das Hähnchen', text: '1 TL Salz' },
          {
            group: 'Für das Hähnchen',
            text: '800 g Hähnchenschenkel ohne Knochen, in 4 cm große Stücke geschnitten',
          },
          { group: 'Für das Hähnchen', text: '1 EL neutrales Öl' },
          { group: 'Für die Sauce', text: '30 g Butter' },
          { group: 'Für die Sauce', text: '1 EL neutrales Öl' },
          { group: 'Für die Sauce', text: '2 Zwiebeln, gehackt' },
          { group: 'Für die Sauce', text: '4 Knoblauchzehen, gehackt' },
          { group: 'Für die Sauce', text: '1 EL frisch geriebener Ingwer' },
          { group: 'Für die Sauce', text: '1 grüne Chilischote, gehackt' },
          { group: 'Für die Sauce', text: '1 EL Tomatenmark' },
          { group: 'Für die Sauce', text: '2 TL gemahlener Koriander' },
          { group: 'Für die Sauce', text: '1 TL gemahlener Kreuzkümmel' },
          { group: 'Für die Sauce', text: '1 TL Kaschmir-Chilipulver' },
          { group: 'Für die Sauce', text: '½ TL gemahlene Kurkuma' },
          { group: 'Für die Sauce', text: '1 Dose (400 g) gehackte Tomaten' },
          { group: 'Für die Sauce', text: '200 ml Wasser' },
          { group: 'Für die Sauce', text: '1 TL Zucker' },
          { group: 'Für die Sauce', text: '1 TL Salz' },
          { group: 'Für die Sauce', text: '150 ml Sahne' },
          { group: 'Für die Sauce', text: '1 TL Garam Masala' },
          { group: 'Für die Sauce', text: '1 EL getrocknete Bockshornkleeblätter (Kasuri Methi)' },
          { group: 'Für die Sauce', text: '1 kleine Handvoll Korianderblätter, gehackt' },
        ],
        steps: [
          {
            group: 'Hähnchen marinieren',
            text: 'Joghurt, Zitronensaft, Knoblauch, Ingwer, Garam Masala, Chilipulver, Kreuzkümmel und Salz in einer Schüssel verrühren. Das Hähnchen darin wenden und mindestens 2 Stunden oder über Nacht kalt stellen.',
          },
          {
            group: 'Sauce kochen',
            text: 'Die Butter mit dem Öl in einem schweren Topf bei mittlerer Hitze schmelzen. Die Zwiebeln 10–12 Minuten weich und goldbraun braten, dann Knoblauch, Ingwer und Chili zugeben und 2 Minuten mitbraten.',
          },
          {
            group: 'Sauce kochen',
            text: 'Tomatenmark und gemahlene Gewürze unterrühren und 1 Minute anrösten, dann Tomaten, Wasser, Zucker und Salz zugeben. 15 Minuten köcheln lassen, bis die Tomaten zerfallen sind.',
          },
          {
            group: 'Sauce kochen',
            text: 'Die Sauce etwas abkühlen lassen, im Standmixer ganz glatt pürieren und zurück in den Topf gießen. Dabei den Einsatz im Deckel herausnehmen und die Öffnung mit einem Tuch abdecken, damit der Dampf entweichen kann.',
          },
          {
            group: 'Hähnchen grillen',
            text: 'Inzwischen den Backofengrill auf höchste Stufe vorheizen. Das Hähnchen auf einem Rost über einem ausgelegten Blech verteilen, mit dem Öl beträufeln und etwa 10 cm unter dem Grill 12–15 Minuten grillen, dabei einmal wenden, bis es an den Rändern gebräunt und durchgegart ist.',
          },
          {
            group: 'Fertigstellen',
            text: 'Das Hähnchen mit seinem Saft, der Sahne, dem Garam Masala und dem zwischen den Handflächen zerriebenen Bockshornklee in die Sauce geben. 5 Minuten sanft köcheln lassen. Mit Salz abschmecken, mit Koriander bestreuen und mit Reis oder Naan servieren.',
          },
        ],
        notes:
          'Auf dem Holzkohlegrill gegart schmeckt das Hähnchen noch rauchiger. Kaschmir-Chili gibt mehr Farbe als Schärfe; wer nur scharfes Chilipulver hat, nimmt die Hälfte.',
      },
      zh: {
        title: '印式咖喱烤鸡（Chicken Tikka Masala）',
        description:
          '酸奶腌过的鸡肉先用高温烤出焦边，再放进顺滑、香料温和的番茄奶油酱汁里炖煮。早上把鸡肉腌上，晚饭很快就能上桌。',
        ingredients: [
          { group: '鸡肉', text: '全脂原味酸奶 150克' },
          { group: '鸡肉', text: '柠檬汁 1汤匙' },
          { group: '鸡肉', text: '大蒜 3瓣，磨成蒜蓉' },
          { group: '鸡肉', text: '姜蓉 1汤匙' },
          { group: '鸡肉', text: '印度综合香料粉（garam masala） 2茶匙' },
          { group: '鸡肉', text: '克什米尔辣椒粉 1茶匙' },
          { group: '鸡肉', text: '孜然粉 1茶匙' },
          { group: '鸡肉', text: '盐 1茶匙' },
          { group: '鸡肉', text: '去骨鸡腿肉 800克，切4厘米块' },
          { group: '鸡肉', text: '食用油 1汤匙' },
          { group: '酱汁', text: '黄油 30克' },
          { group: '酱汁', text: '食用油 1汤匙' },
          { group: '酱汁', text: '洋葱 2个，切碎' },
          { group: '酱汁', text: '大蒜 4瓣，切碎' },
          { group: '酱汁', text: '姜蓉 1汤匙' },
          { group: '酱汁', text: '青辣椒 1个，切碎' },
          { group: '酱汁', text: '番茄膏 1汤匙' },
          { group: '酱汁', text: '芫荽籽粉 2茶匙' },
          { group: '酱汁', text: '孜然粉 1茶匙' },
          { group: '酱汁', text: '克什米尔辣椒粉 1茶匙' },
          { group: '酱汁', text: '姜黄粉 ½茶匙' },
          { group: '酱汁', text: '番茄碎罐头 1罐（400克）' },
          { group: '酱汁', text: '清水 200毫升' },
          { group: '酱汁', text: '白糖 1茶匙' },
          { group: '酱汁', text: '盐 1茶匙' },
          { group: '酱汁', text: '淡奶油 150毫升' },
          { group: '酱汁', text: '印度综合香料粉（garam masala） 1茶匙' },
          { group: '酱汁', text: '干葫芦巴叶（kasuri methi） 1汤匙' },
          { group: '酱汁', text: '香菜叶 1小把，切碎' },
        ],
        steps: [
          {
            group: '腌鸡肉',
            text: '在碗里把酸奶、柠檬汁、蒜蓉、姜蓉、综合香料粉、辣椒粉、孜然粉和盐拌匀。放入鸡肉翻拌均匀，放冰箱腌至少2小时，也可以腌一夜。',
          },
          {
            group: '做酱汁',
            text: '厚底锅中火加热，放入黄油和油。洋葱炒10–12分钟，炒到变软、金黄，再加蒜、姜和辣椒炒2分钟。',
          },
          {
            group: '做酱汁',
            text: '拌入番茄膏和香料粉，炒1分钟，再加入番茄碎、清水、糖和盐。小火煮15分钟，直到番茄完全煮烂。',
          },
          {
            group: '做酱汁',
            text: '酱汁稍微放凉，倒进料理机打到完全顺滑，再倒回锅里。记得取下盖子中间的小盖，用布盖住开口，让蒸汽散出。',
          },
          {
            group: '烤鸡肉',
            text: '同时把烤箱的上火烧烤功能开到最大。鸡肉铺在烤架上，下面放垫了锡纸的烤盘，淋上油，放在离热源约10厘米处烤12–15分钟，中途翻一次面，烤到边缘焦香、完全熟透。',
          },
          {
            group: '合并',
            text: '把鸡肉连同烤出的汁水倒进酱汁，加入淡奶油、综合香料粉和在掌心搓碎的葫芦巴叶。小火煮5分钟。尝味补盐，撒上香菜，配米饭或馕上桌。',
          },
        ],
        notes:
          '用炭火烤架烤鸡肉，烟熏味更足。克什米尔辣椒粉主要用来上色，辣度不高；如果只有普通辣椒粉，用量减半。',
      },
    },
  },
  {
    key: 'mango-lassi',
    cuisine: 'indian',
    difficulty: 'easy',
    servings: 2,
    prepMinutes: 5,
    cookMinutes: 0,
    totalMinutes: 5,
    dietaryFlags: ['Vegetarian', 'Gluten-Free', 'Nut-Free'],
    appliances: ['blender'],
    tags: ['drink', 'breakfast', 'snack', 'quick'],
    text: {
      en: {
        title: 'Mango lassi',
        description:
          'A thick, cold yogurt drink blended with ripe mango and a pinch of cardamom. Lovely for breakfast, and just right next to a hot curry.',
        ingredients: [
          { group: null, text: '2 ripe mangoes, peeled and chopped (about 400 g flesh)' },
          { group: null, text: '250 g plain yogurt' },
          { group: null, text: '150 ml cold milk' },
          { group: null, text: '1–2 tbsp sugar' },
          { group: null, text: 'a pinch of ground cardamom' },
          { group: null, text: '4 ice cubes' },
        ],
        steps: [
          {
            group: null,
            text: 'Put the mango, yogurt, milk, 1 tbsp of the sugar and the cardamom in the blender and blend for 1 minute, until completely smooth.',
          },
          {
            group: null,
            text: 'Taste and add the rest of the sugar if the mango is tart. Add the ice and blend for 20 seconds more, then pour into two glasses and serve straight away.',
          },
        ],
        notes:
          'Canned Alphonso or Kesar mango pulp makes an excellent lassi all year round; it is usually sweetened already, so leave out the sugar. For a vegan lassi, use soy yogurt and oat milk.',
      },
      es: {
        title: 'Lassi de mango',
        description:
          'Una bebida de yogur espesa y fría, batida con mango maduro y una pizca de cardamomo. Estupenda para el desayuno y perfecta junto a un curry picante.',
        ingredients: [
          { group: null, text: '2 mangos maduros, pelados y troceados (unos 400 g de pulpa)' },
          { group: null, text: '250 g de yogur natural' },
          { group: null, text: '150 ml de leche fría' },
          { group: null, text: '1–2 cucharadas de azúcar' },
          { group: null, text: 'una pizca de cardamomo molido' },
          { group: null, text: '4 cubitos de hielo' },
        ],
        steps: [
          {
            group: null,
            text: 'Pon en la batidora de vaso el mango, el yogur, la leche, 1 cucharada del azúcar y el cardamomo y tritura durante 1 minuto, hasta que quede completamente liso.',
          },
          {
            group: null,
            text: 'Prueba y añade el resto del azúcar si el mango está ácido. Agrega el hielo y tritura 20 segundos más; reparte en dos vasos y sirve enseguida.',
          },
        ],
        notes:
          'La pulpa de mango Alphonso o Kesar en lata da un lassi excelente todo el año; suele venir ya endulzada, así que no añadas azúcar. Para un lassi vegano, usa yogur de soja y bebida de avena.',
      },
      fr: {
        title: 'Lassi à la mangue',
        description:
          "Une boisson au yaourt épaisse et fraîche, mixée avec de la mangue bien mûre et une pincée de cardamome. Parfaite au petit-déjeuner, et idéale à côté d'un curry relevé.",
        ingredients: [
          { group: null, text: '2 mangues mûres, pelées et coupées en morceaux (environ 400 g de chair)' },
          { group: null, text: '250 g de yaourt nature' },
          { group: null, text: '150 ml de lait froid' },
          { group: null, text: '1 à 2 cuillères à soupe de sucre' },
          { group: null, text: '1 pincée de cardamome moulue' },
          { group: null, text: '4 glaçons' },
        ],
        steps: [
          {
            group: null,
            text: "Mettez dans le blender la mangue, le yaourt, le lait, 1 cuillère à soupe de sucre et la cardamome et mixez pendant 1 minute, jusqu'à ce que ce soit parfaitement lisse.",
          },
          {
            group: null,
            text: 'Goûtez et ajoutez le reste du sucre si la mangue est acide. Ajoutez les glaçons et mixez encore 20 secondes, puis versez dans deux verres et servez aussitôt.',
          },
        ],
        notes:
          "La pulpe de mangue Alphonso ou Kesar en conserve donne un excellent lassi toute l'année ; elle est généralement déjà sucrée, ne rajoutez donc pas de sucre. Pour un lassi végan, prenez un yaourt de soja et une boisson à l'avoine.",
      },
      de: {
        title: 'Mango-Lassi',
        description:
          'Ein dickes, kaltes Joghurtgetränk mit reifer Mango und einer Prise Kardamom. Herrlich zum Frühstück und genau das Richtige zu einem scharfen Curry.',
        ingredients: [
          { group: null, text: '2 reife Mangos, geschält und gewürfelt (etwa 400 g Fruchtfleisch)' },
          { group: null, text: '250 g Naturjoghurt' },
          { group: null, text: '150 ml kalte Milch' },
          { group: null, text: '1–2 EL Zucker' },
          { group: null, text: '1 Prise gemahlener Kardamom' },
          { group: null, text: '4 Eiswürfel' },
        ],
        steps: [
          {
            group: null,
            text: 'Mango, Joghurt, Milch, 1 EL vom Zucker und den Kardamom in den Standmixer geben und 1 Minute mixen, bis alles ganz glatt ist.',
          },
          {
            group: null,
            text: 'Abschmecken und den restlichen Zucker zugeben, wenn die Mango säuerlich ist. Die Eiswürfel zufügen, weitere 20 Sekunden mixen, auf zwei Gläser verteilen und sofort servieren.',
          },
        ],
        notes:
          'Mangopüree der Sorten Alphonso oder Kesar aus der Dose ergibt das ganze Jahr über ein hervorragendes Lassi; es ist meist schon gesüßt, also den Zucker weglassen. Für ein veganes Lassi Sojajoghurt und Haferdrink verwenden.',
      },
      zh: {
        title: '芒果拉西',
        description: '浓稠冰凉的酸奶饮品，用熟透的芒果和一小撮小豆蔻打成。当早餐很好，配辣咖喱更是绝配。',
        ingredients: [
          { group: null, text: '熟芒果 2个，去皮切块（约400克果肉）' },
          { group: null, text: '原味酸奶 250克' },
          { group: null, text: '冷牛奶 150毫升' },
          { group: null, text: '白糖 1–2汤匙' },
          { group: null, text: '小豆蔻粉 少许' },
          { group: null, text: '冰块 4块' },
        ],
        steps: [
          { group: null, text: '把芒果、酸奶、牛奶、1汤匙糖和小豆蔻粉放进料理机，搅打1分钟，打到完全顺滑。' },
          {
            group: null,
            text: '尝一尝，芒果偏酸就把剩下的糖加进去。放入冰块，再打20秒，倒进两个杯子，马上饮用。',
          },
        ],
        notes:
          '罐装的阿方索或凯萨芒果泥一年四季都能做出很棒的拉西；这种果泥通常已经加了糖，就不用再放糖了。做纯素版可以用豆乳酸奶和燕麦奶。',
      },
    },
  },
  {
    key: 'guacamole',
    cuisine: 'mexican',
    difficulty: 'easy',
    servings: 4,
    prepMinutes: 15,
    cookMinutes: 0,
    totalMinutes: 15,
    dietaryFlags: [
      'Vegetarian',
      'Vegan',
      'Gluten-Free',
      'Dairy-Free',
      'Nut-Free',
      'Paleo',
      'Whole30',
      'Keto',
      'Low Carb',
    ],
    appliances: [],
    tags: ['snack', 'side', 'sauce', 'quick'],
    text: {
      en: {
        title: 'Guacamole',
        description:
          'Chunky avocado mashed with lime, onion, chili and coriander. Crushing the onion and chili with the salt first is what gives it its flavour.',
        ingredients: [
          { group: null, text: '½ small white onion, finely chopped' },
          { group: null, text: '1 jalapeño, seeded and finely chopped' },
          { group: null, text: '1 small handful of coriander leaves, chopped' },
          { group: null, text: '½ tsp salt' },
          { group: null, text: '3 ripe avocados' },
          { group: null, text: '1 lime, juiced' },
          { group: null, text: '1 tomato, seeded and diced' },
        ],
        steps: [
          {
            group: null,
            text: 'Put the onion, jalapeño, half of the coriander and the salt in a bowl and crush them together with a fork into a rough paste; this draws out their juices and flavour.',
          },
          {
            group: null,
            text: 'Halve the avocados, remove the stones and scoop the flesh into the bowl. Mash with the fork, leaving it as chunky as you like.',
          },
          {
            group: null,
            text: 'Stir in the lime juice, tomato and the rest of the coriander. Taste and add more salt or lime if needed.',
          },
          {
            group: null,
            text: 'Serve straight away with tortilla chips or tacos, or press cling film onto the surface and keep it in the fridge for a few hours at most.',
          },
        ],
        notes:
          'An avocado is ripe when the flesh near the stalk gives a little under your thumb. Leaving a stone in the bowl does not stop browning; keeping air off the surface does.',
      },
      es: {
        title: 'Guacamole',
        description:
          'Aguacate machacado con tropezones, con lima, cebolla, chile y cilantro. El truco para que tenga sabor es aplastar antes la cebolla y el chile con la sal.',
        ingredients: [
          { group: null, text: '½ cebolla blanca pequeña, picada fina' },
          { group: null, text: '1 jalapeño, sin semillas y picado fino' },
          { group: null, text: '1 puñadito de hojas de cilantro, picadas' },
          { group: null, text: '½ cucharadita de sal' },
          { group: null, text: '3 aguacates maduros' },
          { group: null, text: '1 lima, exprimida' },
          { group: null, text: '1 tomate, sin semillas y en dados' },
        ],
        steps: [
          {
            group: null,
            text: 'Pon en un bol la cebolla, el jalapeño, la mitad del cilantro y la sal y aplástalos con un tenedor hasta obtener una pasta rústica; así sueltan su jugo y su sabor.',
          },
          {
            group: null,
            text: 'Parte los aguacates por la mitad, quítales el hueso y saca la pulpa con una cuchara al bol. Machácala con el tenedor, dejándola con tantos tropezones como quieras.',
          },
          {
            group: null,
            text: 'Añade el zumo de lima, el tomate y el resto del cilantro. Prueba y corrige de sal o de lima si hace falta.',
          },
          {
            group: null,
            text: 'Sírvelo enseguida con totopos o tacos, o cubre la superficie con film transparente pegado y guárdalo en la nevera unas pocas horas como mucho.',
          },
        ],
        notes:
          'El aguacate está maduro cuando la pulpa junto al tallo cede un poco al presionar con el pulgar. Dejar el hueso en el bol no evita que se oscurezca; lo que lo evita es que no le dé el aire.',
      },
      fr: {
        title: 'Guacamole',
        description:
          "De l'avocat écrasé grossièrement avec citron vert, oignon, piment et coriandre. Le secret de son goût : écraser d'abord l'oignon et le piment avec le sel.",
        ingredients: [
          { group: null, text: '½ petit oignon blanc, finement haché' },
          { group: null, text: '1 piment jalapeño, épépiné et finement haché' },
          { group: null, text: '1 petite poignée de feuilles de coriandre, ciselées' },
          { group: null, text: '½ cuillère à café de sel' },
          { group: null, text: '3 avocats mûrs' },
          { group: null, text: '1 citron vert, pressé' },
          { group: null, text: '1 tomate, épépinée et coupée en dés' },
        ],
        steps: [
          {
            group: null,
            text: "Mettez l'oignon, le jalapeño, la moitié de la coriandre et le sel dans un bol et écrasez-les à la fourchette en une pâte grossière : ils rendent ainsi leur jus et leur parfum.",
          },
          {
            group: null,
            text: 'Coupez les avocats en deux, retirez les noyaux et prélevez la chair à la cuillère dans le bol. Écrasez-la à la fourchette, en laissant autant de morceaux que vous le souhaitez.',
          },
          {
            group: null,
            text: 'Incorporez le jus de citron vert, la tomate et le reste de la coriandre. Goûtez et rajoutez du sel ou du citron vert si besoin.',
          },
          {
            group: null,
            text: 'Servez aussitôt avec des chips de tortilla ou des tacos, ou posez un film alimentaire au contact et gardez-le au réfrigérateur quelques heures au plus.',
          },
        ],
        notes:
          "Un avocat est mûr quand la chair près du pédoncule cède légèrement sous le pouce. Laisser le noyau dans le bol n'empêche pas le guacamole de noircir ; le protéger de l'air, si.",
      },
      de: {
        title: 'Guacamole',
        description:
          'Grob zerdrückte Avocado mit Limette, Zwiebel, Chili und Koriander. Den Geschmack bringt der erste Schritt: Zwiebel und Chili mit dem Salz zerdrücken.',
        ingredients: [
          { group: null, text: '½ kleine weiße Zwiebel, fein gehackt' },
          { group: null, text: '1 Jalapeño, entkernt und fein gehackt' },
          { group: null, text: '1 kleine Handvoll Korianderblätter, gehackt' },
          { group: null, text: '½ TL Salz' },
          { group: null, text: '3 reife Avocados' },
          { group: null, text: '1 Limette, ausgepresst' },
          { group: null, text: '1 Tomate, entkernt und gewürfelt' },
        ],
        steps: [
          {
            group: null,
            text: 'Zwiebel, Jalapeño, die Hälfte des Korianders und das Salz in eine Schüssel geben und mit einer Gabel zu einer groben Paste zerdrücken; so geben sie Saft und Aroma ab.',
          },
          {
            group: null,
            text: 'Die Avocados halbieren, die Kerne entfernen und das Fruchtfleisch in die Schüssel löffeln. Mit der Gabel so grob oder fein zerdrücken, wie es gefällt.',
          },
          {
            group: null,
            text: 'Limettensaft, Tomate und den restlichen Koriander unterrühren. Abschmecken und bei Bedarf mit Salz oder Limette nachwürzen.',
          },
          {
            group: null,
            text: 'Sofort mit Tortillachips oder Tacos servieren, oder Frischhaltefolie direkt auf die Oberfläche drücken und höchstens ein paar Stunden im Kühlschrank aufbewahren.',
          },
        ],
        notes:
          'Eine Avocado ist reif, wenn das Fruchtfleisch am Stielansatz unter dem Daumen leicht nachgibt. Ein Kern in der Schüssel verhindert das Braunwerden nicht; Luftabschluss schon.',
      },
      zh: {
        title: '墨西哥牛油果酱',
        description: '牛油果粗粗压碎，拌上青柠、洋葱、辣椒和香菜。先用盐把洋葱和辣椒压出汁，味道就出来了。',
        ingredients: [
          { group: null, text: '小白洋葱 ½个，切碎' },
          { group: null, text: '墨西哥青辣椒（jalapeño） 1个，去籽切碎' },
          { group: null, text: '香菜叶 1小把，切碎' },
          { group: null, text: '盐 ½茶匙' },
          { group: null, text: '熟牛油果 3个' },
          { group: null, text: '青柠 1个，挤汁' },
          { group: null, text: '番茄 1个，去籽切丁' },
        ],
        steps: [
          {
            group: null,
            text: '把洋葱、辣椒、一半香菜和盐放进碗里，用叉子压成粗糙的泥，让它们释放出汁水和香味。',
          },
          {
            group: null,
            text: '牛油果对半切开，去核，用勺子把果肉挖进碗里。用叉子压碎，保留多少颗粒随你喜欢。',
          },
          { group: null, text: '拌入青柠汁、番茄丁和剩下的香菜。尝一尝，需要的话再加盐或青柠汁。' },
          {
            group: null,
            text: '马上配玉米片或塔可上桌；或者用保鲜膜紧贴表面盖好，放冰箱冷藏，最多放几个小时。',
          },
        ],
        notes: '按压牛油果蒂头附近，果肉稍微下陷就是熟了。在碗里留一个果核并不能防止变色，隔绝空气才有用。',
      },
    },
  },
  {
    key: 'black-bean-tacos',
    cuisine: 'mexican',
    difficulty: 'easy',
    servings: 4,
    prepMinutes: 15,
    cookMinutes: 15,
    totalMinutes: 30,
    dietaryFlags: ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Nut-Free'],
    appliances: ['stovetop'],
    tags: ['dinner', 'quick', 'vegetarian-main', 'kid-friendly'],
    text: {
      en: {
        title: 'Black bean tacos',
        description:
          'Smoky, half-mashed black beans in warm corn tortillas with avocado, crunchy red cabbage, salsa and lime. A weeknight dinner in half an hour.',
        ingredients: [
          { group: 'For the beans', text: '2 tbsp olive oil' },
          { group: 'For the beans', text: '1 red onion, finely chopped' },
          { group: 'For the beans', text: '2 garlic cloves, finely chopped' },
          { group: 'For the beans', text: '1 tsp ground cumin' },
          { group: 'For the beans', text: '1 tsp smoked paprika' },
          { group: 'For the beans', text: '½ tsp dried oregano' },
          { group: 'For the beans', text: '2 cans (400 g each) black beans, drained and rinsed' },
          { group: 'For the beans', text: '150 ml water' },
          { group: 'For the beans', text: '1 lime, juiced' },
          { group: 'For the beans', text: '½ tsp salt' },
          { group: 'To serve', text: '8 small corn tortillas' },
          { group: 'To serve', text: '1 avocado, sliced' },
          { group: 'To serve', text: '150 g red cabbage, finely shredded' },
          { group: 'To serve', text: '4 tbsp tomato salsa' },
          { group: 'To serve', text: '1 small handful of coriander leaves' },
          { group: 'To serve', text: '1 lime, cut into wedges' },
        ],
        steps: [
          {
            group: null,
            text: 'Heat the oil in a frying pan over medium heat and cook the onion for 5 minutes, until soft. Add the garlic, cumin, paprika and oregano and stir for 1 minute.',
          },
          {
            group: null,
            text: 'Add the beans and water and simmer for 5–6 minutes, mashing about a third of the beans with a potato masher or fork, until thick and creamy. Season with the lime juice and salt.',
          },
          {
            group: null,
            text: 'Warm the tortillas one at a time in a hot, dry pan for 30 seconds on each side, and stack them in a clean tea towel so they stay soft.',
          },
          {
            group: null,
            text: 'Fill each tortilla with beans, avocado, cabbage, salsa and coriander, and serve with the lime wedges.',
          },
        ],
        notes:
          "If the tacos do not need to be vegan, crumbled feta or a spoonful of sour cream is good on top. Check the tortillas' label if you need them gluten-free: some corn tortillas contain wheat flour.",
      },
      es: {
        title: 'Tacos de frijoles negros',
        description:
          'Frijoles negros ahumados, medio machacados, en tortillas de maíz calientes con aguacate, lombarda crujiente, salsa y lima. Una cena de diario en media hora.',
        ingredients: [
          { group: 'Para los frijoles', text: '2 cucharadas de aceite de oliva' },
          { group: 'Para los frijoles', text: '1 cebolla morada, picada fina' },
          { group: 'Para los frijoles', text: '2 dientes de ajo, picados finos' },
          { group: 'Para los frijoles', text: '1 cucharadita de comino molido' },
          { group: 'Para los frijoles', text: '1 cucharadita de pimentón ahumado' },
          { group: 'Para los frijoles', text: '½ cucharadita de orégano seco' },
          {
            group: 'Para los frijoles',
            text: '2 latas (de 400 g cada una) de frijoles negros, escurridos y enjuagados',
          },
          { group: 'Para los frijoles', text: '150 ml de agua' },
          { group: 'Para los frijoles', text: '1 lima, exprimida' },
          { group: 'Para los frijoles', text: '½ cucharadita de sal' },
          { group: 'Para servir', text: '8 tortillas de maíz pequeñas' },
          { group: 'Para servir', text: '1 aguacate, en láminas' },
          { group: 'Para servir', text: '150 g de lombarda, en tiras finas' },
          { group: 'Para servir', text: '4 cucharadas de salsa de tomate picante' },
          { group: 'Para servir', text: '1 puñadito de hojas de cilantro' },
          { group: 'Para servir', text: '1 lima, en gajos' },
        ],
        steps: [
          {
            group: null,
            text: 'Calienta el aceite en una sartén a fuego medio y pocha la cebolla durante 5 minutos, hasta que esté blanda. Añade el ajo, el comino, el pimentón y el orégano y remueve 1 minuto.',
          },
          {
            group: null,
            text: 'Incorpora los frijoles y el agua y cuece a fuego lento durante 5–6 minutos, machacando más o menos un tercio de los frijoles con un pasapurés o un tenedor, hasta que queden espesos y cremosos. Sazona con el zumo de lima y la sal.',
          },
          {
            group: null,
            text: 'Calienta las tortillas de una en una en una sartén caliente sin aceite, 30 segundos por cada lado, y apílalas envueltas en un paño limpio para que sigan tiernas.',
          },
          {
            group: null,
            text: 'Rellena cada tortilla con frijoles, aguacate, lombarda, salsa y cilantro y sirve con los gajos de lima.',
          },
        ],
        notes:
          'Si no necesitas que sean veganos, un poco de queso feta desmenuzado o una cucharada de crema agria quedan muy bien por encima. Si deben ser sin gluten, revisa la etiqueta de las tortillas: algunas de maíz llevan harina de trigo.',
      },
      fr: {
        title: 'Tacos aux haricots noirs',
        description:
          "Des haricots noirs fumés, à moitié écrasés, dans des tortillas de maïs chaudes avec de l'avocat, du chou rouge croquant, de la salsa et du citron vert. Un dîner de semaine prêt en une demi-heure.",
        ingredients: [
          { group: 'Pour les haricots', text: "2 cuillères à soupe d'huile d'olive" },
          { group: 'Pour les haricots', text: '1 oignon rouge, finement haché' },
          { group: 'Pour les haricots', text: "2 gousses d'ail, finement hachées" },
          { group: 'Pour les haricots', text: '1 cuillère à café de cumin moulu' },
          { group: 'Pour les haricots', text: '1 cuillère à café de paprika fumé' },
          { group: 'Pour les haricots', text: "½ cuillère à café d'origan séché" },
          {
            group: 'Pour les haricots',
            text: '2 boîtes (400 g chacune) de haricots noirs, égouttés et rincés',
          },
          { group: 'Pour les haricots', text: "150 ml d'eau" },
          { group: 'Pour les haricots', text: '1 citron vert, pressé' },
          { group: 'Pour les haricots', text: '½ cuillère à café de sel' },
          { group: 'Pour servir', text: '8 petites tortillas de maïs' },
          { group: 'Pour servir', text: '1 avocat, en tranches' },
          { group: 'Pour servir', text: '150 g de chou rouge, finement émincé' },
          { group: 'Pour servir', text: '4 cuillères à soupe de salsa tomate' },
          { group: 'Pour servir', text: '1 petite poignée de feuilles de coriandre' },
          { group: 'Pour servir', text: '1 citron vert, coupé en quartiers' },
        ],
        steps: [
          {
            group: null,
            text: "Faites chauffer l'huile dans une poêle à feu moyen et faites cuire l'oignon pendant 5 minutes, jusqu'à ce qu'il soit tendre. Ajoutez l'ail, le cumin, le paprika et l'origan et remuez 1 minute.",
          },
          {
            group: null,
            text: "Ajoutez les haricots et l'eau et laissez mijoter pendant 5 à 6 minutes en écrasant environ un tiers des haricots au presse-purée ou à la fourchette, jusqu'à ce que ce soit épais et crémeux. Assaisonnez avec le jus de citron vert et le sel.",
          },
          {
            group: null,
            text: "Réchauffez les tortillas une à une dans une poêle chaude sans matière grasse, 30 secondes de chaque côté, et empilez-les dans un torchon propre pour qu'elles restent souples.",
          },
          {
            group: null,
            text: "Garnissez chaque tortilla de haricots, d'avocat, de chou, de salsa et de coriandre et servez avec les quartiers de citron vert.",
          },
        ],
        notes:
          "Si les tacos n'ont pas besoin d'être végans, un peu de feta émiettée ou une cuillerée de crème aigre sont délicieuses dessus. Si vous les voulez sans gluten, vérifiez l'étiquette des tortillas : certaines tortillas de maïs contiennent de la farine de blé.",
      },
      de: {
        title: 'Tacos mit schwarzen Bohnen',
        description:
          'Rauchige, halb zerdrückte schwarze Bohnen in warmen Maistortillas mit Avocado, knackigem Rotkohl, Salsa und Limette. Ein Feierabendessen in einer halben Stunde.',
        ingredients: [
          { group: 'Für die Bohnen', text: '2 EL Olivenöl' },
          { group: 'Für die Bohnen', text: '1 rote Zwiebel, fein gehackt' },
          { group: 'Für die Bohnen', text: '2 Knoblauchzehen, fein gehackt' },
          { group: 'Für die Bohnen', text: '1 TL gemahlener Kreuzkümmel' },
          { group: 'Für die Bohnen', text: '1 TL geräuchertes Paprikapulver' },
          { group: 'Für die Bohnen', text: '½ TL getrockneter Oregano' },
          { group: 'Für die Bohnen', text: '2 Dosen schwarze Bohnen (je 400 g), abgetropft und abgespült' },
          { group: 'Für die Bohnen', text: '150 ml Wasser' },
          { group: 'Für die Bohnen', text: '1 Limette, ausgepresst' },
          { group: 'Für die Bohnen', text: '½ TL Salz' },
          { group: 'Zum Servieren', text: '8 kleine Maistortillas' },
          { group: 'Zum Servieren', text: '1 Avocado, in Scheiben geschnitten' },
          { group: 'Zum Servieren', text: '150 g Rotkohl, fein gehobelt' },
          { group: 'Zum Servieren', text: '4 EL Tomatensalsa' },
          { group: 'Zum Servieren', text: '1 kleine Handvoll Korianderblätter' },
          { group: 'Zum Servieren', text: '1 Limette, in Spalten geschnitten' },
        ],
        steps: [
          {
            group: null,
            text: 'Das Öl in einer Pfanne bei mittlerer Hitze erhitzen und die Zwiebel darin 5 Minuten weich braten. Knoblauch, Kreuzkümmel, Paprika und Oregano zugeben und 1 Minute rühren.',
          },
          {
            group: null,
            text: 'Bohnen und Wasser zugeben und 5–6 Minuten köcheln lassen, dabei etwa ein Drittel der Bohnen mit einem Kartoffelstampfer oder einer Gabel zerdrücken, bis alles dick und cremig ist. Mit Limettensaft und Salz abschmecken.',
          },
          {
            group: null,
            text: 'Die Tortillas einzeln in einer heißen Pfanne ohne Fett 30 Sekunden pro Seite erwärmen und in einem sauberen Geschirrtuch stapeln, damit sie weich bleiben.',
          },
          {
            group: null,
            text: 'Jede Tortilla mit Bohnen, Avocado, Rotkohl, Salsa und Koriander füllen und mit den Limettenspalten servieren.',
          },
        ],
        notes:
          'Wenn die Tacos nicht vegan sein müssen, passen zerbröckelter Feta oder ein Löffel Schmand obendrauf. Wer sie glutenfrei braucht, sollte das Etikett der Tortillas lesen: Manche Maistortillas enthalten Weizenmehl.',
      },
      zh: {
        title: '黑豆塔可',
        description:
          '烟熏风味、半压碎的黑豆，包进温热的玉米饼里，配牛油果、爽脆的紫甘蓝、莎莎酱和青柠。半小时就能做好的工作日晚餐。',
        ingredients: [
          { group: '黑豆馅', text: '橄榄油 2汤匙' },
          { group: '黑豆馅', text: '紫洋葱 1个，切碎' },
          { group: '黑豆馅', text: '大蒜 2瓣，切末' },
          { group: '黑豆馅', text: '孜然粉 1茶匙' },
          { group: '黑豆馅', text: '烟熏红椒粉 1茶匙' },
          { group: '黑豆馅', text: '干牛至 ½茶匙' },
          { group: '黑豆馅', text: '黑豆罐头 2罐（每罐400克），沥干冲洗' },
          { group: '黑豆馅', text: '清水 150毫升' },
          { group: '黑豆馅', text: '青柠 1个，挤汁' },
          { group: '黑豆馅', text: '盐 ½茶匙' },
          { group: '配料', text: '小玉米饼 8张' },
          { group: '配料', text: '牛油果 1个，切片' },
          { group: '配料', text: '紫甘蓝 150克，切细丝' },
          { group: '配料', text: '番茄莎莎酱 4汤匙' },
          { group: '配料', text: '香菜叶 1小把' },
          { group: '配料', text: '青柠 1个，切瓣' },
        ],
        steps: [
          {
            group: null,
            text: '平底锅中火烧热油，放洋葱炒5分钟至变软。加入蒜末、孜然粉、红椒粉和牛至，翻炒1分钟。',
          },
          {
            group: null,
            text: '加入黑豆和清水，小火煮5–6分钟，用压泥器或叉子压碎大约三分之一的豆子，煮到浓稠绵密。用青柠汁和盐调味。',
          },
          { group: null, text: '玉米饼一张一张放进烧热的干锅里，每面加热30秒，叠放在干净的布巾里保持柔软。' },
          { group: null, text: '每张饼里放上黑豆、牛油果、紫甘蓝、莎莎酱和香菜，配青柠角上桌。' },
        ],
        notes:
          '如果不需要纯素，可以在上面撒些碎菲达奶酪或加一勺酸奶油。需要无麸质的话，请看清玉米饼的配料表：有些玉米饼里掺了小麦粉。',
      },
    },
  },
  {
    key: 'mexican-street-corn-salad',
    cuisine: 'mexican',
    difficulty: 'easy',
    servings: 4,
    prepMinutes: 15,
    cookMinutes: 15,
    totalMinutes: 30,
    dietaryFlags: ['Vegetarian', 'Gluten-Free', 'Nut-Free'],
    appliances: ['grill'],
    tags: ['salad', 'side', 'lunch'],
    text: {
      en: {
        title: 'Mexican street corn salad',
        description:
          'Grilled corn cut from the cob and tossed in a creamy lime and chili dressing with salty crumbled cheese and coriander: all the flavours of elote, eaten with a spoon.',
        ingredients: [
          { group: null, text: '4 corn cobs, husked' },
          { group: null, text: '1 tbsp neutral oil' },
          { group: null, text: '3 tbsp mayonnaise' },
          { group: null, text: '2 tbsp sour cream' },
          { group: null, text: '1 lime, zest and juice' },
          { group: null, text: '½ tsp chili powder' },
          { group: null, text: '½ tsp smoked paprika' },
          { group: null, text: '1 spring onion, thinly sliced' },
          { group: null, text: '1 jalapeño, finely chopped' },
          { group: null, text: '1 small handful of coriander leaves, chopped' },
          { group: null, text: '60 g cotija or feta, crumbled' },
          { group: null, text: 'salt, to taste' },
        ],
        steps: [
          {
            group: null,
            text: 'Heat the grill to high. Brush the corn with the oil and grill for 8–10 minutes, turning now and then, until charred in patches and tender.',
          },
          {
            group: null,
            text: 'Let the cobs cool for 5 minutes, then stand each one upright in a wide bowl and slice off the kernels with a sharp knife.',
          },
          {
            group: null,
            text: 'Stir the mayonnaise, sour cream, lime zest and juice, chili powder and paprika together, then fold in the warm corn with the spring onion, jalapeño and most of the coriander.',
          },
          {
            group: null,
            text: 'Season with salt, scatter with the cheese and the rest of the coriander and serve warm or at room temperature.',
          },
        ],
        notes:
          'Without a grill, char 600 g of kernels (thawed frozen sweetcorn works) in a dry cast-iron pan over high heat for 6–8 minutes, stirring only now and then so that they can blacken. For a strictly vegetarian salad, choose a cheese made with microbial rennet.',
      },
      es: {
        title: 'Ensalada de elote a la mexicana',
        description:
          'Maíz a la parrilla desgranado y mezclado con un aliño cremoso de lima y chile, queso salado desmenuzado y cilantro: todo el sabor del elote callejero, para comer con cuchara.',
        ingredients: [
          { group: null, text: '4 mazorcas de maíz, sin hojas' },
          { group: null, text: '1 cucharada de aceite neutro' },
          { group: null, text: '3 cucharadas de mayonesa' },
          { group: null, text: '2 cucharadas de crema agria' },
          { group: null, text: '1 lima, la ralladura y el zumo' },
          { group: null, text: '½ cucharadita de chile en polvo' },
          { group: null, text: '½ cucharadita de pimentón ahumado' },
          { group: null, text: '1 cebolleta, en rodajas finas' },
          { group: null, text: '1 jalapeño, picado fino' },
          { group: null, text: '1 puñadito de hojas de cilantro, picadas' },
          { group: null, text: '60 g de queso cotija o feta, desmenuzado' },
          { group: null, text: 'sal, al gusto' },
        ],
        steps: [
          {
            group: null,
            text: 'Calienta la parrilla a fuego fuerte. Pinta las mazorcas con el aceite y ásalas durante 8–10 minutos, girándolas de vez en cuando, hasta que estén tostadas a trozos y tiernas.',
          },
          {
            group: null,
            text: 'Deja que se enfríen 5 minutos, ponlas de pie en un bol ancho y desgránalas cortando los granos con un cuchillo afilado.',
          },
          {
            group: null,
            text: 'Mezcla la mayonesa, la crema agria, la ralladura y el zumo de lima, el chile y el pimentón, e incorpora el maíz todavía caliente con la cebolleta, el jalapeño y casi todo el cilantro.',
          },
          {
            group: null,
            text: 'Sala al gusto, espolvorea el queso y el resto del cilantro y sirve templada o a temperatura ambiente.',
          },
        ],
        notes:
          'Sin parrilla, tuesta 600 g de granos (vale el maíz congelado, descongelado) en una sartén de hierro sin aceite a fuego fuerte durante 6–8 minutos, removiendo solo de vez en cuando para que se tuesten bien. Para una ensalada estrictamente vegetariana, elige un queso elaborado con cuajo microbiano.',
      },
      fr: {
        title: 'Salade de maïs grillé à la mexicaine',
        description:
          "Du maïs grillé égrené, enrobé d'une sauce crémeuse au citron vert et au piment, avec du fromage salé émietté et de la coriandre : toutes les saveurs de l'elote des rues, à la cuillère.",
        ingredients: [
          { group: null, text: '4 épis de maïs, sans feuilles' },
          { group: null, text: "1 cuillère à soupe d'huile neutre" },
          { group: null, text: '3 cuillères à soupe de mayonnaise' },
          { group: null, text: '2 cuillères à soupe de crème aigre' },
          { group: null, text: '1 citron vert, zeste et jus' },
          { group: null, text: '½ cuillère à café de piment en poudre' },
          { group: null, text: '½ cuillère à café de paprika fumé' },
          { group: null, text: '1 oignon nouveau, émincé finement' },
          { group: null, text: '1 piment jalapeño, finement haché' },
          { group: null, text: '1 petite poignée de feuilles de coriandre, ciselées' },
          { group: null, text: '60 g de cotija ou de feta, émiettée' },
          { group: null, text: 'sel, selon votre goût' },
        ],
        steps: [
          {
            group: null,
            text: "Faites chauffer le gril à feu vif. Badigeonnez les épis d'huile et faites-les griller pendant 8 à 10 minutes en les tournant de temps en temps, jusqu'à ce qu'ils soient noircis par endroits et tendres.",
          },
          {
            group: null,
            text: 'Laissez-les refroidir 5 minutes, puis posez chaque épi debout dans un grand saladier et détachez les grains avec un couteau bien aiguisé.',
          },
          {
            group: null,
            text: "Mélangez la mayonnaise, la crème aigre, le zeste et le jus de citron vert, le piment et le paprika, puis incorporez le maïs encore chaud avec l'oignon nouveau, le jalapeño et presque toute la coriandre.",
          },
          {
            group: null,
            text: 'Salez, parsemez de fromage et du reste de coriandre et servez tiède ou à température ambiante.',
          },
        ],
        notes:
          "Sans gril, faites griller 600 g de grains (du maïs surgelé décongelé convient) dans une poêle en fonte sans matière grasse à feu vif pendant 6 à 8 minutes, en ne remuant que de temps en temps pour qu'ils noircissent. Pour une salade strictement végétarienne, choisissez un fromage à présure microbienne.",
      },
      de: {
        title: 'Mexikanischer Maissalat vom Grill',
        description:
          'Gegrillter Mais, vom Kolben geschnitten und mit einem cremigen Limetten-Chili-Dressing, salzigem Käse und Koriander vermischt: der Geschmack von Elote, mit dem Löffel gegessen.',
        ingredients: [
          { group: null, text: '4 Maiskolben, ohne Hüllblätter' },
          { group: null, text: '1 EL neutrales Öl' },
          { group: null, text: '3 EL Mayonnaise' },
          { group: null, text: '2 EL saure Sahne' },
          { group: null, text: '1 Limette, Schale und Saft' },
          { group: null, text: '½ TL Chilipulver' },
          { group: null, text: '½ TL geräuchertes Paprikapulver' },
          { group: null, text: '1 Frühlingszwiebel, in feine Ringe geschnitten' },
          { group: null, text: '1 Jalapeño, fein gehackt' },
          { group: null, text: '1 kleine Handvoll Korianderblätter, gehackt' },
          { group: null, text: '60 g Cotija oder Feta, zerbröckelt' },
          { group: null, text: 'Salz, nach Geschmack' },
        ],
        steps: [
          {
            group: null,
            text: 'Den Grill stark vorheizen. Die Maiskolben mit dem Öl bepinseln und 8–10 Minuten grillen, dabei ab und zu wenden, bis sie stellenweise schwarz und weich sind.',
          },
          {
            group: null,
            text: 'Die Kolben 5 Minuten abkühlen lassen, dann aufrecht in eine weite Schüssel stellen und die Körner mit einem scharfen Messer abschneiden.',
          },
          {
            group: null,
            text: 'Mayonnaise, saure Sahne, Limettenschale und -saft, Chili- und Paprikapulver verrühren und den warmen Mais mit Frühlingszwiebel, Jalapeño und dem Großteil des Korianders unterheben.',
          },
          {
            group: null,
            text: 'Mit Salz abschmecken, mit dem Käse und dem restlichen Koriander bestreuen und warm oder zimmerwarm servieren.',
          },
        ],
        notes:
          'Ohne Grill 600 g Maiskörner (aufgetauter TK-Mais geht auch) in einer gusseisernen Pfanne ohne Fett bei starker Hitze 6–8 Minuten rösten und nur gelegentlich rühren, damit sie Farbe bekommen. Für einen streng vegetarischen Salat Käse mit mikrobiellem Lab wählen.',
      },
      zh: {
        title: '墨西哥街头风味玉米沙拉',
        description:
          '烤玉米粒拌上奶香浓郁的青柠辣椒酱，加上咸香的碎奶酪和香菜：墨西哥街头烤玉米的全部风味，用勺子吃。',
        ingredients: [
          { group: null, text: '玉米 4根，去掉外皮' },
          { group: null, text: '食用油 1汤匙' },
          { group: null, text: '蛋黄酱 3汤匙' },
          { group: null, text: '酸奶油 2汤匙' },
          { group: null, text: '青柠 1个，取皮屑和汁' },
          { group: null, text: '辣椒粉 ½茶匙' },
          { group: null, text: '烟熏红椒粉 ½茶匙' },
          { group: null, text: '葱 1根，切细葱花' },
          { group: null, text: '墨西哥青辣椒（jalapeño） 1个，切碎' },
          { group: null, text: '香菜叶 1小把，切碎' },
          { group: null, text: '科蒂哈奶酪或菲达奶酪 60克，捏碎' },
          { group: null, text: '盐 适量' },
        ],
        steps: [
          { group: null, text: '烤架大火预热。玉米刷上油，烤8–10分钟，不时翻动，烤到局部焦黑、玉米变软。' },
          { group: null, text: '玉米放凉5分钟，竖着立在大碗里，用锋利的刀把玉米粒削下来。' },
          {
            group: null,
            text: '把蛋黄酱、酸奶油、青柠皮屑和汁、辣椒粉和红椒粉拌匀，再拌入温热的玉米粒、葱花、辣椒和大部分香菜。',
          },
          { group: null, text: '加盐调味，撒上碎奶酪和剩下的香菜，温热或常温上桌都可以。' },
        ],
        notes:
          '没有烤架的话，把600克玉米粒（解冻的冷冻玉米粒也行）放进不放油的铸铁锅，大火炒6–8分钟，只偶尔翻动，让玉米粒烤出焦斑。严格素食者请选择用微生物凝乳酶制作的奶酪。',
      },
    },
  },
  {
    key: 'slow-cooker-chili-con-carne',
    cuisine: 'american',
    difficulty: 'easy',
    servings: 6,
    prepMinutes: 20,
    cookMinutes: 480,
    totalMinutes: 500,
    dietaryFlags: ['Gluten-Free', 'Dairy-Free', 'Nut-Free'],
    appliances: ['stovetop', 'slow-cooker'],
    tags: ['dinner', 'batch-cooking', 'comfort-food', 'spicy'],
    text: {
      en: {
        title: 'Slow-cooker chili con carne',
        description:
          'Beef, beans and tomatoes with cumin, smoked paprika and a little cocoa, left to cook slowly all day until thick, dark and rich. Ten minutes of browning in the morning, dinner waiting in the evening.',
        ingredients: [
          { group: null, text: '1 tbsp neutral oil' },
          { group: null, text: '750 g minced beef' },
          { group: null, text: '2 onions, chopped' },
          { group: null, text: '1 red bell pepper, diced' },
          { group: null, text: '3 garlic cloves, finely chopped' },
          { group: null, text: '2 tbsp mild chili powder' },
          { group: null, text: '2 tsp ground cumin' },
          { group: null, text: '2 tsp smoked paprika' },
          { group: null, text: '1 tsp dried oregano' },
          { group: null, text: '1 tbsp cocoa powder' },
          { group: null, text: '2 tbsp tomato paste' },
          { group: null, text: '2 cans (400 g each) chopped tomatoes' },
          { group: null, text: '2 cans (400 g each) kidney beans, drained and rinsed' },
          { group: null, text: '250 ml water' },
          { group: null, text: '1½ tsp salt' },
          { group: null, text: '½ tsp ground black pepper' },
        ],
        steps: [
          {
            group: null,
            text: 'Heat the oil in a large frying pan over high heat and brown the beef in two batches, 5 minutes each, breaking it up, until deeply browned. Tip it into the slow cooker.',
          },
          {
            group: null,
            text: 'Lower the heat to medium, add the onions and pepper to the pan and cook for 5 minutes, then add the garlic, spices, cocoa and tomato paste and stir for 1 minute.',
          },
          {
            group: null,
            text: 'Scrape everything into the slow cooker and add the tomatoes, beans, water, salt and pepper. Stir well.',
          },
          {
            group: null,
            text: 'Cover and cook on low for 8 hours, or on high for 4 hours, until the meat is tender and the sauce thick and dark.',
          },
          {
            group: null,
            text: 'Taste for salt and heat, and serve with rice or tortilla chips and whatever toppings you like.',
          },
        ],
        notes:
          'Chili freezes very well: cool it quickly and freeze it in portions for up to 3 months. If the sauce is still thin at the end, take the lid off and cook on high for 30 minutes.',
      },
      es: {
        title: 'Chili con carne en olla de cocción lenta',
        description:
          'Ternera, alubias y tomate con comino, pimentón ahumado y un poco de cacao, cocinados despacio todo el día hasta quedar espesos, oscuros y sabrosos. Diez minutos de dorado por la mañana y la cena espera por la noche.',
        ingredients: [
          { group: null, text: '1 cucharada de aceite neutro' },
          { group: null, text: '750 g de carne de ternera picada' },
          { group: null, text: '2 cebollas, picadas' },
          { group: null, text: '1 pimiento rojo, en dados' },
          { group: null, text: '3 dientes de ajo, picados finos' },
          { group: null, text: '2 cucharadas de chile en polvo suave' },
          { group: null, text: '2 cucharaditas de comino molido' },
          { group: null, text: '2 cucharaditas de pimentón ahumado' },
          { group: null, text: '1 cucharadita de orégano seco' },
          { group: null, text: '1 cucharada de cacao en polvo' },
          { group: null, text: '2 cucharadas de concentrado de tomate' },
          { group: null, text: '2 latas (de 400 g cada una) de tomate troceado' },
          { group: null, text: '2 latas (de 400 g cada una) de alubias rojas, escurridas y enjuagadas' },
          { group: null, text: '250 ml de agua' },
          { group: null, text: '1½ cucharaditas de sal' },
          { group: null, text: '½ cucharadita de pimienta negra molida' },
        ],
        steps: [
          {
            group: null,
            text: 'Calienta el aceite en una sartén grande a fuego fuerte y dora la carne en dos tandas, 5 minutos cada una, desmenuzándola, hasta que esté bien tostada. Pásala a la olla de cocción lenta.',
          },
          {
            group: null,
            text: 'Baja a fuego medio, añade a la sartén las cebollas y el pimiento y cocina durante 5 minutos; después agrega el ajo, las especias, el cacao y el concentrado de tomate y remueve 1 minuto.',
          },
          {
            group: null,
            text: 'Pásalo todo a la olla y añade el tomate, las alubias, el agua, la sal y la pimienta. Remueve bien.',
          },
          {
            group: null,
            text: 'Tapa y cocina en la posición baja durante 8 horas, o en la alta durante 4 horas, hasta que la carne esté tierna y la salsa espesa y oscura.',
          },
          {
            group: null,
            text: 'Rectifica de sal y de picante y sirve con arroz o totopos y los acompañamientos que más te gusten.',
          },
        ],
        notes:
          'El chili se congela muy bien: enfríalo rápido y congélalo en raciones hasta 3 meses. Si al final la salsa sigue líquida, destapa la olla y cocina en la posición alta durante 30 minutos.',
      },
      fr: {
        title: 'Chili con carne à la mijoteuse',
        description:
          "Du bœuf, des haricots et des tomates au cumin, au paprika fumé et à une pointe de cacao, cuits doucement toute la journée jusqu'à devenir épais, sombres et savoureux. Dix minutes de cuisson le matin, et le dîner attend le soir.",
        ingredients: [
          { group: null, text: "1 cuillère à soupe d'huile neutre" },
          { group: null, text: '750 g de bœuf haché' },
          { group: null, text: '2 oignons, hachés' },
          { group: null, text: '1 poivron rouge, coupé en dés' },
          { group: null, text: "3 gousses d'ail, finement hachées" },
          { group: null, text: '2 cuillères à soupe de piment en poudre doux' },
          { group: null, text: '2 cuillères à café de cumin moulu' },
          { group: null, text: '2 cuillères à café de paprika fumé' },
          { group: null, text: "1 cuillère à café d'origan séché" },
          { group: null, text: '1 cuillère à soupe de cacao en poudre' },
          { group: null, text: '2 cuillères à soupe de concentré de tomate' },
          { group: null, text: '2 boîtes (400 g chacune) de tomates concassées' },
          { group: null, text: '2 boîtes (400 g chacune) de haricots rouges, égouttés et rincés' },
          { group: null, text: "250 ml d'eau" },
          { group: null, text: '1½ cuillère à café de sel' },
          { group: null, text: '½ cuillère à café de poivre noir moulu' },
        ],
        steps: [
          {
            group: null,
            text: "Faites chauffer l'huile dans une grande poêle à feu vif et faites dorer le bœuf en deux fois, 5 minutes à chaque fois, en l'émiettant, jusqu'à ce qu'il soit bien coloré. Versez-le dans la mijoteuse.",
          },
          {
            group: null,
            text: "Baissez à feu moyen, mettez les oignons et le poivron dans la poêle et faites-les cuire pendant 5 minutes, puis ajoutez l'ail, les épices, le cacao et le concentré de tomate et remuez 1 minute.",
          },
          {
            group: null,
            text: "Transférez le tout dans la mijoteuse et ajoutez les tomates, les haricots, l'eau, le sel et le poivre. Mélangez bien.",
          },
          {
            group: null,
            text: "Couvrez et faites cuire en position basse pendant 8 heures, ou en position haute pendant 4 heures, jusqu'à ce que la viande soit tendre et la sauce épaisse et sombre.",
          },
          {
            group: null,
            text: 'Rectifiez le sel et le piquant et servez avec du riz ou des chips de tortilla et les garnitures de votre choix.',
          },
        ],
        notes:
          "Le chili se congèle très bien : refroidissez-le rapidement et congelez-le en portions jusqu'à 3 mois. Si la sauce est encore liquide à la fin, retirez le couvercle et faites cuire en position haute pendant 30 minutes.",
      },
      de: {
        title: 'Chili con Carne aus dem Slow Cooker',
        description:
          'Rindfleisch, Bohnen und Tomaten mit Kreuzkümmel, geräuchertem Paprika und etwas Kakao, den ganzen Tag langsam gegart, bis alles dick, dunkel und kräftig ist. Morgens zehn Minuten anbraten, abends wartet das Essen.',
        ingredients: [
          { group: null, text: '1 EL neutrales Öl' },
          { group: null, text: '750 g Rinderhackfleisch' },
          { group: null, text: '2 Zwiebeln, gehackt' },
          { group: null, text: '1 rote Paprikaschote, gewürfelt' },
          { group: null, text: '3 Knoblauchzehen, fein gehackt' },
          { group: null, text: '2 EL mildes Chilipulver' },
          { group: null, text: '2 TL gemahlener Kreuzkümmel' },
          { group: null, text: '2 TL geräuchertes Paprikapulver' },
          { group: null, text: '1 TL getrockneter Oregano' },
          { group: null, text: '1 EL Kakaopulver' },
          { group: null, text: '2 EL Tomatenmark' },
          { group: null, text: '2 Dosen gehackte Tomaten (je 400 g)' },
          { group: null, text: '2 Dosen Kidneybohnen (je 400 g), abgetropft und abgespült' },
          { group: null, text: '250 ml Wasser' },
          { group: null, text: '1½ TL Salz' },
          { group: null, text: '½ TL gemahlener schwarzer Pfeffer' },
        ],
        steps: [
          {
            group: null,
            text: 'Das Öl in einer großen Pfanne stark erhitzen und das Hackfleisch in zwei Portionen je 5 Minuten krümelig und kräftig braun anbraten. In den Slow Cooker geben.',
          },
          {
            group: null,
            text: 'Die Hitze auf mittlere Stufe reduzieren, Zwiebeln und Paprika in die Pfanne geben und 5 Minuten braten, dann Knoblauch, Gewürze, Kakao und Tomatenmark zugeben und 1 Minute rühren.',
          },
          {
            group: null,
            text: 'Alles in den Slow Cooker geben und Tomaten, Bohnen, Wasser, Salz und Pfeffer zufügen. Gut umrühren.',
          },
          {
            group: null,
            text: 'Zugedeckt auf niedriger Stufe 8 Stunden oder auf hoher Stufe 4 Stunden garen, bis das Fleisch zart und die Sauce dick und dunkel ist.',
          },
          {
            group: null,
            text: 'Mit Salz und Schärfe abschmecken und mit Reis oder Tortillachips und beliebigen Toppings servieren.',
          },
        ],
        notes:
          'Chili lässt sich sehr gut einfrieren: schnell abkühlen lassen und portionsweise bis zu 3 Monate einfrieren. Ist die Sauce am Ende noch zu dünn, den Deckel abnehmen und 30 Minuten auf hoher Stufe weitergaren.',
      },
      zh: {
        title: '慢炖锅辣肉酱（Chili con Carne）',
        description:
          '牛肉末、芸豆和番茄，加孜然、烟熏红椒粉和少许可可粉，慢炖一整天，直到浓稠、色深、味道醇厚。早上花十分钟把肉炒香，晚上晚饭就等着你了。',
        ingredients: [
          { group: null, text: '食用油 1汤匙' },
          { group: null, text: '牛肉末 750克' },
          { group: null, text: '洋葱 2个，切碎' },
          { group: null, text: '红甜椒 1个，切丁' },
          { group: null, text: '大蒜 3瓣，切末' },
          { group: null, text: '温和型辣椒粉 2汤匙' },
          { group: null, text: '孜然粉 2茶匙' },
          { group: null, text: '烟熏红椒粉 2茶匙' },
          { group: null, text: '干牛至 1茶匙' },
          { group: null, text: '可可粉 1汤匙' },
          { group: null, text: '番茄膏 2汤匙' },
          { group: null, text: '番茄碎罐头 2罐（每罐400克）' },
          { group: null, text: '红芸豆罐头 2罐（每罐400克），沥干冲洗' },
          { group: null, text: '清水 250毫升' },
          { group: null, text: '盐 1½茶匙' },
          { group: null, text: '黑胡椒粉 ½茶匙' },
        ],
        steps: [
          {
            group: null,
            text: '大平底锅大火烧热油，牛肉末分两次下锅，每次煎炒5分钟，把肉末炒散、炒到焦香上色。倒进慢炖锅。',
          },
          {
            group: null,
            text: '转中火，锅里放洋葱和甜椒炒5分钟，再加入蒜末、香料、可可粉和番茄膏，翻炒1分钟。',
          },
          { group: null, text: '把锅里的东西全部刮进慢炖锅，加入番茄碎、芸豆、清水、盐和黑胡椒，搅拌均匀。' },
          { group: null, text: '盖上盖子，低档炖8小时，或高档炖4小时，直到牛肉软烂、酱汁浓稠色深。' },
          { group: null, text: '尝一尝咸淡和辣度，配米饭或玉米片，再加上喜欢的配料上桌。' },
        ],
        notes:
          '辣肉酱非常适合冷冻：快速放凉后分装冷冻，可保存3个月。如果最后酱汁还太稀，就打开盖子用高档再炖30分钟。',
      },
    },
  },
  {
    key: 'baked-mac-and-cheese',
    cuisine: 'american',
    difficulty: 'medium',
    servings: 6,
    prepMinutes: 15,
    cookMinutes: 45,
    totalMinutes: 60,
    dietaryFlags: ['Vegetarian', 'Nut-Free'],
    appliances: ['stovetop', 'oven'],
    tags: ['dinner', 'comfort-food', 'kid-friendly', 'vegetarian-main'],
    text: {
      en: {
        title: 'Baked mac and cheese',
        description:
          'Macaroni in a creamy cheddar sauce, baked under a crisp, buttery crumb topping. The sauce is a simple roux, and the cheese goes in off the heat so it stays smooth.',
        ingredients: [
          { group: 'For the pasta', text: '1 tbsp salt' },
          { group: 'For the pasta', text: '8 oz elbow macaroni' },
          { group: 'For the cheese sauce', text: '4 tbsp butter' },
          { group: 'For the cheese sauce', text: '¼ cup all-purpose flour' },
          { group: 'For the cheese sauce', text: '3 cups whole milk, warmed' },
          { group: 'For the cheese sauce', text: '1 tsp mustard powder' },
          { group: 'For the cheese sauce', text: '½ tsp salt' },
          { group: 'For the cheese sauce', text: '¼ tsp ground black pepper' },
          { group: 'For the cheese sauce', text: 'a pinch of grated nutmeg' },
          { group: 'For the cheese sauce', text: '12 oz sharp cheddar, grated' },
          { group: 'For the cheese sauce', text: '4 oz Monterey Jack, grated' },
          { group: 'For the topping', text: '½ cup panko breadcrumbs' },
          { group: 'For the topping', text: '1 tbsp butter, melted' },
        ],
        steps: [
          {
            group: 'Cook the pasta',
            text: 'Heat the oven to 190 °C (375 °F). Bring a large pot of water to a boil with the salt and cook the macaroni until it is still a little firmer than you would eat it; it finishes cooking in the oven. Drain.',
          },
          {
            group: 'Make the sauce',
            text: 'Melt the butter in a saucepan over medium heat, stir in the flour and cook, stirring, for 2 minutes without letting it brown.',
          },
          {
            group: 'Make the sauce',
            text: 'Whisk in the warm milk a little at a time so that no lumps form. Bring to a simmer and cook for 5 minutes, whisking, until the sauce coats the back of a spoon.',
          },
          {
            group: 'Make the sauce',
            text: 'Take the pan off the heat and stir in the mustard powder, salt, pepper, nutmeg, all of the Monterey Jack and two-thirds of the cheddar until melted and smooth.',
          },
          {
            group: 'Bake',
            text: 'Fold the macaroni into the sauce and pour it into a 20 × 30 cm baking dish. Mix the breadcrumbs with the melted butter and scatter them over with the rest of the cheddar.',
          },
          {
            group: 'Bake',
            text: 'Bake for 20–25 minutes, until bubbling at the edges and golden on top. Let it stand for 5 minutes before serving.',
          },
        ],
        notes:
          'If you cook for vegetarians, choose cheeses made with vegetarian (microbial) rennet, as most supermarket cheddar is. For a quick stovetop version, skip the topping and serve as soon as the pasta is stirred into the sauce.',
      },
      es: {
        title: 'Macarrones con queso al horno',
        description:
          'Macarrones en una cremosa salsa de cheddar, horneados bajo una capa crujiente de pan rallado con mantequilla. La salsa es una bechamel sencilla, y el queso se añade fuera del fuego para que quede fina.',
        ingredients: [
          { group: 'Para la pasta', text: '1 cucharada de sal' },
          { group: 'Para la pasta', text: '225 g de macarrones de codo' },
          { group: 'Para la salsa de queso', text: '55 g de mantequilla' },
          { group: 'Para la salsa de queso', text: '30 g de harina de trigo' },
          { group: 'Para la salsa de queso', text: '700 ml de leche entera, templada' },
          { group: 'Para la salsa de queso', text: '1 cucharadita de mostaza en polvo' },
          { group: 'Para la salsa de queso', text: '½ cucharadita de sal' },
          { group: 'Para la salsa de queso', text: '¼ cucharadita de pimienta negra molida' },
          { group: 'Para la salsa de queso', text: 'una pizca de nuez moscada rallada' },
          { group: 'Para la salsa de queso', text: '340 g de cheddar curado, rallado' },
          { group: 'Para la salsa de queso', text: '115 g de queso Monterey Jack, rallado' },
          { group: 'Para la cobertura', text: '30 g de pan rallado panko' },
          { group: 'Para la cobertura', text: '1 cucharada de mantequilla, derretida' },
        ],
        steps: [
          {
            group: 'Cocer la pasta',
            text: 'Precalienta el horno a 190 °C. Lleva a ebullición una olla grande de agua con la sal y cuece los macarrones hasta que estén algo más firmes de como te los comerías; terminarán de hacerse en el horno. Escúrrelos.',
          },
          {
            group: 'Hacer la salsa',
            text: 'Derrite la mantequilla en un cazo a fuego medio, añade la harina y cocina, removiendo, durante 2 minutos sin que llegue a dorarse.',
          },
          {
            group: 'Hacer la salsa',
            text: 'Incorpora la leche caliente poco a poco, batiendo con las varillas para que no se formen grumos. Lleva a ebullición suave y cocina durante 5 minutos sin dejar de batir, hasta que la salsa napa el dorso de una cuchara.',
          },
          {
            group: 'Hacer la salsa',
            text: 'Retira el cazo del fuego y añade la mostaza en polvo, la sal, la pimienta, la nuez moscada, todo el Monterey Jack y dos tercios del cheddar, removiendo hasta que se fundan y la salsa quede lisa.',
          },
          {
            group: 'Hornear',
            text: 'Mezcla los macarrones con la salsa y vuélcalos en una fuente de horno de 20 × 30 cm. Mezcla el pan rallado con la mantequilla derretida y espárcelo por encima junto con el resto del cheddar.',
          },
          {
            group: 'Hornear',
            text: 'Hornea durante 20–25 minutos, hasta que borbotee por los bordes y esté dorado por encima. Deja reposar 5 minutos antes de servir.',
          },
        ],
        notes:
          'Si cocinas para vegetarianos, elige quesos elaborados con cuajo vegetal o microbiano, como la mayoría del cheddar de supermercado. Para una versión rápida en el fuego, prescinde de la cobertura y sirve en cuanto mezcles la pasta con la salsa.',
      },
      fr: {
        title: 'Macaroni au fromage gratinés',
        description:
          "Des macaronis dans une sauce crémeuse au cheddar, gratinés sous une chapelure croustillante au beurre. La sauce est un simple roux, et le fromage s'ajoute hors du feu pour qu'elle reste lisse.",
        ingredients: [
          { group: 'Pour les pâtes', text: '1 cuillère à soupe de sel' },
          { group: 'Pour les pâtes', text: '225 g de macaronis coudés' },
          { group: 'Pour la sauce au fromage', text: '55 g de beurre' },
          { group: 'Pour la sauce au fromage', text: '30 g de farine de blé' },
          { group: 'Pour la sauce au fromage', text: '700 ml de lait entier, tiédi' },
          { group: 'Pour la sauce au fromage', text: '1 cuillère à café de moutarde en poudre' },
          { group: 'Pour la sauce au fromage', text: '½ cuillère à café de sel' },
          { group: 'Pour la sauce au fromage', text: '¼ cuillère à café de poivre noir moulu' },
          { group: 'Pour la sauce au fromage', text: '1 pincée de noix de muscade râpée' },
          { group: 'Pour la sauce au fromage', text: '340 g de cheddar affiné, râpé' },
          { group: 'Pour la sauce au fromage', text: '115 g de Monterey Jack, râpé' },
          { group: 'Pour le dessus', text: '30 g de chapelure panko' },
          { group: 'Pour le dessus', text: '1 cuillère à soupe de beurre, fondu' },
        ],
        steps: [
          {
            group: 'Cuire les pâtes',
            text: "Préchauffez le four à 190 °C. Portez une grande casserole d'eau à ébullition avec le sel et faites cuire les macaronis en les gardant un peu plus fermes que vous ne les mangeriez : ils finiront de cuire au four. Égouttez.",
          },
          {
            group: 'Préparer la sauce',
            text: 'Faites fondre le beurre dans une casserole à feu moyen, ajoutez la farine et faites cuire en remuant pendant 2 minutes, sans laisser colorer.',
          },
          {
            group: 'Préparer la sauce',
            text: "Versez le lait chaud petit à petit en fouettant pour éviter les grumeaux. Portez à frémissement et laissez cuire pendant 5 minutes en fouettant, jusqu'à ce que la sauce nappe le dos d'une cuillère.",
          },
          {
            group: 'Préparer la sauce',
            text: "Retirez la casserole du feu et incorporez la moutarde, le sel, le poivre, la muscade, tout le Monterey Jack et les deux tiers du cheddar, jusqu'à ce qu'ils fondent et que la sauce soit lisse.",
          },
          {
            group: 'Gratiner',
            text: 'Mélangez les macaronis à la sauce et versez le tout dans un plat à gratin de 20 × 30 cm. Mélangez la chapelure avec le beurre fondu et parsemez-la sur le dessus avec le reste du cheddar.',
          },
          {
            group: 'Gratiner',
            text: "Enfournez pour 20 à 25 minutes, jusqu'à ce que ça bouillonne sur les bords et que le dessus soit doré. Laissez reposer 5 minutes avant de servir.",
          },
        ],
        notes:
          'Si vous cuisinez pour des végétariens, choisissez des fromages à présure microbienne ou végétale, comme la plupart des cheddars de supermarché. Pour une version rapide sur le feu, oubliez la chapelure et servez dès que les pâtes sont mélangées à la sauce.',
      },
      de: {
        title: 'Überbackene Mac and Cheese',
        description:
          'Makkaroni in cremiger Cheddarsauce, überbacken unter einer knusprigen Butter-Bröselkruste. Die Sauce ist eine einfache Mehlschwitze, und der Käse kommt erst neben dem Herd hinein, damit sie glatt bleibt.',
        ingredients: [
          { group: 'Für die Nudeln', text: '1 EL Salz' },
          { group: 'Für die Nudeln', text: '225 g Hörnchennudeln' },
          { group: 'Für die Käsesauce', text: '55 g Butter' },
          { group: 'Für die Käsesauce', text: '30 g Weizenmehl' },
          { group: 'Für die Käsesauce', text: '700 ml Vollmilch, erwärmt' },
          { group: 'Für die Käsesauce', text: '1 TL Senfpulver' },
          { group: 'Für die Käsesauce', text: '½ TL Salz' },
          { group: 'Für die Käsesauce', text: '¼ TL gemahlener schwarzer Pfeffer' },
          { group: 'Für die Käsesauce', text: '1 Prise frisch geriebene Muskatnuss' },
          { group: 'Für die Käsesauce', text: '340 g würziger Cheddar, gerieben' },
          { group: 'Für die Käsesauce', text: '115 g Monterey Jack, gerieben' },
          { group: 'Für die Kruste', text: '30 g Panko-Paniermehl' },
          { group: 'Für die Kruste', text: '1 EL Butter, geschmolzen' },
        ],
        steps: [
          {
            group: 'Nudeln kochen',
            text: 'Den Backofen auf 190 °C vorheizen. Einen großen Topf Wasser mit dem Salz aufkochen und die Nudeln darin garen, bis sie noch etwas fester sind, als man sie essen würde; im Ofen garen sie fertig. Abgießen.',
          },
          {
            group: 'Sauce kochen',
            text: 'Die Butter in einem Topf bei mittlerer Hitze schmelzen, das Mehl einrühren und unter Rühren 2 Minuten anschwitzen, ohne dass es Farbe nimmt.',
          },
          {
            group: 'Sauce kochen',
            text: 'Die warme Milch nach und nach mit dem Schneebesen einrühren, damit keine Klümpchen entstehen. Aufkochen und unter Rühren 5 Minuten köcheln lassen, bis die Sauce einen Löffelrücken überzieht.',
          },
          {
            group: 'Sauce kochen',
            text: 'Den Topf vom Herd nehmen und Senfpulver, Salz, Pfeffer, Muskat, den gesamten Monterey Jack und zwei Drittel des Cheddars einrühren, bis alles geschmolzen und glatt ist.',
          },
          {
            group: 'Überbacken',
            text: 'Die Nudeln unter die Sauce heben und in eine Auflaufform von 20 × 30 cm füllen. Das Paniermehl mit der geschmolzenen Butter mischen und mit dem restlichen Cheddar darüberstreuen.',
          },
          {
            group: 'Überbacken',
            text: '20–25 Minuten backen, bis es am Rand blubbert und oben goldbraun ist. Vor dem Servieren 5 Minuten ruhen lassen.',
          },
        ],
        notes:
          'Wer für Vegetarier kocht, wählt Käse mit mikrobiellem Lab, wie es bei den meisten Cheddars aus dem Supermarkt der Fall ist. Für eine schnelle Variante vom Herd die Kruste weglassen und servieren, sobald die Nudeln unter die Sauce gehoben sind.',
      },
      zh: {
        title: '焗烤芝士通心粉',
        description:
          '通心粉拌入浓郁的切达芝士酱，表面铺上黄油面包糠烤到酥脆。酱汁是简单的黄油炒面糊，芝士要离火后再加，酱汁才顺滑。',
        ingredients: [
          { group: '煮面', text: '盐 1汤匙' },
          { group: '煮面', text: '弯管通心粉 225克' },
          { group: '芝士酱', text: '黄油 55克' },
          { group: '芝士酱', text: '中筋面粉 30克' },
          { group: '芝士酱', text: '全脂牛奶 700毫升，温热' },
          { group: '芝士酱', text: '芥末粉 1茶匙' },
          { group: '芝士酱', text: '盐 ½茶匙' },
          { group: '芝士酱', text: '黑胡椒粉 ¼茶匙' },
          { group: '芝士酱', text: '肉豆蔻碎 少许' },
          { group: '芝士酱', text: '陈年切达芝士 340克，擦碎' },
          { group: '芝士酱', text: '蒙特雷杰克芝士 115克，擦碎' },
          { group: '表层', text: '日式面包糠 30克' },
          { group: '表层', text: '黄油 1汤匙，融化' },
        ],
        steps: [
          {
            group: '煮面',
            text: '烤箱预热到190°C。一大锅水加盐烧开，放入通心粉，煮到比平时吃的口感稍硬一些，之后会在烤箱里继续变软。沥干。',
          },
          { group: '做芝士酱', text: '小锅中火融化黄油，拌入面粉，边炒边搅2分钟，不要炒上色。' },
          {
            group: '做芝士酱',
            text: '一点一点加入温牛奶，同时用打蛋器搅拌，防止结块。煮到微开后再边搅边煮5分钟，直到酱汁能挂在勺背上。',
          },
          {
            group: '做芝士酱',
            text: '把锅离火，拌入芥末粉、盐、胡椒、肉豆蔻、全部蒙特雷杰克芝士和三分之二的切达芝士，搅拌到芝士融化、酱汁顺滑。',
          },
          {
            group: '烘烤',
            text: '把通心粉拌进芝士酱，倒入20 × 30厘米的烤盘。面包糠和融化的黄油拌匀，和剩下的切达芝士一起撒在表面。',
          },
          { group: '烘烤', text: '烤20–25分钟，烤到边缘冒泡、表面金黄。出炉后静置5分钟再上桌。' },
        ],
        notes:
          '如果给素食者做，请选择用微生物凝乳酶制作的芝士，超市里大多数切达芝士都是这样。想做快手版的话，省去表层，通心粉拌好芝士酱就可以直接吃。',
      },
    },
  },
  {
    key: 'air-fryer-crispy-potatoes',
    cuisine: 'american',
    difficulty: 'easy',
    servings: 4,
    prepMinutes: 10,
    cookMinutes: 28,
    totalMinutes: 38,
    dietaryFlags: ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Nut-Free', 'Whole30'],
    appliances: ['air-fryer'],
    tags: ['side', 'kid-friendly'],
    text: {
      en: {
        title: 'Air-fryer crispy potatoes',
        description:
          'Small potatoes tossed with olive oil, garlic, smoked paprika and rosemary, air-fried until golden and crackly outside and fluffy within. A side dish that goes with almost anything.',
        ingredients: [
          { group: null, text: '750 g small waxy potatoes, halved' },
          { group: null, text: '2 tbsp olive oil' },
          { group: null, text: '1 tsp garlic powder' },
          { group: null, text: '1 tsp smoked paprika' },
          { group: null, text: '1 tsp salt' },
          { group: null, text: '½ tsp ground black pepper' },
          { group: null, text: '1 tbsp chopped fresh rosemary' },
          { group: null, text: '1 tbsp chopped parsley' },
        ],
        steps: [
          {
            group: null,
            text: 'Rinse the potatoes and dry them very well with a tea towel: wet potatoes steam instead of crisping.',
          },
          {
            group: null,
            text: 'Toss them in a bowl with the oil, garlic powder, paprika, salt, pepper and rosemary until evenly coated.',
          },
          {
            group: null,
            text: 'Heat the air fryer to 200 °C for 3 minutes. Add the potatoes in a single layer, in two batches if necessary, and air-fry for 20–25 minutes, shaking the basket every 5 minutes, until golden and crisp outside and tender when pierced with a knife.',
          },
          { group: null, text: 'Toss with the parsley and a little more salt and serve hot.' },
        ],
        notes:
          'For even crisper edges, boil the halved potatoes for 7 minutes first, drain them and let them steam dry before seasoning; they then need only 15 minutes in the air fryer.',
      },
      es: {
        title: 'Patatas crujientes en freidora de aire',
        description:
          'Patatas pequeñas con aceite de oliva, ajo, pimentón ahumado y romero, hechas en la freidora de aire hasta quedar doradas y crujientes por fuera y tiernas por dentro. Una guarnición que va con casi todo.',
        ingredients: [
          { group: null, text: '750 g de patatas nuevas pequeñas, partidas por la mitad' },
          { group: null, text: '2 cucharadas de aceite de oliva' },
          { group: null, text: '1 cucharadita de ajo en polvo' },
          { group: null, text: '1 cucharadita de pimentón ahumado' },
          { group: null, text: '1 cucharadita de sal' },
          { group: null, text: '½ cucharadita de pimienta negra molida' },
          { group: null, text: '1 cucharada de romero fresco picado' },
          { group: null, text: '1 cucharada de perejil picado' },
        ],
        steps: [
          {
            group: null,
            text: 'Lava las patatas y sécalas muy bien con un paño: si están mojadas, se cuecen al vapor en lugar de quedar crujientes.',
          },
          {
            group: null,
            text: 'Mézclalas en un bol con el aceite, el ajo en polvo, el pimentón, la sal, la pimienta y el romero hasta que estén bien cubiertas.',
          },
          {
            group: null,
            text: 'Precalienta la freidora de aire a 200 °C durante 3 minutos. Coloca las patatas en una sola capa, en dos tandas si hace falta, y cocínalas durante 20–25 minutos, agitando la cesta cada 5 minutos, hasta que estén doradas y crujientes por fuera y tiernas al pincharlas con un cuchillo.',
          },
          { group: null, text: 'Mézclalas con el perejil y un poco más de sal y sírvelas calientes.' },
        ],
        notes:
          'Para que queden aún más crujientes, cuece antes las patatas partidas durante 7 minutos, escúrrelas y deja que se sequen con su propio vapor antes de aliñarlas; así solo necesitan 15 minutos en la freidora.',
      },
      fr: {
        title: 'Pommes de terre croustillantes à la friteuse à air',
        description:
          "De petites pommes de terre enrobées d'huile d'olive, d'ail, de paprika fumé et de romarin, cuites à la friteuse à air jusqu'à être dorées et craquantes dehors, fondantes dedans. Un accompagnement qui va avec presque tout.",
        ingredients: [
          { group: null, text: '750 g de petites pommes de terre à chair ferme, coupées en deux' },
          { group: null, text: "2 cuillères à soupe d'huile d'olive" },
          { group: null, text: "1 cuillère à café d'ail en poudre" },
          { group: null, text: '1 cuillère à café de paprika fumé' },
          { group: null, text: '1 cuillère à café de sel' },
          { group: null, text: '½ cuillère à café de poivre noir moulu' },
          { group: null, text: '1 cuillère à soupe de romarin frais haché' },
          { group: null, text: '1 cuillère à soupe de persil haché' },
        ],
        steps: [
          {
            group: null,
            text: 'Rincez les pommes de terre et séchez-les très soigneusement dans un torchon : humides, elles cuisent à la vapeur au lieu de croustiller.',
          },
          {
            group: null,
            text: "Mélangez-les dans un saladier avec l'huile, l'ail en poudre, le paprika, le sel, le poivre et le romarin jusqu'à ce qu'elles soient bien enrobées.",
          },
          {
            group: null,
            text: "Préchauffez la friteuse à air à 200 °C pendant 3 minutes. Mettez les pommes de terre en une seule couche, en deux fois si nécessaire, et faites cuire pendant 20 à 25 minutes en secouant le panier toutes les 5 minutes, jusqu'à ce qu'elles soient dorées et croustillantes dehors et tendres sous la pointe d'un couteau.",
          },
          { group: null, text: 'Mélangez avec le persil et un peu de sel et servez bien chaud.' },
        ],
        notes:
          "Pour des bords encore plus croustillants, faites d'abord bouillir les moitiés de pommes de terre pendant 7 minutes, égouttez-les et laissez-les sécher dans leur vapeur avant de les assaisonner ; il ne leur faut alors que 15 minutes à la friteuse.",
      },
      de: {
        title: 'Knusprige Kartoffeln aus der Heißluftfritteuse',
        description:
          'Kleine Kartoffeln mit Olivenöl, Knoblauch, geräuchertem Paprika und Rosmarin, in der Heißluftfritteuse außen goldbraun und knusprig und innen fluffig gegart. Eine Beilage, die zu fast allem passt.',
        ingredients: [
          { group: null, text: '750 g kleine festkochende Kartoffeln, halbiert' },
          { group: null, text: '2 EL Olivenöl' },
          { group: null, text: '1 TL Knoblauchpulver' },
          { group: null, text: '1 TL geräuchertes Paprikapulver' },
          { group: null, text: '1 TL Salz' },
          { group: null, text: '½ TL gemahlener schwarzer Pfeffer' },
          { group: null, text: '1 EL gehackter frischer Rosmarin' },
          { group: null, text: '1 EL gehackte Petersilie' },
        ],
        steps: [
          {
            group: null,
            text: 'Die Kartoffeln waschen und mit einem Geschirrtuch sehr gründlich abtrocknen: Nasse Kartoffeln dämpfen, statt knusprig zu werden.',
          },
          {
            group: null,
            text: 'In einer Schüssel mit Öl, Knoblauchpulver, Paprika, Salz, Pfeffer und Rosmarin vermengen, bis sie gleichmäßig überzogen sind.',
          },
          {
            group: null,
            text: 'Die Heißluftfritteuse 3 Minuten auf 200 °C vorheizen. Die Kartoffeln in einer Lage hineingeben, bei Bedarf in zwei Portionen, und 20–25 Minuten garen, dabei den Korb alle 5 Minuten schütteln, bis sie außen goldbraun und knusprig und innen weich sind, wenn man mit einem Messer hineinsticht.',
          },
          { group: null, text: 'Mit der Petersilie und etwas Salz vermengen und heiß servieren.' },
        ],
        notes:
          'Für noch knusprigere Kanten die halbierten Kartoffeln vorher 7 Minuten kochen, abgießen und ausdampfen lassen, bevor sie gewürzt werden; dann brauchen sie nur 15 Minuten in der Heißluftfritteuse.',
      },
      zh: {
        title: '空气炸锅脆皮小土豆',
        description:
          '小土豆拌上橄榄油、蒜粉、烟熏红椒粉和迷迭香，用空气炸锅炸到外皮金黄酥脆、里面绵软。几乎配什么菜都合适。',
        ingredients: [
          { group: null, text: '蜡质小土豆 750克，对半切开' },
          { group: null, text: '橄榄油 2汤匙' },
          { group: null, text: '蒜粉 1茶匙' },
          { group: null, text: '烟熏红椒粉 1茶匙' },
          { group: null, text: '盐 1茶匙' },
          { group: null, text: '黑胡椒粉 ½茶匙' },
          { group: null, text: '新鲜迷迭香碎 1汤匙' },
          { group: null, text: '欧芹碎 1汤匙' },
        ],
        steps: [
          { group: null, text: '土豆洗净，用布巾彻底擦干：湿土豆只会被蒸熟，炸不脆。' },
          {
            group: null,
            text: '在碗里把土豆和橄榄油、蒜粉、红椒粉、盐、胡椒和迷迭香拌匀，让每块都裹上调料。',
          },
          {
            group: null,
            text: '空气炸锅200°C预热3分钟。把土豆平铺一层放进去，放不下就分两次，炸20–25分钟，每5分钟晃一下炸篮，炸到外皮金黄酥脆、用刀一戳就透。',
          },
          { group: null, text: '拌入欧芹，再撒少许盐，趁热上桌。' },
        ],
        notes:
          '想要边缘更脆，可以先把切开的土豆煮7分钟，沥干后让表面的水汽散掉再调味；这样放进空气炸锅只需要15分钟。',
      },
    },
  },
  {
    key: 'pressure-cooker-beef-stew',
    cuisine: 'american',
    difficulty: 'medium',
    servings: 6,
    prepMinutes: 25,
    cookMinutes: 85,
    totalMinutes: 110,
    dietaryFlags: ['Dairy-Free', 'Nut-Free'],
    appliances: ['pressure-cooker'],
    tags: ['dinner', 'comfort-food', 'one-pot', 'batch-cooking'],
    text: {
      en: {
        title: 'Pressure-cooker beef stew',
        description:
          'Tender chunks of beef in a dark gravy of red wine and tomato, with potatoes, carrots and peas: a Sunday stew that takes under two hours from start to finish.',
        ingredients: [
          { group: null, text: '1.2 kg beef chuck, cut into 4 cm cubes' },
          { group: null, text: '1½ tsp salt' },
          { group: null, text: '½ tsp ground black pepper' },
          { group: null, text: '2 tbsp neutral oil' },
          { group: null, text: '1 onion, chopped' },
          { group: null, text: '3 garlic cloves, finely chopped' },
          { group: null, text: '2 tbsp tomato paste' },
          { group: null, text: '250 ml dry red wine' },
          { group: null, text: '500 ml beef stock' },
          { group: null, text: '1 tbsp Worcestershire sauce' },
          { group: null, text: '2 bay leaves' },
          { group: null, text: '1 tsp dried thyme' },
          { group: null, text: '500 g waxy potatoes, cut into 4 cm chunks' },
          { group: null, text: '3 carrots, cut into thick slices' },
          { group: null, text: '2 celery sticks, sliced' },
          { group: null, text: '2 tbsp cornstarch, mixed with 3 tbsp cold water' },
          { group: null, text: '150 g frozen peas' },
          { group: null, text: '1 small handful of parsley, chopped' },
        ],
        steps: [
          {
            group: null,
            text: 'Pat the beef dry and season it with the salt and pepper. Set the pressure cooker to sauté, add half of the oil and brown the beef in two batches, 4–5 minutes per batch, until well browned on all sides. Set it aside.',
          },
          {
            group: null,
            text: 'Add the rest of the oil and the onion and cook for 3 minutes, then add the garlic and tomato paste and stir for 1 minute. Pour in the wine and scrape up every browned bit from the bottom; a clean base stops the cooker from scorching.',
          },
          {
            group: null,
            text: 'Return the beef with its juices and add the stock, Worcestershire sauce, bay leaves and thyme. Lock the lid, cook at high pressure for 35 minutes, then let the pressure release naturally for 15 minutes.',
          },
          {
            group: null,
            text: 'Release any remaining pressure, open the lid and add the potatoes, carrots and celery. Lock the lid again, cook at high pressure for 5 minutes and then release the pressure quickly.',
          },
          {
            group: null,
            text: 'Switch back to sauté, stir in the cornstarch mixture and the peas and simmer for 2–3 minutes, until the gravy thickens. Remove the bay leaves, taste for salt and pepper and scatter with parsley.',
          },
        ],
        notes:
          'Adding the vegetables for the last few minutes keeps them whole; if you like them very soft, add them with the beef. The stew is even better the next day and freezes for up to 3 months.',
      },
      es: {
        title: 'Estofado de ternera en olla exprés',
        description:
          'Tacos tiernos de ternera en una salsa oscura de vino tinto y tomate, con patatas, zanahorias y guisantes: un guiso de domingo listo en menos de dos horas de principio a fin.',
        ingredients: [
          { group: null, text: '1,2 kg de aguja de ternera, en dados de 4 cm' },
          { group: null, text: '1½ cucharaditas de sal' },
          { group: null, text: '½ cucharadita de pimienta negra molida' },
          { group: null, text: '2 cucharadas de aceite neutro' },
          { group: null, text: '1 cebolla, picada' },
          { group: null, text: '3 dientes de ajo, picados finos' },
          { group: null, text: '2 cucharadas de concentrado de tomate' },
          { group: null, text: '250 ml de vino tinto seco' },
          { group: null, text: '500 ml de caldo de carne' },
          { group: null, text: '1 cucharada de salsa Worcestershire' },
          { group: null, text: '2 hojas de laurel' },
          { group: null, text: '1 cucharadita de tomillo seco' },
          { group: null, text: '500 g de patatas de carne firme, en trozos de 4 cm' },
          { group: null, text: '3 zanahorias, en rodajas gruesas' },
          { group: null, text: '2 ramas de apio, en rodajas' },
          { group: null, text: '2 cucharadas de maicena, disuelta en 3 cucharadas de agua fría' },
          { group: null, text: '150 g de guisantes congelados' },
          { group: null, text: '1 puñadito de perejil, picado' },
        ],
        steps: [
          {
            group: null,
            text: 'Seca la carne y salpimiéntala con la sal y la pimienta. Pon la olla exprés en modo de dorar, añade la mitad del aceite y dora la carne en dos tandas, 4–5 minutos por tanda, hasta que esté bien tostada por todos lados. Resérvala.',
          },
          {
            group: null,
            text: 'Añade el resto del aceite y la cebolla y cocina durante 3 minutos; después agrega el ajo y el concentrado de tomate y remueve 1 minuto. Vierte el vino y rasca todo lo que se haya pegado al fondo: con la base limpia la olla no se quema.',
          },
          {
            group: null,
            text: 'Devuelve la carne con su jugo y añade el caldo, la salsa Worcestershire, el laurel y el tomillo. Cierra la tapa, cocina a alta presión durante 35 minutos y deja que la presión baje sola durante 15 minutos.',
          },
          {
            group: null,
            text: 'Libera la presión que quede, abre y añade las patatas, las zanahorias y el apio. Vuelve a cerrar, cocina a alta presión durante 5 minutos y libera la presión rápidamente.',
          },
          {
            group: null,
            text: 'Vuelve al modo de dorar, añade la maicena disuelta y los guisantes y cuece durante 2–3 minutos, hasta que la salsa espese. Retira el laurel, rectifica de sal y pimienta y espolvorea el perejil.',
          },
        ],
        notes:
          'Añadir las verduras en los últimos minutos hace que queden enteras; si te gustan muy blandas, ponlas con la carne. El estofado está aún mejor al día siguiente y se congela hasta 3 meses.',
      },
      fr: {
        title: "Ragoût de bœuf à l'autocuiseur",
        description:
          'Des morceaux de bœuf fondants dans une sauce sombre au vin rouge et à la tomate, avec pommes de terre, carottes et petits pois : un ragoût du dimanche prêt en moins de deux heures, du début à la fin.',
        ingredients: [
          { group: null, text: '1,2 kg de paleron de bœuf, coupé en cubes de 4 cm' },
          { group: null, text: '1½ cuillère à café de sel' },
          { group: null, text: '½ cuillère à café de poivre noir moulu' },
          { group: null, text: "2 cuillères à soupe d'huile neutre" },
          { group: null, text: '1 oignon, haché' },
          { group: null, text: "3 gousses d'ail, finement hachées" },
          { group: null, text: '2 cuillères à soupe de concentré de tomate' },
          { group: null, text: '250 ml de vin rouge sec' },
          { group: null, text: '500 ml de bouillon de bœuf' },
          { group: null, text: '1 cuillère à soupe de sauce Worcestershire' },
          { group: null, text: '2 feuilles de laurier' },
          { group: null, text: '1 cuillère à café de thym séché' },
          { group: null, text: '500 g de pommes de terre à chair ferme, en morceaux de 4 cm' },
          { group: null, text: '3 carottes, en grosses rondelles' },
          { group: null, text: '2 branches de céleri, émincées' },
          {
            group: null,
            text: "2 cuillères à soupe de fécule de maïs, délayée dans 3 cuillères à soupe d'eau froide",
          },
          { group: null, text: '150 g de petits pois surgelés' },
          { group: null, text: '1 petite poignée de persil, haché' },
        ],
        steps: [
          {
            group: null,
            text: "Épongez la viande et assaisonnez-la avec le sel et le poivre. Mettez l'autocuiseur en mode saisie, ajoutez la moitié de l'huile et faites dorer le bœuf en deux fois, 4 à 5 minutes par fournée, jusqu'à ce qu'il soit bien coloré de tous côtés. Réservez.",
          },
          {
            group: null,
            text: "Ajoutez le reste de l'huile et l'oignon et faites cuire pendant 3 minutes, puis ajoutez l'ail et le concentré de tomate et remuez 1 minute. Versez le vin et grattez tous les sucs du fond : un fond propre évite que l'autocuiseur n'attache.",
          },
          {
            group: null,
            text: 'Remettez la viande avec son jus et ajoutez le bouillon, la sauce Worcestershire, le laurier et le thym. Verrouillez le couvercle, faites cuire sous haute pression pendant 35 minutes, puis laissez la pression retomber naturellement pendant 15 minutes.',
          },
          {
            group: null,
            text: 'Libérez la pression restante, ouvrez et ajoutez les pommes de terre, les carottes et le céleri. Verrouillez de nouveau, faites cuire sous haute pression pendant 5 minutes, puis libérez la pression rapidement.',
          },
          {
            group: null,
            text: "Repassez en mode saisie, incorporez la fécule délayée et les petits pois et laissez mijoter pendant 2 à 3 minutes, jusqu'à ce que la sauce épaississe. Retirez le laurier, rectifiez l'assaisonnement et parsemez de persil.",
          },
        ],
        notes:
          "Ajouter les légumes pour les dernières minutes les garde entiers ; si vous les aimez très fondants, mettez-les avec la viande. Le ragoût est encore meilleur le lendemain et se congèle jusqu'à 3 mois.",
      },
      de: {
        title: 'Rindereintopf aus dem Schnellkochtopf',
        description:
          'Zarte Rindfleischwürfel in einer dunklen Sauce aus Rotwein und Tomate, mit Kartoffeln, Möhren und Erbsen: ein Sonntagseintopf, der vom Anfang bis zum Ende keine zwei Stunden braucht.',
        ingredients: [
          { group: null, text: '1,2 kg Rinderschulter, in 4 cm große Würfel geschnitten' },
          { group: null, text: '1½ TL Salz' },
          { group: null, text: '½ TL gemahlener schwarzer Pfeffer' },
          { group: null, text: '2 EL neutrales Öl' },
          { group: null, text: '1 Zwiebel, gehackt' },
          { group: null, text: '3 Knoblauchzehen, fein gehackt' },
          { group: null, text: '2 EL Tomatenmark' },
          { group: null, text: '250 ml trockener Rotwein' },
          { group: null, text: '500 ml Rinderbrühe' },
          { group: null, text: '1 EL Worcestershiresauce' },
          { group: null, text: '2 Lorbeerblätter' },
          { group: null, text: '1 TL getrockneter Thymian' },
          { group: null, text: '500 g festkochende Kartoffeln, in 4 cm große Stücke geschnitten' },
          { group: null, text: '3 Möhren, in dicke Scheiben geschnitten' },
          { group: null, text: '2 Stangen Staudensellerie, in Scheiben geschnitten' },
          { group: null, text: '2 EL Speisestärke, mit 3 EL kaltem Wasser angerührt' },
          { group: null, text: '150 g TK-Erbsen' },
          { group: null, text: '1 kleine Handvoll Petersilie, gehackt' },
        ],
        steps: [
          {
            group: null,
            text: 'Das Fleisch trocken tupfen und mit Salz und Pfeffer würzen. Den Schnellkochtopf auf Anbraten stellen, die Hälfte des Öls hineingeben und das Fleisch in zwei Portionen je 4–5 Minuten rundum kräftig anbraten. Herausnehmen.',
          },
          {
            group: null,
            text: 'Das restliche Öl und die Zwiebel zugeben und 3 Minuten braten, dann Knoblauch und Tomatenmark zufügen und 1 Minute rühren. Mit dem Wein ablöschen und alle Röststoffe vom Boden lösen; ein sauberer Boden verhindert, dass der Topf anbrennt.',
          },
          {
            group: null,
            text: 'Das Fleisch mit seinem Saft zurückgeben und Brühe, Worcestershiresauce, Lorbeer und Thymian zufügen. Den Deckel verriegeln, 35 Minuten unter hohem Druck garen und den Druck dann 15 Minuten lang von selbst abbauen lassen.',
          },
          {
            group: null,
            text: 'Den restlichen Druck ablassen, den Deckel öffnen und Kartoffeln, Möhren und Sellerie zugeben. Erneut verriegeln, 5 Minuten unter hohem Druck garen und den Druck dann schnell ablassen.',
          },
          {
            group: null,
            text: 'Wieder auf Anbraten stellen, die Stärkemischung und die Erbsen einrühren und 2–3 Minuten köcheln lassen, bis die Sauce bindet. Die Lorbeerblätter entfernen, mit Salz und Pfeffer abschmecken und mit Petersilie bestreuen.',
          },
        ],
        notes:
          'Kommt das Gemüse erst für die letzten Minuten hinein, bleibt es ganz; wer es sehr weich mag, gibt es gleich mit dem Fleisch dazu. Der Eintopf schmeckt am nächsten Tag noch besser und lässt sich bis zu 3 Monate einfrieren.',
      },
      zh: {
        title: '高压锅炖牛肉',
        description:
          '软嫩的牛肉块浸在红酒番茄熬成的深色浓汁里，配土豆、胡萝卜和豌豆：周末风格的炖菜，从头到尾不到两个小时。',
        ingredients: [
          { group: null, text: '牛肩肉 1.2千克，切4厘米方块' },
          { group: null, text: '盐 1½茶匙' },
          { group: null, text: '黑胡椒粉 ½茶匙' },
          { group: null, text: '食用油 2汤匙' },
          { group: null, text: '洋葱 1个，切碎' },
          { group: null, text: '大蒜 3瓣，切末' },
          { group: null, text: '番茄膏 2汤匙' },
          { group: null, text: '干红葡萄酒 250毫升' },
          { group: null, text: '牛肉高汤 500毫升' },
          { group: null, text: '伍斯特酱 1汤匙' },
          { group: null, text: '月桂叶 2片' },
          { group: null, text: '干百里香 1茶匙' },
          { group: null, text: '蜡质土豆 500克，切4厘米块' },
          { group: null, text: '胡萝卜 3根，切厚片' },
          { group: null, text: '西芹 2根，切段' },
          { group: null, text: '玉米淀粉 2汤匙，加3汤匙冷水调匀' },
          { group: null, text: '冷冻豌豆 150克' },
          { group: null, text: '欧芹 1小把，切碎' },
        ],
        steps: [
          {
            group: null,
            text: '牛肉擦干，用盐和胡椒调味。高压锅调到煎炒模式，倒入一半油，牛肉分两批煎，每批4–5分钟，把各面都煎得焦黄。盛出备用。',
          },
          {
            group: null,
            text: '倒入剩下的油和洋葱炒3分钟，再加入蒜末和番茄膏翻炒1分钟。倒入红酒，把锅底粘着的焦香物全部刮起来；锅底干净，高压锅才不会糊底。',
          },
          {
            group: null,
            text: '把牛肉连同汁水倒回锅中，加入高汤、伍斯特酱、月桂叶和百里香。锁紧锅盖，高压煮35分钟，然后让压力自然释放15分钟。',
          },
          {
            group: null,
            text: '放掉剩余的压力，打开锅盖，加入土豆、胡萝卜和西芹。再次锁紧锅盖，高压煮5分钟，然后快速泄压。',
          },
          {
            group: null,
            text: '切回煎炒模式，拌入水淀粉和豌豆，煮2–3分钟，直到汤汁变稠。取出月桂叶，尝味后用盐和胡椒调整，撒上欧芹。',
          },
        ],
        notes:
          '蔬菜最后几分钟才放，能保持完整；喜欢软烂的话，可以和牛肉一起下锅。这道炖菜隔天更好吃，冷冻可保存3个月。',
      },
    },
  },
  {
    key: 'cinnamon-rolls',
    cuisine: 'american',
    difficulty: 'hard',
    servings: 12,
    prepMinutes: 40,
    cookMinutes: 25,
    totalMinutes: 210,
    dietaryFlags: ['Vegetarian', 'Nut-Free'],
    appliances: ['stand-mixer', 'oven'],
    tags: ['baking', 'breakfast', 'dessert', 'festive'],
    text: {
      en: {
        title: 'Cinnamon rolls with cream cheese icing',
        description:
          'Soft, buttery yeast rolls swirled with cinnamon sugar and spread with tangy cream cheese icing while still warm. The stand mixer does the kneading; the rest is patience.',
        ingredients: [
          { group: 'For the dough', text: '240 ml whole milk, lukewarm' },
          { group: 'For the dough', text: '7 g instant yeast' },
          { group: 'For the dough', text: '50 g sugar' },
          { group: 'For the dough', text: '1 egg, at room temperature' },
          { group: 'For the dough', text: '500 g all-purpose flour, plus extra for dusting' },
          { group: 'For the dough', text: '1 tsp salt' },
          { group: 'For the dough', text: '60 g butter, softened' },
          { group: 'For the filling', text: '80 g butter, very soft' },
          { group: 'For the filling', text: '120 g light brown sugar' },
          { group: 'For the filling', text: '1½ tbsp ground cinnamon' },
          { group: 'For the icing', text: '100 g cream cheese, at room temperature' },
          { group: 'For the icing', text: '30 g butter, softened' },
          { group: 'For the icing', text: '120 g powdered sugar' },
          { group: 'For the icing', text: '1 tsp vanilla extract' },
          { group: 'For the icing', text: '1–2 tbsp milk' },
        ],
        steps: [
          {
            group: 'Make the dough',
            text: 'Put the milk, yeast, sugar and egg in the bowl of the stand mixer and whisk briefly with a fork. Add the flour, salt and butter.',
          },
          {
            group: 'Make the dough',
            text: 'Knead with the dough hook on low speed for 8–10 minutes, until the dough is smooth and elastic and comes away from the sides of the bowl. It should be soft and slightly tacky; add a spoonful of flour only if it sticks to your fingers.',
          },
          {
            group: 'Make the dough',
            text: 'Cover the bowl and leave the dough to rise in a warm place for 60–90 minutes, until doubled in size.',
          },
          {
            group: 'Shape the rolls',
            text: 'Mix the soft butter, brown sugar and cinnamon into a spreadable paste. Line a 23 × 33 cm baking tin with baking paper.',
          },
          {
            group: 'Shape the rolls',
            text: 'On a lightly floured surface, roll the dough out into a rectangle of about 30 × 45 cm. Spread the filling right to the edges, leaving a 2 cm strip bare along one long side.',
          },
          {
            group: 'Shape the rolls',
            text: 'Roll up tightly from the other long side and pinch the seam to seal it. Cut into 12 equal slices with a sharp knife or a length of thread and set them cut side up in the tin.',
          },
          {
            group: 'Shape the rolls',
            text: 'Cover and leave to rise for 30–45 minutes, until puffy and touching. Toward the end, heat the oven to 180 °C.',
          },
          {
            group: 'Bake and ice',
            text: 'Bake for 22–25 minutes, until golden brown. Let the rolls cool in the tin for 10 minutes.',
          },
          {
            group: 'Bake and ice',
            text: 'Meanwhile beat the cream cheese and butter with the paddle until smooth, then beat in the powdered sugar, vanilla and just enough milk to make a thick, spreadable icing. Spread it over the warm rolls and serve.',
          },
        ],
        notes:
          'For breakfast, shape the rolls the evening before, cover and refrigerate them overnight, then let them warm up for 45 minutes in the morning before baking. Without a stand mixer, knead by hand for about 15 minutes.',
      },
      es: {
        title: 'Rollos de canela con glaseado de queso crema',
        description:
          'Bollos tiernos de masa de levadura con mantequilla, enrollados con azúcar y canela y cubiertos, todavía calientes, con un glaseado de queso crema ligeramente ácido. La amasadora hace el trabajo; lo demás es paciencia.',
        ingredients: [
          { group: 'Para la masa', text: '240 ml de leche entera, tibia' },
          { group: 'Para la masa', text: '7 g de levadura seca de panadería' },
          { group: 'Para la masa', text: '50 g de azúcar' },
          { group: 'Para la masa', text: '1 huevo, a temperatura ambiente' },
          { group: 'Para la masa', text: '500 g de harina de trigo común, y un poco más para espolvorear' },
          { group: 'Para la masa', text: '1 cucharadita de sal' },
          { group: 'Para la masa', text: '60 g de mantequilla, blanda' },
          { group: 'Para el relleno', text: '80 g de mantequilla, muy blanda' },
          { group: 'Para el relleno', text: '120 g de azúcar moreno claro' },
          { group: 'Para el relleno', text: '1½ cucharadas de canela molida' },
          { group: 'Para el glaseado', text: '100 g de queso crema, a temperatura ambiente' },
          { group: 'Para el glaseado', text: '30 g de mantequilla, blanda' },
          { group: 'Para el glaseado', text: '120 g de azúcar glas' },
          { group: 'Para el glaseado', text: '1 cucharadita de extracto de vainilla' },
          { group: 'Para el glaseado', text: '1–2 cucharadas de leche' },
        ],
        steps: [
          {
            group: 'Hacer la masa',
            text: 'Pon la leche, la levadura, el azúcar y el huevo en el bol de la amasadora y bate un momento con un tenedor. Añade la harina, la sal y la mantequilla.',
          },
          {
            group: 'Hacer la masa',
            text: 'Amasa con el gancho a velocidad baja durante 8–10 minutos, hasta que la masa esté lisa y elástica y se despegue de las paredes del bol. Debe quedar blanda y algo pegajosa; añade una cucharada de harina solo si se te pega a los dedos.',
          },
          {
            group: 'Hacer la masa',
            text: 'Tapa el bol y deja levar la masa en un lugar templado durante 60–90 minutos, hasta que doble su volumen.',
          },
          {
            group: 'Formar los rollos',
            text: 'Mezcla la mantequilla blanda, el azúcar moreno y la canela hasta obtener una pasta fácil de untar. Forra un molde de 23 × 33 cm con papel de horno.',
          },
          {
            group: 'Formar los rollos',
            text: 'Sobre la encimera ligeramente enharinada, estira la masa en un rectángulo de unos 30 × 45 cm. Úntala con el relleno hasta los bordes, dejando libre una franja de 2 cm en uno de los lados largos.',
          },
          {
            group: 'Formar los rollos',
            text: 'Enrolla con firmeza desde el otro lado largo y pellizca el borde para sellarlo. Corta 12 porciones iguales con un cuchillo afilado o con un hilo y colócalas en el molde con el corte hacia arriba.',
          },
          {
            group: 'Formar los rollos',
            text: 'Tapa y deja levar durante 30–45 minutos, hasta que estén hinchadas y se toquen. Hacia el final, precalienta el horno a 180 °C.',
          },
          {
            group: 'Hornear y glasear',
            text: 'Hornea durante 22–25 minutos, hasta que estén bien doradas. Deja que se templen en el molde 10 minutos.',
          },
          {
            group: 'Hornear y glasear',
            text: 'Mientras tanto, bate el queso crema y la mantequilla con la pala hasta que estén lisos y añade el azúcar glas, la vainilla y la leche justa para obtener un glaseado espeso y fácil de extender. Úntalo sobre los rollos todavía calientes y sirve.',
          },
        ],
        notes:
          'Para el desayuno, forma los rollos la noche anterior, tápalos y guárdalos en la nevera; por la mañana déjalos atemperar 45 minutos antes de hornearlos. Sin amasadora, amasa a mano unos 15 minutos.',
      },
      fr: {
        title: 'Roulés à la cannelle, glaçage au fromage frais',
        description:
          "Des brioches moelleuses et beurrées roulées au sucre à la cannelle, nappées encore tièdes d'un glaçage acidulé au fromage frais. Le robot pâtissier pétrit ; le reste n'est qu'une affaire de patience.",
        ingredients: [
          { group: 'Pour la pâte', text: '240 ml de lait entier, tiède' },
          { group: 'Pour la pâte', text: '7 g de levure de boulanger sèche' },
          { group: 'Pour la pâte', text: '50 g de sucre' },
          { group: 'Pour la pâte', text: '1 œuf, à température ambiante' },
          { group: 'Pour la pâte', text: '500 g de farine de blé T55, plus un peu pour le plan de travail' },
          { group: 'Pour la pâte', text: '1 cuillère à café de sel' },
          { group: 'Pour la pâte', text: '60 g de beurre, mou' },
          { group: 'Pour la garniture', text: '80 g de beurre, très mou' },
          { group: 'Pour la garniture', text: '120 g de cassonade blonde' },
          { group: 'Pour la garniture', text: '1½ cuillère à soupe de cannelle moulue' },
          { group: 'Pour le glaçage', text: '100 g de fromage frais à tartiner, à température ambiante' },
          { group: 'Pour le glaçage', text: '30 g de beurre, mou' },
          { group: 'Pour le glaçage', text: '120 g de sucre glace' },
          { group: 'Pour le glaçage', text: "1 cuillère à café d'extrait de vanille" },
          { group: 'Pour le glaçage', text: '1 à 2 cuillères à soupe de lait' },
        ],
        steps: [
          {
            group: 'Préparer la pâte',
            text: "Mettez le lait, la levure, le sucre et l'œuf dans la cuve du robot pâtissier et mélangez brièvement à la fourchette. Ajoutez la farine, le sel et le beurre.",
          },
          {
            group: 'Préparer la pâte',
            text: "Pétrissez au crochet à vitesse lente pendant 8 à 10 minutes, jusqu'à ce que la pâte soit lisse et élastique et se décolle des parois. Elle doit rester souple et légèrement collante ; n'ajoutez une cuillerée de farine que si elle colle aux doigts.",
          },
          {
            group: 'Préparer la pâte',
            text: "Couvrez la cuve et laissez lever la pâte dans un endroit tiède pendant 60 à 90 minutes, jusqu'à ce qu'elle double de volume.",
          },
          {
            group: 'Façonner les roulés',
            text: 'Mélangez le beurre mou, la cassonade et la cannelle en une pâte facile à étaler. Chemisez un moule de 23 × 33 cm de papier cuisson.',
          },
          {
            group: 'Façonner les roulés',
            text: "Sur le plan de travail légèrement fariné, abaissez la pâte en un rectangle d'environ 30 × 45 cm. Étalez la garniture jusqu'aux bords, en laissant une bande de 2 cm nue le long d'un grand côté.",
          },
          {
            group: 'Façonner les roulés',
            text: "Roulez serré en partant de l'autre grand côté et pincez la soudure pour la fermer. Coupez 12 tranches égales avec un couteau bien aiguisé ou un fil et posez-les dans le moule, côté coupé vers le haut.",
          },
          {
            group: 'Façonner les roulés',
            text: "Couvrez et laissez lever pendant 30 à 45 minutes, jusqu'à ce qu'elles soient gonflées et se touchent. Vers la fin, préchauffez le four à 180 °C.",
          },
          {
            group: 'Cuire et glacer',
            text: "Enfournez pour 22 à 25 minutes, jusqu'à ce qu'elles soient bien dorées. Laissez-les tiédir 10 minutes dans le moule.",
          },
          {
            group: 'Cuire et glacer',
            text: "Pendant ce temps, battez le fromage frais et le beurre à la feuille jusqu'à ce qu'ils soient lisses, puis incorporez le sucre glace, la vanille et juste assez de lait pour obtenir un glaçage épais et facile à étaler. Étalez-le sur les roulés encore chauds et servez.",
          },
        ],
        notes:
          'Pour le petit-déjeuner, façonnez les roulés la veille au soir, couvrez-les et mettez-les au réfrigérateur pour la nuit ; le matin, laissez-les revenir à température 45 minutes avant de les cuire. Sans robot, pétrissez à la main environ 15 minutes.',
      },
      de: {
        title: 'Zimtschnecken mit Frischkäseguss',
        description:
          'Weiche, buttrige Hefeschnecken mit Zimtzucker, noch warm mit einem frischen Frischkäseguss bestrichen. Das Kneten übernimmt die Küchenmaschine, der Rest ist Geduld.',
        ingredients: [
          { group: 'Für den Teig', text: '240 ml Vollmilch, lauwarm' },
          { group: 'Für den Teig', text: '7 g Trockenhefe' },
          { group: 'Für den Teig', text: '50 g Zucker' },
          { group: 'Für den Teig', text: '1 Ei, zimmerwarm' },
          { group: 'Für den Teig', text: '500 g Weizenmehl Type 550, plus etwas zum Bestäuben' },
          { group: 'Für den Teig', text: '1 TL Salz' },
          { group: 'Für den Teig', text: '60 g Butter, weich' },
          { group: 'Für die Füllung', text: '80 g Butter, sehr weich' },
          { group: 'Für die Füllung', text: '120 g heller brauner Zucker' },
          { group: 'Für die Füllung', text: '1½ EL gemahlener Zimt' },
          { group: 'Für den Guss', text: '100 g Frischkäse, zimmerwarm' },
          { group: 'Für den Guss', text: '30 g Butter, weich' },
          { group: 'Für den Guss', text: '120 g Puderzucker' },
          { group: 'Für den Guss', text: '1 TL Vanilleextrakt' },
          { group: 'Für den Guss', text: '1–2 EL Milch' },
        ],
        steps: [
          {
            group: 'Teig zubereiten',
            text: 'Milch, Hefe, Zucker und Ei in die Schüssel der Küchenmaschine geben und kurz mit einer Gabel verquirlen. Mehl, Salz und Butter zufügen.',
          },
          {
            group: 'Teig zubereiten',
            text: 'Mit dem Knethaken auf niedriger Stufe 8–10 Minuten kneten, bis der Teig glatt und elastisch ist und sich vom Schüsselrand löst. Er soll weich und leicht klebrig sein; nur wenn er an den Fingern klebt, einen Löffel Mehl zugeben.',
          },
          {
            group: 'Teig zubereiten',
            text: 'Die Schüssel abdecken und den Teig an einem warmen Ort 60–90 Minuten gehen lassen, bis er sich verdoppelt hat.',
          },
          {
            group: 'Schnecken formen',
            text: 'Weiche Butter, braunen Zucker und Zimt zu einer streichfähigen Paste verrühren. Eine Form von 23 × 33 cm mit Backpapier auslegen.',
          },
          {
            group: 'Schnecken formen',
            text: 'Den Teig auf einer leicht bemehlten Fläche zu einem Rechteck von etwa 30 × 45 cm ausrollen. Die Füllung bis an die Ränder verstreichen, dabei an einer Längsseite einen 2 cm breiten Streifen frei lassen.',
          },
          {
            group: 'Schnecken formen',
            text: 'Von der anderen Längsseite her fest aufrollen und die Naht zusammendrücken. Mit einem scharfen Messer oder einem Faden in 12 gleich dicke Scheiben schneiden und mit der Schnittfläche nach oben in die Form setzen.',
          },
          {
            group: 'Schnecken formen',
            text: 'Abgedeckt 30–45 Minuten gehen lassen, bis die Schnecken aufgegangen sind und sich berühren. Gegen Ende den Backofen auf 180 °C vorheizen.',
          },
          {
            group: 'Backen und bestreichen',
            text: '22–25 Minuten backen, bis sie goldbraun sind. In der Form 10 Minuten abkühlen lassen.',
          },
          {
            group: 'Backen und bestreichen',
            text: 'Inzwischen Frischkäse und Butter mit dem Flachrührer glatt rühren, dann Puderzucker, Vanille und gerade so viel Milch unterrühren, dass ein dicker, streichfähiger Guss entsteht. Auf die warmen Schnecken streichen und servieren.',
          },
        ],
        notes:
          'Fürs Frühstück die Schnecken am Vorabend formen, abdecken und über Nacht kalt stellen; morgens 45 Minuten bei Zimmertemperatur akklimatisieren lassen und dann backen. Ohne Küchenmaschine etwa 15 Minuten von Hand kneten.',
      },
      zh: {
        title: '奶油奶酪糖霜肉桂卷',
        description:
          '松软的黄油酵母面团卷入肉桂糖，趁热抹上微酸的奶油奶酪糖霜。揉面交给厨师机，剩下的就是耐心等待。',
        ingredients: [
          { group: '面团', text: '全脂牛奶 240毫升，温热' },
          { group: '面团', text: '速发干酵母 7克' },
          { group: '面团', text: '白糖 50克' },
          { group: '面团', text: '鸡蛋 1个，室温' },
          { group: '面团', text: '中筋面粉 500克，另备少许撒在台面' },
          { group: '面团', text: '盐 1茶匙' },
          { group: '面团', text: '黄油 60克，软化' },
          { group: '馅料', text: '黄油 80克，充分软化' },
          { group: '馅料', text: '浅色红糖 120克' },
          { group: '馅料', text: '肉桂粉 1½汤匙' },
          { group: '糖霜', text: '奶油奶酪 100克，室温' },
          { group: '糖霜', text: '黄油 30克，软化' },
          { group: '糖霜', text: '糖粉 120克' },
          { group: '糖霜', text: '香草精 1茶匙' },
          { group: '糖霜', text: '牛奶 1–2汤匙' },
        ],
        steps: [
          {
            group: '和面',
            text: '把牛奶、酵母、糖和鸡蛋放进厨师机的搅拌缸，用叉子稍微搅匀。加入面粉、盐和黄油。',
          },
          {
            group: '和面',
            text: '装上揉面钩，低速揉8–10分钟，揉到面团光滑有弹性、不粘缸壁。面团应该柔软、略微粘手；只有粘手指时才加一勺面粉。',
          },
          { group: '和面', text: '盖好搅拌缸，放在温暖处发酵60–90分钟，直到面团体积变成两倍大。' },
          {
            group: '整形',
            text: '把软化的黄油、红糖和肉桂粉拌成容易涂抹的糊。23 × 33厘米的烤盘铺上烘焙纸。',
          },
          {
            group: '整形',
            text: '台面撒少许面粉，把面团擀成约30 × 45厘米的长方形。把馅料一直抹到边缘，只在一条长边上留出2厘米宽不抹。',
          },
          {
            group: '整形',
            text: '从另一条长边开始紧紧卷起，捏紧接口。用锋利的刀或一根线切成12个等份，切面朝上摆进烤盘。',
          },
          {
            group: '整形',
            text: '盖好，再发酵30–45分钟，直到面卷膨胀、彼此挨在一起。快发好时把烤箱预热到180°C。',
          },
          { group: '烘烤和抹糖霜', text: '烤22–25分钟，烤到表面金黄。留在烤盘里晾10分钟。' },
          {
            group: '烘烤和抹糖霜',
            text: '同时，用扁平搅拌桨把奶油奶酪和黄油打到顺滑，再加入糖粉、香草精和适量牛奶，打成浓稠、容易抹开的糖霜。趁热抹在肉桂卷上即可享用。',
          },
        ],
        notes:
          '想当早餐吃，可以前一天晚上整形好，盖好放冰箱冷藏过夜；第二天早上室温回温45分钟再烤。没有厨师机的话，手揉大约15分钟。',
      },
    },
  },
  {
    key: 'jerk-chicken',
    cuisine: 'caribbean',
    difficulty: 'medium',
    servings: 4,
    prepMinutes: 20,
    cookMinutes: 45,
    totalMinutes: 305,
    dietaryFlags: ['Gluten-Free', 'Dairy-Free', 'Nut-Free'],
    appliances: ['blender', 'grill'],
    tags: ['dinner', 'spicy'],
    text: {
      en: {
        title: 'Jerk chicken',
        description:
          'Chicken legs soaked in a fiery Jamaican marinade of Scotch bonnet, allspice, thyme and spring onion, then cooked slowly over the cooler side of the grill until smoky, charred and juicy.',
        ingredients: [
          { group: 'For the marinade', text: '6 spring onions, roughly chopped' },
          { group: 'For the marinade', text: '1–2 Scotch bonnet chilies, stems removed' },
          { group: 'For the marinade', text: '4 garlic cloves' },
          { group: 'For the marinade', text: '30 g fresh ginger, roughly chopped' },
          { group: 'For the marinade', text: '1 tbsp fresh thyme leaves' },
          { group: 'For the marinade', text: '1 tbsp ground allspice' },
          { group: 'For the marinade', text: '½ tsp ground cinnamon' },
          { group: 'For the marinade', text: '¼ tsp grated nutmeg' },
          { group: 'For the marinade', text: '1 tsp ground black pepper' },
          { group: 'For the marinade', text: '2 tbsp brown sugar' },
          { group: 'For the marinade', text: '3 tbsp lime juice' },
          { group: 'For the marinade', text: '3 tbsp neutral oil' },
          { group: 'For the marinade', text: '2 tsp salt' },
          { group: 'For the chicken', text: '1.5 kg chicken thighs and drumsticks, bone in, skin on' },
          { group: 'For the chicken', text: '1 lime, cut into wedges' },
        ],
        steps: [
          {
            group: 'Marinate',
            text: 'Blend all the marinade ingredients in the blender for 1 minute into a thick, fairly smooth paste. Wear gloves when you handle the Scotch bonnets and keep your hands away from your eyes.',
          },
          {
            group: 'Marinate',
            text: 'Cut two or three deep slashes in each piece of chicken, down to the bone. Rub the marinade all over and into the cuts, cover and refrigerate for at least 4 hours, or up to 24 hours.',
          },
          {
            group: 'Grill',
            text: 'Take the chicken out of the fridge 30 minutes before cooking. Set the grill up for two zones: one side hot, the other with no heat underneath (on a charcoal grill, push the coals to one side).',
          },
          {
            group: 'Grill',
            text: 'Sear the chicken over the hot side for 5 minutes, turning once, then move it to the cool side, close the lid and cook for 30–35 minutes, turning now and then, until the juices run clear and the thickest piece reaches 75 °C near the bone.',
          },
          {
            group: 'Grill',
            text: 'Let it rest for 5 minutes and serve with the lime wedges and rice and peas.',
          },
        ],
        notes:
          'In the oven, roast the chicken on a rack at 200 °C for 40–45 minutes, then finish it under a hot grill for 3–4 minutes for charred edges. Scotch bonnets are very hot: one gives a good kick, two make it fierce.',
      },
      es: {
        title: 'Pollo jerk',
        description:
          'Muslos de pollo en un adobo jamaicano muy picante de chile Scotch bonnet, pimienta de Jamaica, tomillo y cebolleta, hechos despacio en la zona menos caliente de la parrilla hasta quedar ahumados, tostados y jugosos.',
        ingredients: [
          { group: 'Para el adobo', text: '6 cebolletas, picadas gruesas' },
          { group: 'Para el adobo', text: '1–2 chiles Scotch bonnet, sin el tallo' },
          { group: 'Para el adobo', text: '4 dientes de ajo' },
          { group: 'Para el adobo', text: '30 g de jengibre fresco, picado grueso' },
          { group: 'Para el adobo', text: '1 cucharada de hojas de tomillo fresco' },
          { group: 'Para el adobo', text: '1 cucharada de pimienta de Jamaica molida' },
          { group: 'Para el adobo', text: '½ cucharadita de canela molida' },
          { group: 'Para el adobo', text: '¼ cucharadita de nuez moscada rallada' },
          { group: 'Para el adobo', text: '1 cucharadita de pimienta negra molida' },
          { group: 'Para el adobo', text: '2 cucharadas de azúcar moreno' },
          { group: 'Para el adobo', text: '3 cucharadas de zumo de lima' },
          { group: 'Para el adobo', text: '3 cucharadas de aceite neutro' },
          { group: 'Para el adobo', text: '2 cucharaditas de sal' },
          { group: 'Para el pollo', text: '1,5 kg de contramuslos y muslos de pollo, con hueso y piel' },
          { group: 'Para el pollo', text: '1 lima, en gajos' },
        ],
        steps: [
          {
            group: 'Adobar',
            text: 'Tritura todos los ingredientes del adobo en la batidora de vaso durante 1 minuto, hasta obtener una pasta espesa y bastante fina. Ponte guantes para manipular los Scotch bonnet y no te toques los ojos.',
          },
          {
            group: 'Adobar',
            text: 'Haz dos o tres cortes profundos en cada pieza de pollo, hasta el hueso. Úntalas bien con el adobo, metiéndolo en los cortes, tapa y refrigera al menos 4 horas, o hasta 24 horas.',
          },
          {
            group: 'Asar',
            text: 'Saca el pollo de la nevera 30 minutos antes de cocinarlo. Prepara la parrilla con dos zonas: un lado muy caliente y otro sin fuego debajo (en una barbacoa de carbón, aparta las brasas a un lado).',
          },
          {
            group: 'Asar',
            text: 'Marca el pollo en la zona caliente durante 5 minutos, dándole la vuelta una vez; después pásalo a la zona sin fuego, cierra la tapa y cocina durante 30–35 minutos, girándolo de vez en cuando, hasta que los jugos salgan claros y la pieza más gruesa alcance 75 °C junto al hueso.',
          },
          {
            group: 'Asar',
            text: 'Déjalo reposar 5 minutos y sírvelo con los gajos de lima y arroz con frijoles.',
          },
        ],
        notes:
          'En el horno, ásalo sobre una rejilla a 200 °C durante 40–45 minutos y termínalo bajo el grill bien caliente 3–4 minutos para tostar los bordes. Los Scotch bonnet pican muchísimo: con uno tiene chispa, con dos es feroz.',
      },
      fr: {
        title: 'Poulet jerk',
        description:
          "Des cuisses de poulet marinées dans un mélange jamaïcain brûlant de piment Scotch bonnet, de quatre-épices, de thym et d'oignon nouveau, puis cuites lentement du côté le moins chaud du gril jusqu'à être fumées, grillées et juteuses.",
        ingredients: [
          { group: 'Pour la marinade', text: '6 oignons nouveaux, grossièrement hachés' },
          { group: 'Pour la marinade', text: '1 à 2 piments Scotch bonnet, équeutés' },
          { group: 'Pour la marinade', text: "4 gousses d'ail" },
          { group: 'Pour la marinade', text: '30 g de gingembre frais, grossièrement haché' },
          { group: 'Pour la marinade', text: '1 cuillère à soupe de feuilles de thym frais' },
          {
            group: 'Pour la marinade',
            text: '1 cuillère à soupe de quatre-épices (piment de la Jamaïque) moulu',
          },
          { group: 'Pour la marinade', text: '½ cuillère à café de cannelle moulue' },
          { group: 'Pour la marinade', text: '¼ cuillère à café de noix de muscade râpée' },
          { group: 'Pour la marinade', text: '1 cuillère à café de poivre noir moulu' },
          { group: 'Pour la marinade', text: '2 cuillères à soupe de cassonade' },
          { group: 'Pour la marinade', text: '3 cuillères à soupe de jus de citron vert' },
          { group: 'Pour la marinade', text: "3 cuillères à soupe d'huile neutre" },
          { group: 'Pour la marinade', text: '2 cuillères à café de sel' },
          {
            group: 'Pour le poulet',
            text: '1,5 kg de hauts de cuisse et de pilons de poulet, avec os et peau',
          },
          { group: 'Pour le poulet', text: '1 citron vert, coupé en quartiers' },
        ],
        steps: [
          {
            group: 'Mariner',
            text: "Mixez tous les ingrédients de la marinade au blender pendant 1 minute, jusqu'à obtenir une pâte épaisse et assez lisse. Portez des gants pour manipuler les Scotch bonnet et ne vous touchez pas les yeux.",
          },
          {
            group: 'Mariner',
            text: "Entaillez profondément chaque morceau de poulet deux ou trois fois, jusqu'à l'os. Frottez-le partout de marinade en la faisant pénétrer dans les entailles, couvrez et réfrigérez au moins 4 heures, ou jusqu'à 24 heures.",
          },
          {
            group: 'Griller',
            text: "Sortez le poulet du réfrigérateur 30 minutes avant la cuisson. Préparez le gril en deux zones : un côté très chaud, l'autre sans chaleur dessous (sur un barbecue au charbon, poussez les braises d'un côté).",
          },
          {
            group: 'Griller',
            text: "Saisissez le poulet du côté chaud pendant 5 minutes en le retournant une fois, puis placez-le du côté froid, fermez le couvercle et faites cuire pendant 30 à 35 minutes en le retournant de temps en temps, jusqu'à ce que le jus soit clair et que le plus gros morceau atteigne 75 °C près de l'os.",
          },
          {
            group: 'Griller',
            text: 'Laissez reposer 5 minutes et servez avec les quartiers de citron vert et du riz aux haricots rouges.',
          },
        ],
        notes:
          'Au four, faites rôtir le poulet sur une grille à 200 °C pendant 40 à 45 minutes, puis passez-le sous le gril bien chaud 3 à 4 minutes pour griller les bords. Le Scotch bonnet est très fort : un seul donne du peps, deux rendent le plat redoutable.',
      },
      de: {
        title: 'Jerk Chicken',
        description:
          'Hähnchenschenkel in einer feurigen jamaikanischen Marinade aus Scotch-Bonnet-Chili, Piment, Thymian und Frühlingszwiebeln, langsam auf der kühleren Seite des Grills gegart, bis sie rauchig, gebräunt und saftig sind.',
        ingredients: [
          { group: 'Für die Marinade', text: '6 Frühlingszwiebeln, grob gehackt' },
          { group: 'Für die Marinade', text: '1–2 Scotch-Bonnet-Chilis, ohne Stiel' },
          { group: 'Für die Marinade', text: '4 Knoblauchzehen' },
          { group: 'Für die Marinade', text: '30 g frischer Ingwer, grob gehackt' },
          { group: 'Für die Marinade', text: '1 EL frische Thymianblättchen' },
          { group: 'Für die Marinade', text: '1 EL gemahlener Piment' },
          { group: 'Für die Marinade', text: '½ TL gemahlener Zimt' },
          { group: 'Für die Marinade', text: '¼ TL frisch geriebene Muskatnuss' },
          { group: 'Für die Marinade', text: '1 TL gemahlener schwarzer Pfeffer' },
          { group: 'Für die Marinade', text: '2 EL brauner Zucker' },
          { group: 'Für die Marinade', text: '3 EL Limettensaft' },
          { group: 'Für die Marinade', text: '3 EL neutrales Öl' },
          { group: 'Für die Marinade', text: '2 TL Salz' },
          {
            group: 'Für das Hähnchen',
            text: '1,5 kg Hähnchenober- und -unterschenkel, mit Knochen und Haut',
          },
          { group: 'Für das Hähnchen', text: '1 Limette, in Spalten geschnitten' },
        ],
        steps: [
          {
            group: 'Marinieren',
            text: 'Alle Zutaten für die Marinade im Standmixer 1 Minute zu einer dicken, recht glatten Paste mixen. Beim Hantieren mit den Scotch Bonnets Handschuhe tragen und die Hände von den Augen fernhalten.',
          },
          {
            group: 'Marinieren',
            text: 'Jedes Hähnchenteil zwei- bis dreimal tief bis auf den Knochen einschneiden. Rundum und in die Einschnitte mit der Marinade einreiben, abdecken und mindestens 4 Stunden oder bis zu 24 Stunden kalt stellen.',
          },
          {
            group: 'Grillen',
            text: 'Das Hähnchen 30 Minuten vor dem Grillen aus dem Kühlschrank nehmen. Den Grill für zwei Zonen vorbereiten: eine Seite heiß, die andere ohne Hitze darunter (beim Holzkohlegrill die Kohlen auf eine Seite schieben).',
          },
          {
            group: 'Grillen',
            text: 'Das Hähnchen über der heißen Seite 5 Minuten anbraten und dabei einmal wenden, dann auf die kühle Seite legen, den Deckel schließen und 30–35 Minuten garen, dabei ab und zu wenden, bis der austretende Saft klar ist und das dickste Stück am Knochen 75 °C erreicht.',
          },
          {
            group: 'Grillen',
            text: '5 Minuten ruhen lassen und mit den Limettenspalten und Reis mit Bohnen servieren.',
          },
        ],
        notes:
          'Im Backofen das Hähnchen auf einem Rost bei 200 °C 40–45 Minuten braten und zum Schluss 3–4 Minuten unter dem heißen Grill bräunen. Scotch Bonnets sind sehr scharf: Eine gibt ordentlich Feuer, zwei machen es heftig.',
      },
      zh: {
        title: '牙买加烤鸡（Jerk Chicken）',
        description:
          '鸡腿用苏格兰帽辣椒、多香果、百里香和葱调成的火辣牙买加腌料腌透，再放在烤架温度较低的一侧慢慢烤，烤到带烟熏味、表皮焦香、肉汁饱满。',
        ingredients: [
          { group: '腌料', text: '葱 6根，粗切' },
          { group: '腌料', text: '苏格兰帽辣椒 1–2个，去蒂' },
          { group: '腌料', text: '大蒜 4瓣' },
          { group: '腌料', text: '鲜姜 30克，粗切' },
          { group: '腌料', text: '新鲜百里香叶 1汤匙' },
          { group: '腌料', text: '多香果粉 1汤匙' },
          { group: '腌料', text: '肉桂粉 ½茶匙' },
          { group: '腌料', text: '肉豆蔻碎 ¼茶匙' },
          { group: '腌料', text: '黑胡椒粉 1茶匙' },
          { group: '腌料', text: '红糖 2汤匙' },
          { group: '腌料', text: '青柠汁 3汤匙' },
          { group: '腌料', text: '食用油 3汤匙' },
          { group: '腌料', text: '盐 2茶匙' },
          { group: '鸡肉', text: '带骨带皮鸡腿（大腿和小腿） 1.5千克' },
          { group: '鸡肉', text: '青柠 1个，切瓣' },
        ],
        steps: [
          {
            group: '腌制',
            text: '把所有腌料放进料理机，打1分钟，打成浓稠、比较细腻的酱。处理苏格兰帽辣椒时要戴手套，不要用手碰眼睛。',
          },
          {
            group: '腌制',
            text: '每块鸡肉划两三刀，深至骨头。把腌料抹遍鸡肉并塞进刀口，盖好放冰箱腌至少4小时，最多24小时。',
          },
          {
            group: '烤制',
            text: '烤前30分钟把鸡肉从冰箱取出。烤架分成两个区：一侧高温，另一侧下方没有火（炭火烤炉就把炭推到一边）。',
          },
          {
            group: '烤制',
            text: '先在高温一侧把鸡肉烤5分钟，中途翻一次面，再移到无火一侧，盖上盖子烤30–35分钟，不时翻动，直到流出的肉汁清澈、最厚的一块靠近骨头处达到75°C。',
          },
          { group: '烤制', text: '静置5分钟，配青柠角和椰香芸豆饭上桌。' },
        ],
        notes:
          '用烤箱的话，把鸡肉放在烤架上，200°C烤40–45分钟，最后用上火烤3–4分钟，让边缘焦香。苏格兰帽辣椒非常辣：放一个就够劲，放两个就很猛了。',
      },
    },
  },
  {
    key: 'jamaican-rice-and-peas',
    cuisine: 'caribbean',
    difficulty: 'easy',
    servings: 6,
    prepMinutes: 10,
    cookMinutes: 35,
    totalMinutes: 45,
    dietaryFlags: ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free'],
    appliances: ['stovetop'],
    tags: ['side', 'one-pot'],
    text: {
      en: {
        title: 'Rice and peas',
        description:
          'The Jamaican Sunday side dish: rice cooked in coconut milk with kidney beans, thyme, allspice and a whole Scotch bonnet that perfumes the pot without making it fiery.',
        ingredients: [
          { group: null, text: '1 can (400 g) kidney beans, drained and rinsed' },
          { group: null, text: '1 can (400 ml) coconut milk' },
          { group: null, text: '350 ml water' },
          { group: null, text: '3 spring onions, lightly crushed' },
          { group: null, text: '2 garlic cloves, crushed' },
          { group: null, text: '4 sprigs of fresh thyme' },
          { group: null, text: '1 Scotch bonnet chili, left whole' },
          { group: null, text: '6 allspice berries' },
          { group: null, text: '1 tsp salt' },
          { group: null, text: '400 g long-grain rice, rinsed' },
        ],
        steps: [
          {
            group: null,
            text: 'Put the beans, coconut milk, water, spring onions, garlic, thyme, Scotch bonnet, allspice and salt in a heavy pan with a tight-fitting lid and bring to a boil.',
          },
          {
            group: null,
            text: 'Stir in the rice, bring back to a boil, then turn the heat to the lowest setting, cover and cook for 20 minutes without lifting the lid. Keep the chili whole: as long as it does not burst, it gives flavour but little heat.',
          },
          {
            group: null,
            text: 'Take the pan off the heat and leave it covered for 10 minutes more. Remove the chili, thyme stalks and spring onions, fluff the rice with a fork and serve.',
          },
        ],
        notes:
          'Traditionally the peas are dried kidney beans or pigeon peas, soaked overnight and simmered until tender; their cooking liquid then replaces the water and colours the rice. Serve with jerk chicken or a vegetable curry.',
      },
      es: {
        title: 'Arroz con frijoles a la jamaicana',
        description:
          'La guarnición de los domingos en Jamaica: arroz cocido en leche de coco con alubias rojas, tomillo, pimienta de Jamaica y un chile Scotch bonnet entero que perfuma la olla sin volverla abrasadora.',
        ingredients: [
          { group: null, text: '1 lata (400 g) de alubias rojas, escurridas y enjuagadas' },
          { group: null, text: '1 lata (400 ml) de leche de coco' },
          { group: null, text: '350 ml de agua' },
          { group: null, text: '3 cebolletas, ligeramente aplastadas' },
          { group: null, text: '2 dientes de ajo, aplastados' },
          { group: null, text: '4 ramitas de tomillo fresco' },
          { group: null, text: '1 chile Scotch bonnet, entero' },
          { group: null, text: '6 granos de pimienta de Jamaica' },
          { group: null, text: '1 cucharadita de sal' },
          { group: null, text: '400 g de arroz de grano largo, lavado' },
        ],
        steps: [
          {
            group: null,
            text: 'Pon las alubias, la leche de coco, el agua, las cebolletas, el ajo, el tomillo, el chile, la pimienta de Jamaica y la sal en una olla de fondo grueso con tapa que ajuste bien y lleva a ebullición.',
          },
          {
            group: null,
            text: 'Incorpora el arroz, deja que vuelva a hervir, baja el fuego al mínimo, tapa y cocina durante 20 minutos sin levantar la tapa. Mantén el chile entero: mientras no se rompa, da aroma pero apenas pica.',
          },
          {
            group: null,
            text: 'Retira la olla del fuego y déjala tapada 10 minutos más. Quita el chile, los tallos de tomillo y las cebolletas, suelta el arroz con un tenedor y sirve.',
          },
        ],
        notes:
          'Tradicionalmente los «peas» son alubias rojas o guandúes secos, remojados toda la noche y cocidos hasta quedar tiernos; su caldo sustituye entonces al agua y da color al arroz. Sírvelo con pollo jerk o un curry de verduras.',
      },
      fr: {
        title: 'Riz aux haricots rouges à la jamaïcaine (rice and peas)',
        description:
          "L'accompagnement du dimanche en Jamaïque : du riz cuit dans le lait de coco avec des haricots rouges, du thym, du quatre-épices et un piment Scotch bonnet entier qui parfume la marmite sans l'enflammer.",
        ingredients: [
          { group: null, text: '1 boîte (400 g) de haricots rouges, égouttés et rincés' },
          { group: null, text: '1 boîte (400 ml) de lait de coco' },
          { group: null, text: "350 ml d'eau" },
          { group: null, text: '3 oignons nouveaux, légèrement écrasés' },
          { group: null, text: "2 gousses d'ail, écrasées" },
          { group: null, text: '4 brins de thym frais' },
          { group: null, text: '1 piment Scotch bonnet, entier' },
          { group: null, text: '6 baies de quatre-épices (piment de la Jamaïque)' },
          { group: null, text: '1 cuillère à café de sel' },
          { group: null, text: '400 g de riz long grain, rincé' },
        ],
        steps: [
          {
            group: null,
            text: "Mettez les haricots, le lait de coco, l'eau, les oignons nouveaux, l'ail, le thym, le piment, le quatre-épices et le sel dans une cocotte à fond épais munie d'un couvercle bien ajusté et portez à ébullition.",
          },
          {
            group: null,
            text: "Ajoutez le riz, laissez reprendre l'ébullition, puis baissez le feu au minimum, couvrez et faites cuire pendant 20 minutes sans soulever le couvercle. Gardez le piment entier : tant qu'il n'éclate pas, il parfume sans beaucoup piquer.",
          },
          {
            group: null,
            text: 'Retirez la cocotte du feu et laissez-la couverte encore 10 minutes. Retirez le piment, les tiges de thym et les oignons nouveaux, égrenez le riz à la fourchette et servez.',
          },
        ],
        notes:
          "Traditionnellement, les « peas » sont des haricots rouges ou des pois d'Angole secs, trempés une nuit puis cuits jusqu'à tendreté ; leur eau de cuisson remplace alors l'eau et colore le riz. Servez avec du poulet jerk ou un curry de légumes.",
      },
      de: {
        title: 'Jamaikanischer Reis mit Bohnen (Rice and Peas)',
        description:
          'Die Sonntagsbeilage Jamaikas: Reis, in Kokosmilch mit Kidneybohnen, Thymian, Piment und einer ganzen Scotch-Bonnet-Chili gegart, die den Topf aromatisiert, ohne ihn feurig zu machen.',
        ingredients: [
          { group: null, text: '1 Dose Kidneybohnen (400 g), abgetropft und abgespült' },
          { group: null, text: '1 Dose Kokosmilch (400 ml)' },
          { group: null, text: '350 ml Wasser' },
          { group: null, text: '3 Frühlingszwiebeln, leicht angedrückt' },
          { group: null, text: '2 Knoblauchzehen, angedrückt' },
          { group: null, text: '4 Zweige frischer Thymian' },
          { group: null, text: '1 Scotch-Bonnet-Chili, ganz' },
          { group: null, text: '6 Pimentkörner' },
          { group: null, text: '1 TL Salz' },
          { group: null, text: '400 g Langkornreis, gewaschen' },
        ],
        steps: [
          {
            group: null,
            text: 'Bohnen, Kokosmilch, Wasser, Frühlingszwiebeln, Knoblauch, Thymian, Chili, Piment und Salz in einen schweren Topf mit gut schließendem Deckel geben und aufkochen.',
          },
          {
            group: null,
            text: 'Den Reis einrühren, wieder aufkochen lassen, dann die Hitze auf die niedrigste Stufe stellen und zugedeckt 20 Minuten garen, ohne den Deckel zu heben. Die Chili ganz lassen: Solange sie nicht platzt, gibt sie Aroma, aber kaum Schärfe.',
          },
          {
            group: null,
            text: 'Den Topf vom Herd nehmen und zugedeckt weitere 10 Minuten ruhen lassen. Chili, Thymianstiele und Frühlingszwiebeln entfernen, den Reis mit einer Gabel auflockern und servieren.',
          },
        ],
        notes:
          'Traditionell sind die „Peas“ getrocknete Kidneybohnen oder Straucherbsen, über Nacht eingeweicht und weich gekocht; ihr Kochwasser ersetzt dann das Wasser und färbt den Reis. Dazu passen Jerk Chicken oder ein Gemüsecurry.',
      },
      zh: {
        title: '牙买加椰香芸豆饭（Rice and Peas）',
        description:
          '牙买加周日餐桌上的配菜：米饭加椰奶、红芸豆、百里香和多香果一起煮，再放一整个苏格兰帽辣椒，只增香气、不会辣得冒火。',
        ingredients: [
          { group: null, text: '红芸豆罐头 1罐（400克），沥干冲洗' },
          { group: null, text: '椰奶 1罐（400毫升）' },
          { group: null, text: '清水 350毫升' },
          { group: null, text: '葱 3根，稍微拍扁' },
          { group: null, text: '大蒜 2瓣，拍扁' },
          { group: null, text: '新鲜百里香 4枝' },
          { group: null, text: '苏格兰帽辣椒 1个，整个不切' },
          { group: null, text: '多香果 6粒' },
          { group: null, text: '盐 1茶匙' },
          { group: null, text: '长粒米 400克，淘洗干净' },
        ],
        steps: [
          {
            group: null,
            text: '把芸豆、椰奶、清水、葱、大蒜、百里香、辣椒、多香果和盐放进带密封盖的厚底锅，烧开。',
          },
          {
            group: null,
            text: '倒入大米拌匀，再次烧开后把火调到最小，盖上锅盖煮20分钟，期间不要揭盖。辣椒保持完整：只要不破，就只出香味、几乎不辣。',
          },
          {
            group: null,
            text: '把锅离火，继续盖着焖10分钟。取出辣椒、百里香梗和葱，用叉子把米饭拨松后上桌。',
          },
        ],
        notes:
          '传统做法用的是干红芸豆或木豆，提前浸泡一夜后煮软，再用煮豆的水代替清水，米饭会染上颜色。可以配牙买加烤鸡或蔬菜咖喱。',
      },
    },
  },
  {
    key: 'grilled-chicken-chimichurri',
    cuisine: 'latin-american',
    difficulty: 'medium',
    servings: 4,
    prepMinutes: 20,
    cookMinutes: 15,
    totalMinutes: 55,
    dietaryFlags: ['Gluten-Free', 'Dairy-Free', 'Nut-Free', 'Paleo', 'Whole30', 'Keto', 'Low Carb'],
    appliances: ['food-processor', 'grill'],
    tags: ['dinner', 'sauce'],
    text: {
      en: {
        title: 'Grilled chicken with chimichurri',
        description:
          'Smoky grilled chicken thighs under a bright Argentine sauce of parsley, oregano, garlic, vinegar and olive oil. The sauce takes minutes in the food processor and improves as it stands.',
        ingredients: [
          { group: 'For the chimichurri', text: '40 g flat-leaf parsley, thick stems removed' },
          { group: 'For the chimichurri', text: '2 tbsp fresh oregano leaves' },
          { group: 'For the chimichurri', text: '3 garlic cloves' },
          { group: 'For the chimichurri', text: '3 tbsp red wine vinegar' },
          { group: 'For the chimichurri', text: '½ tsp chili flakes' },
          { group: 'For the chimichurri', text: '½ tsp salt' },
          { group: 'For the chimichurri', text: '120 ml extra virgin olive oil' },
          { group: 'For the chicken', text: '800 g boneless, skinless chicken thighs' },
          { group: 'For the chicken', text: '1 tbsp olive oil' },
          { group: 'For the chicken', text: '1 tsp smoked paprika' },
          { group: 'For the chicken', text: '1 tsp salt' },
          { group: 'For the chicken', text: '½ tsp ground black pepper' },
        ],
        steps: [
          {
            group: 'The chimichurri',
            text: 'Put the parsley, oregano, garlic, vinegar, chili flakes and salt in the food processor and pulse 8 to 10 times, scraping down once, until finely chopped but not puréed.',
          },
          {
            group: 'The chimichurri',
            text: 'Transfer to a bowl and stir in the olive oil. Leave it to stand for at least 20 minutes so that the flavours come together.',
          },
          {
            group: 'The chicken',
            text: 'Heat the grill to medium-high. Open out the thighs and rub them with the oil, paprika, salt and pepper.',
          },
          {
            group: 'The chicken',
            text: 'Grill for 5–6 minutes on each side, until nicely charred and cooked through (75 °C in the thickest part). Let the chicken rest for 5 minutes.',
          },
          {
            group: 'The chicken',
            text: 'Slice the chicken and spoon plenty of chimichurri over it; put the rest on the table.',
          },
        ],
        notes:
          'Chimichurri keeps for 3 days in the fridge under a thin layer of oil and is just as good with steak, grilled vegetables or potatoes. Chopped by hand, it has the most traditional texture.',
      },
      es: {
        title: 'Pollo a la parrilla con chimichurri',
        description:
          'Contramuslos de pollo ahumados a la parrilla con una salsa argentina muy fresca de perejil, orégano, ajo, vinagre y aceite de oliva. La salsa está lista en minutos en el procesador y mejora con el reposo.',
        ingredients: [
          { group: 'Para el chimichurri', text: '40 g de perejil de hoja plana, sin los tallos gruesos' },
          { group: 'Para el chimichurri', text: '2 cucharadas de hojas de orégano fresco' },
          { group: 'Para el chimichurri', text: '3 dientes de ajo' },
          { group: 'Para el chimichurri', text: '3 cucharadas de vinagre de vino tinto' },
          { group: 'Para el chimichurri', text: '½ cucharadita de copos de chile' },
          { group: 'Para el chimichurri', text: '½ cucharadita de sal' },
          { group: 'Para el chimichurri', text: '120 ml de aceite de oliva virgen extra' },
          { group: 'Para el pollo', text: '800 g de contramuslos de pollo deshuesados y sin piel' },
          { group: 'Para el pollo', text: '1 cucharada de aceite de oliva' },
          { group: 'Para el pollo', text: '1 cucharadita de pimentón ahumado' },
          { group: 'Para el pollo', text: '1 cucharadita de sal' },
          { group: 'Para el pollo', text: '½ cucharadita de pimienta negra molida' },
        ],
        steps: [
          {
            group: 'El chimichurri',
            text: 'Pon en el procesador el perejil, el orégano, el ajo, el vinagre, el chile y la sal y pulsa de 8 a 10 veces, bajando una vez lo que quede en las paredes, hasta que esté muy picado pero sin llegar a puré.',
          },
          {
            group: 'El chimichurri',
            text: 'Pásalo a un bol y añade el aceite de oliva. Déjalo reposar al menos 20 minutos para que se mezclen los sabores.',
          },
          {
            group: 'El pollo',
            text: 'Calienta la parrilla a fuego medio-alto. Abre los contramuslos y úntalos con el aceite, el pimentón, la sal y la pimienta.',
          },
          {
            group: 'El pollo',
            text: 'Ásalos durante 5–6 minutos por cada lado, hasta que estén bien marcados y hechos por dentro (75 °C en la parte más gruesa). Deja reposar el pollo 5 minutos.',
          },
          {
            group: 'El pollo',
            text: 'Corta el pollo en tiras y cúbrelo con abundante chimichurri; deja el resto en la mesa.',
          },
        ],
        notes:
          'El chimichurri se conserva 3 días en la nevera cubierto con una capa fina de aceite, y está igual de bueno con carne de ternera, verduras a la parrilla o patatas. Picado a cuchillo tiene la textura más tradicional.',
      },
      fr: {
        title: 'Poulet grillé, sauce chimichurri',
        description:
          "Des hauts de cuisse de poulet grillés et fumés, nappés d'une sauce argentine pleine de fraîcheur au persil, à l'origan, à l'ail, au vinaigre et à l'huile d'olive. La sauce se fait en quelques minutes au robot et s'améliore en reposant.",
        ingredients: [
          { group: 'Pour le chimichurri', text: '40 g de persil plat, sans les grosses tiges' },
          { group: 'Pour le chimichurri', text: "2 cuillères à soupe de feuilles d'origan frais" },
          { group: 'Pour le chimichurri', text: "3 gousses d'ail" },
          { group: 'Pour le chimichurri', text: '3 cuillères à soupe de vinaigre de vin rouge' },
          { group: 'Pour le chimichurri', text: '½ cuillère à café de piment en flocons' },
          { group: 'Pour le chimichurri', text: '½ cuillère à café de sel' },
          { group: 'Pour le chimichurri', text: "120 ml d'huile d'olive vierge extra" },
          { group: 'Pour le poulet', text: '800 g de hauts de cuisse de poulet désossés et sans peau' },
          { group: 'Pour le poulet', text: "1 cuillère à soupe d'huile d'olive" },
          { group: 'Pour le poulet', text: '1 cuillère à café de paprika fumé' },
          { group: 'Pour le poulet', text: '1 cuillère à café de sel' },
          { group: 'Pour le poulet', text: '½ cuillère à café de poivre noir moulu' },
        ],
        steps: [
          {
            group: 'Le chimichurri',
            text: "Mettez le persil, l'origan, l'ail, le vinaigre, le piment et le sel dans le robot et mixez par à-coups 8 à 10 fois, en raclant les parois une fois, jusqu'à ce que ce soit finement haché sans devenir une purée.",
          },
          {
            group: 'Le chimichurri',
            text: "Versez dans un bol et incorporez l'huile d'olive. Laissez reposer au moins 20 minutes pour que les saveurs se mêlent.",
          },
          {
            group: 'Le poulet',
            text: "Faites chauffer le gril à feu moyen-vif. Ouvrez les hauts de cuisse à plat et frottez-les d'huile, de paprika, de sel et de poivre.",
          },
          {
            group: 'Le poulet',
            text: "Faites griller pendant 5 à 6 minutes de chaque côté, jusqu'à ce qu'ils soient bien marqués et cuits à cœur (75 °C dans la partie la plus épaisse). Laissez reposer le poulet 5 minutes.",
          },
          {
            group: 'Le poulet',
            text: 'Tranchez le poulet et nappez-le généreusement de chimichurri ; posez le reste sur la table.',
          },
        ],
        notes:
          "Le chimichurri se garde 3 jours au réfrigérateur sous une fine couche d'huile ; il est tout aussi bon avec un steak, des légumes grillés ou des pommes de terre. Haché au couteau, il a la texture la plus traditionnelle.",
      },
      de: {
        title: 'Gegrilltes Hähnchen mit Chimichurri',
        description:
          'Rauchig gegrillte Hähnchenschenkel mit einer frischen argentinischen Sauce aus Petersilie, Oregano, Knoblauch, Essig und Olivenöl. Die Sauce ist in wenigen Minuten in der Küchenmaschine fertig und wird mit etwas Ruhezeit noch besser.',
        ingredients: [
          { group: 'Für das Chimichurri', text: '40 g glatte Petersilie, ohne dicke Stiele' },
          { group: 'Für das Chimichurri', text: '2 EL frische Oreganoblättchen' },
          { group: 'Für das Chimichurri', text: '3 Knoblauchzehen' },
          { group: 'Für das Chimichurri', text: '3 EL Rotweinessig' },
          { group: 'Für das Chimichurri', text: '½ TL Chiliflocken' },
          { group: 'Für das Chimichurri', text: '½ TL Salz' },
          { group: 'Für das Chimichurri', text: '120 ml natives Olivenöl extra' },
          { group: 'Für das Hähnchen', text: '800 g Hähnchenschenkel ohne Knochen und Haut' },
          { group: 'Für das Hähnchen', text: '1 EL Olivenöl' },
          { group: 'Für das Hähnchen', text: '1 TL geräuchertes Paprikapulver' },
          { group: 'Für das Hähnchen', text: '1 TL Salz' },
          { group: 'Für das Hähnchen', text: '½ TL gemahlener schwarzer Pfeffer' },
        ],
        steps: [
          {
            group: 'Das Chimichurri',
            text: 'Petersilie, Oregano, Knoblauch, Essig, Chiliflocken und Salz in die Küchenmaschine geben und 8- bis 10-mal kurz pulsieren lassen, dabei einmal die Wände abschaben, bis alles fein gehackt, aber nicht püriert ist.',
          },
          {
            group: 'Das Chimichurri',
            text: 'In eine Schüssel geben und das Olivenöl unterrühren. Mindestens 20 Minuten ziehen lassen, damit sich die Aromen verbinden.',
          },
          {
            group: 'Das Hähnchen',
            text: 'Den Grill auf mittlere bis starke Hitze vorheizen. Die Schenkel flach auseinanderklappen und mit Öl, Paprika, Salz und Pfeffer einreiben.',
          },
          {
            group: 'Das Hähnchen',
            text: 'Pro Seite 5–6 Minuten grillen, bis sie schöne Grillstreifen haben und durchgegart sind (75 °C an der dicksten Stelle). Das Hähnchen 5 Minuten ruhen lassen.',
          },
          {
            group: 'Das Hähnchen',
            text: 'Das Hähnchen in Streifen schneiden und reichlich Chimichurri darübergeben; den Rest auf den Tisch stellen.',
          },
        ],
        notes:
          'Chimichurri hält sich unter einer dünnen Ölschicht 3 Tage im Kühlschrank und passt genauso gut zu Steak, Grillgemüse oder Kartoffeln. Von Hand gehackt hat es die traditionellste Konsistenz.',
      },
      zh: {
        title: '阿根廷青酱烤鸡腿',
        description:
          '带着烟熏香气的烤鸡腿，淋上用欧芹、牛至、大蒜、红酒醋和橄榄油做成的阿根廷青酱，清新爽口。青酱用料理机几分钟就能做好，放一会儿味道更好。',
        ingredients: [
          { group: '阿根廷青酱', text: '平叶欧芹 40克，去掉粗茎' },
          { group: '阿根廷青酱', text: '新鲜牛至叶 2汤匙' },
          { group: '阿根廷青酱', text: '大蒜 3瓣' },
          { group: '阿根廷青酱', text: '红酒醋 3汤匙' },
          { group: '阿根廷青酱', text: '辣椒碎 ½茶匙' },
          { group: '阿根廷青酱', text: '盐 ½茶匙' },
          { group: '阿根廷青酱', text: '特级初榨橄榄油 120毫升' },
          { group: '鸡肉', text: '去骨去皮鸡腿肉 800克' },
          { group: '鸡肉', text: '橄榄油 1汤匙' },
          { group: '鸡肉', text: '烟熏红椒粉 1茶匙' },
          { group: '鸡肉', text: '盐 1茶匙' },
          { group: '鸡肉', text: '黑胡椒粉 ½茶匙' },
        ],
        steps: [
          {
            group: '做青酱',
            text: '把欧芹、牛至、大蒜、红酒醋、辣椒碎和盐放进料理机，点动8到10下，中途刮一次壁，打到切得很碎但还没成泥的程度。',
          },
          { group: '做青酱', text: '倒进碗里，拌入橄榄油。至少静置20分钟，让味道融合。' },
          { group: '烤鸡肉', text: '烤架中大火预热。把鸡腿肉摊开，抹上橄榄油、红椒粉、盐和胡椒。' },
          { group: '烤鸡肉', text: '每面烤5–6分钟，烤出漂亮的焦纹、完全熟透（最厚处75°C）。鸡肉静置5分钟。' },
          { group: '烤鸡肉', text: '鸡肉切条，浇上大量青酱，剩下的放在桌上随意取用。' },
        ],
        notes:
          '青酱表面覆一层薄油，冷藏可保存3天，配牛排、烤蔬菜或土豆也一样好吃。用刀手工剁碎的口感最传统。',
      },
    },
  },
  {
    key: 'jollof-rice',
    cuisine: 'west-african',
    difficulty: 'medium',
    servings: 6,
    prepMinutes: 15,
    cookMinutes: 70,
    totalMinutes: 85,
    dietaryFlags: ['Vegetarian', 'Vegan', 'Dairy-Free', 'Nut-Free'],
    appliances: ['blender', 'stovetop'],
    tags: ['dinner', 'side', 'festive', 'one-pot'],
    text: {
      en: {
        title: 'Jollof rice',
        description:
          "West Africa's celebrated party rice: long-grain rice steamed in a deep red, slowly reduced sauce of tomato, pepper and Scotch bonnet until every grain is coloured and full of flavour.",
        ingredients: [
          { group: 'For the pepper base', text: '1 can (400 g) plum tomatoes' },
          { group: 'For the pepper base', text: '2 red bell peppers, seeded and roughly chopped' },
          { group: 'For the pepper base', text: '1 onion, roughly chopped' },
          { group: 'For the pepper base', text: '1 Scotch bonnet chili, stem removed' },
          { group: 'For the pepper base', text: '3 garlic cloves' },
          { group: 'For the pepper base', text: '20 g fresh ginger, sliced' },
          { group: 'For the rice', text: '80 ml neutral oil' },
          { group: 'For the rice', text: '1 onion, thinly sliced' },
          { group: 'For the rice', text: '3 tbsp tomato paste' },
          { group: 'For the rice', text: '1 tsp curry powder' },
          { group: 'For the rice', text: '1 tsp dried thyme' },
          { group: 'For the rice', text: '2 bay leaves' },
          { group: 'For the rice', text: '1 tsp smoked paprika' },
          { group: 'For the rice', text: '1½ tsp salt' },
          { group: 'For the rice', text: '450 g long-grain parboiled rice, rinsed' },
          { group: 'For the rice', text: '500 ml vegetable stock' },
        ],
        steps: [
          {
            group: 'The base',
            text: 'Blend the tomatoes, peppers, onion, Scotch bonnet, garlic and ginger in the blender for 1 minute, until smooth.',
          },
          {
            group: 'The base',
            text: 'Heat the oil in a large heavy pan over medium heat and fry the sliced onion for 5 minutes, until soft. Add the tomato paste and fry for 3–4 minutes, stirring, until it darkens to brick red.',
          },
          {
            group: 'The base',
            text: "Pour in the blended base with the curry powder, thyme, bay leaves, paprika and salt. Cook uncovered for 20–25 minutes, stirring often, until reduced by about half and the oil rises to the surface. This is the heart of the dish, so don't rush it.",
          },
          {
            group: 'The rice',
            text: "Stir the rice into the sauce until every grain is coated, then pour in the stock. Bring to a boil, cover tightly (a sheet of foil under the lid helps) and cook over the lowest heat for 30 minutes. Don't stir: the rice steams in the sauce.",
          },
          {
            group: 'The rice',
            text: "Taste a few grains: if they are still hard, sprinkle over a few spoonfuls of water, cover and cook for 5–10 minutes more. A slightly smoky, toasted layer at the bottom is prized, so don't worry if it catches a little.",
          },
          {
            group: 'The rice',
            text: 'Remove the bay leaves, fluff the rice with a fork and serve with fried plantain, grilled chicken or fish.',
          },
        ],
        notes:
          'Parboiled (easy-cook) long-grain rice is the classic choice because it stays separate. For a party, cook it with chicken stock instead of vegetable stock and serve it with grilled chicken.',
      },
      es: {
        title: 'Arroz jollof',
        description:
          'El famoso arroz de fiesta de África occidental: arroz de grano largo cocido al vapor en una salsa roja intensa de tomate, pimiento y Scotch bonnet, reducida despacio, hasta que cada grano toma color y sabor.',
        ingredients: [
          { group: 'Para la base de pimientos', text: '1 lata (400 g) de tomates pera' },
          { group: 'Para la base de pimientos', text: '2 pimientos rojos, sin semillas y troceados' },
          { group: 'Para la base de pimientos', text: '1 cebolla, troceada' },
          { group: 'Para la base de pimientos', text: '1 chile Scotch bonnet, sin el tallo' },
          { group: 'Para la base de pimientos', text: '3 dientes de ajo' },
          { group: 'Para la base de pimientos', text: '20 g de jengibre fresco, en láminas' },
          { group: 'Para el arroz', text: '80 ml de aceite neutro' },
          { group: 'Para el arroz', text: '1 cebolla, en juliana fina' },
          { group: 'Para el arroz', text: '3 cucharadas de concentrado de tomate' },
          { group: 'Para el arroz', text: '1 cucharadita de curry en polvo' },
          { group: 'Para el arroz', text: '1 cucharadita de tomillo seco' },
          { group: 'Para el arroz', text: '2 hojas de laurel' },
          { group: 'Para el arroz', text: '1 cucharadita de pimentón ahumado' },
          { group: 'Para el arroz', text: '1½ cucharaditas de sal' },
          { group: 'Para el arroz', text: '450 g de arroz vaporizado de grano largo, lavado' },
          { group: 'Para el arroz', text: '500 ml de caldo de verduras' },
        ],
        steps: [
          {
            group: 'La base',
            text: 'Tritura en la batidora de vaso los tomates, los pimientos, la cebolla, el Scotch bonnet, el ajo y el jengibre durante 1 minuto, hasta que quede liso.',
          },
          {
            group: 'La base',
            text: 'Calienta el aceite en una cazuela grande de fondo grueso a fuego medio y sofríe la cebolla en juliana durante 5 minutos, hasta que esté blanda. Añade el concentrado de tomate y sofríelo durante 3–4 minutos, removiendo, hasta que se oscurezca a un rojo ladrillo.',
          },
          {
            group: 'La base',
            text: 'Vierte la base triturada con el curry, el tomillo, el laurel, el pimentón y la sal. Cocina sin tapar durante 20–25 minutos, removiendo a menudo, hasta que reduzca a la mitad más o menos y el aceite suba a la superficie. Es el corazón del plato: no tengas prisa.',
          },
          {
            group: 'El arroz',
            text: 'Incorpora el arroz a la salsa y remueve hasta que cada grano quede cubierto; después añade el caldo. Lleva a ebullición, tapa bien (una hoja de papel de aluminio bajo la tapa ayuda) y cocina a fuego mínimo durante 30 minutos. No remuevas: el arroz se cuece al vapor en la salsa.',
          },
          {
            group: 'El arroz',
            text: 'Prueba unos granos: si siguen duros, rocía unas cucharadas de agua, tapa y cocina 5–10 minutos más. La capa tostada y algo ahumada del fondo es muy apreciada, así que no te preocupes si se pega un poco.',
          },
          {
            group: 'El arroz',
            text: 'Retira el laurel, suelta el arroz con un tenedor y sírvelo con plátano macho frito, pollo o pescado a la parrilla.',
          },
        ],
        notes:
          'El arroz vaporizado de grano largo es el clásico porque queda suelto. Para una fiesta, hazlo con caldo de pollo en lugar de caldo de verduras y sírvelo con pollo a la parrilla.',
      },
      fr: {
        title: 'Riz jollof',
        description:
          "Le célèbre riz de fête d'Afrique de l'Ouest : du riz long grain cuit à l'étouffée dans une sauce rouge profond de tomate, poivron et Scotch bonnet, longuement réduite, jusqu'à ce que chaque grain soit coloré et plein de goût.",
        ingredients: [
          { group: 'Pour la base aux poivrons', text: '1 boîte (400 g) de tomates pelées' },
          { group: 'Pour la base aux poivrons', text: '2 poivrons rouges, épépinés et grossièrement coupés' },
          { group: 'Pour la base aux poivrons', text: '1 oignon, grossièrement coupé' },
          { group: 'Pour la base aux poivrons', text: '1 piment Scotch bonnet, équeuté' },
          { group: 'Pour la base aux poivrons', text: "3 gousses d'ail" },
          { group: 'Pour la base aux poivrons', text: '20 g de gingembre frais, émincé' },
          { group: 'Pour le riz', text: "80 ml d'huile neutre" },
          { group: 'Pour le riz', text: '1 oignon, émincé finement' },
          { group: 'Pour le riz', text: '3 cuillères à soupe de concentré de tomate' },
          { group: 'Pour le riz', text: '1 cuillère à café de curry en poudre' },
          { group: 'Pour le riz', text: '1 cuillère à café de thym séché' },
          { group: 'Pour le riz', text: '2 feuilles de laurier' },
          { group: 'Pour le riz', text: '1 cuillère à café de paprika fumé' },
          { group: 'Pour le riz', text: '1½ cuillère à café de sel' },
          { group: 'Pour le riz', text: '450 g de riz long grain étuvé, rincé' },
          { group: 'Pour le riz', text: '500 ml de bouillon de légumes' },
        ],
        steps: [
          {
            group: 'La base',
            text: "Mixez les tomates, les poivrons, l'oignon, le Scotch bonnet, l'ail et le gingembre au blender pendant 1 minute, jusqu'à obtenir un mélange lisse.",
          },
          {
            group: 'La base',
            text: "Faites chauffer l'huile dans une grande cocotte à fond épais à feu moyen et faites revenir l'oignon émincé pendant 5 minutes, jusqu'à ce qu'il soit tendre. Ajoutez le concentré de tomate et faites-le revenir pendant 3 à 4 minutes en remuant, jusqu'à ce qu'il fonce et devienne rouge brique.",
          },
          {
            group: 'La base',
            text: "Versez la base mixée avec le curry, le thym, le laurier, le paprika et le sel. Laissez cuire à découvert pendant 20 à 25 minutes en remuant souvent, jusqu'à ce que la sauce ait réduit de moitié environ et que l'huile remonte à la surface. C'est le cœur du plat : ne vous pressez pas.",
          },
          {
            group: 'Le riz',
            text: "Incorporez le riz à la sauce jusqu'à ce que chaque grain soit enrobé, puis versez le bouillon. Portez à ébullition, couvrez hermétiquement (une feuille d'aluminium sous le couvercle aide) et faites cuire à feu très doux pendant 30 minutes. Ne remuez pas : le riz cuit à la vapeur dans la sauce.",
          },
          {
            group: 'Le riz',
            text: "Goûtez quelques grains : s'ils sont encore durs, arrosez de quelques cuillerées d'eau, couvrez et poursuivez 5 à 10 minutes. La couche grillée, légèrement fumée, au fond est très appréciée : ne vous inquiétez pas si le riz attache un peu.",
          },
          {
            group: 'Le riz',
            text: 'Retirez le laurier, égrenez le riz à la fourchette et servez avec des bananes plantains frites, du poulet ou du poisson grillé.',
          },
        ],
        notes:
          'Le riz long grain étuvé est le choix classique, car il reste bien détaché. Pour une fête, faites-le avec un bouillon de volaille au lieu du bouillon de légumes et servez-le avec du poulet grillé.',
      },
      de: {
        title: 'Jollof-Reis',
        description:
          'Westafrikas berühmter Festtagsreis: Langkornreis, in einer tiefroten, langsam eingekochten Sauce aus Tomaten, Paprika und Scotch Bonnet gegart, bis jedes Korn Farbe und Geschmack angenommen hat.',
        ingredients: [
          { group: 'Für die Paprikabasis', text: '1 Dose geschälte Tomaten (400 g)' },
          { group: 'Für die Paprikabasis', text: '2 rote Paprikaschoten, entkernt und grob geschnitten' },
          { group: 'Für die Paprikabasis', text: '1 Zwiebel, grob geschnitten' },
          { group: 'Für die Paprikabasis', text: '1 Scotch-Bonnet-Chili, ohne Stiel' },
          { group: 'Für die Paprikabasis', text: '3 Knoblauchzehen' },
          { group: 'Für die Paprikabasis', text: '20 g frischer Ingwer, in Scheiben geschnitten' },
          { group: 'Für den Reis', text: '80 ml neutrales Öl' },
          { group: 'Für den Reis', text: '1 Zwiebel, in feine Streifen geschnitten' },
          { group: 'Für den Reis', text: '3 EL Tomatenmark' },
          { group: 'Für den Reis', text: '1 TL Currypulver' },
          { group: 'Für den Reis', text: '1 TL getrockneter Thymian' },
          { group: 'Für den Reis', text: '2 Lorbeerblätter' },
          { group: 'Für den Reis', text: '1 TL geräuchertes Paprikapulver' },
          { group: 'Für den Reis', text: '1½ TL Salz' },
          { group: 'Für den Reis', text: '450 g Parboiled-Langkornreis, gewaschen' },
          { group: 'Für den Reis', text: '500 ml Gemüsebrühe' },
        ],
        steps: [
          {
            group: 'Die Basis',
            text: 'Tomaten, Paprika, Zwiebel, Scotch Bonnet, Knoblauch und Ingwer im Standmixer 1 Minute glatt mixen.',
          },
          {
            group: 'Die Basis',
            text: 'Das Öl in einem großen, schweren Topf bei mittlerer Hitze erhitzen und die Zwiebelstreifen darin 5 Minuten weich braten. Das Tomatenmark zugeben und unter Rühren 3–4 Minuten anrösten, bis es ziegelrot wird.',
          },
          {
            group: 'Die Basis',
            text: 'Die pürierte Basis mit Currypulver, Thymian, Lorbeer, Paprika und Salz zugießen. Offen 20–25 Minuten unter häufigem Rühren einkochen lassen, bis sie etwa um die Hälfte reduziert ist und das Öl an die Oberfläche steigt. Das ist das Herz des Gerichts, also nicht hetzen.',
          },
          {
            group: 'Der Reis',
            text: 'Den Reis einrühren, bis jedes Korn überzogen ist, dann die Brühe angießen. Aufkochen, dicht verschließen (ein Stück Alufolie unter dem Deckel hilft) und bei niedrigster Hitze 30 Minuten garen. Nicht umrühren: Der Reis dämpft in der Sauce.',
          },
          {
            group: 'Der Reis',
            text: 'Ein paar Körner probieren: Sind sie noch hart, einige Löffel Wasser darüberträufeln, zudecken und weitere 5–10 Minuten garen. Eine leicht rauchige, geröstete Schicht am Boden ist sehr beliebt, es macht also nichts, wenn er etwas ansetzt.',
          },
          {
            group: 'Der Reis',
            text: 'Die Lorbeerblätter entfernen, den Reis mit einer Gabel auflockern und mit frittierten Kochbananen, gegrilltem Hähnchen oder Fisch servieren.',
          },
        ],
        notes:
          'Parboiled-Langkornreis ist die klassische Wahl, weil er körnig bleibt. Für ein Fest mit Hühnerbrühe statt Gemüsebrühe kochen und mit gegrilltem Hähnchen servieren.',
      },
      zh: {
        title: '西非乔洛夫饭（Jollof Rice）',
        description:
          '西非著名的宴客米饭：长粒米在番茄、甜椒和苏格兰帽辣椒慢慢熬浓的深红色酱汁里焖熟，每一粒米都染上颜色、吸饱味道。',
        ingredients: [
          { group: '辣椒酱底', text: '整番茄罐头 1罐（400克）' },
          { group: '辣椒酱底', text: '红甜椒 2个，去籽粗切' },
          { group: '辣椒酱底', text: '洋葱 1个，粗切' },
          { group: '辣椒酱底', text: '苏格兰帽辣椒 1个，去蒂' },
          { group: '辣椒酱底', text: '大蒜 3瓣' },
          { group: '辣椒酱底', text: '鲜姜 20克，切片' },
          { group: '米饭', text: '食用油 80毫升' },
          { group: '米饭', text: '洋葱 1个，切细丝' },
          { group: '米饭', text: '番茄膏 3汤匙' },
          { group: '米饭', text: '咖喱粉 1茶匙' },
          { group: '米饭', text: '干百里香 1茶匙' },
          { group: '米饭', text: '月桂叶 2片' },
          { group: '米饭', text: '烟熏红椒粉 1茶匙' },
          { group: '米饭', text: '盐 1½茶匙' },
          { group: '米饭', text: '蒸谷长粒米 450克，淘洗干净' },
          { group: '米饭', text: '蔬菜高汤 500毫升' },
        ],
        steps: [
          { group: '做酱底', text: '把番茄、甜椒、洋葱、辣椒、大蒜和姜放进料理机，打1分钟，打到顺滑。' },
          {
            group: '做酱底',
            text: '大号厚底锅中火烧热油，放洋葱丝炒5分钟至变软。加入番茄膏，边炒边搅3–4分钟，炒到颜色变深、呈砖红色。',
          },
          {
            group: '做酱底',
            text: '倒入打好的酱底，加咖喱粉、百里香、月桂叶、红椒粉和盐。不盖盖子煮20–25分钟，经常搅拌，直到酱汁收掉约一半、油浮到表面。这一步是整道菜的灵魂，千万别着急。',
          },
          {
            group: '焖饭',
            text: '倒入大米，拌到每粒米都裹上酱汁，再倒入高汤。烧开后盖紧锅盖（盖子下面垫一张锡纸效果更好），用最小火焖30分钟。不要搅拌：米饭是在酱汁里被蒸熟的。',
          },
          {
            group: '焖饭',
            text: '尝几粒米：如果还硬，就洒几勺清水，盖上再焖5–10分钟。锅底略带烟熏味的焦香层很受欢迎，稍微粘锅也不用担心。',
          },
          { group: '焖饭', text: '取出月桂叶，用叉子把米饭拨松，配炸大蕉、烤鸡或烤鱼上桌。' },
        ],
        notes: '蒸谷长粒米是经典选择，因为煮出来粒粒分明。宴客时可以用鸡汤代替蔬菜高汤，再配上烤鸡。',
      },
    },
  },
  {
    key: 'slow-cooker-peanut-stew',
    cuisine: 'west-african',
    difficulty: 'easy',
    servings: 6,
    prepMinutes: 20,
    cookMinutes: 370,
    totalMinutes: 390,
    dietaryFlags: ['Vegetarian', 'Vegan', 'Dairy-Free'],
    appliances: ['slow-cooker'],
    tags: ['dinner', 'vegetarian-main', 'batch-cooking', 'comfort-food', 'one-pot'],
    text: {
      en: {
        title: 'Slow-cooker sweet potato and peanut stew',
        description:
          'A plant-based take on West African groundnut stew: sweet potatoes, chickpeas and tomatoes slowly cooked in a spiced peanut sauce, finished with spinach and lime.',
        ingredients: [
          { group: null, text: '1 onion, chopped' },
          { group: null, text: '3 garlic cloves, grated' },
          { group: null, text: '1 tbsp grated fresh ginger' },
          { group: null, text: '700 g sweet potatoes, peeled and cut into 3 cm chunks' },
          { group: null, text: '1 red bell pepper, diced' },
          { group: null, text: '1 can (400 g) chickpeas, drained and rinsed' },
          { group: null, text: '1 can (400 g) chopped tomatoes' },
          { group: null, text: '2 tbsp tomato paste' },
          { group: null, text: '120 g smooth peanut butter' },
          { group: null, text: '750 ml vegetable stock' },
          { group: null, text: '1 tsp ground cumin' },
          { group: null, text: '1 tsp ground coriander' },
          { group: null, text: '½ tsp cayenne pepper' },
          { group: null, text: '1 tsp salt' },
          { group: null, text: '150 g baby spinach' },
          { group: null, text: '1 lime, juiced' },
          { group: null, text: '40 g roasted peanuts, chopped' },
          { group: null, text: '1 small handful of coriander leaves' },
        ],
        steps: [
          {
            group: null,
            text: 'Put the onion, garlic, ginger, sweet potatoes, pepper, chickpeas and tomatoes in the slow cooker.',
          },
          {
            group: null,
            text: 'Whisk the tomato paste and peanut butter with a ladleful of the stock until smooth, then stir in the rest of the stock with the cumin, ground coriander, cayenne and salt. Pour it over the vegetables and stir.',
          },
          {
            group: null,
            text: 'Cover and cook on low for 6 hours, or on high for 3–4 hours, until the sweet potatoes are very tender.',
          },
          {
            group: null,
            text: 'Stir in the spinach, put the lid back on and let it wilt for 10 minutes. Crush a few pieces of sweet potato against the side to thicken the stew, then add the lime juice and taste for salt and heat.',
          },
          { group: null, text: 'Serve over rice, scattered with the peanuts and coriander leaves.' },
        ],
        notes:
          'Groundnut stews are cooked all over West Africa, often with chicken. This one keeps for 4 days in the fridge and freezes well; it thickens as it stands, so loosen it with a little water when you reheat it.',
      },
      es: {
        title: 'Guiso de boniato y cacahuete en olla de cocción lenta',
        description:
          'Una versión vegetal del guiso de cacahuete de África occidental: boniato, garbanzos y tomate cocinados despacio en una salsa especiada de cacahuete, terminados con espinacas y lima.',
        ingredients: [
          { group: null, text: '1 cebolla, picada' },
          { group: null, text: '3 dientes de ajo, rallados' },
          { group: null, text: '1 cucharada de jengibre fresco rallado' },
          { group: null, text: '700 g de boniatos, pelados y en trozos de 3 cm' },
          { group: null, text: '1 pimiento rojo, en dados' },
          { group: null, text: '1 lata (400 g) de garbanzos, escurridos y enjuagados' },
          { group: null, text: '1 lata (400 g) de tomate troceado' },
          { group: null, text: '2 cucharadas de concentrado de tomate' },
          { group: null, text: '120 g de crema de cacahuete suave' },
          { group: null, text: '750 ml de caldo de verduras' },
          { group: null, text: '1 cucharadita de comino molido' },
          { group: null, text: '1 cucharadita de cilantro molido' },
          { group: null, text: '½ cucharadita de cayena molida' },
          { group: null, text: '1 cucharadita de sal' },
          { group: null, text: '150 g de espinacas baby' },
          { group: null, text: '1 lima, exprimida' },
          { group: null, text: '40 g de cacahuetes tostados, picados' },
          { group: null, text: '1 puñadito de hojas de cilantro' },
        ],
        steps: [
          {
            group: null,
            text: 'Pon en la olla de cocción lenta la cebolla, el ajo, el jengibre, los boniatos, el pimiento, los garbanzos y el tomate.',
          },
          {
            group: null,
            text: 'Bate el concentrado de tomate y la crema de cacahuete con un cucharón del caldo hasta que quede liso; añade el resto del caldo con el comino, el cilantro molido, la cayena y la sal. Viértelo sobre las verduras y remueve.',
          },
          {
            group: null,
            text: 'Tapa y cocina en la posición baja durante 6 horas, o en la alta durante 3–4 horas, hasta que el boniato esté muy tierno.',
          },
          {
            group: null,
            text: 'Añade las espinacas, vuelve a tapar y deja que se ablanden durante 10 minutos. Aplasta unos trozos de boniato contra la pared para espesar el guiso, agrega el zumo de lima y rectifica de sal y de picante.',
          },
          {
            group: null,
            text: 'Sírvelo sobre arroz, con los cacahuetes y las hojas de cilantro por encima.',
          },
        ],
        notes:
          'Los guisos de cacahuete se cocinan en toda África occidental, a menudo con pollo. Este aguanta 4 días en la nevera y se congela bien; espesa al reposar, así que alárgalo con un poco de agua al recalentarlo.',
      },
      fr: {
        title: 'Mafé végétal de patate douce à la mijoteuse',
        description:
          "Une version végétale des ragoûts à l'arachide d'Afrique de l'Ouest : patates douces, pois chiches et tomates mijotés longuement dans une sauce épicée au beurre de cacahuète, finis avec des épinards et du citron vert.",
        ingredients: [
          { group: null, text: '1 oignon, haché' },
          { group: null, text: "3 gousses d'ail, râpées" },
          { group: null, text: '1 cuillère à soupe de gingembre frais râpé' },
          { group: null, text: '700 g de patates douces, pelées et coupées en morceaux de 3 cm' },
          { group: null, text: '1 poivron rouge, coupé en dés' },
          { group: null, text: '1 boîte (400 g) de pois chiches, égouttés et rincés' },
          { group: null, text: '1 boîte (400 g) de tomates concassées' },
          { group: null, text: '2 cuillères à soupe de concentré de tomate' },
          { group: null, text: '120 g de beurre de cacahuète lisse' },
          { group: null, text: '750 ml de bouillon de légumes' },
          { group: null, text: '1 cuillère à café de cumin moulu' },
          { group: null, text: '1 cuillère à café de coriandre moulue' },
          { group: null, text: '½ cuillère à café de piment de Cayenne' },
          { group: null, text: '1 cuillère à café de sel' },
          { group: null, text: "150 g de jeunes pousses d'épinards" },
          { group: null, text: '1 citron vert, pressé' },
          { group: null, text: '40 g de cacahuètes grillées, hachées' },
          { group: null, text: '1 petite poignée de feuilles de coriandre' },
        ],
        steps: [
          {
            group: null,
            text: "Mettez l'oignon, l'ail, le gingembre, les patates douces, le poivron, les pois chiches et les tomates dans la mijoteuse.",
          },
          {
            group: null,
            text: "Fouettez le concentré de tomate et le beurre de cacahuète avec une louche de bouillon jusqu'à ce que ce soit lisse, puis ajoutez le reste du bouillon avec le cumin, la coriandre moulue, le piment de Cayenne et le sel. Versez sur les légumes et mélangez.",
          },
          {
            group: null,
            text: "Couvrez et faites cuire en position basse pendant 6 heures, ou en position haute pendant 3 à 4 heures, jusqu'à ce que les patates douces soient très tendres.",
          },
          {
            group: null,
            text: 'Incorporez les épinards, remettez le couvercle et laissez-les tomber pendant 10 minutes. Écrasez quelques morceaux de patate douce contre la paroi pour épaissir le ragoût, puis ajoutez le jus de citron vert et rectifiez le sel et le piquant.',
          },
          { group: null, text: 'Servez sur du riz, parsemé de cacahuètes et de feuilles de coriandre.' },
        ],
        notes:
          "Les ragoûts à l'arachide se cuisinent dans toute l'Afrique de l'Ouest, souvent avec du poulet. Celui-ci se garde 4 jours au réfrigérateur et se congèle bien ; il épaissit en refroidissant, détendez-le donc avec un peu d'eau en le réchauffant.",
      },
      de: {
        title: 'Süßkartoffel-Erdnuss-Eintopf aus dem Slow Cooker',
        description:
          'Eine pflanzliche Variante der westafrikanischen Erdnusseintöpfe: Süßkartoffeln, Kichererbsen und Tomaten, langsam in einer würzigen Erdnusssauce gegart und mit Spinat und Limette vollendet.',
        ingredients: [
          { group: null, text: '1 Zwiebel, gehackt' },
          { group: null, text: '3 Knoblauchzehen, gerieben' },
          { group: null, text: '1 EL frisch geriebener Ingwer' },
          { group: null, text: '700 g Süßkartoffeln, geschält und in 3 cm große Stücke geschnitten' },
          { group: null, text: '1 rote Paprikaschote, gewürfelt' },
          { group: null, text: '1 Dose Kichererbsen (400 g), abgetropft und abgespült' },
          { group: null, text: '1 Dose gehackte Tomaten (400 g)' },
          { group: null, text: '2 EL Tomatenmark' },
          { group: null, text: '120 g cremige Erdnussbutter' },
          { group: null, text: '750 ml Gemüsebrühe' },
          { group: null, text: '1 TL gemahlener Kreuzkümmel' },
          { group: null, text: '1 TL gemahlener Koriander' },
          { group: null, text: '½ TL Cayennepfeffer' },
          { group: null, text: '1 TL Salz' },
          { group: null, text: '150 g junger Blattspinat' },
          { group: null, text: '1 Limette, ausgepresst' },
          { group: null, text: '40 g geröstete Erdnüsse, gehackt' },
          { group: null, text: '1 kleine Handvoll Korianderblätter' },
        ],
        steps: [
          {
            group: null,
            text: 'Zwiebel, Knoblauch, Ingwer, Süßkartoffeln, Paprika, Kichererbsen und Tomaten in den Slow Cooker geben.',
          },
          {
            group: null,
            text: 'Tomatenmark und Erdnussbutter mit einer Kelle Brühe glatt rühren, dann die restliche Brühe mit Kreuzkümmel, gemahlenem Koriander, Cayennepfeffer und Salz einrühren. Über das Gemüse gießen und umrühren.',
          },
          {
            group: null,
            text: 'Zugedeckt auf niedriger Stufe 6 Stunden oder auf hoher Stufe 3–4 Stunden garen, bis die Süßkartoffeln sehr weich sind.',
          },
          {
            group: null,
            text: 'Den Spinat unterrühren, den Deckel wieder auflegen und 10 Minuten zusammenfallen lassen. Einige Süßkartoffelstücke am Rand zerdrücken, um den Eintopf zu binden, dann den Limettensaft zugeben und mit Salz und Schärfe abschmecken.',
          },
          { group: null, text: 'Auf Reis servieren und mit den Erdnüssen und Korianderblättern bestreuen.' },
        ],
        notes:
          'Erdnusseintöpfe werden in ganz Westafrika gekocht, oft mit Hähnchen. Dieser hält sich 4 Tage im Kühlschrank und lässt sich gut einfrieren; er dickt beim Stehen nach, daher beim Aufwärmen mit etwas Wasser verdünnen.',
      },
      zh: {
        title: '慢炖锅红薯花生炖菜',
        description:
          '西非花生炖菜的纯素版本：红薯、鹰嘴豆和番茄在带香料的花生酱汁里慢慢炖煮，最后加入菠菜和青柠汁。',
        ingredients: [
          { group: null, text: '洋葱 1个，切碎' },
          { group: null, text: '大蒜 3瓣，磨成蒜蓉' },
          { group: null, text: '姜蓉 1汤匙' },
          { group: null, text: '红薯 700克，去皮切3厘米块' },
          { group: null, text: '红甜椒 1个，切丁' },
          { group: null, text: '鹰嘴豆罐头 1罐（400克），沥干冲洗' },
          { group: null, text: '番茄碎罐头 1罐（400克）' },
          { group: null, text: '番茄膏 2汤匙' },
          { group: null, text: '顺滑花生酱 120克' },
          { group: null, text: '蔬菜高汤 750毫升' },
          { group: null, text: '孜然粉 1茶匙' },
          { group: null, text: '芫荽籽粉 1茶匙' },
          { group: null, text: '卡宴辣椒粉 ½茶匙' },
          { group: null, text: '盐 1茶匙' },
          { group: null, text: '嫩菠菜 150克' },
          { group: null, text: '青柠 1个，挤汁' },
          { group: null, text: '烤花生 40克，切碎' },
          { group: null, text: '香菜叶 1小把' },
        ],
        steps: [
          { group: null, text: '把洋葱、蒜蓉、姜蓉、红薯、甜椒、鹰嘴豆和番茄碎放进慢炖锅。' },
          {
            group: null,
            text: '用一勺高汤把番茄膏和花生酱搅到顺滑，再加入剩下的高汤、孜然粉、芫荽籽粉、卡宴辣椒粉和盐拌匀。倒在蔬菜上，搅拌一下。',
          },
          { group: null, text: '盖上盖子，低档炖6小时，或高档炖3–4小时，直到红薯非常软烂。' },
          {
            group: null,
            text: '拌入菠菜，盖回盖子焖10分钟，让菠菜变软。把几块红薯压在锅壁上碾碎，让炖菜更浓稠，再加入青柠汁，尝一尝咸淡和辣度。',
          },
          { group: null, text: '浇在米饭上，撒上花生碎和香菜叶。' },
        ],
        notes:
          '花生炖菜在整个西非都很常见，常常会加鸡肉。这道菜冷藏可保存4天，也适合冷冻；放置后会变稠，重新加热时加少许水调开即可。',
      },
    },
  },
];
