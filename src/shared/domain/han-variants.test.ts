import { describe, expect, test } from 'vitest';
import { toSimplified } from './han-variants';

describe('traditional Chinese characters', () => {
  test('are read in their simplified forms, character by character', () => {
    expect(toSimplified('買了兩顆高麗菜和一盒雞蛋')).toBe('买了两颗高丽菜和一盒鸡蛋');
    expect(toSimplified('購物清單加上酪梨')).toBe('购物清单加上酪梨');
    expect(toSimplified('計時十分鐘')).toBe('计时十分钟');
  });

  test('leave simplified characters, other scripts and marks as they are', () => {
    expect(toSimplified('买了两升牛奶')).toBe('买了两升牛奶');
    expect(toSimplified('add 2 l milk, please!')).toBe('add 2 l milk, please!');
  });
});
