import { config } from 'zod';

/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes for it first.
 * The page's Content Security Policy forbids evaluated script, so the probe is a CSP violation
 * that Chrome reports on every screen that checks a form. The app's forms are small: the
 * interpreted parser costs nothing a person would notice. The server keeps the compiled one.
 */
config({ jitless: true });
