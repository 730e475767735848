import http from 'node:http';

/** One request's outcome as a client sees it. Never thrown: a socket error or timeout is an outcome too. */
export interface Outcome {
  /** HTTP status, or 0 when no response came (see `error`). */
  status: number;
  /** The parsed JSON body, when there was one. */
  body: unknown;
  /** `TIMEOUT`, or the socket error's code (ECONNREFUSED, ECONNRESET…) when no response came. */
  error: string | undefined;
  startedAt: number;
  endedAt: number;
  setCookie: string[];
}

export const isSuccess = (outcome: Outcome) => outcome.status >= 200 && outcome.status < 300;

export interface RequestOptions {
  body?: unknown;
  cookie?: string;
  /** A request still unanswered after this long is abandoned and counted as `TIMEOUT`. */
  timeoutMs?: number;
}

/**
 * A client of one Sevak server over keep-alive connections, as a browser or an integration
 * would hold them. `maxSockets` caps the connections, like autocannon's `connections`.
 */
export class SevakClient {
  private readonly agent: http.Agent;

  constructor(
    readonly baseUrl: string,
    maxSockets = 32,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  request(method: string, path: string, options: RequestOptions = {}): Promise<Outcome> {
    const startedAt = Date.now();
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    return new Promise((resolve) => {
      let settled = false;
      const settle = (outcome: Omit<Outcome, 'startedAt' | 'endedAt'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...outcome, startedAt, endedAt: Date.now() });
      };
      const request = http.request(
        `${this.baseUrl}${path}`,
        {
          method,
          agent: this.agent,
          headers: {
            accept: 'application/json',
            ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...(options.cookie ? { cookie: options.cookie } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error: NodeJS.ErrnoException) =>
            settle({ status: 0, body: undefined, error: error.code ?? error.message, setCookie: [] }),
          );
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: unknown = text;
            try {
              body = text ? JSON.parse(text) : undefined;
            } catch {
              // Not JSON: kept as text so a drill can show what came back.
            }
            settle({ status: response.statusCode ?? 0, body, error: undefined, setCookie: response.headers['set-cookie'] ?? [] });
          });
        },
      );
      const timer = setTimeout(() => {
        settle({ status: 0, body: undefined, error: 'TIMEOUT', setCookie: [] });
        request.destroy();
      }, options.timeoutMs ?? 15_000);
      request.on('error', (error: NodeJS.ErrnoException) =>
        settle({ status: 0, body: undefined, error: error.code ?? error.message, setCookie: [] }),
      );
      request.end(payload);
    });
  }

  /** Closes the kept-alive connections, so the process can exit and the server sees no idle clients. */
  close(): void {
    this.agent.destroy();
  }
}

/** The `data` of a success envelope. */
export function dataOf<T>(outcome: Outcome): T {
  return (outcome.body as { data: T }).data;
}

/** The envelope's message, for a drill's report. */
export function messageOf(outcome: Outcome): string {
  if (outcome.error) return outcome.error;
  const body = outcome.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : JSON.stringify(outcome.body)?.slice(0, 200) ?? '';
}

/** How an outcome is tallied: its status, or its error when no response came. */
export const outcomeLabel = (outcome: Outcome) => (outcome.status ? String(outcome.status) : outcome.error ?? 'no response');
