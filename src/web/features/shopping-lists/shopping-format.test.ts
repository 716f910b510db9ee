import { beforeAll, describe, expect, test } from 'vitest';
import { createTestI18n } from '../../../../tests/web';
import { applyPending, groupByAisle } from './list-state';
import { detail, item, queuedAdd, queuedTick, summary } from './shopping-fixtures';
import { shareText } from './shopping-format';

const list = summary({ name: 'Weekly shop', store: 'Corner shop' });
const potatoes = item({ id: 'i1', name: 'potatoes', quantity: 2, unit: 'kg', category: 'produce' });
const milk = item({
  id: 'i2',
  name: 'Milk',
  quantity: 1.5,
  unit: 'l',
  category: 'dairy',
  note: 'oat,\nunsweetened',
});
const lemons = item({ id: 'i3', name: 'lemons', quantity: 3, unit: null, category: 'produce' });
const salt = item({ id: 'i4', name: 'salt', quantity: null, unit: null, category: 'pantry' });
const bread = item({
  id: 'i5',
  name: 'bread',
  category: 'pantry',
  checked: true,
  checkedAt: '2026-11-22T10:05:00.000Z',
});

let i18n: ReturnType<typeof createTestI18n>;
beforeAll(() => {
  i18n = createTestI18n({ namespaces: ['shopping-lists', 'pantry'] });
});

describe('sharing the list as text', () => {
  test('gives the name and shop, then what is left to buy under each aisle in walking order', () => {
    const text = shareText(i18n.getFixedT('en'), 'en', detail(list, [potatoes, milk, salt, lemons, bread]));
    expect(text).toBe(
      [
        'Weekly shop (Corner shop)',
        '',
        'Fruit & vegetables',
        '- 2 kg potatoes',
        '- 3 lemons',
        '',
        'Dairy & eggs',
        '- 1.5 l Milk — oat, unsweetened',
        '',
        'Dry goods & tins',
        '- salt',
      ].join('\n'),
    );
  });

  test('in the reader language, with its number format', () => {
    const text = shareText(i18n.getFixedT('de'), 'de', detail(summary({ name: 'Wocheneinkauf' }), [milk]));
    expect(text).toBe('Wocheneinkauf\n\nMilchprodukte und Eier\n- 1,5 l Milk — oat, unsweetened');
  });

  test('says when everything is bought', () => {
    expect(shareText(i18n.getFixedT('en'), 'en', detail(summary(), [bread]))).toBe(
      'Weekly shop\n\nEverything is bought.',
    );
  });
});

describe('the list on screen', () => {
  test('groups by aisle in the order given, ticked items apart', () => {
    const { aisles, basket } = groupByAisle(
      detail(list, [milk, potatoes, bread, salt], ['pantry', 'dairy', 'produce']),
    );
    expect(aisles.map((group) => [group.aisle, group.items.map((i) => i.name)])).toEqual([
      ['pantry', ['salt']],
      ['dairy', ['Milk']],
      ['produce', ['potatoes']],
    ]);
    expect(basket.map((i) => i.name)).toEqual(['bread']);
  });

  test('shows pending changes on top of the server list, and applying them twice changes nothing more', () => {
    const server = detail(list, [milk, potatoes]);
    const pending = [queuedTick(milk), queuedAdd(lemons)];
    const once = applyPending(server, pending);
    expect(once.items.map((i) => [i.name, i.checked])).toEqual([
      ['Milk', true],
      ['potatoes', false],
      ['lemons', false],
    ]);
    expect(once.list).toMatchObject({ itemCount: 3, checkedCount: 1 });
    expect(applyPending(once, pending)).toEqual(once);
  });
});
