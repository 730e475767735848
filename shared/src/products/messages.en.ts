/** What the server and the shared schemas say about products, in English (the spec's exact text). */
export const productsMessagesEn = {
  validation: {
    nameRequired: 'Product name is required',
    priceRequired: 'Price is required',
    quantityRequired: 'Quantity is required',
    categoryInvalid: 'Choose a valid product category',
    subCategoryInvalid: 'Choose a valid product sub-category',
    hsnCode: 'HSN code is 4, 6 or 8 digits',
    searchTooLong: 'Search must be at most {{maximum}} characters',
  },
  errors: {
    notFound: 'Product not found.',
    chooseCategory: 'Choose a category for the sub-category.',
    subCategoryNotInCategory: 'That sub-category is not in the chosen category.',
    onInvoices: 'This product is on {{invoices}}.',
  },
  /**
   * Counts filled into refusals ("This category still has {{products}}"), the singular for 1.
   * Every sentence that takes one says "in" or "on" the counted things, so Hindi keeps them in
   * the form that follows "में".
   */
  counts: {
    product: '{{count}} product',
    products: '{{count}} products',
    customerInvoice: '{{count}} customer invoice',
    customerInvoices: '{{count}} customer invoices',
  },
  rest: {
    list: 'Products fetched successfully',
    get: 'Product fetched successfully',
    summary: 'Product summary fetched successfully',
    create: 'Product created successfully',
    update: 'Product updated successfully',
    delete: 'Product deleted successfully',
  },
};
