import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyOf, refusalOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { countrySchema, itemSchema, specialtySchema } from './routes';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const itemList = z.array(itemSchema);
const specialtyList = z.array(specialtySchema);
const countryList = z.array(countrySchema);

/** A reference answer and its body, read through the route's schema (a refusal, through the error one). */
const get = async <S extends z.ZodType>(path: string, schema: S) => {
  const response = await app.request(`/api/reference${path}`);
  // Only the status of a refusal is asserted: its body is checked, not used.
  const body = response.ok ? await bodyOf(response, schema) : await refusalOf(response);
  return { status: response.status, body: body as z.output<S> };
};

describe('reference data', () => {
  it('lists the roles-independent catalogues with the original product’s codes (docs/product/courses.md#reference-data)', async () => {
    const types = await get('/content-lesson-types', itemList);
    expect(types.body.map((t: { code: string; name: string }) => `${t.code} ${t.name}`)).toEqual([
      '01 Video',
      '02 Texto',
      '03 PDF',
      '04 Enlace externo',
    ]);
    const languages = await get('/languages', itemList);
    expect(languages.body[0].name).toBe('Español');
    const coins = (await get('/coins', itemList)).body.map((c: { code: string }) => c.code);
    expect(coins).toEqual(expect.arrayContaining(['PEN', 'USD', 'EUR', 'MXN', 'COP', 'CLP', 'ARS']));
    const documents = (await get('/identity-document-types', itemList)).body.map(
      (d: { name: string }) => d.name,
    );
    expect(documents).toEqual(
      expect.arrayContaining(['DNI', 'Carné de extranjería', 'Pasaporte', 'Cédula de identidad']),
    );
    expect((await get('/genders', itemList)).body.length).toBeGreaterThanOrEqual(2);
    expect((await get('/difficulty-levels', itemList)).body.length).toBeGreaterThanOrEqual(3);
  });

  it('sorts industries by their Spanish name and lists each one’s specialties', async () => {
    const industries = (await get('/industries', itemList)).body as { id: string; name: string }[];
    const names = industries.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(names).toEqual(
      expect.arrayContaining([
        'Medicina',
        'Enfermería',
        'Gestión de la calidad',
        'Farmacia',
        'Odontología',
        'Laboratorio clínico',
        'Administración en salud',
      ]),
    );
    const quality = industries.find((i) => i.name === 'Gestión de la calidad')!;
    const specialties = (await get(`/industries/${quality.id}/specialties`, specialtyList)).body as {
      name: string;
      id_industry: string;
    }[];
    expect(specialties.map((s) => s.name)).toContain('Seguridad del paciente');
    expect(specialties.every((s) => s.id_industry === quality.id)).toBe(true);
  });

  it('finds each item by id and answers 404 for an unknown one and 400 for a malformed one', async () => {
    const [coin] = (await get('/coins', itemList)).body;
    expect(await get(`/coins/${coin.id}`, itemSchema)).toEqual({ status: 200, body: coin });
    expect((await get(`/coins/${crypto.randomUUID()}`, itemSchema)).status).toBe(404);
    expect((await get('/coins/not-a-uuid', itemList)).status).toBe(400);
    const [industry] = (await get('/industries', itemList)).body;
    const [specialty] = (await get(`/industries/${industry.id}/specialties`, specialtyList)).body;
    expect((await get(`/specialties/${specialty.id}`, specialtySchema)).body).toEqual(specialty);
  });

  it('never returns soft-deleted rows', async () => {
    const db = app.deps.db.kysely;
    const gone = await db
      .updateTable('Coins')
      .set({ deleted_at: new Date() })
      .where('code', '=', 'EUR')
      .returning('id_coin')
      .executeTakeFirstOrThrow();
    try {
      const coins = (await get('/coins', itemList)).body.map((c: { code: string }) => c.code);
      expect(coins).not.toContain('EUR');
      expect((await get(`/coins/${gone.id_coin}`, itemSchema)).status).toBe(404);
    } finally {
      await db.updateTable('Coins').set({ deleted_at: null }).where('id_coin', '=', gone.id_coin).execute();
    }
  });
});

describe('countries', () => {
  it('lists countries with Spanish name, ISO code, flag and dial code, sorted by name', async () => {
    const { body } = await get('/countries', countryList);
    const peru = body.find((c: { cca2: string }) => c.cca2 === 'PE');
    expect(peru).toEqual({ name: 'Perú', cca2: 'PE', flag: '🇵🇪', dialCode: '+51' });
    const names = body.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es', { sensitivity: 'base' }).compare));
  });

  it('names countries as Spanish speakers usually do', async () => {
    const { body } = await get('/countries', countryList);
    const names = new Map((body as { cca2: string; name: string }[]).map((c) => [c.cca2, c.name]));
    expect(names.get('AX')).toBe('Islas Aland');
    expect(names.get('SZ')).toBe('Esuatini');
    expect(names.get('BW')).toBe('Botsuana');
    expect(names.get('RO')).toBe('Rumanía');
    expect(names.get('CI')).toBe('Costa de Marfil');
    expect(names.get('HK')).toBe('Hong Kong');
    expect([...names.values()]).not.toContain('Alandia');
  });

  it('drops countries without a dial code from the prefix list', async () => {
    const all = (await get('/countries', countryList)).body as { cca2: string; dialCode: string | null }[];
    const withDial = (await get('/countries?withDialCode=true', countryList)).body as {
      cca2: string;
      dialCode: string | null;
    }[];
    expect(all.some((c) => c.dialCode === null)).toBe(true);
    expect(withDial.every((c) => c.dialCode !== null)).toBe(true);
    expect(withDial.length).toBeLessThan(all.length);
    expect(withDial.find((c) => c.cca2 === 'US')?.dialCode).toBe('+1');
  });

  it('finds a country by code', async () => {
    expect((await get('/countries/MX', countrySchema)).body.name).toBe('México');
    expect((await get('/countries/ZZ', countrySchema)).status).toBe(404);
  });
});
