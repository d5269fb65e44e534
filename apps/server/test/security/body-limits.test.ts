import { messages, ROLE_CODES } from '@aula/shared';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_BODY_MAX_BYTES, JSON_BODY_MAX_BYTES } from '../../src/http/body-limits';
import { bearer, signedInPerson, type Person } from '../factories';
import { createTestApp, listenOnLoopback, type LoopbackServer, type TestApp } from '../test-app';

/**
 * Issue 17, finding 1: one request could exhaust the server's memory. `POST /api/auth/sign-in`
 * without a session, with a 256 MB string in an extra field, was read whole before the answer
 * (chunked bodies too). Each body is now limited by its route while it is read.
 */
let app: TestApp;
let server: LoopbackServer;
let instructor: Person;

beforeAll(async () => {
  app = await createTestApp();
  server = await listenOnLoopback(app);
  instructor = await signedInPerson(app, ROLE_CODES.instructor);
});
afterAll(async () => {
  await server.close();
  await app.close();
});

const MB = 1024 * 1024;

interface Sent {
  status: number;
  body: string;
  /** The highest heap and buffer use seen while the request was in flight, above where it started. */
  peakGrowth: number;
}

const used = () => {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

/**
 * Sends a JSON body of `bytes` bytes over a real socket, generated as it is written so that the
 * test itself holds almost none of it: `{"email":…,"password":…,"padding":"xxxx…"}`. With
 * `chunked`, no Content-Length is declared. Resolves with the answer and the memory growth seen.
 */
function sendLargeJson(
  path: string,
  bytes: number,
  options: { chunked: boolean; headers?: Record<string, string> },
): Promise<Sent> {
  const head = Buffer.from('{"email":"enfermera@hospital.test","password":"Clave#2026","padding":"');
  const tail = Buffer.from('"}');
  const filler = Buffer.alloc(64 * 1024, 'x');
  globalThis.gc?.();
  const baseline = used();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, used());
  }, 2);
  return new Promise<Sent>((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port: server.port,
      method: 'POST',
      path,
      headers: {
        'content-type': 'application/json',
        ...(options.chunked ? {} : { 'content-length': String(bytes) }),
        ...options.headers,
      },
    });
    let answered = false;
    req.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearInterval(sampler);
        peak = Math.max(peak, used());
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          peakGrowth: peak - baseline,
        });
      });
    });
    // The server may close the connection once it has answered, while the rest is still being sent.
    req.on('error', (error) => {
      if (!answered) {
        clearInterval(sampler);
        reject(error);
      }
    });
    let remaining = bytes - head.length - tail.length;
    req.write(head);
    const pump = () => {
      while (remaining > 0 && !answered && !req.destroyed) {
        const piece = remaining >= filler.length ? filler : filler.subarray(0, remaining);
        remaining -= piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      if (!answered && !req.destroyed) req.end(tail);
    };
    pump();
  });
}

describe('request bodies', () => {
  it('refuses a declared 20 MB JSON body to sign-in with 413 in Spanish, without reading it', async () => {
    const sent = await sendLargeJson('/api/auth/sign-in', 20 * MB, { chunked: false });
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toEqual({
      message: messages.common.bodyTooLarge,
      code: 'payload_too_large',
    });
    expect(sent.peakGrowth).toBeLessThan(16 * MB);
  });

  it('stops reading a chunked 20 MB body at the limit and answers 413 in Spanish', async () => {
    const sent = await sendLargeJson('/api/auth/sign-in', 20 * MB, { chunked: true });
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body).message).toBe(messages.common.bodyTooLarge);
    expect(sent.peakGrowth).toBeLessThan(16 * MB);
  });

  it('still takes an ordinary request and the largest body a JSON route allows', async () => {
    const ok = await app.request('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: instructor.email, password: instructor.password }),
    });
    expect(ok.status).toBe(200);
    const justUnder = await sendLargeJson('/api/auth/sign-in', JSON_BODY_MAX_BYTES, { chunked: true });
    expect(justUnder.status).toBe(401);
  });

  it('gives the course save its own larger limit, read only after the session is checked', async () => {
    // A body between the JSON limit and the course limit reaches the course's own validation.
    const signedIn = await sendLargeJson('/api/courses', 2 * MB, {
      chunked: true,
      headers: bearer(instructor.token),
    });
    expect(signedIn.status).toBe(422);
    // Without a session the body is not read at all.
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 2 * MB) return controller.close();
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(120));
      },
    });
    const anonymous = await app.request('/api/courses', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(anonymous.status).toBe(401);
    expect(pulled).toBeLessThan(MB);
    const over = await sendLargeJson('/api/courses', COURSE_BODY_MAX_BYTES + MB, {
      chunked: false,
      headers: bearer(instructor.token),
    });
    expect(over.status).toBe(413);
  });
});
