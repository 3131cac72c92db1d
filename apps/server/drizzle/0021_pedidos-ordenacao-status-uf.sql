DROP INDEX "pedidos_protocolo_idx";--> statement-breakpoint
DROP INDEX "pedidos_numero_contrato_idx";--> statement-breakpoint
CREATE INDEX "pedidos_status_id_idx" ON "pedidos" USING btree ("status" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pedidos_uf_id_idx" ON "pedidos" USING btree ("uf" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "pedidos_protocolo_idx" ON "pedidos" USING btree ("protocolo" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pedidos_numero_contrato_idx" ON "pedidos" USING btree ("numero_contrato" DESC NULLS LAST,"id" DESC NULLS LAST);