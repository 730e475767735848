import { describe, expect, it } from 'vitest';
import { holdsLongList, jsonPieces } from './json-answer';

const written = (value: unknown) => [...jsonPieces(value)].join('');

describe('a JSON answer in pieces', () => {
  const report = {
    statusCode: 200,
    success: true,
    message: 'Import checked; nothing was saved',
    skipped: undefined,
    data: {
      header: ['Customer name', 'Phone'],
      empty: {},
      rows: Array.from({ length: 1_203 }, (_, n) => ({
        row: n + 2,
        fate: n % 7 === 0 ? 'error' : 'new',
        label: `ग्राहक ${n}, "quoted" \\ 98220${n}`,
        errors: n % 7 === 0 ? ['Phone: Enter a valid mobile number'] : [],
        at: new Date(Date.UTC(2026, 10, 26, 0, n)),
        gone: undefined,
        nothing: null,
      })),
      tally: [1, undefined, 3],
    },
  };

  it('writes exactly what JSON.stringify writes, a long list and all', () => {
    expect(holdsLongList(report)).toBe(true);
    expect(written(report)).toBe(JSON.stringify(report));
    expect(written({ rows: Array.from({ length: 1_000 }, (_, n) => n) })).toBe(JSON.stringify({ rows: Array.from({ length: 1_000 }, (_, n) => n) }));
    expect(written({ gone: undefined, rows: Array.from({ length: 501 }, () => undefined) })).toBe(JSON.stringify({ rows: Array.from({ length: 501 }, () => null) }));
    // An object that says how it is written is written so, whatever it holds.
    const described = { data: { rows: Array.from({ length: 600 }, (_, n) => n), toJSON: () => ({ rows: 600 }) } };
    expect(written(described)).toBe(JSON.stringify(described));
  });

  it('writes a long list a hundred items at a time, and a short answer as one piece', () => {
    const pieces = [...jsonPieces(report)];
    // Each piece of the 1,203 rows is shorter than the JSON of the last (longest) 101 of them, and there are 13 such pieces.
    const longest = Math.max(...pieces.map((piece) => piece.length));
    expect(longest).toBeLessThan(JSON.stringify(report.data.rows.slice(-101)).length);
    expect(pieces.filter((piece) => piece.includes('"fate"')).length).toBe(13);
    // A list of 500 is not long: an answer holding one is written whole.
    expect([...jsonPieces({ data: Array.from({ length: 500 }, (_, n) => n) })]).toHaveLength(1);
    expect(holdsLongList({ data: { items: Array.from({ length: 50 }, (_, n) => ({ n })) } })).toBe(false);
    expect([...jsonPieces({ data: [1, 2, 3] })]).toEqual(['{"data":[1,2,3]}']);
    // A list's items are not looked into: a short list is written whole, whatever it holds.
    const nested = { data: [{ rows: Array.from({ length: 600 }, (_, n) => n) }] };
    expect(holdsLongList(nested)).toBe(false);
    expect([...jsonPieces(nested)]).toEqual([JSON.stringify(nested)]);
  });
});
