import type { DeepStrings } from '../types.ts';
import type { accountArea as en } from '../en/account.ts';

export const accountArea = {
  resources: {
    users: {
      name: 'Pengguna |||| Pengguna',
      empty: 'Belum ada pengguna. Tambahkan rekan agar mereka dapat masuk ke organisasi Anda.',
      search: 'Cari nama, e-mail, atau telepon',
      fields: {
        avatar: 'Foto',
        name: 'Nama',
        email: 'E-mail',
        phone_country_code: 'Kode negara',
        phone_number: 'Nomor telepon',
        password: 'Kata sandi',
        password_confirmation: 'Konfirmasi kata sandi',
        last_login_at: 'Terakhir masuk',
      },
    },
  },
  texts: {
    menu: {
      users: 'Pengguna',
      formProfile: 'Profil perusahaan',
    },
    accountSetting: {
      title: 'Pengaturan akun',
      profileSection: 'Data Anda',
      passwordSection: 'Ubah kata sandi',
      passwordHint: 'Biarkan kosong untuk mempertahankan kata sandi saat ini.',
      emailSection: 'Ubah e-mail',
      emailHint: 'Kami mengirim kode ke alamat baru untuk memastikan alamat itu milik Anda.',
      fields: {
        name: 'Nama',
        email: 'E-mail',
        phone_country_code: 'Kode negara',
        phone_number: 'Nomor telepon',
        avatar: 'Foto',
        currentAvatar: 'Foto saat ini',
        password_old: 'Kata sandi saat ini',
        password: 'Kata sandi baru',
        password_confirm: 'Konfirmasi kata sandi baru',
        new_email: 'E-mail baru',
        otp: 'Kode dari e-mail',
      },
      requestOtp: 'Kirim kode',
      save: 'Simpan',
      loadFailed: 'Akun Anda tidak dapat dimuat.',
      removeAvatarTitle: 'Hapus avatar Anda?',
    },
    formProfile: {
      title: 'Profil perusahaan',
      noOrganisation: 'Akun Anda tidak termasuk organisasi yang memiliki profil.',
      loadFailed: 'Profil tidak dapat dimuat.',
      completeFirst: 'Lengkapi profil perusahaan Anda (logo dan alamat) untuk melanjutkan.',
      fields: {
        name: 'Nama',
        address: 'Alamat',
        domain: 'Domain',
        logistics_service_provider_domain: 'Domain penyedia layanan logistik',
        logo: 'Logo',
        currentLogo: 'Logo saat ini',
        primary_color: 'Warna utama',
        secondary_color: 'Warna kedua',
        register_banner: 'Banner pendaftaran',
        currentBanner: 'Banner saat ini',
      },
      save: 'Simpan',
    },
  },
} satisfies DeepStrings<typeof en>;
