// A contains search led by its rarest word (server/lib/search-words.ts).
import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { commonInSample, leadingWord, likeFor } from '../../../server/lib/search-words.ts';

const identities = Array.from({ length: 100 }, (_, i) => `ord-2026-${String(i * 997).padStart(6, '0')}`);

describe('leadingWord', () => {
  it('leads an identity search by its number, which few sampled identities contain', () => {
    expect(leadingWord('ORD-2026-054321', identities)).toBe('054321');
    expect(leadingWord('ORD-2026-0543', identities)).toBe('0543');
  });

  it('does not lead when every word is common, a word is under three characters, or the key is one word', () => {
    expect(leadingWord('ORD-2026', identities)).toBeUndefined();
    expect(leadingWord('ORD-2026-05', identities)).toBeUndefined();
    expect(leadingWord('054321', identities)).toBeUndefined();
    expect(leadingWord('a', identities)).toBeUndefined();
  });

  it('does not lead without statistics (a fresh database)', () => {
    expect(leadingWord('ORD-2026-054321', [])).toBeUndefined();
  });

  it('reads letters of any script and any case as words', () => {
    const names = [...Array.from({ length: 9 }, (_, i) => `pt sawit ${i}`), 'cv ñusantara'];
    expect(leadingWord('PT Sawit-Ñusantara', names)).toBe('ñusantara');
  });
});

describe('commonInSample', () => {
  const sample = ['ord-2026-000131', 'ord-2026-004512', 'ord-2026-078800', 'ord-2026-099001', 'ord-2026-012345'];

  it('says a key in more than a fifth of the sampled values is common (case-insensitively)', () => {
    expect(commonInSample('0', sample)).toBe(true);
    expect(commonInSample('OR', sample)).toBe(true);
    expect(commonInSample('45', sample)).toBe(true); // 2 of 5
  });

  it('says a key in at most a fifth of them is not', () => {
    expect(commonInSample('31', sample)).toBe(false); // 1 of 5
    expect(commonInSample('zz', sample)).toBe(false);
  });

  it('knows nothing without a sample (a database without statistics)', () => {
    expect(commonInSample('0', [])).toBe(false);
  });
});

describe('likeFor', () => {
  const op = (pattern: string) => new PgDialect().sqlToQuery(likeFor(pattern)).sql;

  it('is LIKE for caseless ASCII: digits, punctuation, spaces, escapes', () => {
    for (const p of ['%31%', '%2026-05%', '%+62 812%', '%\\%%', '%@%', '%[x]%'.replace('x', '_')]) expect(op(p), p).toBe('LIKE');
  });

  it('is ILIKE as soon as a character may have case, or is not ASCII', () => {
    for (const p of ['%ord%', '%ORD-2026%', '%a%', '%ü%', '%–%', '%\u0307%', '%ǅ%']) expect(op(p), p).toBe('ILIKE');
  });
});
