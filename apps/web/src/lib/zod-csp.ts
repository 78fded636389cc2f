import { z } from 'zod';

// Zod compiles fast parsers with `new Function`, first probing whether it may: under the
// page's Content-Security-Policy (no 'unsafe-eval') that probe is a reported violation. The
// probe runs when the first object schema is built, so root.tsx imports this module first.
// Only the browser: on the server zod's config is the API's too, which keeps its fast parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });
