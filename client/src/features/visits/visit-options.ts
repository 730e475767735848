import type { CustomerOption } from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useCallback } from 'react';
import { useSearchOptions, type SearchOptions } from '../../lib/search-options';
import { trpc, type RouterOutputs } from '../../lib/trpc';

function personLabel(person: { fullname: string; phoneNumber: string }) {
  return `${person.fullname} (${person.phoneNumber})`;
}

/** The customer pick list: the customers whose name, phone or bill number matches what was typed. */
export function useCustomerOptions(search: string): SearchOptions {
  return useSearchOptions(trpc.admin.customers.options, { search }, personLabel);
}

/** The employee pick list. */
export function useEmployeeOptions(search: string): SearchOptions {
  return useSearchOptions(trpc.admin.employees.options, { search }, personLabel);
}

/**
 * A customer the pick list has offered, with their address and purchases: the option the user
 * just chose is in one of the pick list's cached answers, so the form can pre-fill at once.
 */
export function useOfferedCustomer() {
  const queryClient = useQueryClient();
  return useCallback(
    (id: string): CustomerOption | undefined => {
      const answers = queryClient.getQueriesData<CustomerOption[]>({
        queryKey: getQueryKey(trpc.admin.customers.options),
      });
      for (const [, customers] of answers) {
        const customer = customers?.find((candidate) => candidate.id === id);
        if (customer) return customer;
      }
      return undefined;
    },
    [queryClient],
  );
}

/** A customer record as the pick list describes it (its purchases oldest invoice first). */
export function customerOption(customer: RouterOutputs['admin']['customers']['get']): CustomerOption {
  const first = customer.customerProduct[0];
  return {
    id: customer.id,
    fullname: customer.user.fullname,
    phoneNumber: customer.user.phoneNumber,
    address: customer.user.address,
    firstPurchase: first ? { id: first.id, warrantyStartDate: first.warrantyStartDate } : null,
    purchases: customer.customerProduct.map((purchase) => ({ id: purchase.id, productName: purchase.product.name })),
  };
}
