ALTER TABLE "platform_settings" ADD COLUMN "registration_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "default_state" text DEFAULT 'national' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "session_lifetime_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_session_lifetime" CHECK ("platform_settings"."session_lifetime_days" between 1 and 90);