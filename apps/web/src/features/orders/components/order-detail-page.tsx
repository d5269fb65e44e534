import { can, type CurrentUser, type Order, orderMessages } from '@aula/shared';
import { SearchX } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { ButtonLink } from '@/components/ui/button-link';
import { LoadError } from '@/components/ui/load-error';
import { SectionCard } from '@/components/ui/section-card';
import { hasErrorCode } from '@/lib/api/api-error';
import { formatDateTime } from '@/lib/format-date';
import { useOrder } from '../api/get-order';
import { backToListPath } from '../lib/back-to-list';
import { fullName } from '../lib/full-name';
import { OrderActions, hasOrderActions } from './order-actions';
import { OrderDetailSkeleton } from './order-detail-skeleton';
import { OrderHistory } from './order-history';
import { OrderItems } from './order-items';
import { OrderStatusBadge } from './order-status-badge';
import { OrdersNoAccess } from './orders-no-access';
import { PaymentInstructions } from './payment-instructions';
import { viewerOf } from '@/lib/session/use-can';

const m = orderMessages;
const t = m.admin;
/** The detail's cards are denser than a form's, and tighter still on a phone. */
const DETAIL_CARD = 'gap-3 p-4 sm:p-6';

/**
 * A malformed id ('validation_failed', the only refusal of a read that sends no body) and an
 * unknown one ('not_found') answer with the same message: there is no such order.
 */
const isMissing = (error: Error | null) => hasErrorCode(error, 'not_found', 'validation_failed');

/** 'Volver a pedidos', to the list the person came from. */
function BackToOrders({ to }: { to: string }) {
  return <BackLink to={to}>{t.back}</BackLink>;
}

function OrderNotFound({ back }: { back: string }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <SearchX aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold tracking-tight">{m.notFound}</h1>
      <ButtonLink to={back}>{t.back}</ButtonLink>
    </section>
  );
}

interface OrderDetailViewProps {
  order: Order;
  back: string;
  /** the server's last refusal of a decision, kept on the page until the next answer */
  refusal: string | null;
  onAnswered: (refusal: string | null) => void;
  heading: RefObject<HTMLHeadingElement | null>;
}

function OrderDetailView({ order, back, refusal, onAnswered, heading }: OrderDetailViewProps) {
  return (
    <article aria-labelledby="order-title" className="flex min-w-0 flex-col gap-6">
      <BackToOrders to={back} />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <span className="text-sm text-muted-foreground">{m.code}</span>
          {/* Focused after a decision: the button that opened its dialog may be gone. */}
          <h1
            id="order-title"
            ref={heading}
            tabIndex={-1}
            className="font-mono text-2xl font-bold tracking-tight break-all focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:text-3xl"
          >
            {order.code}
          </h1>
          <span className="text-sm text-muted-foreground">
            {m.date}:{' '}
            <time dateTime={order.createdAt} className="tabular-nums">
              {formatDateTime(order.createdAt)}
            </time>
          </span>
        </div>
        <OrderStatusBadge status={order.status} className="px-3 py-1 text-sm" />
      </header>

      {refusal && (
        <p
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {refusal}
        </p>
      )}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <SectionCard className={DETAIL_CARD} title={t.student}>
            <p className="font-medium break-words">{fullName(order.student)}</p>
            <a
              href={`mailto:${order.student.email}`}
              className="self-start text-sm break-all text-primary underline-offset-2 hover:underline"
            >
              {order.student.email}
            </a>
          </SectionCard>
          <SectionCard className={DETAIL_CARD} title={m.items}>
            <OrderItems order={order} />
          </SectionCard>
          <SectionCard className={DETAIL_CARD} title={t.paymentMethod}>
            <p>{m.paymentMethod[order.paymentMethod]}</p>
            <h3 className="text-sm font-medium">{t.instructions}</h3>
            <PaymentInstructions text={order.paymentInstructions} />
          </SectionCard>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {hasOrderActions(order) && (
            <SectionCard className={DETAIL_CARD} title={t.columns.actions}>
              <OrderActions
                order={order}
                onAnswered={onAnswered}
                onClosedAfterDecision={() => heading.current?.focus()}
              />
            </SectionCard>
          )}
          <SectionCard className={DETAIL_CARD} title={t.trail}>
            <OrderHistory events={order.events} />
          </SectionCard>
        </div>
      </div>
    </article>
  );
}

function OrderDetail({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  const { state } = useLocation();
  const back = backToListPath(state);
  const heading = useRef<HTMLHeadingElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  // An order once shown stays shown: a failed re-read after a decision does not hide it.
  if (order.data) {
    return (
      <OrderDetailView
        order={order.data}
        back={back}
        refusal={refusal}
        onAnswered={setRefusal}
        heading={heading}
      />
    );
  }
  if (order.isPending) return <OrderDetailSkeleton />;
  if (isMissing(order.error)) return <OrderNotFound back={back} />;
  return (
    <div className="flex flex-col gap-6">
      <BackToOrders to={back} />
      <LoadError message={t.detailLoadError} retryLabel={t.retry} onRetry={() => void order.refetch()} />
    </div>
  );
}

/**
 * /dashboard/orders/{id} (docs/product/orders.md#admin-decisions): one order as the admin decides
 * on it: who bought what, the instructions they were given, the decisions it allows and its trail
 * with who made each change.
 */
export function OrderDetailPage({ orderId, viewer }: { orderId: string; viewer: CurrentUser }) {
  if (!can(viewerOf(viewer), 'orders.decide')) return <OrdersNoAccess />;
  return <OrderDetail orderId={orderId} />;
}
