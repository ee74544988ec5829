import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.js';
import { newId } from './ids.js';
import { decodeMessageCursor, encodeMessageCursor } from './message-cursor.js';

const isCount = (value: unknown): value is number => Number.isInteger(value);
const REFUSAL = 'before must be a cursor from next_cursor';

describe('a page cursor over messages', () => {
  it('reads back every cursor it wrote', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), fc.nat(), (at, within) => {
        const cursor = { created_at: at.toISOString(), message_id: newId(), within };
        expect(decodeMessageCursor(encodeMessageCursor(cursor), isCount, REFUSAL)).toEqual(cursor);
      }),
    );
  });

  it('answers anything else with a 422 that says why', () => {
    const written = (triple: unknown[]) =>
      Buffer.from(JSON.stringify(triple)).toString('base64url');
    const bad = [
      'nonsense',
      written([]),
      written(['yesterday', newId(), 1]),
      written([new Date().toISOString(), 'not-an-id', 1]),
      written([new Date().toISOString(), newId(), 'one']),
    ];
    for (const cursor of bad) {
      const refused = (() => {
        try {
          decodeMessageCursor(cursor, isCount, REFUSAL);
        } catch (error) {
          return error;
        }
      })();
      expect(refused, cursor).toBeInstanceOf(HttpError);
      expect(refused, cursor).toMatchObject({ statusCode: 422, errors: [REFUSAL] });
    }
  });
});
