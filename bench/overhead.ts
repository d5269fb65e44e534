import { spawn } from 'node:child_process';
import { get, measureProcess, warmUp, type ProcessLoad } from './load';
import { freePort } from '../test-support/free-port';
import { ROOT, stopProcess, waitUntilServing, type ServerProcess } from './server-process';

/** A JSON route that reads nothing: what is left is the framework and the app's middleware. */
export const JSON_ROUTE = '/api/reference/countries/PE';

export interface OverheadResult {
  bodyBytes: number;
  app: ProcessLoad;
  bare: ProcessLoad;
}

/**
 * The app's JSON route against bare node:http serving the same body: both servers are processes
 * of their own, loaded in turn by the same client from this process.
 */
export async function measureOverhead(server: ServerProcess): Promise<OverheadResult> {
  const appUrl = `${server.base}${JSON_ROUTE}`;
  const answer = await fetch(appUrl);
  const body = await answer.text();
  const port = await freePort();
  const bare = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/bare-json-server.ts', String(port), body, answer.headers.get('content-type')!],
    { cwd: ROOT, stdio: 'ignore' },
  );
  try {
    const bareUrl = `http://127.0.0.1:${port}${JSON_ROUTE}`;
    await waitUntilServing(bareUrl, bare, () => '');
    await warmUp(get(appUrl));
    await warmUp(get(bareUrl));
    const result = {
      bodyBytes: Buffer.byteLength(body),
      app: await measureProcess(server.pid, get(appUrl)),
      bare: await measureProcess(bare.pid!, get(bareUrl)),
    };
    console.log(
      `framework overhead: app ${result.app.rps.toFixed(0)} req/s (${result.app.cpuPerRequestUs.toFixed(0)} µs CPU each), bare node:http ${result.bare.rps.toFixed(0)} req/s (${result.bare.cpuPerRequestUs.toFixed(0)} µs)`,
    );
    return result;
  } finally {
    await stopProcess(bare);
  }
}
