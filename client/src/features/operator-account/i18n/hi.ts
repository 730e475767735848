import type { TranslationOf } from '@sevak/shared/i18n/catalogue';
import type en from './en';

export default {
  changePassword: {
    title: 'पासवर्ड बदलें',
    othersSignedOut: 'पासवर्ड बदलते ही आपके बाकी सभी डिवाइस से साइन आउट हो जाएगा; यह डिवाइस साइन इन रहेगा।',
    submit: 'पासवर्ड बदलें',
    currentPassword: 'मौजूदा पासवर्ड',
    newPassword: 'नया पासवर्ड',
    confirmPassword: 'नया पासवर्ड दोबारा लिखें',
    confirmRequired: 'नया पासवर्ड दोबारा लिखकर पक्का करें',
    mismatch: 'दोनों पासवर्ड एक जैसे नहीं हैं',
    changed: 'पासवर्ड बदल दिया गया',
    failed: 'पासवर्ड नहीं बदल सका',
  },
} satisfies TranslationOf<typeof en>;
