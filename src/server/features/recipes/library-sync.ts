import { createHash } from 'node:crypto';
import { RecipeDraftSchema, type RecipeDraft } from '@shared/contracts/recipes';
import { LANGUAGES, type Language } from '@shared/settings-options';
import { type DB, nowIso } from '../../db/database';
import { RECIPE_LIBRARY, type LibraryRecipe } from './library';
import { insertRecipe, replaceRecipe, deleteRecipeRow } from './recipes.repository';
import { recipeWrite } from './recipes.service';

/**
 * Bump when the way library rows are derived changes (the ingredient parser reads lines better, the
 * search text gains a field): every library row is then written again at the next start.
 */
export const LIBRARY_FORMAT_VERSION = 1;

export const libraryPublicId = (key: string): string => `lib-${key}`;
const libraryRowId = (key: string, language: Language): string => `lib-${key}-${language}`;

/** One library recipe in one language, as the draft every household recipe is made from. */
export function libraryDraft(recipe: LibraryRecipe, language: Language): RecipeDraft {
  const text = recipe.text[language];
  return RecipeDraftSchema.parse({
    title: text.title,
    description: text.description,
    servings: recipe.servings,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    totalMinutes: recipe.totalMinutes,
    difficulty: recipe.difficulty,
    cuisine: recipe.cuisine,
    tags: recipe.tags,
    dietaryFlags: recipe.dietaryFlags,
    appliances: recipe.appliances,
    ingredients: text.ingredients,
    steps: text.steps,
    notes: text.notes,
  });
}

function contentHash(recipe: LibraryRecipe, language: Language): string {
  const { text, ...shared } = recipe;
  return createHash('sha256')
    .update(JSON.stringify([LIBRARY_FORMAT_VERSION, shared, text[language]]))
    .digest('hex')
    .slice(0, 32);
}

/**
 * Brings the database's copy of the built-in library up to date with the code: new and changed
 * recipes are written, removed ones deleted, unchanged ones only read (one query of hashes), so it
 * costs next to nothing at a normal start. Run after migrations, before serving. Several processes
 * starting at once may race: the loser's transaction fails on a duplicate id and the winner's work
 * stands, so a failure is retried once after re-reading.
 */
export async function syncRecipeLibrary(db: DB): Promise<{ written: number; deleted: number }> {
  try {
    return await syncOnce(db);
  } catch {
    return syncOnce(db);
  }
}

async function syncOnce(db: DB): Promise<{ written: number; deleted: number }> {
  const stored = await db
    .selectFrom('recipes')
    .select(['id', 'content_hash'])
    .where('household_id', 'is', null)
    .execute();
  const hashes = new Map(stored.map((r) => [r.id, r.content_hash]));
  const wanted = new Set<string>();
  let written = 0;
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    for (const recipe of RECIPE_LIBRARY) {
      for (const language of LANGUAGES) {
        const id = libraryRowId(recipe.key, language);
        wanted.add(id);
        const hash = contentHash(recipe, language);
        if (hashes.get(id) === hash) continue;
        const write = recipeWrite(
          libraryDraft(recipe, language),
          { id, publicId: libraryPublicId(recipe.key), householdId: null, libraryKey: recipe.key, language },
          { createdBy: null, now, imageKey: null, contentHash: hash },
          language,
        );
        if (hashes.has(id)) await replaceRecipe(trx, write);
        else await insertRecipe(trx, write);
        written += 1;
      }
    }
    for (const id of hashes.keys()) if (!wanted.has(id)) await deleteRecipeRow(trx, id);
  });
  const deleted = [...hashes.keys()].filter((id) => !wanted.has(id)).length;
  return { written, deleted };
}
