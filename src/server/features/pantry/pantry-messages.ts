import type { Language } from '@shared/contracts/settings';
import type { ErrorCode } from '@shared/errors';
import { AppError } from '../../platform/errors';

/**
 * Texts of the pantry's errors in the interface languages (the error toast shows them as is).
 * `{name}` placeholders are filled from the parameters; values are data (product names, units,
 * amounts), never translated.
 */
const MESSAGES = {
  unitMismatch: {
    en: '{product} is kept in {to}, and {from} cannot be converted to it. Add a conversion to the product first.',
    es: '{product} se guarda en {to} y {from} no se puede convertir. Añade primero una conversión al producto.',
    fr: '{product} est suivi en {to} et {from} ne peut pas être converti. Ajoutez d’abord une conversion au produit.',
    de: '{product} wird in {to} geführt, und {from} lässt sich nicht umrechnen. Lege zuerst eine Umrechnung beim Produkt an.',
    zh: '{product} 以 {to} 计量，无法从 {from} 换算。请先为该商品添加换算关系。',
  },
  unitChangeImpossible: {
    en: 'The stock of {product} cannot be converted from {from} to {to}.',
    es: 'Las existencias de {product} no se pueden convertir de {from} a {to}.',
    fr: 'Le stock de {product} ne peut pas être converti de {from} en {to}.',
    de: 'Der Bestand von {product} lässt sich nicht von {from} in {to} umrechnen.',
    zh: '{product} 的库存无法从 {from} 换算为 {to}。',
  },
  notEnoughStock: {
    en: 'There is only {available} {unit} of {product}.',
    es: 'Solo hay {available} {unit} de {product}.',
    fr: 'Il ne reste que {available} {unit} de {product}.',
    de: 'Es gibt nur {available} {unit} {product}.',
    zh: '{product} 只剩 {available} {unit}。',
  },
  outOfStock: {
    en: '{product} is out of stock.',
    es: '{product} está agotado.',
    fr: '{product} est en rupture de stock.',
    de: '{product} ist nicht mehr vorrätig.',
    zh: '{product} 已无库存。',
  },
  entryGone: {
    en: 'This item was used up or removed in the meantime.',
    es: 'Este artículo se ha gastado o eliminado mientras tanto.',
    fr: 'Cet article a été consommé ou supprimé entre-temps.',
    de: 'Dieser Artikel wurde inzwischen aufgebraucht oder entfernt.',
    zh: '该物品已在此期间用完或被删除。',
  },
  notThatMuch: {
    en: 'This item holds only {available} {unit}.',
    es: 'Este artículo solo contiene {available} {unit}.',
    fr: 'Cet article ne contient que {available} {unit}.',
    de: 'Dieser Artikel enthält nur {available} {unit}.',
    zh: '该物品只有 {available} {unit}。',
  },
  busy: {
    en: 'Someone else changed this stock at the same moment. Please try again.',
    es: 'Otra persona cambió estas existencias en el mismo momento. Inténtalo de nuevo.',
    fr: 'Quelqu’un d’autre a modifié ce stock au même moment. Veuillez réessayer.',
    de: 'Jemand anderes hat diesen Bestand im selben Moment geändert. Bitte versuche es erneut.',
    zh: '其他人同时修改了这些库存，请重试。',
  },
  cannotUndo: {
    en: 'This change can no longer be undone because the stock changed since',
    es: 'Este cambio ya no se puede deshacer porque las existencias han cambiado desde entonces',
    fr: 'Cette modification ne peut plus être annulée car le stock a changé depuis',
    de: 'Diese Änderung kann nicht mehr rückgängig gemacht werden, weil sich der Bestand seitdem geändert hat',
    zh: '此更改已无法撤销，因为库存此后已发生变化',
  },
  alreadyUndone: {
    en: 'This change has already been undone.',
    es: 'Este cambio ya se ha deshecho.',
    fr: 'Cette modification a déjà été annulée.',
    de: 'Diese Änderung wurde bereits rückgängig gemacht.',
    zh: '此更改已被撤销。',
  },
  locationHasStock: {
    en: 'This location still holds stock. Move it elsewhere or use it up first.',
    es: 'Esta ubicación todavía tiene existencias. Muévelas a otro sitio o gástalas primero.',
    fr: 'Cet emplacement contient encore du stock. Déplacez-le ou consommez-le d’abord.',
    de: 'An diesem Ort liegt noch Bestand. Verschiebe ihn zuerst oder brauche ihn auf.',
    zh: '该位置仍有库存，请先移走或用完。',
  },
  lastLocation: {
    en: 'A household needs at least one location.',
    es: 'Un hogar necesita al menos una ubicación.',
    fr: 'Un foyer a besoin d’au moins un emplacement.',
    de: 'Ein Haushalt braucht mindestens einen Ort.',
    zh: '一个家庭至少需要一个存放位置。',
  },
  tooManyLocations: {
    en: 'A household can have at most {max} locations.',
    es: 'Un hogar puede tener como máximo {max} ubicaciones.',
    fr: 'Un foyer peut avoir au plus {max} emplacements.',
    de: 'Ein Haushalt kann höchstens {max} Orte haben.',
    zh: '一个家庭最多可以有 {max} 个存放位置。',
  },
  barcodeTaken: {
    en: 'The barcode {code} already belongs to {product}.',
    es: 'El código de barras {code} ya pertenece a {product}.',
    fr: 'Le code-barres {code} appartient déjà à {product}.',
    de: 'Der Barcode {code} gehört bereits zu {product}.',
    zh: '条形码 {code} 已属于 {product}。',
  },
  barcodeJustTaken: {
    en: 'One of these barcodes was just given to another product. Please try again.',
    es: 'Uno de estos códigos de barras acaba de asignarse a otro producto. Inténtalo de nuevo.',
    fr: 'L’un de ces codes-barres vient d’être attribué à un autre produit. Veuillez réessayer.',
    de: 'Einer dieser Barcodes wurde gerade einem anderen Produkt zugeordnet. Bitte versuche es erneut.',
    zh: '其中一个条形码刚刚被分配给了另一个商品，请重试。',
  },
  barcodeUnknown: {
    en: 'No product has the barcode {code} yet.',
    es: 'Ningún producto tiene todavía el código de barras {code}.',
    fr: 'Aucun produit n’a encore le code-barres {code}.',
    de: 'Noch kein Produkt hat den Barcode {code}.',
    zh: '还没有商品使用条形码 {code}。',
  },
  duplicateBarcode: {
    en: 'The barcode {code} is listed twice.',
    es: 'El código de barras {code} aparece dos veces.',
    fr: 'Le code-barres {code} figure deux fois.',
    de: 'Der Barcode {code} steht doppelt in der Liste.',
    zh: '条形码 {code} 重复出现。',
  },
  alreadyOpened: {
    en: 'This item is already open.',
    es: 'Este artículo ya está abierto.',
    fr: 'Cet article est déjà ouvert.',
    de: 'Dieser Artikel ist bereits geöffnet.',
    zh: '该物品已经开封。',
  },
  alreadyThere: {
    en: 'This item is already in that location.',
    es: 'Este artículo ya está en esa ubicación.',
    fr: 'Cet article est déjà à cet emplacement.',
    de: 'Dieser Artikel ist bereits an diesem Ort.',
    zh: '该物品已经在这个位置。',
  },
  tooMuchStock: {
    en: 'That is more than one product can hold (at most {max} {unit}).',
    es: 'Es más de lo que puede contener un producto (como máximo {max} {unit}).',
    fr: 'C’est plus qu’un produit ne peut contenir (au plus {max} {unit}).',
    de: 'Das ist mehr, als ein Produkt fassen kann (höchstens {max} {unit}).',
    zh: '超出了单个商品的上限（最多 {max} {unit}）。',
  },
  nothingSelected: {
    en: 'None of the selected items has stock to change.',
    es: 'Ninguno de los artículos seleccionados tiene existencias que cambiar.',
    fr: 'Aucun des articles sélectionnés n’a de stock à modifier.',
    de: 'Keiner der ausgewählten Artikel hat Bestand, der sich ändern ließe.',
    zh: '所选物品都没有可更改的库存。',
  },
  quickAdd: {
    en: 'Type what you bought, for example "2 l milk"',
    es: 'Escribe lo que has comprado, por ejemplo "2 l leche"',
    fr: 'Tapez ce que vous avez acheté, par exemple « 2 l lait »',
    de: 'Tippe ein, was du gekauft hast, zum Beispiel „2 l Milch“',
    zh: '输入你买了什么，例如“2 升牛奶”',
  },
  negativeAmount: {
    en: '"{amount}" is a negative amount. Type what you bought, for example "2 l milk"; to take something out, use consume.',
    es: '"{amount}" es una cantidad negativa. Escribe lo que has comprado, por ejemplo "2 l leche"; para sacar algo, usa consumir.',
    fr: '« {amount} » est une quantité négative. Tapez ce que vous avez acheté, par exemple « 2 l lait » ; pour retirer quelque chose, utilisez consommer.',
    de: '„{amount}“ ist eine negative Menge. Tippe ein, was du gekauft hast, zum Beispiel „2 l Milch“; zum Entnehmen nutze „Verbrauchen“.',
    zh: '“{amount}”是负数数量。请输入你买了什么，例如“2 升牛奶”；要取出物品，请使用“消耗”。',
  },
  notAnAmount: {
    en: '"{amount}" is not an amount we can use. Write it with digits, such as 2, 1.5 or 1/2.',
    es: '"{amount}" no es una cantidad que podamos usar. Escríbela con cifras, como 2, 1,5 o 1/2.',
    fr: '« {amount} » n’est pas une quantité utilisable. Écrivez-la en chiffres, comme 2, 1,5 ou 1/2.',
    de: '„{amount}“ ist keine verwendbare Menge. Schreibe sie mit Ziffern, etwa 2, 1,5 oder 1/2.',
    zh: '“{amount}”不是可用的数量。请用数字书写，例如 2、1.5 或 1/2。',
  },
  imageUnreadable: {
    en: 'This file is not a picture we can read. Please choose a JPEG, PNG, WebP, GIF or AVIF image.',
    es: 'Este archivo no es una imagen que podamos leer. Elige una imagen JPEG, PNG, WebP, GIF o AVIF.',
    fr: 'Ce fichier n’est pas une image lisible. Choisissez une image JPEG, PNG, WebP, GIF ou AVIF.',
    de: 'Diese Datei ist kein lesbares Bild. Bitte wähle ein JPEG-, PNG-, WebP-, GIF- oder AVIF-Bild.',
    zh: '无法读取此文件中的图片。请选择 JPEG、PNG、WebP、GIF 或 AVIF 格式的图片。',
  },
  imageMissing: {
    en: 'Please choose a picture to upload.',
    es: 'Elige una imagen para subir.',
    fr: 'Veuillez choisir une image à envoyer.',
    de: 'Bitte wähle ein Bild zum Hochladen.',
    zh: '请选择要上传的图片。',
  },
  imageTooLarge: {
    en: 'The picture is too large. The limit is 5 MB.',
    es: 'La imagen es demasiado grande. El límite es de 5 MB.',
    fr: 'L’image est trop volumineuse. La limite est de 5 Mo.',
    de: 'Das Bild ist zu groß. Die Grenze liegt bei 5 MB.',
    zh: '图片太大，上限为 5 MB。',
  },
  imageNotMultipart: {
    en: 'Send the picture as a multipart/form-data upload.',
    es: 'Envía la imagen como una subida multipart/form-data.',
    fr: 'Envoyez l’image sous forme de téléversement multipart/form-data.',
    de: 'Sende das Bild als multipart/form-data-Upload.',
    zh: '请以 multipart/form-data 方式上传图片。',
  },
} satisfies Record<string, Record<Language, string>>;

export type PantryMessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

export function pantryMessage(key: PantryMessageKey, language: Language, params: MessageParams = {}): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** An AppError whose text is the pantry message in the caller's language; `path` adds a field detail. */
export function pantryError(
  code: ErrorCode,
  key: PantryMessageKey,
  language: Language,
  params: MessageParams = {},
  path?: string,
): AppError {
  const message = pantryMessage(key, language, params);
  return new AppError(code, message, path === undefined ? undefined : [{ path, message }]);
}

/** Every key in every language, for the test that checks none is missing or left untranslated. */
export const PANTRY_MESSAGE_TABLE: Readonly<Record<PantryMessageKey, Record<Language, string>>> = MESSAGES;
