import { config } from 'zod/v4/core';

// zod compiles object parsers with `new Function` where it may, and probes for that once; our Content Security Policy
// forbids eval, so the browser reports the probe as a CSP violation on every page (Lighthouse best practices). The
// forms' schemas are small, so zod's plain parser costs nothing noticeable. Set before any schema is built.
config({ jitless: true });
