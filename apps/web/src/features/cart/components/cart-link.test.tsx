import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer as server } from '@/test/fake-api-client';
import { cart, cartItem, json } from '@/test/fixtures/cart-fixtures';
import { CartLink } from './cart-link';

// The real typed client, answering from a fake server at the fetch level.
vi.mock('@/lib/api/client', async () => (await import('@/test/fake-api-client')).clientModule);

let answer: () => Response | Promise<Response>;

beforeEach(() => {
  server.handle.mockImplementation(async (request) => {
    const call = `${request.method} ${new URL(request.url).pathname}`;
    if (call === 'GET /api/cart') return answer();
    throw new Error(`unexpected ${call}`);
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderLink() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard', element: <CartLink /> }], {
    initialEntries: ['/dashboard'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const items = (count: number) => Array.from({ length: count }, (_, index) => cartItem(index + 1));

describe('CartLink', () => {
  it('leads to the cart, saying how many courses it holds, with the count on a badge', async () => {
    answer = () => json(200, cart(items(2)));
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
    answer = () => json(200, cart(items(count)));
    renderLink();
    expect((await screen.findByRole('link', { name: label })).textContent).toBe(badge);
  });

  it("says only 'Carrito' until the count is known", async () => {
    let release: (response: Response) => void = () => {};
    answer = () => new Promise<Response>((resolve) => (release = resolve));
    renderLink();
    expect(screen.getByRole('link', { name: 'Carrito' }).textContent).toBe('');
    await act(async () => release(json(200, cart(items(1)))));
    expect(await screen.findByRole('link', { name: 'Carrito: 1 curso' })).toBeTruthy();
  });
});
