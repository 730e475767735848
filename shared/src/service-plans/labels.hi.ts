import type { TranslationOf } from '../i18n/catalogue';
import type { servicePlansLabelsEn } from './labels.en';

export const servicePlansLabelsHi = {
  amcStatus: {
    active: 'चालू',
    expiring: 'खत्म होने वाला',
    expired: 'खत्म',
    renewed: 'रिन्यू हुआ',
    cancelled: 'रद्द',
  },
  dueRange: {
    overdue: 'समय निकल गया',
    today: 'आज',
    week: 'इस हफ़्ते',
    month: 'अगले 30 दिन',
  },
  dueKind: {
    visit: 'सर्विस विज़िट',
    warranty: 'वारंटी खत्म हो रही है',
    amc: 'AMC खत्म हो रहा है',
    enquiry: 'पूछताछ का फ़ॉलो-अप',
  },
  reminderChannel: {
    whatsapp: 'व्हाट्सऐप',
    sms: 'एसएमएस',
    call: 'कॉल',
  },
  warranty: {
    inWarranty: 'वारंटी में',
    expiresToday: 'आज खत्म हो रही है',
    expiresInDay: '{{count}} दिन में खत्म',
    expiresInDays: '{{count}} दिन में खत्म',
    expired: 'वारंटी खत्म',
  },
  interval: {
    everyMonth: 'हर महीने',
    everyMonths: 'हर {{count}} महीने',
    everyDay: 'हर दिन',
    everyDays: 'हर {{count}} दिन',
  },
} satisfies TranslationOf<typeof servicePlansLabelsEn>;
