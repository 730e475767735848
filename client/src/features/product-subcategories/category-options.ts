import type { SearchOption } from '../../components/SearchSelect';
import { trpc } from '../../lib/trpc';

const OPTIONS_SHOWN = 20;

/** The parent-category pick list: the categories whose name matches what was typed, A to Z. */
export function useCategoryOptions(search: string): { options: SearchOption[]; loading: boolean } {
  const categories = trpc.admin.productCategories.list.useQuery(
    { page: 1, pageSize: OPTIONS_SHOWN, search, sortBy: 'name', sortOrder: 'asc' },
    { placeholderData: (previous) => previous },
  );
  return {
    options: categories.data?.items.map((category) => ({ value: category.id, label: category.name })) ?? [],
    loading: categories.isFetching,
  };
}
