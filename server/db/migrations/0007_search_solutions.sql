ALTER TABLE "posts" ADD COLUMN "solution_comment_id" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_solution_comment_id_comments_id_fk" FOREIGN KEY ("solution_comment_id") REFERENCES "public"."comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "posts_search_vector_idx" ON "posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "posts_solution_idx" ON "posts" USING btree ("solution_comment_id");--> statement-breakpoint
-- Members are found by name whatever the accents ('esposito' finds 'Espòsito'): issue 28.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- The search document of a post: title (A), content (B) and its visible comments (C), Italian stemming.
CREATE FUNCTION posts_search_document(p_title text, p_content text, p_id text) RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('italian', coalesce(p_title, '')), 'A')
      || setweight(to_tsvector('italian', coalesce(p_content, '')), 'B')
      || setweight(to_tsvector('italian', coalesce((
           SELECT string_agg(c.content, ' ') FROM comments c WHERE c.post_id = p_id AND c.hidden_at IS NULL
         ), '')), 'C')
$$;--> statement-breakpoint
CREATE FUNCTION posts_search_vector_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := posts_search_document(NEW.title, NEW.content, NEW.id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER posts_search_vector BEFORE INSERT OR UPDATE OF title, content ON posts
FOR EACH ROW EXECUTE FUNCTION posts_search_vector_on_write();--> statement-breakpoint
CREATE FUNCTION posts_search_vector_on_comment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target text := CASE WHEN TG_OP = 'DELETE' THEN OLD.post_id ELSE NEW.post_id END;
BEGIN
  UPDATE posts SET search_vector = posts_search_document(title, content, id) WHERE id = target;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER comments_search_vector AFTER INSERT OR DELETE OR UPDATE OF content, hidden_at ON comments
FOR EACH ROW EXECUTE FUNCTION posts_search_vector_on_comment();--> statement-breakpoint
UPDATE posts SET search_vector = posts_search_document(title, content, id);--> statement-breakpoint
-- The assistant's similar posts read the stored document now.
DROP INDEX IF EXISTS posts_search_idx;
