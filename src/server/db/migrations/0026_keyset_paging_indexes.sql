DROP INDEX "flashcard_reviews_user_idx";--> statement-breakpoint
DROP INDEX "user_flashcards_created_idx";--> statement-breakpoint
CREATE INDEX "flashcard_reviews_user_idx" ON "flashcard_reviews" USING btree ("user_id","reviewed_at","id");--> statement-breakpoint
CREATE INDEX "user_flashcards_created_idx" ON "user_flashcards" USING btree ("user_id","created_at","id");