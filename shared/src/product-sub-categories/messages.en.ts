/** What the server and the shared schemas say about product sub categories, in English (the spec's exact text). */
export const productSubCategoriesMessagesEn = {
  validation: {
    nameRequired: 'Sub category name is required',
    categoryRequired: 'Choose a product category',
  },
  errors: {
    notFound: 'Product sub-category not found.',
    /** `products` is a count of products (products.counts). */
    stillHasProducts: 'This sub-category still has {{products}}.',
    cannotMove: 'This sub-category still has {{products}}, so it cannot move to another category.',
  },
  rest: {
    list: 'Product sub-categories fetched successfully',
    get: 'Product sub-category fetched successfully',
    create: 'Product sub-category created successfully',
    update: 'Product sub-category updated successfully',
    delete: 'Product sub-category deleted successfully',
  },
};
