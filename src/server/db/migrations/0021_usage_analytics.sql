CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"user_id" integer,
	"address" text,
	"visitor" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_kind_created_idx" ON "analytics_events" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "flashcard_reviews_reviewed_idx" ON "flashcard_reviews" USING btree ("reviewed_at","user_id");--> statement-breakpoint
CREATE INDEX "quiz_attempt_items_answered_idx" ON "quiz_attempt_items" USING btree ("attempt_id","answered_at");--> statement-breakpoint
CREATE INDEX "quiz_attempts_started_idx" ON "quiz_attempts" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "tutor_messages_created_idx" ON "tutor_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");