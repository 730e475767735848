import { createCustomerInput, idInput, listCustomersInput, updateCustomerInput } from '@sevak/shared';
import * as service from '../../modules/customers/customers.service';
import { fromPath, fromPathAndBody, restRoute, withTotal, type RestRoute } from '../define-route';

export const customersRoutes: RestRoute[] = [
  restRoute.admin({
    method: 'GET',
    url: '/admin/customer',
    message: 'Customers fetched successfully',
    input: listCustomersInput,
    handle: async ({ deps, actor, input, reply }) => withTotal(reply, await service.listCustomers(deps, actor, input)),
  }),
  restRoute.admin({
    method: 'POST',
    url: '/admin/customer',
    status: 201,
    message: 'Customer created successfully',
    input: createCustomerInput,
    handle: ({ deps, actor, input }) => service.createCustomer(deps, actor, input),
  }),
  restRoute.admin({
    method: 'GET',
    url: '/admin/customer/:id',
    message: 'Customer fetched successfully',
    input: idInput,
    from: fromPath,
    handle: ({ deps, actor, input }) => service.getCustomer(deps, actor, input.id),
  }),
  restRoute.admin({
    method: 'PUT',
    url: '/admin/customer/:id',
    message: 'Customer updated successfully',
    input: updateCustomerInput,
    from: fromPathAndBody,
    handle: ({ deps, actor, input }) => service.updateCustomer(deps, actor, input.id, input.data),
  }),
  restRoute.admin({
    method: 'DELETE',
    url: '/admin/customer/:id',
    message: 'Customer deleted successfully',
    input: idInput,
    from: fromPath,
    handle: ({ deps, actor, input }) => service.deleteCustomer(deps, actor, input.id),
  }),
];
