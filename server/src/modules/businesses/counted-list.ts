import { message, MSG, type Message, type MessageKey } from '@sevak/shared';

/** A count said with its noun: the `one` sentence ("1 customer") or the `many` ("3 customers"). */
export interface CountWords {
  one: MessageKey;
  many: MessageKey;
}

export function countMessage(count: number, words: CountWords): Message {
  return count === 1 ? message(words.one) : message(words.many, { count });
}

const LISTS = [
  undefined,
  undefined,
  MSG.businesses.list.of2,
  MSG.businesses.list.of3,
  MSG.businesses.list.of4,
  MSG.businesses.list.of5,
  MSG.businesses.list.of6,
  MSG.businesses.list.of7,
  MSG.businesses.list.of8,
] as const;
const PLACES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;

/**
 * "1 customer, 2 visits and 1 product" from the non-zero counts, as one message each language
 * joins its own way; undefined when every count is zero.
 */
export function listOfCounts(parts: [number, CountWords][]): Message | undefined {
  const items = parts.filter(([count]) => count > 0).map(([count, words]) => countMessage(count, words));
  if (items.length <= 1) return items[0];
  const list = LISTS[items.length];
  if (!list) throw new Error(`A list of ${items.length} counts has no sentence.`);
  return message(list, Object.fromEntries(items.map((item, index) => [PLACES[index]!, item])));
}
