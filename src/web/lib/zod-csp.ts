/**
 * Zod compiles fast object parsers with `new Function` unless told not to, and first probes
 * whether it may. The app's Content-Security-Policy forbids eval, so in the browser that probe
 * only raised a CSP violation (a console error on every screen that checks an answer) before zod
 * fell back to its plain parsers. This is `z.config({ jitless: true })` said before zod loads:
 * zod keeps its global configuration on `globalThis.__zod_globalConfig`, so the main script can
 * set it without downloading zod (lib/zod-csp.test.ts checks that zod reads it).
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };

export function configureZodForCsp(): void {
  const scope = globalThis as ZodGlobal;
  // The same object zod holds, when it has loaded already.
  (scope.__zod_globalConfig ??= {}).jitless = true;
}
