#!/usr/bin/env node
// Writes the pseudo-locale's catalogs from English, and fills the web catalogs' empty
// translations from translators' files (apps/web/src/locales/pending/*.json:
// { msgid: { es, fr, ... } }; `--remove` deletes them once used). `npm run i18n:extract -w
// apps/web` runs it after Lingui's extraction, so that every msgid is in the catalogs.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePo, stringifyPo } from 'pofile-ts';
import { pseudoLocalize } from './pseudo-locale.mjs';

const locales = new URL('../apps/web/src/locales/', import.meta.url).pathname;
const pendingDir = join(locales, 'pending');
const languages = ['es', 'fr', 'de', 'pt-BR', 'zh-Hans', 'ar'];

const files = existsSync(pendingDir)
  ? readdirSync(pendingDir).filter((name) => name.endsWith('.json'))
  : [];
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
  const path = join(locales, `${catalog}pseudo.po`);
  const po = parsePo(readFileSync(path, 'utf8'));
  for (const item of po.items) item.msgstr = [pseudoLocalize(item.msgid)];
  writeFileSync(path, stringifyPo(po));
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
if (process.argv.includes('--remove')) {
  for (const name of files) rmSync(join(pendingDir, name));
}
