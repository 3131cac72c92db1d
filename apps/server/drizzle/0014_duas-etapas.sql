CREATE TABLE "codigos_recuperacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"codigo_hash" varchar(64) NOT NULL,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "desafios_login" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"guid" varchar(100) NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"codigo_email_hash" varchar(64),
	"emails_enviados" integer DEFAULT 0 NOT NULL,
	"codigos_errados" integer DEFAULT 0 NOT NULL,
	"concluido_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispositivos_confiaveis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"guid" varchar(100) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispositivos_confiaveis_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "usuarios_totp" (
	"usuario_id" uuid PRIMARY KEY NOT NULL,
	"segredo_cifrado" varchar(300) NOT NULL,
	"ativada_em" timestamp with time zone,
	"ultimo_passo" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eventos_acesso" DROP CONSTRAINT "eventos_acesso_tipo_check";--> statement-breakpoint
ALTER TABLE "codigos_recuperacao" ADD CONSTRAINT "codigos_recuperacao_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desafios_login" ADD CONSTRAINT "desafios_login_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispositivos_confiaveis" ADD CONSTRAINT "dispositivos_confiaveis_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios_totp" ADD CONSTRAINT "usuarios_totp_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "codigos_recuperacao_usuario_hash_idx" ON "codigos_recuperacao" USING btree ("usuario_id","codigo_hash");--> statement-breakpoint
CREATE INDEX "desafios_login_expira_idx" ON "desafios_login" USING btree ("expira_em");--> statement-breakpoint
CREATE INDEX "dispositivos_confiaveis_usuario_idx" ON "dispositivos_confiaveis" USING btree ("usuario_id");--> statement-breakpoint
ALTER TABLE "eventos_acesso" ADD CONSTRAINT "eventos_acesso_tipo_check" CHECK ("eventos_acesso"."tipo" in ('LOGIN', 'FALHA', 'RECUSADO_TENTATIVAS', 'BLOQUEIO_TENTATIVAS', 'BLOQUEIO', 'DESBLOQUEIO', 'LOGOUT', 'SENHA_ALTERADA', 'SENHA_REDEFINIDA', 'FALHA_DUAS_ETAPAS', 'DUAS_ETAPAS_ATIVADA', 'DUAS_ETAPAS_DESATIVADA'));