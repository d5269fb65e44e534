import { messages, type Cart, type CheckoutInput } from '@aula/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, recordRequests, refusal } from '@/test/api-server';
import { cart, cartItem, INSTRUCTIONS, orderFrom, USD } from '@/test/fixtures/cart-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { CartPage } from './cart-page';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = messages.cart;

/** A small stateful server: the cart as stored, and what checkout answers. */
let stored: Cart;
let answerCheckout: (input: CheckoutInput) => Response;
let requests: string[];
const checkouts: CheckoutInput[] = [];

beforeEach(() => {
  stored = cart([cartItem(1), cartItem(2)]);
  answerCheckout = () => {
    const order = orderFrom(stored);
    stored = cart([]);
    return answer(201, order);
  };
  requests = recordRequests();
  checkouts.length = 0;
  apiServer.use(
    http.get('/api/cart', () => answer(200, stored)),
    http.delete('/api/cart/items/:courseId', ({ params }) => {
      stored = cart(stored.items.filter((item) => item.courseId !== params.courseId));
      return answer(200, stored);
    }),
    http.post('/api/cart/checkout', async ({ request }) => {
      const input = (await request.json()) as CheckoutInput;
      checkouts.push(input);
      return answerCheckout(input);
    }),
  );
});

/** Holds every `method` request until the test calls the returned release. */
function holdRequests(method: 'delete' | 'post', path: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // Answering nothing passes the request on to the handlers above, once released.
  apiServer.use(http[method](path, () => released.then(() => undefined)));
  return () => release();
}

const renderPage = (role: 'STUDENT' | 'INSTRUCTOR' | 'ADMIN' = 'STUDENT') =>
  renderWithProviders(<CartPage role={role} />, { path: '/dashboard/cart', user: role });

const itemList = () => screen.getByRole('region', { name: t.itemsLabel });
const summary = () => screen.getByRole('region', { name: t.summary });
const itemOf = async (title: string) =>
  within((await screen.findByRole('link', { name: title })).closest('li') as HTMLElement);
