import type { Requester } from './test-app';

/**
 * A browser as far as single sign-on needs one: it keeps each site's cookies and goes back and
 * forth between the app (answering in process, at its public address) and the identity provider
 * (a real server on a loopback port), one request at a time, so a test can stop at any step and
 * alter what the next one carries.
 */
export class SsoBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  constructor(
    private readonly app: Requester,
    /** The app's public origin: the provider sends the browser back there. */
    private readonly appOrigin: string,
  ) {}

  /** One request to `url` (a path is the app's), without following a redirect. */
  async request(
    url: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Response> {
    const target = new URL(url, this.appOrigin);
    const headers: Record<string, string> = {};
    const cookies = this.jarOf(target.origin);
    if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const request = { method: init.method ?? (body ? 'POST' : 'GET'), headers, body };
    const response =
      target.origin === this.appOrigin
        ? await this.app.request(target.pathname + target.search, request)
        : await fetch(target, { ...request, redirect: 'manual' });
    this.keepCookies(target.origin, response);
    return response;
  }

  /** Where a redirect leads, made absolute. */
  static locationOf(response: Response, from: string): string {
    const location = response.headers.get('location');
    if (!location || response.status < 300 || response.status >= 400)
      throw new Error(`expected a redirect from ${from}, got ${response.status}`);
    return new URL(location, from).href;
  }

  /** The value of one of the app's cookies, as the browser holds it now. */
  appCookie(name: string): string | undefined {
    return this.jarOf(this.appOrigin).get(name);
  }

  forgetAppCookie(name: string) {
    this.jarOf(this.appOrigin).delete(name);
  }

  private jarOf(origin: string) {
    let jar = this.jars.get(origin);
    if (!jar) this.jars.set(origin, (jar = new Map()));
    return jar;
  }

  private keepCookies(origin: string, response: Response) {
    const jar = this.jarOf(origin);
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const gone =
        value === '' ||
        attributes.some((attribute) => {
          const [key = '', setting = ''] = attribute.trim().split('=');
          if (/^max-age$/i.test(key)) return Number(setting) <= 0;
          return /^expires$/i.test(key) && Date.parse(setting) <= Date.now();
        });
      if (gone) jar.delete(name);
      else jar.set(name, value);
    }
  }
}
