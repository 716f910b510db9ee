import type { Language } from '@shared/contracts/settings';
import { messageCatalogue } from '../../platform/messages';

/** Texts of the meal plan's errors and of its calendar feed in the interface languages. */
const MESSAGES = {
  slotFull: {
    en: 'A meal holds up to {max} entries. Move one to another meal first.',
    es: 'Una comida admite hasta {max} entradas. Mueve primero una a otra comida.',
    fr: 'Un repas contient au plus {max} entrées. Déplacez-en d’abord une vers un autre repas.',
    de: 'Eine Mahlzeit fasst bis zu {max} Einträge. Verschiebe zuerst einen in eine andere Mahlzeit.',
    zh: '每餐最多 {max} 项。请先把一项移到其他餐次。',
  },
  unknownRecipe: {
    en: 'That recipe is not in your recipes or the library any more.',
    es: 'Esa receta ya no está en tus recetas ni en la biblioteca.',
    fr: 'Cette recette ne figure plus dans vos recettes ni dans la bibliothèque.',
    de: 'Dieses Rezept ist nicht mehr in deinen Rezepten oder der Bibliothek.',
    zh: '该食谱已不在你的食谱或食谱库中。',
  },
  noRecipes: {
    en: 'There are no recipes planned in these days. Plan a few meals first.',
    es: 'No hay recetas planificadas en estos días. Planifica primero algunas comidas.',
    fr: 'Aucune recette n’est prévue ces jours-ci. Planifiez d’abord quelques repas.',
    de: 'In diesen Tagen sind keine Rezepte geplant. Plane zuerst ein paar Mahlzeiten.',
    zh: '这几天没有计划任何食谱。请先安排几餐。',
  },
  noteNoSwap: {
    en: 'Only a planned recipe can be swapped. Edit the note instead.',
    es: 'Solo se puede cambiar una receta planificada. Edita la nota en su lugar.',
    fr: 'Seule une recette prévue peut être échangée. Modifiez plutôt la note.',
    de: 'Nur ein geplantes Rezept lässt sich tauschen. Bearbeite stattdessen die Notiz.',
    zh: '只有已计划的食谱可以替换。请改为编辑备注。',
  },
  noOtherRecipe: {
    en: 'No other recipe fits your preferences for this meal.',
    es: 'Ninguna otra receta se ajusta a tus preferencias para esta comida.',
    fr: 'Aucune autre recette ne correspond à vos préférences pour ce repas.',
    de: 'Kein anderes Rezept passt zu deinen Vorlieben für diese Mahlzeit.',
    zh: '没有其他符合你偏好的食谱可用于这一餐。',
  },
  feedName: {
    en: 'Larder meal plan',
    es: 'Plan de comidas de Larder',
    fr: 'Planning des repas Larder',
    de: 'Larder-Essensplan',
    zh: 'Larder 膳食计划',
  },
  breakfast: { en: 'Breakfast', es: 'Desayuno', fr: 'Petit-déjeuner', de: 'Frühstück', zh: '早餐' },
  lunch: { en: 'Lunch', es: 'Almuerzo', fr: 'Déjeuner', de: 'Mittagessen', zh: '午餐' },
  dinner: { en: 'Dinner', es: 'Cena', fr: 'Dîner', de: 'Abendessen', zh: '晚餐' },
  snack: { en: 'Snack', es: 'Merienda', fr: 'Collation', de: 'Zwischenmahlzeit', zh: '加餐' },
  servings: {
    en: '{count} servings',
    es: '{count} raciones',
    fr: '{count} portions',
    de: '{count} Portionen',
    zh: '{count} 份',
  },
} satisfies Record<string, Record<Language, string>>;

export type MealPlanMessageKey = keyof typeof MESSAGES;

const catalogue = messageCatalogue(MESSAGES);
export const mealPlanMessage = catalogue.message;
export const mealPlanError = catalogue.error;

/** Every key in every language, for the test that checks none is missing or left untranslated. */
export const MEAL_PLAN_MESSAGE_TABLE: Readonly<Record<MealPlanMessageKey, Record<Language, string>>> =
  MESSAGES;
