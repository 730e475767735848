/** "1 product", "3 products": counts in messages to a shop owner. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** "3 products and 2 sub-categories" from the non-zero parts, or '' when all are zero. */
export function listOfCounts(parts: [number, string, string?][]): string {
  const words = parts.filter(([count]) => count > 0).map(([count, singular, plural]) => countOf(count, singular, plural));
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
