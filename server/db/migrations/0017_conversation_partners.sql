CREATE TABLE "conversation_partners" (
	"user_id" text NOT NULL,
	"partner_id" text NOT NULL,
	CONSTRAINT "conversation_partners_user_id_partner_id_pk" PRIMARY KEY("user_id","partner_id")
);
--> statement-breakpoint
-- The two indexes that found a member's partners among their messages give way to the table (below).
DROP INDEX "messages_sender_receiver_idx";--> statement-breakpoint
DROP INDEX "messages_receiver_sender_idx";--> statement-breakpoint
ALTER TABLE "conversation_partners" ADD CONSTRAINT "conversation_partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_partners" ADD CONSTRAINT "conversation_partners_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every message makes its two members partners, both ways (issue 29): the conversation list and presence read
-- a member's partners as one index range instead of every message's index entry. One statement per insert
-- statement (bulk imports included); rows in key order, so two first messages of one pair never deadlock.
CREATE FUNCTION conversation_partners_on_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO conversation_partners (user_id, partner_id)
  SELECT DISTINCT pair.user_id, pair.partner_id FROM (
    SELECT sender_id AS user_id, receiver_id AS partner_id FROM inserted
    UNION ALL
    SELECT receiver_id, sender_id FROM inserted
  ) pair
  ORDER BY pair.user_id, pair.partner_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER conversation_partners AFTER INSERT ON messages
REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION conversation_partners_on_message();--> statement-breakpoint
-- The partners of the messages already there.
INSERT INTO conversation_partners (user_id, partner_id)
SELECT sender_id, receiver_id FROM messages
UNION
SELECT receiver_id, sender_id FROM messages
ON CONFLICT DO NOTHING;
