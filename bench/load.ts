import { readdir, readFile } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';

/**
 * A closed loop: each connection sends its next request as soon as the last one is answered.
 * Five seconds after a two-second warm-up keeps the whole `npm run bench` under 15 minutes on
 * two cores (issue 8) while still giving hundreds of samples to the slowest page.
 */
export const DURATION_MS = 5_000;
export const WARM_UP_MS = 2_000;
export const CONNECTIONS = 10;

export interface Load {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Response body bytes per second: the figure that matters for media. */
  bytesPerSecond: number;
}

export interface Request {
  url: string;
  method?: string;
  headers?: Record<string, string>;
}

/**
 * The request a connection (numbered from 0) sends next, `sent` counting that connection's
 * requests so far; none ends that connection's part of the run before its time is up.
 */
export type NextRequest = (connection: number, sent: number) => Request | undefined;

export interface LoadOptions {
  connections?: number;
  durationMs?: number;
  /** The answers that count as success (any other fails the run): 200 unless told. */
  statuses?: number[];
}

/** GET `url` as the bearer of `token` (none: anonymous), the same request on every connection. */
export const get =
  (url: string, token?: string): NextRequest =>
  () => ({ url, headers: token ? { authorization: `Bearer ${token}` } : undefined });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * node:http rather than fetch: the client runs on the same two cores as the server under test,
 * and fetch's web streams cost several times more per request, which would flatten every ratio
 * between a fast server and a slow one. One keep-alive agent per run, destroyed after it, so each
 * run opens its own `connections` sockets.
 */
export async function measure(next: NextRequest, options: LoadOptions = {}): Promise<Load> {
  const connections = options.connections ?? CONNECTIONS;
  const statuses = options.statuses ?? [200];
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const send = ({ url, method = 'GET', headers = {} }: Request) =>
    new Promise<number>((resolve, reject) => {
      const req = httpRequest(url, { method, headers, agent }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('error', reject);
        response.on('end', () => {
          if (statuses.includes(response.statusCode!)) resolve(bytes);
          else reject(new Error(`${method} ${url} answered ${response.statusCode}`));
        });
      });
      req.on('error', reject);
      req.end();
    });

  const latencies: number[] = [];
  let bytes = 0;
  const start = performance.now();
  const end = Date.now() + (options.durationMs ?? DURATION_MS);
  try {
    await Promise.all(
      Array.from({ length: connections }, async (_, connection) => {
        for (let sent = 0; Date.now() < end; sent++) {
          const request = next(connection, sent);
          if (!request) break;
          const started = performance.now();
          // Not `bytes += await …`: that reads `bytes` before waiting and loses the other connections' bytes.
          const received = await send(request);
          latencies.push(performance.now() - started);
          bytes += received;
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  // Over the time the requests took, not the window: on a slow page the last answers come long after it.
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    bytesPerSecond: bytes / seconds,
  };
}

/** A run whose figures are thrown away: connections, JIT, plan and page caches get warm. */
export async function warmUp(next: NextRequest, options: LoadOptions = {}): Promise<void> {
  await measure(next, { ...options, durationMs: WARM_UP_MS });
}

/** CPU seconds (user and system) used so far by `pid` and the processes it started (Linux /proc). */
export async function cpuSeconds(pid: number): Promise<number> {
  const read = (path: string) => readFile(path, 'utf8').catch(() => '');
  // utime and stime, fields 14 and 15, counted after the command name (which may hold spaces) in
  // USER_HZ ticks, 100 a second on Linux whatever the kernel's own tick.
  const fields = (await read(`/proc/${pid}/stat`)).split(') ')[1]?.split(' ') ?? [];
  let seconds = (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  for (const task of tasks) {
    for (const child of (await read(`/proc/${pid}/task/${task}/children`)).split(' ').filter(Boolean)) {
      seconds += await cpuSeconds(Number(child));
    }
  }
  return seconds;
}

export interface ProcessLoad extends Load {
  /** CPU the server process spent per request, in microseconds: its cost whoever else was busy. */
  cpuPerRequestUs: number;
}

/**
 * `measure` against a server running as process `pid`, also counting the CPU it spent. On two
 * shared cores req/s depends on the client and the neighbours as much as on the server; its CPU
 * per request does not, so it is the figure that tells what the server itself costs.
 */
export async function measureProcess(
  pid: number,
  next: NextRequest,
  options: LoadOptions = {},
): Promise<ProcessLoad> {
  const before = await cpuSeconds(pid);
  const load = await measure(next, options);
  const spent = (await cpuSeconds(pid)) - before;
  return { ...load, cpuPerRequestUs: (spent * 1e6) / load.requests };
}
