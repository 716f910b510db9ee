import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const nodeModules = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
const lucideFiles = (names: string) =>
  new RegExp(`[\\\\/]node_modules[\\\\/]lucide-react[\\\\/]dist[\\\\/]esm[\\\\/](${names})\\.mjs$`);
const appModules = (names: string) => new RegExp(`[\\\\/]src[\\\\/]web[\\\\/](${names})\\.tsx?$`);
type ModuleTest = RegExp | ((id: string) => boolean);
const matchesAny = (tests: ModuleTest[]) => (id: string) =>
  tests.some((test) => (test instanceof RegExp ? test.test(id) : test(id)));

/**
 * Small libraries nearly every screen, the landing page included, loads early: the icon factory,
 * the brand icon and the class helpers, in one request rather than five.
 */
const START = [
  nodeModules('class-variance-authority|clsx'),
  lucideFiles('createLucideIcon|Icon|context|shared/src/(build|utils)/\\w+|icons/chef-hat'),
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
 * The warm-up entry and the plain-data modules it reads (no React, no zod): kept out of the main
 * chunk, so the warm-up script is a few kB that run while React is still downloading.
 */
const WARM_UP = [
  appModules(
    'warm-up-entry|app/(warm-up|page-loaders|shell-modules|public-routes|paths)|lib/(locale-files|early-requests|preloadable)',
  ),
  /[\\/]src[\\/]shared[\\/](settings-options|pantry-options|domain[\\/]food-categories)\.ts$/,
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

/** Sources that only signed-in screens load: the frame around them and their features. */
const SIGNED_IN_SOURCES =
  /[\\/]src[\\/]web[\\/](app[\\/](signed-in-frame|navigation|scan-dialog|user-menu|chef-panel|install-prompt|onboarding-gate)\.tsx?$|features[\\/](?!landing[\\/]|public[\\/]|auth[\\/]))/;

/** Lucide's export names (aliases too: `Home` is house) to the file each comes from. */
function lucideFileByExport(): Map<string, string> {
  const index = readFileSync(
    path.resolve(__dirname, 'node_modules/lucide-react/dist/esm/lucide-react.mjs'),
    'utf8',
  );
  const files = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const [, name] of names!.matchAll(/as (\w+)/g)) files.set(name!, file!);
  }
  return files;
}

/**
 * The icons some source outside the signed-in screens imports (public pages, shared components):
 * they keep their own small files, so that no public page downloads the signed-in icons.
 */
function iconsUsedOutsideSignedIn(): Set<string> {
  const fileByExport = lucideFileByExport();
  const used = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        !SIGNED_IN_SOURCES.test(file)
      ) {
        for (const [, names] of readFileSync(file, 'utf8').matchAll(
          /import \{([^}]+)\} from 'lucide-react'/g,
        )) {
          for (const name of names!.split(',')) {
            const icon = fileByExport.get(name.replace(/^\s*type\s+/, '').trim());
            if (icon) used.add(icon);
          }
        }
      }
    }
  };
  visit(path.resolve(__dirname, 'src/web'));
  return used;
}

/**
 * What every signed-in screen starts with, in one file instead of some forty: the frame
 * (navigation, scan button, user menu, the Chef's launcher), the dialogs and menus under it, the
 * small components the screens share, and the icons only signed-in screens use. Left to the
 * bundler, each icon and primitive was its own request, queued six at a time over HTTP/1.1.
 * Modules a public page also loads (the toaster's layers, the register form's checkbox) stay out.
 */
const publicIcons = iconsUsedOutsideSignedIn();
const SIGNED_IN = [
  appModules(
    'app/(signed-in-frame|navigation|scan-dialog|user-menu|chef-panel|install-prompt|onboarding-gate)|lib/(scan-store|notification-queries|household-events)|components/ui/(dialog|badge|skeleton|empty-state|textarea)',
  ),
  // The bell's unread count and the household's event stream: their contracts.
  /[\\/]src[\\/]shared[\\/]contracts[\\/](notifications|events)\.ts$/,
  nodeModules(
    '@radix-ui/react-(dialog|dropdown-menu|menu|popper|arrow|focus-scope|focus-guards)|@floating-ui/[a-z-]+|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|aria-hidden|tslib',
  ),
  (id: string) => {
    const icon = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/.exec(id)?.[1];
    return icon !== undefined && !publicIcons.has(icon);
  },
];

/**
 * The pantry's model and data layer: the shared contract and domain (units, stock labels, money),
 * which the pantry screen and the dashboard both start with, and the pantry screen's API hooks and
 * undo toast. The About page's shelf-life sources stay out, and so does the recipes' domain
 * (ingredient reading, scaling, diets, timers, voice commands): only recipe screens load it.
 */
const PANTRY_CORE = [
  /[\\/]src[\\/]shared[\\/](contracts[\\/]pantry|domain[\\/](?!shelf-life-sources|ingredient-parser|recipe-|food-densities|step-timers|cook-commands)[\w-]+)\.ts$/,
  appModules('features/pantry/(pantry-api|undo-toast|pantry-format)|components/ui/native-select|lib/currency'),
];

/** The sign-in screen's own modules (the other account screens share most of them). */
const SIGN_IN = [
  appModules('features/auth/(login-page|login-form|auth-layout|auth-api|social-sign-in|lazy-validation)'),
];

/**
 * The service worker at /sw.js (docs/decisions/0013-service-worker.md): src/web/sw.ts built with
 * Workbox, precaching the app shell. The app registers /sw.js itself (app/service-worker.ts) and
 * ships its own manifest.webmanifest, so the plugin injects neither.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: '.',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  // A file over the size limit below is left out of the precache with a warning (the worker caches
  // it on first use) instead of failing the build.
  showMaximumFileSizeToCacheInBytesWarning: true,
  injectManifest: {
    // The shell and every hashed file (the scanner's wasm, about 1 MB, included); no source maps
    // and no precompressed copies (the server picks those by Accept-Encoding).
    globPatterns: ['**/*.{html,js,css,wasm,webmanifest,svg,png,ico,woff2}'],
    globIgnores: ['**/*.map', '**/*.br', '**/*.gz', 'sw.js'],
    // Anything bigger than this stays out of the precache and is cached on first use instead.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    minify: true,
    sourcemap: false,
  },
});

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), warmUpScript(), serviceWorker],
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
            // The warm-up modules with the preload helper they share with every lazy chunk.
            { name: 'warm-up', test: matchesAny(WARM_UP) },
            { name: 'shared', test: matchesAny(START) },
            { name: 'ui-kit', test: matchesAny(UI_KIT) },
            { name: 'sign-in', test: matchesAny(SIGN_IN) },
            // Zod in one file (its coerce helpers were a request of their own), with the account
            // contract that the sign-in screen and every signed-in screen read, and the shared
            // text schemas that contract is built from. In a chunk of their own they imported
            // this chunk and this chunk imported them, so they ran first and called z.string()
            // before zod was defined ("e is not a constructor": every signed-in screen blank).
            {
              name: 'schemas',
              test: matchesAny([
                nodeModules('zod'),
                /[\\/]src[\\/]shared[\\/](contracts[\\/](auth|text)|text-messages|family-messages|chef-messages)\.ts$/,
              ]),
            },
            { name: 'signed-in', test: matchesAny(SIGNED_IN) },
            { name: 'pantry-core', test: matchesAny(PANTRY_CORE) },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/sw.js': 'http://localhost:3000' } },
});
