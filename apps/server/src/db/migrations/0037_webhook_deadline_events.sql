CREATE TABLE "webhook_deadline_events" (
	"requirement_id" uuid NOT NULL,
	"lead" text NOT NULL,
	"emitted_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deadline_events_requirement_id_lead_pk" PRIMARY KEY("requirement_id","lead")
);
--> statement-breakpoint
ALTER TABLE "webhook_deadline_events" ADD CONSTRAINT "webhook_deadline_events_requirement_id_compliance_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."compliance_requirements"("id") ON DELETE cascade ON UPDATE no action;