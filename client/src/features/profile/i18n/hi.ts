import type { TranslationOf } from '@sevak/shared/i18n/catalogue';
import type en from './en';

export default {
  title: 'मेरी प्रोफ़ाइल',
  loadFailed: 'प्रोफ़ाइल नहीं मिल सकी',
  updated: 'प्रोफ़ाइल अपडेट हो गई',
  updateFailed: 'प्रोफ़ाइल अपडेट नहीं हो सकी',
  businessDetails: 'दुकान की जानकारी',
  submit: 'प्रोफ़ाइल अपडेट करें',
  logo: 'लोगो',
  businessName: 'दुकान का नाम',
  email: 'ईमेल',
  phoneNumber: 'फ़ोन नंबर',
  newPassword: 'नया पासवर्ड',
  newPasswordHelp: 'मौजूदा पासवर्ड रखना हो तो खाली छोड़ दें।',
  newPasswordPlaceholder: 'नया पासवर्ड (ज़रूरी नहीं)',
  address: 'पता',
  accessPeriod: 'सेवा की अवधि',
  startDate: 'शुरू होने की तारीख',
  expiryDate: 'खत्म होने की तारीख',
} satisfies TranslationOf<typeof en>;
