import type { TranslationOf } from '@sevak/shared/i18n/catalogue';
import type en from './en';

export default {
  pageTitle: 'उत्पाद श्रेणी',
  addTitle: 'श्रेणी जोड़ें',
  listTitle: 'श्रेणियाँ',
  rows: 'श्रेणियाँ',
  searchPlaceholder: 'श्रेणी खोजें',
  columns: {
    name: 'श्रेणी का नाम',
    created: 'कब बनी',
  },
  save: 'सेव करें',
  update: 'अपडेट करें',
  created: 'उत्पाद श्रेणी जोड़ दी गई',
  createFailed: 'उत्पाद श्रेणी नहीं जोड़ी जा सकी',
  deleted: 'उत्पाद श्रेणी हटा दी गई',
  deleteFailed: 'उत्पाद श्रेणी हटाई नहीं जा सकी',
  updated: 'उत्पाद श्रेणी अपडेट हो गई',
  updateFailed: 'उत्पाद श्रेणी अपडेट नहीं हो सकी',
  getFailed: 'उत्पाद श्रेणी की जानकारी नहीं मिल सकी',
  updateTitle: 'उत्पाद श्रेणी अपडेट करें',
  form: {
    name: 'श्रेणी का नाम',
    namePlaceholder: 'जैसे वॉटर प्यूरीफ़ायर',
  },
} satisfies TranslationOf<typeof en>;
