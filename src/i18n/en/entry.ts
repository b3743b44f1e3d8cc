// Texts of the forms' lists and of plates given with a new vehicle (issue 9): the labels of the
// contract's fixed lists (product type, unit, unit type) by value, and the plates section of the
// vehicle create form. Only the full catalog carries them (not the login page's).
export const entry = {
  choices: {
    product_type: {
      LIQUID: 'Liquid bulk (CPO, PKO: tank truck)',
      SOLID: 'Solid bulk (PK, FFB: dump truck)',
      PACKAGED: 'Packaged (bags, drums)',
    },
    unit: { kg: 'kg (kilogram)', ton: 'ton', liter: 'liter', kl: 'kl (kilolitre)', pcs: 'pcs (pieces)' },
    unit_type: { WEIGHT: 'Weight', VOLUME: 'Volume', COUNT: 'Count' },
    /** A value saved before the lists existed: kept while unchanged. */
    kept: '%{value} (saved earlier; choose a listed value to change it)',
  },
  newPlates: {
    title: 'Plates and drivers',
    hint: 'Optional: add the plates of this vehicle now, each with its usual driver. They are saved with the vehicle, or nothing is saved.',
    add: 'Add plate',
    remove: 'Remove this plate',
  },
};
