CREATE TABLE "pending_registrations" (
	"email" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"password_hash" text NOT NULL,
	"display_name" text NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"ip" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_registrations_token_hash_unique" UNIQUE("token_hash")
);
