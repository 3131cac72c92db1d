CREATE TABLE "links_senha" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"finalidade" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	CONSTRAINT "links_senha_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "links_senha_finalidade_check" CHECK ("links_senha"."finalidade" in ('RECUPERACAO', 'PRIMEIRO_ACESSO'))
);
--> statement-breakpoint
ALTER TABLE "eventos_acesso" DROP CONSTRAINT "eventos_acesso_tipo_check";--> statement-breakpoint
ALTER TABLE "links_senha" ADD CONSTRAINT "links_senha_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "links_senha_usuario_idx" ON "links_senha" USING btree ("usuario_id","criado_em");--> statement-breakpoint
ALTER TABLE "eventos_acesso" ADD CONSTRAINT "eventos_acesso_tipo_check" CHECK ("eventos_acesso"."tipo" in ('LOGIN', 'FALHA', 'RECUSADO_TENTATIVAS', 'BLOQUEIO_TENTATIVAS', 'BLOQUEIO', 'DESBLOQUEIO', 'LOGOUT', 'SENHA_ALTERADA', 'SENHA_REDEFINIDA'));