import { createBusinessInput, idInput, listBusinessesInput, MSG, updateBusinessInput } from '@sevak/shared';
import { customer, employee, superadmin } from '../../operations/operation';
import * as service from './businesses.service';
import { memberHome } from './member-home.service';

/**
 * The operator's businesses, each with its admin account. Spec §7 spells these paths
 * `/superAdmin/admin`: to the operator a business and its admin are one record.
 */
export const businessOperations = {
  list: superadmin.query({
    input: listBusinessesInput,
    rest: { method: 'GET', path: '/superAdmin/admin', message: MSG.businesses.rest.list, list: 'rows' },
    run: ({ deps, input }) => service.listBusinesses(deps, input),
  }),
  get: superadmin.query({
    input: idInput,
    rest: { method: 'GET', path: '/superAdmin/admin/:id', message: MSG.businesses.rest.get },
    run: ({ deps, input }) => service.getBusiness(deps, input.id),
  }),
  create: superadmin.mutation({
    input: createBusinessInput,
    rest: { method: 'POST', path: '/superAdmin/admin', status: 201, message: MSG.businesses.rest.created },
    run: ({ deps, input }) => service.createBusiness(deps, input),
  }),
  update: superadmin.mutation({
    input: updateBusinessInput,
    rest: { method: 'PUT', path: '/superAdmin/admin/:id', body: 'data', message: MSG.businesses.rest.updated },
    run: ({ deps, input }) => service.updateBusiness(deps, input.id, input.data),
  }),
  delete: superadmin.mutation({
    input: idInput,
    rest: { method: 'DELETE', path: '/superAdmin/admin/:id', message: MSG.businesses.rest.deleted },
    run: ({ deps, input }) => service.deleteBusiness(deps, input.id),
  }),
};

/** A technician's first screen: who they are, and for which shop. */
export const employeeHomeOperations = {
  home: employee.query({
    rest: { method: 'GET', path: '/employee/home', message: MSG.businesses.rest.home },
    run: ({ deps, caller }) => memberHome(deps, caller),
  }),
};

/** A customer's first screen: who they are, and which shop serves them. */
export const customerHomeOperations = {
  home: customer.query({
    rest: { method: 'GET', path: '/customer/home', message: MSG.businesses.rest.home },
    run: ({ deps, caller }) => memberHome(deps, caller),
  }),
};
