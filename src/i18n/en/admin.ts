// Texts of the admin screens: `resources` (react-admin names and field labels per slug) and `texts`.
const firstUser = {
  user_name: 'First user name',
  user_email: 'First user e-mail',
  user_phone_country_code: 'Country code',
  user_phone_number: 'First user phone number',
  user_password: 'First user password',
  user_password_confirmed: 'Confirm first user password',
};

export const adminArea = {
  resources: {
    'logistic-service-provider-management': {
      name: 'Logistic service provider |||| Logistic service providers',
      empty: 'No logistic service providers yet. Add one with its branding and first user.',
      search: 'Search by name',
      fields: {
        name: 'Name',
        address: 'Address',
        domain: 'Domain',
        logo: 'Logo',
        primary_color: 'Primary colour',
        secondary_color: 'Secondary colour',
        register_banner: 'Registration banner',
        created_at: 'Created at',
        ...firstUser,
      },
    },
    'shipping-company-management': {
      name: 'Shipping company |||| Shipping companies',
      empty: 'No shipping companies yet. Add one under its logistic service provider.',
      search: 'Search by name',
      fields: {
        name: 'Name',
        address: 'Address',
        logo: 'Logo',
        logistics_service_provider_domain: 'Logistic service provider domain',
        logistics_service_provider_name: 'Logistic service provider',
        is_blocked: 'Status',
        ...firstUser,
      },
    },
    'vendor-management': {
      name: 'Vendor |||| Vendors',
      empty: 'No vendors yet. Add one with its first user.',
      search: 'Search by name',
      fields: { name: 'Name', address: 'Address', logo: 'Logo', created_at: 'Created at', ...firstUser },
    },
  },
  texts: {
    menu: {
      lsp: 'Logistic Service Provider Management',
      sc: 'Shipping Company Management',
      vendor: 'Vendor Management',
      setting: 'Setting',
    },
    status: { ACTIVE: 'Active', BLOCK: 'Blocked', DISABLED: 'Disabled' },
    sc: {
      block: 'Block',
      unblock: 'Unblock',
      blockOne: 'Block %{title}',
      unblockOne: 'Unblock %{title}',
    },
    setting: {
      title: 'Setting',
      manageUser: 'Manage users',
      disableTitle: 'Sign-in for every user',
      disableText: 'Turning this on refuses sign-in to every non-admin user and ends their sessions.',
      disableSwitch: 'Disable sign-in for all non-admin users',
    },
    manageUser: {
      title: 'Manage users',
      search: 'Search by name, e-mail or phone',
      enable: 'Enable',
      disable: 'Disable',
      enableOne: 'Enable %{title}',
      disableOne: 'Disable %{title}',
      endSession: 'End session',
      endSessionOne: 'End the session of %{title}',
      permission: 'Permission',
      permissionOf: 'Permission of %{title}',
      noPermission: 'None',
      columns: { name: 'Name', email: 'E-mail', role: 'Role', status: 'Status', actions: 'Actions' },
    },
  },
};
