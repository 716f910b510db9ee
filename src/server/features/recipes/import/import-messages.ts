import type { Language } from '@shared/contracts/settings';
import type { ErrorCode } from '@shared/errors';
import { AppError } from '../../../platform/errors';

/**
 * Why an import was refused or failed. The fetcher, the page extractor and the archive reader
 * throw these; an archive also lists them as the reason of each recipe it could not read.
 */
export const RECIPE_IMPORT_ERROR_KINDS = [
  'invalidUrl',
  'blockedAddress',
  'tooManyRedirects',
  'tooLarge',
  'timeout',
  'unreachable',
  'httpStatus',
  'notHtml',
  'notImage',
  'noRecipe',
  'badArchive',
  'archiveTooLarge',
  'badRecipe',
  'tooManyRecipes',
] as const;
export type RecipeImportErrorKind = (typeof RECIPE_IMPORT_ERROR_KINDS)[number];

/** Values some messages show: the HTTP status, the size limit, the content type received. */
export type RecipeImportErrorDetails = {
  status?: number;
  maxBytes?: number;
  contentType?: string;
  maxRecipes?: number;
};

/** The one error type of the import machinery; `kind` says what went wrong, in words a user can act on. */
export class RecipeImportError extends Error {
  constructor(
    readonly kind: RecipeImportErrorKind,
    readonly details: RecipeImportErrorDetails = {},
    options?: { cause?: unknown },
  ) {
    super(importErrorMessage(kind, 'en', details), options);
    this.name = 'RecipeImportError';
  }
}

/**
 * The API code each kind answers with. Whatever the other site does (slow, down, too big, not a
 * page) the user's request could not be carried out as asked: a 4xx with the reason in words,
 * never a 5xx, which would say that Larder itself failed. Only an upload over its limit is 413.
 */
const ERROR_CODES: Record<RecipeImportErrorKind, ErrorCode> = {
  invalidUrl: 'VALIDATION_FAILED',
  blockedAddress: 'BAD_REQUEST',
  tooManyRedirects: 'BAD_REQUEST',
  tooLarge: 'BAD_REQUEST',
  timeout: 'BAD_REQUEST',
  unreachable: 'BAD_REQUEST',
  httpStatus: 'BAD_REQUEST',
  notHtml: 'BAD_REQUEST',
  notImage: 'BAD_REQUEST',
  noRecipe: 'BAD_REQUEST',
  badArchive: 'BAD_REQUEST',
  archiveTooLarge: 'PAYLOAD_TOO_LARGE',
  badRecipe: 'BAD_REQUEST',
  tooManyRecipes: 'BAD_REQUEST',
};

type Texts = Record<Language, string>;

/**
 * The texts, in the interface languages. `{status}`, `{size}`, `{type}` and `{count}` are filled
 * from the details; a text with a placeholder has a plainer twin (`…Plain`) for when the value is
 * unknown.
 */
