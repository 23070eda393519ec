ALTER TABLE "companies" ADD COLUMN "dashboard_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A process keeps a company's composed dashboard while companies.dashboard_version is the number it was composed at
-- (apps/server/src/modules/dashboard/dashboard-cache.ts). The bumps are triggers, not application code as plan_epoch
-- is: the dashboard reads the company row, orders, order items, tasks, refunds and the cart, and those are written from
-- six repositories, the payment and fulfilment jobs, the back office, the catalogue's withdrawals (every cart holding
-- a service), data erasure's raw SQL and tests or operators by hand; a forgotten app-level bump would serve a stale
-- dashboard with nothing to show for it. Triggers run in the writer's transaction, so the bump commits with the write,
-- and they also catch the release still running during a deploy, which knows nothing of this column.
--
-- The company row's own writes (its facts, the plan epoch, archiving, re-planning): each changed row counts once.
CREATE FUNCTION "dashboard_version_bump_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.dashboard_version := OLD.dashboard_version + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "companies_dashboard_version" BEFORE UPDATE ON "companies"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "dashboard_version_bump_row"();--> statement-breakpoint
-- Tables with a company_id (orders, cart lines): once per statement, for each company its rows were or are now in.
-- The companies update above fires the row trigger, which sets the same number (the old one plus one).
CREATE FUNCTION "dashboard_version_bump_by_company"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE companies SET dashboard_version = dashboard_version + 1 WHERE id IN (SELECT company_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE companies SET dashboard_version = dashboard_version + 1
      WHERE id IN (SELECT company_id FROM new_rows UNION SELECT company_id FROM old_rows);
  ELSE
    UPDATE companies SET dashboard_version = dashboard_version + 1 WHERE id IN (SELECT company_id FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Tables with an order_id (order items, tasks, refunds): the companies of their orders, once per statement.
CREATE FUNCTION "dashboard_version_bump_by_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE companies SET dashboard_version = dashboard_version + 1
      WHERE id IN (SELECT o.company_id FROM orders o WHERE o.id IN (SELECT order_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE companies SET dashboard_version = dashboard_version + 1
      WHERE id IN (SELECT o.company_id FROM orders o WHERE o.id IN (SELECT order_id FROM new_rows UNION SELECT order_id FROM old_rows));
  ELSE
    UPDATE companies SET dashboard_version = dashboard_version + 1
      WHERE id IN (SELECT o.company_id FROM orders o WHERE o.id IN (SELECT order_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_dashboard_version_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_version_bump_by_company"();--> statement-breakpoint
CREATE TRIGGER "orders_dashboard_version_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_version_bump_by_company"();--> statement-breakpoint
CREATE TRIGGER "orders_dashboard_version_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_version_bump_by_company"();--> statement-breakpoint
CREATE TRIGGER "cart_items_dashboard_version_insert" AFTER INSERT ON "cart_items" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_version_bump_by_company"();--> statement-breakpoint
CREATE TRIGGER "cart_items_dashboard_version_update" AFTER UPDATE ON "cart_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_version_bump_by_company"();--> statement-breakpoint
CREATE TRIGGER "cart_items_dashboard_version_delete" AFTER DELETE ON "cart_items" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_version_bump_by_company"();--> statement-breakpoint
CREATE TRIGGER "order_items_dashboard_version_insert" AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_version_bump_by_order"();--> statement-breakpoint
CREATE TRIGGER "order_items_dashboard_version_update" AFTER UPDATE ON "order_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_version_bump_by_order"();--> statement-breakpoint
CREATE TRIGGER "order_items_dashboard_version_delete" AFTER DELETE ON "order_items" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_version_bump_by_order"();--> statement-breakpoint
CREATE TRIGGER "order_tasks_dashboard_version_insert" AFTER INSERT ON "order_tasks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_version_bump_by_order"();--> statement-breakpoint
CREATE TRIGGER "order_tasks_dashboard_version_update" AFTER UPDATE ON "order_tasks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_version_bump_by_order"();--> statement-breakpoint
CREATE TRIGGER "order_tasks_dashboard_version_delete" AFTER DELETE ON "order_tasks" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_version_bump_by_order"();--> statement-breakpoint
CREATE TRIGGER "order_refunds_dashboard_version_insert" AFTER INSERT ON "order_refunds" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_version_bump_by_order"();--> statement-breakpoint
CREATE TRIGGER "order_refunds_dashboard_version_update" AFTER UPDATE ON "order_refunds" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_version_bump_by_order"();--> statement-breakpoint
CREATE TRIGGER "order_refunds_dashboard_version_delete" AFTER DELETE ON "order_refunds" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_version_bump_by_order"();
