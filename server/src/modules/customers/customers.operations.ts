import {
  addCustomerProductInput,
  createCustomerInput,
  customerOptionsInput,
  customerSignInInput,
  idInput,
  listCustomersInput,
  MSG,
  removeCustomerProductInput,
  updateCustomerInput,
  updateCustomerProductInput,
} from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as service from './customers.service';

export const customerOperations = {
  list: admin.query({
    input: listCustomersInput,
    rest: { method: 'GET', path: '/admin/customer', message: MSG.customers.rest.list, list: 'rows' },
    run: ({ deps, caller, input }) => service.listCustomers(deps, caller, input),
  }),
  get: admin.query({
    input: idInput,
    rest: { method: 'GET', path: '/admin/customer/:id', message: MSG.customers.rest.get },
    run: ({ deps, caller, input }) => service.getCustomer(deps, caller, input.id),
  }),
  create: admin.mutation({
    input: createCustomerInput,
    rest: { method: 'POST', path: '/admin/customer', status: 201, message: MSG.customers.rest.create },
    run: ({ deps, caller, input }) => service.createCustomer(deps, caller, input),
  }),
  update: admin.mutation({
    input: updateCustomerInput,
    rest: { method: 'PUT', path: '/admin/customer/:id', body: 'data', message: MSG.customers.rest.update },
    run: ({ deps, caller, input }) => service.updateCustomer(deps, caller, input.id, input.data),
  }),
  delete: admin.mutation({
    input: idInput,
    rest: { method: 'DELETE', path: '/admin/customer/:id', message: MSG.customers.rest.delete },
    run: ({ deps, caller, input }) => service.deleteCustomer(deps, caller, input.id),
  }),
  /** Sets the customer's portal password, for the owner to send them by WhatsApp. */
  setSignIn: admin.mutation({
    input: customerSignInInput,
    rest: { method: 'POST', path: '/admin/customer/:id/sign-in', message: MSG.customers.rest.setSignIn },
    run: ({ deps, caller, input }) => service.setCustomerSignIn(deps, caller, input.id, input.password),
  }),
  addProduct: admin.mutation({
    input: addCustomerProductInput,
    rest: { method: 'POST', path: '/admin/customer/:customerId/product', body: 'data', status: 201, message: MSG.customers.rest.addProduct },
    run: ({ deps, caller, input }) => service.addCustomerProduct(deps, caller, input.customerId, input.data),
  }),
  updateProduct: admin.mutation({
    input: updateCustomerProductInput,
    rest: {
      method: 'PUT',
      path: '/admin/customer/:customerId/product/:customerProductId',
      body: 'data',
      message: MSG.customers.rest.updateProduct,
    },
    run: ({ deps, caller, input }) =>
      service.updateCustomerProduct(deps, caller, input.customerId, input.customerProductId, input.data),
  }),
  removeProduct: admin.mutation({
    input: removeCustomerProductInput,
    rest: { method: 'DELETE', path: '/admin/customer/:customerId/product/:customerProductId', message: MSG.customers.rest.removeProduct },
    run: ({ deps, caller, input }) => service.removeCustomerProduct(deps, caller, input.customerId, input.customerProductId),
  }),
  /** The customer with every purchase and the seller, as the tax invoice prints them. */
  invoice: admin.query({
    input: idInput,
    rest: { method: 'GET', path: '/admin/customer/:id/invoice', message: MSG.customers.rest.invoice },
    run: ({ deps, caller, input }) => service.getCustomerInvoice(deps, caller, input.id),
  }),
  options: admin.query({
    input: customerOptionsInput,
    rest: false,
    why: "a short pick list for the visit form's customer; GET /admin/customer?search= serves external clients",
    run: ({ deps, caller, input }) => service.listCustomerOptions(deps, caller, input),
  }),
};
