CREATE INDEX "usuarios_nome_idx" ON "usuarios" USING btree ("nome","id");--> statement-breakpoint
CREATE INDEX "usuarios_created_at_idx" ON "usuarios" USING btree ("created_at","id");