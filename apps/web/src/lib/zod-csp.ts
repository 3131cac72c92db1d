import { z } from 'zod';

// The CSP allows no 'unsafe-eval'. zod 4 compiles object parsers with `new Function` unless
// told not to, and even its probe for that ability is reported by the browser as a CSP
// violation. Jitless is decided when a schema is built, so this must run before any schema
// module is evaluated: main.tsx imports this file first.
z.config({ jitless: true });
