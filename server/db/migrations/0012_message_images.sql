ALTER TABLE "messages" DROP CONSTRAINT "messages_content_length";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "image_object_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_image_object_id_objects_id_fk" FOREIGN KEY ("image_object_id") REFERENCES "public"."objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_image_key" ON "messages" USING btree ("image_object_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_content_length" CHECK (char_length("messages"."content") <= 2000);