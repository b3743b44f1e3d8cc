// Shell, menus, resources, dashboards and lists (owned by the shell work).
export const shell = {};
