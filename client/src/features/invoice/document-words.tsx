import type { Language } from '@sevak/shared';
import type { KeyOf } from '@sevak/shared/i18n/catalogue';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import type en from './i18n/en';
import { INVOICE } from './i18n';

/*
 * The words of a printed document. A document is the same on every screen, on paper and in the
 * server's PDF, whatever its reader's language: English, and when the business chose Hindi
 * headings (its tax profile's documentLanguage), each heading with its Hindi beside it. The legal
 * fields (GSTIN, HSN/SAC, tax rates and amounts, numbers, dates) are printed in English alone.
 */

export type DocumentKey = KeyOf<(typeof en)['document']>;
type Values = Record<string, string | number>;

const IN_ENGLISH = { lng: 'en', keyPrefix: 'document' } as const;
const IN_HINDI = { lng: 'hi', keyPrefix: 'document' } as const;

/** One way of printing a document's words; `t` as the catalogue's (and its linter) knows it. */
export interface DocumentText<Text> {
  t: (key: DocumentKey, values?: Values) => Text;
}

export interface DocumentWords {
  readonly bilingual: boolean;
  /** The English alone: a legal field's label, a document's accessible name. */
  english: DocumentText<string>;
  /** A heading in both languages on one line: "Bill to", or "Bill to / बिल पाने वाला". */
  both: DocumentText<string>;
  /** A table's heading: the English, and the Hindi on a line of its own under it. */
  stacked: DocumentText<ReactNode>;
}

/**
 * The document's words for a business whose documents speak `language` ('hi': English and
 * Hindi). The Hindi is fetched the first time it is needed (the component suspends meanwhile).
 */
export function useDocumentWords(language: Language | undefined): DocumentWords {
  const bilingual = language === 'hi';
  const { t: inEnglish } = useTranslation(INVOICE, IN_ENGLISH);
  const { t: inHindi } = useTranslation(INVOICE, bilingual ? IN_HINDI : IN_ENGLISH);
  const english = (key: DocumentKey, values?: Values) => inEnglish(key, values);
  const hindi = (key: DocumentKey, values?: Values) => inHindi(key, values);
  return {
    bilingual,
    english: { t: english },
    both: { t: (key, values) => (bilingual ? `${english(key, values)} / ${hindi(key, values)}` : english(key, values)) },
    stacked: {
      t: (key, values) =>
        bilingual ? (
          <>
            {english(key, values)}
            <br />
            <span lang="hi">{hindi(key, values)}</span>
          </>
        ) : (
          english(key, values)
        ),
    },
  };
}

/**
 * Fetches the document's Hindi words ahead of a document that needs them (one printed straight
 * away, which should not wait for them while the print dialog is already open).
 */
export async function loadDocumentWords(language: Language | undefined): Promise<void> {
  if (language === 'hi' && !i18n.hasResourceBundle('hi', INVOICE)) await i18n.loadLanguages('hi');
}
