import lingui from 'eslint-plugin-lingui';

/**
 * Every sentence a person reads goes through Lingui (apps/web/src/locales), so none ships
 * untranslated: literal text in the web client is refused. Class names, keys, ids, paths and
 * other strings that do not start with a capital letter are not sentences.
 */
const noLiteralText = {
  'lingui/no-unlocalized-strings': [
    'error',
    {
      ignore: ['^[^A-Z]', '^[A-Z0-9_-]+$', '^[A-Z][a-z]+[A-Z]\\w*$'],
      ignoreNames: [
        { regex: { pattern: '(className|Class|Classes|Key|Id|Ids|Type|Url|Path|Route)$' } },
        { regex: { pattern: '^[A-Z0-9_]+$' } },
        'type',
        'id',
        'key',
        'role',
        'src',
        'href',
        'to',
        'name',
        'method',
        'mimeType',
        'displayName',
        'variant',
        'size',
        'tone',
      ],
      ignoreFunctions: [
        'Error',
        'TypeError',
        'console.*',
        'new URL',
        'URLSearchParams',
        '*.addEventListener',
        '*.removeEventListener',
        '*.postMessage',
        '*.getElementById',
        '*.querySelector',
        '*.querySelectorAll',
        '*.includes',
        '*.startsWith',
        '*.endsWith',
        '*.setItem',
        '*.getItem',
        '*.removeItem',
        'fetch',
        'api.*',
        'import',
      ],
      ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has', 'Headers.get', 'Headers.set'],
      useTsTypes: true,
    },
  ],
};

/** Folders not yet through translation; each leaves the list as it is translated. */
export const untranslated = ['apps/web/src/sw/**'];

export const translatedText = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { lingui },
    rules: { ...lingui.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
      'apps/web/src/**/*.d.ts',
      ...untranslated,
    ],
    plugins: { lingui },
    rules: noLiteralText,
  },
];
