import { servicePlansLabelsEn } from '@sevak/shared/service-plans/labels.en';
import { technicianMessagesEn } from '@sevak/shared/technician/messages.en';
import { visitsLabelsEn } from '@sevak/shared/visits/labels.en';

/*
 * The technician screens' words in English (the spec's exact text where it gives one). The
 * visit, range, AMC and warranty words are the shared catalogue's own, taken from their zod-free
 * modules: the technician's cold start carries neither zod nor every other feature's sentences.
 */
export default {
  pageTitle: '{{title}} | {{app}}',
  frame: {
    skipToContent: 'Skip to content',
    nav: 'Your visits',
    myDay: 'My day',
    upcoming: 'Upcoming',
    signOut: 'Sign out',
    signOutConfirm: {
      title: 'Sign out without sending?',
      content_one: '{{count}} change waiting to be sent. Signing out deletes it from this phone.',
      content_other: '{{count}} changes waiting to be sent. Signing out deletes them from this phone.',
      ok: 'Sign out',
      cancel: 'Stay signed in',
    },
  },
  banners: {
    offline: 'You are offline. Showing what was saved on this phone.',
    waiting_one: '{{count}} change waiting to be sent.',
    waiting_other: '{{count}} changes waiting to be sent.',
    waitingOffline_one: '{{count}} change waiting to be sent: it is sent when the phone is back online.',
    waitingOffline_other: '{{count}} changes waiting to be sent: they are sent when the phone is back online.',
    sendNow: 'Send now',
    notSaved: "Not saved: {{customer}}'s visit. {{reason}}",
    ok: 'OK',
  },
  outbox: {
    sent: '{{customer}}: {{message}}',
    done: technicianMessagesEn.complete.done,
    refused: 'The server refused the change (HTTP {{status}}).',
    alreadyDone: 'This visit was already marked done.',
    notRecorded: '{{reason}} The {{amount}} you collected was not recorded: tell the shop.',
  },
  /** What the state tag says: the visit's status, or that it was marked done here and is not sent yet. */
  state: { ...visitsLabelsEn.status, waiting: 'Done — waiting to send' },
  range: technicianMessagesEn.labels.range,
  screen: {
    loading: 'Loading…',
    unreachable: 'The server could not be reached.',
    offlineNotSaved: 'The phone is offline, and this was not saved on it while online.',
    tryAgain: 'Try again',
    couldNotRefresh: 'Could not refresh: showing what was saved at {{time}}.',
    notAllShown: 'Showing the first {{shown}} of {{total}}. Ask the shop for the rest.',
    listFailed: 'Could not load these visits.',
  },
  card: {
    chargesDue: 'Charges due {{amount}}',
    pin: 'PIN {{pin}}',
    noAddress: 'No address given',
  },
  myDay: {
    title: 'My day',
    noneToday: 'No visits today.',
  },
  upcoming: {
    title: 'Upcoming',
    lead: 'Your visits of the next 7 days, from tomorrow.',
    failed: 'Could not load the next 7 days.',
    none: 'No visits in the next 7 days.',
    tomorrow: 'Tomorrow, {{day}}',
  },
  visit: {
    title: "{{customer}}'s visit",
    untitled: 'Visit',
    back: 'My day',
    failed: 'Could not open this visit.',
    customer: 'Customer',
    address: 'Address',
    call: 'Call {{phone}}',
    maps: 'Open in Maps',
    product: 'Product',
    serialNumber: 'Serial number',
    notRecorded: 'Not recorded',
    warranty: 'Warranty',
    amc: 'AMC',
    noProduct: 'No product recorded for this visit.',
    charges: 'Charges',
    serviceCharges: 'Service charges',
    chargesDue: 'Charges due',
    lastVisits: 'Last visits',
    noEarlierVisits: 'No earlier visits.',
    noNotes: 'No notes',
    waiting: 'Marked done on this phone: it is sent as soon as the phone is online.',
    markDone: 'Mark done',
  },
  /** As every screen says a warranty ("Expires in 12 days"), from its state and days left. */
  warranty: servicePlansLabelsEn.warranty,
  amc: {
    status: servicePlansLabelsEn.amcStatus,
    ends: '{{status}}, ends {{date}}',
    ended: '{{status}}, ended {{date}}',
    none: 'No AMC',
  },
  done: {
    title: 'Mark done',
    lead: '{{customer}}, {{time}}. Charges due {{due}}.',
    notDoable: 'This visit is {{state, lowercase}}.',
    backToVisit: 'Back to the visit',
    notes: 'Work notes (optional)',
    notesPlaceholder: 'What was done, parts changed, what the customer said',
    serviceCharges: 'Service charges (₹)',
    payment: 'Payment collected (optional)',
    amount: 'Amount (₹)',
    paidBy: 'Paid by',
    mode: { CASH: 'Cash', UPI: 'UPI' },
    nextVisit: 'Next visit (optional)',
    nextVisitNone: 'Leave it blank and no next visit is booked.',
    nextVisitPlanned_one: "Leave it blank and the shop's plan books the next visit a month after this one.",
    nextVisitPlanned_other: "Leave it blank and the shop's plan books the next visit {{count}} months after this one.",
    storageFull: 'This phone could not save the change: its storage is full or blocked. Nothing was sent.',
    save: 'Save: visit done',
    cancel: 'Cancel',
  },
};
