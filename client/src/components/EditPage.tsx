import type { UseQueryResult } from '@tanstack/react-query';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { Page } from './Page';
import { WhenLoaded } from './WhenLoaded';

interface EditPageProps<T> {
  title: string;
  /** Beside the title: the record's own actions (its History). */
  extra?: ReactNode;
  /** The record being edited (useEditRecord's `record`). */
  record: UseQueryResult<T, unknown>;
  /** Said when the record cannot be loaded: "Failed to get product". */
  failure: string;
  /** The record's form, once the record has loaded. */
  children: (saved: T) => ReactNode;
}

/** An update screen (/update/…/:id): its title, then the record's form once it has loaded. */
export function EditPage<T>({ title, extra, record, failure, children }: EditPageProps<T>) {
  return (
    <Page title={title} extra={extra}>
      <Card>
        <WhenLoaded query={record} failure={failure}>
          {children}
        </WhenLoaded>
      </Card>
    </Page>
  );
}
