CREATE TABLE "contrato_rascunhos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cliente_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"modo" smallint NOT NULL,
	"dados" jsonb NOT NULL,
	"numero_contrato" varchar(40),
	"devedor" varchar(150),
	"chassi" varchar(21),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "contrato_rascunhos_modo_check" CHECK ("contrato_rascunhos"."modo" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "contrato_rascunhos" ADD CONSTRAINT "contrato_rascunhos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_rascunhos" ADD CONSTRAINT "contrato_rascunhos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contrato_rascunhos_cliente_updated_idx" ON "contrato_rascunhos" USING btree ("cliente_id","updated_at" DESC NULLS LAST,"id") WHERE "contrato_rascunhos"."deleted_at" is null;