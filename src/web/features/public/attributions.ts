/**
 * The software and data Larder is built on, with their licences (checked against each package's
 * own licence field). `use` names a key under about.attributions.uses in the public namespace.
 */
export type Attribution = { name: string; url: string; licence: string; use: string };

export const ATTRIBUTIONS: readonly Attribution[] = [
  { name: 'React', url: 'https://react.dev/', licence: 'MIT', use: 'interface' },
  { name: 'Vite', url: 'https://vite.dev/', licence: 'MIT', use: 'build' },
  { name: 'Fastify', url: 'https://fastify.dev/', licence: 'MIT', use: 'server' },
  { name: 'TanStack Query', url: 'https://tanstack.com/query', licence: 'MIT', use: 'data' },
  { name: 'Tailwind CSS', url: 'https://tailwindcss.com/', licence: 'MIT', use: 'styling' },
  { name: 'Radix UI', url: 'https://www.radix-ui.com/', licence: 'MIT', use: 'components' },
  { name: 'Lucide', url: 'https://lucide.dev/', licence: 'ISC', use: 'icons' },
  { name: 'wouter', url: 'https://github.com/molefrog/wouter', licence: 'Unlicense', use: 'routing' },
  { name: 'React Hook Form', url: 'https://react-hook-form.com/', licence: 'MIT', use: 'forms' },
  { name: 'Zod', url: 'https://zod.dev/', licence: 'MIT', use: 'validation' },
  { name: 'Kysely', url: 'https://kysely.dev/', licence: 'MIT', use: 'queries' },
  { name: 'SQLite', url: 'https://sqlite.org/', licence: 'publicDomain', use: 'sqlite' },
  { name: 'PostgreSQL', url: 'https://www.postgresql.org/', licence: 'PostgreSQL License', use: 'postgres' },
  { name: 'i18next', url: 'https://www.i18next.com/', licence: 'MIT', use: 'translations' },
  { name: 'ALTCHA', url: 'https://altcha.org/', licence: 'MIT', use: 'verification' },
  { name: 'zxing-wasm', url: 'https://github.com/Sec-ant/zxing-wasm', licence: 'MIT', use: 'barcodes' },
  { name: 'Tesseract.js', url: 'https://tesseract.projectnaptha.com/', licence: 'Apache-2.0', use: 'ocr' },
  { name: 'Open Food Facts', url: 'https://world.openfoodfacts.org/', licence: 'ODbL-1.0', use: 'products' },
];

export const OPEN_FOOD_FACTS_LICENCES = {
  odbl: 'https://opendatacommons.org/licenses/odbl/1-0/',
  dbcl: 'https://opendatacommons.org/licenses/dbcl/1-0/',
  ccBySa: 'https://creativecommons.org/licenses/by-sa/3.0/',
} as const;
