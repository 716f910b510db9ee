import { LIBRARY_PART_1 } from './recipes-1';
import { LIBRARY_PART_2 } from './recipes-2';
import type { LibraryRecipe } from './library-types';

export type { LibraryRecipe, LibraryRecipeText } from './library-types';

/** The built-in library: original recipes in all five languages (see library-types.ts). */
export const RECIPE_LIBRARY: readonly LibraryRecipe[] = [...LIBRARY_PART_1, ...LIBRARY_PART_2];
