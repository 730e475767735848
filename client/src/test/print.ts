import { vi } from 'vitest';

/** Stands in for the browser's print dialog, noting the page's title each time it opens (a saved PDF's name). */
export function stubPrint() {
  const titles: string[] = [];
  const print = vi.fn(() => {
    titles.push(document.title);
  });
  vi.stubGlobal('print', print);
  return { print, titles };
}
