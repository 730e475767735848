import type { TranslationOf } from '../i18n/catalogue';
import type { customerPortalMessagesEn } from './messages.en';

export const customerPortalMessagesHi = {
  validation: {
    productRequired: 'वह उत्पाद चुनें जिसकी सर्विस करानी है',
    problemRequired: 'बताइए क्या खराबी है',
    preferredDateInvalid: 'पसंद का दिन सही लिखें',
    preferredDateOutside: 'पसंद का दिन एक साल के अंदर का होना चाहिए',
    customerRequired: 'ग्राहक चुनना ज़रूरी है',
    passwordTooShort: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
  },
  fields: {
    purchase: 'खरीद',
    customer: 'ग्राहक',
  },
  errors: {
    invoiceNotFound: 'बिल नहीं मिला।',
    paymentNotFound: 'भुगतान नहीं मिला।',
    purchaseNotFound: 'खरीद नहीं मिली।',
  },
  rest: {
    products: 'उत्पाद मिल गए',
    visits: 'सर्विस विज़िट मिल गईं',
    bills: 'बिल और रसीदें मिल गईं',
    invoicePdf: 'बिल PDF में (application/pdf)',
    receiptPdf: 'रसीद PDF में (application/pdf)',
    serviceRequests: 'सर्विस के अनुरोध मिल गए',
    serviceRequestSent: 'सर्विस का अनुरोध भेज दिया गया',
  },
  labels: {
    requestStatus: {
      received: 'मिल गया',
      visit_booked: 'विज़िट तय हो गई',
      done: 'सर्विस हो गई',
    },
  },
  signInMessage:
    'नमस्ते {{fullname}}, अब आप {{businessName}} से लिए अपने उत्पाद, बिल और सर्विस विज़िट देख सकते हैं ' +
    'और ऑनलाइन सर्विस के लिए कह सकते हैं। {{signInUrl}} पर अपने फ़ोन {{phoneNumber}} और पासवर्ड {{password}} से साइन इन करें',
} satisfies TranslationOf<typeof customerPortalMessagesEn>;
