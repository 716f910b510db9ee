import type { Language } from '@shared/settings-options';
import type { ErrorCode } from '@shared/errors';
import { AppError } from '../../platform/errors';

/** Texts of the recipes' errors in the interface languages (the error toast shows them as is). */
const MESSAGES = {
  libraryReadOnly: {
    en: 'Built-in recipes cannot be changed. Copy it to your recipes first, then edit the copy.',
    es: 'Las recetas incluidas no se pueden cambiar. Cópiala primero a tus recetas y edita la copia.',
    fr: 'Les recettes fournies ne peuvent pas être modifiées. Copiez-la d’abord dans vos recettes, puis modifiez la copie.',
    de: 'Mitgelieferte Rezepte lassen sich nicht ändern. Kopiere es zuerst in deine Rezepte und bearbeite die Kopie.',
    zh: '内置食谱无法修改。请先将其复制到你的食谱中，再编辑副本。',
  },
  imageMissing: {
    en: 'Please choose a picture to upload.',
    es: 'Elige una imagen para subir.',
    fr: 'Choisissez une image à envoyer.',
    de: 'Bitte wähle ein Bild zum Hochladen aus.',
    zh: '请选择要上传的图片。',
  },
  imageTooLarge: {
    en: 'The picture is larger than 5 MB.',
    es: 'La imagen ocupa más de 5 MB.',
    fr: 'L’image dépasse 5 Mo.',
    de: 'Das Bild ist größer als 5 MB.',
    zh: '图片超过 5 MB。',
  },
  imageNotMultipart: {
    en: 'Send the picture as a multipart/form-data upload.',
    es: 'Envía la imagen como una subida multipart/form-data.',
    fr: 'Envoyez l’image en multipart/form-data.',
    de: 'Sende das Bild als multipart/form-data-Upload.',
    zh: '请以 multipart/form-data 方式上传图片。',
  },
  imageUnreadable: {
    en: 'This file is not a picture Larder can read (JPEG, PNG, WebP, GIF, AVIF or HEIF).',
    es: 'Este archivo no es una imagen que Larder pueda leer (JPEG, PNG, WebP, GIF, AVIF o HEIF).',
    fr: 'Ce fichier n’est pas une image lisible par Larder (JPEG, PNG, WebP, GIF, AVIF ou HEIF).',
    de: 'Diese Datei ist kein Bild, das Larder lesen kann (JPEG, PNG, WebP, GIF, AVIF oder HEIF).',
    zh: '此文件不是 Larder 能读取的图片（JPEG、PNG、WebP、GIF、AVIF 或 HEIF）。',
  },
  archiveMissing: {
    en: 'Please choose a file to import.',
    es: 'Elige un archivo para importar.',
    fr: 'Choisissez un fichier à importer.',
    de: 'Bitte wähle eine Datei zum Importieren aus.',
    zh: '请选择要导入的文件。',
  },
  archiveTooLarge: {
    en: 'The file is larger than 50 MB.',
    es: 'El archivo ocupa más de 50 MB.',
    fr: 'Le fichier dépasse 50 Mo.',
    de: 'Die Datei ist größer als 50 MB.',
    zh: '文件超过 50 MB。',
  },
  archiveNotMultipart: {
    en: 'Send the file as a multipart/form-data upload.',
    es: 'Envía el archivo como una subida multipart/form-data.',
    fr: 'Envoyez le fichier en multipart/form-data.',
    de: 'Sende die Datei als multipart/form-data-Upload.',
    zh: '请以 multipart/form-data 方式上传文件。',
  },
  tooManyRecipes: {
    en: 'A household can keep at most {max} recipes.',
    es: 'Un hogar puede guardar como máximo {max} recetas.',
    fr: 'Un foyer peut garder au plus {max} recettes.',
    de: 'Ein Haushalt kann höchstens {max} Rezepte speichern.',
    zh: '每个家庭最多可保存 {max} 个食谱。',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type RecipeMessageKey = keyof typeof MESSAGES;
export const RECIPE_MESSAGES = MESSAGES;

export function recipeMessage(
  key: RecipeMessageKey,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function recipeError(code: ErrorCode, key: RecipeMessageKey, language: Language): AppError {
  return new AppError(code, recipeMessage(key, language));
}
