import { describe, expect, test } from 'vitest';
import { toSimplified } from './han-variants';

describe('traditional Chinese characters', () => {
  test('are read in their simplified forms, character by character', () => {
    expect(toSimplified('買了兩顆高麗菜和一盒雞蛋')).toBe('买了两颗高丽菜和一盒鸡蛋');
    expect(toSimplified('購物清單加上酪梨')).toBe('购物清单加上酪梨');
    expect(toSimplified('計時十分鐘')).toBe('计时十分钟');
  });

  test('cover the kitchen words of the word lists, with each traditional form of a character', () => {
    expect(toSimplified('用鑊炒菜')).toBe('用镬炒菜');
    expect(toSimplified('鐺')).toBe('铛');
    expect(toSimplified('絞肉機')).toBe('绞肉机');
    expect(toSimplified('鑄鐵鍋和膠袋')).toBe('铸铁锅和胶袋');
    expect(toSimplified('啟動華夫餅機')).toBe('启动华夫饼机');
    expect(toSimplified('麪粉、麵粉和澱粉')).toBe('面粉、面粉和淀粉');
    expect(toSimplified('頭髮和發酵')).toBe('头发和发酵');
    expect(toSimplified('蛋殼燙手')).toBe('蛋壳烫手');
  });

  test('leave simplified characters, other scripts and marks as they are', () => {
    expect(toSimplified('买了两升牛奶')).toBe('买了两升牛奶');
    expect(toSimplified('add 2 l milk, please!')).toBe('add 2 l milk, please!');
  });
});
