import type { TranslationOf } from '../i18n/catalogue';
import type { operatorConsoleMessagesEn } from './messages.en';

export const operatorConsoleMessagesHi = {
  validation: {
    withinUnknown: 'अवधि 7, 30 या expired होनी चाहिए',
  },
  rest: {
    renewals: 'रिन्यू होने वाले बिज़नेस की सूची मिल गई',
    summary: 'सारांश मिल गया',
  },
} satisfies TranslationOf<typeof operatorConsoleMessagesEn>;
