import { createProductCategoryInput, idInput, listProductCategoriesInput, MSG, updateProductCategoryInput } from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as service from './product-categories.service';

export const productCategoryOperations = {
  list: admin.query({
    input: listProductCategoriesInput,
    rest: { method: 'GET', path: '/admin/productCategory', message: MSG.productCategories.rest.list, list: 'nested' },
    run: ({ deps, caller, input }) => service.listProductCategories(deps, caller, input),
  }),
  get: admin.query({
    input: idInput,
    rest: { method: 'GET', path: '/admin/productCategory/:id', message: MSG.productCategories.rest.get },
    run: ({ deps, caller, input }) => service.getProductCategory(deps, caller, input.id),
  }),
  create: admin.mutation({
    input: createProductCategoryInput,
    rest: { method: 'POST', path: '/admin/productCategory', status: 201, message: MSG.productCategories.rest.create },
    run: ({ deps, caller, input }) => service.createProductCategory(deps, caller, input),
  }),
  update: admin.mutation({
    input: updateProductCategoryInput,
    rest: { method: 'PUT', path: '/admin/productCategory/:id', body: 'data', message: MSG.productCategories.rest.update },
    run: ({ deps, caller, input }) => service.updateProductCategory(deps, caller, input.id, input.data),
  }),
  delete: admin.mutation({
    input: idInput,
    rest: { method: 'DELETE', path: '/admin/productCategory/:id', message: MSG.productCategories.rest.delete },
    run: ({ deps, caller, input }) => service.deleteProductCategory(deps, caller, input.id),
  }),
};
