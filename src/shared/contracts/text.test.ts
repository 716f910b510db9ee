import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../settings-options';
import { replaceUnstorable, translateTextMessage } from '../text-messages';
import { IdSchema, TEXT_MESSAGES, exactText, multilineText, receivedText, singleLineText } from './text';

/** What PostgreSQL cannot store in text, or what has no UTF-8 form. */
const unstorable = (s: string) => s.includes('\u0000') || /\p{Cs}/u.test(s);
const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('one-line text', () => {
  const schema = singleLineText().min(1).max(100);

  test.each([
    ['NUL', 'milk\u0000'],
    ['escape', 'milk\u001b[31m'],
    ['DEL', 'mi\u007flk'],
    ['C1 control', 'milk\u0085'],
    ['tab', 'oat\tmilk'],
    ['line break', 'oat\nmilk'],
    ['lone high surrogate', 'milk\ud800'],
    ['lone low surrogate', '\udfffmilk'],
  ])('refuses a %s with the shared message', (_name, value) => {
    expect(firstMessage(schema.safeParse(value))).toBe(TEXT_MESSAGES.singleLine);
  });

  test('keeps what people type: accents, CJK, emoji, punctuation', () => {
    for (const value of ['Crème fraîche', '牛奶', 'Jalapeño 🌶️', "Ben & Jerry's (1/2)", 'Ämmer – Brot'])
      expect(schema.parse(value)).toBe(value);
  });

  test('trims, and the same-looking text is the same text (NFC)', () => {
    const composed = schema.parse('  Cr\u00e8me ');
    const decomposed = schema.parse('Cre\u0300me');
    expect(composed).toBe('Crème');
    expect(decomposed).toBe(composed);
  });

  test('whatever passes can be stored, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => {
        const result = singleLineText().safeParse(value);
        if (result.success) {
          expect(unstorable(result.data)).toBe(false);
          expect(/\p{Cc}/u.test(result.data)).toBe(false);
        } else {
          expect(firstMessage(result)).toBe(TEXT_MESSAGES.singleLine);
        }
      }),
    );
  });
});

describe('multi-line text', () => {
  test('keeps tabs and line breaks, refuses other controls', () => {
    expect(multilineText().parse('Step 1:\tchop\r\nStep 2: fry\n')).toBe('Step 1:\tchop\r\nStep 2: fry');
    expect(firstMessage(multilineText().safeParse('a\u0000b'))).toBe(TEXT_MESSAGES.controlCharacters);
    expect(firstMessage(multilineText().safeParse('a\u000bb'))).toBe(TEXT_MESSAGES.controlCharacters);
  });

  test('whatever passes can be stored', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => {
        const result = multilineText().safeParse(value);
        if (result.success) expect(unstorable(result.data)).toBe(false);
      }),
    );
  });
});

describe('exact and received text', () => {
  test('exact text is kept untrimmed but refuses NUL', () => {
    expect(exactText().parse('  pass word ')).toBe('  pass word ');
    expect(exactText().safeParse('tok\u0000en').success).toBe(false);
  });

  test('received text replaces what cannot be stored instead of refusing it', () => {
    expect(receivedText().parse('TypeError\u0000 at\tline\ud800 1')).toBe('TypeError\ufffd at\tline\ufffd 1');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => {
        expect(unstorable(replaceUnstorable(value))).toBe(false);
      }),
    );
  });
});

describe('ids', () => {
  test('a UUID, a slug or a base64url token is an id; NUL, slashes, dots and spaces are not', () => {
    for (const id of ['019a0c4e-7b7e-7c1a-9f00-0123456789ab', 'air-fryer', 'aGVsbG8_d29ybGQ'])
      expect(IdSchema.parse(id)).toBe(id);
    for (const id of ['\u0000', 'abc\u0000', '../etc', 'a b', 'a.b', '', 'x'.repeat(65)])
      expect(IdSchema.safeParse(id).success).toBe(false);
    expect(firstMessage(IdSchema.safeParse('abc\u0000'))).toBe(TEXT_MESSAGES.invalidId);
  });
});

describe('the messages', () => {
  test('exist in every interface language, and unknown texts are left to the caller', () => {
    for (const message of Object.values(TEXT_MESSAGES)) {
      const translations = LANGUAGES.map((lang) => translateTextMessage(message, lang));
      expect(translations[0]).toBe(message);
      expect(new Set(translations).size).toBe(LANGUAGES.length);
    }
    expect(translateTextMessage(TEXT_MESSAGES.invalidId, 'fr-CA')).toBe('Cet identifiant n’est pas valide');
    expect(translateTextMessage('Something else', 'de')).toBeNull();
  });
});
