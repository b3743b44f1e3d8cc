import type { DeepStrings } from '../types.ts';
import type { vendorArea as en } from '../en/vendor.ts';

const vehicleFields = {
  photo: 'Foto',
  name: 'Nama',
  vehicle_type_id: 'Jenis kendaraan',
  'vehicle_type.name': 'Jenis kendaraan',
  feature_ids: 'Fitur',
  features: 'Fitur',
  length: 'Panjang (m)',
  width: 'Lebar (m)',
  height: 'Tinggi (m)',
  max_volume: 'Volume maks (m³)',
  max_weight: 'Berat maks (kg)',
  vehicle_details_count: 'Pelat',
  'vendor.name': 'Vendor',
  source: 'Sumber',
};

const driverFields = {
  avatar: 'Avatar',
  user_name: 'Nama',
  email: 'E-mail',
  phone_country_code: 'Kode negara',
  phone_number: 'Nomor telepon',
  national_identity: 'Nomor induk kependudukan (NIK)',
  licenses: 'SIM',
  is_blocked: 'Status',
  'vendor.name': 'Vendor',
};

const lspFields = { logo: 'Logo', name: 'Nama', domain: 'Domain', address: 'Alamat', status: 'Status' };

export const vendorArea = {
  resources: {
    vehicles: { name: 'Kendaraan |||| Kendaraan', fields: vehicleFields },
    'list-vehicle': { name: 'Kendaraan |||| Kendaraan', fields: vehicleFields },
    'vehicle-types': { name: 'Jenis kendaraan |||| Jenis kendaraan', fields: { name: 'Nama' } },
    'vehicle-features': { name: 'Fitur kendaraan |||| Fitur kendaraan', fields: { name: 'Nama' } },
    drivers: { name: 'Pengemudi |||| Pengemudi', fields: driverFields },
    'list-driver': { name: 'Pengemudi |||| Pengemudi', fields: driverFields },
    'logistic-service-provider': { name: 'Penyedia Jasa Logistik |||| Penyedia Jasa Logistik', fields: lspFields },
    'logistic-service-provider/requests': { name: 'Permintaan kerja sama |||| Permintaan kerja sama', fields: lspFields },
  },
  texts: {
    menu: { vehicles: 'Kendaraan', drivers: 'Pengemudi', lsp: 'Penyedia Jasa Logistik', listVehicle: 'Daftar Kendaraan', listDriver: 'Daftar Pengemudi' },
    status: { COLLABORATE: 'Bekerja sama', BLOCK: 'Diblokir', REJECTED: 'Ditolak', PROPOSED: 'Diajukan', ACTIVE: 'Aktif' },
    vehicles: {
      search: 'Cari berdasarkan nama',
      empty: 'Belum ada kendaraan. Tambahkan satu, impor dari spreadsheet, atau sinkronkan layanan manajemen armada Anda.',
      emptyReadOnly: 'Belum ada kendaraan dari vendor yang bekerja sama.',
      removePhoto: 'Hapus foto',
      import: 'Impor',
      importTitle: 'Impor kendaraan',
      plates: {
        title: 'Pelat dan pengemudi',
        none: 'Kendaraan ini belum memiliki pelat.',
        plate: 'Nomor pelat',
        driver: 'Pengemudi',
        noDriver: 'Tanpa pengemudi',
        add: 'Tambah pelat',
        remove: 'Hapus pelat %{plate}',
        removeTitle: 'Hapus pelat "%{plate}"?',
      },
      types: {
        manage: 'Jenis kendaraan',
        title: 'Jenis kendaraan milik Anda',
        hint: 'Jenis baru dibuat dengan mengetik nama baru di formulir kendaraan. Hanya jenis milik Anda yang dapat dihapus; jenis yang dipakai tidak dapat dihapus.',
        none: 'Anda belum memiliki jenis kendaraan sendiri.',
        delete: 'Hapus jenis %{name}',
        close: 'Tutup',
      },
    },
    drivers: {
      search: 'Cari berdasarkan nama',
      empty: 'Belum ada pengemudi. Tambahkan pengemudi pertama Anda.',
      emptyReadOnly: 'Belum ada pengemudi dari vendor yang bekerja sama.',
      licence: { category: 'Kategori SIM', number: 'Nomor SIM', add: 'Tambah SIM' },
      block: 'Blokir',
      unblock: 'Buka blokir',
      blockOne: 'Blokir %{name}',
      unblockOne: 'Buka blokir %{name}',
      user: {
        edit: 'Ubah akun pengguna',
        title: 'Akun pengguna %{name}',
        password: 'Kata sandi baru (kosongkan untuk tetap)',
        save: 'Simpan',
        cancel: 'Batal',
      },
    },
    lsp: {
      search: 'Cari berdasarkan nama',
      empty: 'Anda belum bekerja sama dengan penyedia jasa logistik mana pun. Buka permintaan untuk mengajukan kerja sama.',
      emptyRequests: 'Tidak ada penyedia jasa logistik.',
      requests: 'Permintaan',
      propose: 'Ajukan kerja sama',
      proposeOne: 'Ajukan kerja sama ke %{name}',
    },
    fms: {
      open: 'Sinkron FMS',
      title: 'Sinkronkan dengan layanan manajemen armada',
      text: 'Masuk dengan akun manajemen armada Anda: truknya menjadi kendaraan dan pelat di sini.',
      email: 'E-mail FMS',
      password: 'Kata sandi FMS',
      sync: 'Sinkronkan',
      unsync: 'Putuskan sinkron',
      unsyncHint: 'Putuskan sinkron menghapus tautan; kendaraan tetap ada sebagai kendaraan manual.',
      cancel: 'Batal',
      synced: 'Kendaraan tersinkron: %{count}',
    },
  },
} satisfies DeepStrings<typeof en>;
