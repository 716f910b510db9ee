/**
 * Full-text search over recipes, the same on both databases: the text is folded here (lower case,
 * accents removed, every CJK character a word of its own, everything that is not a letter or a
 * digit a space), stored in `recipes.search_text`, and indexed by SQLite FTS5 or PostgreSQL's
 * `to_tsvector('simple', …)`. Chinese has no spaces between words, so each character is indexed
 * and a query's run of characters is searched as a phrase: "鸡蛋" finds "西红柿炒鸡蛋".
 */

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_ALL = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])/gu;
/** A query looks at this many words at most; more add nothing but cost. */
export const MAX_QUERY_TERMS = 8;

/** "Crème brûlée, 2×" → "creme brulee 2"; "番茄炒蛋" → "番 茄 炒 蛋". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(CJK_ALL, ' $1 ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** What a recipe is found by: its title, the foods of its ingredients, its tags and cuisine. */
export function recipeSearchText(parts: {
  title: string;
  ingredients: readonly string[];
  tags: readonly string[];
  cuisine: string | null;
}): string {
  return foldForSearch([parts.title, ...parts.ingredients, ...parts.tags, parts.cuisine ?? ''].join(' '));
}

/**
 * A search box's text as terms: each is a list of tokens searched together: one word (matched as
 * a prefix, so "tom" finds "tomato") or a run of CJK characters (matched as a phrase).
 */
export type SearchTerm = { tokens: string[]; prefix: boolean };

export function searchTerms(query: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  for (const word of query.split(/\s+/)) {
    const folded = foldForSearch(word);
    if (!folded) continue;
    const tokens = folded.split(' ');
    // A word with CJK in it is a phrase of its characters; "a-b" folds to two words, one phrase.
    const cjk = CJK.test(word);
    terms.push({ tokens, prefix: !cjk && tokens.length === 1 });
    if (terms.length >= MAX_QUERY_TERMS) break;
  }
  return terms;
}

/** FTS5 MATCH syntax: every term must match; tokens are quoted, so no query operator leaks in. */
export function fts5Query(terms: readonly SearchTerm[]): string {
  return terms.map((t) => `"${t.tokens.join(' ')}"${t.prefix ? '*' : ''}`).join(' ');
}

/** PostgreSQL to_tsquery syntax ('simple' configuration): phrases with <->, prefixes with :*. */
export function tsQuery(terms: readonly SearchTerm[]): string {
  return terms
    .map((t) => {
      const phrase = t.tokens.map((token) => `'${token}'`).join(' <-> ');
      return t.tokens.length > 1 ? `(${phrase})` : `${phrase}${t.prefix ? ':*' : ''}`;
    })
    .join(' & ');
}

/** Sorting key for titles: folded, so "Éclair" sorts with "eclair". */
export function titleSortKey(title: string): string {
  return foldForSearch(title).slice(0, 200);
}
