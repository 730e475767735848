import type { TranslationOf } from '@sevak/shared/i18n/catalogue';
import type en from './en';

export default {
  toDark: 'डार्क थीम पर जाएँ',
  toLight: 'लाइट थीम पर जाएँ',
} satisfies TranslationOf<typeof en>;
