// Prints docs/PERMISSOES.md from the shared permission data.
import { renderPermissionsDoc } from '@portal/shared/usuarios/permissoes-doc';

process.stdout.write(renderPermissionsDoc());
