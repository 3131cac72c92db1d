import IconUserPlus from '@tabler/icons-react/dist/esm/icons/IconUserPlus.mjs';
import IconUsers from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
import { MenuTile, MenuTileGrid } from '../../components/menu-tile';

/**
 * gerenciar-usuario (title Administrativo, spec §2.4 and §2.5): the user-management card page.
 * Its route is open to the profiles of §6's 'Gerenciar usuário'; each card leads to a page.
 */
export default function GerenciarUsuarioPage() {
  return (
    <MenuTileGrid>
      <MenuTile
        title="Usuários"
        description="Consultar, editar, bloquear, remover e aprovar pré-cadastros."
        icon={IconUsers}
        url="/vbconnection/vbauto/administrativo/usuario"
      />
      <MenuTile
        title="Cadastrar usuário"
        description="Novo usuário, com o e-mail de primeiro acesso."
        icon={IconUserPlus}
        url="/vbconnection/vbauto/administrativo/usuario/criar"
      />
    </MenuTileGrid>
  );
}
