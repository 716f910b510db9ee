import type { Language } from './settings-options';

/**
 * What may be stored as text, and the messages of the shared text and id schemas
 * (contracts/text.ts), as plain data without zod: the server answers these messages in the
 * caller's language and the web app shows them in the reader's, from this one table.
 */

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * The index of the first character a field may not store, or -1: a C0 or C1 control character or
 * DEL (tab and line breaks too, unless `allowLines`), or a UTF-16 surrogate that is not half of a
 * pair. Such text has no place in a name, and PostgreSQL refuses NUL and lone surrogates outright.
 */
function firstUnstorable(value: string, allowLines: boolean, from = 0): number {
  for (let i = from; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20) {
      if (allowLines && (c === TAB || c === LINE_FEED || c === CARRIAGE_RETURN)) continue;
      return i;
    }
    if (c >= 0x7f && c <= 0x9f) return i;
    if (c >= 0xd800 && c <= 0xdfff) {
      const next = value.charCodeAt(i + 1);
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) i += 1;
      else return i;
    }
  }
  return -1;
}

/** True when a one-line field may store this text: no control characters at all, tab and newline included. */
export function isSingleLineText(value: string): boolean {
  return firstUnstorable(value, false) === -1;
}

/** True when a multi-line field may store this text: tab and line breaks are fine, other controls are not. */
export function isMultilineText(value: string): boolean {
  return firstUnstorable(value, true) === -1;
}

/**
 * The text with every character a multi-line field refuses replaced by U+FFFD (or `replacement`),
 * for what is kept as received rather than refused (error reports from browsers, imported pages).
 */
export function replaceUnstorable(value: string, replacement = '\ufffd'): string {
  let at = firstUnstorable(value, true);
  if (at === -1) return value;
  let out = '';
  let from = 0;
  while (at !== -1) {
    out += value.slice(from, at) + replacement;
    from = at + 1;
    at = firstUnstorable(value, true, from);
  }
  return out + value.slice(from);
}

/** Ids are UUIDs, slugs or tokens: letters, digits, '-' and '_' only. */
export const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

export const TEXT_MESSAGES = {
  singleLine: 'Use one line of text, without tabs, line breaks or control characters',
  controlCharacters: 'Remove the control characters from this text',
  invalidId: 'This is not a valid id',
} as const;
type TextMessageKey = keyof typeof TEXT_MESSAGES;

const TRANSLATIONS: Record<Exclude<Language, 'en'>, Record<TextMessageKey, string>> = {
  es: {
    singleLine: 'Usa una sola línea de texto, sin tabulaciones, saltos de línea ni caracteres de control',
    controlCharacters: 'Quita los caracteres de control de este texto',
    invalidId: 'Este identificador no es válido',
  },
  fr: {
    singleLine:
      'Utilisez une seule ligne de texte, sans tabulations, retours à la ligne ni caractères de contrôle',
    controlCharacters: 'Retirez les caractères de contrôle de ce texte',
    invalidId: 'Cet identifiant n’est pas valide',
  },
  de: {
    singleLine: 'Verwende eine einzige Textzeile, ohne Tabulatoren, Zeilenumbrüche oder Steuerzeichen',
    controlCharacters: 'Entferne die Steuerzeichen aus diesem Text',
    invalidId: 'Diese ID ist ungültig',
  },
  zh: {
    singleLine: '请只输入一行文字，不要包含制表符、换行符或控制字符',
    controlCharacters: '请删除文本中的控制字符',
    invalidId: '这不是有效的 ID',
  },
};

const KEY_BY_MESSAGE = new Map<string, TextMessageKey>(
  Object.entries(TEXT_MESSAGES).map(([key, message]) => [message, key as TextMessageKey]),
);

/** One of the messages above in `language`; null for any other text. */
export function translateTextMessage(message: string, language: string): string | null {
  const key = KEY_BY_MESSAGE.get(message);
  if (!key) return null;
  const lang = language.slice(0, 2) as Language;
  return lang === 'en' || !(lang in TRANSLATIONS)
    ? message
    : TRANSLATIONS[lang as Exclude<Language, 'en'>][key];
}
