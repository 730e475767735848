/** The operator console screens' words in English (the spec's exact text where it gives one). */
export default {
  /** The console's windows of businesses due to renew. */
  windows: {
    '7': 'Expiring in 7 days',
    '30': 'Expiring in 30 days',
    expired: 'Expired in last 30 days',
  },
  summary: {
    loadFailed: 'Failed to get the summary',
    renewals: 'Renewals',
    businesses: 'Businesses',
    active: 'Active (last {{days}} days)',
    dormant: 'Dormant',
  },
  charts: {
    span: 'from {{first}} to {{last}}',
    month: 'Month',
    revenueTitle: 'Revenue by Month',
    revenueSummary: 'Subscriptions paid by month {{span}}: {{total}} in all, {{last}} this month.',
    revenue: 'Revenue',
    newBusinessesTitle: 'New Businesses by Month',
    newBusinessesSummary: 'Businesses added by month {{span}}: {{total}} in all, {{last}} this month.',
    newBusinesses: 'New businesses',
  },
  renewals: {
    title: 'Renewals',
    show: 'Show businesses',
    /** What the rows are, in the plural: "No renewals found". */
    label: 'renewals',
    search: 'Search by name or phone',
    nothingDue: {
      '7': 'No business expires in the next 7 days',
      '30': 'No business expires in the next 30 days',
      expired: 'No business expired in the last 30 days',
    },
    business: 'Business',
    expiryDate: 'Expiry Date',
    plan: 'Plan',
    noPlan: 'No plan yet',
    usage: 'Usage',
    actions: 'Actions',
    renewedUntil: 'Renewed until {{date}}',
    remind: 'Remind on WhatsApp',
    remindNamed: 'Remind {{name}} on WhatsApp',
    expiredYesterday: 'Expired yesterday',
    expiredDaysAgo: 'Expired {{count}} days ago',
    expiresToday: 'Expires today',
    daysLeft_one: '1 day left',
    daysLeft_other: '{{count}} days left',
  },
  /** What a business uses, on its row. */
  usage: {
    customers_one: '{{figure}} customer',
    customers_other: '{{figure}} customers',
    visits_one: '{{figure}} visit',
    visits_other: '{{figure}} visits',
    thisMonth: '{{customers}} · {{visits}} this month',
    lastSignIn: 'Last sign-in {{date}}',
    neverSignedIn: 'Never signed in',
    images: 'Images {{size}}',
  },
};
