/** The product sub categories screens' words in English (the spec's exact text where it gives one). */
export default {
  pageTitle: 'Product Sub Category',
  addTitle: 'Add Sub Category',
  listTitle: 'Sub Categories',
  /** What the rows are, in the plural ("No sub categories found"). */
  rows: 'sub categories',
  searchPlaceholder: 'Search sub categories',
  loading: 'Loading products...',
  columns: {
    // The spec names the sub-category's column "Product Name".
    name: 'Product Name',
    category: 'Category',
  },
  save: 'Save',
  update: 'Update',
  created: 'Sub category created successfully',
  createFailed: 'Failed to create sub category',
  deleted: 'Sub category deleted successfully',
  deleteFailed: 'Failed to delete sub category',
  updated: 'Sub category updated successfully',
  updateFailed: 'Failed to update sub category',
  getFailed: 'Failed to get sub category',
  updateTitle: 'Update Product Sub Category',
  form: {
    name: 'Sub Category Name',
    namePlaceholder: 'e.g. RO Purifiers',
    category: 'Product Category',
  },
};
