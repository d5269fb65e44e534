import { ACHIEVEMENTS, type Achievement } from '@aula/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, http, refusal } from '@/test/api-server';
import { achievement } from '@/test/fixtures/dashboard-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { AchievementsTab } from './achievements-tab';

let achievements: Achievement[];

beforeEach(() => {
  // Earned: the two commonest and the legendary one; the rest still locked.
  achievements = ACHIEVEMENTS.map(({ code }) =>
    achievement(
      code,
      code === 'first_lesson' || code === 'first_comment' || code === 'week_streak'
        ? '2026-11-03T12:00:00.000Z'
        : null,
    ),
  );
  apiServer.use(http.get('/api/dashboard/achievements', () => answer(200, { achievements })));
});

const renderTab = () => renderWithProviders(<AchievementsTab />, { user: 'STUDENT' });

/** The first read of the achievements fails; the next ones get them. */
const failOnce = () =>
  apiServer.use(
    http.get('/api/dashboard/achievements', () => refusal(500, 'internal', 'boom'), { once: true }),
  );

const item = (title: string) => within(screen.getByRole('article', { name: title }));

describe('AchievementsTab', () => {
  it('lists the whole catalogue: earned ones with their day, locked ones with how to earn them', async () => {
    renderTab();
    expect(screen.getByRole('status').textContent).toContain('Cargando logros...');
    const list = within(await screen.findByRole('list', { name: 'Mis logros' }));
    expect(list.getAllByRole('article')).toHaveLength(7);
    expect(screen.getByText('3 de 7 logros obtenidos')).toBeTruthy();
    expect(item('Primer paso').getByText('Obtenido el 03/11/2026')).toBeTruthy();
    const locked = item('Aprendiz constante');
    expect(locked.getByText('Completa 3 cursos.')).toBeTruthy();
    expect(locked.getByText('Aún no obtenido')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Aprendiz constante' }).className).toContain('border-dashed');
    expect(screen.getByRole('article', { name: 'Primer paso' }).className).not.toContain('border-dashed');
  });

  it('badges each rarity in its colour (docs/product/learning.md#rarities): grey, green, blue, purple, yellow', async () => {
    renderTab();
    await screen.findByRole('list', { name: 'Mis logros' });
    const badge = (title: string, rarity: string) => item(title).getByText(rarity).className;
    expect(badge('Primer paso', 'Común')).toContain('bg-slate-100');
    expect(badge('Curso completado', 'Poco común')).toContain('bg-green-100');
    expect(badge('Aprendiz constante', 'Raro')).toContain('bg-blue-100');
    expect(badge('Maestría en calidad', 'Épico')).toContain('bg-purple-100');
    expect(badge('Racha de 7 días', 'Legendario')).toContain('bg-yellow-100');
  });

  it('says when the achievements could not be loaded, and tries again on request', async () => {
    failOnce();
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudieron cargar tus logros.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Mis logros' })).toBeTruthy();
  });
});
