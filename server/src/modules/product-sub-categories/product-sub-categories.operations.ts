import { createProductSubCategoryInput, idInput, listProductSubCategoriesInput, updateProductSubCategoryInput } from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as service from './product-sub-categories.service';

export const productSubCategoryOperations = {
  list: admin.query({
    input: listProductSubCategoriesInput,
    rest: { method: 'GET', path: '/admin/productSubCategory', message: 'Product sub-categories fetched successfully', list: 'nested' },
    run: ({ deps, caller, input }) => service.listProductSubCategories(deps, caller, input),
  }),
  get: admin.query({
    input: idInput,
    rest: { method: 'GET', path: '/admin/productSubCategory/:id', message: 'Product sub-category fetched successfully' },
    run: ({ deps, caller, input }) => service.getProductSubCategory(deps, caller, input.id),
  }),
  create: admin.mutation({
    input: createProductSubCategoryInput,
    rest: { method: 'POST', path: '/admin/productSubCategory', status: 201, message: 'Product sub-category created successfully' },
    run: ({ deps, caller, input }) => service.createProductSubCategory(deps, caller, input),
  }),
  update: admin.mutation({
    input: updateProductSubCategoryInput,
    rest: { method: 'PUT', path: '/admin/productSubCategory/:id', body: 'data', message: 'Product sub-category updated successfully' },
    run: ({ deps, caller, input }) => service.updateProductSubCategory(deps, caller, input.id, input.data),
  }),
  delete: admin.mutation({
    input: idInput,
    rest: { method: 'DELETE', path: '/admin/productSubCategory/:id', message: 'Product sub-category deleted successfully' },
    run: ({ deps, caller, input }) => service.deleteProductSubCategory(deps, caller, input.id),
  }),
};
