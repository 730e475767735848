import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';

/** A screen: its heading (also the browser tab's title), then its content, labelled by the heading. */
export function Page({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="page" aria-labelledby="page-title">
      <PageTitle title={title} extra={extra} />
      {children}
    </section>
  );
}
