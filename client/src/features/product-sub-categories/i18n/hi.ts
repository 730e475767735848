import type { TranslationOf } from '@sevak/shared/i18n/catalogue';
import type en from './en';

export default {
  pageTitle: 'उत्पाद उप-श्रेणी',
  addTitle: 'उप-श्रेणी जोड़ें',
  listTitle: 'उप-श्रेणियाँ',
  rows: 'उप-श्रेणियाँ',
  searchPlaceholder: 'उप-श्रेणी खोजें',
  loading: 'उप-श्रेणियाँ लोड हो रही हैं...',
  columns: {
    name: 'उप-श्रेणी का नाम',
    category: 'श्रेणी',
  },
  save: 'सेव करें',
  update: 'अपडेट करें',
  created: 'उप-श्रेणी जोड़ दी गई',
  createFailed: 'उप-श्रेणी नहीं जोड़ी जा सकी',
  deleted: 'उप-श्रेणी हटा दी गई',
  deleteFailed: 'उप-श्रेणी हटाई नहीं जा सकी',
  updated: 'उप-श्रेणी अपडेट हो गई',
  updateFailed: 'उप-श्रेणी अपडेट नहीं हो सकी',
  getFailed: 'उप-श्रेणी की जानकारी नहीं मिल सकी',
  updateTitle: 'उत्पाद उप-श्रेणी अपडेट करें',
  form: {
    name: 'उप-श्रेणी का नाम',
    namePlaceholder: 'जैसे RO प्यूरीफ़ायर',
    category: 'उत्पाद श्रेणी',
  },
} satisfies TranslationOf<typeof en>;
