import { config } from "zod/v4/core";

// Zod compiles object parsers with `new Function` after probing whether eval is allowed; the
// probe alone is a Content-Security-Policy violation here (script-src has no 'unsafe-eval').
// The plain parser is fast enough for forms. Imported first, before any schema is built.
config({ jitless: true });
