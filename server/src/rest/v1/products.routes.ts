import { createProductInput, idInput, listProductsInput, updateProductInput } from '@sevak/shared';
import * as service from '../../modules/products/products.service';
import { fromPath, fromPathAndBody, restRoute, withTotal } from '../define-route';

export const productsRoutes = [
  restRoute.admin({
    method: 'GET',
    url: '/admin/product',
    message: 'Products fetched successfully',
    input: listProductsInput,
    // §7: the product list is a plain array, unlike the category lists
    handle: async ({ deps, actor, input, reply }) => withTotal(reply, await service.listProducts(deps, actor, input)),
  }),
  restRoute.admin({
    method: 'POST',
    url: '/admin/product',
    status: 201,
    message: 'Product created successfully',
    input: createProductInput,
    handle: ({ deps, actor, input }) => service.createProduct(deps, actor, input),
  }),
  restRoute.admin({
    method: 'GET',
    url: '/admin/product/:id',
    message: 'Product fetched successfully',
    input: idInput,
    from: fromPath,
    handle: ({ deps, actor, input }) => service.getProduct(deps, actor, input.id),
  }),
  restRoute.admin({
    method: 'PUT',
    url: '/admin/product/:id',
    message: 'Product updated successfully',
    input: updateProductInput,
    from: fromPathAndBody,
    handle: ({ deps, actor, input }) => service.updateProduct(deps, actor, input.id, input.data),
  }),
  restRoute.admin({
    method: 'DELETE',
    url: '/admin/product/:id',
    message: 'Product deleted successfully',
    input: idInput,
    from: fromPath,
    handle: ({ deps, actor, input }) => service.deleteProduct(deps, actor, input.id),
  }),
];
