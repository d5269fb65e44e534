import { messages, type Cart, type CourseDetail } from '@aula/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, recordRequests, refusal } from '@/test/api-server';
import { cart, cartItem } from '@/test/fixtures/cart-fixtures';
import { CartLink } from '@/features/cart/components/cart-link';
import { course, COURSE_ID } from '@/test/fixtures/course-detail-fixtures';
import { testCurrentUser } from '@/test/fixtures/current-user';
import { renderWithProviders } from '@/test/render-with-providers';
import type { DashboardOutletContext } from './dashboard-user';
import { Component as CourseDetails } from './course-details';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = messages.cart;
const PENDING = { id: '00000000-0000-4000-8000-000000000900', code: 'AU-7K3M9-QX2HT' };
/** The student signed in, whom the dashboard hands its pages. */
const STUDENT = testCurrentUser();
const context: DashboardOutletContext = { user: STUDENT };

/** A small stateful server: the course and the cart as stored, and what adding to the cart answers. */
let storedCourse: CourseDetail;
let storedCart: Cart;
let answerAdd: () => Response | Promise<Response>;
let requests: string[];
const added: unknown[] = [];

beforeEach(() => {
  storedCourse = course({ price: 150 });
  storedCart = cart([]);
  answerAdd = () => {
    storedCourse = { ...storedCourse, viewerPurchase: { inCart: true, pendingOrder: null } };
    storedCart = cart([cartItem(1, { courseId: COURSE_ID, title: storedCourse.title, price: 150 })]);
    return answer(201, storedCart);
  };
  requests = recordRequests();
  added.length = 0;
  apiServer.use(
    http.get(`/api/courses/${COURSE_ID}`, () => answer(200, storedCourse)),
    http.get('/api/cart', () => answer(200, storedCart)),
    // The route also brings the course's ratings (features/reviews): none yet, and not enrolled.
    http.get(`/api/courses/${COURSE_ID}/reviews`, () =>
      answer(200, { summary: { average: null, count: 0 }, items: [], nextCursor: null }),
    ),
    http.get(`/api/courses/${COURSE_ID}/my-rating`, () =>
      answer(200, {
        eligibility: 'notEnrolled',
        lessons: { completed: 0, total: 2, required: 1 },
        rating: null,
      }),
    ),
    http.post('/api/cart/items', async ({ request }) => {
      added.push(await request.json());
      return answerAdd();
    }),
  );
});

/** The course's page under the dashboard, with the header's cart beside it, as a student sees them. */
const renderPage = () =>
  renderWithProviders(
    <>
      <CartLink />
      <Outlet context={context} />
    </>,
    {
      path: `/dashboard/courses/details/${COURSE_ID}`,
      route: '/dashboard',
      children: [{ path: 'courses/details/:id', Component: CourseDetails }],
      user: STUDENT,
    },
  );

const card = async () => within(await screen.findByRole('region', { name: 'Precio' }));

describe("a paid course's card", () => {
  it("adds the course to the cart, then says 'En el carrito' and leads there; the header counts it", async () => {
    let release: () => void = () => {};
    const add = answerAdd;
    answerAdd = () => new Promise<Response>((resolve) => (release = () => resolve(add())));
    renderPage();
    const price = await card();
    expect(await screen.findByRole('link', { name: 'Carrito vacío' })).toBeTruthy();

    fireEvent.click(price.getByRole('button', { name: 'Agregar al Carrito' }));
    const pending = await price.findByRole('button', { name: 'Agregando...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());

    const goToCart = await price.findByRole('link', { name: 'Ir al carrito' });
    expect(goToCart.getAttribute('href')).toBe('/dashboard/cart');
    expect(price.getByText('En el carrito')).toBeTruthy();
    expect(price.queryByRole('button', { name: 'Agregar al Carrito' })).toBeNull();
    // The button pressed is gone: the focus moves to what replaced it.
    expect(document.activeElement).toBe(goToCart);
    expect(added).toEqual([{ courseId: COURSE_ID }]);
    expect(fakeToast.success).toHaveBeenCalledWith(t.added);
    // The header counts it from the cart the server answered, without asking again.
    expect(screen.getByRole('link', { name: 'Carrito: 1 curso' })).toBeTruthy();
    expect(requests.filter((call) => call === 'GET /api/cart')).toHaveLength(1);
    // The guarantee of paid courses stays.
    expect(price.getByText('Garantía de reembolso de 30 días')).toBeTruthy();
  });

  it("shows a course already in the cart as 'En el carrito'", async () => {
    storedCourse = course({ price: 150, viewerPurchase: { inCart: true, pendingOrder: null } });
    renderPage();
    const price = await card();
    expect(price.getByText('En el carrito')).toBeTruthy();
    expect(price.getByRole('link', { name: 'Ir al carrito' }).getAttribute('href')).toBe('/dashboard/cart');
    expect(price.queryByRole('button')).toBeNull();
  });

  it("shows 'Pago pendiente' with the order's code and the way to 'Mis compras' while the payment is awaited", async () => {
    storedCourse = course({ price: 150, viewerPurchase: { inCart: false, pendingOrder: PENDING } });
    renderPage();
    const price = await card();
    expect(price.getByText('Pago pendiente')).toBeTruthy();
    expect(price.getByText(t.pendingPaymentNote('AU-7K3M9-QX2HT'))).toBeTruthy();
    expect(price.getByRole('link', { name: 'Ver mis compras' }).getAttribute('href')).toBe(
      '/dashboard/purchases',
    );
    expect(price.queryByRole('button')).toBeNull();
    expect(price.queryByText('En el carrito')).toBeNull();
  });

  it("shows the server's refusal in a toast, and what the course's page says now", async () => {
    answerAdd = () => {
      // Ordered meanwhile in another tab.
      storedCourse = { ...storedCourse, viewerPurchase: { inCart: false, pendingOrder: PENDING } };
      return refusal(422, 'validation_failed', t.alreadyPending);
    };
    renderPage();
    const price = await card();
    fireEvent.click(price.getByRole('button', { name: 'Agregar al Carrito' }));
    expect(await price.findByText('Pago pendiente')).toBeTruthy();
    expect(fakeToast.error).toHaveBeenCalledWith(t.alreadyPending);
    expect(fakeToast.success).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(price.getByRole('link', { name: 'Ver mis compras' }));
  });

  it('offers the button again after a refusal that changes nothing', async () => {
    answerAdd = () => refusal(404, 'not_found', t.courseNotFound);
    renderPage();
    const price = await card();
    fireEvent.click(price.getByRole('button', { name: 'Agregar al Carrito' }));
    await waitFor(() => expect(fakeToast.error).toHaveBeenCalledWith(t.courseNotFound));
    const button = await price.findByRole('button', { name: 'Agregar al Carrito' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(price.queryByText('En el carrito')).toBeNull();
  });
});
