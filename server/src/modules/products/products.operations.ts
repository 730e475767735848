import { createProductInput, idInput, listProductsInput, MSG, productOptionsInput, updateProductInput } from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as service from './products.service';

export const productOperations = {
  list: admin.query({
    input: listProductsInput,
    // §7: the product list is a plain array, unlike the category lists.
    rest: { method: 'GET', path: '/admin/product', message: MSG.products.rest.list, list: 'rows' },
    run: ({ deps, caller, input }) => service.listProducts(deps, caller, input),
  }),
  get: admin.query({
    input: idInput,
    rest: { method: 'GET', path: '/admin/product/:id', message: MSG.products.rest.get },
    run: ({ deps, caller, input }) => service.getProduct(deps, caller, input.id),
  }),
  /** Total Products and Total Inventory Value, the cards on the product page. */
  summary: admin.query({
    rest: { method: 'GET', path: '/admin/product/summary', message: MSG.products.rest.summary },
    run: ({ deps, caller }) => service.summarizeProducts(deps, caller),
  }),
  options: admin.query({
    input: productOptionsInput,
    rest: false,
    why: 'a short pick list for the customer and enquiry forms; GET /admin/product?search= serves external clients',
    run: ({ deps, caller, input }) => service.productOptions(deps, caller, input),
  }),
  create: admin.mutation({
    input: createProductInput,
    rest: { method: 'POST', path: '/admin/product', status: 201, message: MSG.products.rest.create },
    run: ({ deps, caller, input }) => service.createProduct(deps, caller, input),
  }),
  update: admin.mutation({
    input: updateProductInput,
    rest: { method: 'PUT', path: '/admin/product/:id', body: 'data', message: MSG.products.rest.update },
    run: ({ deps, caller, input }) => service.updateProduct(deps, caller, input.id, input.data),
  }),
  delete: admin.mutation({
    input: idInput,
    rest: { method: 'DELETE', path: '/admin/product/:id', message: MSG.products.rest.delete },
    run: ({ deps, caller, input }) => service.deleteProduct(deps, caller, input.id),
  }),
};
