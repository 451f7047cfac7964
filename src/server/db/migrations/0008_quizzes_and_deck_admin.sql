CREATE TABLE "quiz_attempt_items" (
	"attempt_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"asked" jsonb NOT NULL,
	"answer" text,
	"flagged" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone,
	"is_correct" boolean,
	CONSTRAINT "quiz_attempt_items_attempt_id_position_pk" PRIMARY KEY("attempt_id","position")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"title" text NOT NULL,
	"selection" jsonb,
	"blueprint_id" text,
	"passing_percent" integer NOT NULL,
	"question_count" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"closed_at" timestamp with time zone,
	"score" integer,
	"correct_count" integer,
	"topic_results" jsonb
);
--> statement-breakpoint
ALTER TABLE "deck_cards" ADD COLUMN "is_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deck_cards" ADD COLUMN "edited_by_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempt_items" ADD CONSTRAINT "quiz_attempt_items_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_idx" ON "quiz_attempts" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "quiz_attempts_open_idx" ON "quiz_attempts" USING btree ("status","deadline_at");