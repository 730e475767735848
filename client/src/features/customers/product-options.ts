import { getQueryKey } from '@trpc/react-query';
import { useQueryClient } from '@tanstack/react-query';
import type { SearchOption } from '../../components/SearchSelect';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type ProductOption = RouterOutputs['admin']['products']['options'][number];

/** The product pick list: products whose name matches what was typed. */
export function useProductOptions(search: string): { options: SearchOption[]; loading: boolean } {
  const products = trpc.admin.products.options.useQuery({ search }, { placeholderData: (previous) => previous });
  return {
    options: products.data?.map((product) => ({ value: product.id, label: product.name })) ?? [],
    loading: products.isFetching,
  };
}

/**
 * A product's price, to fill the price field when the product is chosen: from the pick list
 * already loaded, else asked of the server.
 */
export function useProductPrice() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  return async (productId: string): Promise<number> => {
    const loaded = queryClient.getQueriesData<ProductOption[]>({ queryKey: getQueryKey(trpc.admin.products.options) });
    for (const [, options] of loaded) {
      const product = options?.find((option) => option.id === productId);
      if (product) return product.price;
    }
    return (await utils.admin.products.get.fetch({ id: productId })).price;
  };
}
