import {
  createProductSubCategoryInput,
  idInput,
  listProductSubCategoriesInput,
  updateProductSubCategoryInput,
} from '@sevak/shared';
import * as service from '../../modules/product-sub-categories/product-sub-categories.service';
import { fromPath, fromPathAndBody, restRoute, withTotal } from '../define-route';

export const productSubCategoriesRoutes = [
  restRoute.admin({
    method: 'GET',
    url: '/admin/productSubCategory',
    message: 'Product sub-categories fetched successfully',
    input: listProductSubCategoriesInput,
    handle: async ({ deps, actor, input, reply }) => ({
      data: withTotal(reply, await service.listProductSubCategories(deps, actor, input)),
    }),
  }),
  restRoute.admin({
    method: 'POST',
    url: '/admin/productSubCategory',
    status: 201,
    message: 'Product sub-category created successfully',
    input: createProductSubCategoryInput,
    handle: ({ deps, actor, input }) => service.createProductSubCategory(deps, actor, input),
  }),
  restRoute.admin({
    method: 'GET',
    url: '/admin/productSubCategory/:id',
    message: 'Product sub-category fetched successfully',
    input: idInput,
    from: fromPath,
    handle: ({ deps, actor, input }) => service.getProductSubCategory(deps, actor, input.id),
  }),
  restRoute.admin({
    method: 'PUT',
    url: '/admin/productSubCategory/:id',
    message: 'Product sub-category updated successfully',
    input: updateProductSubCategoryInput,
    from: fromPathAndBody,
    handle: ({ deps, actor, input }) => service.updateProductSubCategory(deps, actor, input.id, input.data),
  }),
  restRoute.admin({
    method: 'DELETE',
    url: '/admin/productSubCategory/:id',
    message: 'Product sub-category deleted successfully',
    input: idInput,
    from: fromPath,
    handle: ({ deps, actor, input }) => service.deleteProductSubCategory(deps, actor, input.id),
  }),
];
