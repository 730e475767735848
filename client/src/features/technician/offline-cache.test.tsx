import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { testUser } from '../../test/trpc-mock';
import { restoreTechnicianAnswers, useSavedTechnicianAnswers } from './offline-cache';

/* Query keys as tRPC makes them: the procedure's path, then its input. */
const ME = [['users', 'me'], { type: 'query' }];
const TODAY = [['employee', 'visits', 'list'], { input: { range: 'today' }, type: 'query' }];
const ADMIN_VISITS = [['admin', 'visits', 'list'], { input: {}, type: 'query' }];

const ramesh = testUser('EMPLOYEE', { id: 'ramesh-1' });
const sunil = testUser('EMPLOYEE', { id: 'sunil-1' });
const myDay = { items: [{ id: 'visit-1', customerName: 'Anjali Gokhale' }], total: 1 };

/** The technician's app open for Ramesh: his answers saved as the app saves them. */
function rameshUsesTheApp() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME, ramesh);
  queryClient.setQueryData(TODAY, myDay);
  queryClient.setQueryData(ADMIN_VISITS, { items: [], total: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const app = renderHook(() => useSavedTechnicianAnswers(ramesh.id), { wrapper });
  return { queryClient, close: app.unmount };
}

const rameshUsedTheApp = () => rameshUsesTheApp().close();

function reloadedPage(): QueryClient {
  const queryClient = createQueryClient();
  restoreTechnicianAnswers(queryClient);
  return queryClient;
}

describe("the technician's answers saved on the phone", () => {
  it('come back on the next page, before anything renders: who is signed in and My day, nothing else', () => {
    rameshUsedTheApp();
    const page = reloadedPage();
    expect(page.getQueryData(ME)).toEqual(ramesh);
    expect(page.getQueryData(TODAY)).toEqual(myDay);
    expect(page.getQueryData(ADMIN_VISITS)).toBeUndefined();
    // Asked again when the app starts; the saved answer stands meanwhile.
    expect(page.getQueryState(ME)?.isInvalidated).toBe(true);
  });

  it('are dropped when another user signs in, or the technician signs out', () => {
    rameshUsedTheApp();
    const page = reloadedPage();
    page.setQueryData(ME, sunil);
    expect(page.getQueryData(TODAY)).toBeUndefined();
    expect(reloadedPage().getQueryData(ME)).toBeUndefined();

    rameshUsedTheApp();
    reloadedPage().setQueryData(ME, null);
    expect(reloadedPage().getQueryData(TODAY)).toBeUndefined();
  });

  it('stay when the same technician is found signed in again', () => {
    rameshUsedTheApp();
    reloadedPage().setQueryData(ME, ramesh);
    expect(reloadedPage().getQueryData(TODAY)).toEqual(myDay);
  });

  it('are saved at once when the page goes away (a reload, the app closed) with an answer not yet written', () => {
    const { queryClient } = rameshUsesTheApp();
    const visit = [['employee', 'visits', 'get'], { input: { id: 'visit-1' }, type: 'query' }];
    queryClient.setQueryData(visit, { id: 'visit-1', customerName: 'Anjali Gokhale' });
    expect(reloadedPage().getQueryData(visit)).toBeUndefined();

    window.dispatchEvent(new Event('pagehide'));
    expect(reloadedPage().getQueryData(visit)).toEqual({ id: 'visit-1', customerName: 'Anjali Gokhale' });
  });
});
