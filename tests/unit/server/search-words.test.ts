// A contains search led by its rarest word (server/lib/search-words.ts).
import { describe, expect, it } from 'vitest';
import { leadingWord } from '../../../server/lib/search-words.ts';

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
