CREATE TABLE "eventos_acesso" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"usuario_id" uuid,
	"username" varchar(100) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"guid" varchar(100),
	"user_agent" varchar(300),
	"por_usuario_id" uuid,
	CONSTRAINT "eventos_acesso_tipo_check" CHECK ("eventos_acesso"."tipo" in ('LOGIN', 'FALHA', 'RECUSADO_TENTATIVAS', 'BLOQUEIO_TENTATIVAS', 'BLOQUEIO', 'DESBLOQUEIO', 'LOGOUT'))
);
--> statement-breakpoint
ALTER TABLE "falhas_login" ADD COLUMN "dispositivo_conhecido" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "falhas_login" ADD COLUMN "falhou" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "bloqueio_tentativas_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "eventos_acesso" ADD CONSTRAINT "eventos_acesso_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eventos_acesso" ADD CONSTRAINT "eventos_acesso_por_usuario_id_usuarios_id_fk" FOREIGN KEY ("por_usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eventos_acesso_usuario_idx" ON "eventos_acesso" USING btree ("usuario_id","em" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "eventos_acesso_em_idx" ON "eventos_acesso" USING btree ("em" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "eventos_acesso_dispositivo_idx" ON "eventos_acesso" USING btree ("usuario_id","guid") WHERE "eventos_acesso"."tipo" = 'LOGIN';--> statement-breakpoint
CREATE INDEX "falhas_login_username_idx" ON "falhas_login" USING btree ("username","created_at");