/** The product categories screens' words in English (the spec's exact text where it gives one). */
export default {
  pageTitle: 'Product Category',
  addTitle: 'Add Category',
  listTitle: 'Categories',
  /** What the rows are, in the plural ("No categories found"). */
  rows: 'categories',
  searchPlaceholder: 'Search categories',
  columns: {
    name: 'Category Name',
    created: 'Created',
  },
  save: 'Save',
  update: 'Update',
  created: 'Product category created successfully',
  createFailed: 'Failed to create product category',
  deleted: 'Product category deleted successfully',
  deleteFailed: 'Failed to delete product category',
  updated: 'Product category updated successfully',
  updateFailed: 'Failed to update product category',
  getFailed: 'Failed to get product category',
  updateTitle: 'Update Product Category',
  form: {
    name: 'Category Name',
    namePlaceholder: 'e.g. Water Purifiers',
  },
};
