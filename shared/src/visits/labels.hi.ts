import type { TranslationOf } from '../i18n/catalogue';
import type { visitsLabelsEn } from './labels.en';

export const visitsLabelsHi = {
  status: {
    scheduled: 'तय है',
    done: 'हो गई',
    missed: 'छूट गई',
    cancelled: 'रद्द',
  },
  unassigned: 'किसी को नहीं सौंपी',
} satisfies TranslationOf<typeof visitsLabelsEn>;
