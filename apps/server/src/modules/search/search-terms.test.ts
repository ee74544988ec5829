import { describe, expect, it } from 'vitest';
import { fts5Match, postgresTerms, searchTerms } from './search-terms.js';

describe('search terms', () => {
  it('keeps phrases, quotes every word, and makes the last word a prefix', () => {
    const terms = searchTerms('"first tooth" Zoë gran');
    expect(terms).toEqual({ terms: [['first', 'tooth'], ['Zoë'], ['gran']], prefix: true });
    expect(fts5Match(terms)).toBe('"first tooth" "Zoë" "gran"*');
    expect(postgresTerms(terms)).toEqual({ whole: '"first tooth" "Zoë"', prefix: ['gran'] });
  });

  it('makes no prefix of a closing phrase, and takes an unclosed quote as a phrase', () => {
    expect(fts5Match(searchTerms('cake "first tooth"'))).toBe('"cake" "first tooth"');
    expect(fts5Match(searchTerms('cake "first to'))).toBe('"cake" "first to"');
    expect(postgresTerms(searchTerms('"a b"'))).toEqual({ whole: '"a b"', prefix: [] });
  });

  it('leaves only letters and digits of the syntax either database knows', () => {
    expect(fts5Match(searchTerms('NEAR(tea coffee) -x col:y'))).toBe(
      '"NEAR tea" "coffee" "x" "col y"*',
    );
    expect(fts5Match(searchTerms("don't"))).toBe('"don t"*');
    expect(searchTerms('*** & | ! ""').terms).toEqual([]);
  });
});
