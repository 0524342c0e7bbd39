-- A team's own scenarios: the catalogue row in scenarios, the team, status and what the buyer plays here.
CREATE TABLE "team_scenarios" (
	"scenario_id" text PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"trade" text NOT NULL,
	"status" text NOT NULL,
	"spec" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "team_scenarios" ADD CONSTRAINT "team_scenarios_scenario_id_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_scenarios" ADD CONSTRAINT "team_scenarios_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_scenarios" ADD CONSTRAINT "team_scenarios_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_scenarios_team_idx" ON "team_scenarios" USING btree ("team_id","created_at");