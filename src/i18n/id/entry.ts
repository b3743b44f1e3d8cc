// Indonesian texts of src/i18n/en/entry.ts.
import type { DeepStrings } from '../types.ts';
import type { entry as en } from '../en/entry.ts';

export const entry = {
  choices: {
    product_type: {
      LIQUID: 'Curah cair (CPO, PKO: truk tangki)',
      SOLID: 'Curah padat (PK, TBS: dump truck)',
      PACKAGED: 'Kemasan (karung, drum)',
    },
    unit: { kg: 'kg (kilogram)', ton: 'ton', liter: 'liter', kl: 'kl (kiloliter)', pcs: 'pcs (buah)' },
    unit_type: { WEIGHT: 'Berat', VOLUME: 'Volume', COUNT: 'Jumlah' },
    kept: '%{value} (tersimpan sebelumnya; pilih nilai dari daftar untuk mengubahnya)',
  },
  newPlates: {
    title: 'Pelat dan pengemudi',
    hint: 'Opsional: tambahkan pelat kendaraan ini sekarang, masing-masing dengan pengemudi tetapnya. Semuanya disimpan bersama kendaraan, atau tidak ada yang disimpan.',
    add: 'Tambah pelat',
    remove: 'Hapus pelat ini',
  },
} satisfies DeepStrings<typeof en>;
