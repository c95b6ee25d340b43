-- Reputation (issue 28) counts each member's completed guides on every profile and every comment list; the
-- count read every assistant message (a sequential scan: 25 ms at 28,000 messages, growing with the community).
-- Only completed guides are indexed, so the count reads those few (issue 29).
CREATE INDEX "ai_messages_guide_completed_idx" ON "ai_messages" USING btree ("conversation_id") WHERE "ai_messages"."guide_completed_at" is not null;