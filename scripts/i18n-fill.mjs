#!/usr/bin/env node
// Fills the web catalogs' empty translations from translators' files (apps/web/src/locales/
// pending/*.json: { msgid: { es, fr, ... } }), then removes the files whose every entry landed.
// Run `npm run i18n:extract -w apps/web` first, so that every msgid is in the catalogs.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePo, stringifyPo } from 'pofile-ts';

const locales = new URL('../apps/web/src/locales/', import.meta.url).pathname;
const pendingDir = join(locales, 'pending');
const languages = ['es', 'fr', 'de', 'pt-BR', 'zh-Hans', 'ar'];

const files = readdirSync(pendingDir).filter((name) => name.endsWith('.json'));
const pending = new Map();
for (const name of files) {
  for (const [msgid, byLanguage] of Object.entries(
    JSON.parse(readFileSync(join(pendingDir, name), 'utf8')),
  )) {
    pending.set(msgid, { ...pending.get(msgid), ...byLanguage });
  }
}

const used = new Set();
let filled = 0;
const missing = new Map();
for (const catalog of ['', 'landing/']) {
  for (const language of languages) {
    const path = join(locales, `${catalog}${language}.po`);
    const po = parsePo(readFileSync(path, 'utf8'));
    for (const item of po.items) {
      if (item.msgstr.some(Boolean)) continue;
      const text = pending.get(item.msgid)?.[language];
      if (text) {
        item.msgstr = [text];
        used.add(item.msgid);
        filled += 1;
      } else {
        missing.set(language, (missing.get(language) ?? 0) + 1);
      }
    }
    writeFileSync(path, stringifyPo(po));
  }
}
console.log(`filled ${filled} translations from ${files.length} files`);
for (const [language, count] of missing) console.log(`${language}: ${count} still missing`);
const unused = [...pending.keys()].filter((msgid) => !used.has(msgid));
if (unused.length > 0) console.log(`${unused.length} pending msgids matched no empty entry`);
if (process.argv.includes('--remove')) for (const name of files) rmSync(join(pendingDir, name));
