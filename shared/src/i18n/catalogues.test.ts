import { describe, expect, it } from 'vitest';
import { languageOfAcceptLanguage } from './language';
import { MSG, messagesEn } from './messages.en';
import { messagesHi } from './messages.hi';
import type { Catalogue } from './catalogue';

/** Every sentence of a catalogue by its dotted key. */
function sentences(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else for (const [inner, text] of sentences(value, `${prefix}${key}.`)) found.set(inner, text);
  }
  return found;
}

/** The `{{placeholders}}` a sentence fills, without their formats: `{{what, lowercase}}` is `what`. */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).sort();

describe('the shared messages in Hindi', () => {
  const english = sentences(messagesEn);
  const hindi = sentences(messagesHi);

  it('say every sentence the English says, and nothing else', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('fill the same values into each sentence, so no number or name goes missing in Hindi', () => {
    const mismatched = [...english].filter(([key, text]) => placeholders(text).join() !== placeholders(hindi.get(key) ?? '').join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('are written in Devanagari, not left in English', () => {
    // A sentence may keep a term of art (GSTIN, JSON) but not be English throughout.
    const untranslated = [...hindi].filter(([, text]) => text.trim() !== '' && !/[\u0900-\u097F]/.test(text));
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('name each sentence by its own path', () => {
    expect(MSG.auth.signIn.invalidCredentials).toBe('auth.signIn.invalidCredentials');
    expect(MSG.common.validation.tooLong).toBe('common.validation.tooLong');
  });
});

describe('the language a REST caller asks for', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.5, hi;q=0.8', 'hi'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['*', 'en'],
    ['hi;q=0', 'en'],
    ['mr-IN, hi;q=0.5', 'hi'],
  ])('Accept-Language %j is answered in %s', (header, language) => {
    expect(languageOfAcceptLanguage(header)).toBe(language);
  });
});
