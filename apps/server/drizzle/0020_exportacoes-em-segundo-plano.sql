CREATE TABLE "arquivo_partes" (
	"arquivo_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"dados" "bytea" NOT NULL,
	CONSTRAINT "arquivo_partes_arquivo_id_ordem_pk" PRIMARY KEY("arquivo_id","ordem")
);
--> statement-breakpoint
CREATE TABLE "arquivos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dono" varchar(40) NOT NULL,
	"nome" varchar(200) NOT NULL,
	"tipo" varchar(120) NOT NULL,
	"tamanho" bigint DEFAULT 0 NOT NULL,
	"completo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exportacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"protocolo" varchar(20) NOT NULL,
	"usuario_id" uuid NOT NULL,
	"cliente_id" uuid,
	"fornecedor_id" uuid,
	"auditoria_id" uuid NOT NULL,
	"fonte" varchar(60) NOT NULL,
	"recurso" varchar(60) NOT NULL,
	"formato" varchar(10) NOT NULL,
	"filtro" jsonb NOT NULL,
	"situacao" varchar(20) DEFAULT 'AGUARDANDO' NOT NULL,
	"quantidade_registros" integer NOT NULL,
	"arquivo_id" uuid,
	"mensagem" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"concluida_em" timestamp with time zone,
	"expira_em" timestamp with time zone NOT NULL,
	CONSTRAINT "exportacoes_protocolo_unique" UNIQUE("protocolo")
);
--> statement-breakpoint
ALTER TABLE "arquivo_partes" ADD CONSTRAINT "arquivo_partes_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exportacoes" ADD CONSTRAINT "exportacoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exportacoes" ADD CONSTRAINT "exportacoes_auditoria_id_auditoria_exportacoes_id_fk" FOREIGN KEY ("auditoria_id") REFERENCES "public"."auditoria_exportacoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exportacoes" ADD CONSTRAINT "exportacoes_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arquivos_incompletos_idx" ON "arquivos" USING btree ("created_at") WHERE not "arquivos"."completo";--> statement-breakpoint
CREATE INDEX "exportacoes_usuario_idx" ON "exportacoes" USING btree ("usuario_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exportacoes_expira_idx" ON "exportacoes" USING btree ("expira_em");--> statement-breakpoint
CREATE INDEX "exportacoes_pendentes_idx" ON "exportacoes" USING btree ("created_at") WHERE "exportacoes"."situacao" in ('AGUARDANDO', 'GERANDO');