/** What the server and the shared schemas say about businesses, in English (the spec's exact text). */
export const businessesMessagesEn = {
  validation: {
    logoTooLarge: 'Logo must be an image of at most 1 MB',
    logoKind: 'Logo must be a PNG, JPEG, WebP, GIF or SVG image',
    expiryBeforeStart: 'Expiry date must be on or after the start date',
    emailInvalid: 'Enter a valid email',
    nameTooShort: 'Business name must be at least 3 characters',
    nameTooLong: 'Business name must be at most {{maximum}} characters',
    passwordTooShort: 'Password must be at least 6 characters',
    startDateInvalid: 'Enter a valid start date',
    expiryDateInvalid: 'Enter a valid expiry date',
  },
  errors: {
    notFound: 'Business not found.',
    /** `records`: what it holds, "1 customer, 2 visits and 1 product" (`records` and `list` below). */
    hasRecords: 'This business has {{records}}. Change its expiry date to end its access instead.',
  },
  /** What a business holds, counted, in the refusal to delete it. */
  records: {
    customers: { one: '1 customer', many: '{{count}} customers' },
    visits: { one: '1 visit', many: '{{count}} visits' },
    employees: { one: '1 employee', many: '{{count}} employees' },
    products: { one: '1 product', many: '{{count}} products' },
    categories: { one: '1 category', many: '{{count}} categories' },
    enquiries: { one: '1 enquiry', many: '{{count}} enquiries' },
    tickets: { one: '1 help-desk query', many: '{{count}} help-desk queries' },
    subscriptions: { one: '1 subscription payment', many: '{{count}} subscription payments' },
  },
  /** Two or more things said in one breath, each already a sentence's part. */
  list: {
    of2: '{{a}} and {{b}}',
    of3: '{{a}}, {{b}} and {{c}}',
    of4: '{{a}}, {{b}}, {{c}} and {{d}}',
    of5: '{{a}}, {{b}}, {{c}}, {{d}} and {{e}}',
    of6: '{{a}}, {{b}}, {{c}}, {{d}}, {{e}} and {{f}}',
    of7: '{{a}}, {{b}}, {{c}}, {{d}}, {{e}}, {{f}} and {{g}}',
    of8: '{{a}}, {{b}}, {{c}}, {{d}}, {{e}}, {{f}}, {{g}} and {{h}}',
  },
  rest: {
    list: 'Admins fetched successfully',
    get: 'Admin fetched successfully',
    created: 'Admin created successfully',
    updated: 'Admin updated successfully',
    deleted: 'Admin deleted successfully',
    home: 'Home fetched successfully',
  },
};
