import type { Language } from '@shared/contracts/settings';
import { messageCatalogue } from '../../platform/messages';

/** Texts of the shopping lists' errors and made-up names in the interface languages. */
const MESSAGES = {
  defaultListName: {
    en: 'Shopping list',
    es: 'Lista de la compra',
    fr: 'Liste de courses',
    de: 'Einkaufsliste',
    zh: '购物清单',
  },
  tooManyLists: {
    en: 'A household can keep up to {max} shopping lists. Delete one you no longer use first.',
    es: 'Un hogar puede tener hasta {max} listas de la compra. Borra primero una que ya no uses.',
    fr: 'Un foyer peut avoir jusqu’à {max} listes de courses. Supprimez d’abord une liste inutilisée.',
    de: 'Ein Haushalt kann bis zu {max} Einkaufslisten haben. Lösche zuerst eine, die du nicht mehr brauchst.',
    zh: '每个家庭最多可有 {max} 个购物清单。请先删除一个不再使用的清单。',
  },
  tooManyItems: {
    en: 'A list holds up to {max} items. Clear the ticked ones or start another list.',
    es: 'Una lista admite hasta {max} artículos. Quita los marcados o empieza otra lista.',
    fr: 'Une liste contient au plus {max} articles. Retirez les articles cochés ou créez une autre liste.',
    de: 'Eine Liste fasst bis zu {max} Einträge. Entferne die abgehakten oder lege eine neue Liste an.',
    zh: '每个清单最多 {max} 项。请清除已勾选的项目或新建一个清单。',
  },
  notTicked: {
    en: '“{name}” is not ticked. Tick what you bought, then put it in the pantry.',
    es: '«{name}» no está marcado. Marca lo que compraste y luego pásalo a la despensa.',
    fr: '« {name} » n’est pas coché. Cochez ce que vous avez acheté, puis rangez-le dans le garde-manger.',
    de: '„{name}“ ist nicht abgehakt. Hake ab, was du gekauft hast, und räume es dann in den Vorrat.',
    zh: '“{name}”尚未勾选。请先勾选已购买的物品，再放入食品柜。',
  },
  noAmount: {
    en: 'How much “{name}” did you buy? Give an amount to put it in the pantry.',
    es: '¿Cuánto «{name}» compraste? Indica una cantidad para pasarlo a la despensa.',
    fr: 'Quelle quantité de « {name} » avez-vous achetée ? Indiquez-la pour le ranger dans le garde-manger.',
    de: 'Wie viel „{name}“ hast du gekauft? Gib eine Menge an, um es in den Vorrat zu räumen.',
    zh: '你买了多少“{name}”？请填写数量后再放入食品柜。',
  },
  undoGone: {
    en: 'These items can no longer be put back on the list.',
    es: 'Estos artículos ya no se pueden devolver a la lista.',
    fr: 'Ces articles ne peuvent plus être remis sur la liste.',
    de: 'Diese Einträge lassen sich nicht mehr auf die Liste zurücklegen.',
    zh: '这些项目已无法放回清单。',
  },
  unknownRecipe: {
    en: 'One of the chosen recipes no longer exists.',
    es: 'Una de las recetas elegidas ya no existe.',
    fr: 'Une des recettes choisies n’existe plus.',
    de: 'Eines der gewählten Rezepte gibt es nicht mehr.',
    zh: '所选食谱中有一个已不存在。',
  },
} satisfies Record<string, Record<Language, string>>;

export type ShoppingMessageKey = keyof typeof MESSAGES;

const catalogue = messageCatalogue(MESSAGES);
export const shoppingMessage = catalogue.message;
export const shoppingError = catalogue.error;

/** Every key in every language, for the test that checks none is missing or left untranslated. */
export const SHOPPING_MESSAGE_TABLE: Readonly<Record<ShoppingMessageKey, Record<Language, string>>> =
  MESSAGES;
