import autocannon from 'autocannon';

/** One HTTP call the load repeats: the same method, path, body and session cookie every time. */
export interface BenchRequest {
  method: 'GET' | 'POST';
  /** Path and query, e.g. /api/v1/admin/visit?page=1&pageSize=10. */
  path: string;
  /**
   * Paths taken in turn instead of `path` alone, each connection going round them (the PDFs of
   * a fixed set of invoices); `path` is the first of them.
   */
  paths?: readonly string[];
  body?: unknown;
  /**
   * Bodies taken in turn instead of `body` alone (a payment against each of a set of invoices),
   * handed out one after another across all connections, so requests in flight at once carry
   * different ones; `body` is the first of them.
   */
  bodies?: readonly unknown[];
  cookie?: string;
}

export interface LoadShape {
  connections: number;
  durationSeconds: number;
  /** Stop earlier once this many responses have come back. */
  maxRequests?: number;
}

export interface LoadResult {
  connections: number;
  responses: number;
  seconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number; mean: number };
  /** Responses per HTTP status code. */
  statusCounts: Record<string, number>;
  non2xx: number;
  /** Connection errors and timeouts: requests that got no response at all. */
  errors: number;
  /** Requests still waiting for their response when the phase ended (slower than the whole phase). */
  unanswered: number;
  /** A non-2xx response of this call, fetched once after the load, so a failure explains itself. */
  failureSample?: string;
}

/** Runs the load with autocannon in this process and keeps every response time for exact percentiles. */
export async function runLoad(baseUrl: string, request: BenchRequest, shape: LoadShape): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${baseUrl}${request.path}`,
        method: request.method,
        headers: headersOf(request),
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        ...requestsOf(request),
        connections: shape.connections,
        duration: shape.durationSeconds,
        ...(shape.maxRequests === undefined ? {} : { maxOverallRequests: Math.max(shape.maxRequests, shape.connections) }),
        timeout: 30,
      },
      (error, finished) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished)),
    );
    instance.on('response', (_client, _statusCode, _bytes, responseTimeMs) => latencies.push(responseTimeMs));
  });

  latencies.sort((a, b) => a - b);
  const statusCounts: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCounts[code] = stats.count ?? 0;
  const non2xx = result.non2xx;
  const load: LoadResult = {
    connections: shape.connections,
    responses: latencies.length,
    seconds: result.duration,
    requestsPerSecond: round(latencies.length / Math.max(result.duration, 0.001), 1),
    latencyMs: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: round(latencies.at(-1) ?? 0, 2),
      mean: round(latencies.reduce((sum, value) => sum + value, 0) / Math.max(latencies.length, 1), 2),
    },
    statusCounts,
    non2xx,
    errors: result.errors,
    unanswered: Math.max(0, result.requests.sent - latencies.length - result.errors),
  };
  if (non2xx > 0 || result.errors > 0 || latencies.length === 0) load.failureSample = await sampleFailure(baseUrl, request);
  return load;
}

/** autocannon's requests for a call that goes round several paths or bodies; none for a call always the same. */
function requestsOf(request: BenchRequest): { requests?: autocannon.Request[] } {
  const bodies = request.bodies && request.bodies.length > 1 ? request.bodies.map((body) => JSON.stringify(body)) : undefined;
  const paths = request.paths && request.paths.length > 1 ? request.paths : undefined;
  if (!bodies && !paths) return {};
  // One counter for the whole load: each connection's next request takes the next body.
  let next = 0;
  const withBody = bodies ? { setupRequest: (req: autocannon.Request) => ({ ...req, body: bodies[next++ % bodies.length] }) } : {};
  return { requests: (paths ?? [request.path]).map((path) => ({ path, ...withBody })) };
}

function headersOf(request: BenchRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  if (request.cookie) headers.cookie = request.cookie;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  return headers;
}

/** Nearest-rank percentile of sorted values, in ms with two decimals. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return round(sorted[rank]!, 2);
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** One request made by hand, for setup and for explaining a failed load. */
export async function call(baseUrl: string, request: BenchRequest): Promise<{ status: number; headers: Headers; json: unknown; text: string }> {
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: headersOf(request),
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json, text };
}

async function sampleFailure(baseUrl: string, request: BenchRequest): Promise<string> {
  try {
    const started = performance.now();
    const response = await call(baseUrl, request);
    const took = Math.round(performance.now() - started);
    return `${request.method} ${request.path} → ${response.status} in ${took} ms ${response.text.slice(0, 300)}`;
  } catch (error) {
    return `${request.method} ${request.path} → ${error instanceof Error ? error.message : String(error)}`;
  }
}
