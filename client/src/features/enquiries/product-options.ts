import type { SearchOption } from '../../components/SearchSelect';
import { trpc } from '../../lib/trpc';

/** The product an enquiry asks about: the best few products matching what was typed. */
export function useProductOptions(search: string): { options: SearchOption[]; loading: boolean } {
  const products = trpc.admin.products.options.useQuery({ search }, { placeholderData: (previous) => previous });
  return {
    options: products.data?.map((product) => ({ value: product.id, label: product.name })) ?? [],
    loading: products.isFetching,
  };
}
