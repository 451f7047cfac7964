-- Custom SQL migration file, put your code below! --
-- Search reads every matching chunk's tsvector (to check phrase positions and to rank). A passage's vector (about
-- 2 KB) does not compress, so PostgreSQL stored it out of line in the TOAST table: three or more extra page reads per
-- row through the TOAST index. Kept in the row itself, uncompressed, it is read with the row (docs/decisions,
-- knowledge search storage; bench/README.md has the figures).
ALTER TABLE "knowledge_chunks" SET (toast_tuple_target = 8160);--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ALTER COLUMN "search" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Rows written before this migration keep their old layout until rewritten.
UPDATE "knowledge_chunks" SET "body" = "body";
