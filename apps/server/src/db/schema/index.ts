// The one place drizzle-kit and the database client read the whole schema from. Each
// feature keeps its tables in a file of its own and adds one line here.
export * from './agentes-financeiros';
export * from './auditoria';
export * from './cidades';
export * from './clientes';
export * from './contrato-rascunhos';
export * from './despachantes';
export * from './duas-etapas';
export * from './fornecedores';
export * from './grupos-economicos';
export * from './links-senha';
export * from './marcas-modelos';
export * from './pedidos';
export * from './pre-cadastro';
export * from './servicos';
export * from './terceiros-garantidores';
export * from './usuarios';
export * from './veiculos';
export * from './emails';
export * from './mensagens';
export * from './arquivos';
export * from './exportacoes';
