import type { DeepStrings } from '../types.ts';
import type { adminArea as en } from '../en/admin.ts';

const firstUser = {
  user_name: 'Nama pengguna pertama',
  user_email: 'E-mail pengguna pertama',
  user_phone_country_code: 'Kode negara',
  user_phone_number: 'Nomor telepon pengguna pertama',
  user_password: 'Kata sandi pengguna pertama',
  user_password_confirmed: 'Konfirmasi kata sandi pengguna pertama',
};

export const adminArea = {
  resources: {
    'logistic-service-provider-management': {
      name: 'Penyedia layanan logistik |||| Penyedia layanan logistik',
      empty: 'Belum ada penyedia layanan logistik. Tambahkan satu dengan branding dan pengguna pertamanya.',
      search: 'Cari nama',
      fields: {
        name: 'Nama',
        address: 'Alamat',
        domain: 'Domain',
        logo: 'Logo',
        primary_color: 'Warna utama',
        secondary_color: 'Warna kedua',
        register_banner: 'Banner pendaftaran',
        created_at: 'Dibuat pada',
        ...firstUser,
      },
    },
    'shipping-company-management': {
      name: 'Perusahaan pengirim |||| Perusahaan pengirim',
      empty: 'Belum ada perusahaan pengirim. Tambahkan satu di bawah penyedia layanan logistiknya.',
      search: 'Cari nama',
      fields: {
        name: 'Nama',
        address: 'Alamat',
        logo: 'Logo',
        logistics_service_provider_domain: 'Domain penyedia layanan logistik',
        logistics_service_provider_name: 'Penyedia layanan logistik',
        is_blocked: 'Status',
        ...firstUser,
      },
    },
    'vendor-management': {
      name: 'Vendor |||| Vendor',
      empty: 'Belum ada vendor. Tambahkan satu dengan pengguna pertamanya.',
      search: 'Cari nama',
      fields: { name: 'Nama', address: 'Alamat', logo: 'Logo', created_at: 'Dibuat pada', ...firstUser },
    },
  },
  texts: {
    menu: {
      lsp: 'Manajemen Penyedia Layanan Logistik',
      sc: 'Manajemen Perusahaan Pengirim',
      vendor: 'Manajemen Vendor',
      setting: 'Pengaturan',
    },
    status: { ACTIVE: 'Aktif', BLOCK: 'Diblokir', DISABLED: 'Dinonaktifkan' },
    sc: {
      block: 'Blokir',
      unblock: 'Buka blokir',
      blockOne: 'Blokir %{title}',
      unblockOne: 'Buka blokir %{title}',
    },
    setting: {
      title: 'Pengaturan',
      manageUser: 'Kelola pengguna',
      disableTitle: 'Masuk untuk semua pengguna',
      disableText: 'Jika diaktifkan, semua pengguna non-admin tidak dapat masuk dan sesi mereka diakhiri.',
      disableSwitch: 'Nonaktifkan masuk untuk semua pengguna non-admin',
    },
    manageUser: {
      title: 'Kelola pengguna',
      search: 'Cari nama, e-mail, atau telepon',
      enable: 'Aktifkan',
      disable: 'Nonaktifkan',
      enableOne: 'Aktifkan %{title}',
      disableOne: 'Nonaktifkan %{title}',
      endSession: 'Akhiri sesi',
      endSessionOne: 'Akhiri sesi %{title}',
      permission: 'Izin',
      permissionOf: 'Izin %{title}',
      noPermission: 'Tidak ada',
      columns: { name: 'Nama', email: 'E-mail', role: 'Peran', status: 'Status', actions: 'Aksi' },
    },
  },
} satisfies DeepStrings<typeof en>;
