ALTER TABLE "fornecedores" RENAME COLUMN "removido_em" TO "deleted_at";--> statement-breakpoint
ALTER TABLE "servicos_detran" RENAME COLUMN "removido_em" TO "deleted_at";--> statement-breakpoint
DROP INDEX "fornecedores_cnpj_idx";--> statement-breakpoint
DROP INDEX "fornecedores_nome_unique";--> statement-breakpoint
DROP INDEX "servicos_detran_vigencia_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "fornecedores_cnpj_idx" ON "fornecedores" USING btree ("cnpj") WHERE "fornecedores"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "fornecedores_nome_unique" ON "fornecedores" USING btree (lower("nome")) WHERE "fornecedores"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "servicos_detran_vigencia_idx" ON "servicos_detran" USING btree ("fornecedor_id","tipo_servico","vigencia_inicio") WHERE "servicos_detran"."deleted_at" is null;