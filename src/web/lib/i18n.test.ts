import { describe, expect, test } from 'vitest';
import { detectLanguage } from './i18n';

describe('language detection', () => {
  test('the stored setting wins over the browser', () => {
    expect(detectLanguage('de', ['fr-FR', 'en'])).toBe('de');
  });
  test('then the first supported browser language', () => {
    expect(detectLanguage(null, ['pt-BR', 'zh-CN', 'en'])).toBe('zh');
  });
  test('falls back to en', () => {
    expect(detectLanguage('xx', ['pt-BR'])).toBe('en');
  });
});
