/**
 * A value made on first use and kept while it is used: dropped once `idleMs` pass without a
 * call, and made again by the next one. For what is slow to make and large to hold but needed in
 * bursts, so an idle server does not carry it (a PDF's parsed fonts: pdf-document.ts).
 */
export function keptWhileUsed<T>(make: () => T, idleMs: number): () => T {
  let kept: { value: T } | undefined;
  let timer: NodeJS.Timeout | undefined;
  return () => {
    kept ??= { value: make() };
    clearTimeout(timer);
    // unref: a value kept for later never holds the process open.
    timer = setTimeout(() => (kept = undefined), idleMs).unref();
    return kept.value;
  };
}
