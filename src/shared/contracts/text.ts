import { z } from 'zod';
import {
  ID_PATTERN,
  TEXT_MESSAGES,
  isMultilineText,
  isSingleLineText,
  replaceUnstorable,
} from '../text-messages';

export { TEXT_MESSAGES };

/**
 * The building blocks of every text and id a request carries. Whatever passes them can be stored
 * as it is by SQLite and PostgreSQL alike (PostgreSQL refuses NUL in text, and a lone surrogate
 * has no UTF-8 form), and text that looks the same compares the same (Unicode NFC: "é" typed as
 * one character or as e + accent). Build fields from these, never from a bare z.string().
 */

type StringParams = Parameters<typeof z.string>[0];

/** One line: names, titles, search queries. Trimmed, NFC, no control characters (tab and newline included). */
export const singleLineText = (params?: StringParams) =>
  z.string(params).trim().normalize('NFC').refine(isSingleLineText, TEXT_MESSAGES.singleLine);

/** Several lines: notes, steps, pasted lists. Trimmed, NFC; tab and line breaks are fine, other controls are not. */
export const multilineText = (params?: StringParams) =>
  z.string(params).trim().normalize('NFC').refine(isMultilineText, TEXT_MESSAGES.controlCharacters);

/**
 * Text kept exactly as typed (passwords, tokens, opaque values): only the characters that can never
 * be stored are refused, nothing is trimmed or normalised.
 */
export const exactText = (params?: StringParams) =>
  z.string(params).refine(isSingleLineText, TEXT_MESSAGES.singleLine);

/**
 * Text kept as received, with what cannot be stored replaced by U+FFFD instead of refused: error
 * reports from browsers, which must not be lost (nor sent again and again) over one odd character.
 */
export const receivedText = (params?: StringParams) => z.string(params).overwrite(replaceUnstorable);

/** A row id (UUIDv7), a slug or a token id: letters, digits, '-' and '_'. */
export const IdSchema = z.string().min(1).max(64).regex(ID_PATTERN, TEXT_MESSAGES.invalidId);
export const IdParamsSchema = z.object({ id: IdSchema });
