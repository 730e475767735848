/*
 * The shape of a message catalogue: nested groups of sentences, English first. Every other
 * language is typed as a translation of the English one, so a key that one language has and
 * the other lacks fails to compile (the check issue 19 asks for, kept by tsc on every build).
 */

export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}

/** The same keys as the English catalogue, each a sentence in the other language. */
export type TranslationOf<T> = { readonly [K in keyof T]: T[K] extends string ? string : TranslationOf<T[K]> };

/** Every sentence's key as a dotted path: `customers.phoneTaken`. */
export type KeyOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The catalogue's shape with each sentence replaced by its own key, for code to name messages by. */
export type KeyTree<T, Prefix extends string = ''> = {
  readonly [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyTree<T[K], `${Prefix}${K}.`>;
};

export function keyTree<T extends Catalogue>(catalogue: T, prefix = ''): KeyTree<T> {
  const tree: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    tree[key] = typeof value === 'string' ? `${prefix}${key}` : keyTree(value, `${prefix}${key}.`);
  }
  return tree as KeyTree<T>;
}

/** The values a sentence's `{{placeholders}}` are filled with. */

