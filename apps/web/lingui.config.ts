import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * What the signed-out first page paints from its own script (main.tsx): its few sentences have a
 * catalog of their own, so the landing page does not wait for the whole app's.
 */
const LANDING = [
  '<rootDir>/src/main.tsx',
  '<rootDir>/src/app/static-landing.tsx',
  '<rootDir>/src/app/site-shell.tsx',
  '<rootDir>/src/components/ui/logo.tsx',
  '<rootDir>/src/features/landing',
];

/**
 * One catalog per language for the app (src/locales/<language>.po), English the source. `pseudo` is
 * the accented, lengthened pseudo-locale for development and tests (scripts/pseudo-locale.mjs
 * writes it): text missing from the catalogs shows at once as plain English among the accents.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de', 'pt-BR', 'zh-Hans', 'ar', 'pseudo'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/landing/{locale}', include: LANDING },
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: [...LANDING, '**/*.test.*', '**/test/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
