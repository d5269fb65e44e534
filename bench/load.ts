/** A closed loop: each connection sends its next request as soon as the last one is answered. */
export const DURATION_MS = 10_000;
export const CONNECTIONS = 10;

export interface Load {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** GETs `url` as the bearer of `token` from CONNECTIONS connections for DURATION_MS. */
export async function measure(url: string, token: string): Promise<Load> {
  const latencies: number[] = [];
  const start = performance.now();
  const end = Date.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
        latencies.push(performance.now() - started);
      }
    }),
  );
  // Over the time the requests took, not the window: on a slow page the last answers come long after it.
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}
