import { describe, expect, it } from 'vitest';
import { keysetPages, nextPosition, type KeysetPage, type KeysetPosition } from './keyset';

/** A list of `count` numbers read `size` at a time, recording each read's starting position. */
function numberedList(count: number, size: number, failAt?: number) {
  const reads: (string | undefined)[] = [];
  const read = async (after: KeysetPosition | undefined): Promise<KeysetPage<number>> => {
    const start = after ? Number(after[0]) + 1 : 1;
    reads.push(after?.[0] ?? undefined);
    if (start === failAt) throw new Error(`the page from ${start} could not be read`);
    const rows = Array.from({ length: Math.max(0, Math.min(size, count - start + 1)) }, (_none, index) => start + index);
    return { rows, next: rows.length === size ? [String(rows.at(-1))] : undefined };
  };
  return { read, reads };
}

describe('keysetPages', () => {
  it('gives every row once, in order, page after page', async () => {
    const { read } = numberedList(7, 3);
    const pages: number[][] = [];
    for await (const page of keysetPages(read)) pages.push(page);
    expect(pages).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('asks for the next page while the caller still works on the one it has', async () => {
    const { read, reads } = numberedList(7, 3);
    const pages = keysetPages(read);
    await pages.next();
    expect(reads).toEqual([undefined, '3']);
    await pages.next();
    expect(reads).toEqual([undefined, '3', '6']);
    await pages.return(undefined);
  });

  it('gives the rows read before a page that fails, then the failure', async () => {
    const { read } = numberedList(9, 3, 7);
    const pages: number[][] = [];
    await expect(
      (async () => {
        for await (const page of keysetPages(read)) pages.push(page);
      })(),
    ).rejects.toThrow('the page from 7 could not be read');
    expect(pages).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });

  it('leaves no unhandled failure when the caller stops before the page read ahead fails', async () => {
    const { read, reads } = numberedList(9, 3, 4);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      for await (const page of keysetPages(read)) {
        expect(page).toEqual([1, 2, 3]);
        break;
      }
      await new Promise((resolve) => setImmediate(resolve));
      expect(reads).toEqual([undefined, '3']);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

describe('nextPosition', () => {
  const keys = [
    { column: 'v.visit_date', order: 'desc', type: 'timestamptz' },
    { column: 'v.id', order: 'desc', type: 'uuid' },
  ] as const;

  it('starts the next page after a full page’s last row, and ends the list after a short one', () => {
    const page = [
      { id: 'a', keyset_0: '2026-11-02 10:00:00+00', keyset_1: 'a' },
      { id: 'b', keyset_0: '2026-11-01 10:00:00+00', keyset_1: 'b' },
    ];
    expect(nextPosition(page, keys, 2)).toEqual(['2026-11-01 10:00:00+00', 'b']);
    expect(nextPosition(page, keys, 3)).toBeUndefined();
  });

  it('refuses a full page read without its key columns, instead of ending the list there', () => {
    expect(() => nextPosition([{ id: 'a' }, { id: 'b' }], keys, 2)).toThrow('keyset_0');
  });
});
