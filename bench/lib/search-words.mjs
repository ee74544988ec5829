// Words for the search arm's messages: a family's everyday words (two languages, with accents)
// at the head of a Zipf curve, then made-up names and places as its long tail, so that a search
// meets both words in every tenth message and words in a handful of a million.
const EVERYDAY = `the a and to i you it is we of in for on my with that at this so was love
be have are your me just all but not can see soon day today tomorrow good morning night home
dinner lunch breakfast school park beach garden grandma grandpa mum dad baby kids photo photos
video call weekend sunday saturday birthday party cake present thanks thank miss hug hugs
kisses happy fun played playing picture look looks lovely great beautiful sweet little big
first tooth walk walked swim swimming football match game won lost rain sun snow cold warm
holiday trip train car bus plane visit visiting come coming went going back again next week
month year christmas easter summer winter spring autumn dog cat puppy kitten bird fish book
read reading story stories song sing dance drawing paint painted homework teacher friend friends
hola abuela abuelo mamá papá niños cumpleaños fiesta gracias beso besos mañana noche comida
playa jardín perro gato foto vídeo llamada fin semana domingo sábado escuela feliz bonito
café té niña niño corazón canción cuento leer jugar jugando también muy bien hoy ayer
Zoë Chloé José Noé André Inès Léa Raphaël Mateo Sofía Lucía Martín Joe Lily Sam Ana Leo
crèche école gâteau été noël naïve façade jalapeño piñata señor`.split(/\s+/u);

const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'ven', 'tor', 'sa', 'bel', 'nu', 'dri', 'os', 'pel'];

/** A word of the long tail: a made-up name or place, different for every `n`. */
function tailWord(n) {
  let word = '';
  let rest = n;
  do {
    word += SYLLABLES[rest % SYLLABLES.length];
    rest = Math.floor(rest / SYLLABLES.length);
  } while (rest > 0);
  return `${word}${SYLLABLES[n % 7]}`;
}

/** The vocabulary, most frequent first: the everyday words, then `tail` made-up ones. */
export function vocabulary(tail = 20_000) {
  const words = [...new Set(EVERYDAY)];
  for (let n = 0; n < tail; n += 1) words.push(tailWord(n));
  return words;
}

/** A small, fast, seeded generator: the same messages on every run. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Picks ranks on a Zipf curve (exponent 1) over `size` words. A table of 2^22 slots, each the
 * rank whose share of the curve it falls in, makes a pick one lookup: a million messages of a
 * dozen words each are drawn in a second or two.
 */
export function zipf(size, next) {
  const slots = 1 << 22;
  const table = new Int32Array(slots);
  let sum = 0;
  for (let i = 0; i < size; i += 1) sum += 1 / (i + 1);
  let rank = 0;
  let upTo = 1 / sum;
  for (let slot = 0; slot < slots; slot += 1) {
    while ((slot + 0.5) / slots > upTo && rank < size - 1) upTo += 1 / ((rank += 1) + 1) / sum;
    table[slot] = rank;
  }
  return () => table[Math.floor(next() * slots)];
}
