/** The projects and data sources Larder is built on, linked from the landing footer (spec §2). */
export const POWERED_BY = [
  { name: 'React', url: 'https://react.dev/' },
  { name: 'Vite', url: 'https://vite.dev/' },
  { name: 'Fastify', url: 'https://fastify.dev/' },
  { name: 'TanStack Query', url: 'https://tanstack.com/query' },
  { name: 'Tailwind CSS', url: 'https://tailwindcss.com/' },
  { name: 'Radix UI', url: 'https://www.radix-ui.com/' },
  { name: 'Kysely', url: 'https://kysely.dev/' },
  { name: 'SQLite', url: 'https://sqlite.org/' },
  { name: 'PostgreSQL', url: 'https://www.postgresql.org/' },
  { name: 'i18next', url: 'https://www.i18next.com/' },
  { name: 'Open Food Facts', url: 'https://world.openfoodfacts.org/' },
  { name: 'zxing-wasm', url: 'https://github.com/Sec-ant/zxing-wasm' },
  { name: 'Tesseract.js', url: 'https://tesseract.projectnaptha.com/' },
] as const;
