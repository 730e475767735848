import { createEnquiryInput, idInput, listEnquiriesInput } from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as service from './enquiries.service';

/** Enquiries are taken and cleared, never edited (spec §7). */
export const enquiryOperations = {
  list: admin.query({
    input: listEnquiriesInput,
    rest: { method: 'GET', path: '/admin/enquiry', message: 'Enquiries fetched successfully', list: 'rows' },
    run: ({ deps, caller, input }) => service.listEnquiries(deps, caller, input),
  }),
  create: admin.mutation({
    input: createEnquiryInput,
    rest: { method: 'POST', path: '/admin/enquiry', status: 201, message: 'Enquiry created successfully' },
    run: ({ deps, caller, input }) => service.createEnquiry(deps, caller, input),
  }),
  delete: admin.mutation({
    input: idInput,
    rest: { method: 'DELETE', path: '/admin/enquiry/:id', message: 'Enquiry deleted successfully' },
    run: ({ deps, caller, input }) => service.deleteEnquiry(deps, caller, input.id),
  }),
};
