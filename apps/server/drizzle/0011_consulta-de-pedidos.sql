ALTER TABLE "pedidos" ADD COLUMN "canal" varchar(4) DEFAULT 'TELA' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "imagem_recebida" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "devedor_nome" text GENERATED ALWAYS AS ((dados #>> '{devedor,nome}')) STORED;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "numero_aditivo" text GENERATED ALWAYS AS ((dados #>> '{aditivo,numero}')) STORED;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "placas" jsonb GENERATED ALWAYS AS (jsonb_path_query_array(dados, '$.veiculos[*].placa ? (@ != null && @ != "")')) STORED;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "gravames" jsonb GENERATED ALWAYS AS (jsonb_path_query_array(dados, '$.veiculos[*].numeroGravame')) STORED;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "codigos_retorno" jsonb GENERATED ALWAYS AS (coalesce(jsonb_path_query_array(motivos, '$[*].codigo'), '[]'::jsonb)) STORED;--> statement-breakpoint
CREATE INDEX "pedidos_created_idx" ON "pedidos" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pedidos_status_created_idx" ON "pedidos" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pedidos_cliente_status_created_idx" ON "pedidos" USING btree ("cliente_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pedidos_uf_created_idx" ON "pedidos" USING btree ("uf","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pedidos_agente_created_idx" ON "pedidos" USING btree ("agente_financeiro_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pedidos_devedor_doc_idx" ON "pedidos" USING btree ("devedor_cpf_cnpj" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "pedidos_devedor_nome_trgm_idx" ON "pedidos" USING gin (lower("devedor_nome") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pedidos_numero_aditivo_idx" ON "pedidos" USING btree ("numero_aditivo") WHERE "pedidos"."numero_aditivo" is not null;--> statement-breakpoint
CREATE INDEX "pedidos_placas_idx" ON "pedidos" USING gin ("placas" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "pedidos_gravames_idx" ON "pedidos" USING gin ("gravames" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "pedidos_codigos_retorno_idx" ON "pedidos" USING gin ("codigos_retorno" jsonb_path_ops);