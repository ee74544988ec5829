import { describe, expect, it } from 'vitest';
import { SENTENCE_TABLES, sentenceCode } from './sentences.js';

const entries = Object.entries(SENTENCE_TABLES).flatMap(([table, sentences]) =>
  Object.entries(sentences).map(([key, sentence]) => ({ code: `${table}.${key}`, sentence })),
);

describe("the API's sentence codes", () => {
  it('gives every sentence of every table a code that names that very sentence', () => {
    expect(entries.length).toBeGreaterThan(50);
    for (const { sentence } of entries) {
      const code = sentenceCode(sentence);
      expect(code, sentence).toBeDefined();
      const [table, key] = code!.split('.') as [keyof typeof SENTENCE_TABLES, string];
      expect((SENTENCE_TABLES[table] as Record<string, string>)[key], code).toBe(sentence);
    }
  });

  it('gives different sentences different codes, each of the form <table>.<key>', () => {
    const sentences = new Set(entries.map((e) => e.sentence));
    const codes = new Set([...sentences].map((s) => sentenceCode(s)));
    expect(codes.size).toBe(sentences.size);
    for (const code of codes) expect(code).toMatch(/^[a-z_]+\.[A-Za-z0-9]+$/);
  });

  it('has no code for a sentence made on the fly', () => {
    expect(sentenceCode('before must be a message id')).toBeUndefined();
  });
});
