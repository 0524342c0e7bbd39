-- The catalogue as the database holds it, so a session is presented by one statement: each scenario's
-- copy for each trade, and the buyer types' names. Both are rewritten from the product's own at every start.
CREATE TABLE "buyer_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scenario_copies" (
	"scenario_id" text NOT NULL,
	"trade" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"agent_prompt" text NOT NULL,
	CONSTRAINT "scenario_copies_scenario_id_trade_pk" PRIMARY KEY("scenario_id","trade")
);
--> statement-breakpoint
ALTER TABLE "scenario_copies" ADD CONSTRAINT "scenario_copies_scenario_id_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."scenarios"("id") ON DELETE cascade ON UPDATE no action;