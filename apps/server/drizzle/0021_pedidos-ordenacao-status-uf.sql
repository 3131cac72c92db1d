-- The new indexes are built first, under the SHARE lock an index build takes (reads go on);
-- the old ones are dropped and the new renamed last, so the ACCESS EXCLUSIVE lock of DROP INDEX
-- lasts only until this migration commits, not through the builds. The unique protocol index
-- exists all along: no window for a duplicate protocol.
CREATE INDEX "pedidos_status_id_idx" ON "pedidos" USING btree ("status" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pedidos_uf_id_idx" ON "pedidos" USING btree ("uf" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "pedidos_protocolo_desc_idx" ON "pedidos" USING btree ("protocolo" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pedidos_numero_contrato_id_idx" ON "pedidos" USING btree ("numero_contrato" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
DROP INDEX "pedidos_protocolo_idx";--> statement-breakpoint
DROP INDEX "pedidos_numero_contrato_idx";--> statement-breakpoint
ALTER INDEX "pedidos_protocolo_desc_idx" RENAME TO "pedidos_protocolo_idx";--> statement-breakpoint
ALTER INDEX "pedidos_numero_contrato_id_idx" RENAME TO "pedidos_numero_contrato_idx";
