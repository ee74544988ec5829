// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { i18n as linguiI18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parseIcu, parsePo, type IcuNode } from 'pofile-ts';
import { LANGUAGES } from '@hearth/shared';

const here = fileURLToPath(new URL('.', import.meta.url));
const translated = LANGUAGES.filter((language) => language !== 'en');
const catalogs = ['', 'landing/'];

function items(catalog: string, language: string) {
  return parsePo(readFileSync(`${here}${catalog}${language}.po`, 'utf8')).items;
}

/** Every placeholder and plural category a message uses, walked through its ICU tree. */
function shape(message: string) {
  const parsed = parseIcu(message);
  if (!parsed.success) {
    return { error: parsed.errors.map((e) => e.message).join('; '), names: [], plurals: [] };
  }
  const names = new Set<string>();
  const plurals: Record<string, string>[] = [];
  const walk = (nodes: IcuNode[]) => {
    for (const node of nodes) {
      if ('value' in node && typeof node.value === 'string' && node.type !== 'literal') {
        names.add(node.value);
      }
      if (node.type === 'plural' || node.type === 'select') {
        if (node.type === 'plural')
          plurals.push(Object.fromEntries(Object.keys(node.options).map((k) => [k, node.value])));
        for (const option of Object.values(node.options)) walk(option.value);
      }
      if (node.type === 'tag') walk(node.children);
    }
  };
  walk(parsed.ast);
  return { error: null, names: [...names].sort(), plurals };
}

describe.each(catalogs)('the web catalog %s', (catalog) => {
  const source = items(catalog, 'en');

  it.each(translated)(
    '%s translates every message, in valid ICU with the same placeholders',
    (language) => {
      const byId = new Map(items(catalog, language).map((item) => [item.msgid, item]));
      const problems: string[] = [];
      // The categories counts up to 200 fall into (Spanish's "many" is for millions only).
      const rules = new Intl.PluralRules(language);
      const categories = [...new Set(Array.from({ length: 201 }, (_, n) => rules.select(n)))];
      for (const { msgid } of source) {
        const text = byId.get(msgid)?.msgstr[0];
        if (!text) {
          problems.push(`missing: ${msgid}`);
          continue;
        }
        const want = shape(msgid);
        const got = shape(text);
        if (got.error) problems.push(`invalid ICU (${got.error}): ${text}`);
        else if (want.names.join() !== got.names.join()) {
          problems.push(
            `placeholders ${got.names.join()} instead of ${want.names.join()}: ${text}`,
          );
        } else {
          // A plural needs every category the language has (Arabic six, Chinese one).
          for (const plural of got.plurals) {
            const lacking = categories.filter((c) => !(c in plural));
            if (lacking.length > 0) problems.push(`plural lacks ${lacking.join(', ')}: ${text}`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );
});

describe('plural forms through Lingui', () => {
  const formsFor = (locale: string, message: string, counts: number[]) => {
    const i18n = setupI18n();
    i18n.load(locale, { m: compileMessage(message) });
    i18n.activate(locale);
    return counts.map((count) => i18n._('m', { count }));
  };

  it('Arabic has six forms, chosen by the number', () => {
    const forms = formsFor(
      'ar',
      '{count, plural, zero {zero} one {one} two {two} few {few} many {many} other {other}}',
      [0, 1, 2, 3, 11, 100, 103],
    );
    expect(forms).toEqual(['zero', 'one', 'two', 'few', 'many', 'other', 'few']);
  });

  it('Polish-style rules: 2 to 4 are "few", 5 to 21 "many", 22 "few" again', () => {
    const forms = formsFor(
      'pl',
      '{count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}',
      [1, 2, 5, 21, 22, 1.5],
    );
    expect(forms).toEqual(['1 plik', '2 pliki', '5 plików', '21 plików', '22 pliki', '1,5 pliku']);
  });

  it('the shared i18n instance is the one the screens use', () => {
    expect(linguiI18n).toBeDefined();
  });
});

it('the catalogs are the seven languages and the pseudo-locale, nothing else', () => {
  const files = readdirSync(here)
    .filter((name) => name.endsWith('.po'))
    .map((name) => name.replace('.po', ''));
  expect(files.sort()).toEqual([...LANGUAGES, 'pseudo'].sort());
});
