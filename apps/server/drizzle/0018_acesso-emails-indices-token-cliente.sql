DROP INDEX "eventos_acesso_em_idx";--> statement-breakpoint
DROP INDEX "emails_enviados_created_idx";--> statement-breakpoint
DROP INDEX "emails_enviados_status_idx";--> statement-breakpoint
ALTER TABLE "pre_cadastro_tokens_usados" ADD COLUMN "cliente_id" uuid;--> statement-breakpoint
ALTER TABLE "pre_cadastro_tokens_usados" ADD CONSTRAINT "pre_cadastro_tokens_usados_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eventos_acesso_em_id_idx" ON "eventos_acesso" USING btree ("em" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "eventos_acesso_tipo_em_idx" ON "eventos_acesso" USING btree ("tipo","em" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "eventos_acesso_username_trgm_idx" ON "eventos_acesso" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "emails_enviados_created_id_idx" ON "emails_enviados" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "emails_enviados_status_created_idx" ON "emails_enviados" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "emails_enviados_assunto_trgm_idx" ON "emails_enviados" USING gin (lower("assunto") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "emails_enviados_para_trgm_idx" ON "emails_enviados" USING gin (lower("para"::text) gin_trgm_ops);