// Texts of the vendor screens: `resources` (react-admin names and field labels per slug) and `texts`.
// The LSP's read-only fleet views (list-vehicle, list-driver) share these definitions, so their
// names live here too.
const vehicleFields = {
  photo: 'Photo',
  name: 'Name',
  vehicle_type_id: 'Vehicle type',
  'vehicle_type.name': 'Vehicle type',
  feature_ids: 'Features',
  features: 'Features',
  length: 'Length (m)',
  width: 'Width (m)',
  height: 'Height (m)',
  max_volume: 'Max volume (m³)',
  max_weight: 'Max weight (kg)',
  vehicle_details_count: 'Plates',
  'vendor.name': 'Vendor',
  source: 'Source',
};

const driverFields = {
  avatar: 'Avatar',
  user_name: 'Name',
  email: 'E-mail',
  phone_country_code: 'Country code',
  phone_number: 'Phone number',
  national_identity: 'National identity (NIK)',
  licenses: 'Licences',
  is_blocked: 'Status',
  'vendor.name': 'Vendor',
};

const lspFields = { logo: 'Logo', name: 'Name', domain: 'Domain', address: 'Address', status: 'Status' };

export const vendorArea = {
  resources: {
    vehicles: { name: 'Vehicle |||| Vehicles', fields: vehicleFields },
    'list-vehicle': { name: 'Vehicle |||| Vehicles', fields: vehicleFields },
    'vehicle-types': { name: 'Vehicle type |||| Vehicle types', fields: { name: 'Name' } },
    'vehicle-features': { name: 'Vehicle feature |||| Vehicle features', fields: { name: 'Name' } },
    drivers: { name: 'Driver |||| Drivers', fields: driverFields },
    'list-driver': { name: 'Driver |||| Drivers', fields: driverFields },
    'logistic-service-provider': { name: 'Logistic Service Provider |||| Logistic Service Providers', fields: lspFields },
    'logistic-service-provider/requests': { name: 'Collaboration request |||| Collaboration requests', fields: lspFields },
  },
  texts: {
    menu: { vehicles: 'Vehicles', drivers: 'Drivers', lsp: 'Logistic Service Provider', listVehicle: 'List Vehicle', listDriver: 'List Driver' },
    status: { COLLABORATE: 'Collaborate', BLOCK: 'Blocked', REJECTED: 'Rejected', PROPOSED: 'Proposed', ACTIVE: 'Active' },
    vehicles: {
      search: 'Search by name',
      empty: 'No vehicles yet. Add one, import a spreadsheet or sync your fleet-management service.',
      emptyReadOnly: 'No vehicles of collaborating vendors yet.',
      removePhoto: 'Remove photo',
      import: 'Import',
      importTitle: 'Import vehicles',
      plates: {
        title: 'Plates and drivers',
        none: 'This vehicle has no plates yet.',
        plate: 'Plate number',
        driver: 'Driver',
        noDriver: 'No driver',
        add: 'Add plate',
        remove: 'Remove plate %{plate}',
        removeTitle: 'Remove plate "%{plate}"?',
      },
      types: {
        manage: 'Vehicle types',
        title: 'Your vehicle types',
        hint: 'Types are made by typing a new name in the vehicle form. Only your own types can be deleted; a type in use cannot.',
        none: 'You have no vehicle types of your own.',
        delete: 'Delete type %{name}',
        close: 'Close',
      },
    },
    drivers: {
      search: 'Search by name',
      empty: 'No drivers yet. Add your first driver.',
      emptyReadOnly: 'No drivers of collaborating vendors yet.',
      licence: { category: 'Licence category', number: 'Licence number', add: 'Add licence' },
      block: 'Block',
      unblock: 'Unblock',
      blockOne: 'Block %{name}',
      unblockOne: 'Unblock %{name}',
      user: {
        edit: 'Edit user account',
        title: 'User account of %{name}',
        password: 'New password (leave empty to keep it)',
        save: 'Save',
        cancel: 'Cancel',
      },
    },
    lsp: {
      search: 'Search by name',
      empty: 'You do not collaborate with any logistic service provider yet. Open the requests to propose a collaboration.',
      emptyRequests: 'There are no logistic service providers.',
      requests: 'Requests',
      propose: 'Propose collaboration',
      proposeOne: 'Propose collaboration to %{name}',
    },
    fms: {
      open: 'FMS sync',
      title: 'Sync with the fleet-management service',
      text: 'Sign in with your fleet-management account: its trucks become vehicles and plates here.',
      email: 'FMS e-mail',
      password: 'FMS password',
      sync: 'Sync',
      unsync: 'Unsync',
      unsyncHint: 'Unsync removes the link; the vehicles stay as manual ones.',
      cancel: 'Cancel',
      synced: 'Vehicles synced: %{count}',
    },
  },
};
