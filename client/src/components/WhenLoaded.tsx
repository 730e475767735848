import type { UseQueryResult } from '@tanstack/react-query';
import { Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/trpc';

interface WhenLoadedProps<T> {
  query: UseQueryResult<T, unknown>;
  /** Said when the record cannot be loaded and the server gives no reason: "Failed to get product". */
  failure: string;
  children: (data: T) => ReactNode;
}

/** A fetched record's content: a spinner while it loads, the reason it could not be loaded, else the content. */
export function WhenLoaded<T>({ query, failure, children }: WhenLoadedProps<T>) {
  if (query.isPending) return <Spin />;
  if (query.isError) return <Result status="warning" title={errorMessage(query.error, failure)} />;
  return children(query.data);
}
