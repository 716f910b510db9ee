import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const nodeModules = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
const lucideFiles = (names: string) =>
  new RegExp(`[\\\\/]node_modules[\\\\/]lucide-react[\\\\/]dist[\\\\/]esm[\\\\/](${names})\\.mjs$`);
const appModules = (names: string) => new RegExp(`[\\\\/]src[\\\\/]web[\\\\/](${names})\\.tsx?$`);
const matchesAny = (patterns: RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id));

/**
 * Small libraries nearly every screen, the landing page included, loads early: the icon factory,
 * the brand icon and the class helpers, in one request rather than five.
 */
const START = [
  nodeModules('class-variance-authority|clsx'),
  lucideFiles('createLucideIcon|Icon|defaultAttributes|context|shared/src/utils/[a-zA-Z]+|icons/chef-hat'),
];

/**
 * The UI kit most screens use, the sign-in screen first among them: its components, the data
 * layer, the form library and the Radix primitives underneath. Nothing the landing page needs.
 */
const UI_KIT = [
  appModules(
    'components/ui/(button|card|form-field|input|label|loading-indicator|tabs|utils)|components/password-input|app/query-layer|app/settings-sync|lib/query-client',
  ),
  nodeModules('@tanstack|react-hook-form|tailwind-merge|radix-ui'),
  nodeModules(
    '@radix-ui/(primitive|react-(collection|compose-refs|context|direction|id|label|presence|primitive|roving-focus|slot|tabs|use-callback-ref|use-controllable-state|use-effect-event|use-is-hydrated|use-layout-effect))',
  ),
  lucideFiles('icons/(eye|eye-off|loader-circle)'),
];

/**
 * The warm-up entry and the plain-data modules it reads: kept out of the main chunk, so the
 * warm-up script is a few hundred bytes that run while React is still downloading.
 */
const WARM_UP = [
  appModules('warm-up-entry|app/(warm-up|page-loaders|public-routes|paths)|lib/(locale-files|early-requests)'),
  /[\\/]src[\\/]shared[\\/]settings-options\.ts$/,
  /preload-helper/,
];

/** Adds the warm-up entry to the built index.html, ahead of the main script and not waiting for it. */
function warmUpScript(): Plugin {
  return {
    name: 'larder-warm-up-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'warm-up',
        );
        if (!chunk) throw new Error('the warm-up entry is missing from the build');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/** The sign-in screen's own modules (the other account screens share most of them). */
const SIGN_IN = [
  appModules('features/auth/(login-page|login-form|auth-layout|auth-api|social-sign-in|lazy-validation)'),
];

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), warmUpScript()],
  resolve: { alias: { '@shared': path.resolve(__dirname, 'src/shared') } },
  build: {
    outDir: path.resolve(__dirname, 'dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      input: {
        index: path.resolve(__dirname, 'src/web/index.html'),
        'warm-up': path.resolve(__dirname, 'src/web/warm-up-entry.ts'),
      },
      output: {
        // Left to itself the bundler cuts shared code into one small chunk per combination of
        // screens using it: a first visit to /login asked for over forty files. Over HTTP/1.1
        // (six connections at a time) on a slow network each wave of six costs round trips, so
        // the code every page starts with is kept in one chunk, and the sign-in screen's in few.
        // Groups only take the modules they name (no dependencies pulled along), so nothing
        // moves into the landing page's download.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'index', tags: ['$initial'], test: (id: string) => !matchesAny(WARM_UP)(id) },
            { name: 'shared', test: matchesAny(START) },
            { name: 'ui-kit', test: matchesAny(UI_KIT) },
            { name: 'sign-in', test: matchesAny(SIGN_IN) },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/sw.js': 'http://localhost:3000' } },
});