const MESSAGES: Record<RecipeImportErrorKind, Texts> & Record<string, Texts> = {
  invalidUrl: {
    en: 'That is not a web address Larder can open. Use a link that starts with http:// or https://, without a user name or password in it.',
    es: 'Esa no es una dirección web que Larder pueda abrir. Usa un enlace que empiece por http:// o https://, sin nombre de usuario ni contraseña.',
    fr: 'Ce n’est pas une adresse web que Larder peut ouvrir. Utilisez un lien qui commence par http:// ou https://, sans nom d’utilisateur ni mot de passe.',
    de: 'Das ist keine Webadresse, die Larder öffnen kann. Verwende einen Link, der mit http:// oder https:// beginnt, ohne Benutzernamen oder Passwort.',
    zh: 'Larder 无法打开这个网址。请使用以 http:// 或 https:// 开头、且不含用户名或密码的链接。',
  },
  blockedAddress: {
    en: 'That address is on a private network, so Larder will not fetch it.',
    es: 'Esa dirección está en una red privada, así que Larder no la abrirá.',
    fr: 'Cette adresse se trouve sur un réseau privé : Larder ne la chargera pas.',
    de: 'Diese Adresse liegt in einem privaten Netzwerk, deshalb ruft Larder sie nicht ab.',
    zh: '该地址位于私有网络中，Larder 不会访问它。',
  },
  tooManyRedirects: {
    en: 'That link forwards to another address too many times, so Larder stopped following it.',
    es: 'Ese enlace redirige a otra dirección demasiadas veces, así que Larder dejó de seguirlo.',
    fr: 'Ce lien redirige trop de fois vers une autre adresse : Larder a arrêté de le suivre.',
    de: 'Dieser Link leitet zu oft auf eine andere Adresse weiter, deshalb folgt Larder ihm nicht mehr.',
    zh: '该链接重定向次数过多，Larder 已停止跟随。',
  },
  tooLarge: {
    en: 'That page is too large to import (more than {size}).',
    es: 'Esa página es demasiado grande para importarla (más de {size}).',
    fr: 'Cette page est trop volumineuse pour être importée (plus de {size}).',
    de: 'Diese Seite ist zu groß für den Import (mehr als {size}).',
    zh: '该页面太大，无法导入（超过 {size}）。',
  },
  tooLargePlain: {
    en: 'That page is too large to import.',
    es: 'Esa página es demasiado grande para importarla.',
    fr: 'Cette page est trop volumineuse pour être importée.',
    de: 'Diese Seite ist zu groß für den Import.',
    zh: '该页面太大，无法导入。',
  },
  timeout: {
    en: 'The site took too long to answer. Please try again later.',
    es: 'El sitio tardó demasiado en responder. Inténtalo de nuevo más tarde.',
    fr: 'Le site a mis trop de temps à répondre. Veuillez réessayer plus tard.',
    de: 'Die Website hat zu lange für eine Antwort gebraucht. Bitte versuche es später erneut.',
    zh: '该网站响应时间过长，请稍后再试。',
  },
  unreachable: {
    en: 'Larder could not reach that site. Check the address and try again.',
    es: 'Larder no pudo conectar con ese sitio. Comprueba la dirección e inténtalo de nuevo.',
    fr: 'Larder n’a pas pu joindre ce site. Vérifiez l’adresse et réessayez.',
    de: 'Larder konnte diese Website nicht erreichen. Prüfe die Adresse und versuche es erneut.',
    zh: 'Larder 无法连接到该网站。请检查地址后重试。',
  },
  httpStatus: {
    en: 'The site answered with an error (HTTP {status}), so there was no page to import.',
    es: 'El sitio respondió con un error (HTTP {status}), así que no había ninguna página que importar.',
    fr: 'Le site a répondu par une erreur (HTTP {status}) : il n’y avait aucune page à importer.',
    de: 'Die Website hat mit einem Fehler geantwortet (HTTP {status}), daher gab es keine Seite zum Importieren.',
    zh: '该网站返回了错误（HTTP {status}），没有可导入的页面。',
  },
  httpStatusPlain: {
    en: 'The site answered with an error, so there was no page to import.',
    es: 'El sitio respondió con un error, así que no había ninguna página que importar.',
    fr: 'Le site a répondu par une erreur : il n’y avait aucune page à importer.',
    de: 'Die Website hat mit einem Fehler geantwortet, daher gab es keine Seite zum Importieren.',
    zh: '该网站返回了错误，没有可导入的页面。',
  },
  notHtml: {
    en: 'That link does not lead to a web page (it is {type}). Use the link of the recipe page itself.',
    es: 'Ese enlace no lleva a una página web (es {type}). Usa el enlace de la página de la receta.',
    fr: 'Ce lien ne mène pas à une page web (c’est {type}). Utilisez le lien de la page de la recette elle-même.',
    de: 'Dieser Link führt nicht zu einer Webseite (sondern zu {type}). Verwende den Link der Rezeptseite selbst.',
    zh: '该链接指向的不是网页（而是 {type}）。请使用食谱页面本身的链接。',
  },
  notHtmlPlain: {
    en: 'That link does not lead to a web page. Use the link of the recipe page itself.',
    es: 'Ese enlace no lleva a una página web. Usa el enlace de la página de la receta.',
    fr: 'Ce lien ne mène pas à une page web. Utilisez le lien de la page de la recette elle-même.',
    de: 'Dieser Link führt nicht zu einer Webseite. Verwende den Link der Rezeptseite selbst.',
    zh: '该链接指向的不是网页。请使用食谱页面本身的链接。',
  },
  notImage: {
    en: 'That link does not lead to a picture.',
    es: 'Ese enlace no lleva a una imagen.',
    fr: 'Ce lien ne mène pas à une image.',
    de: 'Dieser Link führt nicht zu einem Bild.',
    zh: '该链接指向的不是图片。',
  },
  noRecipe: {
    en: 'Larder found no recipe there. You can paste the recipe’s text instead.',
    es: 'Larder no encontró ninguna receta ahí. Puedes pegar el texto de la receta.',
    fr: 'Larder n’y a trouvé aucune recette. Vous pouvez coller le texte de la recette à la place.',
    de: 'Larder hat dort kein Rezept gefunden. Du kannst stattdessen den Text des Rezepts einfügen.',
    zh: 'Larder 在那里没有找到食谱。你可以改为粘贴食谱文字。',
  },
  badArchive: {
    en: 'Larder could not read this file. It reads exports from Mealie (.zip) and Paprika (.paprikarecipes), and schema.org recipe files (.json or a .zip of them).',
    es: 'Larder no pudo leer este archivo. Lee exportaciones de Mealie (.zip) y Paprika (.paprikarecipes), y archivos de recetas schema.org (.json o un .zip con ellos).',
    fr: 'Larder n’a pas pu lire ce fichier. Il lit les exports de Mealie (.zip) et de Paprika (.paprikarecipes), ainsi que les fichiers de recettes schema.org (.json ou un .zip qui en contient).',
    de: 'Larder konnte diese Datei nicht lesen. Gelesen werden Exporte aus Mealie (.zip) und Paprika (.paprikarecipes) sowie schema.org-Rezeptdateien (.json oder ein .zip davon).',
    zh: 'Larder 无法读取此文件。支持 Mealie 导出（.zip）、Paprika 导出（.paprikarecipes）以及 schema.org 食谱文件（.json 或包含它们的 .zip）。',
  },
  archiveTooLarge: {
    en: 'This export unpacks to more than {size}, more than Larder imports at once.',
    es: 'Esta exportación ocupa más de {size} descomprimida, más de lo que Larder importa de una vez.',
    fr: 'Cet export dépasse {size} une fois décompressé, plus que ce que Larder importe en une fois.',
    de: 'Dieser Export ist entpackt größer als {size}, mehr als Larder auf einmal importiert.',
    zh: '此导出文件解压后超过 {size}，超出了 Larder 单次导入的上限。',
  },
  archiveTooLargePlain: {
    en: 'This export is larger than Larder imports at once.',
    es: 'Esta exportación es más grande de lo que Larder importa de una vez.',
    fr: 'Cet export est plus volumineux que ce que Larder importe en une fois.',
    de: 'Dieser Export ist größer, als Larder auf einmal importiert.',
    zh: '此导出文件超出了 Larder 单次导入的上限。',
  },
  badRecipe: {
    en: 'This recipe could not be read: it has no title, or its data is damaged.',
    es: 'No se pudo leer esta receta: no tiene título o sus datos están dañados.',
    fr: 'Cette recette n’a pas pu être lue : elle n’a pas de titre ou ses données sont endommagées.',
    de: 'Dieses Rezept konnte nicht gelesen werden: Es hat keinen Titel oder seine Daten sind beschädigt.',
    zh: '无法读取此食谱：它没有标题，或数据已损坏。',
  },
  tooManyRecipes: {
    en: 'Not imported: Larder imports at most {count} recipes at once.',
    es: 'No importada: Larder importa como máximo {count} recetas de una vez.',
    fr: 'Non importée : Larder importe au plus {count} recettes en une fois.',
    de: 'Nicht importiert: Larder importiert höchstens {count} Rezepte auf einmal.',
    zh: '未导入：Larder 单次最多导入 {count} 个食谱。',
  },
  tooManyRecipesPlain: {
    en: 'Not imported: this export holds more recipes than Larder imports at once.',
    es: 'No importada: esta exportación contiene más recetas de las que Larder importa de una vez.',
    fr: 'Non importée : cet export contient plus de recettes que Larder n’en importe en une fois.',
    de: 'Nicht importiert: Dieser Export enthält mehr Rezepte, als Larder auf einmal importiert.',
    zh: '未导入：此导出文件包含的食谱数量超出了 Larder 单次导入的上限。',
  },
};

