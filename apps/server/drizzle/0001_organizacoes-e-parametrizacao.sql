CREATE TABLE "agentes_financeiros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"razao_social" varchar(150) NOT NULL,
	"nome" varchar(150) NOT NULL,
	"cnpj" varchar(14) NOT NULL,
	"cep" varchar(8) NOT NULL,
	"logradouro" varchar(150) NOT NULL,
	"numero" varchar(20) NOT NULL,
	"complemento" varchar(100),
	"bairro" varchar(100) NOT NULL,
	"codigo_municipio_ibge" varchar(7) NOT NULL,
	"uf" varchar(2) NOT NULL,
	"telefone" varchar(11) NOT NULL,
	"email" varchar(150),
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agentes_financeiros_clientes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agente_financeiro_id" uuid NOT NULL,
	"cliente_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditoria_exportacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"recurso" varchar(60) NOT NULL,
	"formato" varchar(10) NOT NULL,
	"filtro" jsonb NOT NULL,
	"justificativa" varchar(255) NOT NULL,
	"quantidade_registros" integer NOT NULL,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cidades" (
	"codigo_ibge" varchar(7) PRIMARY KEY NOT NULL,
	"nome" varchar(100) NOT NULL,
	"nome_busca" varchar(100) NOT NULL,
	"uf" varchar(2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grupos_economicos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(150) NOT NULL,
	"descricao" varchar(500),
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "servicos" (
	"codigo" integer PRIMARY KEY NOT NULL,
	"nome" varchar(100) NOT NULL,
	"descricao" varchar(300),
	"ativo" boolean DEFAULT true NOT NULL,
	"referencia" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "servicos_detran" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fornecedor_id" uuid NOT NULL,
	"tipo_servico" integer NOT NULL,
	"valor" numeric(12, 2) NOT NULL,
	"vigencia_inicio" date NOT NULL,
	"vigencia_fim" date,
	"removido_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "servicos_detran_valor_check" CHECK ("servicos_detran"."valor" >= 0),
	CONSTRAINT "servicos_detran_vigencia_check" CHECK ("servicos_detran"."vigencia_fim" is null or "servicos_detran"."vigencia_fim" >= "servicos_detran"."vigencia_inicio")
);
--> statement-breakpoint
ALTER TABLE "clientes" DROP CONSTRAINT "clientes_cnpj_unique";--> statement-breakpoint
ALTER TABLE "fornecedores" DROP CONSTRAINT "fornecedores_cnpj_unique";--> statement-breakpoint
ALTER TABLE "fornecedores" ALTER COLUMN "descricao" SET DATA TYPE varchar(500);--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "grupo_economico_id" uuid;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "cep" varchar(8);--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "logradouro" varchar(150);--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "numero" varchar(20);--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "complemento" varchar(100);--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "bairro" varchar(100);--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "codigo_municipio_ibge" varchar(7);--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "uf" varchar(2);--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "email" varchar(150);--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "telefone" varchar(11);--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "ativo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fornecedores" ADD COLUMN "razao_social" varchar(150);--> statement-breakpoint
ALTER TABLE "fornecedores" ADD COLUMN "tipo" varchar(10) DEFAULT 'OUTRO' NOT NULL;--> statement-breakpoint
ALTER TABLE "fornecedores" ADD COLUMN "email" varchar(150);--> statement-breakpoint
ALTER TABLE "fornecedores" ADD COLUMN "telefone" varchar(11);--> statement-breakpoint
ALTER TABLE "fornecedores" ADD COLUMN "pagador_taxa_detran_rj" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fornecedores" ADD COLUMN "ativo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fornecedores" ADD COLUMN "removido_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fornecedores" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "agentes_financeiros_clientes" ADD CONSTRAINT "agentes_financeiros_clientes_agente_financeiro_id_agentes_financeiros_id_fk" FOREIGN KEY ("agente_financeiro_id") REFERENCES "public"."agentes_financeiros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agentes_financeiros_clientes" ADD CONSTRAINT "agentes_financeiros_clientes_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria_exportacoes" ADD CONSTRAINT "auditoria_exportacoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicos_detran" ADD CONSTRAINT "servicos_detran_fornecedor_id_fornecedores_id_fk" FOREIGN KEY ("fornecedor_id") REFERENCES "public"."fornecedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicos_detran" ADD CONSTRAINT "servicos_detran_tipo_servico_servicos_codigo_fk" FOREIGN KEY ("tipo_servico") REFERENCES "public"."servicos"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agentes_financeiros_cnpj_unique" ON "agentes_financeiros" USING btree ("cnpj") WHERE "agentes_financeiros"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "agentes_financeiros_clientes_unique" ON "agentes_financeiros_clientes" USING btree ("agente_financeiro_id","cliente_id");--> statement-breakpoint
CREATE INDEX "agentes_financeiros_clientes_cliente_idx" ON "agentes_financeiros_clientes" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "auditoria_exportacoes_usuario_idx" ON "auditoria_exportacoes" USING btree ("usuario_id","created_at");--> statement-breakpoint
CREATE INDEX "auditoria_exportacoes_recurso_idx" ON "auditoria_exportacoes" USING btree ("recurso","created_at");--> statement-breakpoint
CREATE INDEX "cidades_uf_nome_idx" ON "cidades" USING btree ("uf","nome_busca");--> statement-breakpoint
CREATE INDEX "cidades_nome_busca_idx" ON "cidades" USING btree ("nome_busca" varchar_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "grupos_economicos_nome_unique" ON "grupos_economicos" USING btree (lower("nome")) WHERE "grupos_economicos"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "servicos_detran_vigencia_idx" ON "servicos_detran" USING btree ("fornecedor_id","tipo_servico","vigencia_inicio") WHERE "servicos_detran"."removido_em" is null;--> statement-breakpoint
CREATE INDEX "servicos_detran_tipo_idx" ON "servicos_detran" USING btree ("tipo_servico");--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_grupo_economico_id_grupos_economicos_id_fk" FOREIGN KEY ("grupo_economico_id") REFERENCES "public"."grupos_economicos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clientes_cnpj_unique" ON "clientes" USING btree ("cnpj") WHERE "clientes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clientes_grupo_economico_idx" ON "clientes" USING btree ("grupo_economico_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fornecedores_cnpj_idx" ON "fornecedores" USING btree ("cnpj") WHERE "fornecedores"."removido_em" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "fornecedores_detran_uf_idx" ON "fornecedores" USING btree ("uf") WHERE "fornecedores"."tipo" = 'DETRAN';--> statement-breakpoint
CREATE INDEX "fornecedores_nome_idx" ON "fornecedores" USING btree ("nome");--> statement-breakpoint
ALTER TABLE "fornecedores" ADD CONSTRAINT "fornecedores_tipo_check" CHECK ("fornecedores"."tipo" in ('DETRAN', 'OUTRO'));--> statement-breakpoint
ALTER TABLE "fornecedores" ADD CONSTRAINT "fornecedores_detran_uf_check" CHECK ("fornecedores"."tipo" <> 'DETRAN' or "fornecedores"."uf" is not null);--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_qtd_itens_pagina_check" CHECK ("usuarios"."qtd_itens_pagina" > 0);