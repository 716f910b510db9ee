import type { Language } from '@shared/contracts/settings';

/** Texts of the avatar errors in the interface languages (the error toast shows them as is). */
const MESSAGES = {
  unreadableImage: {
    en: 'This file is not a picture we can read. Please choose a JPEG, PNG, WebP, GIF or AVIF image.',
    es: 'Este archivo no es una imagen que podamos leer. Elige una imagen JPEG, PNG, WebP, GIF o AVIF.',
    fr: "Ce fichier n'est pas une image lisible. Choisissez une image JPEG, PNG, WebP, GIF ou AVIF.",
    de: 'Diese Datei ist kein lesbares Bild. Bitte wähle ein JPEG-, PNG-, WebP-, GIF- oder AVIF-Bild.',
    zh: '无法读取此文件中的图片。请选择 JPEG、PNG、WebP、GIF 或 AVIF 格式的图片。',
  },
  noFile: {
    en: 'Please choose a picture to upload.',
    es: 'Elige una imagen para subir.',
    fr: 'Veuillez choisir une image à envoyer.',
    de: 'Bitte wähle ein Bild zum Hochladen.',
    zh: '请选择要上传的图片。',
  },
  tooLarge: {
    en: 'The picture is too large. The limit is 5 MB.',
    es: 'La imagen es demasiado grande. El límite es de 5 MB.',
    fr: "L'image est trop volumineuse. La limite est de 5 Mo.",
    de: 'Das Bild ist zu groß. Die Grenze liegt bei 5 MB.',
    zh: '图片太大，上限为 5 MB。',
  },
  notMultipart: {
    en: 'Send the picture as a multipart/form-data upload.',
    es: 'Envía la imagen como una subida multipart/form-data.',
    fr: "Envoyez l'image sous forme de téléversement multipart/form-data.",
    de: 'Sende das Bild als multipart/form-data-Upload.',
    zh: '请以 multipart/form-data 方式上传图片。',
  },
} satisfies Record<string, Record<Language, string>>;

export type ProfileMessageKey = keyof typeof MESSAGES;

export function profileMessage(key: ProfileMessageKey, language: Language): string {
  return MESSAGES[key][language];
}
