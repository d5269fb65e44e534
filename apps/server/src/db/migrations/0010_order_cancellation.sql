-- A student may cancel their own order while it awaits payment (decision 0012): a mistaken order
-- otherwise holds its courses out of the cart until an admin rejects it. The new state is kept
-- like the others, with its time on the order and its line in the trail.
ALTER TABLE "Orders" DROP CONSTRAINT "Orders_status_check";
ALTER TABLE "Orders" ADD CONSTRAINT "Orders_status_check"
  CHECK (status IN ('pending', 'approved', 'rejected', 'refunded', 'cancelled'));
ALTER TABLE "Orders" ADD COLUMN cancelled_at timestamptz;

ALTER TABLE "Order_Events" DROP CONSTRAINT "Order_Events_status_check";
ALTER TABLE "Order_Events" ADD CONSTRAINT "Order_Events_status_check"
  CHECK (status IN ('pending', 'approved', 'rejected', 'refunded', 'cancelled'));
