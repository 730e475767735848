import { idInput, MSG, serviceRequestInput } from '@sevak/shared';
import { customer } from '../../operations/operation';
import * as service from './customer-portal.service';

/** The customer's portal: their own purchases, visits, bills and service requests. */
export const customerPortalOperations = {
  products: customer.query({
    rest: { method: 'GET', path: '/customer/products', message: MSG.customerPortal.rest.products },
    run: ({ deps, caller }) => service.listMyProducts(deps, caller),
  }),
  visits: customer.query({
    rest: { method: 'GET', path: '/customer/visits', message: MSG.customerPortal.rest.visits },
    run: ({ deps, caller }) => service.listMyServiceVisits(deps, caller),
  }),
  bills: customer.query({
    rest: { method: 'GET', path: '/customer/bills', message: MSG.customerPortal.rest.bills },
    run: ({ deps, caller }) => service.listMyBills(deps, caller),
  }),
  invoicePdf: customer.download({
    input: idInput,
    rest: { method: 'GET', path: '/customer/invoice/:id/pdf', message: MSG.customerPortal.rest.invoicePdf },
    run: ({ deps, caller, input }) => service.myInvoicePdf(deps, caller, input.id),
  }),
  receiptPdf: customer.download({
    input: idInput,
    rest: { method: 'GET', path: '/customer/receipt/:id/pdf', message: MSG.customerPortal.rest.receiptPdf },
    run: ({ deps, caller, input }) => service.myReceiptPdf(deps, caller, input.id),
  }),
  serviceRequests: {
    list: customer.query({
      rest: { method: 'GET', path: '/customer/service-request', message: MSG.customerPortal.rest.serviceRequests },
      run: ({ deps, caller }) => service.listMyServiceRequests(deps, caller),
    }),
    create: customer.mutation({
      input: serviceRequestInput,
      rest: { method: 'POST', path: '/customer/service-request', status: 201, message: MSG.customerPortal.rest.serviceRequestSent },
      run: ({ deps, caller, input }) => service.requestService(deps, caller, input),
    }),
  },
};
