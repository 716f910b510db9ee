import type { Language } from '@shared/contracts/settings';
import type { ErrorCode } from '@shared/errors';
import { AppError } from './errors';

/** A feature's texts: each key in every interface language, "{name}" marking a placeholder. */
export type MessageTable<K extends string> = Record<K, Record<Language, string>>;
export type MessageParams = Record<string, string | number>;

/**
 * The text and error builders of one feature's message table: the text in a language with its
 * placeholders filled (an unknown placeholder stays as written), and an AppError carrying it (on
 * `path` too, for a form field).
 */
export function messageCatalogue<K extends string>(table: MessageTable<K>) {
  const message = (key: K, language: Language, params: MessageParams = {}): string =>
    table[key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
  const error = (
    code: ErrorCode,
    key: K,
    language: Language,
    params: MessageParams = {},
    path?: string,
  ): AppError => {
    const text = message(key, language, params);
    return new AppError(code, text, path === undefined ? undefined : [{ path, message: text }]);
  };
  return { message, error };
}
