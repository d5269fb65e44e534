import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/**
 * The caller's address. Without TRUST_PROXY, the socket's. Behind proxies, X-Forwarded-For as
 * they leave it: each trusted proxy appends the address it received the request from, so reading
 * from the right, past the TRUST_PROXY_HOPS proxies, gives the address the first of them saw.
 * Anything to the left of that was written by the client and is never believed (a client that
 * varied the first entry could otherwise dodge every limit per address).
 */
export function clientIp(c: Context<AppEnv>): string {
  const socket = socketAddress(c);
  const { TRUST_PROXY, TRUST_PROXY_HOPS } = c.var.deps.config.env;
  if (!TRUST_PROXY) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Nearest last: the peer on the socket is the nearest proxy itself.
  const chain = [...forwarded, socket];
  return chain[Math.max(chain.length - 1 - TRUST_PROXY_HOPS, 0)]!;
}

function socketAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Who is calling, as a new session records it: the address and the browser's own description. */
export function clientOf(c: Context<AppEnv>): { ip: string; userAgent: string | null } {
  return { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? null };
}
