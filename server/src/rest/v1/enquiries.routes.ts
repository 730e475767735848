import { createEnquiryInput, idInput, listEnquiriesInput } from '@sevak/shared';
import * as service from '../../modules/enquiries/enquiries.service';
import { fromPath, restRoute, withTotal } from '../define-route';

export const enquiriesRoutes = [
  restRoute.admin({
    method: 'GET',
    url: '/admin/enquiry',
    message: 'Enquiries fetched successfully',
    input: listEnquiriesInput,
    handle: async ({ deps, actor, input, reply }) => withTotal(reply, await service.listEnquiries(deps, actor, input)),
  }),
  restRoute.admin({
    method: 'POST',
    url: '/admin/enquiry',
    status: 201,
    message: 'Enquiry created successfully',
    input: createEnquiryInput,
    handle: ({ deps, actor, input }) => service.createEnquiry(deps, actor, input),
  }),
  restRoute.admin({
    method: 'DELETE',
    url: '/admin/enquiry/:id',
    message: 'Enquiry deleted successfully',
    input: idInput,
    from: fromPath,
    handle: ({ deps, actor, input }) => service.deleteEnquiry(deps, actor, input.id),
  }),
];
