import {
  createProductCategoryInput,
  idInput,
  listProductCategoriesInput,
  updateProductCategoryInput,
} from '@sevak/shared';
import * as service from '../../modules/product-categories/product-categories.service';
import { fromPath, fromPathAndBody, restRoute, withTotal } from '../define-route';

export const productCategoriesRoutes = [
  restRoute.admin({
    method: 'GET',
    url: '/admin/productCategory',
    message: 'Product categories fetched successfully',
    input: listProductCategoriesInput,
    handle: async ({ deps, actor, input, reply }) => ({
      data: withTotal(reply, await service.listProductCategories(deps, actor, input)),
    }),
  }),
  restRoute.admin({
    method: 'POST',
    url: '/admin/productCategory',
    status: 201,
    message: 'Product category created successfully',
    input: createProductCategoryInput,
    handle: ({ deps, actor, input }) => service.createProductCategory(deps, actor, input),
  }),
  restRoute.admin({
    method: 'GET',
    url: '/admin/productCategory/:id',
    message: 'Product category fetched successfully',
    input: idInput,
    from: fromPath,
    handle: ({ deps, actor, input }) => service.getProductCategory(deps, actor, input.id),
  }),
  restRoute.admin({
    method: 'PUT',
    url: '/admin/productCategory/:id',
    message: 'Product category updated successfully',
    input: updateProductCategoryInput,
    from: fromPathAndBody,
    handle: ({ deps, actor, input }) => service.updateProductCategory(deps, actor, input.id, input.data),
  }),
  restRoute.admin({
    method: 'DELETE',
    url: '/admin/productCategory/:id',
    message: 'Product category deleted successfully',
    input: idInput,
    from: fromPath,
    handle: ({ deps, actor, input }) => service.deleteProductCategory(deps, actor, input.id),
  }),
];