const checkoutButton = () => within(summary()).getByRole('button', { name: /Confirmar compra|Confirmando/ });
/** The summary's total lines, as 'label: amount'. */
const totals = () =>
  within(summary())
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('CartPage', () => {
  it('lists each course with its link, instructor and price, and the total', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Carrito' })).toBeTruthy();
    expect(screen.getByText(t.subtitle)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(t.loading);

    const first = await itemOf('Curso 1');
    expect(first.getByRole('link', { name: 'Curso 1' }).getAttribute('href')).toBe(
      `/dashboard/courses/details/${cartItem(1).courseId}`,
    );
    expect(first.getByText('Instructor: Ana María Ruiz Soto')).toBeTruthy();
    expect(first.getByText('PEN 100.00')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Quitar Curso 1 del carrito' }).textContent).toBe('Quitar');
    expect(within(itemList()).getAllByRole('listitem')).toHaveLength(2);
    expect(totals()).toEqual(['Total en PEN: PEN 300.00']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows one total per currency, never one sum across them', async () => {
    stored = cart([cartItem(1), cartItem(2, { price: 49.9, currency: USD })]);
    renderPage();
    await itemOf('Curso 2');
    expect((await itemOf('Curso 2')).getByText('USD 49.90')).toBeTruthy();
    expect(totals()).toEqual(['Total en PEN: PEN 100.00', 'Total en USD: USD 49.90']);
  });

  it('shows how to pay as plain text with its line breaks, never as markup', async () => {
    renderPage();
    await itemOf('Curso 1');
    const pay = within(summary());
    expect(pay.getByRole('heading', { name: 'Cómo pagar' })).toBeTruthy();
    const instructions = pay.getByText(/Banco de la Nación/);
    expect(instructions.textContent).toBe(INSTRUCTIONS);
    expect(instructions.className).toContain('whitespace-pre-wrap');
    expect(summary().querySelector('b')).toBeNull();
    expect(pay.getByText(t.howToPayHint)).toBeTruthy();
    expect((checkoutButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it("removes a course with 'Quitar' and keeps the focus on the page", async () => {
    renderPage();
    fireEvent.click((await itemOf('Curso 1')).getByRole('button', { name: 'Quitar Curso 1 del carrito' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Curso 1' })).toBeNull());
    expect(requests).toContain(`DELETE /api/cart/items/${cartItem(1).courseId}`);
    expect(fakeToast.success).toHaveBeenCalledWith(t.removed);
    expect(within(itemList()).getAllByRole('listitem')).toHaveLength(1);
    expect(totals()).toEqual(['Total en PEN: PEN 200.00']);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Carrito' }));
  });

  it("says 'Quitando...' while a course is being removed", async () => {
    const release = holdRequests('delete', '/api/cart/items/:courseId');
    renderPage();
    const button = (await itemOf('Curso 2')).getByRole('button', { name: 'Quitar Curso 2 del carrito' });
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('Quitando...'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Curso 2' })).toBeNull());
  });

  it('confirms the purchase with the courses and prices shown, then shows the order to pay', async () => {
    renderPage();
    await itemOf('Curso 1');
    fireEvent.click(checkoutButton());
    const placed = await screen.findByRole('region', { name: '¡Pedido registrado!' });
    expect(checkouts).toEqual([
      {
        items: [
          { courseId: cartItem(1).courseId, price: 100 },
          { courseId: cartItem(2).courseId, price: 200 },
        ],
      },
    ]);
    const panel = within(placed);
    expect(panel.getByText(t.orderPlaced('AU-7K3M9-QX2HT'))).toBeTruthy();
    expect(panel.getByText(/Banco de la Nación/).textContent).toBe(INSTRUCTIONS);
    expect(panel.getByText('PEN 300.00')).toBeTruthy();
    expect(panel.getByRole('link', { name: 'Ver mis compras' }).getAttribute('href')).toBe(
      '/dashboard/purchases',
    );
    // The button pressed is gone: the focus moves to the news.
    expect(document.activeElement).toBe(panel.getByRole('heading', { name: '¡Pedido registrado!' }));
    expect(screen.queryByRole('region', { name: t.summary })).toBeNull();
    // The cart is read again, now empty, for the header's count.
    await waitFor(() => expect(requests.filter((call) => call === 'GET /api/cart')).toHaveLength(2));
    expect(screen.getByRole('region', { name: '¡Pedido registrado!' })).toBeTruthy();
    expect(fakeToast.error).not.toHaveBeenCalled();
  });

  it("says 'Confirmando...' with the button off while the order is placed", async () => {
    const release = holdRequests('post', '/api/cart/checkout');
    renderPage();
    await itemOf('Curso 1');
    fireEvent.click(checkoutButton());
    await waitFor(() => expect(checkoutButton().textContent).toBe('Confirmando...'));
    expect((checkoutButton() as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
    expect(await screen.findByRole('region', { name: '¡Pedido registrado!' })).toBeTruthy();
  });

  it('shows the refusal when the cart changed since it was read, and reads it again', async () => {
    renderPage();
    await itemOf('Curso 1');
    // Meanwhile a price went up.
    stored = cart([cartItem(1, { price: 120 }), cartItem(2)]);
    answerCheckout = () => refusal(409, 'conflict', t.cartChanged);
    fireEvent.click(checkoutButton());
    await waitFor(() => expect(fakeToast.error).toHaveBeenCalledWith(t.cartChanged));
    expect(await (await itemOf('Curso 1')).findByText('PEN 120.00')).toBeTruthy();
    expect(totals()).toEqual(['Total en PEN: PEN 320.00']);
    expect(screen.queryByRole('region', { name: '¡Pedido registrado!' })).toBeNull();
    expect((checkoutButton() as HTMLButtonElement).disabled).toBe(false);
    expect(checkoutButton().textContent).toBe('Confirmar compra');
  });

  it('says why a course can no longer be bought, and holds the purchase until it is removed', async () => {
    stored = cart([cartItem(1), cartItem(2, { unavailable: t.alreadyOwned })]);
    renderPage();
    const unavailable = await itemOf('Curso 2');
    expect(unavailable.getByText(t.alreadyOwned)).toBeTruthy();
    expect(unavailable.getByText(t.unavailableNote)).toBeTruthy();
    expect((await itemOf('Curso 1')).queryByText(t.unavailableNote)).toBeNull();
    // The total counts only what can be bought.
    expect(totals()).toEqual(['Total en PEN: PEN 100.00']);
    const button = checkoutButton() as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(
      t.cartHasUnavailable,
    );

    fireEvent.click(unavailable.getByRole('button', { name: 'Quitar Curso 2 del carrito' }));
    await waitFor(() => expect((checkoutButton() as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText(t.cartHasUnavailable)).toBeNull();
  });

  it('holds the purchase while the academy has not said how to pay', async () => {
    stored = cart([cartItem(1)], { paymentInstructions: null });
    renderPage();
    await itemOf('Curso 1');
    const button = checkoutButton() as HTMLButtonElement;
    expect(within(summary()).getByText(t.paymentNotConfigured)).toBeTruthy();
    expect(within(summary()).queryByText(t.howToPayHint)).toBeNull();
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(
      t.paymentNotConfigured,
    );
  });

  it('says the cart is empty and leads to the catalogue', async () => {
    stored = cart([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Tu carrito está vacío' })).toBeTruthy();
    expect(screen.getByText(t.emptyHint)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explorar cursos' }).getAttribute('href')).toBe(
      '/dashboard/courses',
    );
    expect(screen.queryByRole('button', { name: 'Confirmar compra' })).toBeNull();
  });

  it('offers Reintentar when the cart could not be loaded', async () => {
    apiServer.use(
      http.get('/api/cart', () => refusal(503, 'service_unavailable', messages.common.serviceUnavailable), {
        once: true,
      }),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.loadError);
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await itemOf('Curso 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('works the same for an instructor, who buys like a student', async () => {
    renderPage('INSTRUCTOR');
    expect(await itemOf('Curso 1')).toBeTruthy();
  });

  it('tells an admin that admins do not buy, without asking for a cart', async () => {
    renderPage('ADMIN');
    expect(screen.getByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
    expect(screen.getByText(t.adminsDoNotBuy)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
  });

  it('shows the same when the server refuses the cart', async () => {
    apiServer.use(http.get('/api/cart', () => refusal(403, 'forbidden', t.adminsDoNotBuy)));
    renderPage();
    expect(await screen.findByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Carrito' })).toBeNull();
  });
});
