// Users of an organisation: list, create, edit and delete from the declaration (definition.ts).
import PeopleIcon from '@mui/icons-material/People';
import { ResourceCreate, ResourceEdit, ResourceList } from '../../components/crud/index.ts';
import type { ResourceDef } from '../../areas/makeArea.tsx';
import { SLUG, usersResource } from './definition.ts';

export { SLUG, usersResource } from './definition.ts';

export const source = usersResource.source;

export const UserList = () => <ResourceList def={usersResource} />;
export const UserCreate = () => <ResourceCreate def={usersResource} />;
export const UserEdit = () => <ResourceEdit def={usersResource} />;

/** The area entry every organisation area adds (menu "Users"). */
export const usersEntry: ResourceDef = { slug: SLUG, labelKey: 'account.menu.users', icon: PeopleIcon, list: UserList, create: UserCreate, edit: UserEdit };
