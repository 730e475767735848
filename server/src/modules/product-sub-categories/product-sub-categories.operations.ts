import { createProductSubCategoryInput, idInput, listProductSubCategoriesInput, MSG, updateProductSubCategoryInput } from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as service from './product-sub-categories.service';

export const productSubCategoryOperations = {
  list: admin.query({
    input: listProductSubCategoriesInput,
    rest: { method: 'GET', path: '/admin/productSubCategory', message: MSG.productSubCategories.rest.list, list: 'nested' },
    run: ({ deps, caller, input }) => service.listProductSubCategories(deps, caller, input),
  }),
  get: admin.query({
    input: idInput,
    rest: { method: 'GET', path: '/admin/productSubCategory/:id', message: MSG.productSubCategories.rest.get },
    run: ({ deps, caller, input }) => service.getProductSubCategory(deps, caller, input.id),
  }),
  create: admin.mutation({
    input: createProductSubCategoryInput,
    rest: { method: 'POST', path: '/admin/productSubCategory', status: 201, message: MSG.productSubCategories.rest.create },
    run: ({ deps, caller, input }) => service.createProductSubCategory(deps, caller, input),
  }),
  update: admin.mutation({
    input: updateProductSubCategoryInput,
    rest: { method: 'PUT', path: '/admin/productSubCategory/:id', body: 'data', message: MSG.productSubCategories.rest.update },
    run: ({ deps, caller, input }) => service.updateProductSubCategory(deps, caller, input.id, input.data),
  }),
  delete: admin.mutation({
    input: idInput,
    rest: { method: 'DELETE', path: '/admin/productSubCategory/:id', message: MSG.productSubCategories.rest.delete },
    run: ({ deps, caller, input }) => service.deleteProductSubCategory(deps, caller, input.id),
  }),
};
