import type { TranslationOf } from '../i18n/catalogue';
import type { dashboardMessagesEn } from './messages.en';

export const dashboardMessagesHi = {
  rest: {
    get: 'डैशबोर्ड की जानकारी मिल गई',
    charts: 'डैशबोर्ड के चार्ट मिल गए',
  },
} satisfies TranslationOf<typeof dashboardMessagesEn>;
