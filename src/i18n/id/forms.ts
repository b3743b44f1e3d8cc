// Indonesian texts of src/i18n/en/forms.ts.
import type { DeepStrings } from '../types.ts';
import type { forms as en } from '../en/forms.ts';

export const forms = {
  accessRefused: 'Akses ditolak: akun Anda tidak dapat membuka halaman itu, jadi Anda kembali ke halaman utama.',
  vendor: {
    acceptTitle: 'Terima "%{title}"?',
    acceptContent: 'Vendor diberi tahu bahwa Anda menerimanya: kendaraan dan pengemudinya tampil di daftar Anda dan Anda dapat mengirim permintaan pengiriman kepadanya.',
  },
  view: 'Lihat',
  viewOne: 'Lihat %{title}',
  errorPage: {
    text: 'Terjadi kesalahan saat menampilkan halaman ini. Coba lagi, atau kembali ke halaman utama.',
  },
} satisfies DeepStrings<typeof en>;
