import type { LibraryRecipe } from './library-types';
import { LIBRARY_PART_1_A } from './recipes-1-a';
import { LIBRARY_PART_1_B } from './recipes-1-b';

/**
 * Part 1 of the built-in recipe library (30 recipes): Italian, French, Spanish, German and
 * Austrian, British and Irish, Greek, Middle Eastern, North African, Scandinavian and Eastern
 * European dishes, breakfasts and baking. Split over two files only to keep each one readable.
 */
export const LIBRARY_PART_1: LibraryRecipe[] = [...LIBRARY_PART_1_A, ...LIBRARY_PART_1_B];
