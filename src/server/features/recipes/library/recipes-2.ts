import type { LibraryRecipe } from './library-types';
import { LIBRARY_PART_2_A } from './recipes-2-a';
import { LIBRARY_PART_2_B } from './recipes-2-b';

/**
 * Part 2 of the built-in library: 30 everyday recipes from Chinese, Japanese, Korean, Thai,
 * Vietnamese, Indian, Mexican, American, Caribbean, Latin American and West African home cooking,
 * with salads and slow-cooker, air-fryer and pressure-cooker dishes among them. The text lives in
 * two files only because one would be too long to read comfortably.
 */
export const LIBRARY_PART_2: LibraryRecipe[] = [...LIBRARY_PART_2_A, ...LIBRARY_PART_2_B];
