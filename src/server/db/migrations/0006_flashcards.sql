CREATE TABLE "flashcard_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"grade" text NOT NULL,
	"state_before" text NOT NULL,
	"interval_days" integer NOT NULL,
	"ease" double precision NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_flashcards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"front" text NOT NULL,
	"back" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_suspended" boolean DEFAULT false NOT NULL,
	"source_id" text,
	"source_type" text,
	"state" text DEFAULT 'new' NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"interval_days" integer DEFAULT 0 NOT NULL,
	"ease" double precision DEFAULT 2.5 NOT NULL,
	"repetitions" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD CONSTRAINT "flashcard_reviews_card_id_user_flashcards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."user_flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD CONSTRAINT "flashcard_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_flashcards" ADD CONSTRAINT "user_flashcards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flashcard_reviews_user_idx" ON "flashcard_reviews" USING btree ("user_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "user_flashcards_due_idx" ON "user_flashcards" USING btree ("user_id","due_at");--> statement-breakpoint
CREATE INDEX "user_flashcards_created_idx" ON "user_flashcards" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_flashcards_source_unique" ON "user_flashcards" USING btree ("user_id","source_type","source_id");