import { SearchOutlined } from '@ant-design/icons';
import { PAGE_SIZE, type Page } from '@sevak/shared';
import { Button, Empty, Grid, Input, Select, Table, type TableColumnsType, type TableProps } from 'antd';
import { Fragment, isValidElement, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from '../lib/list-params';
import type { ResourceList } from '../lib/resource-list';
import './data-table.css';
import { useScrollableTableRegion, useTableCaption } from './accessible-table';
import { LoadFailure } from './LoadFailure';
import { COMMON } from '../i18n/common';

export type DataColumns<T> = TableColumnsType<T>;
type DataColumn<T> = DataColumns<T>[number];

/** What one column shows for a row, as the table would render it in that column's cell. */
function cellOf<T extends object>(column: DataColumn<T>, row: T, index: number): ReactNode {
  const path = 'dataIndex' in column && column.dataIndex !== undefined ? ([column.dataIndex].flat() as (string | number)[]) : [];
  const value = path.length === 0 ? undefined : path.reduce<unknown>((at, key) => (at as Record<string | number, unknown> | undefined)?.[key], row);
  const cell = column.render ? column.render(value, row, index) : (value as ReactNode);
  // A render may answer { children, props } to span cells; a card shows only the content.
  return cell && typeof cell === 'object' && !isValidElement(cell) && 'children' in cell ? cell.children : (cell as ReactNode);
}

/** One row as a card: each column's title beside its value, then the row's actions. */
function RowCard<T extends object>({ columns, row, index }: { columns: DataColumns<T>; row: T; index: number }) {
  const actions = columns.find((column) => column.key === 'actions');
  return (
    <div className="data-table__card">
      <dl className="data-table__fields">
        {columns
          .filter((column) => column !== actions)
          .map((column, position) => (
            <Fragment key={String(column.key ?? position)}>
              <dt>{typeof column.title === 'function' ? null : column.title}</dt>
              <dd>{cellOf(column, row, index)}</dd>
            </Fragment>
          ))}
      </dl>
      {actions && <div className="data-table__card-actions">{cellOf(actions, row, index)}</div>}
    </div>
  );
}

/**
 * How a table lays out its rows at the screen's width. From antd's `md` breakpoint (768 px) up:
 * as columns, with the Actions column kept in view when a wide table scrolls sideways. Below it,
 * where the pinned actions would take half a phone's width, each row is a card that reads
 * without scrolling sideways, its actions at its foot.
 */
export function useRowLayout<T extends object>(columns: DataColumns<T>) {
  const phone = Grid.useBreakpoint().md === false;
  const props: Pick<TableProps<T>, 'columns' | 'showHeader' | 'scroll' | 'tableLayout' | 'className'> = phone
    ? {
        columns: [{ key: 'row', render: (_value, row, index) => <RowCard columns={columns} row={row} index={index} /> }],
        showHeader: false,
        tableLayout: 'fixed',
        className: 'data-table--cards',
      }
    : {
        columns: columns.map((column) => (column.key === 'actions' ? { fixed: 'right' as const, ...column } : column)),
        scroll: { x: 'max-content' },
      };
  return { phone, props };
}

/** The phone's stand-in for the column headers' sort: one choice of column and direction. */
function SortSelect<T>({
  columns,
  sortBy,
  sortOrder,
  onSort,
}: {
  columns: DataColumns<T>;
  sortBy: string | undefined;
  sortOrder: SortOrder | undefined;
  onSort: (sortBy: string | undefined, sortOrder: SortOrder | undefined) => void;
}) {
  const { t } = useTranslation(COMMON);
  const sortable = columns.filter((column) => column.sorter && typeof column.title === 'string');
  if (sortable.length === 0) return null;
  const options = [
    { value: '', label: t('dataTable.defaultOrder') },
    ...sortable.flatMap((column) => [
      { value: `${String(column.key)}:asc`, label: t('dataTable.ascending', { column: String(column.title) }) },
      { value: `${String(column.key)}:desc`, label: t('dataTable.descending', { column: String(column.title) }) },
    ]),
  ];
  return (
    <Select
      className="data-table__sort"
      aria-label={t('dataTable.sortBy')}
      value={sortBy && sortOrder ? `${sortBy}:${sortOrder}` : ''}
      options={options}
      onChange={(value: string) => {
        const [field, order] = value.split(':');
        onSort(field || undefined, order === 'asc' || order === 'desc' ? order : undefined);
      }}
    />
  );
}

const SEARCH_DEBOUNCE_MS = 300;

interface DataTableProps<T, Field extends string> {
  /** Columns; a sortable one has `sorter: true` and its sort field as `key`. */
  columns: DataColumns<T>;
  /** The rows and the URL's page, search and sort (useResourceList). */
  list: ResourceList<Page<T>, Field>;
  rowKey?: keyof T & string;
  searchPlaceholder?: string;
  emptyText?: string;
  /** Hide the search box (lists filtered by their screen, such as reports). */
  searchable?: boolean;
  /** What the rows are, in the plural: "No {label} found", "Failed to get {label}". */
  label: string;
  /** What a failed load says; "Failed to get {label}" and the server's reason unless given. */
  loadFailure?: { title: string; detail?: string };
}

/**
 * The one list table (spec §2 "Generic table"): the server pages, searches and sorts, 10 rows a
 * page; the URL keeps page, search and sort. "Showing x-y of n results" under it, "No data
 * available" when empty, Clear Search when a search finds nothing, and a failed load as a
 * failure with Try Again: never as an empty list, which would say the data is gone.
 */
export function DataTable<T extends object, Field extends string>({
  columns,
  list: { params, result },
  rowKey = 'id' as keyof T & string,
  searchPlaceholder,
  emptyText,
  searchable = true,
  label,
  loadFailure,
}: DataTableProps<T, Field>) {
  const { t } = useTranslation(COMMON);
  const searchLabel = searchPlaceholder ?? t('dataTable.search');
  const loading = result.isFetching;
  const [searchText, setSearchText] = useState(params.search);
  const [searchShown, setSearchShown] = useState(params.search);
  const searchTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(searchTimer.current), []);
  // Back, forward or Clear Search changed the search in the URL: the box follows.
  if (params.search !== searchShown) {
    setSearchShown(params.search);
    if (searchText.trim() !== params.search) setSearchText(params.search);
  }
  const typeSearch = (text: string) => {
    setSearchText(text);
    window.clearTimeout(searchTimer.current);
    searchTimer.current = window.setTimeout(() => params.setSearch(text), SEARCH_DEBOUNCE_MS);
  };

  const sortedColumns = columns.map((column) => {
    if (!column.sorter) return column;
    const sorted = column.key === params.sortBy;
    return { ...column, sortOrder: sorted ? (params.sortOrder === 'asc' ? ('ascend' as const) : ('descend' as const)) : null };
  });
  const layout = useRowLayout(sortedColumns);
  const caption = label.charAt(0).toUpperCase() + label.slice(1);
  const captioned = useTableCaption(caption);
  const regionRef = useScrollableTableRegion(caption);

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort' && !Array.isArray(sorter)) {
      const order = sorter.order === 'ascend' ? 'asc' : sorter.order === 'descend' ? 'desc' : undefined;
      params.setSort(order ? (sorter.columnKey as Field) : undefined, order);
    } else if (extra.action === 'paginate') {
      params.setPage(pagination.current ?? 1);
    }
  };

  const empty = params.search ? (
    <Empty description={t('dataTable.noneFound', { label })}>
      <Button
        onClick={() => {
          window.clearTimeout(searchTimer.current);
          setSearchText('');
          params.setSearch('');
        }}
      >
        {t('dataTable.clearSearch')}
      </Button>
    </Empty>
  ) : (
    <Empty description={emptyText ?? t('dataTable.noData')} />
  );

  return (
    <div className="data-table" ref={regionRef}>
      <div className="data-table__tools">
        {searchable && (
          <Input
            allowClear
            className="data-table__search"
            prefix={<SearchOutlined aria-hidden />}
            placeholder={searchLabel}
            aria-label={searchLabel}
            value={searchText}
            onChange={(event) => typeSearch(event.target.value)}
          />
        )}
        {layout.phone && (
          <SortSelect
            columns={columns}
            sortBy={params.sortBy}
            sortOrder={params.sortOrder}
            onSort={(field, order) => params.setSort(field as Field | undefined, order)}
          />
        )}
      </div>
      {result.isError ? (
        <LoadFailure {...(loadFailure ?? { title: t('dataTable.failedToGet', { label }) })} error={result.error} onRetry={result.refetch} />
      ) : (
        <Table<T>
          {...layout.props}
          components={captioned}
          rowKey={rowKey}
          dataSource={result.data?.items ?? []}
          loading={loading}
          onChange={onChange}
          locale={{ emptyText: loading ? ' ' : empty }}
          pagination={{
            current: params.page,
            pageSize: PAGE_SIZE,
            total: result.data?.total ?? 0,
            showSizeChanger: false,
            showLessItems: true,
            hideOnSinglePage: false,
            showTotal: (total, [from, to]) => (total === 0 ? '' : t('dataTable.showing', { from, to, total })),
          }}
        />
      )}
    </div>
  );
}
