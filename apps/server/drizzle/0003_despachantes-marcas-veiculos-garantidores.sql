CREATE TABLE "despachantes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cliente_id" uuid NOT NULL,
	"nome" varchar(150) NOT NULL,
	"cpf_cnpj" varchar(14) NOT NULL,
	"numero_credenciamento" varchar(30),
	"uf" varchar(2) NOT NULL,
	"codigo_municipio_ibge" varchar(7) NOT NULL,
	"telefone" varchar(11) NOT NULL,
	"email" varchar(150),
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "marcas_modelos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"codigo" integer NOT NULL,
	"marca" varchar(60) NOT NULL,
	"modelo" varchar(100) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "terceiros_garantidores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cliente_id" uuid NOT NULL,
	"nome" varchar(150) NOT NULL,
	"cpf_cnpj" varchar(14) NOT NULL,
	"cep" varchar(8) NOT NULL,
	"logradouro" varchar(150) NOT NULL,
	"numero" varchar(20) NOT NULL,
	"complemento" varchar(100),
	"bairro" varchar(100) NOT NULL,
	"codigo_municipio_ibge" varchar(7) NOT NULL,
	"uf" varchar(2) NOT NULL,
	"telefone" varchar(11) NOT NULL,
	"email" varchar(150),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "veiculos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cliente_id" uuid NOT NULL,
	"chassi" varchar(21) NOT NULL,
	"remarcado" boolean DEFAULT false NOT NULL,
	"placa" varchar(7),
	"uf_placa" varchar(2),
	"renavam" varchar(11),
	"ano_fabricacao" integer NOT NULL,
	"ano_modelo" integer NOT NULL,
	"marca_modelo_id" uuid NOT NULL,
	"cor" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "despachantes" ADD CONSTRAINT "despachantes_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "despachantes" ADD CONSTRAINT "despachantes_codigo_municipio_ibge_cidades_codigo_ibge_fk" FOREIGN KEY ("codigo_municipio_ibge") REFERENCES "public"."cidades"("codigo_ibge") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terceiros_garantidores" ADD CONSTRAINT "terceiros_garantidores_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terceiros_garantidores" ADD CONSTRAINT "terceiros_garantidores_codigo_municipio_ibge_cidades_codigo_ibge_fk" FOREIGN KEY ("codigo_municipio_ibge") REFERENCES "public"."cidades"("codigo_ibge") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veiculos" ADD CONSTRAINT "veiculos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veiculos" ADD CONSTRAINT "veiculos_marca_modelo_id_marcas_modelos_id_fk" FOREIGN KEY ("marca_modelo_id") REFERENCES "public"."marcas_modelos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "despachantes_cliente_cpf_cnpj_unique" ON "despachantes" USING btree ("cliente_id","cpf_cnpj") WHERE "despachantes"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "marcas_modelos_codigo_unique" ON "marcas_modelos" USING btree ("codigo") WHERE "marcas_modelos"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "terceiros_garantidores_cliente_cpf_cnpj_unique" ON "terceiros_garantidores" USING btree ("cliente_id","cpf_cnpj") WHERE "terceiros_garantidores"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "veiculos_cliente_chassi_unique" ON "veiculos" USING btree ("cliente_id","chassi") WHERE "veiculos"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "veiculos_marca_modelo_idx" ON "veiculos" USING btree ("marca_modelo_id");