/** "5 MB", "512 KB": a size as people read it (the unit is the same in all five languages). */
function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The MIME type without its parameters ("application/pdf"): naming it in words would need grammar per language. */
function formatType(contentType: string): string {
  return contentType.split(';')[0]!.trim() || '?';
}

/**
 * The message for a failed import in the reader's language. Unknown kinds (a reason string from
 * elsewhere) fall back to the "could not be read" text rather than showing a code.
 */
export function importErrorMessage(
  kind: RecipeImportErrorKind | string,
  language: Language,
  details: RecipeImportErrorDetails = {},
): string {
  const values: Record<string, string | undefined> = {
    status: details.status !== undefined ? String(details.status) : undefined,
    size: details.maxBytes !== undefined ? formatSize(details.maxBytes) : undefined,
    type: details.contentType ? formatType(details.contentType) : undefined,
    count: details.maxRecipes !== undefined ? String(details.maxRecipes) : undefined,
  };
  const texts = MESSAGES[kind] ?? MESSAGES.badRecipe;
  const template = texts[language];
  const needed = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  if (needed.some((name) => values[name] === undefined)) {
    const plain = MESSAGES[`${kind}Plain`];
    if (plain) return plain[language];
  }
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** True for the kinds listed above (a `failed` reason from an archive is one of them). */
export function isRecipeImportErrorKind(value: string): value is RecipeImportErrorKind {
  return (RECIPE_IMPORT_ERROR_KINDS as readonly string[]).includes(value);
}

/** The API error a route answers with: the code the kind maps to and the message in the caller's language. */
export function toImportAppError(error: RecipeImportError, language: Language): AppError {
  return new AppError(ERROR_CODES[error.kind], importErrorMessage(error.kind, language, error.details));
}
