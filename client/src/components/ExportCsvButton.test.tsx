import { describe, expect, it } from 'vitest';
import { exportCsvHref } from './ExportCsvButton';

describe('exportCsvHref', () => {
  it('is the list’s file with its search, sort and filters, and nothing left blank', () => {
    expect(exportCsvHref('visits', { search: 'ravi kumar', sortBy: 'customerName', sortOrder: 'asc' }, { filter: 'today', employeeId: undefined })).toBe(
      '/api/v1/admin/export/visits.csv?search=ravi+kumar&sortBy=customerName&sortOrder=asc&filter=today',
    );
    expect(exportCsvHref('service-report', { search: '', sortBy: undefined, sortOrder: undefined }, { fromDate: '2026-11-01', toDate: null })).toBe(
      '/api/v1/admin/export/service-report.csv?fromDate=2026-11-01',
    );
    expect(exportCsvHref('customers', { search: '', sortBy: undefined, sortOrder: undefined })).toBe('/api/v1/admin/export/customers.csv');
  });
});
