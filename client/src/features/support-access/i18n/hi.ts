import type { TranslationOf } from '@sevak/shared/i18n/catalogue';
import type en from './en';

export default {
  banner: {
    viewing: '{{business}} को सिर्फ़ देख रहे हैं — {{time}} पर खत्म होगा',
    exit: 'बाहर निकलें',
    exitFailed: 'सपोर्ट एक्सेस खत्म नहीं किया जा सका',
    notice: 'सेवक सपोर्ट {{time}} तक आपका खाता देख रहा है (सिर्फ़ देखने के लिए) — कारण: {{reason}}',
  },
  viewAs: {
    tooltip: 'दुकान की तरह देखें',
    button: '{{business}} को दुकान की तरह देखें',
    title: '{{business}} को सिर्फ़ देखें',
    ok: 'दुकान की तरह देखें',
    opening: 'खुल रहा है...',
    startFailed: 'सपोर्ट एक्सेस शुरू नहीं हो सका',
    explanation:
      'आप {{minutes}} मिनट तक इस दुकान की स्क्रीन वैसे ही देखेंगे जैसे इसके मालिक देखते हैं, पर कुछ बदल नहीं पाएँगे। ' +
      'दुकान को दिखेगा कि आप देख रहे हैं और क्यों, और यह उसकी गतिविधि में दर्ज रहेगा।',
    reason: 'कारण',
    reasonPlaceholder: 'टिकट: बिल के प्रिंट में GSTIN कट जाता है',
  },
} satisfies TranslationOf<typeof en>;
