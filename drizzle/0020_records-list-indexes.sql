DROP INDEX "records_type_plant_state_updated";--> statement-breakpoint
DROP INDEX "records_type_plant_updated";--> statement-breakpoint
DROP INDEX "records_type_updated";--> statement-breakpoint
CREATE INDEX "records_type_plant_state_updated_at" ON "records" USING btree ("type","plant_id","state","updated_at","id");--> statement-breakpoint
CREATE INDEX "records_type_plant_updated_at" ON "records" USING btree ("type","plant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "records_type_updated_at" ON "records" USING btree ("type","updated_at","id");--> statement-breakpoint
CREATE INDEX "records_type_title" ON "records" USING btree ("type","title","id");