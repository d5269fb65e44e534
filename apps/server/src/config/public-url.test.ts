import { describe, expect, it } from 'vitest';
import { startAppProcess } from '../../test/scale-out/app-process';

/**
 * Issue 18, item 10: without PUBLIC_URL a certificate's link and QR code pointed at
 * http://localhost:…, which no one who scans a printed certificate can open. In production the
 * server now refuses to start without it and says why; `npm start` (development) still needs
 * nothing.
 */
describe('PUBLIC_URL', () => {
  it('is required to start in production, with a message naming it', async () => {
    await expect(startAppProcess({ NODE_ENV: 'production' })).rejects.toThrow(
      /PUBLIC_URL: es obligatorio en producción \(NODE_ENV=production\)/,
    );
  });

  it('gives certificates the academy’s address once set', async () => {
    const app = await startAppProcess({ NODE_ENV: 'production', PUBLIC_URL: 'https://aula.example.org' });
    try {
      const health = await app.request('/api/health');
      expect(health.status).toBe(200);
      expect(app.logs.find((entry) => entry.msg === 'listening')).toMatchObject({
        publicUrl: 'https://aula.example.org',
      });
    } finally {
      await app.stop();
    }
  });
});
