CREATE TABLE "clientes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome_fantasia" varchar(150) NOT NULL,
	"razao_social" varchar(150) NOT NULL,
	"cnpj" varchar(14) NOT NULL,
	"vb_detrans_ativo" boolean DEFAULT false NOT NULL,
	"vb_pague_ativo" boolean DEFAULT false NOT NULL,
	"serasa_hub_ativo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clientes_cnpj_unique" UNIQUE("cnpj")
);
--> statement-breakpoint
CREATE TABLE "fornecedores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(150) NOT NULL,
	"uf" varchar(2),
	"cnpj" varchar(14),
	"descricao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fornecedores_cnpj_unique" UNIQUE("cnpj")
);
--> statement-breakpoint
CREATE TABLE "falhas_login" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" varchar(100) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perfil_permissoes" (
	"perfil" varchar(40) NOT NULL,
	"permissao" varchar(60) NOT NULL,
	CONSTRAINT "perfil_permissoes_perfil_permissao_pk" PRIMARY KEY("perfil","permissao")
);
--> statement-breakpoint
CREATE TABLE "perfis" (
	"codigo" varchar(40) PRIMARY KEY NOT NULL,
	"numero" integer NOT NULL,
	"descricao" varchar(80) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "perfis_numero_unique" UNIQUE("numero")
);
--> statement-breakpoint
CREATE TABLE "permissoes" (
	"codigo" varchar(60) PRIMARY KEY NOT NULL,
	"descricao" varchar(150) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"guid" varchar(100) NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usuario_permissoes" (
	"usuario_id" uuid NOT NULL,
	"permissao" varchar(60) NOT NULL,
	CONSTRAINT "usuario_permissoes_usuario_id_permissao_pk" PRIMARY KEY("usuario_id","permissao")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" varchar(100) NOT NULL,
	"nome" varchar(150) NOT NULL,
	"email" varchar(150) NOT NULL,
	"telefone" varchar(11),
	"cpf" varchar(11),
	"senha_hash" varchar(200) NOT NULL,
	"senha_expira_em" timestamp with time zone,
	"status" varchar(20) DEFAULT 'ATIVO' NOT NULL,
	"perfil" varchar(40) NOT NULL,
	"cliente_id" uuid,
	"fornecedor_id" uuid,
	"master" boolean DEFAULT false NOT NULL,
	"qtd_itens_pagina" integer,
	"data_inicio_intervalo" date,
	"data_fim_intervalo" date,
	"data_ultimo_acesso" timestamp with time zone,
	"data_acesso_atual" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuarios_status_check" CHECK ("usuarios"."status" in ('ATIVO', 'INATIVO', 'BLOQUEADO', 'REMOVIDO', 'PRE_CADASTRADO')),
	CONSTRAINT "usuarios_um_vinculo_check" CHECK ("usuarios"."cliente_id" is null or "usuarios"."fornecedor_id" is null)
);
--> statement-breakpoint
ALTER TABLE "perfil_permissoes" ADD CONSTRAINT "perfil_permissoes_perfil_perfis_codigo_fk" FOREIGN KEY ("perfil") REFERENCES "public"."perfis"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfil_permissoes" ADD CONSTRAINT "perfil_permissoes_permissao_permissoes_codigo_fk" FOREIGN KEY ("permissao") REFERENCES "public"."permissoes"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_permissoes" ADD CONSTRAINT "usuario_permissoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_permissoes" ADD CONSTRAINT "usuario_permissoes_permissao_permissoes_codigo_fk" FOREIGN KEY ("permissao") REFERENCES "public"."permissoes"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_perfil_perfis_codigo_fk" FOREIGN KEY ("perfil") REFERENCES "public"."perfis"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_fornecedor_id_fornecedores_id_fk" FOREIGN KEY ("fornecedor_id") REFERENCES "public"."fornecedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "falhas_login_username_ip_idx" ON "falhas_login" USING btree ("username","ip","created_at");--> statement-breakpoint
CREATE INDEX "sessoes_usuario_idx" ON "sessoes" USING btree ("usuario_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_username_lower_idx" ON "usuarios" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "usuarios_cliente_idx" ON "usuarios" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "usuarios_fornecedor_idx" ON "usuarios" USING btree ("fornecedor_id");