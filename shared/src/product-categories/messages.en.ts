/** What the server and the shared schemas say about product categories, in English (the spec's exact text). */
export const productCategoriesMessagesEn = {
  validation: {
    nameRequired: 'Category name is required',
  },
  errors: {
    notFound: 'Product category not found.',
    /** `what` is a count of products or of sub-categories (products.counts, productCategories.counts). */
    stillHas: 'This category still has {{what}}.',
    stillHasBoth: 'This category still has {{products}} and {{subCategories}}.',
  },
  counts: {
    subCategory: '{{count}} sub-category',
    subCategories: '{{count}} sub-categories',
  },
  rest: {
    list: 'Product categories fetched successfully',
    get: 'Product category fetched successfully',
    create: 'Product category created successfully',
    update: 'Product category updated successfully',
    delete: 'Product category deleted successfully',
  },
};
