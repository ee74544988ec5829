import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { parsePo } from 'pofile-ts';
import { expect } from 'vitest';

/** Switches the open screen's language in place, as `?lang=` does, and waits for it to show. */
export async function showIn(page: Page, locale: string | null): Promise<void> {
  await page.evaluate((chosen) => {
    if (chosen) sessionStorage.setItem('hearth_language_override', chosen);
    else sessionStorage.removeItem('hearth_language_override');
    window.dispatchEvent(new Event('hearth:language'));
  }, locale);
  const want =
    locale ?? (await page.evaluate(() => localStorage.getItem('hearth_language'))) ?? 'en';
  await page.waitForFunction((w) => document.documentElement.dataset.locale === w, want);
  // One frame for React to paint the new catalog.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

// Words Intl makes from dates and numbers in the pseudo-locale, which formats as English.
const INTL_WORDS =
  /\b(ago|now|in|yesterday|today|tomorrow|seconds?|minutes?|hours?|days?|weeks?|months?|years?|sec|min|hr|AM|PM|Jan(uary)?|Feb(ruary)?|Mar(ch)?|Apr(il)?|May|June?|July?|Aug(ust)?|Sep(tember)?|Oct(ober)?|Nov(ember)?|Dec(ember)?|Mon(day)?|Tue(sday)?|Wed(nesday)?|Thu(rsday)?|Fri(day)?|Sat(urday)?|Sun(day)?|at|and)\b/g;

/**
 * The screen in the pseudo-locale: every sentence, label and placeholder comes from the catalogs
 * (each shows between ⟦ ⟧), none is cut off (a lost ⟧), and the page still fits its width. What
 * people wrote (`dir="auto"`), what Intl formats and the brand are not catalog text.
 */
export async function expectTranslated(page: Page, name: string): Promise<void> {
  await showIn(page, 'pseudo');
  const found = await page.evaluate(() => {
    const texts: string[] = [];
    const attributes: string[] = [];
    const cut: string[] = [];
    const skip = '[dir="auto"], [translate="no"], time, script, style, svg, [aria-hidden="true"]';
    const unbracket = (text: string) => {
      let rest = text;
      for (let before = ''; before !== rest;) {
        before = rest;
        rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
      }
      return rest;
    };
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const el of clone.querySelectorAll(skip)) el.remove();
    for (const el of clone.querySelectorAll('*')) {
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt', 'aria-description']) {
        const value = el.getAttribute(attribute);
        if (value && /[A-Za-z]{2,}/.test(unbracket(value).replace(/Hearth/g, ''))) {
          attributes.push(`${attribute}="${value}"`);
        }
      }
    }
    const text = unbracket(clone.textContent ?? '').replace(/Hearth/g, '');
    for (const match of text.matchAll(/[A-Za-z][A-Za-z' ]+[A-Za-z]/g)) texts.push(match[0]);
    // A bracket opened and not closed within its box: the end of the text is hidden.
    for (const el of document.querySelectorAll('button, a, label, h1, h2, h3, [role="menuitem"]')) {
      const box = el as HTMLElement;
      // What people wrote may be cut (a long title ends in an ellipsis); catalog text may not.
      if (box.matches('[dir="auto"]') || box.querySelector('[dir="auto"]')) continue;
      if (box.offsetWidth === 0) continue;
      if (box.scrollWidth > box.clientWidth + 1) {
        cut.push(`cut off: ${box.textContent?.trim().slice(0, 40)}`);
      }
    }
    return { texts, attributes, cut };
  });
  const untranslated = [
    ...found.attributes,
    ...found.cut,
    ...found.texts.filter(
      (text) => text.replace(INTL_WORDS, '').replace(/[^A-Za-z]/g, '').length > 1,
    ),
  ];
  expect(untranslated, `${name} shows text outside the catalogs`).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} is wider than the screen in the pseudo-locale`).toBeLessThanOrEqual(0);
  await showIn(page, null);
}

// Where pictures go (as support/hearth.ts says; not imported from there, which imports this file).
const ARTIFACTS = resolve(import.meta.dirname, '../artifacts');
const SCREENSHOTS = resolve(import.meta.dirname, '../../docs/screenshots');

const catalogs = new Map<string, Map<string, string>>();

/** A sentence as the web catalog of `language` has it (the English msgid for English). */
export function tr(language: string, english: string): string {
  if (language === 'en') return english;
  let catalog = catalogs.get(language);
  if (!catalog) {
    const file = resolve(import.meta.dirname, `../../apps/web/src/locales/${language}.po`);
    catalog = new Map(
      parsePo(readFileSync(file, 'utf8')).items.map((i) => [i.msgid, i.msgstr[0] ?? '']),
    );
    catalogs.set(language, catalog);
  }
  const text = catalog.get(english);
  if (!text) throw new Error(`the ${language} catalog has no "${english}"`);
  return text;
}

/**
 * The screen at 390 px as docs/screenshots/language-<name>.png, only with UPDATE_SCREENSHOTS=1
 * (the note's pictures of each language); always into e2e/artifacts/.
 */
export async function languageShot(page: Page, name: string, part?: Locator): Promise<void> {
  const shoot = (path: string) =>
    part ? part.screenshot({ path, scale: 'css' }) : page.screenshot({ path, scale: 'css' });
  await shoot(resolve(ARTIFACTS, `language-${name}.png`));
  if (process.env.UPDATE_SCREENSHOTS !== '1') return;
  await shoot(resolve(SCREENSHOTS, `language-${name}.png`));
}
