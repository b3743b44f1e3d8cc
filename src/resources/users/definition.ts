// The users of the signed-in organisation, one declaration for every area that lists them
// (/vendor/users, /logistic-service-provider/users, /shipping-company/users): the server scopes
// the rows by the caller's role and organisation (spec 2 §6), so the areas differ in data only.
import { contract } from '../../../contract/index.ts';
import { RULES } from '../../../contract/checks.ts';
import { userCreateBody, userList } from '../../../contract/users.ts';
import { defineResource } from '../../components/crud/index.ts';
import { phoneCell } from '../../components/PhoneText.tsx';
import { IMAGE_TYPES } from '../../components/crud/organisationInputs.ts';
import { SLUG } from './paths.ts';

export { SLUG };

export const usersResource = defineResource({
  slug: SLUG,
  calls: { list: contract.users.list, create: contract.users.create, update: contract.users.update, remove: contract.users.remove },
  listDecl: userList,
  fields: userCreateBody,
  titleSource: 'name',
  columns: [
    { source: 'avatar', kind: 'image', urlSource: 'avatar_url' },
    { source: 'name' },
    { source: 'email' },
    { source: 'phone_number', render: phoneCell },
    { source: 'last_login_at', kind: 'date' },
  ],
  inputs: [
    { source: 'name', required: true },
    { source: 'email', kind: 'email', required: true },
    { source: 'phone_country_code', required: true, defaultValue: RULES.defaultPhoneCountryCode },
    { source: 'phone_number', required: true },
    // On edit the password stays unless a new one is typed (sent only then).
    { source: 'password', kind: 'password', required: 'create' },
    { source: 'password_confirmation', kind: 'password', required: 'create', confirms: 'password' },
    { source: 'avatar', kind: 'image', urlSource: 'avatar_url', accept: IMAGE_TYPES, removeCall: contract.users.removeAvatar, removeLabelKey: 'shell.crud.removeAvatar' },
  ],
  searchPlaceholderKey: 'resources.users.search',
});
