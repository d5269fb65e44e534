import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiServer, http } from '@/test/api-server';
import { cart, cartItem } from '@/test/fixtures/cart-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { CartLink } from './cart-link';

const renderLink = () => renderWithProviders(<CartLink />, { path: '/dashboard', user: 'STUDENT' });

const items = (count: number) => Array.from({ length: count }, (_, index) => cartItem(index + 1));
const cartHolding = (count: number) =>
  apiServer.use(http.get('/api/cart', () => answer(200, cart(items(count)))));

describe('CartLink', () => {
  it('leads to the cart, saying how many courses it holds, with the count on a badge', async () => {
    cartHolding(2);
    renderLink();
    const link = await screen.findByRole('link', { name: 'Carrito: 2 cursos' });
    expect(link.getAttribute('href')).toBe('/dashboard/cart');
    expect(link.textContent).toBe('2');
  });

  it.each([
    [0, 'Carrito vacío', ''],
    [1, 'Carrito: 1 curso', '1'],
    [12, 'Carrito: 12 cursos', '9+'],
  ])('with %i courses says %s and shows %j', async (count, label, badge) => {
    cartHolding(count);
    renderLink();
    expect((await screen.findByRole('link', { name: label })).textContent).toBe(badge);
  });

  it("says only 'Carrito' until the count is known", async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    cartHolding(1);
    // Answering nothing passes the request on to the cart above, once released.
    apiServer.use(http.get('/api/cart', () => released.then(() => undefined)));
    renderLink();
    expect(screen.getByRole('link', { name: 'Carrito' }).textContent).toBe('');
    await act(async () => release());
    expect(await screen.findByRole('link', { name: 'Carrito: 1 curso' })).toBeTruthy();
  });
});
