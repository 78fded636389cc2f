// Zod compiles fast parsers with `new Function`, first probing whether it may: under the
// page's Content-Security-Policy (no 'unsafe-eval') that probe is a reported violation. Zod
// keeps its settings in `globalThis.__zod_globalConfig` (shared by every copy of zod), so
// setting `jitless` there needs no import of zod: the public pages, which never parse with
// zod, do not load its 20 KB. Only the browser: on the server zod's config is the API's too,
// which keeps its fast parsers.
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

if (typeof document !== 'undefined') {
  const scope = globalThis as ZodGlobal;
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
