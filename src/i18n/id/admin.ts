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
    'logistic-service-provider-management/sc': {
      name: 'Perusahaan pengirim |||| Perusahaan pengirim dari penyedia',
      empty: 'Penyedia ini belum memiliki perusahaan pengirim.',
      fields: { logo: 'Logo', name: 'Nama', address: 'Alamat', is_blocked: 'Status' },
    },
    'shipping-company-management/accounts': {
      name: 'Akun |||| Akun perusahaan pengirim',
      empty: 'Perusahaan pengirim ini belum memiliki akun pengguna.',
      fields: { name: 'Nama', email: 'E-mail', is_disabled: 'Status', permission_id: 'Izin', last_login_at: 'Terakhir masuk' },
    },
    'setting/manage-user': {
      name: 'Pengguna |||| Kelola pengguna',
      empty: 'Tidak ada pengguna yang cocok.',
      fields: { avatar: 'Foto', name: 'Nama', email: 'E-mail', role: 'Peran', is_disabled: 'Status', permission_id: 'Izin', last_login_at: 'Terakhir masuk' },
    },
  },
  texts: {
    menu: {
      lsp: 'Manajemen Penyedia Layanan Logistik',
      sc: 'Manajemen Perusahaan Pengirim',
      vendor: 'Manajemen Vendor',
      setting: 'Pengaturan',
    },
    lsp: { companies: 'Perusahaan pengirim', companiesOf: 'Perusahaan pengirim %{title}' },
    status: { ACTIVE: 'Aktif', BLOCK: 'Diblokir', DISABLED: 'Dinonaktifkan' },
    sc: {
      accounts: 'Akun',
      accountsOf: 'Akun %{title}',
    },
    setting: {
      title: 'Pengaturan',
      manageUser: 'Kelola pengguna',
      disableTitle: 'Masuk untuk semua pengguna',
      disableText: 'Jika diaktifkan, semua pengguna non-admin tidak dapat masuk dan sesi mereka diakhiri.',
      disableSwitch: 'Nonaktifkan masuk untuk semua pengguna non-admin',
      onTitle: 'Nonaktifkan masuk untuk semua pengguna non-admin?',
      onText: 'Semua pengguna non-admin dikeluarkan sekarang dan tidak dapat masuk selama pengaturan ini aktif. Administrator tetap dapat masuk.',
      offTitle: 'Izinkan masuk lagi?',
      offText: 'Pengguna non-admin dapat masuk kembali.',
      manageUserText: 'Aktifkan atau nonaktifkan pengguna, atur izinnya, atau akhiri sesinya.',
    },
    manageUser: {
      title: 'Kelola pengguna',
      search: 'Cari nama, e-mail, atau telepon',
      enable: 'Aktifkan',
      disable: 'Nonaktifkan',
      enableOne: 'Aktifkan %{title}',
      disableOne: 'Nonaktifkan %{title}',
      enableTitle: 'Aktifkan %{title}?',
      enableContent: '%{title} dapat masuk kembali.',
      disableTitle: 'Nonaktifkan %{title}?',
      disableContent: 'Pengguna ini langsung dikeluarkan dan tidak dapat masuk sampai diaktifkan kembali.',
      endSession: 'Akhiri sesi',
      endSessionOne: 'Akhiri sesi %{title}',
      permission: 'Izin',
      permissionOf: 'Izin %{title}',
      noPermission: 'Tidak ada',
      permissions: { FULL_ACCESS: 'Akses penuh', READ_ONLY: 'Hanya baca' },
      endSessionTitle: 'Akhiri sesi %{title}?',
      endSessionContent: '%{title} dikeluarkan dari semua perangkat sekarang dan harus masuk lagi.',
      columns: { name: 'Nama', email: 'E-mail', role: 'Peran', status: 'Status', actions: 'Aksi' },
    },
  },
} satisfies DeepStrings<typeof en>;
