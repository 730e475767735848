import { createAmcInput, idInput, listAmcInput, MSG, renewAmcInput, updateAmcInput } from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as service from './amc.service';

/*
 * AMC contracts (issue: service plans): a purchase's maintenance contract with the visits it
 * plans; renewed from the day after it ends, or cancelled with its visits still to do.
 */

export const amcOperations = {
  /** Paged; searched by customer, phone, serial number or product; `status` active, expiring, expired, renewed or cancelled. */
  list: admin.query({
    input: listAmcInput,
    rest: { method: 'GET', path: '/admin/amc', message: MSG.servicePlans.rest.amcList, list: 'rows' },
    run: ({ deps, caller, input }) => service.listAmcContracts(deps, caller, input),
  }),
  /** The contract with its planned visits. */
  get: admin.query({
    input: idInput,
    rest: { method: 'GET', path: '/admin/amc/:id', message: MSG.servicePlans.rest.amcGet },
    run: ({ deps, caller, input }) => service.getAmcContract(deps, caller, input.id),
  }),
  /** Makes the contract and plans its visits, at an even interval from the start date. */
  create: admin.mutation({
    input: createAmcInput,
    rest: { method: 'POST', path: '/admin/amc', status: 201, message: MSG.servicePlans.rest.amcCreated },
    run: ({ deps, caller, input }) => service.createAmcContract(deps, caller, input),
  }),
  /** A new price, or a new technician for the visits still to do. */
  update: admin.mutation({
    input: updateAmcInput,
    rest: { method: 'PUT', path: '/admin/amc/:id', body: 'data', message: MSG.servicePlans.rest.amcUpdated },
    run: ({ deps, caller, input }) => service.updateAmcContract(deps, caller, input.id, input.data),
  }),
  /** The next contract, from the day after this one ends; answers the new contract. */
  renew: admin.mutation({
    input: renewAmcInput,
    rest: { method: 'POST', path: '/admin/amc/:id/renew', status: 201, message: MSG.servicePlans.rest.amcRenewed },
    run: ({ deps, caller, input }) => service.renewAmcContract(deps, caller, input),
  }),
  /** Cancels the contract and its visits still to do; done visits stay. */
  cancel: admin.mutation({
    input: idInput,
    rest: { method: 'POST', path: '/admin/amc/:id/cancel', body: 'none', message: MSG.servicePlans.rest.amcCancelled },
    run: ({ deps, caller, input }) => service.cancelAmcContract(deps, caller, input.id),
  }),
};
