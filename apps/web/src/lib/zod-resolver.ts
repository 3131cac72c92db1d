import { zodResolver } from '@hookform/resolvers/zod';
import { installZodPtBr } from '@portal/shared/common/zod-pt-br';

// Spec §5's generic messages ('Campo obrigatório'...). Installed once, when the first form's
// validation loads: zod is not part of the public pages' first download, and every form
// validates through this module, so the messages are in place before any validation runs.
installZodPtBr();

/** The resolver of every form: the shared zod schema, with the pt-BR messages installed. */
export const formResolver = zodResolver;
