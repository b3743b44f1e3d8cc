// The users' slugs: an organisation's own users (/<area>/users) and the admin's setting
// (spec 1 §2: /admin/setting, /admin/setting/manage-user).
export const SLUG = 'users';
export const SETTING_SLUG = 'setting';
export const MANAGE_USER_PATH = 'manage-user';
/**
 * react-admin's resource of the admin's users list: nested under `setting`, whose access rights it
 * inherits (src/authProvider/access.ts). Its texts: resources['setting/manage-user'].*.
 */
export const MANAGE_USER_SLUG = `${SETTING_SLUG}/${MANAGE_USER_PATH}`;
