/**
 * Chinese typed by sound: an input method offers every character of a syllable, and the one picked
 * is often another of the same sound ("波菜" for 菠菜, "面芬" for 面粉, "鸡旦" for 鸡蛋). A name the
 * catalogue lacks is read as the catalogue's Chinese name that sounds the same (pinyin without
 * tones) and differs from it in one character only; the name as said first, then the name without
 * the words before it ("新鲜波菜" holds 波菜).
 */
import { pinyin } from 'pinyin-pro';
import { normalizedCatalogueNames } from '../food-catalogue';

type Heard = { key: string; name: string };

let bySound: ReadonlyMap<string, Heard> | undefined;

function sounds(): ReadonlyMap<string, Heard> {
  if (bySound) return bySound;
  const index = new Map<string, Heard>();
  for (const { food, language, name } of normalizedCatalogueNames()) {
    if (language !== 'zh' || !/^\p{Script=Han}{2,}$/u.test(name)) continue;
    const sound = soundOf(name);
    // (The first name in catalogue order, as everywhere else.)
    if (!index.has(sound)) index.set(sound, { key: food.key, name });
  }
  bySound = index;
  return index;
}

function soundOf(han: string): string {
  return pinyin(han, { toneType: 'none', type: 'array' }).join(' ');
}

/** The catalogue food a Chinese name not in the catalogue sounds like, or null. */
export function foodSoundingLike(name: string): string | null {
  const han = name.replace(/\s/gu, '');
  if (!/^\p{Script=Han}{2,}$/u.test(han)) return null;
  for (let start = 0; start <= han.length - 2; start++) {
    const said = han.slice(start);
    const heard = sounds().get(soundOf(said));
    if (heard && heard.name.length === said.length && differences(heard.name, said) === 1) return heard.key;
  }
  return null;
}

function differences(a: string, b: string): number {
  let count = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) count++;
  return count;
}
