// zod 4 compiles each object parser with `new Function` unless told not to, and first probes
// with Function(''): the CSP (no 'unsafe-eval') refuses it and Chromium reports the violation
// (Lighthouse best practices). The interpreted parsers are as correct and fast enough for forms.
// zod keeps its settings in this global (shared by every copy of zod); setting it before zod
// loads keeps zod itself out of the entry script. main.tsx imports this module first, before any
// schema is built (zod reads the flag when a schema is built); zod-config.test.ts checks zod
// still reads it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
