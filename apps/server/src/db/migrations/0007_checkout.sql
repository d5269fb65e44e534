-- Paid courses (issue 7; docs/decisions/0012-orders-by-manual-transfer.md): the cart, checkout by
-- manual transfer, the admin's decisions on each order and the trail of who decided what, when and
-- why.

-- One row per course a person means to buy. The key makes adding twice a no-op.
CREATE TABLE "Cart_Items" (
  id_profile uuid NOT NULL REFERENCES "Profiles" (id_profile),
  id_course uuid NOT NULL REFERENCES "Courses" (id_course),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id_profile, id_course)
);

-- The academy's settings: a single row (the key can only be true). Payment instructions are
-- copied into each order when it is placed, so a later edit does not rewrite what a student
-- was told to do.
CREATE TABLE "Academy_Settings" (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  payment_instructions text NOT NULL CHECK (char_length(payment_instructions) BETWEEN 1 AND 2000),
  updated_by uuid NOT NULL REFERENCES "Profiles" (id_profile),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The code the student quotes in the transfer. Orders written before this migration (none in a
-- real academy: checkout did not exist) get one derived from their id.
ALTER TABLE "Orders"
  ADD COLUMN code text,
  ADD COLUMN payment_method text NOT NULL DEFAULT 'manual_transfer' CHECK (payment_method IN ('manual_transfer')),
  ADD COLUMN payment_instructions text NOT NULL DEFAULT '',
  ADD COLUMN rejected_at timestamptz,
  ADD COLUMN refunded_at timestamptz;
UPDATE "Orders" SET code = 'AU-' || upper(substr(replace(id_order::text, '-', ''), 1, 8)) WHERE code IS NULL;
ALTER TABLE "Orders" ALTER COLUMN code SET NOT NULL;
CREATE UNIQUE INDEX orders_code ON "Orders" (code);
-- The admin screen: newest first, optionally one status.
CREATE INDEX orders_created ON "Orders" (created_at DESC);
CREATE INDEX orders_status_created ON "Orders" (status, created_at DESC);

-- Every state an order enters, with who moved it there and why: the audit trail.
CREATE TABLE "Order_Events" (
  id_order_event uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_order uuid NOT NULL REFERENCES "Orders" (id_order),
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'refunded')),
  id_actor uuid NOT NULL REFERENCES "Profiles" (id_profile),
  reason text CHECK (reason IS NULL OR char_length(reason) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order ON "Order_Events" (id_order, created_at);

-- The order an enrollment was bought with: a refund ends exactly those enrollments.
ALTER TABLE "Enrollments" ADD COLUMN id_order uuid REFERENCES "Orders" (id_order);
CREATE INDEX enrollments_order ON "Enrollments" (id_order) WHERE id_order IS NOT NULL;
