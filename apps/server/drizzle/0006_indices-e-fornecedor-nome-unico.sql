-- Trigram indexes for the lists' contains-searches (ILIKE). pg_trgm is a trusted extension (PostgreSQL 13+):
-- the database owner may create it; embedded PGlite loads it at start (src/db/embedded.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "agentes_financeiros_nome_lower_idx" ON "agentes_financeiros" USING btree (lower("nome"),"id") WHERE "agentes_financeiros"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "agentes_financeiros_razao_social_lower_idx" ON "agentes_financeiros" USING btree (lower("razao_social"),"id") WHERE "agentes_financeiros"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "agentes_financeiros_ativo_idx" ON "agentes_financeiros" USING btree ("ativo") WHERE "agentes_financeiros"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "agentes_financeiros_uf_idx" ON "agentes_financeiros" USING btree ("uf") WHERE "agentes_financeiros"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "agentes_financeiros_nome_trgm_idx" ON "agentes_financeiros" USING gin ("nome" gin_trgm_ops) WHERE "agentes_financeiros"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "agentes_financeiros_razao_social_trgm_idx" ON "agentes_financeiros" USING gin ("razao_social" gin_trgm_ops) WHERE "agentes_financeiros"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "agentes_financeiros_cnpj_trgm_idx" ON "agentes_financeiros" USING gin ("cnpj" gin_trgm_ops) WHERE "agentes_financeiros"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clientes_nome_fantasia_lower_idx" ON "clientes" USING btree (lower("nome_fantasia"),"id") WHERE "clientes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clientes_razao_social_lower_idx" ON "clientes" USING btree (lower("razao_social"),"id") WHERE "clientes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clientes_ativo_nome_fantasia_idx" ON "clientes" USING btree ("ativo",lower("nome_fantasia"),"id") WHERE "clientes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clientes_uf_idx" ON "clientes" USING btree ("uf") WHERE "clientes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clientes_razao_social_trgm_idx" ON "clientes" USING gin ("razao_social" gin_trgm_ops) WHERE "clientes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clientes_nome_fantasia_trgm_idx" ON "clientes" USING gin ("nome_fantasia" gin_trgm_ops) WHERE "clientes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clientes_cnpj_trgm_idx" ON "clientes" USING gin ("cnpj" gin_trgm_ops) WHERE "clientes"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "fornecedores_nome_unique" ON "fornecedores" USING btree (lower("nome")) WHERE "fornecedores"."removido_em" is null;