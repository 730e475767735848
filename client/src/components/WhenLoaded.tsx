import type { UseQueryResult } from '@tanstack/react-query';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { LoadFailure } from './LoadFailure';

interface WhenLoadedProps<T> {
  query: UseQueryResult<T, unknown>;
  /** Said when the record cannot be loaded: "Failed to get product" (and the server's reason). */
  failure: string;
  children: (data: T) => ReactNode;
}

/** A fetched record's content: a spinner while it loads, why it could not be loaded, else the content. */
export function WhenLoaded<T>({ query, failure, children }: WhenLoadedProps<T>) {
  if (query.isPending) return <Spin />;
  if (query.isError) return <LoadFailure title={failure} error={query.error} onRetry={query.refetch} />;
  return children(query.data);
}
