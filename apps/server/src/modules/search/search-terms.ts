/**
 * What a person typed, as terms both databases can match: phrases in quotes kept together,
 * other words each required, the last word a prefix while it is still being typed. A term is
 * kept as its runs of letters and digits only, so that nothing typed reaches either database's
 * query syntax (FTS5's operators, tsquery's &|!:*) as anything but a word.
 */
export interface SearchTerms {
  /** Each term's words: a phrase's words in order, or a word's runs ("don't" → don, t). */
  terms: string[][];
  /** The last term is a word, not a phrase: matched as a prefix. */
  prefix: boolean;
}

const RUN = /[\p{L}\p{N}\p{M}]+/gu;
const TERM = /"([^"]*)"?|([^\s"]+)/gu;

export function searchTerms(q: string): SearchTerms {
  const terms: string[][] = [];
  let lastIsWord = false;
  for (const match of q.matchAll(TERM)) {
    const runs = (match[1] ?? match[2] ?? '').match(RUN) ?? [];
    if (runs.length === 0) continue;
    terms.push(runs);
    lastIsWord = match[2] !== undefined;
  }
  // "gran" finds "grandma": the last word may still be half typed (a phrase is whole).
  return { terms, prefix: lastIsWord };
}

/** The FTS5 MATCH expression: every term a quoted phrase (AND-ed), the last one `*` if a prefix. */
export function fts5Match({ terms, prefix }: SearchTerms): string {
  return terms
    .map((runs, i) => `"${runs.join(' ')}"${prefix && i === terms.length - 1 ? '*' : ''}`)
    .join(' ');
}

/** PostgreSQL's parts: a websearch_to_tsquery text of quoted terms, and the prefix word's runs. */
export function postgresTerms({ terms, prefix }: SearchTerms): { whole: string; prefix: string[] } {
  const whole = prefix ? terms.slice(0, -1) : terms;
  return {
    whole: whole.map((runs) => `"${runs.join(' ')}"`).join(' '),
    prefix: prefix ? (terms.at(-1) ?? []) : [],
  };
}
