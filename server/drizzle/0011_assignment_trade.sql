-- An assignment keeps the trade the lead chose the scenario in: the assignee practises that, whatever their own trade.
ALTER TABLE "assignments" ADD COLUMN "trade" text;