import type { DeepStrings } from '../types.ts';
import type { auth as en } from '../en/auth.ts';

export const auth = {
  appTitle: 'Logistic Service Integrator',
  loading: 'Memuat',
  language: {
    label: 'Bahasa',
    en: 'English',
    id: 'Bahasa Indonesia',
  },
  fields: {
    email: 'E-mail',
    password: 'Kata sandi',
    newPassword: 'Kata sandi baru',
    confirmPassword: 'Konfirmasi kata sandi baru',
    showPassword: 'Tampilkan kata sandi',
    hidePassword: 'Sembunyikan kata sandi',
  },
  login: {
    title: 'Masuk',
    adminTitle: 'Masuk administrator',
    intro: 'Masuk untuk melanjutkan ke akun Anda.',
    adminIntro: 'Hanya akun administrator yang dapat masuk di sini.',
    submit: 'Masuk',
    forgot: 'Lupa kata sandi?',
  },
  forgot: {
    title: 'Lupa kata sandi',
    intro: 'Masukkan e-mail akun Anda dan kami akan mengirimkan tautan untuk membuat kata sandi baru.',
    submit: 'Kirim tautan',
  },
  checkEmail: {
    title: 'Periksa e-mail Anda',
    message: 'Jika e-mail terdaftar, kami telah mengirimkan tautan untuk membuat kata sandi baru. Buka tautan itu untuk melanjutkan.',
  },
  createPassword: {
    title: 'Buat kata sandi baru',
    intro: 'Pilih kata sandi baru minimal 8 karakter.',
    forcedIntro: 'Demi keamanan Anda, buat kata sandi baru sebelum melanjutkan.',
    submit: 'Simpan kata sandi',
    missingToken: 'Halaman ini memerlukan tautan dari e-mail pengaturan ulang kata sandi.',
  },
  linkExpired: {
    title: 'Tautan kedaluwarsa',
    message: 'Tautan pengaturan ulang kata sandi ini sudah kedaluwarsa atau sudah digunakan. Minta tautan baru.',
    requestNew: 'Minta tautan baru',
  },
  passwordChanged: {
    title: 'Kata sandi diubah',
    message: 'Kata sandi Anda telah diubah. Masuk dengan kata sandi baru Anda.',
  },
  backToLogin: 'Kembali ke halaman masuk',
  inspire: {
    title: 'Inspirasi',
    quote: 'Logistik adalah seni mengubah janji menjadi pengiriman: muatan yang tepat, di tempat yang tepat, pada waktu yang tepat.',
    author: 'Tim LSI',
  },
  register: {
    vendorTitle: 'Daftar sebagai vendor',
    vendorIntro: 'Buat akun untuk perusahaan transportasi Anda.',
    companyTitle: 'Daftarkan perusahaan pengirim',
    companyIntro: 'Buat akun untuk perusahaan Anda pada penyedia layanan logistik Anda.',
    needLink: 'Pendaftaran memerlukan tautan yang dibagikan penyedia layanan logistik Anda.',
    vendorName: 'Nama vendor',
    companyName: 'Nama perusahaan',
    address: 'Alamat',
    lspDomain: 'Domain penyedia layanan logistik',
    name: 'Nama Anda',
    phone: 'Nomor telepon (+62)',
    confirmPassword: 'Konfirmasi kata sandi',
    submit: 'Daftar',
    success: 'Pendaftaran berhasil. Masuk untuk melanjutkan.',
    haveAccount: 'Sudah punya akun? Masuk',
  },
  errors: {
    generic: 'Terjadi kesalahan. Silakan coba lagi.',
    network: 'Tidak ada koneksi. Periksa jaringan Anda dan coba lagi.',
  },
} satisfies DeepStrings<typeof en>;
