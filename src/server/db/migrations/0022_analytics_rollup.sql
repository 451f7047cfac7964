CREATE TABLE "analytics_active_days" (
	"time_zone" text NOT NULL,
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "analytics_active_days_time_zone_day_user_id_pk" PRIMARY KEY("time_zone","day","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_review_bursts" (
	"time_zone" text NOT NULL,
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"reviews" integer NOT NULL,
	"peak" integer NOT NULL,
	"minutes" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_review_bursts_time_zone_day_user_id_pk" PRIMARY KEY("time_zone","day","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_days" (
	"time_zone" text NOT NULL,
	"day" date NOT NULL,
	"fingerprint" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"active_learners" integer NOT NULL,
	"sign_ups" integer NOT NULL,
	"purchases" integer NOT NULL,
	"revenue_cents" integer NOT NULL,
	"quiz_attempts" integer NOT NULL,
	"exam_attempts" integer NOT NULL,
	"flashcard_reviews" integer NOT NULL,
	"tutor_messages" integer NOT NULL,
	CONSTRAINT "analytics_rollup_days_time_zone_day_pk" PRIMARY KEY("time_zone","day")
);
--> statement-breakpoint
ALTER TABLE "analytics_active_days" ADD CONSTRAINT "analytics_active_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_review_bursts" ADD CONSTRAINT "analytics_review_bursts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lesson_progress_completed_idx" ON "lesson_progress" USING btree ("completed_at","user_id");