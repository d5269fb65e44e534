-- Orders (docs/product/orders.md#orders-and-payments): what was bought, at what price, and whether the
-- academy approved it. Revenue everywhere is the sum of approved orders' items, per currency, so these
-- rows exist before the cart and checkout do (issue 7 builds them and adds what its flows need).

CREATE TABLE "Orders" (
  id_order uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_profile uuid NOT NULL REFERENCES "Profiles" (id_profile),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'refunded')),
  approved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_profile ON "Orders" (id_profile, created_at DESC);

-- The price and its currency are copied when the order is placed: a later price change does
-- not alter an order, and revenue is never summed across currencies.
CREATE TABLE "Order_Items" (
  id_order_item uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  id_order uuid NOT NULL REFERENCES "Orders" (id_order),
  id_course uuid NOT NULL REFERENCES "Courses" (id_course),
  id_coin uuid NOT NULL REFERENCES "Coins" (id_coin),
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  UNIQUE (id_order, id_course)
);
CREATE INDEX order_items_course ON "Order_Items" (id_course);
