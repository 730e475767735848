import { createEnquiryInput, idInput, listEnquiriesInput, MSG, updateEnquiryInput } from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as service from './enquiries.service';

/**
 * Enquiries are taken, followed up (their state, a day to call again, notes) and cleared; who
 * asked and what about are never edited (spec §7). Converting one is saving the customer it
 * became: the customer's create names the enquiry (`fromEnquiryId`).
 */
export const enquiryOperations = {
  list: admin.query({
    input: listEnquiriesInput,
    rest: { method: 'GET', path: '/admin/enquiry', message: MSG.enquiries.rest.list, list: 'rows' },
    run: ({ deps, caller, input }) => service.listEnquiries(deps, caller, input),
  }),
  /** One enquiry: what the customer form is filled from when it is converted. */
  get: admin.query({
    input: idInput,
    rest: { method: 'GET', path: '/admin/enquiry/:id', message: MSG.enquiries.rest.get },
    run: ({ deps, caller, input }) => service.getEnquiry(deps, caller, input.id),
  }),
  create: admin.mutation({
    input: createEnquiryInput,
    rest: { method: 'POST', path: '/admin/enquiry', status: 201, message: MSG.enquiries.rest.create },
    run: ({ deps, caller, input }) => service.createEnquiry(deps, caller, input),
  }),
  update: admin.mutation({
    input: updateEnquiryInput,
    rest: { method: 'PUT', path: '/admin/enquiry/:id', body: 'data', message: MSG.enquiries.rest.update },
    run: ({ deps, caller, input }) => service.updateEnquiry(deps, caller, input.id, input.data),
  }),
  delete: admin.mutation({
    input: idInput,
    rest: { method: 'DELETE', path: '/admin/enquiry/:id', message: MSG.enquiries.rest.delete },
    run: ({ deps, caller, input }) => service.deleteEnquiry(deps, caller, input.id),
  }),
};
