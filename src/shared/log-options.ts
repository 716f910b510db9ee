/** Log categories, severities and limits as plain data (no zod); contracts/logs.ts re-exports them. */
export const LOG_CATEGORIES = [
  'API',
  'NETWORK',
  'AUTHENTICATION',
  'DATABASE',
  'UI',
  'RECIPE',
  'FOOD_ITEM',
  'SHOPPING_LIST',
  'MEAL_PLAN',
  'IMAGE',
  'SCANNER',
  'FAVORITES',
  'OFFLINE',
  'CAPACITOR',
  'GENERAL',
] as const;
export const LOG_SEVERITIES = ['INFO', 'WARNING', 'ERROR', 'CRITICAL'] as const;
export type LogCategory = (typeof LOG_CATEGORIES)[number];
export type LogSeverity = (typeof LOG_SEVERITIES)[number];

export const MAX_CLIENT_ERRORS_PER_BATCH = 100;

export const CLIENT_ERROR_JSON_MAX_CHARS = 8_000;
export const CLIENT_ERROR_JSON_MAX_DEPTH = 10;

/**
 * True when a parsed JSON value nests deeper than `maxDepth` or has more than `maxNodes` values.
 * Walked with an explicit stack: a body of 100,000 nested arrays parses fine but would overflow
 * the call stack of a recursive walk or of JSON.stringify.
 */
export function exceedsJsonShape(value: unknown, maxDepth: number, maxNodes: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  let nodes = 0;
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (++nodes > maxNodes || depth > maxDepth) return true;
    if (current !== null && typeof current === 'object') {
      for (const child of Object.values(current)) stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** A free-form JSON value that the server will accept as metadata, context or error. */
export function isBoundedJson(value: unknown): boolean {
  if (value === undefined) return true;
  if (exceedsJsonShape(value, CLIENT_ERROR_JSON_MAX_DEPTH, CLIENT_ERROR_JSON_MAX_CHARS)) return false;
  try {
    return (JSON.stringify(value)?.length ?? 0) <= CLIENT_ERROR_JSON_MAX_CHARS;
  } catch {
    return false;
  }
}
