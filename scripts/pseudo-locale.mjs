// The pseudo-locale: every message accented, about a third longer and between ⟦ ⟧, so that text
// missing from the catalogs (plain letters outside brackets) and text cut off by a narrow box (a
// lost ⟧) both show. Only the message's literal text changes; placeholders, plural and select
// keywords, tags and `#` stay as they are.
const ACCENTS = {
  a: 'à',
  b: 'ƀ',
  c: 'ç',
  d: 'ď',
  e: 'ē',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'ĩ',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ḿ',
  n: 'ń',
  o: 'ō',
  p: 'ƥ',
  q: 'ʠ',
  r: 'ŕ',
  s: 'ś',
  t: 'ţ',
  u: 'ũ',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ŷ',
  z: 'ž',
  A: 'À',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ď',
  E: 'Ē',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Ĩ',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ḿ',
  N: 'Ń',
  O: 'Ō',
  P: 'Ƥ',
  Q: 'Ɋ',
  R: 'Ŕ',
  S: 'Ś',
  T: 'Ţ',
  U: 'Ũ',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ŷ',
  Z: 'Ž',
};
const VOWELS = new Set('aeiouAEIOU');

function accent(text) {
  let out = '';
  for (const char of text) {
    out += ACCENTS[char] ?? char;
    // Every vowel doubled: German and French run about a third longer than English.
    if (VOWELS.has(char)) out += ACCENTS[char.toLowerCase()];
  }
  return out;
}

/** The pseudo-locale's form of an ICU message. */
export function pseudoLocalize(message) {
  let out = '';
  let depth = 0;
  let literal = '';
  const flush = () => {
    out += accent(literal);
    literal = '';
  };
  for (let i = 0; i < message.length; i++) {
    const char = message[i];
    if (char === "'" && message[i + 1] === "'") {
      literal += "''";
      i++;
    } else if (char === '{') {
      flush();
      depth++;
      out += char;
    } else if (char === '}') {
      flush();
      depth--;
      out += char;
    } else if (depth % 2 === 0 && char === '<') {
      // A tag (<0>, </0>, <1/>) stays as it is.
      flush();
      const end = message.indexOf('>', i);
      out += message.slice(i, end + 1);
      i = end;
    } else if (depth % 2 === 0 && char !== '#') {
      literal += char;
    } else {
      flush();
      out += char;
    }
  }
  flush();
  return `⟦${out}⟧`;
}
