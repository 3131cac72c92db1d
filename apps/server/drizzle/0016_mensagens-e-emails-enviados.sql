CREATE TABLE "emails_enviados" (
	"id" uuid PRIMARY KEY NOT NULL,
	"para" jsonb NOT NULL,
	"assunto" varchar(300) NOT NULL,
	"texto" text NOT NULL,
	"reply_to" varchar(320),
	"status" varchar(10) DEFAULT 'PENDENTE' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"ultima_tentativa_em" timestamp with time zone,
	"enviado_em" timestamp with time zone,
	"erro" varchar(1000),
	"reenvio_de" uuid,
	"reenviado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emails_enviados_status_check" CHECK ("emails_enviados"."status" in ('PENDENTE', 'ENVIADO', 'FALHA'))
);
--> statement-breakpoint
CREATE TABLE "mensagens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"titulo" varchar(150) NOT NULL,
	"texto" text NOT NULL,
	"destino" varchar(10) NOT NULL,
	"perfil" varchar(40),
	"cliente_id" uuid,
	"inicio" timestamp with time zone NOT NULL,
	"fim" timestamp with time zone NOT NULL,
	"criado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mensagens_destino_check" CHECK ("mensagens"."destino" in ('TODOS', 'PERFIL', 'CLIENTE')),
	CONSTRAINT "mensagens_periodo_check" CHECK ("mensagens"."fim" > "mensagens"."inicio"),
	CONSTRAINT "mensagens_alvo_check" CHECK (("mensagens"."destino" <> 'PERFIL' or "mensagens"."perfil" is not null) and ("mensagens"."destino" <> 'CLIENTE' or "mensagens"."cliente_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "mensagens_lidas" (
	"mensagem_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"lida_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mensagens_lidas_usuario_id_mensagem_id_pk" PRIMARY KEY("usuario_id","mensagem_id")
);
--> statement-breakpoint
ALTER TABLE "emails_enviados" ADD CONSTRAINT "emails_enviados_reenviado_por_usuarios_id_fk" FOREIGN KEY ("reenviado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens" ADD CONSTRAINT "mensagens_perfil_perfis_codigo_fk" FOREIGN KEY ("perfil") REFERENCES "public"."perfis"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens" ADD CONSTRAINT "mensagens_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens" ADD CONSTRAINT "mensagens_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens_lidas" ADD CONSTRAINT "mensagens_lidas_mensagem_id_mensagens_id_fk" FOREIGN KEY ("mensagem_id") REFERENCES "public"."mensagens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens_lidas" ADD CONSTRAINT "mensagens_lidas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emails_enviados_created_idx" ON "emails_enviados" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "emails_enviados_status_idx" ON "emails_enviados" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mensagens_vigencia_idx" ON "mensagens" USING btree ("fim","inicio");--> statement-breakpoint
CREATE INDEX "mensagens_cliente_idx" ON "mensagens" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "mensagens_created_idx" ON "mensagens" USING btree ("created_at" DESC NULLS LAST,"id");