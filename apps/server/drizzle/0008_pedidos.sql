CREATE SEQUENCE "public"."pedido_protocolo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "pedido_historico" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pedido_id" uuid NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	"acao" varchar(40) NOT NULL,
	"status_anterior" varchar(30),
	"status" varchar(30) NOT NULL,
	"usuario_id" uuid,
	"justificativa" text,
	"detalhes" jsonb
);
--> statement-breakpoint
CREATE TABLE "pedido_veiculos" (
	"pedido_id" uuid NOT NULL,
	"chassi" varchar(21) NOT NULL,
	"ordem" smallint NOT NULL,
	"numero_contrato" varchar(20) NOT NULL,
	"vigente" boolean NOT NULL,
	CONSTRAINT "pedido_veiculos_pedido_id_chassi_pk" PRIMARY KEY("pedido_id","chassi")
);
--> statement-breakpoint
CREATE TABLE "pedidos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"protocolo" varchar(20) NOT NULL,
	"cliente_id" uuid NOT NULL,
	"agente_financeiro_id" uuid NOT NULL,
	"fornecedor_id" uuid NOT NULL,
	"uf" varchar(2) NOT NULL,
	"operacao" smallint NOT NULL,
	"status" varchar(30) NOT NULL,
	"numero_contrato" varchar(20) NOT NULL,
	"devedor_cpf_cnpj" varchar(14) NOT NULL,
	"dados" jsonb NOT NULL,
	"pedido_original_id" uuid,
	"protocolo_detran" varchar(40),
	"numero_registro_detran" varchar(40),
	"motivos" jsonb,
	"taxa_detran" numeric(12, 2),
	"valor_registradora" numeric(12, 2),
	"tentativas" integer DEFAULT 0 NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"criado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pedidos_operacao_check" CHECK ("pedidos"."operacao" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "pedido_historico" ADD CONSTRAINT "pedido_historico_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_historico" ADD CONSTRAINT "pedido_historico_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_veiculos" ADD CONSTRAINT "pedido_veiculos_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_agente_financeiro_id_agentes_financeiros_id_fk" FOREIGN KEY ("agente_financeiro_id") REFERENCES "public"."agentes_financeiros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_fornecedor_id_fornecedores_id_fk" FOREIGN KEY ("fornecedor_id") REFERENCES "public"."fornecedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_pedido_original_id_pedidos_id_fk" FOREIGN KEY ("pedido_original_id") REFERENCES "public"."pedidos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pedido_historico_pedido_idx" ON "pedido_historico" USING btree ("pedido_id","id");--> statement-breakpoint
CREATE INDEX "pedido_veiculos_chassi_idx" ON "pedido_veiculos" USING btree ("chassi");--> statement-breakpoint
CREATE UNIQUE INDEX "pedido_veiculos_registro_vigente_idx" ON "pedido_veiculos" USING btree ("numero_contrato","chassi") WHERE "pedido_veiculos"."vigente";--> statement-breakpoint
CREATE UNIQUE INDEX "pedidos_protocolo_idx" ON "pedidos" USING btree ("protocolo");--> statement-breakpoint
CREATE INDEX "pedidos_cliente_created_idx" ON "pedidos" USING btree ("cliente_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pedidos_fornecedor_created_idx" ON "pedidos" USING btree ("fornecedor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pedidos_status_idx" ON "pedidos" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "pedidos_numero_contrato_idx" ON "pedidos" USING btree ("numero_contrato");