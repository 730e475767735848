import { SearchOutlined } from '@ant-design/icons';
import { PAGE_SIZE, type Page } from '@sevak/shared';
import { Button, Empty, Input, Table, type TableColumnsType, type TableProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ListParams } from '../lib/list-params';

export type DataColumns<T> = TableColumnsType<T>;

const SEARCH_DEBOUNCE_MS = 300;

interface DataTableProps<T, Field extends string> {
  /** Columns; a sortable one has `sorter: true` and its sort field as `key`. */
  columns: DataColumns<T>;
  data: Page<T> | undefined;
  loading: boolean;
  list: ListParams<Field>;
  rowKey?: keyof T & string;
  searchPlaceholder?: string;
  emptyText?: string;
  /** Hide the search box (lists filtered by their screen, such as reports). */
  searchable?: boolean;
  label: string;
}

/**
 * The one list table (spec §2 "Generic table"): the server pages, searches and sorts, 10 rows a
 * page; the URL keeps page, search and sort. "Showing x-y of n results" under it, "No data
 * available" when empty, and Clear Search when a search finds nothing.
 */
export function DataTable<T extends object, Field extends string>({
  columns,
  data,
  loading,
  list,
  rowKey = 'id' as keyof T & string,
  searchPlaceholder = 'Search...',
  emptyText = 'No data available',
  searchable = true,
  label,
}: DataTableProps<T, Field>) {
  const [searchText, setSearchText] = useState(list.search);
  const [searchShown, setSearchShown] = useState(list.search);
  const searchTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(searchTimer.current), []);
  // Back, forward or Clear Search changed the search in the URL: the box follows.
  if (list.search !== searchShown) {
    setSearchShown(list.search);
    if (searchText.trim() !== list.search) setSearchText(list.search);
  }
  const typeSearch = (text: string) => {
    setSearchText(text);
    window.clearTimeout(searchTimer.current);
    searchTimer.current = window.setTimeout(() => list.setSearch(text), SEARCH_DEBOUNCE_MS);
  };

  const shownColumns = columns.map((column) => {
    // A row's actions stay in view when a wide table scrolls sideways.
    if (column.key === 'actions') return { fixed: 'right' as const, ...column };
    if (!column.sorter) return column;
    const sorted = column.key === list.sortBy;
    return { ...column, sortOrder: sorted ? (list.sortOrder === 'asc' ? ('ascend' as const) : ('descend' as const)) : null };
  });

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort' && !Array.isArray(sorter)) {
      const order = sorter.order === 'ascend' ? 'asc' : sorter.order === 'descend' ? 'desc' : undefined;
      list.setSort(order ? (sorter.columnKey as Field) : undefined, order);
    } else if (extra.action === 'paginate') {
      list.setPage(pagination.current ?? 1);
    }
  };

  const empty = list.search ? (
    <Empty description={`No ${label} found`}>
      <Button
        onClick={() => {
          window.clearTimeout(searchTimer.current);
          setSearchText('');
          list.setSearch('');
        }}
      >
        Clear Search
      </Button>
    </Empty>
  ) : (
    <Empty description={emptyText} />
  );

  return (
    <div className="data-table">
      {searchable && (
        <Input
          allowClear
          className="data-table__search"
          prefix={<SearchOutlined aria-hidden />}
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          value={searchText}
          onChange={(event) => typeSearch(event.target.value)}
        />
      )}
      <Table<T>
        rowKey={rowKey}
        columns={shownColumns}
        dataSource={data?.items ?? []}
        loading={loading}
        onChange={onChange}
        locale={{ emptyText: loading ? ' ' : empty }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: list.page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showLessItems: true,
          hideOnSinglePage: false,
          showTotal: (total, [from, to]) => (total === 0 ? '' : `Showing ${from}-${to} of ${total} results`),
        }}
      />
    </div>
  );
}
