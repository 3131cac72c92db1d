CREATE TABLE "pre_cadastro_tokens_usados" (
	"nonce" varchar(64) PRIMARY KEY NOT NULL,
	"usado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pre_cadastro_tokens_usados_expira_idx" ON "pre_cadastro_tokens_usados" USING btree ("expira_em");