import type { DeepStrings } from '../types.ts';
import type { imports as en } from '../en/imports.ts';

export const imports = {
  titles: {
    product: 'Impor produk',
    locations: 'Impor lokasi',
  },
  intro: 'Isi templat, lalu pilih berkasnya. Setiap baris diperiksa di sini sebelum ada yang dikirim.',
  template: {
    download: 'Unduh templat',
    failed: 'Templat tidak dapat disiapkan. Coba lagi.',
  },
  file: {
    choose: 'Pilih berkas',
    chooseAnother: 'Pilih berkas lain',
    accepted: 'Diterima: .xlsx, .xls atau .csv (lembar pertama yang dibaca). Berkas juga dapat diletakkan di kotak ini.',
    chosen: 'Berkas: %{name}',
  },
  phases: {
    reading: 'Membaca berkas…',
    parsing: 'Membaca lembar kerja…',
    validating: 'Memeriksa baris…',
    sending: 'Mengirim baris (%{count})…',
  },
  progressLabel: 'Kemajuan impor',
  preview: {
    title: 'Pratinjau',
    line: 'Baris',
    status: 'Status',
    ok: 'OK',
    rowsSummary: 'Baris: %{count}, dengan kesalahan: %{errors}',
    onlyErrors: 'Tampilkan hanya baris dengan kesalahan',
    ignoredHeaders: 'Kolom yang tidak diimpor: %{columns}',
    fixAndRetry: 'Belum ada yang dikirim. Perbaiki baris bertanda merah di berkas Anda, lalu pilih lagi.',
    empty: 'Tidak ada baris untuk ditampilkan.',
  },
  submit: 'Impor semua baris (%{count})',
  errors: {
    tooLarge: 'Berkas terlalu besar: paling banyak %{mb} MB setelah diekstrak.',
    tooManyEntries: 'Berkas berisi terlalu banyak bagian (paling banyak %{entries}); ini bukan lembar kerja biasa.',
    unreadable: 'Berkas tidak dapat dibaca sebagai lembar kerja.',
    empty: 'Lembar kerja tidak berisi baris data.',
    tooManyRows: 'Lembar kerja berisi %{count} baris; paling banyak %{max} baris dapat diimpor sekaligus.',
    missingColumns: 'Kolom wajib tidak ada: %{columns}. Gunakan judul kolom dari templat.',
    refused: 'Server menolak impor; tidak ada yang disimpan. Lihat baris bertanda merah.',
    failed: 'Impor gagal; tidak ada yang disimpan. %{message}',
  },
  result: {
    title: 'Impor selesai',
    created: 'Dibuat: %{count}',
    updated: 'Diperbarui: %{count}',
    backToList: 'Kembali ke daftar',
    another: 'Impor berkas lain',
  },
} satisfies DeepStrings<typeof en>;
